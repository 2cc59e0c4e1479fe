//! Export: the PGN of a game with every kind of irregularity (and a
//! restart of the daemon) matches the expected file; the round summary and
//! the `export` command.
//!
//! After an intended change: `JADOUBE_UPDATE_GOLDEN=1 cargo test --test export`,
//! then read the diff of `tests/export/*.pgn`.

mod journal_common;

use std::path::{Path, PathBuf};
use std::process::Command;

use jadoube::config::Config;
use jadoube::journal::export::{Game, pgn, round_summary};
use journal_common::{run_sim_with, temp_dir};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export")
}

fn config(board: &str) -> Config {
    let mut c = Config::default();
    c.journal.event = Some("City Open 2026".into());
    c.journal.round = Some("3".into());
    c.journal.board = Some(board.into());
    c.journal.white = Some("Player, White".into());
    c.journal.black = Some("Player, Black".into());
    c
}

fn golden(name: &str, got: &str) {
    let path = dir().join(name);
    if std::env::var_os("JADOUBE_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (JADOUBE_UPDATE_GOLDEN=1 writes it)",
            path.display()
        )
    });
    if got != want {
        let line = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| "the length".into(), |i| format!("line {}", i + 1));
        panic!(
            "{} differs at {line}:\n--- got ---\n{got}\n--- expected ---\n{want}",
            path.display()
        );
    }
}

/// The irregular game, killed once after 2. Ke2 and resumed.
fn irregular_journal(state: &Path) -> PathBuf {
    let trace = std::fs::read(dir().join("irregular.trace")).unwrap();
    let cfg = config("12");
    let first = run_sim_with(&trace, "irregular.trace", state, &cfg);
    // Cut the journal after the line of 2. Ke2, as a crash would, and go on.
    let text = std::fs::read_to_string(&first.journal).unwrap();
    let at = text.find("\"san\":\"Ke2\"").unwrap();
    let end = at + text[at..].find('\n').unwrap() + 1;
    std::fs::write(&first.journal, &text[..end]).unwrap();
    let again = run_sim_with(&trace, "irregular.trace", state, &cfg);
    assert!(again.resumed.is_some());
    again.journal
}

#[test]
fn pgn_of_a_game_with_every_irregularity() {
    let state = temp_dir("export-irregular");
    let journal = irregular_journal(&state);
    let game = Game::read(&journal, None).unwrap();
    assert!(game.report.ok(), "{:?}", game.report.first_problem());
    let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let flat = text.replace('\n', " ");
    for needle in [
        "[Event \"City Open 2026\"]",
        "[Round \"3\"]",
        "[Board \"12\"]",
        "[Result \"0-1\"]",
        "[Termination \"rules infraction\"]",
        "Start position wrong",
        "the clock was pressed without a move",
        "Touch-move",
        "Press ignored",
        "Position restored",
        "Sensor fault",
        "jadoube restarted",
        "a king moves only one square",
        "GAME OVER 0-1",
        "[%emt 0:00:04]",
    ] {
        assert!(flat.contains(needle), "no `{needle}` in\n{text}");
    }
    assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
    // No internal code (`[invalid_piece_move]`) for the reader: words.
    let codes: Vec<&str> = flat
        .split('[')
        .skip(1)
        .filter_map(|s| s.split_once(']').map(|(c, _)| c))
        .filter(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_lowercase() || ch == '_'))
        .collect();
    assert!(codes.is_empty(), "internal codes {codes:?} in\n{text}");
    golden("irregular.pgn", &text);

    let summary = round_summary(
        "3",
        std::slice::from_ref(&game),
        jadoube::words::tr(jadoube::i18n::Lang::En),
    );
    let g = &summary["games"][0];
    assert_eq!(summary["event"], "City Open 2026");
    assert_eq!(g["result"], "0-1");
    assert_eq!(g["illegal_moves"]["white"], 2);
    assert_eq!(g["illegal_moves"]["black"], 1);
    assert_eq!(g["verified"], true);
    assert_eq!(g["restarts"], 1);
    let kinds: Vec<&str> = g["irregularities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["event"]["kind"].as_str().unwrap())
        .collect();
    for k in [
        "start_position",
        "illegal",
        "touch_move",
        "press_ignored",
        "restored",
        "sensor_fault",
        "game_over",
    ] {
        assert!(kinds.contains(&k), "{k} missing from {kinds:?}");
    }
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn pgn_of_an_illegal_move_that_stands() {
    let state = temp_dir("export-claim");
    let trace = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/traces/public/claim-illegal-stands.trace"),
    )
    .unwrap();
    let s = run_sim_with(&trace, "claim-illegal-stands.trace", &state, &config("4"));
    let text = pgn(
        &Game::read(&s.journal, None).unwrap(),
        jadoube::words::tr(jadoube::i18n::Lang::En),
    );
    let flat = text.replace('\n', " ");
    assert!(flat.contains("illegal move stands"), "{text}");
    assert!(
        flat.contains("The game goes on from 4k3/8/8/8/8/4K3/4P3/8 b"),
        "{text}"
    );
    golden("claim-illegal-stands.pgn", &text);
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn the_export_command_writes_pgn_and_the_round_summary() {
    let state = temp_dir("export-cmd");
    irregular_journal(&state);
    let out = state.join("out");
    let run = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["export", "--round", "3", "--state-dir"])
        .arg(&state)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let pgn_file = out.join("city-open-2026_r3_b12.pgn");
    assert_eq!(
        std::fs::read_to_string(&pgn_file).unwrap(),
        std::fs::read_to_string(dir().join("irregular.pgn")).unwrap()
    );
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("round-3.json")).unwrap()).unwrap();
    assert_eq!(summary["games"][0]["board"], "12");
    // Another round: nothing to export.
    let run = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["export", "--round", "4", "--state-dir"])
        .arg(&state)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("no game of round 4"));
    let _ = std::fs::remove_dir_all(&state);
}

/// `round start` and `export` are run by root in a directory the service
/// user can write: a link planted there is refused, its target untouched.
#[test]
fn links_planted_in_the_state_directory_are_refused() {
    use std::os::unix::fs::{MetadataExt, symlink};
    let state = temp_dir("export-links");
    irregular_journal(&state);
    let victim = state.join("victim");
    std::fs::write(&victim, "precious").unwrap();
    let jadoube = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
            .args(args)
            .arg("--state-dir")
            .arg(&state)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let round = [
        "round",
        "start",
        "--event",
        "City Open 2026",
        "--round",
        "3",
        "--board",
        "12",
    ];
    for planted in [".round.json.tmp", "round.json"] {
        let link = state.join(planted);
        symlink(&victim, &link).unwrap();
        let (code, err) = jadoube(&round);
        assert_eq!(code, Some(1), "{planted}: {err}");
        assert!(
            err.contains(&format!("{planted} is a symbolic link: refused")),
            "{planted}: {err}"
        );
        std::fs::remove_file(&link).unwrap();
    }
    let (code, err) = jadoube(&round);
    assert_eq!(code, Some(0), "{err}");
    let meta = std::fs::metadata(state.join("round.json")).unwrap();
    assert_eq!(meta.mode() & 0o777, 0o640);

    std::fs::create_dir(state.join("export")).unwrap();
    let pgn = state.join("export/city-open-2026_r3_b12.pgn");
    symlink(&victim, &pgn).unwrap();
    let (code, err) = jadoube(&["export"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("city-open-2026_r3_b12.pgn is a symbolic link: refused"),
        "{err}"
    );
    std::fs::remove_file(&pgn).unwrap();
    std::fs::remove_dir(state.join("export")).unwrap();
    symlink(state.join("elsewhere"), state.join("export")).unwrap();
    let (code, err) = jadoube(&["export"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("export is a symbolic link: refused"), "{err}");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let _ = std::fs::remove_dir_all(&state);
}

/// A game whose journal does not verify is marked so in its PGN and in
/// the round summary; the board's key is named in both.
#[test]
fn the_export_says_what_each_journal_is_worth() {
    let state = temp_dir("export-worth");
    let journal = irregular_journal(&state);
    let game = Game::read(&journal, None).unwrap();
    let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let fp = journal_common::test_key_of().public().fingerprint();
    assert!(text.contains("[JournalVerified \"yes\"]"), "{text}");
    assert!(
        text.contains("[JournalCheck \"chain, seals, decisions; key not checked; sealed stop\"]"),
        "{text}"
    );
    assert!(text.contains(&format!("[JournalKey \"{fp}\"]")), "{text}");
    let list = jadoube::journal::key::KeyList::parse(&format!(
        "board-12 {}\n",
        journal_common::test_key_of().public().hex()
    ))
    .unwrap();
    let listed = Game::read(&journal, Some(&list)).unwrap();
    assert!(
        pgn(&listed, jadoube::words::tr(jadoube::i18n::Lang::En))
            .contains("[JournalSigner \"board-12\"]")
    );
    let s = round_summary(
        "3",
        std::slice::from_ref(&listed),
        jadoube::words::tr(jadoube::i18n::Lang::En),
    );
    assert_eq!(s["games"][0]["journal_signed_by"], "board-12");
    assert_eq!(s["games"][0]["journal_keys"][0]["fingerprint"], fp.as_str());
    assert_eq!(s["games"][0]["authenticity_checked"], true);

    // A decision edited: not verified, said in the tags, at the start of
    // the moves and in the summary.
    let edited = std::fs::read_to_string(&journal).unwrap().replacen(
        "\"san\":\"Ke2\"",
        "\"san\":\"Kd2\"",
        1,
    );
    std::fs::write(&journal, edited).unwrap();
    let bad = Game::read(&journal, None).unwrap();
    let text = pgn(&bad, jadoube::words::tr(jadoube::i18n::Lang::En));
    assert!(text.contains("[JournalVerified \"NO\"]"), "{text}");
    assert!(text.contains("[JournalCheck \"NO: line "), "{text}");
    assert!(
        text.contains("{THE JOURNAL OF THIS GAME DOES NOT VERIFY"),
        "{text}"
    );
    let s = round_summary(
        "3",
        std::slice::from_ref(&bad),
        jadoube::words::tr(jadoube::i18n::Lang::En),
    );
    assert_eq!(s["games"][0]["verified"], false);
    let _ = std::fs::remove_dir_all(&state);
}
