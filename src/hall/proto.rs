//! The topics and messages between the boards and the hall (the contract
//! of `docs/hall.md`). Every message is JSON but the journal, which is a
//! JSON line of metadata, a newline, and the journal's bytes.
//!
//! ```text
//! PREFIX/board/NAME/decision   board -> hall  QoS 1  every decision, in order, with its seq
//! PREFIX/board/NAME/state      board -> hall  QoS 1, retained: the board now
//! PREFIX/board/NAME/alert      board -> hall  QoS 1, retained: the open alert, or its acknowledgement
//! PREFIX/board/NAME/online     board -> hall  QoS 1, retained (last will: offline)
//! PREFIX/board/NAME/journal    board -> hall  QoS 1  a journal, for the hall to keep
//! PREFIX/hall/NAME/cursor      hall -> board  QoS 1, retained: the last decision the hall holds
//! PREFIX/hall/NAME/resend      hall -> board  QoS 1  send again after this seq
//! PREFIX/hall/NAME/collected   hall -> board  QoS 1  a journal is stored and verified
//! PREFIX/hall/NAME/request     hall -> board  QoS 1  send the journal now
//! PREFIX/hall/NAME/pairing     hall -> board  QoS 1, retained: the board's games of the round
//! PREFIX/hall/NAME/result      hall -> board  QoS 1, retained: the results arbiters entered at the hall
//! ```

use serde::{Deserialize, Serialize};

use crate::journal::format::{Line, Record};

pub const DECISION: &str = "decision";
pub const STATE: &str = "state";
pub const ALERT: &str = "alert";
pub const ONLINE: &str = "online";
pub const JOURNAL: &str = "journal";
pub const CURSOR: &str = "cursor";
pub const RESEND: &str = "resend";
pub const COLLECTED: &str = "collected";
pub const REQUEST: &str = "request";
pub const PAIRING: &str = "pairing";
pub const RESULT: &str = "result";

/// The topics of one tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topics {
    pub prefix: String,
}

impl Topics {
    pub fn new(prefix: &str) -> Topics {
        Topics {
            prefix: prefix.trim_end_matches('/').to_string(),
        }
    }

    /// What a board publishes: `PREFIX/board/NAME/LEAF`.
    pub fn board(&self, name: &str, leaf: &str) -> String {
        format!("{}/board/{name}/{leaf}", self.prefix)
    }

    /// What the hall says to a board: `PREFIX/hall/NAME/LEAF`.
    pub fn hall(&self, name: &str, leaf: &str) -> String {
        format!("{}/hall/{name}/{leaf}", self.prefix)
    }

    /// Every board's `LEAF`.
    pub fn all_boards(&self, leaf: &str) -> String {
        format!("{}/board/+/{leaf}", self.prefix)
    }

    /// `(NAME, LEAF)` of a board's topic.
    pub fn parse_board<'a>(&self, topic: &'a str) -> Option<(&'a str, &'a str)> {
        let rest = topic
            .strip_prefix(self.prefix.as_str())?
            .strip_prefix("/board/")?;
        let (name, leaf) = rest.split_once('/')?;
        (!name.is_empty() && !leaf.contains('/')).then_some((name, leaf))
    }
}

/// One decision (or the header, a restart, a stop) of a game: the journal
/// line itself, byte for byte, so that the hall can check it against the
/// journal it collects later.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The game: its journal's file stem (`city-open_r3_b12`).
    pub game: String,
    /// The journal seq of the line.
    pub seq: u64,
    /// The seq of the game's previous published line; `None` for the
    /// header (seq 0), which comes first.
    pub prev: Option<u64>,
    /// The journal line (JSON text, without its newline).
    pub line: String,
}

/// The journal lines the hall is sent: the header, every engine event but
/// the inputs (lifts, drops, presses; the arbiter's `ack` is sent), the
/// presses that carry the clock's times, the restarts and the stops.
pub fn is_published(rec: &Record) -> bool {
    match rec {
        // Seals too: the hall keeps the last one it saw live, and refuses
        // a journal collected later that ends before it (cut at a seal).
        Record::Header(_) | Record::Restart(_) | Record::Stop(_) | Record::Seal(_) => true,
        // A press that carries the clock's times (a DGT clock): the
        // clocks of the board's tile.
        Record::Press(p) => p.clock.is_some(),
        Record::Event(e) => !e.event.is_input() || e.event.kind() == "ack",
        _ => false,
    }
}

/// The hall holds the game's lines up to `seq` (retained per board).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    pub game: String,
    pub seq: u64,
}

/// Send the game's lines after `after` again (`None`: from the header).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resend {
    pub game: String,
    pub after: Option<u64>,
}

/// `online`: true while connected; the broker publishes the last will
/// (false) when the board drops off.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Online {
    pub online: bool,
    /// Why the board is not running, when it refused to start (no key:
    /// `docs/journal.md`, "The board's key"), in the board's language;
    /// the hall shows it on the board's tile until the board is online.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault: Option<String>,
}

/// What describes a journal sent to the hall (the first line of the
/// `journal` message; its bytes follow the newline).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JournalMeta {
    /// The file name on the board (`city-open_r3_b12.jsonl`).
    pub file: String,
    pub game: String,
    /// SHA-256 of the bytes, hex.
    pub sha256: String,
    pub bytes: u64,
    /// The journal ends with a `stop` line (the daemon stopped cleanly).
    pub stopped: bool,
}

/// A `journal` message: metadata, newline, bytes.
pub fn journal_message(meta: &JournalMeta, bytes: &[u8]) -> Vec<u8> {
    let mut out = serde_json::to_vec(meta).expect("metadata serializes");
    out.push(b'\n');
    out.extend_from_slice(bytes);
    out
}

/// Splits a `journal` message.
pub fn parse_journal_message(payload: &[u8]) -> Result<(JournalMeta, &[u8]), String> {
    let nl = payload
        .iter()
        .position(|b| *b == b'\n')
        .ok_or("no metadata line")?;
    let meta: JournalMeta =
        serde_json::from_slice(&payload[..nl]).map_err(|e| format!("metadata: {e}"))?;
    Ok((meta, &payload[nl + 1..]))
}

/// The hall's answer to a journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collected {
    pub file: String,
    pub sha256: String,
    /// Stored, and the verification passed.
    pub ok: bool,
    /// What the verification found, in words.
    pub report: String,
}

/// `request`: what the hall asks of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// `journal`: send the current journal now.
    pub what: String,
}

/// `pairing` (issue 30): the games the organiser's pairings give this
/// board, in the order they are played: one, or more on a board that plays
/// several games of the round (a two-game match, a blitz round), each with
/// the colours the file gives. Retained, so a board that starts or
/// reconnects gets it; the hall publishes it again (a new `id`) when the
/// organiser loads or corrects the round, and an empty retained payload
/// withdraws it (the board keeps the game it has).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// This load of the round's pairings (the hall's; a new one each time
    /// the organiser loads the round), journalled with the game.
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    /// The round, as the pairing program numbers it.
    pub round: String,
    /// The board's number in the round's pairing (its name on the network
    /// may differ).
    pub board: String,
    /// The board's games, in order; never empty.
    pub games: Vec<PairedGame>,
}

/// One game of a [`Pairing`]: the players by colour, with their FIDE
/// numbers and ratings when the file gives them; the board journals it as
/// it comes (the header's `pairing`).
pub use crate::journal::format::PairedPlayers as PairedGame;

/// `result` (issue 30): every result arbiters entered at the hall for this
/// board's games, oldest first. Retained: a board that was off gets them
/// when it is back; it applies each entry once (by its `id`, across
/// restarts: the journal records it) and only to the game it names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HallResults {
    pub entries: Vec<HallResult>,
}

/// One result an arbiter entered (or corrected) at the hall.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HallResult {
    /// Unique per entry (the hall's).
    pub id: String,
    /// The game: its journal's file stem, as in [`Decision::game`].
    pub game: String,
    /// Which game of that journal: 1, then the `game` of each `new_game`.
    pub board_game: u32,
    pub result: crate::arbiter::event::GameResult,
    /// The arbiter's account at the hall (journalled as `hall:NAME`).
    pub by: String,
    /// When the arbiter entered it, the hall's clock, RFC 3339 UTC.
    pub at: String,
}

/// The largest message of each kind the hall takes from a board: a
/// decision is one journal line (the header is the longest, a few KiB),
/// the state the board now; a journal is bounded by the MQTT packet size
/// ([`super::mqtt::MAX_PACKET`]).
pub fn max_payload(leaf: &str) -> usize {
    match leaf {
        DECISION | STATE | ALERT => 256 << 10,
        ONLINE => 1 << 10,
        JOURNAL => super::mqtt::MAX_PACKET,
        _ => 0,
    }
}

/// The longest text the hall takes in one JSON string of a board's message
/// (a name, a move, an alert's words; a decision's journal line is checked
/// by the size of its message).
pub const MAX_TEXT: usize = 4096;

/// Checks a board's message where it enters the hall (issue 29: a board's
/// words are data, and bounded): the board's name
/// ([`crate::config::check_board_name`]), a topic the hall reads, the
/// message's size, and for JSON messages UTF-8 and no string longer than
/// [`MAX_TEXT`] (but a decision's `line`). The error says why, for the log.
pub fn admit(board: &str, leaf: &str, payload: &[u8]) -> Result<(), String> {
    let shown: String = board
        .chars()
        .take(40)
        .collect::<String>()
        .escape_debug()
        .to_string();
    let more = if board.chars().count() > 40 {
        "..."
    } else {
        ""
    };
    crate::config::check_board_name(board)
        .map_err(|m| format!("board name \"{shown}{more}\" ({} bytes) {m}", board.len()))?;
    let max = max_payload(leaf);
    if max == 0 {
        return Err(format!("board {board}: no such topic `{leaf}`"));
    }
    if payload.len() > max {
        return Err(format!(
            "board {board}: a `{leaf}` message of {} bytes (at most {max})",
            payload.len()
        ));
    }
    if leaf == JOURNAL {
        return Ok(());
    }
    let text = std::str::from_utf8(payload)
        .map_err(|e| format!("board {board}: a `{leaf}` message that is not UTF-8: {e}"))?;
    let v: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| format!("board {board}: a `{leaf}` message that is not JSON: {e}"))?;
    fn longest(v: &serde_json::Value, skip_line: bool) -> usize {
        match v {
            serde_json::Value::String(s) => s.len(),
            serde_json::Value::Array(a) => a.iter().map(|x| longest(x, false)).max().unwrap_or(0),
            serde_json::Value::Object(o) => o
                .iter()
                .filter(|(k, _)| !(skip_line && k.as_str() == "line"))
                .map(|(_, x)| longest(x, false))
                .max()
                .unwrap_or(0),
            _ => 0,
        }
    }
    let n = longest(&v, leaf == DECISION);
    if n > MAX_TEXT {
        return Err(format!(
            "board {board}: a `{leaf}` message with a text of {n} bytes (at most {MAX_TEXT})"
        ));
    }
    Ok(())
}

/// Decodes a message, naming the topic in the error.
pub fn decode<T: serde::de::DeserializeOwned>(topic: &str, payload: &[u8]) -> Result<T, String> {
    serde_json::from_slice(payload).map_err(|e| format!("{topic}: not a valid message: {e}"))
}

/// Parses a decision's journal line.
pub fn decision_line(d: &Decision) -> Result<Line, String> {
    let line = crate::journal::format::decode(&d.line)
        .map_err(|e| format!("game {} seq {}: {e}", d.game, d.seq))?;
    if line.seq != d.seq {
        return Err(format!(
            "game {}: the message says seq {} but its line has seq {}",
            d.game, d.seq, line.seq
        ));
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics() {
        let t = Topics::new("jadoube/open/");
        assert_eq!(t.board("12", DECISION), "jadoube/open/board/12/decision");
        assert_eq!(t.all_boards(STATE), "jadoube/open/board/+/state");
        assert_eq!(t.hall("12", CURSOR), "jadoube/open/hall/12/cursor");
        assert_eq!(
            t.parse_board("jadoube/open/board/12/state"),
            Some(("12", "state"))
        );
        assert_eq!(t.parse_board("jadoube/open/hall/12/state"), None);
        assert_eq!(t.parse_board("jadoube/other/board/12/state"), None);
        assert_eq!(t.parse_board("jadoube/open/board//state"), None);
    }

    /// Issue 29: what a board sends is checked where it enters the hall.
    #[test]
    fn hostile_messages_are_refused_with_a_reason() {
        assert_eq!(admit("b12", STATE, br#"{"turn":"white"}"#), Ok(()));
        assert_eq!(
            admit("city-open.12_a", ONLINE, br#"{"online":true}"#),
            Ok(())
        );
        let long = "x".repeat(5000);
        let e = admit(&long, STATE, b"{}").unwrap_err();
        assert!(e.contains("(5000 bytes) is too long"), "{e}");
        assert!(e.len() < 200, "the log line stays short: {e}");
        for bad in ["", ".hidden", "b 1", "b<1>", "brett-\u{fc}", "a\u{0}b"] {
            assert!(admit(bad, STATE, b"{}").is_err(), "{bad:?}");
        }
        let e = admit("b1", STATE, b"{\"turn\":\"\xff\xfe\"}").unwrap_err();
        assert!(e.contains("not UTF-8"), "{e}");
        let huge = format!("{{\"turn\":\"{}\"}}", "w".repeat(300 << 10));
        let e = admit("b1", STATE, huge.as_bytes()).unwrap_err();
        assert!(e.contains("at most 262144"), "{e}");
        let wordy = format!("{{\"white\":\"{}\"}}", "w".repeat(MAX_TEXT + 1));
        let e = admit("b1", STATE, wordy.as_bytes()).unwrap_err();
        assert!(e.contains("a text of 4097 bytes"), "{e}");
        // A decision's journal line may be longer than a text (a header).
        let line = format!(
            "{{\"game\":\"g\",\"seq\":0,\"prev\":null,\"line\":\"{}\"}}",
            "h".repeat(9000)
        );
        assert_eq!(admit("b1", DECISION, line.as_bytes()), Ok(()));
        assert!(admit("b1", "shell", b"{}").is_err());
        assert!(admit("b1", STATE, b"not json").is_err());
        // A journal's bytes are not JSON.
        assert_eq!(admit("b1", JOURNAL, b"{}\n\xff\x00"), Ok(()));
    }

    /// The round's messages to a board (issue 30) as JSON: optional
    /// fields left out, a result in PGN's words.
    #[test]
    fn round_messages_round_trip() {
        let p = Pairing {
            id: "r3-1".into(),
            event: Some("City Open".into()),
            site: None,
            round: "3".into(),
            board: "12".into(),
            games: vec![PairedGame {
                white: "Novak, Ana".into(),
                black: "Kowalska, Ewa".into(),
                white_fide_id: Some(1503014),
                ..PairedGame::default()
            }],
        };
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(
            text,
            r#"{"id":"r3-1","event":"City Open","round":"3","board":"12","games":[{"white":"Novak, Ana","black":"Kowalska, Ewa","white_fide_id":1503014}]}"#
        );
        assert_eq!(decode::<Pairing>("t", text.as_bytes()), Ok(p));
        let r = HallResults {
            entries: vec![HallResult {
                id: "e1".into(),
                game: "city-open_r3_b12".into(),
                board_game: 1,
                result: crate::arbiter::event::GameResult::Draw,
                by: "chief".into(),
                at: "2026-12-02T10:00:00Z".into(),
            }],
        };
        let text = serde_json::to_string(&r).unwrap();
        assert!(text.contains(r#""result":"1/2-1/2""#), "{text}");
        assert_eq!(decode::<HallResults>("t", text.as_bytes()), Ok(r));
        assert!(decode::<Pairing>("t", br#"{"id":"x"}"#).is_err());
    }

    #[test]
    fn journal_messages_round_trip() {
        let meta = JournalMeta {
            file: "g.jsonl".into(),
            game: "g".into(),
            sha256: "ab".into(),
            bytes: 3,
            stopped: true,
        };
        let m = journal_message(&meta, b"x\ny");
        let (back, bytes) = parse_journal_message(&m).unwrap();
        assert_eq!(back, meta);
        assert_eq!(bytes, b"x\ny");
        assert!(parse_journal_message(b"{}").is_err());
        assert!(parse_journal_message(b"{\"file\":1}\nx").is_err());
    }
}
