//! The bad records of counted units every reader is tried with: the core's ledger, the CLI's
//! `merge` and `count --checkpoint`, and the page's `readLedger` include this one list
//! (Python's tests build the same list in Python).

/// Each case: what it is, its bytes, and words the refusal must hold. `header` is the header
/// line of N = 8's plan (`units` units), `good` the line of one of its units other than 0 and
/// 1, both without their newline.
pub fn bad_ledgers(
    header: &str,
    units: usize,
    good: &str,
) -> Vec<(&'static str, Vec<u8>, &'static str)> {
    let with_header = |h: String| format!("{h}\n").into_bytes();
    let rec = |unit: usize, solutions: &str| {
        format!("{{\"unit\":{unit},\"solutions\":{solutions},\"fundamental\":1,\"nodes\":1}}\n")
    };
    let units_key = format!("\"units\":{units}");
    vec![
        (
            "a huge unit count",
            with_header(header.replace(&units_key, "\"units\":1000000000000000")),
            "claims 1000000000000000 units, but every plan for N = 8 has 78",
        ),
        (
            "a negative unit count",
            with_header(header.replace(&units_key, "\"units\":-5")),
            "-5 is negative",
        ),
        (
            "an N out of range",
            with_header(header.replace("\"n\":8", "\"n\":29")),
            "N = 29 is out of range",
        ),
        (
            "an overflowing sum",
            format!(
                "{header}\n{}{}",
                rec(0, "18446744073709551615"),
                rec(1, "1")
            )
            .into_bytes(),
            "past 2^64 - 1",
        ),
        (
            "a unit of 2^70 solutions",
            format!("{header}\n{}", rec(0, "1180591620717411303424")).into_bytes(),
            "does not fit 64 bits",
        ),
        (
            "a torn middle line",
            format!("{header}\n{{\"unit\":1,\"solu{good}\n").into_bytes(),
            "line 2, column",
        ),
        (
            "binary garbage",
            (0..4096u32)
                .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
                .collect(),
            // Not UTF-8 as a file; not the header's JSON as the page's text.
            "record of counted units",
        ),
        ("an empty file", Vec::new(), "the record is empty"),
        (
            "a 10 MB line",
            format!("{header}\n{{\"unit\":\"{}\"}}\n", "9".repeat(10 << 20)).into_bytes(),
            "line 2, column 1: the line is 10485771 bytes long",
        ),
        (
            "deep nesting",
            format!(
                "{header}\n{{\"unit\":{}{}\n",
                "[".repeat(100_000),
                "]".repeat(100_000)
            )
            .into_bytes(),
            "line 2, column",
        ),
    ]
}
