//! The outputs thread: the status LED, the square LEDs and (for `demo` and
//! `run --sim --print`) the decisions on standard output; and the screen
//! thread, which draws.
//!
//! ```text
//!  actor --OutMsg--> outputs thread --newest model--> screen thread
//!                    (model, LED, square LEDs,         (draws the newest
//!                     stdout; never waits)              state only)
//! ```
//!
//! The outputs thread gets the engine's events at once for the LEDs, and
//! shows them on the screens and standard output once the journal thread
//! has them on the disk (written, and for a decision synced:
//! [`OutMsg::Durable`], one per batch, in order). It updates the screen model, sets the LEDs at once
//! and hands a copy of the model to the screen thread through a one-place
//! mailbox: a model not drawn yet is
//! replaced by the newer one, so a screen that falls behind (drawing a PNG
//! takes tens of milliseconds here, more on a Pi) draws only the newest
//! state, never a queue of stale ones, and the LED never waits for it. The
//! time from the press to the LED and to the screen drawn are measured.
//!
//! Idle, the outputs thread sleeps until the next message or the next
//! change of a blinking LED (a steady or disabled LED: no wake-up at all);
//! the screen thread sleeps until a model comes.

use std::collections::{HashSet, VecDeque};
use std::io::Write;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use shakmaty::Bitboard;

use super::timebase::Timebase;
use crate::arbiter::Event;
use crate::arbiter::event::IllegalEvent;
use crate::board::Sensed;
use crate::display::console::{self, Format};
use crate::display::{
    Audience, LedMode, LedSignal, Output, ResultChoice, ScreenInfo, ScreenModel, ScreenOptions,
    View,
};
use crate::error::Chain;
use crate::hw::{Led, LedPattern, SquareLeds};

/// What the engine actor sends.
#[derive(Debug)]
// One message per batch of events, none per idle scan: a box would buy
// nothing.
#[allow(clippy::large_enum_variant)]
pub enum OutMsg {
    Events {
        events: Vec<Event>,
        /// The engine's view of the board after them.
        sensed: Option<Sensed>,
        /// When the press these events answer was yielded by the clock input.
        press_at: Option<Instant>,
        /// False for the events replayed from the journal at a restart: they
        /// update the screen but are not printed again.
        live: bool,
        /// An illegal move whose 7.5.5 ruling is being worked out (the
        /// `illegal` event to come, but for its penalty): the LED and the
        /// screen say so now; the ruling's events follow.
        ruling: Option<IllegalEvent>,
        /// The events are on the disk. If not, the LEDs show them at once
        /// and the screens and standard output wait for [`OutMsg::Durable`].
        durable: bool,
    },
    /// The events sent last are on the disk now.
    Durable,
    /// The arbiter's result choice at the board opens, moves on or closes
    /// (`daemon::result_menu`): the screen shows it after what came before.
    Menu(Option<ResultChoice>),
    /// The players of the board's game (a hall's pairing: issue 30, at the
    /// start and at each new game), with its round and board number.
    Game {
        white: Option<String>,
        black: Option<String>,
        round: Option<(String, String)>,
    },
}

/// Decisions on standard output (`demo`, `run --sim --print`).
#[derive(Clone, Copy, Debug)]
pub struct Console {
    pub format: Format,
    /// Also lifts, drops and presses.
    pub inputs: bool,
    /// Print the arbiter's screen as text after an alert (Some(plain)).
    pub screens: Option<bool>,
}

/// How the outputs are set up.
#[derive(Clone, Debug)]
pub struct OutputsConfig {
    pub screen: ScreenOptions,
    pub start_fen: String,
    pub info: ScreenInfo,
    pub console: Option<Console>,
    /// Draw every state, in order, however far the drawing falls behind
    /// (`demo`, which writes a PNG per screen change); otherwise a state
    /// not drawn yet is replaced by the newer one.
    pub every_state: bool,
    /// Standard output closed under the console (`run --sim ... | head`):
    /// stop the daemon cleanly through this. `None` (the live daemon, whose
    /// output is the system's log): go on judging and say so once.
    pub stop_when_closed: Option<tokio::sync::watch::Sender<bool>>,
}

/// What the outputs did, for the report.
#[derive(Clone, Debug, Default)]
pub struct OutputsReport {
    /// Press to LED set, per decided press.
    pub led_latency: Vec<Duration>,
    /// Press to every screen drawn, per decided press.
    pub screen_latency: Vec<Duration>,
    /// Screen changes drawn (files written by a PNG output).
    pub screen_changes: usize,
    pub errors: Vec<String>,
}

/// Starts the outputs thread; opening a screen that cannot be opened is an
/// error here, before anything else starts.
pub fn spawn(
    cfg: OutputsConfig,
    led: Box<dyn Led>,
    square_leds: Option<Box<dyn SquareLeds>>,
    timebase: Arc<dyn Timebase>,
    rx: Receiver<OutMsg>,
) -> Result<JoinHandle<OutputsReport>, super::DaemonError> {
    let (ok_tx, ok_rx) = std::sync::mpsc::sync_channel::<Result<(), String>>(1);
    let handle = std::thread::Builder::new()
        .name("outputs".into())
        .spawn(move || run(cfg, led, square_leds, timebase, rx, ok_tx))?;
    match ok_rx.recv() {
        Ok(Ok(())) => Ok(handle),
        Ok(Err(e)) => {
            let _ = handle.join();
            Err(super::DaemonError::Outputs(e))
        }
        Err(_) => {
            let _ = handle.join();
            Err(super::DaemonError::Outputs(
                "the outputs thread stopped at its start".into(),
            ))
        }
    }
}

struct Outputs {
    model: ScreenModel,
    /// Batches shown on the LEDs, waiting for the journal before the
    /// screens and standard output show them, in order: the events to
    /// print, the press answered, live, and the model after them.
    undurable: VecDeque<Undurable>,
    screen: Option<ScreenThread>,
    led: Box<dyn Led>,
    square_leds: Option<Box<dyn SquareLeds>>,
    lit: Bitboard,
    fault: bool,
    console: Option<Console>,
    report: OutputsReport,
    failing: HashSet<String>,
    stop_when_closed: Option<tokio::sync::watch::Sender<bool>>,
}

fn run(
    cfg: OutputsConfig,
    led: Box<dyn Led>,
    square_leds: Option<Box<dyn SquareLeds>>,
    timebase: Arc<dyn Timebase>,
    rx: Receiver<OutMsg>,
    ok: SyncSender<Result<(), String>>,
) -> OutputsReport {
    let model = match ScreenModel::new(&cfg.start_fen, cfg.info.clone()) {
        Ok(m) => m.with_visibility(cfg.screen.alert_visibility),
        Err(e) => {
            let _ = ok.send(Err(format!("screen: start position: {e}")));
            return OutputsReport::default();
        }
    };
    let screen = if cfg.screen.outputs.is_empty() {
        None
    } else {
        match ScreenThread::start(&cfg.screen, cfg.every_state) {
            Ok(s) => Some(s),
            Err(e) => {
                let _ = ok.send(Err(e));
                return OutputsReport::default();
            }
        }
    };
    let _ = ok.send(Ok(()));
    let mut o = Outputs {
        model,
        undurable: VecDeque::new(),
        screen,
        led,
        square_leds,
        lit: Bitboard::EMPTY,
        fault: false,
        console: cfg.console,
        report: OutputsReport::default(),
        failing: HashSet::new(),
        stop_when_closed: cfg.stop_when_closed,
    };
    o.set_led(LedPattern::Ready);
    if let Some(screen) = &o.screen {
        screen.post(&o.model, None);
    }
    loop {
        // Sleep until a message, or until the LED's blinking changes (an
        // engine-time deadline; in sim mode a blink is as long in real time
        // as it would be on the board).
        let now = timebase.now();
        let msg = match o.led.next_change(now) {
            Some(at) => {
                let wait = Duration::from_micros(at.since(now).micros().max(1));
                rx.recv_timeout(wait)
            }
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match msg {
            Ok(OutMsg::Events {
                events,
                sensed,
                press_at,
                live,
                ruling,
                durable,
            }) => {
                o.events(&events, sensed.as_ref(), press_at, ruling.as_ref());
                if durable && o.undurable.is_empty() {
                    let model = o.model.clone();
                    o.show(&events, press_at, live, &model);
                } else {
                    o.undurable.push_back(Undurable {
                        events,
                        press_at,
                        live,
                        model: o.model.clone(),
                        durable,
                    });
                }
                o.show_durable();
            }
            Ok(OutMsg::Game {
                white,
                black,
                round,
            }) => {
                o.model.set_game(white, black, round);
                o.undurable.push_back(Undurable {
                    events: Vec::new(),
                    press_at: None,
                    live: false,
                    model: o.model.clone(),
                    durable: true,
                });
                o.show_durable();
            }
            Ok(OutMsg::Menu(choice)) => {
                o.model.set_result_menu(choice);
                o.undurable.push_back(Undurable {
                    events: Vec::new(),
                    press_at: None,
                    live: false,
                    model: o.model.clone(),
                    durable: true,
                });
                o.show_durable();
            }
            Ok(OutMsg::Durable) => {
                // The oldest batch not yet on the disk is now.
                if let Some(b) = o.undurable.iter_mut().find(|b| !b.durable) {
                    b.durable = true;
                }
                o.show_durable();
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
        if let Err(e) = o.led.tick(timebase.now()) {
            o.fail("led", e.to_string());
        }
    }
    o.set_led(LedPattern::Off);
    if let Some(sq) = &mut o.square_leds {
        let _ = sq.light(Bitboard::EMPTY);
    }
    if let Some(screen) = o.screen.take() {
        let drawn = screen.finish();
        o.report.screen_latency.extend(drawn.latency);
        o.report.screen_changes += drawn.changes;
        for e in drawn.errors {
            if !o.report.errors.contains(&e) {
                o.report.errors.push(e);
            }
        }
    }
    o.report
}

impl Outputs {
    fn fail(&mut self, what: &str, e: String) {
        if self.failing.insert(what.to_string()) {
            tracing::error!("{what}: {e}");
            self.report.errors.push(format!("{what}: {e}"));
        }
    }

    fn set_led(&mut self, p: LedPattern) {
        if self.led.pattern() != p {
            tracing::debug!("led: {}", p.name());
            if let Err(e) = self.led.show(p) {
                self.fail("led", e.to_string());
            }
        }
    }

    /// The events reach the model and the LEDs.
    fn events(
        &mut self,
        events: &[Event],
        sensed: Option<&Sensed>,
        press_at: Option<Instant>,
        ruling: Option<&IllegalEvent>,
    ) {
        for ev in events {
            match ev {
                Event::SensorFault(_) => self.fault = true,
                Event::SensorOk(_) => self.fault = false,
                _ => {}
            }
            self.model.apply(ev);
        }
        if let Some(s) = sensed {
            self.model.set_sensed(s);
        }
        if let Some(notice) = ruling {
            self.model.ruling_pending(notice);
        }
        // The LED first: it is what calls the arbiter. The pattern does not
        // depend on whether the status LED is fitted (`[led] enabled`):
        // the other outputs driven as LEDs (a DGT clock's display) show
        // the alert whatever it is; a disabled LED lights nothing.
        let pattern = if self.fault {
            LedPattern::SensorFault
        } else if self.model.led(LedMode::Steady) != LedSignal::Off {
            LedPattern::Illegal
        } else {
            LedPattern::Ready
        };
        self.set_led(pattern);
        if let Some(at) = press_at {
            self.report.led_latency.push(at.elapsed());
        }
        let squares = if self.model.alert().is_some() && !self.model.alert_restored() {
            self.model
                .alert_marks()
                .iter()
                .fold(Bitboard::EMPTY, |b, m| b | Bitboard::from(m.square))
        } else {
            Bitboard::EMPTY
        };
        if squares != self.lit
            && let Some(sq) = &mut self.square_leds
        {
            match sq.light(squares) {
                Ok(()) => self.lit = squares,
                Err(e) => {
                    let e = e.to_string();
                    self.fail("square leds", e);
                }
            }
        }
    }

    /// The batches at the head of the queue that are on the disk reach the
    /// screens and standard output, in order.
    fn show_durable(&mut self) {
        while self.undurable.front().is_some_and(|b| b.durable) {
            let b = self.undurable.pop_front().expect("checked");
            self.show(&b.events, b.press_at, b.live, &b.model);
        }
    }

    /// The events reach the screens (on their thread) and standard output,
    /// with the model as it was after them.
    fn show(
        &mut self,
        events: &[Event],
        press_at: Option<Instant>,
        live: bool,
        model: &ScreenModel,
    ) {
        if let Some(screen) = &self.screen {
            screen.post(model, press_at);
        }
        if live && let Some(c) = self.console {
            self.print(c, events, model);
        }
    }

    fn print(&mut self, c: Console, events: &[Event], model: &ScreenModel) {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        let mut write = || -> std::io::Result<()> {
            console::write_events(
                &mut out,
                events,
                c.format,
                c.inputs,
                crate::words::tr(self.model.info.lang),
                self.model.info.rules.edition(),
            )?;
            let striking = events.iter().any(|e| {
                matches!(
                    e,
                    Event::Illegal(_)
                        | Event::Restored(_)
                        | Event::TouchMove(_)
                        | Event::GameOver(_)
                )
            });
            if let Some(plain) = c.screens
                && striking
                && c.format == Format::Text
            {
                let screen = if plain {
                    crate::display::terminal::render_plain(model)
                } else {
                    crate::display::terminal::render(model)
                };
                writeln!(out, "\n{screen}")?;
            }
            out.flush()
        };
        match write() {
            Ok(()) => {}
            Err(e)
                if e.kind() == std::io::ErrorKind::BrokenPipe
                    && self.stop_when_closed.is_some() =>
            {
                // Whoever read the decisions has gone: the run ends, with a
                // clean stop in the journal.
                if self.console.take().is_some() {
                    tracing::info!("standard output closed: stopping");
                }
                if let Some(stop) = &self.stop_when_closed {
                    let _ = stop.send(true);
                }
            }
            Err(e) => {
                let e = e.to_string();
                self.fail("standard output", e);
            }
        }
    }
}

/// A batch of events shown on the LEDs, waiting for the journal.
struct Undurable {
    events: Vec<Event>,
    press_at: Option<Instant>,
    live: bool,
    model: ScreenModel,
    durable: bool,
}

// ---------------------------------------------------------------- screens

/// The mailbox between the outputs thread and the screen thread: the
/// newest model not drawn yet, and the presses it answers.
#[derive(Default)]
struct Mailbox {
    /// The models to draw, oldest first: one at most unless `every_state`.
    models: VecDeque<ScreenModel>,
    presses: Vec<Instant>,
    every_state: bool,
    /// No more models: draw what is there and stop.
    closed: bool,
}

/// What the screen thread did.
#[derive(Default)]
struct Drawn {
    latency: Vec<Duration>,
    changes: usize,
    errors: Vec<String>,
}

/// The screen thread and its mailbox.
struct ScreenThread {
    mailbox: Arc<(Mutex<Mailbox>, Condvar)>,
    handle: JoinHandle<Drawn>,
}

fn lock(m: &Mutex<Mailbox>) -> MutexGuard<'_, Mailbox> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl ScreenThread {
    /// Starts the thread, which opens the screens (an error if one cannot
    /// be opened).
    fn start(
        options: &crate::display::ScreenOptions,
        every_state: bool,
    ) -> Result<ScreenThread, String> {
        let options = options.clone();
        let mailbox = Arc::new((
            Mutex::new(Mailbox {
                every_state,
                ..Mailbox::default()
            }),
            Condvar::new(),
        ));
        let (ok_tx, ok_rx) = std::sync::mpsc::sync_channel::<Result<(), String>>(1);
        let mb = mailbox.clone();
        let handle = std::thread::Builder::new()
            .name("screen".into())
            .spawn(move || {
                lower_priority();
                match options.open_outputs() {
                    Ok(screens) => {
                        let _ = ok_tx.send(Ok(()));
                        draw_loop(screens, &mb)
                    }
                    Err(e) => {
                        let _ = ok_tx.send(Err(format!("screen: {}", Chain(&e))));
                        Drawn::default()
                    }
                }
            })
            .map_err(|e| format!("cannot start the screen thread: {e}"))?;
        match ok_rx.recv() {
            Ok(Ok(())) => Ok(ScreenThread { mailbox, handle }),
            Ok(Err(e)) => {
                let _ = handle.join();
                Err(e)
            }
            Err(_) => {
                let _ = handle.join();
                Err("the screen thread stopped at its start".into())
            }
        }
    }

    /// The newest model: replaces one not drawn yet (coalescing).
    fn post(&self, model: &ScreenModel, press_at: Option<Instant>) {
        let (m, cv) = &*self.mailbox;
        let mut mb = lock(m);
        let every_state = mb.every_state;
        match mb.models.back_mut() {
            Some(waiting) if !every_state => waiting.clone_from(model),
            _ => mb.models.push_back(model.clone()),
        }
        mb.presses.extend(press_at);
        cv.notify_one();
    }

    /// Draws what is left and stops the thread.
    fn finish(self) -> Drawn {
        {
            let (m, cv) = &*self.mailbox;
            lock(m).closed = true;
            cv.notify_one();
        }
        self.handle.join().unwrap_or_else(|_| Drawn {
            errors: vec!["the screen thread panicked".into()],
            ..Drawn::default()
        })
    }
}

/// The screen thread yields to the LED's path when the cores are busy
/// (best effort: the unit's system call filter may refuse it).
fn lower_priority() {
    // SAFETY: setpriority on this thread's own id; no memory is passed.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

fn draw_loop(mut screens: Vec<Box<dyn Output>>, mailbox: &(Mutex<Mailbox>, Condvar)) -> Drawn {
    let (m, cv) = mailbox;
    let mut drawn = Drawn::default();
    let mut failing = HashSet::new();
    let mut last_view: Option<View> = None;
    let mut model: Option<ScreenModel>;
    let mut presses = Vec::new();
    loop {
        {
            let mut mb = lock(m);
            while mb.models.is_empty() && !mb.closed {
                mb = cv.wait(mb).unwrap_or_else(|e| e.into_inner());
            }
            if mb.models.is_empty() {
                return drawn;
            }
            model = mb.models.pop_front();
            if mb.models.is_empty() {
                // The presses answered by this state or an earlier one.
                std::mem::swap(&mut presses, &mut mb.presses);
            }
        }
        let Some(model) = &model else { continue };
        let view = View::of(model, Audience::Arbiter);
        if last_view.as_ref() != Some(&view) {
            drawn.changes += 1;
            last_view = Some(view);
        }
        for s in &mut screens {
            if let Err(e) = s.show(model) {
                let e = format!("{}: {}", s.name(), Chain(&e));
                if failing.insert(s.name()) {
                    tracing::error!("{e}");
                    drawn.errors.push(e);
                }
            }
        }
        drawn
            .latency
            .extend(presses.drain(..).map(|at| at.elapsed()));
    }
}
