//! Wall-clock timing for search statistics. `std::time::Instant` panics on
//! `wasm32-unknown-unknown`, and a timer is no reason to crash a search, so there the stopwatch
//! reads zero and the bindings time the call with the browser's clock instead.
//!
//! Not `web-time`: it would give the core a real clock in wasm, but only by pulling
//! wasm-bindgen and js-sys into the core's wasm32 build, and the core has no browser
//! dependency by rule. The bindings use `web-time` (performance.now, also in workers) where they
//! time a call; natively it is `std::time::Instant` itself, so nothing is gained here.

/// Measures the seconds since it was started (always 0.0 on wasm32).
pub(crate) struct Stopwatch {
    #[cfg(not(target_arch = "wasm32"))]
    start: std::time::Instant,
}

impl Stopwatch {
    pub(crate) fn start() -> Stopwatch {
        Stopwatch {
            #[cfg(not(target_arch = "wasm32"))]
            start: std::time::Instant::now(),
        }
    }

    pub(crate) fn seconds(&self) -> f64 {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.start.elapsed().as_secs_f64()
        }
        #[cfg(target_arch = "wasm32")]
        {
            0.0
        }
    }
}
