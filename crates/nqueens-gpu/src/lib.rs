//! Counting on a graphics adapter through `wgpu` (Vulkan, Metal, DX12): the CLI's and the
//! Python package's `gpu` kernel. The kernel (WGSL) and everything computed around it (tasks,
//! sums, a unit's tally) are `nqueens_core::count::gpu`'s; this crate chooses the adapter,
//! makes the buffers and pipelines, sizes the dispatches and hands finished units to a record,
//! as `nqueens_core::parallel::Threads` does for the CPU, so checkpoints, shards,
//! `merge` and the Ray driver take GPU counts as they take any other.

mod adapter;
mod batch;
mod counter;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nqueens_core::count::gpu::{self as kernel, Binding, BINDINGS};
use nqueens_core::count::Plan;
use nqueens_core::ledger::Record;
use nqueens_core::Error;

pub use adapter::{adapters, AdapterInfo, ADAPTER_ENV};
pub use counter::Counter;

/// The adapter [`Gpu::open`] would open for `asked`, without opening it; or why none.
pub fn choose(asked: Option<&str>) -> Result<AdapterInfo, Error> {
    adapter::choose(&adapter::instance(), asked).map(|(_, info)| info)
}

/// An adapter opened for counting, with the kernel's three pipelines.
pub struct Gpu {
    device: wgpu::Device,
    queue: wgpu::Queue,
    layout: wgpu::BindGroupLayout,
    prepare: wgpu::ComputePipeline,
    expand: wgpu::ComputePipeline,
    count: wgpu::ComputePipeline,
    info: AdapterInfo,
    /// Largest storage binding the device allows, in bytes.
    max_binding: u64,
    /// The first error the device reported (a lost device, memory refused), in wgpu's words.
    failure: Arc<Mutex<Option<String>>>,
}

impl Gpu {
    /// Opens the adapter `asked` names (a part of its name, any case; else the one
    /// `NQUEENS_ADAPTER` names), else the first hardware adapter. A software adapter is used
    /// only when named. An error (kind `kernel-unavailable`) says why none could be opened.
    pub fn open(asked: Option<&str>) -> Result<Gpu, Error> {
        let instance = adapter::instance();
        let (adapter, info) = adapter::choose(&instance, asked)?;
        let limits = adapter.limits();
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("nqueens"),
            // WebGPU's defaults, with the adapter's larger storage bindings where it has them.
            required_limits: wgpu::Limits {
                max_storage_buffer_binding_size: limits.max_storage_buffer_binding_size,
                max_buffer_size: limits.max_buffer_size,
                ..wgpu::Limits::default()
            },
            ..Default::default()
        }))
        .map_err(|e| {
            eprintln!("nqueens-gpu: {e}");
            adapter::unavailable("the graphics adapter refused to open a device")
        })?;
        let failure: Arc<Mutex<Option<String>>> = Arc::default();
        let seen = failure.clone();
        device.on_uncaptured_error(Arc::new(move |e| {
            seen.lock()
                .unwrap_or_else(|e| e.into_inner())
                .get_or_insert(e.to_string());
        }));
        let lost = failure.clone();
        device.set_device_lost_callback(move |_, why| {
            lost.lock()
                .unwrap_or_else(|e| e.into_inner())
                .get_or_insert(format!("the device was lost: {why}"));
        });
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("nqueens count"),
            source: wgpu::ShaderSource::Wgsl(kernel::SHADER.into()),
        });
        let entries: Vec<wgpu::BindGroupLayoutEntry> = (0..)
            .zip(BINDINGS)
            .map(|(binding, kind)| wgpu::BindGroupLayoutEntry {
                binding,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: wgpu::BindingType::Buffer {
                    ty: match kind {
                        Binding::Uniform => wgpu::BufferBindingType::Uniform,
                        Binding::ReadOnly => wgpu::BufferBindingType::Storage { read_only: true },
                        Binding::ReadWrite => wgpu::BufferBindingType::Storage { read_only: false },
                    },
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            })
            .collect();
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("nqueens count"),
            entries: &entries,
        });
        let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("nqueens count"),
            bind_group_layouts: &[Some(&layout)],
            immediate_size: 0,
        });
        let pipeline = |entry: &str| {
            device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(entry),
                layout: Some(&pipeline_layout),
                module: &module,
                entry_point: Some(entry),
                compilation_options: Default::default(),
                cache: None,
            })
        };
        let gpu = Gpu {
            prepare: pipeline(kernel::PREPARE),
            expand: pipeline(kernel::EXPAND),
            count: pipeline(kernel::COUNT),
            max_binding: limits.max_storage_buffer_binding_size,
            device,
            queue,
            layout,
            info,
            failure,
        };
        gpu.check()?;
        Ok(gpu)
    }

    /// The adapter counting.
    pub fn adapter(&self) -> &AdapterInfo {
        &self.info
    }

    /// An error if the device has reported one (its words go to standard error).
    fn check(&self) -> Result<(), Error> {
        let failure = self.failure.lock().unwrap_or_else(|e| e.into_inner());
        match failure.as_ref() {
            None => Ok(()),
            Some(words) => {
                eprintln!("nqueens-gpu: {words}");
                Err(adapter::unavailable(
                    "the graphics device failed or was lost while counting",
                ))
            }
        }
    }

    /// Counts units `ids` of `plan` on the adapter and hands the finished units to `record` in
    /// batches, at least once a dispatch (an empty batch when none finished) and so about
    /// every `tick` or more often, as `Threads::run` does for the CPU: an error from `record`
    /// (a failed write, a cancel) or from the device stops the count, and everything recorded
    /// before stays recorded. Units are counted in the order given.
    pub fn run<E: From<Error>>(
        &self,
        plan: &Plan,
        ids: &[usize],
        tick: Duration,
        record: impl FnMut(&[Record]) -> Result<(), E>,
    ) -> Result<(), E> {
        self.run_at_depth(plan, ids, kernel::prefix_rows(plan.n), tick, record)
    }

    /// [`Gpu::run`] with the units' prefixes `depth` free rows deep instead of the core's rule
    /// for N (at most [`kernel::MAX_PREFIX_DEPTH`]): the count is the same at any depth, which
    /// the tests check for depths the rule gives only at N the test machines cannot reach, and
    /// a card's tuning tries without a rebuild.
    pub fn run_at_depth<E: From<Error>>(
        &self,
        plan: &Plan,
        ids: &[usize],
        depth: usize,
        _tick: Duration,
        mut record: impl FnMut(&[Record]) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut state = batch::Pace::new(depth);
        for chunk in ids.chunks(batch::PREPARE_UNITS) {
            batch::run(self, plan, chunk, &mut state, &mut record)?;
        }
        Ok(())
    }

    /// The `prepare` pass alone over units `ids`: how the kernel splits each one (for tests and
    /// benchmarks).
    pub fn prepare(&self, plan: &Plan, ids: &[usize]) -> Result<Vec<kernel::UnitInfo>, Error> {
        batch::prepare(self, plan, ids, kernel::prefix_rows(plan.n) as u32).map(|(_, infos)| infos)
    }

    /// Blocks until submission `index` is done (and its mapping callbacks have run); an error
    /// if the device failed.
    fn wait_for(&self, index: wgpu::SubmissionIndex) -> Result<(), Error> {
        let polled = self.device.poll(wgpu::PollType::Wait {
            submission_index: Some(index),
            timeout: None,
        });
        self.check()?;
        polled.map(|_| ()).map_err(|e| {
            eprintln!("nqueens-gpu: {e}");
            adapter::unavailable("the graphics device failed or was lost while counting")
        })
    }
}

/// When a count started, for the dispatch timing of [`batch`].
pub(crate) fn seconds_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}
