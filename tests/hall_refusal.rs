//! Issue 28: a board whose daemon refuses to start without its key says so
//! to the hall (`docs/journal.md`, "The board's key"): its retained
//! `online` message says `false` with the fault, and the hall shows it on
//! the board's tile ("no key: run `jadoube key init`", in the board's
//! language) until the board comes online. With real parts: mosquitto on a
//! free port, `jadoube-hall`, `jadoube run` on a recording of the hardware.
//! Skipped (loudly) where mosquitto is not installed; never in CI.

mod hall_common;

use std::path::Path;
use std::process::Command;

use hall_common::*;

const PREFIX: &str = "test/refusal";

/// A board's configuration: the shift-register wiring of `config/`, its
/// game, and the hall.
fn config(dir: &Path, broker: &str, board: &str, lang: &str) -> std::path::PathBuf {
    let wiring = std::fs::read_to_string(root().join("config/shift-register.toml")).unwrap();
    let path = dir.join(format!("board-{board}.toml"));
    std::fs::write(
        &path,
        format!(
            "{wiring}\n[display]\nlanguage = \"{lang}\"\n[journal]\nevent = \"Hall test\"\nround = \"1\"\nboard = \"{board}\"\n[hall]\nenabled = true\nbroker = \"{broker}\"\nprefix = \"{PREFIX}\"\nboard = \"b{board}\"\nshutdown_wait_s = 5\nkeepalive_s = 2\n"
        ),
    )
    .unwrap();
    path
}

fn run_without_key(config: &Path, state: &Path, rec: &Path) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .arg("run")
        .arg("--fake")
        .arg(rec)
        .arg("--config")
        .arg(config)
        .arg("--state-dir")
        .arg(state)
        .args(["--screen", "none"])
        .env("RUST_LOG", "info")
        .output()
        .expect("jadoube run starts");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_hall_shows_a_board_that_refused_to_start_without_its_key() {
    let Some(mosquitto) = mosquitto_or_skip("the_hall_shows_a_board_that_refused_to_start") else {
        return;
    };
    let dir = scratch("hall-refusal");
    let broker = Broker::start(&mosquitto, &dir);
    let hall = Hall::start(
        &broker.address(),
        PREFIX,
        &dir.join("hall"),
        &dir.join("hall.log"),
    );
    let rec = dir.join("unplugged.rec");
    std::fs::write(&rec, "spi0.0 ! Input/output error (os error 5)\n").unwrap();
    for (board, lang, words, said) in [
        ("7", "en", "no key: run `jadoube key init`", "has no key"),
        (
            "8",
            "es",
            "sin clave: ejecute `jadoube key init`",
            "no tiene clave",
        ),
    ] {
        let state = dir.join(format!("state-{board}"));
        let cfg = config(&dir, &broker.address(), board, lang);
        let (code, err) = run_without_key(&cfg, &state, &rec);
        assert_eq!(code, Some(1), "{err}");
        // The refusal on standard error is in the board's language; the
        // startup log below is English, as every log is.
        assert!(err.contains(said), "{err}");
        assert!(err.contains("the hall is told"), "{err}");
        assert!(!state.join("board-key").exists());
        // The refusal is recorded in the state directory, not in a journal.
        let log = std::fs::read_to_string(state.join("startup.log")).unwrap();
        assert!(
            log.contains("refused to start") && log.contains("has no key"),
            "{log}"
        );
        assert!(
            !std::fs::read_dir(&state).unwrap().any(|e| e
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "jsonl")),
            "no journal is made"
        );
        // The hall's tile of the board.
        let name = format!("/api/board/b{board}");
        wait_for(20, "the hall shows the fault", || {
            let (status, body) = hall.get(&name);
            status == 200 && body.contains("jadoube key init")
        });
        let tile = &hall.json(&name)["tile"];
        assert_eq!(tile["online"], false, "{tile}");
        assert_eq!(tile["fault"], words, "{tile}");
    }
    // A board that then starts with its key clears the fault: its
    // `online` message is `true`, without one.
    let state = dir.join("state-7");
    let trace = root().join("tests/traces/public/legal-000.trace");
    let cfg = board_config(&dir, &broker.address(), PREFIX, "7", "1");
    let ok = Command::new(BIN)
        .args(["key", "init", "--name", "board-7", "--state-dir"])
        .arg(&state)
        .output()
        .unwrap();
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let mut board = start_board(&cfg, &state, &trace, "max", &dir.join("board-7.log"));
    wait_for(60, "the fault is cleared", || {
        let (status, body) = hall.get("/api/board/b7");
        status == 200 && !body.contains("jadoube key init")
    });
    board.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
