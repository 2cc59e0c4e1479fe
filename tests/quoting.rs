//! Issue 28: the library's own error messages (a trace's, a
//! configuration's, a journal's) quote at most 200 characters of any word
//! of their input (`error::clip_words`), whoever prints them: the hall, a
//! log, a test, not only the command line. Each is fed a line of 1 MB.

mod journal_common;

use std::io::Write;

use jadoube::arbiter::engine::EngineConfig;
use jadoube::config::Config;
use jadoube::journal::format::{self, GameInfo, Header};
use jadoube::journal::key::MissingKey;
use jadoube::journal::recover::open_game_with;
use jadoube::journal::{game_info, store, verify};
use jadoube::trace;
use journal_common::{temp_dir, test_key};

const MB: usize = 1_000_000;

/// A message of a 1 MB input: short (when it quotes the input, it says
/// how much it left out).
fn short(what: &str, said: &str) {
    assert!(
        said.chars().count() < 1_000,
        "{what}: {} characters said: {}…",
        said.chars().count(),
        said.chars().take(300).collect::<String>()
    );
    assert!(
        !said.contains("yyyyyyyyyy") || said.contains("more characters"),
        "{what}: {said}"
    );
}

#[test]
fn a_trace_error_quotes_at_most_200_characters() {
    let huge = "f".repeat(MB);
    for (n, text) in [
        (2, format!("start startpos\n1.0 occ {huge}\n")),
        (2, format!("start startpos\n1.0 {huge} e2\n")),
        (2, format!("start startpos\n{huge} lift e2\n")),
        (2, format!("start startpos\n1.0 lift {huge}\n")),
        (1, format!("version {huge}\nstart startpos\n")),
        (1, format!("sensor {huge}\nstart startpos\n")),
        (1, format!("start {huge}\n")),
        (1, format!("rules {huge}\nstart startpos\n")),
        (1, format!("{huge}\n")),
    ] {
        // Refused when read, or when set up (a rule set, a position).
        let e = match trace::parse(&text) {
            Err(e) => e,
            Ok(t) => match trace::setup(&t, &trace::Overrides::default()) {
                Err(e) => e,
                Ok(_) => panic!("line {n}: a 1 MB word is not a trace"),
            },
        };
        let said = e.to_string();
        short("trace", &said);
        assert!(said.starts_with(&format!("line {n}: ")), "{said:.300}");
    }
}

#[test]
fn a_configuration_error_quotes_at_most_200_characters() {
    let huge = "x".repeat(MB);
    for text in [
        format!("[game]\nscan_hz = \"{huge}\"\n"),
        format!("[game]\n{huge} = 1\n"),
        format!("[rules]\nset = \"{huge}\"\n"),
        format!("[journal]\nboard = 12\n{huge}\n"),
        format!("[display]\nlanguage = \"{huge}\"\n"),
    ] {
        let e = Config::from_toml(&text, None).expect_err("a 1 MB value is refused");
        let said = e.to_string();
        short("configuration", &said);
        assert!(said.contains("line "), "{said:.300}");
    }
}

#[test]
fn a_journal_error_quotes_at_most_200_characters() {
    let huge = "y".repeat(MB);
    // A line that is not a journal line.
    let e = format::decode(&format!("{{\"seq\":1,\"rec\":\"{huge}\"}}")).unwrap_err();
    short("journal line", &e);
    // A round file of 1 MB.
    let dir = temp_dir("quoting-round");
    std::fs::write(
        dir.join("round.json"),
        format!("{{\"event\":\"City\",\"board\":{huge}}}"),
    )
    .unwrap();
    let e = game_info(&Config::default(), &dir).unwrap_err();
    short("round file", &e.to_string());
    // A journal to resume whose last line is 1 MB of garbage.
    let state = temp_dir("quoting-resume");
    test_key(&state);
    let path = state.join("game.jsonl");
    let header = || {
        Header::new(
            &EngineConfig::default(),
            "startpos",
            100,
            GameInfo::default(),
            "test".into(),
        )
    };
    let wall = |_| "2026-05-02T09:00:00.000Z".to_string();
    drop(open_game_with(&path, header(), &wall, false, MissingKey::Refuse).unwrap());
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    writeln!(f, "{{\"seq\":2,\"t\":1.0,\"rec\":\"{huge}\"}}").unwrap();
    drop(f);
    let said = match open_game_with(&path, header(), &wall, false, MissingKey::Refuse) {
        Err(e) => e.to_string(),
        // Resumed over the torn line: what verify says of it.
        Ok(_) => {
            let c = store::read(&path).unwrap();
            let r = verify::check(&c, None);
            r.first_problem().map(|p| p.to_string()).unwrap_or_default()
        }
    };
    short("journal", &said);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&state);
}
