//! A ledger read and checked: its header, its records (each unit at most once, inside its plan
//! and shard), and what they add up to so far.

use std::io::Read;
use std::path::Path;

use super::line::{Header, Record};
use super::{MAX_LEDGER_BYTES, MAX_LINE_BYTES};
use crate::count::Tally;
use crate::words::{msg, Arg, Message};
use crate::{Error, Result};

/// A checked ledger: its header and its records, each unit at most once and within its shard,
/// whose tallies add up without passing 2^64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ledger {
    header: Header,
    records: Vec<Record>,
    /// Per unit of the plan, the line recording it. Sized by the header's unit count, which is
    /// checked against the plan's before this is allocated.
    lines_of: Vec<Option<u32>>,
    /// Lines of the text so far (header included), for the line numbers of appended records.
    lines: usize,
    recorded: Tally,
    complete_len: usize,
    torn: bool,
}

fn at(line: usize, column: usize, message: impl Into<Arg>) -> Error {
    Error::Record(msg!(
        "record.at",
        line = line,
        column = column,
        reason = message
    ))
}

impl Ledger {
    /// A ledger holding no unit yet: what [`Header::empty_ledger`] reads as.
    pub fn empty(header: Header) -> Ledger {
        Ledger {
            header,
            records: Vec::new(),
            lines_of: vec![None; header.units],
            lines: 1,
            recorded: Tally::default(),
            complete_len: header.empty_ledger().len(),
            torn: false,
        }
    }

    /// Reads a ledger, checking every line. A final line without a newline is dropped (a
    /// write cut short, see [`Ledger::torn`]); anything malformed, a unit recorded twice, outside
    /// the plan or outside the header's shard, and tallies that add up past 2^64 are errors
    /// naming the line.
    pub fn parse(text: &str) -> Result<Ledger> {
        if text.len() as u64 > MAX_LEDGER_BYTES {
            return Err(Error::Record(msg!(
                "record.too-long",
                bytes = text.len(),
                mib = MAX_LEDGER_BYTES >> 20
            )));
        }
        let complete_len = text.rfind('\n').map_or(0, |i| i + 1);
        let mut lines = text[..complete_len].lines().enumerate();
        let first = lines.next().map(|(_, line)| line);
        let first = match first {
            Some(line) => line,
            None if text.trim().is_empty() => return Err(Error::Record(msg!("record.empty"))),
            None => return Err(Error::Record(msg!("record.header-incomplete"))),
        };
        check_length(1, first)?;
        let header = Header::parse(first).map_err(|e| at(1, e.column, e.message))?;
        let mut ledger = Ledger::empty(header);
        ledger.complete_len = complete_len;
        ledger.torn = complete_len < text.len();
        for (i, line) in lines {
            let line_no = i + 1;
            ledger.lines = line_no;
            if line.trim().is_empty() {
                continue;
            }
            check_length(line_no, line)?;
            let record =
                Record::parse(line, &header).map_err(|e| at(line_no, e.column, e.message))?;
            ledger
                .admit(record, line_no)
                .map_err(|message| at(line_no, 1, message))?;
        }
        Ok(ledger)
    }

    /// [`Ledger::parse`] of bytes (a file), which must be UTF-8 text.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Ledger> {
        let text = std::str::from_utf8(bytes)
            .map_err(|e| Error::Record(msg!("record.not-utf8", byte = e.valid_up_to())))?;
        Ledger::parse(text)
    }

    /// Reads a ledger that must be a record of `expected` (same N, plan and shard): a saved
    /// count about to be resumed, or a checkpoint reopened. Whatever [`Ledger::parse`] refuses
    /// is refused, and so is a record of another N, plan or shard.
    pub fn parse_for(text: &str, expected: &Header) -> Result<Ledger> {
        let ledger = Ledger::parse(text)?;
        ledger.header.check_against(expected)?;
        Ok(ledger)
    }

    /// What the ledger is a record of.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The units recorded, in the order they were recorded.
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// Bytes of the text that hold complete lines.
    pub fn complete_len(&self) -> usize {
        self.complete_len
    }

    /// Whether the text ended in a line without its newline (a write cut short by a kill),
    /// which was left out.
    pub fn torn(&self) -> bool {
        self.torn
    }

    /// What the units recorded so far found, for showing how far a count got. It is the
    /// board's count only when every unit is recorded, which [`Ledger::total`](super::Ledger::total) checks.
    pub fn recorded(&self) -> Tally {
        self.recorded
    }

    /// The units of the header's shard not recorded yet, in plan order.
    pub fn missing(&self) -> Vec<usize> {
        self.header
            .shard
            .unit_ids(self.header.units)
            .filter(|&id| self.lines_of[id].is_none())
            .collect()
    }

    /// Whether unit `id` is recorded.
    pub fn has(&self, id: usize) -> bool {
        self.lines_of.get(id).is_some_and(|l| l.is_some())
    }

    /// Adds finished units as if appended to the text: all of them, or none when any is outside
    /// the shard, already recorded, in the batch twice, or would take the sums past 2^64.
    ///
    /// A ledger kept in memory (a count without a checkpoint) has no text, so
    /// [`Ledger::complete_len`] stays that of its header.
    pub fn add(&mut self, records: &[Record]) -> Result<()> {
        let sum = self.check_batch(records)?;
        self.commit_batch(records, sum, 0);
        Ok(())
    }

    /// What the tallies add up to with `records` appended, or why they cannot be.
    pub(super) fn check_batch(&self, records: &[Record]) -> Result<Tally> {
        let mut sum = self.recorded;
        for r in records {
            sum = self.check(r, sum, true).map_err(Error::Record)?;
        }
        // A unit twice in one batch. Batches are mostly a unit or two, so nothing is allocated
        // for those.
        if records.len() > 1 {
            let mut ids: Vec<(usize, usize)> = records
                .iter()
                .enumerate()
                .map(|(i, r)| (r.unit, i))
                .collect();
            ids.sort_unstable();
            if let Some(w) = ids.windows(2).find(|w| w[0].0 == w[1].0) {
                let (first, second) = (self.lines + 1 + w[0].1, self.lines + 1 + w[1].1);
                return Err(Error::Record(msg!(
                    "record.batch-twice",
                    unit = w[0].0,
                    first = first,
                    second = second
                )));
            }
        }
        Ok(sum)
    }

    /// Appends `records`, checked by [`Ledger::check_batch`] to sum to `sum`, written as
    /// `bytes` bytes of text.
    pub(super) fn commit_batch(&mut self, records: &[Record], sum: Tally, bytes: usize) {
        for r in records {
            self.lines += 1;
            self.lines_of[r.unit] = Some(u32::try_from(self.lines).unwrap_or(u32::MAX));
        }
        self.records.extend_from_slice(records);
        self.recorded = sum;
        self.complete_len += bytes;
    }

    /// Takes one record read from line `line`.
    fn admit(&mut self, r: Record, line: usize) -> std::result::Result<(), Message> {
        self.recorded = self.check(&r, self.recorded, false)?;
        self.lines_of[r.unit] = Some(u32::try_from(line).unwrap_or(u32::MAX));
        self.records.push(r);
        Ok(())
    }

    /// The sum `so_far` plus `r`, when `r` may join this ledger (read from its text, or
    /// `appending` to it).
    fn check(
        &self,
        r: &Record,
        so_far: Tally,
        appending: bool,
    ) -> std::result::Result<Tally, Message> {
        let h = self.header;
        let Some(slot) = self.lines_of.get(r.unit) else {
            return Err(msg!(
                "record.unit-outside-plan",
                unit = r.unit,
                units = h.units
            ));
        };
        if !h.shard.contains(r.unit) {
            return Err(msg!(
                "record.unit-outside-shard",
                unit = r.unit,
                shard = h.shard.to_string()
            ));
        }
        if let Some(before) = *slot {
            return Err(msg!(
                if appending {
                    "record.unit-recorded"
                } else {
                    "record.unit-twice"
                },
                unit = r.unit,
                line = before
            ));
        }
        so_far.checked_add(r.tally).ok_or_else(|| {
            msg!(
                "record.unit-overflow",
                unit = r.unit,
                solutions = r.tally.solutions,
                fundamental = r.tally.fundamental,
                before_solutions = so_far.solutions,
                before_fundamental = so_far.fundamental,
                most = crate::count::MAX_COUNT_N
            )
        })
    }
}

fn check_length(line_no: usize, line: &str) -> Result<()> {
    if line.len() > MAX_LINE_BYTES {
        return Err(at(
            line_no,
            1,
            msg!(
                "record.line-too-long",
                bytes = line.len(),
                max = MAX_LINE_BYTES
            ),
        ));
    }
    Ok(())
}

/// Reads a ledger file for summing (`nqueens merge`, `nqueens.merge`): refused, with the file
/// named, when it cannot be read, is larger than [`MAX_LEDGER_BYTES`], is not UTF-8, is
/// malformed, or ends in a line cut short (its shard must be rerun to finish that unit).
pub fn read_file(path: &Path) -> Result<Ledger> {
    let name = path.display().to_string();
    let file = std::fs::File::open(path).map_err(|e| Error::file(path, "read", &e))?;
    let bytes = read_limited(&file, path)?;
    let ledger = Ledger::parse_bytes(&bytes).map_err(|e| {
        Error::Record(msg!(
            "record.in-file",
            file = name.clone(),
            reason = e.message()
        ))
    })?;
    if ledger.torn() {
        return Err(Error::Record(msg!("record.torn", file = name)));
    }
    Ok(ledger)
}

/// The whole file, refused before reading when it is larger than a record can be.
pub(super) fn read_limited(file: &std::fs::File, path: &Path) -> Result<Vec<u8>> {
    let too_long = |len: u64| {
        Error::Record(msg!(
            "record.file-too-long",
            file = path.display().to_string(),
            bytes = len,
            mib = MAX_LEDGER_BYTES >> 20
        ))
    };
    // A directory opens; reading it fails with the system's own error (EISDIR).
    let meta = file.metadata().map_err(|e| Error::file(path, "read", &e))?;
    if meta.len() > MAX_LEDGER_BYTES {
        return Err(too_long(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_LEDGER_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::file(path, "read", &e))?;
    if bytes.len() as u64 > MAX_LEDGER_BYTES {
        return Err(too_long(bytes.len() as u64));
    }
    Ok(bytes)
}
