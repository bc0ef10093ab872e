//! Counts split into shards and merged, and counts resumed from a checkpoint after SIGKILL.
use assert_cmd::Command;
use predicates::str::contains;
use std::path::{Path, PathBuf};

fn nqueens() -> Command {
    Command::cargo_bin("nqueens").expect("binary builds")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-shard-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn json(out: &[u8]) -> serde_json::Value {
    serde_json::from_slice(out).expect("one JSON object")
}

/// Writes `count n --shard i/k --json` to dir/shard-i.jsonl.
fn shard(dir: &Path, n: usize, i: usize, k: usize) -> PathBuf {
    let out = nqueens()
        .args([
            "count",
            &n.to_string(),
            "--shard",
            &format!("{i}/{k}"),
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let path = dir.join(format!("n{n}-shard-{i}.jsonl"));
    std::fs::write(&path, &out.stdout).unwrap();
    path
}

#[test]
fn shards_merge_to_the_oeis_totals() {
    let dir = scratch("merge");
    let files: Vec<PathBuf> = (1..=3).map(|i| shard(&dir, 11, i, 3)).collect();
    // Each shard lists its own units: unit ids i-1, i-1+3, ...
    let text = std::fs::read_to_string(&files[1]).unwrap();
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(header["n"], 11);
    assert_eq!(header["shard"], "2/3");
    let units = header["units"].as_u64().unwrap();
    let ids: Vec<u64> = lines
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["unit"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(ids, (1..units).step_by(3).collect::<Vec<_>>());

    let out = nqueens()
        .arg("merge")
        .args(&files)
        .arg("--json")
        .output()
        .unwrap();
    assert!(out.status.success());
    let v = json(&out.stdout);
    assert_eq!(v["solutions"], 2680);
    assert_eq!(v["fundamental"], 341);
    assert_eq!(v["units"], units);
    nqueens()
        .arg("merge")
        .args(&files)
        .assert()
        .success()
        .stdout(contains("N = 11: 2680 solutions, 341 fundamental"))
        .stdout(contains("matches OEIS"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn merge_refuses_missing_duplicate_and_foreign_shards() {
    let dir = scratch("refuse");
    let files: Vec<PathBuf> = (1..=3).map(|i| shard(&dir, 10, i, 3)).collect();
    nqueens()
        .arg("merge")
        .args(&files[..2])
        .assert()
        .code(2)
        .stderr(contains("are missing"))
        .stderr(contains("no record of shard 3/3"));
    nqueens()
        .arg("merge")
        .args(&files)
        .arg(&files[0])
        .assert()
        .code(2)
        .stderr(contains("(a shard given twice?)"));
    let foreign = shard(&dir, 9, 3, 3);
    nqueens()
        .arg("merge")
        .args(&files[..2])
        .arg(&foreign)
        .assert()
        .code(2)
        .stderr(contains("is for N = 9, but"));
    // Another plan of the same N: the header's fingerprint differs.
    let text = std::fs::read_to_string(&files[2]).unwrap();
    let at = text.find("\"plan\":\"").unwrap() + 8;
    let flipped = if &text[at..at + 1] == "0" { "1" } else { "0" };
    let other = dir.join("other-plan.jsonl");
    std::fs::write(
        &other,
        format!("{}{flipped}{}", &text[..at], &text[at + 1..]),
    )
    .unwrap();
    nqueens()
        .arg("merge")
        .args(&files[..2])
        .arg(&other)
        .assert()
        .code(2)
        .stderr(contains("another plan"));
    // A shard cut short.
    let cut = dir.join("cut.jsonl");
    std::fs::write(&cut, &text[..text.len() - 5]).unwrap();
    nqueens()
        .arg("merge")
        .args(&files[..2])
        .arg(&cut)
        .assert()
        .code(2)
        .stderr(contains("last line is incomplete"));
    nqueens()
        .args(["count", "10", "--shard", "4/3"])
        .assert()
        .code(2)
        .stderr(contains("shard 4/3 does not exist"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn checkpoint_resumes_after_sigkill_with_the_same_total() {
    let dir = scratch("resume");
    let ck = dir.join("n16.jsonl");
    let bin = assert_cmd::cargo::cargo_bin("nqueens");
    let mut child = std::process::Command::new(&bin)
        .args(["count", "16", "--threads", "1", "--json", "--checkpoint"])
        .arg(&ck)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Kill it once some units are on disk.
    loop {
        let lines = std::fs::read_to_string(&ck).map_or(0, |t| t.lines().count());
        if lines > 40 {
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "finished before the kill"
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let recorded = std::fs::read_to_string(&ck).unwrap().lines().count() - 1;

    let out = nqueens()
        .args(["count", "16", "--json", "--checkpoint"])
        .arg(&ck)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = json(&out.stdout);
    assert_eq!(v["solutions"], 14_772_512);
    assert_eq!(v["fundamental"], 1_846_955);
    let units = v["units"].as_u64().unwrap();
    let resumed = v["resumed_units"].as_u64().unwrap();
    assert!(resumed >= 40 && resumed as usize <= recorded, "{v}");
    assert_eq!(v["counted_units"].as_u64().unwrap(), units - resumed);

    // Complete now: a rerun counts nothing and gives the same total.
    let again = json(
        &nqueens()
            .args(["count", "16", "--json", "--checkpoint"])
            .arg(&ck)
            .output()
            .unwrap()
            .stdout,
    );
    assert_eq!(again["counted_units"], 0);
    assert_eq!(again["solutions"], 14_772_512);
    // The checkpoint is a complete record that merge accepts.
    nqueens()
        .arg("merge")
        .arg(&ck)
        .assert()
        .success()
        .stdout(contains("N = 16: 14772512 solutions, 1846955 fundamental"));
    // It is refused for another N.
    nqueens()
        .args(["count", "15", "--checkpoint"])
        .arg(&ck)
        .assert()
        .code(2)
        .stderr(contains("is for N = 16, not N = 15"));
    std::fs::remove_dir_all(&dir).unwrap();
}
