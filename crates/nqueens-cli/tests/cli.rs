//! The `nqueens` command as a script would use it: output, JSON and exit codes.
use assert_cmd::Command;
use predicates::str::contains;

fn nqueens() -> Command {
    Command::cargo_bin("nqueens").expect("binary builds")
}

fn stdout(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().expect("runs").stdout).expect("utf-8")
}

/// The referee: an independent check, written here and not taken from the crate, that `cols`
/// places one queen per row with no two sharing a column or a diagonal. O(N) with hash sets, so
/// it also serves the huge-N files.
fn is_peaceful(cols: &[u32]) -> bool {
    let n = cols.len() as i64;
    let mut columns = std::collections::HashSet::new();
    let mut sums = std::collections::HashSet::new();
    let mut differences = std::collections::HashSet::new();
    cols.iter().enumerate().all(|(row, &col)| {
        let (row, col) = (row as i64, i64::from(col));
        col < n && columns.insert(col) && sums.insert(row + col) && differences.insert(row - col)
    })
}

/// The plain depth-first walk to the first solution, written here: rows top to bottom, columns
/// left to right. Returns (queens placed, queens taken back because nothing below worked).
fn first_walk(n: usize) -> (u64, u64) {
    fn go(n: usize, cols: &mut Vec<usize>, counts: &mut (u64, u64)) -> bool {
        let row = cols.len();
        if row == n {
            return true;
        }
        for col in 0..n {
            let safe = cols
                .iter()
                .enumerate()
                .all(|(r, &c)| c != col && row - r != col.abs_diff(c));
            if safe {
                counts.0 += 1;
                cols.push(col);
                if go(n, cols, counts) {
                    return true;
                }
                cols.pop();
                counts.1 += 1;
            }
        }
        false
    }
    let mut counts = (0, 0);
    go(n, &mut Vec::new(), &mut counts);
    counts
}

/// Reads "[0, 4, 7, 5, 2, 6, 1, 3]" (the list format) without the crate's parser.
fn list_of(line: &str) -> Vec<u32> {
    line.trim()
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .unwrap_or_else(|| panic!("not a column list: {line}"))
        .split(", ")
        .map(|col| col.parse().expect("a column number"))
        .collect()
}

/// Reads a `Q _` board or 0/1 matrix block (one line per row, one queen each) into columns.
fn grid_of(block: &str, queen: &str) -> Vec<u32> {
    block
        .lines()
        .map(|line| {
            let cells: Vec<&str> = line.split(' ').collect();
            assert_eq!(cells.iter().filter(|&&c| c == queen).count(), 1, "{block}");
            cells.iter().position(|&c| c == queen).unwrap() as u32
        })
        .collect()
}

/// Where a symmetry sends square (row, col) of an n x n board.
type SquareMap = fn(u32, u32, u32) -> (u32, u32);

/// The 8 images of a placement under the symmetries of the square, computed square by square.
fn images(cols: &[u32]) -> Vec<Vec<u32>> {
    let n = cols.len() as u32;
    let squares: Vec<(u32, u32)> = cols
        .iter()
        .enumerate()
        .map(|(r, &c)| (r as u32, c))
        .collect();
    let maps: [SquareMap; 8] = [
        |_, r, c| (r, c),
        |n, r, c| (c, n - 1 - r),
        |n, r, c| (n - 1 - r, n - 1 - c),
        |n, r, c| (n - 1 - c, r),
        |n, r, c| (r, n - 1 - c),
        |n, r, c| (n - 1 - r, c),
        |_, r, c| (c, r),
        |n, r, c| (n - 1 - c, n - 1 - r),
    ];
    maps.iter()
        .map(|map| {
            let mut image = vec![u32::MAX; n as usize];
            for &(r, c) in &squares {
                let (r2, c2) = map(n, r, c);
                image[r2 as usize] = c2;
            }
            image
        })
        .collect()
}

#[test]
fn solve_prints_the_first_solution_in_each_format() {
    let list = stdout(nqueens().args(["solve", "8"]));
    assert!(list.starts_with("[0, 4, 7, 5, 2, 6, 1, 3]\n"), "{list}");
    let board = stdout(nqueens().args(["solve", "4", "--format", "board"]));
    assert!(
        board.starts_with("_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _\n"),
        "{board}"
    );
    let matrix =
        stdout(nqueens().args(["solve", "4", "--format", "matrix", "--strategy", "lookup"]));
    assert!(
        matrix.starts_with("0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n"),
        "{matrix}"
    );
}

#[test]
fn every_solve_answer_passes_the_referee() {
    for n in [1, 4, 5, 8, 9, 12, 13, 20] {
        for strategy in ["backtracking", "lookup", "bitboard"] {
            let n_text = n.to_string();
            let list = stdout(nqueens().args(["solve", &n_text, "--strategy", strategy]));
            let cols = list_of(list.lines().next().unwrap());
            assert_eq!(cols.len(), n, "{strategy} {n}: {list}");
            assert!(is_peaceful(&cols), "{strategy} {n}: {list}");
            for (format, queen) in [("board", "Q"), ("matrix", "1")] {
                let text = stdout(nqueens().args([
                    "solve",
                    &n_text,
                    "--strategy",
                    strategy,
                    "--format",
                    format,
                ]));
                let block: String = text
                    .lines()
                    .take(n)
                    .map(|line| format!("{line}\n"))
                    .collect();
                assert_eq!(grid_of(&block, queen), cols, "{strategy} {format} {n}");
            }
        }
    }
    for n in ["2", "3"] {
        let text = stdout(nqueens().args(["solve", n]));
        assert!(
            text.starts_with(&format!("no solution exists for N = {n}\n")),
            "{text}"
        );
    }
}

#[test]
fn solve_json_has_the_documented_keys() {
    for strategy in ["backtracking", "lookup", "bitboard"] {
        let out = stdout(nqueens().args(["solve", "6", "--json", "--strategy", strategy]));
        let value: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
        assert_eq!(value["n"], 6);
        assert_eq!(value["strategy"], strategy);
        assert_eq!(value["solution"], serde_json::json!([1, 3, 5, 0, 2, 4]));
        // The three strategies walk the same tree (rows in order, columns left to right), so
        // each reports the counts of the referee's own walk.
        let (nodes, backtracks) = first_walk(6);
        assert_eq!(value["nodes"], nodes, "{strategy}");
        assert_eq!(value["backtracks"], backtracks, "{strategy}");
        assert!(value["seconds"].is_f64(), "{value}");
    }
    let none = stdout(nqueens().args(["solve", "3", "--json"]));
    let value: serde_json::Value = serde_json::from_str(none.trim()).unwrap();
    assert!(value["solution"].is_null());
}

#[test]
fn check_exits_one_and_lists_pairs_when_queens_attack() {
    nqueens()
        .args(["check", "[0, 4, 7, 5, 2, 6, 1, 3]"])
        .assert()
        .code(0)
        .stdout(contains("solved: 8 queens"));
    nqueens()
        .args(["check", "[0, 1, 3, 2]"])
        .assert()
        .code(1)
        .stdout(contains("row 0 col 0 and row 1 col 1 share a diagonal"));
    let out = stdout(nqueens().args(["check", "--json", "Q Q\n_ _"]));
    let value: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(value["attacking_pairs"], 1);
    assert_eq!(value["pairs"][0]["line"], "row");
    assert_eq!(value["pairs"][0]["a"], serde_json::json!([0, 0]));
    assert_eq!(value["pairs"][0]["b"], serde_json::json!([0, 1]));
}

#[test]
fn check_reads_standard_input() {
    nqueens()
        .args(["check", "-"])
        .write_stdin("0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n")
        .assert()
        .code(0);
}

#[test]
fn bad_arguments_and_input_exit_two_with_a_message() {
    nqueens().args(["solve"]).assert().code(2);
    nqueens().args(["solve", "eight"]).assert().code(2);
    nqueens()
        .args(["solve", "8", "--strategy", "magic"])
        .assert()
        .code(2)
        .stderr(contains("invalid value 'magic'"))
        .stderr(contains(
            "[possible values: backtracking, lookup, bitboard, min-conflicts, construct]",
        ));
    nqueens()
        .args(["solve", "0"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
    nqueens()
        .args(["solve", "100", "--strategy", "bitboard"])
        .assert()
        .code(2)
        .stderr(contains("bitboard"));
    nqueens()
        .args(["check", "[0, 4, x]"])
        .assert()
        .code(2)
        .stderr(contains("line 1, column 8"));
    nqueens()
        .args(["solve", "30", "--strategy", "lookup", "--max-nodes", "5"])
        .assert()
        .code(2)
        .stderr(contains("stopped after"));
}

#[test]
fn count_prints_totals_and_json() {
    let text = stdout(nqueens().args(["count", "8"]));
    assert!(
        text.starts_with("N = 8: 92 solutions, 12 fundamental\n"),
        "{text}"
    );
    assert!(text.contains("matches OEIS"), "{text}");
    let out = stdout(nqueens().args(["count", "10", "--threads", "2", "--json"]));
    let value: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(value["n"], 10);
    assert_eq!(value["solutions"], 724);
    assert_eq!(value["fundamental"], 92);
    // Nodes are a property of the units, not of how they are shared out: 1 thread and 2 agree.
    let single = stdout(nqueens().args(["count", "10", "--threads", "1", "--json"]));
    let single: serde_json::Value = serde_json::from_str(single.trim()).unwrap();
    assert!(value["nodes"].as_u64().unwrap() > 0);
    assert_eq!(value["nodes"], single["nodes"]);
    assert_eq!(single["threads"], 1);
    assert_eq!(value["threads"], 2);
    assert!(value["seconds"].is_f64(), "{value}");
    nqueens()
        .args(["count", "0"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
    nqueens()
        .args(["count", "40"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
    nqueens()
        .args(["count", "8", "--threads", "0"])
        .assert()
        .code(2);
}

#[test]
fn enumerate_lists_skips_limits_and_counts() {
    let all = stdout(nqueens().args(["enumerate", "6"]));
    assert_eq!(
        all,
        "[1, 3, 5, 0, 2, 4]\n[2, 5, 1, 4, 0, 3]\n[3, 0, 4, 1, 5, 2]\n[4, 2, 0, 5, 3, 1]\n"
    );
    let some = stdout(nqueens().args(["enumerate", "6", "--skip", "1", "--limit", "2"]));
    assert_eq!(some, "[2, 5, 1, 4, 0, 3]\n[3, 0, 4, 1, 5, 2]\n");
    assert_eq!(
        stdout(nqueens().args(["enumerate", "8", "--count-only"])),
        "92\n"
    );
    assert_eq!(
        stdout(nqueens().args(["enumerate", "8", "--fundamental", "--count-only"])),
        "12\n"
    );
    let boards = stdout(nqueens().args(["enumerate", "4", "--format", "board"]));
    assert_eq!(
        boards,
        "_ Q _ _\n_ _ _ Q\nQ _ _ _\n_ _ Q _\n\n_ _ Q _\nQ _ _ _\n_ _ _ Q\n_ Q _ _\n"
    );
    let classes = stdout(nqueens().args(["enumerate", "6", "--fundamental"]));
    assert_eq!(classes, "[1, 3, 5, 0, 2, 4]  # class of 4\n");
    let matrices = stdout(nqueens().args(["enumerate", "5", "--format", "matrix"]));
    let blocks: Vec<Vec<u32>> = matrices
        .split("\n\n")
        .map(|b| grid_of(b.trim_end(), "1"))
        .collect();
    assert_eq!(blocks.len(), 10, "A000170(5)");
    assert!(blocks.iter().all(|cols| is_peaceful(cols)));
    nqueens()
        .args(["enumerate", "0"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
}

/// Every listed solution of N = 8 passes the referee, none repeats, the order is
/// lexicographic and there are A000170(8) = 92; the fundamental listing has one representative
/// per orbit (orbits computed here square by square), class sizes that are the orbit sizes, and
/// A002562(8) = 12 classes covering the 92.
#[test]
fn enumerate_output_passes_the_referee() {
    let listed: Vec<Vec<u32>> = stdout(nqueens().args(["enumerate", "8"]))
        .lines()
        .map(list_of)
        .collect();
    assert_eq!(listed.len(), 92);
    assert!(listed
        .iter()
        .all(|cols| cols.len() == 8 && is_peaceful(cols)));
    assert!(
        listed.windows(2).all(|w| w[0] < w[1]),
        "strictly increasing"
    );
    let classes = stdout(nqueens().args(["enumerate", "8", "--fundamental"]));
    let mut covered = std::collections::BTreeSet::new();
    let mut count = 0;
    for line in classes.lines() {
        let (cols, size) = line.split_once("  # class of ").expect("a class line");
        let cols = list_of(cols);
        assert!(is_peaceful(&cols), "{line}");
        let orbit: std::collections::BTreeSet<Vec<u32>> = images(&cols).into_iter().collect();
        assert_eq!(size.parse::<usize>().unwrap(), orbit.len(), "{line}");
        assert!(
            orbit.iter().all(|image| covered.insert(image.clone())),
            "class seen twice: {line}"
        );
        count += 1;
    }
    assert_eq!(count, 12);
    assert_eq!(covered, listed.into_iter().collect());
}

#[test]
fn trace_prints_events_and_the_or_tools_statistics() {
    let text = stdout(nqueens().args(["trace", "4"]));
    let first = text.lines().next().unwrap();
    assert!(first.contains("row 0 goes to column 0"), "{first}");
    // By hand: q0 = 0 leaves row 2 empty after q1 = 2 (failure 1), and q1 != 2 forces
    // q1 = 3, q2 = 1, q3 = 2 with a clash (failure 2); q0 != 0, then q0 = 1 propagates to the
    // solution: branches q0=0, q1=2, q1!=2, q0!=0, q0=1; two of them (q1!=2, q0!=0) back up.
    // CP tests no square (no checks) and crosses out values instead (removals).
    assert!(
        text.trim_end().ends_with(
            "# cp: 1 solutions, 2 failures, 5 branches, 11 nodes, 2 backtracks, 0 checks, \
             0 examined, 21 removals"
        ),
        "{text}"
    );
    let json = stdout(nqueens().args(["trace", "8", "--all", "--json"]));
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert_eq!(last["solutions"], 92);
    assert_eq!(last["failures"], 304);
    assert_eq!(last["branches"], 790);
    let events: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    // Nodes are the queens the search put down: one per `place` and per `forced` event.
    let placed = events
        .iter()
        .filter(|e| e["event"] == "place" || e["event"] == "forced")
        .count();
    assert_eq!(last["nodes"], placed);
    assert_eq!(events[0]["event"], "place");
    assert_eq!(
        events.iter().filter(|e| e["event"] == "solution").count(),
        92
    );
    assert!(events.iter().any(|e| e["event"] == "prune"));
    let backtracking =
        stdout(nqueens().args(["trace", "4", "--strategy", "backtracking", "--json"]));
    assert!(backtracking.contains("\"event\":\"attacked\""));
    nqueens()
        .args(["trace", "17"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
    nqueens()
        .args(["trace", "4", "--strategy", "magic"])
        .assert()
        .code(2);
}

#[test]
fn solve_huge_n_writes_a_verified_file() {
    let dir = std::env::temp_dir().join(format!("nqueens-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for strategy in ["min-conflicts", "construct"] {
        let file = dir.join(format!("{strategy}.txt"));
        let out = stdout(nqueens().args([
            "solve",
            "100000",
            "--strategy",
            strategy,
            "--seed",
            "5",
            "--json",
            "--output",
            file.to_str().unwrap(),
        ]));
        let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(report["verified"], true);
        assert_eq!(report["n"], 100000);
        assert!(report["solution"].is_null(), "a file was asked for");
        let cols: Vec<u32> = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .map(|line| line.parse().unwrap())
            .collect();
        assert_eq!(cols.len(), 100000);
        assert!(is_peaceful(&cols), "{strategy}");
    }
    // The same seed gives the same solution.
    let a = stdout(nqueens().args(["solve", "500", "--strategy", "min-conflicts", "--seed", "9"]));
    let b = stdout(nqueens().args(["solve", "500", "--strategy", "min-conflicts", "--seed", "9"]));
    assert_eq!(a.lines().next(), b.lines().next());
    let printed = list_of(a.lines().next().unwrap());
    assert_eq!(printed.len(), 500);
    assert!(is_peaceful(&printed), "{a}");
    assert!(a.contains("verified"));
    nqueens()
        .args(["solve", "3", "--strategy", "construct"])
        .assert()
        .code(2)
        .stderr(contains("no solution exists for N = 3"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reader that closes the pipe early (`nqueens solve 8 | head -0`) ends the command quietly:
/// no panic message on standard error (the Rust runtime ignores SIGPIPE, so a `println!` into a
/// closed pipe used to panic).
#[test]
fn a_closed_pipe_ends_the_command_without_a_panic() {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["solve", "8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(out.status.code(), Some(101), "{stderr}");
}
