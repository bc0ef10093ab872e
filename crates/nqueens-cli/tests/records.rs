//! The CLI's readers of records (`merge`, `count --checkpoint`) against bad and unlucky input:
//! every bad record refused with a sentence (exit 2, never a signal), arbitrary bytes and JSON
//! alike, two counts on one checkpoint, and a write that fails half way.

use std::path::{Path, PathBuf};
use std::process::Output;

use proptest::prelude::*;

#[path = "../../nqueens-core/tests/common/arbitrary_json.rs"]
mod arbitrary_json;
#[path = "../../nqueens-core/tests/common/bad_ledgers.rs"]
mod bad;
use arbitrary_json::json_value;

fn bin() -> PathBuf {
    assert_cmd::cargo::cargo_bin("nqueens")
}

fn run(args: &[&str], files: &[&Path]) -> Output {
    std::process::Command::new(bin())
        .args(args)
        .args(files)
        .output()
        .expect("the command runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-records-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", stderr(out));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Refused the way a user must see it: exit 2 with the command's name and a sentence, not a
/// crash (a signal has no exit code) and not a total.
fn refused(out: &Output) -> String {
    let e = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(
        e.starts_with("nqueens: ") && e.ends_with('\n') && e.lines().count() == 1,
        "{e}"
    );
    assert!(out.stdout.is_empty());
    e
}

/// N = 8's whole record, as `count 8 --shard 1/1` prints it.
fn record_of_8() -> String {
    let out = run(&["count", "8", "--shard", "1/1"], &[]);
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn bad_records_are_refused_by_merge_and_resume() {
    let dir = scratch("bad");
    let record = record_of_8();
    let mut lines = record.lines();
    let header = lines.next().unwrap();
    let units = record.lines().count() - 1;
    let good = lines.nth(2).unwrap();
    for (what, bytes, words) in bad::bad_ledgers(header, units, good) {
        let path = dir.join("bad.jsonl");
        std::fs::write(&path, &bytes).unwrap();
        let e = refused(&run(&["merge"], &[&path]));
        assert!(
            e.contains(words) && e.contains("bad.jsonl"),
            "merge, {what}: {e}"
        );
        if what == "an empty file" {
            continue; // a checkpoint starts in an empty file
        }
        let e = refused(&run(&["count", "8", "--checkpoint"], &[&path]));
        assert!(e.contains(words), "resume, {what}: {e}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            bytes,
            "{what}: left as it was"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sums_past_two_to_the_64_are_refused_naming_the_records() {
    let dir = scratch("overflow");
    let record = record_of_8();
    let header = record.lines().next().unwrap();
    let units = record.lines().count() - 1;
    let shard = |i: usize, big_unit: usize| {
        let h = header.replace("\"shard\":\"1/1\"", &format!("\"shard\":\"{i}/2\""));
        let mut text = h + "\n";
        for unit in (i - 1..units).step_by(2) {
            let solutions = if unit == big_unit { 1u64 << 63 } else { 0 };
            text += &format!(
                "{{\"unit\":{unit},\"solutions\":{solutions},\"fundamental\":0,\"nodes\":0}}\n"
            );
        }
        let path = dir.join(format!("s{i}.jsonl"));
        std::fs::write(&path, text).unwrap();
        path
    };
    let (a, b) = (shard(1, 0), shard(2, 1));
    let e = refused(&run(&["merge"], &[&a, &b]));
    assert!(
        e.contains("the units of")
            && e.contains("s2.jsonl (9223372036854775808 solutions")
            && e.contains("s1.jsonl (9223372036854775808 solutions")
            && e.contains("past 2^64 - 1"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn files_that_cannot_be_read_are_named() {
    let dir = scratch("unreadable");
    let e = refused(&run(&["merge"], &[&dir.join("missing.jsonl")]));
    assert!(
        e.contains("cannot read") && e.contains("missing.jsonl") && e.contains("No such file"),
        "{e}"
    );
    let e = refused(&run(&["merge"], &[&dir]));
    assert!(
        e.contains("cannot read") && e.contains("Is a directory"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_second_count_on_the_same_checkpoint_is_told_and_the_file_resumes() {
    let dir = scratch("two");
    let ck = dir.join("n16.jsonl");
    let mut first = std::process::Command::new(bin())
        .args(["count", "16", "--threads", "1", "--json", "--checkpoint"])
        .arg(&ck)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Once it has recorded something, it holds the file.
    while std::fs::read_to_string(&ck).map_or(0, |t| t.lines().count()) < 3 {
        assert!(first.try_wait().unwrap().is_none(), "finished too soon");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let second = run(&["count", "16", "--json", "--checkpoint"], &[&ck]);
    let e = refused(&second);
    assert!(
        e.contains("n16.jsonl: another count is recording into it (it holds the file's lock)"),
        "{e}"
    );
    let out = first.wait_with_output().unwrap();
    let done = json(&out);
    assert_eq!(done["solutions"], 14_772_512);
    // Afterwards the file resumes to the right total, with nothing left to count.
    let again = json(&run(&["count", "16", "--json", "--checkpoint"], &[&ck]));
    assert_eq!(
        (again["solutions"].clone(), again["counted_units"].clone()),
        (14_772_512.into(), 0.into())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A full disk, as a file-size limit: the write that crosses it fails half way (EFBIG), as
/// one on a full disk does (ENOSPC).
#[test]
fn a_failed_write_leaves_the_last_complete_record() {
    let dir = scratch("full");
    let ck = dir.join("n16.jsonl");
    // 100 blocks of 512 bytes: a fifth of the record of N = 16 (batches of about 10 ms of
    // counting, a few kilobytes each), then a write cut short.
    // `trap '' XFSZ` makes the write fail with EFBIG instead of killing the process.
    let script = format!(
        "ulimit -f 100; trap '' XFSZ; exec '{}' count 16 --threads 1 --checkpoint '{}'",
        bin().display(),
        ck.display()
    );
    let out = std::process::Command::new("sh")
        .args(["-c", &script])
        .output()
        .unwrap();
    let e = refused(&out);
    assert!(e.contains("cannot write") && e.contains("n16.jsonl"), "{e}");
    // Cut back to whole lines: the partial write of the failing batch is gone.
    let text = std::fs::read_to_string(&ck).unwrap();
    assert!(
        text.len() <= 100 * 512 && text.ends_with('\n'),
        "{} bytes, ends {:?}",
        text.len(),
        &text[text.len().saturating_sub(40)..]
    );
    let kept = text.lines().count() - 1;
    assert!(kept > 0, "no unit kept");
    println!("{kept} units kept in {} bytes", text.len());
    // The record resumes to the right total.
    let v = json(&run(&["count", "16", "--json", "--checkpoint"], &[&ck]));
    assert_eq!(
        (v["solutions"].clone(), v["fundamental"].clone()),
        (14_772_512.into(), 1_846_955.into())
    );
    assert_eq!(v["resumed_units"], kept);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Whatever a file holds, both readers give a total or refuse it with a sentence.
fn summed_or_refused(path: &Path) {
    for args in [
        &["merge"][..],
        &["count", "6", "--json", "--checkpoint"][..],
    ] {
        let out = run(args, &[path]);
        if !out.status.success() {
            refused(&out);
        }
    }
}

proptest! {
    // Each case runs the command twice; a few dozen cases cover the shapes without a minute
    // of process starts (the core's own property tests run hundreds in process).
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn arbitrary_bytes_are_summed_or_refused(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let dir = scratch("bytes");
        let path = dir.join("any.jsonl");
        std::fs::write(&path, &bytes).unwrap();
        summed_or_refused(&path);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn arbitrary_json_is_summed_or_refused(values in prop::collection::vec(json_value(), 1..4), header in any::<bool>()) {
        let dir = scratch("json");
        let path = dir.join("any.jsonl");
        let mut lines: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        if header {
            let out = run(&["count", "6", "--shard", "1/1"], &[]);
            lines.insert(0, String::from_utf8(out.stdout).unwrap().lines().next().unwrap().to_string());
        }
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        summed_or_refused(&path);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The system calls of a new checkpoint, watched with strace: the header is synced, then the
/// file's directory (so the file's name survives a crash with its header), before any record.
#[test]
fn a_new_checkpoint_syncs_its_directory() {
    let dir = scratch("dirsync");
    let ck = dir.join("ck.jsonl");
    let trace = dir.join("trace.txt");
    let status = std::process::Command::new("strace")
        .args(["-f", "-e", "trace=openat,fsync,fdatasync", "-o"])
        .arg(&trace)
        .arg(bin())
        .args(["count", "6", "--checkpoint"])
        .arg(&ck)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("strace runs (scripts/setup.sh installs it)");
    assert!(status.success());
    let calls: Vec<String> = std::fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .map(|l| {
            l.split_once(' ')
                .map_or(l, |(_, call)| call)
                .trim()
                .to_string()
        })
        .collect();
    let fd_of = |path: &Path| {
        let quoted = format!("\"{}\"", path.display());
        calls
            .iter()
            .position(|c| c.starts_with("openat(") && c.contains(&quoted))
            .map(|i| (i, calls[i].rsplit("= ").next().unwrap().trim().to_string()))
            .unwrap_or_else(|| panic!("{} never opened: {calls:#?}", path.display()))
    };
    let (file_open, file) = fd_of(&ck);
    let (dir_open, dirfd) = fd_of(&dir);
    let at = |call: &str| calls.iter().position(|c| c.starts_with(call));
    let header_synced = at(&format!("fsync({file})")).expect("the header is synced");
    let dir_synced = at(&format!("fsync({dirfd})")).expect("the directory is synced");
    let first_record = at(&format!("fdatasync({file})")).expect("records are synced");
    assert!(
        file_open < header_synced
            && header_synced < dir_open
            && dir_open < dir_synced
            && dir_synced < first_record,
        "{calls:#?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
