//! Issue 30, the hall's side: a round's pairings loaded at the hall (the
//! command line, then the page) reach each board as a retained `pairing`
//! on the real broker (mosquitto); the round table shows the results as
//! the boards publish their decisions; an arbiter's entry is sent as the
//! board's retained `result`, audit-logged, refused to a viewer and
//! without the CSRF token; the results come back as a TRF the `trf`
//! package reads, a CSV, and a PGN python-chess reads strictly; the page
//! (Chromium, over HTTPS, signed in) shows the table and takes an entry.

mod browser_common;
mod english;
mod hall_common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};

use browser_common::*;
use hall_common::*;
use serde_json::Value;

/// Every message of `PREFIX/hall/+/pairing` and `.../result`: topic -> the
/// payloads in order.
type Seen = Arc<Mutex<BTreeMap<String, Vec<Vec<u8>>>>>;

fn listen(broker: &str, prefix: &str) -> Seen {
    let (host, port) = broker.split_once(':').unwrap();
    let mut o = rumqttc::MqttOptions::new("test-listener", host, port.parse().unwrap());
    o.set_max_packet_size(1 << 20, 1 << 20);
    let (client, mut connection) = rumqttc::Client::new(o, 100);
    for leaf in ["pairing", "result"] {
        client
            .subscribe(format!("{prefix}/hall/+/{leaf}"), rumqttc::QoS::AtLeastOnce)
            .unwrap();
    }
    let seen: Seen = Arc::default();
    let s = seen.clone();
    std::thread::spawn(move || {
        let _client = client;
        for ev in connection.iter() {
            match ev {
                Ok(rumqttc::Event::Incoming(rumqttc::Packet::Publish(p))) => {
                    s.lock()
                        .unwrap()
                        .entry(p.topic.clone())
                        .or_default()
                        .push(p.payload.to_vec());
                }
                Ok(_) => {}
                Err(_) => std::thread::sleep(std::time::Duration::from_millis(200)),
            }
        }
    });
    seen
}

fn last(seen: &Seen, topic: &str) -> Option<Vec<u8>> {
    seen.lock()
        .unwrap()
        .get(topic)
        .and_then(|v| v.last().cloned())
}

fn last_json(seen: &Seen, topic: &str) -> Option<Value> {
    last(seen, topic).and_then(|b| serde_json::from_slice(&b).ok())
}

fn fixture(name: &str) -> PathBuf {
    root().join("tests/fixtures/trf").join(name)
}

fn laws(trace: &str) -> PathBuf {
    root().join("tests/traces/laws").join(trace)
}

/// A POST of JSON with a session (`cookie`) and a CSRF token (None: none).
fn post_json(hall: &Hall, path: &str, cookie: &str, csrf: Option<&str>, body: &Value) -> Reply {
    let mut h = vec![("Content-Type", "application/json"), ("Cookie", cookie)];
    if let Some(c) = csrf {
        h.push(("X-CSRF-Token", c));
    }
    hall.request("POST", path, &h, &body.to_string(), false)
}

fn audit(hall: &Hall) -> String {
    std::fs::read_to_string(hall.data.join("audit.log")).unwrap_or_default()
}

fn rows(hall: &Hall) -> Vec<Value> {
    hall.json("/api/round?lang=en")["rows"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

#[test]
fn a_round_from_a_trf_in_to_results_out_through_the_hall() {
    let Some(mosquitto) =
        mosquitto_or_skip("a_round_from_a_trf_in_to_results_out_through_the_hall")
    else {
        return;
    };
    let browser = chromium_or_skip("a_round_from_a_trf_in_to_results_out_through_the_hall");
    let dir = scratch("hall-round");
    let broker = Broker::start(&mosquitto, &dir);
    let addr = broker.address();
    let prefix = "t/round";
    let seen = listen(&addr, prefix);
    let data = dir.join("hall");
    let mut hall = Hall::start(&addr, prefix, &data, &dir.join("hall.log"));
    let topic = |board: &str, leaf: &str| format!("{prefix}/hall/{board}/{leaf}");

    // 1. The command line: the round into the hall's data directory; the
    // running hall sends each board (named by its number: no board is
    // known yet) its pairing.
    let out = Command::new(hall_bin())
        .arg("pairings")
        .arg(fixture("open-r3.trf"))
        .arg("--data-dir")
        .arg(&data)
        .args(["--lang", "en"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("board 1: Novak, Ana - Kowalska, Ewa"),
        "{stdout}"
    );
    wait_for(20, "the pairings of boards 1, 2, 3", || {
        ["1", "2", "3"]
            .iter()
            .all(|b| last_json(&seen, &topic(b, "pairing")).is_some())
    });
    let p1 = last_json(&seen, &topic("1", "pairing")).unwrap();
    assert_eq!(p1["round"], "3");
    assert_eq!(p1["board"], "1");
    assert_eq!(p1["games"][0]["white"], "Novak, Ana");
    assert_eq!(p1["games"][0]["black"], "Kowalska, Ewa");
    assert_eq!(p1["games"][0]["white_fide_id"], 14600001);
    assert_eq!(p1["games"][0]["white_rating"], 2612);
    let first_id = p1["id"].as_str().unwrap().to_string();
    let p3 = last_json(&seen, &topic("3", "pairing")).unwrap();
    assert_eq!(
        (
            p3["games"][0]["white"].as_str(),
            p3["games"][0]["black"].as_str(),
            p3["id"].as_str()
        ),
        (
            Some("Okafor, Ben"),
            Some("Müller, Jörg"),
            Some(first_id.as_str())
        )
    );
    assert!(audit(&hall).contains("load pairings"), "{}", audit(&hall));

    // A file the hall cannot read is refused, naming the line; the round
    // loaded stays.
    let bad = dir.join("bad.csv");
    std::fs::write(&bad, "board,white\n1,a\n").unwrap();
    let out = Command::new(hall_bin())
        .arg("pairings")
        .arg(&bad)
        .args(["--round", "4", "--data-dir"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 1"), "{err}");
    assert_eq!(hall.json("/api/round")["loaded"]["id"], first_id.as_str());

    // 2. The page (the chief arbiter, with the CSRF token): the same TRF
    // with the boards named; a new id to every board, the boards no
    // longer paired withdrawn (an empty retained payload).
    let trf_text = std::fs::read_to_string(fixture("open-r3.trf")).unwrap();
    let body = serde_json::json!({
        "file": "open-r3.trf",
        "text": trf_text,
        "boards": "1 b1\n2 b2\n3 b3\n",
    });
    let r = post_json(
        &hall,
        "/api/round/pairings",
        &hall.cookie,
        Some(&hall.csrf),
        &body,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    wait_for(
        20,
        "the pairings of b1, b2, b3 and the others withdrawn",
        || {
            ["b1", "b2", "b3"].iter().all(|b| {
                last_json(&seen, &topic(b, "pairing")).is_some_and(|p| p["id"] != first_id.as_str())
            }) && ["1", "2", "3"]
                .iter()
                .all(|b| last(&seen, &topic(b, "pairing")).is_some_and(|p| p.is_empty()))
        },
    );
    let second_id = last_json(&seen, &topic("b2", "pairing")).unwrap()["id"].clone();
    assert!(audit(&hall).contains(&format!("\"user\":\"{USER}\"")));
    assert!(
        audit(&hall)
            .lines()
            .any(|l| l.contains("load pairings") && l.contains(USER) && l.contains("3 boards")),
        "{}",
        audit(&hall)
    );
    // A file the page's upload refuses is said in the page's language
    // (`?lang=`, as round.js sends it), the line named, no English word
    // (lang7); without `?lang=`, in the hall's (English here). The round
    // loaded stays.
    let en_words = english::english_words();
    let bad = serde_json::json!({ "file": "r4.csv", "text": "white,black\nA,B\n", "round": 4 });
    let r = post_json(
        &hall,
        "/api/round/pairings",
        &hall.cookie,
        Some(&hall.csrf),
        &bad,
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(
        r.body
            .contains("r4.csv: line 1: the header has no Board column"),
        "{}",
        r.body
    );
    for lang in [
        jadoube::i18n::Lang::Es,
        jadoube::i18n::Lang::Pt,
        jadoube::i18n::Lang::Fr,
        jadoube::i18n::Lang::De,
    ] {
        let path = format!("/api/round/pairings?lang={}", lang.code());
        let r = post_json(&hall, &path, &hall.cookie, Some(&hall.csrf), &bad);
        assert_eq!(r.status, 422, "{lang}: {}", r.body);
        assert!(
            r.body.contains("r4.csv") && r.body.contains('1'),
            "{lang}: {}",
            r.body
        );
        english::assert_no_english(lang, "the upload's refusal", &r.body, &en_words);
    }
    let round = hall.json("/api/round?lang=en");
    assert_eq!(round["loaded"]["id"], second_id);
    assert_eq!(round["missing"], serde_json::json!([1, 2, 3]));
    assert_eq!(round["rows"][0]["status"], "no_board");

    // 3. The boards play: board 1 ends by the kings in the centre, board 2
    // by a flag against a bare king (Art. 6.9: drawn; its players sat with
    // the colours swapped), board 3 is in play.
    let j1 = daemon_journal(
        &dir,
        &laws("s8-kings-light-occupancy.trace"),
        "1",
        "Novak, Ana",
        "Kowalska, Ewa",
    );
    let j2 = daemon_journal(
        &dir,
        &laws("s8-flag-full-bare-king.trace"),
        "2",
        "Dubois, Marc",
        "García, Luis",
    );
    let j3 = daemon_journal(
        &dir,
        &laws("s8-result-corrected-postmortem-new-game.trace"),
        "3",
        "Okafor, Ben",
        "Müller, Jörg",
    );
    let mut b1 = Played::new(&addr, prefix, "1", &j1, &dir);
    let mut b2 = Played::new(&addr, prefix, "2", &j2, &dir);
    let mut b3 = Played::new(&addr, prefix, "3", &j3, &dir);
    b1.play_until(|_| false);
    b2.play_until(|_| false);
    // Board 3: up to its second move.
    let moves = std::cell::Cell::new(0);
    b3.play_until(|l| {
        if l.contains("\"kind\":\"move\"") {
            moves.set(moves.get() + 1);
        }
        moves.get() == 2
    });
    wait_for(
        30,
        "the round table: boards 1 and 2 finished, 3 in play",
        || {
            let r = rows(&hall);
            r.len() == 3
                && r[0]["result"] == "1-0"
                && r[1]["result"] == "½-½"
                && r[2]["status"] == "playing"
        },
    );
    let r = rows(&hall);
    assert_eq!(r[0]["reason"], "kings");
    assert_eq!(r[0]["board_name"], "b1");
    assert_eq!(r[1]["reason"], "time_opponent_cannot_checkmate");
    assert!(
        r[1]["how"].as_str().unwrap().contains("6.9") || !r[1]["how"].as_str().unwrap().is_empty()
    );
    assert_eq!(r[1]["check_kinds"], serde_json::json!(["swapped"]));
    assert_eq!(r[2]["plies"], 2);
    assert_eq!(hall.json("/api/round")["missing"], serde_json::json!([3]));

    // 4. An arbiter's entry: refused to a viewer and without the token;
    // the chief's is audit-logged and sent as b3's retained `result`.
    add_user(&data, "victor", "viewer", "a viewer's password");
    let (vcookie, vcsrf) = hall.sign_in_as("victor", "a viewer's password");
    let entry = serde_json::json!({ "board": 3, "result": "0-1" });
    let r = post_json(&hall, "/api/round/result", &vcookie, Some(&vcsrf), &entry);
    assert_eq!(r.status, 403, "a viewer: {}", r.body);
    let r = post_json(&hall, "/api/round/result", &hall.cookie, None, &entry);
    assert_eq!(r.status, 403, "no CSRF token: {}", r.body);
    assert!(last(&seen, &topic("b3", "result")).is_none());
    let r = post_json(
        &hall,
        "/api/round/result",
        &hall.cookie,
        Some(&hall.csrf),
        &entry,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let sent: Value = serde_json::from_str(&r.body).unwrap();
    wait_for(20, "b3's result message", || {
        last_json(&seen, &topic("b3", "result")).is_some()
    });
    let m = last_json(&seen, &topic("b3", "result")).unwrap();
    let e = &m["entries"][0];
    assert_eq!(m["entries"].as_array().unwrap().len(), 1);
    assert_eq!(
        (e["result"].as_str(), e["by"].as_str()),
        (Some("0-1"), Some(USER))
    );
    assert_eq!(e["board_game"], 1);
    assert_eq!(e["id"], sent["id"]);
    assert_eq!(e["game"], sent["game"]);
    assert!(e["game"].as_str().unwrap().contains("r3_b3"), "{e}");
    let log = audit(&hall);
    assert!(
        log.lines().any(|l| l.contains("enter result")
            && l.contains(USER)
            && l.contains("board 3 (b3): 0-1")),
        "{log}"
    );
    assert!(
        log.lines()
            .any(|l| l.contains("victor") && l.contains("refused: a read-only account")),
        "{log}"
    );
    // Until the board journals it: sent.
    let r = rows(&hall);
    assert_eq!(r[2]["entries"][0]["state"], "sent");
    assert_eq!(r[2]["check_kinds"], serde_json::json!(["result_differs"]));
    // A correction: both entries, oldest first, on the retained message.
    let entry2 = serde_json::json!({ "board": 3, "result": "1/2-1/2" });
    let r = post_json(
        &hall,
        "/api/round/result",
        &hall.cookie,
        Some(&hall.csrf),
        &entry2,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    wait_for(20, "b3's two entries", || {
        last_json(&seen, &topic("b3", "result"))
            .is_some_and(|m| m["entries"].as_array().is_some_and(|a| a.len() == 2))
    });
    let m = last_json(&seen, &topic("b3", "result")).unwrap();
    assert_eq!(m["entries"][0]["result"], "0-1");
    assert_eq!(m["entries"][1]["result"], "1/2-1/2");
    assert_ne!(m["entries"][0]["id"], m["entries"][1]["id"]);
    // No game on a board of no pairing.
    let r = post_json(
        &hall,
        "/api/round/result",
        &hall.cookie,
        Some(&hall.csrf),
        &serde_json::json!({"board": 9, "result": "1-0"}),
    );
    assert_eq!(r.status, 404, "{}", r.body);

    // Board 3's game ends (its own arbiter: 1-0 corrected to 0-1).
    b3.play_until(|l| l.contains("new_game"));
    wait_for(30, "board 3 finished", || rows(&hall)[2]["result"] == "0-1");
    let r = rows(&hall);
    assert_eq!(r[2]["reason"], "arbiter");
    assert_eq!(r[2]["corrections"].as_array().unwrap().len(), 1, "{}", r[2]);

    // 5. The downloads (signed in only).
    let anon = hall.request("GET", "/api/round/results.trf", &[], "", false);
    assert_eq!(anon.status, 401);
    let trf = hall.request("GET", "/api/round/results.trf", &[], "", true);
    assert_eq!(trf.status, 200, "{}", trf.body);
    assert!(
        trf.header("content-disposition")
            .unwrap()
            .contains("round-3-results.trf")
    );
    let path = dir.join("out.trf");
    std::fs::write(&path, &trf.body).unwrap();
    // Byte for byte the file loaded but for round 3's blocks and points.
    let original = std::fs::read_to_string(fixture("open-r3.trf")).unwrap();
    for (a, b) in original.lines().zip(trf.body.lines()) {
        if !a.starts_with("001") {
            assert_eq!(a, b);
        } else {
            assert_eq!(a[..80], b[..80], "the player's fields");
        }
    }
    check_trf_package(&path);
    let (status, csv) = hall.get("/api/round/results.csv");
    assert_eq!(status, 200);
    let csv_lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        csv_lines[0],
        "board,white,black,white_id,black_id,result,how"
    );
    assert!(
        csv_lines[1].starts_with("1,\"Novak, Ana\",\"Kowalska, Ewa\",14600001,"),
        "{csv}"
    );
    assert!(csv_lines[1].contains(",1-0,"), "{csv}");
    assert!(csv_lines[2].contains(",1/2-1/2,"), "{csv}");
    assert!(csv_lines[3].contains(",0-1,"), "{csv}");
    let (status, pgn) = hall.get("/api/round/round.pgn");
    assert_eq!(status, 200, "{pgn}");
    let games = strict_pgn(&pgn, &dir);
    let results: Vec<String> = games
        .iter()
        .map(|g| g["tags"]["Result"].as_str().unwrap_or("").to_string())
        .collect();
    for (want, board) in [("1-0", "1"), ("1/2-1/2", "2"), ("0-1", "3")] {
        assert!(
            games
                .iter()
                .any(|g| g["tags"]["Board"] == board && g["tags"]["Result"] == want),
            "board {board}: {want} in {results:?}"
        );
    }

    // 6. The page, in Chromium, signed in: the table, an entry made there.
    if let Some((chromium, driver)) = browser {
        let b = Browser::start_trusting(&chromium, &driver, &dir, Some(&hall.spki));
        b.open_signed_in(&hall.url("/#round"));
        b.wait(
            30,
            "the round table",
            "return document.querySelectorAll('#rt-rows tr[data-board]').length === 3",
        );
        b.wait(10, "the results", "return document.querySelector('#rt-rows tr[data-board=\"1\"]').dataset.result === '1-0' && document.querySelector('#rt-rows tr[data-board=\"3\"]').dataset.result === '0-1'");
        assert_eq!(
            b.eval("return document.querySelectorAll('#rt-rows tr[data-board=\"2\"] li.rt-check[data-kind=\"swapped\"]').length"),
            1
        );
        assert_eq!(
            b.eval("return document.querySelector('#rt-missing').dataset.count"),
            "0"
        );
        assert_eq!(
            b.eval("return document.querySelector('#tiles').hidden"),
            true
        );
        assert_eq!(
            b.eval("return document.querySelectorAll('#rt-rows tr[data-board=\"3\"] li.rt-entry[data-state=\"sent\"]').length"),
            2
        );
        // The arbiter corrects board 1 from the page.
        b.eval("const s = document.querySelector('#rt-rows tr[data-board=\"1\"] select.rt-result'); s.value = '0-1'; return 0;");
        b.click("#rt-rows tr[data-board=\"1\"] button.rt-enter");
        b.wait(20, "board 1's entry, sent", "return document.querySelectorAll('#rt-rows tr[data-board=\"1\"] li.rt-entry[data-state=\"sent\"]').length === 1");
        wait_for(20, "b1's result message", || {
            last_json(&seen, &topic("b1", "result"))
                .is_some_and(|m| m["entries"][0]["result"] == "0-1")
        });
        b.screenshot(&screen_path(&dir, "hall-round.png"));
        // The round table in every other language, no English left.
        let en = english::english_words();
        for lang in [
            jadoube::i18n::Lang::Es,
            jadoube::i18n::Lang::Pt,
            jadoube::i18n::Lang::Fr,
            jadoube::i18n::Lang::De,
        ] {
            b.go(&hall.url(&format!("/?lang={}#round", lang.code())));
            b.wait(30, "the round table", "return document.querySelectorAll('#rt-rows tr[data-board]').length === 3 && !!document.querySelector('#rt-rows li.rt-entry')");
            b.eval("document.querySelector('#rt-form').open = true; return 0;");
            let text = b.eval("return document.querySelector('#bar').innerText + '\\n' + document.querySelector('#round').innerText");
            // (The tournament's name is the organiser's.)
            let text = text.as_str().unwrap().replace("Jadoube Open 2026", "");
            english::assert_no_english(lang, "the round table", &text, &en);
            // A CSV the hall refuses, from the page's form: the answer in
            // the page's language (lang7).
            b.type_in("#rt-text", "white,black\nA,B\n");
            b.type_in("#rt-round", "4");
            b.click("#rt-load");
            b.wait(20, "the refusal", "return document.querySelector('#rt-msg').className === 'down' && document.querySelector('#rt-msg').textContent.length > 0");
            let msg = b.eval("return document.querySelector('#rt-msg').textContent");
            let msg = msg.as_str().unwrap().to_string();
            assert!(msg.contains(':'), "{lang}: {msg}");
            english::assert_no_english(lang, "the form's refusal", &msg, &en);
        }
        b.go(&hall.url("/?lang=en#round"));
        b.wait(
            30,
            "the round table",
            "return document.querySelectorAll('#rt-rows tr[data-board]').length === 3",
        );
        // Loading from the page's form: a CSV pasted, round 4.
        b.eval("document.querySelector('#rt-form').open = true; return 0;");
        b.type_in(
            "#rt-text",
            "board,white,black\n1,\"Novak, Ana\",\"Okafor, Ben\"\n",
        );
        b.type_in("#rt-round", "4");
        b.type_in("#rt-boards", "1 b1");
        b.click("#rt-load");
        b.wait(20, "the round loaded", "return document.querySelector('#rt-msg').className === 'up' && document.querySelector('#rt-title').textContent.includes('4')");
        wait_for(20, "b1's round-4 pairing; b2, b3 withdrawn", || {
            last_json(&seen, &topic("b1", "pairing"))
                .is_some_and(|p| p["round"] == "4" && p["games"][0]["black"] == "Okafor, Ben")
                && ["b2", "b3"]
                    .iter()
                    .all(|x| last(&seen, &topic(x, "pairing")).is_some_and(|p| p.is_empty()))
        });
    }

    // 7. A restart keeps the round and the entries.
    hall.proc.stop();
    drop(b1);
    drop(b2);
    drop(b3);
    let hall2 = Hall::start(&addr, prefix, &data, &dir.join("hall2.log"));
    let round = hall2.json("/api/round");
    assert!(round["loaded"]["id"].is_string());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The TRF written back, read by the `trf` package (as
/// `tests/pairings.rs`): round 3's results as the boards gave them.
fn check_trf_package(path: &Path) {
    let pythonpath = root().join("target/pydeps");
    let have = Command::new("python3")
        .args(["-c", "import trf"])
        .env("PYTHONPATH", &pythonpath)
        .status()
        .is_ok_and(|s| s.success());
    if !have {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI installs the trf package"
        );
        eprintln!(
            "SKIPPED: python3 with the `trf` package (pip install --target target/pydeps trf==1.1.1)"
        );
        return;
    }
    let script = "import sys, trf\n\
                  t = trf.load(open(sys.argv[1], encoding='utf-8', newline=''))\n\
                  for p in t.players:\n\
                  \x20   g = p.games[2]\n\
                  \x20   print(p.startrank, p.points, g.startrank, g.color, g.result)\n";
    let o = Command::new("python3")
        .args(["-c", script])
        .arg(path)
        .env("PYTHONPATH", &pythonpath)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        String::from_utf8(o.stdout).unwrap(),
        "1 2.5 7 w 1\n2 0.5 3 w 0\n3 2.0 2 b 1\n4 1.0 0 - U\n5 2.0 6 w =\n6 2.0 5 b =\n7 2.0 1 b 0\n"
    );
}

/// The games of a PGN as python-chess reads it strictly
/// (`tests/pgn_strict.py`); panics when it refuses any of it.
fn strict_pgn(text: &str, dir: &Path) -> Vec<Value> {
    let ok = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        assert!(std::env::var_os("CI").is_none(), "CI installs python-chess");
        eprintln!("SKIPPED: python-chess is not installed");
        return Vec::new();
    }
    let file = dir.join("round.pgn");
    std::fs::write(&file, text).unwrap();
    python_chess_games(&file, "the round's PGN")
}
