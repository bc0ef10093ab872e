//! The vocabularies: every name parses back to its value (any case, with blanks around), no
//! two values share a name, and an unknown name is an error that lists the valid ones.

use std::collections::HashSet;
use std::str::FromStr;

use nqueens_core::attacks::Line;
use nqueens_core::count::Kernel;
use nqueens_core::enumerate::Target as Listing;
use nqueens_core::format::Format;
use nqueens_core::huge::Method;
use nqueens_core::names::{names, parse, Named};
use nqueens_core::search::Strategy;
use nqueens_core::show::page::{
    Command, Controls, CountKernel, EmbedEvent, Language, Parameter, Theme, View,
};
use nqueens_core::trace::{EventKind, StepStrategy, Stop, Target};
use nqueens_core::Error;

fn round_trips<T>(expected: &[&str])
where
    T: Named + FromStr<Err = Error> + PartialEq + std::fmt::Debug + std::fmt::Display,
{
    assert_eq!(names::<T>(), expected, "{}", T::KIND);
    let unique: HashSet<_> = expected.iter().collect();
    assert_eq!(
        unique.len(),
        expected.len(),
        "{}: a name is used twice",
        T::KIND
    );
    for &value in T::all() {
        assert_eq!(value.name().parse::<T>(), Ok(value));
        assert_eq!(
            format!(" {} ", value.name().to_uppercase()).parse::<T>(),
            Ok(value)
        );
        assert_eq!(value.to_string(), value.name());
    }
    match parse::<T>("no-such-name") {
        Err(Error::UnknownName {
            kind,
            name,
            expected: listed,
        }) => {
            assert_eq!(kind, T::KIND);
            assert_eq!(name, "no-such-name");
            assert_eq!(listed, expected.join(", "));
        }
        other => panic!("{}: {other:?}", T::KIND),
    }
}

#[test]
fn every_vocabulary_round_trips() {
    round_trips::<Strategy>(&["backtracking", "lookup", "bitboard"]);
    round_trips::<Method>(&["min-conflicts", "construct"]);
    round_trips::<StepStrategy>(&["backtracking", "lookup", "cp", "cp-first-fail"]);
    round_trips::<Listing>(&["all", "fundamental"]);
    round_trips::<EventKind>(&[
        "place",
        "attacked",
        "forced",
        "prune",
        "dead-end",
        "backtrack",
        "solution",
        "finished",
    ]);
    round_trips::<Target>(&["solution", "dead-end", "end"]);
    round_trips::<Stop>(&["reached", "finished", "capped"]);
    round_trips::<Format>(&["list", "board", "matrix"]);
    round_trips::<Line>(&["row", "column", "diagonal", "anti-diagonal"]);
    round_trips::<View>(&["play", "solutions", "step", "count", "huge"]);
    round_trips::<Theme>(&["auto", "light", "dark"]);
    round_trips::<Controls>(&["none", "compact", "full"]);
    round_trips::<EmbedEvent>(&[
        "nqueens-ready",
        "nqueens-change",
        "nqueens-option",
        "nqueens-solved",
        "nqueens-step",
        "nqueens-error",
        "nqueens-resize",
        "nqueens-answer",
    ]);
    round_trips::<Command>(&[
        "setN",
        "setQueens",
        "solve",
        "complete",
        "cancel",
        "forward",
        "back",
        "play",
        "pause",
        "reset",
    ]);
    round_trips::<Parameter>(&[
        "view",
        "n",
        "queens",
        "strategy",
        "grouped",
        "step",
        "method",
        "seed",
        "embed",
        "controls",
        "theme",
        "speed",
        "autoplay",
        "loop",
        "from",
        "to",
        "compare",
        "tree",
        "lesson",
        "edit",
        "kernel",
        "lang",
        "code-lang",
    ]);
    round_trips::<CountKernel>(&["webgpu", "workers"]);
    round_trips::<Kernel>(&[
        "avx512", "avx2", "sse4.1", "neon", "simd128", "scalar", "gpu",
    ]);
    round_trips::<Language>(&["en", "hi", "fa", "zh"]);
}

#[test]
fn a_language_tag_is_read_by_its_language_subtag() {
    use nqueens_core::show::page::Reading::{NearMiss, Other, Speaks};
    let cases = [
        ("fa", Speaks(Language::Persian)),
        ("fa-IR", Speaks(Language::Persian)),
        ("FA-ir", Speaks(Language::Persian)),
        ("fa-u-nu-latn", Speaks(Language::Persian)),
        ("hi-u-nu-deva", Speaks(Language::Hindi)),
        ("zh-Hans-CN", Speaks(Language::Chinese)),
        ("zh-TW", Speaks(Language::Chinese)),
        (" en-GB ", Speaks(Language::English)),
        ("farsi", NearMiss(Language::Persian)),
        ("Persian", NearMiss(Language::Persian)),
        ("zh_CN", NearMiss(Language::Chinese)),
        ("hindi", NearMiss(Language::Hindi)),
        ("de", Other),
        ("fr-FR", Other),
        ("", Other),
        ("x_y", Other),
        ("fas-IR", Other),
    ];
    for (tag, reading) in cases {
        assert_eq!(Language::read(tag), reading, "{tag:?}");
    }
    assert!(Language::Persian.rtl() && !Language::Hindi.rtl());
}

#[test]
fn an_unknown_name_says_what_was_expected() {
    let err = "magic".parse::<Strategy>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown strategy 'magic': expected one of backtracking, lookup, bitboard"
    );
    assert_eq!(err.kind(), "unknown-name");
}

#[test]
fn each_view_has_its_limit() {
    let limits: Vec<usize> = View::ALL.iter().map(|v| v.max_n()).collect();
    assert_eq!(limits, [256, 32, 16, 28, 100_000_000]);
}
