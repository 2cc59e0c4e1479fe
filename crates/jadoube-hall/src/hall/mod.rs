//! The hall's server (`docs/hall.md`): the shared modules of `jadoube::hall`
//! (the messages, the MQTT options, the board's view, the round's
//! pairings) and the server's own:
//!
//! - [`store`]: the hall's record of every game, the collected journals;
//! - [`alerts`]: every alert, raised to cleared, until an arbiter dismisses it;
//! - [`service`] and [`web`]: `jadoube-hall`, the MQTT side and the page;
//! - [`broadcast`]: the spectators' PGN, on a listener of its own;
//! - [`auth`] and [`tls`]: the page over HTTPS, arbiters signed in, who did
//!   what recorded.

pub use jadoube::hall::*;

pub mod alerts;
pub mod auth;
pub mod broadcast;
pub mod round_errors;
pub mod round_service;
pub mod round_web;
pub mod service;
pub mod store;
pub mod tls;
pub mod web;

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
