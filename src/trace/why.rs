//! Why a trace line is refused ([`TraceWhy`]): a kind and its values, for
//! a translation (`cli/error_words.rs` says it with the catalogues'
//! `trace-why-*` messages); its `Display` is the English of logs and of
//! [`super::TraceError`]'s message.

use std::fmt;

/// What is wrong with a trace line (`TraceError::why`). The values are
/// the trace's own words (a verb, a square, a header key) or the literals
/// it could have given instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceWhy {
    /// The line is not UTF-8 text.
    NotUtf8,
    /// A header line after the first timed line.
    HeaderAfterTimed { key: String },
    /// A header given twice.
    HeaderAgain { key: String, first: usize },
    /// The time does not parse (`why`: the time's own reason, English).
    BadTime { why: String },
    /// A time past the week a game can last.
    BeyondWeek { time: String },
    /// The time goes back.
    TimeBackwards { time: String, before: String },
    /// A timed line after `end`.
    AfterEnd { end: usize },
    /// A time without a verb.
    NoVerb,
    /// A verb the format does not have.
    UnknownVerb { verb: String },
    /// A word more than the verb or header takes.
    Unexpected { what: String, extra: String },
    /// `VERB`: the square is missing.
    MissingSquare { verb: String },
    /// `VERB x9`: not a square.
    NotSquare { verb: String, text: String },
    /// `drop SQ X`: not a piece letter.
    NotPiece { square: String, letter: String },
    /// `occ` without its hex digits.
    MissingHex,
    /// `occ` with other than 16 hex digits.
    BadHex { text: String },
    /// `board` without its placement.
    MissingPlacement,
    /// `board X`: the placement does not parse (`why`: the parser's, English).
    BadPlacement { text: String, why: String },
    /// `press X`: not a side.
    BadPressSide { value: String },
    /// `adjust X`, `flag X`: not a side.
    BadSide { verb: String, value: String },
    /// `adjust`, `flag` without the side.
    MissingSide { verb: String },
    /// `result X`: not a result.
    BadResult { value: String },
    /// `result` without the result.
    MissingResult,
    /// A header without its value.
    MissingValue { key: String },
    /// `start` without a position.
    MissingStart,
    /// A header value that is not one of those allowed.
    NotOneOf {
        key: String,
        value: String,
        allowed: Vec<String>,
    },
    /// A header the format does not have.
    UnknownHeader { key: String },
    /// `version X`: not MAJOR.MINOR.
    BadVersion { text: String },
    /// A format version this program does not read; it reads `first`
    /// to `last`.
    UnreadVersion {
        version: String,
        first: String,
        last: String,
    },
    /// A rule set that is neither built in nor the configuration's.
    UnknownRules { name: String, names: Vec<String> },
    /// `start FEN`: the position does not parse (`why`: the FEN's, English).
    BadStart { why: String },
    /// `lift SQ` on an empty square.
    LiftEmpty { square: String },
    /// `drop SQ` on an occupied square.
    DropOccupied { square: String },
    /// `drop SQ` without a piece letter under sensor identity.
    DropNeedsPiece { square: String },
    /// `occ` with pieces arriving under sensor identity.
    OccWithIdentity { squares: String },
    /// `press` without a side under clock dual.
    PressWhichSide,
}

impl fmt::Display for TraceWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TraceWhy::*;
        match self {
            NotUtf8 => write!(f, "not UTF-8 text"),
            HeaderAfterTimed { key } => write!(f, "header line `{key}` after the first timed line"),
            HeaderAgain { key, first } => write!(
                f,
                "header `{key}` given again (first at line {first}): a trace gives each header once"
            ),
            BadTime { why } => write!(f, "time {why}"),
            BeyondWeek { time } => write!(
                f,
                "time {time} is beyond 7 days (604800 s): a game does not last a week"
            ),
            TimeBackwards { time, before } => {
                write!(f, "time {time} is earlier than the line before ({before})")
            }
            AfterEnd { end } => write!(
                f,
                "a timed line after `end` (line {end}): `end` is the last line of a trace"
            ),
            NoVerb => write!(f, "a verb is missing after the time"),
            UnknownVerb { verb } => write!(
                f,
                "unknown verb `{verb}`: expected lift, drop, occ, board, press, ack, adjust, flag, result or end"
            ),
            Unexpected { what, extra } => write!(f, "{what}: unexpected `{extra}`"),
            MissingSquare { verb } => write!(f, "{verb}: a square is missing (a1 .. h8)"),
            NotSquare { verb, text } => {
                write!(f, "{verb} `{text}`: not a square (a1 .. h8, lower case)")
            }
            NotPiece { square, letter } => write!(
                f,
                "drop {square} `{letter}`: not a piece letter (PNBRQK white, pnbrqk black)"
            ),
            MissingHex => write!(f, "occ: 16 hex digits are missing"),
            BadHex { text } => write!(f, "occ `{text}`: expected exactly 16 hex digits"),
            MissingPlacement => write!(f, "board: the piece placement is missing"),
            BadPlacement { text, why } => write!(f, "board `{text}`: {why}"),
            BadPressSide { value } => {
                write!(f, "press `{value}`: expected `white`, `black` or nothing")
            }
            BadSide { verb, value } => write!(f, "{verb} `{value}`: expected `white` or `black`"),
            MissingSide { verb } => write!(f, "{verb}: the side is missing (`white` or `black`)"),
            BadResult { value } => {
                write!(f, "result `{value}`: expected `1-0`, `0-1` or `1/2-1/2`")
            }
            MissingResult => write!(
                f,
                "result: the result is missing (`1-0`, `0-1` or `1/2-1/2`)"
            ),
            MissingValue { key } => write!(f, "{key}: a value is missing"),
            MissingStart => write!(f, "start: a FEN or `startpos` is missing"),
            NotOneOf {
                key,
                value,
                allowed,
            } => write!(f, "{key} `{value}`: expected {}", allowed.join(" or ")),
            UnknownHeader { key } => write!(
                f,
                "unknown header `{key}`: expected version, start, variant, rules, supervision, sensor or clock (or a time)"
            ),
            BadVersion { text } => write!(f, "version `{text}`: expected MAJOR.MINOR, e.g. 1.0"),
            UnreadVersion {
                version,
                first,
                last,
            } if first == last => write!(
                f,
                "the trace is format version {version}; this jadoube reads {first}"
            ),
            UnreadVersion {
                version,
                first,
                last,
            } => write!(
                f,
                "the trace is format version {version}; this jadoube reads {first} to {last}"
            ),
            UnknownRules { name, names } => write!(
                f,
                "rules `{name}`: unknown rule set; expected one of {}",
                names.join(", ")
            ),
            BadStart { why } => write!(f, "start: {why}"),
            LiftEmpty { square } => write!(f, "lift {square}: the square is already empty"),
            DropOccupied { square } => {
                write!(f, "drop {square}: the square is already occupied")
            }
            DropNeedsPiece { square } => write!(
                f,
                "drop {square}: a piece letter is required with sensor identity"
            ),
            OccWithIdentity { squares } => write!(
                f,
                "occ: with sensor identity the frame does not say which pieces stand on {squares}; use `board`"
            ),
            PressWhichSide => write!(
                f,
                "press: which side? `press white` or `press black` with clock dual"
            ),
        }
    }
}
