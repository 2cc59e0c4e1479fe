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
    // Without the configuration the name is unknown: a clear error.
    let out = jadoube(&["replay", &trace, "--rules", "club-rapid"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("rules `club-rapid`: unknown rule set; expected one of fide-2023-standard"),
        "{err}"
    );
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
}
