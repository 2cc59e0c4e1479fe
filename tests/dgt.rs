//! A DGT board emulated on a pseudo-terminal, through the whole daemon:
//! the conformance traces give `replay`'s decisions, also with every
//! message split in two and stray bytes between them; the clock's lever
//! is the press, reported late; a disconnection mid-game and lost updates
//! are caught up by dumps; the clock's display and the board's LEDs show
//! the alert; `jadoube diag` shows what the board says of itself.

mod dgt_common;

use std::path::{Path, PathBuf};

use dgt_common::{Act, Noise, RunOpts, difference, json, replay, run_trace, to_identity};
use jadoube::arbiter::Event;
use jadoube::hw::dgt::log::Latency;
use jadoube::time::Time;
use shakmaty::{Color, Piece, Square};

/// The repository's conformance traces and the shared public ones (by file
/// name: the repository keeps a copy of the public ones).
fn all_traces() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut by_name = std::collections::BTreeMap::new();
    for dir in [
        root.join("tests/traces/public"),
        root.join("tests/traces/laws"),
        root.join("../shared/traces"),
        root.join("../../shared/traces"),
    ] {
        if dir.is_dir() {
            for t in jadoube::conformance::traces_in(&dir) {
                by_name
                    .entry(t.file_name().unwrap().to_owned())
                    .or_insert(t);
            }
        }
    }
    by_name.into_values().collect()
}

fn decisions(events: &[Event]) -> Vec<serde_json::Value> {
    json(events)
        .into_iter()
        .filter(|e| !matches!(e["kind"].as_str(), Some("lift" | "drop" | "press" | "ack")))
        .collect()
}

/// Every conformance trace (occupancy ones made identity: a DGT board
/// sees the pieces) gives on the emulated board, through the daemon, the
/// events `replay` gives, lifts and drops included: with clean messages,
/// and with every message split in two writes and a stray byte before
/// every fifth (the board is then asked for a dump each time).
#[test]
fn conformance_traces_through_the_emulator_equal_replay() {
    let traces = all_traces();
    assert!(traces.len() >= 80, "only {} traces found", traces.len());
    let noisy = RunOpts {
        noise: Noise {
            split: Some(Time::ZERO),
            stray_every: Some(5),
        },
        ..RunOpts::default()
    };
    let mut failures = Vec::new();
    let mut garbled = 0;
    for (i, path) in traces.iter().enumerate() {
        let text = to_identity(&std::fs::read_to_string(path).unwrap());
        let want = json(&replay(&text));
        let opts = if i % 2 == 0 {
            RunOpts::default()
        } else {
            noisy.clone()
        };
        let run = run_trace(&text, &format!("conf-{i}"), &opts);
        garbled += run.stats.garbled;
        if let Some(d) = difference(&json(&run.summary.events), &want) {
            failures.push(format!("{}: {d}", path.display()));
        }
        assert_eq!(run.summary.stop_reason, "end of trace");
    }
    assert!(
        failures.is_empty(),
        "{} of {} traces differ:\n{}",
        failures.len(),
        traces.len(),
        failures.join("\n")
    );
    assert!(
        garbled > 100,
        "the noise was not noticed: {garbled} garbles"
    );
}

/// The occupancy traces made identity still read as the same game: most
/// give the decisions the conformance suite expects of the original.
#[test]
fn identity_versions_of_the_traces_keep_their_decisions() {
    let mut same = 0;
    let mut total = 0;
    for path in all_traces() {
        let expected = path.with_extension("expected.jsonl");
        let Ok(exp) = std::fs::read_to_string(&expected) else {
            continue;
        };
        let exp = jadoube::conformance::parse_expected(&exp).unwrap();
        let text = to_identity(&std::fs::read_to_string(&path).unwrap());
        let got = jadoube::conformance::decisions(&replay(&text));
        total += 1;
        if jadoube::conformance::compare(&exp, &got).is_ok() {
            same += 1;
        }
    }
    assert!(total >= 80);
    eprintln!("{same} of {total} traces made identity keep their expected decisions");
    assert!(same * 10 >= total * 8, "only {same} of {total}");
}

fn game(lines: &str) -> String {
    format!("clock dual\nsensor identity\n{lines}")
}

const OPENING: &str = "\
1.000 lift e2
1.300 drop e4 P
1.800 press white
1.900 lift e7
2.200 drop e5 p
2.500 press black
3.000 lift g1
3.400 drop f3 N
3.600 press white
3.700 lift b8
4.000 drop c6 n
4.200 press black
5.000 lift f1
5.300 drop b5 B
5.600 press white
8.000 lift a7
";

/// The lever reported late, the opponent moving at once: each press is
/// put after its mover's last piece and before the opponent's first
/// change, so the game reads as it was played.
#[test]
fn a_lever_reported_late_still_falls_between_the_moves() {
    // The board reports each lever change 600 ms late.
    let mut lines = String::new();
    for l in OPENING.lines() {
        let (t, rest) = l.split_once(' ').unwrap();
        if rest.starts_with("press") {
            continue;
        }
        lines += &format!("{l}\n");
        let _ = t;
    }
    let truth = game(OPENING);
    let text = game(&lines);
    let mut acts = Vec::new();
    for l in OPENING.lines().filter(|l| l.contains("press")) {
        let (t, rest) = l.split_once(' ').unwrap();
        let side = if rest.ends_with("white") {
            Color::White
        } else {
            Color::Black
        };
        acts.push((
            Time::parse_secs(t).unwrap().plus(Time::from_millis(600)),
            Act::Lever(side),
        ));
    }
    let run = run_trace(
        &text,
        "late-lever",
        &RunOpts {
            latency: Latency {
                clock: Time::from_millis(1000),
                board: Time::from_millis(250),
            },
            acts,
            ..RunOpts::default()
        },
    );
    assert_eq!(run.stats.levers, 5);
    let want = decisions(&replay(&truth));
    let got = decisions(&run.summary.events);
    let strip = |v: Vec<serde_json::Value>| -> Vec<serde_json::Value> {
        v.into_iter()
            .map(|mut e| {
                e.as_object_mut().unwrap().remove("t");
                e
            })
            .collect()
    };
    assert_eq!(strip(got.clone()), strip(want), "{got:#?}");
    assert_eq!(got.len(), 5);
    // The presses fall between the mover's last drop and the opponent's
    // first lift.
    let presses: Vec<Time> = run
        .summary
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Press(p) => Some(p.t),
            _ => None,
        })
        .collect();
    let ms = Time::from_millis;
    for (p, (after, before)) in presses.iter().zip([
        (ms(1300), ms(1900)),
        (ms(2200), ms(3000)),
        (ms(3400), ms(3700)),
        (ms(4000), ms(5000)),
        (ms(5300), ms(7000)),
    ]) {
        assert!(*p >= after && *p < before, "press at {p}: {presses:?}");
    }
    // The clock's times went into the journal with the presses.
    let journal = std::fs::read_to_string(&run.summary.journal).unwrap();
    let clocked = journal
        .lines()
        .filter(|l| l.contains("\"rec\":\"press\"") && l.contains("\"clock\":{\"white_s\":"))
        .count();
    assert_eq!(clocked, 5, "{journal}");
    assert!(
        run.info.describe().contains("serial 24680"),
        "{}",
        run.info.describe()
    );
    assert!(
        run.info.describe().contains("DGT 3000"),
        "{}",
        run.info.describe()
    );
}

/// The cable pulled out mid-game, a move made meanwhile, the cable back:
/// the board reads as a fault, then its dump brings the move. The lever is
/// where it was: that move not pressed yet, or pressed and the opponent's
/// press without a move made unseen (an illegal move); the board cannot
/// tell, so the arbiter is told (issue 26: before, taken as not pressed,
/// silently). The arbiter acknowledges: the press then reads the move as
/// the legal move it was, and the game goes on.
#[test]
fn a_disconnection_mid_game_is_a_fault_and_the_dump_catches_up() {
    let p = |c| Piece::from_char(c).unwrap();
    let ms = Time::from_millis;
    let acts = vec![
        (ms(2600), Act::Unplug),
        (ms(3000), Act::Field(Square::G1, None)),
        (ms(3400), Act::Field(Square::F3, Some(p('N')))),
        (ms(5000), Act::Plug),
        (ms(6000), Act::Lever(Color::White)),
        (ms(6500), Act::Field(Square::B8, None)),
        (ms(6800), Act::Field(Square::C6, Some(p('n')))),
        (ms(7000), Act::Lever(Color::Black)),
    ];
    let first = "\
1.000 lift e2
1.300 drop e4 P
1.800 press white
1.900 lift e7
2.200 drop e5 p
2.500 press black
5.500 ack
7.500 lift a2
";
    let run = run_trace(
        &game(first),
        "unplug",
        &RunOpts {
            acts,
            ..RunOpts::default()
        },
    );
    assert_eq!(run.stats.connects, 2);
    assert_eq!(run.stats.lost, 1);
    let d = decisions(&run.summary.events);
    let kinds: Vec<&str> = d.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "move",
            "move",
            "sensor_fault",
            "sensor_fault",
            "sensor_ok",
            "move",
            "move"
        ],
        "{d:#?}"
    );
    // The second fault: the arbiter told the board cannot say whether
    // the clock was pressed, from the replug until the acknowledgement.
    assert_eq!(d[3]["t"].as_f64(), Some(5.0), "{d:#?}");
    let told = d[3]["detail"].as_str().unwrap();
    assert!(told.contains(jadoube::words::DGT_UNCERTAIN_PRESS), "{told}");
    assert!(d[4]["t"].as_f64().unwrap() >= 5.5, "{d:#?}");
    let ucis: Vec<&str> = d.iter().filter_map(|e| e["uci"].as_str()).collect();
    assert_eq!(ucis, ["e2e4", "e7e5", "g1f3", "b8c6"]);
    assert!(d.iter().all(|e| e["kind"] != "illegal"));
}

/// A field update lost on the way (its bytes never came) is found by the
/// dump asked for at the press, which the press waits for; bytes lost in
/// the middle of a message are a doubt that a dump clears.
#[test]
fn lost_updates_are_found_by_the_dump_at_the_press() {
    let p = |c| Piece::from_char(c).unwrap();
    let ms = Time::from_millis;
    let acts = vec![
        (ms(1000), Act::Field(Square::E2, None)),
        // The pawn's arrival on e4 is never reported.
        (ms(1300), Act::LostField(Square::E4, Some(p('P')))),
        (ms(1800), Act::Lever(Color::White)),
        (ms(1900), Act::Field(Square::E7, None)),
        // Half a field update, then another message.
        (ms(2100), Act::Raw(vec![0x8e, 0x00])),
        (ms(2200), Act::Field(Square::E5, Some(p('p')))),
        (ms(2500), Act::Lever(Color::Black)),
    ];
    let run = run_trace(
        &game("3.000 lift g1\n"),
        "lost",
        &RunOpts {
            acts,
            reply_delay: ms(70),
            latency: Latency {
                clock: ms(300),
                board: ms(100),
            },
            ..RunOpts::default()
        },
    );
    assert_eq!(run.stats.corrected, 1, "{:?}", run.stats);
    assert!(run.stats.garbled >= 1, "{:?}", run.stats);
    let d = decisions(&run.summary.events);
    let ucis: Vec<&str> = d.iter().filter_map(|e| e["uci"].as_str()).collect();
    assert_eq!(ucis, ["e2e4", "e7e5"], "{d:#?}");
    assert!(d.iter().all(|e| e["kind"] == "move"), "{d:#?}");
}

/// An illegal move: the clock shows it (DGT 3000 text), the board's LEDs
/// light the squares to put right; both clear once it is restored.
#[test]
fn the_clock_display_and_the_board_leds_show_the_alert() {
    let text = game(
        "\
1.000 lift e2
1.300 drop e5 P
1.800 press white
2.500 lift e5
2.800 drop e2 P
4.000 lift e2
4.300 drop e4 P
4.800 press white
",
    );
    let run = run_trace(
        &text,
        "alert",
        &RunOpts {
            outputs: true,
            ..RunOpts::default()
        },
    );
    let d = decisions(&run.summary.events);
    let kinds: Vec<&str> = d.iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["illegal", "restored", "move"], "{d:#?}");
    assert!(
        run.clock_texts.contains(&"ILLEGAL".to_string()),
        "{:?}",
        run.clock_texts
    );
    assert_eq!(
        run.clock_texts.last().map(String::as_str),
        Some(""),
        "{:?}",
        run.clock_texts
    );
    let leds: Vec<&Vec<u8>> = run.commands.iter().filter(|c| c[0] == 0x60).collect();
    // Lit: e2 and e5 (field 52 and 28), then all off.
    assert!(
        leds.iter().any(|c| c[2] == 1 && c[3] == 52)
            && leds.iter().any(|c| c[2] == 1 && c[3] == 28),
        "{leds:?}"
    );
    assert!(run.leds.is_empty(), "still lit: {:?}", run.leds);
}

/// `[sensor.dgt]`: the example loads; what is missing or contradictory is
/// an error naming its key; lever presses are judged with the side known.
#[test]
fn dgt_configuration_is_checked() {
    use jadoube::config::Config;
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("config/dgt.toml");
    let cfg = Config::load(&example).unwrap();
    assert_eq!(cfg.sensor_kind(), jadoube::board::SensorKind::Identity);
    assert_eq!(
        cfg.engine_config().unwrap().clock,
        jadoube::arbiter::ClockMode::Dual
    );
    assert!(cfg.dgt_lever());
    let err = |toml: &str| Config::from_toml(toml, None).unwrap_err().to_string();
    let e = err("[sensor]\nkind = \"dgt\"\n");
    assert!(e.contains("sensor.dgt.clock_white"), "{e}");
    let e = err(
        "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\nclock_white = \"left\"\n[clock]\nline = \"GPIO17\"\n",
    );
    assert!(e.contains("clock.line") && e.contains("lever"), "{e}");
    let e = err(
        "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\ndevice = \"ttyACM0\"\nclock_white = \"left\"\n",
    );
    assert!(e.contains("sensor.dgt.device"), "{e}");
    let e =
        err("[sensor]\nkind = \"dgt\"\n[sensor.dgt]\npress = \"gpio\"\nclock_white = \"left\"\n");
    assert!(e.contains("sensor.dgt.clock_white"), "{e}");
    let e = err("[sensor.dgt]\nclock_white = \"left\"\n");
    assert!(e.contains("sensor.dgt") && e.contains("kind"), "{e}");
    // Presses from press lines: as with the other wirings.
    let cfg = Config::from_toml(
        "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\npress = \"gpio\"\ndevice = \"/dev/ttyACM0\"\n",
        None,
    )
    .unwrap();
    assert_eq!(
        cfg.engine_config().unwrap().clock,
        jadoube::arbiter::ClockMode::Single
    );
    assert!(cfg.clock.line.is_some());
}

/// `jadoube diag` on a DGT board (the emulator on a pseudo-terminal): the
/// pieces, the board's serial number and version, its clock, the lever and
/// the last press, and the link's counters after a garbled byte.
#[test]
fn diag_shows_the_board_its_clock_the_lever_and_the_link() {
    use dgt_common::{Emulator, temp_dir};
    use jadoube::config::ClockSide;
    use jadoube::hw::dgt::proto::cmd;
    use std::time::{Duration, Instant};
    let dir = temp_dir("diag");
    let link = dir.join("dgt-board");
    let mut emu = Emulator::new(&link, shakmaty::Board::default(), ClockSide::Left);
    let cfg = dir.join("board.toml");
    std::fs::write(
        &cfg,
        format!(
            "[sensor]\nkind = \"dgt\"\n[sensor.dgt]\ndevice = \"{}\"\nclock_white = \"left\"\n[led]\nenabled = false\n",
            link.display()
        ),
    )
    .unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["diag", "--once", "--scans", "200", "--config"])
        .arg(&cfg)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The emulator answers as it is pumped; acts go after what it has sent.
    let now = Time::from_micros(u64::MAX / 2);
    let until = Instant::now() + Duration::from_secs(60);
    let mut phase = 0;
    let mut quiet_since = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < until, "diag does not end");
        emu.pump();
        if emu.next_time().is_some() {
            quiet_since = Instant::now();
        }
        let settled = quiet_since.elapsed() > Duration::from_millis(100);
        let hello = emu.commands.iter().any(|c| c[0] == cmd::UPDATE_NICE);
        match phase {
            // Connected and answered: 1. e4, then a byte that is no message.
            0 if hello && settled => {
                emu.at(now, Act::Field(Square::E2, None));
                emu.at(
                    now,
                    Act::Field(Square::E4, Some(Piece::from_char('P').unwrap())),
                );
                emu.at(now, Act::Raw(vec![0x15]));
                phase = 1;
            }
            // The dump it asked for is answered: White presses.
            1 if settled => {
                emu.at(now, Act::Lever(Color::White));
                phase = 2;
            }
            _ => {}
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(phase, 2, "diag ended before the lever was pressed:\n{text}");
    let lines: Vec<&str> = text.lines().collect();
    let has = |want: &str| assert!(lines.contains(&want), "no `{want}` in\n{text}");
    has(&format!(
        "jadoube diag: DGT board serial 24680 version 3.01 on {}, clock DGT 3000 version 2.2",
        link.display()
    ));
    has("sensors: ok");
    has(&format!(
        "dgt board: serial 24680, version 3.01, on {}",
        link.display()
    ));
    has("dgt clock: DGT 3000 version 2.2");
    has("  4 | . . . . P . . .");
    has("  2 | P P P P . P P P");
    has("raw by square (piece codes @ wiring position)");
    // White is on the left: White's press puts the left side down.
    let lever = lines
        .iter()
        .find(|l| l.starts_with("dgt lever: "))
        .unwrap_or_else(|| panic!("no lever line in\n{text}"));
    assert!(
        lever.starts_with("dgt lever: left side down (at ")
            && lever.contains("; last press white, reported at "),
        "{lever}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("last clock event: press white at ")),
        "{text}"
    );
    // The link: counters by name.
    let link_line = lines
        .iter()
        .find(|l| l.starts_with("dgt link: "))
        .unwrap_or_else(|| panic!("no link line in\n{text}"));
    let count = |what: &str| -> u64 {
        let words: Vec<&str> = link_line.split([' ', ',', ';', '(']).collect();
        let i = words
            .iter()
            .position(|w| *w == what)
            .unwrap_or_else(|| panic!("no `{what}` in {link_line}"));
        words[i - 1].parse().unwrap()
    };
    assert_eq!(count("connections"), 1, "{link_line}");
    assert_eq!(count("lost"), 0, "{link_line}");
    assert_eq!(count("garbled"), 1, "{link_line}");
    assert!(count("resyncs") >= 1, "{link_line}");
    // At the start, after the garbled byte, at the press.
    assert!(count("dumps") >= 3, "{link_line}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Presses as the lever reported at the given trace times (the trace's
/// `press` lines are left out).
fn lever_acts(levers: &[(u64, Color)]) -> Vec<(Time, Act)> {
    levers
        .iter()
        .map(|&(t, side)| (Time::from_millis(t), Act::Lever(side)))
        .collect()
}

/// The shipped defaults (`config/dgt.toml`, `DgtConfig::default`).
const SHIPPED: Latency = Latency {
    clock: Time::from_millis(1000),
    board: Time::from_millis(250),
};

fn ucis(d: &[serde_json::Value]) -> Vec<&str> {
    d.iter().filter_map(|e| e["uci"].as_str()).collect()
}

fn kinds(d: &[serde_json::Value]) -> Vec<&str> {
    d.iter().map(|e| e["kind"].as_str().unwrap()).collect()
}

/// Issue 26, case 1: en passant with the captured pawn taken off last and
/// the lever reported 0.83 to 0.98 s after the removal (the capturing
/// pawn's drop then falls before the lever's window, the removal inside
/// it). It used to be "ILLEGAL MOVE by White: e5-d6: ... d6 is empty".
#[test]
fn en_passant_with_the_captured_pawn_taken_last_and_a_late_lever_is_legal() {
    let moves = "\
1.000 lift e2
1.300 drop e4 P
2.000 lift a7
2.300 drop a6 p
3.000 lift e4
3.300 drop e5 P
4.000 lift d7
4.300 drop d5 p
5.000 lift e5
5.300 drop d6 P
5.500 lift d5
7.500 lift g8
7.800 drop f6 n
9.000 lift a2
";
    for delay in [830, 900, 980] {
        let acts = lever_acts(&[
            (1600, Color::White),
            (2600, Color::Black),
            (3600, Color::White),
            (4600, Color::Black),
            (5500 + delay, Color::White),
            (8100, Color::Black),
        ]);
        let run = run_trace(
            &game(moves),
            &format!("ep-{delay}"),
            &RunOpts {
                latency: SHIPPED,
                acts,
                ..RunOpts::default()
            },
        );
        let d = decisions(&run.summary.events);
        assert_eq!(
            ucis(&d),
            ["e2e4", "a7a6", "e4e5", "d7d5", "e5d6", "g8f6"],
            "lever {delay} ms after the removal: {d:#?}"
        );
        assert!(d.iter().all(|e| e["kind"] == "move"), "{d:#?}");
    }
}

/// Issue 26, case 2: one lost "put" update with the shipped latencies
/// (`clock_latency_ms = 1000`, `board_latency_ms = 250`): the dump at the
/// press shows the move, and it is judged as that move, never as a press
/// without a move (7.5.3).
#[test]
fn a_lost_put_is_repaired_from_the_dump_with_the_shipped_latencies() {
    let p = |c| Piece::from_char(c).unwrap();
    let ms = Time::from_millis;
    let acts = vec![
        (ms(1000), Act::Field(Square::E2, None)),
        (ms(1300), Act::LostField(Square::E4, Some(p('P')))),
        (ms(1800), Act::Lever(Color::White)),
        (ms(1900), Act::Field(Square::E7, None)),
        (ms(2200), Act::Field(Square::E5, Some(p('p')))),
        (ms(2500), Act::Lever(Color::Black)),
    ];
    for reply in [10, 70, 200] {
        let run = run_trace(
            &game("4.000 lift g1\n"),
            &format!("lost-shipped-{reply}"),
            &RunOpts {
                acts: acts.clone(),
                reply_delay: ms(reply),
                latency: SHIPPED,
                ..RunOpts::default()
            },
        );
        let d = decisions(&run.summary.events);
        assert_eq!(ucis(&d), ["e2e4", "e7e5"], "reply {reply} ms: {d:#?}");
        assert_eq!(run.stats.corrected, 1, "reply {reply} ms: {:?}", run.stats);
        assert!(d.iter().all(|e| e["kind"] == "move"), "{d:#?}");
    }
}

/// Issue 26, case 3: White presses while the board is unplugged. The
/// lever's position is remembered across the reconnection: found changed
/// when the board is back, it is White's press, judged on the board's
/// dump; Black's next press is Black's move (it used to be "not on move",
/// then "not a single move").
#[test]
fn a_press_while_the_board_is_unplugged_is_judged_when_it_is_back() {
    let p = |c| Piece::from_char(c).unwrap();
    let ms = Time::from_millis;
    let mut acts = lever_acts(&[(1600, Color::White), (2500, Color::Black)]);
    acts.extend([
        (ms(2600), Act::Unplug),
        (ms(3000), Act::Field(Square::G1, None)),
        (ms(3400), Act::Field(Square::F3, Some(p('N')))),
        (ms(3600), Act::Lever(Color::White)),
        (ms(5000), Act::Plug),
        (ms(6500), Act::Field(Square::B8, None)),
        (ms(6800), Act::Field(Square::C6, Some(p('n')))),
        (ms(7000), Act::Lever(Color::Black)),
    ]);
    let first = "\
1.000 lift e2
1.300 drop e4 P
1.900 lift e7
2.200 drop e5 p
8.500 lift a2
";
    let run = run_trace(
        &game(first),
        "unplugged-press",
        &RunOpts {
            acts,
            latency: SHIPPED,
            ..RunOpts::default()
        },
    );
    assert_eq!(run.stats.connects, 2);
    let d = decisions(&run.summary.events);
    assert_eq!(
        kinds(&d),
        ["move", "move", "sensor_fault", "sensor_ok", "move", "move"],
        "{d:#?}"
    );
    assert_eq!(ucis(&d), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

/// Issue 26, case 3, when the data cannot tell: both players moved and
/// pressed while the board was unplugged (the lever is back where it
/// was). The arbiter is told (a sensor fault saying so), nobody is
/// penalised; once the position of the last move judged is set up again
/// the game goes on.
#[test]
fn two_presses_while_unplugged_are_told_to_the_arbiter_not_judged() {
    let p = |c| Piece::from_char(c).unwrap();
    let ms = Time::from_millis;
    let mut acts = lever_acts(&[(1600, Color::White), (2500, Color::Black)]);
    acts.extend([
        (ms(2600), Act::Unplug),
        (ms(3000), Act::Field(Square::G1, None)),
        (ms(3400), Act::Field(Square::F3, Some(p('N')))),
        (ms(3600), Act::Lever(Color::White)),
        (ms(4000), Act::Field(Square::B8, None)),
        (ms(4300), Act::Field(Square::C6, Some(p('n')))),
        (ms(4600), Act::Lever(Color::Black)),
        (ms(5000), Act::Plug),
        // The arbiter sets the position back.
        (ms(7000), Act::Field(Square::F3, None)),
        (ms(7200), Act::Field(Square::G1, Some(p('N')))),
        (ms(7400), Act::Field(Square::C6, None)),
        (ms(7600), Act::Field(Square::B8, Some(p('n')))),
        // White plays again.
        (ms(8500), Act::Field(Square::G1, None)),
        (ms(8800), Act::Field(Square::F3, Some(p('N')))),
        (ms(9000), Act::Lever(Color::White)),
    ]);
    let first = "\
1.000 lift e2
1.300 drop e4 P
1.900 lift e7
2.200 drop e5 p
10.500 lift a2
";
    let run = run_trace(
        &game(first),
        "unplugged-two",
        &RunOpts {
            acts,
            latency: SHIPPED,
            ..RunOpts::default()
        },
    );
    let d = decisions(&run.summary.events);
    assert!(
        d.iter()
            .all(|e| e["kind"] != "illegal" && e["kind"] != "press_ignored"),
        "{d:#?}"
    );
    assert!(
        d.iter().any(|e| e["kind"] == "sensor_fault"
            && e["detail"]
                .as_str()
                .is_some_and(|s| s.contains("more than one move"))),
        "{d:#?}"
    );
    assert_eq!(ucis(&d), ["e2e4", "e7e5", "g1f3"], "{d:#?}");
    assert_eq!(kinds(&d).last(), Some(&"move"), "{d:#?}");
}

/// A clock text the clock never acknowledges is sent again (clock
/// commands wait for the acknowledgement; shown means acknowledged).
#[test]
fn a_clock_text_not_acknowledged_is_sent_again() {
    let text = game(
        "\
1.000 lift e2
1.300 drop e5 P
1.800 press white
5.500 lift e5
5.800 drop e2 P
7.000 lift e2
7.300 drop e4 P
7.800 press white
",
    );
    let run = run_trace(
        &text,
        "deaf-clock",
        &RunOpts {
            outputs: true,
            deaf_texts: 1,
            ..RunOpts::default()
        },
    );
    let d = decisions(&run.summary.events);
    assert_eq!(kinds(&d), ["illegal", "restored", "move"], "{d:#?}");
    let texts = run
        .commands
        .iter()
        .filter(|c| jadoube::hw::dgt::proto::clock_command_of(c) == Some(0x0c))
        .count();
    assert!(texts >= 2, "ILLEGAL sent {texts} times");
    assert!(
        run.clock_texts.contains(&"ILLEGAL".to_string()),
        "{:?}",
        run.clock_texts
    );
    assert_eq!(run.clock_texts.last().map(String::as_str), Some(""));
}

/// With `press = "lever"` and no clock plugged in, nothing could ever be
/// judged: a sensor fault says so, a few seconds after the connection.
#[test]
fn no_clock_with_the_lever_is_a_sensor_fault() {
    let run = run_trace(
        &game("1.000 lift e2\n1.300 drop e4 P\n6.000 lift e7\n9.000 lift a2\n"),
        "no-clock",
        &RunOpts {
            no_clock: true,
            ..RunOpts::default()
        },
    );
    let d = decisions(&run.summary.events);
    let fault = d
        .iter()
        .find(|e| e["kind"] == "sensor_fault")
        .unwrap_or_else(|| panic!("no fault: {d:#?}"));
    assert!(
        fault["detail"].as_str().unwrap().contains("no clock"),
        "{fault}"
    );
    // Not at the start: the board's first seconds are no fault.
    assert!(
        fault["t"].as_f64().unwrap_or(0.0) >= 2.0 || fault["t"].as_str().is_some(),
        "{fault}"
    );
}

/// Issue 27: a DGT 3000's flag, told through the board, ends the game by
/// Art. 6.9 through the whole daemon: the player loses when the opponent
/// can still checkmate (a knight against a king with its own pawns), and
/// the game is drawn when the opponent cannot (a bare king).
#[test]
fn a_flag_of_the_dgt_clock_ends_the_game_by_art_6_9_both_ways() {
    let cases = [
        (
            "start 8/8/8/3nk3/8/8/6PP/7K w - - 0 50\n1.000 lift h2\n1.300 drop h3 P\n2.000 lift e5\n2.300 drop e4 k\n",
            "0-1",
            "time",
        ),
        (
            "start 8/8/4k3/8/8/8/3QK3/8 w - - 0 60\n1.000 lift d2\n1.300 drop d4 Q\n2.000 lift e6\n2.300 drop e7 k\n",
            "1/2-1/2",
            "time_opponent_cannot_checkmate",
        ),
    ];
    for (i, (moves, result, reason)) in cases.iter().enumerate() {
        let mut acts = lever_acts(&[(1600, Color::White), (2600, Color::Black)]);
        acts.push((Time::from_millis(4000), Act::Flag(Color::White)));
        let run = run_trace(
            &format!("{}{moves}6.000 ack\n", game("")),
            &format!("flag-{i}"),
            &RunOpts {
                acts,
                ..RunOpts::default()
            },
        );
        let d = decisions(&run.summary.events);
        assert_eq!(kinds(&d), ["move", "move", "game_over"], "{d:#?}");
        assert_eq!(d[2]["result"], *result, "{d:#?}");
        assert_eq!(d[2]["reason"], *reason, "{d:#?}");
        assert_eq!(d[2]["flagged"], "white", "{d:#?}");
    }
}
