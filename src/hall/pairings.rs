//! A round's pairings as the hall sends them to the boards, and the
//! results as it gives them back to the pairing program: read from a TRF
//! ([`super::trf`]) or from a plain CSV (board, White, Black, optional
//! FIDE numbers and ratings), written out as TRF or CSV.
//!
//! Pure: text in, text out.

use crate::journal::format::GameInfo;

/// A player as the pairing program names him.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Player {
    /// The starting rank in the TRF; `None` for a CSV pairing.
    pub rank: Option<u16>,
    /// "Lastname, Firstname", as FIDE writes names.
    pub name: String,
    /// GM, IM, WGM... (empty without a title).
    pub title: String,
    pub rating: Option<u16>,
    pub federation: String,
    pub fide_id: Option<u64>,
    /// Points before the round as the file gave them, in tenths.
    pub points: Option<u32>,
}

/// One board's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// 1-based.
    pub board: u32,
    pub white: Player,
    pub black: Player,
}

impl Game {
    /// The names a board journals and shows (`round start` writes the same).
    pub fn info(&self, event: Option<&str>, site: Option<&str>, round: &str) -> GameInfo {
        GameInfo {
            event: event.map(str::to_string),
            site: site.map(str::to_string),
            round: Some(round.to_string()),
            board: Some(self.board.to_string()),
            white: Some(self.white.name.clone()),
            black: Some(self.black.name.clone()),
        }
    }
}

/// A player without a game in the round (TRF result codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeKind {
    /// `U`: the pairing gave him the bye.
    PairingAllocated,
    /// `F`: a full-point bye he asked for.
    Full,
    /// `H`: a half-point bye.
    Half,
    /// `Z` or blank: known absence, no point.
    Zero,
}

impl ByeKind {
    pub fn from_code(c: char) -> ByeKind {
        match c.to_ascii_uppercase() {
            'U' => ByeKind::PairingAllocated,
            'F' | '+' | 'W' => ByeKind::Full,
            'H' | '=' | 'D' => ByeKind::Half,
            _ => ByeKind::Zero,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bye {
    pub player: Player,
    pub kind: ByeKind,
}

/// A round: its games, board by board, and its byes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairings {
    /// The PGN `Round` tag (`3`, or `3.1` for a match's first game).
    pub round: String,
    pub games: Vec<Game>,
    pub byes: Vec<Bye>,
}

/// The score of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    WhiteWins,
    Draw,
    BlackWins,
}

impl Score {
    /// `1-0`, `1/2-1/2`, `0-1` (the PGN result).
    pub fn pgn(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::Draw => "1/2-1/2",
            Score::BlackWins => "0-1",
        }
    }

    pub fn from_pgn(s: &str) -> Option<Score> {
        match s {
            "1-0" => Some(Score::WhiteWins),
            "0-1" => Some(Score::BlackWins),
            "1/2-1/2" | "½-½" => Some(Score::Draw),
            _ => None,
        }
    }
}

impl From<crate::arbiter::event::GameResult> for Score {
    fn from(r: crate::arbiter::event::GameResult) -> Score {
        use crate::arbiter::event::GameResult;
        match r {
            GameResult::WhiteWins => Score::WhiteWins,
            GameResult::BlackWins => Score::BlackWins,
            GameResult::Draw => Score::Draw,
        }
    }
}

/// How a game counts for the pairing program and for rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Both players made a move: a rated game (`1`, `=`, `0`).
    Played(Score),
    /// Over before each player made a move: counts, is not rated (`W`,
    /// `D`, `L`; FIDE Rating Regulations: a game is rated once both have
    /// moved).
    Short(Score),
    /// The arbiter's forfeit (`+`, `-`): `None` when both forfeit.
    Forfeit(Option<Score>),
}

impl Outcome {
    /// From a board's result and the number of half-moves played.
    pub fn of_game(score: Score, plies: u32) -> Outcome {
        if plies >= 2 {
            Outcome::Played(score)
        } else {
            Outcome::Short(score)
        }
    }

    /// The TRF result codes of White and Black.
    pub fn codes(self) -> (char, char) {
        match self {
            Outcome::Played(Score::WhiteWins) => ('1', '0'),
            Outcome::Played(Score::Draw) => ('=', '='),
            Outcome::Played(Score::BlackWins) => ('0', '1'),
            Outcome::Short(Score::WhiteWins) => ('W', 'L'),
            Outcome::Short(Score::Draw) => ('D', 'D'),
            Outcome::Short(Score::BlackWins) => ('L', 'W'),
            Outcome::Forfeit(Some(Score::BlackWins)) => ('-', '+'),
            Outcome::Forfeit(Some(_)) => ('+', '-'),
            Outcome::Forfeit(None) => ('-', '-'),
        }
    }

    /// The result column of the results CSV.
    pub fn text(self) -> &'static str {
        match self {
            Outcome::Played(s) | Outcome::Short(s) => s.pgn(),
            Outcome::Forfeit(Some(Score::BlackWins)) => "-/+",
            Outcome::Forfeit(Some(_)) => "+/-",
            Outcome::Forfeit(None) => "-/-",
        }
    }
}

/// What is wrong with a CSV of pairings (lines count from 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct CsvError {
    pub line: usize,
    pub problem: CsvProblem,
}

/// The columns a pairings CSV names, as its reasons name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CsvColumn {
    Board,
    White,
    Black,
    WhiteId,
    BlackId,
    WhiteRating,
    BlackRating,
}

impl CsvColumn {
    /// The column's name in a missing column's reason (`Board`), or the
    /// side (`White`) in a name's.
    pub fn name(self) -> &'static str {
        match self {
            CsvColumn::Board => "Board",
            CsvColumn::White => "White",
            CsvColumn::Black => "Black",
            CsvColumn::WhiteId => "WhiteId",
            CsvColumn::BlackId => "BlackId",
            CsvColumn::WhiteRating => "WhiteRating",
            CsvColumn::BlackRating => "BlackRating",
        }
    }

    /// What a number column holds, as "… is not a number" says it.
    pub fn what(self) -> &'static str {
        match self {
            CsvColumn::Board => "the board",
            CsvColumn::White | CsvColumn::Black => "the name",
            CsvColumn::WhiteId => "White's FIDE number",
            CsvColumn::BlackId => "Black's FIDE number",
            CsvColumn::WhiteRating => "White's rating",
            CsvColumn::BlackRating => "Black's rating",
        }
    }
}

/// Why a CSV of pairings is refused (the `Display` is the English of the
/// reader; `cli::error_words::csv` says it in the person's language).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CsvProblem {
    #[error("empty: no game")]
    Empty,
    #[error("a quote is not closed")]
    QuoteOpen,
    /// `header`: the first line's fields, joined by ", ".
    #[error("the header has no {} column (board, white and black are needed): {header}", .column.name())]
    NoColumn { column: CsvColumn, header: String },
    #[error("{} {found:?} is not a number", .column.what())]
    NotNumber { column: CsvColumn, found: String },
    /// A board number out of 1 to 9999.
    #[error("no board number: {0:?}")]
    BoardOutOfRange(String),
    #[error("no board number")]
    NoBoard,
    /// `side`: [`CsvColumn::White`] or [`CsvColumn::Black`].
    #[error("board {board}: no name for {}", .side.name())]
    NoName { board: u32, side: CsvColumn },
    #[error("board {board}: {}'s name is not a name (control characters or over 100 characters)", .side.name())]
    NotName { board: u32, side: CsvColumn },
    #[error("board {board} is given twice ({white} - {black} before)")]
    Twice {
        board: u32,
        white: String,
        black: String,
    },
    #[error("no game")]
    NoGame,
    #[error("{0} is not a rating")]
    NotRating(u64),
}

use CsvColumn as Col;

/// Without a header: board, White, Black, then optionally the FIDE
/// numbers and the ratings in that order.
const POSITIONAL: [Col; 7] = [
    Col::Board,
    Col::White,
    Col::Black,
    Col::WhiteId,
    Col::BlackId,
    Col::WhiteRating,
    Col::BlackRating,
];

fn col_named(name: &str) -> Option<Col> {
    let n: String = name
        .to_ascii_lowercase()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect();
    Some(match n.as_str() {
        "board" | "bo" | "brd" | "table" | "no" | "nr" => Col::Board,
        "white" | "whiteplayer" | "whitename" => Col::White,
        "black" | "blackplayer" | "blackname" => Col::Black,
        "whiteid" | "whitefide" | "whitefideid" => Col::WhiteId,
        "blackid" | "blackfide" | "blackfideid" => Col::BlackId,
        "whiterating" | "whiteelo" => Col::WhiteRating,
        "blackrating" | "blackelo" => Col::BlackRating,
        _ => return None,
    })
}

/// Splits one CSV record (RFC 4180 quotes; `sep` is `,` or `;`, the
/// latter as spreadsheets write it where the comma is the decimal mark).
fn fields(line: &str, sep: char) -> Result<Vec<String>, CsvProblem> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    let mut at_start = true;
    while let Some(c) = chars.next() {
        if quoted {
            if c == '"' {
                if chars.peek() == Some(&'"') {
                    cur.push('"');
                    chars.next();
                } else {
                    quoted = false;
                }
            } else {
                cur.push(c);
            }
        } else if c == '"' && at_start {
            quoted = true;
            at_start = false;
        } else if c == sep {
            out.push(cur.trim().to_string());
            cur.clear();
            at_start = true;
        } else {
            if !c.is_whitespace() {
                at_start = false;
            }
            cur.push(c);
        }
    }
    if quoted {
        return Err(CsvProblem::QuoteOpen);
    }
    out.push(cur.trim().to_string());
    Ok(out)
}

/// `;` when the first record has one outside quotes (spreadsheets write
/// it where the comma is the decimal mark, and names such as "Novak, Ana"
/// then go unquoted), `,` otherwise.
fn separator(first: &str) -> char {
    let mut quoted = false;
    for c in first.chars() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => return ';',
            _ => {}
        }
    }
    ','
}

/// A field quoted for CSV when it needs to be.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r', ';']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

impl Pairings {
    /// Reads a CSV of pairings: one game per line, with or without a
    /// header naming the columns (`board,white,black,white_id,black_id,
    /// white_rating,black_rating`, any order, the last four optional).
    /// Names with a comma are quoted ("Novak, Ana").
    pub fn from_csv(text: &str, round: &str) -> Result<Pairings, CsvError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut rows = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .filter(|(_, l)| !l.trim().is_empty());
        let Some((n1, first)) = rows.next() else {
            return Err(CsvError {
                line: 1,
                problem: CsvProblem::Empty,
            });
        };
        let sep = separator(first);
        let err = |line: usize, problem: CsvProblem| CsvError { line, problem };
        let head = fields(first, sep).map_err(|p| err(n1, p))?;
        let header = head[0].parse::<u32>().is_err();
        let cols: Vec<Option<Col>> = if header {
            head.iter().map(|h| col_named(h)).collect()
        } else {
            POSITIONAL.iter().copied().map(Some).collect()
        };
        for need in [Col::Board, Col::White, Col::Black] {
            if !cols.contains(&Some(need)) {
                return Err(err(
                    n1,
                    CsvProblem::NoColumn {
                        column: need,
                        header: head.join(", "),
                    },
                ));
            }
        }
        let records: Vec<(usize, &str)> = if header {
            rows.collect()
        } else {
            std::iter::once((n1, first)).chain(rows).collect()
        };
        let mut games: Vec<Game> = Vec::new();
        for (n, line) in records {
            let f = fields(line, sep).map_err(|p| err(n, p))?;
            let (mut board, mut white, mut black) = (None, Player::default(), Player::default());
            for (i, v) in f.iter().enumerate() {
                let Some(Some(col)) = cols.get(i) else {
                    continue;
                };
                let num = |column: Col| -> Result<Option<u64>, CsvError> {
                    if v.is_empty() {
                        return Ok(None);
                    }
                    v.parse().map(Some).map_err(|_| {
                        err(
                            n,
                            CsvProblem::NotNumber {
                                column,
                                found: v.clone(),
                            },
                        )
                    })
                };
                match col {
                    Col::Board => {
                        board = Some(
                            num(Col::Board)?
                                .filter(|&b| (1..=9999).contains(&b))
                                .ok_or_else(|| err(n, CsvProblem::BoardOutOfRange(v.clone())))?
                                as u32,
                        )
                    }
                    Col::White => white.name = v.clone(),
                    Col::Black => black.name = v.clone(),
                    Col::WhiteId => white.fide_id = num(Col::WhiteId)?,
                    Col::BlackId => black.fide_id = num(Col::BlackId)?,
                    Col::WhiteRating => white.rating = rating(num(Col::WhiteRating)?, n)?,
                    Col::BlackRating => black.rating = rating(num(Col::BlackRating)?, n)?,
                }
            }
            let board = board.ok_or_else(|| err(n, CsvProblem::NoBoard))?;
            for (side, p) in [(Col::White, &white), (Col::Black, &black)] {
                if p.name.is_empty() {
                    return Err(err(n, CsvProblem::NoName { board, side }));
                }
                if p.name.chars().count() > 100 || p.name.chars().any(char::is_control) {
                    return Err(err(n, CsvProblem::NotName { board, side }));
                }
            }
            if let Some(g) = games.iter().find(|g| g.board == board) {
                return Err(err(
                    n,
                    CsvProblem::Twice {
                        board,
                        white: g.white.name.clone(),
                        black: g.black.name.clone(),
                    },
                ));
            }
            games.push(Game {
                board,
                white,
                black,
            });
        }
        if games.is_empty() {
            return Err(err(n1, CsvProblem::NoGame));
        }
        games.sort_by_key(|g| g.board);
        Ok(Pairings {
            round: round.to_string(),
            games,
            byes: Vec::new(),
        })
    }

    /// The game on `board`.
    pub fn board(&self, board: u32) -> Option<&Game> {
        self.games.iter().find(|g| g.board == board)
    }
}

fn rating(v: Option<u64>, n: usize) -> Result<Option<u16>, CsvError> {
    match v {
        None | Some(0) => Ok(None),
        Some(r) if r <= 3500 => Ok(Some(r as u16)),
        Some(r) => Err(CsvError {
            line: n,
            problem: CsvProblem::NotRating(r),
        }),
    }
}

/// One finished (or unfinished) board of the round, for the results CSV.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardResult {
    pub game: Game,
    /// `None` while the game goes on or nobody has entered its result.
    pub outcome: Option<Outcome>,
    /// How the result came (checkmate, kings, time, arbiter...).
    pub how: String,
}

/// The round's results as CSV: board, White, Black, result, how.
pub fn results_csv(results: &[BoardResult]) -> String {
    let mut out = String::from("board,white,black,white_id,black_id,result,how\n");
    for r in results {
        let id = |p: &Player| p.fide_id.map(|i| i.to_string()).unwrap_or_default();
        out.push_str(&format!(
            "{},{},{},{},{},{},{}\n",
            r.game.board,
            csv_field(&r.game.white.name),
            csv_field(&r.game.black.name),
            id(&r.game.white),
            id(&r.game.black),
            r.outcome.map_or("*", Outcome::text),
            csv_field(&r.how),
        ));
    }
    out
}
