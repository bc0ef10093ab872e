//! The one rule that turns records into a board's totals.

use crate::words::{msg, Message};
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
        .ok_or_else(|| Error::Record(msg!("record.sum.nothing")))?;
    let (first_name, first) = (first_name.as_str(), first.borrow());
    let h = *first.header();
    for (name, l) in rest {
        let o = l.borrow().header();
        if o.n != h.n {
            return Err(Error::Record(msg!(
                "record.sum.other-n",
                file = name.clone(),
                n = o.n,
                first = first_name.to_string(),
                first_n = h.n
            )));
        }
        if !o.same_plan(&h) {
            return Err(Error::Record(msg!(
                "record.sum.other-plan",
                file = name.clone(),
                plan = format!("{:016x}", o.plan),
                units = o.units,
                first = first_name.to_string(),
                first_plan = format!("{:016x}", h.plan),
                first_units = h.units
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
                return Err(Error::Record(msg!(
                    "record.sum.twice",
                    unit = r.unit,
                    first = ledgers[j].0.clone(),
                    file = name.clone()
                )));
            }
            owner[r.unit] = Some(i);
        }
        let recorded = l.recorded();
        tally = tally.checked_add(recorded).ok_or_else(|| {
            Error::Record(msg!(
                "record.sum.overflow",
                file = name.clone(),
                solutions = recorded.solutions,
                fundamental = recorded.fundamental,
                before = if i == 1 {
                    Message::new("record.sum.before.one").with("file", before.to_string())
                } else {
                    msg!(
                        "record.sum.before.many",
                        first = first_name.to_string(),
                        last = before.to_string()
                    )
                },
                before_solutions = tally.solutions,
                before_fundamental = tally.fundamental,
                most = crate::count::MAX_COUNT_N
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
) -> Message {
    let shown: Vec<usize> = missing.iter().take(8).copied().collect();
    let message = msg!(
        "record.sum.missing",
        count = missing.len(),
        units = h.units,
        n = h.n,
        shown = shown,
        more = if missing.len() > 8 { "yes" } else { "no" }
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
            let names: Vec<String> = absent.iter().take(8).map(|i| format!("{i}/{k}")).collect();
            return msg!(
                "record.sum.missing-shards",
                missing = message,
                shards = names,
                more = if absent.len() > 8 { "yes" } else { "no" }
            );
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
