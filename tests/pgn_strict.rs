//! Every PGN jadoube writes, read by a strict reader: python-chess's
//! `chess.pgn.read_game` (`tests/pgn_strict.py`), which stops at the
//! first move it cannot play. The arbiter's export (`jadoube export`) and
//! the spectators' broadcast (the hall's round files): a normal game,
//! castling, en passant and promotion, an illegal move that stood (A.5.2:
//! the game in two parts), several games on one board, the clock's times
//! (`[%clk]`, from an emulated DGT clock), a round's multi-game file; the
//! broadcast's ETag/304; no arbiter-only words in the broadcast, in any
//! language.
//!
//! Skipped (loudly) where python-chess is not installed (`apt-get install
//! python3-chess`, or `pip install chess`); never in CI (`.ci/run`
//! installs it).

mod dgt_common;
mod hall_common;
mod journal_common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use hall_common::{get_with, header};
use jadoube::arbiter::Event;
use jadoube::config::Config;
use jadoube::hall::proto::{Decision, Topics, is_published};
use jadoube::i18n::Lang;
use jadoube::journal::export::{Game, pgn, pgn_live, pgn_public};
use jadoube::journal::format::{Record, decode};
use jadoube_hall::hall::broadcast::{self, round_pgn_text};
use jadoube_hall::hall::service::Shared;
use jadoube_hall::hall::store::Store;
use journal_common::{run_sim_with, temp_dir};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Whether python-chess can be imported; panics in CI when it cannot.
fn python_chess(test: &str) -> bool {
    let ok = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var_os("CI").is_none(),
            "{test}: python-chess is not installed, and CI must run this test (.ci/run installs it)"
        );
        eprintln!(
            "\n\n*** {test}: SKIPPED: python-chess is not installed \
             (apt-get install python3-chess, or pip install chess) ***\n\n"
        );
    }
    ok
}

/// The games of `text` as python-chess read them (tags, SAN moves, clock
/// times, comments); panics with the reader's complaint when it refuses
/// any of it.
fn strict(text: &str, what: &str) -> Vec<Value> {
    static RUN: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = temp_dir(&format!("pgn-strict-read-{n}"));
    let file = dir.join(format!("{}.pgn", what.replace(['/', ' '], "_")));
    std::fs::write(&file, text).unwrap();
    let games = hall_common::python_chess_games(&file, what);
    let _ = std::fs::remove_dir_all(&dir);
    games
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

/// The daemon (sim mode) on a trace; its journal.
fn sim(trace: &str, board: &str) -> (PathBuf, PathBuf) {
    static RUN: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let state = temp_dir(&format!("pgn-strict-{board}-{n}"));
    let path = root().join(trace);
    let bytes = std::fs::read(&path).unwrap();
    let name = path.file_name().unwrap().to_str().unwrap();
    let journal = run_sim_with(&bytes, name, &state, &config(board)).journal;
    (state, journal)
}

/// The SAN of every move the journal's games record (post-mortem moves
/// left out, as the PGN leaves them out), game by game.
fn journal_moves(game: &Game) -> Vec<Vec<String>> {
    game.games()
        .iter()
        .map(|g| {
            let mut over = false;
            let mut out = Vec::new();
            for l in &g.lines {
                if let Record::Event(e) = &l.rec {
                    match &e.event {
                        Event::GameOver(_) => over = true,
                        Event::Move(m) if !over => out.push(m.san.clone()),
                        _ => {}
                    }
                }
            }
            out
        })
        .collect()
}

fn moves_of(g: &Value) -> Vec<String> {
    g["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

fn tag<'a>(g: &'a Value, k: &str) -> Option<&'a str> {
    g["tags"][k].as_str()
}

/// The games read back, joined by their parts (`GamePart`): the moves of
/// each game of the board.
fn joined(games: &[Value]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for g in games {
        let part: u32 = tag(g, "GamePart").map_or(1, |p| p.parse().unwrap());
        if part > 1 {
            out.last_mut().unwrap().extend(moves_of(g));
        } else {
            out.push(moves_of(g));
        }
    }
    out
}

const TRACES: [&str; 13] = [
    // A normal game.
    "tests/traces/public/legal-000.trace",
    // Promotion (and a long game).
    "tests/traces/public/legal-001.trace",
    // Castling, illegal moves restored.
    "tests/traces/public/illegal-000.trace",
    "tests/traces/laws/s5-442-rook-first-castle.trace",
    // En passant.
    "tests/traces/laws/s5-ep-either-first.trace",
    "tests/traces/public/dual-000.trace",
    // Chess960 (SetUp, FEN).
    "tests/traces/public/c960-000.trace",
    // An illegal move that stood (A.5.2).
    "tests/traces/public/claim-illegal-stands.trace",
    "tests/traces/laws/s3-claim-stands.trace",
    // ... leaving a position the rules never reach: the king in check
    // with the other side to move; a pawn on the last rank (A.5.4).
    "tests/traces/laws/s2-invalid-king-capture.trace",
    "tests/traces/laws/s3-claim-a54-pawn-last-rank.trace",
    // Several games on one board.
    "tests/traces/laws/s8-result-corrected-postmortem-new-game.trace",
    "tests/export/two-games.trace",
];

/// The arbiter's export and the spectators' PGN of each game: python-chess
/// reads every move of every game, the moves the journal records.
#[test]
fn every_exported_and_broadcast_pgn_is_read_whole() {
    if !python_chess("every_exported_and_broadcast_pgn_is_read_whole") {
        return;
    }
    let tr = jadoube::words::tr(Lang::En);
    let mut seen = std::collections::BTreeSet::new();
    for (i, trace) in TRACES.iter().enumerate() {
        let (state, journal) = sim(trace, &(i + 1).to_string());
        let game = Game::read(&journal, None).unwrap();
        let want = journal_moves(&game);
        for (who, text) in [
            ("export", pgn(&game, tr)),
            ("live", pgn_live(&game, tr)),
            ("public", pgn_public(&game)),
        ] {
            let games = strict(&text, &format!("{trace} {who}"));
            assert_eq!(joined(&games), want, "{trace} {who}:\n{text}");
            for g in &games {
                for m in moves_of(g) {
                    if m.starts_with("O-O") {
                        seen.insert("castling");
                    } else if m.contains('=') {
                        seen.insert("promotion");
                    }
                }
                if tag(g, "GamePart").is_some() {
                    seen.insert("parts");
                }
                if tag(g, "BoardGame").is_some() {
                    seen.insert("several games");
                }
            }
        }
        // En passant: a pawn's capture onto the square the previous
        // move's position names for it.
        let mut ep = String::new();
        for l in &game.lines {
            if let Record::Event(e) = &l.rec
                && let Event::Move(m) = &e.event
            {
                if m.san.starts_with(|c: char| c.is_ascii_lowercase())
                    && m.san.contains('x')
                    && m.uci.get(2..4) == Some(ep.as_str())
                {
                    seen.insert("en passant");
                }
                ep = m.fen.split(' ').nth(3).unwrap_or("-").to_string();
            }
        }
        let _ = std::fs::remove_dir_all(&state);
    }
    for k in [
        "castling",
        "promotion",
        "en passant",
        "parts",
        "several games",
    ] {
        assert!(seen.contains(k), "no {k} among the games: {seen:?}");
    }
}

/// Claim supervision, rapid: White's 1. Ke3?? is not corrected before
/// Black moves, so it stands (A.5.2). Two parts: the game up to it (no
/// move), then the game from the position that stood, its FEN; the same
/// game's tags and GameId; the arbiter's comments in the export only.
#[test]
fn an_illegal_move_that_stood_is_a_second_part_from_its_position() {
    if !python_chess("an_illegal_move_that_stood_is_a_second_part_from_its_position") {
        return;
    }
    let (state, journal) = sim("tests/traces/public/claim-illegal-stands.trace", "4");
    let game = Game::read(&journal, None).unwrap();
    let stood = "4k3/8/8/8/8/4K3/4P3/8 b - - 1 1";
    let export = pgn(&game, jadoube::words::tr(Lang::En));
    let public = pgn_public(&game);
    for (who, text) in [("export", &export), ("public", &public)] {
        let games = strict(text, who);
        assert_eq!(games.len(), 2, "{who}:\n{text}");
        let (one, two) = (&games[0], &games[1]);
        for k in [
            "Event", "Round", "Board", "White", "Black", "GameId", "Date",
        ] {
            assert_eq!(tag(one, k), tag(two, k), "{who} {k}:\n{text}");
            assert!(tag(one, k).is_some(), "{who} {k}");
        }
        assert_eq!(tag(one, "GameId"), Some("city-open-2026_r3_b4"));
        assert_eq!(
            (tag(one, "GamePart"), tag(two, "GamePart")),
            (Some("1"), Some("2"))
        );
        assert_eq!(tag(one, "FEN"), Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        assert_eq!(tag(two, "FEN"), Some(stood), "{who}:\n{text}");
        assert_eq!(tag(two, "SetUp"), Some("1"));
        assert!(moves_of(one).is_empty());
        assert_eq!(moves_of(two), ["Kd7"]);
        assert_eq!(two["start_valid"], true);
    }
    let flat = export.replace('\n', " ");
    assert!(flat.contains("ILLEGAL MOVE by White"), "{export}");
    assert!(flat.contains("illegal move stands"), "{export}");
    assert!(
        !public.contains('{'),
        "no comment for spectators:\n{public}"
    );
    let _ = std::fs::remove_dir_all(&state);
}

/// The emulated DGT board and clock (`tests/dgt_common`): the clock's
/// times go into the journal with each press, and out as `[%clk]` on each
/// move, the mover's time left, in both PGNs.
#[test]
fn the_clock_times_are_clk_comments() {
    if !python_chess("the_clock_times_are_clk_comments") {
        return;
    }
    let journal = dgt_clock_journal("pgn-clk");
    let game = Game::read(&journal, None).unwrap();
    // The mover's time at each press that made a move, from the journal.
    let mut want = Vec::new();
    let mut clock = None;
    for l in &game.lines {
        match &l.rec {
            Record::Press(p) => clock = p.clock,
            Record::Event(e) => {
                if let Event::Move(m) = &e.event {
                    let c = clock.take().expect("a press with the clock's times");
                    let s = if m.side == shakmaty::Color::White {
                        c.white_s
                    } else {
                        c.black_s
                    };
                    want.push(Value::from(f64::from(s)));
                }
            }
            _ => {}
        }
    }
    assert_eq!(want.len(), 5, "{:?}", game.lines);
    for (who, text) in [
        ("export", pgn(&game, jadoube::words::tr(Lang::En))),
        ("public", pgn_public(&game)),
    ] {
        let games = strict(&text, who);
        assert_eq!(games.len(), 1);
        assert_eq!(
            games[0]["clocks"].as_array().unwrap(),
            &want,
            "{who}:\n{text}"
        );
        assert!(text.contains("[%clk "), "{text}");
    }
    // A board without the clock's times: no %clk.
    let (state, journal) = sim("tests/traces/public/legal-000.trace", "1");
    let text = pgn_public(&Game::read(&journal, None).unwrap());
    assert!(!text.contains("%clk"), "{text}");
    assert!(
        strict(&text, "no clock")[0]["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .all(Value::is_null)
    );
    let _ = std::fs::remove_dir_all(&state);
}

/// A journal of five moves on the emulated DGT board, with its clock.
fn dgt_clock_journal(name: &str) -> PathBuf {
    // The DGT emulation's directory is named by `name`: one per test.
    let text = "clock dual\nsensor identity\n\
1.000 lift e2\n1.300 drop e4 P\n1.800 press white\n\
1.900 lift e7\n2.200 drop e5 p\n2.500 press black\n\
3.000 lift g1\n3.400 drop f3 N\n3.600 press white\n\
3.700 lift b8\n4.000 drop c6 n\n4.200 press black\n\
5.000 lift f1\n5.300 drop b5 B\n5.600 press white\n\
8.000 lift a7\n";
    let run = dgt_common::run_trace(text, name, &dgt_common::RunOpts::default());
    run.summary.journal
}

/// The journal's lines as a board publishes them, into the hall's store.
fn publish(shared: &Shared, board: &str, journal: &Path) {
    let stem = journal.file_stem().unwrap().to_str().unwrap().to_string();
    let text = std::fs::read_to_string(journal).unwrap();
    let mut prev = None;
    for raw in text.lines() {
        let line = decode(raw).unwrap();
        if !is_published(&line.rec) {
            continue;
        }
        let d = Decision {
            game: stem.clone(),
            seq: line.seq,
            prev,
            line: raw.to_string(),
        };
        prev = Some(line.seq);
        shared.store.lock().unwrap().accept(board, &d).unwrap();
        shared
            .generation
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

/// A hall holding round 3: a normal game, an illegal move that stood, two
/// games on one board, every kind of irregularity (touch-move, sensor
/// faults, restarts), and the DGT game with its clock.
fn hall_with_a_round(dir: &Path) -> (Arc<Shared>, Vec<PathBuf>) {
    let store = Store::open(&dir.join("hall"), Lang::En).unwrap();
    let shared = Shared::new(store, Topics::new("t"));
    let mut journals = Vec::new();
    for (board, trace) in [
        ("1", "tests/traces/public/legal-000.trace"),
        ("2", "tests/traces/public/claim-illegal-stands.trace"),
        ("3", "tests/export/two-games.trace"),
        ("4", "tests/export/irregular.trace"),
        ("5", "tests/traces/public/touch-move-other-piece.trace"),
        ("6", "tests/traces/public/illegal-001.trace"),
    ] {
        let (_, journal) = sim(trace, board);
        publish(&shared, &format!("b{board}"), &journal);
        journals.push(journal);
    }
    // The DGT game: its header names no round; give it round 3's.
    let dgt = dgt_clock_journal("pgn-round");
    let text = std::fs::read_to_string(&dgt).unwrap();
    let first = text.lines().next().unwrap();
    let mut header: Value = serde_json::from_str(first).unwrap();
    let game = &mut header["game"];
    game["round"] = "3".into();
    game["board"] = "7".into();
    game["event"] = "City Open 2026".into();
    let fixed = text.replacen(first, &serde_json::to_string(&header).unwrap(), 1);
    let copy = dir.join("city-open-2026_r3_b7.jsonl");
    std::fs::write(&copy, fixed).unwrap();
    publish(&shared, "b7", &copy);
    // (The copy's chain no longer verifies: its moves and words are read
    // from the original.)
    journals.push(dgt);
    (shared, journals)
}

/// The round's file, as the broadcast serves it: every game of the round
/// read whole; the boards in order; the parts of the game that stood; the
/// clock's times; and none of the arbiter's words, in any language.
#[test]
fn the_round_file_is_read_whole_and_says_nothing_only_the_arbiter_may_see() {
    if !python_chess("the_round_file_is_read_whole") {
        return;
    }
    let dir = temp_dir("pgn-strict-round");
    let (shared, journals) = hall_with_a_round(&dir);
    let text = round_pgn_text(&shared, "round-3.pgn").expect("round 3");
    let games = strict(&text, "round-3");
    let boards: Vec<&str> = games.iter().map(|g| tag(g, "Board").unwrap()).collect();
    assert_eq!(
        boards,
        ["1", "2", "2", "3", "3", "4", "5", "6", "7"],
        "{text}"
    );
    let want: Vec<Vec<String>> = journals
        .iter()
        .flat_map(|j| journal_moves(&Game::read(j, None).unwrap()))
        .collect();
    assert_eq!(joined(&games), want, "{text}");
    assert!(
        games[8]["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .all(Value::is_number)
    );
    assert_eq!(tag(&games[2], "GamePart"), Some("2"));
    // No comment but the clock's times.
    let mut rest = text.as_str();
    while let Some(at) = rest.find('{') {
        let end = rest[at..].find('}').unwrap();
        let c = &rest[at + 1..at + end];
        assert!(
            c.starts_with("[%clk ") && c.ends_with(']') && !c[1..].contains('['),
            "a comment for spectators: {c}"
        );
        rest = &rest[at + end..];
    }
    // The arbiter's words in every language: none is in the file.
    for lang in Lang::ALL {
        let tr = jadoube::words::tr(lang);
        let mut comments = 0;
        for j in &journals {
            let live = pgn_live(&Game::read(j, None).unwrap(), tr);
            let flat = live.replace('\n', " ");
            let mut rest = flat.as_str();
            while let Some(at) = rest.find('{') {
                let end = rest[at..].find('}').unwrap();
                let c = &rest[at + 1..at + end];
                rest = &rest[at + end..];
                if c.starts_with("[%") {
                    continue;
                }
                comments += 1;
                // Its words, past the wall-clock time (`09:00:01 UTC: `).
                let words = c.split_once("UTC: ").map_or(c, |(_, w)| w);
                let probe: String = words.chars().take(24).collect();
                assert!(
                    !text.contains(probe.trim()),
                    "{lang:?}: `{probe}` (from `{c}`) is in the broadcast"
                );
            }
        }
        assert!(comments >= 10, "{lang:?}: only {comments} comments");
    }
    for word in [
        "ILLEGAL", "illegal", "Sensor", "sensor", "Touch", "touch", "restart", "Restore", "Art.",
        "UTC",
    ] {
        assert!(!text.contains(word), "`{word}` in the broadcast:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The broadcast's own listener: the round's file with a strong ETag and
/// a Last-Modified; the same ETag (or a date not before it) gets a 304
/// without a body; a new move gives a new ETag and a 200; the arbiters'
/// routes are not there.
#[test]
fn the_broadcast_answers_304_until_the_round_changes() {
    let dir = temp_dir("pgn-broadcast-http");
    let store = Store::open(&dir.join("hall"), Lang::En).unwrap();
    let shared = Shared::new(store, Topics::new("t"));
    let (_, one) = sim("tests/traces/public/legal-000.trace", "1");
    let (_, two) = sim("tests/traces/public/claim-illegal-stands.trace", "2");
    publish(&shared, "b1", &one);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let (addr, task) = rt
        .block_on(broadcast::spawn(
            shared.clone(),
            "127.0.0.1:0".parse().unwrap(),
            stop_rx,
        ))
        .unwrap();
    let port = addr.port();

    let (status, h, body) = get_with(port, "/round-3.pgn", "");
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        header(&h, "content-type"),
        Some("application/x-chess-pgn; charset=utf-8")
    );
    let etag = header(&h, "etag").unwrap().to_string();
    assert!(
        etag.starts_with('"') && etag.ends_with('"') && etag.len() == 34,
        "{etag}"
    );
    let modified = header(&h, "last-modified").unwrap().to_string();
    assert!(modified.ends_with(" GMT"), "{modified}");
    assert_eq!(body, round_pgn_text(&shared, "round-3.pgn").unwrap());
    assert_eq!(body.matches("[Event ").count(), 1);

    for cond in [
        format!("If-None-Match: {etag}\r\n"),
        format!("If-None-Match: \"other\", {etag}\r\n"),
        format!("If-None-Match: {}\r\n", etag.trim_matches('"')),
        format!("If-Modified-Since: {modified}\r\n"),
    ] {
        let (status, h, body) = get_with(port, "/round-3.pgn", &cond);
        assert_eq!(status, 304, "{cond}");
        assert!(body.is_empty(), "{cond}: {body}");
        assert_eq!(header(&h, "etag"), Some(etag.as_str()));
    }
    let (status, _, _) = get_with(port, "/round-3.pgn", "If-None-Match: \"other\"\r\n");
    assert_eq!(status, 200);
    let (status, _, _) = get_with(
        port,
        "/round-3.pgn",
        "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n",
    );
    assert_eq!(status, 200);

    // Board 2's game comes: a new file, a new ETag; the old one gets 200.
    publish(&shared, "b2", &two);
    let (status, h, body) = get_with(port, "/round-3.pgn", &format!("If-None-Match: {etag}\r\n"));
    assert_eq!(status, 200);
    assert_ne!(header(&h, "etag"), Some(etag.as_str()));
    assert_eq!(body.matches("[Event ").count(), 3, "{body}");
    if python_chess("the_broadcast_answers_304_until_the_round_changes") {
        assert_eq!(strict(&body, "served").len(), 3);
    }
    // The list of rounds; no arbiter route on this listener.
    let (status, _, body) = get_with(port, "/", "");
    assert_eq!(status, 200);
    assert!(body.contains("href=\"round-3.pgn\""), "{body}");
    let (status, _, body) = get_with(port, "/rounds.json", "");
    assert_eq!(status, 200);
    let list: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(list[0]["pgn"], "round-3.pgn");
    assert_eq!(list[0]["games"], 2);
    for path in [
        "/api/boards",
        "/broadcast/round-3.pgn",
        "/events",
        "/round-4.pgn",
    ] {
        let (status, _, _) = get_with(port, path, "");
        assert_eq!(status, 404, "{path}");
    }
    stop_tx.send(true).unwrap();
    rt.block_on(task).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}
