//! Counts N-Queens solutions with `nqueens_core::count`, one line per N:
//! `n solutions fundamental nodes seconds`. Used by `scripts/bench-count.sh`.
//!
//! ```text
//! cargo run --release -p nqueens-core --example count -- 16 17
//! ```

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!("usage: count N [N...]   (prints: n solutions fundamental nodes seconds)");
        return ExitCode::FAILURE;
    }
    for arg in args {
        let Ok(n) = arg.parse::<usize>() else {
            eprintln!("not a board size: {arg}");
            return ExitCode::FAILURE;
        };
        let start = Instant::now();
        match nqueens_core::count::count(n) {
            Ok(t) => println!(
                "{n} {} {} {} {:.3}",
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
