//! One batch of units through the kernel's three passes: `prepare` (how each unit is split),
//! `expand` (its prefixes), then `count` in dispatches sized to take about
//! [`DISPATCH_SECONDS`](kernel::DISPATCH_SECONDS) each, the finished units recorded after each.
//! Two count dispatches are in flight at once: the next is submitted before the last one's
//! results are read back and recorded, so the device never waits for the host.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use nqueens_core::count::gpu::{self as kernel, Sums, UnitInfo};
use nqueens_core::count::Plan;
use nqueens_core::ledger::Record;
use nqueens_core::Error;
use wgpu::util::DeviceExt;

use crate::{adapter, seconds_since, Gpu};

use kernel::MAX_PREFIXES;
pub(crate) use kernel::PREPARE_UNITS;

/// How many tasks the next dispatch gets, carried from batch to batch, and how deep the
/// prefixes are (the core's rule for N, unless a test asks for another depth).
pub(crate) struct Pace {
    dispatch: u32,
    depth: u32,
}

impl Pace {
    pub(crate) fn new(depth: usize) -> Pace {
        Pace {
            dispatch: kernel::FIRST_DISPATCH,
            depth: depth as u32,
        }
    }
}

/// The kernel's bind group over one batch's buffers.
struct Buffers {
    params: wgpu::Buffer,
    info: wgpu::Buffer,
    found: wgpu::Buffer,
    bind: wgpu::BindGroup,
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

impl Buffers {
    fn new(
        gpu: &Gpu,
        borders: &[u32],
        info: &[u32],
        offsets: &[u32],
        prefixes: u64,
        tasks: &[u32],
        found: u64,
    ) -> Buffers {
        let d = &gpu.device;
        let storage = wgpu::BufferUsages::STORAGE
            | wgpu::BufferUsages::COPY_DST
            | wgpu::BufferUsages::COPY_SRC;
        // Bindings are never empty: a word of padding where there is nothing to hold.
        let init = |label: &str, words: &[u32]| {
            let contents = bytes(if words.is_empty() { &[0; 4] } else { words });
            d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some(label),
                contents: &contents,
                usage: storage,
            })
        };
        let empty = |label: &str, words: u64| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: 4 * words.max(4),
                usage: storage,
                mapped_at_creation: false,
            })
        };
        let params = d.create_buffer(&wgpu::BufferDescriptor {
            label: Some("params"),
            size: kernel::PARAMS_BYTES,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let buffers = [
            params,
            init("borders", borders),
            init("info", info),
            init("offsets", offsets),
            empty("prefixes", prefixes),
            init("tasks", tasks),
            empty("found", found),
        ];
        let entries: Vec<wgpu::BindGroupEntry> = (0..)
            .zip(&buffers)
            .map(|(binding, b)| wgpu::BindGroupEntry {
                binding,
                resource: b.as_entire_binding(),
            })
            .collect();
        let bind = d.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("nqueens count"),
            layout: &gpu.layout,
            entries: &entries,
        });
        let [params, _, info, _, _, _, found] = buffers;
        Buffers {
            params,
            info,
            found,
            bind,
        }
    }

    /// Writes `params` for the next pass: the queue orders the write after every pass already
    /// submitted, so a dispatch in flight keeps the values it was submitted with.
    fn set(&self, gpu: &Gpu, n: usize, first: u32, count: u32, depth: u32) {
        gpu.queue
            .write_buffer(&self.params, 0, &bytes(&[n as u32, first, count, depth]));
    }

    /// Runs `pipeline` over `groups` workgroups, then copies `bytes` bytes of `from` (from
    /// `offset` on) to a mappable buffer and reads them back as words.
    fn pass_and_read(
        &self,
        gpu: &Gpu,
        pipeline: &wgpu::ComputePipeline,
        groups: u32,
        from: &wgpu::Buffer,
        offset: u64,
        bytes: u64,
    ) -> Result<Vec<u32>, Error> {
        self.submit(gpu, pipeline, groups, from, offset, bytes)
            .read(gpu)
    }

    /// Submits `pipeline` over `groups` workgroups and the copy of `bytes` bytes of `from` (from
    /// `offset` on) to a mappable buffer, without waiting: [`InFlight::read`] waits.
    fn submit(
        &self,
        gpu: &Gpu,
        pipeline: &wgpu::ComputePipeline,
        groups: u32,
        from: &wgpu::Buffer,
        offset: u64,
        bytes: u64,
    ) -> InFlight {
        let readback = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size: bytes,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        self.pass(&mut encoder, pipeline, groups);
        encoder.copy_buffer_to_buffer(from, offset, &readback, 0, bytes);
        let index = gpu.queue.submit([encoder.finish()]);
        let mapped: Arc<Mutex<Option<Result<(), wgpu::BufferAsyncError>>>> = Arc::default();
        let done = mapped.clone();
        readback.map_async(wgpu::MapMode::Read, .., move |r| {
            *done.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
        });
        InFlight {
            readback,
            mapped,
            index,
        }
    }

    fn pass(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        pipeline: &wgpu::ComputePipeline,
        groups: u32,
    ) {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &self.bind, &[]);
        pass.dispatch_workgroups(groups, 1, 1);
    }
}

/// A submitted pass whose results are copied to a mappable buffer.
struct InFlight {
    readback: wgpu::Buffer,
    mapped: Arc<Mutex<Option<Result<(), wgpu::BufferAsyncError>>>>,
    index: wgpu::SubmissionIndex,
}

impl InFlight {
    /// Waits for the pass and reads its results back as words.
    fn read(self, gpu: &Gpu) -> Result<Vec<u32>, Error> {
        let InFlight {
            readback,
            mapped,
            index,
        } = self;
        gpu.wait_for(index)?;
        let ok = matches!(
            *mapped.lock().unwrap_or_else(|e| e.into_inner()),
            Some(Ok(()))
        );
        if !ok {
            return Err(adapter::unavailable(
                "the graphics device could not hand back what it counted",
            ));
        }
        let words = readback
            .get_mapped_range(..)
            .map_err(|e| {
                eprintln!("nqueens-gpu: {e}");
                adapter::unavailable("the graphics device could not hand back what it counted")
            })?
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        readback.unmap();
        Ok(words)
    }
}

fn groups_for(units: usize) -> u32 {
    units.div_ceil(kernel::WORKGROUP as usize) as u32
}

/// The `prepare` pass over units `ids`: the `info` buffer's words, and as [`UnitInfo`]s.
pub(crate) fn prepare(
    gpu: &Gpu,
    plan: &Plan,
    ids: &[usize],
    depth: u32,
) -> Result<(Vec<u32>, Vec<UnitInfo>), Error> {
    let borders = kernel::borders(plan, ids)?;
    let b = Buffers::new(
        gpu,
        &borders,
        &vec![0; ids.len() * kernel::INFO_WORDS],
        &[],
        0,
        &[],
        0,
    );
    b.set(gpu, plan.n, 0, ids.len() as u32, depth);
    let size = (ids.len() * kernel::INFO_WORDS * 4) as u64;
    let words = b.pass_and_read(gpu, &gpu.prepare, groups_for(ids.len()), &b.info, 0, size)?;
    let infos = UnitInfo::read(&words);
    Ok((words, infos))
}

/// Prepares units `ids` of `plan`, then counts them in batches whose prefixes fit a buffer.
pub(crate) fn run<E: From<Error>>(
    gpu: &Gpu,
    plan: &Plan,
    ids: &[usize],
    pace: &mut Pace,
    record: &mut impl FnMut(&[Record]) -> Result<(), E>,
) -> Result<(), E> {
    let borders = kernel::borders(plan, ids)?;
    let (info_words, infos) = prepare(gpu, plan, ids, pace.depth)?;
    let cap = MAX_PREFIXES.min(gpu.max_binding / 4 / kernel::PREFIX_WORDS as u64);
    let mut start = 0;
    while start < ids.len() {
        let mut end = start;
        let mut prefixes = 0;
        while end < ids.len() && (end == start || prefixes + u64::from(infos[end].prefixes) <= cap)
        {
            prefixes += u64::from(infos[end].prefixes);
            end += 1;
        }
        if prefixes > cap {
            return Err(adapter::unavailable(
                "a unit has more prefixes than the device's largest buffer holds",
            )
            .into());
        }
        let words = &info_words[start * kernel::INFO_WORDS..end * kernel::INFO_WORDS];
        count(
            gpu,
            plan,
            &ids[start..end],
            &borders[start..end],
            words,
            &infos[start..end],
            pace,
            record,
        )?;
        start = end;
    }
    Ok(())
}

/// Expands and counts one batch, recording each unit as its last task comes back.
#[allow(clippy::too_many_arguments)]
fn count<E: From<Error>>(
    gpu: &Gpu,
    plan: &Plan,
    ids: &[usize],
    borders: &[u32],
    info_words: &[u32],
    infos: &[UnitInfo],
    pace: &mut Pace,
    record: &mut impl FnMut(&[Record]) -> Result<(), E>,
) -> Result<(), E> {
    let n = plan.n;
    let tasks = kernel::tasks(infos, |_| true);
    let mut sums = Sums::new(infos, &tasks);
    let finished = |sums: &Sums, slots: Vec<usize>| -> Result<Vec<Record>, Error> {
        slots
            .into_iter()
            .map(|slot| {
                let (raw, nodes) = sums.of(slot);
                let unit = ids[slot];
                Ok(Record {
                    unit,
                    tally: kernel::tally(n, &plan.units[unit], raw, nodes)?,
                })
            })
            .collect()
    };
    let b = Buffers::new(
        gpu,
        borders,
        info_words,
        &tasks.offsets,
        tasks.prefixes * kernel::PREFIX_WORDS as u64,
        &tasks.words,
        (tasks.len() * kernel::FOUND_WORDS) as u64,
    );
    b.set(gpu, n, 0, ids.len() as u32, pace.depth);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    b.pass(&mut encoder, &gpu.expand, groups_for(ids.len()));
    gpu.queue.submit([encoder.finish()]);
    record(&finished(&sums, sums.complete_at_start(|_| true))?)?;
    let found_bytes = (kernel::FOUND_WORDS * 4) as u64;
    // Dispatches submitted and not yet read: (first task, tasks, submitted when), at most two.
    let mut flying: VecDeque<(usize, u32, Instant, InFlight)> = VecDeque::new();
    let mut next = 0;
    // When the device finished the last dispatch read: the next one ran from then (or from its
    // submission, if later), which is the time the pacing wants.
    let mut last_done = Instant::now();
    while next < tasks.len() || !flying.is_empty() {
        while next < tasks.len() && flying.len() < 2 {
            let k = (pace.dispatch as usize).min(tasks.len() - next) as u32;
            b.set(gpu, n, next as u32, k, pace.depth);
            let submitted = Instant::now();
            let f = b.submit(
                gpu,
                &gpu.count,
                k,
                &b.found,
                next as u64 * found_bytes,
                u64::from(k) * found_bytes,
            );
            flying.push_back((next, k, submitted, f));
            next += k as usize;
        }
        let Some((first, k, submitted, f)) = flying.pop_front() else {
            break;
        };
        let words = f.read(gpu)?;
        let started = submitted.max(last_done);
        last_done = Instant::now();
        pace.dispatch = kernel::next_dispatch(k, seconds_since(started));
        let done = sums.add(first, &words);
        record(&finished(&sums, done)?)?;
    }
    Ok(())
}
