//! Why a round's pairings are refused at the hall (`jadoube-hall pairings`,
//! the page's upload) or cannot be read back from the data directory:
//! typed, said in the language of the command or of the page (issue 31,
//! lang7). The `Display` is the English the hall said before, word for
//! word (for the audit log and the hall's log).

use std::fmt;

use crate::error::IoError;
use crate::hall::pairings::CsvError;
use crate::hall::trf::TrfError;
use crate::i18n::{Arg, Lang, Tr};
use jadoube::cli::{error_words, hall_words};

/// Why the pairings (a TRF or a CSV, with a pairing engine's list of
/// pairs and a boards file) are refused. `file` is the file's name as
/// given.
#[derive(Debug)]
pub enum PairingsError {
    /// A CSV, and no round given.
    CsvNoRound {
        file: String,
    },
    NotUtf8 {
        file: String,
    },
    Csv {
        file: String,
        e: CsvError,
    },
    Trf {
        file: String,
        e: TrfError,
    },
    /// A list of pairs, and no round given.
    ListNoRound {
        file: String,
    },
    List(TrfError),
    Boards(BoardsError),
}

impl fmt::Display for PairingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingsError::CsvNoRound { file } => {
                write!(f, "{file}: a CSV names no round: give the round")
            }
            PairingsError::NotUtf8 { file } => write!(f, "{file}: not UTF-8 text"),
            PairingsError::Csv { file, e } => write!(f, "{file}: {e}"),
            PairingsError::Trf { file, e } => write!(f, "{file}: {e}"),
            PairingsError::ListNoRound { file } => {
                write!(f, "{file}: give the round with a list of pairs")
            }
            PairingsError::List(e) => write!(f, "{e}"),
            PairingsError::Boards(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PairingsError {}

impl PairingsError {
    /// In `tr`'s language (English: the `Display`).
    pub fn said(&self, tr: &Tr) -> String {
        if tr.lang() == Lang::En {
            return self.to_string();
        }
        let file = |f: &str| [("path", Arg::from(f.to_string()))];
        match self {
            PairingsError::CsvNoRound { file: f } => tr.msg("round-hall-csv-no-round", &file(f)),
            PairingsError::NotUtf8 { file: f } => tr.msg("io-not-utf8", &file(f)),
            PairingsError::Csv { file, e } => format!("{file}: {}", hall_words::csv(tr, e)),
            PairingsError::Trf { file, e } => format!("{file}: {}", error_words::trf(tr, e)),
            PairingsError::ListNoRound { file: f } => tr.msg("round-hall-list-no-round", &file(f)),
            // (The reader's reason names the list already: "line N: the
            // list of pairs: ...".)
            PairingsError::List(e) => error_words::trf(tr, e),
            PairingsError::Boards(e) => e.said(tr),
        }
    }
}

/// What is wrong with a line of a boards file (`N NAME` lines; lines
/// count from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardsError {
    pub line: usize,
    pub why: BoardsWhy,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardsWhy {
    /// Not two fields.
    Form,
    NotNumber(String),
    /// The board's name as `config::check_board_name` refuses it (its
    /// reason).
    Name {
        name: String,
        why: &'static str,
    },
    Twice(u32),
}

impl fmt::Display for BoardsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "boards line {}: ", self.line)?;
        match &self.why {
            BoardsWhy::Form => f.write_str(
                "should be `BOARD NAME` (the pairing's board number, the board's name at the hall)",
            ),
            BoardsWhy::NotNumber(n) => write!(f, "{n:?} is not a board number"),
            BoardsWhy::Name { why, .. } => write!(f, "the name {why}"),
            BoardsWhy::Twice(n) => write!(f, "board {n} is given twice"),
        }
    }
}

impl std::error::Error for BoardsError {}

impl BoardsError {
    /// In `tr`'s language (English: the `Display`).
    pub fn said(&self, tr: &Tr) -> String {
        if tr.lang() == Lang::En {
            return self.to_string();
        }
        let why = match &self.why {
            BoardsWhy::Form => tr.t("round-boards-form"),
            BoardsWhy::NotNumber(n) => tr.msg(
                "round-boards-not-number",
                &[("found", error_words::clipped(tr, &format!("{n:?}")).into())],
            ),
            BoardsWhy::Name { name, why } => tr.msg(
                "round-boards-name",
                &[
                    ("name", error_words::clipped(tr, name).into()),
                    ("why", board_name_why(why).into()),
                ],
            ),
            BoardsWhy::Twice(n) => tr.msg("round-boards-twice", &[("board", (*n).into())]),
        };
        tr.msg(
            "round-boards-line",
            &[("line", self.line.into()), ("why", why.into())],
        )
    }
}

/// `config::check_board_name`'s reason as the select of
/// `config-rule-board-name` (and `hall-boards-name`) names it.
fn board_name_why(why: &str) -> &'static str {
    match why {
        "must not be empty" => "empty",
        "must not begin with `.`" => "dot",
        "is too long (64 characters at most)" => "long",
        _ => "letters",
    }
}

/// Why the round of the data directory cannot be read back (shown on the
/// page while no round is loaded).
#[derive(Debug)]
pub enum ReadError {
    Pairings(PairingsError),
    Io(IoError),
    /// `round.json` is no JSON of a round (serde's reason, quoted).
    Json {
        path: String,
        why: String,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Pairings(e) => write!(f, "{e}"),
            ReadError::Io(e) => write!(f, "{}", crate::error::Chain(e)),
            ReadError::Json { path, why } => write!(f, "{path}: {why}"),
        }
    }
}

impl ReadError {
    /// In `tr`'s language (English: the `Display`).
    pub fn said(&self, tr: &Tr) -> String {
        match self {
            ReadError::Pairings(e) => e.said(tr),
            ReadError::Io(e) => error_words::said(tr, e),
            ReadError::Json { path, why } if tr.lang() != Lang::En => tr.msg(
                "round-hall-json",
                &[
                    ("path", path.clone().into()),
                    ("why", error_words::clipped(tr, why).into()),
                ],
            ),
            ReadError::Json { .. } => self.to_string(),
        }
    }
}

impl From<PairingsError> for ReadError {
    fn from(e: PairingsError) -> ReadError {
        ReadError::Pairings(e)
    }
}
