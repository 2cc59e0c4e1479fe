//! The hall's page in a real headless Chromium (Debian's, driven over
//! WebDriver by chromedriver): tiles appear for every board, an illegal
//! move shows in red with the position to restore and clears when the
//! arbiter presses the board's button, a click opens the board's game; the
//! screenshots of `docs/hall.md` (written to docs/screens/ when
//! `JADOUBE_WRITE_SCREENS=1`, else under the target directory).
//!
//! The boards are the real publisher (`hall::board::Publisher`) on journals
//! the daemon wrote (`jadoube run --sim`), played into place line by line
//! so that the test decides when the alert comes and when it is
//! acknowledged. Skipped (loudly) without mosquitto, chromium and
//! chromedriver; never in CI.

mod browser_common;
mod english;
mod hall_common;

use std::time::Duration;

use browser_common::{
    Browser, Played, chromium_or_skip, daemon_journal, publisher_options, root, screen_path,
};
use hall_common::*;
use jadoube::hall::board::Publisher;
use serde_json::json;
use tokio::sync::watch;

const PREFIX: &str = "test/page";

#[test]
fn page_shows_tiles_and_an_alert_until_acknowledged() {
    let Some(mosquitto) = mosquitto_or_skip("page_shows_tiles_and_an_alert") else {
        return;
    };
    let Some((chromium, driver)) = chromium_or_skip("page_shows_tiles_and_an_alert") else {
        return;
    };
    let dir = scratch("hall-page");
    let broker = Broker::start(&mosquitto, &dir);
    let hall = Hall::start(
        &broker.address(),
        PREFIX,
        &dir.join("hall"),
        &dir.join("hall.log"),
    );

    // Journals written by the daemon: the demo game with the arbiter's
    // button pressed once the position is restored, and two more games.
    let demo = std::fs::read_to_string(root().join("traces/demo.trace")).unwrap();
    let demo = demo.replace("16.400 drop e8\n", "16.400 drop e8\n17.000 ack\n");
    let demo_trace = dir.join("demo-ack.trace");
    std::fs::write(&demo_trace, demo).unwrap();
    let public = root().join("tests/traces/public");
    let sources = [
        ("1", demo_trace, "Carlsen, M.", "Nakamura, H."),
        ("2", public.join("legal-000.trace"), "Ju, W.", "Lei, T."),
        (
            "3",
            public.join("illegal-001.trace"),
            "Polgar, J.",
            "Kasparov, G.",
        ),
    ];
    let mut journals = Vec::new();
    for (board, trace, white, black) in &sources {
        journals.push(daemon_journal(&dir, trace, board, white, black));
    }

    // Boards 2 and 3: their whole games. Board 1: up to its illegal move.
    let mut boards = Vec::new();
    for (i, source) in journals.iter().enumerate() {
        let board = (i + 1).to_string();
        let lines: Vec<String> = std::fs::read_to_string(source)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        let target = dir
            .join(format!("board-{board}"))
            .join(source.file_name().unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        let (tx, rx) = watch::channel(0u64);
        let opts = publisher_options(&broker.address(), PREFIX, &board, &target);
        let publisher = Publisher::spawn(opts, rx).unwrap();
        let mut b = Played {
            lines,
            at: 0,
            target,
            tx,
            publisher: Some(publisher),
        };
        if i == 0 {
            b.play_until(|l| l.contains("\"kind\":\"illegal\""));
        } else {
            b.play_until(|_| false);
        }
        boards.push(b);
    }

    let mut browser = Browser::start_trusting(&chromium, &driver, &dir, Some(&hall.spki));
    browser.sign_in(&hall);
    browser.go(&hall.url("/"));
    browser.wait(
        30,
        "three tiles",
        "return document.querySelectorAll('#tiles .tile').length === 3",
    );
    browser.wait(
        30,
        "board 1 in red",
        "return document.querySelector('#tile-b1').dataset.alert === 'red'",
    );
    let text = browser.eval("return document.querySelector('#tile-b1').innerText");
    assert!(text.as_str().unwrap().contains("illegal move"), "{text}");
    // The position to restore is drawn, with the steps to get there.
    let steps = browser.eval("return document.querySelectorAll('#tile-b1 .alertbox li').length");
    assert!(steps.as_u64().unwrap() >= 1, "steps shown: {steps}");
    let alert_bar = browser.eval("return document.querySelector('#alerts').innerText");
    assert!(
        alert_bar.as_str().unwrap().contains("Board 1"),
        "{alert_bar}"
    );
    browser.wait(30, "the other games over", "return [...document.querySelectorAll('#tile-b2 .last, #tile-b3 .last')].every(e => e.innerText.length > 0)");
    browser.screenshot(&screen_path(&dir, "hall-alert.png"));

    // The arbiter puts the king back: still red until the button.
    boards[0].play_until(|l| l.contains("\"kind\":\"restored\""));
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(
        browser.eval("return document.querySelector('#tile-b1').dataset.alert"),
        "red"
    );
    // The button: the alert clears.
    boards[0].play_until(|l| l.contains("\"kind\":\"ack\""));
    browser.wait(
        30,
        "board 1's alert cleared",
        "return document.querySelector('#tile-b1').dataset.alert === 'none'",
    );
    let alert_bar = browser.eval("return document.querySelector('#alerts').innerText");
    assert!(
        !alert_bar.as_str().unwrap().contains("Board 1"),
        "{alert_bar}"
    );
    boards[0].play_until(|_| false);
    browser.wait(
        30,
        "board 1's game over",
        "return document.querySelector('#tile-b1').innerText.includes('1-0')",
    );
    browser.screenshot(&screen_path(&dir, "hall-tiles.png"));

    // A click opens the board's game and decisions.
    browser.click("#tile-b1");
    browser.wait(30, "board 1's decisions", "return document.querySelectorAll('#detail tr').length > 5 && !document.querySelector('#detail').hidden");
    let detail = browser.eval("return document.querySelector('#detail').innerText");
    let detail = detail.as_str().unwrap();
    assert!(
        detail.contains("illegal") && detail.contains("Qxf7#"),
        "{detail}"
    );
    browser.wait(30, "the board's screen", "const i = document.querySelector('#detail img.screen'); return i && i.complete && i.naturalWidth === 480");
    browser.screenshot(&screen_path(&dir, "hall-board.png"));

    // The button asks the board for its journal: the board sends it, the
    // hall verifies it again and the board's receipt is written anew.
    let receipt = jadoube::hall::board::receipt_path(&boards[0].target);
    wait_for(30, "board 1's journal collected", || receipt.exists());
    let before = std::fs::metadata(&receipt).unwrap().modified().unwrap();
    std::thread::sleep(Duration::from_millis(50));
    browser.click("#ask");
    browser.wait(
        30,
        "the request sent",
        "return document.querySelector('#asked').innerText.startsWith('asked')",
    );
    wait_for(30, "a new receipt", || {
        std::fs::metadata(&receipt).unwrap().modified().unwrap() > before
    });

    // A phone.
    browser.resize(390, 844);
    browser.go(&hall.url("/"));
    browser.wait(
        30,
        "three tiles on the phone",
        "return document.querySelectorAll('#tiles .tile').length === 3",
    );
    let cols = browser.eval("return getComputedStyle(document.querySelector('#tiles')).gridTemplateColumns.split(' ').length");
    assert_eq!(cols, 1, "one tile a row on a phone");
    browser.screenshot(&screen_path(&dir, "hall-phone.png"));
    browser.resize(1100, 820);

    // A board that publishes a hostile state: its words are shown as
    // text, never run (issue 29).
    // (A Spanish board's words: the state of board 2 in Spanish.)
    let tiles = hall.json("/api/boards?lang=es");
    let mut evil = tiles[1]["state"].clone();
    assert!(evil.is_object(), "{tiles}");
    let hostile = r#"white"><img src=x onerror="window.__pwned=1">"#;
    evil["board"] = json!("evil");
    evil["turn"] = json!(hostile);
    evil["white"] = json!(hostile);
    evil["last_move"] = json!("<b id=pwned>Qxf7#</b>");
    evil["board_no"] = json!("<script>window.__pwned=2</script>");
    publish_retained(
        &broker.address(),
        &format!("{PREFIX}/board/evil/state"),
        evil.to_string().as_bytes(),
    );

    // The page in Spanish, as its switch gives it: no English label, the
    // decisions in Spanish too, the hostile words as text.
    browser.go(&hall.url("/?lang=es"));
    browser.wait(
        30,
        "four tiles in Spanish",
        "return document.querySelectorAll('#tiles .tile').length === 4 && document.documentElement.lang === 'es'",
    );
    browser.wait(
        30,
        "the decisions in Spanish",
        "return document.querySelector('#tile-b1').innerText.includes('jaque mate')",
    );
    let evil_tile = browser.eval("return document.querySelector('#tile-evil').innerText");
    assert!(
        evil_tile.as_str().unwrap().contains(hostile),
        "the hostile name as text: {evil_tile}"
    );
    assert!(
        evil_tile
            .as_str()
            .unwrap()
            .contains("<b id=pwned>Qxf7#</b>"),
        "{evil_tile}"
    );
    assert_eq!(
        browser.eval("return [window.__pwned === undefined, document.querySelectorAll('#tiles img, #tiles script, #pwned').length]"),
        json!([true, 0]),
        "nothing the board sent became markup"
    );
    let english = english::english_words();
    let page = browser.eval(
        "return document.title + '\\n' + document.body.innerText + '\\n' + \
         [...document.querySelectorAll('[title],[aria-label],[alt]')].map(e => [e.title, e.getAttribute('aria-label'), e.alt].filter(x => x).join('\\n')).join('\\n')",
    );
    let page = page.as_str().unwrap().replace(hostile, "");
    english::assert_no_english(jadoube::i18n::Lang::Es, "the hall's page", &page, &english);
    browser.screenshot(&screen_path(&dir, "hall-es.png"));
    // A board's game in Spanish.
    browser.click("#tile-b1");
    browser.wait(30, "board 1's decisions in Spanish", "return document.querySelectorAll('#detail tr').length > 5 && !document.querySelector('#detail').hidden && document.querySelector('#detail').innerText.includes('decisiones')");
    let detail = browser.eval("return document.querySelector('#detail').innerText");
    let detail = detail.as_str().unwrap();
    // The collected journals are listed (as elements, not "[object …]").
    assert!(!detail.contains("[object"), "{detail}");
    // The verify report of a collected journal is said in the page's
    // language too (`hall::store::Found`), not the hall's.
    let reports = browser.eval(
        "return Array.from(document.querySelectorAll('#detail li pre')).map((p) => p.innerText).join('\\n')",
    );
    let reports = reports.as_str().unwrap();
    assert!(
        reports.contains("la sala lo guarda: verificado"),
        "the report in Spanish: {reports}"
    );
    // The tournament's name (the board's `journal.event`) is no word of
    // the language.
    english::assert_no_english(
        jadoube::i18n::Lang::Es,
        "a board's game on the hall's page",
        &detail.replace("City Open", ""),
        &english,
    );
    // The switch: French, and the board still shown.
    browser.click("#langs a[data-lang='fr']");
    browser.wait(
        30,
        "the page in French",
        "return document.documentElement.lang === 'fr' && location.hash === '#board=b1' && document.querySelector('#detail').innerText.includes('décisions')",
    );
    // Every language has its page.
    for lang in jadoube::i18n::Lang::ALL {
        let code = lang.code();
        browser.go(&hall.url(&format!("/?lang={code}")));
        browser.wait(
            30,
            &format!("the tiles in {code}"),
            "return document.querySelectorAll('#tiles .tile').length === 4",
        );
        let bar = browser.eval("return document.querySelector('#counts').innerText");
        if lang != jadoube::i18n::Lang::En {
            english::assert_no_english(lang, "the hall's bar", bar.as_str().unwrap(), &english);
        }
    }
    // The browser's Accept-Language, without the switch.
    for (accept, lang) in [
        ("pt-BR,pt;q=0.9,en;q=0.8", "pt"),
        ("it, de;q=0.5, fr;q=0.7", "fr"),
        ("it", "en"),
    ] {
        let page = hall
            .request("GET", "/", &[("Accept-Language", accept)], "", true)
            .body;
        assert!(
            page.contains(&format!("<html lang=\"{lang}\">")),
            "{accept}: {page}"
        );
    }
    browser.quit();
    drop(browser);

    for b in &mut boards {
        let r = b.publisher.take().unwrap().finish();
        assert!(r.errors.is_empty(), "{:?}", r.errors);
    }
}

/// Publishes a retained message, as a board would.
fn publish_retained(broker: &str, topic: &str, payload: &[u8]) {
    let (host, port) = broker.rsplit_once(':').unwrap();
    let mut o = rumqttc::MqttOptions::new("test-evil-board", host, port.parse().unwrap());
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
