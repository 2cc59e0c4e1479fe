//! A DGT board's field update to the identity frame the engine gets: the
//! goal of issue 19 is under 1 ms of processing here.
//!
//! - `dgt/update_to_frame`: the processing alone, by the reader's and the
//!   grid's own functions: the five bytes of a field update decoded
//!   ([`Decoder`]), turned into a change of the board log
//!   ([`link::field_change`]) and logged, then the scan: the board read
//!   back at the scan point as an identity frame, with its piece codes
//!   ([`dgt::read_frame`]). Locks and threads left out.
//! - `dgt/pty_update_to_frame`: all of it, through a pseudo-terminal, the
//!   reader thread (blocking reads, no polling) and the daemon's
//!   [`Scanner`] over the board's grid: from the write of the five bytes on
//!   the master side to the scan that returns the frame with the change. A
//!   real board adds the wire time at 9600 baud, 5.2 ms for the five bytes,
//!   and the USB serial driver's instead of the pty's.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use jadoube::board::Frame;
use jadoube::hw::dgt::log::{BoardLog, Change, Latency};
use jadoube::hw::dgt::proto::{self, Decoded, Decoder, Message};
use jadoube::hw::dgt::{self, Device, Dgt, Options, ScanPoint, link};
use jadoube::hw::{FaultMonitor, Origin, RawReading, ScanEvent, Scanner};
use jadoube::time::Time;
use shakmaty::{Board, Square};

#[path = "../tests/dgt_common/mod.rs"]
#[allow(unused_imports)]
mod dgt_common;

#[path = "../tests/dgt_random_common/mod.rs"]
mod dgt_random_common;

fn update_to_frame(c: &mut Criterion) {
    let latency = Latency {
        clock: Time::from_millis(1000),
        board: Time::from_millis(250),
    };
    let mut log = BoardLog::new(latency);
    log.push(Time::ZERO, Change::Dump(Board::default()));
    let mut raw = RawReading {
        values: vec![0; 64],
        full_scale: dgt::PIECE_CODES,
    };
    let mut dec = Decoder::new();
    let mut out = Vec::new();
    let e2 = proto::field_of(Square::E2, false);
    let lift = proto::field_message(e2, 0);
    let put_back = proto::field_message(e2, proto::code_of(Board::default().piece_at(Square::E2)));
    let mut t = 0u64;
    c.bench_function("dgt/update_to_frame", |b| {
        b.iter(|| {
            t += 10_000;
            let lifted = t.is_multiple_of(20_000);
            let bytes = if lifted { &lift } else { &put_back };
            out.clear();
            dec.push(black_box(bytes), &mut out);
            for d in out.drain(..) {
                if let Decoded::Message(Message::Field { field, code }) = d {
                    log.push(Time(t), link::field_change(field, code, false));
                }
            }
            let f: Frame = dgt::read_frame(&mut log, Time(t), &mut raw).unwrap();
            debug_assert_eq!(f.occupied().contains(Square::E2), !lifted);
            black_box(f)
        })
    });
}

fn pty_update_to_frame(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("jadoube-bench-dgt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("board");
    let mut emu =
        dgt_common::Emulator::new(&link, Board::default(), jadoube::config::ClockSide::Left)
            .without_clock();
    let opts = Options {
        device: Device::Path(link.clone()),
        rotated: false,
        clock_white: None,
        latency: Latency {
            clock: Time::ZERO,
            board: Time::from_millis(250),
        },
        resync: Time::from_millis(1000),
        ping_after: Duration::from_secs(2),
    };
    let dgt = Dgt::open(opts, Arc::new(Origin::now())).unwrap();
    // Let it connect and get its dump.
    let until = Instant::now() + Duration::from_secs(10);
    while dgt.stats().dumps == 0 {
        emu.pump();
        assert!(Instant::now() < until, "no connection");
        std::thread::sleep(Duration::from_millis(1));
    }
    // The daemon's scanner over the board's grid, reading the board as it
    // is now (no scan point set: the daemon's lag is by design, not
    // processing).
    let mut scanner = Scanner::new(
        Box::new(dgt.grid(Arc::new(ScanPoint::default()))),
        FaultMonitor::new(2, 3),
    );
    let e2 = proto::field_of(Square::E2, false);
    let pawn = proto::code_of(Board::default().piece_at(Square::E2));
    let mut occupied = true;
    // One update: written, then scanned for until the frame has it.
    let mut one = || {
        occupied = !occupied;
        let code = if occupied { pawn } else { 0 };
        let start = Instant::now();
        emu.raw_write(&proto::field_message(e2, code));
        loop {
            if let ScanEvent::Frame(f) = scanner.scan(Time::ZERO)
                && f.occupied().contains(Square::E2) == occupied
            {
                return start.elapsed();
            }
            // Scanning again at once, but leaving the core to the reader
            // thread if it waits for one (two cores, and other builds).
            std::thread::yield_now();
        }
    };
    c.bench_function("dgt/pty_update_to_frame", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| one()).sum())
    });
    // The tail: updates one by one, a millisecond apart (the reader asleep
    // in its read each time, as between a real board's updates, at least
    // 5.2 ms apart on the wire).
    let mut samples: Vec<Duration> = (0..3000)
        .map(|_| {
            std::thread::sleep(Duration::from_millis(1));
            one()
        })
        .collect();
    samples.sort();
    let pct = |p: f64| samples[((samples.len() - 1) as f64 * p) as usize];
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "dgt/pty_update_to_frame one by one over {} updates: p50 {:?}, p99 {:?}, max {:?} (load average {})",
        samples.len(),
        pct(0.5),
        pct(0.99),
        samples.last().unwrap(),
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    let s = dgt.stats();
    assert_eq!(s.garbled, 0, "{s:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `dgt/press_to_verdict`: from the physical press to the verdict, over
/// the presses of random games played on the board log with random
/// timings (`tests/dgt_random_common`): the lever reported 0 to 1 s late,
/// changes 0 to 250 ms late, an update lost, an unplug. The daemon's
/// scanner (`daemon::lagged`) runs `lag` = `clock + board + 50 ms` behind,
/// but a press handed over (placed for good: at its release, once the data
/// to place it are complete) is reached at once: its verdict comes then,
/// or, when a change just before it must first be confirmed on later
/// scans, when the scanner reaches that scan `lag` after it. Also shown:
/// the verdict of a scanner that always waited `lag` (before issue 26).
fn press_to_verdict() {
    let d = dgt_random_common::press_delays(0..200);
    let pct = |v: &[u64], p: f64| Duration::from_micros(v[((v.len() - 1) as f64 * p) as usize]);
    println!(
        "dgt/press_to_verdict over {} presses: verdict p50 {:?}, p99 {:?} (a scanner always {:?} behind: p50 {:?}, p99 {:?}); data complete p50 {:?}, p99 {:?}",
        d.verdict.len(),
        pct(&d.verdict, 0.5),
        pct(&d.verdict, 0.99),
        Duration::from_micros(d.lag.micros()),
        pct(&d.always_lag, 0.5),
        pct(&d.always_lag, 0.99),
        pct(&d.ready, 0.5),
        pct(&d.ready, 0.99)
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(3));
    targets = update_to_frame, pty_update_to_frame
}

fn main() {
    press_to_verdict();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
