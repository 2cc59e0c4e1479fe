//! The kernel-interface tests: the daemon's own hardware backends against
//! the Linux kernel (docs/hardware.md, "What is proven against the kernel").
//!
//! This program runs inside the VM that `tools/vm-test.sh` boots: Debian's
//! kernel with gpio-sim (GPIO chips made through configfs, input levels set
//! through sysfs `pull` files), i2c-stub (SMBus chips at 0x20..0x23 whose
//! registers hold what is written to them) and vfb (a framebuffer in
//! memory). It runs as root in /data, beside the `jadoube` binary, the
//! systemd unit and the traces, and it drives the real binary (`jadoube run`,
//! `jadoube diag`, `jadoube replay`) as a board would:
//!
//! - `proc_devices`: every `DeviceAllow=char-NAME` of the unit names a
//!   driver the kernel registered in /proc/devices (the names systemd
//!   matches against);
//! - `clock_debounce_and_timestamps`: the press line through the library's
//!   `ClockLines` on a real line: the kernel has it as asked (active low,
//!   pull-up, both edges, the debounce period); a bouncing press is one
//!   press, stamped on CLOCK_MONOTONIC a debounce period after the bouncing
//!   stopped;
//! - `bouncing_press_through_the_daemon`: the same, through `jadoube run`:
//!   one press in the journal, one move;
//! - `game_on_real_devices`: a whole game from a trace on an MCP23017 wiring
//!   (i2c-stub), the press line and the LED on a gpio-sim chip whose lines are
//!   named as on a Pi, the screen on vfb: the journal's decisions equal
//!   `jadoube replay` of the trace, the LED is lit exactly while an illegal
//!   move waits, the framebuffer shows the alert and equals the screen the
//!   daemon wrote as PNG;
//! - `diag_on_real_lines`: `jadoube diag --once` shows the board set in the
//!   chip's registers, each square's level and wiring position, and the
//!   presses made meanwhile;
//! - `sensor_chip_removed_and_back`: a matrix wiring on a gpio-sim chip that
//!   is removed through configfs while the daemon runs: a `sensor_fault`
//!   naming the lines, no alert against a player, the LED showing the fault,
//!   and recovery when the chip is back under another number (its lines
//!   found by name again);
//! - `pi4_line_names`: the header's chip named as a Pi 4's kernel names it
//!   (`SPI_MOSI` for GPIO10, `ID_SDA`, `TXD1`...): the library finds
//!   `GPIO10` there, and `jadoube diag` with `line = "GPIO10"` takes that
//!   line, counts its presses and says it found it as `SPI_MOSI`; on the
//!   Pi-5-like chip, a configuration's `SPI_MOSI` is found as `GPIO10`.
//!
//! It prints one `PASS name` or `FAIL name: why` per check and a closing
//! `vm-test: N passed, M failed`; the exit status is 1 if any failed.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use jadoube::hw::real::monotonic_ns;
use serde_json::Value;

type R<T> = Result<T, String>;
/// One check of the suite.
type Check = fn(&mut Env) -> R<()>;

trait Ctx<T> {
    fn ctx(self, what: impl std::fmt::Display) -> R<T>;
}

impl<T, E: std::fmt::Display> Ctx<T> for Result<T, E> {
    fn ctx(self, what: impl std::fmt::Display) -> R<T> {
        self.map_err(|e| format!("{what}: {e}"))
    }
}

macro_rules! ensure {
    ($cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(format!($($fmt)+));
        }
    };
}

const BIN: &str = "/data/jadoube";
/// The press line and the LED, as on a Pi's header.
const CLOCK_LINE: &str = "GPIO17";
const LED_LINE: &str = "GPIO27";
/// MCP23017 addresses on the i2c-stub bus (chip k holds ranks 2k+1, 2k+2
/// before the 180° turn of the mapping).
const MCP_ADDRS: [u8; 4] = [0x20, 0x21, 0x22, 0x23];
const START_OCC: u64 = 0xffff_0000_0000_ffff;
/// The screen: a common SPI panel's size (the emulated CPU draws it faster
/// than 800x480).
const FB_W: u32 = 480;
const FB_H: u32 = 320;
/// Time between the changes of a bouncing contact: long enough for the
/// kernel to see each one, well inside a 20 ms debounce period.
const BOUNCE: Duration = Duration::from_millis(5);

fn main() {
    let only: Vec<String> = std::env::args().skip(1).collect();
    let checks: [(&str, Check); 7] = [
        ("proc_devices", proc_devices),
        (
            "clock_debounce_and_timestamps",
            clock_debounce_and_timestamps,
        ),
        (
            "bouncing_press_through_the_daemon",
            bouncing_press_through_the_daemon,
        ),
        ("game_on_real_devices", game_on_real_devices),
        ("diag_on_real_lines", diag_on_real_lines),
        ("sensor_chip_removed_and_back", sensor_chip_removed_and_back),
        ("pi4_line_names", pi4_line_names),
    ];
    set_realtime();
    let mut env = match Env::new() {
        Ok(e) => e,
        Err(e) => {
            println!("FAIL setup: {e}");
            println!("vm-test: 0 passed, 1 failed");
            std::process::exit(1);
        }
    };
    let (mut passed, mut failed) = (0, 0);
    for (name, check) in checks {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        println!("== {name}");
        let t0 = Instant::now();
        let mut r = run_check(check, &mut env);
        if let Err(e) = &r
            && e.starts_with(INCONCLUSIVE)
        {
            // The emulated CPU stalled and the input was not what the check
            // meant to give: once more, and that one counts.
            println!("{e}\n(once more)");
            r = run_check(check, &mut env);
        }
        let secs = t0.elapsed().as_secs_f64();
        match r {
            Ok(()) => {
                passed += 1;
                println!("PASS {name} ({secs:.1} s)");
            }
            Err(e) => {
                failed += 1;
                println!("FAIL {name} ({secs:.1} s): {e}");
            }
        }
    }
    let oops = Command::new("dmesg").output().map(|o| {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter(|l| l.contains("BUG") || l.contains("Oops") || l.contains("Call Trace"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    });
    if let Ok(lines) = oops
        && !lines.is_empty()
    {
        println!("kernel trouble in dmesg:\n  {}", lines.join("\n  "));
    }
    println!("vm-test: {passed} passed, {failed} failed");
    std::process::exit(i32::from(failed > 0));
}

/// The start of an error that says the check could not be made as meant
/// (the emulator stalled): the check runs once more.
const INCONCLUSIVE: &str = "INCONCLUSIVE";

fn run_check(check: Check, env: &mut Env) -> R<()> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(env))).unwrap_or_else(|p| {
        Err(format!(
            "panicked: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        ))
    })
}

// ---------------------------------------------------------------- devices

/// What every check shares: the Pi-like GPIO chip and the I2C bus.
struct Env {
    pi: SimChip,
    stub: Stub,
    fb: FbVar,
}

impl Env {
    fn new() -> R<Env> {
        let names: Vec<String> = (0..28).map(|i| format!("GPIO{i}")).collect();
        let pi = SimChip::create("pi", &names)?;
        let stub = Stub::open()?;
        let fb = fb_setup()?;
        println!(
            "devices: {} lines GPIO0..GPIO27 on /dev/{}, i2c-stub on /dev/i2c-{} at {}",
            names.len(),
            pi.chip,
            stub.bus,
            MCP_ADDRS.map(|a| format!("{a:#04x}")).join(", ")
        );
        Ok(Env { pi, stub, fb })
    }
}

/// A gpio-sim chip made through configfs (one bank, named lines).
struct SimChip {
    cfg: PathBuf,
    lines: Vec<String>,
    /// `gpiochipN` while live.
    chip: String,
    /// /sys/devices/platform/<dev>/<chip> while live.
    sysfs: PathBuf,
}

impl SimChip {
    fn create(name: &str, lines: &[String]) -> R<SimChip> {
        let cfg = Path::new("/sys/kernel/config/gpio-sim").join(name);
        fs::create_dir(&cfg).ctx(cfg.display())?;
        let bank = cfg.join("bank0");
        fs::create_dir(&bank).ctx(bank.display())?;
        write(&bank.join("num_lines"), &lines.len().to_string())?;
        for (i, n) in lines.iter().enumerate() {
            let l = bank.join(format!("line{i}"));
            fs::create_dir(&l).ctx(l.display())?;
            write(&l.join("name"), n)?;
        }
        let mut c = SimChip {
            cfg,
            lines: lines.to_vec(),
            chip: String::new(),
            sysfs: PathBuf::new(),
        };
        c.set_live(true)?;
        Ok(c)
    }

    /// Removes the chip from the kernel (`live` = 0) or brings it back.
    fn set_live(&mut self, live: bool) -> R<()> {
        write(&self.cfg.join("live"), if live { "1" } else { "0" })?;
        if live {
            let dev = read(&self.cfg.join("dev_name"))?;
            self.chip = read(&self.cfg.join("bank0/chip_name"))?;
            self.sysfs = Path::new("/sys/devices/platform")
                .join(dev.trim())
                .join(self.chip.trim());
            self.chip = self.chip.trim().to_string();
        }
        Ok(())
    }

    /// Takes the chip out of the kernel and out of configfs.
    fn remove(mut self) -> R<()> {
        self.set_live(false)?;
        let bank = self.cfg.join("bank0");
        for i in 0..self.lines.len() {
            let l = bank.join(format!("line{i}"));
            fs::remove_dir(&l).ctx(l.display())?;
        }
        fs::remove_dir(&bank).ctx(bank.display())?;
        fs::remove_dir(&self.cfg).ctx(self.cfg.display())
    }

    fn offset(&self, line: &str) -> R<usize> {
        self.lines
            .iter()
            .position(|l| l == line)
            .ok_or_else(|| format!("no line {line}"))
    }

    /// Sets the level the simulated world drives on an input.
    fn pull(&self, line: &str, up: bool) -> R<()> {
        let p = self
            .sysfs
            .join(format!("sim_gpio{}/pull", self.offset(line)?));
        write(&p, if up { "pull-up" } else { "pull-down" })
    }

    /// The level of a line (an output's value as the program set it).
    fn value(&self, line: &str) -> R<bool> {
        let p = self
            .sysfs
            .join(format!("sim_gpio{}/value", self.offset(line)?));
        Ok(read(&p)?.trim() == "1")
    }

    /// What the kernel says of a line: who holds it, how it is configured.
    fn info(&self, line: &str) -> R<gpiocdev::line::Info> {
        let chip = gpiocdev::Chip::from_path(Path::new("/dev").join(&self.chip))
            .ctx(format!("/dev/{}", self.chip))?;
        chip.line_info(self.offset(line)? as u32).ctx("line info")
    }

    /// Who holds a line (`jadoube:clock`), empty if nobody.
    fn consumer(&self, line: &str) -> R<String> {
        let info = self.info(line)?;
        Ok(if info.used {
            info.consumer
        } else {
            String::new()
        })
    }
}

fn write(p: &Path, s: &str) -> R<()> {
    fs::write(p, s).ctx(format!("write {s:?} to {}", p.display()))
}

fn read(p: &Path) -> R<String> {
    fs::read_to_string(p).ctx(format!("read {}", p.display()))
}

/// The i2c-stub chips: MCP23017 register maps (8-bit registers, IOCON.BANK
/// = 0) that the test writes the sensors' levels into.
struct Stub {
    bus: u8,
    i2c: rppal::i2c::I2c,
    /// GPIOA, GPIOB of each chip as last written.
    last: [[u8; 2]; 4],
}

impl Stub {
    fn open() -> R<Stub> {
        let mut bus = None;
        for e in fs::read_dir("/sys/bus/i2c/devices").ctx("/sys/bus/i2c/devices")? {
            let e = e.ctx("i2c devices")?;
            let name = fs::read_to_string(e.path().join("name")).unwrap_or_default();
            let file = e.file_name().to_string_lossy().into_owned();
            if name.trim() == "SMBus stub driver"
                && let Some(n) = file.strip_prefix("i2c-")
            {
                bus = n.parse::<u8>().ok();
            }
        }
        let bus = bus.ok_or("no i2c-stub adapter (is i2c-stub loaded?)")?;
        let i2c = rppal::i2c::I2c::with_bus(bus).ctx(format!("/dev/i2c-{bus}"))?;
        Ok(Stub {
            bus,
            i2c,
            last: [[0xff; 2]; 4],
        })
    }

    /// The sensor levels for an occupancy (a1 = bit 0): the mapping is
    /// `rank_major` turned 180°, so square s is wiring position 63 - s,
    /// position p is bit p % 8 of port p / 8 % 2 of chip p / 16; a piece
    /// pulls its input low (`occupied_level = "low"`, pull-ups on).
    fn ports(occ: u64) -> [[u8; 2]; 4] {
        let mut ports = [[0xffu8; 2]; 4];
        for s in 0..64 {
            if occ >> s & 1 == 1 {
                let p = 63 - s;
                ports[p / 16][p / 8 % 2] &= !(1 << (p % 8));
            }
        }
        ports
    }

    /// Writes GPIOA and GPIOB (0x12, 0x13) of the chips whose levels change.
    fn show(&mut self, occ: u64, force: bool) -> R<()> {
        let ports = Stub::ports(occ);
        for (k, addr) in MCP_ADDRS.iter().enumerate() {
            if force || ports[k] != self.last[k] {
                self.i2c
                    .set_slave_address(u16::from(*addr))
                    .ctx("I2C_SLAVE")?;
                self.i2c
                    .block_write(0x12, &ports[k])
                    .ctx(format!("write GPIOA/B of {addr:#04x}"))?;
                self.last[k] = ports[k];
            }
        }
        Ok(())
    }

    /// Registers of one chip, as the daemon left them.
    fn registers(&mut self, addr: u8, reg: u8, n: usize) -> R<Vec<u8>> {
        self.i2c
            .set_slave_address(u16::from(addr))
            .ctx("I2C_SLAVE")?;
        let mut buf = vec![0; n];
        self.i2c.block_read(reg, &mut buf).ctx("block read")?;
        Ok(buf)
    }
}

// ---------------------------------------------------------------- framebuffer

/// struct fb_var_screeninfo of <linux/fb.h>.
#[repr(C)]
#[derive(Clone, Copy, Default, Debug)]
struct FbVar {
    xres: u32,
    yres: u32,
    xres_virtual: u32,
    yres_virtual: u32,
    xoffset: u32,
    yoffset: u32,
    bits_per_pixel: u32,
    grayscale: u32,
    /// red, green, blue, transp: offset, length, msb_right.
    channels: [[u32; 3]; 4],
    nonstd: u32,
    activate: u32,
    height: u32,
    width: u32,
    accel_flags: u32,
    timing: [u32; 11],
    reserved: [u32; 4],
}

/// The vfb device as a Pi's HDMI output would be set up at boot (`fbset`):
/// `FB_W` x `FB_H` at 32 bits per pixel (vfb gives RGBA8888, red in the low
/// byte).
/// The kernel's framebuffer console is unbound first: it would draw its
/// blinking cursor over the daemon's screen (on a Pi, `fbcon=map:` or
/// `vt.global_cursor_default=0` in cmdline.txt does the same).
fn fb_setup() -> R<FbVar> {
    if let Ok(dir) = fs::read_dir("/sys/class/vtconsole") {
        for e in dir.filter_map(Result::ok) {
            let name = fs::read_to_string(e.path().join("name")).unwrap_or_default();
            if name.contains("frame buffer") {
                write(&e.path().join("bind"), "0")?;
            }
        }
    }
    let f = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/fb0")
        .ctx("/dev/fb0 (is vfb loaded with vfb_enable=1?)")?;
    use std::os::fd::AsRawFd;
    let mut var = FbVar::default();
    // SAFETY: FBIOGET/FBIOPUT_VSCREENINFO read and write one
    // fb_var_screeninfo, whose layout FbVar has.
    unsafe {
        if libc::ioctl(f.as_raw_fd(), 0x4600, &mut var as *mut FbVar) != 0 {
            return Err(format!(
                "FBIOGET_VSCREENINFO: {}",
                std::io::Error::last_os_error()
            ));
        }
        var.xres = FB_W;
        var.yres = FB_H;
        var.xres_virtual = FB_W;
        var.yres_virtual = FB_H;
        var.bits_per_pixel = 32;
        if libc::ioctl(f.as_raw_fd(), 0x4601, &mut var as *mut FbVar) != 0 {
            return Err(format!(
                "FBIOPUT_VSCREENINFO: {}",
                std::io::Error::last_os_error()
            ));
        }
        if libc::ioctl(f.as_raw_fd(), 0x4600, &mut var as *mut FbVar) != 0 {
            return Err(format!(
                "FBIOGET_VSCREENINFO: {}",
                std::io::Error::last_os_error()
            ));
        }
    }
    ensure!(
        var.xres == FB_W && var.yres == FB_H && var.bits_per_pixel == 32,
        "vfb did not take {FB_W}x{FB_H}x32: {var:?}"
    );
    Ok(var)
}

/// The visible pixels as RGB.
fn fb_rgb(var: &FbVar, bytes: &[u8]) -> Vec<[u8; 3]> {
    let (w, h) = (var.xres as usize, var.yres as usize);
    let line = w * 4;
    let mut out = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let o = y * line + x * 4;
            let v = u32::from_ne_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]]);
            let ch = |c: [u32; 3]| ((v >> c[0]) & ((1 << c[1]) - 1)) as u8;
            out.push([
                ch(var.channels[0]),
                ch(var.channels[1]),
                ch(var.channels[2]),
            ]);
        }
    }
    out
}

fn fb_read() -> R<Vec<u8>> {
    let mut f = fs::File::open("/dev/fb0").ctx("/dev/fb0")?;
    let mut buf = vec![0; (FB_W * FB_H * 4) as usize];
    f.read_exact(&mut buf).ctx("read /dev/fb0")?;
    Ok(buf)
}

fn png_rgb(bytes: &[u8]) -> R<(u32, u32, Vec<[u8; 3]>)> {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().ctx("png")?;
    let mut buf = vec![0; reader.output_buffer_size().ok_or("png size")?];
    let info = reader.next_frame(&mut buf).ctx("png frame")?;
    let n = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        c => return Err(format!("png colour type {c:?}")),
    };
    let px = buf[..info.buffer_size()]
        .chunks(n)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    Ok((info.width, info.height, px))
}

/// The title bar's colour per tone (src/display/render.rs).
fn tone_of(rgb: [u8; 3]) -> &'static str {
    match rgb {
        [0x2b, 0x3a, 0x42] => "ready",
        [0xc9, 0x2a, 0x2a] => "alert",
        [0x2b, 0x8a, 0x3e] => "restored",
        [0x1c, 0x5d, 0x99] => "advisory",
        [0xb3, 0x5c, 0x00] => "fault",
        [0x5f, 0x3d, 0xc4] => "over",
        _ => "?",
    }
}

// ---------------------------------------------------------------- the daemon

struct Daemon {
    child: Child,
    dir: PathBuf,
}

impl Daemon {
    /// `jadoube run --first-boot --config DIR/jadoube.toml` (a fresh state
    /// directory: the daemon makes the board's key), its log in
    /// DIR/daemon.log.
    fn start(dir: &Path, config: &str) -> R<Daemon> {
        let _ = fs::remove_dir_all(dir);
        fs::create_dir_all(dir.join("state")).ctx(dir.display())?;
        let cfg = dir.join("jadoube.toml");
        write(&cfg, config)?;
        let log = fs::File::create(dir.join("daemon.log")).ctx("daemon.log")?;
        let child = Command::new(BIN)
            .arg("run")
            .arg("--first-boot")
            .arg("--config")
            .arg(&cfg)
            .arg("--report")
            .arg(dir.join("report.json"))
            .env("RUST_LOG", "info")
            .stdout(log.try_clone().ctx("log")?)
            .stderr(log)
            .spawn()
            .ctx("start jadoube run")?;
        let mut d = Daemon {
            child,
            dir: dir.to_path_buf(),
        };
        // Ready: the journal holds a frame.
        let t0 = Instant::now();
        loop {
            if d.journal().iter().any(|r| r["rec"] == "frame") {
                return Ok(d);
            }
            if let Ok(Some(st)) = d.child.try_wait() {
                return Err(format!("jadoube run exited with {st}:\n{}", d.log()));
            }
            if t0.elapsed() > Duration::from_secs(30) {
                return Err(format!("no frame in the journal after 30 s:\n{}", d.log()));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn journal_path(&self) -> Option<PathBuf> {
        fs::read_dir(self.dir.join("state"))
            .ok()?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
    }

    /// The journal's lines so far (a torn last line is skipped).
    fn journal(&self) -> Vec<Value> {
        let Some(p) = self.journal_path() else {
            return Vec::new();
        };
        fs::read_to_string(p)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    }

    /// The engine's events in the journal.
    fn events(&self) -> Vec<Value> {
        self.journal()
            .into_iter()
            .filter(|r| r["rec"] == "event")
            .map(|r| r["event"].clone())
            .collect()
    }

    /// Waits until a journal line satisfies `f`.
    fn wait_for(&self, what: &str, secs: u64, f: impl Fn(&Value) -> bool) -> R<Value> {
        let t0 = Instant::now();
        loop {
            if let Some(r) = self.journal().into_iter().find(&f) {
                return Ok(r);
            }
            if t0.elapsed() > Duration::from_secs(secs) {
                return Err(format!("no {what} in the journal after {secs} s"));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn log(&self) -> String {
        fs::read_to_string(self.dir.join("daemon.log")).unwrap_or_default()
    }

    /// SIGTERM, and the exit status must be success.
    fn stop(mut self) -> R<Daemon> {
        // SAFETY: kill() on our own child's pid.
        unsafe {
            libc::kill(self.child.id() as i32, libc::SIGTERM);
        }
        let t0 = Instant::now();
        loop {
            if let Some(st) = self.child.try_wait().ctx("wait")? {
                ensure!(
                    st.success(),
                    "jadoube run exited with {st}:\n{}",
                    self.log()
                );
                return Ok(self);
            }
            if t0.elapsed() > Duration::from_secs(15) {
                let _ = self.child.kill();
                return Err(format!("jadoube run did not stop in 15 s:\n{}", self.log()));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The configuration of the MCP23017 board: the clock and the LED on the
/// Pi-like chip, found by name.
fn mcp_config(bus: u8, dir: &Path, rules: &str, clock_debounce_ms: u32) -> String {
    format!(
        r#"[game]
start = "startpos"
scan_hz = 100
clock = "single"

[rules]
set = "{rules}"

[sensor]
kind = "mcp23017"
occupied_level = "low"

[sensor.mcp23017]
i2c_bus = {bus}
addresses = [0x20, 0x21, 0x22, 0x23]
pull_up = true

[sensor.mapping]
layout = "rank_major"
rotate = 180

{clock_and_led}
[screen]
outputs = ["fbdev", "png"]
fb_device = "/dev/fb0"
png_dir = "{dir}/png"
width = {FB_W}
height = {FB_H}

[journal]
dir = "{dir}/state"
"#,
        dir = dir.display(),
        clock_and_led = clock_and_led(clock_debounce_ms),
    )
}

/// The press line and the status LED on the Pi-like chip, found by name.
fn clock_and_led(debounce_ms: u32) -> String {
    format!(
        r#"[clock]
line = "{CLOCK_LINE}"
active = "low"
bias = "pull_up"
debounce_ms = {debounce_ms}

[led]
enabled = true
line = "{LED_LINE}"
active = "high"
style = "steady"
"#
    )
}

/// Presses the clock: the line is active low, so the switch pulls it down.
fn press(pi: &SimChip, down: bool) -> R<()> {
    pi.pull(CLOCK_LINE, !down)
}

/// A contact that bounces: `n` changes back and forth, `BOUNCE` apart,
/// ending at `down`. Returns the CLOCK_MONOTONIC times around the last
/// change, and the longest gap between changes.
fn bouncing_press(pi: &SimChip, n: usize, down: bool) -> R<(u64, u64, u64)> {
    let mut before_last = 0;
    let mut prev = monotonic_ns();
    let mut gap = 0;
    for i in 0..n {
        // The last change (i = n - 1) leaves the line at `down`.
        let level = if (n - 1 - i).is_multiple_of(2) {
            down
        } else {
            !down
        };
        if i > 0 {
            std::thread::sleep(BOUNCE);
        }
        before_last = monotonic_ns();
        gap = gap.max(before_last - prev);
        press(pi, level)?;
        prev = monotonic_ns();
    }
    Ok((before_last, prev, gap))
}

// ---------------------------------------------------------------- checks

/// systemd matches `DeviceAllow=char-NAME` against the driver names in
/// /proc/devices: each name in the unit must be one the kernel registers.
fn proc_devices(_: &mut Env) -> R<()> {
    let devices = read(Path::new("/proc/devices"))?;
    let chars: Vec<&str> = devices
        .split("\n\n")
        .next()
        .unwrap_or("")
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().nth(1))
        .collect();
    println!("character devices: {}", chars.join(" "));
    let unit = read(Path::new("/data/jadoube.service"))?;
    let mut names = Vec::new();
    for l in unit.lines() {
        if let Some(v) = l.trim().strip_prefix("DeviceAllow=") {
            let dev = v.split_whitespace().next().unwrap_or("");
            let name = dev
                .strip_prefix("char-")
                .ok_or_else(|| format!("`{l}`: not a char-NAME entry"))?;
            names.push(name.to_string());
        }
    }
    ensure!(!names.is_empty(), "no DeviceAllow= in the unit");
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !chars.contains(&n.as_str()))
        .collect();
    println!("unit DeviceAllow: {}", names.join(" "));
    ensure!(
        missing.is_empty(),
        "DeviceAllow names the kernel does not register: {missing:?} (systemd would allow no device for them)"
    );
    // Every device the daemon opens is covered: GPIO chips, I2C, SPI, fb.
    for (needed, why) in [
        ("gpiochip", "/dev/gpiochipN"),
        ("i2c", "/dev/i2c-N"),
        ("spi", "/dev/spidevB.C"),
        ("fb", "/dev/fbN"),
    ] {
        ensure!(
            chars.contains(&needed),
            "the kernel has no `{needed}` driver for {why} here"
        );
        ensure!(
            names.iter().any(|n| n == needed),
            "the unit does not allow char-{needed} ({why})"
        );
    }
    Ok(())
}

/// The library's ClockLines on a real line: kernel debounce and timestamps.
fn clock_debounce_and_timestamps(env: &mut Env) -> R<()> {
    use jadoube::hw::{ClockEvent, ClockInput, ClockLines, Origin};
    let dir = Path::new("/tmp/clock");
    fs::create_dir_all(dir).ctx("/tmp/clock")?;
    // The presses, the edges seen (rises and falls), and the bounce's times.
    let presses_for = |debounce_ms: u32| -> R<(Vec<u64>, u64, u64, u64, u64)> {
        let cfg_path = dir.join(format!("clock-{debounce_ms}.toml"));
        write(
            &cfg_path,
            &mcp_config(env.stub.bus, dir, "fide-2023-standard", debounce_ms),
        )?;
        let cfg = jadoube::config::Config::load(&cfg_path).ctx("config")?;
        // Time zero is CLOCK_MONOTONIC zero: press times are kernel times.
        let mut clock = ClockLines::open(
            &cfg,
            &mut jadoube::hw::real::RealBuses::default(),
            Origin::at_ns(0),
        )
        .ctx("ClockLines::open")?;
        // The line as the kernel has it: ours, active low, pulled up, both
        // edges on CLOCK_MONOTONIC, the debounce period asked for.
        let info = env.pi.info(CLOCK_LINE)?;
        use gpiocdev::line::{Bias, EdgeDetection, EventClock};
        ensure!(
            info.consumer == "jadoube:clock"
                && info.active_low
                && info.bias == Some(Bias::PullUp)
                && info.edge_detection == Some(EdgeDetection::BothEdges)
                && matches!(info.event_clock, None | Some(EventClock::Monotonic))
                && info.debounce_period.unwrap_or_default()
                    == Duration::from_millis(u64::from(debounce_ms)),
            "{CLOCK_LINE} as the kernel has it: {info:?}"
        );
        // Released (pulled up, as the bias asks), and let it settle.
        press(&env.pi, false)?;
        std::thread::sleep(Duration::from_millis(100));
        while clock
            .next_event(Duration::from_millis(50))
            .ctx("drain")?
            .is_some()
        {}
        let (before, after, gap) = bouncing_press(&env.pi, 11, true)?;
        std::thread::sleep(Duration::from_millis(150));
        // The release bounces as well.
        let (.., gap2) = bouncing_press(&env.pi, 9, false)?;
        let gap = gap.max(gap2);
        let mut presses = Vec::new();
        while let Some(ev) = clock
            .next_event(Duration::from_millis(300))
            .ctx("next_event")?
        {
            if let ClockEvent::Press(p) = ev {
                presses.push(p.t.micros() * 1000);
            }
        }
        let edges = clock.status().lines.iter().map(|l| l.rises + l.falls).sum();
        Ok((presses, edges, before, after, gap))
    };
    // With the kernel's debounce: one press, at the last change.
    let mut tries = 0;
    let (presses, edges, before, after, gap) = loop {
        let r = presses_for(20)?;
        tries += 1;
        // A bounce slower than the debounce period is two presses by
        // right; the emulated CPU can be that slow now and then.
        if r.4 < 12_000_000 || tries == 5 {
            break r;
        }
        println!("bounce took {} ms between changes; again", r.4 / 1_000_000);
    };
    println!(
        "debounce 20 ms: {} press(es), {edges} edges from an 11-change press and a 9-change release ({:.2} ms apart at most), {tries} tries",
        presses.len(),
        gap as f64 / 1e6
    );
    ensure!(
        presses.len() == 1 && edges == 2,
        "a bouncing press and release gave {} presses, {edges} edges with kernel debounce",
        presses.len()
    );
    // The press time is the kernel's edge timestamp less the debounce
    // period: when the contact stopped bouncing.
    let t = presses[0];
    let err_ms = (t as f64 - before as f64) / 1e6;
    println!(
        "press stamped {err_ms:+.2} ms from the last change (written between {:.3} and {:.3} s of CLOCK_MONOTONIC)",
        before as f64 / 1e9,
        after as f64 / 1e9
    );
    ensure!(
        t + 1_000_000 >= before && t <= after + 30_000_000,
        "press at {t} ns, the last change was made between {before} and {after} ns (CLOCK_MONOTONIC)"
    );
    // Without it, for the record: gpio-sim's simulated interrupt merges
    // close changes (edges are lost, or read with the level of a later
    // change), so this is printed, not checked. The stamp above is what
    // shows the kernel's debounce: it comes a debounce period after the
    // last change.
    let (raw, raw_edges, ..) = presses_for(0)?;
    println!(
        "debounce 0 ms, for the record: {} presses, {raw_edges} edges from the same bounce",
        raw.len()
    );
    Ok(())
}

/// One bouncing press through `jadoube run`: one press in the journal, one move.
fn bouncing_press_through_the_daemon(env: &mut Env) -> R<()> {
    let dir = Path::new("/tmp/bounce");
    env.stub.show(START_OCC, true)?;
    press(&env.pi, false)?;
    let d = Daemon::start(
        dir,
        &mcp_config(env.stub.bus, dir, "fide-2023-standard", 40),
    )?;
    let sq = |name: &str| -> u64 {
        let b = name.as_bytes();
        1 << (u64::from(b[1] - b'1') * 8 + u64::from(b[0] - b'a'))
    };
    let mut occ = START_OCC;
    let mut slowest = 0;
    for (from, to) in [("e2", "e4"), ("e7", "e5")] {
        occ &= !sq(from);
        env.stub.show(occ, false)?;
        std::thread::sleep(Duration::from_millis(300));
        occ |= sq(to);
        env.stub.show(occ, false)?;
        std::thread::sleep(Duration::from_millis(300));
        let (.., gap) = bouncing_press(&env.pi, 7, true)?;
        std::thread::sleep(Duration::from_millis(200));
        let (.., gap2) = bouncing_press(&env.pi, 5, false)?;
        slowest = slowest.max(gap).max(gap2);
        println!(
            "{from}-{to}: pressed with 7 changes, {:.2} ms apart at most",
            gap as f64 / 1e6
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    let d = d.stop()?;
    let presses = d.journal().iter().filter(|r| r["rec"] == "press").count();
    let decisions: Vec<String> = d
        .events()
        .iter()
        .filter(|e| !matches!(e["kind"].as_str(), Some("lift" | "drop" | "press")))
        .map(|e| format!("{} {}", e["kind"], e["uci"]))
        .collect();
    let wrong = if presses != 2 {
        format!("two bouncing presses gave {presses} presses in the journal")
    } else if decisions != ["\"move\" \"e2e4\"", "\"move\" \"e7e5\""] {
        format!("decisions {decisions:?}, expected the moves e2e4, e7e5")
    } else {
        return Ok(());
    };
    // A bounce slower than the 40 ms debounce is several presses by right.
    if slowest >= 30_000_000 {
        return Err(format!(
            "{INCONCLUSIVE}: {wrong}, but the bounce had a gap of {} ms",
            slowest / 1_000_000
        ));
    }
    Err(wrong)
}

/// One step of the game as the test plays it.
#[derive(Clone, Debug)]
enum Act {
    Sensors(u64),
    Press,
    Release,
    /// Look at the screen: what its title bar must come to say.
    Snapshot(&'static [&'static str], String),
}

/// What the screen came to show after a snapshot was asked for.
struct Shot {
    what: String,
    want: &'static [&'static str],
    tone: &'static str,
    /// Empty when the framebuffer equals the daemon's last PNG.
    differs: String,
    waited: Duration,
}

fn game_on_real_devices(env: &mut Env) -> R<()> {
    let trace_path = Path::new("/data/illegal-002.trace");
    let text = read(trace_path)?;
    let trace = jadoube::trace::parse(&text).ctx("trace")?;
    let rules = trace
        .rules
        .as_ref()
        .map_or("fide-2023-standard".to_string(), |r| r.1.clone());
    // What replay decides, and when: the snapshots of the screen.
    let replay = Command::new(BIN)
        .args(["replay", "--format", "jsonl"])
        .arg(trace_path)
        .output()
        .ctx("jadoube replay")?;
    ensure!(
        replay.status.success(),
        "jadoube replay failed: {}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let expected: Vec<Value> = String::from_utf8_lossy(&replay.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .filter(is_decision)
        .collect();
    let illegal_presses: Vec<f64> = expected
        .iter()
        .filter(|e| e["kind"] == "illegal")
        .filter_map(|e| e["t"].as_f64())
        .collect();
    ensure!(
        !illegal_presses.is_empty(),
        "the trace has no illegal move to show"
    );

    // The timeline: sensor levels, presses (held 50 ms), snapshots.
    let mut steps: Vec<(f64, Act)> = Vec::new();
    let mut occ = START_OCC;
    let mut presses = 0;
    for (line_no, line) in trace.lines.iter().enumerate() {
        let t = line.t.micros() as f64 / 1e6;
        use jadoube::trace::Op;
        match &line.op {
            Op::Lift(sq) => occ &= !(1u64 << u32::from(*sq)),
            Op::Drop(sq, _) => occ |= 1u64 << u32::from(*sq),
            Op::Occ(v) => occ = *v,
            Op::Board(b) => occ = b.occupied().0,
            Op::Press(_) => {
                // Held 400 ms (or until just before the next press): the
                // kernel's debounce reads the level a debounce period after
                // the last change, late when the emulated CPU is busy, and
                // a short pulse would be gone by then.
                let next = trace.lines[line_no + 1..]
                    .iter()
                    .find(|l| matches!(l.op, Op::Press(_)))
                    .map_or(f64::MAX, |l| l.t.micros() as f64 / 1e6);
                steps.push((t, Act::Press));
                steps.push(((t + 0.4).min(next - 0.05).max(t + 0.02), Act::Release));
                presses += 1;
                continue;
            }
            // The game played here has no acknowledgement, adjustment or
            // flag lines wired, and no result entered.
            Op::Ack | Op::Adjust(_) | Op::Flag(_) | Op::Result(_) | Op::End => continue,
        }
        steps.push((t, Act::Sensors(occ)));
    }
    let end = steps.last().map_or(0.0, |s| s.0) + 1.5;
    for e in &expected {
        let t = e["t"].as_f64().unwrap_or(0.0);
        match e["kind"].as_str() {
            Some("illegal") => {
                let over = expected
                    .iter()
                    .any(|g| g["kind"] == "game_over" && g["t"] == e["t"]);
                let want: &[&str] = if over { &["over"] } else { &["alert"] };
                steps.push((
                    t - 0.4,
                    Act::Snapshot(&["ready"], format!("before the illegal move at {t}")),
                ));
                steps.push((
                    t + 0.3,
                    Act::Snapshot(want, format!("after the illegal move at {t}")),
                ));
            }
            Some("restored") => {
                steps.push((
                    t + 0.3,
                    Act::Snapshot(&["restored", "ready"], format!("after the restore at {t}")),
                ));
            }
            _ => {}
        }
    }
    steps.sort_by(|a, b| a.0.total_cmp(&b.0));

    // The devices at the start: the pieces set up, the clock released.
    let var = env.fb;
    env.stub.show(START_OCC, true)?;
    press(&env.pi, false)?;
    let dir = Path::new("/tmp/game");
    let d = Daemon::start(dir, &mcp_config(env.stub.bus, dir, &rules, 5))?;
    ensure!(
        env.pi.consumer(CLOCK_LINE)? == "jadoube:clock"
            && env.pi.consumer(LED_LINE)? == "jadoube:led",
        "the daemon does not hold {CLOCK_LINE} and {LED_LINE}"
    );
    // The daemon set the chips up: IOCON, the canary in INTCON, pull-ups.
    let regs = env.stub.registers(0x20, 0x00, 0x0e)?;
    println!("MCP23017 0x20 registers 0x00..0x0d after set-up: {regs:02x?}");
    ensure!(
        regs[0..2] == [0xff, 0xff] && regs[0x0a] == 0 && regs[0x0c..0x0e] == [0xff, 0xff],
        "the daemon did not set the chip up (IODIR all inputs, IOCON 0, pull-ups on)"
    );

    // The LED, sampled on its own thread.
    let stop = Arc::new(AtomicBool::new(false));
    let led_path = env
        .pi
        .sysfs
        .join(format!("sim_gpio{}/value", env.pi.offset(LED_LINE)?));
    let sampler = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut changes: Vec<(u64, bool)> = Vec::new();
            let mut last = None;
            while !stop.load(Ordering::SeqCst) {
                let on = fs::read_to_string(&led_path).map(|v| v.trim() == "1");
                if let Ok(on) = on
                    && last != Some(on)
                {
                    changes.push((monotonic_ns(), on));
                    last = Some(on);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            changes
        })
    };

    // The screen, looked at on its own thread: drawing takes a while on an
    // emulated CPU, and the game goes on meanwhile.
    let (shot_tx, shot_rx) = std::sync::mpsc::channel::<(&'static [&'static str], String)>();
    let shooter = std::thread::spawn(move || {
        shot_rx
            .into_iter()
            .map(|(want, what)| look(&var, want, what, Duration::from_secs(4)))
            .collect::<Vec<Shot>>()
    });

    // Play, on the trace's clock, at real-time priority.
    let t0 = monotonic_ns() + 200_000_000;
    let mut press_at = Vec::new();
    let mut late = Vec::new();
    // When each sensor change and press was made, against the trace's time.
    let mut made: Vec<(f64, u64)> = Vec::new();
    for (t, act) in &steps {
        let at = t0 + (t * 1e9) as u64;
        sleep_until(at);
        let now = monotonic_ns();
        late.push(now.saturating_sub(at));
        match act {
            Act::Sensors(occ) => {
                made.push((*t, now));
                env.stub.show(*occ, false)?;
            }
            Act::Press => {
                made.push((*t, now));
                press_at.push(now);
                press(&env.pi, true)?;
            }
            Act::Release => press(&env.pi, false)?,
            Act::Snapshot(want, what) => {
                let _ = shot_tx.send((want, what.clone()));
            }
        }
    }
    sleep_until(t0 + (end * 1e9) as u64);
    drop(shot_tx);
    let shots = shooter.join().map_err(|_| "the screen thread panicked")?;
    stop.store(true, Ordering::SeqCst);
    let led = sampler.join().map_err(|_| "the LED sampler panicked")?;
    let d = d.stop()?;
    late.sort_unstable();
    println!(
        "played {} steps of {} over {:.1} s: lateness p50 {:.2} ms, max {:.2} ms",
        steps.len(),
        trace_path.display(),
        end,
        late[late.len() / 2] as f64 / 1e6,
        late[late.len() - 1] as f64 / 1e6
    );
    if let Ok(report) = fs::read_to_string(dir.join("report.json"))
        && let Ok(r) = serde_json::from_str::<Value>(&report)
    {
        println!(
            "daemon (emulated CPU): press to LED p50 {} ms max {} ms, press to screen p50 {} ms max {} ms, {} scans",
            r["press_to_led"]["p50_ms"],
            r["press_to_led"]["max_ms"],
            r["press_to_screen"]["p50_ms"],
            r["press_to_screen"]["max_ms"],
            r["scans"]
        );
    }

    let mut problems = Vec::new();
    // 1. The journal's decisions are replay's.
    let journal = d.journal();
    let got: Vec<Value> = d.events().into_iter().filter(is_decision).collect();
    let strip = |v: &Value| {
        let mut v = v.clone();
        if let Some(o) = v.as_object_mut() {
            o.remove("t");
        }
        v
    };
    for i in 0..expected.len().max(got.len()) {
        match (expected.get(i), got.get(i)) {
            (Some(e), Some(g)) if strip(e) == strip(g) => {}
            (e, g) => {
                problems.push(format!(
                    "decision {}: replay {} / journal {}",
                    i + 1,
                    e.map_or("-".into(), |v| v.to_string()),
                    g.map_or("-".into(), |v| v.to_string())
                ));
                break;
            }
        }
    }
    let journal_presses: Vec<f64> = journal
        .iter()
        .filter(|r| r["rec"] == "press")
        .filter_map(|r| r["t"].as_f64())
        .collect();
    println!(
        "journal: {} decisions ({} illegal), {} presses; replay: {} decisions",
        got.len(),
        got.iter().filter(|e| e["kind"] == "illegal").count(),
        journal_presses.len(),
        expected.len()
    );
    if journal_presses.len() != presses {
        problems.push(format!(
            "{} presses in the journal for {presses} in the trace",
            journal_presses.len()
        ));
    }

    // 2. The LED: lit exactly from each illegal move until its restore.
    // Engine time + origin = CLOCK_MONOTONIC; the origin from the presses
    // (press time = when the test pulled the line, to a few ms).
    let mut offsets: Vec<f64> = press_at
        .iter()
        .zip(&journal_presses)
        .map(|(p, t)| *p as f64 / 1e9 - t)
        .collect();
    offsets.sort_by(f64::total_cmp);
    let origin = offsets.get(offsets.len() / 2).copied().unwrap_or(0.0);
    let mono = |t: f64| t + origin;
    let mut on: Vec<(f64, Option<f64>)> = Vec::new();
    for (t, lit) in &led {
        let s = *t as f64 / 1e9;
        if *lit {
            on.push((s, None));
        } else if let Some(last) = on.last_mut()
            && last.1.is_none()
        {
            last.1 = Some(s);
        }
    }
    // "Lit while an illegal move waits for its position" (docs/display.md);
    // a press without a move (7.5.3) has no position to wait for: lit
    // until the arbiter's button.
    let illegal: Vec<(f64, Option<f64>)> = got
        .iter()
        .enumerate()
        .filter(|(_, e)| e["kind"] == "illegal")
        .map(|(i, e)| {
            let t = e["t"].as_f64().unwrap_or(0.0);
            let ends = if e["reason"] == "no_move" {
                "ack"
            } else {
                "restored"
            };
            let restored = got[i..]
                .iter()
                .find(|r| r["kind"] == ends)
                .and_then(|r| r["t"].as_f64());
            (mono(t), restored.map(mono))
        })
        .collect();
    println!(
        "LED on {:?} s; illegal moves (press, restore) {:?} s",
        on.iter()
            .map(|(a, b)| (round3(*a), b.map(round3)))
            .collect::<Vec<_>>(),
        illegal
            .iter()
            .map(|(a, b)| (round3(*a), b.map(round3)))
            .collect::<Vec<_>>()
    );
    if on.len() != illegal.len() {
        problems.push(format!(
            "the LED was lit {} times for {} illegal moves",
            on.len(),
            illegal.len()
        ));
    } else {
        for ((lit, off), (press_t, restored)) in on.iter().zip(&illegal) {
            // Lit after the press, within 2 s (the verdict, fsync, LED).
            if !(*lit >= press_t - 0.02 && *lit <= press_t + 2.0) {
                problems.push(format!(
                    "LED lit at {lit:.3} s for the illegal move pressed at {press_t:.3} s"
                ));
            }
            match (off, restored) {
                // Off after the restore; the outputs thread sets the LED
                // between two screens, which the emulated CPU draws slowly.
                (Some(off), Some(r)) if *off >= r - 0.02 && *off <= r + 2.5 => {}
                (None, None) => {}
                (off, r) => problems.push(format!(
                    "LED off at {off:?} s, the position was restored at {r:?} s"
                )),
            }
        }
    }

    // 3. The screen: the title bar's tone, and the framebuffer is the
    // daemon's PNG of the same screen.
    for s in &shots {
        println!(
            "screen {}: title bar {} after {:.1} s{}",
            s.what,
            s.tone,
            s.waited.as_secs_f64(),
            if s.differs.is_empty() {
                ", framebuffer = the daemon's PNG".to_string()
            } else {
                format!(", {}", s.differs)
            }
        );
        if !s.want.contains(&s.tone) {
            problems.push(format!(
                "screen {}: title bar {}, expected {:?}",
                s.what, s.tone, s.want
            ));
        }
        if !s.differs.is_empty() {
            problems.push(format!("screen {}: {}", s.what, s.differs));
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    // Short states (sensor noise, a drop just before a press) must last as
    // long as in the trace, or the input was not the trace's.
    let stretched: Vec<String> = made
        .windows(2)
        .filter_map(|w| {
            let trace = w[1].0 - w[0].0;
            let played = (w[1].1 - w[0].1) as f64 / 1e9;
            (trace < 0.1 && (played - trace).abs() > 0.015).then(|| {
                format!(
                    "{:.0} ms at {:.3} s lasted {:.0} ms",
                    trace * 1e3,
                    w[0].0,
                    played * 1e3
                )
            })
        })
        .collect();
    let mut stretched = stretched;
    let max_late = late.last().copied().unwrap_or(0);
    if max_late > 50_000_000 {
        stretched.push(format!(
            "a step came {} ms late: the emulated CPU stalled",
            max_late / 1_000_000
        ));
    }
    let text = format!("{}\ndaemon log:\n{}", problems.join("\n"), d.log());
    if stretched.is_empty() {
        Err(text)
    } else {
        Err(format!(
            "{INCONCLUSIVE}: the emulator did not keep the trace's timing ({}):\n{text}",
            stretched.join(", ")
        ))
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn is_decision(e: &Value) -> bool {
    matches!(
        e["kind"].as_str(),
        Some(
            "move"
                | "illegal"
                | "restored"
                | "illegal_stands"
                | "touch_move"
                | "game_over"
                | "sensor_fault"
        )
    )
}

/// Looks at the screen until its title bar says one of `want` and the
/// framebuffer equals the last PNG the daemon wrote (both outputs drew the
/// same screen), or `patience` runs out: then what was seen last.
fn look(var: &FbVar, want: &'static [&'static str], what: String, patience: Duration) -> Shot {
    let t0 = Instant::now();
    loop {
        // The title bar first (one row): the whole screen only once it says
        // what is wanted, to leave the emulated CPU to the daemon.
        if !want.contains(&title_tone(var)) && t0.elapsed() <= patience {
            std::thread::sleep(Duration::from_millis(150));
            continue;
        }
        let (tone, differs) = match screen_now(var) {
            Ok(seen) => seen,
            Err(e) => ("?", e),
        };
        if (want.contains(&tone) && differs.is_empty()) || t0.elapsed() > patience {
            return Shot {
                what,
                want,
                tone,
                differs,
                waited: t0.elapsed(),
            };
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The title bar's tone, from the framebuffer's second row.
fn title_tone(var: &FbVar) -> &'static str {
    use std::os::unix::fs::FileExt;
    let mut row = vec![0u8; var.xres as usize * 4];
    let read =
        fs::File::open("/dev/fb0").and_then(|f| f.read_exact_at(&mut row, u64::from(var.xres) * 4));
    match read {
        Ok(()) => tone_of(fb_rgb(&FbVar { yres: 1, ..*var }, &row)[1]),
        Err(_) => "?",
    }
}

/// The title bar's tone on the framebuffer, and how it differs from the
/// daemon's last PNG (empty: not at all).
fn screen_now(var: &FbVar) -> R<(&'static str, String)> {
    let rgb = fb_rgb(var, &fb_read()?);
    let tone = tone_of(rgb[var.xres as usize + 1]);
    let dir = Path::new("/tmp/game/png");
    let last = fs::read_dir(dir)
        .ctx(dir.display())?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .max()
        .ok_or("no PNG yet")?;
    let name = last
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let (w, h, px) = png_rgb(&fs::read(&last).ctx(last.display())?).ctx(&name)?;
    if (w, h) != (var.xres, var.yres) {
        return Ok((tone, format!("{name} is {w}x{h}")));
    }
    let n = px.iter().zip(&rgb).filter(|(a, b)| a != b).count();
    Ok((
        tone,
        if n == 0 {
            String::new()
        } else {
            format!("{n} pixels differ from {name}")
        },
    ))
}

/// The test's own thread plays the board: real-time priority, so that the
/// trace's timing and the bounces are kept while the daemon draws. Threads
/// and programs it starts (the daemon) get the normal policy back.
fn set_realtime() {
    let p = libc::sched_param { sched_priority: 10 };
    // SAFETY: sets this thread's policy; a failure only leaves it as it was.
    let rc =
        unsafe { libc::sched_setscheduler(0, libc::SCHED_FIFO | libc::SCHED_RESET_ON_FORK, &p) };
    if rc != 0 {
        println!(
            "note: SCHED_FIFO refused ({}): playing at normal priority",
            std::io::Error::last_os_error()
        );
    }
}

fn sleep_until(ns: u64) {
    let ts = libc::timespec {
        tv_sec: (ns / 1_000_000_000) as libc::time_t,
        tv_nsec: (ns % 1_000_000_000) as libc::c_long,
    };
    // SAFETY: an absolute sleep on CLOCK_MONOTONIC; EINTR just wakes early,
    // and the loop below sleeps again.
    while monotonic_ns() < ns {
        unsafe {
            libc::clock_nanosleep(
                libc::CLOCK_MONOTONIC,
                libc::TIMER_ABSTIME,
                &ts,
                std::ptr::null_mut(),
            );
        }
    }
}

/// `jadoube diag --once` on the real lines: the board in the registers,
/// each square's level and wiring position, the presses made meanwhile.
fn diag_on_real_lines(env: &mut Env) -> R<()> {
    let dir = Path::new("/tmp/diag");
    fs::create_dir_all(dir).ctx("/tmp/diag")?;
    let cfg = dir.join("jadoube.toml");
    write(
        &cfg,
        &mcp_config(env.stub.bus, dir, "fide-2023-standard", 5),
    )?;
    // After 1. e4: e2 empty, e4 occupied.
    let occ = (START_OCC & !(1 << 12)) | 1 << 28;
    env.stub.show(occ, true)?;
    let text = diag_pressed_twice(&cfg, &env.pi, CLOCK_LINE)?;
    let lines: Vec<&str> = text.lines().collect();
    ensure!(
        lines
            .iter()
            .any(|l| l.starts_with("jadoube diag: MCP23017 ×4 on i2c-")),
        "no MCP23017 wiring line"
    );
    ensure!(lines.contains(&"sensors: ok"), "the sensors are not ok");
    // The occupancy diagram (rank 8 first) and the raw levels @ positions.
    let boards: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("  8 |"))
        .map(|(i, _)| i)
        .collect();
    ensure!(
        boards.len() == 2,
        "expected two diagrams, found {}",
        boards.len()
    );
    for rank in 0..8u64 {
        let cells: Vec<&str> = lines[boards[0] + (7 - rank as usize)]
            .split('|')
            .nth(1)
            .unwrap_or("")
            .split_whitespace()
            .collect();
        let raw: Vec<&str> = lines[boards[1] + (7 - rank as usize)]
            .split('|')
            .nth(1)
            .unwrap_or("")
            .split_whitespace()
            .collect();
        for file in 0..8u64 {
            let s = rank * 8 + file;
            let occupied = occ >> s & 1 == 1;
            let want = if occupied { "X" } else { "." };
            ensure!(
                cells.get(file as usize) == Some(&want),
                "square {s}: diagram shows {:?}, expected {want}",
                cells.get(file as usize)
            );
            let want_raw = format!("{}@{}", u8::from(!occupied), 63 - s);
            ensure!(
                raw.get(file as usize) == Some(&want_raw.as_str()),
                "square {s}: raw {:?}, expected {want_raw}",
                raw.get(file as usize)
            );
        }
    }
    let clock = format!("clock press ({CLOCK_LINE}): released, 2 presses, 2 releases");
    ensure!(lines.contains(&clock.as_str()), "no `{clock}` line");
    Ok(())
}

/// `jadoube diag --once --scans 200` with the press line `line` of `chip`
/// (active low), pressed twice while it scans: what it printed.
fn diag_pressed_twice(cfg: &Path, chip: &SimChip, line: &str) -> R<String> {
    chip.pull(line, true)?;
    let child = Command::new(BIN)
        .args(["diag", "--once", "--scans", "200", "--config"])
        .arg(cfg)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ctx("jadoube diag")?;
    // Two presses while it scans (it polls the clock at each scan).
    let t0 = Instant::now();
    while chip.consumer(line)? != "jadoube:clock" {
        ensure!(
            t0.elapsed() < Duration::from_secs(10),
            "diag never took {line} (line {} of /dev/{})",
            chip.offset(line)?,
            chip.chip
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    for _ in 0..2 {
        std::thread::sleep(Duration::from_millis(300));
        chip.pull(line, false)?;
        std::thread::sleep(Duration::from_millis(100));
        chip.pull(line, true)?;
    }
    let out = child.wait_with_output().ctx("jadoube diag")?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    println!("{}", text.trim_end().replace('\n', "\n  | "));
    ensure!(
        out.status.success(),
        "diag exited with {}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(text)
}

/// Waits up to 3 s for the LED on `line` of `chip` to be `lit`.
fn wait_led(chip: &SimChip, line: &str, lit: bool, otherwise: &str) -> R<()> {
    let t0 = Instant::now();
    while chip.value(line)? != lit {
        ensure!(t0.elapsed() < Duration::from_secs(3), "{otherwise}");
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(())
}

/// A matrix wiring on a gpio-sim chip that is removed while the daemon runs.
///
/// The chip that goes away is named as a Pi's header (`GPIO0`..`GPIO15`)
/// and holds an 8 × 8 matrix, found by name; the Pi-like chip is out of
/// the way meanwhile, and the press line and the LED are on a third chip,
/// by chip and offset (`gpiochipN:17`). gpio-sim cannot wire an output to
/// an input, so every row reads the same columns: the first four high, the
/// last four low, and the mapping puts each row's first four positions on
/// squares of ranks 1, 2, 7, 8 and its last four on ranks 3 to 6, so that
/// the board reads the starting position. The board is set up and stays
/// so; the chip goes away and comes back, under another number while the
/// daemon still holds its lines (the kernel frees the old one only when
/// they are released): the daemon finds the lines by name again.
fn sensor_chip_removed_and_back(env: &mut Env) -> R<()> {
    env.pi.set_live(false)?;
    let aux_names: Vec<String> = (0..28).map(|i| format!("AUX{i}")).collect();
    let r = SimChip::create("aux", &aux_names).and_then(|aux| {
        let names: Vec<String> = (0..16).map(|i| format!("GPIO{i}")).collect();
        let r = SimChip::create("board", &names).and_then(|mut board| {
            let r = chip_removed_and_back(&aux, &mut board);
            r.and(board.remove())
        });
        // Gone from configfs too, so that a second run can make them again.
        r.and(aux.remove())
    });
    r.and(env.pi.set_live(true))
}

fn chip_removed_and_back(aux: &SimChip, board: &mut SimChip) -> R<()> {
    // Rows GPIO0..GPIO7, columns GPIO8..GPIO15.
    let set_columns = |board: &SimChip| -> R<()> {
        for c in 0..8 {
            board.pull(&format!("GPIO{}", 8 + c), c < 4)?;
        }
        Ok(())
    };
    set_columns(board)?;
    let (aux_press, aux_led) = ("AUX17", "AUX27");
    aux.pull(aux_press, true)?;
    let square = |file: usize, rank: usize| format!("\"{}{}\"", (b'a' + file as u8) as char, rank);
    let full: Vec<String> = [1, 2, 7, 8]
        .iter()
        .flat_map(|&r| (0..8).map(move |f| (f, r)))
        .map(|(f, r)| square(f, r))
        .collect();
    let empty: Vec<String> = (3..=6)
        .flat_map(|r| (0..8).map(move |f| (f, r)))
        .map(|(f, r)| square(f, r))
        .collect();
    let mut squares = Vec::new();
    for p in 0..64usize {
        let (r, c) = (p / 8, p % 8);
        squares.push(if c < 4 {
            full[r * 4 + c].clone()
        } else {
            empty[r * 4 + c - 4].clone()
        });
    }
    let name = |i: usize| format!("\"GPIO{i}\"");
    let rows: Vec<String> = (0..8).map(name).collect();
    let cols: Vec<String> = (8..16).map(name).collect();
    println!(
        "the board: 8 rows and 8 columns on /dev/{}; press line and LED on /dev/{}",
        board.chip, aux.chip
    );
    let clock_and_led = clock_and_led(5)
        .replace(
            &format!("line = \"{CLOCK_LINE}\""),
            &format!("line = \"{}:{}\"", aux.chip, aux.offset(aux_press)?),
        )
        .replace(
            &format!("line = \"{LED_LINE}\""),
            &format!("line = \"{}:{}\"", aux.chip, aux.offset(aux_led)?),
        );
    let dir = Path::new("/tmp/fault");
    let config = format!(
        r#"[game]
start = "startpos"
scan_hz = 100
clock = "single"

[sensor]
kind = "matrix"
occupied_level = "high"
retries = 2
recover_after = 3

[sensor.matrix]
rows = [{rows}]
columns = [{cols}]
row_active = "high"
column_bias = "none"
settle_us = 10

[sensor.mapping]
squares = [{squares}]

{clock_and_led}
[screen]
outputs = ["png"]
png_dir = "{dir}/png"
width = 320
height = 240

[journal]
dir = "{dir}/state"
"#,
        rows = rows.join(", "),
        cols = cols.join(", "),
        squares = squares.join(", "),
        dir = dir.display()
    );
    let d = Daemon::start(dir, &config)?;
    let frame = d.wait_for("frame", 5, |r| r["rec"] == "frame")?;
    ensure!(
        frame["occ"] == "ffff00000000ffff",
        "first frame {}, expected the starting position",
        frame["occ"]
    );
    std::thread::sleep(Duration::from_millis(500));
    ensure!(!aux.value(aux_led)?, "the LED is lit before any fault");

    // The chip goes away.
    let was = board.chip.clone();
    board.set_live(false)?;
    let gone = Instant::now();
    let fault = d.wait_for("hw_fault", 10, |r| r["rec"] == "hw_fault")?;
    let detail = fault["fault"]["detail"].as_str().unwrap_or("").to_string();
    println!(
        "chip removed: sensor_fault after {:.0} ms: {detail}",
        gone.elapsed().as_secs_f64() * 1000.0
    );
    ensure!(
        detail.contains("sensor.matrix") && detail.contains("went away"),
        "the fault does not say which lines went away: {detail}"
    );
    wait_led(aux, aux_led, true, "the LED does not show the sensor fault")?;
    std::thread::sleep(Duration::from_millis(700));

    // It comes back (with its levels set again, as a board powered up).
    board.set_live(true)?;
    set_columns(board)?;
    let back = Instant::now();
    d.wait_for("hw_ok", 10, |r| r["rec"] == "hw_ok")?;
    println!(
        "chip back as /dev/{} (was /dev/{was}): recovered after {:.0} ms",
        board.chip,
        back.elapsed().as_secs_f64() * 1000.0
    );
    wait_led(
        aux,
        aux_led,
        false,
        "the LED is still lit after the recovery",
    )?;
    let d = d.stop()?;
    let events = d.events();
    let kinds: BTreeMap<String, usize> = events.iter().fold(BTreeMap::new(), |mut m, e| {
        *m.entry(e["kind"].as_str().unwrap_or("?").to_string())
            .or_default() += 1;
        m
    });
    println!("events: {kinds:?}");
    for e in events.iter().filter(|e| e["kind"] == "sensor_fault") {
        println!("  sensor_fault: {}", e["detail"]);
    }
    ensure!(
        kinds.get("sensor_fault").copied().unwrap_or(0) >= 1
            && kinds.get("sensor_ok").copied().unwrap_or(0) >= 1,
        "expected a sensor_fault and a sensor_ok: {kinds:?}"
    );
    for bad in ["illegal", "lift", "drop", "move", "touch_move"] {
        ensure!(
            !kinds.contains_key(bad),
            "the fault made {bad} events: {kinds:?}"
        );
    }
    let last_frame = d
        .journal()
        .into_iter()
        .rev()
        .find(|r| r["rec"] == "frame")
        .ok_or("no frame")?;
    ensure!(
        last_frame["occ"] == "ffff00000000ffff",
        "after the recovery the board reads {}",
        last_frame["occ"]
    );
    Ok(())
}

/// The header's lines (offsets 0 to 27) as a Pi 4's kernel names them in
/// `gpioinfo` (its device tree, bcm2711-rpi-4-b.dts): written out in the
/// tests' data, not taken from the library's table, which this checks.
const PI4_NAMES: &str = include_str!("../tests/data/pi4-gpio-names.txt");

/// A configuration written for a Pi 5 (`GPIO10`) on a Pi 4 (`SPI_MOSI`),
/// and the other way round: the line is found by the other name.
fn pi4_line_names(env: &mut Env) -> R<()> {
    use jadoube::hw::real::find_line;
    // The Pi-5-like chip (GPIO0..GPIO27): a Pi 4's name is found as GPIO10.
    let f = find_line("clock", &"SPI_MOSI".parse().ctx("spec")?).ctx("find SPI_MOSI")?;
    println!("on the Pi-5-like chip: {f}");
    ensure!(
        f.name.as_deref() == Some("GPIO10")
            && f.offset == 10
            && f.chip == Path::new("/dev").join(&env.pi.chip),
        "SPI_MOSI on the Pi-5-like chip: {f}"
    );
    // Only the Pi-4-like chip from here on.
    env.pi.set_live(false)?;
    let names: Vec<String> = PI4_NAMES.lines().map(str::to_string).collect();
    ensure!(
        names.len() == 28,
        "{} names in pi4-gpio-names.txt",
        names.len()
    );
    let r = SimChip::create("pi4", &names).and_then(|pi4| {
        let r = on_a_pi4(env, &pi4);
        let removed = pi4.remove();
        r.and(removed)
    });
    let back = env.pi.set_live(true);
    r.and(back)
}

fn on_a_pi4(env: &mut Env, pi4: &SimChip) -> R<()> {
    use jadoube::hw::real::find_line;
    let dev = Path::new("/dev").join(&pi4.chip);
    for (spec, name, offset) in [
        ("GPIO10", "SPI_MOSI", 10),
        ("GPIO0", "ID_SDA", 0),
        ("GPIO14", "TXD1", 14),
        ("GPIO17", "GPIO17", 17),
    ] {
        let f = find_line("clock", &spec.parse().ctx("spec")?).ctx(format!("find {spec}"))?;
        println!("on the Pi-4-like chip: {f}");
        ensure!(
            f.name.as_deref() == Some(name) && f.offset == offset && f.chip == dev,
            "{spec} on the Pi-4-like chip /dev/{}: {f}",
            pi4.chip
        );
    }
    // `jadoube diag` with the press line on GPIO10.
    let dir = Path::new("/tmp/pi4");
    fs::create_dir_all(dir).ctx("/tmp/pi4")?;
    let cfg = dir.join("jadoube.toml");
    let config = mcp_config(env.stub.bus, dir, "fide-2023-standard", 5)
        .replace(&format!("line = \"{CLOCK_LINE}\""), "line = \"GPIO10\"");
    ensure!(
        config.contains("line = \"GPIO10\""),
        "no GPIO10 in {config}"
    );
    write(&cfg, &config)?;
    env.stub.show(START_OCC, true)?;
    let text = diag_pressed_twice(&cfg, pi4, "SPI_MOSI")?;
    let lines: Vec<&str> = text.lines().collect();
    let presses = "clock press (GPIO10): released, 2 presses, 2 releases";
    ensure!(lines.contains(&presses), "no `{presses}` line");
    let found = format!(
        "gpio clock on /dev/{}: GPIO10 (found as \"SPI_MOSI\") line 10",
        pi4.chip
    );
    ensure!(lines.contains(&found.as_str()), "no `{found}` line");
    let led = format!("gpio led on /dev/{}: GPIO27 line 27", pi4.chip);
    ensure!(lines.contains(&led.as_str()), "no `{led}` line");
    Ok(())
}
