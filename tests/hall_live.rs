//! The hall's page through outages and at a hall's scale (issue 29, items
//! 3 and 5), in a real headless Chromium with the real mosquitto and
//! `jadoube-hall`, the boards being the real publisher on journals the
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

/// `jadoube-hall` on `port` with more arguments.
fn start_hall(
    broker: &str,
    prefix: &str,
    data: &Path,
    log: &Path,
    port: u16,
    more: &[&str],
) -> Hall {
    // The page over plain HTTP (what is tested here is the page, not its
    // TLS: tests/hall_auth.rs), an arbiter's account, signed in.
    std::fs::create_dir_all(data).unwrap();
    if !data.join("users").exists() {
        add_user(data, USER, "chief", PASSWORD);
    }
    let child = Command::new(hall_bin())
        .args(["--broker", broker, "--prefix", prefix, "--listen"])
        .arg(format!("127.0.0.1:{port}"))
        .arg("--data-dir")
        .arg(data)
        .arg("--insecure-http")
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
        .expect("jadoube-hall starts");
    let mut hall = Hall {
        port,
        data: data.to_path_buf(),
        proc: Proc(child, "hall"),
        pin: None,
        spki: String::new(),
        cookie: String::new(),
        csrf: String::new(),
    };
    wait_listening(port, "jadoube-hall");
    hall.sign_in();
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
    browser.open_signed_in(&hall.url("/"));
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
    // The page ticks once a second; a loaded machine may run its timer
    // late, so wait (up to 10 s) for two more seconds to show.
    let a0 = age();
    browser.wait(
        10,
        &format!("the age ticks on from {a0} s"),
        &format!(
            "return parseInt(document.querySelector('#tile-b1 .age').innerText) >= {}",
            a0 + 2
        ),
    );
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
    // The restarted hall has forgotten the sessions (they live in its
    // memory): the open page goes to the sign-in page by itself.
    browser.wait(
        60,
        "the open page sent to the sign-in page",
        "return location.pathname === '/signin'",
    );
    browser.open_signed_in(&hall.url("/"));
    browser.wait(
        60,
        "the page back on the restarted hall, the alert still in its history",
        "return document.querySelector('#link').dataset.page === 'up' && document.querySelector('#link').dataset.broker === 'true' && !!document.querySelector('#history li button.dismiss')",
    );
    assert_eq!(hall.json("/api/alerts")[0]["id"], json!(id.clone()));

    // A page opened later has it too; the arbiter dismisses it: gone from
    // every page, logged, and still gone after a restart.
    browser.open_signed_in(&hall.url("/?lang=es"));
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
    let origin = hall.url("");
    let status = hall
        .request(
            "POST",
            "/api/alerts/dismiss",
            &[
                ("Content-Type", "application/json"),
                ("X-CSRF-Token", &hall.csrf),
                ("Origin", &origin),
            ],
            r#"{"id":"b1/nothing/3"}"#,
            true,
        )
        .status;
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

const NAMES: [&str; 20] = [
    "Nepomniachtchi, Ian",
    "Abdusattorov, Nodirbek",
    "Vachier-Lagrave, M.",
    "Praggnanandhaa, R.",
    "Carlsen, Magnus",
    "Nakamura, Hikaru",
    "Firouzja, Alireza",
    "Caruana, Fabiano",
    "Gukesh, Dommaraju",
    "Erigaisi, Arjun",
    "Giri, Anish",
    "Ding, Liren",
    "Duda, Jan-Krzysztof",
    "So, Wesley",
    "Rapport, Richard",
    "Aronian, Levon",
    "Mamedyarov, S.",
    "Keymer, Vincent",
    "Dubov, Daniil",
    "Wei, Yi",
];

/// Every tile on the screen, none cut: its box inside the window, its
/// players' names and clocks whole (nothing hidden by an ellipsis).
const FITS: &str = "const W = window.innerWidth, H = window.innerHeight; \
    const tiles = [...document.querySelectorAll('#tiles .tile')]; \
    const out = tiles.filter(t => { const r = t.getBoundingClientRect(); return r.bottom > H + 0.5 || r.right > W + 0.5 || r.left < 0; }).map(t => t.id); \
    const cut = [...document.querySelectorAll('#tiles .pl .nm, #tiles .pl .clock, #tiles h2 .name')].filter(e => e.scrollWidth > e.clientWidth + 0.5).map(e => e.closest('.tile').id + ': ' + e.textContent); \
    return {tiles: tiles.length, out, cut, W, H, scroll: document.scrollingElement.scrollHeight};";

#[test]
fn sixty_boards_fit_a_full_hd_screen_and_alerts_come_first_on_a_phone() {
    const PREFIX: &str = "test/scale";
    let Some(mosquitto) = mosquitto_or_skip("sixty_boards_fit") else {
        return;
    };
    let Some((chromium, driver)) = chromium_or_skip("sixty_boards_fit") else {
        return;
    };
    let dir = scratch("hall-live-scale");
    let broker = Broker::start(&mosquitto, &dir);
    let public = root().join("tests/traces/public");
    let games = [
        "legal-000",
        "legal-001",
        "dual-000",
        "identity-000",
        "v12-kings-draw",
    ];
    // The boards' journals, written by the daemon: board 1 an illegal
    // move (played up to it: red), board 2 a game lost by a second illegal
    // move (Art. 7.5.5), board 5 a whole game whose journal the hall will
    // not verify, the others games under way.
    let mut sources = Vec::new();
    for n in 1..=50usize {
        let trace = match n {
            1 => public.join("illegal-001.trace"),
            2 => root().join("tests/traces/laws/s2-two-irregularities.trace"),
            5 => public.join("v12-kings-draw.trace"),
            _ => public.join(format!("{}.trace", games[n % games.len()])),
        };
        let (w, b) = (NAMES[n % 20], NAMES[(n * 7 + 3) % 20]);
        sources.push(daemon_journal(&dir, &trace, &n.to_string(), w, b));
    }
    // The organiser's list of keys: every board's but board 5's.
    let keys: String = (1..=50usize)
        .filter(|n| *n != 5)
        .map(|n| {
            let public =
                std::fs::read_to_string(dir.join(format!("source-{n}/board-key.pub"))).unwrap();
            let hex = public.split_whitespace().nth(1).unwrap().to_string();
            format!("b{n} {hex}\n")
        })
        .collect();
    std::fs::write(dir.join("keys"), keys).unwrap();
    let keys = dir.join("keys");
    let hall = start_hall(
        &broker.address(),
        PREFIX,
        &dir.join("hall"),
        &dir.join("hall.log"),
        free_port(),
        &["--keys", keys.to_str().unwrap()],
    );

    // The page is open before any board is heard of.
    let mut browser = Browser::start(&chromium, &driver, &dir);
    browser.resize(1280, 800);
    browser.open_signed_in(&hall.url("/"));
    browser.wait(
        30,
        "the page live",
        "return document.querySelector('#link').dataset.broker === 'true'",
    );
    assert_eq!(
        browser.eval("return document.querySelectorAll('#links a').length"),
        0
    );

    let play = |n: usize| {
        let mut b = Played::new(
            &broker.address(),
            PREFIX,
            &n.to_string(),
            &sources[n - 1],
            &dir,
        );
        match n {
            1 => b.play_until(|l| l.contains("\"kind\":\"illegal\"")),
            2 | 5 => b.play_until(|_| false),
            _ => {
                // A game under way: some of its moves.
                let moves: Vec<usize> = b
                    .lines
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| l.contains("\"kind\":\"move\""))
                    .map(|(i, _)| i)
                    .collect();
                let cut = moves
                    .get((n * 5) % moves.len().max(1))
                    .copied()
                    .unwrap_or(1);
                b.lines.truncate(cut + 1);
                b.play_until(|_| false);
            }
        }
        b
    };
    // Eight boards.
    let mut boards: Vec<Played> = (1..=8).map(play).collect();
    browser.wait(
        60,
        "eight tiles, board 1 red, board 2 over",
        "return document.querySelectorAll('#tiles .tile').length === 8 && document.querySelector('#tile-b1').dataset.alert === 'red' && document.querySelector('#tile-b2').dataset.over === 'true'",
    );
    // The round's link came without a reload.
    browser.wait(
        30,
        "the round's PGN linked",
        "return [...document.querySelectorAll('#links a')].some(a => a.getAttribute('href') === '/broadcast/round-3.pgn')",
    );
    // A game lost by a second illegal move: over, not red.
    let b2 = browser.eval("return [document.querySelector('#tile-b2').dataset.alert, document.querySelector('#tile-b2').innerText]");
    assert_eq!(b2[0], "none", "{b2}");
    assert!(b2[1].as_str().unwrap().contains("0-1"), "{b2}");
    // Its history: the first alert cleared by the second illegal move, the
    // second ended with the game; board 1's still open.
    let history = hall.json("/api/alerts");
    let of = |b: &str| -> Vec<serde_json::Value> {
        history
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["board"] == b)
            .cloned()
            .collect()
    };
    let b2 = of("b2");
    assert_eq!(b2.len(), 2, "{history}");
    assert_eq!(b2[0]["game_over"], true, "newest first: {history}");
    assert!(b2[0]["cleared"].is_string() && b2[1]["cleared"].is_string());
    assert_eq!(b2[1]["game_over"], false, "{history}");
    let b1 = of("b1");
    assert_eq!(b1.len(), 1, "{history}");
    assert!(b1[0]["cleared"].is_null(), "{history}");
    browser.wait(
        30,
        "the history on the page",
        "return document.querySelectorAll('#history li').length === 3 && document.querySelector('#history li[data-board=\"b2\"]').innerText.includes('ended with the game')",
    );
    // The same name in the bar and on the tile.
    browser.wait(
        90,
        "board 1 in the bar",
        "return !!document.querySelector('#alerts a')",
    );
    let names = browser.eval("return [document.querySelector('#alerts a').innerText, document.querySelector('#tile-b1 h2 .name').innerText]");
    assert_eq!(names[0], names[1], "{names}");
    assert_eq!(names[0], "Board 1");
    // Board 5's journal, not verified, shows on its tile, and only there.
    browser.wait(
        60,
        "board 5's journal NOT verified on its tile",
        "return document.querySelector('#tile-b5').dataset.unverified === 'true' && document.querySelector('#tile-b5 .badge.unverified').innerText === 'unverified'",
    );
    wait_for(60, "board 2's journal verified", || {
        hall.json("/api/board/b2")["tile"]["journals"][0]["ok"] == json!(true)
    });
    assert_eq!(
        browser.eval(
            "return document.querySelectorAll('#tiles .tile[data-unverified=\"true\"]').length"
        ),
        1
    );
    let fits = browser.eval(FITS);
    assert_eq!(fits["out"], json!([]), "{fits}");
    assert_eq!(fits["cut"], json!([]), "{fits}");
    browser.screenshot(&screen_path(&dir, "hall-8.png"));

    // Sixty: 42 more boards, and ten that report only their state, with a
    // clock's times (a DGT clock).
    boards.extend((9..=50).map(play));
    browser.wait(
        90,
        "fifty tiles",
        "return document.querySelectorAll('#tiles .tile').length === 50",
    );
    let tiles = hall.json("/api/boards");
    let mut state = tiles
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["board"] == "b3")
        .unwrap()["state"]
        .clone();
    for n in 51..=60usize {
        state["board"] = json!(format!("b{n}"));
        state["board_no"] = json!(n.to_string());
        state["game"] = json!(format!("city-open_r3_b{n}"));
        state["white"] = json!(NAMES[n % 20]);
        state["black"] = json!(NAMES[(n * 7 + 3) % 20]);
        state["clocks"] = json!({"white_s": 5399 - n, "black_s": 3600 + n});
        publish_retained(
            &broker.address(),
            &format!("{PREFIX}/board/b{n}/state"),
            state.to_string().as_bytes(),
        );
    }
    browser.resize(1920, 1080);
    browser.wait(
        60,
        "sixty tiles, ten with clocks",
        "return document.querySelectorAll('#tiles .tile').length === 60 && document.querySelectorAll('#tiles .clock').length === 20",
    );
    browser.screenshot(&screen_path(&dir, "hall-60.png"));
    // (Chromium's window of 1920x1080 leaves the page 1920x941, as a
    // browser's window on such a screen does.)
    let fits = browser.eval(FITS);
    eprintln!("1920x1080: {fits}");
    assert_eq!(fits["W"], 1920, "{fits}");
    assert!(fits["H"].as_u64().unwrap() <= 1080, "{fits}");
    assert_eq!(fits["tiles"], 60);
    assert_eq!(fits["out"], json!([]), "every tile on the screen: {fits}");
    assert_eq!(fits["cut"], json!([]), "names and clocks whole: {fits}");

    // A phone: the board with an alert first, on the first screen.
    browser.resize(390, 844);
    browser.wait(
        30,
        "one tile a row",
        "return getComputedStyle(document.querySelector('#tiles')).gridTemplateColumns.split(' ').length === 1",
    );
    let first = browser.eval(
        "const t = [...document.querySelectorAll('#tiles .tile')].map(e => [e.id, e.getBoundingClientRect().top]); \
         t.sort((a, b) => a[1] - b[1]); return [t[0][0], t[0][1] < window.innerHeight];",
    );
    assert_eq!(
        first,
        json!(["tile-b1", true]),
        "the alert first on a phone"
    );
    browser.screenshot(&screen_path(&dir, "hall-phone-60.png"));

    browser.quit();
    // (The games cut in mid-move end unsealed: the hall refuses those
    // journals at the stop, as it should; not this test's business.)
    for b in &mut boards {
        let _ = b.publisher.take().unwrap().finish();
    }
}

/// Publishes a retained message, as a board would.
fn publish_retained(broker: &str, topic: &str, payload: &[u8]) {
    let (host, port) = broker.rsplit_once(':').unwrap();
    let mut o = rumqttc::MqttOptions::new("test-state-board", host, port.parse().unwrap());
    o.set_keep_alive(Duration::from_secs(5));
    let (client, mut connection) = rumqttc::Client::new(o, 10);
    client
        .publish(topic, rumqttc::QoS::AtLeastOnce, true, payload.to_vec())
        .unwrap();
    for event in connection.iter() {
        match event {
            Ok(rumqttc::Event::Incoming(rumqttc::Packet::PubAck(_))) => break,
            Ok(_) => {}
            Err(e) => panic!("publish {topic}: {e}"),
        }
    }
    let _ = client.disconnect();
}
