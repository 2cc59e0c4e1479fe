//! Real parts for the hall's tests: a mosquitto broker on a free port of
//! 127.0.0.1, the hall's program `jadoube-hall`, boards (`jadoube run
//! --sim`), and a small HTTP client for the page's data.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_jadoube");

/// The hall's program `jadoube-hall` (crates/jadoube-hall), which `cargo
/// test` at the workspace's root builds next to the board's `jadoube`
/// (cargo names only this package's programs to its tests). Missing, or
/// older than the sources it is built from, it fails the test, saying how
/// to build it: a stale hall would test old code.
pub fn hall_bin() -> PathBuf {
    let bin = Path::new(BIN).with_file_name("jadoube-hall");
    let how = "run `cargo test` at the workspace root (it builds both programs), or `cargo build -p jadoube-hall` first";
    let built = std::fs::metadata(&bin)
        .and_then(|m| m.modified())
        .unwrap_or_else(|_| panic!("{} is missing: {how}", bin.display()));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut newest = std::time::SystemTime::UNIX_EPOCH;
    let mut dirs = vec![root.join("src"), root.join("crates/jadoube-hall/src")];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let m = e.metadata().unwrap();
            if m.is_dir() {
                dirs.push(e.path());
            } else if let Ok(t) = m.modified() {
                newest = newest.max(t);
            }
        }
    }
    assert!(
        built >= newest,
        "{} is older than its sources: {how}",
        bin.display()
    );
    bin
}

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

/// The account the tests sign in with (made by `jadoube-hall user add`).
pub const USER: &str = "sofia";
pub const PASSWORD: &str = "a long test password";

/// `jadoube-hall user add NAME --role ROLE` with the password on
/// standard input.
pub fn add_user(data: &Path, name: &str, role: &str, password: &str) {
    let mut child = Command::new(hall_bin())
        .args(["user", "add", name, "--role", role, "--data-dir"])
        .arg(data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jadoube-hall user add");
    writeln!(child.stdin.take().unwrap(), "{password}").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "hall user add: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `jadoube-hall` on a free port, over HTTPS with the certificate it makes
/// itself, signed in as [`USER`] (a chief arbiter).
pub struct Hall {
    pub port: u16,
    pub data: PathBuf,
    pub proc: Proc,
    /// SHA-256 of the page's certificate (None: plain HTTP).
    pub pin: Option<Vec<u8>>,
    /// SHA-256 of its public key, base64 (Chromium's
    /// `--ignore-certificate-errors-spki-list`).
    pub spki: String,
    /// The signed-in session's `Cookie` header and CSRF token.
    pub cookie: String,
    pub csrf: String,
}

impl Hall {
    pub fn start(broker: &str, prefix: &str, data: &Path, log: &Path) -> Hall {
        Hall::start_with(broker, prefix, data, log, &[])
    }

    /// With more arguments (`--insecure-http`).
    pub fn start_with(broker: &str, prefix: &str, data: &Path, log: &Path, more: &[&str]) -> Hall {
        std::fs::create_dir_all(data).unwrap();
        add_user(data, USER, "chief", PASSWORD);
        let port = free_port();
        let child = Command::new(hall_bin())
            .args(["--broker", broker, "--prefix", prefix, "--listen"])
            .arg(format!("127.0.0.1:{port}"))
            .arg("--data-dir")
            .arg(data)
            .args(more)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(log).unwrap())
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
        if !more.contains(&"--insecure-http") {
            wait_for(20, "the fingerprint in the hall's log", || {
                std::fs::read_to_string(log)
                    .unwrap()
                    .contains("public key SHA-256")
            });
            let text = std::fs::read_to_string(log).unwrap();
            let line = text
                .lines()
                .find(|l| l.contains("SHA-256 fingerprint"))
                .unwrap_or_else(|| panic!("the fingerprint in the hall's log: {text}"));
            let pem = std::fs::read(data.join("tls/hall.pem")).unwrap();
            let der = rustls_pemfile::certs(&mut pem.as_slice())
                .next()
                .unwrap()
                .unwrap();
            let sha = <sha2::Sha256 as sha2::Digest>::digest(der.as_ref()).to_vec();
            let hex: Vec<String> = sha.iter().map(|b| format!("{b:02X}")).collect();
            assert!(
                line.contains(&hex.join(":")),
                "the logged fingerprint: {line}"
            );
            hall.pin = Some(sha);
            hall.spki = line
                .split("base64: ")
                .nth(1)
                .unwrap()
                .trim_end_matches(')')
                .trim()
                .to_string();
        }
        hall.sign_in();
        hall
    }

    /// Signs in as [`USER`]: keeps the session's cookie and CSRF token.
    pub fn sign_in(&mut self) {
        let (cookie, csrf) = self.sign_in_as(USER, PASSWORD);
        self.cookie = cookie;
        self.csrf = csrf;
    }

    /// A session of any account: its `Cookie` header and CSRF token.
    pub fn sign_in_as(&self, user: &str, password: &str) -> (String, String) {
        let r = self.request(
            "POST",
            "/signin",
            &[("Content-Type", "application/x-www-form-urlencoded")],
            &format!("user={user}&password={}", password.replace(' ', "+")),
            false,
        );
        assert_eq!(r.status, 303, "sign-in of {user}: {}", r.body);
        let cookies = r.cookies();
        let value = |name: &str| {
            cookies
                .iter()
                .find_map(|c| c.strip_prefix(&format!("{name}=")))
                .and_then(|c| c.split(';').next())
                .unwrap_or_else(|| panic!("cookie {name}: {cookies:?}"))
                .to_string()
        };
        let (session, csrf) = (value("jadoube_session"), value("jadoube_csrf"));
        (
            format!("jadoube_session={session}; jadoube_csrf={csrf}"),
            csrf,
        )
    }

    /// A request to the page: over HTTPS (the certificate pinned) unless
    /// the hall serves plain HTTP, with the session's cookie if `signed`.
    pub fn request(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
        signed: bool,
    ) -> Reply {
        let mut h: Vec<(&str, &str)> = headers.to_vec();
        if signed {
            h.push(("Cookie", &self.cookie));
        }
        let tcp = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        tcp.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        let host = format!("127.0.0.1:{}", self.port);
        match &self.pin {
            None => exchange(tcp, &host, method, path, &h, body),
            Some(pin) => exchange(tls(tcp, pin), &host, method, path, &h, body),
        }
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        let r = self.request("GET", path, &[], "", true);
        (r.status, r.body)
    }

    pub fn json(&self, path: &str) -> serde_json::Value {
        let (status, body) = self.get(path);
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }

    pub fn url(&self, path: &str) -> String {
        let scheme = if self.pin.is_some() { "https" } else { "http" };
        format!("{scheme}://127.0.0.1:{}{path}", self.port)
    }
}

/// A response: status, head (lower case) and body.
pub struct Reply {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Reply {
    /// The values of the `Set-Cookie` headers.
    pub fn cookies(&self) -> Vec<String> {
        self.head
            .lines()
            .filter_map(|l| l.strip_prefix("set-cookie:"))
            .map(|v| v.trim().to_string())
            .collect()
    }

    /// A header's value.
    pub fn header(&self, name: &str) -> Option<String> {
        let name = format!("{}:", name.to_ascii_lowercase());
        self.head
            .lines()
            .find_map(|l| l.strip_prefix(name.as_str()))
            .map(|v| v.trim().to_string())
    }
}

/// Accepts the one certificate whose SHA-256 is `sha256` (as an arbiter
/// who compared the fingerprint does).
#[derive(Debug)]
struct Pinned {
    sha256: Vec<u8>,
    provider: std::sync::Arc<rustls::crypto::CryptoProvider>,
}

impl rustls::client::danger::ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &rustls::pki_types::CertificateDer<'_>,
        _: &[rustls::pki_types::CertificateDer<'_>],
        _: &rustls::pki_types::ServerName<'_>,
        _: &[u8],
        _: rustls::pki_types::UnixTime,
    ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        if <sha2::Sha256 as sha2::Digest>::digest(end_entity.as_ref()).as_slice() == self.sha256 {
            Ok(rustls::client::danger::ServerCertVerified::assertion())
        } else {
            Err(rustls::Error::General("not the pinned certificate".into()))
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

/// A TLS client stream over `tcp` that accepts only the pinned certificate.
pub fn tls(tcp: TcpStream, pin: &[u8]) -> rustls::StreamOwned<rustls::ClientConnection, TcpStream> {
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .unwrap()
        .dangerous()
        .with_custom_certificate_verifier(std::sync::Arc::new(Pinned {
            sha256: pin.to_vec(),
            provider,
        }))
        .with_no_client_auth();
    let conn =
        rustls::ClientConnection::new(std::sync::Arc::new(config), "localhost".try_into().unwrap())
            .unwrap();
    rustls::StreamOwned::new(conn, tcp)
}

/// One HTTP/1.1 request (`Connection: close`): status and body.
pub fn http(method: &str, port: u16, path: &str) -> (u16, String) {
    http_body(method, port, path, "")
}

/// One HTTP/1.1 request with a JSON body.
pub fn http_body(method: &str, port: u16, path: &str, body: &str) -> (u16, String) {
    let s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let r = exchange(
        s,
        "127.0.0.1",
        method,
        path,
        &[("Content-Type", "application/json")],
        body,
    );
    (r.status, r.body)
}

/// One HTTP/1.1 request on a stream (`Connection: close`).
pub fn exchange(
    mut s: impl Read + Write,
    host: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Reply {
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    s.write_all(req.as_bytes()).unwrap();
    s.flush().unwrap();
    // Read the head, then as much body as it announces (chromedriver keeps
    // the connection open whatever the request says).
    let mut raw = Vec::new();
    let mut buf = [0u8; 65536];
    let read = |s: &mut dyn Read, buf: &mut [u8]| match s.read(buf) {
        Ok(n) => n,
        // A TLS peer that closes without its close_notify: the end.
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => 0,
        Err(e) => panic!("{method} {path}: {e}"),
    };
    let head_end = loop {
        if let Some(i) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        let n = read(&mut s, &mut buf);
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
        let n = read(&mut s, &mut buf);
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
    Reply { status, head, body }
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

/// The command of a simulated board: `jadoube run --config CONFIG
/// --state-dir STATE --sim TRACE --speed SPEED`, logging at `info`.
pub fn sim_board(config: &Path, state: &Path, trace: &Path, speed: &str) -> Command {
    let mut cmd = Command::new(BIN);
    cmd.arg("run")
        .arg("--config")
        .arg(config)
        .arg("--state-dir")
        .arg(state)
        .arg("--sim")
        .arg(trace)
        .args(["--speed", speed])
        .env("RUST_LOG", "info");
    cmd
}

/// `jadoube run --sim TRACE` as board `board`, logging to `log`.
pub fn start_board(config: &Path, state: &Path, trace: &Path, speed: &str, log: &Path) -> Proc {
    let child = sim_board(config, state, trace, speed)
        .args(["--screen", "none"])
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

/// A GET with extra header lines: status, the headers (lower-case
/// names), the body.
pub fn get_with(port: u16, path: &str, extra: &str) -> (u16, Vec<(String, String)>, String) {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{extra}\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let (head, body) = out.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_string()))
        .collect();
    (status, headers, body.to_string())
}

pub fn header<'a>(h: &'a [(String, String)], k: &str) -> Option<&'a str> {
    h.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str())
}

/// The games of the PGN file `file` as python-chess reads them strictly
/// (`tests/pgn_strict.py`: tags, SAN moves, clock times, comments); panics
/// with the reader's complaint, naming `what`, when it refuses any of it.
pub fn python_chess_games(file: &Path, what: &str) -> Vec<serde_json::Value> {
    let out = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pgn_strict.py"))
        .arg(file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{what}: python-chess refused the PGN: {stdout}{}\n{}",
        String::from_utf8_lossy(&out.stderr),
        std::fs::read_to_string(file).unwrap_or_default()
    );
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}
