//! Real parts for the hall's tests: a mosquitto broker on a free port of
//! 127.0.0.1, the `jadoube hall` service, boards (`jadoube run --sim`),
//! and a small HTTP client for the page's data.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_jadoube");

/// A free TCP port on 127.0.0.1.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A fresh directory under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Which program, if it is installed.
pub fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin"), PathBuf::from("/usr/bin")])
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Mosquitto, or None with a loud message when it is not installed (CI
/// installs it, and there its absence fails the test).
pub fn mosquitto_or_skip(test: &str) -> Option<PathBuf> {
    match which("mosquitto") {
        Some(p) => Some(p),
        None => {
            assert!(
                std::env::var_os("CI").is_none(),
                "{test}: mosquitto is not installed, and CI must run this test (.ci/run installs it)"
            );
            eprintln!(
                "\n\n*** {test}: SKIPPED: mosquitto is not installed (apt-get install mosquitto) ***\n\n"
            );
            None
        }
    }
}

/// Waits until `proc` listens on `port`: false when it exited first (a
/// port taken in between by another program: try another), with its log
/// `log` in the failure when it neither listens nor exits.
pub fn wait_listening_or_exit(proc: &mut Proc, port: u16, log: &Path) -> bool {
    let until = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = proc.0.try_wait() {
            eprintln!(
                "{} exited ({status}) before listening on port {port}: {}",
                proc.1,
                std::fs::read_to_string(log).unwrap_or_default()
            );
            return false;
        }
        assert!(
            Instant::now() < until,
            "{} does not listen on port {port}: {}",
            proc.1,
            std::fs::read_to_string(log).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    true
}

/// Waits until something listens on `port`.
pub fn wait_listening(port: u16, what: &str) {
    let until = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < until,
            "{what} does not listen on port {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A child process that is killed when dropped.
pub struct Proc(pub Child, pub &'static str);

impl Proc {
    /// SIGTERM, then waits.
    pub fn stop(&mut self) {
        // SAFETY: a plain kill(2) on our own child.
        unsafe {
            libc::kill(self.0.id() as i32, libc::SIGTERM);
        }
        let until = Instant::now() + Duration::from_secs(20);
        while self.0.try_wait().unwrap().is_none() {
            if Instant::now() > until {
                let _ = self.0.kill();
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.0.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Mosquitto on `port`, no persistence: a restart loses every retained
/// message and every queued one.
pub struct Broker {
    pub port: u16,
    bin: PathBuf,
    conf: PathBuf,
    log: PathBuf,
    proc: Option<Proc>,
}

impl Broker {
    /// A broker on a free port of 127.0.0.1 (another one when the port
    /// was taken before mosquitto bound it).
    pub fn start(bin: &Path, dir: &Path) -> Broker {
        let conf = dir.join("mosquitto.conf");
        let log = dir.join("mosquitto.log");
        for _ in 0..3 {
            let port = free_port();
            std::fs::write(
                &conf,
                format!(
                    "listener {port} 127.0.0.1\nset_tcp_nodelay true\nallow_anonymous true\npersistence false\nlog_type error\nlog_type warning\nlog_dest stderr\nmax_queued_messages 100000\n"
                ),
            )
            .unwrap();
            let mut b = Broker {
                port,
                bin: bin.to_path_buf(),
                conf: conf.clone(),
                log: log.clone(),
                proc: None,
            };
            if b.try_up() {
                return b;
            }
        }
        panic!("mosquitto listens on none of three free ports");
    }

    /// Started again on its port (a port just freed can take a moment).
    pub fn up(&mut self) {
        for _ in 0..5 {
            if self.try_up() {
                return;
            }
            std::thread::sleep(Duration::from_millis(300));
        }
        panic!("mosquitto does not come back on port {}", self.port);
    }

    fn try_up(&mut self) -> bool {
        let child = Command::new(&self.bin)
            .arg("-c")
            .arg(&self.conf)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&self.log).unwrap())
            .spawn()
            .expect("mosquitto starts");
        let mut p = Proc(child, "mosquitto");
        let ok = wait_listening_or_exit(&mut p, self.port, &self.log);
        if ok {
            self.proc = Some(p);
        }
        ok
    }

    /// Killed (SIGKILL: nothing is saved).
    pub fn kill(&mut self) {
        if let Some(mut p) = self.proc.take() {
            let _ = p.0.kill();
            let _ = p.0.wait();
        }
    }

    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }
}

/// `jadoube hall` on a free port.
pub struct Hall {
    pub port: u16,
    pub data: PathBuf,
    pub proc: Proc,
}

impl Hall {
    pub fn start(broker: &str, prefix: &str, data: &Path, log: &Path) -> Hall {
        let port = free_port();
        let child = Command::new(BIN)
            .args(["hall", "--broker", broker, "--prefix", prefix, "--listen"])
            .arg(format!("127.0.0.1:{port}"))
            .arg("--data-dir")
            .arg(data)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(log).unwrap())
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

    pub fn get(&self, path: &str) -> (u16, String) {
        http("GET", self.port, path)
    }

    pub fn json(&self, path: &str) -> serde_json::Value {
        let (status, body) = self.get(path);
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }
}

/// One HTTP/1.1 request (`Connection: close`): status and body.
pub fn http(method: &str, port: u16, path: &str) -> (u16, String) {
    http_body(method, port, path, "")
}

/// One HTTP/1.1 request with a JSON body.
pub fn http_body(method: &str, port: u16, path: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    // Read the head, then as much body as it announces (chromedriver keeps
    // the connection open whatever the request says).
    let mut raw = Vec::new();
    let mut buf = [0u8; 65536];
    let head_end = loop {
        if let Some(i) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = s.read(&mut buf).unwrap();
        assert!(
            n > 0,
            "{method} {path}: the connection closed before the head"
        );
        raw.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&raw[..head_end]).to_ascii_lowercase();
    let length = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse::<usize>().ok());
    let chunked = head.contains("transfer-encoding: chunked");
    loop {
        let body = &raw[head_end..];
        let done = match length {
            Some(n) => body.len() >= n,
            None if chunked => body.windows(5).any(|w| w == b"0\r\n\r\n"),
            None => false,
        };
        if done {
            break;
        }
        let n = s.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = String::from_utf8_lossy(&raw[head_end..]).into_owned();
    let body = if chunked { dechunk(&body) } else { body };
    (status, body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// Waits up to `secs` for `f` to be true; panics with `what` if it is not.
pub fn wait_for(secs: u64, what: &str, mut f: impl FnMut() -> bool) {
    let until = Instant::now() + Duration::from_secs(secs);
    while !f() {
        assert!(Instant::now() < until, "timed out: {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A board's configuration for the hall.
pub fn board_config(dir: &Path, broker: &str, prefix: &str, board: &str, round: &str) -> PathBuf {
    let path = dir.join(format!("board-{board}.toml"));
    std::fs::write(
        &path,
        format!(
            "[screen]\noutputs = [\"terminal\"]\n[journal]\nevent = \"Hall test\"\nround = \"{round}\"\nboard = \"{board}\"\nwhite = \"White {board}\"\nblack = \"Black {board}\"\n[hall]\nenabled = true\nbroker = \"{broker}\"\nprefix = \"{prefix}\"\nboard = \"b{board}\"\nshutdown_wait_s = 30\nkeepalive_s = 2\n"
        ),
    )
    .unwrap();
    path
}

/// `jadoube run --sim TRACE` as board `board`, logging to `log`.
pub fn start_board(config: &Path, state: &Path, trace: &Path, speed: &str, log: &Path) -> Proc {
    let child = Command::new(BIN)
        .arg("run")
        .arg("--config")
        .arg(config)
        .arg("--state-dir")
        .arg(state)
        .arg("--sim")
        .arg(trace)
        .args(["--speed", speed, "--screen", "none"])
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
        .expect("jadoube run starts");
    Proc(child, "board")
}

/// The lines of a journal the hall is sent (header, decisions, restarts,
/// stops), verbatim.
pub fn published_lines(journal: &Path) -> Vec<String> {
    let bytes = std::fs::read(journal).unwrap();
    let c = jadoube::journal::store::parse(&bytes);
    c.lines
        .iter()
        .filter(|l| {
            l.line()
                .is_some_and(|p| jadoube::hall::proto::is_published(&p.rec))
        })
        .map(|l| String::from_utf8(l.raw.clone()).unwrap())
        .collect()
}

/// The only journal in a state directory.
pub fn the_journal(state: &Path) -> PathBuf {
    let all = jadoube::journal::journals_in(state).unwrap();
    assert_eq!(all.len(), 1, "one journal in {}: {all:?}", state.display());
    all[0].clone()
}

/// The lines the hall holds for a board's game, verbatim.
pub fn hall_lines(data: &Path, board: &str, game: &str) -> Vec<String> {
    let path = data.join("games").join(board).join(format!("{game}.jsonl"));
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}
