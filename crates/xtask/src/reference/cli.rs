//! `docs/reference/cli.md`: every command and option of `nqueens`, as the program itself prints
//! them (`nqueens --help`, then `nqueens <command> --help` for each command it lists), so the
//! clap declarations in `crates/nqueens-cli/src/main.rs` stay the one source. The command is
//! built first with the cargo that runs the generator.

use super::markdown::banner;
use std::path::PathBuf;
use std::process::Command;

/// Builds `nqueens` (debug, as the tests do) and returns its path.
fn build() -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let status = Command::new(&cargo)
        .args(["build", "--quiet", "-p", "nqueens-cli"])
        .current_dir(crate::root())
        .status()
        .map_err(|e| format!("running {cargo} build -p nqueens-cli: {e}"))?;
    if !status.success() {
        return Err("cargo build -p nqueens-cli failed".to_string());
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| crate::root().join("target"));
    let target = if target.is_absolute() {
        target
    } else {
        crate::root().join(target)
    };
    Ok(target
        .join("debug")
        .join(format!("nqueens{}", std::env::consts::EXE_SUFFIX)))
}

/// What `nqueens ARGS` prints on standard output (help exits 0).
fn help(binary: &PathBuf, args: &[&str]) -> Result<String, String> {
    let output = Command::new(binary)
        .args(args)
        // clap wraps help to the terminal's width where it can see one: here it cannot, and
        // this keeps any other setting from changing the page.
        .env_remove("COLUMNS")
        .output()
        .map_err(|e| format!("running nqueens {}: {e}", args.join(" ")))?;
    if !output.status.success() {
        return Err(format!(
            "nqueens {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("nqueens {}: {e}", args.join(" ")))
}

/// The command names under the top help's `Commands:` heading, `help` left out.
fn commands(top: &str) -> Vec<String> {
    top.lines()
        .skip_while(|line| line.trim() != "Commands:")
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// A help text as a fenced block (it is the program's output, shown as printed).
fn block(text: &str) -> String {
    format!("```text\n{}\n```\n", text.trim_end())
}

pub fn page() -> Result<String, String> {
    let binary = build()?;
    let top = help(&binary, &["--help"])?;
    let names = commands(&top);
    if names.is_empty() {
        return Err("`nqueens --help` lists no command".to_string());
    }
    let mut page = banner("the `nqueens` command's own help (`crates/nqueens-cli`)");
    page.push_str(
        "# Command line reference\n\n\
         Every command and option, as `nqueens --help` and `nqueens <command> --help` print them. \
         Examples and what the output means: [Command line](../cli.md).\n\n",
    );
    page.push_str(&block(&top));
    for name in names {
        page.push_str(&format!("\n## nqueens {name}\n\n"));
        page.push_str(&block(&help(&binary, &[name.as_str(), "--help"])?));
    }
    Ok(page)
}
