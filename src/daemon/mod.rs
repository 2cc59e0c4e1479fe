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
//!   [`run`], the end of the trace in sim mode, or a test. The scanner stops
//!   within [`timebase::IDLE`], the actor drains, writes a `stop` line, and
//!   the outputs turn the LED off.

pub mod notify;
pub mod outputs;
pub mod sim;
pub mod timebase;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, Instant, SystemTime};

use anyhow::Context;
use shakmaty::Color;
use tokio::sync::{mpsc, watch};

use crate::arbiter::{Engine, Event};
use crate::board::Frame;
use crate::config::Config;
use crate::display::{
    AlertVisibility, LedMode, Orientation, OutputKind, ScreenInfo, ScreenOptions,
};
use crate::hw::{self, ClockEvent, ClockInput, FaultMonitor, Led, ScanEvent, Scanner, SquareLeds};
use crate::journal::feed::next_slot;
use crate::journal::format::{EventRec, FrameRec, Header, HwFaultRec, PressRec, Record, StopRec};
use crate::journal::recover::{Opened, Resumed, open_game};
use crate::journal::store::Writer;
use crate::replay::Format;
use crate::time::Time;

pub use notify::Notifier;
pub use outputs::{Console, OutputsConfig, OutputsReport};
pub use sim::{SimClock, SimClockInput, SimGrid, SimTrace, Speed};
pub use timebase::{ClockMsg, Live, Timebase, Wake};

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
        at: Instant,
    },
    Ack {
        t: Time,
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
) -> anyhow::Result<Summary> {
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
                let mut failing = false;
                while !stop.load(Ordering::SeqCst) {
                    match clock.next_event(Duration::from_millis(50)) {
                        Ok(Some(event)) => {
                            failing = false;
                            let msg = ClockMsg {
                                event,
                                at: Instant::now(),
                            };
                            if clock_tx.send(msg).is_err() {
                                break;
                            }
                        }
                        Ok(None) => {}
                        Err(e) => {
                            if !failing {
                                tracing::error!("clock lines: {e}");
                                failing = true;
                            }
                            std::thread::sleep(Duration::from_millis(100));
                        }
                    }
                }
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
        .map_err(|_| anyhow::anyhow!("the scanner thread panicked"))?;
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
        .map_err(|_| anyhow::anyhow!("the outputs thread panicked"))?;
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
                    let t = tb.now().max(last_t);
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
                            at: msg.at,
                        },
                    ]
                }
                ClockEvent::Ack(t) => vec![Input::Ack { t: tb.hw_time(t) }],
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
}

impl Actor {
    fn append(&mut self, t: Time, rec: Record) {
        let wall = self.wall.at(t);
        self.writer.append(t, wall, rec);
        self.lines_written += 1;
    }

    fn commit(&mut self) {
        if let Err(e) = self.writer.commit() {
            self.journal_error(e);
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
            Input::Press { t, side, at } => {
                self.last_t = self.last_t.max(t);
                self.append(t, Record::Press(PressRec { side }));
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
        }
        if events.is_empty() {
            if self.writer.buffered() > 0
                && let Err(e) = self.writer.flush()
            {
                self.journal_error(e);
            }
            return;
        }
        // A decision is on the disk before anyone sees it.
        let decided = events
            .iter()
            .any(|e| !matches!(e, Event::Lift(_) | Event::Drop(_)));
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

// ---------------------------------------------------------------- the command

/// Screen outputs on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScreenArg {
    Fbdev,
    Png,
    Terminal,
    /// No screen.
    None,
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The configuration file [default: /etc/jadoube/jadoube.toml; with
    /// --sim, only if it exists].
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Where the journals live [default: $STATE_DIRECTORY, else
    /// journal.dir; with --sim, a jadoube-sim directory in the temporary
    /// directory].
    #[arg(long, value_name = "DIR")]
    pub state_dir: Option<PathBuf>,
    /// Run on a trace instead of the hardware: a simulated board and clock
    /// play it, every output live. The game's settings come from the
    /// trace's header (as in `replay`).
    #[arg(long, value_name = "TRACE")]
    pub sim: Option<PathBuf>,
    /// How fast the simulation runs: a factor (1 = real time) or `max`.
    #[arg(long, default_value = "1", value_parser = parse_speed)]
    pub speed: Speed,
    /// Screen outputs, instead of the configuration's `[screen] outputs`
    /// (repeat for several). With --sim the default is none.
    #[arg(long = "screen", value_enum, value_name = "KIND")]
    pub screens: Vec<ScreenArg>,
    /// Where the `png` output writes [default: screen.png_dir, else
    /// STATE_DIR/png].
    #[arg(long, value_name = "DIR")]
    pub png_dir: Option<PathBuf>,
    /// Size of the PNG and terminal screens, WIDTHxHEIGHT.
    #[arg(long, value_name = "WxH", value_parser = crate::display::parse_size)]
    pub screen_size: Option<(u32, u32)>,
    /// Print the decisions on standard output.
    #[arg(long, value_enum)]
    pub print: Option<Format>,
    /// With --print text: also the arbiter's screen as text after each
    /// alert (`ansi` or `plain`).
    #[arg(long, value_enum)]
    pub print_screens: Option<PrintScreens>,
    /// With --print: also lifts, drops and presses.
    #[arg(long)]
    pub inputs: bool,
    /// Write the measured figures (latency, memory, CPU) as JSON here at
    /// the end.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Sim mode: the wall-clock time of trace time 0 (RFC 3339, UTC), for
    /// journals that are the same on every run.
    #[arg(long, value_name = "TIME")]
    pub sim_wall: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PrintScreens {
    Ansi,
    Plain,
}

fn parse_speed(s: &str) -> Result<Speed, String> {
    s.parse()
}

/// Logs to the systemd journal when stderr is connected to it
/// (`$JOURNAL_STREAM`), to stderr otherwise. `RUST_LOG` overrides the level.
pub fn init_logging(default_level: &str) {
    use tracing_subscriber::prelude::*;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_level));
    if std::env::var_os("JOURNAL_STREAM").is_some()
        && let Ok(layer) = tracing_journald::layer()
    {
        let _ = tracing_subscriber::registry()
            .with(filter)
            .with(layer.with_syslog_identifier("jadoube".into()))
            .try_init();
        return;
    }
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}

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
) -> anyhow::Result<SimSetup> {
    let trace =
        crate::trace::parse_bytes(trace_text).map_err(|e| BadInput(format!("{name}: {e}")))?;
    let overrides = crate::replay::Overrides {
        scan_hz: Some(config.game.scan_hz),
        ..Default::default()
    };
    let (cfg, start) = crate::replay::setup(&trace, &overrides).map_err(|e| {
        if e.line == 0 {
            BadInput(format!("{name}: {}", e.message))
        } else {
            BadInput(format!("{name}: {e}"))
        }
    })?;
    let start_text = trace
        .start
        .as_ref()
        .map_or_else(|| "startpos".to_string(), |(_, s)| s.clone());
    let sim_trace = Arc::new(
        SimTrace::new(trace, cfg.sensor, cfg.clock, start.board.clone())
            .map_err(|e| BadInput(format!("{name}: {e}")))?,
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

/// Bad input (a trace, a time): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// The outputs of a header's game.
pub fn outputs_config(
    header: &Header,
    screen: ScreenOptions,
    console: Option<Console>,
) -> anyhow::Result<OutputsConfig> {
    let start = header.start_position().map_err(anyhow::Error::msg)?;
    Ok(OutputsConfig {
        screen: screen.clone(),
        start_fen: start.fen(),
        info: ScreenInfo {
            rules: header.rules.clone(),
            orientation: screen.orientation,
            sensor: header.sensor,
            white: header.game.white.clone(),
            black: header.game.black.clone(),
        },
        console,
    })
}

pub fn run(args: RunArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let sim = args.sim.is_some();
    init_logging(if sim { "warn" } else { "info" });
    match run_inner(args, started) {
        Ok(code) => Ok(code),
        Err(e) => {
            if let Some(b) = e.downcast_ref::<BadInput>() {
                eprintln!("jadoube: {b}");
                return Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT));
            }
            if let Some(c) = e.downcast_ref::<crate::config::ConfigError>() {
                eprintln!("jadoube: {c}");
                return Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT));
            }
            Err(e)
        }
    }
}

fn run_inner(args: RunArgs, started: Instant) -> anyhow::Result<ExitCode> {
    let config = match (&args.config, &args.sim) {
        (Some(p), _) => Config::load(p)?,
        (None, Some(_)) => crate::journal::load_config(None)?,
        (None, None) => Config::load(Path::new(crate::config::DEFAULT_PATH))?,
    };
    let state = match (&args.state_dir, &args.sim) {
        (None, Some(_))
            if args.config.is_none() && std::env::var_os("STATE_DIRECTORY").is_none() =>
        {
            std::env::temp_dir().join("jadoube-sim")
        }
        _ => crate::journal::state_dir(args.state_dir.as_deref(), &config),
    };
    let mut screen = screen_options(&config);
    if !args.screens.is_empty() {
        screen.outputs = args
            .screens
            .iter()
            .filter_map(|s| match s {
                ScreenArg::Fbdev => Some(OutputKind::Framebuffer),
                ScreenArg::Png => Some(OutputKind::Png),
                ScreenArg::Terminal => Some(OutputKind::Terminal),
                ScreenArg::None => None,
            })
            .collect();
    } else if args.sim.is_some() && args.config.is_none() {
        screen.outputs.clear();
    }
    if let Some((w, h)) = args.screen_size {
        screen.width = Some(w);
        screen.height = Some(h);
    }
    screen.png_dir = args
        .png_dir
        .clone()
        .or(screen.png_dir)
        .or_else(|| Some(state.join("png")));
    let console = args.print.map(|format| Console {
        format,
        inputs: args.inputs,
        screens: args.print_screens.map(|p| p == PrintScreens::Plain),
    });
    let wall = match &args.sim_wall {
        Some(s) => Wall::Sim(
            crate::journal::format::parse_rfc3339(s)
                .map_err(|e| BadInput(format!("--sim-wall: {e}")))?,
        ),
        None => Wall::Real,
    };
    let (parts, game, end, header) = match &args.sim {
        Some(path) => {
            let bytes =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            let s = sim_setup(
                &bytes,
                &path.display().to_string(),
                &config,
                &state,
                args.speed,
                &wall,
            )?;
            (s.parts, s.game, Some(s.end), s.header)
        }
        None => {
            let cfg = config.engine_config()?;
            let hw = hw::open(&config)?;
            let game_info = crate::journal::game_info(&config, &state)?;
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
            let timebase = Arc::new(Live {
                origin: hw.origin,
                offset,
            });
            let header = opened.header.clone();
            (
                Parts {
                    scanner: hw.scanner,
                    clock: hw.clock,
                    led: hw.led,
                    square_leds: hw.square_leds,
                    timebase,
                },
                opened,
                None,
                header,
            )
        }
    };
    let outputs = outputs_config(&game.header, screen, console)?;
    let opts = Options {
        outputs,
        end,
        wall,
        notifier: Notifier::from_env(),
        started,
        sync_every: Duration::from_secs(1),
    };
    tracing::info!(
        "{} ({}), journal {}",
        header.source,
        header.rules.name,
        game.writer.path().display()
    );
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop_tx, stop_rx) = watch::channel(false);
    let summary = rt.block_on(async move {
        tokio::spawn(async move {
            wait_for_signal().await;
            tracing::info!("stopping");
            let _ = stop_tx.send(true);
        });
        run_daemon(parts, game, opts, stop_rx).await
    })?;
    let figures = Figures::measure(&summary, started);
    tracing::info!(
        "stopped ({}): {} scans, {} journal lines, max RSS {} kB",
        summary.stop_reason,
        summary.scans,
        summary.lines_written,
        figures.vm_hwm_kb
    );
    if let Some(path) = &args.report {
        let json = serde_json::to_string_pretty(&figures)? + "\n";
        std::fs::write(path, json).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(if summary.journal_errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

async fn wait_for_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    let (Ok(mut term), Ok(mut int)) = (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) else {
        tracing::error!("cannot listen for SIGTERM and SIGINT");
        return std::future::pending().await;
    };
    tokio::select! {
        _ = term.recv() => {},
        _ = int.recv() => {},
    }
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
