//! N-Queens algorithms shared by the browser playground, its wasm bindings and the `nqueens`
//! command. Plain Rust with no browser dependency, so every algorithm can be tested and
//! benchmarked natively and then run unchanged inside WebAssembly.
//!
//! A full placement is the row-to-column list of the tutorials: `q[i]` is the 0-based column of the
//! queen in row `i`. Arbitrary queen sets (two in a row, say) live in [`board::Board`].

pub mod attacks;
pub mod board;
mod clock;
pub mod completions;
pub mod construct;
pub mod count;
pub mod enumerate;
pub mod error;
pub mod format;
pub mod gif;
pub mod huge;
pub mod ledger;
pub mod lesson;
pub mod local_search;
pub mod measure;
pub mod names;
pub mod oeis;
#[cfg(feature = "parallel")]
pub mod parallel;
pub mod scorm;
pub mod search;
pub mod show;
pub mod symmetry;
pub mod trace;
pub mod words;

pub use error::{Error, ErrorKind, Result, Sizes};
pub use words::Message;

/// This package's version, which the distributed driver's tasks carry so a worker of another
/// version can say which two met.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
