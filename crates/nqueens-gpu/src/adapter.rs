//! Which graphics adapter counts: the first hardware one, or the one named. Software adapters
//! (Mesa's llvmpipe, SwiftShader, Microsoft's Basic Render Driver) run the kernel right but far
//! slower than the CPU kernels, so they count only when asked for by name.

use nqueens_core::count::Kernel;
use nqueens_core::Error;

/// The environment variable that names an adapter for counts that name none (`--adapter`,
/// Python's `adapter=`), e.g. `NQUEENS_ADAPTER=llvmpipe`.
pub const ADAPTER_ENV: &str = "NQUEENS_ADAPTER";

/// A graphics adapter as `nqueens kernels` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdapterInfo {
    /// The driver's name for it ("NVIDIA H100 80GB HBM3", "llvmpipe (LLVM 15.0.6, 256 bits)").
    pub name: String,
    /// The API it is reached through: "Vulkan", "Metal", "Dx12".
    pub backend: String,
    /// "discrete", "integrated", "virtual", "cpu" or "other".
    pub kind: &'static str,
    /// A CPU implementation (or one known to be), used only when named.
    pub software: bool,
}

impl AdapterInfo {
    pub(crate) fn of(info: &wgpu::AdapterInfo) -> AdapterInfo {
        let kind = match info.device_type {
            wgpu::DeviceType::DiscreteGpu => "discrete",
            wgpu::DeviceType::IntegratedGpu => "integrated",
            wgpu::DeviceType::VirtualGpu => "virtual",
            wgpu::DeviceType::Cpu => "cpu",
            wgpu::DeviceType::Other => "other",
        };
        let lower = info.name.to_lowercase();
        let software = info.device_type == wgpu::DeviceType::Cpu
            || [
                "llvmpipe",
                "lavapipe",
                "softpipe",
                "swiftshader",
                "basic render",
            ]
            .iter()
            .any(|s| lower.contains(s));
        AdapterInfo {
            name: info.name.clone(),
            backend: format!("{:?}", info.backend),
            kind,
            software,
        }
    }

    /// "NVIDIA H100 80GB HBM3 (Vulkan)": how results name the adapter that counted.
    pub fn label(&self) -> String {
        format!("{} ({})", self.name, self.backend)
    }

    /// Whether `asked` names this adapter: a part of its label, in any case.
    pub fn answers_to(&self, asked: &str) -> bool {
        let asked = asked.trim().to_lowercase();
        !asked.is_empty() && self.label().to_lowercase().contains(&asked)
    }

    /// Preference among hardware adapters: a discrete card first.
    fn rank(&self) -> u8 {
        match self.kind {
            "discrete" => 0,
            "integrated" => 1,
            "virtual" => 2,
            _ => 3,
        }
    }
}

pub(crate) fn instance() -> wgpu::Instance {
    wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::PRIMARY,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    })
}

/// Every adapter the platform's drivers offer (Vulkan, Metal, DX12), software ones included.
pub fn adapters() -> Vec<AdapterInfo> {
    let instance = instance();
    pollster::block_on(instance.enumerate_adapters(wgpu::Backends::PRIMARY))
        .iter()
        .map(|a| AdapterInfo::of(&a.get_info()))
        .collect()
}

/// The error for a GPU count that cannot start or go on, for the reason `why`.
pub(crate) fn unavailable(why: &'static str) -> Error {
    Error::KernelUnavailable {
        kernel: Kernel::Gpu.name(),
        why,
        runnable: Kernel::runnable()
            .iter()
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The adapter a count uses: the one `asked` names (else the one [`ADAPTER_ENV`] names), else
/// the first hardware adapter, a discrete one first; never a software adapter unless named.
pub(crate) fn choose(
    instance: &wgpu::Instance,
    asked: Option<&str>,
) -> Result<(wgpu::Adapter, AdapterInfo), Error> {
    let env = std::env::var(ADAPTER_ENV).ok();
    let asked = asked.or(env.as_deref()).filter(|a| !a.trim().is_empty());
    let mut found: Vec<(wgpu::Adapter, AdapterInfo)> =
        pollster::block_on(instance.enumerate_adapters(wgpu::Backends::PRIMARY))
            .into_iter()
            .map(|a| {
                let info = AdapterInfo::of(&a.get_info());
                (a, info)
            })
            .collect();
    match asked {
        Some(name) => found
            .into_iter()
            .find(|(_, info)| info.answers_to(name))
            .ok_or_else(|| {
                unavailable("no graphics adapter here has the name asked for (`nqueens kernels` lists them)")
            }),
        None => {
            found.retain(|(_, info)| !info.software);
            found.sort_by_key(|(_, info)| info.rank());
            found.into_iter().next().ok_or_else(|| {
                unavailable(
                    "no hardware graphics adapter was found (a software one counts only when \
                     named: --adapter, adapter=, NQUEENS_ADAPTER; `nqueens kernels` lists them)",
                )
            })
        }
    }
}
