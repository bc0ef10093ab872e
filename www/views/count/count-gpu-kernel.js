// Generated from the core's GPU kernel (crates/nqueens-core/src/count/gpu.rs) by `cargo xtask
// codegen`. Do not edit: change the core and rerun.

/** Invocations in a workgroup (the shader's `WORKGROUP`; count::gpu::WORKGROUP). */
export const WORKGROUP = 64;
/** Prefixes a task holds at most (the shader's `TASK_PREFIXES`). */
export const TASK_PREFIXES = 256;
/** Tasks in the first `count` dispatch, before the device's speed is known. */
export const FIRST_DISPATCH = 64;
/** Units prepared together: their `info` is read back at once. */
export const PREPARE_UNITS = 1024;
/** Prefixes one batch's buffer holds at most (less where the device allows less). */
export const MAX_PREFIXES = 16777216;
/** Words a prefix takes in the `prefixes` buffer (five bits a column, six columns a word). */
export const PREFIX_WORDS = 2;
/** Free rows pre-placed in the prefixes, by N (count::gpu::prefix_rows): `params.depth` of
 * the `prepare` pass. */
export const PREFIX_ROWS = Object.freeze([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]);
/** Words of a unit's info in the `info` buffer: free rows, pre-placed rows, symmetric (0 or
 * 1), prefixes, and the prefixes' nodes, low half first. */
export const INFO_WORDS = 8;
/** Words of a task in the `tasks` buffer: unit (in the batch), first prefix, prefixes, 0. */
export const TASK_WORDS = 4;
/** Words of a task's result in the `found` buffer: completions and nodes, low half first. */
export const FOUND_WORDS = 4;
/** Bytes of the uniform `params`: N, the first unit or task of the dispatch, how many, and
 * the prefix depth for `prepare`. */
export const PARAMS_BYTES = 16;
/** The kernel's entry points. */
export const ENTRY_POINTS = Object.freeze({ prepare: "prepare", expand: "expand", count: "count" });
/**
 * The bind group's layout (group 0, one for every entry point), as WebGPU names each
 * buffer's type: params, borders, info, offsets, prefixes, tasks, found.
 * @type {readonly GPUBufferBindingType[]}
 */
export const BINDINGS = Object.freeze(["uniform", "read-only-storage", "storage", "read-only-storage", "storage", "read-only-storage", "storage"]);
