//! The systemd unit: what the daemon needs, and an exposure of 2.0 or less
//! by `systemd-analyze security --offline=true` (CI installs systemd; here
//! the check is skipped, saying so, only when the tool is missing).

use std::path::Path;
use std::process::Command;

fn unit() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("systemd/jadoube.service"))
        .unwrap()
}

#[test]
fn the_unit_runs_the_daemon_as_a_notify_service_with_a_watchdog() {
    let unit = unit();
    let has = |line: &str| unit.lines().any(|l| l.trim() == line);
    for line in [
        "Type=notify",
        "Restart=on-failure",
        "WatchdogSec=10",
        "User=jadoube",
        "ConfigurationDirectory=jadoube",
        "StateDirectory=jadoube",
        "NoNewPrivileges=yes",
        "ProtectSystem=strict",
        "PrivateNetwork=yes",
        "DevicePolicy=closed",
        "ExecStart=/usr/bin/jadoube run --config /etc/jadoube/jadoube.toml",
    ] {
        assert!(has(line), "systemd/jadoube.service lacks `{line}`");
    }
    assert!(unit.lines().any(|l| l.starts_with("SystemCallFilter=")));
    // Issue 17: `systemctl start` finishes even while the sensors are at
    // fault (READY comes after the first scan, good or not).
    let start_timeout = unit
        .lines()
        .find_map(|l| l.trim().strip_prefix("TimeoutStartSec="))
        .expect("TimeoutStartSec=");
    assert!(
        start_timeout
            .parse::<u32>()
            .is_ok_and(|s| s > 0 && s <= 300),
        "TimeoutStartSec={start_timeout}: start must finish"
    );
    // systemd-udev-settle.service is deprecated (systemd-udev-settle.service(8)).
    let ordering = ["After=", "Wants=", "Requires="];
    assert!(
        !unit
            .lines()
            .any(|l| ordering.iter().any(|o| l.starts_with(o)) && l.contains("udev-settle")),
        "the unit waits for the deprecated systemd-udev-settle.service"
    );
    let sysusers = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("systemd/jadoube.sysusers"),
    )
    .unwrap();
    assert!(sysusers.lines().any(|l| l.starts_with("u jadoube ")));
}

/// With `DevicePolicy=closed`, `DeviceAllow=char-NAME` opens the devices
/// whose driver registered NAME in /proc/devices. These are the names the
/// kernel's drivers register (drivers/gpio/gpiolib.c "gpiochip",
/// drivers/spi/spidev.c "spi", drivers/i2c/i2c-dev.c "i2c",
/// drivers/video/fbdev/core/fbmem.c "fb"; for a DGT board on USB or
/// Bluetooth: drivers/usb/class/cdc-acm.c "ttyACM",
/// drivers/usb/serial/usb-serial.c "ttyUSB", net/bluetooth/rfcomm/tty.c
/// "rfcomm"); the VM test
/// (tools/vm-test.sh, `proc_devices`) reads them from a running kernel.
/// `char-spidev` matched nothing: the service could not open /dev/spidev*.
#[test]
fn the_unit_allows_the_devices_by_the_names_the_kernel_registers() {
    let unit = unit();
    let allowed: Vec<&str> = unit
        .lines()
        .filter_map(|l| l.trim().strip_prefix("DeviceAllow="))
        .collect();
    assert_eq!(
        allowed,
        [
            "char-gpiochip rw",
            "char-spi rw",
            "char-i2c rw",
            "char-fb rw",
            "char-ttyACM rw",
            "char-ttyUSB rw",
            "char-rfcomm rw",
        ],
        "DeviceAllow= lines of systemd/jadoube.service"
    );
}

/// The board's private key (`/var/lib/jadoube/board-key`, 0600) stays in
/// the state directory, readable by the service user only: the service
/// runs as `jadoube`, the state directory is 0750, and the sandbox gives it
/// no other writable place and no network to copy the key to.
#[test]
fn the_sandbox_keeps_the_board_key_in_the_state_directory() {
    let unit = unit();
    let has = |line: &str| unit.lines().any(|l| l.trim() == line);
    for line in [
        "User=jadoube",
        "StateDirectory=jadoube",
        "StateDirectoryMode=0750",
        "UMask=0027",
        "ProtectSystem=strict",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "PrivateNetwork=yes",
        "IPAddressDeny=any",
        "RestrictAddressFamilies=AF_UNIX",
    ] {
        assert!(has(line), "systemd/jadoube.service lacks `{line}`");
    }
    for prefix in [
        "ReadWritePaths=",
        "DynamicUser=yes",
        "LogsDirectory=",
        "CacheDirectory=",
    ] {
        assert!(
            !unit.lines().any(|l| l.trim().starts_with(prefix)),
            "systemd/jadoube.service: `{prefix}` would give the service another writable place"
        );
    }
}

/// The exposure `systemd-analyze` gives the unit, if it is installed.
pub fn exposure() -> Option<f64> {
    let out = Command::new("systemd-analyze")
        .args(["security", "--offline=true"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("systemd/jadoube.service"))
        .output()
        .ok()?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let line = text
        .lines()
        .find(|l| l.contains("Overall exposure level"))
        .unwrap_or_else(|| panic!("no exposure in the output of systemd-analyze:\n{text}"));
    let value = line.split(':').nth(1)?.split_whitespace().next()?;
    Some(
        value
            .parse()
            .unwrap_or_else(|_| panic!("exposure `{value}` in `{line}`")),
    )
}

#[test]
fn systemd_analyze_exposure_is_at_most_2() {
    let Some(e) = exposure() else {
        eprintln!(
            "SKIPPED: systemd-analyze is not installed (CI installs it: apt-get install systemd)"
        );
        return;
    };
    assert!(e <= 2.0, "exposure {e} > 2.0");
}
