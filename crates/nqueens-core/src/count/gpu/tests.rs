//! The kernel's source as naga (wgpu's and Firefox's shader compiler) reads it, and the host's
//! arithmetic; the kernel's answers are tested on real adapters in `crates/nqueens-gpu`.

use super::super::{count_unit_with, plan, prepared::Prepared, recursive::count_recursive};
use super::*;
use crate::count::Kernel;

fn module() -> (naga::Module, naga::valid::ModuleInfo) {
    let module = naga::front::wgsl::parse_str(SHADER)
        .unwrap_or_else(|e| panic!("{}", e.emit_to_string(SHADER)));
    // No optional capability: the portable core every WebGPU implementation runs (no 64-bit
    // integers, no subgroups).
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .unwrap_or_else(|e| panic!("{}", e.emit_to_string(SHADER)));
    (module, info)
}

/// A `const NAME: u32 = …u;` of the shader, as the shader evaluates it.
fn constant(module: &naga::Module, name: &str) -> u32 {
    let (_, c) = module
        .constants
        .iter()
        .find(|(_, c)| c.name.as_deref() == Some(name))
        .unwrap_or_else(|| panic!("no const {name} in the shader"));
    match module.global_expressions[c.init] {
        naga::Expression::Literal(naga::Literal::U32(v)) => v,
        ref other => panic!("{name} is {other:?}"),
    }
}

#[test]
fn naga_validates_the_kernel_and_its_entry_points() {
    let (module, _) = module();
    let mut entries: Vec<(&str, [u32; 3])> = module
        .entry_points
        .iter()
        .map(|e| (e.name.as_str(), e.workgroup_size))
        .collect();
    entries.sort();
    let w = WORKGROUP;
    assert_eq!(
        entries,
        [
            (COUNT, [w, 1, 1]),
            (EXPAND, [w, 1, 1]),
            (PREPARE, [w, 1, 1])
        ]
    );
    assert_eq!(constant(&module, "WORKGROUP"), WORKGROUP);
    assert_eq!(constant(&module, "TASK_PREFIXES"), TASK_PREFIXES);
}

/// Within WebGPU's default limits: 16 KiB of workgroup memory, storage and uniform bindings
/// laid out as [`BINDINGS`] says, and the structs the host reads sized as it reads them.
#[test]
fn the_kernel_fits_webgpus_default_limits() {
    let (module, _) = module();
    let ctx = module.to_ctx();
    let mut workgroup_bytes = 0;
    let mut bindings = Vec::new();
    for (_, g) in module.global_variables.iter() {
        let size = module.types[g.ty].inner.size(ctx);
        match g.space {
            naga::AddressSpace::WorkGroup => workgroup_bytes += size,
            naga::AddressSpace::Uniform => bindings.push((g.binding, Binding::Uniform)),
            naga::AddressSpace::Storage { access } => bindings.push((
                g.binding,
                if access.contains(naga::StorageAccess::STORE) {
                    Binding::ReadWrite
                } else {
                    Binding::ReadOnly
                },
            )),
            _ => {}
        }
    }
    assert!(workgroup_bytes <= 16 << 10, "{workgroup_bytes} bytes");
    // The stack: three words a row for every invocation.
    assert!(workgroup_bytes >= 3 * constant(&module, "STACK") * WORKGROUP * 4);
    bindings.sort_by_key(|(b, _)| b.as_ref().map(|b| (b.group, b.binding)));
    let layout: Vec<_> = bindings
        .iter()
        .map(|(b, kind)| {
            let b = b.as_ref().unwrap();
            assert_eq!(b.group, 0);
            (b.binding, *kind)
        })
        .collect();
    let expected: Vec<_> = (0..).zip(BINDINGS).collect();
    assert_eq!(layout, expected);
    let size_of = |name: &str| {
        let (_, t) = module
            .types
            .iter()
            .find(|(_, t)| t.name.as_deref() == Some(name))
            .unwrap();
        t.inner.size(ctx) as usize
    };
    assert_eq!(size_of("Params"), PARAMS_BYTES as usize);
    assert_eq!(size_of("Info"), INFO_WORDS * 4);
    assert_eq!(size_of("Task"), TASK_WORDS * 4);
    assert_eq!(size_of("Found"), FOUND_WORDS * 4);
}

/// A search below a prefix keeps at most STACK rows on its stack (the last three free rows
/// need none): units have at most N - 2 free rows (the border queens stand in at least two
/// rows), and the prefixes grow with N.
#[test]
fn every_unit_fits_the_kernels_stack() {
    let (module, _) = module();
    let stack = constant(&module, "STACK") as usize;
    for n in 4..=20 {
        for u in &plan(n).unwrap().units {
            assert!(Prepared::new(u).levels.len() <= n - 2, "{u:?}");
        }
    }
    for n in 4..=crate::count::MAX_COUNT_N {
        let levels = n - 2;
        assert!(
            levels.saturating_sub(3 + prefix_depth(prefix_rows(n), levels)) <= stack,
            "N = {n}"
        );
    }
    assert_eq!(prefix_depth(prefix_rows(28), 26), 8);
    assert_eq!(prefix_depth(prefix_rows(12), 10), 0);
    assert_eq!(prefix_depth(prefix_rows(15), 1), 1);
}

/// The prefix depth grows with N up to N = 27 and fits the prefix's words: five bits a column
/// (every column of N = 28 below 32), six columns a word; the shader's constants are the core's.
#[test]
fn prefixes_deepen_with_n_and_fit_their_words() {
    let (module, _) = module();
    assert_eq!(
        constant(&module, "MAX_PREFIX_DEPTH") as usize,
        MAX_PREFIX_DEPTH
    );
    assert_eq!(constant(&module, "PREFIX_WORDS") as usize, PREFIX_WORDS);
    const { assert!(MAX_PREFIX_DEPTH <= 6 * PREFIX_WORDS) };
    const { assert!(crate::count::MAX_COUNT_N <= 32) };
    let rows: Vec<usize> = (16..=27).map(prefix_rows).collect();
    assert_eq!(rows, [2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
    assert!((4..=crate::count::MAX_COUNT_N).all(|n| prefix_rows(n) <= MAX_PREFIX_DEPTH));
    // A host asking for more than the kernel holds gets the most it holds.
    assert_eq!(prefix_depth(12, 20), MAX_PREFIX_DEPTH);
}

/// A unit's tally from its free rows' completions (here the recursion's) is the CPU kernels'
/// tally, for every unit, the symmetric constellations included.
#[test]
fn a_tally_from_completions_is_the_cpus() {
    for n in 1..=12 {
        for u in &plan(n).unwrap().units {
            let (raw, nodes) = count_recursive(&Prepared::new(u).levels);
            assert_eq!(
                tally(n, u, raw, nodes).unwrap(),
                count_unit_with(n, u, Kernel::Scalar).unwrap(),
                "{u:?}"
            );
        }
    }
    let u = &plan(8).unwrap().units[0];
    assert_eq!(tally(9, u, 1, 1).unwrap_err().kind(), "invalid-unit");
}

#[test]
fn borders_are_the_units_border_words() {
    let p = plan(10).unwrap();
    let b = borders(&p, &[0, 5]).unwrap();
    assert_eq!(b, [p.units[0].to_words()[1], p.units[5].to_words()[1]]);
    assert_eq!(
        borders(&p, &[p.units.len()]).unwrap_err().kind(),
        "invalid-unit"
    );
    let split = crate::count::plan_split(10, 1).unwrap();
    let mut with_extra = p.clone();
    with_extra.units[0] = split.units[0].clone();
    assert_eq!(
        borders(&with_extra, &[0]).unwrap_err().kind(),
        "invalid-unit"
    );
}

fn info(prefixes: u32, prefix_nodes: u64) -> UnitInfo {
    UnitInfo {
        levels: 10,
        depth: 2,
        symmetric: false,
        prefixes,
        prefix_nodes,
    }
}

#[test]
fn units_are_cut_into_tasks_and_summed_in_64_bits() {
    let words = [9, 2, 1, 600, 7, 1, 0, 0];
    assert_eq!(
        UnitInfo::read(&words),
        [UnitInfo {
            levels: 9,
            depth: 2,
            symmetric: true,
            prefixes: 600,
            prefix_nodes: 7 | 1 << 32
        }]
    );
    let infos = [info(600, 10), info(0, 3), info(5, 1), info(256, 0)];
    // The third unit is left to the CPU.
    let t = tasks(&infos, |slot| slot != 2);
    assert_eq!(t.offsets, [0, 600, 600, 600]);
    assert_eq!(t.prefixes, 856);
    assert_eq!(
        t.words,
        [0, 0, 256, 0, 0, 256, 256, 0, 0, 512, 88, 0, 3, 600, 256, 0]
    );
    assert_eq!(t.len(), 4);
    let mut sums = Sums::new(&infos, &t);
    assert_eq!(sums.complete_at_start(|slot| slot != 2), [1]);
    assert_eq!(sums.of(1), (0, 3));
    // Completions past 2^32 in one task, nodes carried across tasks.
    let found = [5, 1, u32::MAX, 0, 1, 0, 1, 0];
    assert_eq!(sums.add(0, &found), Vec::<usize>::new());
    assert_eq!(sums.add(2, &[2, 0, 3, 0, 4, 0, 4, 0]), [0, 3]);
    assert_eq!(
        sums.of(0),
        ((1 << 32) + 8, 10 + u64::from(u32::MAX) + 1 + 3)
    );
    assert_eq!(sums.of(3), (4, 4));
}

#[test]
fn dispatches_are_scaled_towards_their_time() {
    assert_eq!(next_dispatch(100, DISPATCH_SECONDS), 100);
    assert_eq!(next_dispatch(100, DISPATCH_SECONDS * 2.0), 50);
    assert_eq!(next_dispatch(100, 0.0), 400);
    assert_eq!(next_dispatch(100, 1e-9), 400);
    assert_eq!(next_dispatch(60_000, 0.001), MAX_WORKGROUPS);
    assert_eq!(next_dispatch(1, 100.0), 1);
}
