//! Files of columns for huge N: what `solve --output` writes and `verify` reads back.
//!
//! Text is one 0-based column per line, as the Huge view downloads it. At 10^9 queens that is
//! about 10 GB, so there is also a binary form: the columns as little-endian `u32`, 4 bytes a
//! row and nothing else (4 GB at 10^9), chosen with `--output-format binary` or a `.bin` name.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use clap::ValueEnum;
use nqueens_core::construct;
use serde_json::json;

/// How a file of columns is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColumnsFormat {
    /// One decimal column per line.
    Text,
    /// Little-endian u32 columns, 4 bytes per row.
    Binary,
}

impl ColumnsFormat {
    /// The format asked for, or else the one the file name implies (`.bin` is binary).
    pub fn for_path(path: &Path, asked: Option<ColumnsFormat>) -> ColumnsFormat {
        asked.unwrap_or_else(|| {
            let bin = path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("bin"));
            if bin {
                ColumnsFormat::Binary
            } else {
                ColumnsFormat::Text
            }
        })
    }
}

/// Rows converted per write or read: large enough that the system calls do not matter, small
/// enough that the buffer does not either.
const CHUNK_ROWS: usize = 1 << 16;

/// Writes `cols` to `path` in `format`.
pub fn write(path: &Path, cols: &[u32], format: ColumnsFormat) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let mut out = BufWriter::with_capacity(1 << 20, File::create(path).map_err(failed)?);
    match format {
        ColumnsFormat::Text => {
            for col in cols {
                writeln!(out, "{col}").map_err(failed)?;
            }
        }
        ColumnsFormat::Binary => {
            let mut bytes = Vec::with_capacity(4 * CHUNK_ROWS);
            for chunk in cols.chunks(CHUNK_ROWS) {
                bytes.clear();
                bytes.extend(chunk.iter().flat_map(|c| c.to_le_bytes()));
                out.write_all(&bytes).map_err(failed)?;
            }
        }
    }
    out.flush().map_err(failed)
}

/// Reads a file of columns in `format`. Every problem is an error naming the file and where.
pub fn read(path: &Path, format: ColumnsFormat) -> Result<Vec<u32>, String> {
    let failed = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = File::open(path).map_err(failed)?;
    let size = file.metadata().map_err(failed)?.len();
    let mut input = BufReader::with_capacity(1 << 20, file);
    let no_memory = || format!("not enough memory to read {}", path.display());
    match format {
        ColumnsFormat::Binary => {
            if size % 4 != 0 {
                return Err(format!(
                    "{}: {size} bytes is not a whole number of 4-byte columns",
                    path.display()
                ));
            }
            let rows = usize::try_from(size / 4).map_err(|_| no_memory())?;
            let mut cols = Vec::new();
            cols.try_reserve_exact(rows).map_err(|_| no_memory())?;
            let mut bytes = vec![0u8; 4 * CHUNK_ROWS];
            while cols.len() < rows {
                let take = (rows - cols.len()).min(CHUNK_ROWS);
                input.read_exact(&mut bytes[..4 * take]).map_err(failed)?;
                cols.extend(
                    bytes[..4 * take]
                        .chunks_exact(4)
                        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
                );
            }
            Ok(cols)
        }
        ColumnsFormat::Text => {
            let mut text = String::new();
            input.read_to_string(&mut text).map_err(|e| {
                format!(
                    "cannot read {} as text: {e} (a binary file? use --format binary)",
                    path.display()
                )
            })?;
            let mut cols = Vec::new();
            for (i, line) in text.lines().enumerate() {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let col = line.parse::<u32>().map_err(|_| {
                    format!(
                        "{} line {}: expected one column number, found '{line}'",
                        path.display(),
                        i + 1
                    )
                })?;
                cols.try_reserve(1).map_err(|_| no_memory())?;
                cols.push(col);
            }
            Ok(cols)
        }
    }
}

/// `nqueens verify FILE`: reads a placement and checks that no two queens attack each other,
/// in O(N). Exit 0 when they do not, 1 when they do, 2 when the file cannot be read.
pub fn verify(path: &Path, asked: Option<ColumnsFormat>, json: bool) -> Result<ExitCode, String> {
    let format = ColumnsFormat::for_path(path, asked);
    let started = Instant::now();
    let cols = read(path, format)?;
    if cols.is_empty() {
        return Err(format!("{} holds no columns", path.display()));
    }
    let read_seconds = started.elapsed().as_secs_f64();
    let checked = Instant::now();
    let verdict = construct::verify_placement(&cols);
    let seconds = checked.elapsed().as_secs_f64();
    let n = cols.len();
    if json {
        let report = json!({
            "n": n,
            "valid": verdict.is_ok(),
            "problem": verdict.as_ref().err(),
            "read_seconds": read_seconds,
            "seconds": seconds,
        });
        println!("{report}");
    } else {
        match &verdict {
            Ok(()) => println!(
                "N = {n}: valid, no two queens attack each other (read in {read_seconds:.3} s, checked in {seconds:.3} s)"
            ),
            Err(why) => println!("N = {n}: not a solution: {why}"),
        }
    }
    Ok(if verdict.is_ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
