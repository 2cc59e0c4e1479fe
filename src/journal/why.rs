//! Why a journal does not verify, below the problem `verify` names
//! (issue 31, en-12): why its first line is no header, why a line is
//! altered, why a seal fails, why the decisions do not follow, which kind of
//! line stands unsealed, how the file was re-encoded. A kind and its
//! values, for a translation (`journal::problem_words` says them with the
//! catalogues' `why-*` messages); `Display` is the English of logs,
//! receipts and `JournalCheck`.

use std::fmt;

use super::format::{FORMAT, VERSION};

/// The reason a [`super::verify::Problem`] carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The line does not parse as a journal line: the JSON reader's
    /// reason (English, quoted as it is).
    Unparsed { why: String },
    /// The same, for a line after the first.
    NotJournalLine { why: String },
    /// The file has no complete line: so many bytes without a newline.
    NoCompleteLine { bytes: usize },
    /// The first line is another kind of record.
    OtherRecord { name: String },
    /// The header names another format.
    OtherFormat { format: String },
    /// The header's version is newer than this program reads.
    NewerVersion { version: u32 },
    /// The header's settings are not a daemon's (`why`: the settings'
    /// own reason, English).
    NotDaemonSettings { why: String },
    /// The header's `seq` is not 0, or its `prev` not zero.
    HeaderStart,
    /// The next line records another hash for this one.
    AnotherHash { line: usize },
    /// The line's `seq` does not follow the line before's.
    SeqDoesNotFollow { seq: u64, prev: u64 },
    /// The seal's key does not parse: why.
    BadKey { why: super::key::KeyWhy },
    /// The seal's signature is not over the lines before it by its key.
    NotSealedBy { fingerprint: String },
    /// A recorded event the replay does not produce.
    NotProduced { line: usize, kind: String },
    /// A recorded event other than the replay's (both as JSON).
    Differs {
        line: usize,
        recorded: String,
        produced: String,
    },
    /// A line the replay cannot read (`why`: English).
    Unreadable { line: usize, why: String },
    /// A reason with no kind of its own (English).
    Other(String),
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Why::*;
        match self {
            Unparsed { why } => write!(f, "{why}"),
            NotJournalLine { why } => write!(f, "it is not a journal line ({why})"),
            NoCompleteLine { bytes } => write!(
                f,
                "the file has no complete line ({bytes} bytes without a newline)"
            ),
            OtherRecord { name } => write!(f, "it is a `{name}` line"),
            OtherFormat { format } => write!(f, "format `{format}`, not `{FORMAT}`"),
            NewerVersion { version } => write!(
                f,
                "journal format version {version} is newer than this jadoube reads ({VERSION})"
            ),
            NotDaemonSettings { why } => write!(f, "its settings are not a daemon's: {why}"),
            HeaderStart => write!(f, "the header must have seq 0 and a zero `prev`"),
            AnotherHash { line } => write!(f, "line {line} records another hash for it"),
            SeqDoesNotFollow { seq, prev } => write!(f, "seq {seq} does not follow {prev}"),
            BadKey { why } => write!(f, "{why}"),
            NotSealedBy { fingerprint } => write!(
                f,
                "the lines before it are not those key {fingerprint} sealed (rewritten and hashed again?), or the seal is not by that key"
            ),
            NotProduced { line, kind } => write!(
                f,
                "line {line}: the recorded `{kind}` is not produced by the replay"
            ),
            Differs {
                line,
                recorded,
                produced,
            } => write!(
                f,
                "line {line}: recorded {recorded}, the replay gives {produced}"
            ),
            Unreadable { line, why } => write!(f, "line {line}: {why}"),
            Other(why) => write!(f, "{why}"),
        }
    }
}

/// Which line stands after the last seal where a daemon never leaves one
/// (`Problem::UnsealedEvidence`), or how the file was re-encoded
/// (`Problem::Encoding`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// A line that is not a journal line.
    NotJournalLine,
    /// An event of this kind (`illegal`).
    Event { kind: String },
    /// A record of this kind (`press`).
    Record { name: String },
    /// Line 1 begins with a byte-order mark.
    Bom,
    /// So many of the lines end with CR LF, from this line.
    CrLf {
        count: usize,
        lines: usize,
        from: usize,
    },
}

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            What::NotJournalLine => write!(f, "a line that is not a journal line"),
            What::Event { kind } => write!(f, "an event `{kind}`"),
            What::Record { name } => write!(f, "a `{name}` line"),
            What::Bom => write!(f, "line 1 begins with a byte-order mark (BOM)"),
            What::CrLf { count, lines, from } => write!(
                f,
                "{count} of its {lines} lines end with CR LF (Windows line ends), from line {from}"
            ),
        }
    }
}
