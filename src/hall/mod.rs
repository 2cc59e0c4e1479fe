//! The hall (`docs/hall.md`): every board's decisions in front of the chief
//! arbiter, the games live for the broadcast, the journals collected.
//!
//! ```text
//!  board: daemon --journal--> publisher ==MQTT==> broker ==MQTT==> hall service --HTTP--> dashboard, PGN
//!         (engine actor,       (tails the journal              (stores, dedups by
//!          LED, screens)        by seq, never blocks            seq, collects and
//!                               the engine)                     verifies journals)
//! ```
//!
//! - [`proto`]: the topics and messages (the contract between the two ends);
//! - [`mqtt`]: connection options (TLS with a CA and a client certificate,
//!   or a user name and password) shared by both ends;
//! - [`board`]: the board's publisher, a thread of `jadoube run` that reads
//!   the journal as it grows and publishes every decision exactly once in
//!   the hall's eyes, across reconnects and restarts;
//! - [`view`]: a board as the hall shows it (its game, position, alert);
//! - [`trf`] and [`pairings`]: a round's pairings in from the pairing
//!   program (FIDE TRF, CSV) and its results back out; [`round`]: the
//!   round table, each pairing next to its board's journal (also
//!   `jadoube round pairings|results`, on a board or a laptop).
//!
//! The hall's server (its store, alerts, page, broadcast, accounts and TLS)
//! is the program `jadoube-hall` (crates/jadoube-hall), which uses these
//! modules; the board's program has none of it (`docs/architecture.md`).

pub mod board;
pub mod board_round;
pub mod mqtt;
pub mod pairings;
pub mod proto;
pub mod round;
pub mod setup;
pub mod trf;
pub mod view;

use crate::error::IoError;
use crate::journal::JournalError;

/// What goes wrong on either end of the hall link.
#[derive(Debug, thiserror::Error)]
pub enum HallError {
    /// A file could not be read or written (the context names it).
    #[error(transparent)]
    Io(#[from] IoError),
    /// A setting that cannot be used: the message names it (a TLS file
    /// that is no certificate, a broker address).
    #[error("{0}")]
    Settings(String),
    /// A setting that cannot be used, typed (said in the language).
    #[error(transparent)]
    Setup(#[from] setup::SetupError),
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// A thread or a runtime could not be started.
    #[error("cannot start the {0}: {1}")]
    Start(&'static str, std::io::Error),
    /// The page or the broadcast cannot listen on its address (in use,
    /// not this machine's): `why` is the system's reason.
    #[error("cannot listen on {addr}: {why}")]
    Listen { addr: String, why: std::io::Error },
}
