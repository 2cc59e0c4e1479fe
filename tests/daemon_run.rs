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
