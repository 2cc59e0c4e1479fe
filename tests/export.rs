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
    // Two PGN games: up to the illegal move, then from the position that
    // stood (tests/pgn_strict.rs reads both with python-chess).
    assert_eq!(text.matches("[Event ").count(), 2, "{text}");
    assert!(
        text.contains("[GamePart \"2\"]\n[Termination \"unterminated\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/4K3/4P3/8 b - - 1 1\"]"),
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

// ---- How a game ends (laws.md section 8; issue 27): each game of a board
// its own PGN game, with its Result and Termination.

/// A PGN game as read back from the text, without a chess library's PGN
/// reader: its tags in order, its move text's SAN moves (comments, move
/// numbers and the result left out) and the result token that closes it.
#[derive(Debug)]
struct PgnGame {
    tags: Vec<(String, String)>,
    moves: Vec<String>,
    end: String,
    text: String,
}

impl PgnGame {
    fn tag(&self, k: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits an export into its games (each starts with its `[Event` tag) and
/// reads each: tags `[Name "value"]` one per line, a blank line, the move
/// text. Panics on anything else.
fn read_pgn(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut lines = text.lines().peekable();
    while lines.peek().is_some() {
        let mut g = PgnGame {
            tags: Vec::new(),
            moves: Vec::new(),
            end: String::new(),
            text: String::new(),
        };
        while let Some(l) = lines.next_if(|l| l.starts_with('[')) {
            g.text.push_str(l);
            g.text.push('\n');
            let inner = l
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix("\"]"))
                .unwrap_or_else(|| panic!("not a tag line: {l}"));
            let (name, value) = inner
                .split_once(" \"")
                .unwrap_or_else(|| panic!("not a tag line: {l}"));
            assert!(!value.contains('"'), "an unescaped quote in {l}");
            g.tags.push((name.to_string(), value.to_string()));
        }
        assert_eq!(lines.next(), Some(""), "a blank line after the tags");
        let mut movetext = String::new();
        while let Some(l) = lines.next_if(|l| !l.starts_with("[Event ")) {
            g.text.push_str(l);
            g.text.push('\n');
            movetext.push_str(l);
            movetext.push(' ');
        }
        // Comments out (they hold no braces: `comment`), then the tokens.
        let mut plain = String::new();
        let mut depth = 0;
        for c in movetext.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                c if depth == 0 => plain.push(c),
                _ => {}
            }
            assert!((0..=1).contains(&depth), "nested or unopened comment");
        }
        assert_eq!(depth, 0, "an unclosed comment");
        let tokens: Vec<&str> = plain.split_whitespace().collect();
        let (end, body) = tokens.split_last().expect("a result token");
        g.end = end.to_string();
        g.moves = body
            .iter()
            .filter(|t| !t.ends_with('.'))
            .map(|t| t.to_string())
            .collect();
        games.push(g);
    }
    games
}

/// The SAN moves of a game are legal, one after the other, from the start
/// position (shakmaty's SAN, not the exporter's).
fn assert_legal_from_start(g: &PgnGame) {
    use shakmaty::{Chess, Position as _, san::San};
    let mut pos = Chess::default();
    for san in &g.moves {
        let m = San::from_ascii(san.trim_end_matches(['+', '#']).as_bytes())
            .unwrap_or_else(|e| panic!("`{san}` is not SAN: {e}\n{}", g.text))
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("`{san}` is not legal here: {e}\n{}", g.text));
        pos.play_unchecked(m);
    }
}

/// The daemon (sim mode) on a trace of `tests/traces/laws/` or of
/// `tests/export/`; the journal's path.
fn sim_journal(state: &Path, path: &Path, board: &str) -> PathBuf {
    let trace = std::fs::read(path).unwrap();
    let name = path.file_name().unwrap().to_str().unwrap();
    run_sim_with(&trace, name, state, &config(board)).journal
}

fn laws_trace(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/traces/laws")
        .join(name)
}

/// `jadoube verify` on a journal: its exit status and output.
fn verify_cmd(path: &Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .arg("verify")
        .arg(path)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

/// The arbiter enters 1-0, corrects it to 0-1, the players analyse (a
/// move back, a capture, presses, a flag), set up the start position and
/// play a second game: two PGN games, the correction standing in the first,
/// none of the post-mortem in its moves; the second numbered and running.
#[test]
fn a_corrected_result_a_post_mortem_and_a_second_game() {
    let state = temp_dir("export-two-games-corrected");
    let journal = sim_journal(
        &state,
        &laws_trace("s8-result-corrected-postmortem-new-game.trace"),
        "7",
    );
    // The journal holds the arbiter's inputs (format 3) and verifies.
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("\"version\":3"), "a format 3 journal");
    assert_eq!(text.matches("\"rec\":\"result\"").count(), 2, "{text}");
    assert!(text.contains("\"result\":\"0-1\",\"by\":"), "{text}");
    assert_eq!(text.matches("\"rec\":\"flag\"").count(), 1, "{text}");
    // The chain, the seals and the decisions replayed are OK; the journal
    // stops while the second game runs: incomplete (status 3, issue 28).
    let (code, out) = verify_cmd(&journal);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.trim_end().ends_with("OK, INCOMPLETE"), "{out}");
    assert!(
        out.contains("the replay of the inputs gives the same"),
        "{out}"
    );

    let game = Game::read(&journal, None).unwrap();
    assert!(game.report.ok(), "{:?}", game.report.first_problem());
    let parts = game.games();
    assert_eq!(parts.len(), 2);
    assert_eq!((parts[0].number(), parts[1].number()), (1, 2));
    assert_eq!(
        parts[0].result().map(|r| r.0),
        Some("0-1"),
        "the correction stands"
    );
    assert_eq!(parts[1].result(), None);

    let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let games = read_pgn(&text);
    assert_eq!(games.len(), 2, "{text}");
    let (one, two) = (&games[0], &games[1]);
    assert_eq!(one.tag("Result"), Some("0-1"), "{text}");
    assert_eq!(one.end, "0-1");
    assert_eq!(one.tag("Termination"), Some("adjudication"));
    assert_eq!(one.tag("BoardGame"), Some("1"));
    assert_eq!(one.tag("Board"), Some("7"));
    assert_eq!(one.moves, ["e4", "e5"], "no post-mortem move: {text}");
    // Both of the arbiter's entries are told, the correction last.
    let first = one.text.find("GAME OVER 1-0").expect("the first entry");
    let last = one.text.find("GAME OVER 0-1").expect("the correction");
    assert!(first < last, "{text}");
    assert!(!one.text.contains("flag fell"), "{text}");
    assert_eq!(two.tag("Result"), Some("*"));
    assert_eq!(two.end, "*");
    assert_eq!(two.tag("Termination"), Some("unterminated"));
    assert_eq!(two.tag("BoardGame"), Some("2"));
    assert_eq!(two.tag("White"), Some("Player, White"));
    assert_eq!(two.moves, ["d4"], "{text}");
    // The Seven Tag Roster first, in its order, in both.
    for g in &games {
        let names: Vec<&str> = g.tags.iter().take(7).map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            names,
            ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
        );
        assert_legal_from_start(g);
    }

    // The round summary: one entry per game.
    let s = round_summary(
        "3",
        std::slice::from_ref(&game),
        jadoube::words::tr(jadoube::i18n::Lang::En),
    );
    let list = s["games"].as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["result"], "0-1");
    assert_eq!(list[0]["pgn_termination"], "adjudication");
    assert_eq!(list[0]["plies"], 2);
    // The post-mortem's presses (ignored) are not the game's irregularities.
    let kinds: Vec<&str> = list[0]["irregularities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["event"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["game_over", "game_over"]);
    assert_eq!(list[1]["result"], "*");
    assert_eq!(list[1]["board_game"], 2);
    assert_eq!(list[1]["plies"], 1);
    let _ = std::fs::remove_dir_all(&state);
}

/// Game 1 lost on time (6.9), game 2 drawn by the kings in the centre:
/// the `export` command writes both in the board's file, each with its
/// result and termination; the text is kept as `two-games.pgn`.
#[test]
fn a_flag_then_the_kings_two_games_in_one_file() {
    let state = temp_dir("export-two-games-flag-kings");
    let journal = sim_journal(&state, &dir().join("two-games.trace"), "5");
    let (code, out) = verify_cmd(&journal);
    assert_eq!(code, Some(0), "{out}");
    let game = Game::read(&journal, None).unwrap();
    let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let games = read_pgn(&text);
    assert_eq!(games.len(), 2, "{text}");
    assert_eq!(games[0].tag("Result"), Some("0-1"));
    assert_eq!(games[0].tag("Termination"), Some("time forfeit"));
    assert_eq!(games[0].moves, ["e4", "e5"]);
    assert!(
        games[0]
            .text
            .replace('\n', " ")
            .contains("White's flag fell"),
        "{text}"
    );
    assert_eq!(games[1].tag("Result"), Some("1/2-1/2"));
    assert_eq!(games[1].end, "1/2-1/2");
    assert_eq!(games[1].tag("Termination"), Some("normal"));
    assert_eq!(games[1].moves, ["e4", "e5"]);
    for g in &games {
        assert_legal_from_start(g);
        assert_eq!(g.tag("JournalVerified"), Some("yes"));
    }
    golden("two-games.pgn", &text);

    // The export command: one file for the board, both games in it.
    let out_dir = state.join("out");
    let run = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["export", "--round", "3", "--state-dir"])
        .arg(&state)
        .arg("-o")
        .arg(&out_dir)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let file = std::fs::read_to_string(out_dir.join("city-open-2026_r3_b5.pgn")).unwrap();
    assert_eq!(file, text);
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out_dir.join("round-3.json")).unwrap())
            .unwrap();
    let terms: Vec<(&str, &str)> = summary["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["result"].as_str().unwrap(),
                g["pgn_termination"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(terms, [("0-1", "time forfeit"), ("1/2-1/2", "normal")]);
    let _ = std::fs::remove_dir_all(&state);
}

/// Each way a game ends has its PGN Termination: normal (the kings), time
/// forfeit (a flag: a loss, or 6.9's draw), adjudication (the arbiter),
/// rules infraction (illegal moves: `pgn_of_a_game_with_every_irregularity`).
#[test]
fn each_ending_has_its_termination() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces");
    for (trace, result, termination) in [
        ("public/v12-kings-draw.trace", "1/2-1/2", "normal"),
        (
            "public/v12-flag-knight-can-mate.trace",
            "0-1",
            "time forfeit",
        ),
        (
            "laws/s8-flag-full-bare-king.trace",
            "1/2-1/2",
            "time forfeit",
        ),
        (
            "public/v12-resigned-result-entered.trace",
            "0-1",
            "adjudication",
        ),
        (
            "laws/s8-flag-claim-goes-on.trace",
            "1/2-1/2",
            "adjudication",
        ),
    ] {
        let state = temp_dir("export-termination");
        let journal = sim_journal(&state, &root.join(trace), "1");
        let (code, out) = verify_cmd(&journal);
        assert_eq!(code, Some(0), "{trace}: {out}");
        let game = Game::read(&journal, None).unwrap();
        let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
        let games = read_pgn(&text);
        assert_eq!(games.len(), 1, "{trace}: {text}");
        let g = &games[0];
        assert_eq!(g.tag("Result"), Some(result), "{trace}: {text}");
        assert_eq!(g.end, result, "{trace}");
        assert_eq!(g.tag("Termination"), Some(termination), "{trace}");
        assert_eq!(g.tag("BoardGame"), None, "{trace}: one game, no number");
        // The post-mortem's moves (v12-resigned: c4-c5 after 0-1) are not
        // the game's.
        if trace.contains("resigned") {
            assert_eq!(g.moves, ["d4", "d5", "c4"], "{text}");
        }
        let _ = std::fs::remove_dir_all(&state);
    }
}
