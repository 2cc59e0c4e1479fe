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
//! - [`store`]: the hall's record of every game, the collected journals;
//! - [`alerts`]: every alert, raised to cleared, until an arbiter dismisses it;
//! - [`service`] and [`web`]: `jadoube hall`, the MQTT side and the page;
//! - [`broadcast`]: the spectators' PGN, on a listener of its own;
//! - [`trf`] and [`pairings`]: a round's pairings in from the pairing
//!   program (FIDE TRF, CSV) and its results back out; [`round`]: the
//!   round table, each pairing next to its board's journal;
//! - [`auth`] and [`tls`]: the page over HTTPS, arbiters signed in, who did
//!   what recorded.

pub mod alerts;
pub mod auth;
pub mod board;
pub mod board_round;
pub mod broadcast;
pub mod mqtt;
pub mod pairings;
pub mod proto;
pub mod round;
pub mod round_service;
pub mod round_web;
pub mod service;
pub mod store;
pub mod tls;
pub mod trf;
pub mod view;
pub mod web;

use crate::error::IoError;

/// Text for HTML, in an element or a quoted attribute (the pages the hall
/// writes on the server: the page's labels, the sign-in page, the
/// broadcast's index; the page builds the rest from text nodes).
pub fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}
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
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// A thread or a runtime could not be started.
    #[error("cannot start the {0}: {1}")]
    Start(&'static str, std::io::Error),
}
