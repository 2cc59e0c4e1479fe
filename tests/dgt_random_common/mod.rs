//! A DGT board's log fed in-process, as the reader thread feeds it, with
//! random timings; scanned as the daemon scans it; judged by the engine
//! (used by `tests/dgt_random.rs` and `benches/dgt.rs`).

#![allow(dead_code)]

use jadoube::arbiter::event::SensorFaultEvent;
use jadoube::arbiter::{Engine, Event};
use jadoube::board::{Frame, SensorKind};
use jadoube::config::ClockSide;
use jadoube::hw::ClockEvent;
use jadoube::hw::dgt::log::{BoardLog, Change, Latency, PressKind};
use jadoube::hw::dgt::proto::ClockReading;
use jadoube::hw::dgt::{Device, LeverNews, LeverState, Options};
use jadoube::sim::Rng;
use jadoube::time::Time;
use jadoube::trace::{Op, Physical};
use shakmaty::{Board, Color, Piece, Square};
use std::collections::VecDeque;

/// The shipped latencies.
pub const LATENCY: Latency = Latency {
    clock: Time::from_millis(1000),
    board: Time::from_millis(250),
};

/// Hardware time is trace time + `SHIFT`.
pub const SHIFT: Time = Time::from_millis(2000);

/// The random timings of one game.
#[derive(Clone, Debug)]
pub struct Knobs {
    pub seed: u64,
    /// A lever is reported up to this late.
    pub lever_max: u64,
    /// A change is reported up to this late.
    pub scan_max: u64,
    /// Lose one piece-put update (which, by its rank among the puts).
    pub lose_put: Option<u64>,
    /// Unplug at this fraction of the game, for this long (ms).
    pub unplug: Option<(f64, u64)>,
    /// When each press of the trace (in its order) is reported, in
    /// hardware time, instead of the random delay (a twin of a game
    /// played: `DgtRun::reports` of it).
    pub lever_reports: Option<Vec<Time>>,
    /// When each change (in the order made) reaches the board's port,
    /// instead of the random delay (a twin: `DgtRun::arrivals` of it).
    pub change_arrivals: Option<Vec<Time>>,
    /// How long each dump asked for takes to come (ms), in order, instead
    /// of the random delay (a twin: `DgtRun::dump_delays` of it).
    pub dump_delays: Option<Vec<u64>>,
}

impl Knobs {
    pub fn random(seed: u64) -> Knobs {
        let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x26);
        Knobs {
            seed,
            lever_max: 1000,
            scan_max: 250,
            lose_put: rng.chance(0.7).then(|| rng.below(200)),
            unplug: rng.chance(0.3).then(|| (rng.unit(), rng.range(300, 5000))),
            lever_reports: None,
            change_arrivals: None,
            dump_delays: None,
        }
    }
}

impl DgtRun {
    /// The boards the pieces stood in between `from` and `to` (hardware
    /// time), as the board reported its changes.
    pub fn boards_between(&self, from: Time, to: Time) -> Vec<Board> {
        let mut b = self.start.clone();
        let mut out = Vec::new();
        for &(a, sq, piece) in &self.arrivals {
            if a > to {
                break;
            }
            if a >= from && out.last() != Some(&b) {
                out.push(b.clone());
            }
            match piece {
                Some(p) => b.set_piece_at(sq, p),
                None => {
                    b.discard_piece_at(sq);
                }
            }
        }
        out.push(b);
        out
    }
}

/// One thing the board's side is given (hardware time).
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// An update: a square's piece, or empty.
    Field(Time, Square, Option<Piece>),
    /// A clock reading: the lever's right side up, running.
    Lever(Time, bool, bool),
    /// The board's dump.
    Dump(Time, Board),
    /// The arbiter's button.
    Ack(Time),
    Unplug(Time),
    /// Plugged back, the lever's right side up.
    Plug(Time, bool),
}

/// What a game on the log gave.
pub struct DgtRun {
    pub events: Vec<Event>,
    /// The start, and each change as it reached the board's port (lost
    /// updates too: the board as it physically was when it sent them).
    pub start: Board,
    pub arrivals: Vec<(Time, Square, Option<Piece>)>,
    /// For each change of `arrivals`, the index of the trace line (in
    /// `jadoube::trace::Trace::lines`) that made it.
    pub change_lines: Vec<usize>,
    pub lost_update: bool,
    /// Presses held as uncertain.
    pub uncertain: u64,
    /// Decisions made before the first hold.
    pub judged_before_hold: usize,
    /// For each press placed: (made, reported, placed, released), in
    /// hardware time.
    pub presses: Vec<(Time, Time, Time, Time)>,
    /// For each press placed, the time of the scan that gave its verdict
    /// (its own time when judged at once; a change just before it must
    /// first be confirmed by the debounce on later scans).
    pub verdict_scan: Vec<Time>,
    /// For each press of the trace, in its order: when the lever reported
    /// it (hardware time).
    pub reports: Vec<Time>,
    /// Everything the board's side was given, in order, with when. Two
    /// runs with the same `input` are the same to the daemon, whatever the
    /// players physically did.
    pub input: Vec<Input>,
    /// Unplugged from, back at (hardware time): a change reaching the
    /// port in between is never seen but in the dump after.
    pub unplugged: Option<(Time, Time)>,
    /// How long each dump asked for took to come (ms), in order.
    pub dump_delays: Vec<u64>,
}

/// The decisions to compare: moves, illegal moves, presses ignored, the end.
pub fn decisions(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| {
            let v = serde_json::to_value(e).unwrap();
            match v["kind"].as_str()? {
                "move" => Some(format!("move {}", v["uci"].as_str()?)),
                "illegal" => Some(format!("illegal {}", v["side"])),
                "press_ignored" => Some(format!("press_ignored {}", v["reason"])),
                "game_over" => Some(format!("game_over {}", v["result"])),
                _ => None,
            }
        })
        .collect()
}

/// How many presses `events` give a verdict to (a move, an illegal move,
/// a press ignored).
fn verdicts_in(events: &[Event]) -> usize {
    decisions(events)
        .iter()
        .filter(|d| !d.starts_with("game_over"))
        .count()
}

enum Ev {
    /// A change arrives (false: its update is lost).
    Change(Square, Option<Piece>, bool),
    /// The clock is read: the lever's position (`right_up`), running.
    Lever(bool, bool, Time),
    /// The arbiter's button.
    Ack,
    Unplug,
    Plug,
}

/// Plays an identity trace with dual clock on a board log with `k`'s
/// timings (hardware time = trace time + 2 s).
pub fn play_on_dgt(text: &str, k: &Knobs) -> DgtRun {
    let shift = SHIFT;
    let mut rng = Rng::new(k.seed ^ 0x0051_ab1e);
    let trace = jadoube::trace::parse(text).unwrap();
    let (cfg, start) = jadoube::trace::setup(&trace, &Default::default()).unwrap();
    let start_board = start.board.clone();
    let mut phys = Physical::new(&start.board);
    // Made: changes and presses, in the order made.
    let mut changes: Vec<(Time, Square, Option<Piece>)> = Vec::new();
    // The trace line (its index) that made each change.
    let mut change_lines: Vec<usize> = Vec::new();
    let mut presses: Vec<(Time, Color)> = Vec::new();
    let mut acks: Vec<Time> = Vec::new();
    for (i, line) in trace.lines.iter().enumerate() {
        let t = line.t.plus(shift);
        match &line.op {
            Op::Press(side) => presses.push((t, side.expect("dual clock"))),
            Op::Ack => acks.push(t),
            Op::Adjust(_) => {}
            _ => {
                let before = phys.pieces.clone();
                phys.apply(line, SensorKind::Identity).unwrap();
                for sq in Square::ALL {
                    let (a, b) = (before.piece_at(sq), phys.pieces.piece_at(sq));
                    if a != b {
                        if a.is_some() && b.is_some() {
                            changes.push((t, sq, None));
                            change_lines.push(i);
                        }
                        changes.push((t, sq, b));
                        change_lines.push(i);
                    }
                }
            }
        }
    }
    let end = jadoube::trace::trace_end(&trace).plus(shift);
    // Reported: each change in the board's order, up to scan_max late.
    let mut events: Vec<(Time, u32, Ev)> = Vec::new();
    let mut last = Time::ZERO;
    let puts = changes.iter().filter(|c| c.2.is_some()).count() as u64;
    let lose = k.lose_put.filter(|_| puts > 0).map(|i| i % puts);
    let mut put_rank = 0;
    let mut lost_update = false;
    let mut arrivals = Vec::new();
    for (n, &(t, sq, piece)) in changes.iter().enumerate() {
        let a = t
            .plus(Time::from_millis(rng.range(0, k.scan_max)))
            .max(last);
        let a = k.change_arrivals.as_ref().map_or(a, |v| v[n]);
        last = a;
        let mut reported = true;
        if piece.is_some() {
            if lose == Some(put_rank) {
                reported = false;
                lost_update = true;
            }
            put_rank += 1;
        }
        arrivals.push((a, sq, piece));
        events.push((a, 1, Ev::Change(sq, piece, reported)));
    }
    // The lever: White on the left; down on the side that pressed last.
    let white = ClockSide::Left;
    let mut right_up = start.turn == Color::Black;
    let mut last_report = Time::ZERO;
    let mut reports = Vec::new();
    for (j, &(p, side)) in presses.iter().enumerate() {
        let next = presses.get(j + 1).map_or(end, |q| q.0);
        let d = Time::from_millis(rng.range(0, k.lever_max));
        let r = p
            .plus(d)
            .min(Time(next.micros().saturating_sub(1000)))
            .max(p)
            .max(last_report.plus(Time::from_millis(1)));
        let r = k.lever_reports.as_ref().map_or(r, |v| v[j]);
        last_report = r;
        reports.push(r);
        let down = side == Color::White; // White's (left) side down: right up.
        if right_up == down {
            // Pressed again after an illegal move: the arbiter had stopped
            // the clock and set the lever back.
            events.push((Time(r.micros() - 500), 2, Ev::Lever(!down, false, p)));
        }
        right_up = down;
        events.push((r, 2, Ev::Lever(down, true, p)));
    }
    for &t in &acks {
        events.push((t, 3, Ev::Ack));
    }
    let unplugged = k.unplug.map(|(at, dur)| {
        let span = end.since(shift).micros() as f64;
        let u = shift.plus(Time((span * at) as u64));
        (u, u.plus(Time::from_millis(dur)))
    });
    if let Some((u, back)) = unplugged {
        events.push((u, 0, Ev::Unplug));
        events.push((back, 0, Ev::Plug));
    }
    events.sort_by_key(|(t, order, _)| (*t, *order));

    // Fed and scanned at once, in simulated hardware time, as the daemon
    // runs them (mirrored here: the reader thread, `hw::dgt::link::Session::
    // run`, feeds the log and calls `Shared::release` after each message;
    // the clock input, `hw::dgt::DgtClock::next_event`, takes each press
    // as soon as it is placed; the scanner, `daemon::scan_loop` with the
    // timebase `daemon::lagged::Lagged::wait`, scans slot `s` when the
    // hardware clock reaches `s + lag`, and a press it holds at once after
    // the slots up to it, at `max(press, last scan)`
    // (`Lagged::press_scan_time`)). So the log's checks of where the
    // scanner has read to, and its pruning behind it, run as in the daemon.
    let opts = Options {
        device: Device::Auto,
        rotated: false,
        clock_white: Some(white),
        latency: LATENCY,
        resync: Time::from_millis(1000),
        ping_after: std::time::Duration::from_secs(2),
    };
    let lag = opts.lag();
    // As `Shared::release` passes it.
    let resync = opts.resync.plus(opts.resync);
    // `JADOUBE_DGT_LAG_MS=N`: scan N ms behind instead (to try another lag;
    // a very large one gives the old feed-then-scan order).
    let lag = std::env::var("JADOUBE_DGT_LAG_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(lag, Time::from_millis);
    let mut log = BoardLog::new(LATENCY);
    // As `hw::open_dgt` gives it: the game's start position.
    log.set_start(start.to_setup());
    let mut lever = LeverState::default();
    let initial = ClockReading {
        running: true,
        right_up: start.turn == Color::Black,
        ..ClockReading::default()
    };
    lever.reading(&mut log, Time::ZERO, &initial, white);
    log.check(Time::from_millis(10), start.board.clone());
    let start_turn = start.turn;
    let board_at = |t: Time| -> Board {
        let mut b = start_board.clone();
        for &(a, sq, piece) in &arrivals {
            if a > t {
                break;
            }
            match piece {
                Some(p) => b.set_piece_at(sq, p),
                None => {
                    b.discard_piece_at(sq);
                }
            }
        }
        b
    };
    let mut plugged = true;
    let mut input: Vec<Input> = Vec::new();
    let mut dump_delays = Vec::new();
    // The dump checking a press is asked for at `check_due`; it comes 5 to
    // 60 ms later (`dump_at`).
    let mut check_due: Option<Time> = None;
    let mut dump_for: Option<Time> = None;
    let mut dump_at: Option<Time> = None;
    let mut unseen_check = false;
    let mut reported_at = VecDeque::new();
    let mut i = 0;
    let mut now = Time::ZERO;
    let tail = events
        .last()
        .map_or(end, |e| e.0.max(end))
        .plus(Time::from_millis(5000));

    // The scanner's side: the engine judges what it reads.
    let mut engine = Engine::new(cfg, start);
    let mut out: Vec<Event> = Vec::new();
    let period = Time::from_millis(10);
    let mut faulted = false;
    let mut fed: Option<Frame> = None;
    // A scan (`daemon::scan_loop`) and what the daemon's actor does with
    // it; a frame that changes nothing for an idle engine is not fed (the
    // daemon elides it).
    let feed = |engine: &mut Engine,
                log: &mut BoardLog,
                t: Time,
                press: bool,
                out: &mut Vec<Event>,
                fed: &mut Option<Frame>,
                faulted: &mut bool| {
        match log.frame_at(t) {
            Err(detail) => {
                if !*faulted {
                    *faulted = true;
                    out.extend(engine.on_sensor_fault(SensorFaultEvent {
                        t,
                        detail,
                        square: None,
                        bus: Some("dgt".into()),
                        code: None,
                        occupied: None,
                    }));
                }
            }
            Ok(f) => {
                let was_faulted = *faulted;
                if *faulted {
                    *faulted = false;
                    out.extend(engine.on_sensor_ok(t));
                }
                if !was_faulted && !press && fed.as_ref() == Some(&f) && engine.is_idle_for(&f) {
                    return;
                }
                out.extend(engine.on_frame(t, &f));
                *fed = Some(f);
            }
        }
    };
    // Placed presses and acks handed to the scanner (with when), in order.
    let mut queue: VecDeque<(ClockEvent, Time)> = VecDeque::new();
    let mut next_slot = Time::ZERO;
    let mut last_t = Time::ZERO;
    let mut placed = Vec::new();
    let mut judged_before_hold = usize::MAX;
    // Presses waiting for their verdict (their index), in order.
    let mut waiting: VecDeque<usize> = Default::default();
    let mut verdict_scan = Vec::new();
    let mut seen = 0;
    // The verdicts given at `t` go to the presses waiting, in order.
    fn settle(waiting: &mut VecDeque<usize>, verdict_scan: &mut Vec<Time>, t: Time, given: usize) {
        for _ in 0..given {
            let Some(i) = waiting.pop_front() else { break };
            if verdict_scan.len() <= i {
                verdict_scan.resize(i + 1, Time::ZERO);
            }
            verdict_scan[i] = t;
        }
    }
    let mut stalled = 0;
    loop {
        // The scanner holds a press or an ack (`Lagged::wait`): the slots
        // before it are scanned at once, then it is handed on.
        let held = queue.front().map(|(ev, _)| match ev {
            ClockEvent::Press(p) => p.t,
            ClockEvent::Ack(t)
            | ClockEvent::Adjust(_, t)
            | ClockEvent::Flag(_, t)
            | ClockEvent::Result(_, t) => *t,
        });
        let scan_slot = match held {
            Some(at) if at <= next_slot => {
                let (ev, rel) = queue.pop_front().expect("an event");
                match ev {
                    ClockEvent::Press(p) => {
                        let t = p.t.max(last_t);
                        feed(
                            &mut engine,
                            &mut log,
                            t,
                            true,
                            &mut out,
                            &mut fed,
                            &mut faulted,
                        );
                        last_t = t;
                        out.extend(engine.on_press(p.t, p.side));
                        waiting.push_back(placed.len());
                        settle(
                            &mut waiting,
                            &mut verdict_scan,
                            t,
                            verdicts_in(&out[seen..]),
                        );
                        seen = out.len();
                        let (made, reported) = reported_at.pop_front().unwrap_or((p.t, p.t));
                        placed.push((made, reported, p.t, rel));
                    }
                    ClockEvent::Ack(t) => out.extend(engine.on_ack(t)),
                    _ => {}
                }
                continue;
            }
            Some(_) => true,
            None => false,
        };
        // Otherwise the next thing in hardware time: the reader's (an
        // event, the dump checking a press, a press placed when due), or
        // the scanner's next slot, `lag` after it.
        let scan_at = next_slot.plus(lag);
        let release_at = log.next_due().map(|due| {
            if log.in_doubt().is_some() {
                due.plus(resync)
            } else {
                due
            }
        });
        let next_ev = events.get(i).map(|e| e.0);
        let reader = [release_at, next_ev, dump_at].into_iter().flatten().min();
        if scan_slot || reader.is_none_or(|r| r > scan_at) {
            if next_slot > tail {
                break;
            }
            if !scan_slot {
                now = now.max(scan_at);
            }
            let t = next_slot;
            feed(
                &mut engine,
                &mut log,
                t,
                false,
                &mut out,
                &mut fed,
                &mut faulted,
            );
            last_t = last_t.max(t);
            next_slot = t.plus(period);
            settle(
                &mut waiting,
                &mut verdict_scan,
                t,
                verdicts_in(&out[seen..]),
            );
            seen = out.len();
            if faulted && judged_before_hold == usize::MAX && log.uncertain() > 0 {
                judged_before_hold = decisions(&out).len();
            }
            continue;
        }
        let t = reader.expect("a reader's time");
        now = now.max(t);
        if release_at == Some(t) {
            // Presses due are placed (`Shared::release`) and taken by the
            // clock input.
            let before = log.next_due();
            log.release_due(now, resync);
            let mut took = 0;
            while let Some(ev) = log.take() {
                queue.push_back((ev, now));
                took += 1;
            }
            if took == 0 && log.next_due() == before {
                stalled += 1;
                assert!(stalled < 1000, "the log does not place a press due at {t}");
            }
            continue;
        }
        stalled = 0;
        if dump_at == Some(t) && next_ev.is_none_or(|a| a > t) {
            check_due = None;
            if plugged {
                let b = board_at(t);
                input.push(Input::Dump(t, b.clone()));
                log.check(t, b);
                if std::mem::take(&mut unseen_check) {
                    log.reconnected_without_press(t);
                }
            }
        } else {
            let (t, _, ev) = &events[i];
            let t = *t;
            i += 1;
            match ev {
                Ev::Change(sq, piece, reported) => {
                    if plugged && *reported {
                        input.push(Input::Field(t, *sq, *piece));
                        log.push(t, Change::Field(*sq, *piece));
                    }
                }
                Ev::Lever(right_up, running, made) => {
                    if plugged {
                        input.push(Input::Lever(t, *right_up, *running));
                        let r = ClockReading {
                            running: *running,
                            right_up: *right_up,
                            ..ClockReading::default()
                        };
                        match lever.reading(&mut log, t, &r, white) {
                            LeverNews::Press(_) => {
                                reported_at.push_back((*made, t));
                                log.doubt(t);
                                // Asked for `board` after the report
                                // (`hw::dgt::link`).
                                check_due.get_or_insert(t.plus(LATENCY.board));
                            }
                            LeverNews::CheckUnseen => {
                                log.doubt(t);
                                unseen_check = true;
                                check_due = Some(t);
                            }
                            LeverNews::Nothing => {}
                        }
                    }
                }
                Ev::Ack => {
                    input.push(Input::Ack(t));
                    log.press(PressKind::Ack, t, None, None)
                }
                Ev::Unplug => {
                    input.push(Input::Unplug(t));
                    plugged = false;
                    log.push(t, Change::Lost("unplugged".into()));
                    lever.away();
                    check_due = None;
                }
                Ev::Plug => {
                    plugged = true;
                    // The board answers: the lever, then the dump.
                    let made = presses.iter().rev().find(|p| p.0 <= t);
                    let r = ClockReading {
                        running: true,
                        right_up: made.map_or(start_turn == Color::Black, |p| p.1 == Color::White),
                        ..ClockReading::default()
                    };
                    input.push(Input::Plug(t, r.right_up));
                    match lever.reading(&mut log, t, &r, white) {
                        LeverNews::Press(_) => {
                            reported_at.push_back((made.map_or(t, |p| p.0), t));
                        }
                        LeverNews::CheckUnseen => unseen_check = true,
                        LeverNews::Nothing => {}
                    }
                    log.doubt(t);
                    check_due = Some(t);
                }
            }
        }
        if check_due != dump_for {
            dump_for = check_due;
            dump_at = check_due.map(|d| {
                let mut delay = rng.range(5, 60);
                // (past the end: the twin asks for more dumps, its input
                // differs anyway)
                if let Some(&d) = k
                    .dump_delays
                    .as_ref()
                    .and_then(|v| v.get(dump_delays.len()))
                {
                    delay = d;
                }
                dump_delays.push(delay);
                d.plus(Time::from_millis(delay))
            });
        }
    }
    for i in waiting {
        // Never judged (held, the game over): as late as the run went.
        if verdict_scan.len() <= i {
            verdict_scan.resize(i + 1, tail);
        }
    }
    verdict_scan.resize(placed.len(), tail);
    DgtRun {
        start: start_board,
        arrivals,
        verdict_scan,
        events: out,
        lost_update,
        uncertain: log.uncertain(),
        judged_before_hold,
        presses: placed,
        change_lines,
        reports,
        input,
        unplugged,
        dump_delays,
    }
}

/// The press-to-verdict figures of `benches/dgt.rs` and
/// `tests/dgt_random.rs` (`press_to_verdict_figures`), in simulated time,
/// over the presses of the legal random games `seeds` played on the board
/// log with random timings. The daemon's scanner (`daemon::lagged`) runs
/// `lag` = `clock + board + 50 ms` behind, but a press handed over (placed
/// for good: at its release) is reached at once; a change just before it
/// that must first be confirmed on later scans is reached `lag` after it.
pub struct PressDelays {
    /// The scanner's lag.
    pub lag: Time,
    /// From the physical press to the verdict, in µs, sorted.
    pub verdict: Vec<u64>,
    /// The same with a scanner that always waited `lag` (before issue 26).
    pub always_lag: Vec<u64>,
    /// From the physical press to the data being complete (its release).
    pub ready: Vec<u64>,
}

pub fn press_delays(seeds: std::ops::Range<u64>) -> PressDelays {
    let lag = LATENCY
        .clock
        .plus(LATENCY.board)
        .plus(Time::from_millis(50));
    let (mut verdict, mut always_lag, mut ready) = (Vec::new(), Vec::new(), Vec::new());
    for seed in seeds {
        let mut rng = Rng::new(seed);
        let mut c = jadoube::sim::Config::random_legal(&mut rng);
        c.sensor = SensorKind::Identity;
        c.clock = jadoube::arbiter::ClockMode::Dual;
        c.glitch_rate = 0.0;
        let g = jadoube::sim::generate(seed, "bench", &c);
        let run = play_on_dgt(&g.trace, &Knobs::random(seed));
        for (&(made, _, placed, released), &scan) in run.presses.iter().zip(&run.verdict_scan) {
            let at = if scan <= placed {
                released
            } else {
                scan.plus(lag).max(released)
            };
            verdict.push(at.since(made).micros());
            always_lag.push(
                scan.max(placed)
                    .plus(lag)
                    .max(released)
                    .since(made)
                    .micros(),
            );
            ready.push(released.since(made).micros());
        }
    }
    for v in [&mut verdict, &mut always_lag, &mut ready] {
        v.sort_unstable();
    }
    PressDelays {
        lag,
        verdict,
        always_lag,
        ready,
    }
}
