//! `jadoube verify`: is a journal as the daemon wrote it?
//!
//! Each line carries its `seq` and the SHA-256 of the line before it, so
//! the first break in the chain tells what was done:
//!
//! - a line **altered**: the next line records another hash for it (its
//!   `seq` still follows);
//! - lines **removed**: a `seq` is missing;
//! - a line **inserted**: the line after it chains to the line before it.
//!
//! A change to the very last line leaves no later line to catch it: the
//! replay check (the recorded events against those the inputs produce)
//! catches an edited decision, and the last hash, printed here and in the
//! export's round summary, anchors the end.

use std::fmt;

use super::feed;
use super::format::{FORMAT, GENESIS, Record, VERSION, hash_hex};
use super::store::{Contents, ReadLine};

/// What is wrong with a journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
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
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NoHeader { why } => write!(f, "line 1 is not a journal header: {why}"),
            Problem::Altered { line, why } => write!(f, "line {line} was altered: {why}"),
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
                write!(f, "the decisions do not follow from the inputs: {why}")
            }
        }
    }
}

/// What `verify` found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub lines: usize,
    /// SHA-256 of the last complete line.
    pub last_hash: String,
    pub last_seq: Option<u64>,
    /// The first break of the chain.
    pub chain: Option<Problem>,
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
    /// The journal ends with a clean stop.
    pub stopped: bool,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.chain.is_none() && self.decisions.is_none()
    }

    /// The first problem, if any.
    pub fn first_problem(&self) -> Option<&Problem> {
        self.chain.as_ref().or(self.decisions.as_ref())
    }
}

fn seq(l: &ReadLine) -> Option<u64> {
    l.line().map(|l| l.seq)
}

/// Checks the chain (and, with `replay`, the decisions) of a journal.
pub fn verify(c: &Contents, replay: bool) -> Report {
    let mut r = Report {
        lines: c.lines.len(),
        last_hash: c.lines.last().map(|l| hash_hex(&l.raw)).unwrap_or_default(),
        last_seq: c.lines.last().and_then(seq),
        torn: c.torn.as_ref().map(|(_, b)| (c.lines.len() + 1, b.len())),
        ..Report::default()
    };
    r.chain = check_chain(c);
    for l in c.parsed() {
        match &l.rec {
            Record::Event(_) => r.events += 1,
            Record::Restart(_) => r.restarts += 1,
            Record::TornLine(_) => r.torn_records += 1,
            _ => {}
        }
    }
    r.stopped = matches!(
        c.lines.last().and_then(ReadLine::line).map(|l| &l.rec),
        Some(Record::Stop(_))
    );
    if replay && let Some(header) = c.header() {
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
    r
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
