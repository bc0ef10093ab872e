//! Native listing throughput: `cargo run --release -p nqueens-core --example enumerate [N...]`
//! prints `n count seconds solutions_per_second` for each N (12 and 14 when none are given),
//! listing through `next_batch` the way the wasm bindings do.

use std::time::Instant;

use nqueens_core::enumerate::{count_all, nth_solution, solutions};

/// Solutions per batch: about what one `Uint32Array` message to JS would carry.
const BATCH: usize = 4096;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut sizes: Vec<usize> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse())
        .collect::<Result<_, _>>()?;
    if sizes.is_empty() {
        sizes = vec![12, 14];
    }
    println!("n count seconds solutions_per_second");
    for n in sizes {
        let mut listing = solutions(n)?;
        let mut out = Vec::with_capacity(BATCH * n);
        let mut count = 0u64;
        let start = Instant::now();
        loop {
            out.clear();
            let got = listing.next_batch(BATCH, &mut out);
            count += got as u64;
            if got < BATCH {
                break;
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        println!("{n} {count} {seconds:.4} {:.0}", count as f64 / seconds);

        let start = Instant::now();
        let counted = count_all(n)?;
        let seconds = start.elapsed().as_secs_f64();
        println!("# count_all({n}) = {counted} in {seconds:.4} s");
        for k in [count / 4, count / 2, count.saturating_sub(1)] {
            let start = Instant::now();
            let found = nth_solution(n, k)?.is_some();
            let seconds = start.elapsed().as_secs_f64();
            println!("# nth_solution({n}, {k}) found={found} in {seconds:.4} s");
        }
    }
    Ok(())
}
