//! The record of finished counting units: one format for checkpoints, batch-scheduler shards
//! and the distributed driver, and the one rule that sums such records into a board's totals.
//!
//! A count that takes hours must survive a killed process and be splittable across machines.
//! Both needs come down to writing each finished [`Unit`](crate::count::Unit)'s [`Tally`] down
//! as soon as it is known, and to summing those records only when they are exactly the units
//! of one plan: each once, none missing. Everything that reads or writes such records (the CLI's
//! `--checkpoint`, `--shard` and `merge`, the Python package and its Ray driver) goes through
//! this module, so the rule cannot drift between them.
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
//!   by a kill: [`Ledger::parse`] drops it (the unit is simply counted again), and
//!   [`Checkpoint::open`] cuts it off the file before appending.
//!
//! Keys are read in any order; whitespace between tokens is allowed; anything else (unknown
//! keys, escapes, signs, fractions) is refused with the line number.

use std::collections::HashMap;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::count::{Plan, Tally, MAX_COUNT_N};
use crate::{Error, Result};

/// The `format` value of a header line.
pub const FORMAT: &str = "nqueens-count-units";
/// The `version` value of a header line this module writes and reads.
pub const VERSION: u64 = 1;

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
            return Err(Error::Record(format!(
                "shard {index}/{count} does not exist: expected I/K with 1 <= I <= K"
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
        let bad = || {
            Error::Record(format!(
                "shard '{s}' is not of the form I/K (for example 3/8)"
            ))
        };
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

/// What a ledger is a record of: which plan, and which slice of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Board size.
    pub n: usize,
    /// [`fingerprint`] of the plan.
    pub plan: u64,
    /// Units in the whole plan.
    pub units: usize,
    /// The slice of the plan this ledger covers.
    pub shard: Shard,
}

impl Header {
    /// The header for recording `shard` of `plan`.
    pub fn new(plan: &Plan, shard: Shard) -> Header {
        Header {
            n: plan.n,
            plan: fingerprint(plan),
            units: plan.units.len(),
            shard,
        }
    }

    /// The header line, without its newline.
    pub fn to_line(&self) -> String {
        format!(
            "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"n\":{},\"plan\":\"{:016x}\",\"units\":{},\"shard\":\"{}\"}}",
            self.n, self.plan, self.units, self.shard
        )
    }

    /// A ledger holding no unit yet: the header line and its newline, to which
    /// [`Record::lines`] are appended.
    pub fn empty_ledger(&self) -> String {
        self.to_line() + "\n"
    }

    /// Refuses a ledger written for another N or another plan than `expected`.
    pub fn check_against(&self, expected: &Header) -> Result<()> {
        if self.n != expected.n {
            return Err(Error::Record(format!(
                "the record is for N = {}, not N = {}",
                self.n, expected.n
            )));
        }
        if self.plan != expected.plan || self.units != expected.units {
            return Err(Error::Record(format!(
                "the record was made with another plan for N = {} (plan {:016x} of {} units; \
                 this program's plan is {:016x} of {} units), so its unit ids mean other units: \
                 count again, or use the program that wrote it",
                self.n, self.plan, self.units, expected.plan, expected.units
            )));
        }
        if self.shard != expected.shard {
            return Err(Error::Record(format!(
                "the record is of shard {}, not {}",
                self.shard, expected.shard
            )));
        }
        Ok(())
    }
}

/// One finished unit: its id (position in the plan) and what counting it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub unit: usize,
    pub tally: Tally,
}

impl Record {
    /// The record line, without its newline.
    pub fn to_line(&self) -> String {
        format!(
            "{{\"unit\":{},\"solutions\":{},\"fundamental\":{},\"nodes\":{}}}",
            self.unit, self.tally.solutions, self.tally.fundamental, self.tally.nodes
        )
    }

    /// Records as they are appended to a ledger: one line each, each with its newline.
    pub fn lines(records: &[Record]) -> String {
        let mut text = String::new();
        for r in records {
            text.push_str(&r.to_line());
            text.push('\n');
        }
        text
    }
}

/// A parsed ledger: its header and its records, each unit at most once and within its shard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ledger {
    pub header: Header,
    pub records: Vec<Record>,
    /// Bytes of the text that hold complete lines; less than its length when the last line
    /// was cut short by a kill.
    pub complete_len: usize,
}

impl Ledger {
    /// Reads a ledger, checking every line. A final line without a newline is dropped (a
    /// write cut short); a unit recorded twice, outside the plan or outside the header's shard
    /// is an error naming the line.
    pub fn parse(text: &str) -> Result<Ledger> {
        let complete_len = text.rfind('\n').map_or(0, |i| i + 1);
        let mut lines = text[..complete_len].lines().enumerate();
        let (_, first) = lines
            .next()
            .ok_or_else(|| Error::Record("the record is empty: no header line".into()))?;
        let header = parse_header(first).map_err(|m| at(1, m))?;
        let mut seen: HashMap<usize, usize> = HashMap::new();
        let mut records = Vec::new();
        for (i, line) in lines {
            let line_no = i + 1;
            if line.trim().is_empty() {
                continue;
            }
            let record = parse_record(line).map_err(|m| at(line_no, m))?;
            if record.unit >= header.units {
                return Err(at(
                    line_no,
                    format!(
                        "unit {} is not in the plan (it has {} units)",
                        record.unit, header.units
                    ),
                ));
            }
            if !header.shard.contains(record.unit) {
                return Err(at(
                    line_no,
                    format!("unit {} is not in shard {}", record.unit, header.shard),
                ));
            }
            if let Some(before) = seen.insert(record.unit, line_no) {
                return Err(at(
                    line_no,
                    format!(
                        "unit {} is recorded twice (also on line {before}); the record is refused, not summed",
                        record.unit
                    ),
                ));
            }
            records.push(record);
        }
        Ok(Ledger {
            header,
            records,
            complete_len,
        })
    }

    /// Reads a ledger that must be a record of `expected` (same N, plan and shard): a saved
    /// count about to be resumed, or a checkpoint reopened. Whatever [`Ledger::parse`] refuses
    /// is refused, and so is a record of another N, plan or shard.
    pub fn parse_for(text: &str, expected: &Header) -> Result<Ledger> {
        let ledger = Ledger::parse(text)?;
        ledger.header.check_against(expected)?;
        Ok(ledger)
    }

    /// What the units recorded so far found, for showing how far a count got. It is the
    /// board's count only when every unit is recorded, which [`Ledger::total`] checks.
    pub fn recorded(&self) -> Tally {
        self.records.iter().map(|r| r.tally).sum()
    }

    /// The board's totals from this ledger alone, named `name` in messages (see [`sum`]).
    pub fn total(&self, name: &str) -> Result<Total> {
        sum(&[(name.to_string(), self.clone())])
    }

    /// The units of the header's shard not recorded yet, in plan order.
    pub fn missing(&self) -> Vec<usize> {
        let done: std::collections::HashSet<usize> = self.records.iter().map(|r| r.unit).collect();
        self.header
            .shard
            .unit_ids(self.header.units)
            .filter(|id| !done.contains(id))
            .collect()
    }
}

fn at(line: usize, message: String) -> Error {
    Error::Parse {
        line,
        column: 1,
        message,
    }
}

/// The board's totals from a set of ledgers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    pub n: usize,
    pub plan: u64,
    /// Units summed (all units of the plan).
    pub units: usize,
    pub tally: Tally,
}

/// Sums ledgers (named, for the messages) into the board's totals: the one place where records
/// become a total. Refuses ledgers of different N or plans, a unit recorded in two of them, and
/// any unit of the plan recorded in none, so a total is only ever the sum of every unit once.
pub fn sum(ledgers: &[(String, Ledger)]) -> Result<Total> {
    let ((first_name, first), rest) = ledgers
        .split_first()
        .ok_or_else(|| Error::Record("nothing to sum: no records given".into()))?;
    let h = first.header;
    for (name, l) in rest {
        let o = l.header;
        if o.n != h.n {
            return Err(Error::Record(format!(
                "{name} is for N = {}, but {first_name} is for N = {}",
                o.n, h.n
            )));
        }
        if o.plan != h.plan || o.units != h.units {
            return Err(Error::Record(format!(
                "{name} was made with another plan ({:016x}, {} units) than {first_name} ({:016x}, {} units): its unit ids mean other units",
                o.plan, o.units, h.plan, h.units
            )));
        }
    }
    let mut owner: Vec<Option<usize>> = vec![None; h.units];
    let mut tally = Tally::default();
    for (i, (name, l)) in ledgers.iter().enumerate() {
        for r in &l.records {
            if let Some(j) = owner[r.unit] {
                let other = &ledgers[j].0;
                return Err(Error::Record(if j == i {
                    format!("unit {} is recorded twice in {name}", r.unit)
                } else {
                    format!(
                        "unit {} is recorded in both {other} and {name} (a shard given twice?); nothing is summed",
                        r.unit
                    )
                }));
            }
            owner[r.unit] = Some(i);
            tally += r.tally;
        }
    }
    let missing: Vec<usize> = (0..h.units).filter(|&u| owner[u].is_none()).collect();
    if !missing.is_empty() {
        let shown: Vec<String> = missing.iter().take(8).map(|u| u.to_string()).collect();
        let more = if missing.len() > 8 { ", …" } else { "" };
        let mut message = format!(
            "{} of the {} units of N = {} are missing (units {}{more}); nothing is summed",
            missing.len(),
            h.units,
            h.n,
            shown.join(", ")
        );
        let k = h.shard.count;
        if k > 1 && ledgers.iter().all(|(_, l)| l.header.shard.count == k) {
            let given: std::collections::HashSet<usize> =
                ledgers.iter().map(|(_, l)| l.header.shard.index).collect();
            let absent: Vec<String> = (1..=k)
                .filter(|i| !given.contains(i))
                .map(|i| format!("{i}/{k}"))
                .collect();
            if !absent.is_empty() {
                message.push_str(&format!("; no record of shard {}", absent.join(", ")));
            }
        }
        return Err(Error::Record(message));
    }
    Ok(Total {
        n: h.n,
        plan: h.plan,
        units: h.units,
        tally,
    })
}

/// A ledger file being written: each finished unit is appended and synced to disk before
/// [`Checkpoint::record`] returns, so a kill loses at most the units still being counted.
pub struct Checkpoint {
    path: PathBuf,
    file: File,
    ledger: Ledger,
    done: std::collections::HashSet<usize>,
}

impl Checkpoint {
    /// Opens `path` for recording `shard` of `plan`: creates it with its header when it does not
    /// exist (or is empty), otherwise reads it, refuses it when it is of another N, plan or
    /// shard or is malformed, and cuts off a last line left incomplete by a kill.
    pub fn open(path: &Path, plan: &Plan, shard: Shard) -> Result<Checkpoint> {
        let io = |e: std::io::Error| Error::Record(format!("checkpoint {}: {e}", path.display()));
        let expected = Header::new(plan, shard);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(io)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io)?;
        let text = String::from_utf8(bytes).map_err(|_| {
            Error::Record(format!(
                "checkpoint {}: not a record of counted units (not UTF-8 text)",
                path.display()
            ))
        })?;
        let in_file = |e: Error| Error::Record(format!("checkpoint {}: {e}", path.display()));
        let ledger = if text.trim().is_empty() {
            file.set_len(0).map_err(io)?;
            file.seek(SeekFrom::Start(0)).map_err(io)?;
            let empty = expected.empty_ledger();
            file.write_all(empty.as_bytes()).map_err(io)?;
            file.sync_all().map_err(io)?;
            Ledger {
                header: expected,
                records: Vec::new(),
                complete_len: empty.len(),
            }
        } else {
            let ledger = Ledger::parse_for(&text, &expected).map_err(in_file)?;
            if ledger.complete_len < text.len() {
                file.set_len(ledger.complete_len as u64).map_err(io)?;
                file.sync_all().map_err(io)?;
            }
            file.seek(SeekFrom::End(0)).map_err(io)?;
            ledger
        };
        Ok(Checkpoint {
            path: path.to_owned(),
            file,
            done: ledger.records.iter().map(|r| r.unit).collect(),
            ledger,
        })
    }

    /// What is recorded so far.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The shard's units not recorded yet, in plan order.
    pub fn missing(&self) -> Vec<usize> {
        self.ledger.missing()
    }

    /// Appends one finished unit and syncs it to disk. Refuses a unit outside the shard or
    /// already recorded.
    pub fn record(&mut self, unit: usize, tally: Tally) -> Result<()> {
        self.record_batch(&[Record { unit, tally }])
    }

    /// Appends finished units with one write and one sync (a Ray batch arrives whole; one sync
    /// per unit would cost more than counting small units). Refuses the whole batch, writing
    /// nothing, when any unit is outside the shard, already recorded, or in it twice.
    pub fn record_batch(&mut self, records: &[Record]) -> Result<()> {
        let h = self.ledger.header;
        let mut batch = std::collections::HashSet::new();
        for r in records {
            if r.unit >= h.units || !h.shard.contains(r.unit) {
                return Err(Error::Record(format!(
                    "unit {} is not in shard {} of the plan ({} units)",
                    r.unit, h.shard, h.units
                )));
            }
            if !batch.insert(r.unit) || self.done.contains(&r.unit) {
                return Err(Error::Record(format!(
                    "unit {} is already recorded in {}",
                    r.unit,
                    self.path.display()
                )));
            }
        }
        let text = Record::lines(records);
        let io =
            |e: std::io::Error| Error::Record(format!("checkpoint {}: {e}", self.path.display()));
        self.file.write_all(text.as_bytes()).map_err(io)?;
        self.file.sync_data().map_err(io)?;
        self.ledger.complete_len += text.len();
        self.ledger.records.extend_from_slice(records);
        self.done.extend(records.iter().map(|r| r.unit));
        Ok(())
    }

    /// The totals once every unit of the whole plan is recorded (see [`sum`]).
    pub fn total(&self) -> Result<Total> {
        self.ledger.total(&self.path.display().to_string())
    }
}

// ---------------------------------------------------------------------------------------------
// Reading the two line shapes: flat JSON objects whose values are unsigned integers or plain
// strings.

enum Value<'a> {
    Num(u64),
    Str(&'a str),
}

fn parse_object(line: &str) -> std::result::Result<Vec<(&str, Value<'_>)>, String> {
    let s = line.trim();
    let inner = s
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .ok_or("expected one JSON object on the line")?;
    let mut out = Vec::new();
    if inner.trim().is_empty() {
        return Ok(out);
    }
    for field in inner.split(',') {
        let (k, v) = field
            .split_once(':')
            .ok_or_else(|| format!("expected \"key\": value, found '{}'", field.trim()))?;
        let key = plain_string(k.trim()).ok_or_else(|| format!("bad key {}", k.trim()))?;
        let v = v.trim();
        let value = if let Some(text) = plain_string(v) {
            Value::Str(text)
        } else if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
            Value::Num(
                v.parse()
                    .map_err(|_| format!("{key}: {v} does not fit 64 bits"))?,
            )
        } else {
            return Err(format!(
                "{key}: expected an unsigned integer or a string, found '{v}'"
            ));
        };
        if out.iter().any(|(k, _)| *k == key) {
            return Err(format!("key {key} appears twice"));
        }
        out.push((key, value));
    }
    Ok(out)
}

fn plain_string(t: &str) -> Option<&str> {
    let inner = t.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains(['"', '\\'])).then_some(inner)
}

struct Fields<'a>(Vec<(&'a str, Value<'a>)>);

impl<'a> Fields<'a> {
    fn take(&mut self, key: &str) -> std::result::Result<Value<'a>, String> {
        let i = self
            .0
            .iter()
            .position(|(k, _)| *k == key)
            .ok_or_else(|| format!("missing key {key}"))?;
        Ok(self.0.remove(i).1)
    }
    fn num(&mut self, key: &str) -> std::result::Result<u64, String> {
        match self.take(key)? {
            Value::Num(v) => Ok(v),
            Value::Str(_) => Err(format!("{key} must be a number")),
        }
    }
    fn str(&mut self, key: &str) -> std::result::Result<&'a str, String> {
        match self.take(key)? {
            Value::Str(v) => Ok(v),
            Value::Num(_) => Err(format!("{key} must be a string")),
        }
    }
    fn end(self) -> std::result::Result<(), String> {
        match self.0.first() {
            Some((k, _)) => Err(format!("unknown key {k}")),
            None => Ok(()),
        }
    }
}

fn parse_header(line: &str) -> std::result::Result<Header, String> {
    let mut f = Fields(parse_object(line).map_err(|m| format!("not a header line: {m}"))?);
    let format = f.str("format")?;
    if format != FORMAT {
        return Err(format!(
            "not a record of counted units: format is '{format}', expected '{FORMAT}'"
        ));
    }
    let version = f.num("version")?;
    if version != VERSION {
        return Err(format!(
            "format version {version} is not supported (this program reads version {VERSION})"
        ));
    }
    let n = f.num("n")? as usize;
    if n == 0 || n > MAX_COUNT_N {
        return Err(format!(
            "N = {n} is out of range: N must be from 1 to {MAX_COUNT_N}"
        ));
    }
    let plan_hex = f.str("plan")?;
    if plan_hex.len() != 16 {
        return Err(format!("plan '{plan_hex}' is not 16 hexadecimal digits"));
    }
    let plan = u64::from_str_radix(plan_hex, 16)
        .map_err(|_| format!("plan '{plan_hex}' is not 16 hexadecimal digits"))?;
    let units = usize::try_from(f.num("units")?).map_err(|_| "units too large".to_string())?;
    let shard: Shard = f.str("shard")?.parse().map_err(|e: Error| e.to_string())?;
    f.end()?;
    Ok(Header {
        n,
        plan,
        units,
        shard,
    })
}

fn parse_record(line: &str) -> std::result::Result<Record, String> {
    let mut f = Fields(parse_object(line)?);
    let unit = usize::try_from(f.num("unit")?).map_err(|_| "unit too large".to_string())?;
    let tally = Tally {
        solutions: f.num("solutions")?,
        fundamental: f.num("fundamental")?,
        nodes: f.num("nodes")?,
    };
    f.end()?;
    Ok(Record { unit, tally })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{count_unit, plan};

    fn tallies(n: usize) -> (Plan, Vec<Tally>) {
        let p = plan(n).unwrap();
        let t = p.units.iter().map(|u| count_unit(n, u).unwrap()).collect();
        (p, t)
    }

    fn ledger_text(p: &Plan, t: &[Tally], shard: Shard) -> String {
        let mut s = Header::new(p, shard).to_line() + "\n";
        for id in shard.unit_ids(p.units.len()) {
            s += &(Record {
                unit: id,
                tally: t[id],
            }
            .to_line()
                + "\n");
        }
        s
    }

    fn named(texts: &[String]) -> Vec<(String, Ledger)> {
        texts
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("file{i}"), Ledger::parse(t).unwrap()))
            .collect()
    }

    #[test]
    fn shards_sum_to_oeis() {
        let (p, t) = tallies(10);
        for k in [1, 2, 3, 7] {
            let texts: Vec<String> = (1..=k)
                .map(|i| ledger_text(&p, &t, Shard::new(i, k).unwrap()))
                .collect();
            let total = sum(&named(&texts)).unwrap();
            assert_eq!((total.tally.solutions, total.tally.fundamental), (724, 92));
            assert_eq!(total.units, p.units.len());
        }
    }

    #[test]
    fn shards_partition_the_units() {
        for k in 1..6 {
            let mut seen = vec![0; 50];
            for i in 1..=k {
                let s = Shard::new(i, k).unwrap();
                for id in s.unit_ids(50) {
                    assert!(s.contains(id));
                    seen[id] += 1;
                }
            }
            assert!(seen.iter().all(|&c| c == 1), "{k}: {seen:?}");
        }
        assert_eq!("3/8".parse::<Shard>().unwrap(), Shard::new(3, 8).unwrap());
        for bad in ["0/4", "5/4", "1/0", "3", "a/b", "-1/4", "1/4/2", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn refuses_missing_duplicate_and_foreign_records() {
        let (p, t) = tallies(9);
        let s1 = Shard::new(1, 2).unwrap();
        let s2 = Shard::new(2, 2).unwrap();
        let a = ledger_text(&p, &t, s1);
        let b = ledger_text(&p, &t, s2);
        // Missing shard.
        let e = sum(&named(std::slice::from_ref(&a)))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("missing") && e.contains("no record of shard 2/2"),
            "{e}"
        );
        // The same shard twice.
        let e = sum(&named(&[a.clone(), b.clone(), a.clone()]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("recorded in both file0 and file2"), "{e}");
        // A unit twice inside one file.
        let first_record = a.lines().nth(1).unwrap();
        let twice = format!("{a}{first_record}\n");
        let e = Ledger::parse(&twice).unwrap_err().to_string();
        assert!(e.contains("recorded twice"), "{e}");
        // Another N.
        let (p8, t8) = tallies(8);
        let other_n = ledger_text(&p8, &t8, s2);
        let e = sum(&named(&[a.clone(), other_n])).unwrap_err().to_string();
        assert!(e.contains("is for N = 8, but file0 is for N = 9"), "{e}");
        // Another plan for the same N (a changed fingerprint).
        let mut h = Header::new(&p, s2);
        h.plan ^= 1;
        let foreign = b.replacen(&Header::new(&p, s2).to_line(), &h.to_line(), 1);
        let e = sum(&named(&[a.clone(), foreign.clone()]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("another plan"), "{e}");
        let l = Ledger::parse(&foreign).unwrap();
        let e = l
            .header
            .check_against(&Header::new(&p, s2))
            .unwrap_err()
            .to_string();
        assert!(e.contains("another plan"), "{e}");
        // A unit outside the shard.
        let wrong = format!(
            "{}{}\n",
            a,
            Record {
                unit: 1,
                tally: t[1]
            }
            .to_line()
        );
        assert!(Ledger::parse(&wrong)
            .unwrap_err()
            .to_string()
            .contains("not in shard 1/2"));
        // A unit outside the plan.
        let beyond = format!(
            "{}{}\n",
            ledger_text(&p, &t, Shard::WHOLE),
            Record {
                unit: p.units.len(),
                tally: Tally::default()
            }
            .to_line()
        );
        assert!(Ledger::parse(&beyond)
            .unwrap_err()
            .to_string()
            .contains("not in the plan"));
    }

    /// The page's way: an empty ledger, batches of records appended as text, read back under
    /// the plan it expects, summed only when whole.
    #[test]
    fn batches_appended_as_text_resume_under_their_plan_and_sum() {
        let (p, t) = tallies(10);
        let header = Header::new(&p, Shard::WHOLE);
        let batch = |ids: std::ops::Range<usize>| {
            let records: Vec<Record> = ids
                .map(|unit| Record {
                    unit,
                    tally: t[unit],
                })
                .collect();
            Record::lines(&records)
        };
        let units = p.units.len();
        let half = units / 2;
        let mut text = header.empty_ledger();
        assert_eq!(Ledger::parse(&text).unwrap().header, header);
        text += &batch(0..half);
        assert_eq!(text.lines().count(), half + 1);
        let saved = Ledger::parse_for(&text, &header).unwrap();
        assert_eq!(saved.records.len(), half);
        assert_eq!(saved.missing(), (half..units).collect::<Vec<_>>());
        let so_far: Tally = t[..half].iter().copied().sum();
        assert_eq!(saved.recorded(), so_far);
        assert!(saved
            .total("the count")
            .unwrap_err()
            .to_string()
            .contains("missing"));
        text += &batch(half..units);
        let total = Ledger::parse_for(&text, &header)
            .unwrap()
            .total("the count")
            .unwrap();
        assert_eq!((total.tally.solutions, total.tally.fundamental), (724, 92));
        assert_eq!(total.tally.nodes, t.iter().map(|x| x.nodes).sum::<u64>());

        // Refused: a unit twice (a batch saved twice), another plan, a unit beyond the plan.
        let twice = format!("{text}{}", batch(3..4));
        let e = Ledger::parse_for(&twice, &header).unwrap_err().to_string();
        assert!(e.contains("unit 3 is recorded twice"), "{e}");
        let mut other = header;
        other.plan ^= 1;
        let e = Ledger::parse_for(&text, &other).unwrap_err().to_string();
        assert!(e.contains("another plan"), "{e}");
        let e = Ledger::parse_for(&text, &Header::new(&plan(11).unwrap(), Shard::WHOLE))
            .unwrap_err()
            .to_string();
        assert!(e.contains("for N = 10, not N = 11"), "{e}");
        let beyond = format!(
            "{text}{}",
            Record::lines(&[Record {
                unit: units,
                tally: Tally::default()
            }])
        );
        let e = Ledger::parse_for(&beyond, &header).unwrap_err().to_string();
        assert!(e.contains("not in the plan"), "{e}");
    }

    #[test]
    fn fingerprint_follows_the_unit_list() {
        let p = plan(12).unwrap();
        assert_eq!(fingerprint(&p), fingerprint(&plan(12).unwrap()));
        assert_ne!(fingerprint(&p), fingerprint(&plan(11).unwrap()));
        let mut swapped = p.clone();
        swapped.units.swap(0, 1);
        assert_ne!(fingerprint(&p), fingerprint(&swapped));
        let mut shorter = p.clone();
        shorter.units.pop();
        assert_ne!(fingerprint(&p), fingerprint(&shorter));
    }

    #[test]
    fn malformed_lines_are_errors_with_their_line() {
        let (p, t) = tallies(6);
        let good = ledger_text(&p, &t, Shard::WHOLE);
        assert!(Ledger::parse(&good).is_ok());
        let header = good.lines().next().unwrap();
        for (text, line) in [
            (String::new(), 0),
            ("garbage\n".to_string(), 1),
            (header.replace("nqueens-count-units", "other"), 1),
            (header.replace("\"version\":1", "\"version\":2"), 1),
            (header.replace("\"n\":6", "\"n\":40"), 1),
            (header.replace("\"shard\":\"1/1\"", "\"shard\":\"2/1\""), 1),
            (format!("{header}\n{{\"unit\":0}}\n"), 2),
            (format!("{header}\n{{\"unit\":0,\"solutions\":-1,\"fundamental\":0,\"nodes\":0}}\n"), 2),
            (format!("{header}\n{{\"unit\":0,\"solutions\":1,\"fundamental\":0,\"nodes\":0,\"x\":1}}\n"), 2),
            (format!("{header}\n{{\"unit\":0,\"unit\":0,\"solutions\":1,\"fundamental\":0,\"nodes\":0}}\n"), 2),
        ] {
            let text = if text.ends_with('\n') || text.is_empty() {
                text
            } else {
                text + "\n"
            };
            match Ledger::parse(&text) {
                Err(Error::Parse { line: l, .. }) => assert_eq!(l, line, "{text}"),
                Err(e) => assert_eq!(line, 0, "{text}: {e}"),
                Ok(_) => panic!("accepted {text:?}"),
            }
        }
    }

    fn ck_batch_refused(path: &Path, p: &Plan, batch: &[Record]) -> bool {
        let mut ck = Checkpoint::open(path, p, Shard::WHOLE).unwrap();
        let before = std::fs::read_to_string(path).unwrap();
        let refused = ck.record_batch(batch).is_err();
        refused && std::fs::read_to_string(path).unwrap() == before
    }

    #[test]
    fn a_torn_last_line_is_dropped_and_cut_off() {
        let (p, t) = tallies(8);
        let dir = std::env::temp_dir().join(format!("nq-ledger-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("ck.jsonl");
        let _ = std::fs::remove_file(&path);
        {
            let mut ck = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
            assert_eq!(ck.missing().len(), p.units.len());
            ck.record(0, t[0]).unwrap();
            ck.record(2, t[2]).unwrap();
            assert!(ck.record(2, t[2]).is_err());
            assert!(ck.record(p.units.len(), t[2]).is_err());
            assert!(ck.total().unwrap_err().to_string().contains("missing"));
        }
        // A batch with a unit twice, or one already recorded, is refused whole.
        let r = |unit: usize| Record {
            unit,
            tally: t[unit],
        };
        assert!(ck_batch_refused(&path, &p, &[r(3), r(3)]));
        assert!(ck_batch_refused(&path, &p, &[r(4), r(0)]));
        // A kill in the middle of a write leaves a partial line.
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"unit\":1,\"solu").unwrap();
        drop(f);
        let mut ck = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
        assert_eq!(ck.ledger().records.len(), 2);
        let missing = ck.missing();
        assert_eq!(missing.len(), p.units.len() - 2);
        for id in missing {
            ck.record(id, t[id]).unwrap();
        }
        let total = ck.total().unwrap();
        assert_eq!((total.tally.solutions, total.tally.fundamental), (92, 12));
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(Ledger::parse(&text).unwrap().records.len(), p.units.len());
        // The same file refused for another N or another shard.
        assert!(Checkpoint::open(&path, &plan(9).unwrap(), Shard::WHOLE)
            .err()
            .unwrap()
            .to_string()
            .contains("for N = 8, not N = 9"));
        assert!(Checkpoint::open(&path, &p, Shard::new(1, 2).unwrap()).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
