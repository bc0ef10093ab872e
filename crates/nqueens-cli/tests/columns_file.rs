//! `solve --output` in text and binary, and `verify` reading both back, checked by a referee
//! of this file (not the crate's verifier).
use std::collections::HashSet;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use predicates::str::contains;

fn nqueens() -> Command {
    Command::cargo_bin("nqueens").expect("binary builds")
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// No two queens share a column or a diagonal (rows are distinct by construction).
fn referee(cols: &[u32]) -> bool {
    let n = cols.len() as i64;
    let mut seen = HashSet::new();
    cols.iter().enumerate().all(|(r, &c)| {
        let (r, c) = (r as i64, i64::from(c));
        c < n && seen.insert((0, c)) && seen.insert((1, r + c)) && seen.insert((2, r - c))
    })
}

fn read_binary(path: &Path) -> Vec<u32> {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(bytes.len() % 4, 0);
    bytes
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes(b.try_into().unwrap()))
        .collect()
}

fn read_text(path: &Path) -> Vec<u32> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect()
}

fn write_binary(path: &Path, cols: &[u32]) {
    let bytes: Vec<u8> = cols.iter().flat_map(|c| c.to_le_bytes()).collect();
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn binary_output_by_name_or_option_holds_the_same_solution_as_text() {
    let dir = scratch("formats");
    let (bin, txt, forced) = (dir.join("q.bin"), dir.join("q.txt"), dir.join("forced.out"));
    for (path, extra) in [(&bin, None), (&txt, None), (&forced, Some("binary"))] {
        let mut cmd = nqueens();
        cmd.args([
            "solve",
            "5000",
            "--strategy",
            "min-conflicts",
            "--seed",
            "7",
        ])
        .arg("--output")
        .arg(path);
        if let Some(layout) = extra {
            cmd.args(["--output-format", layout]);
        }
        cmd.assert().code(0);
    }
    assert_eq!(std::fs::metadata(&bin).unwrap().len(), 4 * 5000);
    let from_bin = read_binary(&bin);
    assert_eq!(from_bin.len(), 5000);
    assert!(referee(&from_bin));
    assert_eq!(read_text(&txt), from_bin);
    assert_eq!(read_binary(&forced), from_bin);
    // The construction writes binary too.
    let built = dir.join("built.bin");
    nqueens()
        .args(["solve", "1003", "--strategy", "construct", "--output"])
        .arg(&built)
        .assert()
        .code(0);
    let built = read_binary(&built);
    assert_eq!(built.len(), 1003);
    assert!(referee(&built));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn verify_accepts_solutions_and_names_the_pair_otherwise() {
    let dir = scratch("verify");
    let good = dir.join("good.bin");
    nqueens()
        .args(["solve", "2000", "--strategy", "min-conflicts", "--output"])
        .arg(&good)
        .assert()
        .code(0);
    nqueens()
        .arg("verify")
        .arg(&good)
        .assert()
        .code(0)
        .stdout(contains("N = 2000: valid"));
    let out = nqueens()
        .args(["verify", "--json"])
        .arg(&good)
        .output()
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["n"], 2000);
    assert_eq!(value["valid"], true);

    // Row 11 moved onto row 10's column: a solution no more, by the referee and by verify.
    let mut cols = read_binary(&good);
    cols[11] = cols[10];
    assert!(!referee(&cols));
    let bad = dir.join("bad.bin");
    write_binary(&bad, &cols);
    nqueens()
        .arg("verify")
        .arg(&bad)
        .assert()
        .code(1)
        .stdout(contains("not a solution: rows 10 and 11 share a column"));

    // The same placement as text under a name that is not .bin.
    let text = dir.join("bad.cols");
    let lines: String = cols.iter().map(|c| format!("{c}\n")).collect();
    std::fs::write(&text, lines).unwrap();
    nqueens().arg("verify").arg(&text).assert().code(1);
    // And read as binary when told so.
    let renamed = dir.join("good.dat");
    std::fs::copy(&good, &renamed).unwrap();
    nqueens()
        .args(["verify", "--format", "binary"])
        .arg(&renamed)
        .assert()
        .code(0);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn unreadable_files_are_errors_with_a_reason() {
    let dir = scratch("errors");
    let odd = dir.join("odd.bin");
    std::fs::write(&odd, [0u8, 0, 0, 0, 1, 0]).unwrap();
    nqueens()
        .arg("verify")
        .arg(&odd)
        .assert()
        .code(2)
        .stderr(contains("6 bytes is not a whole number of 4-byte columns"));
    let words = dir.join("words.txt");
    std::fs::write(&words, "0\nqueen\n").unwrap();
    nqueens()
        .arg("verify")
        .arg(&words)
        .assert()
        .code(2)
        .stderr(contains(
            "line 2: expected one column number, found 'queen'",
        ));
    let off = dir.join("off.txt");
    std::fs::write(&off, "1\n3\n0\n7\n").unwrap();
    nqueens()
        .arg("verify")
        .arg(&off)
        .assert()
        .code(1)
        .stdout(contains("off the 4x4 board"));
    nqueens()
        .arg("verify")
        .arg(dir.join("missing.bin"))
        .assert()
        .code(2)
        .stderr(contains("cannot read"));
    let empty = dir.join("empty.bin");
    std::fs::write(&empty, []).unwrap();
    nqueens()
        .arg("verify")
        .arg(&empty)
        .assert()
        .code(2)
        .stderr(contains("holds no columns"));
    std::fs::remove_dir_all(dir).unwrap();
}
