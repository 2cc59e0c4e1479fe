//! jadoube-hall: the chief arbiter's hall (`docs/hall.md`), a program of
//! its own next to the MQTT broker: every board live on a page over HTTPS,
//! arbiters signed in, the spectators' broadcast, the journals collected
//! and verified.
//!
//! The code both programs share (the engine, the journal's format and its
//! verification, the words, the MQTT messages and the board's publisher)
//! is the library `jadoube`; its modules are re-exported here under their
//! own names, so that the hall's code names them as the library's own code
//! does (`crate::journal`, `crate::hall::proto`). The board's program
//! `jadoube` links none of this crate (`docs/architecture.md`).

pub use jadoube::{
    arbiter, board, config, display, error, i18n, journal, replay, time, trace, words,
};

pub mod cli;
pub mod hall;
