//! `nqueens`: the playground's algorithms on the command line, for benchmarks, huge N and
//! scripting. Exit codes: 0 success, 1 a check found attacking queens, 2 bad arguments or input.

use std::io::{BufWriter, Read, Write};
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

mod choice;
mod columns_file;
mod counting;
mod page;
mod progress;
mod request_path;
mod scorm;
mod serve;

use choice::{FormatArg, KernelArg, Method, StepStrategyArg};
use clap::{Parser, Subcommand};
use columns_file::ColumnsFormat;
use nqueens_core::attacks::{self, Attacks, Line};
use nqueens_core::board::Board;
use nqueens_core::construct;
use nqueens_core::count::Kernel;
use nqueens_core::enumerate;
use nqueens_core::format::{self, Format};
use nqueens_core::huge;
use nqueens_core::ledger::Shard;
use nqueens_core::measure::Measure;
use nqueens_core::search::{self, Limits, Strategy};
use nqueens_core::trace::{StepMode, StepStrategy, Stepper};
use nqueens_gpu::Counter;
use serde_json::json;

/// Where the numbers the searches print are defined.
const MEASURES_HINT: &str =
    "The figures printed (nodes, backtracks, checks, ...) are defined by `nqueens measures`.";

#[derive(Parser)]
#[command(
    name = "nqueens",
    version,
    about = "N-Queens solver, checker and formatter"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Find one solution for N queens.
    #[command(after_help = MEASURES_HINT)]
    Solve {
        /// Board size.
        n: usize,
        /// A depth-first search strategy, or a huge-N method (local search or the explicit
        /// construction) that writes its answer with --output.
        #[arg(long, value_enum, ignore_case = true, default_value = "bitboard")]
        strategy: Method,
        /// Output format.
        #[arg(long, value_enum, ignore_case = true, default_value = "list")]
        format: FormatArg,
        /// Give up after this many nodes (search strategies).
        #[arg(long)]
        max_nodes: Option<u64>,
        /// Random seed of the local search.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the solution to FILE, the 0-based column of each row on its own line (or as
        /// binary, see --output-format).
        #[arg(long)]
        output: Option<PathBuf>,
        /// Layout of the --output file: text, or binary (little-endian u32 columns). Default:
        /// binary for a name ending in .bin, else text.
        #[arg(long, value_enum)]
        output_format: Option<ColumnsFormat>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List every solution for N in lexicographic order of the column list, one block each.
    Enumerate {
        /// Board size.
        n: usize,
        /// One representative per symmetry class, with its class size.
        #[arg(long)]
        fundamental: bool,
        /// Output format.
        #[arg(long, value_enum, ignore_case = true, default_value = "list")]
        format: FormatArg,
        /// Print at most this many.
        #[arg(long)]
        limit: Option<u64>,
        /// Start after skipping this many (reached without listing them).
        #[arg(long, default_value_t = 0)]
        skip: u64,
        /// Print only the number of solutions (or of classes with --fundamental).
        #[arg(long)]
        count_only: bool,
    },
    /// What each number a search reports means (nodes, branches, failures, backtracks,
    /// checks, …): the definitions the page shows beside its figures.
    Measures {
        /// Print one JSON object per measure: name, label, definition.
        #[arg(long)]
        json: bool,
    },
    /// Serve the playground this binary carries (every view and the shipped lessons) over
    /// HTTP, read only, e.g. to a classroom from a laptop with no internet.
    Serve {
        /// The port to listen on (0 picks a free one).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Listen on every network of this machine (not only on this machine itself), and print
        /// the addresses other machines open.
        #[arg(long)]
        lan: bool,
    },
    /// Write a lesson as a SCORM 1.2 package: the zip a learning platform (Moodle, Canvas,
    /// Blackboard, Sakai) imports as an activity, which reports each answer, the score and
    /// passed or failed to its gradebook. The board inside is the page this binary carries.
    Scorm {
        /// The lesson: a lesson file (JSON), or a shipped lesson's name (four-queens, …).
        lesson: String,
        /// Where to write the zip.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// The passing score: the percentage of questions answered right at the first try
        /// (0 to 100). Without it, finishing the lesson completes the activity.
        #[arg(long, value_name = "PERCENT")]
        mastery: Option<u32>,
    },
    /// Print the search one event at a time, as the page's Step view shows it.
    #[command(after_help = MEASURES_HINT)]
    Trace {
        /// Board size (1 to 16).
        n: usize,
        /// The step engine's strategy (cp: first unbound, min value, as the OR-Tools guide).
        #[arg(long, value_enum, ignore_case = true, default_value = "cp")]
        strategy: StepStrategyArg,
        /// Go on after the first solution and list every one.
        #[arg(long)]
        all: bool,
        /// One JSON object per event, then one with the statistics.
        #[arg(long)]
        json: bool,
    },
    /// Count all solutions for N, and the fundamental ones (distinct under the 8 symmetries).
    Count {
        /// Board size.
        n: usize,
        /// Worker threads (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Count only the I-th of K slices of the units (Slurm: $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT)
        /// and print its record for `nqueens merge`.
        #[arg(long, value_name = "I/K", value_parser = parse_shard)]
        shard: Option<Shard>,
        /// Record each finished unit in FILE; rerun with the same FILE to resume after a kill.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<PathBuf>,
        /// The instruction set that counts (see `nqueens kernels`), or `gpu` for a graphics
        /// adapter. Default: the one the NQUEENS_KERNEL environment variable names, else the
        /// fastest this CPU runs. One this CPU cannot run is an error.
        #[arg(long, value_enum, ignore_case = true)]
        kernel: Option<KernelArg>,
        /// With `--kernel gpu`: the adapter, by a part of its name as `nqueens kernels` lists
        /// it (default: NQUEENS_ADAPTER, else the first hardware adapter; a software one such
        /// as llvmpipe counts only when named).
        #[arg(long, value_name = "NAME")]
        adapter: Option<String>,
    },
    /// List the counting kernels, whether each runs here and which one `count` uses.
    Kernels {
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Sum the records of `count --shard` (or checkpoints); refuses missing, duplicate or
    /// foreign ones.
    Merge {
        /// The shard outputs or checkpoint files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check a file of columns written by `solve --output` (text or binary) in O(N). Exits 1
    /// when any queens attack each other.
    Verify {
        /// The file.
        file: PathBuf,
        /// text or binary. Default: binary for a name ending in .bin, else text.
        #[arg(long, value_enum)]
        format: Option<ColumnsFormat>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check a board given as a column list like "[0, 4, 7, 5, 2, 6, 1, 3]" (or a `Q _` board
    /// or 0/1 matrix; "-" reads standard input). Exits 1 when any queens attack each other.
    Check {
        /// The board text, or "-" for standard input.
        board: String,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn parse_shard(text: &str) -> Result<Shard, String> {
    text.parse().map_err(|e: nqueens_core::Error| e.to_string())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if !matches!(cli.command, Command::Serve { .. }) {
        quiet_on_closed_pipe();
    }
    match run(cli.command) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("nqueens: {message}");
            ExitCode::from(2)
        }
    }
}

/// A reader that stops early (`nqueens kernels | head`) closes the pipe; the Rust runtime ignores
/// SIGPIPE, so the next `println!` would panic. Restoring the default action ends the command
/// quietly there, as every Unix filter does. Not for `serve`, whose clients may hang up at any
/// time and must not end the server.
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called once at start, before any thread exists; SIG_DFL is a valid action.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn run(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Solve {
            n,
            strategy: Method::Search(strategy),
            format: FormatArg(format),
            max_nodes,
            seed: _,
            output,
            output_format,
            json,
        } => {
            let output = output.map(|p| (ColumnsFormat::for_path(&p, output_format), p));
            solve(n, strategy, format, Limits { max_nodes }, output, json)
        }
        Command::Solve {
            n,
            strategy: Method::Huge(method),
            format: FormatArg(format),
            seed,
            output,
            output_format,
            json,
            ..
        } => {
            let output = output.map(|p| (ColumnsFormat::for_path(&p, output_format), p));
            solve_huge(n, method, seed, format, output, json)
        }
        Command::Enumerate {
            n,
            fundamental,
            format,
            limit,
            skip,
            count_only,
        } => {
            let listing = Listing {
                format: format.0,
                limit: limit.unwrap_or(u64::MAX),
                skip,
                count_only,
            };
            if fundamental {
                enumerate_classes(n, &listing)
            } else {
                enumerate_all(n, &listing)
            }
        }
        Command::Count {
            n,
            threads,
            json,
            shard,
            checkpoint,
            kernel,
            adapter,
        } => {
            let kernel = Kernel::choose(kernel.map(|k| k.0)).map_err(|e| e.to_string())?;
            let counter =
                Counter::new(threads, kernel, adapter.as_deref()).map_err(|e| e.to_string())?;
            counting::count(n, &counter, shard, checkpoint.as_deref(), json)
        }
        Command::Kernels { json } => counting::kernels(json),
        Command::Merge { files, json } => counting::merge(&files, json),
        Command::Trace {
            n,
            strategy: StepStrategyArg(strategy),
            all,
            json,
        } => trace_search(n, strategy, all, json),
        Command::Measures { json } => measures(json),
        Command::Serve { port, lan } => serve::serve(port, lan),
        Command::Scorm {
            lesson,
            output,
            mastery,
        } => scorm::scorm(&lesson, &output, mastery),
        Command::Check { board, json } => check(&board, json),
        Command::Verify { file, format, json } => columns_file::verify(&file, format, json),
    }
}

fn solve(
    n: usize,
    strategy: Strategy,
    format: Format,
    limits: Limits,
    output: Option<(ColumnsFormat, PathBuf)>,
    json: bool,
) -> Result<ExitCode, String> {
    let outcome = search::solve(n, strategy, limits).map_err(|e| e.to_string())?;
    let stats = outcome.stats;
    if let (Some((layout, path)), Some(cols)) = (&output, &outcome.solution) {
        columns_file::write(path, cols, *layout)?;
    }
    if json {
        println!("{}", to_json(&outcome.report(n, strategy))?);
    } else {
        match &outcome.solution {
            Some(cols) => println!("{}", format::write_placement(cols, format)),
            None => println!("no solution exists for N = {n}"),
        }
        println!(
            "# {}: {} nodes, {} backtracks, {} checks, {} examined, {:.6} s",
            strategy.name(),
            stats.nodes,
            stats.backtracks,
            stats.checks,
            stats.examined,
            stats.seconds
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Largest solution printed to standard output by the huge-N methods; beyond it, use --output.
const PRINT_LIMIT: usize = 10_000;

fn solve_huge(
    n: usize,
    method: huge::Method,
    seed: u64,
    format: Format,
    output: Option<(ColumnsFormat, PathBuf)>,
    json: bool,
) -> Result<ExitCode, String> {
    let started = Instant::now();
    let cols =
        huge::solve(n, method, seed, |_| ControlFlow::Continue(())).map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    let checked = Instant::now();
    construct::verify_placement(&cols).map_err(|e| format!("the result is wrong: {e}"))?;
    let verify_seconds = checked.elapsed().as_secs_f64();
    if let Some((layout, path)) = &output {
        columns_file::write(path, &cols, *layout)?;
    }
    let output = output.map(|(_, path)| path);
    let print = output.is_none() && n <= PRINT_LIMIT;
    if json {
        let report = json!({
            "n": n,
            "strategy": method.name(),
            "seed": (method == huge::Method::MinConflicts).then_some(seed),
            "seconds": seconds,
            "verified": true,
            "verify_seconds": verify_seconds,
            "output": output.as_ref().map(|p| p.display().to_string()),
            "solution": print.then_some(&cols),
        });
        println!("{report}");
    } else {
        if print {
            println!("{}", format::write_placement(&cols, format));
        }
        println!(
            "# {}: N = {n} found in {seconds:.3} s, verified (no two queens attack) in {verify_seconds:.3} s",
            method.name()
        );
        match &output {
            Some(path) => println!("# written to {}", path.display()),
            None if !print => println!("# not printed (N > {PRINT_LIMIT}): use --output FILE"),
            None => {}
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The core's definition of every measure, one per line (or one JSON object per line).
fn measures(json: bool) -> Result<ExitCode, String> {
    for m in Measure::ALL {
        if json {
            let line = json!({"name": m.name(), "label": m.label().to_string(), "definition": m.definition().to_string()});
            println!("{line}");
        } else {
            println!("{}: {}", m.name(), m.definition());
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn trace_search(
    n: usize,
    strategy: StepStrategy,
    all: bool,
    json: bool,
) -> Result<ExitCode, String> {
    let mode = if all {
        StepMode::AllSolutions
    } else {
        StepMode::FirstSolution
    };
    let mut stepper = Stepper::create(n, strategy, &[], mode).map_err(|e| e.to_string())?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    while let Some(event) = stepper.step() {
        if json {
            writeln!(out, "{}", to_json(&event)?).map_err(io_error)?;
        } else {
            let state = stepper.state();
            writeln!(out, "{:>6}  {}", state.position, state.narration).map_err(io_error)?;
        }
    }
    let stats = stepper.stats();
    if json {
        writeln!(out, "{}", to_json(&stepper.summary())?).map_err(io_error)?;
    } else {
        writeln!(
            out,
            "# {}: {} solutions, {} failures, {} branches, {} nodes, {} backtracks, {} checks, \
             {} examined, {} removals",
            strategy.name(),
            stats.solutions,
            stats.failures,
            stats.branches,
            stats.nodes,
            stats.backtracks,
            stats.checks,
            stats.examined,
            stats.removals
        )
        .map_err(io_error)?;
    }
    out.flush().map_err(io_error)?;
    Ok(ExitCode::SUCCESS)
}

/// A result or event in the core's one serialization (the Python dicts and the page share it).
fn to_json<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| format!("cannot write JSON: {e}"))
}

struct Listing {
    format: Format,
    limit: u64,
    skip: u64,
    count_only: bool,
}

impl Listing {
    /// Blocks of a board format are separated by a blank line; lists take one line each.
    fn print(&self, out: &mut impl Write, index: u64, cols: &[u32]) -> std::io::Result<()> {
        if index > 0 && self.format != Format::List {
            writeln!(out)?;
        }
        writeln!(out, "{}", format::write_placement(cols, self.format))
    }
}

fn enumerate_all(n: usize, listing: &Listing) -> Result<ExitCode, String> {
    let solutions = enumerate::skip_to(n, listing.skip).map_err(|e| e.to_string())?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut printed = 0;
    for cols in solutions.take(listing.limit.try_into().unwrap_or(usize::MAX)) {
        if !listing.count_only {
            listing.print(&mut out, printed, &cols).map_err(io_error)?;
        }
        printed += 1;
    }
    if listing.count_only {
        writeln!(out, "{printed}").map_err(io_error)?;
    }
    out.flush().map_err(io_error)?;
    Ok(ExitCode::SUCCESS)
}

fn enumerate_classes(n: usize, listing: &Listing) -> Result<ExitCode, String> {
    let classes = enumerate::fundamentals(n).map_err(|e| e.to_string())?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let skip = listing.skip.try_into().unwrap_or(usize::MAX);
    let limit = listing.limit.try_into().unwrap_or(usize::MAX);
    let mut printed = 0;
    for class in classes.skip(skip).take(limit) {
        if !listing.count_only {
            if listing.format == Format::List {
                let cols = format::write_placement(&class.representative, Format::List);
                writeln!(out, "{cols}  # class of {}", class.size()).map_err(io_error)?;
            } else {
                if printed > 0 {
                    writeln!(out).map_err(io_error)?;
                }
                writeln!(out, "# class of {}", class.size()).map_err(io_error)?;
                writeln!(
                    out,
                    "{}",
                    format::write_placement(&class.representative, listing.format)
                )
                .map_err(io_error)?;
            }
        }
        printed += 1;
    }
    if listing.count_only {
        writeln!(out, "{printed}").map_err(io_error)?;
    }
    out.flush().map_err(io_error)?;
    Ok(ExitCode::SUCCESS)
}

/// A reader that stops early (`nqueens enumerate 14 | head`) ends the listing quietly.
fn io_error(error: std::io::Error) -> String {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    format!("cannot write output: {error}")
}

fn check(text: &str, json: bool) -> Result<ExitCode, String> {
    let text = if text == "-" {
        let mut input = String::new();
        std::io::stdin()
            .read_to_string(&mut input)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        input
    } else {
        text.to_owned()
    };
    let board = format::parse(&text).map_err(|e| e.to_string())?;
    let found = attacks::analyze(&board);
    if json {
        println!("{}", to_json(&found.verdict())?);
    } else {
        print_check(&board, &found);
    }
    Ok(if found.total_pairs > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn print_check(board: &Board, found: &Attacks) {
    for p in &found.pairs {
        println!(
            "row {} col {} and row {} col {} share {} {}",
            p.a.row,
            p.a.col,
            p.b.row,
            p.b.col,
            if p.line == Line::AntiDiagonal {
                "an"
            } else {
                "a"
            },
            p.line.name()
        );
    }
    let listed = found.pairs.len() as u64;
    if found.total_pairs > listed {
        println!("... and {} more pairs", found.total_pairs - listed);
    }
    let n = board.n();
    if found.is_solution() {
        println!("solved: {n} queens on {n}x{n}, none attacking");
    } else {
        println!(
            "{} queens on {n}x{n}, {} attacking pairs",
            board.len(),
            found.total_pairs
        );
    }
}
