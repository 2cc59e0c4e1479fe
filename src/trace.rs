//! The trace format of `shared/spec/trace-format.md`: a recording of what
//! the board's inputs did (sensor frames, clock presses, the arbiter's
//! button), one record per line.
//!
//! ```
//! let trace = jadoube::trace::parse("start startpos\n0.25 lift e2\n0.5 drop e4\n0.8 press\n").unwrap();
//! assert_eq!(trace.lines.len(), 3);
//! ```

mod play;
mod why;

use shakmaty::{Board, Color, Piece, Square};

use crate::arbiter::event::GameResult;
use crate::arbiter::rules::{ClockMode, Supervision, Variant};
use crate::board::SensorKind;
use crate::time::Time;

pub use play::{Overrides, Physical, find_rules, press_side, setup, trace_end};
pub use why::TraceWhy;

/// The version of the trace format this parser reads (`docs/trace-format.md`;
/// `docs/versions.md`): major 1, minors 0 to this one. A trace may name the
/// version it needs in a `version` header line; a later minor or another
/// major is refused at that line rather than at the first unknown verb.
pub const FORMAT_VERSION: (u32, u32) = (1, 2);

/// A parsed trace.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// `version` line: the format version the trace says it needs.
    pub version: Option<(u32, u32)>,
    /// `start` line: its number and the FEN (or `startpos`).
    pub start: Option<(usize, String)>,
    pub variant: Option<(usize, Variant)>,
    pub rules: Option<(usize, String)>,
    pub supervision: Option<Supervision>,
    pub sensor: Option<SensorKind>,
    pub clock: Option<ClockMode>,
    /// The timed lines, in order.
    pub lines: Vec<Line>,
}

/// One timed line.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 1-based line number in the file.
    pub number: usize,
    pub t: Time,
    pub op: Op,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Lift(Square),
    Drop(Square, Option<Piece>),
    /// Raw occupancy frame, a1 = bit 0.
    Occ(u64),
    /// Raw identity frame.
    Board(Board),
    Press(Option<Color>),
    Ack,
    /// `adjust white|black` (format 1.1): that player announces "j'adoube"
    /// (Art. 4.2.1).
    Adjust(Color),
    /// `flag white|black` (format 1.2): the clock shows that side's flag
    /// has fallen (Art. 6.9).
    Flag(Color),
    /// `result 1-0|0-1|1/2-1/2` (format 1.2): the arbiter enters the result.
    Result(GameResult),
    /// `end` (format 1.2): the recording ends at this line's time.
    End,
}

/// A trace error, naming the line: `line 14: lift e4: the square is already empty`.
/// Its message quotes at most 200 characters of any word of the input
/// (`error::clip_words`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {}", crate::error::clip_words(.message))]
pub struct TraceError {
    pub line: usize,
    /// In English, for logs.
    pub message: String,
    /// What is wrong, with its values, for a translation (`None` for a
    /// message made elsewhere, which only has its English).
    pub why: Option<TraceWhy>,
}

impl TraceError {
    pub fn new(line: usize, message: impl Into<String>) -> TraceError {
        TraceError {
            line,
            message: message.into(),
            why: None,
        }
    }

    /// The error at `line` for `why`; its message is `why`'s English.
    pub fn of(line: usize, why: TraceWhy) -> TraceError {
        TraceError {
            line,
            message: why.to_string(),
            why: Some(why),
        }
    }
}

fn one_of<T: Copy>(
    line: usize,
    key: &str,
    value: &str,
    options: &[(&str, T)],
) -> Result<T, TraceError> {
    options
        .iter()
        .find(|(name, _)| *name == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            TraceError::of(
                line,
                TraceWhy::NotOneOf {
                    key: key.into(),
                    value: value.into(),
                    allowed: options.iter().map(|(n, _)| n.to_string()).collect(),
                },
            )
        })
}

fn square(line: usize, verb: &str, s: Option<&str>) -> Result<Square, TraceError> {
    let s = s.ok_or_else(|| TraceError::of(line, TraceWhy::MissingSquare { verb: verb.into() }))?;
    let valid = s.len() == 2
        && matches!(s.as_bytes()[0], b'a'..=b'h')
        && matches!(s.as_bytes()[1], b'1'..=b'8');
    if !valid {
        return Err(TraceError::of(
            line,
            TraceWhy::NotSquare {
                verb: verb.into(),
                text: s.into(),
            },
        ));
    }
    Ok(s.parse().expect("checked square"))
}

/// Parses a trace. Errors name the line and what is wrong; nothing panics,
/// whatever the input.
pub fn parse(text: &str) -> Result<Trace, TraceError> {
    parse_bytes(text.as_bytes())
}

/// Like [`parse`], from bytes that may not be UTF-8.
pub fn parse_bytes(bytes: &[u8]) -> Result<Trace, TraceError> {
    let mut trace = Trace::default();
    let mut last_t = Time::ZERO;
    // Header keys given so far, with their lines.
    let mut seen: Vec<(String, usize)> = Vec::new();
    // A UTF-8 byte-order mark (some editors write one) is not content.
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    for (index, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let n = index + 1;
        let raw = std::str::from_utf8(raw).map_err(|_| TraceError::of(n, TraceWhy::NotUtf8))?;
        let content = raw.split('#').next().unwrap_or("");
        let mut tokens = content.split([' ', '\t', '\r']).filter(|t| !t.is_empty());
        let Some(first) = tokens.next() else { continue };
        let rest: Vec<&str> = tokens.collect();
        let first_is_time = first
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_digit() || b == b'.');
        if !first_is_time {
            if !trace.lines.is_empty() {
                return Err(TraceError::of(
                    n,
                    TraceWhy::HeaderAfterTimed { key: first.into() },
                ));
            }
            if let Some((_, at)) = seen.iter().find(|(k, _)| k == first) {
                return Err(TraceError::of(
                    n,
                    TraceWhy::HeaderAgain {
                        key: first.into(),
                        first: *at,
                    },
                ));
            }
            header(&mut trace, n, first, &rest)?;
            seen.push((first.to_string(), n));
            continue;
        }
        let t =
            Time::parse_secs(first).map_err(|why| TraceError::of(n, TraceWhy::BadTime { why }))?;
        let t = t.check_limit().map_err(|_| {
            TraceError::of(
                n,
                TraceWhy::BeyondWeek {
                    time: t.to_string(),
                },
            )
        })?;
        if t < last_t {
            return Err(TraceError::of(
                n,
                TraceWhy::TimeBackwards {
                    time: t.to_string(),
                    before: last_t.to_string(),
                },
            ));
        }
        last_t = t;
        if let Some(end) = trace.lines.last().filter(|l| l.op == Op::End) {
            return Err(TraceError::of(n, TraceWhy::AfterEnd { end: end.number }));
        }
        let verb = *rest
            .first()
            .ok_or_else(|| TraceError::of(n, TraceWhy::NoVerb))?;
        let args = &rest[1..];
        let max_args = match verb {
            "lift" | "occ" | "board" => 1,
            "drop" => 2,
            "press" => 1,
            "ack" => 0,
            "adjust" | "flag" | "result" => 1,
            "end" => 0,
            other => {
                return Err(TraceError::of(
                    n,
                    TraceWhy::UnknownVerb { verb: other.into() },
                ));
            }
        };
        if args.len() > max_args {
            return Err(TraceError::of(
                n,
                TraceWhy::Unexpected {
                    what: verb.into(),
                    extra: args[max_args].into(),
                },
            ));
        }
        let op = match verb {
            "lift" => Op::Lift(square(n, verb, args.first().copied())?),
            "drop" => {
                let sq = square(n, verb, args.first().copied())?;
                let piece = match args.get(1) {
                    None => None,
                    Some(p) => {
                        let mut chars = p.chars();
                        match (chars.next().and_then(Piece::from_char), chars.next()) {
                            (Some(piece), None) => Some(piece),
                            _ => {
                                return Err(TraceError::of(
                                    n,
                                    TraceWhy::NotPiece {
                                        square: sq.to_string(),
                                        letter: p.to_string(),
                                    },
                                ));
                            }
                        }
                    }
                };
                Op::Drop(sq, piece)
            }
            "occ" => {
                let hex = args
                    .first()
                    .ok_or_else(|| TraceError::of(n, TraceWhy::MissingHex))?;
                if hex.len() != 16 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::BadHex {
                            text: hex.to_string(),
                        },
                    ));
                }
                Op::Occ(u64::from_str_radix(hex, 16).expect("checked hex"))
            }
            "board" => {
                let placement = args
                    .first()
                    .ok_or_else(|| TraceError::of(n, TraceWhy::MissingPlacement))?;
                let board = Board::from_ascii_board_fen(placement.as_bytes()).map_err(|e| {
                    TraceError::of(
                        n,
                        TraceWhy::BadPlacement {
                            text: placement.to_string(),
                            why: e.to_string(),
                        },
                    )
                })?;
                Op::Board(board)
            }
            "press" => match args.first() {
                None => Op::Press(None),
                Some(&"white") => Op::Press(Some(Color::White)),
                Some(&"black") => Op::Press(Some(Color::Black)),
                Some(other) => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::BadPressSide {
                            value: other.to_string(),
                        },
                    ));
                }
            },
            "adjust" => match args.first() {
                Some(&"white") => Op::Adjust(Color::White),
                Some(&"black") => Op::Adjust(Color::Black),
                Some(other) => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::BadSide {
                            verb: verb.into(),
                            value: other.to_string(),
                        },
                    ));
                }
                None => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::MissingSide { verb: verb.into() },
                    ));
                }
            },
            "flag" => match args.first() {
                Some(&"white") => Op::Flag(Color::White),
                Some(&"black") => Op::Flag(Color::Black),
                Some(other) => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::BadSide {
                            verb: verb.into(),
                            value: other.to_string(),
                        },
                    ));
                }
                None => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::MissingSide { verb: verb.into() },
                    ));
                }
            },
            "result" => match args.first() {
                Some(&"1-0") => Op::Result(GameResult::WhiteWins),
                Some(&"0-1") => Op::Result(GameResult::BlackWins),
                Some(&"1/2-1/2") => Op::Result(GameResult::Draw),
                Some(other) => {
                    return Err(TraceError::of(
                        n,
                        TraceWhy::BadResult {
                            value: other.to_string(),
                        },
                    ));
                }
                None => {
                    return Err(TraceError::of(n, TraceWhy::MissingResult));
                }
            },
            "end" => Op::End,
            _ => Op::Ack,
        };
        trace.lines.push(Line { number: n, t, op });
    }
    Ok(trace)
}

fn header(trace: &mut Trace, n: usize, key: &str, args: &[&str]) -> Result<(), TraceError> {
    let value = || -> Result<&str, TraceError> {
        match args {
            [] => Err(TraceError::of(
                n,
                TraceWhy::MissingValue { key: key.into() },
            )),
            [v] => Ok(v),
            _ if key == "start" => Ok(""),
            [_, extra, ..] => Err(TraceError::of(
                n,
                TraceWhy::Unexpected {
                    what: key.into(),
                    extra: extra.to_string(),
                },
            )),
        }
    };
    match key {
        "version" => trace.version = Some(version(n, value()?)?),
        "start" => {
            if args.is_empty() {
                return Err(TraceError::of(n, TraceWhy::MissingStart));
            }
            trace.start = Some((n, args.join(" ")));
        }
        "variant" => {
            let v = one_of(
                n,
                key,
                value()?,
                &[
                    ("standard", Variant::Standard),
                    ("chess960", Variant::Chess960),
                ],
            )?;
            trace.variant = Some((n, v));
        }
        "rules" => trace.rules = Some((n, value()?.to_string())),
        "supervision" => {
            trace.supervision = Some(one_of(
                n,
                key,
                value()?,
                &[("full", Supervision::Full), ("claim", Supervision::Claim)],
            )?)
        }
        "sensor" => {
            trace.sensor = Some(one_of(
                n,
                key,
                value()?,
                &[
                    ("occupancy", SensorKind::Occupancy),
                    ("identity", SensorKind::Identity),
                ],
            )?)
        }
        "clock" => {
            trace.clock = Some(one_of(
                n,
                key,
                value()?,
                &[("single", ClockMode::Single), ("dual", ClockMode::Dual)],
            )?)
        }
        other => {
            return Err(TraceError::of(
                n,
                TraceWhy::UnknownHeader { key: other.into() },
            ));
        }
    }
    Ok(())
}

/// A `version MAJOR.MINOR` line: one this parser reads, or an error.
fn version(n: usize, value: &str) -> Result<(u32, u32), TraceError> {
    let parsed = value
        .split_once('.')
        .and_then(|(major, minor)| Some((major.parse().ok()?, minor.parse().ok()?)));
    let Some((major, minor)) = parsed else {
        return Err(TraceError::of(
            n,
            TraceWhy::BadVersion { text: value.into() },
        ));
    };
    let (reads_major, reads_minor) = FORMAT_VERSION;
    if major != reads_major || minor > reads_minor {
        return Err(TraceError::of(
            n,
            TraceWhy::UnreadVersion {
                version: format!("{major}.{minor}"),
                first: format!("{reads_major}.0"),
                last: format!("{reads_major}.{reads_minor}"),
            },
        ));
    }
    Ok((major, minor))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_example_of_the_spec() {
        let t = parse(
            "# 1. e4 e5 2. Ke2?? is fine, but 2. Ke3 is not\nstart startpos\n0.00 lift e2\n0.30 drop e4\n0.60 press\n\n1.50 lift e7 # comment\n",
        )
        .unwrap();
        assert_eq!(t.start, Some((2, "startpos".into())));
        assert_eq!(t.lines.len(), 4);
        assert_eq!(
            t.lines[1],
            Line {
                number: 4,
                t: Time::from_millis(300),
                op: Op::Drop(Square::E4, None)
            }
        );
        assert_eq!(t.lines[2].op, Op::Press(None));
    }

    #[test]
    fn headers_frames_and_presses() {
        let t = parse(
            "start 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\nvariant chess960\nrules fide-2023-rapid\nsupervision claim\nsensor identity\nclock dual\n\
             0.1\tocc ffff00000000ffff\n0.2 board 8/8/8/8/8/8/8/4K3\n0.3 drop e4 Q\n0.4 press black\n0.5 ack\n",
        )
        .unwrap();
        assert_eq!(t.start.unwrap().1, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assert_eq!(t.variant, Some((2, Variant::Chess960)));
        assert_eq!(t.supervision, Some(Supervision::Claim));
        assert_eq!(t.sensor, Some(SensorKind::Identity));
        assert_eq!(t.clock, Some(ClockMode::Dual));
        assert_eq!(t.lines[0].op, Op::Occ(0xffff_0000_0000_ffff));
        assert!(matches!(t.lines[1].op, Op::Board(_)));
        assert_eq!(t.lines[2].op, Op::Drop(Square::E4, Piece::from_char('Q')));
        assert_eq!(t.lines[3].op, Op::Press(Some(Color::Black)));
        assert_eq!(t.lines[4].op, Op::Ack);
    }

    #[test]
    fn errors_name_the_line() {
        let err = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(
            err("0.1 lift e9"),
            "line 1: lift `e9`: not a square (a1 .. h8, lower case)"
        );
        assert_eq!(
            err("\n0.1 jump e4"),
            "line 2: unknown verb `jump`: expected lift, drop, occ, board, press, ack, adjust, flag, result or end"
        );
        assert_eq!(
            err("1.0 lift e2\n0.5 drop e4"),
            "line 2: time 0.500 is earlier than the line before (1.000)"
        );
        assert_eq!(
            err("0.1 lift e2\nrules fide-2023-blitz"),
            "line 2: header line `rules` after the first timed line"
        );
        assert_eq!(
            err("sensor magic"),
            "line 1: sensor `magic`: expected occupancy or identity"
        );
        assert_eq!(
            err("0.1 occ fff"),
            "line 1: occ `fff`: expected exactly 16 hex digits"
        );
        assert_eq!(
            err("0.1 drop e4 X"),
            "line 1: drop e4 `X`: not a piece letter (PNBRQK white, pnbrqk black)"
        );
        assert_eq!(
            err("0.1 press both"),
            "line 1: press `both`: expected `white`, `black` or nothing"
        );
        assert_eq!(
            err("-1 lift e2"),
            "line 1: unknown header `-1`: expected version, start, variant, rules, supervision, sensor or clock (or a time)"
        );
        assert_eq!(err("0.1"), "line 1: a verb is missing after the time");
        assert_eq!(err("0.1 lift e2 e4"), "line 1: lift: unexpected `e4`");
        assert!(
            parse_bytes(b"0.1 lift e2\n\xff\xfe")
                .unwrap_err()
                .to_string()
                .starts_with("line 2: not UTF-8")
        );
    }

    #[test]
    fn every_header_line_counts_once() {
        let err = |s: &str| parse(s).unwrap_err().to_string();
        // An invalid value is not hidden by a valid one after it.
        assert_eq!(
            err("rules fide-2031-nonsense\nrules fide-2023-blitz\n0.1 lift e2\n"),
            "line 2: header `rules` given again (first at line 1): a trace gives each header once"
        );
        assert_eq!(
            err("sensor identity\n# two\nsensor occupancy\n"),
            "line 3: header `sensor` given again (first at line 1): a trace gives each header once"
        );
        // The one rules line is checked, at its line.
        let t = parse("rules fide-2031-nonsense\n0.1 lift e2\n").unwrap();
        let e = setup(&t, &Overrides::default()).unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("unknown rule set"), "{e}");
    }

    #[test]
    fn a_byte_order_mark_is_accepted() {
        let t = parse_bytes(b"\xef\xbb\xbfstart startpos\n0.1 lift e2\n").unwrap();
        assert_eq!(t.start, Some((1, "startpos".into())));
        assert_eq!(t.lines[0].number, 2);
        // Elsewhere it is not a mark but a stray character, named.
        let e = parse_bytes(b"start startpos\n\xef\xbb\xbf0.1 lift e2\n").unwrap_err();
        assert_eq!(e.line, 2);
    }

    #[test]
    fn times_beyond_a_week_are_refused_at_their_line() {
        let e = parse("start startpos\n1000000000 ack\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2: time 1000000000.000 is beyond 7 days (604800 s): a game does not last a week"
        );
        assert!(parse("604800 ack\n").is_ok());
    }

    #[test]
    fn format_1_2_reads_flags_results_and_the_end() {
        let t = parse(
            "version 1.2\n0.1 flag white\n0.2 flag black\n1 result 1-0\n2 result 1/2-1/2\n3 result 0-1\n9.5 end\n",
        )
        .unwrap();
        assert_eq!(t.version, Some((1, 2)));
        let ops: Vec<Op> = t.lines.iter().map(|l| l.op.clone()).collect();
        assert_eq!(
            ops,
            vec![
                Op::Flag(Color::White),
                Op::Flag(Color::Black),
                Op::Result(GameResult::WhiteWins),
                Op::Result(GameResult::Draw),
                Op::Result(GameResult::BlackWins),
                Op::End,
            ]
        );
        // The replay stops at `end`, not a second after it.
        assert_eq!(trace_end(&t), Time::from_millis(9_500));
        assert_eq!(
            trace_end(&parse("0.5 lift e2\n").unwrap()),
            Time::from_millis(1_500)
        );
        let err = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            err("1 end\n2 lift e2\n"),
            "line 2: a timed line after `end` (line 1): `end` is the last line of a trace"
        );
        assert_eq!(
            err("1 result 1-1\n"),
            "line 1: result `1-1`: expected `1-0`, `0-1` or `1/2-1/2`"
        );
        assert_eq!(
            err("1 flag\n"),
            "line 1: flag: the side is missing (`white` or `black`)"
        );
        assert_eq!(err("1 end now\n"), "line 1: end: unexpected `now`");
    }

    #[test]
    fn a_version_line_names_what_the_trace_needs() {
        let t = parse("version 1.0\nstart startpos\n0.1 lift e2\n").unwrap();
        assert_eq!(t.version, Some((1, 0)));
        assert_eq!(parse("0.1 lift e2\n").unwrap().version, None);
        let t = parse("# needs adjust\nversion 1.1\n0.1 adjust white\n0.2 adjust black\n").unwrap();
        assert_eq!(t.version, Some((1, 1)));
        assert_eq!(t.lines[0].op, Op::Adjust(Color::White));
        assert_eq!(t.lines[1].op, Op::Adjust(Color::Black));
        let err = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            err("version 1.3\n"),
            "line 1: the trace is format version 1.3; this jadoube reads 1.0 to 1.2"
        );
        assert_eq!(
            err("version 2.0\n"),
            "line 1: the trace is format version 2.0; this jadoube reads 1.0 to 1.2"
        );
        assert_eq!(
            err("version one\n"),
            "line 1: version `one`: expected MAJOR.MINOR, e.g. 1.0"
        );
        assert_eq!(
            err("0.1 adjust\n"),
            "line 1: adjust: the side is missing (`white` or `black`)"
        );
        assert_eq!(
            err("0.1 adjust both\n"),
            "line 1: adjust `both`: expected `white` or `black`"
        );
    }
}
