//! The record of finished counting units: one format for checkpoints, batch-scheduler shards,
//! the distributed driver and the page's saved counts, and the one rule that sums such records
//! into a board's totals.
//!
//! A count that takes hours must survive a killed process and be splittable across machines.
//! Both needs come down to writing each finished [`Unit`](crate::count::Unit)'s [`Tally`](crate::count::Tally) down
//! as soon as it is known, and to summing those records only when they are exactly the units
//! of one plan: each once, none missing. Everything that reads or writes such records (the CLI's
//! `--checkpoint`, `--shard` and `merge`, the Python package and its Ray driver, the page's
//! `readLedger`) goes through this module, so the rule cannot drift between them.
//!
//! # Format
//!
//! JSON Lines, so a record is appended with one write and a torn write damages only the last
//! line. The first line is the header, every further line one finished unit:
//!
//! ```text
//! {"format":"nqueens-count-units","version":1,"n":17,"plan":"9f0c4e2a7b1d3c58","units":4319,"shard":"1/1"}
//! {"unit":0,"solutions":1234560,"fundamental":154320,"nodes":98765432}
//! ```
//!
//! * `plan` is the [`fingerprint`] of the plan the unit ids refer to: unit `i` is the `i`-th unit
//!   of [`count::plan`](crate::count::plan)`(n)`. Plans change when the counter is retuned, and
//!   a record of another plan would sum to a wrong total, so it is refused.
//! * `units` is the number of units in the whole plan; `shard` is `I/K` for the `I`-th of `K`
//!   slices (1-based): unit `i` belongs to shard `i mod K + 1`. The plan lists units largest
//!   first, so dealing them out round-robin gives slices of similar work.
//! * Unit lines may come in any order. A final line without its newline is a write cut short
//!   by a kill: [`Ledger::parse`] drops it (the unit is simply counted again),
//!   [`Checkpoint::open`] cuts it off the file before appending, and [`read_file`] (the merge)
//!   refuses the file.
//!
//! Lines are read by serde_json into structs that deny unknown keys. Everything a record's
//! header claims is checked before anything sized by it is allocated: N in the counter's range,
//! `units` equal to the plan's unit count for that N (known without planning), every unit id
//! inside the plan, no file beyond [`MAX_LEDGER_BYTES`] and no line beyond [`MAX_LINE_BYTES`].
//! Sums are checked: totals that would pass 2^64 are refused with the records named. No input,
//! however long, deep, binary or malformed, makes any reader panic.

mod checkpoint;
mod line;
mod read;
mod shard;
mod sum;
mod task;
#[cfg(test)]
mod tests;

pub use checkpoint::Checkpoint;
pub use line::{Header, Record};
pub use read::{read_file, Ledger};
pub use shard::Shard;
pub use sum::{merge_files, sum, Total};
pub use task::task_units;

use crate::count::Plan;

/// The `format` value of a header line.
pub const FORMAT: &str = "nqueens-count-units";
/// The `version` value of a header line this module writes and reads.
pub const VERSION: u64 = 1;
/// Largest record read. The largest plan (N = 28) has 45,578 units of under 100 bytes each,
/// so a real record is a few megabytes; anything far beyond is not one, and is refused before
/// it is read into memory.
pub const MAX_LEDGER_BYTES: u64 = 64 << 20;
/// Longest line read. A header or unit line is about 100 bytes.
pub const MAX_LINE_BYTES: usize = 4096;

/// A 64-bit FNV-1a hash of the plan: N, the number of units, then each unit's length and
/// words in plan order. Order is part of it because unit ids are positions in the plan.
pub fn fingerprint(plan: &Plan) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |w: u32| {
        for b in w.to_le_bytes() {
            h ^= b as u64;
            h = h.wrapping_mul(PRIME);
        }
    };
    eat(plan.n as u32);
    eat(plan.units.len() as u32);
    for unit in &plan.units {
        let words = unit.to_words();
        eat(words.len() as u32);
        words.into_iter().for_each(&mut eat);
    }
    h
}
