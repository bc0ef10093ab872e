//! Wall-clock timing for search statistics. `std::time::Instant` panics on
//! `wasm32-unknown-unknown`, and a timer is no reason to crash a search, so there the stopwatch
//! reads zero and the bindings time the call with the browser's clock instead.

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
