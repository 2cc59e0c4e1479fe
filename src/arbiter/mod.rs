//! The arbiter: game state, touch tracking, move inference, verdicts under
//! the Laws, rule sets, unwinnability and restore guidance. Pure: no I/O,
//! and codes rather than words (the words are those of the `words` module).

pub mod ending;
pub mod engine;
pub mod event;
pub mod infer;
pub mod judge;
pub mod position;
pub mod restore;
pub mod rules;
pub mod serde_chess;
pub mod touch;
pub mod unwinnable;

pub use engine::{Engine, EngineConfig, Phase, Question, RulingRequest};
pub use event::Event;
pub use position::Position;
pub use rules::{ClockMode, RuleSet, Supervision, Variant};
