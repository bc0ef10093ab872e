//! The instruction sets the wide search is written for, by the names users type (`--kernel`,
//! `NQUEENS_KERNEL`, Python's `kernel=`) and results report (`"kernel"` in `count --json`,
//! `Tally.kernel`, the Count view).
//!
//! Which kernels can run is a fact of the CPU (x86-64, checked at run time) or of the build
//! (aarch64 always has NEON; the wasm build requires 128-bit SIMD). The fastest one that runs
//! is chosen unless one is asked for; asking for one that cannot run here is an error that
//! says why and lists those that can, never a silent fallback, so a benchmark or test that
//! forces a kernel measures that kernel.

use std::sync::OnceLock;

use crate::error::{Error, Result};
use crate::names::vocabulary;

vocabulary! {
    /// One implementation of the wide search's step, fastest first.
    pub enum Kernel: "kernel" {
        /// x86-64 with AVX-512F: 16 frames a vector, packed by `vpcompressd`.
        Avx512 => "avx512",
        /// x86-64 with AVX2: 8 frames a vector, packed by `vpermd` and a table.
        Avx2 => "avx2",
        /// x86-64 with SSE4.1 (and POPCNT): 4 frames a vector, packed by `pshufb` and a table.
        Sse41 => "sse4.1",
        /// aarch64: 4 frames a vector, packed by `tbl` and a table.
        Neon => "neon",
        /// WebAssembly's 128-bit SIMD: 4 frames a vector, packed by `i8x16.swizzle`.
        Simd128 => "simd128",
        /// Plain `u32` arithmetic, one frame at a time: runs everywhere, and is the reference
        /// the tests hold every other kernel to.
        Scalar => "scalar",
        /// The WGSL kernel ([`count::gpu`](super::gpu)) on a graphics adapter, through the
        /// `nqueens-gpu` crate (the CLI, Python) or the browser's WebGPU (the page): not on the
        /// CPU, so the core's own counts refuse it.
        Gpu => "gpu",
    }
}

/// The environment variable that forces a kernel for every count of the process that names
/// none (the CLI, Python, the benchmarks), e.g. `NQUEENS_KERNEL=avx2`.
pub const KERNEL_ENV: &str = "NQUEENS_KERNEL";

impl Kernel {
    /// Whether this kernel can run on this CPU, in this build.
    pub fn is_runnable(self) -> bool {
        self.missing().is_none()
    }

    /// What this machine or build lacks for the kernel, in words ("this CPU has no AVX2");
    /// `None` when it runs.
    pub fn missing(self) -> Option<&'static str> {
        match self {
            Kernel::Scalar => None,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => (!x86::avx512()).then_some("this CPU has no AVX-512F"),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => (!x86::avx2()).then_some("this CPU has no AVX2"),
            #[cfg(target_arch = "x86_64")]
            Kernel::Sse41 => (!x86::sse41()).then_some("this CPU has no SSE4.1 with POPCNT"),
            #[cfg(not(target_arch = "x86_64"))]
            Kernel::Avx512 | Kernel::Avx2 | Kernel::Sse41 => Some("it needs an x86-64 CPU"),
            #[cfg(target_arch = "aarch64")]
            Kernel::Neon => None,
            #[cfg(not(target_arch = "aarch64"))]
            Kernel::Neon => Some("it needs an aarch64 (ARM 64-bit) CPU"),
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Kernel::Simd128 => None,
            #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
            Kernel::Simd128 => Some("it runs only in WebAssembly"),
            Kernel::Gpu => Some("it counts on a graphics adapter (nqueens-gpu), not on the CPU"),
        }
    }

    /// Every kernel that runs here, fastest first; `scalar` is always among them.
    pub fn runnable() -> Vec<Kernel> {
        Kernel::ALL
            .into_iter()
            .filter(|k| k.is_runnable())
            .collect()
    }

    /// The fastest kernel that runs here.
    pub fn detect() -> Kernel {
        Kernel::ALL
            .into_iter()
            .find(|k| k.is_runnable())
            .unwrap_or(Kernel::Scalar)
    }

    /// This kernel if it runs here, else an error saying why not and which kernels do.
    pub fn check(self) -> Result<Kernel> {
        match self.missing() {
            None => Ok(self),
            Some(why) => Err(self.unavailable(why)),
        }
    }

    /// The error for this kernel when it cannot run here, for the reason `why`.
    pub(super) fn unavailable(self, why: &'static str) -> Error {
        Error::KernelUnavailable {
            kernel: self.name(),
            why,
            runnable: names_of(&Kernel::runnable()),
        }
    }

    /// The kernel asked for, else the one `NQUEENS_KERNEL` names, else the fastest that runs
    /// here; an error when the one named cannot run here (or is no kernel at all). `gpu` is
    /// given back as asked: whether an adapter is there is for `nqueens-gpu` to say.
    pub fn choose(asked: Option<Kernel>) -> Result<Kernel> {
        match asked {
            Some(Kernel::Gpu) => Ok(Kernel::Gpu),
            Some(kernel) => kernel.check(),
            None => Kernel::configured(),
        }
    }

    /// The kernel for counts that name none: `NQUEENS_KERNEL` if set (read once per process),
    /// else the fastest that runs here.
    pub fn configured() -> Result<Kernel> {
        static CONFIGURED: OnceLock<Result<Kernel>> = OnceLock::new();
        CONFIGURED
            .get_or_init(|| Kernel::from_env(std::env::var(KERNEL_ENV).ok().as_deref()))
            .clone()
    }

    /// The kernel an `NQUEENS_KERNEL` value (`None`: not set) selects.
    fn from_env(value: Option<&str>) -> Result<Kernel> {
        match value.map(str::trim) {
            None | Some("") => Ok(Kernel::detect()),
            Some(text) => text
                .parse::<Kernel>()
                .map_err(|e| match e {
                    Error::UnknownName { name, expected, .. } => Error::UnknownName {
                        kind: "kernel in NQUEENS_KERNEL",
                        name,
                        expected,
                    },
                    e => e,
                })
                .and_then(|k| Kernel::choose(Some(k))),
        }
    }
}

/// Kernel names as a list for messages: "avx2, scalar".
fn names_of(kernels: &[Kernel]) -> String {
    kernels
        .iter()
        .map(|k| k.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Run-time feature checks (cached by std after the first call).
#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::is_x86_feature_detected as has;

    pub(crate) fn avx512() -> bool {
        has!("avx512f") && has!("popcnt")
    }

    pub(crate) fn avx2() -> bool {
        has!("avx2") && has!("popcnt")
    }

    pub(crate) fn sse41() -> bool {
        has!("sse4.1") && has!("popcnt")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exactly the kernels the CPU reports are runnable (decided apart, in the tests), fastest
    /// first, and the fastest is the one chosen.
    #[test]
    fn runnable_kernels_follow_the_cpu() {
        let here = Kernel::runnable();
        assert_eq!(here, crate::count::tests::kernels_the_cpu_reports());
        assert_eq!(here.last(), Some(&Kernel::Scalar));
        assert_eq!(Kernel::detect(), here[0]);
    }

    #[test]
    fn a_kernel_that_cannot_run_is_an_error_naming_those_that_can() {
        let absent = Kernel::ALL.into_iter().find(|k| !k.is_runnable()).unwrap();
        let e = absent.check().unwrap_err();
        assert_eq!(e.kind(), "kernel-unavailable");
        let text = e.to_string();
        assert!(
            text.starts_with(&format!("the {absent} kernel cannot run here: ")),
            "{text}"
        );
        assert!(text.ends_with(&format!(
            "(kernels that run here: {})",
            names_of(&Kernel::runnable())
        )));
        assert_eq!(Kernel::Scalar.check(), Ok(Kernel::Scalar));
        assert_eq!(Kernel::choose(Some(Kernel::Scalar)), Ok(Kernel::Scalar));
        assert_eq!(Kernel::choose(Some(absent)), Err(e));
        // The core counts on the CPU only: asked to count with gpu, it says where that runs.
        assert!(!Kernel::Gpu.is_runnable());
        assert!(!Kernel::runnable().contains(&Kernel::Gpu));
        assert_eq!(Kernel::choose(Some(Kernel::Gpu)), Ok(Kernel::Gpu));
        let e = crate::count::count_with(8, Kernel::Gpu).unwrap_err();
        assert_eq!(e.kind(), "kernel-unavailable");
        assert!(e.to_string().contains("graphics adapter"), "{e}");
    }

    #[test]
    fn the_environment_names_a_kernel() {
        assert_eq!(Kernel::from_env(None), Ok(Kernel::detect()));
        assert_eq!(Kernel::from_env(Some(" ")), Ok(Kernel::detect()));
        assert_eq!(Kernel::from_env(Some("Scalar")), Ok(Kernel::Scalar));
        let e = Kernel::from_env(Some("avx3")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown kernel in NQUEENS_KERNEL 'avx3': expected one of avx512, avx2, sse4.1, \
             neon, simd128, scalar, gpu"
        );
        assert_eq!(Kernel::from_env(Some("gpu")), Ok(Kernel::Gpu));
        let absent = Kernel::ALL.into_iter().find(|k| !k.is_runnable()).unwrap();
        assert_eq!(Kernel::from_env(Some(absent.name())), absent.check());
    }
}
