//! jadoube: the arbiter inside an electronic chessboard.
//!
//! Sensor frames go through a per-square debounce into lift and drop events;
//! the clock press completes a move, which the [`arbiter`] judges under the
//! FIDE Laws (`shared/spec/laws.md`). One deterministic [`arbiter::Engine`]
//! is driven the same way by a live board ([`daemon`]) and by a recorded
//! trace ([`replay`]); time is always passed in.

pub mod arbiter;
pub mod board;
pub mod cli;
pub mod config;
#[cfg(feature = "conformance")]
pub mod conformance;
pub mod daemon;
pub mod display;
pub mod error;
pub mod hall;
pub mod hw;
pub mod i18n;
pub mod journal;
pub mod replay;
#[cfg(feature = "sim")]
pub mod sim;
pub mod time;
pub mod trace;
pub mod words;
