//! The counting kernels from the command line: each one the CPU can run is forced (by
//! `--kernel` and by `NQUEENS_KERNEL`), counts right and is named in the result; one it cannot
//! run is a clear error; and the progress line appears on a terminal and nowhere else.
use assert_cmd::Command;
use predicates::str::contains;
use std::process::Output;

/// OEIS A000170 and A002562, N = 0..=13.
const TOTAL: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];
const FUNDAMENTAL: [u64; 14] = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233];

/// The CLI with no kernel forced from the environment the tests run in.
fn nqueens() -> Command {
    let mut cmd = Command::cargo_bin("nqueens").expect("binary builds");
    cmd.env_remove("NQUEENS_KERNEL");
    cmd
}

fn json(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// The kernels this CPU must run, from its own feature report (not from the program), fastest
/// first: a machine with AVX2 whose AVX2 kernel cannot be selected fails here.
fn kernels_the_cpu_reports() -> Vec<&'static str> {
    let mut expected = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::is_x86_feature_detected as has;
        let popcnt = has!("popcnt");
        for (name, cpu) in [
            ("avx512", has!("avx512f")),
            ("avx2", has!("avx2")),
            ("sse4.1", has!("sse4.1")),
        ] {
            if cpu && popcnt {
                expected.push(name);
            }
        }
    }
    #[cfg(target_arch = "aarch64")]
    expected.push("neon");
    expected.push("scalar");
    expected
}

#[test]
fn every_kernel_the_cpu_runs_is_forced_and_named() {
    let expected = kernels_the_cpu_reports();
    let listed = json(&nqueens().args(["kernels", "--json"]).output().unwrap());
    let runnable: Vec<&str> = listed["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| k["runnable"] == true)
        .map(|k| k["name"].as_str().unwrap())
        .collect();
    assert_eq!(runnable, expected);
    assert_eq!(listed["chosen"], expected[0]);

    // Unforced, the fastest counts.
    let auto = json(&nqueens().args(["count", "12", "--json"]).output().unwrap());
    assert_eq!(auto["kernel"], expected[0]);
    let mut nodes = Vec::new();
    for kernel in &expected {
        let by_flag = json(
            &nqueens()
                .args([
                    "count",
                    "12",
                    "--threads",
                    "2",
                    "--json",
                    "--kernel",
                    kernel,
                ])
                .output()
                .unwrap(),
        );
        assert_eq!(by_flag["kernel"], *kernel);
        assert_eq!(by_flag["solutions"], TOTAL[12], "{kernel}");
        assert_eq!(by_flag["fundamental"], FUNDAMENTAL[12], "{kernel}");
        nodes.push(by_flag["nodes"].as_u64().unwrap());
        for n in [1, 4, 9, 13] {
            let by_env = json(
                &nqueens()
                    .env("NQUEENS_KERNEL", kernel)
                    .args(["count", &n.to_string(), "--json"])
                    .output()
                    .unwrap(),
            );
            assert_eq!(by_env["kernel"], *kernel);
            assert_eq!(
                (by_env["solutions"].as_u64(), by_env["fundamental"].as_u64()),
                (Some(TOTAL[n]), Some(FUNDAMENTAL[n])),
                "{kernel} N = {n}"
            );
        }
        let text = nqueens()
            .args(["count", "10", "--kernel", kernel])
            .output()
            .unwrap();
        let text = String::from_utf8(text.stdout).unwrap();
        assert!(text.contains(&format!(" ({kernel} kernel)\n")), "{text}");
    }
    assert!(nodes.iter().all(|&x| x == 159_730), "{nodes:?}");
    // The flag wins over the environment.
    let both = json(
        &nqueens()
            .env("NQUEENS_KERNEL", "neon-or-anything")
            .args(["count", "8", "--json", "--kernel", "scalar"])
            .output()
            .unwrap(),
    );
    assert_eq!(both["kernel"], "scalar");
}

#[test]
fn a_kernel_the_cpu_cannot_run_is_a_clear_error() {
    let expected = kernels_the_cpu_reports();
    let absent: Vec<&str> = ["avx512", "avx2", "sse4.1", "neon", "simd128"]
        .into_iter()
        .filter(|k| !expected.contains(k))
        .collect();
    assert!(absent.contains(&"simd128"));
    let runnable = expected.join(", ");
    for kernel in absent {
        for cmd in [
            nqueens().args(["count", "10", "--kernel", kernel]),
            nqueens()
                .env("NQUEENS_KERNEL", kernel)
                .args(["count", "10"]),
            nqueens().args(["count", "10", "--kernel", kernel, "--shard", "1/2"]),
        ] {
            cmd.assert()
                .code(2)
                .stdout("")
                .stderr(contains(format!(
                    "nqueens: the {kernel} kernel cannot run here: "
                )))
                .stderr(contains(format!("(kernels that run here: {runnable})")));
        }
    }
    nqueens()
        .env("NQUEENS_KERNEL", "avx3")
        .args(["count", "10"])
        .assert()
        .code(2)
        .stderr(contains(
            "unknown kernel in NQUEENS_KERNEL 'avx3': expected one of avx512, avx2, sse4.1, neon, simd128, scalar",
        ));
    nqueens()
        .args(["count", "10", "--kernel", "avx3"])
        .assert()
        .code(2)
        .stderr(contains("invalid value 'avx3' for '--kernel <KERNEL>'"));
}

/// Runs the CLI on a pseudo-terminal (util-linux `script`), as a person at a terminal would:
/// everything the terminal received, escapes included.
fn on_a_terminal(args: &str) -> String {
    let bin = assert_cmd::cargo::cargo_bin("nqueens");
    let out = std::process::Command::new("script")
        .args(["-qec", &format!("stty cols 120; {} {args}", bin.display())])
        .arg("/dev/null")
        .env_remove("NQUEENS_KERNEL")
        .output()
        .expect("util-linux's script runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn long_counts_draw_a_progress_line_on_a_terminal_only() {
    let dir = std::env::temp_dir().join(format!("nqueens-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let checkpoint = dir.join("n14.jsonl");
    for (args, units, result) in [
        (
            "count 14 --threads 1 --kernel scalar".to_owned(),
            "/1,632 units",
            "N = 14: 365596 solutions",
        ),
        (
            format!("count 14 --checkpoint {}", checkpoint.display()),
            "/1,632 units",
            "N = 14: 365596 solutions",
        ),
        (
            "count 14 --shard 2/3".to_owned(),
            "/544 units",
            "\"shard\":\"2/3\"",
        ),
    ] {
        let screen = on_a_terminal(&args);
        // A line is drawn, redrawn in place, and cleared before the result.
        let line = screen
            .split(['\r', '\n'])
            .find(|l| l.contains("N = 14 ▕"))
            .unwrap_or_else(|| panic!("no progress line for {args}: {screen:?}"));
        assert!(line.contains('%') && line.contains(units), "{line:?}");
        assert!(
            line.contains(" nodes/s · ") && line.contains(" left"),
            "{line:?}"
        );
        assert!(screen.contains("\u{1b}[2K"), "{screen:?}");
        assert!(screen.contains(result), "{screen:?}");
        // Not a terminal: not a byte more than before.
        let _ = std::fs::remove_file(&checkpoint);
        let piped = nqueens().args(args.split(' ')).output().unwrap();
        assert!(piped.status.success());
        assert_eq!(String::from_utf8_lossy(&piped.stderr), "");
        assert!(!String::from_utf8_lossy(&piped.stdout).contains('▕'));
        let _ = std::fs::remove_file(&checkpoint);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
