//! `jadoube unwinnable`: the built binary, as an arbiter would run it.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .arg("unwinnable")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn json_reports_both_sides_when_no_winner_is_given() {
    // A locked pawn wall: nobody can ever mate.
    let o = run(&[
        "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
        "--format",
        "json",
    ]);
    assert!(o.status.success(), "{o:?}");
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["winner"], "white");
    assert_eq!(lines[1]["winner"], "black");
    for l in &lines {
        assert_eq!(l["verdict"], "cannot_mate");
        assert_eq!(l["line"], serde_json::json!([]));
    }
}

#[test]
fn full_mode_prints_the_mating_line_in_san() {
    // A lone knight mates: Black's own rook and pawns box its king in.
    let o = run(&[
        "--full",
        "--winner",
        "white",
        "--format",
        "json",
        "6rk/6pp/8/4N3/8/8/8/K7",
        "w",
        "-",
        "-",
    ]);
    assert!(o.status.success(), "{o:?}");
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("JSON");
    assert_eq!(v["winner"], "white");
    assert_eq!(v["verdict"], "can_mate");
    let line: Vec<&str> = v["line"]
        .as_array()
        .expect("a line")
        .iter()
        .map(|m| m.as_str().expect("SAN"))
        .collect();
    assert_eq!(line, ["Nf7#"]);
}

#[test]
fn text_output_names_the_verdict() {
    let o = run(&["--winner", "black", "8/8/8/8/8/k7/8/K7 w - -"]);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(
        stdout(&o).trim(),
        "black cannot mate by any series of legal moves"
    );
    let o = run(&[
        "--full",
        "--winner",
        "white",
        "6rk/6pp/8/4N3/8/8/8/K7 w - - 0 30",
    ]);
    assert_eq!(stdout(&o).trim(), "white can mate: 30. Nf7#");
}

#[test]
fn a_question_gets_the_decisive_answer_by_default() {
    // K+Q vs K: the bounded analysis of the clock press finds the mate; the
    // quick one (still available) does not look for mates.
    let o = run(&["4k3/8/8/8/8/8/8/3QK3 w - - 0 40"]);
    assert!(o.status.success(), "{o:?}");
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].starts_with("white can mate: 40. "), "{out}");
    assert_eq!(lines[1], "black cannot mate by any series of legal moves");
    let o = run(&["--quick", "--winner", "white", "4k3/8/8/8/8/8/8/3QK3 w - -"]);
    assert_eq!(stdout(&o).trim(), "white: undecided (the arbiter decides)");
    let o = run(&["--press", "--winner", "white", "4k3/8/8/8/8/8/8/3QK3 w - -"]);
    assert!(stdout(&o).starts_with("white can mate: "), "{o:?}");
    let o = run(&["--quick", "--full", "4k3/8/8/8/8/8/8/3QK3 w - -"]);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
}

#[test]
fn startpos_is_accepted_as_render_accepts_it() {
    let o = run(&["startpos", "--format", "json"]);
    assert!(o.status.success(), "{o:?}");
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(lines.len(), 2);
    for l in &lines {
        assert_eq!(l["verdict"], "can_mate", "{l}");
    }
}

#[test]
fn boards_without_one_king_each_are_an_error_with_exit_status_2() {
    let cases = [
        ("8/8/8/8/8/8/8/8 w - -", "the board is empty"),
        ("8/8/8/8/8/8/8/K7 w - -", "Black has no king"),
        ("8/8/8/8/8/k7/8/KK6 w - -", "White has 2 kings (a1, b1)"),
    ];
    for (fen, why) in cases {
        let o = run(&[fen]);
        assert_eq!(o.status.code(), Some(2), "{fen}: {o:?}");
        assert!(o.stdout.is_empty(), "{fen}: {o:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.starts_with(&format!("jadoube: `{fen}` is not a playable position: ")),
            "{fen}: {err}"
        );
        assert!(err.contains(why), "{fen}: {err}");
    }
}

#[test]
fn boards_no_game_reaches_are_answered_with_a_note() {
    // What an illegal move that stood can leave: the question still stands.
    let cases = [
        (
            "P3k3/8/8/8/8/8/8/4K3 w - -",
            "a pawn on the first or last rank (a8), where no pawn can stand",
        ),
        (
            "8/8/8/8/8/8/k7/K7 w - -",
            "the kings stand next to each other",
        ),
        (
            "4k3/8/8/8/8/8/8/4RK2 w - -",
            "Black is in check with White to move",
        ),
        (
            "k7/8/8/8/8/8/NNNNNNNN/NNNN3K w - -",
            "more material than a game can reach",
        ),
    ];
    for (fen, why) in cases {
        let o = run(&["--full", fen]);
        assert!(o.status.success(), "{fen}: {o:?}");
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{fen}: {out}");
        assert!(
            lines[0].starts_with("note: no legal game reaches this position (")
                && lines[0].contains(why)
                && lines[0].ends_with("the answer is for the board as it stands"),
            "{fen}: {out}"
        );
        assert!(lines[1].starts_with("white "), "{fen}: {out}");
        assert!(lines[2].starts_with("black "), "{fen}: {out}");
        assert!(!out.contains("undecided"), "{fen}: {out}");
        let o = run(&["--full", "--format", "json", fen]);
        for l in stdout(&o).lines() {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
            assert!(
                v["unreachable"].as_str().is_some_and(|w| w.contains(why)),
                "{fen}: {l}"
            );
        }
    }
    // Black, the lone king, cannot mate; White's twelve knights can.
    let o = run(&["--full", "k7/8/8/8/8/8/NNNNNNNN/NNNN3K w - -"]);
    let out = stdout(&o);
    assert!(out.contains("\nwhite can mate: "), "{out}");
    assert!(
        out.ends_with("\nblack cannot mate by any series of legal moves\n"),
        "{out}"
    );
    // A reachable position has no note, and no `unreachable` field.
    let o = run(&["--format", "json", "4k3/8/8/8/8/8/8/3QK3 w - -"]);
    assert!(!stdout(&o).contains("unreachable"), "{o:?}");
}

/// The CHA test vector through the program, in full mode: each position a
/// run, both sides asked, every answer as labelled (none undecided, none
/// refused). By default only the positions no legal game reaches (more
/// material than promotions allow: 83 of them), which the program once
/// refused; `UNWINNABLE_CLI_ALL=1` asks all 1,803 (3,606 questions; about
/// a minute with `--release`, see docs/unwinnable.md).
#[test]
fn the_test_vector_is_answered_right_in_full_mode() {
    use shakmaty::{CastlingMode, Chess, FromSetup, fen::Fen};
    let all = std::env::var_os("UNWINNABLE_CLI_ALL").is_some_and(|v| v == "1");
    let vector = include_str!("data/cha-test-vector.txt");
    let (mut asked, mut wrong, mut undecided, mut refused) =
        (0, Vec::new(), Vec::new(), Vec::new());
    for (i, line) in vector.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (label, fen) = line.split_at(2);
        let fen = fen.trim();
        let setup = fen.parse::<Fen>().expect("a FEN").into_setup();
        let reachable = Chess::from_setup(setup, CastlingMode::Chess960).is_ok();
        if reachable && !all {
            continue;
        }
        let o = run(&["--full", "--format", "json", fen]);
        if !o.status.success() {
            refused.push(format!("line {}: {fen}: {o:?}", i + 1));
            continue;
        }
        let answers: Vec<serde_json::Value> = stdout(&o)
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON"))
            .collect();
        assert_eq!(answers.len(), 2, "line {}: {answers:?}", i + 1);
        for (a, expected) in answers
            .iter()
            .zip([label.as_bytes()[0] == b'W', label.as_bytes()[1] == b'B'])
        {
            asked += 1;
            assert_eq!(
                a["unreachable"].is_string(),
                !reachable,
                "line {}: {a}",
                i + 1
            );
            match (a["verdict"].as_str(), expected) {
                (Some("can_mate"), true) | (Some("cannot_mate"), false) => {}
                (Some("undecided"), _) => undecided.push(format!("line {}: {a}", i + 1)),
                _ => wrong.push(format!("line {}: {fen}: expected {label}, {a}", i + 1)),
            }
        }
    }
    eprintln!(
        "{asked} questions: {} wrong, {} undecided, {} refused",
        wrong.len(),
        undecided.len(),
        refused.len()
    );
    assert!(wrong.is_empty(), "wrong: {wrong:#?}");
    assert!(undecided.is_empty(), "undecided: {undecided:#?}");
    assert!(refused.is_empty(), "refused: {refused:#?}");
    assert_eq!(asked, if all { 3_606 } else { 166 });
}

#[test]
fn a_bad_fen_exits_with_status_2_and_names_it() {
    let o = run(&["8/8/8/8/8/8/8/K6X w - -"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("jadoube: `8/8/8/8/8/8/8/K6X w - -` is not a FEN: "),
        "{err}"
    );
    assert!(o.stdout.is_empty());
}

#[test]
fn a_bad_winner_is_refused_by_the_parser() {
    let o = run(&["--winner", "green", "8/8/8/8/8/k7/8/K7 w - -"]);
    assert_eq!(o.status.code(), Some(2));
}
