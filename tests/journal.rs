//! The journal: a power cut at any byte resumes the game exactly, a torn
//! or corrupted journal is reported and never fatal, `verify` names each
//! kind of edit, and `replay JOURNAL` gives the recorded decisions.

mod journal_common;

use std::path::{Path, PathBuf};
use std::process::Command;

use jadoube::journal::format::{self, Record};
use jadoube::journal::key::{BoardKey, KeyList};
use jadoube::journal::store;
use jadoube::journal::verify::{self, Problem, What, Why};
use journal_common::{demo_trace, recorded, replay_events, run_sim, temp_dir, test_key_of};

/// The journal of the whole demo game.
fn reference(name: &str) -> (PathBuf, Vec<u8>) {
    let dir = temp_dir(name);
    let summary = run_sim(&demo_trace(), &dir);
    let bytes = std::fs::read(&summary.journal).unwrap();
    (summary.journal, bytes)
}

fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8(bytes.to_vec())
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

fn verify_text(text: &str) -> verify::Report {
    verify::verify(&store::parse(text.as_bytes()), true)
}

fn join(lines: &[String]) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

#[test]
fn a_power_cut_at_any_byte_resumes_the_game_exactly() {
    let (_, full) = reference("cut-ref");
    let expected = replay_events(&demo_trace());
    // Every line end, and points inside lines (torn lines).
    let mut cuts: Vec<usize> = full
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .map(|(i, _)| i + 1)
        .step_by(3)
        .collect();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..25 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        cuts.push(1 + (x % (full.len() as u64 - 1)) as usize);
    }
    for (i, cut) in cuts.iter().enumerate() {
        let dir = temp_dir(&format!("cut-{i}"));
        let path = dir.join("demo_r0_b0.jsonl");
        std::fs::write(&path, &full[..*cut]).unwrap();
        let torn = full[cut - 1] != b'\n';
        let header_end = full.iter().position(|b| *b == b'\n').unwrap() + 1;
        let summary = run_sim(&demo_trace(), &dir);
        assert_eq!(
            recorded(&summary.journal),
            expected,
            "cut at byte {cut} of {}",
            full.len()
        );
        let contents = store::read(&summary.journal).unwrap();
        let report = verify::verify(&contents, true);
        assert!(report.ok(), "cut at {cut}: {:?}", report.first_problem());
        let torn_records = contents
            .parsed()
            .filter(|l| matches!(l.rec, Record::TornLine(_)))
            .count();
        if *cut < header_end {
            // A torn header: kept aside, new game.
            assert!(dir.join("demo_r0_b0.jsonl.torn").exists());
        } else {
            assert_eq!(torn_records, usize::from(torn), "cut at {cut}");
            assert!(summary.resumed.is_some());
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_torn_line_is_recorded_with_its_text() {
    let (_, full) = reference("torn-ref");
    let ls = lines(&full);
    let mut text = join(&ls[..40]);
    text.push_str(&ls[40][..25]);
    let dir = temp_dir("torn");
    let path = dir.join("demo_r0_b0.jsonl");
    std::fs::write(&path, &text).unwrap();
    // `verify` reports it as incomplete, not as an edit.
    let r = verify_text(&text);
    assert!(
        r.chain.is_none() && r.seal.is_none(),
        "{:?}",
        r.first_problem()
    );
    assert_eq!(r.torn, Some((41, 25)));
    let summary = run_sim(&demo_trace(), &dir);
    assert!(summary.resumed.as_ref().unwrap().torn);
    let contents = store::read(&path).unwrap();
    let torn = contents
        .parsed()
        .find_map(|l| match &l.rec {
            Record::TornLine(t) => Some(t.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(torn.text, &ls[40][..25]);
    assert_eq!(torn.bytes, 25);
    assert_eq!(contents.lines[40].offset, torn.offset);
    assert_eq!(recorded(&path), replay_events(&demo_trace()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupted_line_is_skipped_and_reported_never_fatal() {
    let (_, full) = reference("corrupt-ref");
    let mut ls = lines(&full);
    ls[30] = "\u{0}\u{0}garbage{".into();
    let text = join(&ls[..60]);
    let dir = temp_dir("corrupt");
    let path = dir.join("demo_r0_b0.jsonl");
    std::fs::write(&path, &text).unwrap();
    let summary = run_sim(&demo_trace(), &dir);
    assert_eq!(summary.stop_reason, "end of trace");
    let contents = store::read(&path).unwrap();
    let restart = contents
        .parsed()
        .find_map(|l| match &l.rec {
            Record::Restart(r) => Some(r.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(restart.unreadable_lines, 1);
    let r = verify::verify(&contents, false);
    assert_eq!(
        r.chain,
        Some(Problem::Altered {
            line: 31,
            why: Why::NotJournalLine {
                why: "expected value at line 1 column 1".into()
            }
        })
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A line of the journal with `seq` and `prev` fixed up after an edit, as a
/// careful forger would.
fn forge(prev_line: &str, mut line: format::Line) -> String {
    let prev = format::decode(prev_line).unwrap();
    line.seq = prev.seq + 1;
    line.prev = format::hash_hex(prev_line.as_bytes());
    format::encode(&line)
}

#[test]
fn verify_names_each_kind_of_edit() {
    let (_, full) = reference("edits");
    let ls = lines(&full);
    let text = join(&ls);
    let ok = verify_text(&text);
    assert!(ok.ok(), "{:?}", ok.first_problem());
    assert!(ok.replayed && ok.stopped && ok.events > 20);

    let event_line = ls
        .iter()
        .position(|l| l.contains("\"san\":\"Nf6\""))
        .unwrap();
    let frame_line = ls
        .iter()
        .position(|l| l.contains("\"rec\":\"frame\"") && l.contains("efff"))
        .unwrap();

    // Altered: a decision.
    let mut e = ls.clone();
    e[event_line] = e[event_line].replace("Nf6", "Ng4");
    let r = verify_text(&join(&e));
    assert!(
        matches!(r.chain, Some(Problem::Altered { line, .. }) if line == event_line + 1),
        "{:?}",
        r.chain
    );
    // Altered: a frame, still valid JSON.
    let mut e = ls.clone();
    e[frame_line] = e[frame_line].replace("efff", "ffff");
    let r = verify_text(&join(&e));
    assert!(
        matches!(r.chain, Some(Problem::Altered { line, .. }) if line == frame_line + 1),
        "{:?}",
        r.chain
    );
    assert!(
        r.first_problem()
            .unwrap()
            .to_string()
            .starts_with(&format!("line {} was altered", frame_line + 1))
    );
    // Altered: the header.
    let mut e = ls.clone();
    e[0] = e[0].replace("fide-2023-standard", "fide-2023-blitz");
    assert!(matches!(
        verify_text(&join(&e)).chain,
        Some(Problem::Altered { line: 1, .. })
    ));
    // Removed: one line, then three.
    let mut e = ls.clone();
    e.remove(event_line);
    let r = verify_text(&join(&e));
    assert_eq!(
        r.chain,
        Some(Problem::Removed {
            before_line: event_line + 1,
            first_seq: event_line as u64,
            last_seq: event_line as u64
        })
    );
    let mut e = ls.clone();
    e.drain(10..13);
    assert_eq!(
        verify_text(&join(&e)).chain,
        Some(Problem::Removed {
            before_line: 11,
            first_seq: 10,
            last_seq: 12
        })
    );
    // Inserted: a forged decision with its seq and prev right.
    let mut e = ls.clone();
    let mut fake = format::decode(&ls[event_line]).unwrap();
    if let Record::Event(ev) = &mut fake.rec
        && let jadoube::arbiter::Event::Move(m) = &mut ev.event
    {
        m.san = "Nxe4".into();
    }
    let forged = forge(&ls[event_line - 1], fake);
    e.insert(event_line, forged);
    assert_eq!(
        verify_text(&join(&e)).chain,
        Some(Problem::Inserted {
            line: event_line + 1
        })
    );
    // Inserted: a sloppy line.
    let mut e = ls.clone();
    e.insert(20, "{\"seq\":20,\"rec\":\"ack\"}".into());
    assert_eq!(
        verify_text(&join(&e)).chain,
        Some(Problem::Inserted { line: 21 })
    );
    // The last line has no later line to catch it: the replay does, for a
    // decision.
    let over = ls
        .iter()
        .position(|l| l.contains("\"kind\":\"game_over\""))
        .unwrap();
    let mut e: Vec<String> = ls[..=over].to_vec();
    e[over] = e[over].replace("\"1-0\"", "\"0-1\"");
    let r = verify_text(&join(&e));
    assert_eq!(r.chain, None);
    assert!(
        matches!(r.decisions, Some(Problem::Decisions { .. })),
        "{:?}",
        r.decisions
    );
    // Cut at the end: nothing breaks, but there is no stop line, and the
    // decision is not sealed: not evidence (issue 28).
    let r = verify_text(&join(&ls[..over + 1]));
    assert!(r.chain.is_none() && r.seal.is_none() && !r.stopped);
    assert!(
        matches!(r.tail, Some(Problem::UnsealedEvidence { .. })),
        "{:?}",
        r.tail
    );
}

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_jadoube")
}

#[test]
fn replay_and_verify_commands_on_a_journal() {
    let (path, full) = reference("cmds");
    let from_journal = Command::new(bin())
        .args(["replay", "--format", "jsonl"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(from_journal.status.success());
    let from_trace = Command::new(bin())
        .args(["replay", "--format", "jsonl"])
        .arg(demo_trace())
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&from_journal.stdout),
        String::from_utf8_lossy(&from_trace.stdout)
    );
    assert!(!from_trace.stdout.is_empty());

    let out = Command::new(bin())
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("chain: intact") && text.contains("the replay of the inputs gives the same"),
        "{text}"
    );

    // An edited decision: replay and verify both say so.
    let edited = Path::new(&path).with_file_name("edited.jsonl");
    let ls = lines(&full);
    let e: Vec<String> = ls
        .iter()
        .map(|l| l.replace("\"san\":\"Qxf7#\"", "\"san\":\"Qxf7+\""))
        .collect();
    std::fs::write(&edited, join(&e)).unwrap();
    let out = Command::new(bin())
        .arg("replay")
        .arg(&edited)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    // What is wrong, first; no decision made up from the altered inputs.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not replayed: the journal is not as the board wrote it: line")
            && err.contains("was altered"),
        "{err}"
    );
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = Command::new(bin())
        .arg("verify")
        .arg(&edited)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("was altered") && text.contains("FAILED"),
        "{text}"
    );
    // Settings of a journal cannot be overridden.
    let out = Command::new(bin())
        .args(["replay", "--rules", "fide-2023-blitz"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// The demo's journal rewritten as a forger without the key would: one
/// decision changed, every later line's `prev` (and the seals' too) hashed
/// again. Returns the lines and the line (1-based) edited.
fn rewrite(ls: &[String], needle: &str, to: &str) -> (Vec<String>, usize) {
    let at = ls.iter().position(|l| l.contains(needle)).unwrap();
    let mut out: Vec<String> = ls[..at].to_vec();
    out.push(ls[at].replace(needle, to));
    for l in &ls[at + 1..] {
        let line = format::decode(l).unwrap();
        out.push(forge(out.last().unwrap(), line));
    }
    (out, at + 1)
}

fn verify_keys(text: &str, keys: Option<&KeyList>) -> verify::Report {
    let c = store::parse(text.as_bytes());
    let mut r = verify::check(&c, keys);
    verify::check_decisions(&c, &mut r);
    r
}

#[test]
fn seals_catch_a_rewrite_hashed_again_and_name_the_board() {
    let (_, full) = reference("seals");
    let ls = lines(&full);
    let text = join(&ls);
    let board = test_key_of().public();
    let list = KeyList::parse(&format!(
        "b7 {}\nb12 {}\n",
        BoardKey::from_seed([1; 32]).public().hex(),
        board.hex()
    ))
    .unwrap();

    // As written: sealed from the header to the stop, by board b12.
    let r = verify_keys(&text, Some(&list));
    assert!(r.ok(), "{:?}", r.first_problem());
    assert_eq!(r.version, jadoube::journal::format::VERSION);
    assert_eq!(r.signers.len(), 1);
    assert_eq!(r.signers[0].name.as_deref(), Some("b12"));
    assert_eq!(r.signers[0].first_line, 2, "the header's seal");
    assert!(r.signed_stop && r.unsealed.is_empty());
    assert!(
        r.summary().contains("sealed by b12 (key "),
        "{}",
        r.summary()
    );
    let kinds: Vec<&str> = ls
        .iter()
        .map(|l| format::decode(l).unwrap().rec.name())
        .collect();
    // Every decision is followed by its seal before the next input.
    for (i, l) in ls.iter().enumerate() {
        if l.contains("\"kind\":\"move\"") || l.contains("\"kind\":\"illegal\"") {
            let next = kinds[i + 1..].iter().find(|k| **k != "event").unwrap();
            assert_eq!(*next, "seal", "line {} is not sealed at once", i + 1);
        }
    }
    // No line waits more than 10 s of engine time for its seal.
    let ts: Vec<f64> = ls
        .iter()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["t"]
                .as_f64()
                .unwrap()
        })
        .collect();
    let mut open: Option<f64> = None;
    for (i, k) in kinds.iter().enumerate() {
        if *k == "seal" {
            if let Some(from) = open.take() {
                assert!(
                    ts[i] - from <= 10.0 + 1e-6,
                    "line {}: sealed {} s late",
                    i + 1,
                    ts[i] - from
                );
            }
        } else {
            open.get_or_insert(ts[i]);
        }
    }

    // Rewritten and hashed again: the chain holds, the first seal after the
    // edit does not.
    let (forged, edited) = rewrite(&ls, "\"san\":\"Nf6\"", "\"san\":\"Ng4\"");
    let r = verify_keys(&join(&forged), None);
    assert_eq!(r.chain, None);
    let first_seal_after = edited + kinds[edited..].iter().position(|k| *k == "seal").unwrap() + 1;
    assert!(
        matches!(&r.seal, Some(Problem::Seal { line, .. }) if *line == first_seal_after),
        "{:?} (edited line {edited})",
        r.seal
    );
    assert!(!r.ok());

    // Another board's key is not among those given; without a list, it is
    // told as unchecked.
    let other = KeyList::one(BoardKey::from_seed([1; 32]).public());
    let r = verify_keys(&text, Some(&other));
    assert!(
        matches!(&r.seal, Some(Problem::UnknownKey { line: 2, .. })),
        "{:?}",
        r.seal
    );
    let r = verify_keys(&text, None);
    assert!(
        r.ok() && r.summary().contains("authenticity not checked"),
        "{}",
        r.summary()
    );

    // The seals stripped and the header made version 1 again: unsigned,
    // which fails as soon as keys are given.
    let mut stripped: Vec<String> = Vec::new();
    for l in ls.iter().filter(|l| !l.contains("\"rec\":\"seal\"")) {
        let mut line = format::decode(l).unwrap();
        if let Record::Header(h) = &mut line.rec {
            h.version = 1;
        }
        match stripped.last() {
            None => stripped.push(format::encode(&line)),
            Some(prev) => {
                let f = forge(prev, line);
                stripped.push(f)
            }
        }
    }
    let r = verify_keys(&join(&stripped), None);
    assert!(r.ok(), "{:?}", r.first_problem());
    assert!(
        r.summary().contains("unsigned (journal format 1)"),
        "{}",
        r.summary()
    );
    let r = verify_keys(&join(&stripped), Some(&list));
    assert_eq!(r.seal, Some(Problem::Unsigned { version: 1 }));
    // The seals stripped from a version 2 journal: its header is unsealed.
    let mut v2 = stripped.clone();
    v2[0] = v2[0].replace("\"version\":1", "\"version\":2");
    let v2 = rewrite(&v2, "\"version\":2", "\"version\":2").0;
    assert_eq!(
        verify_keys(&join(&v2), None).seal,
        Some(Problem::HeaderNotSealed)
    );

    // A forged stop appended with the right seq and prev: unsealed, and a
    // stop is never left unsealed by a daemon: it fails (issue 28).
    let mut e = ls.clone();
    let mut stop = format::decode(&ls[ls.len() - 2]).unwrap();
    stop.t = jadoube::time::Time::from_millis(999_000);
    e.push(forge(ls.last().unwrap(), stop));
    let r = verify_keys(&join(&e), Some(&list));
    assert!(!r.ok() && r.stopped && !r.signed_stop);
    assert_eq!(
        r.tail,
        Some(Problem::UnsealedEvidence {
            line: e.len(),
            what: What::Record {
                name: "stop".into()
            }
        })
    );
    assert_eq!(r.unsealed, vec![("stop".to_string(), 1)]);
    // The last line's time edited: that line is a seal, which then fails.
    let mut e = ls.clone();
    let n = e.len();
    let mut last = format::decode(&e[n - 1]).unwrap();
    last.t = jadoube::time::Time::from_millis(1);
    e[n - 1] = format::encode(&last);
    let r = verify_keys(&join(&e), Some(&list));
    assert!(
        matches!(&r.seal, Some(Problem::Seal { line, .. }) if *line == n),
        "{:?}",
        r.seal
    );

    // Cut after a decision's line, before its seal: an unsealed tail, told
    // by kind; the journal ends before a clean stop; an unsealed decision
    // is not evidence, and fails (issue 28).
    let over = ls
        .iter()
        .position(|l| l.contains("\"kind\":\"game_over\""))
        .unwrap();
    let r = verify_keys(&join(&ls[..=over]), Some(&list));
    assert!(!r.ok() && !r.stopped && !r.signed_stop);
    assert!(
        matches!(&r.tail, Some(Problem::UnsealedEvidence { .. })),
        "{:?}",
        r.tail
    );
    assert!(r.unsealed_lines() >= 1);
    assert!(
        r.unsealed.iter().any(|(k, _)| k == "event"),
        "{:?}",
        r.unsealed
    );
    let said = jadoube::journal::chain_text(jadoube::i18n::tr(jadoube::i18n::Lang::En), "j", &r);
    assert!(
        said.contains("are not sealed: ") && said.contains("ends before a clean stop"),
        "{said}"
    );
}

#[test]
fn verify_reads_the_organisers_list_and_prints_the_chain_first() {
    let (path, full) = reference("verify-keys");
    let dir = path.parent().unwrap().to_path_buf();
    let list = dir.join("boards.txt");
    std::fs::write(
        &list,
        format!("# City Open\nboard-12 {}\n", test_key_of().public().hex()),
    )
    .unwrap();
    let out = Command::new(bin())
        .arg("verify")
        .arg(&path)
        .arg("--keys")
        .arg(&list)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("by board-12 (key "), "{text}");
    assert!(
        text.contains("every seal is by a key of the list given"),
        "{text}"
    );
    let chain = text.find("chain: intact").unwrap();
    let decisions = text.find("decisions:").unwrap();
    assert!(chain < decisions, "{text}");

    // A rewrite hashed again: exit 1, the seal's line named.
    let ls = lines(&full);
    let (forged, _) = rewrite(&ls, "\"san\":\"Nf6\"", "\"san\":\"Ng4\"");
    let bad = dir.join("forged.jsonl");
    std::fs::write(&bad, join(&forged)).unwrap();
    let out = Command::new(bin())
        .arg("verify")
        .arg(&bad)
        .args(["--key"])
        .arg(dir.join("board-key.pub"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("seals: FAILED: the seal at line") && text.contains("does not verify"),
        "{text}"
    );
    // Replay refuses it too, before any decision.
    let out = Command::new(bin())
        .arg("replay")
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not verify"));

    // An empty file, a file without a header: errors.
    for (name, body) in [("empty.jsonl", ""), ("noheader.jsonl", "{\"seq\":1}\n")] {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        let out = Command::new(bin()).arg("verify").arg(&p).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{name}: {text}");
        assert!(
            text.contains("not a journal:") && text.contains("FAILED"),
            "{name}: {text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_huge_time_in_a_journal_is_refused_at_its_line_and_restart_is_quick() {
    let (path, full) = reference("huge-time");
    let mut ls = lines(&full);
    // The demo's journal, its last line's time made 10^9 s.
    let n = ls.len();
    let mut last: serde_json::Value = serde_json::from_str(&ls[n - 1]).unwrap();
    last["t"] = serde_json::json!(1.0e9);
    ls[n - 1] = serde_json::to_string(&last).unwrap();
    let c = store::parse(join(&ls).as_bytes());
    let r = verify::verify(&c, true);
    assert!(
        matches!(&r.chain, Some(Problem::Altered { line, why }) if *line == n && why.to_string().contains("beyond 7 days")),
        "{:?}",
        r.chain
    );
    // Six days of quiet before the stop: the replay jumps over it.
    let mut ls = lines(&full);
    let quiet = 6.0 * 24.0 * 3600.0;
    let mut line = format::decode(&ls[n - 2]).unwrap();
    line.t = jadoube::time::Time::from_micros((quiet * 1e6) as u64);
    let forged = forge(&ls[n - 3], line);
    ls[n - 2] = forged;
    ls.truncate(n - 1);
    std::fs::write(&path, join(&ls)).unwrap();
    let summary = run_sim(&demo_trace(), path.parent().unwrap());
    let resumed = summary.resumed.unwrap();
    assert_eq!(resumed.t.as_secs_f64(), quiet);
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

/// The demo's closing lines are commands that work as printed: run under
/// cargo they start with `cargo run --release --`, with the demo's own
/// paths; here each is run with this build's program in cargo's place.
#[test]
fn the_demo_prints_commands_that_work() {
    let tmp = temp_dir("demo-hint");
    let out = Command::new(bin())
        .args(["demo", "--plain"])
        .env("TMPDIR", &tmp)
        .env("CARGO", "cargo")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let commands: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "try:")
        .skip(1)
        .map(str::trim)
        .collect();
    assert_eq!(commands.len(), 3, "{text}");
    for c in &commands {
        let args = c
            .strip_prefix("cargo run --release -- ")
            .unwrap_or_else(|| panic!("`{c}` is not a cargo command"));
        assert!(args.contains(tmp.to_str().unwrap()), "{c}");
        let args: Vec<&str> = args.split(' ').collect();
        let run = Command::new(bin()).args(&args).output().unwrap();
        assert!(
            run.status.success(),
            "`{c}` failed:\n{}{}",
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
        // The demo's game has a name: no `round ? board ?`.
        let said = String::from_utf8_lossy(&run.stdout);
        assert!(
            !said.contains("round ?") && !said.contains("board ?"),
            "`{c}`:\n{said}"
        );
    }
    let export = tmp.join("jadoube-demo/state/export");
    assert!(export.join("jadoube-demo_r1_b1.pgn").exists());
    assert!(export.join("round-1.json").exists());
    assert!(!export.join("round-none.json").exists());
    let _ = std::fs::remove_dir_all(&tmp);
}
