//! `www/views/count/count-gpu-kernel.js`: the numbers the page's GPU host (`www/views/count/count-gpu.js`)
//! needs of the core's kernel (`nqueens_core::count::gpu`), written from the core's own
//! constants, so the page and the native counter (`crates/nqueens-gpu`) drive the WGSL with the
//! same ones. The pacing formula and the ledger's lines are not numbers: the page calls the
//! core for them through the wasm (`gpuNextDispatch`, `gpuRecords`).

use std::fmt::Write as _;

use nqueens_core::count::gpu::{self, Binding};

fn constant(out: &mut String, doc: &str, name: &str, value: impl std::fmt::Display) {
    writeln!(out, "/** {doc} */\nexport const {name} = {value};").expect("writing to a String");
}

pub fn kernel_js() -> String {
    let mut out = String::from(
        "// Generated from the core's GPU kernel (crates/nqueens-core/src/count/gpu.rs) by `cargo xtask\n// codegen`. Do not edit: change the core and rerun.\n\n",
    );
    constant(
        &mut out,
        "Invocations in a workgroup (the shader's `WORKGROUP`; count::gpu::WORKGROUP).",
        "WORKGROUP",
        gpu::WORKGROUP,
    );
    constant(
        &mut out,
        "Prefixes a task holds at most (the shader's `TASK_PREFIXES`).",
        "TASK_PREFIXES",
        gpu::TASK_PREFIXES,
    );
    constant(
        &mut out,
        "Tasks in the first `count` dispatch, before the device's speed is known.",
        "FIRST_DISPATCH",
        gpu::FIRST_DISPATCH,
    );
    constant(
        &mut out,
        "Units prepared together: their `info` is read back at once.",
        "PREPARE_UNITS",
        gpu::PREPARE_UNITS,
    );
    constant(
        &mut out,
        "Prefixes one batch's buffer holds at most (less where the device allows less).",
        "MAX_PREFIXES",
        gpu::MAX_PREFIXES,
    );
    constant(
        &mut out,
        "Words a prefix takes in the `prefixes` buffer (five bits a column, six columns a word).",
        "PREFIX_WORDS",
        gpu::PREFIX_WORDS,
    );
    let rows: Vec<String> = (0..=nqueens_core::count::MAX_COUNT_N)
        .map(|n| gpu::prefix_rows(n).to_string())
        .collect();
    writeln!(
        out,
        "/** Free rows pre-placed in the prefixes, by N (count::gpu::prefix_rows): `params.depth` of\n * the `prepare` pass. */\nexport const PREFIX_ROWS = Object.freeze([{}]);",
        rows.join(", ")
    )
    .expect("writing to a String");
    constant(
        &mut out,
        "Words of a unit's info in the `info` buffer: free rows, pre-placed rows, symmetric (0 or\n * 1), prefixes, and the prefixes' nodes, low half first.",
        "INFO_WORDS",
        gpu::INFO_WORDS,
    );
    constant(
        &mut out,
        "Words of a task in the `tasks` buffer: unit (in the batch), first prefix, prefixes, 0.",
        "TASK_WORDS",
        gpu::TASK_WORDS,
    );
    constant(
        &mut out,
        "Words of a task's result in the `found` buffer: completions and nodes, low half first.",
        "FOUND_WORDS",
        gpu::FOUND_WORDS,
    );
    constant(
        &mut out,
        "Bytes of the uniform `params`: N, the first unit or task of the dispatch, how many, and\n * the prefix depth for `prepare`.",
        "PARAMS_BYTES",
        gpu::PARAMS_BYTES,
    );
    writeln!(
        out,
        "/** The kernel's entry points. */\nexport const ENTRY_POINTS = Object.freeze({{ prepare: \"{}\", expand: \"{}\", count: \"{}\" }});",
        gpu::PREPARE,
        gpu::EXPAND,
        gpu::COUNT
    )
    .expect("writing to a String");
    let bindings: Vec<String> = gpu::BINDINGS
        .iter()
        .map(|binding| {
            format!(
                "\"{}\"",
                match binding {
                    Binding::Uniform => "uniform",
                    Binding::ReadOnly => "read-only-storage",
                    Binding::ReadWrite => "storage",
                }
            )
        })
        .collect();
    writeln!(
        out,
        "/**\n * The bind group's layout (group 0, one for every entry point), as WebGPU names each\n * buffer's type: params, borders, info, offsets, prefixes, tasks, found.\n * @type {{readonly GPUBufferBindingType[]}}\n */\nexport const BINDINGS = Object.freeze([{}]);",
        bindings.join(", ")
    )
    .expect("writing to a String");
    out
}
