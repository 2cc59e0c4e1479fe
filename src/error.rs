//! The one error shape shared by the layers that touch files and devices:
//! an I/O error with what was being done (`cannot read /path: …`). Each
//! module has its own typed error (thiserror) with an `Io` case holding
//! this; only `cli/` turns errors into exit statuses.

use std::fmt::Display;
use std::path::{Path, PathBuf};

/// An I/O error and what was being done: its `Display` is the context
/// (`cannot write /tmp/x.png`), its source the operating system's error.
/// When the context is an operation on a file (`op`, `path`), a
/// translation says it in its own words (`cli/error_words.rs`), with the
/// source's [`std::io::ErrorKind`].
#[derive(Debug, thiserror::Error)]
#[error("{context}")]
pub struct IoError {
    pub context: String,
    #[source]
    pub source: std::io::Error,
    /// What was being done to which file, when that is the context.
    pub op: Option<(IoOp, PathBuf)>,
}

/// What was being done to a file when an I/O error came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoOp {
    Read,
    Write,
    Create,
    Open,
    List,
    /// The hall's page certificate (`--page-cert`).
    ReadPageCertificate,
    /// The private key of the hall's page certificate (`--page-key`).
    ReadPageKey,
    /// A list of public keys (`--keys`).
    ReadKeyList,
    /// A file given to `--key`.
    ReadKey,
    /// The broker's CA certificate (`[hall.tls] ca`, `--ca`).
    ReadBrokerCa,
    /// The client certificate to the broker.
    ReadClientCertificate,
    /// The client certificate's key.
    ReadClientKey,
    /// The broker's password file.
    ReadBrokerPassword,
    /// lang8: the game's journal opened at the daemon's start
    /// (`journal::recover`): its state directory, the journal read,
    /// an empty one removed, one with only a torn header moved aside, a
    /// new one created, one resumed appended to and written.
    OpenStateDir,
    ReadJournal,
    RemoveEmpty,
    MoveAside,
    CreateJournal,
    AppendJournal,
    WriteJournal,
}

impl IoOp {
    /// The English of the context: `cannot read`.
    pub fn english(self) -> &'static str {
        match self {
            IoOp::Read => "cannot read",
            IoOp::Write => "cannot write",
            IoOp::Create => "cannot create",
            IoOp::Open => "cannot open",
            IoOp::List => "cannot list",
            IoOp::ReadPageCertificate => "cannot read the page's certificate",
            IoOp::ReadPageKey => "cannot read the page's key",
            IoOp::ReadKeyList => "cannot read the list of keys",
            IoOp::ReadKey => "cannot read the key",
            IoOp::ReadBrokerCa => "cannot read the CA certificate",
            IoOp::ReadClientCertificate => "cannot read the client certificate",
            IoOp::ReadClientKey => "cannot read the client key",
            IoOp::ReadBrokerPassword => "cannot read the MQTT password file",
            IoOp::OpenStateDir => "cannot open the state directory",
            IoOp::ReadJournal => "cannot read the journal",
            IoOp::RemoveEmpty => "cannot remove the empty",
            IoOp::MoveAside => "cannot move aside",
            IoOp::CreateJournal => "cannot create the journal",
            IoOp::AppendJournal => "cannot append to the journal",
            IoOp::WriteJournal => "cannot write the journal",
        }
    }
}

/// `.io_context(|| format!("cannot read the list {}", path.display()))` on
/// an I/O result; `.io_at(IoOp::Read, path)` when the context is an
/// operation on a file (`cannot read /path`).
pub trait IoContext<T> {
    fn io_context<C: Display>(self, context: impl FnOnce() -> C) -> Result<T, IoError>;
    fn io_at(self, op: IoOp, path: &Path) -> Result<T, IoError>;
}

impl<T> IoContext<T> for std::io::Result<T> {
    fn io_context<C: Display>(self, context: impl FnOnce() -> C) -> Result<T, IoError> {
        self.map_err(|source| IoError {
            context: context().to_string(),
            source,
            op: None,
        })
    }

    fn io_at(self, op: IoOp, path: &Path) -> Result<T, IoError> {
        self.map_err(|source| IoError::at(op, path, source))
    }
}

impl IoError {
    /// The error of `op` on `path`: `cannot read /path`.
    pub fn at(op: IoOp, path: &Path, source: std::io::Error) -> IoError {
        IoError {
            context: format!("{} {}", op.english(), path.display()),
            source,
            op: Some((op, path.to_path_buf())),
        }
    }
}

/// An error and its sources, `outer: inner: …` (as `anyhow` prints `{:#}`),
/// for messages kept in reports and logs.
pub struct Chain<'a>(pub &'a dyn std::error::Error);

impl Display for Chain<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)?;
        let mut source = self.0.source();
        while let Some(e) = source {
            write!(f, ": {e}")?;
            source = e.source();
        }
        Ok(())
    }
}

/// The most characters of its input a message quotes.
pub const QUOTE_MAX: usize = 200;

/// `s` cut to [`QUOTE_MAX`] characters, saying how much was left out: an
/// error never echoes a whole line of a hostile file (a line may be
/// megabytes long).
pub fn clip(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        None => s.to_string(),
        Some((at, _)) => format!(
            "{}… ({} more characters)",
            &s[..at],
            s[at..].chars().count()
        ),
    }
}

/// A message with every word (a run of characters without a space) longer
/// than [`QUOTE_MAX`] characters cut by [`clip`]: the library's errors
/// (a trace's, a configuration's, a journal's) name the bad line and say
/// why, and never echo a megabyte of a hostile input, whoever prints them.
pub fn clip_words(msg: &str) -> String {
    // The common case, a short message, is returned as it is.
    if msg.len() <= QUOTE_MAX {
        return msg.to_string();
    }
    let mut out = String::with_capacity(msg.len().min(4096));
    let mut word_start: Option<usize> = None;
    for (i, c) in msg.char_indices() {
        if c.is_whitespace() {
            if let Some(s) = word_start.take() {
                out.push_str(&clip(&msg[s..i]));
            }
            out.push(c);
        } else if word_start.is_none() {
            word_start = Some(i);
        }
    }
    if let Some(s) = word_start {
        out.push_str(&clip(&msg[s..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{QUOTE_MAX, clip, clip_words};

    #[test]
    fn long_words_are_clipped_and_short_messages_kept() {
        let long = "f".repeat(1_000_000);
        let said = clip_words(&format!("line 3: occ `{long}` is not hex"));
        assert!(said.starts_with("line 3: occ `fff"), "{said}");
        assert!(said.ends_with("more characters) is not hex"), "{said}");
        assert!(said.chars().count() < QUOTE_MAX + 60, "{said}");
        assert_eq!(clip_words("a  b\nc"), "a  b\nc");
        let spaced = format!("{} {}", "é".repeat(300), "x");
        assert_eq!(
            clip_words(&spaced),
            format!("{}… (100 more characters) x", "é".repeat(200))
        );
        assert_eq!(clip("short"), "short");
    }
}
