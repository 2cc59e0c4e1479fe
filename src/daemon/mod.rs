//! `jadoube run`: the daemon.
//!
//! ```text
//!  clock thread --ClockMsg--> scanner thread --Input--> engine actor --OutMsg--> outputs thread
//!  (presses, acks)            (scans at scan_hz,         (tokio task:            (LED, square LEDs,
//!                              one scan at each press,    engine + journal,       screens, stdout)
//!                              watchdog, READY)           fsync before alerts)
//! ```
//!
//! - The **scanner** is the one sequencer of inputs: it scans on a grid of
//!   slots (multiples of the scan period in engine time) and, when the
//!   clock thread passes a press, takes one scan at once and sends it
//!   before the press, as `replay` does. It feeds systemd's watchdog (and
//!   only it does) and says READY after its first good scan.
//! - The **engine actor** is the only owner of the [`Engine`] and the
//!   [`journal::store::Writer`]: each input is journaled, fed to the engine,
//!   and the events journaled; when a decision is among them the journal is
//!   fsync'ed before the events go to the outputs.
//! - Time is engine time from a [`Timebase`]: the hardware origin's
//!   CLOCK_MONOTONIC live (continuing from the journal after a restart),
//!   trace time in sim mode. The engine never reads a clock.
//! - Shutdown is passed in (a `watch` channel): SIGTERM or SIGINT from
//!   `jadoube run`, the end of the trace in sim mode, or a test. The scanner stops
//!   within [`timebase::IDLE`], the actor drains, writes a `stop` line, and
//!   the outputs turn the LED off.

pub mod lagged;
pub mod notify;
pub mod outputs;
pub mod sim;
pub mod timebase;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, Instant, SystemTime};

use shakmaty::Color;
use tokio::sync::{mpsc, watch};

use crate::arbiter::{Engine, Event};
use crate::board::Frame;
use crate::config::{Config, ConfigError, Invalid};
use crate::display::{
    AlertVisibility, LedMode, Orientation, OutputKind, ScreenInfo, ScreenOptions,
};
use crate::hw::{
    self, ClockEvent, ClockInput, FaultMonitor, HwError, Led, ScanEvent, Scanner, SquareLeds,
};
use crate::journal::JournalError;
use crate::journal::feed::next_slot;
use crate::journal::format::{
    AdjustRec, ClockRec, EventRec, FrameRec, Header, HwFaultRec, PressRec, Record, StopRec,
};
use crate::journal::recover::{Opened, Resumed, open_game};
use crate::journal::store::Writer;
use crate::time::Time;

pub use lagged::Lagged;
pub use notify::Notifier;
pub use outputs::{Console, OutputsConfig, OutputsReport};
pub use sim::{SimClock, SimClockInput, SimGrid, SimTrace, Speed};
pub use timebase::{ClockMsg, Live, Timebase, Wake};

/// What stops the daemon from starting, or from finishing cleanly.
#[derive(Debug, thiserror::Error)]
pub enum DaemonError {
    /// Bad input (a trace, a time): the message names the file and line.
    #[error("{0}")]
    BadInput(String),
    /// A configuration file that cannot be used (boxed: it is large).
    #[error(transparent)]
    Config(Box<ConfigError>),
    /// A setting of a loaded configuration the engine cannot use.
    #[error(transparent)]
    Settings(#[from] Invalid),
    #[error(transparent)]
    Journal(#[from] JournalError),
    #[error(transparent)]
    Hw(#[from] HwError),
    /// A game's start position the screen cannot show.
    #[error("{0}")]
    Start(String),
    /// The outputs could not start (a screen that cannot be opened).
    #[error("{0}")]
    Outputs(String),
    /// A thread could not be started.
    #[error(transparent)]
    Spawn(#[from] std::io::Error),
    /// A thread panicked: which.
    #[error("the {0} thread panicked")]
    Panicked(&'static str),
}

impl From<ConfigError> for DaemonError {
    fn from(e: ConfigError) -> DaemonError {
        DaemonError::Config(Box::new(e))
    }
}

/// One input for the engine actor, in the order the engine must see them.
#[derive(Debug)]
pub enum Input {
    /// A scan: at a grid slot (`skipped` slots before it were missed), or at
    /// a press (`press`).
    Scan {
        t: Time,
        scan: ScanEvent,
        skipped: u32,
        press: bool,
    },
    Press {
        t: Time,
        side: Option<Color>,
        /// The clock's times with the press, when it tells them.
        clock: Option<hw::ClockTimes>,
        at: Instant,
    },
    Ack {
        t: Time,
    },
    /// A player's "j'adoube" button (Art. 4.2.1).
    Adjust {
        t: Time,
        side: Color,
    },
}

/// Wall-clock time of the journal's lines.
#[derive(Clone, Copy, Debug)]
pub enum Wall {
    /// The system clock.
    Real,
    /// Sim mode: this wall time is trace time 0 (reproducible journals).
    Sim(SystemTime),
}

impl Wall {
    pub fn at(&self, t: Time) -> String {
        let when = match self {
            Wall::Real => SystemTime::now(),
            Wall::Sim(zero) => *zero + Duration::from_micros(t.micros()),
        };
        crate::journal::format::rfc3339(when)
    }
}

/// The hardware the daemon drives (real, or simulated).
pub struct Parts {
    pub scanner: Scanner,
    pub clock: Box<dyn ClockInput>,
    pub led: Box<dyn Led>,
    pub square_leds: Option<Box<dyn SquareLeds>>,
    pub timebase: Arc<dyn Timebase>,
}

/// Everything but the hardware.
pub struct Options {
    pub outputs: OutputsConfig,
    /// Sim mode: the last scan (the trace is over after it).
    pub end: Option<Time>,
    pub wall: Wall,
    pub notifier: Notifier,
    /// When the process started (for the start-to-ready figure).
    pub started: Instant,
    /// Flush the journal to the disk at least this often.
    pub sync_every: Duration,
    /// Told the seq of the last journal line handed to the kernel, after
    /// each write (never blocks): the hall's publisher tails the journal.
    pub journal_tail: Option<watch::Sender<u64>>,
}

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub journal: PathBuf,
    pub resumed: Option<Resumed>,
    pub scans: u64,
    pub lines_written: u64,
    /// From the process start to the first good scan (READY).
    pub ready_after: Option<Duration>,
    pub outputs: OutputsReport,
    /// Every event of the game, in order (recovered ones included).
    pub events: Vec<Event>,
    pub stop_reason: String,
    pub journal_errors: Vec<String>,
}

/// Runs the daemon until `shutdown` turns true (or, in sim mode, the trace
/// ends). `game` is the opened journal with its engine.
pub async fn run_daemon(
    parts: Parts,
    game: Opened,
    opts: Options,
    mut shutdown: watch::Receiver<bool>,
) -> Result<Summary, DaemonError> {
    let Parts {
        mut scanner,
        mut clock,
        led,
        square_leds,
        timebase,
    } = parts;
    let Opened {
        writer,
        header,
        feeder,
        past,
        resumed,
    } = game;
    let period = header.period();
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        tokio::spawn(async move {
            while !*shutdown.borrow() {
                if shutdown.changed().await.is_err() {
                    return;
                }
            }
            stop.store(true, Ordering::SeqCst);
        });
    }

    // Outputs first: a screen that cannot be opened stops the start.
    let (out_tx, out_rx) = std_mpsc::channel::<outputs::OutMsg>();
    let tick = Duration::from_micros(period.micros()).max(Duration::from_millis(5));
    let outputs = outputs::spawn(
        opts.outputs,
        led,
        square_leds,
        timebase.clone(),
        tick,
        out_rx,
    )?;
    let hw_fault = feeder.hw_fault();
    let last_frame = feeder.last_frame().cloned();
    let engine = feeder.into_engine();
    let _ = out_tx.send(outputs::OutMsg::Events {
        events: past.clone(),
        sensed: Some(engine.sensed()),
        press_at: None,
        live: false,
    });

    // The clock thread.
    let (clock_tx, clock_rx) = std_mpsc::channel::<ClockMsg>();
    let clock_thread = {
        let stop = stop.clone();
        std::thread::Builder::new()
            .name("clock".into())
            .spawn(move || {
                hw::clock::pump(clock.as_mut(), &stop, Duration::from_millis(50), |event| {
                    let msg = ClockMsg {
                        event,
                        at: Instant::now(),
                    };
                    clock_tx.send(msg).is_ok()
                });
            })?
    };

    // The scanner thread.
    let (in_tx, mut in_rx) = mpsc::channel::<Input>(256);
    let first = match &resumed {
        Some(r) => next_slot(r.t, period),
        None => Time::ZERO,
    };
    let scanner_thread = {
        let stop = stop.clone();
        let tb = timebase.clone();
        let end = opts.end;
        let mut notifier = opts.notifier;
        let started = opts.started;
        std::thread::Builder::new()
            .name("scanner".into())
            .spawn(move || {
                let r = scan_loop(
                    &mut scanner,
                    tb.as_ref(),
                    &clock_rx,
                    &in_tx,
                    &stop,
                    ScanPlan { first, period, end },
                    &mut notifier,
                    started,
                );
                // The trace is over (or the actor is gone): stop the clock thread too.
                stop.store(true, Ordering::SeqCst);
                notifier.stopping();
                r
            })?
    };

    // The engine actor.
    let mut actor = Actor {
        engine,
        writer,
        wall: opts.wall,
        period,
        last_frame,
        force_frame: true,
        hw_fault,
        presses: VecDeque::new(),
        out: out_tx,
        last_t: resumed.as_ref().map_or(Time::ZERO, |r| r.t),
        lines_written: 0,
        errors: Vec::new(),
        events: past,
        tail: opts.journal_tail,
    };
    let mut sync = tokio::time::interval(opts.sync_every);
    sync.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            input = in_rx.recv() => match input {
                Some(input) => actor.handle(input),
                None => break,
            },
            _ = sync.tick() => actor.commit(),
        }
    }
    let scan = scanner_thread
        .join()
        .map_err(|_| DaemonError::Panicked("scanner"))?;
    let stop_reason = if scan.ended {
        "end of trace"
    } else {
        "shutdown"
    };
    let t = actor.last_t;
    actor.append(
        t,
        Record::Stop(StopRec {
            reason: stop_reason.into(),
        }),
    );
    actor.seal(t);
    actor.commit();
    let Actor {
        writer,
        out,
        lines_written,
        errors,
        events,
        ..
    } = actor;
    drop(out);
    let outputs = outputs
        .join()
        .map_err(|_| DaemonError::Panicked("outputs"))?;
    let _ = clock_thread.join();
    Ok(Summary {
        journal: writer.path().to_path_buf(),
        resumed,
        scans: scan.scans,
        lines_written,
        ready_after: scan.ready_after,
        outputs,
        events,
        stop_reason: stop_reason.into(),
        journal_errors: errors,
    })
}

struct ScanPlan {
    first: Time,
    period: Time,
    end: Option<Time>,
}

struct ScanReport {
    scans: u64,
    ready_after: Option<Duration>,
    /// The trace is over (sim mode).
    ended: bool,
}

#[allow(clippy::too_many_arguments)]
fn scan_loop(
    scanner: &mut Scanner,
    tb: &dyn Timebase,
    clock: &std_mpsc::Receiver<ClockMsg>,
    tx: &mpsc::Sender<Input>,
    stop: &AtomicBool,
    plan: ScanPlan,
    notifier: &mut Notifier,
    started: Instant,
) -> ScanReport {
    let p = plan.period.micros().max(1);
    let mut next = plan.first;
    let mut last_t = Time::ZERO;
    let mut report = ScanReport {
        scans: 0,
        ready_after: None,
        ended: false,
    };
    let mut status_fault = false;
    while !stop.load(Ordering::SeqCst) {
        if plan.end.is_some_and(|end| next > end) {
            report.ended = true;
            break;
        }
        let inputs = match tb.wait(next, clock) {
            Wake::Idle => continue,
            Wake::Event(msg) => match msg.event {
                ClockEvent::Press(press) => {
                    // The board at the press: changes made up to it belong
                    // to the move it completes.
                    let t = tb.press_scan_time(press.t, last_t);
                    tb.begin_scan(t, true);
                    let scan = scanner.scan(t);
                    report.scans += 1;
                    last_t = t;
                    vec![
                        Input::Scan {
                            t,
                            scan,
                            skipped: 0,
                            press: true,
                        },
                        Input::Press {
                            t: tb.hw_time(press.t),
                            side: press.side,
                            clock: press.clock,
                            at: msg.at,
                        },
                    ]
                }
                ClockEvent::Ack(t) => vec![Input::Ack { t: tb.hw_time(t) }],
                ClockEvent::Adjust(side, t) => vec![Input::Adjust {
                    t: tb.hw_time(t),
                    side,
                }],
            },
            Wake::Deadline => {
                // A late scanner scans in the latest slot that has come.
                let late = tb.now().since(next).micros() / p;
                let t = Time(next.micros() + late * p);
                tb.begin_scan(t, false);
                let scan = scanner.scan(t);
                report.scans += 1;
                last_t = last_t.max(t);
                next = Time(t.micros() + p);
                notifier.watchdog();
                let good = matches!(scan, ScanEvent::Frame(_) | ScanEvent::Recovered(..));
                if good && report.ready_after.is_none() {
                    report.ready_after = Some(started.elapsed());
                    notifier.ready("scanning");
                    tracing::info!(
                        "ready: first good scan {:.1} ms after the start",
                        started.elapsed().as_secs_f64() * 1000.0
                    );
                }
                if let Some(fault) = scanner.monitor().fault() {
                    if !status_fault {
                        notifier.status(&format!("sensor fault: {fault}"));
                        status_fault = true;
                    }
                } else if status_fault {
                    notifier.status("scanning");
                    status_fault = false;
                }
                vec![Input::Scan {
                    t,
                    scan,
                    skipped: late as u32,
                    press: false,
                }]
            }
        };
        for input in inputs {
            if tx.blocking_send(input).is_err() {
                return report;
            }
        }
    }
    report
}

/// The engine and the journal: the only owner of both.
struct Actor {
    engine: Engine,
    writer: Writer,
    wall: Wall,
    period: Time,
    /// The last frame fed (every frame not journaled equals it).
    last_frame: Option<Frame>,
    /// Journal the next frame whatever it is.
    force_frame: bool,
    /// The engine was told the sensors cannot be read.
    hw_fault: bool,
    /// When each press waiting for its verdict was yielded.
    presses: VecDeque<Instant>,
    out: std_mpsc::Sender<outputs::OutMsg>,
    last_t: Time,
    lines_written: u64,
    errors: Vec<String>,
    events: Vec<Event>,
    tail: Option<watch::Sender<u64>>,
}

impl Actor {
    fn append(&mut self, t: Time, rec: Record) {
        let wall = self.wall.at(t);
        self.writer.append(t, wall, rec);
        self.lines_written += 1;
    }

    /// Seals the journal's lines so far (`docs/journal.md`, "Seals").
    fn seal(&mut self, t: Time) {
        let before = self.writer.next_seq();
        self.writer.seal(t, self.wall.at(t));
        self.lines_written += self.writer.next_seq() - before;
    }

    fn commit(&mut self) {
        if let Err(e) = self.writer.commit() {
            self.journal_error(e);
        }
        self.tell_tail();
    }

    /// Tells the journal's reader (the hall publisher) how far it goes.
    fn tell_tail(&self) {
        if let Some(tx) = &self.tail
            && self.writer.buffered() == 0
        {
            let last = self.writer.next_seq().saturating_sub(1);
            tx.send_if_modified(|v| std::mem::replace(v, last) != last);
        }
    }

    fn journal_error(&mut self, e: std::io::Error) {
        let msg = format!("journal {}: {e}", self.writer.path().display());
        if self.errors.last() != Some(&msg) {
            tracing::error!("{msg}: decisions are shown but may not be on the disk");
            self.errors.push(msg);
        }
    }

    fn handle(&mut self, input: Input) {
        let mut events = Vec::new();
        let mut press_at = None;
        match input {
            Input::Scan {
                t,
                scan,
                skipped,
                press,
            } => {
                self.last_t = self.last_t.max(t);
                match scan {
                    ScanEvent::Frame(f) => {
                        if self.hw_fault {
                            // After a restart: the fault recorded before it is over.
                            self.hw_ok(t, &mut events);
                        }
                        self.frame(t, f, skipped, press, &mut events);
                    }
                    ScanEvent::Recovered(ok, f) => {
                        self.hw_ok(ok.t, &mut events);
                        self.frame(t, f, skipped, press, &mut events);
                    }
                    ScanEvent::Fault(fault) => {
                        self.append(
                            t,
                            Record::HwFault(HwFaultRec {
                                fault: fault.clone(),
                            }),
                        );
                        self.hw_fault = true;
                        let evs = self.engine.on_sensor_fault(fault);
                        self.record_events(t, &evs);
                        events.extend(evs);
                    }
                    ScanEvent::Faulty => {}
                }
            }
            Input::Press { t, side, clock, at } => {
                self.last_t = self.last_t.max(t);
                let clock = clock.map(|c| ClockRec {
                    white_s: c.white,
                    black_s: c.black,
                });
                self.append(t, Record::Press(PressRec { side, clock }));
                self.presses.push_back(at);
                let evs = self.engine.on_press(t, side);
                self.record_events(t, &evs);
                events.extend(evs);
            }
            Input::Ack { t } => {
                self.last_t = self.last_t.max(t);
                self.append(t, Record::Ack);
                let evs = self.engine.on_ack(t);
                self.record_events(t, &evs);
                events.extend(evs);
            }
            Input::Adjust { t, side } => {
                self.last_t = self.last_t.max(t);
                self.append(t, Record::Adjust(AdjustRec { side }));
                let evs = self.engine.on_adjust(t, side);
                self.record_events(t, &evs);
                events.extend(evs);
            }
        }
        // While scans go on, no line waits longer than SEAL_EVERY for its seal.
        let t = self.last_t;
        if events.is_empty() {
            if self.writer.seal_due(t) {
                self.seal(t);
            }
            if self.writer.buffered() > 0
                && let Err(e) = self.writer.flush()
            {
                self.journal_error(e);
            }
            self.tell_tail();
            return;
        }
        // A decision is on the disk before anyone sees it.
        let decided = events
            .iter()
            .any(|e| !matches!(e, Event::Lift(_) | Event::Drop(_)));
        // A decision is sealed, in the same write, before anyone sees it.
        if decided || self.writer.seal_due(t) {
            self.seal(t);
        }
        let r = if decided {
            self.writer.commit()
        } else {
            self.writer.flush()
        };
        if let Err(e) = r {
            self.journal_error(e);
        }
        if events.iter().any(|e| {
            matches!(
                e,
                Event::Move(_) | Event::Illegal(_) | Event::PressIgnored(_)
            )
        }) {
            press_at = self.presses.pop_front();
        }
        self.events.extend(events.iter().cloned());
        let _ = self.out.send(outputs::OutMsg::Events {
            events,
            sensed: Some(self.engine.sensed()),
            press_at,
            live: true,
        });
        // The LED and the screens first, then the hall's publisher.
        self.tell_tail();
    }

    fn hw_ok(&mut self, t: Time, events: &mut Vec<Event>) {
        self.append(t, Record::HwOk);
        self.hw_fault = false;
        self.force_frame = true;
        let evs = self.engine.on_sensor_ok(t);
        self.record_events(t, &evs);
        events.extend(evs);
    }

    fn frame(&mut self, t: Time, f: Frame, skipped: u32, press: bool, events: &mut Vec<Event>) {
        let evs = self.engine.on_frame(t, &f);
        let on_grid = t.micros().is_multiple_of(self.period.micros().max(1));
        let journal = self.force_frame
            || press
            || !on_grid
            || skipped > 0
            || !evs.is_empty()
            || self.last_frame.as_ref() != Some(&f);
        if journal {
            self.append(t, Record::Frame(FrameRec::of(&f, skipped)));
            self.force_frame = false;
        }
        self.last_frame = Some(f);
        self.record_events(t, &evs);
        events.extend(evs);
    }

    fn record_events(&mut self, t: Time, evs: &[Event]) {
        for ev in evs {
            self.append(t, Record::Event(EventRec { event: ev.clone() }));
        }
    }
}

// ---------------------------------------------------------------- setup

/// The screen options of a configuration.
pub fn screen_options(config: &Config) -> ScreenOptions {
    use crate::config::{AlertVisibility as A, ScreenOutput, Side};
    let s = &config.screen;
    ScreenOptions {
        outputs: s
            .outputs
            .iter()
            .map(|o| match o {
                ScreenOutput::Fbdev => OutputKind::Framebuffer,
                ScreenOutput::Png => OutputKind::Png,
                ScreenOutput::Terminal => OutputKind::Terminal,
            })
            .collect(),
        fb_device: s.fb_device.clone(),
        arbiter_fb_device: s.arbiter_fb_device.clone(),
        width: s.width,
        height: s.height,
        orientation: match s.orientation {
            Side::White => Orientation::White,
            Side::Black => Orientation::Black,
        },
        alert_visibility: match s.alert_visibility {
            A::Always => AlertVisibility::Always,
            A::AfterButton => AlertVisibility::AfterButton,
            A::SecondOutput => AlertVisibility::SecondOutput,
        },
        led: if !config.led.enabled {
            LedMode::Off
        } else if config.led.style == crate::config::LedStyle::Steady {
            LedMode::Steady
        } else {
            LedMode::Blink
        },
        png_dir: s.png_dir.clone(),
        lang: config.display.lang(),
    }
}

/// A sim run, set up: the parts, the opened game and the options, ready
/// for [`run_daemon`]. Used by `run --sim`, `demo` and the tests.
pub struct SimSetup {
    pub parts: Parts,
    pub game: Opened,
    pub end: Time,
    pub header: Header,
}

/// Sets up a simulation of `trace_text` (named `name`), with its journal
/// in `state` (resumed if there). Bad input is an error naming the line.
pub fn sim_setup(
    trace_text: &[u8],
    name: &str,
    config: &Config,
    state: &Path,
    speed: Speed,
    wall: &Wall,
) -> Result<SimSetup, DaemonError> {
    let bad = DaemonError::BadInput;
    let trace = crate::trace::parse_bytes(trace_text).map_err(|e| bad(format!("{name}: {e}")))?;
    let overrides = crate::trace::Overrides {
        scan_hz: Some(config.game.scan_hz),
        ..Default::default()
    };
    let (cfg, start) = crate::trace::setup(&trace, &overrides).map_err(|e| {
        if e.line == 0 {
            bad(format!("{name}: {}", e.message))
        } else {
            bad(format!("{name}: {e}"))
        }
    })?;
    let start_text = trace
        .start
        .as_ref()
        .map_or_else(|| "startpos".to_string(), |(_, s)| s.clone());
    let sim_trace = Arc::new(
        SimTrace::new(trace, cfg.sensor, cfg.clock, start.board.clone())
            .map_err(|e| bad(format!("{name}: {e}")))?,
    );
    let mut game = crate::journal::game_info(config, state)?;
    if game.event.is_none() {
        game.event = Some(
            Path::new(name)
                .file_stem()
                .map_or_else(|| "sim".into(), |s| s.to_string_lossy().into_owned()),
        );
    }
    let source = format!(
        "sim {} sha256:{}",
        Path::new(name)
            .file_name()
            .map_or_else(|| name.to_string(), |f| f.to_string_lossy().into_owned()),
        crate::journal::format::hash_hex(trace_text)
    );
    let header = Header::new(&cfg, &start_text, config.game.scan_hz, game.clone(), source);
    let path = state.join(crate::journal::game_file_name(&game));
    let opened = open_game(&path, header.clone(), &|t| wall.at(t), true)?;
    let from = opened.resumed.as_ref().map_or(Time::ZERO, |r| r.t);
    let skip = opened.resumed.as_ref().map_or(0, |r| r.clock_inputs);
    let clock = SimClock::new(speed, from);
    let grid = SimGrid::new(sim_trace.clone(), clock.clone(), from, name.to_string());
    let scanner = Scanner::new(
        Box::new(grid),
        FaultMonitor::new(config.sensor.retries, config.sensor.recover_after),
    );
    let input = SimClockInput::new(sim_trace.clone(), clock.clone(), skip);
    let led_cfg = crate::config::LedConfig {
        enabled: false,
        ..config.led.clone()
    };
    let led = hw::led::open_led(&led_cfg, &mut hw::fake::FakeBuses::new())?;
    Ok(SimSetup {
        parts: Parts {
            scanner,
            clock: Box::new(input),
            led,
            square_leds: None,
            timebase: clock,
        },
        game: opened,
        end: sim_trace.end,
        header,
    })
}

/// Sets up the real board of `config`, with its journal in `state`
/// (resumed if there): the parts, the opened game and its header.
pub fn live_setup(
    config: &Config,
    state: &Path,
    wall: &Wall,
) -> Result<(Parts, Opened), DaemonError> {
    let cfg = config.engine_config()?;
    let hw = hw::open(config)?;
    let game_info = crate::journal::game_info(config, state)?;
    let header = Header::new(
        &cfg,
        &config.game.start,
        config.game.scan_hz,
        game_info.clone(),
        hw.scanner.grid().describe(),
    );
    let path = state.join(crate::journal::game_file_name(&game_info));
    let opened = open_game(&path, header, &|t| wall.at(t), false)?;
    let offset = opened.resumed.as_ref().map_or(Time::ZERO, |r| r.t);
    let timebase: Arc<dyn Timebase> = match &hw.timing {
        // A DGT board: scan its log behind the hardware clock.
        Some(timing) => Arc::new(Lagged::new(
            Arc::new(hw.origin),
            offset,
            timing.lag,
            timing.scan_point.clone(),
        )),
        None => Arc::new(Live {
            origin: hw.origin,
            offset,
        }),
    };
    let parts = Parts {
        scanner: hw.scanner,
        clock: hw.clock,
        led: hw.led,
        square_leds: hw.square_leds,
        timebase,
    };
    Ok((parts, opened))
}

/// The outputs of a header's game.
pub fn outputs_config(
    header: &Header,
    screen: ScreenOptions,
    console: Option<Console>,
) -> Result<OutputsConfig, DaemonError> {
    let start = header.start_position().map_err(DaemonError::Start)?;
    Ok(OutputsConfig {
        screen: screen.clone(),
        start_fen: start.fen(),
        info: ScreenInfo {
            rules: header.rules.clone(),
            orientation: screen.orientation,
            sensor: header.sensor,
            white: header.game.white.clone(),
            black: header.game.black.clone(),
            lang: screen.lang,
        },
        console,
    })
}

// ---------------------------------------------------------------- figures

/// Percentiles of a list of durations, in milliseconds.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Percentiles {
    pub n: usize,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl Percentiles {
    pub fn of(v: &[Duration]) -> Percentiles {
        if v.is_empty() {
            return Percentiles::default();
        }
        let mut ms: Vec<f64> = v.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
        ms.sort_by(f64::total_cmp);
        let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
        Percentiles {
            n: ms.len(),
            p50_ms: at(0.5),
            p99_ms: at(0.99),
            max_ms: *ms.last().expect("not empty"),
        }
    }
}

fn ms(v: &[Duration]) -> Vec<f64> {
    v.iter().map(|d| d.as_secs_f64() * 1000.0).collect()
}

/// What `run --report` writes.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Figures {
    pub press_to_led: Percentiles,
    pub press_to_screen: Percentiles,
    pub start_to_ready_ms: Option<f64>,
    pub vm_hwm_kb: u64,
    pub vm_rss_kb: u64,
    pub cpu_user_s: f64,
    pub cpu_system_s: f64,
    pub wall_s: f64,
    pub cpu_percent: f64,
    pub scans: u64,
    pub journal_lines: u64,
    pub screen_changes: usize,
    /// Every measured press, in milliseconds (for merging runs).
    pub press_to_led_ms: Vec<f64>,
    pub press_to_screen_ms: Vec<f64>,
}

impl Figures {
    pub fn measure(s: &Summary, started: Instant) -> Figures {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let kb = |key: &str| -> u64 {
            status
                .lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        // SAFETY: getrusage fills the struct it is given.
        let usage = unsafe {
            let mut u: libc::rusage = std::mem::zeroed();
            libc::getrusage(libc::RUSAGE_SELF, &mut u);
            u
        };
        let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
        let wall = started.elapsed().as_secs_f64();
        let (user, system) = (secs(usage.ru_utime), secs(usage.ru_stime));
        Figures {
            press_to_led: Percentiles::of(&s.outputs.led_latency),
            press_to_screen: Percentiles::of(&s.outputs.screen_latency),
            start_to_ready_ms: s.ready_after.map(|d| d.as_secs_f64() * 1000.0),
            vm_hwm_kb: kb("VmHWM:"),
            vm_rss_kb: kb("VmRSS:"),
            cpu_user_s: user,
            cpu_system_s: system,
            wall_s: wall,
            cpu_percent: if wall > 0.0 {
                100.0 * (user + system) / wall
            } else {
                0.0
            },
            scans: s.scans,
            journal_lines: s.lines_written,
            screen_changes: s.outputs.screen_changes,
            press_to_led_ms: ms(&s.outputs.led_latency),
            press_to_screen_ms: ms(&s.outputs.screen_latency),
        }
    }
}
