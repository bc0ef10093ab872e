//! Native listing throughput: `cargo run --release -p nqueens-core --example enumerate [N...]`
//! prints `n count seconds solutions_per_second checksum` for each N (12 and 14 when none are
//! given), listing through `next_batch` the way the wasm bindings do and keeping every solution.
//!
//! `seconds` is the listing alone on the in-process clock, as scripts/ortools_nqueens.py times
//! OR-Tools: process start-up and setup are left out on both sides. `checksum` is the
//! order-independent sum (mod 2^64) of each solution's `sum((q[i] + 1) * 31^i)`, computed after
//! the clock stops, so scripts/bench-enumerate.sh can check both sides listed the same set.

use std::time::Instant;

use nqueens_core::enumerate::{count_all, nth_solution, solutions};

/// Solutions per batch: about what one `Uint32Array` message to JS would carry.
const BATCH: usize = 4096;

/// See the module comment; the same sum as scripts/ortools_nqueens.py.
fn checksum(n: usize, flat: &[u32]) -> u64 {
    flat.chunks_exact(n)
        .map(|cols| {
            let mut power = 1u64;
            let mut value = 0u64;
            for &col in cols {
                value = value.wrapping_add(u64::from(col + 1).wrapping_mul(power));
                power = power.wrapping_mul(31);
            }
            value
        })
        .fold(0u64, u64::wrapping_add)
}

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
        let mut kept = Vec::new();
        let mut count = 0u64;
        let start = Instant::now();
        loop {
            let got = listing.next_batch(BATCH, &mut kept);
            count += got as u64;
            if got < BATCH {
                break;
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{n} {count} {seconds:.4} {:.0} {}",
            count as f64 / seconds,
            checksum(n, &kept)
        );

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
