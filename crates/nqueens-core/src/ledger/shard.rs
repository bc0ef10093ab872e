//! Shards: deterministic slices of a plan's units, one per batch job.

use crate::words::msg;
use std::fmt;
use std::str::FromStr;

use crate::{Error, Result};

/// The `I`-th of `K` deterministic slices of a plan's units (1-based, as Slurm array tasks
/// usually are).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    index: usize,
    count: usize,
}

impl Shard {
    /// The whole plan.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Slice `index` of `count`, 1 <= index <= count.
    pub fn new(index: usize, count: usize) -> Result<Shard> {
        if count == 0 || index == 0 || index > count {
            return Err(Error::Record(msg!(
                "record.shard.none",
                index = index,
                count = count
            )));
        }
        Ok(Shard { index, count })
    }

    /// 1-based index of the slice.
    pub fn index(self) -> usize {
        self.index
    }

    /// Number of slices.
    pub fn count(self) -> usize {
        self.count
    }

    /// True when unit `id` belongs to this slice.
    pub fn contains(self, id: usize) -> bool {
        id % self.count == self.index - 1
    }

    /// The ids of this slice's units in a plan of `units` units, in plan order.
    pub fn unit_ids(self, units: usize) -> impl Iterator<Item = usize> {
        (self.index - 1..units).step_by(self.count)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = Error;

    /// `I/K`, e.g. `3/8`.
    fn from_str(s: &str) -> Result<Shard> {
        let bad = || Error::Record(msg!("record.shard.form", shard = s.to_string()));
        let (i, k) = s.trim().split_once('/').ok_or_else(bad)?;
        let num = |t: &str| {
            let t = t.trim();
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            t.parse::<usize>().map_err(|_| bad())
        };
        Shard::new(num(i)?, num(k)?)
    }
}
