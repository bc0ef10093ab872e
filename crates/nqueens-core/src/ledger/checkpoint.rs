//! A ledger file being written by one process: locked, appended a batch at a time, synced, and
//! never left with a partial line by a failed write.

use crate::words::msg;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{ErrorKind, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::line::{Header, Record};
use super::read::{read_limited, Ledger};
use super::shard::Shard;
use super::sum::Total;
use crate::count::Plan;
use crate::{Error, Result};

/// A ledger file being written: each batch of finished units is appended and synced to disk
/// before [`Checkpoint::record_batch`] returns, so a kill loses at most the units still being
/// counted.
///
/// The file is locked (`File::try_lock`) for as long as the checkpoint is open: two processes
/// appending to one file would record units twice, so the second is refused with an
/// [`Error::File`] of kind `WouldBlock` saying so. A failed write (a full disk) cuts the file
/// back to its last complete record before the error is returned, so the file stays a ledger
/// that resumes.
pub struct Checkpoint {
    path: PathBuf,
    file: File,
    ledger: Ledger,
}

impl Checkpoint {
    /// Opens `path` for recording `shard` of `plan`: creates it with its header when it does not
    /// exist (or is empty), otherwise reads it, refuses it when it is of another N, plan or
    /// shard or is malformed, and cuts off a last line left incomplete by a kill. Refused when
    /// another process has it open as a checkpoint.
    pub fn open(path: &Path, plan: &Plan, shard: Shard) -> Result<Checkpoint> {
        let expected = Header::new(plan, shard);
        let mut file = match OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(path)
        {
            Ok(file) => file,
            Err(e) if e.kind() == ErrorKind::AlreadyExists => OpenOptions::new()
                .read(true)
                .write(true)
                .open(path)
                .map_err(|e| Error::file(path, "open", &e))?,
            Err(e) => return Err(Error::file(path, "create", &e)),
        };
        lock(&file, path)?;
        let bytes = read_limited(&file, path)?;
        let io = |action, e: std::io::Error| Error::file(path, action, &e);
        let ledger = if bytes.iter().all(u8::is_ascii_whitespace) {
            let empty = expected.empty_ledger();
            file.set_len(0).map_err(|e| io("write", e))?;
            file.seek(SeekFrom::Start(0)).map_err(|e| io("write", e))?;
            file.write_all(empty.as_bytes())
                .map_err(|e| io("write", e))?;
            file.sync_all().map_err(|e| io("write", e))?;
            // The file's name must be as durable as its header, or a crash could lose the
            // whole record with its directory entry.
            sync_directory(path).map_err(|e| io("sync the directory of", e))?;
            Ledger::empty(expected)
        } else {
            let in_file = |e: Error| match e {
                Error::Record(m) => Error::Record(msg!(
                    "record.in-checkpoint",
                    file = path.display().to_string(),
                    reason = m
                )),
                other => other,
            };
            let ledger = Ledger::parse_bytes(&bytes).map_err(in_file)?;
            ledger.header().check_against(&expected).map_err(in_file)?;
            if ledger.torn() {
                file.set_len(ledger.complete_len() as u64)
                    .map_err(|e| io("write", e))?;
                file.sync_all().map_err(|e| io("write", e))?;
            }
            ledger
        };
        file.seek(SeekFrom::Start(ledger.complete_len() as u64))
            .map_err(|e| io("write", e))?;
        Ok(Checkpoint {
            path: path.to_owned(),
            file,
            ledger,
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What is recorded so far.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The shard's units not recorded yet, in plan order.
    pub fn missing(&self) -> Vec<usize> {
        self.ledger.missing()
    }

    /// Appends one finished unit and syncs it to disk (see [`Checkpoint::record_batch`]).
    pub fn record(&mut self, unit: usize, tally: crate::count::Tally) -> Result<()> {
        self.record_batch(&[Record { unit, tally }])
    }

    /// Appends finished units with one write and one sync (a Ray batch arrives whole; one sync
    /// per unit would cost more than counting small units). Refuses the whole batch, writing
    /// nothing, when any unit is outside the shard, already recorded, in it twice, or would
    /// take the sums past 2^64. When the write or the sync fails, the file is cut back to the
    /// records before the batch.
    pub fn record_batch(&mut self, records: &[Record]) -> Result<()> {
        let sum = self.ledger.check_batch(records).map_err(|e| match e {
            Error::Record(m) => Error::Record(msg!(
                "record.appending",
                reason = m,
                file = self.path.display().to_string()
            )),
            other => other,
        })?;
        let text = Record::lines(records);
        let written = self
            .file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data());
        if let Err(e) = written {
            let complete = self.ledger.complete_len() as u64;
            // Best effort: when even this fails, the next open finds the partial line and cuts
            // it off (it is the last line), so the record still resumes.
            let _ = self
                .file
                .set_len(complete)
                .and_then(|()| self.file.seek(SeekFrom::Start(complete)))
                .and_then(|_| self.file.sync_data());
            return Err(Error::file(&self.path, "write", &e));
        }
        self.ledger.commit_batch(records, sum, text.len());
        Ok(())
    }

    /// The totals once every unit of the whole plan is recorded (see [`super::sum`]).
    pub fn total(&self) -> Result<Total> {
        self.ledger.total(&self.path.display().to_string())
    }
}

/// Takes the file's exclusive lock, or says who has it.
fn lock(file: &File, path: &Path) -> Result<()> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(TryLockError::WouldBlock) => Err(Error::File {
            path: path.display().to_string(),
            action: "record into",
            kind: ErrorKind::WouldBlock,
            errno: None,
            reason: "another count is recording into it (it holds the file's lock); let that \
                     one finish, or stop it, and run this again to resume"
                .into(),
        }),
        Err(TryLockError::Error(e)) => Err(Error::file(path, "lock", &e)),
    }
}

#[cfg(unix)]
fn sync_directory(path: &Path) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_directory(_: &Path) -> std::io::Result<()> {
    // Elsewhere a file's directory entry cannot be synced apart from the file.
    Ok(())
}
