//! What a trace means when it is played: the engine's settings and start
//! position its header asks for (with the command line's [`Overrides`]),
//! the physical board its lines set ([`Physical`]), the press line of a
//! `press`, and where the replay ends. `replay` and the daemon's sim mode
//! play a trace the same way through these.

use shakmaty::{Bitboard, Board, Color};

use super::{Line, Op, Trace, TraceError, TraceWhy};
use crate::arbiter::Position;
use crate::arbiter::engine::EngineConfig;
use crate::arbiter::rules::{ClockMode, RuleSet, Supervision};
use crate::board::{Frame, SensorKind};
use crate::time::Time;

/// Settings that override the trace's header lines (the command-line
/// options of `replay`).
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    pub rules: Option<String>,
    pub supervision: Option<Supervision>,
    pub sensor: Option<SensorKind>,
    pub clock: Option<ClockMode>,
    /// Organiser-defined rule sets that `rules` may name.
    pub custom_rules: Vec<RuleSet>,
    /// Scan rate (default 100 Hz).
    pub scan_hz: Option<u32>,
}

/// Finds a rule set by name: the organiser's own first, then the built-in
/// ones.
pub fn find_rules(name: &str, custom: &[RuleSet]) -> Result<RuleSet, String> {
    custom
        .iter()
        .find(|r| r.name == name)
        .cloned()
        .or_else(|| RuleSet::builtin(name))
        .ok_or_else(|| unknown_rules(name, custom).to_string())
}

/// Why `name` is no rule set: neither the organiser's nor a built-in one.
fn unknown_rules(name: &str, custom: &[RuleSet]) -> TraceWhy {
    TraceWhy::UnknownRules {
        name: name.into(),
        names: custom
            .iter()
            .map(|r| r.name.clone())
            .chain(RuleSet::builtin_names().map(String::from))
            .collect(),
    }
}

/// The engine configuration and start position a trace asks for.
pub fn setup(trace: &Trace, o: &Overrides) -> Result<(EngineConfig, Position), TraceError> {
    let variant = trace.variant.map(|(_, v)| v).unwrap_or_default();
    let rules = match (&o.rules, &trace.rules) {
        (Some(name), _) => find_rules(name, &o.custom_rules)
            .map_err(|_| TraceError::of(0, unknown_rules(name, &o.custom_rules)))?,
        (None, Some((line, name))) => find_rules(name, &o.custom_rules)
            .map_err(|_| TraceError::of(*line, unknown_rules(name, &o.custom_rules)))?,
        (None, None) => RuleSet::default(),
    };
    let start = match &trace.start {
        Some((line, fen)) => Position::from_fen(fen, variant)
            .map_err(|e| TraceError::of(*line, TraceWhy::BadStart { why: e.to_string() }))?,
        None => Position::from_fen("startpos", variant).expect("the start position"),
    };
    let cfg = EngineConfig {
        rules,
        supervision: o.supervision.or(trace.supervision).unwrap_or_default(),
        sensor: o.sensor.or(trace.sensor).unwrap_or_default(),
        clock: o.clock.or(trace.clock).unwrap_or_default(),
        variant,
        ..EngineConfig::default()
    };
    Ok((cfg, start))
}

/// The physical board of a trace as it is played: what the sensors read.
#[derive(Clone, Debug)]
pub struct Physical {
    pub occupied: Bitboard,
    pub pieces: Board,
}

impl Physical {
    pub fn new(start: &Board) -> Physical {
        Physical {
            occupied: start.occupied(),
            pieces: start.clone(),
        }
    }

    /// The frame the sensors give.
    pub fn frame(&self, sensor: SensorKind) -> Frame {
        match sensor {
            SensorKind::Occupancy => Frame::Occupancy(self.occupied.0),
            SensorKind::Identity => Frame::Identity(self.pieces.clone()),
        }
    }

    /// Applies a line that sets the board (`lift`, `drop`, `occ`, `board`;
    /// presses and acks change nothing). An impossible line is an error
    /// naming it.
    pub fn apply(&mut self, line: &Line, sensor: SensorKind) -> Result<(), TraceError> {
        let err = |why: TraceWhy| TraceError::of(line.number, why);
        match &line.op {
            Op::Lift(sq) => {
                if !self.occupied.contains(*sq) {
                    return Err(err(TraceWhy::LiftEmpty {
                        square: sq.to_string(),
                    }));
                }
                self.occupied.discard(*sq);
                self.pieces.discard_piece_at(*sq);
            }
            Op::Drop(sq, piece) => {
                if self.occupied.contains(*sq) {
                    return Err(err(TraceWhy::DropOccupied {
                        square: sq.to_string(),
                    }));
                }
                if sensor == SensorKind::Identity && piece.is_none() {
                    return Err(err(TraceWhy::DropNeedsPiece {
                        square: sq.to_string(),
                    }));
                }
                self.occupied.add(*sq);
                if let Some(p) = piece {
                    self.pieces.set_piece_at(*sq, *p);
                }
            }
            Op::Occ(bits) => {
                let bits = Bitboard(*bits);
                let arrived = bits & !self.occupied;
                if sensor == SensorKind::Identity && arrived.any() {
                    return Err(err(TraceWhy::OccWithIdentity {
                        squares: crate::arbiter::position::square_list(arrived),
                    }));
                }
                for sq in self.occupied & !bits {
                    self.pieces.discard_piece_at(sq);
                }
                self.occupied = bits;
            }
            Op::Board(b) => {
                self.occupied = b.occupied();
                self.pieces = b.clone();
            }
            Op::Press(_) | Op::Ack | Op::Adjust(_) | Op::Flag(_) | Op::Result(_) | Op::End => {}
        }
        Ok(())
    }
}

/// The press line a trace's `press` stands for: `None` with a single
/// clock; the side, which must be given, with a dual clock.
pub fn press_side(
    clock: ClockMode,
    side: Option<Color>,
    line: usize,
) -> Result<Option<Color>, TraceError> {
    match (clock, side) {
        (ClockMode::Single, _) => Ok(None),
        (ClockMode::Dual, Some(s)) => Ok(Some(s)),
        (ClockMode::Dual, None) => Err(TraceError::of(line, TraceWhy::PressWhichSide)),
    }
}

/// The replay of a trace ends at its `end` line (format 1.2), or else one
/// second after its last line.
pub fn trace_end(trace: &Trace) -> Time {
    match trace.lines.last() {
        Some(l) if l.op == Op::End => l.t,
        last => last
            .map_or(Time::ZERO, |l| l.t)
            .plus(Time::from_millis(1000)),
    }
}
