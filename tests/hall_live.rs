//! The hall's page through outages and at a hall's scale (issue 29, items
//! 3 and 5), in a real headless Chromium with the real mosquitto and
//! `jadoube hall`, the boards being the real publisher on journals the
//! daemon wrote:
//!
//! - the broker killed with the page open: the page says so while it is
//!   down; an alert raised and cleared on a board meanwhile reaches the open
//!   page's alert history when the broker is back, stays there (a page
//!   opened later, a hall restarted) until an arbiter dismisses it; the hall
//!   stopped with the page open: the page says it lost the hall; the hall
//!   stops at once on SIGTERM;
//! - 60 boards on a 1920x1080 screen, names and clocks whole; the boards
//!   with an alert first on a phone; a game lost by a second illegal move
//!   not red; the same name for a board in the bar and on its tile; an
//!   unverified journal on the tile; the round's link without a reload; the
//!   screenshots of docs/hall.md (8 boards, 60, a phone: written to
//!   docs/screens/ with `JADOUBE_WRITE_SCREENS=1`).
//!
//! Skipped (loudly) without mosquitto, chromium and chromedriver; never in
//! CI.

mod browser_common;
mod hall_common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use browser_common::*;
use hall_common::*;
use serde_json::json;

/// `jadoube hall` on `port` with more arguments.
fn start_hall(
    broker: &str,
    prefix: &str,
    data: &Path,
    log: &Path,
    port: u16,
    more: &[&str],
) -> Hall {
    let child = Command::new(BIN)
        .args(["hall", "--broker", broker, "--prefix", prefix, "--listen"])
        .arg(format!("127.0.0.1:{port}"))
        .arg("--data-dir")
        .arg(data)
        .args(more)
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(log)
                .unwrap(),
        )
        .spawn()
        .expect("jadoube hall starts");
    let hall = Hall {
        port,
        data: data.to_path_buf(),
        proc: Proc(child, "hall"),
    };
    wait_listening(port, "jadoube hall");
    hall
}

#[test]
fn an_outage_shows_and_its_alert_stays_in_the_history_until_dismissed() {
    const PREFIX: &str = "test/live";
    let Some(mosquitto) = mosquitto_or_skip("an_outage_shows") else {
        return;
    };
    let Some((chromium, driver)) = chromium_or_skip("an_outage_shows") else {
        return;
    };
    let dir = scratch("hall-live-outage");
    let mut broker = Broker::start(&mosquitto, &dir);
    let (data, log) = (dir.join("hall"), dir.join("hall.log"));
    let port = free_port();
    let mut hall = start_hall(&broker.address(), PREFIX, &data, &log, port, &[]);

    // The demo game: an illegal move, the king put back, the arbiter's
    // button, then the game goes on to its end.
    let demo = std::fs::read_to_string(root().join("traces/demo.trace")).unwrap();
    let demo = demo.replace("16.400 drop e8\n", "16.400 drop e8\n17.000 ack\n");
    let trace = dir.join("demo-ack.trace");
    std::fs::write(&trace, demo).unwrap();
    let source = daemon_journal(&dir, &trace, "1", "Carlsen, M.", "Nakamura, H.");
    let mut board = Played::new(&broker.address(), PREFIX, "1", &source, &dir);
    // Up to the move before the illegal one.
    let illegal_at = board
        .lines
        .iter()
        .position(|l| l.contains("\"kind\":\"illegal\""))
        .expect("an illegal move");
    let before_illegal = board.lines[illegal_at - 1].clone();
    board.play_until(|l| l == before_illegal);

    let mut browser = Browser::start(&chromium, &driver, &dir);
    browser.go(&hall.url("/"));
    browser.wait(30, "board 1's tile, the broker connected", "return !!document.querySelector('#tile-b1') && document.querySelector('#link').dataset.broker === 'true' && document.querySelector('#link').innerText.includes('broker connected')");
    browser.wait(
        30,
        "board 1's link and the age of its last message",
        "const l = document.querySelector('#tile-b1 .link'); return l.classList.contains('on') && /^\\d+ s$/.test(l.querySelector('.age').innerText)",
    );
    // The age ticks.
    let age = || {
        browser
            .eval("return parseInt(document.querySelector('#tile-b1 .age').innerText)")
            .as_u64()
            .unwrap()
    };
    let a0 = age();
    std::thread::sleep(Duration::from_millis(2200));
    assert!(age() >= a0 + 2, "the age ticks: {a0} then {}", age());
    assert_eq!(
        browser.eval("return document.querySelector('#history').children.length"),
        0,
        "no alert yet"
    );

    // The broker dies: the page says so while it is down, and the boards'
    // links are unknown.
    broker.kill();
    browser.wait(
        30,
        "the broker down on the page",
        "const l = document.querySelector('#link'); return l.dataset.broker === 'false' && l.innerText.includes('broker NOT connected since')",
    );
    browser.wait(
        10,
        "board 1's link unknown",
        "return document.querySelector('#tile-b1 .link').classList.contains('unknown')",
    );
    browser.screenshot(&screen_path(&dir, "hall-broker-down.png"));
    // Meanwhile the alert is raised and cleared at the board: the illegal
    // move, the king put back, the arbiter's button.
    board.play_until(|l| l.contains("\"kind\":\"ack\""));
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(
        browser.eval("return [document.querySelector('#tile-b1').dataset.alert, document.querySelector('#link').dataset.broker]"),
        json!(["none", "false"]),
        "nothing reached the hall while the broker was down"
    );

    // The broker is back: the board sends what the hall missed; the alert
    // is in the open page's history, raised, acknowledged, restored and
    // cleared, with a button to dismiss it.
    broker.up();
    browser.wait(
        60,
        "the alert in the open page's history",
        "const li = document.querySelector('#history li[data-board=\"b1\"]'); return !!li && li.classList.contains('cleared') && !!li.querySelector('button.dismiss')",
    );
    let item = browser.eval("return document.querySelector('#history li').innerText");
    let item = item.as_str().unwrap();
    for words in [
        "Board 1",
        ": illegal move (Art. ",
        "raised ",
        "acknowledged ",
        "restored ",
        "cleared ",
    ] {
        assert!(item.contains(words), "{words:?} in the history: {item}");
    }
    assert_eq!(
        browser.eval("return [document.querySelector('#link').dataset.broker, document.querySelector('#tile-b1').dataset.alert]"),
        json!(["true", "none"])
    );
    browser.screenshot(&screen_path(&dir, "hall-history.png"));

    // The hall keeps it: a page opened later, a hall restarted.
    let alerts = hall.json("/api/alerts");
    assert_eq!(alerts.as_array().unwrap().len(), 1, "{alerts}");
    let id = alerts[0]["id"].as_str().unwrap().to_string();
    assert!(alerts[0]["cleared"].is_string(), "{alerts}");
    assert_eq!(alerts[0]["side"], "black");

    // The hall stopped with the page open: the page says it lost the
    // hall; the hall stops at once (its page's streams end with it).
    let t0 = Instant::now();
    hall.proc.stop();
    let stop = t0.elapsed();
    eprintln!("the hall stopped {stop:?} after SIGTERM, the page open");
    assert!(
        stop < Duration::from_millis(1500),
        "the hall took {stop:?} to stop"
    );
    browser.wait(
        30,
        "the page lost the hall",
        "const l = document.querySelector('#link'); return l.dataset.page === 'down' && l.innerText.includes('this page has NOT reached the hall since')",
    );
    hall = start_hall(&broker.address(), PREFIX, &data, &log, port, &[]);
    browser.wait(
        60,
        "the page back on the restarted hall, the alert still in its history",
        "return document.querySelector('#link').dataset.page === 'up' && document.querySelector('#link').dataset.broker === 'true' && !!document.querySelector('#history li button.dismiss')",
    );
    assert_eq!(hall.json("/api/alerts")[0]["id"], json!(id.clone()));

    // A page opened later has it too; the arbiter dismisses it: gone from
    // every page, logged, and still gone after a restart.
    browser.go(&hall.url("/?lang=es"));
    browser.wait(
        30,
        "the history in Spanish",
        "const li = document.querySelector('#history li'); return !!li && li.innerText.includes('Negras: jugada ilegal') && li.innerText.includes('cerrada')",
    );
    browser.click("#history li button.dismiss");
    browser.wait(
        30,
        "the history empty",
        "return document.querySelector('#history').children.length === 0",
    );
    assert_eq!(hall.json("/api/alerts"), json!([]));
    let dismissed = std::fs::read_to_string(data.join("alerts-dismissed.jsonl")).unwrap();
    assert!(dismissed.contains(&id), "{dismissed}");
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains(&format!("alert {id} dismissed by")),
        "the hall logs the dismissal: {text}"
    );
    // A dismissal of an unknown alert is refused.
    let (status, _) = http_body(
        "POST",
        hall.port,
        "/api/alerts/dismiss",
        r#"{"id":"b1/nothing/3"}"#,
    );
    assert_eq!(status, 404);
    hall.proc.stop();
    hall = start_hall(&broker.address(), PREFIX, &data, &log, port, &[]);
    assert_eq!(hall.json("/api/alerts"), json!([]), "dismissed for good");

    browser.quit();
    board.play_until(|_| false);
    let r = board.publisher.take().unwrap().finish();
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    drop(hall);
}
