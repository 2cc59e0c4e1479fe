//! The hall's systemd unit (`systemd/jadoube-hall.service`, shipped by the
//! Debian package `jadoube-hall` with its sysusers entry and
//! `/etc/default/jadoube-hall`, tools/build-deb.sh): what it asks of the
//! program holds, and the program speaks `Type=notify`.

use std::os::unix::net::UnixDatagram;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The unit's `KEY=VALUE` lines (comments and sections left out).
fn settings(unit: &str) -> Vec<(String, String)> {
    unit.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#') && !l.starts_with('['))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn value<'a>(s: &'a [(String, String)], key: &str) -> &'a str {
    let all: Vec<&str> = s
        .iter()
        .filter(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .collect();
    assert_eq!(all.len(), 1, "systemd/jadoube-hall.service: {key}= {all:?}");
    all[0]
}

/// The words of `JADOUBE_HALL_OPTIONS` in the shipped /etc/default file.
fn default_options() -> Vec<String> {
    let text = read("systemd/jadoube-hall.default");
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("JADOUBE_HALL_OPTIONS="))
        .expect("systemd/jadoube-hall.default sets JADOUBE_HALL_OPTIONS");
    line.trim_matches('"')
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_unit_runs_the_hall_as_a_notify_service_under_its_own_user() {
    let s = settings(&read("systemd/jadoube-hall.service"));
    for (key, want) in [
        ("Type", "notify"),
        ("NotifyAccess", "main"),
        ("Restart", "on-failure"),
        ("User", "jadoube-hall"),
        ("Group", "jadoube-hall"),
        ("StateDirectory", "jadoube-hall"),
        ("StateDirectoryMode", "0750"),
        ("EnvironmentFile", "-/etc/default/jadoube-hall"),
        ("ProtectSystem", "strict"),
        ("ProtectHome", "yes"),
        ("PrivateDevices", "yes"),
        ("NoNewPrivileges", "yes"),
        ("CapabilityBoundingSet", ""),
        ("RestrictAddressFamilies", "AF_UNIX AF_INET AF_INET6"),
        ("MemoryDenyWriteExecute", "yes"),
        ("WantedBy", "multi-user.target"),
    ] {
        assert_eq!(value(&s, key), want, "{key}=");
    }
    // The data directory the program is given is the state directory
    // systemd makes, owned by the user, and that user's home.
    let exec = value(&s, "ExecStart");
    assert!(
        exec.starts_with("/usr/bin/jadoube-hall --data-dir /var/lib/jadoube-hall "),
        "{exec}"
    );
    assert!(exec.ends_with(" $JADOUBE_HALL_OPTIONS"), "{exec}");
    let sysusers = read("systemd/jadoube-hall.sysusers");
    let user = sysusers
        .lines()
        .find(|l| l.starts_with("u "))
        .expect("a `u` line");
    assert!(
        user.starts_with("u jadoube-hall ")
            && user.ends_with(" /var/lib/jadoube-hall /usr/sbin/nologin"),
        "{user}"
    );
    // The package installs each file where the unit and the maintainer
    // scripts look for it.
    let deb = read("tools/build-deb.sh");
    for (from, to) in [
        (
            "systemd/jadoube-hall.service",
            "/usr/lib/systemd/system/jadoube-hall.service",
        ),
        (
            "systemd/jadoube-hall.sysusers",
            "/usr/lib/sysusers.d/jadoube-hall.conf",
        ),
        ("systemd/jadoube-hall.default", "/etc/default/jadoube-hall"),
    ] {
        assert!(
            deb.lines()
                .any(|l| l.contains(&format!("{from} ")) && l.ends_with(&format!("{to}\""))),
            "tools/build-deb.sh does not install {from} as {to}"
        );
    }
    assert!(deb.contains("echo /etc/default/jadoube-hall > \"$hpkg/DEBIAN/conffiles\""));
    let postinst = read("packaging/debian/jadoube-hall.postinst");
    assert!(
        postinst.contains("systemd-sysusers ${DPKG_ROOT:+--root=\"$DPKG_ROOT\"} jadoube-hall.conf")
    );
    assert!(postinst.contains("deb-systemd-helper enable 'jadoube-hall.service'"));
}

/// The program accepts what the unit gives it: ExecStart's options and the
/// shipped defaults' (a typo would fail every start).
#[test]
fn the_program_accepts_the_units_options() {
    let s = settings(&read("systemd/jadoube-hall.service"));
    let exec = value(&s, "ExecStart");
    let mut args: Vec<String> = exec
        .split_whitespace()
        .skip(1)
        .filter(|w| *w != "$JADOUBE_HALL_OPTIONS")
        .map(str::to_string)
        .collect();
    let defaults = default_options();
    assert!(defaults.iter().any(|w| w == "--broker"), "{defaults:?}");
    args.extend(defaults);
    // --help last: clap has parsed and checked every option before it.
    args.push("--help".into());
    let out = Command::new(env!("CARGO_BIN_EXE_jadoube-hall"))
        .args(&args)
        .env("LANG", "C")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "jadoube-hall {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `Type=notify`: READY=1 once the page listens (not before: a start that
/// fails, here a data directory that cannot be made, sends none), STOPPING=1
/// at SIGTERM, and a clean exit.
#[test]
fn the_hall_tells_systemd_when_it_is_ready_and_when_it_stops() {
    let dir = std::env::temp_dir().join(format!("jadoube-hall-notify-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let sock_path = dir.join("notify");
    let sock = UnixDatagram::bind(&sock_path).unwrap();
    sock.set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let start = |data: &Path| {
        Command::new(env!("CARGO_BIN_EXE_jadoube-hall"))
            .args(["--broker", "127.0.0.1:9", "--listen", "127.0.0.1:0"])
            .arg("--insecure-http")
            .arg("--data-dir")
            .arg(data)
            .env("NOTIFY_SOCKET", &sock_path)
            .env("LANG", "C")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap()
    };
    let wait_for = |what: &str, limit: Duration| -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        while Instant::now() < deadline {
            if let Ok(n) = sock.recv(&mut buf) {
                got.push(String::from_utf8_lossy(&buf[..n]).into_owned());
                if got.last().unwrap().lines().any(|l| l == what) {
                    break;
                }
            }
        }
        got
    };

    // A data directory under a file: the start fails, and says nothing.
    std::fs::write(dir.join("file"), "").unwrap();
    let mut bad = start(&dir.join("file/data"));
    let status = bad.wait().unwrap();
    assert!(!status.success());
    let said = wait_for("READY=1", Duration::from_millis(300));
    assert!(
        said.iter().all(|m| !m.contains("READY=1")),
        "a failed start said {said:?}"
    );

    let mut hall = start(&dir.join("data"));
    let said = wait_for("READY=1", Duration::from_secs(30));
    assert!(
        said.iter().any(|m| m.lines().any(|l| l == "READY=1")),
        "no READY=1 within 30 s: {said:?}"
    );
    assert!(hall.try_wait().unwrap().is_none(), "the hall stopped");
    // SAFETY: a plain kill(2) of our own child.
    unsafe { libc::kill(hall.id() as i32, libc::SIGTERM) };
    let said = wait_for("STOPPING=1", Duration::from_secs(10));
    assert!(
        said.iter().any(|m| m.lines().any(|l| l == "STOPPING=1")),
        "no STOPPING=1 after SIGTERM: {said:?}"
    );
    let status = hall.wait().unwrap();
    assert!(status.success(), "{status:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `systemd-analyze verify` (the unit's syntax, and that its program is
/// there: this build's, in place of /usr/bin/jadoube-hall) and its
/// exposure, when systemd-analyze is installed (CI installs it;
/// tools/check-deb-install.sh verifies the installed unit too).
#[test]
fn systemd_analyze_verifies_the_unit() {
    if Command::new("systemd-analyze")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("SKIPPED: systemd-analyze is not installed (apt-get install systemd)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("jadoube-hall-unit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let unit = dir.join("jadoube-hall.service");
    std::fs::write(
        &unit,
        read("systemd/jadoube-hall.service")
            .replace("/usr/bin/jadoube-hall", env!("CARGO_BIN_EXE_jadoube-hall")),
    )
    .unwrap();
    let out = Command::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&unit)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && text.trim().is_empty(),
        "systemd-analyze verify:\n{text}"
    );
    let out = Command::new("systemd-analyze")
        .args(["security", "--offline=true"])
        .arg(&unit)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let line = text
        .lines()
        .find(|l| l.contains("Overall exposure level"))
        .unwrap_or_else(|| panic!("no exposure in:\n{text}"));
    let e: f64 = line
        .split(':')
        .nth(1)
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(e <= 2.0, "exposure {e} > 2.0:\n{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
