//! The code panel's programs, proven by running them: every program in every language is
//! compiled (gcc, g++, javac) or run (python3) as the core writes it for N = 4 to 8, prints
//! each event as it happens with the line it is printed from, and must print exactly the step
//! engine's events, each from the line the panel lights for it. A missing compiler fails the
//! test: these programs are what a class types, and an unproven one must not pass as proven.

use std::path::{Path, PathBuf};
use std::process::Command;

use nqueens_core::board::Square;
use nqueens_core::trace::code::{self, CodeLanguage, Program};
use nqueens_core::trace::{Cause, Event, Failure, StepMode, StepStrategy, Stepper};

const SIZES: std::ops::RangeInclusive<usize> = 4..=8;

/// ` r c` for each square, in the engine's order (rows down, columns across).
fn squares(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|q| format!(" {} {}", q.row, q.col))
        .collect()
}

/// ` rows r ...`: the rows of a Hall interval.
fn rows(rows: &[u32]) -> String {
    let rows: String = rows.iter().map(|r| format!(" {r}")).collect();
    format!(" rows{rows}")
}

/// The event as the programs print it: what the program can know (the lookup arrays do not
/// know which queen holds a line, so their `attacked` names no queen).
fn text(strategy: StepStrategy, event: &Event) -> String {
    match event {
        Event::Place { row, col } => format!("place {row} {col}"),
        Event::Attacked { row, col, by, line } => match strategy {
            StepStrategy::Backtracking => {
                format!("attacked {row} {col} {line} by {} {}", by.row, by.col)
            }
            _ => format!("attacked {row} {col} {line}"),
        },
        Event::DeadEnd(Failure::Empty { row }) => format!("dead-end {row}"),
        Event::Forced { row, col } => format!("forced {row} {col}"),
        Event::Prune {
            line,
            cause: Cause::Queen(by),
            removed,
        } => format!(
            "prune {line} by {} {} removes{}",
            by.row,
            by.col,
            squares(removed)
        ),
        Event::Prune {
            line,
            cause:
                Cause::Bounds {
                    rows: inside,
                    lo,
                    hi,
                },
            removed,
        } => format!(
            "prune {line} bounds {lo} {hi}{} removes{}",
            rows(inside),
            squares(removed)
        ),
        Event::DeadEnd(Failure::Crowded {
            line,
            rows: inside,
            lo,
            hi,
        }) => format!("crowded {line} {lo} {hi}{}", rows(inside)),
        Event::Backtrack { row, col } => format!("backtrack {row} {col}"),
        Event::Solution(cols) => {
            let cols: Vec<String> = cols.iter().map(u32::to_string).collect();
            format!("solution {}", cols.join(" "))
        }
        Event::Finished { solutions } => format!("finished {solutions}"),
        other => panic!("{strategy}: no program prints {other:?}"),
    }
}

/// The step engine's events for an `n` board, each with the line of `language`'s program the
/// panel lights for it.
fn expected(strategy: StepStrategy, language: CodeLanguage, n: usize) -> Vec<(String, usize)> {
    let mut stepper = Stepper::create(n, strategy, &[], StepMode::AllSolutions).unwrap();
    let mut events = Vec::new();
    while let Some(event) = stepper.step() {
        let line = code::line_in(strategy, language, Some(&event));
        events.push((text(strategy, &event), line));
    }
    events
}

/// What a run printed: each event with the listing's line it comes from (the line after the
/// tracing line that printed it, numbered as the panel numbers the listing).
fn printed(program: &Program, output: &[u8]) -> Vec<(String, usize)> {
    String::from_utf8_lossy(output)
        .lines()
        .filter_map(|line| {
            let (event, at) = line.rsplit_once(" @")?;
            let at: usize = at.trim().parse().ok()?;
            Some((event.trim().to_string(), program.shown[at - 1]))
        })
        .collect()
}

fn check(
    strategy: StepStrategy,
    language: CodeLanguage,
    n: usize,
    program: &Program,
    output: &[u8],
) {
    let got = printed(program, output);
    let want = expected(strategy, language, n);
    let first = got.iter().zip(&want).position(|(a, b)| a != b);
    assert!(
        first.is_none() && got.len() == want.len(),
        "{strategy} in {language}, N = {n}: event {} is {:?}, the engine's is {:?} ({} events printed, {} expected)\n{}",
        first.unwrap_or(got.len().min(want.len())) + 1,
        first.map(|i| &got[i]).or(got.get(want.len())),
        first.map(|i| &want[i]).or(want.get(got.len())),
        got.len(),
        want.len(),
        String::from_utf8_lossy(output).lines().take(5).collect::<Vec<_>>().join("\n"),
    );
}

fn scratch(language: CodeLanguage) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "nqueens-programs-{}-{}",
        std::process::id(),
        language.name()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `command`, failing the test (never skipping it) when its tool is missing or it fails.
fn run(command: &mut Command) -> Vec<u8> {
    let tool = command.get_program().to_string_lossy().into_owned();
    let out = command.output().unwrap_or_else(|e| {
        panic!("`{tool}` cannot run ({e}): scripts/setup.sh installs gcc, g++ and default-jdk-headless")
    });
    assert!(
        out.status.success(),
        "`{tool}` failed: {}{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    out.stdout
}

/// Each program of `language` for each size: (strategy, n, program, file name).
fn programs(language: CodeLanguage) -> Vec<(StepStrategy, usize, Program)> {
    let mut all = Vec::new();
    for strategy in StepStrategy::ALL {
        assert!(
            code::has_program(strategy, language),
            "{strategy} has no {language} program"
        );
        for n in SIZES {
            let program = code::program(strategy, language, n, &[]);
            assert_eq!(program.language, language);
            all.push((strategy, n, program));
        }
    }
    all
}

/// Compiles each C or C++ program with `compiler`, two at a time (the machine's cores), and
/// runs each.
fn compile_and_run(language: CodeLanguage, compiler: &str, ext: &str, flags: &[&str]) {
    let dir = scratch(language);
    let all = programs(language);
    let exe = |i: usize| dir.join(format!("p{i}"));
    std::thread::scope(|scope| {
        for half in 0..2 {
            let (all, dir, exe) = (&all, &dir, &exe);
            scope.spawn(move || {
                for (i, (_, _, program)) in all.iter().enumerate().skip(half).step_by(2) {
                    let source = dir.join(format!("p{i}.{ext}"));
                    std::fs::write(&source, &program.text).unwrap();
                    run(Command::new(compiler)
                        .args(flags)
                        .arg("-o")
                        .arg(exe(i))
                        .arg(&source));
                }
            });
        }
    });
    for (i, (strategy, n, program)) in all.iter().enumerate() {
        let output = run(&mut Command::new(exe(i)));
        check(*strategy, language, *n, program, &output);
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_c_programs_print_the_engines_events_from_the_lit_lines() {
    compile_and_run(CodeLanguage::C, "gcc", "c", &["-w"]);
}

/// The C++ programs compiled once, as one file: each in a namespace of its own (its
/// `#include`s are hoisted above them all, where they count, and left in place, where their
/// guards make them nothing), after `#line 1` so `__LINE__` numbers it as its own file; a
/// `main` runs the one its argument names. Compiling the standard headers once instead of once
/// per program is most of this test's time.
#[test]
fn the_cpp_programs_print_the_engines_events_from_the_lit_lines() {
    let dir = scratch(CodeLanguage::Cpp);
    let all = programs(CodeLanguage::Cpp);
    let mut includes: Vec<&str> = all
        .iter()
        .flat_map(|(_, _, p)| p.text.lines())
        .filter(|line| line.starts_with("#include"))
        .collect();
    includes.sort_unstable();
    includes.dedup();
    let mut text = includes.join("\n");
    for (i, (_, _, program)) in all.iter().enumerate() {
        text.push_str(&format!(
            "\nnamespace p{i} {{\n#line 1\n{}}}\n",
            program.text
        ));
    }
    text.push_str("int main(int, char **argv) {\n    switch (std::atoi(argv[1])) {\n");
    for i in 0..all.len() {
        text.push_str(&format!("    case {i}: return p{i}::main();\n"));
    }
    text.push_str("    }\n    return 1;\n}\n");
    let (source, exe) = (dir.join("all.cpp"), dir.join("all"));
    std::fs::write(&source, text).unwrap();
    run(Command::new("g++")
        .args(["-std=c++17", "-w", "-o"])
        .arg(&exe)
        .arg(&source));
    for (i, (strategy, n, program)) in all.iter().enumerate() {
        let output = run(Command::new(&exe).arg(i.to_string()));
        check(*strategy, CodeLanguage::Cpp, *n, program, &output);
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The Java programs compiled with one `javac` and run in one JVM: each goes in a package of
/// its own (written on its first line, so no line moves), and a runner calls each one's `main`
/// in turn, printing a line with its name before its output.
#[test]
fn the_java_programs_print_the_engines_events_from_the_lit_lines() {
    let dir = scratch(CodeLanguage::Java);
    let all = programs(CodeLanguage::Java);
    let mut sources = Vec::new();
    for (i, (_, _, program)) in all.iter().enumerate() {
        let folder = dir.join(format!("p{i}"));
        std::fs::create_dir_all(&folder).unwrap();
        let source = folder.join("NQueens.java");
        std::fs::write(&source, format!("package p{i}; {}", program.text)).unwrap();
        sources.push(source);
    }
    let runner = dir.join("Runner.java");
    std::fs::write(
        &runner,
        "public class Runner {\n    public static void main(String[] names) throws Exception {\n        for (String name : names) {\n            System.out.println(\"== \" + name);\n            Class.forName(name + \".NQueens\").getMethod(\"main\", String[].class).invoke(null, (Object) new String[0]);\n        }\n    }\n}\n",
    )
    .unwrap();
    sources.push(runner);
    let classes = dir.join("classes");
    run(Command::new("javac").arg("-d").arg(&classes).args(&sources));
    let output = run(Command::new("java")
        .arg("-Xshare:auto")
        .arg("-XX:TieredStopAtLevel=1")
        .arg("-cp")
        .arg(&classes)
        .arg("Runner")
        .args((0..all.len()).map(|i| format!("p{i}"))));
    let output = String::from_utf8_lossy(&output);
    let runs: Vec<&str> = output.split("== p").skip(1).collect();
    assert_eq!(runs.len(), all.len(), "one output per program:\n{output}");
    for (i, (strategy, n, program)) in all.iter().enumerate() {
        let run = runs[i]
            .strip_prefix(&format!("{i}\n"))
            .expect("the runner's order");
        check(*strategy, CodeLanguage::Java, *n, program, run.as_bytes());
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The Python programs run two at a time (the machine's cores: the CP program's Hall-interval
/// search takes seconds at N = 8), each checked when both halves are done.
#[test]
fn the_python_programs_print_the_engines_events_from_the_lit_lines() {
    let dir = scratch(CodeLanguage::Python);
    let all = programs(CodeLanguage::Python);
    let mut outputs: Vec<Option<Vec<u8>>> = vec![None; all.len()];
    std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2)
            .map(|half| {
                let (all, dir) = (&all, &dir);
                scope.spawn(move || {
                    let mut done = Vec::new();
                    for (i, (_, _, program)) in all.iter().enumerate().skip(half).step_by(2) {
                        let source: &Path = &dir.join(format!("p{i}.py"));
                        std::fs::write(source, &program.text).unwrap();
                        done.push((i, run(Command::new("python3").arg(source))));
                    }
                    done
                })
            })
            .collect();
        for half in halves {
            for (i, output) in half.join().expect("a Python run failed") {
                outputs[i] = Some(output);
            }
        }
    });
    for ((strategy, n, program), output) in all.iter().zip(outputs) {
        let output = output.expect("every program ran");
        check(*strategy, CodeLanguage::Python, *n, program, &output);
    }
    let _ = std::fs::remove_dir_all(dir);
}
