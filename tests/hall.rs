//! The hall with real parts (`docs/hall.md`): mosquitto on a free port,
//! `jadoube-hall`, four boards playing traces at once (`jadoube run --sim`),
//! the broker killed and restarted mid-game, one board killed mid-game and
//! started again (it goes on from its journal): in the end the hall holds
//! every published line of every game exactly once, in order, byte for
//! byte; it has collected and verified every journal, each board holds the
//! hall's receipt, the broadcast PGN has every game, and `jadoube export`
//! runs on the collected journals.
//!
//! Skipped (loudly) where mosquitto is not installed; never in CI.

mod hall_common;

use std::process::Command;
use std::time::{Duration, Instant};

use hall_common::*;

const PREFIX: &str = "test/hall";

#[test]
fn boards_publish_through_broker_restarts_and_board_restarts() {
    let Some(mosquitto) = mosquitto_or_skip("boards_publish_through_broker_restarts") else {
        return;
    };
    let dir = scratch("hall-e2e");
    let mut broker = Broker::start(&mosquitto, &dir);
    let data = dir.join("hall");
    let mut hall = Hall::start(&broker.address(), PREFIX, &data, &dir.join("hall.log"));

    let traces = root().join("tests/traces/public");
    // (board, trace, speed): each game lasts some 15 to 25 seconds.
    let games = [
        ("1", "legal-000", "16"),
        ("2", "illegal-000", "12"),
        ("3", "dual-000", "12"),
        ("4", "illegal-001", "10"),
    ];
    let mut boards = Vec::new();
    for (board, trace, speed) in games {
        let state = dir.join(format!("board-{board}"));
        let config = board_config(&dir, &broker.address(), PREFIX, board, "1");
        let trace = traces.join(format!("{trace}.trace"));
        let log = dir.join(format!("board-{board}.log"));
        let p = start_board(&config, &state, &trace, speed, &log);
        boards.push((board, config, state, trace, speed, log, Some(p)));
    }
    let started = Instant::now();

    // The broker dies mid-game (retained and queued messages are lost) and
    // comes back 3 s later.
    sleep_until(started, 5.0);
    broker.kill();
    sleep_until(started, 8.0);
    broker.up();

    // Board 1 is killed mid-game (a power cut) and started again: it goes
    // on from its journal and publishes what the hall missed.
    sleep_until(started, 10.0);
    // (once it is connected again: the broker lost its retained messages)
    wait_for(20, "board 1 back on the restarted broker", || {
        let log = std::fs::read_to_string(&boards[0].5).unwrap_or_default();
        log.matches("hall: connected").count() >= 2
    });
    {
        let b = &mut boards[0];
        let mut p = b.6.take().unwrap();
        let _ = p.0.kill();
        let _ = p.0.wait();
    }
    // The broker publishes its last will: the page shows it silent.
    wait_for(15, "board 1 shown silent", || {
        hall.json("/api/board/b1")["tile"]["online"] == false
    });
    {
        let b = &mut boards[0];
        b.6 = Some(start_board(&b.1, &b.2, &b.3, b.4, &b.5));
    }
    wait_for(15, "board 1 back online", || {
        hall.json("/api/board/b1")["tile"]["online"] == true
    });

    for b in &mut boards {
        let mut p = b.6.take().unwrap();
        let until = Instant::now() + Duration::from_secs(120);
        let status = loop {
            if let Some(s) = p.0.try_wait().unwrap() {
                break s;
            }
            assert!(Instant::now() < until, "board {} does not finish", b.0);
            std::thread::sleep(Duration::from_millis(100));
        };
        let log = std::fs::read_to_string(&b.5).unwrap_or_default();
        assert!(status.success(), "board {}: {status}\n{log}", b.0);
    }

    // Every published line of every game, exactly once, in order.
    for (board, _, state, ..) in &boards {
        let journal = the_journal(state);
        let game = journal.file_stem().unwrap().to_string_lossy().into_owned();
        let expected = published_lines(&journal);
        assert!(expected.len() > 20, "board {board}: a real game");
        let name = format!("b{board}");
        wait_for(60, &format!("the hall holds board {board}'s game"), || {
            hall_lines(&data, &name, &game).len() >= expected.len()
        });
        let held = hall_lines(&data, &name, &game);
        assert_eq!(
            held, expected,
            "board {board}: the hall's lines are the journal's, once each, in order"
        );
        // The page's data agrees.
        let tile = hall.json(&format!("/api/board/{name}"));
        assert_eq!(
            tile["lines"].as_array().unwrap().len(),
            expected.len(),
            "board {board}"
        );
    }
    // What the hall dropped and asked again (the broker's restart loses
    // what it had queued; the board killed mid-game publishes again).
    eprintln!("hall: {}", hall.json("/api/stats"));
    // The board killed mid-game restarted on its journal.
    let j1 = std::fs::read_to_string(the_journal(&boards[0].2)).unwrap();
    assert!(j1.contains("\"rec\":\"restart\""), "board 1 restarted");

    // Journals collected, verified, confirmed to the boards.
    for (board, _, state, ..) in &boards {
        let journal = the_journal(state);
        let file = journal.file_name().unwrap().to_string_lossy().into_owned();
        let stored = data.join("collected").join(&file);
        wait_for(30, &format!("board {board}'s journal collected"), || {
            std::fs::read(&stored).ok() == std::fs::read(&journal).ok()
        });
        let report = std::fs::read_to_string(stored.with_extension("jsonl.verify")).unwrap();
        assert!(
            report.contains("  OK\n") && report.ends_with("the hall holds it: verified\n"),
            "board {board}: {report}"
        );
        assert!(report.contains("byte for byte"), "board {board}: {report}");
        let receipt = jadoube::hall::board::receipt_path(&journal);
        wait_for(10, "the receipt", || receipt.exists());
        let r: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&receipt).unwrap()).unwrap();
        assert_eq!(r["ok"], true);
        assert_eq!(
            r["sha256"].as_str().unwrap(),
            jadoube::journal::format::hash_hex(&std::fs::read(&journal).unwrap())
        );
    }

    // The broadcast: one PGN for the round, every game in it.
    let rounds = hall.json("/broadcast/");
    assert_eq!(rounds[0]["pgn"], "/broadcast/round-1.pgn", "{rounds}");
    let (status, pgn) = hall.get("/broadcast/round-1.pgn");
    assert_eq!(status, 200);
    assert_eq!(pgn.matches("[Event \"Hall test\"]").count(), 4, "{pgn}");
    for (board, ..) in &boards {
        assert!(pgn.contains(&format!("[White \"White {board}\"]")), "{pgn}");
    }
    assert!(pgn.contains("1. e4") || pgn.contains("1. d4") || pgn.contains("1. "));

    // `jadoube export` on the collected set.
    let out = dir.join("export");
    let status = Command::new(BIN)
        .arg("export")
        .arg("--state-dir")
        .arg(data.join("collected"))
        .arg("-o")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let pgns = std::fs::read_dir(&out)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "pgn")
        })
        .count();
    assert_eq!(pgns, 4);

    // A restarted hall has what it held.
    let before = hall.json("/api/boards");
    hall.proc.stop();
    let hall = Hall::start(&broker.address(), PREFIX, &data, &dir.join("hall2.log"));
    for (board, _, state, ..) in &boards {
        let name = format!("b{board}");
        let after = hall.json(&format!("/api/board/{name}"));
        assert_eq!(
            after["lines"].as_array().unwrap().len(),
            published_lines(&the_journal(state)).len(),
            "board {board} after the hall's restart"
        );
        let held = before
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["board"] == name.as_str())
            .unwrap();
        assert_eq!(after["tile"]["state"], held["state"], "board {board}");
    }
    let mut hall = hall;
    hall.proc.stop();
    broker.kill();
}

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sleep_until(start: Instant, secs: f64) {
    let at = start + Duration::from_secs_f64(secs);
    let now = Instant::now();
    if at > now {
        std::thread::sleep(at - now);
    }
}
