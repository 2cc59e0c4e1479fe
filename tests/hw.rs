//! Every wiring, the clock lines and the LEDs, built from a configuration on
//! fake buses that replay recorded bytes, faults included.

use std::time::Duration;

use jadoube::board::Frame;
use jadoube::config::Config;
use jadoube::hw::bus::Edge;
use jadoube::hw::fake::{FakeBuses, FakeHandle};
use jadoube::hw::{self, ClockEvent, Hardware, LedPattern, Origin, Press, ScanEvent};
use jadoube::time::Time;
use shakmaty::{Bitboard, Color, Square};

const START: u64 = 0xffff_0000_0000_ffff;

fn open(toml: &str) -> (Hardware, FakeHandle) {
    let cfg = Config::from_toml(toml, None).unwrap_or_else(|e| panic!("{e}"));
    let mut fake = FakeBuses::new();
    let hw = hw::open_with(&cfg, &mut fake, Origin::at_ns(0)).unwrap_or_else(|e| panic!("{e}"));
    (hw, fake.handle)
}

/// One scan through the monitor: the frame, or what came instead.
fn grid_scan(hw: &mut Hardware) -> Result<Frame, String> {
    match hw.scanner.scan(Time::ZERO) {
        ScanEvent::Frame(f) | ScanEvent::Recovered(_, f) => Ok(f),
        other => Err(format!("{other:?}")),
    }
}

fn bits(squares: &[Square]) -> u64 {
    squares.iter().fold(0, |acc, s| acc | 1 << (*s as u32))
}

// ---------------------------------------------------------------- 74HC165

/// A chain reading with `occupied` squares (rank-major, active low), then
/// the SER byte tied to GND.
fn chain_bytes(occupied: u64) -> Vec<u8> {
    let mut v: Vec<u8> = (0..8).map(|k| !((occupied >> (8 * k)) as u8)).collect();
    v.push(0x00);
    v
}

const SHIFT: &str = "[sensor]\nretries = 0\nrecover_after = 1\n";

#[test]
fn shift_register_reads_the_start_position() {
    let (mut hw, h) = open(SHIFT);
    assert_eq!(h.take_log(), vec!["spi0.0 open 1000000 Hz mode 0"]);
    h.push_bytes("spi0.0", &chain_bytes(START));
    assert_eq!(grid_scan(&mut hw), Ok(Frame::Occupancy(START)));
    assert_eq!(
        h.log(),
        vec![
            "sensor.shift_register.load[0] = 1",
            "sensor.shift_register.load[0] = 0",
            "spi0.0 > 00 00 00 00 00 00 00 00 00"
        ]
    );
    assert_eq!(
        hw.scanner.grid().raw().values[8..16],
        [0; 8],
        "rank 2 reads low (occupied)"
    );
    assert_eq!(
        hw.scanner.grid().describe(),
        "74HC165 ×8 on spi0.0, load GPIO25"
    );
}

#[test]
fn shift_register_tells_an_empty_board_from_an_unplugged_chain() {
    let (mut hw, h) = open(SHIFT);
    h.push_bytes("spi0.0", &chain_bytes(0));
    assert_eq!(
        grid_scan(&mut hw),
        Ok(Frame::Occupancy(0)),
        "an empty board is not a fault"
    );
    h.push_bytes("spi0.0", &[0xff; 9]);
    let e = hw.scanner.scan(Time::from_millis(10));
    let ScanEvent::Fault(f) = e else {
        panic!("{e:?}")
    };
    assert_eq!(f.detail, "spi0.0 reads all ones: unplugged or unpowered?");
    assert_eq!(
        (f.bus.as_deref(), f.square, f.t),
        (Some("spi0.0"), None, Time::from_millis(10))
    );
    h.push_bytes("spi0.0", &[0x00; 9]);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(f.detail, "spi0.0 reads all zeros: unplugged or unpowered?");
    let mut short = chain_bytes(START);
    short[8] = 0xff;
    h.push_bytes("spi0.0", &short);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert!(
        f.detail.starts_with(
            "spi0.0: the bits after 8 chips read 0xff, not the level SER is tied to (0x00)"
        ),
        "{}",
        f.detail
    );
    h.push_fail("spi0.0", "Input/output error (os error 5)");
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(
        f.detail,
        "read error on spi0.0: Input/output error (os error 5)"
    );
}

#[test]
fn shift_register_without_a_tied_ser_reports_uniform_reads() {
    let (mut hw, h) = open(&format!(
        "{SHIFT}\n[sensor.shift_register]\nser_tied_to = \"none\"\nchips = 9\n"
    ));
    let mut v = vec![0xffu8; 9];
    h.push_bytes("spi0.0", &v);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(f.detail, "spi0.0 reads all ones: unplugged or unpowered?");
    v[3] = 0xfe;
    h.push_bytes("spi0.0", &v);
    assert_eq!(
        hw.scanner.scan(Time::ZERO),
        ScanEvent::Recovered(
            jadoube::arbiter::event::SensorOkEvent { t: Time::ZERO },
            Frame::Occupancy(bits(&[Square::A4]))
        )
    );
    assert!(
        h.log()
            .contains(&"spi0.0 > 00 00 00 00 00 00 00 00 00".to_string()),
        "nine chips, no SER byte"
    );
}

#[test]
fn orientation_turns_the_wiring() {
    // A board turned around: the wiring's e2 is the real d7.
    let (mut hw, h) = open(&format!("{SHIFT}\n[sensor.mapping]\nrotate = 180\n"));
    h.push_bytes("spi0.0", &chain_bytes(bits(&[Square::E2])));
    assert_eq!(
        grid_scan(&mut hw),
        Ok(Frame::Occupancy(bits(&[Square::D7])))
    );
    let (mut hw, h) = open(&format!(
        "{SHIFT}\n[sensor.mapping]\nlayout = \"file_major\"\nmirror = true\n"
    ));
    // file-major position 1 is a2; mirrored it is h2.
    h.push_bytes("spi0.0", &chain_bytes(1 << 1));
    assert_eq!(
        grid_scan(&mut hw),
        Ok(Frame::Occupancy(bits(&[Square::H2])))
    );
}

// ---------------------------------------------------------------- matrix

const MATRIX: &str = r#"
[sensor]
kind = "matrix"
occupied_level = "high"
retries = 0
recover_after = 1
[sensor.matrix]
rows = ["GPIO4", "GPIO5", "GPIO6", "GPIO12", "GPIO13", "GPIO16", "GPIO18", "GPIO19"]
columns = ["GPIO20", "GPIO21", "GPIO22", "GPIO23", "GPIO24", "GPIO25", "GPIO26", "GPIO10"]
settle_us = 25
"#;

#[test]
fn matrix_drives_each_row_and_reads_the_columns() {
    let (mut hw, h) = open(MATRIX);
    h.take_log();
    for row in 0..8 {
        h.push_bytes("sensor.matrix.columns", &[(START >> (8 * row)) as u8]);
    }
    assert_eq!(grid_scan(&mut hw), Ok(Frame::Occupancy(START)));
    let log = h.take_log();
    let expected: Vec<String> = (0..8)
        .flat_map(|r| {
            [
                format!("sensor.matrix.rows[{r}] = 1"),
                format!("sensor.matrix.rows[{r}] = 0"),
            ]
        })
        .collect();
    assert_eq!(log, expected);
    assert_eq!(
        h.delays(),
        vec![Duration::from_micros(25); 8],
        "settle before each row is read"
    );
}

#[test]
fn matrix_faults_leave_no_row_selected() {
    let (mut hw, h) = open(MATRIX);
    h.push_bytes("sensor.matrix.columns", &[0x01]);
    h.push_fail("sensor.matrix.columns", "EIO");
    h.take_log();
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(f.detail, "read error on sensor.matrix.columns: EIO");
    let log = h.take_log();
    assert_eq!(log.last().unwrap(), "sensor.matrix.rows[7] = 0");
    assert!(log.contains(&"sensor.matrix.rows[1] = 0".to_string()));
    // Every column inactive on every row: unplugged (or an empty board).
    for _ in 0..8 {
        h.push_bytes("sensor.matrix.columns", &[0x00]);
    }
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(
        f.detail,
        "sensor.matrix.columns reads all zeros: unplugged or unpowered?"
    );
}

// ---------------------------------------------------------------- MCP23017

const MCP: &str = "[sensor]\nkind = \"mcp23017\"\nretries = 0\nrecover_after = 1\n";

fn mcp_read(gpioa: u8, gpiob: u8) -> [u8; 12] {
    [0xa5, 0x5a, 0x00, 0x00, 0xff, 0xff, 0, 0, 0, 0, gpioa, gpiob]
}

#[test]
fn mcp23017_sets_up_the_chips_then_reads_them() {
    let (mut hw, h) = open(MCP);
    for (k, addr) in [0x20, 0x21, 0x22, 0x23].iter().enumerate() {
        // Active low: chip 0 holds ranks 1-2 (occupied), chip 3 ranks 7-8.
        let v = if k == 0 || k == 3 { 0x00 } else { 0xff };
        h.push_bytes(&format!("i2c-1@{addr:#04x}"), &mcp_read(v, v));
    }
    h.take_log();
    assert_eq!(grid_scan(&mut hw), Ok(Frame::Occupancy(START)));
    let log = h.take_log();
    assert_eq!(
        log[..7],
        [
            "i2c-1@0x20 > 0a 00",
            "i2c-1@0x20 > 00 ff ff",
            "i2c-1@0x20 > 02 00 00",
            "i2c-1@0x20 > 04 00 00",
            "i2c-1@0x20 > 08 a5 5a",
            "i2c-1@0x20 > 0c ff ff",
            "i2c-1@0x20 > 08 <",
        ]
    );
    assert_eq!(log.len(), 28);
    // Set up once: the next scan only reads.
    for addr in [0x20, 0x21, 0x22, 0x23] {
        h.push_bytes(&format!("i2c-1@{addr:#04x}"), &mcp_read(0xff, 0xfe));
    }
    let expect = bits(&[Square::A2, Square::A4, Square::A6, Square::A8]);
    assert_eq!(grid_scan(&mut hw), Ok(Frame::Occupancy(expect)));
    assert_eq!(h.take_log().len(), 4);
}

#[test]
fn mcp23017_faults_name_the_chip_and_set_it_up_again() {
    let (mut hw, h) = open(MCP);
    h.push_fail("i2c-1@0x20", "Remote I/O error (os error 121)");
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(
        f.detail,
        "read error on i2c-1@0x20: Remote I/O error (os error 121)"
    );
    assert_eq!(f.bus.as_deref(), Some("i2c-1@0x20"));

    for addr in [0x20, 0x21, 0x22, 0x23] {
        h.push_bytes(&format!("i2c-1@{addr:#04x}"), &mcp_read(0x00, 0xff));
    }
    assert!(matches!(
        hw.scanner.scan(Time::ZERO),
        ScanEvent::Recovered(..)
    ));
    // Chip 0x21 browned out: its registers are back to their reset values.
    h.push_bytes("i2c-1@0x20", &mcp_read(0x00, 0xff));
    h.push_bytes("i2c-1@0x21", &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]);
    h.take_log();
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(
        f.detail,
        "i2c-1@0x21: lost its configuration (INTCON 0000, IOCON 00, GPPU 0000): reset or brown-out? Setting it up again"
    );
    for addr in [0x20, 0x21, 0x22, 0x23] {
        h.push_bytes(&format!("i2c-1@{addr:#04x}"), &mcp_read(0x00, 0xff));
    }
    h.take_log();
    assert!(matches!(
        hw.scanner.scan(Time::ZERO),
        ScanEvent::Recovered(..)
    ));
    let log = h.take_log();
    assert!(
        log.contains(&"i2c-1@0x21 > 08 a5 5a".to_string()),
        "set up again: {log:?}"
    );
    assert!(
        !log.contains(&"i2c-1@0x20 > 08 a5 5a".to_string()),
        "the others were not touched: {log:?}"
    );
}

// ---------------------------------------------------------------- MCP3008

const ADCS: [&str; 8] = [
    "spi0.0", "spi0.1", "spi1.0", "spi1.1", "spi1.2", "spi3.0", "spi3.1", "spi5.0",
];

fn analog_toml(extra: &str) -> String {
    format!(
        r#"
[sensor]
kind = "mcp3008"
retries = 0
recover_after = 1
[sensor.mcp3008]
adcs = [{{ bus = 0, cs = 0 }}, {{ bus = 0, cs = 1 }}, {{ bus = 1, cs = 0 }}, {{ bus = 1, cs = 1 }},
        {{ bus = 1, cs = 2 }}, {{ bus = 3, cs = 0 }}, {{ bus = 3, cs = 1 }}, {{ bus = 5, cs = 0 }}]
calibration = "/nonexistent/jadoube-calibration.toml"
{extra}
# GPIO17, the default press line, is SPI1 CE1 here (check-config refuses it).
[clock]
line = "GPIO23"
"#
    )
}

fn push_analog(h: &FakeHandle, values: &[u16; 64]) {
    for (pos, v) in values.iter().enumerate() {
        h.push_bytes(ADCS[pos / 8], &[0x00, (v >> 8) as u8 & 3, *v as u8]);
    }
}

#[test]
fn analog_occupancy_has_hysteresis() {
    let (mut hw, h) = open(&analog_toml(""));
    let mut v = [512u16; 64];
    v[Square::E4 as usize] = 512 + 70; // a magnet: above threshold_on (60)
    v[Square::D5 as usize] = 512 - 65; // the other polarity
    v[Square::A1 as usize] = 512 + 50; // between the thresholds, not yet occupied
    push_analog(&h, &v);
    assert_eq!(
        grid_scan(&mut hw),
        Ok(Frame::Occupancy(bits(&[Square::E4, Square::D5])))
    );
    assert!(
        h.log().contains(&"spi0.0 > 01 80 00".to_string())
            && h.log().contains(&"spi5.0 > 01 f0 00".to_string())
    );
    // E4 weakens to 50: still occupied (above threshold_off = 40); D5 at 30: empty.
    v[Square::E4 as usize] = 512 + 50;
    v[Square::D5 as usize] = 512 - 30;
    push_analog(&h, &v);
    assert_eq!(
        grid_scan(&mut hw),
        Ok(Frame::Occupancy(bits(&[Square::E4])))
    );
    assert_eq!(hw.scanner.grid().raw().values[Square::E4 as usize], 562);
}

#[test]
fn analog_faults() {
    let (mut hw, h) = open(&analog_toml(""));
    let mut v = [512u16; 64];
    v[Square::C3 as usize] = 1023;
    push_analog(&h, &v);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(f.square, Some(Square::C3));
    assert_eq!(
        f.detail,
        "square c3 (spi1.0 CH2): reads 1023, at the upper rail: a dead or shorted sensor"
    );
    // ADC 2 (rank 3) unpowered: all eight channels read zero.
    let mut v = [512u16; 64];
    v[16..24].fill(0);
    push_analog(&h, &v);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(f.detail, "spi1.0 reads all zeros: unplugged or unpowered?");
    // MISO not connected: every bit reads one, so the null bit is high.
    h.push_bytes("spi0.0", &[0xff, 0xff, 0xff]);
    let ScanEvent::Fault(f) = hw.scanner.scan(Time::ZERO) else {
        panic!()
    };
    assert_eq!(
        f.detail,
        "spi0.0: no answer on CH0 (null bit high, read ff ff ff): MISO not connected?"
    );
}

fn calibration_file(dir: &std::path::Path) -> std::path::PathBuf {
    use jadoube::hw::calibrate::{Calibration, ORDER, PieceLevel};
    let pieces = ORDER
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let strength = 80.0 + 50.0 * (i % 6) as f64;
            let mean = if p.color == Color::White {
                strength
            } else {
                -strength
            };
            PieceLevel {
                piece: p.char().to_string(),
                mean,
                min: mean as i32 - 15,
                max: mean as i32 + 15,
                squares: 2,
            }
        })
        .collect();
    let path = dir.join("calibration.toml");
    Calibration {
        version: 1,
        baseline: vec![500; 64],
        pieces,
    }
    .save(&path)
    .unwrap();
    path
}

#[test]
fn analog_identity_from_a_calibration() {
    let dir = std::env::temp_dir().join(format!("jadoube-hw-identity-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cal = calibration_file(&dir);
    let toml = analog_toml("identity = true").replace(
        "/nonexistent/jadoube-calibration.toml",
        cal.to_str().unwrap(),
    );
    let (mut hw, h) = open(&toml);
    let mut v = [500u16; 64];
    v[Square::E1 as usize] = 500 + 82; // white king (+80)
    v[Square::E8 as usize] = 500 - 78; // black king (-80)
    v[Square::D1 as usize] = 500 + 128; // white queen (+130)
    v[Square::H7 as usize] = 500 - 335; // black pawn (-330)
    push_analog(&h, &v);
    let Ok(Frame::Identity(board)) = grid_scan(&mut hw) else {
        panic!()
    };
    assert_eq!(board.to_string(), "4k3/7p/8/8/8/8/8/3QK3");
    std::fs::remove_dir_all(&dir).unwrap();

    // Identity without a calibration refuses to start, saying why.
    let cfg = Config::from_toml(&analog_toml("identity = true"), None).unwrap();
    let err = hw::open_with(&cfg, &mut FakeBuses::new(), Origin::at_ns(0))
        .err()
        .unwrap()
        .to_string();
    assert_eq!(
        err,
        "calibration /nonexistent/jadoube-calibration.toml: not found: identity = true needs a calibration (run `jadoube calibrate`)"
    );
}

#[test]
fn guided_calibration_session() {
    use jadoube::hw::calibrate::{ORDER, session};
    let cfg = Config::from_toml(&analog_toml(""), None).unwrap();
    let mut fake = FakeBuses::new();
    let mut grid = hw::open_grid(&cfg, &mut fake).unwrap();
    let h = fake.handle;
    // Empty board, then each piece type on two squares (b1 and g5) with
    // its own strength; the black bishops once upside down (retried).
    let mut script = String::from("\n");
    let mut empty = [510u16; 64];
    empty[0] = 514;
    push_analog(&h, &empty);
    for (i, p) in ORDER.iter().enumerate() {
        let s = 80 + 50 * (i % 6) as u16;
        let mut v = empty;
        if p.color == Color::White {
            v[Square::B1 as usize] += s;
            v[Square::G5 as usize] += s + 4;
        } else {
            v[Square::B1 as usize] -= s;
            v[Square::G5 as usize] -= s - 4;
        }
        if *p == Color::Black.bishop() {
            let mut wrong = v;
            wrong[Square::G5 as usize] = 510 + s;
            push_analog(&h, &wrong);
            script.push('\n');
        }
        push_analog(&h, &v);
        script.push('\n');
    }
    let mut out = Vec::new();
    let cal = session(grid.as_mut(), &mut script.as_bytes(), &mut out, 1, 60).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(cal.baseline[0], 514);
    assert_eq!(cal.pieces.len(), 12);
    assert_eq!(
        (
            cal.pieces[0].piece.as_str(),
            cal.pieces[0].mean,
            cal.pieces[0].min,
            cal.pieces[0].max
        ),
        ("K", 82.0, 80, 84)
    );
    assert_eq!(
        (cal.pieces[9].piece.as_str(), cal.pieces[9].mean),
        ("b", -228.0)
    );
    assert!(
        text.contains("g5 and b1 read opposite polarities: is a piece upside down"),
        "{text}"
    );
    assert!(
        text.contains("The pieces can be told apart: identity = true will work."),
        "{text}"
    );
    assert!(
        text.contains("place every black bishop you have on it"),
        "{text}"
    );
}

// ---------------------------------------------------------------- monitor

#[test]
fn retries_hide_a_glitch_and_faults_are_reported_once() {
    let (mut hw, h) = open("[sensor]\nretries = 2\nrecover_after = 3\n");
    h.push_fail("spi0.0", "EIO");
    h.push_bytes("spi0.0", &chain_bytes(START));
    assert_eq!(
        hw.scanner.scan(Time::ZERO),
        ScanEvent::Frame(Frame::Occupancy(START)),
        "one retry, no fault"
    );
    assert_eq!(hw.scanner.monitor().stats().retries, 1);
    for _ in 0..6 {
        h.push_bytes("spi0.0", &[0xff; 9]);
    }
    assert!(matches!(
        hw.scanner.scan(Time::from_millis(10)),
        ScanEvent::Fault(_)
    ));
    assert_eq!(
        hw.scanner.scan(Time::from_millis(20)),
        ScanEvent::Faulty,
        "reported once"
    );
    assert!(hw.scanner.monitor().is_faulty());
    for _ in 0..2 {
        h.push_bytes("spi0.0", &chain_bytes(START));
        assert_eq!(
            hw.scanner.scan(Time::from_millis(30)),
            ScanEvent::Faulty,
            "no frame until recovered"
        );
    }
    h.push_bytes("spi0.0", &chain_bytes(START));
    let ScanEvent::Recovered(ok, frame) = hw.scanner.scan(Time::from_millis(50)) else {
        panic!()
    };
    assert_eq!(
        (ok.t, frame),
        (Time::from_millis(50), Frame::Occupancy(START))
    );
    assert!(!hw.scanner.monitor().is_faulty());
    let s = hw.scanner.monitor().stats();
    assert_eq!((s.scans, s.frames, s.faults), (6, 2, 1));
}

// ---------------------------------------------------------------- clock

#[test]
fn dual_press_lines_with_kernel_timestamps() {
    let (mut hw, h) = open(
        "[game]\nclock = \"dual\"\n[clock]\nwhite = \"GPIO17\"\nblack = \"GPIO18\"\nack = \"GPIO22\"\ndebounce_ms = 5\n",
    );
    let ms = |m: u64| m * 1_000_000;
    h.push_edge(
        "clock",
        Edge {
            line: 0,
            rising: true,
            timestamp_ns: ms(1505),
        },
    );
    h.push_edge(
        "clock",
        Edge {
            line: 0,
            rising: false,
            timestamp_ns: ms(1605),
        },
    );
    h.push_edge(
        "clock",
        Edge {
            line: 1,
            rising: true,
            timestamp_ns: ms(3005),
        },
    );
    h.push_edge(
        "clock",
        Edge {
            line: 2,
            rising: true,
            timestamp_ns: ms(4005),
        },
    );
    let next = |hw: &mut Hardware| hw.clock.next_event(Duration::ZERO).unwrap();
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Press(Press {
            t: Time::from_millis(1500),
            side: Some(Color::White),
            clock: None,
        }))
    );
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Press(Press {
            t: Time::from_millis(3000),
            side: Some(Color::Black),
            clock: None,
        })),
        "the release is no event"
    );
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Ack(Time::from_millis(4000)))
    );
    assert_eq!(next(&mut hw), None);
    let st = hw.clock.status();
    let summary: Vec<_> = st
        .lines
        .iter()
        .map(|l| {
            (
                l.label.as_str(),
                l.line.as_str(),
                l.active,
                l.rises,
                l.falls,
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            ("white", "GPIO17", false, 1, 1),
            ("black", "GPIO18", true, 1, 0),
            ("ack", "GPIO22", true, 1, 0)
        ]
    );
}

#[test]
fn adjust_buttons_are_clock_lines_diag_shows() {
    // The "j'adoube" buttons (Art. 4.2.1) join the clock's request, after
    // the press lines and the arbiter's button, with its debounce.
    let (mut hw, h) = open(
        "[clock]\nack = \"GPIO22\"\ndebounce_ms = 5\n[adjust]\nwhite = \"GPIO5\"\nblack = \"GPIO6\"\n",
    );
    let ms = |m: u64| m * 1_000_000;
    for (line, at) in [(3, 2005), (2, 3005)] {
        h.push_edge(
            "clock",
            Edge {
                line,
                rising: true,
                timestamp_ns: ms(at),
            },
        );
    }
    let next = |hw: &mut Hardware| hw.clock.next_event(Duration::ZERO).unwrap();
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Adjust(Color::Black, Time::from_millis(2000)))
    );
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Adjust(Color::White, Time::from_millis(3000)))
    );
    let labels: Vec<(String, String)> = hw
        .clock
        .status()
        .lines
        .iter()
        .map(|l| (l.label.clone(), l.line.clone()))
        .collect();
    assert_eq!(
        labels,
        [
            ("press", "GPIO17"),
            ("ack", "GPIO22"),
            ("adjust white", "GPIO5"),
            ("adjust black", "GPIO6")
        ]
        .map(|(a, b)| (a.to_string(), b.to_string()))
    );
    // A button on a line already used is refused at its key.
    let err = Config::from_toml("[adjust]\nwhite = \"GPIO17\"\n", None).unwrap_err();
    assert!(err.to_string().contains("adjust.white"), "{err}");
}

#[test]
fn flag_lines_are_clock_lines_after_the_buttons() {
    // A clock with flag outputs (Art. 6.9): the line turns active when
    // that side's flag falls.
    let (mut hw, h) = open(
        "[clock]\nack = \"GPIO22\"\nflag_white = \"GPIO23\"\nflag_black = \"GPIO24\"\ndebounce_ms = 5\n",
    );
    let ms = |m: u64| m * 1_000_000;
    for (line, at, rising) in [(3, 4005, true), (3, 4500, false), (2, 7005, true)] {
        h.push_edge(
            "clock",
            Edge {
                line,
                rising,
                timestamp_ns: ms(at),
            },
        );
    }
    let next = |hw: &mut Hardware| hw.clock.next_event(Duration::ZERO).unwrap();
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Flag(Color::Black, Time::from_millis(4000)))
    );
    // The release makes nothing.
    assert_eq!(
        next(&mut hw),
        Some(ClockEvent::Flag(Color::White, Time::from_millis(7000)))
    );
    let labels: Vec<String> = hw
        .clock
        .status()
        .lines
        .iter()
        .map(|l| l.label.clone())
        .collect();
    assert_eq!(labels, ["press", "ack", "flag white", "flag black"]);
    // A flag on a line already used is refused at its key.
    let err = Config::from_toml("[clock]\nflag_black = \"GPIO17\"\n", None).unwrap_err();
    assert!(err.to_string().contains("clock.flag_black"), "{err}");
}

#[test]
fn single_press_line_and_the_time_origin() {
    let cfg = Config::from_toml("", None).unwrap();
    let mut fake = FakeBuses::new();
    // The daemon started at 10 s of CLOCK_MONOTONIC.
    let mut hw = hw::open_with(&cfg, &mut fake, Origin::at_ns(10_000_000_000)).unwrap();
    fake.handle.push_edge(
        "clock",
        Edge {
            line: 0,
            rising: true,
            timestamp_ns: 12_345_678_901,
        },
    );
    fake.handle.push_edge(
        "clock",
        Edge {
            line: 0,
            rising: true,
            timestamp_ns: 9_000_000_000,
        },
    );
    assert_eq!(
        hw.clock.next_event(Duration::ZERO).unwrap(),
        Some(ClockEvent::Press(Press {
            t: Time::from_micros(2_340_678),
            side: None,
            clock: None,
        }))
    );
    assert_eq!(
        hw.clock.next_event(Duration::ZERO).unwrap(),
        Some(ClockEvent::Press(Press {
            t: Time::ZERO,
            side: None,
            clock: None,
        })),
        "before the origin: zero"
    );
}

// ---------------------------------------------------------------- LEDs

#[test]
fn status_led_patterns() {
    let (mut hw, h) = open("");
    h.take_log();
    hw.led.tick(Time::ZERO).unwrap();
    hw.led.show(LedPattern::Illegal).unwrap();
    for ms in [100, 149, 150, 299, 300] {
        hw.led.tick(Time::from_millis(ms)).unwrap();
    }
    assert_eq!(
        h.take_log(),
        vec!["led[0] = 0", "led[0] = 1", "led[0] = 0", "led[0] = 1"],
        "off, then 150 ms on, 150 ms off, written on change only"
    );
    hw.led.show(LedPattern::Ready).unwrap();
    hw.led.tick(Time::from_millis(349)).unwrap();
    hw.led.tick(Time::from_millis(350)).unwrap();
    hw.led.tick(Time::from_millis(3300)).unwrap();
    assert_eq!(
        h.take_log(),
        vec!["led[0] = 0", "led[0] = 1"],
        "ready: 50 ms every 3 s"
    );
    assert_eq!(hw.led.pattern(), LedPattern::Ready);

    let (mut hw, h) = open("[led]\nstyle = \"steady\"\nactive = \"low\"\n");
    h.take_log();
    hw.led.show(LedPattern::Ready).unwrap();
    hw.led.show(LedPattern::SensorFault).unwrap();
    hw.led.tick(Time::from_millis(5000)).unwrap();
    assert_eq!(h.take_log(), vec!["led[0] = 0", "led[0] = 1"]);
}

#[test]
fn square_leds_light_the_squares_to_fix() {
    let (mut hw, h) = open(
        "[led.squares]\nkind = \"ws2812\"\nspi = { bus = 1, cs = 0 }\ncolor = [255, 0, 0]\nbrightness = 255\n[led.squares.mapping]\nlayout = \"serpentine\"\n",
    );
    h.take_log();
    h.push_bytes("spi1.0", &vec![0u8; 64 * 9 + 90]);
    hw.square_leds
        .as_mut()
        .unwrap()
        .light(Bitboard::from_square(Square::A2))
        .unwrap();
    let mut colors = vec![[0u8; 3]; 64];
    colors[15] = [255, 0, 0]; // serpentine: a2 is position 15
    let expect = format!(
        "spi1.0 > {}",
        jadoube::hw::fake::hex(&jadoube::hw::led::ws2812_encode(&colors))
    );
    assert_eq!(h.take_log(), vec![expect]);

    let (mut hw, h) = open(
        "[led.squares]\nkind = \"shift_register\"\nspi = { bus = 1, cs = 0 }\nlatch = \"GPIO24\"\n",
    );
    h.take_log();
    h.push_bytes("spi1.0", &[0; 8]);
    hw.square_leds
        .as_mut()
        .unwrap()
        .light(Bitboard::from_square(Square::A1) | Bitboard::from_square(Square::H8))
        .unwrap();
    assert_eq!(
        h.take_log(),
        vec![
            "spi1.0 > 80 00 00 00 00 00 00 01",
            "led.squares.latch[0] = 1",
            "led.squares.latch[0] = 0"
        ]
    );
}

// ---------------------------------------------------------------- diag

#[test]
fn diag_view_from_a_fake() {
    use jadoube::hw::diag::{DiagView, render};
    let (mut hw, h) = open("[sensor]\nretries = 0\n[clock]\nack = \"GPIO22\"\n");
    let mut occupied = START & !bits(&[Square::E2]) | bits(&[Square::E4]);
    occupied &= !bits(&[Square::G8]);
    h.push_bytes("spi0.0", &chain_bytes(occupied));
    h.push_bytes("spi0.0", &[0xff; 9]);
    h.push_edge(
        "clock",
        Edge {
            line: 0,
            rising: true,
            timestamp_ns: 2_505_000_000,
        },
    );
    let mut view = DiagView {
        target_hz: 100,
        achieved_hz: Some(99.5),
        ..DiagView::default()
    };
    let ev = hw.scanner.scan(Time::ZERO);
    view.on_scan(&ev);
    let ev = hw.scanner.scan(Time::ZERO);
    view.on_scan(&ev);
    while let Some(ev) = hw.clock.next_event(Duration::ZERO).unwrap() {
        view.on_clock(&ev);
    }
    hw.led.show(LedPattern::SensorFault).unwrap();
    view.refresh(&mut hw);
    let text = render(&view);
    let expected = "\
jadoube diag: 74HC165 ×8 on spi0.0, load GPIO25
scans 2  frames 1  errors 1  retries 0  faults 1  rate 99.5/s (target 100/s)
sensors: FAULT spi0.0 reads all ones: unplugged or unpowered?

occupied (last good frame)
  8 | X X X X X X . X
  7 | X X X X X X X X
  6 | . . . . . . . .
  5 | . . . . . . . .
  4 | . . . . X . . .
  3 | . . . . . . . .
  2 | X X X X . X X X
  1 | X X X X X X X X
      a b c d e f g h

raw by square (levels @ wiring position)
  8 | 1@56 1@57 1@58 1@59 1@60 1@61 1@62 1@63
  7 | 1@48 1@49 1@50 1@51 1@52 1@53 1@54 1@55
  6 | 1@40 1@41 1@42 1@43 1@44 1@45 1@46 1@47
  5 | 1@32 1@33 1@34 1@35 1@36 1@37 1@38 1@39
  4 | 1@24 1@25 1@26 1@27 1@28 1@29 1@30 1@31
  3 | 1@16 1@17 1@18 1@19 1@20 1@21 1@22 1@23
  2 |  1@8  1@9 1@10 1@11 1@12 1@13 1@14 1@15
  1 |  1@0  1@1  1@2  1@3  1@4  1@5  1@6  1@7
         a    b    c    d    e    f    g    h

clock press (GPIO17): PRESSED, 1 presses, 0 releases
clock ack (GPIO22): released, 0 presses, 0 releases
last clock event: press at 2.500
led: sensor fault
";
    assert_eq!(text, expected, "\n{text}");
}

/// The header's chip as a Pi 4's kernel names its lines (`gpioinfo`): some
/// by their function (the device tree's names, bcm2711-rpi-4-b.dts).
const PI4_NAMES: &str = include_str!("data/pi4-gpio-names.txt");

/// A configuration naming lines `GPIO<n>` opens on a Pi 4 whose kernel
/// calls some of them by function, and `diag` says how each was found.
#[test]
fn gpio_names_are_found_on_a_pi_4_and_diag_shows_how() {
    use jadoube::hw::bus::BusProvider;
    use jadoube::hw::diag::{DiagView, render};
    let toml = "[game]\nclock = \"dual\"\n[clock]\nwhite = \"GPIO14\"\nblack = \"GPIO15\"\nack = \"GPIO4\"\n[led]\nline = \"GPIO27\"\n";
    let cfg = Config::from_toml(toml, None).unwrap_or_else(|e| panic!("{e}"));
    let mut fake = FakeBuses::new();
    fake.handle.set_gpio_chips(&[
        ("/dev/gpiochip0", &PI4_NAMES.lines().collect::<Vec<_>>()),
        ("/dev/gpiochip1", &["BT_ON", "WL_ON", "PWR_LED_OFF"]),
    ]);
    let mut hw = hw::open_with(&cfg, &mut fake, Origin::at_ns(0)).unwrap_or_else(|e| panic!("{e}"));
    let found = fake.lines_found();
    for (spec, name, offset) in [
        ("GPIO14", "TXD1", 14),
        ("GPIO15", "RXD1", 15),
        ("GPIO4", "GPIO_GCLK", 4),
        ("GPIO27", "GPIO27", 27),
    ] {
        let f = found
            .iter()
            .find(|f| f.spec.to_string() == spec)
            .unwrap_or_else(|| panic!("{spec} not found: {found:?}"));
        assert_eq!((f.name.as_deref(), f.offset), (Some(name), offset), "{f}");
    }
    let mut view = DiagView::default();
    view.refresh(&mut hw);
    view.lines = found.clone();
    let text = render(&view);
    let tail: Vec<&str> = text.lines().filter(|l| l.starts_with("gpio ")).collect();
    assert_eq!(
        tail,
        [
            "gpio sensor.shift_register.load on /dev/gpiochip0: GPIO25 line 25",
            "gpio clock on /dev/gpiochip0: GPIO14 (found as \"TXD1\") line 14, GPIO15 (found as \"RXD1\") line 15, GPIO4 (found as \"GPIO_GCLK\") line 4",
            "gpio led on /dev/gpiochip0: GPIO27 line 27",
        ],
        "\n{text}"
    );

    // A board whose kernel has neither name: every name tried is said.
    let mut fake = FakeBuses::new();
    fake.handle
        .set_gpio_chips(&[("/dev/gpiochip0", &["GPIO25", "GPIO15", "GPIO4"])]);
    let err = match hw::open_with(&cfg, &mut fake, Origin::at_ns(0)) {
        Ok(_) => panic!("opened without GPIO14"),
        Err(e) => e.to_string(),
    };
    assert_eq!(
        err,
        "clock: no GPIO line named \"GPIO14\" or \"TXD1\" (the names Pi kernels give GPIO14): see `gpioinfo`; is the user in group gpio?"
    );
}

#[test]
fn diag_runs_from_a_recording() {
    let dir = std::env::temp_dir().join(format!("jadoube-diag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("board.toml");
    std::fs::write(&cfg, "[sensor.mapping]\nrotate = 180\n").unwrap();
    let rec = dir.join("board.rec");
    let bytes = chain_bytes(bits(&[Square::A1]));
    std::fs::write(
        &rec,
        format!(
            "# one piece on the wiring's a1\nspi0.0 {}\nedge clock 0 rise 0.000\n",
            jadoube::hw::fake::hex(&bytes)
        ),
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(["diag", "--once", "--scans", "3", "--config"])
        .arg(&cfg)
        .arg("--fake")
        .arg(&rec)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("scans 3  frames 3  errors 0"), "{text}");
    assert!(
        text.contains("  8 | . . . . . . . X\n"),
        "rotated: the wiring's a1 is h8\n{text}"
    );
    assert!(
        text.contains("  8 |  1@7  1@6  1@5  1@4  1@3  1@2  1@1  0@0\n"),
        "{text}"
    );
    assert!(
        text.contains("clock press (GPIO17): PRESSED, 1 presses"),
        "{text}"
    );
    assert!(!text.contains('\x1b'), "--once prints no control codes");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_hardware_can_move_to_the_daemons_threads() {
    fn send<T: Send>() {}
    send::<Hardware>();
    send::<hw::Scanner>();
    send::<Box<dyn hw::ClockInput>>();
}
