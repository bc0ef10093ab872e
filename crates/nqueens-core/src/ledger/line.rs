//! The two line shapes of a ledger, read and written by serde: one struct per line, the same
//! struct both ways, so what is written is exactly what is read back.

use crate::words::{msg, Message};
use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::{fingerprint, Shard, FORMAT, VERSION};
use crate::count::{unit_count, Plan, Tally, MAX_COUNT_N};
use crate::{Error, Result};

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

/// One finished unit: its id (position in the plan) and what counting it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub unit: usize,
    pub tally: Tally,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct HeaderLine<'a> {
    #[serde(borrow)]
    format: Cow<'a, str>,
    #[serde(deserialize_with = "whole::version")]
    version: u64,
    #[serde(deserialize_with = "whole::n")]
    n: u64,
    #[serde(borrow)]
    plan: Cow<'a, str>,
    #[serde(deserialize_with = "whole::units")]
    units: u64,
    #[serde(borrow)]
    shard: Cow<'a, str>,
}

/// The first look at a header line: which format and version it claims, whatever else it
/// holds (other keys are skipped unread), so a file of another kind or a later version is named
/// as such rather than as a list of unexpected keys.
#[derive(Deserialize)]
struct Claim<'a> {
    #[serde(borrow, default)]
    format: Option<Cow<'a, str>>,
    #[serde(default)]
    version: Option<serde_json::Number>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordLine {
    #[serde(deserialize_with = "whole::unit")]
    unit: u64,
    #[serde(deserialize_with = "whole::solutions")]
    solutions: u64,
    #[serde(deserialize_with = "whole::fundamental")]
    fundamental: u64,
    #[serde(deserialize_with = "whole::nodes")]
    nodes: u64,
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
        let line = HeaderLine {
            format: FORMAT.into(),
            version: VERSION,
            n: self.n as u64,
            plan: format!("{:016x}", self.plan).into(),
            units: self.units as u64,
            shard: self.shard.to_string().into(),
        };
        to_json(&line)
    }

    /// A ledger holding no unit yet: the header line and its newline, to which
    /// [`Record::lines`] are appended.
    pub fn empty_ledger(&self) -> String {
        self.to_line() + "\n"
    }

    /// Whether unit ids mean the same units in both: the plan's fingerprint and its size agree
    /// (the N is checked apart, for a clearer message).
    pub fn same_plan(&self, other: &Header) -> bool {
        self.plan == other.plan && self.units == other.units
    }

    /// Refuses a ledger written for another N or another plan than `expected`.
    pub fn check_against(&self, expected: &Header) -> Result<()> {
        if self.n != expected.n {
            return Err(Error::Record(msg!(
                "record.other-n",
                n = self.n,
                expected = expected.n
            )));
        }
        if !self.same_plan(expected) {
            return Err(Error::Record(msg!(
                "record.other-plan",
                n = self.n,
                plan = format!("{:016x}", self.plan),
                units = self.units,
                our_plan = format!("{:016x}", expected.plan),
                our_units = expected.units
            )));
        }
        if self.shard != expected.shard {
            return Err(Error::Record(msg!(
                "record.other-shard",
                shard = self.shard.to_string(),
                expected = expected.shard.to_string()
            )));
        }
        Ok(())
    }

    /// Reads a header line: its format and version first, then every field, each checked
    /// against what the counter can have planned.
    pub(super) fn parse(line: &str) -> std::result::Result<Header, Located> {
        let claim: Claim = serde_json::from_str(line)
            .map_err(|e| Located::json(&e, msg!("record.json.header")))?;
        match claim.format.as_deref() {
            Some(FORMAT) => {}
            Some(other) => {
                return Err(Located::line(msg!(
                    "record.format",
                    found = shorten(other),
                    expected = FORMAT
                )))
            }
            None => return Err(Located::line(msg!("record.no-format", expected = FORMAT))),
        }
        match claim.version.as_ref().and_then(|v| v.as_u64()) {
            Some(VERSION) => {}
            _ => {
                let found = claim
                    .version
                    .map_or("none".to_string(), |v| shorten(&v.to_string()));
                return Err(Located::line(msg!(
                    "record.version",
                    found = found,
                    version = VERSION
                )));
            }
        }
        let h: HeaderLine = serde_json::from_str(line)
            .map_err(|e| Located::json(&e, msg!("record.json.bad-header")))?;
        let n = usize::try_from(h.n)
            .ok()
            .filter(|n| (1..=MAX_COUNT_N).contains(n))
            .ok_or_else(|| {
                Located::line(msg!("record.n", n = h.n, min = 1u32, max = MAX_COUNT_N))
            })?;
        let units = unit_count(n).map_err(|e| Located::line(e.message()))?;
        if h.units != units as u64 {
            return Err(Located::line(msg!(
                "record.units",
                claimed = h.units,
                n = n,
                units = units
            )));
        }
        let plan = Some(h.plan.as_ref())
            .filter(|p| p.len() == 16)
            .and_then(|p| u64::from_str_radix(p, 16).ok())
            .ok_or_else(|| {
                Located::line(msg!("record.plan", plan = shorten(&h.plan), digits = 16u32))
            })?;
        let shard: Shard = h
            .shard
            .parse()
            .map_err(|e: Error| Located::line(e.message()))?;
        Ok(Header {
            n,
            plan,
            units,
            shard,
        })
    }
}

impl Record {
    /// The record line, without its newline.
    pub fn to_line(&self) -> String {
        to_json(&RecordLine {
            unit: self.unit as u64,
            solutions: self.tally.solutions,
            fundamental: self.tally.fundamental,
            nodes: self.tally.nodes,
        })
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

    /// Reads a unit line of a ledger with `header`: the unit must be inside the plan.
    pub(super) fn parse(line: &str, header: &Header) -> std::result::Result<Record, Located> {
        let r: RecordLine =
            serde_json::from_str(line).map_err(|e| Located::json(&e, msg!("record.json.unit")))?;
        let unit = usize::try_from(r.unit)
            .ok()
            .filter(|&u| u < header.units)
            .ok_or_else(|| {
                Located::line(msg!(
                    "record.unit-outside-plan",
                    unit = r.unit,
                    units = header.units
                ))
            })?;
        Ok(Record {
            unit,
            tally: Tally {
                solutions: r.solutions,
                fundamental: r.fundamental,
                nodes: r.nodes,
            },
        })
    }
}

fn to_json<T: Serialize>(line: &T) -> String {
    // Structs of numbers and strings always serialize.
    serde_json::to_string(line).unwrap_or_default()
}

/// A problem with one line, at a column when serde_json knows one.
pub(super) struct Located {
    pub column: usize,
    pub message: Message,
}

impl Located {
    fn line(message: Message) -> Located {
        Located { column: 1, message }
    }

    /// serde_json's message without its own position, which [`Located`] carries instead (its
    /// words are serde_json's, in English).
    fn json(error: &serde_json::Error, what: Message) -> Located {
        let text = error.to_string();
        let position = format!(" at line {} column {}", error.line(), error.column());
        let message = text.strip_suffix(&position).unwrap_or(&text).to_string();
        Located {
            column: error.column().max(1),
            message: msg!("record.json", what = what, detail = message),
        }
    }
}

/// A value quoted in a message, cut short: a field may hold kilobytes.
fn shorten(text: &str) -> String {
    const MOST: usize = 40;
    match text.char_indices().nth(MOST) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The number fields: whole numbers that fit 64 bits, said plainly (with the key) when they
/// do not. serde_json reads a larger number as a float, and a negative one as signed.
mod whole {
    use std::fmt;

    use serde::de::{self, Deserializer, Visitor};

    struct Whole(&'static str);

    impl Visitor<'_> for Whole {
        type Value = u64;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} as a whole number from 0 to 2^64 - 1", self.0)
        }
        fn visit_u64<E: de::Error>(self, v: u64) -> Result<u64, E> {
            Ok(v)
        }
        fn visit_i64<E: de::Error>(self, v: i64) -> Result<u64, E> {
            u64::try_from(v).map_err(|_| E::custom(format!("{}: {v} is negative", self.0)))
        }
        fn visit_f64<E: de::Error>(self, v: f64) -> Result<u64, E> {
            const TWO_TO_64: f64 = 18_446_744_073_709_551_616.0;
            let key = self.0;
            Err(E::custom(if v >= TWO_TO_64 {
                format!(
                    "{key}: {v:e} does not fit 64 bits (at most 2^64 - 1 = {})",
                    u64::MAX
                )
            } else if v < 0.0 {
                format!("{key}: {v} is negative")
            } else {
                format!("{key}: {v} is not written as a whole number")
            }))
        }
    }

    macro_rules! fields {
        ($($key:ident),*) => {$(
            pub fn $key<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
                d.deserialize_u64(Whole(stringify!($key)))
            }
        )*};
    }

    fields!(version, n, units, unit, solutions, fundamental, nodes);
}
