//! clap value enums for the core's vocabularies. The core does not depend on clap, so each
//! list the CLI takes is wrapped here, once, by `choice!`: the wrapper's variants are the core
//! enum's `ALL` and their names its `name()`, so `--help`, completion and the error for a
//! wrong value all come from the core's one list.

use clap::builder::PossibleValue;
use clap::ValueEnum;
use nqueens_core::count::Kernel;
use nqueens_core::format::Format;
use nqueens_core::huge;
use nqueens_core::names::Named;
use nqueens_core::search::Strategy;
use nqueens_core::trace::StepStrategy;

/// Declares `$Wrapper($Core)` with a `ValueEnum` impl over `$Core::ALL`.
macro_rules! choice {
    ($(#[$meta:meta])* $Wrapper:ident($Core:ty)) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $Wrapper(pub $Core);

        impl ValueEnum for $Wrapper {
            fn value_variants<'a>() -> &'a [Self] {
                const ALL: [$Wrapper; <$Core>::ALL.len()] = {
                    let mut all = [$Wrapper(<$Core>::ALL[0]); <$Core>::ALL.len()];
                    let mut i = 1;
                    while i < all.len() {
                        all[i] = $Wrapper(<$Core>::ALL[i]);
                        i += 1;
                    }
                    all
                };
                &ALL
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                Some(PossibleValue::new(Named::name(self.0)))
            }
        }
    };
}

choice!(
    /// `--format`: the core's text formats.
    FormatArg(Format)
);
choice!(
    /// `trace --strategy`: the step engine's strategies.
    StepStrategyArg(StepStrategy)
);
choice!(
    /// `count --kernel`: the counter's kernels.
    KernelArg(Kernel)
);

/// `solve --strategy`: a depth-first search strategy, or one of the huge-N methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Search(Strategy),
    Huge(huge::Method),
}

impl Method {
    pub fn name(self) -> &'static str {
        match self {
            Method::Search(strategy) => strategy.name(),
            Method::Huge(method) => method.name(),
        }
    }
}

impl ValueEnum for Method {
    fn value_variants<'a>() -> &'a [Self] {
        const SEARCHES: usize = Strategy::ALL.len();
        const ALL: [Method; SEARCHES + huge::Method::ALL.len()] = {
            let mut all = [Method::Search(Strategy::ALL[0]); SEARCHES + huge::Method::ALL.len()];
            let mut i = 0;
            while i < all.len() {
                all[i] = if i < SEARCHES {
                    Method::Search(Strategy::ALL[i])
                } else {
                    Method::Huge(huge::Method::ALL[i - SEARCHES])
                };
                i += 1;
            }
            all
        };
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}
