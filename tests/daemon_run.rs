//! The real binary as systemd runs it: READY after the first good scan,
//! the watchdog fed while it scans, and a clean stop within a second of
//! SIGTERM (the journal ends with a `stop` line).

use std::os::unix::net::UnixDatagram;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use jadoube::journal::format::Record;
use jadoube::journal::store;

#[test]
fn notifies_systemd_and_stops_cleanly_on_sigterm() {
    let dir = std::env::temp_dir().join(format!("jadoube-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let sock_path = dir.join("notify.sock");
    let sock = UnixDatagram::bind(&sock_path).unwrap();
    sock.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let trace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace");
    let mut child = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["run", "--sim"])
        .arg(&trace)
        .arg("--state-dir")
        .arg(&dir)
        .env("NOTIFY_SOCKET", &sock_path)
        .env("WATCHDOG_USEC", "200000")
        .env_remove("WATCHDOG_PID")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut buf = [0u8; 512];
    let mut recv = || {
        let n = sock.recv(&mut buf).expect("a notification");
        String::from_utf8_lossy(&buf[..n]).into_owned()
    };
    // READY comes with the first good scan; the watchdog is fed from then on.
    let mut got = Vec::new();
    while got
        .iter()
        .filter(|m: &&String| m.as_str() == "WATCHDOG=1")
        .count()
        < 3
    {
        got.push(recv());
    }
    let ready = got
        .iter()
        .position(|m| m.starts_with("READY=1"))
        .expect("READY=1");
    assert!(
        got[..ready]
            .iter()
            .all(|m| m == "WATCHDOG=1" || m.starts_with("STATUS=")),
        "{got:?}"
    );

    // SIGTERM: stopped within a second, cleanly.
    // SAFETY: kill(2) on the child we spawned.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGTERM) }, 0);
    let t0 = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(5),
            "still running 5 s after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    let took = t0.elapsed();
    assert!(status.success(), "{status}");
    assert!(
        took < Duration::from_secs(1),
        "stopped {took:?} after SIGTERM"
    );
    let mut rest = Vec::new();
    while let Ok(n) = sock.recv(&mut buf) {
        rest.push(String::from_utf8_lossy(&buf[..n]).into_owned());
        if rest.last().is_some_and(|m| m == "STOPPING=1") {
            break;
        }
    }
    assert_eq!(rest.last().map(String::as_str), Some("STOPPING=1"));
    let contents = store::read(&dir.join("demo_r0_b0.jsonl")).unwrap();
    // The clean stop, then its seal.
    let last: Vec<&Record> = contents.parsed().map(|l| &l.rec).collect();
    match &last[last.len() - 2..] {
        [Record::Stop(s), Record::Seal(_)] => assert_eq!(s.reason, "shutdown"),
        other => panic!("last lines: {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("jadoube-run-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Issue 17: sensors at fault from the start (an unplugged chain, its SPI
/// reads failing) must not keep `systemctl start` waiting: READY comes
/// after the first scan, with the fault in STATUS=, on the screen and in
/// the journal.
#[test]
fn a_sensor_fault_at_the_start_is_reported_and_the_start_finishes() {
    let dir = temp("fault");
    let rec = dir.join("unplugged.rec");
    std::fs::write(&rec, "spi0.0 ! Input/output error (os error 5)\n").unwrap();
    let sock_path = dir.join("notify.sock");
    let sock = UnixDatagram::bind(&sock_path).unwrap();
    sock.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["run", "--first-boot", "--fake"])
        .arg(&rec)
        .arg("--config")
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config/shift-register.toml"))
        .arg("--state-dir")
        .arg(dir.join("state"))
        .args(["--screen", "png", "--png-dir"])
        .arg(dir.join("png"))
        .env("NOTIFY_SOCKET", &sock_path)
        .env_remove("WATCHDOG_USEC")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut buf = [0u8; 512];
    let n = sock.recv(&mut buf).expect("a notification");
    let ready = String::from_utf8_lossy(&buf[..n]).into_owned();
    assert!(ready.starts_with("READY=1\n"), "{ready}");
    assert!(
        ready.contains("STATUS=sensor fault: read error on spi0.0: Input/output error"),
        "{ready}"
    );
    // The screen says so too (its thread draws the fault's screen).
    let t0 = Instant::now();
    let fault_png = loop {
        let found = std::fs::read_dir(dir.join("png")).ok().and_then(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .find(|n| n.ends_with("-fault.png"))
        });
        if let Some(f) = found {
            break f;
        }
        assert!(t0.elapsed() < Duration::from_secs(10), "no fault screen");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(fault_png.starts_with("0002"), "{fault_png}");
    // SAFETY: kill(2) on the child we spawned.
    assert_eq!(unsafe { libc::kill(child.id() as i32, libc::SIGTERM) }, 0);
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}");
    let journal = std::fs::read_dir(dir.join("state"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .expect("a journal");
    let contents = store::read(&journal).unwrap();
    let recs: Vec<_> = contents.parsed().map(|l| &l.rec).collect();
    assert!(
        recs.iter().any(|r| matches!(r, Record::HwFault(_))),
        "{recs:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `jadoube ARGS` with its standard output on a pseudo-terminal;
/// returns what it printed.
fn on_a_terminal(args: &[&std::ffi::OsStr]) -> String {
    use std::io::Read;
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty fills two descriptors; no name, termios or size.
    let r = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(r, 0, "openpty");
    // SAFETY: both descriptors are ours, each owned once.
    let (master, slave) = unsafe {
        (
            std::fs::File::from_raw_fd(master),
            std::fs::File::from_raw_fd(slave),
        )
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .env_remove("NOTIFY_SOCKET")
        .stdout(Stdio::from(slave))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut master = master;
        let mut buf = [0u8; 4096];
        // EIO once the child has closed the terminal.
        while let Ok(n) = master.read(&mut buf) {
            if n == 0 {
                break;
            }
            out.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&out).into_owned()
    });
    assert!(child.wait().unwrap().success());
    reader.join().unwrap()
}

/// Issue 17: `run --sim TRACE` on a terminal shows the decisions and the
/// arbiter's screen, says where the journal goes, and a second run on the
/// same trace says that it resumed a finished game.
#[test]
fn run_sim_on_a_terminal_shows_the_game_and_where_the_journal_goes() {
    let dir = temp("tty");
    let trace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("traces/demo.trace");
    let args: Vec<&std::ffi::OsStr> = vec![
        "run".as_ref(),
        "--sim".as_ref(),
        trace.as_os_str(),
        "--speed".as_ref(),
        "max".as_ref(),
        "--state-dir".as_ref(),
        dir.as_os_str(),
    ];
    let first = on_a_terminal(&args);
    let journal = dir.join("demo_r0_b0.jsonl");
    assert!(
        first.contains(&format!("Journal: {} (a new game)", journal.display())),
        "{first}"
    );
    // The decisions, and the screen after the illegal move.
    assert!(first.contains("Qxf7#"), "{first}");
    assert!(
        first.contains("ILLEGAL") || first.contains("Illegal"),
        "{first}"
    );
    assert!(
        first.contains("PUT BACK") || first.contains("Put back"),
        "{first}"
    );
    // Commands to go on with, as they can be typed (the key of the state
    // directory checks the seals).
    assert!(first.contains(" verify "), "{first}");
    assert!(first.contains("--keys"), "{first}");
    let again = on_a_terminal(&args);
    assert!(again.contains("resumed"), "{again}");
    assert!(again.contains("nothing more to play"), "{again}");
    assert!(!again.contains("Qxf7#"), "{again}");
    // Piped, it stays quiet (scripts).
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(&args)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `run --sim TRACE --print ... | head -1`: when the reader of standard
/// output goes, the run ends with a clean stop in the journal, long before
/// the trace's end (the live daemon, whose output is the system's log,
/// goes on instead).
#[test]
fn run_sim_stops_when_its_reader_goes() {
    use std::io::BufRead;
    let dir = temp("run-sim-head");
    let trace = concat!(env!("CARGO_MANIFEST_DIR"), "/traces/demo.trace");
    let mut child = Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["run", "--sim", trace, "--speed", "1", "--print", "jsonl"])
        .arg("--state-dir")
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("{\"kind\":\"move\""), "{first}");
    // The reader closes the pipe here.
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}");
    let journal = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .expect("a journal");
    let c = store::read(&journal).unwrap();
    let stop = c
        .parsed()
        .filter_map(|l| match &l.rec {
            Record::Stop(s) => Some((l.t.as_secs_f64(), s.reason.clone())),
            _ => None,
        })
        .last()
        .expect("a clean stop");
    // The demo's last press is at 21.7 s: the run stopped at the first
    // decision it could not print, the next after the one read.
    assert!(stop.0 < 15.0, "{stop:?}");
    assert_eq!(stop.1, "shutdown");
    let _ = std::fs::remove_dir_all(&dir);
}
