//! One solution for huge N, by either method, behind one call: the CLI and the page's worker
//! both pick a [`Method`] by name. Checking the answer is left to the caller
//! ([`crate::construct::verify_placement`]), which times it apart from the search.

use std::ops::ControlFlow;

use crate::construct;
use crate::error::{Error, Result, Sizes};
use crate::local_search::{self, Progress};
use crate::names::vocabulary;

vocabulary! {
    /// How a huge board is solved.
    pub enum Method: "method" {
        /// The local-search article's local search: a greedy permutation, then swaps that lower collisions.
        MinConflicts => "min-conflicts",
        /// The explicit construction by N mod 6; no search at all.
        Construct => "construct",
    }
}

impl Method {
    /// The sizes the method takes (2 and 3 within them have no solution).
    pub fn sizes(self) -> Sizes {
        match self {
            Method::Construct => construct::SIZES,
            Method::MinConflicts => local_search::SIZES,
        }
    }
}

/// Finds one solution for `n`. `seed` drives the
/// local search (the construction ignores it); `progress` hears from the local search every so
/// often and may stop it, which gives [`Error::Stopped`].
pub fn solve(
    n: usize,
    method: Method,
    seed: u64,
    progress: impl FnMut(&Progress) -> ControlFlow<()>,
) -> Result<Vec<u32>> {
    match method {
        Method::Construct => construct::construct(n),
        Method::MinConflicts => {
            local_search::min_conflicts(n, seed, progress)?.ok_or(Error::Stopped)
        }
    }
}
