//! Lessons: the shipped ones read, run and answer; the refusals of lessons that cannot be read
//! or cannot happen name the lesson and the step; translations; answers; the editor's helpers.

use nqueens_core::attacks::Line;
use nqueens_core::board::{Board, Square};
use nqueens_core::lesson::{
    advance_between, askable, plain, Form, Lesson, QuestionName, Reply, Segment, ShippedLesson,
    StopKind, Until, Value,
};
use nqueens_core::show::play;
use nqueens_core::trace::{Constraints, StepMode, StepStrategy, Stepper};
use nqueens_core::words::{english, Arg, Message};
use nqueens_core::ErrorKind;

/// A minimal lesson around `steps` (JSON text of the steps array's items).
fn lesson(board: &str, steps: &str) -> String {
    format!(
        r#"{{"format": "nqueens-lesson", "version": 1, "title": "Test", "language": "en",
            "board": {board}, "steps": [{steps}]}}"#
    )
}

fn refusal(text: &str) -> String {
    let error = Lesson::read(text, "test.json").unwrap_err();
    assert_eq!(error.error_kind(), ErrorKind::Lesson, "{error}");
    error.to_string()
}

const CP4: &str = r#"{"n": 4, "strategy": "cp"}"#;

/// A reply that is right at stop `i`, found by trying every square, number and option.
fn right_reply(lesson: &Lesson, i: usize, n: u32) -> (Reply, usize) {
    let plan = lesson.plan("en");
    let ask = plan.stops[i].ask.as_ref().unwrap();
    let candidates: Vec<Reply> = match ask.form {
        Form::Pick => (0..n * n)
            .map(|k| Reply::Square(Square::new(k / n, k % n)))
            .collect(),
        Form::Number => (0..10_000).map(Reply::Number).collect(),
        Form::Choose => (0..ask.options.len()).map(Reply::Option).collect(),
    };
    for (wrong, reply) in candidates.into_iter().enumerate() {
        if lesson.answer(i, reply, "en").unwrap().correct {
            return (reply, wrong);
        }
    }
    panic!("no reply is right at stop {i}")
}

#[test]
fn every_shipped_lesson_reads_runs_and_can_be_answered() {
    for shipped in ShippedLesson::ALL {
        let lesson = Lesson::read(shipped.text(), shipped.name())
            .unwrap_or_else(|e| panic!("{}: {e}", shipped.name()));
        let plan = lesson.plan("en");
        assert_eq!(
            plan.name.as_deref(),
            Some(shipped.name()),
            "the file's name is its own"
        );
        assert!(plan.n <= 10);
        assert!(
            plan.questions >= 2,
            "{}: {} questions",
            shipped.name(),
            plan.questions
        );
        assert_eq!(plan.stops.last().unwrap().kind, StopKind::End);
        let mut wrong_somewhere = false;
        for (i, stop) in plan.stops.iter().enumerate() {
            if stop.kind == StopKind::Ask {
                let (_, wrong) = right_reply(&lesson, i, plan.n as u32);
                wrong_somewhere |= wrong > 0;
            } else {
                assert!(
                    lesson.answer(i, Reply::Number(0), "en").is_err(),
                    "stop {i} asks nothing"
                );
            }
        }
        assert!(
            wrong_somewhere,
            "{}: some question can be answered wrong",
            shipped.name()
        );
        // Positions only move forward between restarts, and every stop is on the timeline.
        assert!(plan.stops.iter().all(|s| s.position <= 200_000));
    }
    assert_eq!(ShippedLesson::DEFAULT.name(), "four-queens");
}

#[test]
fn the_four_queens_lesson_is_the_guides_walk_through() {
    let lesson = Lesson::read(ShippedLesson::FourQueens.text(), "four-queens").unwrap();
    let plan = lesson.plan("en");
    assert_eq!((plan.n, plan.strategy), (4, StepStrategy::Cp));
    // The first question: the empty board, row 0, where every square is open.
    let first = plan
        .stops
        .iter()
        .position(|s| s.kind == StopKind::Ask)
        .unwrap();
    assert_eq!(plan.stops[first].position, 0);
    for col in 0..4 {
        assert!(
            lesson
                .answer(first, Reply::Square(Square::new(0, col)), "en")
                .unwrap()
                .correct
        );
    }
    let other_row = lesson
        .answer(first, Reply::Square(Square::new(2, 1)), "en")
        .unwrap();
    assert!(!other_row.correct);
    assert_eq!(
        plain(&other_row.feedback),
        "That square is in row 2; the question is about row 0."
    );
    // Row 1 after q[0] = 0 and its propagation: columns 0 and 1 are out, and the core says why.
    let row1 = plan
        .stops
        .iter()
        .position(|s| s.id.as_deref() == Some("row-1"))
        .unwrap();
    let crossed = lesson
        .answer(row1, Reply::Square(Square::new(1, 1)), "en")
        .unwrap();
    assert!(!crossed.correct);
    assert_eq!(
        plain(&crossed.feedback),
        "Row 1, column 1 was removed by AllDifferent(q[i] - i): the queen on row 0, column 0 has q[0] - 0 = 0, and q[1] = 1 would give 0 again."
    );
    let right = lesson
        .answer(row1, Reply::Square(Square::new(1, 3)), "en")
        .unwrap();
    assert!(right.correct);
    assert_eq!(plain(&right.feedback), "Right: row 1, column 3.");
    assert_eq!(
        plain(right.explanation.as_ref().unwrap()),
        "Columns 2 and 3 are open. The search tries column 2 first."
    );
    // The number question's feedback is the core's message, its number a number, for the board
    // to write in the reader's language.
    let count = plan
        .stops
        .iter()
        .position(|s| s.id.as_deref() == Some("count-row-1"))
        .unwrap();
    let verdict = lesson.answer(count, Reply::Number(3), "en").unwrap();
    assert_eq!(
        verdict.feedback,
        vec![Segment::Message(
            nqueens_core::Message::new("lesson.reply.not-number").with("k", 3)
        )]
    );
    // The choice: each option's own feedback.
    let dead = plan
        .stops
        .iter()
        .position(|s| s.id.as_deref() == Some("dead-row"))
        .unwrap();
    let row3 = lesson.answer(dead, Reply::Option(2), "en").unwrap();
    assert!(!row3.correct);
    assert_eq!(
        plain(&row3.feedback),
        "Row 3 still has its forced queen on column 1."
    );
    assert!(lesson.answer(dead, Reply::Option(1), "en").unwrap().correct);
    assert!(lesson.answer(dead, Reply::Option(3), "en").is_err());
    assert!(
        lesson.answer(dead, Reply::Number(2), "en").is_err(),
        "a number is no choice"
    );
    // Placeholders are filled from the search.
    let first_queen = plan
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("first-queen"))
        .unwrap();
    assert!(plain(&first_queen.text).ends_with("1 queen on the board, 6 squares still open."));
    assert!(first_queen.text.contains(&Segment::Number(6)));
    // The highlight stays until the search moves.
    let marked = plan
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("first-failure"))
        .unwrap();
    assert_eq!(marked.highlight.squares.len(), 4);
    let later = plan
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("second-failure"))
        .unwrap();
    assert!(later.highlight.squares.is_empty());
}

#[test]
fn a_translation_gives_its_words_and_the_source_fills_the_gaps() {
    let five = Lesson::read(
        ShippedLesson::FiveQueensDeadEnd.text(),
        "five-queens-dead-end",
    )
    .unwrap();
    assert_eq!(five.languages(), ["en", "fa", "hi", "zh"]);
    let fa = five.plan("fa-IR");
    assert_eq!((fa.language.as_str(), fa.dir), ("fa", "rtl"));
    assert!(fa.title.starts_with("پنج وزیر"));
    let en = five.plan("de");
    assert_eq!(
        (en.language.as_str(), en.dir),
        ("en", "ltr"),
        "an unknown language reads the source"
    );
    // The same stops in both, at the same moments; numbers stay numbers in Persian words.
    assert_eq!(fa.stops.len(), en.stops.len());
    let second = fa
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("second"))
        .unwrap();
    assert!(
        second.text.contains(&Segment::Number(14)),
        "{:?}",
        second.text
    );
    assert!(plain(&second.text).contains("خانه"));
    // Option feedback in Persian.
    let dead = fa
        .stops
        .iter()
        .position(|s| s.id.as_deref() == Some("dead-row"))
        .unwrap();
    let verdict = five.answer(dead, Reply::Option(1), "fa").unwrap();
    assert!(verdict.correct);
    assert!(plain(&verdict.feedback).starts_with("درست است"));
    assert_eq!(
        plain(&fa.stops[dead].ask.as_ref().unwrap().options[0]),
        "سطر ۳"
    );
    // A field a translation leaves out is the source's.
    let text = lesson(
        CP4,
        r#"{"kind": "narrate", "id": "a", "text": "Hello {n}"}, {"kind": "ask", "id": "b", "form": "number",
           "question": {"name": "queens"}, "prompt": "How many?", "hint": "None yet."}"#,
    )
    .replace(
        r#""steps""#,
        r#""translations": {"fa": {"steps": {"b": {"prompt": "چند {queens}؟"}}}}, "steps""#,
    );
    let read = Lesson::read(&text, "x").unwrap();
    let plan = read.plan("fa");
    assert_eq!(plain(&plan.stops[0].text), "Hello 4");
    assert_eq!(plain(&plan.stops[1].text), "چند 0؟");
    let ask = plan.stops[1].ask.as_ref().unwrap();
    assert_eq!(plain(ask.hint.as_ref().unwrap()), "None yet.");
    // Each says which language it is in where that is not the plan's, so the page gives it its
    // own `lang` and direction.
    assert_eq!(plan.stops[0].lang.as_deref(), Some("en"));
    assert_eq!(plan.stops[1].lang, None);
    assert_eq!(ask.hint_lang.as_deref(), Some("en"));
    let source = read.plan("en");
    assert_eq!(
        (source.stops[0].lang.as_ref(), source.stops[1].lang.as_ref()),
        (None, None)
    );
    // The answer's words fall back the same way.
    let verdict = read.answer(1, Reply::Number(0), "fa").unwrap();
    assert!(verdict.correct);
}

#[test]
fn words_are_text_whatever_they_hold() {
    let hostile = "<img src=x onerror=alert(1)><script>alert(2)</script>&lt;b&gt; \u{202e}";
    let text = lesson(
        CP4,
        &format!(
            r#"{{"kind": "narrate", "text": {}}}"#,
            serde_json::to_string(hostile).unwrap()
        ),
    );
    let read = Lesson::read(&text, "x").unwrap();
    assert_eq!(plain(&read.plan("en").stops[0].text), hostile);
}

#[test]
fn a_lesson_that_cannot_be_read_is_refused_with_its_name() {
    assert!(refusal("not json").starts_with("the lesson test.json: the file is not JSON"));
    assert_eq!(
        refusal(&format!("{{\"a\": \"{}\"}}", "x".repeat(300 * 1024))),
        "the lesson test.json: the file is 301 KiB; a lesson may be at most 256 KiB"
    );
    assert!(
        refusal(&format!("{}{}", "[".repeat(50_000), "]".repeat(50_000)))
            .contains("nest deeper than 12 levels")
    );
    assert!(refusal("[1, 2]").contains("a lesson is a JSON object"));
    assert!(refusal(r#"{"format": "other"}"#).contains("its \"format\" is \"other\""));
    assert_eq!(
        refusal(&lesson(CP4, r#"{"kind": "pause"}"#).replace(r#""version": 1"#, r#""version": 2"#)),
        "the lesson test.json: it is version 2 of the lesson format; this board reads version 1"
    );
    assert!(
        refusal(&lesson(CP4, r#"{"kind": "pause"}"#).replace(r#""title": "Test","#, ""))
            .contains("missing field \"title\"")
    );
    assert!(refusal(&lesson(
        r#"{"n": 11, "strategy": "cp"}"#,
        r#"{"kind": "pause"}"#
    ))
    .contains(
        "lesson \"Test\": board: N = 11 is out of range for a lesson: N must be from 1 to 10"
    ));
    assert!(refusal(&lesson(
        r#"{"n": 4, "strategy": "dfs"}"#,
        r#"{"kind": "pause"}"#
    ))
    .contains("unknown strategy 'dfs'"));
    assert!(refusal(&lesson(CP4, "")).ends_with("it has no steps"));
    assert!(refusal(&lesson(
        r#"{"n": 4, "strategy": "lookup", "constraints": ["column"]}"#,
        r#"{"kind": "pause"}"#
    ))
    .contains("only the constraint propagation strategies"));
    assert!(refusal(&lesson(
        r#"{"n": 4, "strategy": "cp", "fixed": [[0, 1], [0, 2]]}"#,
        r#"{"kind": "pause"}"#
    ))
    .contains("two queens in row 0"));
}

/// The text arguments anywhere in `message` (nested messages and lists included).
fn texts(message: &Message, out: &mut Vec<(String, String)>) {
    fn walk(id: &str, arg: &Arg, out: &mut Vec<(String, String)>) {
        match arg {
            Arg::Text(text) => out.push((id.to_string(), text.to_string())),
            Arg::Msg(message) => texts(message, out),
            Arg::List(items) => items.iter().for_each(|item| walk(id, item, out)),
            Arg::Int(_) => {}
        }
    }
    for (_, arg) in message.args() {
        walk(message.id(), arg, out);
    }
}

#[test]
fn a_refusal_of_a_file_is_a_message_whose_words_all_come_from_the_catalogs() {
    // A teacher reads the reason in the page's language: every sentence is a catalog id, the
    // text arguments are names from the file (its title, a step's kind and id, a key, a value
    // as written), never a sentence built in English. serde's own words stay only where the
    // shape is one the catalogs do not name (lesson.read.shape).
    let lesson_fa =
        |board: &str, steps: &str| lesson(board, steps).replace("\"Test\"", "\"آزمون\"");
    let files = [
        "not json".to_string(),
        "{\"format\": ".to_string(),
        "[1, 2]".to_string(),
        r#"{"format": "other"}"#.to_string(),
        r#"{"format": "nqueens-lesson"}"#.to_string(),
        lesson(CP4, r#"{"kind": "pause"}"#).replace(r#""version": 1"#, r#""version": 2"#),
        lesson(CP4, r#"{"kind": "pause"}"#).replace(r#""title": "Test","#, ""),
        lesson(CP4, r#"{"kind": "pause"}"#)
            .replace(r#""language": "en""#, r#""language": "english!""#),
        lesson(r#"{"n": 11, "strategy": "cp"}"#, r#"{"kind": "pause"}"#),
        lesson(r#"{"n": 4, "strategy": "dfs"}"#, r#"{"kind": "pause"}"#),
        lesson(
            r#"{"n": 4, "strategy": "cp", "fixed": [[0, 1], [0, 2]]}"#,
            r#"{"kind": "pause"}"#,
        ),
        lesson(
            r#"{"n": 4, "strategy": "cp", "fixed": [[0, 9]]}"#,
            r#"{"kind": "pause"}"#,
        ),
        lesson(
            r#"{"n": 4, "strategy": "lookup", "constraints": ["column"]}"#,
            r#"{"kind": "pause"}"#,
        ),
        lesson(CP4, ""),
        lesson_fa(
            CP4,
            r#"{"kind": "highlight", "id": "x", "squares": [[5, 0]]}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "highlight", "lines": [{"line": "diagonal", "index": 7}]}"#,
        ),
        lesson(CP4, r#"{"kind": "highlight", "lines": [{"line": "row"}]}"#),
        lesson(CP4, r#"{"kind": "narrate", "text": "{rows}"}"#),
        lesson(CP4, r#"{"kind": "narrate", "text": "a { b"}"#),
        lesson(CP4, r#"{"kind": "narrate", "text": "a } b"}"#),
        lesson(CP4, r#"{"kind": "narrate", "text": "{open:x}"}"#),
        lesson(CP4, r#"{"text": "x"}"#),
        lesson(CP4, r#"{"kind": "narate", "text": "x"}"#),
        lesson(CP4, r#"{"kind": "narrate", "txt": "x"}"#),
        lesson(CP4, r#"{"kind": "advance", "until": "row", "row": 4}"#),
        lesson(CP4, r#"{"kind": "advance", "until": "events"}"#),
        lesson(CP4, r#"{"kind": "advance", "until": "events", "count": 0}"#),
        lesson(CP4, r#"{"kind": "advance", "until": "place", "row": 1}"#),
        lesson(CP4, r#"{"kind": "ask", "form": "pick", "prompt": "?"}"#),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "pick", "question": {"name": "dead-row"}, "prompt": "?"}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "number", "question": {"name": "attackers"}, "prompt": "?"}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "number", "question": {"name": "queens", "row": 1}, "prompt": "?"}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "number", "question": {"name": "queens"}, "answer": "two", "prompt": "?"}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "choose", "prompt": "?", "options": [{"text": "a"}]}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "choose", "prompt": "?", "options": [{"text": "a"}, {"text": "b"}]}"#,
        ),
        lesson(
            CP4,
            r#"{"kind": "ask", "form": "choose", "question": {"name": "queens"}, "prompt": "?", "options": [{"text": "a"}, {"text": "b", "value": 1}]}"#,
        ),
        lesson(CP4, r#"{"kind": "narrate", "id": "a!", "text": "x"}"#),
        lesson(CP4, r#"{"kind": "narrate", "id": "a", "text": "x"}"#).replace(
            r#""steps""#,
            r#""translations": {"fa": {"steps": {"nope": {"text": "x"}}}}, "steps""#,
        ),
        lesson(CP4, r#"{"kind": "narrate", "id": "a", "text": "x"}"#).replace(
            r#""steps""#,
            r#""translations": {"fa": {"steps": {"a": {"prompt": "x"}}}}, "steps""#,
        ),
        lesson(CP4, r#"{"kind": "pause", "id": "a"}"#).replace(
            r#""steps""#,
            r#""translations": {"en": {"title": "x"}}, "steps""#,
        ),
    ];
    let mut ids = std::collections::BTreeSet::new();
    for file in &files {
        let error = Lesson::read(file, "test.json").unwrap_err();
        let message = error.message();
        let mut found = Vec::new();
        texts(&message, &mut found);
        for (id, text) in &found {
            assert!(
                // A list of names (a vocabulary's, as `error.unknown-name` lists them) is names.
                id == "lesson.read.shape" || !text.trim().replace(", ", ",").contains(' '),
                "{error}\n  a sentence in {id}'s text argument: {text:?}"
            );
        }
        assert!(
            english().get(message.id()).is_some(),
            "{error}: {} is in the catalog",
            message.id()
        );
        ids.insert(error.to_string());
    }
    assert_eq!(ids.len(), files.len(), "each file has its own refusal");
    // The Persian-titled lesson's square off the board: its numbers are numbers (formatted in
    // the reader's digits), its names the file's own.
    let off = Lesson::read(&files[14], "x").unwrap_err();
    assert_eq!(
        off.to_string(),
        "lesson \"آزمون\", step 1 (highlight \"x\"): square (row 5, column 0) is off the 4x4 board (rows and columns are 0 to 3)"
    );
    let Arg::Msg(what) = off.message().arg("what").unwrap().clone() else {
        panic!("the reason is a message")
    };
    assert_eq!(what.id(), "error.square-out-of-range");
    assert_eq!(what.arg("row"), Some(&Arg::Int(5)));
    let not_json = Lesson::read("{\"format\": ", "x").unwrap_err();
    assert_eq!(
        not_json.to_string(),
        "the lesson x: the file is not JSON (it ends too soon, at line 1, column 11)"
    );
}

#[test]
fn a_step_that_cannot_be_read_or_cannot_happen_is_named() {
    let cases: [(&str, &str); 14] = [
        (r#"{"kind": "pause"}, {"kind": "narate", "text": "x"}"#, "lesson \"Test\", step 2 (narate): unknown value \"narate\" (expected one of narrate, advance, ask, highlight, pause, restart)"),
        (r#"{"kind": "narrate", "txt": "x"}"#, "step 1 (narrate): unknown field \"txt\" (the fields here: id, text)"),
        (r#"{"text": "x"}"#, "step 1 (?): a step needs a \"kind\""),
        (r#"{"kind": "narrate", "text": "{rows}"}"#, "step 1 (narrate): text: {rows} is not a placeholder"),
        (r#"{"kind": "narrate", "text": "Row {row}"}"#, "step 1 (narrate): {row} has no value here: the last event is about no square"),
        (r#"{"kind": "advance", "until": "solution"}, {"kind": "advance", "until": "dead-end"}, {"kind": "advance", "until": "dead-end"}, {"kind": "advance", "until": "dead-end"}"#,
         "step 4 (advance): the search ends at event 62 without reaching the next dead end"),
        (r#"{"kind": "advance", "until": "end"}, {"kind": "advance", "until": "place"}"#, "step 2 (advance): the search has already ended (at event 62)"),
        (r#"{"kind": "advance", "until": "row", "row": 4}"#, "step 1 (advance): row 4 is off the 4x4 board"),
        (r#"{"kind": "ask", "id": "q", "form": "number", "question": {"name": "queens"}, "answer": 1, "prompt": "?"}"#,
         "step 1 (ask \"q\"): the written answer 1 is not right: the search shows 0 (how many queens are on the board)"),
        (r#"{"kind": "ask", "form": "pick", "question": {"name": "open-squares", "row": 0}, "answer": [[0, 1]], "prompt": "?"}"#,
         "the written answer [[0, 1]] is not right: the search shows [[0, 0], [0, 1], [0, 2], [0, 3]]"),
        (r#"{"kind": "ask", "form": "pick", "question": {"name": "dead-row"}, "prompt": "?"}"#, "the question dead-row is answered with a number, not a square"),
        (r#"{"kind": "ask", "form": "choose", "question": {"name": "queens"}, "prompt": "?", "options": [{"text": "one", "value": 1, "correct": true}, {"text": "none", "value": 0}]}"#,
         "option 1 is marked \"correct\": true, but the search says it is wrong (the answer is 0)"),
        (r#"{"kind": "ask", "form": "choose", "prompt": "?", "options": [{"text": "a"}, {"text": "b"}]}"#, "exactly one option is marked \"correct\": true"),
        (r#"{"kind": "narrate", "id": "a", "text": "x"}, {"kind": "pause", "id": "a"}"#, "step 2 (pause \"a\"): the id \"a\" is used by an earlier step too"),
    ];
    for (steps, expected) in cases {
        let message = refusal(&lesson(CP4, steps));
        assert!(
            message.contains(expected),
            "{message}\n  expected: {expected}"
        );
        assert!(message.starts_with("lesson \"Test\", step "), "{message}");
    }
    let pick_nothing = refusal(&lesson(
        CP4,
        r#"{"kind": "advance", "until": "place"}, {"kind": "ask", "form": "pick", "question": {"name": "open-squares", "row": 0}, "prompt": "?"}"#,
    ));
    assert!(
        pick_nothing.contains("no square answers it here"),
        "{pick_nothing}"
    );
    let translation = refusal(&lesson(CP4, r#"{"kind": "pause"}"#).replace(
        r#""steps""#,
        r#""translations": {"fa": {"steps": {"nope": {"text": "x"}}}}, "steps""#,
    ));
    assert_eq!(
        translation,
        "lesson \"Test\": translation \"fa\": no step has the id \"nope\""
    );
    let bad_placeholder = refusal(
        &lesson(CP4, r#"{"kind": "narrate", "id": "a", "text": "ok"}"#).replace(
            r#""steps""#,
            r#""translations": {"fa": {"steps": {"a": {"text": "{dead-row}"}}}}, "steps""#,
        ),
    );
    assert!(
        bad_placeholder.contains("{dead-row} has no value here")
            && bad_placeholder.contains("(in the fa words)"),
        "{bad_placeholder}"
    );
}

#[test]
fn restart_posts_fewer_constraints_and_only_cp_may() {
    let read = Lesson::read(ShippedLesson::OneConstraintAtATime.text(), "x").unwrap();
    let plan = read.plan("en");
    assert_eq!(plan.constraints, vec![Line::Column]);
    let first = plan
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("first"))
        .unwrap();
    assert!(plain(&first.text).contains("[0, 1, 2, 3, 4, 5]"));
    let second = plan
        .stops
        .iter()
        .find(|s| s.id.as_deref() == Some("second"))
        .unwrap();
    assert_eq!(second.constraints, vec![Line::Column, Line::Diagonal]);
    let last = plan.stops.last().unwrap();
    assert_eq!(
        last.constraints,
        vec![Line::Column, Line::Diagonal, Line::AntiDiagonal]
    );
    let message = refusal(&lesson(
        r#"{"n": 4, "strategy": "backtracking"}"#,
        r#"{"kind": "restart", "constraints": ["column"]}"#,
    ));
    assert!(
        message.contains("step 1 (restart): only the constraint propagation strategies"),
        "{message}"
    );
    assert!(refusal(&lesson(
        CP4,
        r#"{"kind": "restart", "constraints": ["row"]}"#
    ))
    .contains("row is not a constraint of the model"));
}

#[test]
fn fewer_constraints_find_seed_001s_intermediate_solutions() {
    let count = |lines: &[Line]| {
        let posted = Constraints::of(lines).unwrap();
        let mut stepper =
            Stepper::create_with(6, StepStrategy::Cp, &[], StepMode::AllSolutions, posted).unwrap();
        let mut first_state = None;
        while stepper.step().is_some() {
            let state = stepper.state();
            if state
                .last
                .as_ref()
                .is_some_and(|e| matches!(e, nqueens_core::trace::Event::Solution(_)))
                && first_state.is_none()
            {
                first_state = Some(state);
            }
        }
        (stepper.summary().solutions, first_state.unwrap())
    };
    // One constraint: every permutation; the first one has every queen on one diagonal.
    let (all, first) = count(&[Line::Column]);
    assert_eq!(all, 720);
    assert_eq!(first.solution(), None, "not a solution of N-Queens");
    assert!(first
        .narration
        .to_string()
        .contains("[0, 1, 2, 3, 4, 5]; but the queens of rows 0 and 1 share a diagonal"));
    assert_eq!(count(&[Line::Column, Line::Diagonal]).0, 83);
    let (four, real) = count(&[Line::Column, Line::Diagonal, Line::AntiDiagonal]);
    assert_eq!(four, 4);
    assert_eq!(real.solution(), Some(&[1, 3, 5, 0, 2, 4][..]));
    assert!(Stepper::create_with(
        6,
        StepStrategy::Lookup,
        &[],
        StepMode::AllSolutions,
        Constraints::of(&[Line::Column]).unwrap()
    )
    .is_err());
    assert!(Constraints::of(&[]).is_err());
}

#[test]
fn why_a_square_is_crossed_in_step() {
    // Backtracking on 4 queens after its first queen: the walk names the queen and the line.
    let mut walk =
        Stepper::create(4, StepStrategy::Backtracking, &[], StepMode::AllSolutions).unwrap();
    walk.step();
    let state = walk.state();
    let why = state.why(1, 1).unwrap();
    assert_eq!(
        why.sentence.to_string(),
        "Row 1, column 1 is attacked by the queen on row 0, column 0 along a diagonal."
    );
    assert_eq!(why.by, Some((Square::new(0, 0), Line::Diagonal)));
    assert_eq!(
        state.why(2, 1).unwrap().sentence.to_string(),
        "Row 2, column 1 is safe: no queen attacks it."
    );
    assert_eq!(
        state.why(0, 0).unwrap().sentence.to_string(),
        "Row 0, column 0: the queen the search placed in row 0."
    );
    assert!(state.why(4, 0).is_none());
    // CP: the constraint that removed the value.
    let mut cp = Stepper::create(4, StepStrategy::Cp, &[], StepMode::AllSolutions).unwrap();
    cp.seek(3);
    let state = cp.state();
    assert_eq!(state.why(2, 0).unwrap().sentence.to_string(), "Row 2, column 0 was removed by AllDifferent(q): the queen on row 0, column 0 holds column 0.");
    assert_eq!(
        state.why(0, 2).unwrap().sentence.to_string(),
        "Row 0, column 2 is out: the queen on row 0, column 0 is row 0's own (q[0] = 0), so its row keeps no other value."
    );
    assert_eq!(
        state.why(1, 2).unwrap().sentence.to_string(),
        "Row 1, column 2 is still open: 2 is in the domain of q[1]."
    );
    cp.seek(9);
    assert_eq!(
        cp.state().why(2, 1).unwrap().sentence.to_string(),
        "Row 2, column 1 was removed by AllDifferent(q[i] + i): the queen on row 1, column 2 has q[1] + 1 = 3, and q[2] = 1 would give 3 again."
    );
    cp.seek(11);
    assert_eq!(
        cp.state().why(1, 2).unwrap().sentence.to_string(),
        "Row 1, column 2 was ruled out by the search itself: the branch q[1] = 2 was explored and failed, so now q[1] != 2."
    );
    // A forced queen says so.
    cp.seek(12);
    assert!(cp
        .state()
        .why(1, 3)
        .unwrap()
        .sentence
        .to_string()
        .contains("a forced queen"));
}

#[test]
fn why_a_square_is_attacked_in_play() {
    let board = Board::with_queens(
        8,
        [
            Square::new(0, 0),
            Square::new(2, 2),
            Square::new(5, 3),
            Square::new(7, 7),
        ],
    )
    .unwrap();
    let why = |r, c| {
        play::why(&board, Square::new(r, c))
            .unwrap()
            .sentence
            .to_string()
    };
    assert_eq!(why(1, 1), "Row 1, column 1 is attacked by the queen on row 0, column 0 along a diagonal, by the queen on row 2, column 2 along a diagonal, and by the queen on row 7, column 7 along a diagonal.");
    assert_eq!(why(1, 4), "Row 1, column 4 is safe: no queen attacks it.");
    assert_eq!(why(5, 0), "Row 5, column 0 is attacked by the queen on row 0, column 0 along a column and by the queen on row 5, column 3 along a row.");
    assert_eq!(why(2, 2), "Row 2, column 2: a queen, attacked by the queen on row 0, column 0 along a diagonal and by the queen on row 7, column 7 along a diagonal.");
    assert_eq!(
        why(5, 3),
        "Row 5, column 3: a queen; no other queen attacks it."
    );
    assert_eq!(play::why(&board, Square::new(5, 3)).unwrap().by, None);
    assert_eq!(
        play::why(&board, Square::new(4, 4)).unwrap().by,
        Some((Square::new(0, 0), Line::Diagonal))
    );
    assert!(play::why(&board, Square::new(8, 0)).is_none());
    let crowded =
        Board::with_queens(8, (0..8).map(|c| Square::new(0, c)).filter(|s| s.col != 4)).unwrap();
    assert!(play::why(&crowded, Square::new(0, 4))
        .unwrap()
        .sentence
        .to_string()
        .ends_with("and by 4 more queens."));
}

#[test]
fn the_editor_is_told_what_it_may_ask_and_how_to_advance() {
    let list = askable(4, StepStrategy::Cp, &[], Constraints::ALL, 3, None).unwrap();
    let row1 = list
        .iter()
        .find(|a| a.question.name == QuestionName::OpenSquares && a.question.row == Some(1))
        .unwrap();
    assert_eq!(
        row1.answer,
        Value::Squares(vec![Square::new(1, 2), Square::new(1, 3)])
    );
    assert_eq!(row1.words.to_string(), "the open squares of row 1");
    assert!(row1.forms.contains(&Form::Pick));
    let next = list
        .iter()
        .find(|a| a.question.name == QuestionName::NextQueen)
        .unwrap();
    assert_eq!(next.answer, Value::Squares(vec![Square::new(1, 2)]));
    assert!(
        list.iter()
            .all(|a| a.question.name != QuestionName::DeadRow),
        "no dead end at event 3"
    );
    let at = askable(
        4,
        StepStrategy::Cp,
        &[],
        Constraints::ALL,
        3,
        Some(Square::new(2, 0)),
    )
    .unwrap();
    let crossed = at
        .iter()
        .find(|a| a.question.name == QuestionName::CrossedBy)
        .unwrap();
    assert_eq!(crossed.answer, Value::Name("column"));
    assert_eq!(crossed.forms, vec![Form::Choose]);
    // The plainest advance between two moments.
    let between =
        |from, to| advance_between(4, StepStrategy::Cp, &[], Constraints::ALL, from, to).unwrap();
    assert_eq!(between(0, 1), Until::Place);
    assert_eq!(between(4, 10), Until::DeadEnd);
    assert_eq!(between(10, 11), Until::Backtrack);
    assert_eq!(between(0, 30), Until::Solution);
    assert_eq!(between(30, 62), Until::End);
    assert_eq!(between(1, 3), Until::Events(2));
    assert!(advance_between(4, StepStrategy::Cp, &[], Constraints::ALL, 3, 3).is_err());
}

#[test]
fn a_lesson_may_fix_the_code_panels_language() {
    use nqueens_core::trace::code::CodeLanguage;
    let read = |board: &str| Lesson::read(&lesson(board, r#"{"kind": "pause"}"#), "x");
    let java = read(r#"{"n": 4, "strategy": "lookup", "code-lang": "java"}"#).unwrap();
    assert_eq!(java.plan("en").code_lang, Some(CodeLanguage::Java));
    assert_eq!(read(CP4).unwrap().plan("en").code_lang, None);
    assert_eq!(
        refusal(&lesson(
            r#"{"n": 4, "strategy": "cp", "code-lang": "rust"}"#,
            r#"{"kind": "pause"}"#
        )),
        "lesson \"Test\": board: code-lang: unknown code language 'rust': expected one of python, c, cpp, java"
    );
}
