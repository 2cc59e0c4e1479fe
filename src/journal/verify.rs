//! `jadoube verify`: is a journal as the board wrote it?
//!
//! Each line carries its `seq` and the SHA-256 of the line before it, so
//! the first break in the chain tells what was done:
//!
//! - a line **altered**: the next line records another hash for it (its
//!   `seq` still follows);
//! - lines **removed**: a `seq` is missing;
//! - a line **inserted**: the line after it chains to the line before it.
//!
//! A chain alone proves nothing against someone who rewrites the journal
//! and hashes it again. So the board **seals** it (journal format 2): a
//! `seal` line after the header, after every decision, restart and clean
//! stop, and at least every 10 s of engine time while it scans, signs the
//! chain up to it with the board's Ed25519 key. A rewrite fails at the
//! first seal after the change; which board signed is told by the
//! organiser's list of keys (`--key`, `--keys`). Lines after the last seal
//! are reported as unsealed: they are not evidence.
//!
//! The decisions are then replayed from the recorded inputs
//! ([`check_decisions`]); `jadoube verify` prints the chain's result first.

use std::fmt;

use sha2::{Digest, Sha256};

use super::feed;
use super::format::{
    FORMAT, GENESIS, GameInfo, Record, SEAL_EVERY, VERSION, clip, hash_hex, hex, parse_rfc3339,
    seal_message,
};
use super::key::{KeyList, PublicKey};
use super::store::{Contents, ReadLine};
use crate::time::Time;

/// What is wrong with a journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The file has no line at all.
    Empty,
    /// The first line is not a journal header.
    NoHeader { why: String },
    /// This line (1-based) is not as it was written.
    Altered { line: usize, why: String },
    /// Lines with these `seq` numbers are missing before this line.
    Removed {
        before_line: usize,
        first_seq: u64,
        last_seq: u64,
    },
    /// This line was not written by the daemon here.
    Inserted { line: usize },
    /// The recorded events are not what the recorded inputs produce.
    Decisions { why: String },
    /// This seal does not verify: the lines before it are not those the
    /// board sealed (or the seal is not the board's).
    Seal { line: usize, why: String },
    /// A journal of format 2 whose header is not followed by its seal.
    HeaderNotSealed,
    /// Keys were given, and a seal is by a key that is not among them.
    UnknownKey { line: usize, fingerprint: String },
    /// Keys were given, and the journal has no seal at all.
    Unsigned { version: u32 },
    /// The file is not as the board writes it: a byte-order mark, or CR LF
    /// line ends (re-saved by an editor, or copied in text mode).
    Encoding { what: String },
    /// After the last seal, a line a daemon never leaves unsealed (a
    /// decision, a press, an ack, ...): anyone could have written it.
    UnsealedEvidence { line: usize, what: String },
    /// The unsealed tail spans more engine time than a daemon leaves
    /// unsealed.
    UnsealedSpan {
        first_line: usize,
        last_line: usize,
        micros: u64,
    },
    /// An unsealed line whose `wall` is not a time.
    BadWall { line: usize, wall: String },
    /// Keys were given: the list names the signer as another board than
    /// the one the header names (a journal renamed, or a cloned key).
    WrongBoard {
        line: usize,
        signer: String,
        board: String,
    },
    /// `--expect-last`: the journal does not reach the end recorded when
    /// it was pulled or collected (cut, or another journal).
    Cut { expected: String },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NoHeader { why } => {
                write!(f, "line 1 is not a journal header: {}", clip(why))
            }
            Problem::Altered { line, why } => {
                write!(f, "line {line} was altered: {}", clip(why))
            }
            Problem::Removed {
                before_line,
                first_seq,
                last_seq,
            } => {
                if first_seq == last_seq {
                    write!(
                        f,
                        "a line was removed before line {before_line} (seq {first_seq})"
                    )
                } else {
                    write!(
                        f,
                        "{} lines were removed before line {before_line} (seq {first_seq} to {last_seq})",
                        last_seq - first_seq + 1
                    )
                }
            }
            Problem::Inserted { line } => write!(
                f,
                "line {line} was inserted: the line after it chains to the line before it"
            ),
            Problem::Decisions { why } => {
                write!(
                    f,
                    "the decisions do not follow from the inputs: {}",
                    clip(why)
                )
            }
            Problem::Empty => write!(f, "the file is empty: not a journal"),
            Problem::Seal { line, why } => {
                write!(f, "the seal at line {line} does not verify: {}", clip(why))
            }
            Problem::HeaderNotSealed => write!(
                f,
                "line 2 is not the header's seal: a journal of format 2 is sealed from its first line"
            ),
            Problem::UnknownKey { line, fingerprint } => write!(
                f,
                "the seal at line {line} is by key {fingerprint}, which is not among the keys given"
            ),
            Problem::Unsigned { version } => write!(
                f,
                "the journal has no seal (journal format {version}): which board wrote it cannot be checked"
            ),
            Problem::Encoding { what } => write!(
                f,
                "{what}: the board writes neither; the hashes and seals are over the bytes it wrote, so this copy cannot be checked: get the file as the board wrote it (copied as binary)"
            ),
            Problem::UnsealedEvidence { line, what } => write!(
                f,
                "line {line}, after the last seal, is {what}: a daemon seals it at once, so this line was not sealed by the board and anyone could have written it"
            ),
            Problem::UnsealedSpan {
                first_line,
                last_line,
                micros,
            } => write!(
                f,
                "the unsealed lines {first_line} to {last_line} span {:.3} s of engine time: a daemon seals at least every {} s",
                *micros as f64 / 1e6,
                SEAL_EVERY.micros() / 1_000_000
            ),
            Problem::BadWall { line, wall } => write!(
                f,
                "line {line}, after the last seal, has `wall` `{}`, which is not a time a daemon writes",
                clip(wall)
            ),
            Problem::WrongBoard {
                line,
                signer,
                board,
            } => write!(
                f,
                "the seal at line {line} is by the key the list gives to `{}`, but the journal's header names board `{}` (a journal renamed, or a key copied to another board)",
                clip(signer),
                clip(board)
            ),
            Problem::Cut { expected } => write!(
                f,
                "the journal does not reach the end expected (sha256 {}): no line of it, and no length of the file up to a line's end, has that hash (cut off, or another journal)",
                clip(expected)
            ),
        }
    }
}

/// A key that sealed lines of the journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signer {
    pub key: PublicKey,
    /// Its name on the list given (`Some("")`: listed without a name;
    /// `None`: not listed, or no list given).
    pub name: Option<String>,
    /// The lines of its first and last seals, and how many.
    pub first_line: usize,
    pub last_line: usize,
    pub seals: usize,
}

/// What `verify` found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub lines: usize,
    /// SHA-256 of the last complete line.
    pub last_hash: String,
    pub last_seq: Option<u64>,
    /// The header's `version` (0: no header).
    pub version: u32,
    /// The first break of the chain.
    pub chain: Option<Problem>,
    /// The first seal that does not verify (before the chain's break), a
    /// header left unsealed, or a key not among those given.
    pub seal: Option<Problem>,
    /// Who sealed, in order of their first seal.
    pub signers: Vec<Signer>,
    /// A list of keys was given: authenticity was checked.
    pub keys_given: bool,
    /// The line of the last seal that verifies.
    pub last_seal: Option<usize>,
    /// Complete lines after the last seal, by kind (`rec`), in order of
    /// their first appearance.
    pub unsealed: Vec<(String, usize)>,
    /// Restarts that found unsealed lines (their line, how many lines).
    pub taken_over: Vec<(usize, u64)>,
    /// Replay check (when asked for and possible).
    pub decisions: Option<Problem>,
    /// Events recorded, and checked by the replay.
    pub events: usize,
    pub replayed: bool,
    /// An incomplete last line: (line number, bytes).
    pub torn: Option<(usize, usize)>,
    /// Torn lines cut off by earlier restarts, and restarts.
    pub torn_records: usize,
    pub restarts: usize,
    /// The journal ends with a clean stop (perhaps followed by its seal).
    pub stopped: bool,
    /// ... and that stop is sealed.
    pub signed_stop: bool,
    /// What is wrong with the unsealed tail (format 2): a line a daemon
    /// seals at once, too long a span, a bad `wall`.
    pub tail: Option<Problem>,
    /// `--expect-last` was given and the journal does not reach it.
    pub cut: Option<Problem>,
    /// Lines 1 to this one are evidence: sealed (every line of an intact
    /// unsigned journal, which is reported as unsigned).
    pub evidence_lines: usize,
    /// How the evidence ends: the game's end, a stop, a seal.
    pub end: End,
    /// The game the header names.
    pub game: GameInfo,
    /// The wall-clock times of the header and of the last line of evidence.
    pub first_wall: String,
    pub last_wall: String,
    /// The last sealed `game_over` (its result and how), unless a new game
    /// follows it.
    pub result: Option<crate::arbiter::event::GameOverEvent>,
    /// `--expect-last` was met: at the last line, or this many lines before
    /// the end.
    pub expected_end: Option<usize>,
}

/// How the evidence of a journal ends (`docs/journal.md`, "Complete").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum End {
    /// Not known: the journal does not verify.
    #[default]
    Unknown,
    /// The game's end (`game_over`) is sealed: complete.
    GameOver,
    /// A sealed clean stop in mid-game that the hall's receipt confirms
    /// (what confirms it): complete.
    ConfirmedStop(String),
    /// A sealed clean stop in mid-game (a daemon stopped, never started
    /// again on this game): incomplete.
    StopMidGame,
    /// Ends at a seal, without a stop (the daemon runs, was killed, or the
    /// file was cut at a seal): incomplete.
    NoStop,
    /// A sealed stop for the hall's pairing (reason `pairing`, issue 30)
    /// before the board's game began: the game goes on in the pairing's
    /// journal; complete.
    ForPairing,
}

impl End {
    /// The journal holds the whole game, or what the hall confirmed.
    pub fn complete(&self) -> bool {
        matches!(
            self,
            End::GameOver | End::ConfirmedStop(_) | End::ForPairing
        )
    }

    /// In words, for `verify`.
    pub fn words(&self) -> String {
        match self {
            End::Unknown => "not known (the journal does not verify)".into(),
            End::GameOver => "complete: the game's end is sealed".into(),
            End::ConfirmedStop(by) => {
                format!("complete: ends at a sealed stop in mid-game, confirmed by {by}")
            }
            End::StopMidGame => "INCOMPLETE: ends at a stop in mid-game (a daemon stopped and not started again on this game, or the file was cut at that stop; the hall's receipt or --expect-last tells which)".into(),
            End::ForPairing => "complete: ends at a sealed stop before its game began, for the hall's pairing (the game is in the pairing's journal)".into(),
            End::NoStop => "INCOMPLETE: ends at a seal without a stop (the daemon is running, or was killed or lost its power, or the file was cut at a seal)".into(),
        }
    }
}

impl Report {
    /// Nothing wrong: the chain, the seals (and keys, when given) and the
    /// decisions. (An unsealed tail is reported, not a failure.)
    pub fn ok(&self) -> bool {
        self.first_problem().is_none()
    }

    /// The first problem, if any.
    pub fn first_problem(&self) -> Option<&Problem> {
        self.chain
            .as_ref()
            .or(self.seal.as_ref())
            .or(self.tail.as_ref())
            .or(self.cut.as_ref())
            .or(self.decisions.as_ref())
    }

    /// Verified, and complete (the game's end sealed, or a stop the hall
    /// confirmed).
    pub fn complete(&self) -> bool {
        self.ok() && self.end.complete()
    }

    /// The game, for people: `City Open, round 3, board 12: A - B`.
    pub fn game_words(&self) -> String {
        let g = &self.game;
        let q = |o: &Option<String>| clip(o.as_deref().unwrap_or("?"));
        format!(
            "{}, round {}, board {}: {} - {}",
            q(&g.event),
            q(&g.round),
            q(&g.board),
            q(&g.white),
            q(&g.black)
        )
    }

    /// Lines after the last seal.
    pub fn unsealed_lines(&self) -> usize {
        self.unsealed.iter().map(|(_, n)| n).sum()
    }

    /// The key fingerprints that sealed, joined (`-` when none).
    pub fn fingerprints(&self) -> String {
        if self.signers.is_empty() {
            return "-".into();
        }
        let v: Vec<String> = self.signers.iter().map(|s| s.key.fingerprint()).collect();
        v.join(", ")
    }

    /// Who sealed, for people: `board-12 (key 3f2a-…)`, or the key alone.
    pub fn signed_by(&self) -> String {
        let v: Vec<String> = self
            .signers
            .iter()
            .map(|s| match s.name.as_deref() {
                Some(n) if !n.is_empty() => format!("{n} (key {})", s.key.fingerprint()),
                _ => format!("key {}", s.key.fingerprint()),
            })
            .collect();
        v.join(", then ")
    }

    /// One line for a PGN tag or a summary: what was checked and found.
    pub fn summary(&self) -> String {
        if let Some(p) = self.first_problem() {
            return format!("NOT VERIFIED: {p}");
        }
        let mut s = if self.signers.is_empty() {
            format!(
                "chain intact, unsigned (journal format {}): authenticity cannot be checked",
                self.version
            )
        } else if self.keys_given {
            format!(
                "chain intact, sealed by {} from the list of keys",
                self.signed_by()
            )
        } else {
            format!(
                "chain intact, sealed by {}; authenticity not checked (no list of keys)",
                self.signed_by()
            )
        };
        if self.replayed {
            s.push_str(", decisions replayed");
        }
        if !self.signers.is_empty() {
            if self.signed_stop {
                s.push_str(", sealed to a clean stop");
            } else if self.unsealed_lines() > 0 {
                s.push_str(&format!(
                    ", {} unsealed line(s) at the end",
                    self.unsealed_lines()
                ));
            } else {
                s.push_str(", no clean stop");
            }
        }
        s.push_str(if self.end.complete() {
            ", complete"
        } else {
            ", INCOMPLETE"
        });
        s
    }
}

impl Report {
    /// At most 60 characters, for a PGN tag: `chain, seals, decisions; key
    /// on the list; sealed stop`, or `NO: the seal at line 57 fails`.
    pub fn short(&self) -> String {
        if let Some(p) = self.first_problem() {
            let what = match p {
                Problem::Empty | Problem::NoHeader { .. } => "not a journal".to_string(),
                Problem::Altered { line, .. } => format!("line {line} altered"),
                Problem::Removed { before_line, .. } => {
                    format!("lines removed before line {before_line}")
                }
                Problem::Inserted { line } => format!("line {line} inserted"),
                Problem::Decisions { .. } => "the decisions do not replay".into(),
                Problem::Seal { line, .. } => format!("the seal at line {line} fails"),
                Problem::HeaderNotSealed => "the header is not sealed".into(),
                Problem::UnknownKey { line, .. } => {
                    format!("key not on the list (line {line})")
                }
                Problem::Unsigned { .. } => "unsigned".into(),
                Problem::Encoding { .. } => "re-encoded (CR LF or BOM)".into(),
                Problem::UnsealedEvidence { line, .. } => {
                    format!("unsealed evidence at line {line}")
                }
                Problem::UnsealedSpan { .. } => "unsealed tail too long".into(),
                Problem::BadWall { line, .. } => format!("bad wall time at line {line}"),
                Problem::WrongBoard { .. } => "sealed by another board's key".into(),
                Problem::Cut { .. } => "cut before the expected end".into(),
            };
            return format!("NO: {what}");
        }
        let signed = !self.signers.is_empty();
        let mut s = String::from(if signed { "chain, seals" } else { "chain" });
        if self.replayed {
            s.push_str(", decisions");
        }
        if !signed {
            s.push_str(&format!("; unsigned (format {})", self.version));
            return s;
        }
        s.push_str(if self.keys_given {
            "; key on the list"
        } else {
            "; key not checked"
        });
        match self.end {
            End::GameOver if self.signed_stop => s.push_str("; sealed stop"),
            End::GameOver if self.unsealed_lines() > 0 => {
                s.push_str(&format!("; {} unsealed at end", self.unsealed_lines()))
            }
            End::GameOver => s.push_str("; no stop"),
            End::ConfirmedStop(_) => s.push_str("; stop confirmed"),
            _ => s.push_str("; INCOMPLETE"),
        }
        s
    }
}

fn seq(l: &ReadLine) -> Option<u64> {
    l.line().map(|l| l.seq)
}

/// Checks the chain, the seals and the decisions of a journal (`replay`:
/// the decisions too), with no list of keys.
pub fn verify(c: &Contents, replay: bool) -> Report {
    let mut r = check(c, None);
    if replay {
        check_decisions(c, &mut r);
    }
    r
}

/// Checks the chain and the seals, and with `keys` which board sealed.
pub fn check(c: &Contents, keys: Option<&KeyList>) -> Report {
    let mut r = Report {
        lines: c.lines.len(),
        last_hash: c.lines.last().map(|l| hash_hex(&l.raw)).unwrap_or_default(),
        last_seq: c.lines.last().and_then(seq),
        torn: c.torn.as_ref().map(|(_, b)| (c.lines.len() + 1, b.len())),
        version: c.header().map_or(0, |h| h.version),
        keys_given: keys.is_some(),
        game: c.header().map(|h| h.game.clone()).unwrap_or_default(),
        ..Report::default()
    };
    r.chain = if c.lines.is_empty() {
        Some(match &c.torn {
            Some((_, bytes)) if !bytes.is_empty() => Problem::NoHeader {
                why: format!(
                    "the file has no complete line ({} bytes without a newline)",
                    bytes.len()
                ),
            },
            _ => Problem::Empty,
        })
    } else {
        encoding(c).or_else(|| check_chain(c))
    };
    for l in &c.lines {
        match l.line().map(|l| &l.rec) {
            Some(Record::Event(_)) => r.events += 1,
            Some(Record::Restart(x)) => {
                r.restarts += 1;
                if x.unsealed_lines > 0 {
                    r.taken_over.push((l.number, x.unsealed_lines));
                }
            }
            Some(Record::TornLine(_)) => r.torn_records += 1,
            _ => {}
        }
    }
    let last_kinds: Vec<&str> = c
        .lines
        .iter()
        .rev()
        .filter_map(|l| l.line().map(|l| l.rec.name()))
        .take(2)
        .collect();
    r.stopped = matches!(last_kinds.as_slice(), ["stop", ..] | ["seal", "stop"]);
    r.signed_stop = matches!(last_kinds.as_slice(), ["seal", "stop"]);
    check_seals(c, keys, &mut r);
    if r.chain.is_none() && r.seal.is_none() {
        check_tail(c, &mut r);
        check_end(c, &mut r);
    }
    r
}

/// The records a daemon may leave after its last seal (`docs/journal.md`,
/// "Lines after the last seal"): scans, the hardware's faults and
/// recoveries, and the lifts and drops they produced, for at most
/// [`SEAL_EVERY`]. Everything else (a decision, a press, an ack, a
/// j'adoube, a restart, a stop, and any record this list does not name,
/// new ones included) is sealed in the write that carries it, so an
/// unsealed one was not sealed by the board.
pub fn may_stay_unsealed(rec: &Record) -> bool {
    match rec {
        Record::Frame(_) | Record::HwFault(_) | Record::HwOk => true,
        Record::Event(e) => matches!(e.event.kind(), "lift" | "drop"),
        _ => false,
    }
}

/// The unsealed tail of a sealed journal: only what
/// [`may_stay_unsealed`], over at most [`SEAL_EVERY`] (and a scan), each
/// with a `wall` that is a time.
fn check_tail(c: &Contents, r: &mut Report) {
    if r.version < 2 || r.signers.is_empty() {
        // Unsigned: the whole journal is reported as such.
        r.evidence_lines = c.lines.len();
        return;
    }
    let from = r.last_seal.unwrap_or(0);
    r.evidence_lines = from;
    let period = c.header().map_or(Time::ZERO, |h| h.period());
    let tail = &c.lines[from.min(c.lines.len())..];
    let mut first: Option<(usize, Time)> = None;
    for l in tail {
        let Some(line) = l.line() else {
            r.tail = Some(Problem::UnsealedEvidence {
                line: l.number,
                what: "a line that is not a journal line".into(),
            });
            return;
        };
        if !may_stay_unsealed(&line.rec) {
            let what = match &line.rec {
                Record::Event(e) => format!("an event `{}`", e.event.kind()),
                rec => format!("a `{}` line", rec.name()),
            };
            r.tail = Some(Problem::UnsealedEvidence {
                line: l.number,
                what,
            });
            return;
        }
        if parse_rfc3339(&line.wall).is_err() {
            r.tail = Some(Problem::BadWall {
                line: l.number,
                wall: line.wall.clone(),
            });
            return;
        }
        let (first_line, t0) = *first.get_or_insert((l.number, line.t));
        let span = line.t.since(t0).max(t0.since(line.t));
        if span > SEAL_EVERY.plus(period) {
            r.tail = Some(Problem::UnsealedSpan {
                first_line,
                last_line: l.number,
                micros: span.micros(),
            });
            return;
        }
    }
}

/// The game, and how its evidence ends.
fn check_end(c: &Contents, r: &mut Report) {
    if let Some(h) = c.header() {
        r.game = h.game.clone();
    }
    r.first_wall = c
        .lines
        .first()
        .and_then(ReadLine::line)
        .map(|l| l.wall.clone())
        .unwrap_or_default();
    let evidence = &c.lines[..r.evidence_lines.min(c.lines.len())];
    r.last_wall = evidence
        .last()
        .and_then(ReadLine::line)
        .map(|l| l.wall.clone())
        .unwrap_or_default();
    // The last game_over, unless a new game follows it.
    let mut over: Option<crate::arbiter::event::GameOverEvent> = None;
    // A move (or an illegal one) in the board's current game.
    let mut begun = false;
    let mut stop_reason = None;
    for line in evidence.iter().filter_map(ReadLine::line) {
        if let Record::Stop(s) = &line.rec {
            stop_reason = Some(s.reason.as_str());
        }
        let Record::Event(e) = &line.rec else {
            continue;
        };
        match &e.event {
            crate::arbiter::Event::GameOver(g) => over = Some(g.clone()),
            crate::arbiter::Event::Move(_) | crate::arbiter::Event::Illegal(_) => begun = true,
            ev if ev.kind() == "new_game" => {
                over = None;
                begun = false;
            }
            _ => {}
        }
    }
    let kinds: Vec<&str> = evidence
        .iter()
        .rev()
        .filter_map(|l| l.line().map(|l| l.rec.name()))
        .take(2)
        .collect();
    let stop = if r.version >= 2 {
        kinds.as_slice() == ["seal", "stop"]
    } else {
        kinds.first() == Some(&"stop")
    };
    r.end = if over.is_some() {
        End::GameOver
    } else if stop && !begun && stop_reason == Some("pairing") {
        End::ForPairing
    } else if stop {
        End::StopMidGame
    } else {
        End::NoStop
    };
    r.result = over;
}

/// A stop in mid-game that the hall's receipt confirms (`by`: which
/// receipt) completes the journal.
pub fn confirm_stop(r: &mut Report, by: String) {
    if r.end == End::StopMidGame {
        r.end = End::ConfirmedStop(by);
    }
}

/// SHA-256 of the file's bytes (its lines, and an incomplete last line).
pub fn file_sha256(c: &Contents) -> String {
    let mut file = Sha256::new();
    for l in &c.lines {
        file.update(&l.raw);
        file.update(b"\n");
    }
    if let Some((_, torn)) = &c.torn {
        file.update(torn);
    }
    hex(&file.finalize())
}

/// `--expect-last HASH`: the journal must reach the end recorded when it
/// was pulled or collected: `HASH` is the SHA-256 of its last line (the
/// round summary's `journal_last_sha256`) or of the whole file (the hall's
/// receipt). A journal that goes on after it is told; one that does not
/// reach it fails.
pub fn expect_last(c: &Contents, r: &mut Report, hash: &str) {
    let want = hash.trim().to_ascii_lowercase();
    let mut file = Sha256::new();
    let n = c.lines.len();
    for (i, l) in c.lines.iter().enumerate() {
        file.update(&l.raw);
        file.update(b"\n");
        if hash_hex(&l.raw) == want || hex(&file.clone().finalize()) == want {
            r.expected_end = Some(n - 1 - i);
            return;
        }
    }
    if let Some((_, torn)) = &c.torn {
        file.update(torn);
        if hex(&file.finalize()) == want {
            r.expected_end = Some(0);
            return;
        }
    }
    r.cut = Some(Problem::Cut { expected: want });
}

/// Replays the decisions from the recorded inputs (a journal with a header).
pub fn check_decisions(c: &Contents, r: &mut Report) {
    let Some(header) = c.header() else { return };
    // After a broken chain or a failed seal nothing is replayed: the lines
    // are not the board's (and a forged journal costs no replay).
    if r.chain.is_some() || r.seal.is_some() {
        return;
    }
    let lines = c
        .lines
        .iter()
        .skip(1)
        .map(|l| (l.number, l.parsed.as_ref()));
    match feed::replay_lines(header, lines) {
        Ok(rep) => {
            r.replayed = true;
            if let Some(why) = rep.mismatch {
                r.decisions = Some(Problem::Decisions { why });
            } else if let Some((n, why)) = rep.unreadable.first() {
                r.decisions = Some(Problem::Decisions {
                    why: format!("line {n}: {why}"),
                });
            }
        }
        Err(why) => r.decisions = Some(Problem::Decisions { why }),
    }
}

/// The seals up to the chain's first break: each must sign the chain up to
/// it; with a list, each key must be on it. Lines after the last good
/// seal are counted as unsealed.
fn check_seals(c: &Contents, keys: Option<&KeyList>, r: &mut Report) {
    // After a break of the chain nothing can be trusted.
    let end = match &r.chain {
        None => c.lines.len(),
        Some(Problem::Empty | Problem::NoHeader { .. } | Problem::Encoding { .. }) => return,
        Some(p) => first_line_of(p).map_or(0, |n| n.saturating_sub(1)),
    };
    let mut bad: Option<Problem> = None;
    for l in &c.lines[..end.min(c.lines.len())] {
        let Some(line) = l.line() else { continue };
        let Record::Seal(seal) = &line.rec else {
            continue;
        };
        let key = match PublicKey::parse(&seal.key) {
            Ok(k) => k,
            Err(e) => {
                bad = Some(Problem::Seal {
                    line: l.number,
                    why: e,
                });
                break;
            }
        };
        let msg = seal_message(line.seq, line.t, &line.wall, &seal.key, &line.prev);
        if !key.verifies(&msg, &seal.sig) {
            bad = Some(Problem::Seal {
                line: l.number,
                why: format!(
                    "the lines before it are not those key {} sealed (rewritten and hashed again?), or the seal is not by that key",
                    key.fingerprint()
                ),
            });
            break;
        }
        let name = keys.and_then(|k| k.name_of(&key)).map(String::from);
        if keys.is_some() && name.is_none() && bad.is_none() {
            bad = Some(Problem::UnknownKey {
                line: l.number,
                fingerprint: key.fingerprint(),
            });
        }
        match r.signers.iter_mut().find(|s| s.key == key) {
            Some(s) => {
                s.last_line = l.number;
                s.seals += 1;
            }
            None => r.signers.push(Signer {
                key,
                name,
                first_line: l.number,
                last_line: l.number,
                seals: 1,
            }),
        }
        r.last_seal = Some(l.number);
    }
    // The header's seal is line 2 (or, when the power went before it was
    // on the disk, the restart that followed seals the header).
    let first_kind = c
        .lines
        .get(1)
        .and_then(ReadLine::line)
        .map(|l| l.rec.name());
    if bad.is_none()
        && r.version >= 2
        && first_kind.is_some_and(|k| !matches!(k, "seal" | "torn_line" | "restart"))
    {
        bad = Some(Problem::HeaderNotSealed);
    }
    if bad.is_none() && keys.is_some() && r.signers.is_empty() {
        bad = Some(Problem::Unsigned { version: r.version });
    }
    if bad.is_none()
        && keys.is_some()
        && let Some(board) = c.header().and_then(|h| h.game.board.as_deref())
    {
        bad = wrong_board(r, board);
    }
    r.seal = bad;
    // The unsealed tail: the lines after the last good seal (all of them
    // in an unsigned journal).
    let from = r.last_seal.unwrap_or(0);
    for l in c.lines.iter().skip(from) {
        let kind = l.line().map_or("unreadable", |l| l.rec.name());
        match r.unsealed.iter_mut().find(|(k, _)| k == kind) {
            Some(e) => e.1 += 1,
            None => r.unsealed.push((kind.to_string(), 1)),
        }
    }
}

/// A seal by a key that the list gives to another board than `board` (the
/// header's board, or the board the hall received the journal from). The
/// hall and `verify` both ask this.
pub fn wrong_board(r: &Report, board: &str) -> Option<Problem> {
    r.signers.iter().find_map(|s| {
        let name = s.name.as_deref().filter(|n| !n.is_empty())?;
        (!board_matches(name, board)).then(|| Problem::WrongBoard {
            line: s.first_line,
            signer: name.to_string(),
            board: board.to_string(),
        })
    })
}

/// A name on the organiser's list names `board`: the same letters and
/// digits, case aside, a leading `board` or `b` before a digit aside
/// (`board-12`, `B12`, `Board 12` and `12` are one board).
pub fn board_matches(name: &str, board: &str) -> bool {
    fn norm(s: &str) -> String {
        let s: String = s
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        for p in ["board", "b"] {
            if let Some(rest) = s.strip_prefix(p)
                && rest.starts_with(|c: char| c.is_ascii_digit())
            {
                return rest.to_string();
            }
        }
        s
    }
    norm(name) == norm(board)
}

/// The first line a chain problem names.
fn first_line_of(p: &Problem) -> Option<usize> {
    match p {
        Problem::Altered { line, .. } | Problem::Inserted { line } => Some(*line),
        Problem::Removed { before_line, .. } => Some(*before_line),
        _ => None,
    }
}

/// A byte-order mark, or CR LF line ends: the file re-saved by an editor
/// or copied in text mode (named as such, not as an edit).
fn encoding(c: &Contents) -> Option<Problem> {
    let first = c.lines.first()?;
    if first.raw.starts_with(b"\xef\xbb\xbf") {
        return Some(Problem::Encoding {
            what: "line 1 begins with a byte-order mark (BOM)".into(),
        });
    }
    let mut crlf = c.lines.iter().filter(|l| l.raw.ends_with(b"\r"));
    if let Some(first) = crlf.next() {
        return Some(Problem::Encoding {
            what: format!(
                "{} of its {} lines end with CR LF (Windows line ends), from line {}",
                crlf.count() + 1,
                c.lines.len(),
                first.number
            ),
        });
    }
    None
}

fn check_chain(c: &Contents) -> Option<Problem> {
    let lines = &c.lines;
    let first = lines.first()?;
    match &first.parsed {
        Err(e) => return Some(Problem::NoHeader { why: e.clone() }),
        Ok(l) => {
            let Record::Header(h) = &l.rec else {
                return Some(Problem::NoHeader {
                    why: format!("it is a `{}` line", l.rec.name()),
                });
            };
            if h.format != FORMAT {
                return Some(Problem::NoHeader {
                    why: format!("format `{}`, not `{FORMAT}`", h.format),
                });
            }
            if h.version > VERSION {
                return Some(Problem::NoHeader {
                    why: format!(
                        "journal format version {} is newer than this jadoube reads ({VERSION})",
                        h.version
                    ),
                });
            }
            if let Err(why) = h.check() {
                return Some(Problem::NoHeader {
                    why: format!("its settings are not a daemon's: {why}"),
                });
            }
            if l.seq != 0 || l.prev != GENESIS {
                return Some(Problem::Altered {
                    line: 1,
                    why: "the header must have seq 0 and a zero `prev`".into(),
                });
            }
        }
    }
    let hash = |i: usize| hash_hex(&lines[i].raw);
    let follows = |i: usize, j: usize| -> bool {
        // Line j chains directly to line i.
        match (lines[i].line(), lines[j].line()) {
            (Some(a), Some(b)) => b.seq == a.seq + 1 && b.prev == hash(i),
            _ => false,
        }
    };
    for i in 1..lines.len() {
        if follows(i - 1, i) {
            continue;
        }
        let number = lines[i].number;
        // The line after this one chains to the one before it: this one was inserted.
        if i + 1 < lines.len() && follows(i - 1, i + 1) {
            return Some(Problem::Inserted { line: number });
        }
        // This line chains to the one two before: the one before was inserted.
        if i >= 2 && follows(i - 2, i) {
            return Some(Problem::Inserted {
                line: lines[i - 1].number,
            });
        }
        let (Some(prev), Some(cur)) = (lines[i - 1].line(), lines[i].line()) else {
            let bad = if lines[i - 1].line().is_none() {
                i - 1
            } else {
                i
            };
            return Some(Problem::Altered {
                line: lines[bad].number,
                why: format!(
                    "it is not a journal line ({})",
                    lines[bad]
                        .parsed
                        .as_ref()
                        .err()
                        .cloned()
                        .unwrap_or_default()
                ),
            });
        };
        if cur.seq > prev.seq + 1 {
            return Some(Problem::Removed {
                before_line: number,
                first_seq: prev.seq + 1,
                last_seq: cur.seq - 1,
            });
        }
        if cur.seq == prev.seq + 1 {
            return Some(Problem::Altered {
                line: lines[i - 1].number,
                why: format!("line {number} records another hash for it"),
            });
        }
        return Some(Problem::Altered {
            line: number,
            why: format!("seq {} does not follow {}", cur.seq, prev.seq),
        });
    }
    None
}
