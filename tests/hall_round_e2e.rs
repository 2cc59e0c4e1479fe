//! Issue 30, done when: a round from a TRF file in to a TRF file out with
//! results from all four sources, through mosquitto and the hall, the page
//! in Chromium. The organiser loads the TRF on the page; four boards
//! (`jadoube run --sim`, named 1 to 4 at the hall as their table numbers)
//! take their pairing before move 1 and play: board 1 ends by the rules
//! (checkmate), board 2 by the kings in the centre, board 3 by a flag
//! (Art. 6.9: drawn against a bare king), board 4 by the arbiter's entry
//! on the page, which the board journals; the TRF written back holds the
//! four results.

mod browser_common;
mod hall_common;

use std::path::{Path, PathBuf};
use std::process::Command;

use browser_common::*;
use hall_common::*;

const PREFIX: &str = "t/e2e";

/// A board: table `no`, named `no` at the hall; its round file names
/// another round, which the hall's pairing replaces.
fn start(dir: &Path, broker: &str, no: &str, trace: &Path, speed: &str) -> (Proc, PathBuf) {
    let cfg = dir.join(format!("board-{no}.toml"));
    std::fs::write(
        &cfg,
        format!(
            "[journal]\nevent = \"Warm-up\"\nround = \"9\"\nboard = \"{no}\"\n[hall]\nenabled = true\nbroker = \"{broker}\"\nprefix = \"{PREFIX}\"\nboard = \"{no}\"\nshutdown_wait_s = 5\nkeepalive_s = 2\n"
        ),
    )
    .unwrap();
    let state = dir.join(format!("state-{no}"));
    let log = dir.join(format!("board-{no}.log"));
    let board = start_board(&cfg, &state, trace, speed, &log);
    (board, log)
}

/// A Laws trace with its times moved `by` seconds later (the board takes
/// its pairing before the first move).
fn later(src: &Path, by: f64, to: &Path) -> PathBuf {
    let text = std::fs::read_to_string(src).unwrap();
    let out: Vec<String> = text
        .lines()
        .map(|l| match l.split_once(' ') {
            Some((t, rest)) if t.parse::<f64>().is_ok() => {
                format!("{:.3} {rest}", t.parse::<f64>().unwrap() + by)
            }
            _ => l.to_string(),
        })
        .collect();
    std::fs::write(to, out.join("\n") + "\n").unwrap();
    to.to_path_buf()
}

/// Fool's mate, 1. f3 e5 2. g4 Qh4#: Black checkmates.
const FOOLS_MATE: &str = "\
start startpos
4.000 lift f2
4.200 drop f3
4.400 press
5.000 lift e7
5.200 drop e5
5.400 press
6.000 lift g2
6.200 drop g4
6.400 press
7.000 lift d8
7.200 drop h4
7.400 press
12.000 end
";

/// After 1. e4 e5 2. Nf3 Nc6 the players think: the arbiter's result
/// comes from the hall.
const THINKING: &str = "\
start startpos
4.000 lift e2
4.200 drop e4
4.400 press
5.000 lift e7
5.200 drop e5
5.400 press
6.000 lift g1
6.200 drop f3
6.400 press
7.000 lift b8
7.200 drop c6
7.400 press
120.000 end
";

#[test]
fn a_round_from_a_trf_in_to_a_trf_out_with_results_from_all_four_sources() {
    let name = "a_round_from_a_trf_in_to_a_trf_out_with_results_from_all_four_sources";
    let Some(mosquitto) = mosquitto_or_skip(name) else {
        return;
    };
    let Some((chromium, driver)) = chromium_or_skip(name) else {
        return;
    };
    let dir = scratch("hall-round-e2e");
    let broker = Broker::start(&mosquitto, &dir);
    let addr = broker.address();
    let data = dir.join("hall");
    let hall = Hall::start(&addr, PREFIX, &data, &dir.join("hall.log"));
    let b = Browser::start_trusting(&chromium, &driver, &dir, Some(&hall.spki));

    // The organiser loads the TRF on the page (its form, the file pasted).
    b.open_signed_in(&hall.url("/?lang=en#round"));
    b.wait(
        30,
        "the round page",
        "return !!document.querySelector('#rt-none') && !!document.querySelector('#rt-text')",
    );
    b.eval("document.querySelector('#rt-form').open = true; return 0;");
    let trf_in = root().join("tests/fixtures/trf/hall-r1.trf");
    b.type_in("#rt-text", &std::fs::read_to_string(&trf_in).unwrap());
    b.click("#rt-load");
    b.wait(
        30,
        "the round loaded",
        "return document.querySelectorAll('#rt-rows tr[data-board]').length === 4",
    );

    // The boards start and take their pairing before move 1.
    let laws = root().join("tests/traces/laws");
    let fools = dir.join("fools.trace");
    std::fs::write(&fools, FOOLS_MATE).unwrap();
    let thinking = dir.join("thinking.trace");
    std::fs::write(&thinking, THINKING).unwrap();
    let kings = later(
        &laws.join("s8-kings-light-occupancy.trace"),
        4.0,
        &dir.join("kings.trace"),
    );
    let flag = later(
        &laws.join("s8-flag-full-bare-king.trace"),
        4.0,
        &dir.join("flag.trace"),
    );
    let mut boards = vec![
        start(&dir, &addr, "1", &fools, "2"),
        start(&dir, &addr, "2", &kings, "2"),
        start(&dir, &addr, "3", &flag, "2"),
        start(&dir, &addr, "4", &thinking, "1"),
    ];
    b.wait(
        120,
        "boards 1 to 3 finished by checkmate, the kings and a flag; board 4 in play",
        "const r = (n) => document.querySelector('#rt-rows tr[data-board=\"' + n + '\"]'); \
         return r(1).dataset.result === '0-1' && r(2).dataset.result === '1-0' && r(3).dataset.result === '½-½' && r(4).dataset.status === 'playing'",
    );
    let round = hall.json("/api/round?lang=en");
    let rows = round["rows"].as_array().unwrap();
    let reasons: Vec<&str> = rows
        .iter()
        .map(|r| r["reason"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        reasons,
        ["checkmate", "kings", "time_opponent_cannot_checkmate", ""]
    );
    for r in rows {
        assert_eq!(r["checks"], serde_json::json!([]), "{r}");
        assert_eq!(r["board_name"], r["board"].to_string(), "{r}");
        assert!(
            r["game"].as_str().unwrap().starts_with("hall-open_r1_b"),
            "{r}"
        );
    }

    // The arbiter enters board 4's result on the page; the board journals
    // it and the page shows it as on the board.
    b.eval("document.querySelector('#rt-rows tr[data-board=\"4\"] select.rt-result').value = '1-0'; return 0;");
    b.click("#rt-rows tr[data-board=\"4\"] button.rt-enter");
    b.wait(
        60,
        "board 4's result, journalled by the board",
        "const r = document.querySelector('#rt-rows tr[data-board=\"4\"]'); \
         return r.dataset.result === '1-0' && !!r.querySelector('li.rt-entry[data-state=\"on_board\"]')",
    );
    let round = hall.json("/api/round?lang=en");
    let r4 = &round["rows"][3];
    assert_eq!(r4["reason"], "arbiter");
    assert_eq!(round["missing"], serde_json::json!([]));
    assert!(r4["by"].as_str().unwrap().contains(USER), "{r4}");
    b.screenshot(&screen_path(&dir, "hall-round-e2e.png"));
    for (p, _) in &mut boards {
        p.stop();
    }

    // The TRF out: the file in, with round 1's four results.
    let out = hall.request("GET", "/api/round/results.trf", &[], "", true);
    assert_eq!(out.status, 200, "{}", out.body);
    let original = std::fs::read_to_string(&trf_in).unwrap();
    let changed: Vec<(&str, &str)> = original
        .lines()
        .zip(out.body.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(changed.len(), 8, "every player's line, nothing else");
    let path = dir.join("out.trf");
    std::fs::write(&path, &out.body).unwrap();
    let pythonpath = root().join("target/pydeps");
    if Command::new("python3")
        .args(["-c", "import trf"])
        .env("PYTHONPATH", &pythonpath)
        .status()
        .is_ok_and(|s| s.success())
    {
        let script = "import sys, trf\n\
                      t = trf.load(open(sys.argv[1], encoding='utf-8', newline=''))\n\
                      for p in t.players:\n\
                      \x20   g = p.games[0]\n\
                      \x20   print(p.startrank, p.points, g.startrank, g.color, g.result)\n";
        let o = Command::new("python3")
            .args(["-c", script])
            .arg(&path)
            .env("PYTHONPATH", &pythonpath)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(
            String::from_utf8(o.stdout).unwrap(),
            "1 0.0 5 w 0\n2 1.0 6 w 1\n3 0.5 7 w =\n4 1.0 8 w 1\n5 1.0 1 b 1\n6 0.0 2 b 0\n7 0.5 3 b =\n8 0.0 4 b 0\n"
        );
    } else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI installs the trf package"
        );
        eprintln!(
            "SKIPPED: the check by the `trf` package (pip install --target target/pydeps trf==1.1.1)"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
