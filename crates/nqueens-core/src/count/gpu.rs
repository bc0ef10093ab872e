//! Counting on a GPU: the WGSL kernel (`gpu/count.wgsl`) and the host's arithmetic around it,
//! with no GPU API here. `crates/nqueens-gpu` drives the kernel through `wgpu` (Vulkan, Metal,
//! DX12) for the CLI and Python; the page drives the same source through the browser's WebGPU
//! (`www/views/count/count-gpu.js`, which mirrors the few lines of [`tasks`] and [`Sums`], and reads
//! this module's constants from `www/views/count/count-gpu-kernel.js`, which `cargo xtask codegen`
//! writes from them; the bindings' `gpuNextDispatch` and `gpuRecords` give it [`next_dispatch`]
//! and the ledger's lines of [`tally`]).
//!
//! The plan and its unit ids are the CPU's: a batch of units is sent to the GPU as their border
//! words ([`borders`]); the kernel's `prepare` pass says how each unit is split ([`UnitInfo`]:
//! its first free rows pre-placed in every way, *prefixes*, deeper for larger N), [`tasks`]
//! cuts every unit's prefixes into tasks of at most [`TASK_PREFIXES`] (one workgroup each, so
//! a workgroup shares its unit's rows), `expand` writes the prefixes, and `count` returns each
//! task's completions and nodes as 64-bit numbers in 32-bit halves, which [`Sums`] adds up per
//! unit. [`tally`] turns a unit's completions into its [`Tally`] exactly as the CPU kernels do
//! (the symmetric constellations' extra count for Burnside's lemma runs on the CPU: it is a
//! small search), so a unit counted on the GPU is recorded with the same line, node count
//! included, as on any CPU.

use super::{check_unit, plan::Plan, prepared::Prepared, tally_of, Tally, Unit};
use crate::words::{msg, Message};
use crate::{Error, Result};

/// The kernel's WGSL source, one module with the entry points [`PREPARE`], [`EXPAND`] and
/// [`COUNT`], all with one bind group laid out as [`BINDINGS`] says.
pub const SHADER: &str = include_str!("gpu/count.wgsl");

/// Entry point: one invocation a unit (workgroups of [`WORKGROUP`]), writes [`UnitInfo`]s.
pub const PREPARE: &str = "prepare";
/// Entry point: one invocation a unit, writes its prefixes from its offset on.
pub const EXPAND: &str = "expand";
/// Entry point: one workgroup a task, writes the task's completions and nodes.
pub const COUNT: &str = "count";

/// Invocations in a workgroup (the shader's `WORKGROUP`).
pub const WORKGROUP: u32 = 64;
/// Prefixes a task holds at most (the shader's `TASK_PREFIXES`).
pub const TASK_PREFIXES: u32 = 256;
/// Workgroups one dispatch may have in a dimension (WebGPU's default limit).
pub const MAX_WORKGROUPS: u32 = 65_535;
/// Units prepared together: their `info` is read back at once.
pub const PREPARE_UNITS: usize = 1024;
/// Words a prefix takes in the `prefixes` buffer: five bits a pre-placed row's column, six rows
/// a word, so up to [`MAX_PREFIX_DEPTH`] rows (the shader's `PREFIX_WORDS`).
pub const PREFIX_WORDS: usize = 2;
/// Free rows a prefix pre-places at most (the shader's `MAX_PREFIX_DEPTH`): N = 27 needs 8.
pub const MAX_PREFIX_DEPTH: usize = 8;
/// Prefixes a batch's buffer holds at most (128 MiB at [`PREFIX_WORDS`] words each, WebGPU's
/// largest default binding, less where the device allows less).
pub const MAX_PREFIXES: u64 = (1 << 25) / PREFIX_WORDS as u64;
/// Words of a [`UnitInfo`] in the `info` buffer.
pub const INFO_WORDS: usize = 8;
/// Words of a task in the `tasks` buffer: unit (in the batch), first prefix, prefixes, 0.
pub const TASK_WORDS: usize = 4;
/// Words of a task's result in the `found` buffer: completions and nodes, low half first.
pub const FOUND_WORDS: usize = 4;
/// Bytes of the uniform `params`: N, the first unit or task of the dispatch, how many, and the
/// prefix depth ([`prefix_rows`]) for `prepare`.
pub const PARAMS_BYTES: u64 = 16;

/// What the kernel reads and writes, binding by binding (all in group 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// A uniform buffer.
    Uniform,
    /// A storage buffer the kernel only reads.
    ReadOnly,
    /// A storage buffer the kernel writes.
    ReadWrite,
}

/// The bind group's layout: `params`, `borders`, `info`, `offsets`, `prefixes`, `tasks`,
/// `found`, at bindings 0 to 6; every entry point uses this one layout.
pub const BINDINGS: [Binding; 7] = [
    Binding::Uniform,
    Binding::ReadOnly,
    Binding::ReadWrite,
    Binding::ReadOnly,
    Binding::ReadWrite,
    Binding::ReadOnly,
    Binding::ReadWrite,
];

/// How long one dispatch of the count pass should take: long enough that the host's work
/// between dispatches is small beside it, short enough for progress, a prompt cancel and the
/// watchdogs that end long GPU work (a browser's, Windows' two-second TDR).
pub const DISPATCH_SECONDS: f64 = 0.15;

/// The tasks to put in the next dispatch, from how long the last one took for its `tasks`:
/// scaled towards [`DISPATCH_SECONDS`], at most four times more (a first dispatch of small
/// units says little about the big ones), and from 1 to [`MAX_WORKGROUPS`].
pub fn next_dispatch(tasks: u32, seconds: f64) -> u32 {
    let scale = if seconds > 0.0 {
        (DISPATCH_SECONDS / seconds).min(4.0)
    } else {
        4.0
    };
    ((tasks as f64 * scale) as u32).clamp(1, MAX_WORKGROUPS)
}

/// The first count dispatch's tasks: small, since nothing is known yet of the device's speed.
pub const FIRST_DISPATCH: u32 = 64;

/// Free rows pre-placed in the prefixes on the GPU, by N: deeper for larger N, so that a
/// prefix is some thousands to a few hundred thousand search nodes (small enough that no
/// invocation holds a dispatch up for long, large enough that a prefix's start is small beside
/// its search): 2 at N = 16, 6 at N = 23, 8 from N = 27 on. The one rule: hosts pass it to the
/// shader in `params` (the page reads it from the generated `PREFIX_ROWS`), and a unit with
/// fewer free rows is pre-placed in all of them ([`prefix_depth`]).
pub fn prefix_rows(n: usize) -> usize {
    (n.saturating_sub(11) / 2).min(MAX_PREFIX_DEPTH)
}

/// Free rows pre-placed in a unit's prefixes for a unit of `levels` free rows, when the host
/// asked for `rows` ([`prefix_rows`] but for tests): what the shader's `prepare` does.
pub fn prefix_depth(rows: usize, levels: usize) -> usize {
    rows.min(MAX_PREFIX_DEPTH).min(levels)
}

/// The border word of each unit `ids` names (`Unit::to_words()[1]`), for the `borders`
/// buffer. An id outside the plan, or a unit with queens added by a split (not a plan's), is
/// an error.
pub fn borders(plan: &Plan, ids: &[usize]) -> Result<Vec<u32>> {
    ids.iter()
        .map(|&id| {
            let unit = plan.units.get(id).ok_or_else(|| {
                Error::InvalidUnit(msg!(
                    "gpu.unit-outside-plan",
                    unit = id,
                    n = plan.n,
                    units = plan.units.len()
                ))
            })?;
            if !unit.extra.is_empty() {
                return Err(Error::InvalidUnit(Message::new("gpu.split-unit")));
            }
            Ok(u32::from_le_bytes(unit.border))
        })
        .collect()
}

/// What the `prepare` pass found about one unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnitInfo {
    /// Free rows.
    pub levels: u32,
    /// Free rows pre-placed in its prefixes.
    pub depth: u32,
    /// Whether the half turn maps its constellation onto itself.
    pub symmetric: bool,
    /// Its prefixes (0 when no placement of its first rows is possible).
    pub prefixes: u32,
    /// Search nodes of the prefixes: queens placed in the pre-placed free rows.
    pub prefix_nodes: u64,
}

impl UnitInfo {
    /// Reads the `info` buffer, [`INFO_WORDS`] words a unit.
    pub fn read(words: &[u32]) -> Vec<UnitInfo> {
        words
            .chunks_exact(INFO_WORDS)
            .map(|w| UnitInfo {
                levels: w[0],
                depth: w[1],
                symmetric: w[2] != 0,
                prefixes: w[3],
                prefix_nodes: u64::from(w[4]) | u64::from(w[5]) << 32,
            })
            .collect()
    }
}

/// A batch's units cut into tasks: where each unit's prefixes go in the `prefixes` buffer,
/// and the tasks, unit after unit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tasks {
    /// Per unit of the batch: its first prefix in the `prefixes` buffer (the `offsets` buffer).
    pub offsets: Vec<u32>,
    /// [`TASK_WORDS`] words a task (the `tasks` buffer).
    pub words: Vec<u32>,
    /// Prefixes of all units taken (the `prefixes` buffer holds [`PREFIX_WORDS`] words each).
    pub prefixes: u64,
}

impl Tasks {
    /// How many tasks.
    pub fn len(&self) -> usize {
        self.words.len() / TASK_WORDS
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// Cuts the prefixes of the units `take` accepts (by position in the batch) into tasks of at
/// most [`TASK_PREFIXES`], in unit order. Units not taken get no prefixes and no task (the page
/// counts the symmetric ones on its workers); the host must then zero their prefix count in
/// the `info` it gives `expand`, which would otherwise write their prefixes over the next
/// unit's.
pub fn tasks(infos: &[UnitInfo], take: impl Fn(usize) -> bool) -> Tasks {
    let mut t = Tasks::default();
    for (slot, info) in infos.iter().enumerate() {
        t.offsets.push(t.prefixes as u32);
        if !take(slot) {
            continue;
        }
        let mut first = 0;
        while first < info.prefixes {
            let count = (info.prefixes - first).min(TASK_PREFIXES);
            let at = t.prefixes as u32 + first;
            t.words.extend([slot as u32, at, count, 0]);
            first += count;
        }
        t.prefixes += u64::from(info.prefixes);
    }
    t
}

/// Completions and nodes of a batch's units as their tasks come back, in 64 bits.
#[derive(Clone, Debug)]
pub struct Sums {
    raw: Vec<u64>,
    nodes: Vec<u64>,
    /// Tasks still out, per unit.
    left: Vec<u32>,
    /// The unit of each task.
    unit_of: Vec<u32>,
}

impl Sums {
    /// Nothing counted yet: each unit starts with its prefixes' nodes. Units with no task
    /// (no prefix) are complete at once: [`Sums::complete_at_start`] lists them.
    pub fn new(infos: &[UnitInfo], tasks: &Tasks) -> Sums {
        let mut left = vec![0u32; infos.len()];
        let unit_of: Vec<u32> = tasks.words.chunks_exact(TASK_WORDS).map(|w| w[0]).collect();
        for &u in &unit_of {
            left[u as usize] += 1;
        }
        Sums {
            raw: vec![0; infos.len()],
            nodes: infos.iter().map(|i| i.prefix_nodes).collect(),
            left,
            unit_of,
        }
    }

    /// The units (by position in the batch) that need no task, among those `take` accepts.
    pub fn complete_at_start(&self, take: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..self.left.len())
            .filter(|&u| take(u) && self.left[u] == 0)
            .collect()
    }

    /// Adds the results of tasks `first..` (the `found` words, [`FOUND_WORDS`] a task) and
    /// returns the units whose last task this was.
    pub fn add(&mut self, first: usize, found: &[u32]) -> Vec<usize> {
        let mut complete = Vec::new();
        for (i, f) in found.chunks_exact(FOUND_WORDS).enumerate() {
            let u = self.unit_of[first + i] as usize;
            self.raw[u] += u64::from(f[0]) | u64::from(f[1]) << 32;
            self.nodes[u] = self.nodes[u].saturating_add(u64::from(f[2]) | u64::from(f[3]) << 32);
            self.left[u] -= 1;
            if self.left[u] == 0 {
                complete.push(u);
            }
        }
        complete
    }

    /// A unit's completions (of its free rows, before symmetry) and nodes.
    pub fn of(&self, slot: usize) -> (u64, u64) {
        (self.raw[slot], self.nodes[slot])
    }
}

/// The tally of `unit` whose free rows have `raw` completions found with `nodes` nodes (the
/// GPU's count): as the CPU kernels give it, the extra count of a symmetric constellation run
/// here. The same tally as [`count_unit_with`](super::count_unit_with) for every kernel.
pub fn tally(n: usize, unit: &Unit, raw: u64, nodes: u64) -> Result<Tally> {
    check_unit(n, unit)?;
    let p = Prepared::new(unit);
    Ok(tally_of(n, unit, &p, || (raw, nodes)))
}

#[cfg(test)]
mod tests;
