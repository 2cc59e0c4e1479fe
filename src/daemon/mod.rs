//! `jadoube run`: the daemon.
//!
//! ```text
//!  clock thread --ClockMsg--> scanner thread --Input--> engine actor --OutMsg--> outputs thread --> screen thread
//!  (presses, acks)            (scans at scan_hz,         (tokio task:            (LED, square LEDs,  (draws the
//!                              one scan at each press,    engine + journal,       stdout)             newest model)
//!                              watchdog, READY)           fsync before alerts;
//!                                                         7.5.5 analysis on a
//!                                                         `ruling` thread)
//! ```
//!
//! - The **scanner** is the one sequencer of inputs: it scans on a grid of
//!   slots (multiples of the scan period in engine time) and, when the
//!   clock thread passes a press, takes one scan at once and sends it
//!   before the press, as `replay` does. It feeds systemd's watchdog (and
//!   only it does) and says READY after its first scan, good or not. A
//!   scan equal to the last one sent is not sent while the actor is quiet
//!   ([`Quiet`]).
//! - The **engine actor** is the only owner of the [`Engine`] and the
//!   [`journal::store::Writer`]: each input is journaled, fed to the engine,
//!   and the events journaled; when a decision is among them the journal is
//!   fsync'ed before the events go to the outputs. A 7.5.5 ruling is worked
//!   out on a thread of its own while the actor holds the inputs that come
//!   meanwhile (`docs/engine.md`): the LED lights at once, the journal is
//!   the same as without.
//! - Time is engine time from a [`Timebase`]: the hardware origin's
//!   CLOCK_MONOTONIC live (continuing from the journal after a restart),
//!   trace time in sim mode. The engine never reads a clock.
//! - Shutdown is passed in (a `watch` channel): SIGTERM or SIGINT from
//!   `jadoube run`, the end of the trace in sim mode, or a test. The scanner stops
//!   within [`timebase::IDLE`], the actor finishes a ruling under way and
//!   drains, writes a `stop` line, and the outputs turn the LED off.

pub mod journaling;
pub mod lagged;
pub mod notify;
pub mod outputs;
pub mod resident;
pub mod result_menu;
pub mod round;
pub mod sim;
pub mod timebase;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, Instant, SystemTime};

use shakmaty::Color;
use tokio::sync::{mpsc, watch};

use crate::arbiter::event::{GameResult, IllegalEvent};
use crate::arbiter::unwinnable::Verdict;
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
    AdjustRec, ClockRec, EventRec, FlagRec, FrameRec, Header, HwFaultRec, PressRec, Record,
    ResultRec, StopRec,
};
use crate::journal::key::MissingKey;
use crate::journal::recover::{Opened, Resumed, open_game_with};
use crate::journal::store::SealClock;
use crate::time::Time;

pub use lagged::Lagged;
pub use notify::Notifier;
pub use outputs::{Console, OutputsConfig, OutputsReport};
pub use sim::{SimClock, SimClockInput, SimGrid, SimTrace, Speed};
pub use timebase::{ClockMsg, Live, Timebase, Wake};

/// How long the clock thread blocks on its lines before it looks at the
/// stop flag (a press wakes it at once).
const CLOCK_POLL: Duration = Duration::from_millis(100);

/// What stops the daemon from starting, or from finishing cleanly.
#[derive(Debug, thiserror::Error)]
pub enum DaemonError {
    /// Bad input (a trace, a time): the message names the file and line
    /// (and quotes at most 200 characters of any word of it).
    #[error("{}", crate::error::clip_words(.0))]
    BadInput(String),
    /// A trace given to `run --sim` (named `name`) that cannot be played:
    /// the trace's typed error (`cli/error_words.rs` says it; boxed: it
    /// is large).
    #[error("{name}: {}", trace_error_words(error))]
    Trace {
        name: String,
        error: Box<crate::trace::TraceError>,
    },
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
    #[error("{}", crate::error::clip_words(.0))]
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
    /// The clock says `side`'s flag fell (Art. 6.9).
    Flag {
        t: Time,
        side: Color,
    },
    /// The arbiter's result (`by`: who entered it; `id`: the hall's entry,
    /// for a result entered at the hall).
    Result {
        t: Time,
        result: GameResult,
        by: String,
        id: Option<String>,
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
    /// Keep every event of the game for [`Summary::events`] (tests; a
    /// live daemon does not: the list grows with the game).
    pub keep_events: bool,
    /// Told the seq of the last journal line handed to the kernel, after
    /// each write (never blocks): the hall's publisher tails the journal.
    pub journal_tail: Option<watch::Sender<u64>>,
}

/// What the hall's publisher hands the daemon (`round`).
#[derive(Debug)]
pub struct RoundLink {
    pub rx: mpsc::UnboundedReceiver<round::HallInput>,
    /// Where the pairing is kept.
    pub state_dir: PathBuf,
    /// The board's name at the hall.
    pub hall_name: Option<String>,
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
    /// Every event of the game, in order (recovered ones included), with
    /// [`Options::keep_events`].
    pub events: Vec<Event>,
    pub stop_reason: String,
    pub journal_errors: Vec<String>,
    /// The journal ended for the hall's pairing (stop reason
    /// [`round::STOP_REASON`]): the game the next journal takes.
    pub next: Option<round::BoardPairing>,
}

/// Runs the daemon until `shutdown` turns true (or, in sim mode, the trace
/// ends). `game` is the opened journal with its engine.
pub async fn run_daemon(
    parts: Parts,
    game: Opened,
    opts: Options,
    shutdown: watch::Receiver<bool>,
) -> Result<Summary, DaemonError> {
    run_daemon_with(parts, game, opts, shutdown, None).await
}

/// [`run_daemon`] with the round from the hall (`round`, issue 30): its
/// pairings may end the journal ([`Summary::next`]), its results are
/// journaled.
pub async fn run_daemon_with(
    parts: Parts,
    game: Opened,
    opts: Options,
    mut shutdown: watch::Receiver<bool>,
    round_link: Option<RoundLink>,
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
        notes,
    } = game;
    // What opening the journal found, unless the caller said it (`run`
    // says it to a person in the language): in the log, in English.
    for note in &notes {
        if note.is_error() {
            tracing::error!("{note}");
        } else {
            tracing::warn!("{note}");
        }
    }
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
    let outputs = outputs::spawn(opts.outputs, led, square_leds, timebase.clone(), out_rx)?;
    let hw_fault = feeder.hw_fault();
    let last_frame = feeder.last_frame().cloned();
    let engine = feeder.into_engine();
    let _ = out_tx.send(outputs::OutMsg::Events {
        events: past.clone(),
        sensed: Some(engine.sensed()),
        press_at: None,
        live: false,
        ruling: None,
        durable: true,
    });
    let (mut round_rx, round) = match round_link {
        Some(link) => {
            let ctl = round::RoundCtl::new(
                &link.state_dir,
                writer.path(),
                &header,
                &past,
                link.hall_name,
            );
            (Some(link.rx), Some(ctl))
        }
        None => (None, None),
    };
    if header.pairing.is_some() {
        let _ = out_tx.send(game_players(&header, engine.game()));
    }

    // The clock thread.
    let (clock_tx, clock_rx) = std_mpsc::channel::<ClockMsg>();
    let clock_thread = {
        let stop = stop.clone();
        std::thread::Builder::new()
            .name("clock".into())
            .spawn(move || {
                hw::clock::pump(clock.as_mut(), &stop, CLOCK_POLL, |event| {
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
    let quiet = Arc::new(Quiet::default());
    let first = match &resumed {
        Some(r) => next_slot(r.t, period),
        None => Time::ZERO,
    };
    let status = opts.notifier.status_only();
    let scanner_thread = {
        let stop = stop.clone();
        let tb = timebase.clone();
        let quiet = quiet.clone();
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
                    &quiet,
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
    let mut engine = engine;
    engine.defer_rulings(true);
    let journal_path = writer.path().to_path_buf();
    let seals = writer.seal_clock();
    let (journal_tx, journal_rx) = std_mpsc::channel();
    let journal_thread = journaling::spawn(
        writer,
        journal_rx,
        out_tx.clone(),
        opts.sync_every,
        opts.journal_tail,
    )?;
    let mut actor = Actor {
        engine,
        journal: journal_tx,
        seals,
        pending_lines: false,
        wall: opts.wall,
        period,
        last_frame,
        last_scan: None,
        force_frame: true,
        hw_fault,
        presses: VecDeque::new(),
        out: out_tx,
        last_t: resumed.as_ref().map_or(Time::ZERO, |r| r.t),
        lines_written: 0,
        events: if opts.keep_events { past } else { Vec::new() },
        keep_events: opts.keep_events,
        waiting: VecDeque::new(),
        ruling: None,
        taken: 0,
        quiet,
        status,
        fault_status: false,
        menu: result_menu::ResultMenu::default(),
        round,
        header: header.clone(),
        stop: stop.clone(),
        new_game: false,
    };
    // A pairing kept from before (the state file) is looked at first.
    if let Some(ctl) = actor.round.as_mut()
        && ctl.ready_to_switch()
    {
        actor.switch_journal();
    }
    // The start-up's code out of the resident set: the game maps again
    // what it runs (`resident`).
    resident::release_startup_code("threads started");
    loop {
        tokio::select! {
            input = in_rx.recv() => match input {
                Some(input) => actor.take(input),
                None => break,
            },
            verdict = async { actor.ruling.as_mut().expect("a ruling").await },
                if actor.ruling.is_some() => actor.ruled(verdict.ok()),
            hall = async { round_rx.as_mut().expect("a hall").recv().await },
                if round_rx.is_some() => match hall {
                    Some(h) => actor.hall(h),
                    None => round_rx = None,
                },
        }
    }
    // The game's code out of the resident set before the stop's own path
    // (the journal's last lines, the outputs' last drawing, the summary)
    // maps its code: without it the stop was the run's peak (`resident`).
    resident::release_startup_code("stopping");
    // The scanner is done: the ruling under way and the inputs held for it.
    while let Some(rx) = actor.ruling.take() {
        let verdict = rx.await.ok();
        actor.ruled(verdict);
    }
    let scan = scanner_thread
        .join()
        .map_err(|_| DaemonError::Panicked("scanner"))?;
    let next = actor.round.as_mut().and_then(|r| r.switch.take());
    let stop_reason = if next.is_some() {
        round::STOP_REASON
    } else if scan.ended {
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
    actor.seal();
    actor.batch(true, false);
    let Actor {
        journal,
        out,
        lines_written,
        events,
        ..
    } = actor;
    drop(journal);
    let journal_report = journal_thread
        .join()
        .map_err(|_| DaemonError::Panicked("journal"))?;
    drop(out);
    let outputs = outputs
        .join()
        .map_err(|_| DaemonError::Panicked("outputs"))?;
    let _ = clock_thread.join();
    Ok(Summary {
        journal: journal_path,
        resumed,
        scans: scan.scans,
        lines_written,
        ready_after: scan.ready_after,
        outputs,
        events,
        stop_reason: stop_reason.into(),
        journal_errors: journal_report.errors,
        next,
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

/// What the engine actor tells the scanner: how many inputs it has taken
/// (`<< 1`) and whether its engine is quiet after them (bit 0). A scan
/// equal to the last one sent, while the actor has taken every input sent
/// and is quiet, is not sent: the actor feeds it, at its slot, before the
/// next input (as the journal's replay does), so nothing wakes for a
/// quiet board.
#[derive(Debug, Default)]
pub struct Quiet(AtomicU64);

impl Quiet {
    fn publish(&self, taken: u64, quiet: bool) {
        self.0
            .store(taken << 1 | u64::from(quiet), Ordering::Release);
    }

    /// Has the actor taken all `sent` inputs, and is it quiet?
    fn quiet_after(&self, sent: u64) -> bool {
        self.0.load(Ordering::Acquire) == (sent << 1 | 1)
    }
}

/// The scanner's end of the input channel: counts what it sends.
struct InputTx<'a> {
    tx: &'a mpsc::Sender<Input>,
    sent: u64,
}

impl InputTx<'_> {
    fn send(&mut self, input: Input) -> bool {
        self.sent += 1;
        self.tx.blocking_send(input).is_ok()
    }
}

#[allow(clippy::too_many_arguments)]
fn scan_loop(
    scanner: &mut Scanner,
    tb: &dyn Timebase,
    clock: &std_mpsc::Receiver<ClockMsg>,
    tx: &mpsc::Sender<Input>,
    quiet: &Quiet,
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
    let mut tx = InputTx { tx, sent: 0 };
    // The last frame sent to the actor.
    let mut last_sent: Option<Frame> = None;
    while !stop.load(Ordering::SeqCst) {
        if plan.end.is_some_and(|end| next > end) {
            report.ended = true;
            break;
        }
        match tb.wait(next, clock) {
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
                    last_sent = frame_of(&scan);
                    let scan = Input::Scan {
                        t,
                        scan,
                        skipped: 0,
                        press: true,
                    };
                    let press = Input::Press {
                        t: tb.hw_time(press.t),
                        side: press.side,
                        clock: press.clock,
                        at: msg.at,
                    };
                    if !tx.send(scan) || !tx.send(press) {
                        return report;
                    }
                }
                ClockEvent::Ack(t) => {
                    if !tx.send(Input::Ack { t: tb.hw_time(t) }) {
                        return report;
                    }
                }
                ClockEvent::Adjust(side, t) => {
                    let adjust = Input::Adjust {
                        t: tb.hw_time(t),
                        side,
                    };
                    if !tx.send(adjust) {
                        return report;
                    }
                }
                ClockEvent::Flag(side, t) => {
                    // A flag (Art. 6.9): a DGT clock's, a flag line's.
                    tracing::info!("clock: {side}'s flag fell at {}", tb.hw_time(t));
                    if !tx.send(Input::Flag {
                        t: tb.hw_time(t),
                        side,
                    }) {
                        return report;
                    }
                }
                ClockEvent::Result(result, t) => {
                    // Entered at the board (a simulated board: its trace).
                    if !tx.send(Input::Result {
                        t: tb.hw_time(t),
                        result,
                        by: "board".into(),
                        id: None,
                    }) {
                        return report;
                    }
                }
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
                if report.ready_after.is_none() {
                    // READY after the first scan, good or not: a board
                    // whose sensors are at fault is running, and says so
                    // (STATUS=, the screen, the LED, the journal) rather
                    // than keeping `systemctl start` waiting.
                    report.ready_after = Some(started.elapsed());
                    let status = match scanner.monitor().fault() {
                        Some(fault) => format!("sensor fault: {fault}"),
                        None => "scanning".to_string(),
                    };
                    notifier.ready(&status);
                    tracing::info!(
                        "ready ({status}): first scan {:.1} ms after the start",
                        started.elapsed().as_secs_f64() * 1000.0
                    );
                }
                let last_slot = plan.end.is_some_and(|end| t.plus(plan.period) > end);
                let elide = match &scan {
                    // A known fault goes on: nothing for the engine (but
                    // its time, while lines wait for their seal).
                    ScanEvent::Faulty => !last_slot && quiet.quiet_after(tx.sent),
                    ScanEvent::Frame(f) => {
                        late == 0
                            && !last_slot
                            && last_sent.as_ref() == Some(f)
                            && quiet.quiet_after(tx.sent)
                    }
                    _ => false,
                };
                if elide {
                    continue;
                }
                if let Some(f) = frame_of(&scan) {
                    last_sent = Some(f);
                }
                let input = Input::Scan {
                    t,
                    scan,
                    skipped: late as u32,
                    press: false,
                };
                if !tx.send(input) {
                    return report;
                }
            }
        }
    }
    report
}

/// The frame of a scan, if it has one.
fn frame_of(scan: &ScanEvent) -> Option<Frame> {
    match scan {
        ScanEvent::Frame(f) | ScanEvent::Recovered(_, f) => Some(f.clone()),
        ScanEvent::Fault(_) | ScanEvent::Faulty => None,
    }
}

/// The engine and the journal: the only owner of both.
struct Actor {
    engine: Engine,
    /// To the journal thread (`journaling`): the lines, then each batch.
    journal: std_mpsc::Sender<journaling::JournalMsg>,
    /// The journal thread's writer's seal clock, mirrored: which lines wait
    /// for their seal.
    seals: SealClock,
    /// Lines sent since the last batch.
    pending_lines: bool,
    wall: Wall,
    period: Time,
    /// The last frame fed (every frame not journaled equals it).
    last_frame: Option<Frame>,
    /// The time of the last scan fed to the engine (the scans the scanner
    /// did not send, equal to `last_frame`, come after it on the grid).
    last_scan: Option<Time>,
    /// Journal the next frame whatever it is.
    force_frame: bool,
    /// The engine was told the sensors cannot be read.
    hw_fault: bool,
    /// When each press waiting for its verdict was yielded.
    presses: VecDeque<Instant>,
    out: std_mpsc::Sender<outputs::OutMsg>,
    last_t: Time,
    lines_written: u64,
    events: Vec<Event>,
    keep_events: bool,
    /// Inputs taken while a 7.5.5 ruling is worked out: fed, in order, once
    /// it is given (the engine sees exactly the inputs of a replay).
    waiting: VecDeque<Input>,
    /// The verdict of the ruling under way, from its worker thread.
    ruling: Option<tokio::sync::oneshot::Receiver<Verdict>>,
    /// Inputs taken from the scanner, and what the scanner is told.
    taken: u64,
    quiet: Arc<Quiet>,
    /// systemd's STATUS= (sensor faults).
    status: Notifier,
    fault_status: bool,
    /// The arbiter's result choice at the board (`result_menu`).
    menu: result_menu::ResultMenu,
    /// The round from the hall (issue 30), with `[hall]`.
    round: Option<round::RoundCtl>,
    header: Header,
    /// Stops the scanner (the journal ends for the hall's pairing).
    stop: Arc<AtomicBool>,
    /// A `new_game` since the last input was taken.
    new_game: bool,
}

impl Actor {
    /// The arbiter's result choice changed at `t`: the screen shows it; a
    /// result entered is journaled and ends the game (or corrects its
    /// result).
    fn menu_changed(&mut self, change: result_menu::MenuChange, t: Time, events: &mut Vec<Event>) {
        match change {
            result_menu::MenuChange::Shows(c) => {
                let _ = self.out.send(outputs::OutMsg::Menu(Some(c)));
            }
            result_menu::MenuChange::Closed(result) => {
                let _ = self.out.send(outputs::OutMsg::Menu(None));
                if let Some(result) = result {
                    self.enter_result(t, result, "board".into(), None, events);
                }
            }
        }
    }

    /// A result entered (`by`: who; `id`: the hall's entry): journaled,
    /// then the engine's.
    fn enter_result(
        &mut self,
        t: Time,
        result: GameResult,
        by: String,
        id: Option<String>,
        events: &mut Vec<Event>,
    ) {
        self.append(
            t,
            Record::Result(ResultRec {
                result,
                by: by.clone(),
                id,
            }),
        );
        let evs = self.engine.on_result(t, result, Some(by));
        self.record_events(t, &evs);
        events.extend(evs);
    }

    fn append(&mut self, t: Time, rec: Record) {
        let wall = self.wall.at(t);
        self.seals.append(t, &rec);
        let _ = self
            .journal
            .send(journaling::JournalMsg::Append(t, wall, rec));
        self.lines_written += 1;
        self.pending_lines = true;
    }

    /// Seals the journal's lines so far (`docs/journal.md`, "Seals") at
    /// the engine time of the last input; nothing when none waits or
    /// without a key. The journal thread signs (about 20 µs, not on this
    /// thread): the actor only says where the seal goes, from its mirror
    /// of the writer's [`SealClock`].
    fn seal(&mut self) {
        if !self.seals.would_seal() {
            return;
        }
        let t = self.last_t;
        self.seals.sealed();
        let wall = self.wall.at(t);
        let _ = self.journal.send(journaling::JournalMsg::Seal(t, wall));
        self.lines_written += 1;
        self.pending_lines = true;
    }

    /// The end of an input's lines: written by the journal thread (`sync`:
    /// and synced), then (`durable`) the outputs told.
    fn batch(&mut self, sync: bool, durable: bool) {
        if self.pending_lines || sync || durable {
            self.pending_lines = false;
            let _ = self
                .journal
                .send(journaling::JournalMsg::Batch { sync, durable });
        }
    }

    /// An input from the scanner: fed now, or held while a ruling is
    /// worked out.
    fn take(&mut self, input: Input) {
        self.taken += 1;
        if self.ruling.is_some() {
            self.waiting.push_back(input);
        } else {
            self.handle(input);
        }
        self.after_new_game();
        self.publish();
    }

    /// What the hall says (issue 30): a pairing, its withdrawal, the
    /// results entered there.
    fn hall(&mut self, input: round::HallInput) {
        let Some(ctl) = self.round.as_mut() else {
            return;
        };
        match input {
            round::HallInput::Pairing(p) => {
                if ctl.pairing(p) {
                    self.switch_journal();
                }
            }
            round::HallInput::Withdrawn => ctl.withdrawn(),
            round::HallInput::Results(entries) => {
                ctl.entries = entries;
                self.hall_results();
            }
        }
        self.publish();
    }

    /// The hall's result entries due for the board's game: each journaled
    /// with its id and `by` (`hall:NAME`) and given to the engine as the
    /// arbiter's result at the board (Art. 5.1, 5.2 through
    /// `Engine::on_result`; after the game's end it corrects the result:
    /// `laws.md` section 8). At the time of the last input (the engine's
    /// time never goes back); held, as every input, while a ruling is
    /// worked out.
    fn hall_results(&mut self) {
        if self.round.as_ref().is_some_and(|r| r.switch.is_some()) {
            // The journal is ending: its game has not begun.
            return;
        }
        let game = self.engine.game();
        let Some(ctl) = self.round.as_mut() else {
            return;
        };
        for e in ctl.due(game) {
            tracing::info!(
                "hall: result {} of {} game {} by {}: {}",
                e.id,
                e.game,
                e.board_game,
                e.by,
                crate::words::result_text(e.result)
            );
            let input = Input::Result {
                t: self.last_t,
                result: e.result,
                by: e.by,
                id: Some(e.id),
            };
            if self.ruling.is_some() {
                self.waiting.push_back(input);
            } else {
                self.handle(input);
            }
        }
    }

    /// After a `new_game`: the pairing waiting is taken (a new journal),
    /// else the screen shows the new game's players and the hall's results
    /// for it are applied.
    fn after_new_game(&mut self) {
        if !std::mem::take(&mut self.new_game) {
            return;
        }
        let Some(ctl) = self.round.as_mut() else {
            return;
        };
        if ctl.ready_to_switch() {
            self.switch_journal();
            return;
        }
        if self.header.pairing.is_some() {
            let _ = self
                .out
                .send(game_players(&self.header, self.engine.game()));
        }
        self.hall_results();
    }

    /// Ends the journal for the hall's pairing: the scanner stops, the
    /// journal gets its `stop` line (reason `pairing`) and its seal, and
    /// `jadoube run` goes on in the pairing's journal.
    fn switch_journal(&mut self) {
        if let Some(p) = self.round.as_ref().and_then(|r| r.switch.as_ref()) {
            tracing::info!(
                "hall: the board takes pairing {}: this journal ends, the next is named from it",
                p.pairing.id
            );
        }
        self.stop.store(true, Ordering::SeqCst);
    }

    fn publish(&self) {
        // Lines waiting for their seal keep the scans coming (none waits
        // once the engine is quiet: they were sealed then).
        let quiet = self.settled() && !self.seals.would_seal();
        self.quiet.publish(self.taken, quiet);
    }

    /// Nothing can change without a new input: no ruling under way or
    /// inputs held for it, and a quiet engine (`Engine::is_quiet`). The
    /// scanner then stops sending scans that equal the last.
    fn settled(&self) -> bool {
        self.ruling.is_none()
            && self.waiting.is_empty()
            && self.engine.is_quiet()
            && !self.menu.is_open()
    }

    /// The verdict of the ruling under way (None: its thread died; the
    /// analysis is deterministic, so it is done here instead).
    fn ruled(&mut self, verdict: Option<Verdict>) {
        self.ruling = None;
        let Some(request) = self.engine.pending_ruling() else {
            return;
        };
        let verdict = verdict.unwrap_or_else(|| request.analyse());
        let t = request.t();
        let events = self.engine.complete_ruling(verdict);
        self.record_events(t, &events);
        self.decided(events, None, true);
        while self.ruling.is_none()
            && let Some(input) = self.waiting.pop_front()
        {
            self.handle(input);
        }
        self.after_new_game();
        self.publish();
    }

    fn handle(&mut self, input: Input) {
        let mut events = Vec::new();
        match input {
            Input::Scan {
                t,
                scan,
                skipped,
                press,
            } => {
                self.last_t = self.last_t.max(t);
                if !matches!(scan, ScanEvent::Faulty) {
                    // The scans not sent, up to this one (or up to the slots
                    // it missed).
                    let limit = Time(
                        t.micros()
                            .saturating_sub(self.period.micros() * u64::from(skipped)),
                    );
                    self.catch_up(limit, &mut events);
                }
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
                if let Some(change) = self.menu.press(t) {
                    self.menu_changed(change, t, &mut events);
                }
            }
            Input::Adjust { t, side } => {
                self.last_t = self.last_t.max(t);
                self.append(t, Record::Adjust(AdjustRec { side }));
                let evs = self.engine.on_adjust(t, side);
                self.record_events(t, &evs);
                events.extend(evs);
            }
            Input::Flag { t, side } => {
                self.last_t = self.last_t.max(t);
                self.append(t, Record::Flag(FlagRec { side }));
                let evs = self.engine.on_flag(t, side);
                self.record_events(t, &evs);
                events.extend(evs);
            }
            Input::Result { t, result, by, id } => {
                self.last_t = self.last_t.max(t);
                self.enter_result(t, result, by, id, &mut events);
            }
        }
        // The result choice left alone long enough enters its result.
        if let Some(change) = self.menu.tick(self.last_t) {
            let t = self.last_t;
            self.menu_changed(change, t, &mut events);
        }
        let notice = self
            .engine
            .pending_ruling()
            .and_then(|r| r.notice().cloned());
        if let Some(request) = self.engine.pending_ruling() {
            // Art. 7.5.5: the analysis runs on its own thread; the LED and
            // the screen say "illegal" now, the penalty follows.
            let request = request.clone();
            let (tx, rx) = tokio::sync::oneshot::channel();
            let spawned = std::thread::Builder::new()
                .name("ruling".into())
                .spawn(move || {
                    // The game's code out of the resident set before the
                    // search and the game's end map theirs: with both on
                    // top of it, a ruling was the run's peak (`resident`).
                    resident::release_startup_code("7.5.5 ruling");
                    let _ = tx.send(request.analyse());
                });
            match spawned {
                Ok(_) => self.ruling = Some(rx),
                Err(e) => {
                    // No thread: rule here (the LED waits, as it used to).
                    tracing::warn!("cannot start the 7.5.5 analysis thread: {e}");
                    let request = self.engine.pending_ruling().expect("asked").clone();
                    let evs = self.engine.complete_ruling(request.analyse());
                    self.record_events(request.t(), &evs);
                    events.extend(evs);
                    return self.decided(events, None, false);
                }
            }
        }
        if events.is_empty() && notice.is_none() {
            // No line waits longer than SEAL_EVERY for its seal while the
            // board changes, and none waits once it has settled: the
            // scanner then goes quiet, and a quiet board has nothing left
            // to seal (docs/journal.md, "Seals"). Both depend on the inputs
            // alone: the journal is the same at any speed.
            if self.seals.due(self.last_t) || self.settled() {
                self.seal();
            }
            self.batch(false, false);
            return;
        }
        self.decided(events, notice, false);
    }

    /// Events (and a ruling's notice) to the journal, then to the outputs.
    /// `ruled`: the events begin with a ruling's `illegal`, whose press
    /// its notice answered already.
    ///
    /// The LEDs show the events at once; the journal thread writes the
    /// lines and, for a decision, syncs them (fdatasync), and only then do
    /// the screens and standard output show them. Neither the LEDs nor the
    /// next input wait for the disk: on this machine a `write` of the
    /// journal took up to a second and an `fdatasync` up to 3.6 s while
    /// other programs wrote (docs/performance.md). Only the daemon dying or
    /// the power going during that wait, which darkens the LED too, can
    /// lose what the LED showed: the restarted daemon goes on from the
    /// journal.
    fn decided(&mut self, events: Vec<Event>, notice: Option<IllegalEvent>, ruled: bool) {
        let decided = notice.is_some()
            || events
                .iter()
                .any(|e| !matches!(e, Event::Lift(_) | Event::Drop(_)));
        let answers = |e: &Event| {
            matches!(
                e,
                Event::Move(_) | Event::Illegal(_) | Event::PressIgnored(_)
            )
        };
        // The press a notice or a verdict answers (a ruling's verdict
        // answers the press its notice already did).
        let press_at = if notice.is_some() || events.iter().skip(usize::from(ruled)).any(answers) {
            self.presses.pop_front()
        } else {
            None
        };
        // A decision is sealed, in the same write, before the screens show
        // it; lines wait SEAL_EVERY at most. A ruling's notice is not in the
        // journal: its ruling's lines are sealed when they come (so the
        // journal is the one of an engine that rules at once).
        let seal = notice.is_none() && (decided || self.seals.due(self.last_t));
        self.update_status(&events);
        if self.keep_events {
            self.events.extend(events.iter().cloned());
        }
        let _ = self.out.send(outputs::OutMsg::Events {
            events,
            sensed: Some(self.engine.sensed()),
            press_at,
            live: true,
            ruling: notice,
            durable: false,
        });
        // The journal thread seals, writes (and for a decision syncs) the
        // lines, then tells the outputs: the actor does not wait for the
        // disk, and the LEDs were told before the signature began.
        if seal {
            self.seal();
        }
        self.batch(decided, true);
    }

    /// systemd's STATUS=: sensor faults (those of the hardware and those
    /// the engine finds in the frames) and their end.
    fn update_status(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::SensorFault(f) => {
                    self.status.status(&format!("sensor fault: {}", f.detail));
                    self.fault_status = true;
                }
                Event::SensorOk(_) if self.fault_status => {
                    self.status.status("scanning");
                    self.fault_status = false;
                }
                _ => {}
            }
        }
    }

    /// Feeds the scans the scanner did not send (equal to the last frame)
    /// at their grid slots, after the last scan fed and before `limit`:
    /// what the journal's replay does for frames not journaled.
    fn catch_up(&mut self, limit: Time, events: &mut Vec<Event>) {
        // A quiet engine does nothing with another scan of the same frame
        // (Engine::is_quiet), nor is such a scan journaled: after a long
        // quiet spell the first change is not delayed by feeding it every
        // slot of the spell.
        if self.hw_fault || self.engine.is_quiet() {
            return;
        }
        let (Some(frame), Some(last)) = (&self.last_frame, self.last_scan) else {
            return;
        };
        let p = self.period.micros().max(1);
        let mut g = Time((last.micros() / p + 1) * p);
        if g >= limit {
            return;
        }
        let frame = frame.clone();
        while g < limit {
            self.frame(g, frame.clone(), 0, false, events);
            g = Time(g.micros() + p);
        }
    }

    fn hw_ok(&mut self, t: Time, events: &mut Vec<Event>) {
        self.append(t, Record::HwOk);
        self.hw_fault = false;
        self.last_scan = Some(t);
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
        self.last_scan = Some(t);
        self.record_events(t, &evs);
        events.extend(evs);
    }

    fn record_events(&mut self, t: Time, evs: &[Event]) {
        for ev in evs {
            self.append(t, Record::Event(EventRec { event: ev.clone() }));
        }
        if let Some(r) = self.round.as_mut() {
            r.saw(evs);
            if evs.iter().any(|e| matches!(e, Event::NewGame(_))) {
                self.new_game = true;
            }
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

/// A trace's error as `run --sim` says it in English: its line and why
/// (a rule set named on the command line has no line).
fn trace_error_words(e: &crate::trace::TraceError) -> String {
    if e.line == 0 {
        crate::error::clip_words(&e.message)
    } else {
        e.to_string()
    }
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
    let bad = |error| DaemonError::Trace {
        name: name.to_string(),
        error: Box::new(error),
    };
    let trace = crate::trace::parse_bytes(trace_text).map_err(bad)?;
    let overrides = crate::trace::Overrides {
        scan_hz: Some(config.game.scan_hz),
        ..Default::default()
    };
    let (cfg, start) = crate::trace::setup(&trace, &overrides).map_err(bad)?;
    let start_text = trace
        .start
        .as_ref()
        .map_or_else(|| "startpos".to_string(), |(_, s)| s.clone());
    let sim_trace =
        Arc::new(SimTrace::new(trace, cfg.sensor, cfg.clock, start.board.clone()).map_err(bad)?);
    let chosen = round::game_for(config, state)?;
    let mut game = chosen.game;
    // A hall's pairing names the game as it is (its journal is named).
    if game.event.is_none() && chosen.pairing.is_none() {
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
    let mut header = Header::new(&cfg, &start_text, config.game.scan_hz, game.clone(), source);
    header.pairing = chosen.pairing;
    let path = state.join(
        chosen
            .file
            .unwrap_or_else(|| crate::journal::game_file_name(&game)),
    );
    // A simulation makes its key if it has none: its journals are not a
    // board's evidence (their `source` says `sim`).
    let opened = open_game_with(
        &path,
        header.clone(),
        &|t| wall.at(t),
        true,
        MissingKey::Make,
    )?;
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
/// Without a key in `state` it refuses to start unless `missing` says
/// to make one (`run --first-boot`).
pub fn live_setup(
    config: &Config,
    state: &Path,
    wall: &Wall,
    missing: MissingKey,
) -> Result<(Parts, Opened), DaemonError> {
    live_setup_with(
        config,
        state,
        wall,
        &mut hw::real::RealBuses::default(),
        missing,
    )
}

/// The same on any buses (`run --fake`: a recording replayed in a loop).
pub fn live_setup_with(
    config: &Config,
    state: &Path,
    wall: &Wall,
    buses: &mut dyn hw::BusProvider,
    missing: MissingKey,
) -> Result<(Parts, Opened), DaemonError> {
    let cfg = config.engine_config()?;
    let hw = hw::open_with(config, buses, hw::Origin::now())?;
    // A hall's pairing (issue 30) comes before the round file.
    let chosen = round::game_for(config, state)?;
    let mut header = Header::new(
        &cfg,
        &config.game.start,
        config.game.scan_hz,
        chosen.game.clone(),
        hw.scanner.grid().describe(),
    );
    header.pairing = chosen.pairing;
    let path = state.join(
        chosen
            .file
            .unwrap_or_else(|| crate::journal::game_file_name(&chosen.game)),
    );
    let opened = open_game_with(&path, header, &|t| wall.at(t), false, missing)?;
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

/// The screen's players of the board's game `board_game` of a hall's
/// pairing, with the round and board number.
fn game_players(header: &Header, board_game: u32) -> outputs::OutMsg {
    let (white, black) = header.players(board_game);
    let g = &header.game;
    outputs::OutMsg::Game {
        white,
        black,
        round: Some((
            g.round.clone().unwrap_or_else(|| "?".into()),
            g.board.clone().unwrap_or_else(|| "?".into()),
        )),
    }
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
        every_state: false,
        stop_when_closed: None,
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
