//! The one rule that turns records into a board's totals.

use std::borrow::Borrow;
use std::path::Path;

use super::read::{read_file, Ledger};
use crate::count::Tally;
use crate::{Error, Result};

/// The board's totals from a set of ledgers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    pub n: usize,
    pub plan: u64,
    /// Units summed (all units of the plan).
    pub units: usize,
    pub tally: Tally,
}

impl Ledger {
    /// The board's totals from this ledger alone, named `name` in messages (see [`sum`]).
    pub fn total(&self, name: &str) -> Result<Total> {
        sum(&[(name.to_string(), self)])
    }
}

/// Sums ledgers (named, for the messages; owned or borrowed) into the board's totals: the one
/// place where records become a total. Refuses ledgers of different N or plans, a unit recorded
/// in two of them, any unit of the plan recorded in none, and totals past 2^64, so a total is
/// only ever the sum of every unit once.
pub fn sum<L: Borrow<Ledger>>(ledgers: &[(String, L)]) -> Result<Total> {
    let ((first_name, first), rest) = ledgers
        .split_first()
        .ok_or_else(|| Error::Record("nothing to sum: no records given".into()))?;
    let (first_name, first) = (first_name.as_str(), first.borrow());
    let h = *first.header();
    for (name, l) in rest {
        let o = l.borrow().header();
        if o.n != h.n {
            return Err(Error::Record(format!(
                "{name} is for N = {}, but {first_name} is for N = {}",
                o.n, h.n
            )));
        }
        if !o.same_plan(&h) {
            return Err(Error::Record(format!(
                "{name} was made with another plan ({:016x}, {} units) than {first_name} ({:016x}, {} units): its unit ids mean other units",
                o.plan, o.units, h.plan, h.units
            )));
        }
    }
    // Each ledger holds a unit at most once (checked when it was read), so a unit twice is in
    // two ledgers. Sized by the plan's unit count, which every header was checked against.
    let mut owner: Vec<Option<usize>> = vec![None; h.units];
    let mut tally = Tally::default();
    let mut before = first_name;
    for (i, (name, l)) in ledgers.iter().enumerate() {
        let l = l.borrow();
        for r in l.records() {
            if let Some(j) = owner[r.unit] {
                return Err(Error::Record(format!(
                    "unit {} is recorded in both {} and {name} (a shard given twice?); nothing is summed",
                    r.unit, ledgers[j].0
                )));
            }
            owner[r.unit] = Some(i);
        }
        let recorded = l.recorded();
        tally = tally.checked_add(recorded).ok_or_else(|| {
            Error::Record(format!(
                "the units of {name} ({} solutions, {} fundamental) and those of {} ({} \
                 solutions, {} fundamental) add up past 2^64 - 1; no count of N <= 28 comes \
                 near that, so a record is wrong and nothing is summed",
                recorded.solutions,
                recorded.fundamental,
                if i == 1 {
                    before.to_string()
                } else {
                    format!("the files before it, from {first_name} to {before}")
                },
                tally.solutions,
                tally.fundamental
            ))
        })?;
        before = name;
    }
    let missing: Vec<usize> = (0..h.units).filter(|&u| owner[u].is_none()).collect();
    if !missing.is_empty() {
        return Err(Error::Record(missing_message(&missing, &h, ledgers)));
    }
    Ok(Total {
        n: h.n,
        plan: h.plan,
        units: h.units,
        tally,
    })
}

fn missing_message<L: Borrow<Ledger>>(
    missing: &[usize],
    h: &super::Header,
    ledgers: &[(String, L)],
) -> String {
    let shown: Vec<String> = missing.iter().take(8).map(|u| u.to_string()).collect();
    let more = if missing.len() > 8 { ", …" } else { "" };
    let mut message = format!(
        "{} of the {} units of N = {} are missing (units {}{more}); nothing is summed",
        missing.len(),
        h.units,
        h.n,
        shown.join(", ")
    );
    // Which shards were not given, when every ledger is a shard of the same K. K comes from a
    // file and may be huge, so the absent ones are found among the given, never by counting to K.
    let k = h.shard.count();
    if k > 1
        && ledgers
            .iter()
            .all(|(_, l)| l.borrow().header().shard.count() == k)
    {
        let mut given: Vec<usize> = ledgers
            .iter()
            .map(|(_, l)| l.borrow().header().shard.index())
            .collect();
        given.sort_unstable();
        given.dedup();
        let mut absent = Vec::new();
        let mut next = 1;
        for &i in given.iter().chain(std::iter::once(&k.saturating_add(1))) {
            while next < i && absent.len() < 9 {
                absent.push(next);
                next += 1;
            }
            next = i.saturating_add(1);
            if absent.len() >= 9 {
                break;
            }
        }
        if !absent.is_empty() {
            let more = if absent.len() > 8 { ", …" } else { "" };
            let names: Vec<String> = absent.iter().take(8).map(|i| format!("{i}/{k}")).collect();
            message.push_str(&format!("; no record of shard {}{more}", names.join(", ")));
        }
    }
    message
}

/// Reads ledger files ([`read_file`]: a file that cannot be read, is malformed or ends in a
/// line cut short is refused, named) and sums them ([`sum`]): what `nqueens merge` and
/// `nqueens.merge` do.
pub fn merge_files<P: AsRef<Path>>(paths: &[P]) -> Result<Total> {
    let mut ledgers = Vec::with_capacity(paths.len());
    for path in paths {
        let path = path.as_ref();
        ledgers.push((path.display().to_string(), read_file(path)?));
    }
    sum(&ledgers)
}
