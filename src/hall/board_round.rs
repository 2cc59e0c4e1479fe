//! The round's messages on the board (issue 30): the publisher takes the
//! hall's retained `pairing` and `result` ([`super::proto`]), checks them
//! where they enter the board (a hall's words are data, and bounded: sizes,
//! UTF-8, no control characters) and hands them to the daemon through a
//! [`RoundSink`]. A message that fails is logged and left: the board never
//! stops for it.

use std::sync::Arc;

use super::proto::{self, HallResults, Pairing};

/// The largest `pairing` message a board takes.
pub const MAX_PAIRING: usize = 64 << 10;
/// The largest `result` message a board takes (every result of a round's
/// games on this board, corrections included).
pub const MAX_RESULTS: usize = 1 << 20;
/// Games of one board in a round (a blitz round on one board).
pub const MAX_GAMES: usize = 64;
/// A name, a round, an event.
pub const MAX_NAME: usize = 200;

/// What the hall says about the round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundMsg {
    Pairing(Pairing),
    /// The retained pairing was cleared (an empty payload).
    Withdrawn,
    Results(HallResults),
}

/// Where the publisher hands the round's messages (to the daemon).
#[derive(Clone)]
pub struct RoundSink(pub Arc<dyn Fn(RoundMsg) + Send + Sync>);

impl std::fmt::Debug for RoundSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RoundSink")
    }
}

fn text(what: &str, s: &str, max: usize, empty_ok: bool) -> Result<(), String> {
    if s.is_empty() && !empty_ok {
        return Err(format!("{what} is empty"));
    }
    if s.chars().count() > max {
        return Err(format!(
            "{what} has {} characters (at most {max})",
            s.chars().count()
        ));
    }
    if let Some(c) = s.chars().find(|c| c.is_control()) {
        return Err(format!("{what} holds the control character {c:?}"));
    }
    Ok(())
}

fn json<T: serde::de::DeserializeOwned>(
    leaf: &str,
    payload: &[u8],
    max: usize,
) -> Result<T, String> {
    if payload.len() > max {
        return Err(format!(
            "a `{leaf}` message of {} bytes (at most {max})",
            payload.len()
        ));
    }
    let s = std::str::from_utf8(payload)
        .map_err(|e| format!("a `{leaf}` message that is not UTF-8: {e}"))?;
    serde_json::from_str(s).map_err(|e| format!("a `{leaf}` message that is not valid: {e}"))
}

/// A `pairing` message: `Ok(None)` when it is empty (withdrawn).
pub fn admit_pairing(payload: &[u8]) -> Result<Option<Pairing>, String> {
    if payload.is_empty() {
        return Ok(None);
    }
    let p: Pairing = json(proto::PAIRING, payload, MAX_PAIRING)?;
    text("the pairing's id", &p.id, 128, false)?;
    for (what, v) in [("the event", &p.event), ("the site", &p.site)] {
        if let Some(v) = v {
            text(what, v, MAX_NAME, true)?;
        }
    }
    text("the round", &p.round, 32, false)?;
    text("the board", &p.board, 32, false)?;
    if p.games.is_empty() || p.games.len() > MAX_GAMES {
        return Err(format!("{} games (1 to {MAX_GAMES})", p.games.len()));
    }
    for (i, g) in p.games.iter().enumerate() {
        text(&format!("game {}: White", i + 1), &g.white, MAX_NAME, false)?;
        text(&format!("game {}: Black", i + 1), &g.black, MAX_NAME, false)?;
    }
    Ok(Some(p))
}

/// A `result` message (an empty one: no results).
pub fn admit_results(payload: &[u8]) -> Result<HallResults, String> {
    if payload.is_empty() {
        return Ok(HallResults::default());
    }
    let r: HallResults = json(proto::RESULT, payload, MAX_RESULTS)?;
    for (i, e) in r.entries.iter().enumerate() {
        let n = i + 1;
        text(&format!("entry {n}: id"), &e.id, 128, false)?;
        text(&format!("entry {n}: game"), &e.game, 256, false)?;
        text(&format!("entry {n}: by"), &e.by, 64, false)?;
        text(&format!("entry {n}: at"), &e.at, 64, true)?;
        if e.board_game == 0 {
            return Err(format!("entry {n}: game 0 of a board (games count from 1)"));
        }
    }
    Ok(r)
}

/// A message on the `pairing` or `result` topic of this board: checked,
/// then handed to `sink`; a bad one is logged and dropped.
pub fn on_message(sink: &RoundSink, leaf: &str, payload: &[u8]) {
    let msg = match leaf {
        proto::PAIRING => admit_pairing(payload).map(|p| match p {
            Some(p) => RoundMsg::Pairing(p),
            None => RoundMsg::Withdrawn,
        }),
        proto::RESULT => admit_results(payload).map(RoundMsg::Results),
        _ => return,
    };
    match msg {
        Ok(m) => (sink.0)(m),
        Err(e) => tracing::warn!("hall: `{leaf}` ignored: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_pairings_are_refused_with_a_reason() {
        let ok = br#"{"id":"r3","round":"3","board":"12","games":[{"white":"Novak, Ana","black":"Kowalska, Ewa"}]}"#;
        let p = admit_pairing(ok).unwrap().unwrap();
        assert_eq!(p.games[0].white, "Novak, Ana");
        assert_eq!(admit_pairing(b""), Ok(None));
        let cases: [(&[u8], &str); 6] = [
            (b"{\"id\":\"\xff\"}", "not UTF-8"),
            (b"not json", "not valid"),
            (
                br#"{"id":"r3","round":"3","board":"12","games":[]}"#,
                "0 games",
            ),
            (
                br#"{"id":"r3","round":"3","board":"12","games":[{"white":"","black":"B"}]}"#,
                "game 1: White is empty",
            ),
            (
                br#"{"id":"r3","round":"3","board":"12","games":[{"white":"A\u0007","black":"B"}]}"#,
                "control character",
            ),
            (
                br#"{"id":"","round":"3","board":"12","games":[{"white":"A","black":"B"}]}"#,
                "id is empty",
            ),
        ];
        for (bytes, why) in cases {
            let e = admit_pairing(bytes).unwrap_err();
            assert!(e.contains(why), "{e}");
        }
        let long = format!(
            r#"{{"id":"r3","round":"3","board":"12","games":[{{"white":"{}","black":"B"}}]}}"#,
            "w".repeat(300)
        );
        assert!(
            admit_pairing(long.as_bytes())
                .unwrap_err()
                .contains("300 characters")
        );
        let huge = vec![b' '; MAX_PAIRING + 1];
        assert!(admit_pairing(&huge).unwrap_err().contains("at most"));
    }

    #[test]
    fn bad_results_are_refused_with_a_reason() {
        let ok = br#"{"entries":[{"id":"e1","game":"g_r3_b12","board_game":1,"result":"1-0","by":"chief","at":"2026-12-02T10:00:00Z"}]}"#;
        assert_eq!(admit_results(ok).unwrap().entries.len(), 1);
        let zero = br#"{"entries":[{"id":"e1","game":"g","board_game":0,"result":"1-0","by":"chief","at":""}]}"#;
        assert!(admit_results(zero).unwrap_err().contains("game 0"));
        let bad = br#"{"entries":[{"id":"e1","game":"g","board_game":1,"result":"2-0","by":"chief","at":""}]}"#;
        assert!(admit_results(bad).is_err());
        assert_eq!(admit_results(b"").unwrap(), HallResults::default());
    }
}
