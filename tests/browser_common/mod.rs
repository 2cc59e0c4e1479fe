//! Headless Chromium driven by chromedriver over WebDriver (HTTP and
//! JSON), and boards played into place line by line, for the tests of the
//! hall's page (`tests/hall_live.rs`, `tests/hall_page.rs`,
//! `tests/hall_auth.rs`). Needs `hall_common` in the test crate.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::hall_common::*;
use jadoube::hall::board::{Publisher, PublisherOptions};
use serde_json::{Value, json};
use tokio::sync::watch;

/// Chromium and chromedriver, or None with a loud message (never in CI).
pub fn chromium_or_skip(test: &str) -> Option<(PathBuf, PathBuf)> {
    match (which("chromium"), which("chromedriver")) {
        (Some(c), Some(d)) => Some((c, d)),
        _ => {
            assert!(
                std::env::var_os("CI").is_none(),
                "chromium and chromedriver must be installed in CI (.ci/run installs them)"
            );
            eprintln!(
                "\n\n*** {test}: SKIPPED: chromium or chromedriver is not installed (apt-get install chromium chromium-driver) ***\n\n"
            );
            None
        }
    }
}

pub fn publisher_options(
    broker: &str,
    prefix: &str,
    board: &str,
    journal: &Path,
) -> PublisherOptions {
    let cfg = jadoube::config::Config::from_toml(
        &format!(
            "[hall]\nenabled = true\nbroker = \"{broker}\"\nprefix = \"{prefix}\"\nboard = \"b{board}\"\nshutdown_wait_s = 10\n"
        ),
        None,
    )
    .unwrap();
    PublisherOptions::from_config(&cfg.hall, journal, None, jadoube::i18n::Lang::En)
}

/// A journal written into place line by line, its publisher told.
pub struct Played {
    pub lines: Vec<String>,
    pub at: usize,
    pub target: PathBuf,
    pub tx: watch::Sender<u64>,
    pub publisher: Option<Publisher>,
}

impl Played {
    /// Writes lines up to and including the first one after the present
    /// place that `stop` accepts (all of them if none does).
    pub fn play_until(&mut self, stop: impl Fn(&str) -> bool) {
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.target)
            .unwrap();
        while self.at < self.lines.len() {
            let line = &self.lines[self.at];
            writeln!(f, "{line}").unwrap();
            self.at += 1;
            if stop(line) {
                break;
            }
        }
        f.flush().unwrap();
        self.tx.send_replace(self.at as u64);
    }
}

/// Chromium driven by chromedriver over WebDriver (HTTP and JSON).
pub struct Browser {
    port: u16,
    session: String,
    _driver: Proc,
}

impl Browser {
    pub fn start(chromium: &Path, driver: &Path, dir: &Path) -> Browser {
        Browser::start_trusting(chromium, driver, dir, None)
    }

    /// Chromium that trusts the hall's certificate by its public key
    /// (`spki`: SHA-256, base64), as an arbiter who checked it does.
    pub fn start_trusting(
        chromium: &Path,
        driver: &Path,
        dir: &Path,
        spki: Option<&str>,
    ) -> Browser {
        let port = free_port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let driver = Proc(child, "chromedriver");
        wait_listening(port, "chromedriver");
        let profile = dir.join("chromium-profile");
        let mut args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--no-first-run".into(),
            "--disable-quic".into(),
            "--window-size=1100,820".into(),
            "--hide-scrollbars".into(),
            format!("--user-data-dir={}", profile.display()),
        ];
        if let Some(spki) = spki {
            args.push(format!("--ignore-certificate-errors-spki-list={spki}"));
        }
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": { "binary": chromium, "args": args }
        }}});
        let r = call(port, "POST", "/session", Some(caps));
        let session = r["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a WebDriver session: {r}"))
            .to_string();
        Browser {
            port,
            session,
            _driver: driver,
        }
    }

    pub fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        call(
            self.port,
            method,
            &format!("/session/{}{path}", self.session),
            body,
        )
    }

    pub fn go(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
    }

    pub fn eval(&self, script: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    pub fn wait(&self, secs: u64, what: &str, script: &str) {
        wait_for(secs, what, || self.eval(script) == Value::Bool(true));
    }

    /// An asynchronous script that calls `done(value)`.
    pub fn eval_async(&self, script: &str) -> Value {
        let script = format!("const done = arguments[arguments.length - 1]; {script}");
        self.cmd(
            "POST",
            "/execute/async",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// The WebDriver id of the element `css`.
    pub fn element(&self, css: &str) -> String {
        let e = self.cmd(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": css })),
        );
        e.as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("element {css}: {e}"))
            .to_string()
    }

    pub fn click(&self, css: &str) {
        let id = self.element(css);
        self.cmd("POST", &format!("/element/{id}/click"), Some(json!({})));
    }

    /// Types `text` into the element `css`, emptied first.
    pub fn type_in(&self, css: &str, text: &str) {
        let id = self.element(css);
        self.cmd("POST", &format!("/element/{id}/clear"), Some(json!({})));
        self.cmd(
            "POST",
            &format!("/element/{id}/value"),
            Some(json!({ "text": text })),
        );
    }

    /// Signs in on the hall's sign-in page, as an arbiter does: the page
    /// must ask for it.
    pub fn sign_in(&self, hall: &Hall) {
        self.go(&hall.url("/"));
        self.wait(
            30,
            "the sign-in page",
            "return location.pathname === '/signin' && !!document.querySelector('#user')",
        );
        self.submit_sign_in();
    }

    /// On the sign-in page: the test's arbiter signs in; the page follows.
    fn submit_sign_in(&self) {
        self.type_in("#user", USER);
        self.type_in("#password", PASSWORD);
        self.click("#signin-button");
        self.wait(
            30,
            "signed in",
            "return location.pathname === '/' && !!document.querySelector('#tiles')",
        );
    }

    /// Opens `url` of the hall, signing in on its sign-in page first when
    /// the hall asks (a new browser, or a hall restarted: sessions live in
    /// the hall's memory).
    pub fn open_signed_in(&self, url: &str) {
        self.go(url);
        self.wait(
            30,
            "the page or the sign-in page",
            "return document.readyState === 'complete' && (location.pathname === '/signin' || !!document.querySelector('#tiles'))",
        );
        if self.eval("return location.pathname") == "/signin" {
            self.submit_sign_in();
            self.go(url);
        }
    }

    pub fn resize(&self, w: u32, h: u32) {
        self.cmd(
            "POST",
            "/window/rect",
            Some(json!({ "width": w, "height": h })),
        );
    }

    pub fn screenshot(&self, path: &Path) {
        let b64 = self.cmd("GET", "/screenshot", None);
        let png = base64_decode(b64.as_str().expect("a screenshot"));
        assert!(png.starts_with(b"\x89PNG"), "a PNG");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, png).unwrap();
    }

    pub fn quit(&mut self) {
        if !self.session.is_empty() {
            call(
                self.port,
                "DELETE",
                &format!("/session/{}", self.session),
                None,
            );
            self.session.clear();
        }
    }
}

impl Drop for Browser {
    /// Closes Chromium even when the test fails.
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = http("DELETE", self.port, &format!("/session/{}", self.session));
        }
    }
}

/// A WebDriver command: its `value`.
pub fn call(port: u16, method: &str, path: &str, body: Option<Value>) -> Value {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let (status, text) = http_body(method, port, path, &body);
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    assert!(status == 200, "WebDriver {method} {path}: {status} {text}");
    v["value"].clone()
}

fn base64_decode(s: &str) -> Vec<u8> {
    let val = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in s.bytes() {
        let Some(v) = val(c) else { continue };
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

/// The repository.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Where a screenshot goes: docs/screens/ with `JADOUBE_WRITE_SCREENS=1`
/// (to remake the docs' screens), else `dir`.
pub fn screen_path(dir: &Path, name: &str) -> PathBuf {
    if std::env::var_os("JADOUBE_WRITE_SCREENS").is_some() {
        root().join("docs/screens").join(name)
    } else {
        dir.join(name)
    }
}

/// A journal of `trace` written by the daemon (`jadoube run --sim`), with
/// the round's words for the board `no` and its players.
pub fn daemon_journal(dir: &Path, trace: &Path, no: &str, white: &str, black: &str) -> PathBuf {
    let state = dir.join(format!("source-{no}"));
    let cfg = dir.join(format!("source-{no}.toml"));
    std::fs::write(
        &cfg,
        format!(
            "[screen]\noutputs = [\"terminal\"]\n[journal]\nevent = \"City Open\"\nround = \"3\"\nboard = \"{no}\"\nwhite = \"{white}\"\nblack = \"{black}\"\n"
        ),
    )
    .unwrap();
    let ok = Command::new(BIN)
        .arg("run")
        .arg("--config")
        .arg(&cfg)
        .arg("--state-dir")
        .arg(&state)
        .arg("--sim")
        .arg(trace)
        .args(["--speed", "max", "--screen", "none"])
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .success();
    assert!(ok, "the daemon plays {}", trace.display());
    the_journal(&state)
}

impl Played {
    /// Board `b{no}` of the hall on `broker`, its journal `source` to be
    /// played into `dir`.
    pub fn new(broker: &str, prefix: &str, no: &str, source: &Path, dir: &Path) -> Played {
        let lines: Vec<String> = std::fs::read_to_string(source)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        let target = dir
            .join(format!("board-{no}"))
            .join(source.file_name().unwrap());
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        let (tx, rx) = watch::channel(0u64);
        let opts = publisher_options(broker, prefix, no, &target);
        let publisher = Publisher::spawn(opts, rx).unwrap();
        Played {
            lines,
            at: 0,
            target,
            tx,
            publisher: Some(publisher),
        }
    }
}
