//! Counts N-Queens solutions with `nqueens_core::count` on one thread, one line per N:
//! `n solutions fundamental nodes seconds kernel`, with the kernel `NQUEENS_KERNEL` names (else
//! the fastest this CPU runs). Used by `scripts/bench-count.sh`.
//!
//! ```text
//! cargo run --release -p nqueens-core --example count -- 16 17
//! NQUEENS_KERNEL=avx2 cargo run --release -p nqueens-core --example count -- 17
//! ```

use nqueens_core::count::{self, Kernel};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!("usage: count N [N...]   (prints: n solutions fundamental nodes seconds kernel)");
        return ExitCode::FAILURE;
    }
    let kernel = match Kernel::configured() {
        Ok(kernel) => kernel,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    for arg in args {
        let Ok(n) = arg.parse::<usize>() else {
            eprintln!("not a board size: {arg}");
            return ExitCode::FAILURE;
        };
        let start = Instant::now();
        match count::count_with(n, kernel) {
            Ok(t) => println!(
                "{n} {} {} {} {:.3} {kernel}",
                t.solutions,
                t.fundamental,
                t.nodes,
                start.elapsed().as_secs_f64()
            ),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
