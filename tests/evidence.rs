//! Issue 28: a journal whose end a cheater controls must not verify. Each
//! attack of `docs/journal.md` ("Attacks, and what verify says") has its
//! test here: an unsealed tail with evidence in it, a cut at a seal, a
//! stop in mid-game, a renamed journal, a cloned key, a missing or
//! world-readable key, a FIFO in the state directory, a private key given
//! as a public one, a re-encoded file.

mod journal_common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use jadoube::config::Config;
use jadoube::hall::proto::{Decision, JournalMeta, is_published};
use jadoube::i18n::Lang;
use jadoube::journal::export::{Game, pgn, round_summary};
use jadoube::journal::files::Dir;
use jadoube::journal::format::{self, Record};
use jadoube::journal::key::{BoardKey, KeyList, MissingKey};
use jadoube::journal::recover::{open_game, open_game_with};
use jadoube::journal::store;
use jadoube::journal::verify::{self, End, Problem};
use jadoube_hall::hall::store::{KeyCheck, Store};
use journal_common::{demo_trace, run_sim_with, temp_dir, test_key_of};
use serde_json::Value;

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_jadoube")
}

/// The demo game's journal, on board 12 of round 3 (sealed with the test
/// board's key): its path and lines.
fn board12(name: &str) -> (PathBuf, Vec<String>) {
    board12_of(name, &std::fs::read(demo_trace()).unwrap())
}

fn board12_of(name: &str, trace: &[u8]) -> (PathBuf, Vec<String>) {
    let dir = temp_dir(name);
    let mut config = Config::default();
    config.journal.event = Some("City Open".into());
    config.journal.round = Some("3".into());
    config.journal.board = Some("12".into());
    config.journal.white = Some("Anna".into());
    config.journal.black = Some("Boris".into());
    let summary = run_sim_with(trace, "demo.trace", &dir, &config);
    let text = std::fs::read_to_string(&summary.journal).unwrap();
    (summary.journal, text.lines().map(String::from).collect())
}

fn join(lines: &[String]) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

fn check(lines: &[String], keys: Option<&KeyList>) -> verify::Report {
    let c = store::parse(join(lines).as_bytes());
    let mut r = verify::check(&c, keys);
    verify::check_decisions(&c, &mut r);
    r
}

/// Appends `v` to the chain with the right `seq` and `prev`: what anyone
/// holding the file can do.
fn append(lines: &mut Vec<String>, mut v: Value) {
    let last = lines.last().unwrap();
    let seq = format::decode(last).unwrap().seq + 1;
    v["seq"] = seq.into();
    v["prev"] = format::hash_hex(last.as_bytes()).into();
    lines.push(v.to_string());
}

fn value(line: &str) -> Value {
    serde_json::from_str(line).unwrap()
}

fn kind(line: &str) -> String {
    let v = value(line);
    match v["rec"].as_str().unwrap() {
        "event" => v["event"]["kind"].as_str().unwrap().to_string(),
        r => r.to_string(),
    }
}

fn last_seal(lines: &[String]) -> usize {
    lines.iter().rposition(|l| kind(l) == "seal").unwrap()
}

fn write(dir: &Path, name: &str, lines: &[String]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, join(lines)).unwrap();
    p
}

/// Runs jadoube, killed if it takes more than 20 s (a hang is a failure).
fn jadoube(args: &[&std::ffi::OsStr]) -> (Option<i32>, String) {
    let mut child = Command::new(bin())
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            let _ = child.wait();
            panic!("jadoube {args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().unwrap();
    (
        status.code(),
        String::from_utf8_lossy(&stdout).into_owned() + &String::from_utf8_lossy(&stderr),
    )
}

fn os(s: &str) -> &std::ffi::OsStr {
    s.as_ref()
}

fn keys_file(dir: &Path, name: &str) -> PathBuf {
    let p = dir.join("boards.txt");
    std::fs::write(
        &p,
        format!("# City Open\n{name} {}\n", test_key_of().public().hex()),
    )
    .unwrap();
    p
}

// ------------------------------------------------------- 1. the unsealed tail

#[test]
fn a_tail_with_a_decision_fails_and_export_leaves_it_out() {
    let (path, ls) = board12("tail");
    let dir = path.parent().unwrap().to_path_buf();
    let genuine = check(&ls, None);
    assert!(genuine.complete(), "{:?}", genuine.first_problem());
    assert_eq!(genuine.evidence_lines, ls.len());

    // White presses twice without moving and loses 0-1: ten forged lines
    // after the last seal, chained as the daemon would.
    let mut forged = ls.clone();
    let press = ls.iter().find(|l| kind(l) == "press").unwrap();
    let mv = ls.iter().find(|l| kind(l) == "move").unwrap();
    let over = ls.iter().find(|l| kind(l) == "game_over").unwrap();
    for _ in 0..3 {
        append(&mut forged, value(press));
        append(&mut forged, value(mv));
        append(&mut forged, value(over));
    }
    append(&mut forged, value(press));
    let r = check(&forged, None);
    let first = ls.len() + 1;
    assert_eq!(
        r.tail,
        Some(Problem::UnsealedEvidence {
            line: first,
            what: verify::What::Record {
                name: "press".into()
            }
        })
    );
    assert!(!r.ok());
    let bad = write(&dir, "forged.jsonl", &forged);
    let keys = keys_file(&dir, "board-12");
    let (code, out) = jadoube(&[
        os("verify"),
        bad.as_os_str(),
        os("--keys"),
        keys.as_os_str(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(&format!("NOT evidence: lines {first} to {}", forged.len()))
            && out.contains(&format!("evidence: lines 1 to {}", ls.len()))
            && out.contains("unsealed tail: FAILED: line")
            && out.contains("FAILED"),
        "{out}"
    );

    // Export: not verified, and none of the forged lines counted.
    let game = Game::read(&bad, None).unwrap();
    let tr = jadoube::words::tr(Lang::En);
    let text = pgn(&game, tr);
    assert!(text.contains("[JournalVerified \"NO\"]"), "{text}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("10 line(s) of the journal after its last valid seal are left out"),
        "{text}"
    );
    let honest = pgn(&Game::read(&path, None).unwrap(), tr);
    let moves = |t: &str| t.matches("Qxf7#").count();
    assert_eq!(moves(&text), moves(&honest));
    let summary = round_summary("3", &[game], tr);
    let g = &summary["games"][0];
    assert_eq!(g["verified"], false);
    assert_eq!(g["journal_lines_left_out"], 10);
    let honest = round_summary("3", &[Game::read(&path, None).unwrap()], tr);
    assert_eq!(g["plies"], honest["games"][0]["plies"]);
    assert_eq!(g["result"], honest["games"][0]["result"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tail_may_hold_frames_lifts_and_drops_for_ten_seconds_and_nothing_else() {
    let (path, ls) = board12("tail-kinds");
    let seal = last_seal(&ls);
    // Cut after a sealed part, then a tail of what a running daemon leaves.
    let before = &ls[..=seal];
    // The board as it stands (a frame that changes nothing).
    let frame = ls[..seal]
        .iter()
        .rev()
        .find(|l| kind(l) == "frame")
        .unwrap();
    let t0 = value(&ls[seal])["t"].as_f64().unwrap();
    let at = |line: &str, t: f64| {
        let mut v = value(line);
        v["t"] = t.into();
        v
    };
    let mut ok = before.to_vec();
    append(&mut ok, at(frame, t0 + 0.5));
    append(&mut ok, at(frame, t0 + 5.0));
    append(&mut ok, at(frame, t0 + 10.0));
    let r = check(&ok, None);
    assert!(r.ok(), "{:?}", r.first_problem());
    assert_eq!(r.unsealed_lines(), 3);
    assert_eq!(r.evidence_lines, seal + 1);

    // Eleven seconds of frames: a daemon would have sealed them.
    let mut long = before.to_vec();
    append(&mut long, at(frame, t0 + 0.5));
    append(&mut long, at(frame, t0 + 11.6));
    assert!(matches!(
        check(&long, None).tail,
        Some(Problem::UnsealedSpan { .. })
    ));

    // A `wall` that is not a time.
    let mut wall = before.to_vec();
    let mut v = at(frame, t0 + 0.5);
    v["wall"] = "not a time".into();
    append(&mut wall, v);
    let r = check(&wall, None);
    assert!(
        matches!(&r.tail, Some(Problem::BadWall { wall, .. }) if wall == "not a time"),
        "{:?}",
        r.tail
    );

    // Any record the list does not name, new ones included (`flag`,
    // `result`), an ack, a stop, an advisory: refused.
    for rec in [
        serde_json::json!({"t": t0, "wall": "2026-05-02T09:00:00.000Z", "rec": "flag", "side": "white"}),
        serde_json::json!({"t": t0, "wall": "2026-05-02T09:00:00.000Z", "rec": "result", "result": "0-1"}),
        serde_json::json!({"t": t0, "wall": "2026-05-02T09:00:00.000Z", "rec": "ack"}),
        serde_json::json!({"t": t0, "wall": "2026-05-02T09:00:00.000Z", "rec": "stop", "reason": "shutdown"}),
        serde_json::json!({"t": t0, "wall": "2026-05-02T09:00:00.000Z", "rec": "adjust", "side": "black"}),
    ] {
        let mut l = before.to_vec();
        append(&mut l, rec.clone());
        let r = check(&l, None);
        // A record this build does not know is not a journal line (the
        // chain names it); one it knows is refused by the tail's list.
        let known = format::decode(l.last().unwrap()).is_ok();
        assert!(!r.ok(), "{rec}");
        if known {
            assert!(
                matches!(r.tail, Some(Problem::UnsealedEvidence { line, .. }) if line == seal + 2),
                "{rec}: {:?}",
                r.tail
            );
        } else {
            assert!(
                matches!(r.chain, Some(Problem::Altered { line, .. }) if line == seal + 2),
                "{rec}: {:?}",
                r.chain
            );
        }
    }
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

// ------------------------------------------------------------ 2. completeness

#[test]
fn a_cut_at_a_seal_is_incomplete_and_fails_with_expect_last() {
    let (path, ls) = board12("cut");
    let dir = path.parent().unwrap().to_path_buf();
    let last_hash = format::hash_hex(ls.last().unwrap().as_bytes());
    // The whole game: complete, exit 0, the game named.
    let (code, out) = jadoube(&[
        os("verify"),
        path.as_os_str(),
        os("--expect-last"),
        os(&last_hash),
    ]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("game: City Open, round 3, board 12: Anna - Boris")
            && out.contains("result: 1-0 (checkmate)")
            && out.contains("end: complete: the game's end is sealed")
            && out.contains("time: 2026-")
            && out.contains("expected end: the journal ends there"),
        "{out}"
    );

    // Cut at the seal that follows the illegal move's alert... or any seal
    // before the game's end: OK but incomplete (exit 3).
    let over = ls.iter().position(|l| kind(l) == "game_over").unwrap();
    let seal = ls[..over].iter().rposition(|l| kind(l) == "seal").unwrap();
    let cut = write(&dir, "cut.jsonl", &ls[..=seal]);
    let r = check(&ls[..=seal], None);
    assert!(r.ok());
    assert_eq!(r.end, End::NoStop);
    let (code, out) = jadoube(&[os("verify"), cut.as_os_str()]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("ends at a seal without a stop") && out.contains("OK, INCOMPLETE"));
    // With the hash recorded when it was collected: exit 1.
    for expected in [last_hash.clone(), format::hash_hex(join(&ls).as_bytes())] {
        let (code, out) = jadoube(&[
            os("verify"),
            cut.as_os_str(),
            os("--expect-last"),
            os(&expected),
        ]);
        assert_eq!(code, Some(1), "{out}");
        assert!(out.contains("expected end: FAILED"), "{out}");
    }
    // The whole file's hash (a receipt's) is met by the whole file.
    let (code, out) = jadoube(&[
        os("verify"),
        path.as_os_str(),
        os("--expect-last"),
        os(&format::hash_hex(join(&ls).as_bytes())),
    ]);
    assert_eq!(code, Some(0), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_stop_in_mid_game_is_incomplete_unless_the_halls_receipt_confirms_it() {
    // The demo without its last move: the daemon stops at the trace's end.
    let text = std::fs::read_to_string(demo_trace()).unwrap();
    let short: String = text
        .lines()
        .take_while(|l| !l.starts_with("# 4. Qxf7#"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (path, ls) = board12_of("midgame", short.as_bytes());
    let dir = path.parent().unwrap().to_path_buf();
    let r = check(&ls, None);
    assert!(r.ok(), "{:?}", r.first_problem());
    assert_eq!(r.end, End::StopMidGame);
    assert_eq!(r.result, None);
    let (code, out) = jadoube(&[os("verify"), path.as_os_str()]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("ends at a stop in mid-game"), "{out}");
    // The hall's receipt for these very bytes: complete.
    let sha = format::hash_hex(&std::fs::read(&path).unwrap());
    let receipt = jadoube::hall::board::receipt_path(&path);
    let body = |sha: &str| {
        serde_json::json!({"file": "x", "sha256": sha, "ok": true, "report": ""}).to_string()
    };
    std::fs::write(&receipt, body(&sha)).unwrap();
    let (code, out) = jadoube(&[os("verify"), path.as_os_str()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("confirmed by the hall's receipt"), "{out}");
    // A receipt for other bytes confirms nothing.
    std::fs::write(&receipt, body(&"0".repeat(64))).unwrap();
    let (code, _) = jadoube(&[os("verify"), path.as_os_str()]);
    assert_eq!(code, Some(3));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_hall_refuses_a_journal_that_ends_before_the_last_seal_it_saw_live() {
    let (path, ls) = board12("hall-cut");
    let dir = path.parent().unwrap().to_path_buf();
    let mut hall = Store::open(&dir.join("hall"), Lang::En).unwrap();
    let game = "city-open_r3_b12".to_string();
    let mut prev = None;
    for raw in &ls {
        let line = format::decode(raw).unwrap();
        if !is_published(&line.rec) {
            continue;
        }
        hall.accept(
            "12",
            &Decision {
                game: game.clone(),
                seq: line.seq,
                prev,
                line: raw.clone(),
            },
        )
        .unwrap();
        prev = Some(line.seq);
    }
    let seals = ls.iter().filter(|l| kind(l) == "seal").count();
    assert!(seals > 3);
    let collect = |hall: &mut Store, lines: &[String], keys: &KeyCheck| {
        let bytes = join(lines).into_bytes();
        let meta = JournalMeta {
            file: format!("{game}.jsonl"),
            game: game.clone(),
            sha256: format::hash_hex(&bytes),
            bytes: bytes.len() as u64,
            stopped: false,
        };
        hall.collect("12", &meta, &bytes, keys).unwrap()
    };
    let none = KeyCheck::default();
    let whole = collect(&mut hall, &ls, &none);
    assert!(whole.ok, "{}", whole.report);
    // Cut at the seal before the game's end: refused.
    let over = ls.iter().position(|l| kind(l) == "game_over").unwrap();
    let seal = ls[..over].iter().rposition(|l| kind(l) == "seal").unwrap();
    let cut = collect(&mut hall, &ls[..=seal], &none);
    assert!(!cut.ok, "{}", cut.report);
    assert!(
        cut.report
            .contains("ends before the last seal the hall saw live"),
        "{}",
        cut.report
    );
    // 3. A key of board 13 (cloned onto board 12): the hall refuses it as
    // `verify --keys` does, by the same test.
    let list = KeyList::parse(&format!("board-13 {}\n", test_key_of().public().hex())).unwrap();
    let cloned = collect(&mut hall, &ls, &KeyCheck { list: Some(list) });
    assert!(!cloned.ok);
    assert!(
        cloned
            .report
            .contains("the key the list gives to `board-13`")
            && cloned.report.contains("names board `12`"),
        "{}",
        cloned.report
    );
    let _ = std::fs::remove_dir_all(&dir);
}

// --------------------------------------------------- 3. the game, the board

#[test]
fn a_renamed_journal_or_a_cloned_key_fails_verify_keys() {
    let (path, _) = board12("board");
    let dir = path.parent().unwrap().to_path_buf();
    // Board 13's key, which board 12 used (a cloned key), or board 12's
    // journal renamed as board 13's: the list names the signer board-13,
    // the sealed header says 12.
    let keys = keys_file(&dir, "board-13");
    let renamed = dir.join("city-open_r3_b13.jsonl");
    std::fs::copy(&path, &renamed).unwrap();
    let (code, out) = jadoube(&[
        os("verify"),
        renamed.as_os_str(),
        os("--keys"),
        keys.as_os_str(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(
            "is by the key the list gives to `board-13`, but the journal's header names board `12`"
        ),
        "{out}"
    );
    assert!(out.contains("board 12: Anna - Boris"), "{out}");
    // The list's name for it matches the header's board: OK.
    for name in ["board-12", "12", "B12", "Board_12"] {
        let keys = keys_file(&dir, name);
        let (code, out) = jadoube(&[
            os("verify"),
            path.as_os_str(),
            os("--keys"),
            keys.as_os_str(),
        ]);
        assert_eq!(code, Some(0), "{name}: {out}");
    }
    assert!(verify::board_matches("board-12", "12"));
    assert!(!verify::board_matches("board-12", "2"));
    assert!(!verify::board_matches("board-121", "12"));
    let _ = std::fs::remove_dir_all(&dir);
}

// ------------------------------------------------------------------- 4. keys

#[test]
fn the_daemon_refuses_to_start_without_its_key_unless_told_to_make_one() {
    let dir = temp_dir("nokey");
    let header = jadoube::journal::Header::new(
        &Config::default().engine_config().unwrap(),
        "startpos",
        100,
        Default::default(),
        "test".into(),
    );
    let e = open_game(&dir.join("g.jsonl"), header.clone(), &|_| "w".into(), false)
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("has no key") && e.contains("key init") && e.contains("--first-boot"),
        "{e}"
    );
    assert!(!dir.join("g.jsonl").exists());
    assert!(!dir.join("board-key").exists());
    let o = open_game_with(
        &dir.join("g.jsonl"),
        header,
        &|_| "w".into(),
        false,
        MissingKey::Make,
    )
    .unwrap();
    drop(o);
    assert!(dir.join("board-key").exists());

    // The command: `run` on the hardware (here a recording) without a key
    // stops at once and says why.
    let rec = dir.join("unplugged.rec");
    std::fs::write(&rec, "spi0.0 ! Input/output error (os error 5)\n").unwrap();
    let state = dir.join("state");
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("config/shift-register.toml");
    let (code, out) = jadoube(&[
        os("run"),
        os("--fake"),
        rec.as_os_str(),
        os("--config"),
        config.as_os_str(),
        os("--state-dir"),
        state.as_os_str(),
        os("--screen"),
        os("none"),
    ]);
    assert_ne!(code, Some(0), "{out}");
    assert!(
        out.contains("has no key") && out.contains("--first-boot"),
        "{out}"
    );
    assert!(!state.join("board-key").exists());
    // ... and says so in the state directory: `startup.log`, one line a
    // refusal (not a journal: there is no key to seal it with).
    let (code, _) = jadoube(&[
        os("run"),
        os("--fake"),
        rec.as_os_str(),
        os("--config"),
        config.as_os_str(),
        os("--state-dir"),
        state.as_os_str(),
        os("--screen"),
        os("none"),
    ]);
    assert_ne!(code, Some(0));
    let log = std::fs::read_to_string(state.join("startup.log")).unwrap();
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 2, "{log}");
    for l in lines {
        assert!(
            l.contains(" refused to start: ") && l.contains("has no key"),
            "{l}"
        );
        format::parse_rfc3339(l.split(' ').next().unwrap()).unwrap();
    }
    assert!(jadoube::journal::journals_in(&state).unwrap().is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_key_readable_by_others_is_refused_with_the_fix() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("keymode");
    let d = Dir::open(&dir, true).unwrap();
    test_key_of().save(&d, "b12").unwrap();
    for mode in [0o644, 0o640, 0o666, 0o777] {
        std::fs::set_permissions(dir.join("board-key"), std::fs::Permissions::from_mode(mode))
            .unwrap();
        let e = BoardKey::load(&d).err().unwrap().to_string();
        assert!(
            e.contains("can be read by others") && e.contains("chmod 600"),
            "{mode:o}: {e}"
        );
        let (code, out) = jadoube(&[os("key"), os("show"), os("--state-dir"), dir.as_os_str()]);
        assert_ne!(code, Some(0), "{out}");
        assert!(out.contains("chmod 600"), "{out}");
    }
    std::fs::set_permissions(
        dir.join("board-key"),
        std::fs::Permissions::from_mode(0o600),
    )
    .unwrap();
    assert!(BoardKey::load(&d).unwrap().is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_fifo_in_the_state_directory_is_refused_not_waited_on() {
    let dir = temp_dir("fifo");
    let fifo = |name: &str| {
        let p = std::ffi::CString::new(dir.join(name).to_str().unwrap()).unwrap();
        // SAFETY: a valid C string.
        assert_eq!(unsafe { libc::mkfifo(p.as_ptr(), 0o600) }, 0);
    };
    fifo("board-key");
    fifo("board-key.pub");
    fifo("round.json");
    fifo("game.jsonl");
    let (code, out) = jadoube(&[os("key"), os("show"), os("--state-dir"), dir.as_os_str()]);
    assert_ne!(code, Some(0), "{out}");
    assert!(
        out.contains("a FIFO (named pipe), not a regular file"),
        "{out}"
    );
    let (code, out) = jadoube(&[os("round"), os("show"), os("--state-dir"), dir.as_os_str()]);
    assert_ne!(code, Some(0), "{out}");
    assert!(
        out.contains("a FIFO (named pipe), not a regular file"),
        "{out}"
    );
    let (code, out) = jadoube(&[os("verify"), dir.join("game.jsonl").as_os_str()]);
    assert_ne!(code, Some(0), "{out}");
    assert!(
        out.contains("a FIFO (named pipe), not a regular file"),
        "{out}"
    );
    let (code, out) = jadoube(&[
        os("run"),
        os("--sim"),
        demo_trace().as_os_str(),
        os("--state-dir"),
        dir.as_os_str(),
        os("--speed"),
        os("max"),
    ]);
    assert_ne!(code, Some(0), "{out}");
    assert!(
        out.contains("a FIFO (named pipe), not a regular file"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn no_message_ever_shows_a_private_key() {
    let (path, _) = board12("secret");
    let dir = path.parent().unwrap().to_path_buf();
    let state = dir.join("state");
    let mut seen_valid_point = false;
    for seed in 1..=12u8 {
        let key = BoardKey::from_seed([seed.wrapping_mul(37); 32]);
        let d = Dir::open(&state, true).unwrap();
        key.save(&d, "b").unwrap();
        let secret_path = state.join("board-key");
        let secret_text = std::fs::read_to_string(&secret_path).unwrap();
        let seed_hex = secret_text
            .lines()
            .find(|l| !l.starts_with('#'))
            .unwrap()
            .trim()
            .to_string();
        assert_eq!(seed_hex.len(), 64);
        seen_valid_point |= jadoube::journal::key::PublicKey::parse(&seed_hex).is_ok();
        // Without its comment line: a bare 64-hex-digit line.
        let bare = state.join("bare-key");
        std::fs::write(&bare, format!("{seed_hex}\n")).unwrap();
        // The private key where the public one should be.
        std::fs::copy(&secret_path, state.join("board-key.pub")).unwrap();
        let out_dir = dir.join("export");
        let hall_dir = dir.join("hall");
        let runs: Vec<Vec<&std::ffi::OsStr>> = vec![
            vec![
                os("verify"),
                path.as_os_str(),
                os("--key"),
                secret_path.as_os_str(),
            ],
            vec![
                os("verify"),
                path.as_os_str(),
                os("--keys"),
                secret_path.as_os_str(),
            ],
            vec![
                os("verify"),
                path.as_os_str(),
                os("--key"),
                bare.as_os_str(),
            ],
            vec![
                os("verify"),
                path.as_os_str(),
                os("--keys"),
                bare.as_os_str(),
            ],
            vec![os("verify"), path.as_os_str(), os("--key"), os(&seed_hex)],
            vec![
                os("export"),
                path.as_os_str(),
                os("-o"),
                out_dir.as_os_str(),
                os("--key"),
                secret_path.as_os_str(),
            ],
            vec![
                os("export"),
                path.as_os_str(),
                os("-o"),
                out_dir.as_os_str(),
                os("--keys"),
                bare.as_os_str(),
            ],
            vec![os("key"), os("show"), os("--state-dir"), state.as_os_str()],
            vec![
                os("hall"),
                os("--keys"),
                secret_path.as_os_str(),
                os("--data-dir"),
                hall_dir.as_os_str(),
            ],
        ];
        for args in runs {
            let (_, out) = jadoube(&args);
            assert!(
                !out.contains(&seed_hex) && !out.contains(&seed_hex[..32]),
                "{args:?} shows the private key: {out}"
            );
        }
        // Whoever gives the private key file is told what it is.
        let (code, out) = jadoube(&[
            os("verify"),
            path.as_os_str(),
            os("--keys"),
            secret_path.as_os_str(),
        ]);
        assert_ne!(code, Some(0));
        assert!(out.contains("this is a board's private key"), "{out}");
        std::fs::remove_dir_all(&state).unwrap();
    }
    // Some seeds are also valid public keys (the case that leaked).
    assert!(seen_valid_point);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- 5. smaller

#[test]
fn verification_stops_at_the_first_failed_seal() {
    let (path, ls) = board12("stop-at-seal");
    // A move rewritten and the rest hashed again: the seal after it fails,
    // and nothing is replayed.
    let at = ls
        .iter()
        .position(|l| l.contains("\"san\":\"Nf6\""))
        .unwrap();
    let mut forged: Vec<String> = ls[..at].to_vec();
    forged.push(ls[at].replace("\"san\":\"Nf6\"", "\"san\":\"Ng4\""));
    for l in &ls[at + 1..] {
        let v = value(l);
        append(&mut forged, v);
    }
    let r = check(&forged, None);
    assert!(matches!(r.seal, Some(Problem::Seal { .. })), "{:?}", r.seal);
    assert!(!r.replayed);
    assert_eq!(r.decisions, None);
    assert_eq!(r.end, End::Unknown);
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

#[test]
fn messages_quote_at_most_200_characters_of_the_input() {
    let (path, ls) = board12("quote");
    let dir = path.parent().unwrap().to_path_buf();
    let huge = "x".repeat(1_000_000);
    let mut bad = ls.clone();
    // A huge frame value, inside the chain: an altered line; a huge
    // unknown record at the end.
    let f = bad.iter().position(|l| kind(l) == "frame").unwrap();
    bad[f] = bad[f].replace("\"occ\":\"", &format!("\"occ\":\"{huge}"));
    let p = write(&dir, "huge.jsonl", &bad);
    let (code, out) = jadoube(&[os("verify"), p.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(out.len() < 5_000, "{} bytes said", out.len());
    let mut tail = ls.clone();
    append(
        &mut tail,
        serde_json::json!({"t": 0.0, "wall": huge, "rec": huge}),
    );
    let p = write(&dir, "huge-tail.jsonl", &tail);
    let (code, out) = jadoube(&[os("verify"), p.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(out.len() < 5_000, "{} bytes said", out.len());
    for l in out.lines() {
        assert!(l.chars().count() < 800, "{l}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_megabyte_line_of_a_trace_or_a_configuration_is_not_echoed() {
    let dir = temp_dir("megaline");
    let trace = dir.join("huge.trace");
    std::fs::write(
        &trace,
        format!("start startpos\n1.0 occ {}\n", "f".repeat(1_000_000)),
    )
    .unwrap();
    let toml = dir.join("huge.toml");
    std::fs::write(
        &toml,
        format!("[game]\nscan_hz = \"{}\"\n", "x".repeat(1_000_000)),
    )
    .unwrap();
    for args in [
        vec![os("replay"), trace.as_os_str()],
        vec![os("check-config"), toml.as_os_str()],
    ] {
        let (code, out) = jadoube(&args);
        assert_ne!(code, Some(0), "{out}");
        assert!(out.len() < 2_000, "{args:?}: {} bytes said", out.len());
        assert!(out.contains("more characters"), "{out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn crlf_a_bom_and_a_missing_newline_are_named() {
    let (path, ls) = board12("crlf");
    let dir = path.parent().unwrap().to_path_buf();
    let crlf = dir.join("crlf.jsonl");
    std::fs::write(&crlf, join(&ls).replace('\n', "\r\n")).unwrap();
    let (code, out) = jadoube(&[os("verify"), crlf.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(out.contains("end with CR LF (Windows line ends)"), "{out}");
    assert!(!out.contains("altered"), "{out}");
    let bom = dir.join("bom.jsonl");
    std::fs::write(&bom, format!("\u{feff}{}", join(&ls))).unwrap();
    let (code, out) = jadoube(&[os("verify"), bom.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(out.contains("byte-order mark (BOM)"), "{out}");
    let nonl = dir.join("nonl.jsonl");
    std::fs::write(&nonl, &ls[0]).unwrap();
    let (code, out) = jadoube(&[os("verify"), nonl.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("no complete line") && !out.contains("empty"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn files_root_makes_belong_to_the_state_directorys_owner() {
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("not root: nothing to test");
        return;
    }
    use std::os::unix::fs::MetadataExt;
    let dir = temp_dir("owner");
    let state = dir.join("state");
    std::fs::create_dir(&state).unwrap();
    let c = std::ffi::CString::new(state.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string.
    assert_eq!(unsafe { libc::chown(c.as_ptr(), 65534, 65534) }, 0);
    let trace = std::fs::read(demo_trace()).unwrap();
    let summary = run_sim_with(&trace, "demo.trace", &state, &Config::default());
    for name in [
        summary.journal.file_name().unwrap().to_str().unwrap(),
        "board-key",
        "board-key.pub",
    ] {
        let m = std::fs::metadata(state.join(name)).unwrap();
        assert_eq!((m.uid(), m.gid()), (65534, 65534), "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_journal_of_a_daemon_records_what_the_tail_check_allows() {
    // The genuine journals the daemon writes, cut at every line (a daemon
    // killed there): never a failed tail where the cut falls after a seal
    // and a few frames, lifts and drops.
    let (path, ls) = board12("genuine-cuts");
    let mut cut_ok = 0;
    for n in 2..=ls.len() {
        let r = check(&ls[..n], None);
        let tail: Vec<String> = ls[..n][r.evidence_lines.min(n)..]
            .iter()
            .map(|l| kind(l))
            .collect();
        if tail
            .iter()
            .all(|k| matches!(k.as_str(), "frame" | "lift" | "drop"))
        {
            assert!(r.ok(), "cut at {n}: {:?} {tail:?}", r.first_problem());
            cut_ok += 1;
        } else {
            assert!(
                matches!(r.tail, Some(Problem::UnsealedEvidence { .. })),
                "cut at {n}: {tail:?}"
            );
        }
    }
    assert!(cut_ok > ls.len() / 2);
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

#[test]
fn the_whitelist_refuses_by_default() {
    let frame = Record::Frame(Default::default());
    assert!(verify::may_stay_unsealed(&frame));
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v2/demo.jsonl");
    let c = store::read(&fixture).unwrap();
    let events: Vec<&Record> = c
        .parsed()
        .map(|l| &l.rec)
        .filter(|r| matches!(r, Record::Event(_)))
        .collect();
    let name = |r: &Record| match r {
        Record::Event(e) => e.event.kind(),
        _ => "",
    };
    for e in &events {
        let allowed = matches!(name(e), "lift" | "drop");
        assert_eq!(verify::may_stay_unsealed(e), allowed, "{}", name(e));
    }
    assert!(events.iter().any(|e| name(e) == "lift"));
    assert!(events.iter().any(|e| name(e) == "move"));
    assert!(verify::may_stay_unsealed(&Record::HwOk));
    assert!(!verify::may_stay_unsealed(&Record::Ack));
    assert!(!verify::may_stay_unsealed(
        &Record::Stop(Default::default())
    ));
    assert!(!verify::may_stay_unsealed(&Record::Restart(
        Default::default()
    )));
}

#[test]
fn a_fifo_as_the_games_journal_is_refused_not_removed() {
    let dir = temp_dir("fifo-journal");
    let d = Dir::open(&dir, false).unwrap();
    test_key_of().save(&d, "b").unwrap();
    let p = std::ffi::CString::new(dir.join("g.jsonl").to_str().unwrap()).unwrap();
    // SAFETY: a valid C string.
    assert_eq!(unsafe { libc::mkfifo(p.as_ptr(), 0o600) }, 0);
    let header = jadoube::journal::Header::new(
        &Config::default().engine_config().unwrap(),
        "startpos",
        100,
        Default::default(),
        "test".into(),
    );
    let e = open_game(&dir.join("g.jsonl"), header, &|_| "w".into(), false)
        .err()
        .unwrap();
    let mut said = e.to_string();
    let mut src = std::error::Error::source(&e);
    while let Some(x) = src {
        said.push_str(&format!(": {x}"));
        src = x.source();
    }
    assert!(
        said.contains("a FIFO (named pipe), not a regular file"),
        "{said}"
    );
    assert!(dir.join("g.jsonl").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
