//! A DGT board's field update to the engine's frame.
//!
//! - `dgt/update_to_frame`: the processing alone: the five bytes of a field
//!   update decoded, logged, and the board read back as an identity frame
//!   at the scan point (target: well under 1 ms; measured in µs).
//! - `dgt/pty_update_to_log`: the same through a pseudo-terminal and the
//!   reader thread (blocking reads, no polling): from the write on the
//!   master side to the board's log holding the change. A real board adds
//!   the wire time at 9600 baud, 5.2 ms for the five bytes.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use jadoube::board::Frame;
use jadoube::hw::Origin;
use jadoube::hw::dgt::log::{BoardLog, Change, Latency};
use jadoube::hw::dgt::proto::{self, Decoded, Decoder, Message};
use jadoube::hw::dgt::{Device, Dgt, Options};
use jadoube::time::Time;
use shakmaty::{Board, Piece, Square};

#[path = "../tests/dgt_common/mod.rs"]
#[allow(unused_imports)]
mod dgt_common;

fn update_to_frame(c: &mut Criterion) {
    let latency = Latency {
        clock: Time::from_millis(1000),
        board: Time::from_millis(250),
    };
    let mut log = BoardLog::new(latency);
    log.push(Time::ZERO, Change::Dump(Board::default()));
    let mut dec = Decoder::new();
    let mut out = Vec::new();
    let lift = proto::field_message(proto::field_of(Square::E2, false), 0);
    let drop = proto::field_message(proto::field_of(Square::E2, false), 1);
    let mut t = 0u64;
    c.bench_function("dgt/update_to_frame", |b| {
        b.iter(|| {
            t += 10_000;
            let bytes = if t.is_multiple_of(20_000) {
                &lift
            } else {
                &drop
            };
            out.clear();
            dec.push(black_box(bytes), &mut out);
            for d in out.drain(..) {
                if let Decoded::Message(Message::Field { field, code }) = d {
                    let piece: Option<Piece> = proto::piece_of(code).unwrap();
                    log.push(
                        Time(t),
                        Change::Field(proto::square_of(field, false), piece),
                    );
                }
            }
            let f: Frame = log.frame_at(Time(t)).unwrap();
            black_box(f)
        })
    });
}

fn pty_update_to_log(c: &mut Criterion) {
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
    let e2 = proto::field_of(Square::E2, false);
    let mut up = true;
    c.bench_function("dgt/pty_update_to_log", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                up = !up;
                let code = if up { 1 } else { 0 };
                let before = dgt.stats().messages;
                let start = Instant::now();
                emu.raw_write(&proto::field_message(e2, code));
                while dgt.stats().messages == before {
                    std::hint::spin_loop();
                }
                total += start.elapsed();
            }
            total
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(3));
    targets = update_to_frame, pty_update_to_log
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
