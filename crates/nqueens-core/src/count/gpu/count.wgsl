// The counting kernel on a GPU: one WGSL module for the browser's WebGPU (www/views/count/count-gpu.js) and,
// through the wgpu crate, Vulkan, Metal and DX12 (crates/nqueens-gpu). Written for WebGPU's
// default limits and its portable core: 32-bit integers only, no subgroups, 64 invocations a
// workgroup, at most 16 KiB of workgroup memory.
//
// What it counts: the completions of the plan's units (count::plan, the same units and ids as
// the CPU kernels). A unit is its four border queens; the free rows are searched in the unit's
// orientation. The host (count::gpu in the core, and its mirror in the page) runs three passes
// over a batch of units:
//
//   prepare  one invocation a unit: its free rows, whether it is symmetric under the half turn
//            (such units need the host's extra count for Burnside's lemma), how deep its rows
//            are pre-placed for the GPU (the host's `params.depth`, the core's prefix_rows, or
//            all its rows when it has fewer) and how many prefixes that gives, and the search
//            nodes of those prefixes;
//   expand   one invocation a unit: writes its prefixes (the columns of its first free rows,
//            five bits each, six a word, PREFIX_WORDS words a prefix) from the offset the host
//            gave it, unless the host zeroed the unit's prefix count in `info` (a unit it
//            counts elsewhere);
//   count    one workgroup a task (up to TASK_PREFIXES prefixes of one unit): the workgroup
//            shares the unit's rows, each invocation searches every WORKGROUP-th prefix to
//            the end, and the workgroup writes the task's completions and nodes as two 64-bit numbers in
//            32-bit halves; the host sums them in 64 bits.
//
// The search keeps, per invocation, three words a row on a stack in workgroup memory: the
// row's untried squares with the square being tried as its lowest bit (the columns taken are
// undone from it) and the row's two diagonal masks (shifting them back would lose the bits
// shifted out past either end of the word). The words are laid out with the lanes innermost
// (word `(3 * row + field) * WORKGROUP + lane`), so the 32 lanes of a warp touch 32
// consecutive words, one per bank, whatever rows they are on. The last two rows are finished
// without a loop: the second-to-last row has at most two free squares (every other column is
// taken), and its nodes are a population count.

const WORKGROUP: u32 = 64u;
/// Rows a search may have on its stack: the free rows below a prefix less the last three
/// (the deepest row taken a square at a time, then the two finished without the stack): 17
/// at N = 28 with prefixes of 6 (the core's rule gives 8 there), whose units have at most 26
/// free rows.
const STACK: u32 = 17u;
/// Prefixes a task holds at most.
const TASK_PREFIXES: u32 = 256u;
/// Free rows pre-placed in a prefix at most (count::gpu::MAX_PREFIX_DEPTH).
const MAX_PREFIX_DEPTH: u32 = 8u;
/// Words a prefix takes: five bits a column, six columns a word (count::gpu::PREFIX_WORDS).
const PREFIX_WORDS: u32 = 2u;

struct Params {
    n: u32,
    // prepare and expand: the first unit of this dispatch in the batch; count: the first task.
    first: u32,
    // How many units (prepare, expand) or tasks (count) this dispatch has.
    count: u32,
    // prepare: free rows to pre-place in a unit's prefixes (count::gpu::prefix_rows for N).
    depth: u32,
}

struct Info {
    levels: u32,
    depth: u32,
    symmetric: u32,
    prefixes: u32,
    nodes_lo: u32,
    nodes_hi: u32,
    pad0: u32,
    pad1: u32,
}

struct Task {
    unit: u32,
    first: u32,
    count: u32,
    pad: u32,
}

struct Found {
    raw_lo: u32,
    raw_hi: u32,
    nodes_lo: u32,
    nodes_hi: u32,
}

@group(0) @binding(0) var<uniform> params: Params;
// One word a unit of the batch: its border queens as bytes (Unit::to_words()[1]).
@group(0) @binding(1) var<storage, read> borders: array<u32>;
@group(0) @binding(2) var<storage, read_write> info: array<Info>;
// expand: where each unit's prefixes begin in `prefixes`.
@group(0) @binding(3) var<storage, read> offsets: array<u32>;
@group(0) @binding(4) var<storage, read_write> prefixes: array<u32>;
@group(0) @binding(5) var<storage, read> tasks: array<Task>;
@group(0) @binding(6) var<storage, read_write> found: array<Found>;

/// Free rows of a unit in search order: squares attacked by no border queen, and the rows
/// from each free row to the next.
struct Rows {
    allowed: array<u32, 32>,
    shift: array<u32, 32>,
    len: u32,
}

fn blocks(n: u32, row: u32, qr: u32, qc: u32) -> u32 {
    let d = select(qr - row, row - qr, row >= qr);
    var b = 1u << qc;
    if qc + d < n {
        b |= 1u << (qc + d);
    }
    if qc >= d {
        b |= 1u << (qc - d);
    }
    return b;
}

/// The unit's free rows, as count::prepared builds them on the CPU.
fn rows_of(n: u32, border: u32) -> Rows {
    var r: Rows;
    let m = n - 1u;
    let top = border & 0xffu;
    let bottom = (border >> 8u) & 0xffu;
    let left = (border >> 16u) & 0xffu;
    let right = border >> 24u;
    let mask = 0xffffffffu >> (32u - n);
    var len = 0u;
    var last = 0u;
    for (var row = 0u; row < n; row++) {
        if row == 0u || row == m || row == left || row == right {
            continue;
        }
        let blocked = blocks(n, row, 0u, top) | blocks(n, row, m, bottom)
            | blocks(n, row, left, 0u) | blocks(n, row, right, m);
        r.allowed[len] = mask & ~blocked;
        r.shift[len] = 0u;
        if len > 0u {
            r.shift[len - 1u] = row - last;
        }
        last = row;
        len++;
    }
    r.len = len;
    return r;
}

/// Whether the half turn maps the border queens onto themselves (the only symmetry a
/// constellation can have, with the quarter turns that imply it; see count::symmetric).
fn half_turn_symmetric(n: u32, border: u32) -> bool {
    let m = n - 1u;
    var qr = array<u32, 4>(0u, m, (border >> 16u) & 0xffu, border >> 24u);
    var qc = array<u32, 4>(border & 0xffu, (border >> 8u) & 0xffu, 0u, m);
    for (var i = 0u; i < 4u; i++) {
        var hit = false;
        for (var j = 0u; j < 4u; j++) {
            hit = hit || (qr[j] == m - qr[i] && qc[j] == m - qc[i]);
        }
        if !hit {
            return false;
        }
    }
    return true;
}

/// Free rows pre-placed in a unit's prefixes: as many as the host asks (the core's rule by N),
/// all of them in a unit with fewer (count::gpu::prefix_depth says the same).
fn prefix_depth(rows: u32, levels: u32) -> u32 {
    return min(min(rows, MAX_PREFIX_DEPTH), levels);
}

fn add64(lo: ptr<function, u32>, hi: ptr<function, u32>, x: u32) {
    let s = *lo + x;
    *hi += select(0u, 1u, s < x);
    *lo = s;
}

/// `t` (completions and nodes, each as low and high halves) plus the 64-bit numbers
/// `(a.x, a.y)` and `(a.z, a.w)`.
fn plus(t: vec4<u32>, a: vec4<u32>) -> vec4<u32> {
    let raw = t.x + a.x;
    let nodes = t.z + a.z;
    return vec4<u32>(raw, t.y + a.y + select(0u, 1u, raw < a.x), nodes, t.w + a.w + select(0u, 1u, nodes < a.z));
}

/// Walks the unit's prefix tree to `depth` free rows: counts the prefixes and their nodes
/// (prepare), or writes each prefix from `out` on (expand, `write`).
fn walk_prefixes(r: ptr<function, Rows>, depth: u32, write: bool, out: u32, unit: u32) {
    var count = 0u;
    var nodes_lo = 0u;
    var nodes_hi = 0u;
    if depth == 0u {
        count = 1u;
        if write {
            prefixes[PREFIX_WORDS * out] = 0u;
            prefixes[PREFIX_WORDS * out + 1u] = 0u;
        }
    } else {
        var stack: array<vec3<u32>, 8>;
        var k = 0u;
        var cols = 0u;
        var ld = 0u;
        var rd = 0u;
        var path = vec2<u32>(0u);
        var free = (*r).allowed[0];
        loop {
            if free == 0u {
                if k == 0u {
                    break;
                }
                k -= 1u;
                let x = stack[k];
                let b = x.x & (0u - x.x);
                free = x.x ^ b;
                cols ^= b;
                ld = x.y;
                rd = x.z;
                continue;
            }
            let b = free & (0u - free);
            add64(&nodes_lo, &nodes_hi, 1u);
            let shift = 5u * (k % 6u);
            let column = countTrailingZeros(b) << shift;
            if k < 6u {
                path.x = (path.x & ~(31u << shift)) | column;
            } else {
                path.y = (path.y & ~(31u << shift)) | column;
            }
            if k + 1u == depth {
                free ^= b;
                if write {
                    prefixes[PREFIX_WORDS * (out + count)] = path.x;
                    prefixes[PREFIX_WORDS * (out + count) + 1u] = path.y;
                }
                count++;
                continue;
            }
            let s = (*r).shift[k];
            stack[k] = vec3<u32>(free, ld, rd);
            cols |= b;
            ld = (ld | b) << s;
            rd = (rd | b) >> s;
            k++;
            free = (*r).allowed[k] & ~(cols | ld | rd);
        }
    }
    if !write {
        info[unit].prefixes = count;
        info[unit].nodes_lo = nodes_lo;
        info[unit].nodes_hi = nodes_hi;
    }
}

@compute @workgroup_size(64)
fn prepare(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x >= params.count {
        return;
    }
    let unit = params.first + id.x;
    let n = params.n;
    let border = borders[unit];
    var r = rows_of(n, border);
    let depth = prefix_depth(params.depth, r.len);
    info[unit].levels = r.len;
    info[unit].depth = depth;
    info[unit].symmetric = select(0u, 1u, half_turn_symmetric(n, border));
    walk_prefixes(&r, depth, false, 0u, unit);
}

@compute @workgroup_size(64)
fn expand(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x >= params.count {
        return;
    }
    let unit = params.first + id.x;
    // A unit the host counts elsewhere has its prefix count zeroed (the page's symmetric ones).
    if info[unit].prefixes == 0u {
        return;
    }
    var r = rows_of(params.n, borders[unit]);
    walk_prefixes(&r, info[unit].depth, true, offsets[unit], unit);
}

// The count pass's workgroup memory: the task's unit's rows (read by every lane: one address
// at a time, or distinct rows in distinct banks), the stacks, and the lanes' sums.
var<workgroup> w_allowed: array<u32, 32>;
var<workgroup> w_shift: array<u32, 32>;
var<workgroup> w_len: u32;
var<workgroup> w_depth: u32;
var<workgroup> w_stack: array<u32, 3264>; // 3 * STACK * WORKGROUP
var<workgroup> w_sum: array<vec4<u32>, 64>; // WORKGROUP

/// Completions and nodes below the second-to-last free row, placed with the masks given (at
/// most two free squares there; each is a completion when the last row keeps a square).
fn last_two(cols: u32, ld: u32, rd: u32) -> vec2<u32> {
    let len = w_len;
    let a2 = w_allowed[len - 2u];
    let s = w_shift[len - 2u];
    let f2 = a2 & ~(cols | ld | rd);
    let last = w_allowed[len - 1u] & ~(cols | (ld << s) | (rd >> s));
    let b1 = f2 & (0u - f2);
    let b2 = f2 ^ b1;
    let h1 = select(0u, last & ~(b1 | (b1 << s) | (b1 >> s)), b1 != 0u);
    let h2 = select(0u, last & ~(b2 | (b2 << s) | (b2 >> s)), b2 != 0u);
    // h1 and h2 lie in different columns (each is the column the other square leaves).
    let raw = countOneBits(h1 | h2);
    return vec2<u32>(raw, countOneBits(f2) + raw);
}

/// Completions and nodes of one prefix: the free rows from `start` on, searched depth first
/// with the untried squares and diagonals of each row on the lane's stack.
fn search(lane: u32, start: u32, cols0: u32, ld0: u32, rd0: u32) -> vec4<u32> {
    let len = w_len;
    if start + 2u >= len {
        if start == len {
            return vec4<u32>(1u, 0u, 0u, 0u);
        }
        if start + 1u == len {
            let f = select(0u, 1u, (w_allowed[start] & ~(cols0 | ld0 | rd0)) != 0u);
            return vec4<u32>(f, 0u, f, 0u);
        }
        let f = last_two(cols0, ld0, rd0);
        return vec4<u32>(f.x, 0u, f.y, 0u);
    }
    var total = vec4<u32>(0u);
    let top = len - 3u;
    var cols = cols0;
    var ld = ld0;
    var rd = rd0;
    var free = w_allowed[start] & ~(cols | ld | rd);
    var k = start;
    var raw = 0u;
    var nodes = 0u;
    loop {
        // Nodes grow by at most 3 a step: fold them into 64 bits long before they wrap.
        if nodes >= 0x40000000u {
            total = plus(total, vec4<u32>(raw, 0u, nodes, 0u));
            raw = 0u;
            nodes = 0u;
        }
        if free == 0u {
            if k == start {
                break;
            }
            k -= 1u;
            let at = 3u * (k - start) * WORKGROUP + lane;
            let x = w_stack[at];
            let b = x & (0u - x);
            free = x ^ b;
            cols ^= b;
            ld = w_stack[at + WORKGROUP];
            rd = w_stack[at + 2u * WORKGROUP];
            continue;
        }
        let b = free & (0u - free);
        nodes += 1u;
        let s = w_shift[k];
        let nc = cols | b;
        let nl = (ld | b) << s;
        let nr = (rd | b) >> s;
        if k == top {
            free ^= b;
            let f = last_two(nc, nl, nr);
            raw += f.x;
            nodes += f.y;
            continue;
        }
        let nf = w_allowed[k + 1u] & ~(nc | nl | nr);
        if nf == 0u {
            free ^= b;
            continue;
        }
        let at = 3u * (k - start) * WORKGROUP + lane;
        w_stack[at] = free;
        w_stack[at + WORKGROUP] = ld;
        w_stack[at + 2u * WORKGROUP] = rd;
        k++;
        cols = nc;
        ld = nl;
        rd = nr;
        free = nf;
    }
    return plus(total, vec4<u32>(raw, 0u, nodes, 0u));
}

@compute @workgroup_size(64)
fn count(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lane: u32) {
    let index = params.first + wid.x;
    if wid.x >= params.count {
        return;
    }
    let task = tasks[index];
    if lane == 0u {
        var r = rows_of(params.n, borders[task.unit]);
        for (var i = 0u; i < 32u; i++) {
            w_allowed[i] = r.allowed[i];
            w_shift[i] = r.shift[i];
        }
        w_len = r.len;
        w_depth = info[task.unit].depth;
    }
    workgroupBarrier();
    let depth = w_depth;
    var total = vec4<u32>(0u);
    // Each invocation takes every WORKGROUP-th prefix of the task. (Handing the prefixes out
    // one at a time from a workgroup atomic counter, dynamic fetching, would balance the lanes,
    // but Mesa's lavapipe 22.3 miscounts N = 16 with it: tried again for issue 41, the
    // optimised tests' N = 16 failed. A counter in a storage buffer is the next thing to try.)
    for (var i = lane; i < task.count; i += WORKGROUP) {
        let at = PREFIX_WORDS * (task.first + i);
        let p = vec2<u32>(prefixes[at], prefixes[at + 1u]);
        var cols = 0u;
        var ld = 0u;
        var rd = 0u;
        for (var k = 0u; k < depth; k++) {
            let word = select(p.y, p.x, k < 6u);
            let b = 1u << ((word >> (5u * (k % 6u))) & 31u);
            let s = w_shift[k];
            cols |= b;
            ld = (ld | b) << s;
            rd = (rd | b) >> s;
        }
        total = plus(total, search(lane, depth, cols, ld, rd));
    }
    w_sum[lane] = total;
    workgroupBarrier();
    if lane == 0u {
        var t = vec4<u32>(0u);
        for (var i = 0u; i < WORKGROUP; i++) {
            t = plus(t, w_sum[i]);
        }
        found[index] = Found(t.x, t.y, t.z, t.w);
    }
}
