//! The hall's page signed in and over HTTPS (issue 29, items 1 and 2),
//! with the real parts: mosquitto on a free port of 127.0.0.1, `jadoube
//! hall` with the certificate it made itself (pinned by its fingerprint,
//! as an arbiter who compared it does), boards' messages, headless
//! Chromium. Skipped (loudly) without mosquitto, chromium and
//! chromedriver; never in CI.

mod browser_common;
mod hall_common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use browser_common::Browser;
use hall_common::*;
use serde_json::{Value, json};

const PREFIX: &str = "test/auth";

/// Publishes one message, as a board would (QoS 1, retained).
fn publish(broker: &str, topic: &str, payload: &[u8]) {
    let (host, port) = broker.rsplit_once(':').unwrap();
    let mut o = rumqttc::MqttOptions::new("test-board", host, port.parse().unwrap());
    o.set_keep_alive(Duration::from_secs(5));
    o.set_max_packet_size(1 << 20, 1 << 20);
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

fn unsigned(hall: &Hall, method: &str, path: &str, headers: &[(&str, &str)]) -> Reply {
    hall.request(method, path, headers, "", false)
}

/// Issue 29 items 1 and 2 with a real broker and a real hall over HTTPS:
/// nothing without a session, a POST needs the CSRF token and the page's
/// origin, a bad board name or an unknown board is refused, hostile
/// messages are dropped with a log line, every action is recorded.
#[test]
fn https_sessions_csrf_and_hostile_boards() {
    let Some(mosquitto) = mosquitto_or_skip("https_sessions_csrf_and_hostile_boards") else {
        return;
    };
    let dir = scratch("hall-auth");
    let broker = Broker::start(&mosquitto, &dir);
    let log = dir.join("hall.log");
    // (Starting signs in over HTTPS, the fingerprint in the log pinned.)
    let hall = Hall::start(&broker.address(), PREFIX, &dir.join("hall"), &log);
    assert!(hall.url("/").starts_with("https://"));
    let key = dir.join("hall/tls/hall.key");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(
        std::fs::metadata(&key).unwrap().permissions().mode() & 0o777,
        0o600
    );

    // No plain HTTP on the page's port: the TLS handshake fails.
    let mut raw = TcpStream::connect(("127.0.0.1", hall.port)).unwrap();
    raw.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    raw.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let mut got = Vec::new();
    let _ = raw.read_to_end(&mut got);
    assert!(!got.starts_with(b"HTTP/"), "plain HTTP answered: {got:?}");
    // Another certificate is refused by a client that pinned this one.
    let tcp = TcpStream::connect(("127.0.0.1", hall.port)).unwrap();
    let mut wrong = tls(tcp, &[0u8; 32]);
    assert!(
        wrong
            .write_all(b"GET / HTTP/1.1\r\n\r\n")
            .and_then(|_| wrong.flush())
            .is_err()
    );

    // Nothing without a session but the sign-in page and its style sheet.
    let r = unsigned(&hall, "GET", "/", &[]);
    assert_eq!(
        (r.status, r.header("location").as_deref()),
        (303, Some("/signin"))
    );
    for path in [
        "/api/boards",
        "/api/stats",
        "/events",
        "/app.js",
        "/pieces.js",
        "/broadcast/",
        "/api/board/b1",
    ] {
        assert_eq!(unsigned(&hall, "GET", path, &[]).status, 401, "{path}");
    }
    let r = unsigned(&hall, "GET", "/signin", &[]);
    assert_eq!(r.status, 200);
    for (h, want) in [
        ("x-content-type-options", "nosniff"),
        ("referrer-policy", "same-origin"),
        ("x-frame-options", "deny"),
    ] {
        assert_eq!(r.header(h).as_deref(), Some(want), "{h}");
    }
    let csp = r.header("content-security-policy").unwrap();
    assert!(
        csp.contains("script-src 'self'")
            && csp.contains("frame-ancestors 'none'")
            && !csp.contains("unsafe-inline"),
        "{csp}"
    );
    assert_eq!(
        unsigned(&hall, "POST", "/api/board/b1/journal", &[]).status,
        401
    );

    // Signed in: the cookies' flags.
    let r = hall.request(
        "POST",
        "/signin",
        &[("Content-Type", "application/x-www-form-urlencoded")],
        &format!("user={USER}&password={}", PASSWORD.replace(' ', "+")),
        false,
    );
    assert_eq!(r.status, 303);
    let cookies = r.cookies();
    let session = cookies
        .iter()
        .find(|c| c.starts_with("jadoube_session="))
        .unwrap();
    for flag in [
        "secure",
        "httponly",
        "samesite=strict",
        "path=/",
        "max-age=",
    ] {
        assert!(session.contains(flag), "{session}");
    }
    let r = hall.request("GET", "/", &[], "", true);
    assert_eq!(r.status, 200);
    assert!(r.header("content-security-policy").is_some());

    // A board the hall knows (its `online`), and hostile ones.
    publish(
        &broker.address(),
        &format!("{PREFIX}/board/b1/online"),
        br#"{"online":true}"#,
    );
    wait_for(20, "board b1 known", || {
        hall.json("/api/boards").as_array().unwrap().len() == 1
    });
    let long = "x".repeat(5000);
    let hostile: Vec<(String, Vec<u8>)> = vec![
        (format!("{PREFIX}/board/{long}/state"), b"{}".to_vec()),
        (
            format!("{PREFIX}/board/b<script>/online"),
            br#"{"online":true}"#.to_vec(),
        ),
        (
            format!("{PREFIX}/board/b2/state"),
            b"{\"turn\":\"\xff\xfe\"}".to_vec(),
        ),
        (
            format!("{PREFIX}/board/b3/state"),
            format!("{{\"white\":\"{}\"}}", "w".repeat(300 << 10)).into_bytes(),
        ),
        (format!("{PREFIX}/board/b4/online"), vec![b'{'; 2000]),
    ];
    for (topic, payload) in &hostile {
        publish(&broker.address(), topic, payload);
    }
    wait_for(20, "the hostile messages dropped", || {
        std::fs::read_to_string(&log)
            .unwrap()
            .matches("message dropped")
            .count()
            >= hostile.len()
    });
    let text = std::fs::read_to_string(&log).unwrap();
    for why in [
        "(5000 bytes) is too long",
        "must be ASCII letters",
        "not UTF-8",
        "(at most 262144)",
        "at most 1024",
    ] {
        assert!(text.contains(why), "{why}: {text}");
    }
    assert!(!text.contains(&long), "a hostile name is cut in the log");
    assert!(!text.contains("panicked"), "{text}");
    let boards: Vec<Value> = hall.json("/api/boards").as_array().unwrap().clone();
    assert_eq!(boards.len(), 1, "no tile for a hostile message: {boards:?}");

    // A POST needs the session's CSRF token and the page's own origin.
    let j = "/api/board/b1/journal";
    let token = hall.csrf.as_str();
    let post = |path: &str, headers: &[(&str, &str)]| hall.request("POST", path, headers, "", true);
    assert_eq!(post(j, &[]).status, 403, "no CSRF token");
    assert_eq!(post(j, &[("X-CSRF-Token", "forged")]).status, 403);
    let r = post(
        j,
        &[("X-CSRF-Token", token), ("Origin", "https://evil.example")],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    let own = hall.url("").trim_end_matches('/').to_string();
    let r = post(j, &[("X-CSRF-Token", token), ("Origin", &own)]);
    assert_eq!(r.status, 202, "{}", r.body);
    assert_eq!(
        post("/api/board/b9/journal", &[("X-CSRF-Token", token)]).status,
        404
    );
    let r = post(
        &format!("/api/board/{long}/journal"),
        &[("X-CSRF-Token", token)],
    );
    assert_eq!(r.status, 400, "{}", r.body);

    // Every action recorded with who did it.
    let audit = std::fs::read_to_string(hall.data.join("audit.log")).unwrap();
    let lines: Vec<Value> = audit
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let has = |action: &str, detail: &str| {
        lines.iter().any(|l| {
            l["user"] == USER
                && l["role"] == "chief"
                && l["addr"] == "127.0.0.1"
                && l["action"] == action
                && l["detail"].as_str().unwrap().contains(detail)
        })
    };
    assert!(has("sign-in", "ok"), "{audit}");
    assert!(has("POST /api/board/b1/journal", "202"), "{audit}");
    assert!(
        has("POST /api/board/b1/journal", "refused: no valid CSRF token"),
        "{audit}"
    );
    assert!(
        has(
            "POST /api/board/b1/journal",
            "refused: a request from another site"
        ),
        "{audit}"
    );
    assert!(has("POST /api/board/b9/journal", "404"), "{audit}");
}

/// Issue 29 item 2: wrong passwords lock the account, then the address.
#[test]
fn failed_sign_ins_are_limited() {
    let dir = scratch("hall-auth-limits");
    let data = dir.join("hall");
    std::fs::create_dir_all(&data).unwrap();
    add_user(&data, "deputy", "deputy", "the deputy's password");
    // (No broker: the page serves all the same.)
    let hall = Hall::start(
        &format!("127.0.0.1:{}", free_port()),
        PREFIX,
        &data,
        &dir.join("hall.log"),
    );
    let try_in = |user: &str, password: &str| {
        hall.request(
            "POST",
            "/signin",
            &[("Content-Type", "application/x-www-form-urlencoded")],
            &format!("user={user}&password={}", password.replace(' ', "+")),
            false,
        )
    };
    // Five wrong passwords for an account (at once: each is answered a
    // second late): locked, even with the right one.
    std::thread::scope(|s| {
        let all: Vec<_> = (0..5)
            .map(|_| s.spawn(|| try_in(USER, "wrong").status))
            .collect();
        for t in all {
            assert_eq!(t.join().unwrap(), 401);
        }
    });
    let r = try_in(USER, PASSWORD);
    assert_eq!(r.status, 429, "{}", r.body);
    let secs: u64 = r
        .body
        .split("Too many failed attempts: try again in ")
        .nth(1)
        .and_then(|t| t.split(" seconds.").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", r.body));
    assert!((290..=300).contains(&secs), "locked for 5 minutes: {secs}");
    // The deputy still signs in ...
    assert_eq!(try_in("deputy", "the deputy's password").status, 303);
    // ... until twenty failures from this address lock it for every name.
    std::thread::scope(|s| {
        let all: Vec<_> = (0..15)
            .map(|i| s.spawn(move || try_in(&format!("guess{i}"), "x").status))
            .collect();
        for t in all {
            assert_eq!(t.join().unwrap(), 401);
        }
    });
    assert_eq!(try_in("deputy", "the deputy's password").status, 429);
    let audit = std::fs::read_to_string(data.join("audit.log")).unwrap();
    assert_eq!(audit.matches(r#""detail":"failed""#).count(), 20, "{audit}");
    assert!(audit.contains("refused: locked for"), "{audit}");
}

/// Issue 29 item 2 in a browser: Chromium that trusts the hall's
/// certificate by its public key signs in on the page, sees the tiles,
/// asks a board for its journal (the page's CSRF header), cannot read the
/// session cookie, and signs out.
#[test]
fn chromium_signs_in_over_https() {
    let Some(mosquitto) = mosquitto_or_skip("chromium_signs_in_over_https") else {
        return;
    };
    let Some((chromium, driver)) = browser_common::chromium_or_skip("chromium_signs_in_over_https")
    else {
        return;
    };
    let dir = scratch("hall-auth-chromium");
    let broker = Broker::start(&mosquitto, &dir);
    let hall = Hall::start(
        &broker.address(),
        PREFIX,
        &dir.join("hall"),
        &dir.join("hall.log"),
    );
    publish(
        &broker.address(),
        &format!("{PREFIX}/board/b1/online"),
        br#"{"online":true}"#,
    );
    wait_for(20, "board b1 known", || {
        hall.json("/api/boards").as_array().unwrap().len() == 1
    });

    let b = Browser::start_trusting(&chromium, &driver, &dir, Some(&hall.spki));
    b.go(&hall.url("/"));
    b.wait(
        30,
        "the sign-in page",
        "return location.pathname === '/signin' && !!document.querySelector('#user')",
    );
    b.type_in("#user", USER);
    b.type_in("#password", "not the password");
    b.click("#signin-button");
    b.wait(30, "refused", "return document.querySelector('#signin-error') && document.querySelector('#signin-error').innerText.includes('Wrong name or password')");
    b.type_in("#user", USER);
    b.type_in("#password", PASSWORD);
    b.click("#signin-button");
    b.wait(30, "the tiles", "return location.protocol === 'https:' && document.querySelectorAll('#tiles .tile').length === 1");
    b.wait(30, "who is signed in", &format!("return document.querySelector('#user-name') && document.querySelector('#user-name').innerText === '{USER}'"));
    assert_eq!(
        b.eval("return [document.cookie.includes('jadoube_session'), document.cookie.includes('jadoube_csrf')]"),
        json!([false, true]),
        "the session cookie is HttpOnly"
    );
    // The page's own POST carries the token: the board is asked.
    b.click("#tile-b1");
    b.wait(30, "the board", "return !!document.querySelector('#ask')");
    b.click("#ask");
    b.wait(
        30,
        "asked",
        "return document.querySelector('#asked').innerText.startsWith('asked')",
    );
    // A script of another page cannot: without the token, refused.
    let xhr = |method: &str, path: &str| {
        b.eval_async(&format!(
            "const x = new XMLHttpRequest(); x.open('{method}', '{path}'); x.onload = () => done(x.status); x.send();"
        ))
    };
    let status = xhr("POST", "/api/board/b1/journal");
    assert_eq!(status, json!(403));
    let audit = std::fs::read_to_string(hall.data.join("audit.log")).unwrap();
    assert!(
        audit
            .lines()
            .any(|l| l.contains(r#""action":"POST /api/board/b1/journal""#)
                && l.contains(r#""detail":"202""#)),
        "{audit}"
    );
    assert!(audit.contains(r#""detail":"failed""#), "{audit}");
    // Sign out: back to the sign-in page, the API closed.
    b.click("#signout");
    b.wait(30, "signed out", "return location.pathname === '/signin'");
    let status = xhr("GET", "/api/boards");
    assert_eq!(status, json!(401));
}
