//! `jadoube replay` as a user runs it: output formats, options, organiser
//! rule sets from a configuration file, and bad input (exit status 2, the
//! line named, never a panic).

use std::path::Path;
use std::process::{Command, Output};

fn jadoube(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .output()
        .expect("runs")
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("jadoube-replay-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Three illegal king moves by White in a row (each restored); Black has a
/// rook, so it can still checkmate and the third loses.
const THREE_ILLEGAL: &str = "start r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1
0.25 lift e1
0.50 drop e3
0.80 press
1.05 lift e3
1.30 drop e1
1.55 lift e1
1.80 drop c3
2.10 press
2.35 lift c3
2.60 drop e1
2.85 lift e1
3.10 drop g3
3.40 press
";

#[test]
fn organiser_rule_set_from_the_configuration() {
    let dir = tempdir("club");
    let trace = write(&dir, "t.trace", THREE_ILLEGAL);
    let config = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/club-rules.toml"
    );
    let out = jadoube(&[
        "replay",
        &trace,
        "--format",
        "jsonl",
        "--config",
        config,
        "--rules",
        "club-rapid",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let illegal: Vec<&serde_json::Value> =
        lines.iter().filter(|l| l["kind"] == "illegal").collect();
    assert_eq!(illegal.len(), 3);
    assert_eq!(
        illegal[0]["penalty"],
        serde_json::json!({"kind": "time", "to": "black", "seconds": 30})
    );
    assert_eq!(illegal[1]["count"], 2);
    assert_eq!(illegal[2]["penalty"]["kind"], "loss");
    assert_eq!(illegal[2]["penalty"]["result"], "0-1");
    assert_eq!(lines.last().unwrap()["kind"], "game_over");
    // The text names the organiser's article.
    let out = jadoube(&[
        "replay",
        &trace,
        "--config",
        config,
        "--rules",
        "club-rapid",
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Add 0:30 to Black's clock (Art. club rules 4.2)"),
        "{text}"
    );
    // Without the configuration the name is unknown: an error of the
    // command line (not of the trace), with the names there are.
    let out = jadoube(&["replay", &trace, "--rules", "club-rapid"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(
            "jadoube: --rules club-rapid: unknown rule set; expected one of fide-2023-standard"
        ),
        "{err}"
    );
    assert!(!err.contains("t.trace"), "{err}");
    let out = jadoube(&["replay", &trace, "--config", config, "--rules", "nonsense"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(
            "jadoube: --rules nonsense: unknown rule set; expected one of club-rapid, "
        ),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

/// Runs the binary with its standard output a pipe whose reader is gone
/// before it starts.
fn with_closed_stdout(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .stdout(writer)
        .output()
        .expect("runs")
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/traces/public/castle-through-check.trace"
    );
    for args in [
        vec!["replay", trace],
        vec!["replay", trace, "--format", "jsonl", "--inputs"],
        vec!["unwinnable", "startpos", "--quick"],
    ] {
        let out = with_closed_stdout(&args);
        // As `seq 1000000 | head` ends `seq`: SIGPIPE, nothing on stderr.
        assert_eq!(
            out.status.signal(),
            Some(libc::SIGPIPE),
            "{args:?}: {out:?}"
        );
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn screens_go_to_a_new_or_empty_directory() {
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/traces/public/castle-through-check.trace"
    );
    let dir = tempdir("screens");
    let old = write(&dir, "0001-old.png", "a picture of another run");
    let d = dir.to_str().unwrap();
    let out = jadoube(&["replay", trace, "--screens", d]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!("jadoube: --screens {d}: the directory is not empty (1 entries): give a new or empty one")),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    assert_eq!(
        std::fs::read_to_string(&old).unwrap(),
        "a picture of another run"
    );
    let out = jadoube(&["demo", "--screens", d]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // A new directory (and then an empty one) is fine.
    std::fs::remove_file(&old).unwrap();
    let new = dir.join("new");
    let out = jadoube(&["replay", trace, "--screens", new.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pngs = std::fs::read_dir(&new).unwrap().count();
    assert!(pngs > 0);
    std::fs::remove_dir_all(&new).unwrap();
    let out = jadoube(&["replay", trace, "--screens", d]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), pngs);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_traces_name_the_line_and_exit_2() {
    let dir = tempdir("bad");
    for (text, want) in [
        (
            "start startpos\n0.1 lift e2\n0.2 drop e4\n0.3 lift e4\n0.4 lift e4\n",
            "line 5: lift e4: the square is already empty",
        ),
        (
            "0.1 drop e2\n",
            "line 1: drop e2: the square is already occupied",
        ),
        (
            "sensor identity\n0.1 lift e2\n0.2 drop e4\n",
            "line 3: drop e4: a piece letter is required with sensor identity",
        ),
        (
            "clock dual\n0.1 lift e2\n0.2 drop e4\n0.3 press\n",
            "line 4: press: which side?",
        ),
        ("start 8/8/8/8/8/8/8/8 w - - 0 1\n", "line 1: start:"),
        (
            "rules fide-1990-blitz\n",
            "line 1: rules `fide-1990-blitz`: unknown rule set",
        ),
        (
            "0.5 lift e2\n0.4 drop e4\n",
            "line 2: time 0.400 is earlier than the line before (0.500)",
        ),
    ] {
        let trace = write(&dir, "bad.trace", text);
        let out = jadoube(&["replay", &trace, "--format", "jsonl"]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{text}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let out = jadoube(&["replay", "/nonexistent/trace"]);
    assert!(!out.status.success());
}

#[test]
fn text_output_explains_each_decision() {
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/traces/public/castle-through-check.trace"
    );
    let out = jadoube(&["replay", trace]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "ILLEGAL MOVE by White: O-O: the king passes through an attacked square (Art. 3.8.2)."
        ),
        "{text}"
    );
    assert!(
        text.contains("Add 2:00 to Black's clock (Art. 7.5.5)."),
        "{text}"
    );
    assert!(
        text.contains("White must move the king on e1 (Art. 4.4.3)."),
        "{text}"
    );
    assert!(text.contains("Position restored; White to move."), "{text}");
    assert!(text.contains("1. Kd2"), "{text}");
}

#[test]
fn command_line_overrides_the_header() {
    // The same moves judged as rapid: 1 minute instead of 2.
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/traces/public/castle-through-check.trace"
    );
    let out = jadoube(&[
        "replay",
        trace,
        "--format",
        "jsonl",
        "--rules",
        "fide-2023-rapid",
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(r#""penalty":{"kind":"time","to":"black","seconds":60}"#),
        "{text}"
    );
}

#[test]
fn demo_shows_the_alert_and_writes_screens() {
    let dir = tempdir("demo");
    let out = jadoube(&["demo", "--plain", "--screens", dir.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("ILLEGAL MOVE - BLACK"), "{text}");
    assert!(text.contains("Black king e6 -> e8"), "{text}");
    assert!(text.contains("4. Qxf7#"), "{text}");
    let pngs = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "png")
        })
        .count();
    assert!(pngs >= 10, "{pngs} screens");

    // Standard output a pipe: no colour codes without --plain either, and
    // none with NO_COLOR.
    for no_color in [None, Some("1")] {
        let dir = tempdir(&format!("demo-pipe-{}", no_color.is_some()));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_jadoube"));
        cmd.args(["demo", "--screens", dir.to_str().unwrap()]);
        match no_color {
            Some(v) => cmd.env("NO_COLOR", v),
            None => cmd.env_remove("NO_COLOR"),
        };
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("ILLEGAL MOVE - BLACK"), "{text}");
        assert!(!text.contains('\x1b'), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    // Its reader gone: the demo ends quietly.
    let dir = tempdir("demo-closed");
    let out = with_closed_stdout(&["demo", "--screens", dir.to_str().unwrap()]);
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{out:?}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

fn laws(name: &str) -> String {
    format!("{}/tests/traces/laws/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn adjust_is_printed_in_codes_and_in_each_language() {
    // The JSON says whether the announcement applies, in codes.
    let out = jadoube(&[
        "replay",
        &laws("s4-adjust-not-on-move.trace"),
        "--format",
        "jsonl",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(r#"{"kind":"adjust","t":0.2,"side":"black","applies":false"#),
        "{text}"
    );
    // The same trace gives the same JSON in every language.
    let es = jadoube(&[
        "replay",
        &laws("s4-adjust-not-on-move.trace"),
        "--format",
        "jsonl",
        "--lang",
        "es",
    ]);
    assert_eq!(es.stdout, out.stdout);
    let text = |lang: &str| {
        let out = jadoube(&["replay", &laws("s4-adjust-put-back.trace"), "--lang", lang]);
        assert!(out.status.success(), "{lang}");
        String::from_utf8(out.stdout).unwrap()
    };
    let en = text("en");
    assert!(
        en.contains("J'adoube: White announced adjusting (Art. 4.2.1)"),
        "{en}"
    );
    assert!(en.contains("ILLEGAL MOVE by White"), "{en}");
    assert!(
        en.contains("White must move the pawn on e2 (Art. 4.3.1)"),
        "{en}"
    );
    let es = text("es");
    assert!(es.contains("J'adoube (ajusto): las blancas"), "{es}");
    assert!(es.contains("JUGADA ILEGAL de las blancas"), "{es}");
    assert!(
        es.contains("Las blancas deben mover el peón de e2 (Art. 4.3.1)"),
        "{es}"
    );
    assert!(
        es.contains("Añadir 2:00 al reloj de las negras (Art. 7.5.5)"),
        "{es}"
    );
    let pt = text("pt");
    assert!(pt.contains("LANCE ILEGAL das brancas"), "{pt}");
    assert!(
        pt.contains("As brancas devem mover o peão de e2 (Art. 4.3.1)"),
        "{pt}"
    );
    assert!(
        pt.contains("Acrescentar 2:00 ao relógio das pretas (Art. 7.5.5)"),
        "{pt}"
    );
    assert!(text("fr").contains("COUP ILLÉGAL des Blancs"));
    assert!(text("de").contains("REGELWIDRIGER ZUG von Weiß"));
    // An unknown language is refused, with the ones there are.
    let bad = jadoube(&["replay", &laws("s4-adjust-put-back.trace"), "--lang", "it"]);
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("unknown language `it`: expected en, es, pt, fr, de"),
        "{err}"
    );
}

#[test]
fn whose_hand_the_advice_gives_both_readings() {
    let out = jadoube(&["replay", &laws("s4-adjust-opponent-piece.trace")]);
    let text = String::from_utf8_lossy(&out.stdout);
    // Not "White touched d5" as a fact: both readings, the arbiter decides.
    assert!(
        text.contains("the pawn on d5 was lifted first and White moved the piece on g1. If White lifted it, that breaks touch-move (Art. 4.3.3); if Black was adjusting it on White's time (Art. 4.2.1), there is no breach. The board cannot tell whose hand it was: the arbiter decides."),
        "{text}"
    );
    // A plain touch-move of the mover's own piece states no second reading.
    let out = jadoube(&["replay", &laws("s4-adjust-expired.trace")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("White lifted the knight on g1 first but moved the piece on e2."),
        "{text}"
    );
    assert!(!text.contains("whose hand"), "{text}");
}

#[test]
fn a_journal_with_adjust_replays_to_its_decisions() {
    let dir = tempdir("adjust-journal");
    let _ = std::fs::remove_dir_all(dir.join("state"));
    let run = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args([
            "run",
            "--sim",
            &laws("s4-adjust-put-back.trace"),
            "--state-dir",
        ])
        .arg(dir.join("state"))
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let journal = std::fs::read_dir(dir.join("state"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains(r#""rec":"adjust","side":"white""#), "{text}");
    let out = jadoube(&["replay", journal.to_str().unwrap(), "--format", "jsonl"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let decisions = String::from_utf8_lossy(&out.stdout);
    assert!(
        decisions.contains(r#""kind":"illegal""#)
            && decisions.contains(r#""touched":"e2","must_move":"e2""#),
        "{decisions}"
    );
    // The PGN notes the announcement, in the language asked for.
    let export = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["export", "--format", "pgn", "--lang", "es", "--state-dir"])
        .arg(dir.join("state"))
        .arg("-o")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let pgn = std::fs::read_dir(dir.join("out"))
        .unwrap()
        .flatten()
        .find(|e| e.path().extension().is_some_and(|x| x == "pgn"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .expect("a PGN");
    let flat = pgn.replace('\n', " ");
    assert!(
        flat.contains("J'adoube (ajusto): las blancas anuncian"),
        "{pgn}"
    );
    assert!(flat.contains("JUGADA ILEGAL de las blancas"), "{pgn}");
    let _ = std::fs::remove_dir_all(&dir);
}
