//! `jadoube run`'s glue between the hall's publisher and the daemon for
//! the round (issue 30): the hall's messages (`hall::proto`) become the
//! daemon's (`daemon::round`).

use std::path::Path;

use tokio::sync::mpsc;

use crate::daemon::RoundLink;
use crate::daemon::round::{BoardPairing, HallEntry, HallInput};
use crate::hall::board_round::{RoundMsg, RoundSink};
use crate::hall::proto;
use crate::journal::format::{GameInfo, PairingRec};

/// The board's game from the hall's pairing: the journal's information
/// (its name: event, round, board; game 1's players) and every game's
/// players.
pub fn board_pairing(p: proto::Pairing) -> BoardPairing {
    let first = p.games.first().cloned().unwrap_or_default();
    BoardPairing {
        game: GameInfo {
            event: p.event,
            site: p.site,
            round: Some(p.round),
            board: Some(p.board),
            white: Some(first.white),
            black: Some(first.black),
        },
        pairing: PairingRec {
            id: p.id,
            // The same players, as the hall sent them.
            games: p.games,
        },
    }
}

/// The hall's entries, `by` as the journal says it: `hall:NAME`.
pub fn hall_entries(r: proto::HallResults) -> Vec<HallEntry> {
    r.entries
        .into_iter()
        .map(|e| HallEntry {
            id: e.id,
            game: e.game,
            board_game: e.board_game,
            result: e.result,
            by: format!("hall:{}", e.by),
        })
        .collect()
}

/// The publisher's sink and the daemon's end of it.
pub fn link(state: &Path, hall_name: &str) -> (RoundSink, RoundLink) {
    let (tx, rx) = mpsc::unbounded_channel();
    let sink = RoundSink(std::sync::Arc::new(move |m: RoundMsg| {
        let input = match m {
            RoundMsg::Pairing(p) => HallInput::Pairing(board_pairing(p)),
            RoundMsg::Withdrawn => HallInput::Withdrawn,
            RoundMsg::Results(r) => HallInput::Results(hall_entries(r)),
        };
        // The daemon gone: its journal is complete, nothing to do.
        let _ = tx.send(input);
    }));
    (
        sink,
        RoundLink {
            rx,
            state_dir: state.to_path_buf(),
            hall_name: Some(hall_name.to_string()),
        },
    )
}
