//! The outputs thread: the status LED, the square LEDs, the screens and
//! (for `demo` and `run --sim --print`) the decisions on standard output.
//!
//! It gets the engine's events only after the journal holds them (and, for
//! decisions, after they are on the disk). The LED is set first, then the
//! screens are drawn; the time from the press to each is measured.

use std::collections::HashSet;
use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use shakmaty::Bitboard;

use super::timebase::Timebase;
use crate::arbiter::Event;
use crate::board::Sensed;
use crate::display::console::{self, Format};
use crate::display::{
    Audience, LedMode, LedSignal, Output, ScreenInfo, ScreenModel, ScreenOptions, View,
};
use crate::error::Chain;
use crate::hw::{Led, LedPattern, SquareLeds};

/// What the engine actor sends.
#[derive(Debug)]
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
    tick: Duration,
    rx: Receiver<OutMsg>,
) -> Result<JoinHandle<OutputsReport>, super::DaemonError> {
    let (ok_tx, ok_rx) = std::sync::mpsc::sync_channel::<Result<(), String>>(1);
    let handle = std::thread::Builder::new()
        .name("outputs".into())
        .spawn(move || run(cfg, led, square_leds, timebase, tick, rx, ok_tx))?;
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
    screens: Vec<Box<dyn Output>>,
    led: Box<dyn Led>,
    led_mode: LedMode,
    square_leds: Option<Box<dyn SquareLeds>>,
    lit: Bitboard,
    fault: bool,
    console: Option<Console>,
    last_view: Option<View>,
    report: OutputsReport,
    failing: HashSet<String>,
}

fn run(
    cfg: OutputsConfig,
    led: Box<dyn Led>,
    square_leds: Option<Box<dyn SquareLeds>>,
    timebase: Arc<dyn Timebase>,
    tick: Duration,
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
    let screens = match cfg.screen.open_outputs() {
        Ok(s) => s,
        Err(e) => {
            let _ = ok.send(Err(format!("screen: {}", Chain(&e))));
            return OutputsReport::default();
        }
    };
    let _ = ok.send(Ok(()));
    let mut o = Outputs {
        model,
        screens,
        led,
        led_mode: cfg.screen.led,
        square_leds,
        lit: Bitboard::EMPTY,
        fault: false,
        console: cfg.console,
        last_view: None,
        report: OutputsReport::default(),
        failing: HashSet::new(),
    };
    o.set_led(LedPattern::Ready);
    o.draw();
    loop {
        match rx.recv_timeout(tick) {
            Ok(OutMsg::Events {
                events,
                sensed,
                press_at,
                live,
            }) => o.events(&events, sensed.as_ref(), press_at, live),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
        let t = timebase.now();
        if let Err(e) = o.led.tick(t) {
            o.fail("led", e.to_string());
        }
    }
    o.set_led(LedPattern::Off);
    if let Some(sq) = &mut o.square_leds {
        let _ = sq.light(Bitboard::EMPTY);
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

    fn events(
        &mut self,
        events: &[Event],
        sensed: Option<&Sensed>,
        press_at: Option<Instant>,
        live: bool,
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
        // The LED first: it is what calls the arbiter.
        let pattern = if self.fault {
            LedPattern::SensorFault
        } else if self.model.led(self.led_mode) != LedSignal::Off {
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
        self.draw();
        if let Some(at) = press_at {
            self.report.screen_latency.push(at.elapsed());
        }
        if live && let Some(c) = self.console {
            self.print(c, events);
        }
    }

    fn draw(&mut self) {
        let view = View::of(&self.model, Audience::Arbiter);
        if self.last_view.as_ref() != Some(&view) {
            self.report.screen_changes += 1;
            self.last_view = Some(view);
        }
        let mut failed = Vec::new();
        for s in &mut self.screens {
            if let Err(e) = s.show(&self.model) {
                failed.push((s.name(), Chain(&e).to_string()));
            }
        }
        for (name, e) in failed {
            self.fail(&name, e);
        }
    }

    fn print(&mut self, c: Console, events: &[Event]) {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        let mut write = || -> std::io::Result<()> {
            console::write_events(
                &mut out,
                events,
                c.format,
                c.inputs,
                crate::words::tr(self.model.info.lang),
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
                    crate::display::terminal::render_plain(&self.model)
                } else {
                    crate::display::terminal::render(&self.model)
                };
                writeln!(out, "\n{screen}")?;
            }
            out.flush()
        };
        if let Err(e) = write() {
            let e = e.to_string();
            self.fail("standard output", e);
        }
    }
}
