//! The hall under load (`docs/performance.md`): N simulated boards at blitz
//! pace (one move per board per second by default) against one mosquitto
//! and one `jadoube-hall`, all on this machine.
//!
//! ```text
//! cargo build --release && cargo run --release --example hall_load -- \
//!     [--boards 300] [--seconds 60] [--rate 1.0] [--jadoube target/release/jadoube]
//!     [--hall target/release/jadoube-hall] [--out FILE]
//!     [--page WIDTHxHEIGHT [--profile FILE.cpuprofile] [--screenshot FILE.png]]
//! ```
//!
//! With `--page`, the hall's page is also open in a headless Chromium
//! (Debian's `chromium` and `chromedriver`) of that window size, and the
//! tool measures board to tile: from the write of a move's journal line to
//! the first frame drawn after the tile names it (a `MutationObserver` on
//! the tiles' `data-decision` notes the board and seq, the next
//! `requestAnimationFrame` the time: the browser's clock is this machine's;
//! the page's clock minus the tool's is read at the start and at the end and
//! printed with its round trip). The browser is signed in with the tool's
//! session (the page asks for one), and everything of Chromium is stopped at
//! the end. `--profile` writes the page's JavaScript CPU profile (DevTools).
//!
//! Where the CPU goes is printed too: this tool (the boards' publishers),
//! Chromium by kind of process, the hall, mosquitto, the whole machine and
//! the rest of it (other programs).
//!
//! Each board is the real publisher (`hall::board::Publisher`, one thread
//! and one MQTT connection per board, as in `jadoube run`) on its own
//! journal, into which the tool writes, once a second, the lines of a real
//! game (a journal the daemon wrote with `run --sim`) up to its next move.
//! The tool reads the hall's page stream (`/events`) like a browser and
//! measures, for every move, the time from the write of its journal line to
//! the tile update naming it: decision to dashboard. It samples the hall's
//! and the broker's CPU time and memory from /proc, and /proc/loadavg.
//! Every loop is bounded in time; everything it starts it stops.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use jadoube::hall::board::{Publisher, PublisherOptions};
use tokio::sync::watch;

struct Args {
    boards: usize,
    seconds: u64,
    rate: f64,
    jadoube: PathBuf,
    /// The hall's program (`jadoube-hall`).
    hall: PathBuf,
    out: Option<PathBuf>,
    page: Option<(u32, u32)>,
    /// With `--page`: the page's JavaScript CPU profile over the run
    /// (DevTools' `Profiler`: a `.cpuprofile` file, for DevTools).
    profile: Option<PathBuf>,
    /// With `--page`: a screenshot of the page at the end (PNG).
    screenshot: Option<PathBuf>,
}

fn args() -> Args {
    let mut a = Args {
        boards: 300,
        seconds: 60,
        rate: 1.0,
        jadoube: PathBuf::from("target/release/jadoube"),
        hall: PathBuf::from("target/release/jadoube-hall"),
        out: None,
        page: None,
        profile: None,
        screenshot: None,
    };
    let v: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < v.len() {
        let val = v.get(i + 1).cloned().unwrap_or_default();
        match v[i].as_str() {
            "--boards" => a.boards = val.parse().expect("--boards N"),
            "--seconds" => a.seconds = val.parse().expect("--seconds N"),
            "--rate" => a.rate = val.parse().expect("--rate MOVES_PER_SECOND"),
            "--jadoube" => a.jadoube = PathBuf::from(val),
            "--hall" => a.hall = PathBuf::from(val),
            "--out" => a.out = Some(PathBuf::from(val)),
            "--profile" => a.profile = Some(PathBuf::from(val)),
            "--screenshot" => a.screenshot = Some(PathBuf::from(val)),
            "--page" => {
                let (w, h) = val.split_once('x').expect("--page WIDTHxHEIGHT");
                a.page = Some((w.parse().expect("a width"), h.parse().expect("a height")));
            }
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }
    a
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

struct Killed(Child);
impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn wait_listening(port: u16) {
    let until = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < until, "nothing listens on {port}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// (user + system CPU seconds, VmRSS kB, VmHWM kB) of a process.
fn usage(pid: u32) -> (f64, u64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = after.split_whitespace().collect();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    let ticks = |i: usize| f.get(i).and_then(|s| s.parse::<f64>().ok()).unwrap_or(0.0);
    let cpu = (ticks(11) + ticks(12)) / hz;
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb = |k: &str| {
        status
            .lines()
            .find(|l| l.starts_with(k))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (cpu, kb("VmRSS:"), kb("VmHWM:"))
}

/// CPU seconds (user + system) of `root` and every process below it, by
/// pid (Chromium's browser, renderer, GPU and utility processes under
/// chromedriver).
fn tree_cpu(root: u32) -> HashMap<u32, f64> {
    let mut parent = HashMap::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
        if let Some(pp) = after
            .split_whitespace()
            .nth(1)
            .and_then(|v| v.parse::<u32>().ok())
        {
            parent.insert(pid, pp);
        }
    }
    let below = |mut p: u32| {
        for _ in 0..64 {
            if p == root {
                return true;
            }
            match parent.get(&p) {
                Some(&pp) if pp != 0 => p = pp,
                _ => return false,
            }
        }
        false
    };
    parent
        .keys()
        .filter(|&&p| below(p))
        .map(|&p| (p, usage(p).0))
        .collect()
}

/// The machine's busy and total CPU time (all cores), in clock ticks.
fn machine_cpu() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let f: Vec<f64> = stat
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .filter_map(|v| v.parse().ok())
        .collect();
    let total: f64 = f.iter().take(8).sum();
    let idle = f.get(3).copied().unwrap_or(0.0) + f.get(4).copied().unwrap_or(0.0);
    (total - idle, total)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

type Sent = Arc<Mutex<HashMap<(String, u64), Instant>>>;

fn epoch_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        * 1000.0
}

/// One HTTP/1.1 request to chromedriver: the JSON answer's `value`.
fn webdriver(port: u16, method: &str, path: &str, body: &serde_json::Value) -> serde_json::Value {
    use std::io::Read;
    // (No body for a GET: `null` is none.)
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = Vec::new();
    let mut buf = [0u8; 65536];
    let (head_end, length) = loop {
        let n = s.read(&mut buf).unwrap();
        assert!(n > 0, "chromedriver closed the connection");
        raw.extend_from_slice(&buf[..n]);
        if let Some(i) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&raw[..i]).to_ascii_lowercase();
            let len = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(0);
            break (i + 4, len);
        }
    };
    while raw.len() < head_end + length {
        let n = s.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let v: serde_json::Value = serde_json::from_slice(&raw[head_end..]).unwrap_or_default();
    v["value"].clone()
}

/// The hall's page in a headless Chromium, noting when each tile is drawn.
struct Browser {
    port: u16,
    session: String,
    _driver: Killed,
}

const RECORDER: &str = "window.__seen = []; const due = []; \
    new MutationObserver((ms) => { \
      for (const m of ms) { const e = m.target; if (e.dataset && e.dataset.decision) due.push([e.dataset.board, Number(e.dataset.decision)]); } \
      if (due.length) requestAnimationFrame(() => { const t = performance.timeOrigin + performance.now(); for (const d of due.splice(0)) window.__seen.push([d[0], d[1], t]); }); \
    }).observe(document.querySelector('#tiles'), { attributes: true, attributeFilter: ['data-decision'], subtree: true }); \
    return true;";

impl Browser {
    /// Opens `url` (the hall's page) signed in with `cookie`
    /// (`jadoube_session=...`): set on the hall's origin first, as the
    /// sign-in page would.
    fn start(dir: &Path, w: u32, h: u32, url: &str, cookie: &str) -> Browser {
        let port = free_port();
        let driver = Killed(
            Command::new("chromedriver")
                .arg(format!("--port={port}"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("chromedriver (apt-get install chromium-driver)"),
        );
        wait_listening(port);
        let caps = serde_json::json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--disable-background-networking", "--no-first-run",
                         format!("--window-size={w},{h}"),
                         format!("--user-data-dir={}", dir.join("chromium").display())]
            }
        }}});
        let v = webdriver(port, "POST", "/session", &caps);
        let session = v["sessionId"]
            .as_str()
            .expect("a WebDriver session")
            .to_string();
        let b = Browser {
            port,
            session,
            _driver: driver,
        };
        b.cmd(
            "POST",
            "/url",
            serde_json::json!({ "url": format!("{url}signin") }),
        );
        let (name, value) = cookie.split_once('=').expect("name=value");
        b.cmd(
            "POST",
            "/cookie",
            serde_json::json!({ "cookie": { "name": name, "value": value, "path": "/", "httpOnly": true } }),
        );
        b.cmd("POST", "/url", serde_json::json!({ "url": url }));
        let title = b.eval("return location.pathname");
        assert_eq!(title, "/", "the page, signed in");
        b.eval(RECORDER);
        b
    }

    /// The page's clock (`performance.timeOrigin + performance.now()`, what
    /// the recorder notes) minus this tool's (`epoch_ms`), in ms, and the
    /// round trip it was read in (its uncertainty is half of it): the best
    /// of five.
    fn clock_offset(&self) -> (f64, f64) {
        (0..5)
            .map(|_| {
                let a = epoch_ms();
                let v = self
                    .eval("return performance.timeOrigin + performance.now()")
                    .as_f64()
                    .unwrap_or(f64::NAN);
                let b = epoch_ms();
                (v - (a + b) / 2.0, b - a)
            })
            .min_by(|x, y| x.1.total_cmp(&y.1))
            .unwrap_or((f64::NAN, f64::NAN))
    }

    /// A DevTools command (chromedriver's `goog/cdp/execute`).
    fn cdp(&self, cmd: &str, params: serde_json::Value) -> serde_json::Value {
        self.cmd(
            "POST",
            "/goog/cdp/execute",
            serde_json::json!({ "cmd": cmd, "params": params }),
        )
    }

    fn cmd(&self, method: &str, path: &str, body: serde_json::Value) -> serde_json::Value {
        webdriver(
            self.port,
            method,
            &format!("/session/{}{path}", self.session),
            &body,
        )
    }

    fn eval(&self, script: &str) -> serde_json::Value {
        self.cmd(
            "POST",
            "/execute/sync",
            serde_json::json!({ "script": script, "args": [] }),
        )
    }
}

impl Drop for Browser {
    /// Ends the session, then stops whatever of Chromium is still running:
    /// killing chromedriver alone leaves its Chromium running (on the page,
    /// its stream retrying), which loaded the machine of every later run.
    fn drop(&mut self) {
        let driver = self._driver.0.id();
        let left: Vec<u32> = tree_cpu(driver)
            .into_keys()
            .filter(|&p| p != driver)
            .collect();
        let _ = webdriver(
            self.port,
            "DELETE",
            &format!("/session/{}", self.session),
            &serde_json::json!({}),
        );
        let until = Instant::now() + Duration::from_secs(5);
        // (Alive and still a Chromium: not a pid used again since.)
        let alive = |p: &u32| {
            std::fs::read_to_string(format!("/proc/{p}/cmdline")).is_ok_and(|c| c.contains("chrom"))
        };
        while left.iter().any(alive) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(100));
        }
        for p in left.iter().filter(|p| alive(p)) {
            // SAFETY: kill(2) on a pid this tool's chromedriver started.
            unsafe { libc::kill(*p as i32, libc::SIGKILL) };
        }
    }
}

/// Standard base64 (WebDriver's screenshot), padding and anything else
/// skipped.
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
    for v in s.bytes().filter_map(val) {
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

fn main() {
    let a = args();
    assert!(
        a.jadoube.is_file(),
        "{} not found: cargo build --release first",
        a.jadoube.display()
    );
    let dir = std::env::temp_dir().join(format!("jadoube-hall-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    // A real game's journal, written by the daemon.
    let trace = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces/public/legal-000.trace");
    let src_state = dir.join("source");
    let ok = Command::new(&a.jadoube)
        .arg("run")
        .arg("--sim")
        .arg(&trace)
        .args(["--speed", "max", "--screen", "none", "--state-dir"])
        .arg(&src_state)
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .success();
    assert!(ok, "the daemon plays the game");
    let source = jadoube::journal::journals_in(&src_state).unwrap()[0].clone();
    let lines: Vec<String> = std::fs::read_to_string(&source)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    // Cut points: after each move line.
    let moves: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains("\"kind\":\"move\""))
        .map(|(i, _)| i + 1)
        .collect();
    let header_end = lines
        .iter()
        .position(|l| l.contains("\"kind\":\"move\""))
        .unwrap_or(1);

    // The broker and the hall.
    let mport = free_port();
    let conf = dir.join("mosquitto.conf");
    std::fs::write(
        &conf,
        format!("listener {mport} 127.0.0.1\nset_tcp_nodelay true\nallow_anonymous true\npersistence false\nmax_connections -1\nmax_queued_messages 100000\nlog_type error\n"),
    )
    .unwrap();
    let mosq = Killed(
        Command::new("mosquitto")
            .arg("-c")
            .arg(&conf)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("mosquitto (apt-get install mosquitto)"),
    );
    wait_listening(mport);
    let hport = free_port();
    // An account to read the page with (docs/hall.md, "Setting up the hall
    // securely"); plain HTTP, as TLS is not what is measured.
    let mut add = Command::new(&a.hall)
        .args(["user", "add", "load", "--role", "viewer", "--data-dir"])
        .arg(dir.join("hall"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    writeln!(add.stdin.take().unwrap(), "load test password").unwrap();
    assert!(add.wait().unwrap().success(), "jadoube-hall user add");
    let hall = Killed(
        Command::new(&a.hall)
            .args(["--prefix", "load", "--broker"])
            .arg(format!("127.0.0.1:{mport}"))
            .arg("--listen")
            .arg(format!("127.0.0.1:{hport}"))
            .arg("--data-dir")
            .arg(dir.join("hall"))
            .arg("--insecure-http")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join("hall.log")).unwrap())
            .spawn()
            .unwrap(),
    );
    wait_listening(hport);
    let cookie = {
        let mut s = TcpStream::connect(("127.0.0.1", hport)).unwrap();
        let body = "user=load&password=load+test+password";
        write!(
            s,
            "POST /signin HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut head = String::new();
        std::io::Read::read_to_string(&mut s, &mut head).unwrap();
        let head = head.to_ascii_lowercase();
        head.lines()
            .find_map(|l| l.strip_prefix("set-cookie: jadoube_session="))
            .and_then(|v| v.split(';').next())
            .map(|v| format!("jadoube_session={v}"))
            .unwrap_or_else(|| panic!("signed in: {head}"))
    };

    // The page stream, read like a browser.
    let sent: Sent = Arc::new(Mutex::new(HashMap::new()));
    let latencies = Arc::new(Mutex::new(Vec::<f64>::new()));
    let measuring = Arc::new(std::sync::atomic::AtomicBool::new(false));
    {
        let sent = sent.clone();
        let latencies = latencies.clone();
        let measuring = measuring.clone();
        let mut s = TcpStream::connect(("127.0.0.1", hport)).unwrap();
        write!(
            s,
            "GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nCookie: {cookie}\r\n\r\n"
        )
        .unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(s).lines() {
                let Ok(line) = line else { break };
                let Some(data) = line.strip_prefix("data: ") else {
                    continue;
                };
                let now = Instant::now();
                let Ok(v) = serde_json::from_str::<serde_json::Value>(data) else {
                    continue;
                };
                let board = v["board"].as_str().unwrap_or("").to_string();
                let Some(seq) = v["state"]["last_decision"]["seq"].as_u64() else {
                    continue;
                };
                if let Some(t) = sent.lock().unwrap().remove(&(board, seq))
                    && measuring.load(std::sync::atomic::Ordering::Relaxed)
                {
                    latencies
                        .lock()
                        .unwrap()
                        .push((now - t).as_secs_f64() * 1000.0);
                }
            }
        });
    }

    // The page in Chromium, if asked.
    let browser = a
        .page
        .map(|(w, h)| Browser::start(&dir, w, h, &format!("http://127.0.0.1:{hport}/"), &cookie));
    let sent_wall: Arc<Mutex<HashMap<(String, u64), f64>>> = Arc::new(Mutex::new(HashMap::new()));

    // The boards.
    struct Board {
        name: String,
        journal: std::fs::File,
        at: usize,
        next_move: usize,
        tx: watch::Sender<u64>,
        publisher: Publisher,
    }
    let cfg = jadoube::config::Config::from_toml(
        &format!("[hall]\nenabled = true\nbroker = \"127.0.0.1:{mport}\"\nprefix = \"load\"\nshutdown_wait_s = 1\n"),
        None,
    )
    .unwrap();
    let mut boards = Vec::new();
    for i in 0..a.boards {
        let name = format!("{}", i + 1);
        let bdir = dir.join("boards").join(&name);
        std::fs::create_dir_all(&bdir).unwrap();
        let path = bdir.join(format!("load_r1_b{name}.jsonl"));
        let mut f = std::fs::File::create(&path).unwrap();
        for l in &lines[..header_end] {
            writeln!(f, "{l}").unwrap();
        }
        let mut o =
            PublisherOptions::from_config(&cfg.hall, &path, Some(&name), jadoube::i18n::Lang::En);
        o.send_journals = false;
        let (tx, rx) = watch::channel(0);
        tx.send_replace(header_end as u64);
        let publisher = Publisher::spawn(o, rx).unwrap();
        boards.push(Board {
            name,
            journal: f,
            at: header_end,
            next_move: 0,
            tx,
            publisher,
        });
    }
    // Everyone connected and the hall holding the headers.
    std::thread::sleep(Duration::from_secs(3));

    let hall_pid = hall.0.id();
    let mosq_pid = mosq.0.id();
    let load0 = loadavg();
    let (h_cpu0, _, _) = usage(hall_pid);
    let (m_cpu0, _, _) = usage(mosq_pid);
    // Who else uses the CPU: this tool (the boards' publishers), Chromium
    // (every process under chromedriver), the whole machine.
    let me = std::process::id();
    let (me_cpu0, _, _) = usage(me);
    let driver_pid = browser.as_ref().map(|b| b._driver.0.id());
    let chromium0 = driver_pid.map(tree_cpu).unwrap_or_default();
    let machine0 = machine_cpu();
    let clock0 = browser.as_ref().map(Browser::clock_offset);
    if let (Some(br), Some(_)) = (&browser, &a.profile) {
        br.cdp("Profiler.enable", serde_json::json!({}));
        br.cdp(
            "Profiler.setSamplingInterval",
            serde_json::json!({ "interval": 1000 }),
        );
        br.cdp("Profiler.start", serde_json::json!({}));
    }
    let t0 = Instant::now();
    measuring.store(true, std::sync::atomic::Ordering::Relaxed);
    let period = Duration::from_secs_f64(1.0 / a.rate);
    let n = boards.len();
    let mut written = 0u64;
    let mut rss_max = 0u64;
    let mut tick = 0u64;
    // Board k moves at t0 + j*period + k*period/n: an even stream.
    'outer: loop {
        for (k, b) in boards.iter_mut().enumerate() {
            let due = t0 + period.mul_f64(b.next_move as f64 + k as f64 / n as f64);
            let now = Instant::now();
            if due > now {
                std::thread::sleep(due - now);
            }
            if t0.elapsed() > Duration::from_secs(a.seconds) {
                break 'outer;
            }
            let Some(&end) = moves.get(b.next_move % moves.len().max(1)) else {
                break 'outer;
            };
            if end <= b.at {
                // The game is over for this board: it stays quiet.
                b.next_move += 1;
                continue;
            }
            let mut chunk = String::new();
            for l in &lines[b.at..end] {
                chunk.push_str(l);
                chunk.push('\n');
            }
            let seq = jadoube::journal::format::decode(&lines[end - 1])
                .map(|l| l.seq)
                .unwrap_or(0);
            sent.lock()
                .unwrap()
                .insert((b.name.clone(), seq), Instant::now());
            sent_wall
                .lock()
                .unwrap()
                .insert((b.name.clone(), seq), epoch_ms());
            b.journal.write_all(chunk.as_bytes()).unwrap();
            b.at = end;
            b.next_move += 1;
            b.tx.send_replace(seq);
            written += 1;
        }
        tick += 1;
        if tick.is_multiple_of(5) {
            rss_max = rss_max.max(usage(hall_pid).1);
        }
    }
    let wall = t0.elapsed().as_secs_f64();
    std::thread::sleep(Duration::from_secs(3));
    measuring.store(false, std::sync::atomic::Ordering::Relaxed);
    let (h_cpu1, h_rss, h_hwm) = usage(hall_pid);
    let (m_cpu1, m_rss, _) = usage(mosq_pid);
    let (me_cpu1, _, _) = usage(me);
    let chromium1 = driver_pid.map(tree_cpu).unwrap_or_default();
    let machine1 = machine_cpu();
    let load1 = loadavg();
    let span = wall + 3.0;
    let pct = |secs: f64| 100.0 * secs / span;
    let chromium_cpu: f64 = chromium1
        .iter()
        .filter(|(p, _)| Some(**p) != driver_pid)
        .map(|(p, c)| c - chromium0.get(p).copied().unwrap_or(0.0))
        .sum();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    let machine_busy = (machine1.0 - machine0.0) / hz;
    // Chromium's share by kind of process (`--type=renderer`, `gpu-process`,
    // `utility`, ...; none: the browser process).
    let mut chromium_kinds: std::collections::BTreeMap<String, f64> = Default::default();
    for (p, c) in chromium1.iter().filter(|(p, _)| Some(**p) != driver_pid) {
        let cmd = std::fs::read_to_string(format!("/proc/{p}/cmdline")).unwrap_or_default();
        let kind = cmd
            .split(['\0', ' '])
            .find_map(|a| a.strip_prefix("--type="))
            .unwrap_or("browser")
            .to_string();
        *chromium_kinds.entry(kind).or_default() +=
            pct(c - chromium0.get(p).copied().unwrap_or(0.0));
    }
    let ours = (h_cpu1 - h_cpu0) + (m_cpu1 - m_cpu0) + (me_cpu1 - me_cpu0) + chromium_cpu;
    let mut lat = latencies.lock().unwrap().clone();
    lat.sort_by(f64::total_cmp);
    let unseen = sent.lock().unwrap().len();
    // Board to tile, from the page's notes.
    let page = browser.map(|br| {
        let clock1 = br.clock_offset();
        if let Some(file) = &a.profile {
            let p = br.cdp("Profiler.stop", serde_json::json!({}));
            std::fs::write(file, p["profile"].to_string()).unwrap();
        }
        let seen = br.eval("return window.__seen || []");
        let sent = sent_wall.lock().unwrap();
        let mut lat = Vec::new();
        let mut firsts: HashMap<(String, u64), f64> = HashMap::new();
        for x in seen.as_array().into_iter().flatten() {
            let (Some(b), Some(seq), Some(t)) = (x[0].as_str(), x[1].as_u64(), x[2].as_f64())
            else {
                continue;
            };
            firsts.entry((b.to_string(), seq)).or_insert(t);
        }
        for (k, t_sent) in sent.iter() {
            if let Some(t) = firsts.get(k) {
                lat.push(t - t_sent);
            }
        }
        lat.sort_by(f64::total_cmp);
        let tiles = br.eval("return document.querySelectorAll('#tiles .tile').length");
        if let Some(file) = &a.screenshot {
            let png = br.cmd("GET", "/screenshot", serde_json::Value::Null);
            std::fs::write(file, base64_decode(png.as_str().unwrap_or_default())).unwrap();
        }
        if lat.is_empty() {
            eprintln!("hall_load: the page drew no move (signed out? no tile?): nothing measured");
        }
        drop(br);
        serde_json::json!({
            "window": a.page.map(|(w, h)| format!("{w}x{h}")),
            "tiles": tiles,
            "moves_seen_drawn": lat.len(),
            // Both clocks are this machine's: the offsets (at the start and
            // at the end of the run) should be within their round trips.
            "page_clock_minus_tool_ms": {
                "start": clock0.map(|c| c.0), "start_round_trip": clock0.map(|c| c.1),
                "end": clock1.0, "end_round_trip": clock1.1,
            },
            "board_to_tile_ms": {
                "p50": percentile(&lat, 0.5),
                "p90": percentile(&lat, 0.9),
                "p99": percentile(&lat, 0.99),
                "max": lat.last().copied().unwrap_or(f64::NAN),
            },
        })
    });
    let summary = serde_json::json!({
        "page": page,
        "boards": a.boards,
        "moves_per_board_per_second": a.rate,
        "seconds": wall,
        "moves_written": written,
        "moves_seen_on_the_page": lat.len(),
        "moves_not_seen": unseen,
        "decision_to_dashboard_ms": {
            "p50": percentile(&lat, 0.5),
            "p90": percentile(&lat, 0.9),
            "p99": percentile(&lat, 0.99),
            "max": lat.last().copied().unwrap_or(f64::NAN),
        },
        "hall": {
            "cpu_percent_of_one_core": 100.0 * (h_cpu1 - h_cpu0) / (wall + 3.0),
            "rss_kb": h_rss,
            "rss_max_sampled_kb": rss_max.max(h_rss),
            "vm_hwm_kb": h_hwm,
        },
        "mosquitto": {
            "cpu_percent_of_one_core": 100.0 * (m_cpu1 - m_cpu0) / (wall + 3.0),
            "rss_kb": m_rss,
        },
        "cpu_percent_of_one_core": {
            "boards_and_this_tool": pct(me_cpu1 - me_cpu0),
            "chromium": pct(chromium_cpu),
            "chromium_by_process": chromium_kinds,
            "hall": pct(h_cpu1 - h_cpu0),
            "mosquitto": pct(m_cpu1 - m_cpu0),
            "machine_busy": pct(machine_busy),
            "others": pct(machine_busy - ours),
        },
        "loadavg_before": load0,
        "loadavg_after": load1,
        "cpus": std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0),
    });
    let text = serde_json::to_string_pretty(&summary).unwrap();
    println!("{text}");
    if let Some(out) = &a.out {
        std::fs::write(out, text + "\n").unwrap();
    }
    for b in boards {
        drop(b.journal);
        drop(b.tx);
        let _ = b.publisher.finish();
    }
    drop(hall);
    drop(mosq);
    let _ = std::fs::remove_dir_all(&dir);
}
