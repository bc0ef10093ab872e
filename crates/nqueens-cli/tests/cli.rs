//! The `nqueens` command as a script would use it: output, JSON and exit codes.
use assert_cmd::Command;
use predicates::str::contains;

fn nqueens() -> Command {
    Command::cargo_bin("nqueens").expect("binary builds")
}

fn stdout(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().expect("runs").stdout).expect("utf-8")
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
fn solve_json_has_the_documented_keys() {
    for strategy in ["backtracking", "lookup", "bitboard"] {
        let out = stdout(nqueens().args(["solve", "6", "--json", "--strategy", strategy]));
        let value: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
        assert_eq!(value["n"], 6);
        assert_eq!(value["strategy"], strategy);
        assert_eq!(value["solution"], serde_json::json!([1, 3, 5, 0, 2, 4]));
        assert!(value["nodes"].as_u64().unwrap() > 0);
        assert!(value["backtracks"].as_u64().is_some());
        assert!(value["seconds"].as_f64().is_some());
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
        .stderr(contains("unknown strategy 'magic'"));
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
    assert!(value["nodes"].as_u64().unwrap() > 0);
    assert!(value["seconds"].as_f64().is_some());
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
    nqueens()
        .args(["enumerate", "0"])
        .assert()
        .code(2)
        .stderr(contains("out of range"));
}

#[test]
fn trace_prints_events_and_the_or_tools_statistics() {
    let text = stdout(nqueens().args(["trace", "4"]));
    let first = text.lines().next().unwrap();
    assert!(first.contains("row 0 goes to column 0"), "{first}");
    assert!(
        text.trim_end()
            .ends_with("# cp: 1 solutions, 1 failures, 5 branches, 7 nodes")
            || text.contains("# cp: 1 solutions"),
        "{text}"
    );
    let json = stdout(nqueens().args(["trace", "8", "--all", "--json"]));
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert_eq!(last["solutions"], 92);
    assert_eq!(last["failures"], 304);
    assert_eq!(last["branches"], 790);
    assert!(last["nodes"].as_u64().unwrap() > 0);
    let events: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
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
        assert!(nqueens_core::attacks::is_solution(&cols), "{strategy}");
    }
    // The same seed gives the same solution.
    let a = stdout(nqueens().args(["solve", "500", "--strategy", "min-conflicts", "--seed", "9"]));
    let b = stdout(nqueens().args(["solve", "500", "--strategy", "min-conflicts", "--seed", "9"]));
    assert_eq!(a.lines().next(), b.lines().next());
    assert!(a.contains("verified"));
    nqueens()
        .args(["solve", "3", "--strategy", "construct"])
        .assert()
        .code(2)
        .stderr(contains("no solution exists for N = 3"));
    let _ = std::fs::remove_dir_all(&dir);
}
