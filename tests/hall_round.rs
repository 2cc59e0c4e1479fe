//! The round from the hall, on the board (issue 30, `docs/hall.md`, "The
//! round on the board"), through a real mosquitto and `jadoube run --sim`:
//! the retained `pairing` names the board's journal before move 1 (a new
//! journal, no restart) or at the next new game, a two-game pairing gives
//! game 2 its colours, the screen shows the players; the retained `result`
//! is journalled once per entry (a restart does not apply it again), a
//! correction replaces the result, an entry for another game is ignored;
//! bad payloads are ignored. Every journal verifies (`jadoube verify`).

mod hall_common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use hall_common::{BIN, Broker, Proc, mosquitto_or_skip, scratch, wait_for};
use jadoube::arbiter::Event;
use jadoube::journal::format::Record;
use jadoube::journal::store;

const PREFIX: &str = "jadoube/round-test";

/// A board's configuration: its journal named "Hall test", round 1, board
/// 12 (as a round file would), name `b12` at the hall.
fn config(dir: &Path, broker: &str) -> PathBuf {
    let path = dir.join("board.toml");
    std::fs::write(
        &path,
        format!(
            "[journal]\nevent = \"Hall test\"\nround = \"1\"\nboard = \"12\"\n[hall]\nenabled = true\nbroker = \"{broker}\"\nprefix = \"{PREFIX}\"\nboard = \"b12\"\nshutdown_wait_s = 2\nkeepalive_s = 2\n"
        ),
    )
    .unwrap();
    path
}

/// `jadoube run --sim` with the terminal screen (its text in `out`).
fn board(config: &Path, state: &Path, trace: &Path, speed: &str, out: &Path, log: &Path) -> Proc {
    let file = |p: &Path| {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(p)
            .unwrap()
    };
    let child = hall_common::sim_board(config, state, trace, speed)
        .args(["--screen", "terminal", "--screen-size", "60x30"])
        .env("NO_COLOR", "1")
        .stdout(file(out))
        .stderr(file(log))
        .spawn()
        .expect("jadoube run starts");
    Proc(child, "board")
}

/// Waits for the board to end by itself (the trace's end).
fn finished(p: &mut Proc, secs: u64) -> std::process::ExitStatus {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    loop {
        if let Some(s) = p.0.try_wait().unwrap() {
            return s;
        }
        assert!(std::time::Instant::now() < until, "the board did not end");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// `mosquitto_pub` a message (retained with `retain`).
fn publish(port: u16, leaf: &str, payload: &[u8], retain: bool) {
    let mut cmd = Command::new(hall_common::which("mosquitto_pub").expect("mosquitto_pub"));
    cmd.args(["-h", "127.0.0.1", "-p", &port.to_string(), "-q", "1"])
        .args(["-t", &format!("{PREFIX}/hall/b12/{leaf}")]);
    if retain {
        cmd.arg("-r");
    }
    if payload.is_empty() {
        cmd.arg("-n");
    } else {
        cmd.arg("-s");
    }
    let mut child = cmd.stdin(Stdio::piped()).spawn().unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(payload).unwrap();
    assert!(child.wait().unwrap().success(), "mosquitto_pub {leaf}");
}

fn verify(journal: &Path) -> String {
    let out = Command::new(BIN)
        .arg("verify")
        .arg(journal)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(text.contains("chain: intact"), "{text}");
    assert!(
        text.contains("the replay of the inputs gives the same"),
        "{text}"
    );
    text
}

fn header(journal: &Path) -> jadoube::journal::format::Header {
    store::read(journal).unwrap().header().unwrap().clone()
}

fn events(journal: &Path) -> Vec<String> {
    store::read(journal)
        .unwrap()
        .parsed()
        .filter_map(|l| match &l.rec {
            Record::Event(e) => match &e.event {
                Event::Move(m) => Some(format!("move {}", m.san)),
                Event::GameOver(g) => Some(format!(
                    "game_over {} by {}",
                    g.result.as_str(),
                    g.by.as_deref().unwrap_or("-")
                )),
                Event::NewGame(n) => Some(format!("new_game {}", n.game)),
                _ => None,
            },
            Record::Stop(s) => Some(format!("stop {}", s.reason)),
            _ => None,
        })
        .collect()
}

fn results(journal: &Path) -> Vec<(String, String, Option<String>)> {
    store::read(journal)
        .unwrap()
        .parsed()
        .filter_map(|l| match &l.rec {
            Record::Result(r) => Some((r.result.as_str().to_string(), r.by.clone(), r.id.clone())),
            _ => None,
        })
        .collect()
}

const PAIRING: &str = r#"{"id":"r3-load1","event":"City Open","round":"3","board":"12","games":[{"white":"Novak, Ana","black":"Kowalska, Ewa","white_fide_id":1503014,"white_rating":2210},{"white":"Kowalska, Ewa","black":"Novak, Ana"}]}"#;

/// After 1. e4 the arbiter enters 1-0 at the board; the start position
/// again, a new game 5 s later: 1. d4.
const TWO_GAMES: &str = "\
start startpos
3.000 lift e2
3.250 drop e4
3.500 press
4.000 result 1-0
4.500 lift e4
4.800 drop e2
10.500 lift d2
10.800 drop d4
11.100 press
12.000 end
";

#[test]
fn a_pairing_before_move_1_names_the_journal_and_game_2_takes_its_colours() {
    let Some(mosquitto) = mosquitto_or_skip("hall_round") else {
        return;
    };
    let dir = scratch("hall-round-before");
    let broker = Broker::start(&mosquitto, &dir);
    let state = dir.join("state");
    let trace = dir.join("two.trace");
    std::fs::write(&trace, TWO_GAMES).unwrap();
    publish(broker.port, "pairing", PAIRING.as_bytes(), true);
    let cfg = config(&dir, &broker.address());
    let (out, log) = (dir.join("screen.txt"), dir.join("board.log"));
    let mut b = board(&cfg, &state, &trace, "3", &out, &log);
    // Bad pairings while the board runs in the pairing's journal: logged,
    // ignored.
    wait_for(20, "the board connects in its new journal", || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .matches("hall: connected")
            .count()
            >= 2
    });
    publish(broker.port, "pairing", b"\xff\xfe not json", false);
    publish(
        broker.port,
        "pairing",
        br#"{"id":"x","round":"3","board":"12","games":[]}"#,
        false,
    );
    let status = finished(&mut b, 90);
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(status.success(), "{logged}");
    assert!(logged.contains("`pairing` ignored: 0 games"), "{logged}");
    assert!(logged.contains("not UTF-8"), "{logged}");

    // The round file's journal ended before move 1, for the pairing.
    let first = state.join("hall-test_r1_b12.jsonl");
    assert_eq!(events(&first), ["stop pairing"]);
    let v = verify(&first);
    assert!(v.contains("for the hall's pairing"), "{v}");
    // The pairing's journal: named as `round start` would, its players.
    let j = state.join("city-open_r3_b12.jsonl");
    let h = header(&j);
    assert_eq!(h.game.event.as_deref(), Some("City Open"));
    assert_eq!(h.game.round.as_deref(), Some("3"));
    assert_eq!(h.game.board.as_deref(), Some("12"));
    assert_eq!(h.game.white.as_deref(), Some("Novak, Ana"));
    assert_eq!(h.game.black.as_deref(), Some("Kowalska, Ewa"));
    let p = h.pairing.as_ref().expect("the pairing journalled");
    assert_eq!(p.id, "r3-load1");
    assert_eq!(p.games[0].white_fide_id, Some(1503014));
    assert_eq!(p.games[0].white_rating, Some(2210));
    // Game 2 with the colours the pairing gives.
    assert_eq!(
        h.players(2),
        (Some("Kowalska, Ewa".into()), Some("Novak, Ana".into()))
    );
    assert_eq!(h.players(3), (None, None));
    assert_eq!(
        events(&j),
        [
            "move e4",
            "game_over 1-0 by board",
            "new_game 2",
            "move d4",
            "stop end of trace"
        ]
    );
    verify(&j);
    assert_eq!(jadoube::journal::journals_in(&state).unwrap().len(), 2);
    // The PGN: each game with its players, ratings and FIDE ids.
    let game = jadoube::journal::export::Game::read(&j, None).unwrap();
    let text = jadoube::journal::export::pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let parts: Vec<&str> = text.split("\n\n[Event").collect();
    assert_eq!(parts.len(), 2, "{text}");
    assert!(
        parts[0].contains("[White \"Novak, Ana\"]\n[Black \"Kowalska, Ewa\"]"),
        "{text}"
    );
    assert!(parts[0].contains("[WhiteElo \"2210\"]"), "{text}");
    assert!(parts[0].contains("[WhiteFideId \"1503014\"]"), "{text}");
    assert!(
        parts[1].contains("[White \"Kowalska, Ewa\"]\n[Black \"Novak, Ana\"]"),
        "{text}"
    );
    assert!(!parts[1].contains("Elo"), "{text}");
    // The screen: the players, the round and the board before move 1, then
    // game 2's players.
    let screen = std::fs::read_to_string(&out).unwrap();
    let before = screen.find("White: Novak, Ana").expect(&screen);
    assert!(
        screen[before..].contains("Black: Kowalska, Ewa"),
        "{screen}"
    );
    assert!(screen.contains("Round 3, board 12"), "{screen}");
    let second = screen.find("White: Kowalska, Ewa").expect(&screen);
    assert!(second > before);
    assert!(screen[second..].contains("Black: Novak, Ana"), "{screen}");

    // `round start` on such a board says the hall's pairing comes first;
    // `round show` shows the pairing's game.
    let round = |args: &[&str]| {
        let out = Command::new(BIN)
            .arg("round")
            .args(args)
            .arg("--config")
            .arg(&cfg)
            .arg("--state-dir")
            .arg(&state)
            .args(["--lang", "en"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let said = round(&["start", "--event", "Other", "--round", "9", "--board", "1"]);
    assert!(said.contains("the hall's pairing in"), "{said}");
    let shown = round(&["show"]);
    assert!(
        shown.contains("Novak, Ana") && shown.contains("city-open_r3_b12.jsonl"),
        "{shown}"
    );
    // Restarted without the broker: the board keeps the pairing's journal.
    drop(broker);
    let mut b = board(&cfg, &state, &trace, "max", &dir.join("screen2.txt"), &log);
    assert!(finished(&mut b, 60).success());
    assert_eq!(jadoube::journal::journals_in(&state).unwrap().len(), 2);
    assert!(events(&j).len() >= 5);
    verify(&j);
}

/// 1. e4 e5 and a long wait (the hall's results come meanwhile).
const ONE_GAME: &str = "\
start startpos
0.500 lift e2
0.750 drop e4
1.000 press
1.500 lift e7
1.750 drop e5
2.000 press
40.000 end
";

#[test]
fn results_from_the_hall_are_journalled_once_and_corrected() {
    let Some(mosquitto) = mosquitto_or_skip("hall_round") else {
        return;
    };
    let dir = scratch("hall-round-results");
    let broker = Broker::start(&mosquitto, &dir);
    let state = dir.join("state");
    let trace = dir.join("one.trace");
    std::fs::write(&trace, ONE_GAME).unwrap();
    let single = r#"{"id":"r3-load1","event":"City Open","round":"3","board":"12","games":[{"white":"Novak, Ana","black":"Kowalska, Ewa"}]}"#;
    publish(broker.port, "pairing", single.as_bytes(), true);
    let cfg = config(&dir, &broker.address());
    let (out, log) = (dir.join("screen.txt"), dir.join("board.log"));
    let mut b = board(&cfg, &state, &trace, "1", &out, &log);
    let j = state.join("city-open_r3_b12.jsonl");
    wait_for(30, "1... e5 in the pairing's journal", || {
        j.exists() && events(&j).contains(&"move e5".to_string())
    });
    let entry = |id: &str, game: &str, n: u32, result: &str| {
        format!(
            r#"{{"id":"{id}","game":"{game}","board_game":{n},"result":"{result}","by":"chief","at":"2026-12-02T10:00:00Z"}}"#
        )
    };
    let stem = "city-open_r3_b12";
    let first = format!(
        r#"{{"entries":[{},{}]}}"#,
        entry("e0", "other_r3_b4", 1, "1-0"),
        entry("e1", stem, 1, "1/2-1/2")
    );
    publish(broker.port, "result", first.as_bytes(), true);
    wait_for(20, "the hall's result journalled", || {
        results(&j).len() == 1
    });
    // Bad results: ignored, the board goes on.
    publish(broker.port, "result", b"{\"entries\":[{\"id\":", false);
    // A correction: the last result entered stands.
    let corrected = format!(
        r#"{{"entries":[{},{},{}]}}"#,
        entry("e0", "other_r3_b4", 1, "1-0"),
        entry("e1", stem, 1, "1/2-1/2"),
        entry("e2", stem, 1, "1-0")
    );
    publish(broker.port, "result", corrected.as_bytes(), true);
    wait_for(20, "the correction journalled", || results(&j).len() == 2);
    std::thread::sleep(std::time::Duration::from_millis(500));
    b.stop();
    // Restarted with the same retained results: nothing applied again.
    let mut b = board(&cfg, &state, &trace, "1", &out, &log);
    wait_for(20, "the board connects again", || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .matches("hall: connected")
            .count()
            >= 3
    });
    std::thread::sleep(std::time::Duration::from_secs(2));
    b.stop();
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(logged.contains("`result` ignored"), "{logged}");
    assert_eq!(
        results(&j),
        [
            ("1/2-1/2".into(), "hall:chief".into(), Some("e1".into())),
            ("1-0".into(), "hall:chief".into(), Some("e2".into())),
        ]
    );
    let ev = events(&j);
    assert_eq!(
        ev.iter()
            .filter(|e| e.starts_with("game_over"))
            .collect::<Vec<_>>(),
        [
            "game_over 1/2-1/2 by hall:chief",
            "game_over 1-0 by hall:chief"
        ]
    );
    let v = verify(&j);
    assert!(v.contains("complete: the game's end is sealed"), "{v}");
    assert!(v.contains("1-0"), "{v}");
    // No other journal holds the entry for another game.
    for other in jadoube::journal::journals_in(&state).unwrap() {
        if other != j {
            assert!(results(&other).is_empty());
            verify(&other);
        }
    }
}

/// After 1. e4 e5 the arbiter enters 1/2-1/2; the start position again,
/// a new game 5 s later: 1. c4.
const MID_GAME: &str = "\
start startpos
0.500 lift e2
0.750 drop e4
1.000 press
1.500 lift e7
1.750 drop e5
2.000 press
6.000 result 1/2-1/2
6.500 lift e4
6.750 drop e2
7.000 lift e5
7.250 drop e7
13.000 lift c2
13.250 drop c4
13.500 press
14.000 end
";

#[test]
fn a_pairing_during_a_game_waits_for_the_next_game() {
    let Some(mosquitto) = mosquitto_or_skip("hall_round") else {
        return;
    };
    let dir = scratch("hall-round-mid-game");
    let broker = Broker::start(&mosquitto, &dir);
    let state = dir.join("state");
    let trace = dir.join("mid.trace");
    std::fs::write(&trace, MID_GAME).unwrap();
    let cfg = config(&dir, &broker.address());
    let (out, log) = (dir.join("screen.txt"), dir.join("board.log"));
    let mut b = board(&cfg, &state, &trace, "1", &out, &log);
    let first = state.join("hall-test_r1_b12.jsonl");
    wait_for(30, "1. e4 on the board", || {
        first.exists() && events(&first).contains(&"move e4".to_string())
    });
    publish(broker.port, "pairing", PAIRING.as_bytes(), true);
    // Kept in the state directory while the game goes on.
    wait_for(10, "the pairing kept", || {
        std::fs::read_to_string(state.join("hall-round.json"))
            .is_ok_and(|s| s.contains("\"pending\"") && s.contains("r3-load1"))
    });
    let status = finished(&mut b, 90);
    assert!(status.success());
    // The game was played to its end in the round file's journal; the new
    // game began, and the pairing took it: a new journal.
    assert_eq!(
        events(&first),
        [
            "move e4",
            "move e5",
            "game_over 1/2-1/2 by board",
            "new_game 2",
            "stop pairing"
        ]
    );
    verify(&first);
    let j = state.join("city-open_r3_b12.jsonl");
    assert_eq!(
        header(&j).game.white.as_deref(),
        Some("Novak, Ana"),
        "{}",
        std::fs::read_to_string(&log).unwrap()
    );
    assert!(events(&j).starts_with(&["move e4".to_string()]));
    verify(&j);
    let s = std::fs::read_to_string(state.join("hall-round.json")).unwrap();
    assert!(!s.contains("\"pending\""), "{s}");
}
