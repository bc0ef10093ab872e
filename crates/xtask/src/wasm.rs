//! `crates/nqueens-wasm/src/names.d.ts`: one TypeScript string union per vocabulary of the
//! core, read from the core's own lists, so the declarations of the wasm API can never disagree
//! with the names the core accepts. The bindings include the file as a typescript custom
//! section (`nqueens-wasm.d.ts`).

use std::fmt::Write as _;

use nqueens_core::names::{names, Named};
use nqueens_core::show::page;
use nqueens_core::{enumerate, format, huge, lesson, search, trace};

fn union<T: Named>(out: &mut String, ts_name: &str) {
    let names: Vec<String> = names::<T>().iter().map(|n| format!("\"{n}\"")).collect();
    writeln!(
        out,
        "/** The core's {} names. */\nexport type {ts_name} = {};",
        T::KIND,
        names.join(" | ")
    )
    .expect("writing to a String");
}

pub fn names_d_ts() -> String {
    let mut out = String::from(
        "// Generated from the core's vocabularies by `cargo xtask codegen`. Do not edit: change the\n// core and rerun.\n",
    );
    union::<search::Strategy>(&mut out, "Strategy");
    union::<huge::Method>(&mut out, "HugeMethod");
    union::<trace::StepStrategy>(&mut out, "StepStrategy");
    union::<trace::code::CodeLanguage>(&mut out, "CodeLanguage");
    union::<enumerate::Target>(&mut out, "EnumerationTarget");
    union::<trace::EventKind>(&mut out, "EventKind");
    union::<trace::Target>(&mut out, "RunTarget");
    union::<trace::Stop>(&mut out, "RunStop");
    union::<format::Format>(&mut out, "Format");
    union::<nqueens_core::attacks::Line>(&mut out, "Line");
    union::<lesson::Form>(&mut out, "QuestionForm");
    union::<lesson::QuestionName>(&mut out, "QuestionName");
    union::<lesson::UntilName>(&mut out, "AdvanceTarget");
    union::<lesson::ShippedLesson>(&mut out, "ShippedLesson");
    union::<page::View>(&mut out, "View");
    union::<page::Theme>(&mut out, "Theme");
    union::<page::Controls>(&mut out, "Controls");
    union::<page::EmbedEvent>(&mut out, "EmbedEvent");
    union::<page::Command>(&mut out, "Command");
    union::<page::Parameter>(&mut out, "Parameter");
    union::<nqueens_core::measure::Measure>(&mut out, "Measure");
    union::<page::CountKernel>(&mut out, "CountKernel");
    out
}
