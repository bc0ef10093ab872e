// The Count view's GPU: the core's WGSL kernel (crates/nqueens-core/src/count/gpu/count.wgsl,
// copied beside this file as count.wgsl) through the browser's WebGPU. Loaded only when a count
// may use it, so no other view or element fetches it.
//
// The host's few steps mirror the core's `count::gpu` (tasks, Sums, next_dispatch), which the
// native counter (crates/nqueens-gpu) runs: a batch of units goes to the `prepare` pass (how
// each unit is split), its prefixes are cut into tasks of at most TASK_PREFIXES (read from the
// shader's source, so the two cannot differ), `expand` writes them, and `count` runs in
// dispatches sized to take about DISPATCH_SECONDS each (a browser's GPU watchdog and Windows'
// two-second TDR end longer ones), each unit recorded as its last task comes back. Units whose
// constellation the half turn maps onto itself need a second small count for Burnside's lemma,
// which only the core has: they are handed back to the workers.

/** Seconds a `count` dispatch should take (the core's count::gpu::DISPATCH_SECONDS). */
const DISPATCH_SECONDS = 0.15;
/** Tasks in the first dispatch, before the device's speed is known (FIRST_DISPATCH). */
const FIRST_DISPATCH = 64;
/** Workgroups a dispatch may have in one dimension (WebGPU's default limit). */
const MAX_WORKGROUPS = 65535;
/** Units prepared together (crates/nqueens-gpu's PREPARE_UNITS). */
const PREPARE_UNITS = 1024;
/** Prefixes one batch's buffer holds at most (128 MiB of words). */
const MAX_PREFIXES = 2 ** 25;
const INFO_WORDS = 8;
const TASK_WORDS = 4;
const FOUND_WORDS = 4;

/** Names software adapters give themselves: they count right, but slower than the workers. */
const SOFTWARE = /swiftshader|llvmpipe|lavapipe|softpipe|basic render|software/i;

/**
 * The browser's WebGPU adapter, if any: its name in words and whether it is a software one
 * (SwiftShader, llvmpipe), which the view uses only when `?kernel=webgpu` asks for it.
 * @returns {Promise<{ adapter: GPUAdapter, name: string, software: boolean } | null>}
 */
export async function findAdapter() {
  const gpu = globalThis.navigator?.gpu;
  if (!gpu) return null;
  let adapter = null;
  try {
    adapter = await gpu.requestAdapter({ powerPreference: "high-performance" });
  } catch {
    return null;
  }
  if (!adapter) return null;
  const info = /** @type {GPUAdapterInfo & { isFallbackAdapter?: boolean }} */ (adapter.info);
  const words = [info.vendor, info.architecture, info.device, info.description].filter(Boolean);
  const name = info.description || words.join(" ") || "an unnamed adapter";
  const software = Boolean(info.isFallbackAdapter) || SOFTWARE.test(words.join(" "));
  return { adapter, name: words.length && !info.description ? words.map(capitalised).join(" ") : capitalised(name), software };
}

const capitalised = (text) => text.replace(/^[a-z]/, (c) => c.toUpperCase());

/** A `const NAME: u32 = 123u;` of the shader. */
function shaderConstant(source, name) {
  const found = new RegExp(`const ${name}: u32 = (\\d+)u;`).exec(source);
  if (!found) throw new Error(`the GPU kernel has no ${name}`);
  return Number(found[1]);
}

/** The error a count throws when the device is lost: the view finishes on its workers. */
export class DeviceLost extends Error {
  constructor(reason) {
    super(`the GPU was lost (${reason || "no reason given"})`);
    this.name = "DeviceLost";
  }
}

/** A ledger line for a unit, as the core's `Record::lines` writes it. */
const line = (unit, solutions, fundamental, nodes) =>
  `{"unit":${unit},"solutions":${solutions},"fundamental":${fundamental},"nodes":${nodes}}\n`;

const u64 = (lo, hi) => BigInt(lo) + (BigInt(hi) << 32n);

export class GpuCounter {
  /**
   * Opens a device on `adapter` and compiles the kernel.
   * @param {GPUAdapter} adapter
   */
  static async open(adapter) {
    const source = await (await fetch(new URL("./count.wgsl", import.meta.url))).text();
    const device = await adapter.requestDevice({
      requiredLimits: { maxStorageBufferBindingSize: adapter.limits.maxStorageBufferBindingSize },
    });
    const counter = new GpuCounter(device, source);
    await counter.compile();
    return counter;
  }

  /** @param {GPUDevice} device @param {string} source */
  constructor(device, source) {
    this.device = device;
    this.source = source;
    this.workgroup = shaderConstant(source, "WORKGROUP");
    this.taskPrefixes = shaderConstant(source, "TASK_PREFIXES");
    this.dispatch = FIRST_DISPATCH;
    /** @type {GPUBindGroupLayout} */
    this.layout = null;
    /** @type {GPUComputePipeline} the kernel's passes, once compiled */
    this.prepare = null;
    /** @type {GPUComputePipeline} */
    this.expand = null;
    /** @type {GPUComputePipeline} */
    this.count = null;
    this.lostReason = "";
    this.lost = device.lost.then((info) => {
      this.lostReason = info.message || info.reason || "lost";
    });
  }

  async compile() {
    const device = this.device;
    const module = device.createShaderModule({ label: "nqueens count", code: this.source });
    const messages = (await module.getCompilationInfo()).messages.filter((m) => m.type === "error");
    if (messages.length) throw new Error(`the GPU kernel did not compile: ${messages[0].message}`);
    // One layout for the three passes (the core's BINDINGS): params, borders, info, offsets,
    // prefixes, tasks, found.
    /** @type {GPUBufferBindingType[]} */
    const kinds = ["uniform", "read-only-storage", "storage", "read-only-storage", "storage", "read-only-storage", "storage"];
    this.layout = device.createBindGroupLayout({
      entries: kinds.map((type, binding) => ({ binding, visibility: GPUShaderStage.COMPUTE, buffer: { type } })),
    });
    const layout = device.createPipelineLayout({ bindGroupLayouts: [this.layout] });
    const pipeline = (entryPoint) => device.createComputePipelineAsync({ layout, compute: { module, entryPoint } });
    [this.prepare, this.expand, this.count] = await Promise.all(["prepare", "expand", "count"].map(pipeline));
  }

  /** Gives the device back; a count under way stops at its next dispatch. */
  destroy() {
    this.device.destroy();
  }

  /** The bind group over one batch's buffers (each at least 16 bytes). */
  buffers({ borders, info, offsets = [], prefixes = 0, tasks = [], found = 0 }) {
    const device = this.device;
    const usage = GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
    const make = (words, size = words.length) => {
      const buffer = device.createBuffer({ size: 4 * Math.max(4, size), usage });
      if (words.length) device.queue.writeBuffer(buffer, 0, Uint32Array.from(words));
      return buffer;
    };
    const params = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
    const list = [params, make(borders), make(info), make(offsets), make([], prefixes), make(tasks), make([], found)];
    const bind = device.createBindGroup({
      layout: this.layout,
      entries: list.map((buffer, binding) => ({ binding, resource: { buffer } })),
    });
    const set = (n, first, count) => device.queue.writeBuffer(params, 0, Uint32Array.of(n, first, count, 0));
    return { bind, set, info: list[2], found: list[6], all: list };
  }

  /** Runs `pipeline` over `groups` workgroups; reads `bytes` of `from` (from `offset`) back. */
  async passAndRead(b, pipeline, groups, from, offset, bytes) {
    const device = this.device;
    const readback = device.createBuffer({ size: bytes, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
    const encoder = device.createCommandEncoder();
    this.pass(encoder, b, pipeline, groups);
    encoder.copyBufferToBuffer(from, offset, readback, 0, bytes);
    device.queue.submit([encoder.finish()]);
    try {
      await readback.mapAsync(GPUMapMode.READ);
    } catch (error) {
      throw new DeviceLost(this.lostReason || error.message);
    }
    const words = new Uint32Array(readback.getMappedRange().slice(0));
    readback.destroy();
    return words;
  }

  pass(encoder, b, pipeline, groups) {
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, b.bind);
    pass.dispatchWorkgroups(groups);
    pass.end();
  }

  /**
   * Counts units `ids` of the plan for `n`. `onUnits(records, nodes, ids)` receives each
   * dispatch's finished units as ledger lines; `onSymmetric(ids)` the units left to the
   * workers; `cancelled()` is asked between dispatches. Throws DeviceLost when the device
   * goes: what was handed to onUnits is counted, the rest is not.
   * @param {{ n: number, plan: { words: Uint32Array, offsets: Uint32Array }, ids: number[],
   *   onUnits: (records: string, nodes: number, ids: number[]) => void,
   *   onSymmetric: (ids: number[]) => void, cancelled: () => boolean }} job
   */
  async run({ n, plan, ids, onUnits, onSymmetric, cancelled }) {
    for (let at = 0; at < ids.length && !cancelled(); at += PREPARE_UNITS) {
      const chunk = ids.slice(at, at + PREPARE_UNITS);
      const borders = chunk.map((id) => plan.words[plan.offsets[id] + 1]);
      const b = this.buffers({ borders, info: new Array(chunk.length * INFO_WORDS).fill(0) });
      b.set(n, 0, chunk.length);
      const info = await this.passAndRead(b, this.prepare, Math.ceil(chunk.length / this.workgroup), b.info, 0, chunk.length * INFO_WORDS * 4);
      b.all.forEach((buffer) => buffer.destroy());
      const symmetric = chunk.filter((_, slot) => info[slot * INFO_WORDS + 2] !== 0);
      if (symmetric.length) onSymmetric(symmetric);
      const cap = Math.min(MAX_PREFIXES, this.device.limits.maxStorageBufferBindingSize / 4);
      let start = 0;
      while (start < chunk.length && !cancelled()) {
        let end = start;
        let prefixes = 0;
        while (end < chunk.length && (end === start || prefixes + info[end * INFO_WORDS + 3] <= cap)) {
          prefixes += info[end * INFO_WORDS + 3];
          end++;
        }
        await this.batch(n, chunk.slice(start, end), borders.slice(start, end), info.slice(start * INFO_WORDS, end * INFO_WORDS), onUnits, cancelled);
        start = end;
      }
    }
  }

  /** Expands and counts one batch (count::gpu::tasks and Sums, for the units not symmetric). */
  async batch(n, ids, borders, info, onUnits, cancelled) {
    const take = (slot) => info[slot * INFO_WORDS + 2] === 0;
    const offsets = [];
    const tasks = [];
    const left = new Array(ids.length).fill(0);
    const raw = new Array(ids.length).fill(0n);
    const nodes = ids.map((_, slot) => u64(info[slot * INFO_WORDS + 4], info[slot * INFO_WORDS + 5]));
    let prefixes = 0;
    ids.forEach((_, slot) => {
      offsets.push(prefixes);
      if (!take(slot)) return;
      const count = info[slot * INFO_WORDS + 3];
      for (let first = 0; first < count; first += this.taskPrefixes) {
        tasks.push(slot, prefixes + first, Math.min(this.taskPrefixes, count - first), 0);
        left[slot]++;
      }
      prefixes += count;
    });
    const finish = (slots) => {
      if (!slots.length) return;
      let text = "";
      let found = 0;
      for (const slot of slots) {
        // A constellation no symmetry maps onto itself stands for eight (count::tally).
        text += line(ids[slot], 8n * raw[slot], raw[slot], nodes[slot]);
        found += Number(nodes[slot]);
      }
      onUnits(text, found, slots.map((slot) => ids[slot]));
    };
    finish(ids.map((_, slot) => slot).filter((slot) => take(slot) && left[slot] === 0));
    const taskCount = tasks.length / TASK_WORDS;
    if (!taskCount) return;
    // Units left to the workers get no prefixes: `expand` skips a unit whose count is zero.
    const given = Array.from(info, (word, i) => (i % INFO_WORDS === 3 && !take(Math.floor(i / INFO_WORDS)) ? 0 : word));
    const b = this.buffers({ borders, info: given, offsets, prefixes, tasks, found: taskCount * FOUND_WORDS });
    try {
      b.set(n, 0, ids.length);
      const encoder = this.device.createCommandEncoder();
      this.pass(encoder, b, this.expand, Math.ceil(ids.length / this.workgroup));
      this.device.queue.submit([encoder.finish()]);
      for (let first = 0; first < taskCount && !cancelled(); ) {
        const k = Math.min(this.dispatch, taskCount - first);
        b.set(n, first, k);
        const started = performance.now();
        const found = await this.passAndRead(b, this.count, k, b.found, first * FOUND_WORDS * 4, k * FOUND_WORDS * 4);
        const seconds = (performance.now() - started) / 1000;
        this.dispatch = Math.max(1, Math.min(MAX_WORKGROUPS, Math.floor(k * (seconds > 0 ? Math.min(DISPATCH_SECONDS / seconds, 4) : 4))));
        const done = [];
        for (let i = 0; i < k; i++) {
          const slot = tasks[(first + i) * TASK_WORDS];
          const f = i * FOUND_WORDS;
          raw[slot] += u64(found[f], found[f + 1]);
          nodes[slot] += u64(found[f + 2], found[f + 3]);
          if (--left[slot] === 0) done.push(slot);
        }
        finish(done);
        first += k;
      }
    } finally {
      if (!this.lostReason) b.all.forEach((buffer) => buffer.destroy());
    }
  }
}
