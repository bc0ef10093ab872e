//! `--kernel gpu` from the command line, on Mesa's lavapipe (named: a software adapter never
//! counts by default): counts equal to OEIS, named with the adapter, and recorded in the same
//! checkpoints and shard records as the CPU kernels' (resumed or merged by either). Fails,
//! never skips, when lavapipe is missing (`scripts/setup.sh` installs it).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn nqueens() -> Command {
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("nqueens"));
    cmd.env_remove("NQUEENS_KERNEL")
        .env_remove("NQUEENS_ADAPTER");
    cmd
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-gpu-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn json(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

const GPU: [&str; 4] = ["--kernel", "gpu", "--adapter", "llvmpipe"];

#[test]
fn counts_on_the_named_adapter_and_says_which() {
    let out = json(
        &nqueens()
            .args(["count", "13", "--json"])
            .args(GPU)
            .output()
            .unwrap(),
    );
    assert_eq!(out["kernel"], "gpu");
    assert_eq!(
        (out["solutions"].as_u64(), out["fundamental"].as_u64()),
        (Some(73712), Some(9233))
    );
    // The same nodes as every CPU kernel counts.
    assert_eq!(out["nodes"], 855_253);
    let adapter = out["adapter"].as_str().unwrap();
    assert!(
        adapter.starts_with("llvmpipe") && adapter.ends_with(" (Vulkan)"),
        "{adapter}"
    );
    // The same by NQUEENS_KERNEL and NQUEENS_ADAPTER.
    let by_env = json(
        &nqueens()
            .env("NQUEENS_KERNEL", "gpu")
            .env("NQUEENS_ADAPTER", "LLVMpipe")
            .args(["count", "11", "--json"])
            .output()
            .unwrap(),
    );
    assert_eq!(
        (by_env["kernel"].as_str(), by_env["adapter"].as_str()),
        (Some("gpu"), Some(adapter))
    );
    let text = nqueens().args(["count", "10"]).args(GPU).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.starts_with("N = 10: 724 solutions, 92 fundamental\n# matches OEIS"),
        "{text}"
    );
    assert!(
        text.contains(&format!(" on {adapter} (gpu kernel)\n")),
        "{text}"
    );
}

#[test]
fn a_software_adapter_is_never_chosen_by_default() {
    let listed = json(&nqueens().args(["kernels", "--json"]).output().unwrap());
    let adapters = listed["adapters"].as_array().unwrap();
    let lvp = adapters
        .iter()
        .find(|a| a["name"].as_str().unwrap().starts_with("llvmpipe"))
        .expect("lavapipe listed");
    assert_eq!(lvp["software"], true);
    assert_eq!(lvp["backend"], "Vulkan");
    let hardware = adapters.iter().any(|a| a["software"] == false);
    if hardware {
        assert!(!listed["gpu"].as_str().unwrap().starts_with("llvmpipe"));
    } else {
        assert!(listed["gpu"].is_null());
        let out = nqueens()
            .args(["count", "10", "--kernel", "gpu"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(
                "nqueens: the gpu kernel cannot run here: no hardware graphics adapter was found"
            ),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    let out = nqueens()
        .args(["count", "10", "--kernel", "gpu", "--adapter", "nonesuch"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("no graphics adapter here has the name asked for"));
    let text = String::from_utf8(nqueens().arg("kernels").output().unwrap().stdout).unwrap();
    assert!(text.contains("\n  adapter: llvmpipe"), "{text}");
}

fn lines(path: &Path) -> usize {
    std::fs::read_to_string(path).map_or(0, |t| t.lines().count())
}

/// A GPU count killed part way is resumed by the CPU from its checkpoint, and shards counted
/// one on the GPU and one on the CPU merge into the board's totals.
#[test]
fn gpu_and_cpu_counts_share_checkpoints_and_shards() {
    let dir = scratch("records");
    let ck = dir.join("n15.jsonl");
    let mut child = nqueens()
        .args(["count", "15", "--checkpoint"])
        .arg(&ck)
        .args(GPU)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while lines(&ck) < 200 && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let before = lines(&ck) - 1;
    assert!((199..2310).contains(&before), "{before} units recorded");
    let resumed = json(
        &nqueens()
            .args([
                "count",
                "15",
                "--json",
                "--kernel",
                "scalar",
                "--checkpoint",
            ])
            .arg(&ck)
            .output()
            .unwrap(),
    );
    assert_eq!(resumed["solutions"], 2_279_184);
    assert_eq!(resumed["fundamental"], 285_053);
    assert!(resumed["resumed_units"].as_u64().unwrap() >= before as u64 - 1);
    assert_eq!(
        resumed["nodes"],
        json(&nqueens().args(["count", "15", "--json"]).output().unwrap())["nodes"]
    );

    let one = nqueens()
        .args(["count", "14", "--shard", "1/2"])
        .args(GPU)
        .output()
        .unwrap();
    let two = nqueens()
        .args(["count", "14", "--shard", "2/2"])
        .output()
        .unwrap();
    let (a, b) = (dir.join("1.jsonl"), dir.join("2.jsonl"));
    std::fs::write(&a, &one.stdout).unwrap();
    std::fs::write(&b, &two.stdout).unwrap();
    let merged = json(
        &nqueens()
            .args(["merge", "--json"])
            .arg(&a)
            .arg(&b)
            .output()
            .unwrap(),
    );
    assert_eq!(
        (merged["solutions"].as_u64(), merged["fundamental"].as_u64()),
        (Some(365_596), Some(45_752))
    );
    // The GPU's shard record is the CPU's, line for line.
    let cpu_one = nqueens()
        .args(["count", "14", "--shard", "1/2"])
        .output()
        .unwrap();
    assert_eq!(one.stdout, cpu_one.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}
