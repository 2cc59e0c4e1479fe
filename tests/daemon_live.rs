//! The live path: real time (the hardware origin's monotonic clock), a
//! sensor grid and clock lines behind the hardware traits, moves made while
//! the daemon scans. The journal of a live game replays to exactly the
//! events the daemon reported, and a restart goes on with the game.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::sleep;
use std::time::{Duration, Instant};

use jadoube::arbiter::Event;
use jadoube::board::Frame;
use jadoube::config::Config;
use jadoube::daemon::{self, Live, Notifier, Options, Parts, Wall};
use jadoube::display::ScreenOptions;
use jadoube::hw::bus::BusError;
use jadoube::hw::{
    ClockEvent, ClockInput, ClockStatus, FaultMonitor, Mapping, Origin, Press, RawReading, Scanner,
    SensorError, SensorGrid,
};
use jadoube::journal::format::Header;
use jadoube::journal::key::MissingKey;
use jadoube::journal::recover::open_game_with;
use jadoube::journal::{feed, store, verify};

struct Grid(Arc<Mutex<u64>>, RawReading, Mapping);

impl SensorGrid for Grid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        Ok(Frame::Occupancy(*self.0.lock().unwrap()))
    }
    fn raw(&self) -> &RawReading {
        &self.1
    }
    fn mapping(&self) -> &Mapping {
        &self.2
    }
    fn describe(&self) -> String {
        "test board".into()
    }
}

struct Lines(Receiver<ClockEvent>);

impl ClockInput for Lines {
    fn next_event(&mut self, timeout: Duration) -> Result<Option<ClockEvent>, BusError> {
        Ok(self.0.recv_timeout(timeout).ok())
    }
    fn status(&mut self) -> ClockStatus {
        ClockStatus::default()
    }
}

struct Board {
    occ: Arc<Mutex<u64>>,
    presses: Sender<ClockEvent>,
    origin: Origin,
}

impl Board {
    fn lift(&self, sq: u32) {
        *self.occ.lock().unwrap() &= !(1 << sq);
        sleep(Duration::from_millis(150));
    }
    fn drop_on(&self, sq: u32) {
        *self.occ.lock().unwrap() |= 1 << sq;
        sleep(Duration::from_millis(150));
    }
    fn press(&self) {
        let t = self.origin.elapsed();
        self.presses
            .send(ClockEvent::Press(Press {
                t,
                side: None,
                clock: None,
            }))
            .unwrap();
        sleep(Duration::from_millis(300));
    }
}

/// Runs the daemon on a live (test) board while `play` moves pieces.
fn live_game(dir: &std::path::Path, occ: u64, play: impl FnOnce(&Board)) -> (daemon::Summary, u64) {
    let config = Config::default();
    let header = Header::new(
        &config.engine_config().unwrap(),
        "startpos",
        100,
        Default::default(),
        "test board".into(),
    );
    let opened = open_game_with(
        &dir.join("game.jsonl"),
        header.clone(),
        &|t| Wall::Real.at(t),
        false,
        MissingKey::Make,
    )
    .unwrap();
    let origin = Origin::now();
    let offset = opened
        .resumed
        .as_ref()
        .map_or(jadoube::time::Time::ZERO, |r| r.t);
    let occ = Arc::new(Mutex::new(occ));
    let (tx, rx) = channel();
    let parts = Parts {
        scanner: Scanner::new(
            Box::new(Grid(
                occ.clone(),
                RawReading::digital(64),
                Mapping::identity(),
            )),
            FaultMonitor::new(2, 3),
        ),
        clock: Box::new(Lines(rx)),
        led: jadoube::hw::led::open_led(
            &jadoube::config::LedConfig {
                enabled: false,
                ..config.led.clone()
            },
            &mut jadoube::hw::fake::FakeBuses::new(),
        )
        .unwrap(),
        square_leds: None,
        timebase: Arc::new(Live { origin, offset }),
    };
    let screen = ScreenOptions {
        outputs: Vec::new(),
        ..ScreenOptions::default()
    };
    let opts = Options {
        outputs: daemon::outputs_config(&opened.header, screen, None).unwrap(),
        end: None,
        wall: Wall::Real,
        notifier: Notifier::none(),
        started: Instant::now(),
        sync_every: Duration::from_secs(1),
        keep_events: true,
        journal_tail: None,
    };
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let runner = std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(daemon::run_daemon(parts, opened, opts, stop_rx))
            .unwrap()
    });
    sleep(Duration::from_millis(200));
    // The board's own time, mapped like a kernel timestamp: the origin plus
    // the offset the daemon goes on from.
    let board = Board {
        occ: occ.clone(),
        presses: tx,
        origin,
    };
    play(&board);
    stop_tx.send(true).unwrap();
    let summary = runner.join().unwrap();
    let last = *occ.lock().unwrap();
    (summary, last)
}

fn sans(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Move(m) => Some(m.san.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_live_game_is_journaled_exactly_and_goes_on_after_a_restart() {
    let dir = std::env::temp_dir().join(format!("jadoube-live-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    const E2: u32 = 12;
    const E4: u32 = 28;
    const E7: u32 = 52;
    const E5: u32 = 36;
    const G1: u32 = 6;
    const F3: u32 = 21;
    let (first, occ) = live_game(&dir, 0xffff_0000_0000_ffff, |b| {
        b.lift(E2);
        b.drop_on(E4);
        b.press();
        b.lift(E7);
        b.drop_on(E5);
        b.press();
    });
    assert_eq!(sans(&first.events), ["e4", "e5"]);
    assert!(first.resumed.is_none());
    // Restarted: the game goes on.
    let (second, _) = live_game(&dir, occ, |b| {
        b.lift(G1);
        b.drop_on(F3);
        b.press();
    });
    assert!(second.resumed.is_some());
    assert_eq!(sans(&second.events), ["e4", "e5", "Nf3"]);

    // The journal replays to exactly what the daemon reported.
    let contents = store::read(&second.journal).unwrap();
    let replayed = feed::replay_lines(
        contents.header().unwrap(),
        contents
            .lines
            .iter()
            .skip(1)
            .map(|l| (l.number, l.parsed.as_ref())),
    )
    .unwrap();
    assert_eq!(replayed.mismatch, None);
    let json = |v: &[Event]| -> Vec<String> {
        v.iter()
            .map(|e| serde_json::to_string(e).unwrap())
            .collect()
    };
    assert_eq!(json(&replayed.produced), json(&second.events));
    assert!(verify::verify(&contents, true).ok());
    let _ = std::fs::remove_dir_all(&dir);
}
