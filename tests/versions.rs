//! The version policy (`docs/versions.md`): journals written by an older
//! jadoube still verify and replay to the same decisions, and
//! `jadoube --version` names the versions of the formats this build reads
//! and writes.

use std::path::{Path, PathBuf};
use std::process::Command;

use jadoube::conformance::{compare, parse_expected};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1")
}

fn jadoube(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .output()
        .expect("run jadoube");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn decisions(jsonl: &str) -> Vec<serde_json::Value> {
    let kinds = jadoube::conformance::DECISIONS;
    jsonl
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("a JSON line"))
        .filter(|v| kinds.contains(&v["kind"].as_str().unwrap_or("")))
        .collect()
}

#[test]
fn journals_of_format_1_verify_and_replay_to_their_decisions() {
    let expected =
        parse_expected(&std::fs::read_to_string(fixtures().join("demo.expected.jsonl")).unwrap())
            .unwrap();
    assert_eq!(expected.len(), 11, "the fixture's decisions");
    for name in ["demo.jsonl", "demo-power-cut.jsonl"] {
        let path = fixtures().join(name);
        let path = path.to_str().unwrap();
        let (code, out, err) = jadoube(&["verify", path]);
        assert_eq!(code, 0, "verify {name}:\n{out}{err}");
        assert!(out.contains("chain: intact"), "verify {name}:\n{out}");
        assert!(out.trim_end().ends_with("OK"), "verify {name}:\n{out}");

        let (code, out, err) = jadoube(&["replay", path, "--format", "jsonl"]);
        assert_eq!(code, 0, "replay {name} differs from its record:\n{err}");
        compare(&expected, &decisions(&out)).unwrap_or_else(|e| panic!("replay {name}: {e}"));
    }
}

#[test]
fn journals_of_format_2_verify_with_their_key_and_replay() {
    let dir = fixtures().with_file_name("journal-v2");
    let expected =
        parse_expected(&std::fs::read_to_string(dir.join("demo.expected.jsonl")).unwrap()).unwrap();
    let keys = dir.join("boards.txt");
    for name in ["demo.jsonl", "demo-power-cut.jsonl"] {
        let path = dir.join(name);
        let path = path.to_str().unwrap();
        let (code, out, err) = jadoube(&["verify", path, "--keys", keys.to_str().unwrap()]);
        assert_eq!(code, 0, "verify {name}:\n{out}{err}");
        assert!(out.contains("by demo-board (key "), "verify {name}:\n{out}");
        assert!(out.trim_end().ends_with("OK"), "verify {name}:\n{out}");
        let (code, out, err) = jadoube(&["replay", path, "--format", "jsonl"]);
        assert_eq!(code, 0, "replay {name} differs from its record:\n{err}");
        compare(&expected, &decisions(&out)).unwrap_or_else(|e| panic!("replay {name}: {e}"));
    }
    // The format 1 journals are unsigned: they verify, as such, without a
    // key, and fail when keys are given.
    let v1 = fixtures().join("demo.jsonl");
    let (code, out, _) = jadoube(&["verify", v1.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("unsigned (journal format 1)"), "{out}");
    let (code, out, _) = jadoube(&[
        "verify",
        v1.to_str().unwrap(),
        "--keys",
        keys.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the journal has no seal (journal format 1)"),
        "{out}"
    );
}

/// Format 3 (how a game ends, `laws.md` section 8): the `flag` and
/// `result` records, a corrected result, a post-mortem and a second game in
/// one journal verify with their key and replay to their decisions.
#[test]
fn journals_of_format_3_with_flags_results_and_two_games_verify_and_replay() {
    let dir = fixtures().with_file_name("journal-v3");
    let keys = dir.join("boards.txt");
    for (name, records) in [
        (
            "result-corrected-new-game",
            ["\"rec\":\"result\"", "\"rec\":\"flag\""],
        ),
        (
            "flag-then-kings",
            ["\"rec\":\"flag\"", "\"kind\":\"new_game\""],
        ),
    ] {
        let path = dir.join(format!("{name}.jsonl"));
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("\"version\":3,"), "{name}: format 3");
        for r in records {
            assert!(text.contains(r), "{name}: no {r}");
        }
        let expected = parse_expected(
            &std::fs::read_to_string(dir.join(format!("{name}.expected.jsonl"))).unwrap(),
        )
        .unwrap();
        assert!(
            expected.iter().any(|e| e["kind"] == "new_game"),
            "{name}: two games"
        );
        let path = path.to_str().unwrap();
        let (code, out, err) = jadoube(&["verify", path, "--keys", keys.to_str().unwrap()]);
        assert!(
            out.contains("by game-end-board (key "),
            "verify {name}:\n{out}"
        );
        assert!(
            out.contains("the replay of the inputs gives the same"),
            "verify {name}:\n{out}"
        );
        if name == "flag-then-kings" {
            assert_eq!(code, 0, "verify {name}:\n{out}{err}");
            assert!(out.trim_end().ends_with("OK"), "verify {name}:\n{out}");
        } else {
            // Its second game runs when the trace ends: chain, seals and
            // decisions intact, but a stop in mid-game (issue 28).
            assert_eq!(code, 3, "verify {name}:\n{out}{err}");
            assert!(
                out.trim_end().ends_with("OK, INCOMPLETE"),
                "verify {name}:\n{out}"
            );
        }
        let (code, out, err) = jadoube(&["replay", path, "--format", "jsonl"]);
        assert_eq!(code, 0, "replay {name} differs from its record:\n{err}");
        compare(&expected, &decisions(&out)).unwrap_or_else(|e| panic!("replay {name}: {e}"));
    }
    // The arbiter's correction edited away (1-0 left standing): caught.
    let text = std::fs::read_to_string(dir.join("result-corrected-new-game.jsonl")).unwrap();
    let edited = text.replacen("\"result\":\"0-1\",\"by\"", "\"result\":\"1-0\",\"by\"", 1);
    assert_ne!(edited, text);
    let tmp = std::env::temp_dir().join(format!("jadoube-versions-v3-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let path = tmp.join("edited.jsonl");
    std::fs::write(&path, edited).unwrap();
    let (code, out, _) = jadoube(&["verify", path.to_str().unwrap()]);
    assert_eq!(code, 1, "verify of an edited result:\n{out}");
    std::fs::remove_dir_all(&tmp).unwrap();
}

#[test]
fn an_edited_old_journal_is_still_caught() {
    // The fixture test above would pass on a `verify` that accepts
    // anything: this one fails then. Black's illegal king move edited into
    // a legal-looking one, the chain left as it was.
    let text = std::fs::read_to_string(fixtures().join("demo.jsonl")).unwrap();
    assert!(text.contains("\"reason\":\"invalid_piece_move\""));
    let edited = text.replacen(
        "\"reason\":\"invalid_piece_move\"",
        "\"reason\":\"no_move\"",
        1,
    );
    let dir = std::env::temp_dir().join(format!("jadoube-versions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("edited.jsonl");
    std::fs::write(&path, edited).unwrap();
    let (code, out, _) = jadoube(&["verify", path.to_str().unwrap()]);
    assert_eq!(code, 1, "verify of an edited journal:\n{out}");
    assert!(out.contains("altered"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn version_names_the_formats_of_this_build() {
    let (code, out, _) = jadoube(&["--version"]);
    assert_eq!(code, 0);
    let (major, minor) = jadoube::trace::FORMAT_VERSION;
    for want in [
        format!("jadoube {}", env!("CARGO_PKG_VERSION")),
        format!("trace format {major}.{minor}"),
        format!("journal format {}", jadoube::journal::format::VERSION),
        format!(
            "replay --format jsonl contract {}",
            jadoube::arbiter::event::CONTRACT_VERSION
        ),
    ] {
        assert!(out.lines().any(|l| l == want), "`{want}` not in:\n{out}");
    }
}

#[test]
fn a_journal_of_a_newer_format_is_refused_with_that_said() {
    let text = std::fs::read_to_string(fixtures().join("demo.jsonl")).unwrap();
    let next = jadoube::journal::format::VERSION + 1;
    let newer = text.replacen("\"version\":1,", &format!("\"version\":{next},"), 1);
    assert_ne!(newer, text);
    let dir = std::env::temp_dir().join(format!("jadoube-versions-new-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("newer.jsonl");
    std::fs::write(&path, newer).unwrap();
    let (code, out, _) = jadoube(&["verify", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!(
            "journal format version {next} is newer than this jadoube reads ({})",
            next - 1
        )),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
