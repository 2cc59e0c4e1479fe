//! A simulated board: random games as board traces, with the decisions a
//! correct engine must print. The independent test oracle of the engine.
//!
//! Every game is deterministic from a `u64` seed. The chess is decided by
//! shakmaty, never by the engine under test; the only shared piece is
//! [`crate::arbiter::unwinnable::can_checkmate`], which decides dead
//! positions and the Art. 7.5.5 draw exactly as the engine asks it.
//!
//! ```
//! let game = jadoube::sim::legal_game(7);
//! assert!(game.trace.contains(" press"));
//! assert_eq!(game.expected[0]["kind"], "move");
//! let same = jadoube::sim::legal_game(7);
//! assert_eq!(game.trace, same.trace);
//! ```
//!
//! See `docs/testing.md` for what is generated and what is left out.

mod expect;
mod game;
mod illegal;
mod penalty;
mod phys;
mod play;
mod realize;
mod rng;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

pub use penalty::{DEFAULT_RULES, RULES, RuleRow, rule};
pub use phys::fmt_time;
pub use play::Style;
pub use rng::{Rng, splitmix64};

use crate::arbiter::{ClockMode, Supervision, Variant};
use crate::board::SensorKind;

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The standard position, written `start startpos`.
    Startpos,
    /// A Chess960 start position by its Scharnagl number (0..960).
    Chess960(u32),
    /// Any position, written as a FEN `start` line.
    Fen(String),
}

/// Illegal moves injected into a game.
#[derive(Clone, Debug, PartialEq)]
pub struct IllegalConfig {
    /// Chance that a turn begins with an illegal move.
    pub rate: f64,
    /// Under `supervision claim`: chance that an illegal move is left
    /// standing (the opponent replies without the position restored).
    pub stand_rate: f64,
}

/// What kind of game to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub sensor: SensorKind,
    pub clock: ClockMode,
    pub variant: Variant,
    /// A rule set of [`RULES`].
    pub rules: &'static str,
    /// Write the `rules` header line even for the default rule set.
    pub rules_header: bool,
    pub supervision: Supervision,
    pub start: Start,
    /// Random plies played silently from `start` before the trace begins
    /// (the trace then starts from the FEN reached): endgames, odd
    /// positions.
    pub prelude_plies: u32,
    pub illegal: Option<IllegalConfig>,
    /// Stop after this many plies without a game end.
    pub max_plies: u32,
    pub style: Style,
    /// Chance of a glitch in a thinking pause (a quarter of it between hand
    /// movements).
    pub glitch_rate: f64,
}

impl Config {
    fn random_common(rng: &mut Rng) -> Config {
        let variant = if rng.chance(0.2) {
            Variant::Chess960
        } else {
            Variant::Standard
        };
        let start = match variant {
            Variant::Chess960 => Start::Chess960(rng.below(960) as u32),
            Variant::Standard => Start::Startpos,
        };
        Config {
            sensor: if rng.chance(0.3) {
                SensorKind::Identity
            } else {
                SensorKind::Occupancy
            },
            clock: if rng.chance(0.3) {
                ClockMode::Dual
            } else {
                ClockMode::Single
            },
            variant,
            rules: DEFAULT_RULES,
            rules_header: rng.chance(0.5),
            supervision: Supervision::Full,
            start,
            prelude_plies: if rng.chance(0.15) {
                rng.range(20, 160) as u32
            } else {
                0
            },
            illegal: None,
            max_plies: 200,
            style: Style::Lively,
            glitch_rate: if rng.chance(0.1) {
                0.0
            } else {
                0.2 + 0.5 * rng.unit()
            },
        }
    }

    /// A random legal game: mixed sensors, clocks, variants, lengths and
    /// styles of play.
    pub fn random_legal(rng: &mut Rng) -> Config {
        let mut c = Config::random_common(rng);
        if rng.chance(0.2) {
            c.rules = rng.pick(RULES).name;
            c.rules_header = true;
        }
        if rng.chance(0.1) {
            c.supervision = Supervision::Claim;
        }
        c.max_plies = match rng.below(10) {
            0..=6 => rng.range(20, 160) as u32,
            7..=8 => rng.range(160, 400) as u32,
            _ => rng.range(400, 900) as u32,
        };
        c.style = match rng.below(10) {
            0 => Style::Shuffle {
                from_ply: rng.below(60) as u32,
            },
            1 => Style::Repeat {
                from_ply: rng.below(80) as u32,
            },
            _ => Style::Lively,
        };
        if matches!(c.style, Style::Shuffle { .. }) {
            c.max_plies = c.max_plies.max(400);
        }
        c
    }

    /// A random game with illegal moves: every rule set, both supervisions,
    /// sometimes a start position with castling rights already lost.
    pub fn random_illegal(rng: &mut Rng) -> Config {
        let row = *rng.pick(RULES);
        Config::random_illegal_under(rng, row)
    }

    /// A random game with illegal moves under the given rule set.
    pub fn random_illegal_under(rng: &mut Rng, row: RuleRow) -> Config {
        let mut c = Config::random_common(rng);
        c.rules = row.name;
        c.rules_header = true;
        // Claim games only where an illegal move can be left standing before
        // it would decide the game.
        if row.loses_at != Some(1) && rng.chance(0.35) {
            c.supervision = Supervision::Claim;
        }
        if c.variant == Variant::Standard && rng.chance(0.3) {
            let mut rights = String::new();
            for (ch, keep) in [
                ('K', rng.chance(0.5)),
                ('Q', rng.chance(0.5)),
                ('k', rng.chance(0.5)),
                ('q', rng.chance(0.5)),
            ] {
                if keep {
                    rights.push(ch);
                }
            }
            if rights.is_empty() {
                rights.push('-');
            }
            c.start = Start::Fen(format!(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w {rights} - 0 1"
            ));
        }
        c.max_plies = rng.range(20, 220) as u32;
        c.illegal = Some(IllegalConfig {
            rate: 0.04 + 0.12 * rng.unit(),
            stand_rate: 0.6,
        });
        c
    }
}

/// A generated game: the trace and the decisions expected from it.
#[derive(Clone, Debug)]
pub struct Game {
    pub seed: u64,
    /// File name stem, e.g. `sim-legal-42`.
    pub name: String,
    pub config: Config,
    /// FEN of the start position.
    pub start_fen: String,
    /// The trace, header lines included (`shared/spec/trace-format.md`).
    pub trace: String,
    /// The expected decisions, only the fields a conformance check compares.
    pub expected: Vec<Value>,
    /// How often each kind of case occurred (`capture:captured_first`,
    /// `reason:no_move`, `end:checkmate`, ...), for coverage checks.
    pub tags: BTreeMap<String, u32>,
}

impl Game {
    /// The expected decisions as JSON lines.
    pub fn expected_jsonl(&self) -> String {
        let mut s = String::new();
        for v in &self.expected {
            s.push_str(&v.to_string());
            s.push('\n');
        }
        s
    }

    /// Writes `NAME.trace` and `NAME.expected.jsonl` into `dir`, the layout
    /// of `shared/traces`.
    pub fn write_to(&self, dir: &Path) -> std::io::Result<()> {
        std::fs::write(dir.join(format!("{}.trace", self.name)), &self.trace)?;
        std::fs::write(
            dir.join(format!("{}.expected.jsonl", self.name)),
            self.expected_jsonl(),
        )
    }
}

/// Generates the game of `config` from `seed`.
pub fn generate(seed: u64, name: &str, config: &Config) -> Game {
    game::Gen::new(seed, name, config.clone()).run()
}

fn game_rng(seed: u64, salt: u64) -> Rng {
    let mut x = seed ^ salt;
    Rng::new(splitmix64(&mut x))
}

/// A random legal game (no alert expected): `sim-legal-SEED`.
pub fn legal_game(seed: u64) -> Game {
    let config = Config::random_legal(&mut game_rng(seed, 0x1e6a_1000));
    generate(seed, &format!("sim-legal-{seed}"), &config)
}

/// A random game with injected illegal moves: `sim-illegal-SEED`.
pub fn illegal_game(seed: u64) -> Game {
    let config = Config::random_illegal(&mut game_rng(seed, 0x111e_6a10));
    generate(seed, &format!("sim-illegal-{seed}"), &config)
}

/// A random game with injected illegal moves under the rule set `rules`
/// (a name of [`RULES`]): `sim-illegal-RULES-SEED`. `None` for an unknown
/// rule set.
pub fn illegal_game_under(seed: u64, rules: &str) -> Option<Game> {
    let row = rule(rules)?;
    let config = Config::random_illegal_under(&mut game_rng(seed, 0x111e_6a11), row);
    Some(generate(
        seed,
        &format!("sim-illegal-{rules}-{seed}"),
        &config,
    ))
}
