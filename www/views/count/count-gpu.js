// The Count view's GPU: the core's WGSL kernel (crates/nqueens-core/src/count/gpu/count.wgsl,
// copied beside this file as count.wgsl) through the browser's WebGPU. Loaded only when a count
// may use it, so no other view or element fetches it.
//
// The host's few steps mirror the core's `count::gpu` (tasks, Sums), which the native counter
// (crates/nqueens-gpu) runs: a batch of units goes to the `prepare` pass (how each unit is
// split), its prefixes are cut into tasks of at most TASK_PREFIXES, `expand` writes them, and
// `count` runs in dispatches sized by the core (gpuNextDispatch) to take about a fixed time each
// (a browser's GPU watchdog and Windows' two-second TDR end longer ones), each unit recorded as
// its last task comes back, in the ledger's line the core writes (gpuRecords). The numbers are
// the core's, generated into count-gpu-kernel.js. Units whose constellation the half turn maps
// onto itself need a second small count for Burnside's lemma, which only the core has: they are
// handed back to the workers.
import {
  BINDINGS,
  ENTRY_POINTS,
  FIRST_DISPATCH,
  FOUND_WORDS,
  INFO_WORDS,
  MAX_PREFIXES,
  PARAMS_BYTES,
  PREFIX_ROWS,
  PREFIX_WORDS,
  PREPARE_UNITS,
  TASK_PREFIXES,
  TASK_WORDS,
  WORKGROUP,
} from "./count-gpu-kernel.js";

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

/** The error a count throws when the device is lost: the view finishes on its workers. */
export class DeviceLost extends Error {
  constructor(reason) {
    super(`the GPU was lost (${reason || "no reason given"})`);
    this.name = "DeviceLost";
  }
}

const u64 = (lo, hi) => BigInt(lo) + (BigInt(hi) << 32n);

export class GpuCounter {
  /**
   * Opens a device on `adapter` and compiles the kernel; `api` is the wasm bindings, for the
   * core's pacing and ledger lines.
   * @param {GPUAdapter} adapter
   * @param {typeof import("../../../nqueens-wasm.js")} api
   */
  static async open(adapter, api) {
    const source = await (await fetch(new URL("./count.wgsl", import.meta.url))).text();
    const device = await adapter.requestDevice({
      requiredLimits: { maxStorageBufferBindingSize: adapter.limits.maxStorageBufferBindingSize },
    });
    const counter = new GpuCounter(device, source, api);
    await counter.compile();
    return counter;
  }

  /** @param {GPUDevice} device @param {string} source @param {typeof import("../../../nqueens-wasm.js")} api */
  constructor(device, source, api) {
    this.device = device;
    this.source = source;
    this.api = api;
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
    // One layout for the three passes (the core's BINDINGS).
    this.layout = device.createBindGroupLayout({
      entries: BINDINGS.map((type, binding) => ({ binding, visibility: GPUShaderStage.COMPUTE, buffer: { type } })),
    });
    const layout = device.createPipelineLayout({ bindGroupLayouts: [this.layout] });
    const pipeline = (entryPoint) => device.createComputePipelineAsync({ layout, compute: { module, entryPoint } });
    [this.prepare, this.expand, this.count] = await Promise.all([ENTRY_POINTS.prepare, ENTRY_POINTS.expand, ENTRY_POINTS.count].map(pipeline));
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
    const params = device.createBuffer({ size: PARAMS_BYTES, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
    const list = [params, make(borders), make(info), make(offsets), make([], prefixes), make(tasks), make([], found)];
    const bind = device.createBindGroup({
      layout: this.layout,
      entries: list.map((buffer, binding) => ({ binding, resource: { buffer } })),
    });
    // The queue orders each write after the passes already submitted: a dispatch in flight keeps its values.
    const set = (n, first, count) => device.queue.writeBuffer(params, 0, Uint32Array.of(n, first, count, PREFIX_ROWS[n]));
    return { bind, set, info: list[2], found: list[6], all: list };
  }

  /** Runs `pipeline` over `groups` workgroups; reads `bytes` of `from` (from `offset`) back. */
  passAndRead(b, pipeline, groups, from, offset, bytes) {
    return this.submit(b, pipeline, groups, from, offset, bytes);
  }

  /**
   * Submits `pipeline` over `groups` workgroups and the copy of `bytes` of `from` (from
   * `offset`) to a mappable buffer, without waiting: the promise gives the words once the
   * device is done, so the next dispatch can be submitted before this one is read.
   * @returns {Promise<Uint32Array>}
   */
  submit(b, pipeline, groups, from, offset, bytes) {
    const device = this.device;
    const readback = device.createBuffer({ size: bytes, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
    const encoder = device.createCommandEncoder();
    this.pass(encoder, b, pipeline, groups);
    encoder.copyBufferToBuffer(from, offset, readback, 0, bytes);
    device.queue.submit([encoder.finish()]);
    const words = readback.mapAsync(GPUMapMode.READ).then(
      () => {
        const read = new Uint32Array(readback.getMappedRange().slice(0));
        readback.destroy();
        return read;
      },
      (error) => {
        throw new DeviceLost(this.lostReason || error.message);
      },
    );
    // A dispatch still in flight when a count stops (a cancel, a lost device) is never awaited.
    words.catch(() => {});
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
      const info = await this.passAndRead(b, this.prepare, Math.ceil(chunk.length / WORKGROUP), b.info, 0, chunk.length * INFO_WORDS * 4);
      b.all.forEach((buffer) => buffer.destroy());
      const symmetric = chunk.filter((_, slot) => info[slot * INFO_WORDS + 2] !== 0);
      if (symmetric.length) onSymmetric(symmetric);
      const cap = Math.min(MAX_PREFIXES, Math.floor(this.device.limits.maxStorageBufferBindingSize / 4 / PREFIX_WORDS));
      let start = 0;
      while (start < chunk.length && !cancelled()) {
        let end = start;
        let prefixes = 0;
        while (end < chunk.length && (end === start || prefixes + info[end * INFO_WORDS + 3] <= cap)) {
          prefixes += info[end * INFO_WORDS + 3];
          end++;
        }
        await this.batch(n, plan, chunk.slice(start, end), borders.slice(start, end), info.slice(start * INFO_WORDS, end * INFO_WORDS), onUnits, cancelled);
        start = end;
      }
    }
  }

  /** Expands and counts one batch (count::gpu::tasks and Sums, for the units not symmetric). */
  async batch(n, plan, ids, borders, info, onUnits, cancelled) {
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
      for (let first = 0; first < count; first += TASK_PREFIXES) {
        tasks.push(slot, prefixes + first, Math.min(TASK_PREFIXES, count - first), 0);
        left[slot]++;
      }
      prefixes += count;
    });
    // Each finished unit's tally and ledger line, from the core (count::gpu::tally).
    const finish = (slots) => {
      if (!slots.length) return;
      const units = slots.map((slot) => ids[slot]);
      const words = [];
      const offsets = [0];
      for (const id of units) {
        words.push(...plan.words.subarray(plan.offsets[id], plan.offsets[id + 1]));
        offsets.push(words.length);
      }
      const counted = this.api.gpuRecords(
        n,
        Uint32Array.from(units),
        Uint32Array.from(words),
        Uint32Array.from(offsets),
        BigUint64Array.from(slots, (slot) => raw[slot]),
        BigUint64Array.from(slots, (slot) => nodes[slot]),
      );
      onUnits(counted.records, counted.nodes, units);
    };
    finish(ids.map((_, slot) => slot).filter((slot) => take(slot) && left[slot] === 0));
    const taskCount = tasks.length / TASK_WORDS;
    if (!taskCount) return;
    // Units left to the workers get no prefixes: `expand` skips a unit whose count is zero.
    const given = Array.from(info, (word, i) => (i % INFO_WORDS === 3 && !take(Math.floor(i / INFO_WORDS)) ? 0 : word));
    const b = this.buffers({ borders, info: given, offsets, prefixes: prefixes * PREFIX_WORDS, tasks, found: taskCount * FOUND_WORDS });
    try {
      b.set(n, 0, ids.length);
      const encoder = this.device.createCommandEncoder();
      this.pass(encoder, b, this.expand, Math.ceil(ids.length / WORKGROUP));
      this.device.queue.submit([encoder.finish()]);
      // Two dispatches in flight: the next is submitted before the last one is read back, so
      // the device does not wait for the page. A dispatch's time runs from when the device
      // finished the one before it (or from its submission, if later).
      const flying = [];
      let next = 0;
      let lastDone = performance.now();
      while ((next < taskCount || flying.length) && !cancelled()) {
        while (next < taskCount && flying.length < 2) {
          const k = Math.min(this.dispatch, taskCount - next);
          b.set(n, next, k);
          const found = this.submit(b, this.count, k, b.found, next * FOUND_WORDS * 4, k * FOUND_WORDS * 4);
          flying.push({ first: next, k, submitted: performance.now(), found });
          next += k;
        }
        const { first, k, submitted, found: pending } = flying.shift();
        const found = await pending;
        const seconds = (performance.now() - Math.max(submitted, lastDone)) / 1000;
        lastDone = performance.now();
        this.dispatch = this.api.gpuNextDispatch(k, seconds);
        const done = [];
        for (let i = 0; i < k; i++) {
          const slot = tasks[(first + i) * TASK_WORDS];
          const f = i * FOUND_WORDS;
          raw[slot] += u64(found[f], found[f + 1]);
          nodes[slot] += u64(found[f + 2], found[f + 3]);
          if (--left[slot] === 0) done.push(slot);
        }
        finish(done);
      }
    } finally {
      if (!this.lostReason) b.all.forEach((buffer) => buffer.destroy());
    }
  }
}
