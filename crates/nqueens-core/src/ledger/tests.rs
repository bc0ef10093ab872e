//! The ledger against the counter's own totals, and against every kind of bad record.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;

use super::*;
use crate::count::{count_unit, plan, Plan, Tally};
use crate::Error;

fn tallies(n: usize) -> (Plan, Vec<Tally>) {
    let p = plan(n).unwrap();
    let t = p.units.iter().map(|u| count_unit(n, u).unwrap()).collect();
    (p, t)
}

fn ledger_text(p: &Plan, t: &[Tally], shard: Shard) -> String {
    let mut s = Header::new(p, shard).to_line() + "\n";
    for id in shard.unit_ids(p.units.len()) {
        s += &(Record {
            unit: id,
            tally: t[id],
        }
        .to_line()
            + "\n");
    }
    s
}

fn named(texts: &[String]) -> Vec<(String, Ledger)> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| (format!("file{i}"), Ledger::parse(t).unwrap()))
        .collect()
}

#[test]
fn shards_sum_to_oeis() {
    let (p, t) = tallies(10);
    for k in [1, 2, 3, 7] {
        let texts: Vec<String> = (1..=k)
            .map(|i| ledger_text(&p, &t, Shard::new(i, k).unwrap()))
            .collect();
        let total = sum(&named(&texts)).unwrap();
        assert_eq!((total.tally.solutions, total.tally.fundamental), (724, 92));
        assert_eq!(total.units, p.units.len());
    }
}

#[test]
fn shards_partition_the_units() {
    for k in 1..6 {
        let mut seen = vec![0; 50];
        for i in 1..=k {
            let s = Shard::new(i, k).unwrap();
            for id in s.unit_ids(50) {
                assert!(s.contains(id));
                seen[id] += 1;
            }
        }
        assert!(seen.iter().all(|&c| c == 1), "{k}: {seen:?}");
    }
    assert_eq!("3/8".parse::<Shard>().unwrap(), Shard::new(3, 8).unwrap());
    for bad in ["0/4", "5/4", "1/0", "3", "a/b", "-1/4", "1/4/2", ""] {
        assert!(bad.parse::<Shard>().is_err(), "{bad}");
    }
}

#[test]
fn refuses_missing_duplicate_and_foreign_records() {
    let (p, t) = tallies(9);
    let s1 = Shard::new(1, 2).unwrap();
    let s2 = Shard::new(2, 2).unwrap();
    let a = ledger_text(&p, &t, s1);
    let b = ledger_text(&p, &t, s2);
    // Missing shard.
    let e = sum(&named(std::slice::from_ref(&a)))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("missing") && e.contains("no record of shard 2/2"),
        "{e}"
    );
    // The same shard twice.
    let e = sum(&named(&[a.clone(), b.clone(), a.clone()]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("recorded in both file0 and file2"), "{e}");
    // A unit twice inside one file.
    let first_record = a.lines().nth(1).unwrap();
    let twice = format!("{a}{first_record}\n");
    let e = Ledger::parse(&twice).unwrap_err().to_string();
    assert!(e.contains("recorded twice"), "{e}");
    // Another N.
    let (p8, t8) = tallies(8);
    let other_n = ledger_text(&p8, &t8, s2);
    let e = sum(&named(&[a.clone(), other_n])).unwrap_err().to_string();
    assert!(e.contains("is for N = 8, but file0 is for N = 9"), "{e}");
    // Another plan for the same N (a changed fingerprint).
    let mut h = Header::new(&p, s2);
    h.plan ^= 1;
    let foreign = b.replacen(&Header::new(&p, s2).to_line(), &h.to_line(), 1);
    let e = sum(&named(&[a.clone(), foreign.clone()]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("another plan"), "{e}");
    let l = Ledger::parse(&foreign).unwrap();
    let e = l
        .header()
        .check_against(&Header::new(&p, s2))
        .unwrap_err()
        .to_string();
    assert!(e.contains("another plan"), "{e}");
    // A unit outside the shard.
    let wrong = format!(
        "{}{}\n",
        a,
        Record {
            unit: 1,
            tally: t[1]
        }
        .to_line()
    );
    assert!(Ledger::parse(&wrong)
        .unwrap_err()
        .to_string()
        .contains("not in shard 1/2"));
    // A unit outside the plan.
    let beyond = format!(
        "{}{}\n",
        ledger_text(&p, &t, Shard::WHOLE),
        Record {
            unit: p.units.len(),
            tally: Tally::default()
        }
        .to_line()
    );
    assert!(Ledger::parse(&beyond)
        .unwrap_err()
        .to_string()
        .contains("not in the plan"));
}

/// The page's way: an empty ledger, batches of records appended as text, read back under
/// the plan it expects, summed only when whole.
#[test]
fn batches_appended_as_text_resume_under_their_plan_and_sum() {
    let (p, t) = tallies(10);
    let header = Header::new(&p, Shard::WHOLE);
    let batch = |ids: std::ops::Range<usize>| {
        let records: Vec<Record> = ids
            .map(|unit| Record {
                unit,
                tally: t[unit],
            })
            .collect();
        Record::lines(&records)
    };
    let units = p.units.len();
    let half = units / 2;
    let mut text = header.empty_ledger();
    assert_eq!(*Ledger::parse(&text).unwrap().header(), header);
    text += &batch(0..half);
    assert_eq!(text.lines().count(), half + 1);
    let saved = Ledger::parse_for(&text, &header).unwrap();
    assert_eq!(saved.records().len(), half);
    assert_eq!(saved.missing(), (half..units).collect::<Vec<_>>());
    let so_far: Tally = t[..half].iter().copied().sum();
    assert_eq!(saved.recorded(), so_far);
    assert!(saved
        .total("the count")
        .unwrap_err()
        .to_string()
        .contains("missing"));
    text += &batch(half..units);
    let total = Ledger::parse_for(&text, &header)
        .unwrap()
        .total("the count")
        .unwrap();
    assert_eq!((total.tally.solutions, total.tally.fundamental), (724, 92));
    assert_eq!(total.tally.nodes, t.iter().map(|x| x.nodes).sum::<u64>());

    // Refused: a unit twice (a batch saved twice), another plan, a unit beyond the plan.
    let twice = format!("{text}{}", batch(3..4));
    let e = Ledger::parse_for(&twice, &header).unwrap_err().to_string();
    assert!(e.contains("unit 3 is recorded twice"), "{e}");
    let mut other = header;
    other.plan ^= 1;
    let e = Ledger::parse_for(&text, &other).unwrap_err().to_string();
    assert!(e.contains("another plan"), "{e}");
    let e = Ledger::parse_for(&text, &Header::new(&plan(11).unwrap(), Shard::WHOLE))
        .unwrap_err()
        .to_string();
    assert!(e.contains("for N = 10, not N = 11"), "{e}");
    let beyond = format!(
        "{text}{}",
        Record::lines(&[Record {
            unit: units,
            tally: Tally::default()
        }])
    );
    let e = Ledger::parse_for(&beyond, &header).unwrap_err().to_string();
    assert!(e.contains("not in the plan"), "{e}");
}

#[test]
fn fingerprint_follows_the_unit_list() {
    let p = plan(12).unwrap();
    assert_eq!(fingerprint(&p), fingerprint(&plan(12).unwrap()));
    assert_ne!(fingerprint(&p), fingerprint(&plan(11).unwrap()));
    let mut swapped = p.clone();
    swapped.units.swap(0, 1);
    assert_ne!(fingerprint(&p), fingerprint(&swapped));
    let mut shorter = p.clone();
    shorter.units.pop();
    assert_ne!(fingerprint(&p), fingerprint(&shorter));
}

#[test]
fn malformed_lines_are_errors_with_their_line() {
    let (p, t) = tallies(6);
    let good = ledger_text(&p, &t, Shard::WHOLE);
    assert!(Ledger::parse(&good).is_ok());
    let header = good.lines().next().unwrap();
    for (text, line) in [
        (String::new(), 0),
        ("garbage\n".to_string(), 1),
        (header.replace("nqueens-count-units", "other"), 1),
        (header.replace("\"version\":1", "\"version\":2"), 1),
        (header.replace("\"n\":6", "\"n\":40"), 1),
        (header.replace("\"shard\":\"1/1\"", "\"shard\":\"2/1\""), 1),
        (format!("{header}\n{{\"unit\":0}}\n"), 2),
        (format!("{header}\n{{\"unit\":0,\"solutions\":-1,\"fundamental\":0,\"nodes\":0}}\n"), 2),
        (format!("{header}\n{{\"unit\":0,\"solutions\":1,\"fundamental\":0,\"nodes\":0,\"x\":1}}\n"), 2),
        (format!("{header}\n{{\"unit\":0,\"unit\":0,\"solutions\":1,\"fundamental\":0,\"nodes\":0}}\n"), 2),
    ] {
        let text = if text.ends_with('\n') || text.is_empty() {
            text
        } else {
            text + "\n"
        };
        match Ledger::parse(&text) {
            Err(Error::Record(m)) if line > 0 => assert!(
                m.to_string().starts_with(&format!("line {line}, column ")),
                "{text}: {m}"
            ),
            Err(Error::Record(m)) => assert!(m.to_string().contains("empty"), "{text}: {m}"),
            Err(e) => panic!("{text}: not a record error: {e}"),
            Ok(_) => panic!("accepted {text:?}"),
        }
    }
}

fn ck_batch_refused(path: &Path, p: &Plan, batch: &[Record]) -> bool {
    let mut ck = Checkpoint::open(path, p, Shard::WHOLE).unwrap();
    let before = std::fs::read_to_string(path).unwrap();
    let refused = ck.record_batch(batch).is_err();
    refused && std::fs::read_to_string(path).unwrap() == before
}

#[test]
fn a_torn_last_line_is_dropped_and_cut_off() {
    let (p, t) = tallies(8);
    let dir = std::env::temp_dir().join(format!("nq-ledger-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ck.jsonl");
    let _ = std::fs::remove_file(&path);
    {
        let mut ck = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
        assert_eq!(ck.missing().len(), p.units.len());
        ck.record(0, t[0]).unwrap();
        ck.record(2, t[2]).unwrap();
        assert!(ck.record(2, t[2]).is_err());
        assert!(ck.record(p.units.len(), t[2]).is_err());
        assert!(ck.total().unwrap_err().to_string().contains("missing"));
    }
    // A batch with a unit twice, or one already recorded, is refused whole.
    let r = |unit: usize| Record {
        unit,
        tally: t[unit],
    };
    assert!(ck_batch_refused(&path, &p, &[r(3), r(3)]));
    assert!(ck_batch_refused(&path, &p, &[r(4), r(0)]));
    // A kill in the middle of a write leaves a partial line.
    let mut f = OpenOptions::new().append(true).open(&path).unwrap();
    f.write_all(b"{\"unit\":1,\"solu").unwrap();
    drop(f);
    let mut ck = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
    assert_eq!(ck.ledger().records().len(), 2);
    let missing = ck.missing();
    assert_eq!(missing.len(), p.units.len() - 2);
    for id in missing {
        ck.record(id, t[id]).unwrap();
    }
    let total = ck.total().unwrap();
    assert_eq!((total.tally.solutions, total.tally.fundamental), (92, 12));
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(Ledger::parse(&text).unwrap().records().len(), p.units.len());
    drop(ck);
    // The same file refused for another N or another shard.
    assert!(Checkpoint::open(&path, &plan(9).unwrap(), Shard::WHOLE)
        .err()
        .unwrap()
        .to_string()
        .contains("for N = 8, not N = 9"));
    assert!(Checkpoint::open(&path, &p, Shard::new(1, 2).unwrap()).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[path = "../../tests/common/arbitrary_json.rs"]
mod arbitrary_json;
#[path = "../../tests/common/bad_ledgers.rs"]
mod bad;

/// N = 8's header line, unit count and the line of unit 2.
fn bad_ledger_inputs() -> (String, usize, String) {
    let (p, t) = tallies(8);
    let good = ledger_text(&p, &t, Shard::WHOLE);
    let mut lines = good.lines();
    let header = lines.next().unwrap().to_string();
    (header, p.units.len(), lines.nth(2).unwrap().to_string())
}

#[test]
fn bad_ledgers_are_refused_with_a_sentence() {
    let (header, units, good) = bad_ledger_inputs();
    for (what, bytes, words) in bad::bad_ledgers(&header, units, &good) {
        let e = Ledger::parse_bytes(&bytes).expect_err(what);
        assert_eq!(e.kind(), "record", "{what}");
        let message = e.to_string();
        assert!(message.contains(words), "{what}: {message}");
        assert!(message.len() < 400, "{what}: the message quotes too much");
    }
    // Deep nesting under a key the header's first look skips: skipped without recursing, and
    // the header refused for what it lacks (a known key refuses any nesting by its type).
    let deep = format!(
        "{{\"format\":\"{FORMAT}\",\"x\":{}0{}}}\n",
        "[".repeat(1000),
        "]".repeat(1000)
    );
    let e = Ledger::parse(&deep).unwrap_err().to_string();
    assert!(e.contains("format version none is not supported"), "{e}");
    // A file far beyond any record is refused before it is read.
    let dir = scratch("too-long");
    let path = dir.join("huge.jsonl");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(MAX_LEDGER_BYTES + 1).unwrap();
    let e = read_file(&path).unwrap_err().to_string();
    assert!(
        e.contains("is not a record of counted units (at most 64 MiB)"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sums_across_files_that_would_overflow_are_refused_naming_them() {
    let (p, _) = tallies(8);
    let big = Tally {
        solutions: u64::MAX - 1,
        fundamental: 1,
        nodes: 1,
    };
    let shard = |i| {
        let s = Shard::new(i, 2).unwrap();
        let mut l = Ledger::empty(Header::new(&p, s));
        let records: Vec<Record> = s
            .unit_ids(p.units.len())
            .enumerate()
            .map(|(k, unit)| Record {
                unit,
                tally: if k == 0 { big } else { Tally::default() },
            })
            .collect();
        l.add(&records).unwrap();
        l
    };
    let e = sum(&[("a.jsonl".into(), shard(1)), ("b.jsonl".into(), shard(2))])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("the units of b.jsonl (18446744073709551614 solutions")
            && e.contains("those of a.jsonl (18446744073709551614 solutions")
            && e.contains("past 2^64 - 1"),
        "{e}"
    );
    // Within one ledger, appended or read, the record that overflows is named.
    let mut l = Ledger::empty(Header::new(&p, Shard::WHOLE));
    l.add(&[Record {
        unit: 0,
        tally: big,
    }])
    .unwrap();
    let e = l
        .add(&[Record {
            unit: 5,
            tally: big,
        }])
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("unit 5 (18446744073709551614 solutions"),
        "{e}"
    );
    assert_eq!(l.records().len(), 1, "a refused batch adds nothing");
}

/// A fresh folder for one test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("nq-ledger-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_checkpoint_is_locked_while_open() {
    let (p, t) = tallies(8);
    let dir = scratch("lock");
    let path = dir.join("ck.jsonl");
    let mut first = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
    first.record(0, t[0]).unwrap();
    let e = Checkpoint::open(&path, &p, Shard::WHOLE).err().unwrap();
    match &e {
        Error::File { kind, .. } => assert_eq!(*kind, std::io::ErrorKind::WouldBlock),
        other => panic!("not a lock refusal: {other}"),
    }
    assert!(
        e.to_string()
            .contains("another count is recording into it (it holds the file's lock)"),
        "{e}"
    );
    drop(first);
    let again = Checkpoint::open(&path, &p, Shard::WHOLE).unwrap();
    assert_eq!(again.ledger().records().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn file_errors_keep_the_system_reason() {
    let p = plan(8).unwrap();
    let dir = scratch("file-errors");
    let missing = dir.join("missing.jsonl");
    match read_file(&missing).unwrap_err() {
        Error::File { kind, action, .. } => {
            assert_eq!((kind, action), (std::io::ErrorKind::NotFound, "read"))
        }
        other => panic!("{other}"),
    }
    match read_file(&dir).unwrap_err() {
        Error::File { kind, .. } => assert_eq!(kind, std::io::ErrorKind::IsADirectory),
        other => panic!("{other}"),
    }
    match Checkpoint::open(&dir.join("no/such/dir.jsonl"), &p, Shard::WHOLE)
        .err()
        .unwrap()
    {
        Error::File { kind, action, .. } => {
            assert_eq!((kind, action), (std::io::ErrorKind::NotFound, "create"))
        }
        other => panic!("{other}"),
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tasks_of_another_plan_are_refused() {
    let p = plan(10).unwrap();
    let words = |id: usize| (id, p.units[id].to_words());
    let ours = (fingerprint(&p), p.units.len());
    assert_eq!(
        task_units(&p, ours, crate::VERSION, &[words(3), words(0)]).unwrap(),
        vec![3, 0]
    );
    let e = task_units(&p, (ours.0 ^ 1, ours.1), "0.0.9", &[words(3)]).unwrap_err();
    assert_eq!(e.kind(), "plan-mismatch");
    let m = e.to_string();
    assert!(
        m.starts_with("the task was planned by nqueens 0.0.9 (plan ")
            && m.contains(&format!("this process runs nqueens {}", crate::VERSION))
            && m.contains("so the task is refused"),
        "{m}"
    );
    // The right plan, but a unit's words are not its id's.
    let e = task_units(&p, ours, crate::VERSION, &[(3, p.units[4].to_words())]).unwrap_err();
    assert!(
        e.to_string()
            .contains("is not unit 3 of this program's plan"),
        "{e}"
    );
    let e = task_units(&p, ours, crate::VERSION, &[(3, vec![7, 7])]).unwrap_err();
    assert_eq!(e.kind(), "invalid-unit");
}

mod arbitrary {
    //! No input makes a reader panic: arbitrary bytes, and arbitrary JSON values where a
    //! header or a record belongs.

    use super::*;
    use proptest::prelude::*;

    use super::arbitrary_json::json_value as json;

    fn header_of(n: usize) -> String {
        Header::new(&plan(n).unwrap(), Shard::WHOLE).to_line()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
            let _ = Ledger::parse_bytes(&bytes);
            let mut with_header = header_of(8).into_bytes();
            with_header.push(b'\n');
            with_header.extend_from_slice(&bytes);
            let _ = Ledger::parse_bytes(&with_header);
        }

        #[test]
        fn arbitrary_json_never_panics(values in prop::collection::vec(json(), 1..5), n in 1usize..12) {
            let lines: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            // As the whole record, and as unit lines under a real header.
            let _ = Ledger::parse(&(lines.join("\n") + "\n"));
            let text = format!("{}\n{}\n", header_of(n), lines.join("\n"));
            if let Ok(l) = Ledger::parse(&text) {
                let _ = l.total("arbitrary");
                let _ = l.missing();
            }
        }

        #[test]
        fn arbitrary_files_never_panic_a_checkpoint(bytes in prop::collection::vec(any::<u8>(), 0..300), value in json()) {
            let dir = scratch("arbitrary");
            let p = plan(6).unwrap();
            for content in [bytes.clone(), format!("{}\n{value}\n", header_of(6)).into_bytes()] {
                let path = dir.join("ck.jsonl");
                std::fs::write(&path, &content).unwrap();
                if let Ok(mut ck) = Checkpoint::open(&path, &p, Shard::WHOLE) {
                    for id in ck.missing() {
                        let _ = ck.record(id, Tally::default());
                    }
                    let _ = ck.total();
                }
                let _ = read_file(&path);
            }
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }
}
