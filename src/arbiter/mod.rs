//! The arbiter: game state, touch tracking, move inference, verdicts under
//! the Laws, rule sets, unwinnability and restore guidance. Pure: no I/O.

pub mod event;
pub mod restore;
pub mod rules;
pub mod serde_chess;
pub mod unwinnable;

pub use event::Event;
pub use rules::{ClockMode, RuleSet, Supervision, Variant};
