//! FIDE's Tournament Report File (TRF-16, TRF-26 and the TRF(x) lines of
//! JaVaFo and Tornelo), read for a round's pairings and written back with
//! the round's results, as the pairing programs exchange it
//! (`docs/hall.md`, "A round from the pairing program").
//!
//! A TRF is a file of fixed columns: `001` lines are the players (starting
//! rank in columns 5-8, name 15-47, rating 49-52, federation 54-56, FIDE
//! number 58-68, points 81-84), each followed by one 10-column block per
//! round from column 92: the opponent's starting rank (92-95), the colour
//! (97: `w`, `b`, `-`) and the result (99). Every other line (tournament
//! data, `XX?`, `DAT`, `###` comments) is kept byte for byte and never
//! interpreted beyond the scoring system of record `162`.
//!
//! A round that is paired but not played is written by Swiss-Manager and
//! Vega as an opponent and a colour with a blank result; that is what
//! [`Trf::pairings`] reads. Pairing engines (JaVaFo, bbpPairings) print the
//! round they paired as a list instead: its first line the number of
//! pairs, then `white black` per board (`0` for a bye), in board order;
//! [`Trf::pairings_from_list`] reads that with the players of the TRF.
//!
//! Pure: text in, text out; no file, no clock.

use std::collections::BTreeMap;
use std::fmt;

use super::pairings::{Bye, ByeKind, Game, Outcome, Pairings, Player};

/// What is wrong with a TRF, and where (lines count from 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct TrfError {
    pub line: usize,
    pub problem: TrfProblem,
}

/// The problems a TRF can have.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfProblem {
    #[error("a player line (001) shorter than its points (column 84)")]
    ShortPlayer,
    #[error("columns {from}-{to} should hold {what}, not {found:?}")]
    Field {
        from: usize,
        to: usize,
        what: &'static str,
        found: String,
    },
    #[error("starting rank {0} is given twice (the first on line {1})")]
    RankTwice(u16, usize),
    #[error("round {round}: the opponent {opponent} is not a player of the file")]
    UnknownOpponent { round: u32, opponent: u16 },
    #[error("round {round}: player {player} plays himself")]
    OwnOpponent { round: u32, player: u16 },
    #[error(
        "round {round}: player {player} meets {opponent} as {colour}, but line {other_line} \
         does not have {opponent} meeting {player} with the other colour"
    )]
    Asymmetric {
        round: u32,
        player: u16,
        opponent: u16,
        colour: &'static str,
        other_line: usize,
    },
    #[error("round {round}: the game {player}-{opponent} has no colour (column {column})")]
    NoColour {
        round: u32,
        player: u16,
        opponent: u16,
        column: usize,
    },
    #[error("the file has no player (no line starting with 001)")]
    NoPlayers,
    #[error(
        "no round to play: no round of the file has a game paired without a result; \
         name the round, or give the pairing engine's list of pairs"
    )]
    NoOpenRound,
    #[error("round {0} has no game in the file")]
    EmptyRound(u32),
    #[error("the list of pairs: {0}")]
    List(ListProblem),
    #[error("the results: {0}")]
    Results(ResultsProblem),
}

/// What is wrong with a pairing engine's list of pairs
/// ([`Trf::pairings_from_list`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListProblem {
    #[error("empty: no number of pairs")]
    Empty,
    #[error("the first line should be the number of pairs, not {0:?}")]
    Count(String),
    #[error("two starting ranks per line, not {0:?}")]
    TwoRanks(String),
    #[error("{0:?} is not a starting rank")]
    NotRank(String),
    #[error("{0} is not a player of the file")]
    NotPlayer(u16),
    #[error("{0} is paired twice (first on line {1})")]
    Twice(u16, usize),
    #[error("a bye is written `rank 0`")]
    ByeFirst,
    #[error("says {said} pairs, the list has {has}")]
    CountDiffers { said: usize, has: usize },
}

/// Why a round's results cannot be written into the file
/// ([`Trf::with_results`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultsProblem {
    #[error("board {board}: {name} has no starting rank (a pairing not read from a TRF)")]
    NoRank { board: u32, name: String },
    #[error("board {board}: {rank} is not a player of the file")]
    NotPlayer { board: u32, rank: u16 },
}

fn at(line: usize, problem: TrfProblem) -> TrfError {
    TrfError { line, problem }
}

/// How the file's bytes were written: pairing programs on Windows still
/// write Latin-1; newer ones UTF-8. Written back the same way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    Latin1,
}

/// One round's block of a player line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The opponent's starting rank; `None` for `0000` or blanks.
    pub opponent: Option<u16>,
    /// `w`, `b`, `-` or ' '.
    pub colour: char,
    /// The result code (`1`, `=`, `0`, `+`, `-`, `W`, `D`, `L`, `H`, `F`,
    /// `U`, `Z`), upper-cased; ' ' when blank.
    pub result: char,
}

impl Cell {
    /// Paired with an opponent and a colour, and no result yet: a game to
    /// play (how Swiss-Manager and Vega write a published pairing).
    pub fn is_open_game(&self) -> bool {
        self.opponent.is_some() && matches!(self.colour, 'w' | 'b') && self.result == ' '
    }
}

/// A `001` line.
#[derive(Debug, Clone, PartialEq)]
pub struct TrfPlayer {
    /// 1-based line number in the file.
    pub line: usize,
    /// The starting rank (columns 5-8), the number the rounds refer to.
    pub rank: u16,
    pub player: Player,
    pub rounds: Vec<Cell>,
}

/// The scoring system (record `162`; FIDE's defaults otherwise), in
/// tenths of a point so that sums are exact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoring {
    tenths: BTreeMap<char, u32>,
}

impl Default for Scoring {
    fn default() -> Self {
        // TRF-16/26, record 162: W 1.0, D 0.5, L 0.0, A 0.0, P as W, X as D.
        let tenths = [('W', 10), ('D', 5), ('L', 0), ('A', 0), ('P', 10), ('X', 5)]
            .into_iter()
            .collect();
        Scoring { tenths }
    }
}

impl Scoring {
    /// The points a round's result brings, in tenths.
    pub fn of(&self, result: char) -> u32 {
        let class = match result {
            '1' | '+' | 'W' | 'F' => 'W',
            '=' | 'D' | 'H' => 'D',
            '0' | 'L' => 'L',
            '-' | 'Z' | ' ' => 'A',
            'U' => 'P',
            _ => 'A',
        };
        self.tenths.get(&class).copied().unwrap_or(0)
    }

    /// Record 162: from column 6 every 9 columns, a code and its points
    /// (`W 1.0` style in columns 7-10).
    fn read(line: &[char], n: usize) -> Result<Scoring, TrfError> {
        let mut s = Scoring::default();
        let mut i = 5;
        while i < line.len() {
            let code = line[i];
            if code != ' ' {
                let field: String = line.iter().skip(i + 1).take(4).collect();
                let points = tenths(field.trim()).ok_or_else(|| {
                    at(
                        n,
                        TrfProblem::Field {
                            from: i + 2,
                            to: i + 5,
                            what: "points such as 1.0",
                            found: field.clone(),
                        },
                    )
                })?;
                s.tenths.insert(code.to_ascii_uppercase(), points);
            }
            i += 9;
        }
        Ok(s)
    }
}

/// `11.5` -> 115 (tenths); `1` -> 10.
fn tenths(s: &str) -> Option<u32> {
    let (whole, frac) = s.split_once('.').unwrap_or((s, "0"));
    let whole: u32 = whole.parse().ok()?;
    let frac = frac.chars().next().map_or(Some(0), |c| c.to_digit(10))?;
    Some(whole * 10 + frac)
}

fn show_tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// A tournament report file, kept whole so that it is written back as it
/// came with only the round's results and the points changed.
#[derive(Debug, Clone)]
pub struct Trf {
    lines: Vec<Vec<char>>,
    /// The line ends: CR LF (the format's own), LF or CR.
    newline: &'static str,
    encoding: Encoding,
    players: Vec<TrfPlayer>,
    scoring: Scoring,
}

/// Columns (1-based, inclusive) of a field of a `001` line.
fn field(line: &[char], from: usize, to: usize) -> String {
    line.iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
}

fn number<T: std::str::FromStr>(
    line: &[char],
    n: usize,
    from: usize,
    to: usize,
    what: &'static str,
) -> Result<Option<T>, TrfError> {
    let raw = field(line, from, to);
    let t = raw.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse().map(Some).map_err(|_| {
        at(
            n,
            TrfProblem::Field {
                from,
                to,
                what,
                found: raw.clone(),
            },
        )
    })
}

fn decode(bytes: &[u8]) -> (String, Encoding) {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => (s.to_string(), Encoding::Utf8),
        // Latin-1: every byte is the code point of the same number.
        Err(_) => (bytes.iter().map(|&b| b as char).collect(), Encoding::Latin1),
    }
}

impl Trf {
    /// Reads a TRF. Unknown records are kept; a `001` line that cannot be
    /// read is an error naming its line and columns.
    pub fn parse(bytes: &[u8]) -> Result<Trf, TrfError> {
        let (text, encoding) = decode(bytes);
        let newline = if text.contains("\r\n") {
            "\r\n"
        } else if text.contains('\n') {
            "\n"
        } else {
            "\r"
        };
        let mut lines: Vec<Vec<char>> = text.split(newline).map(|l| l.chars().collect()).collect();
        if lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
        let mut players = Vec::new();
        let mut scoring = Scoring::default();
        let mut seen: BTreeMap<u16, usize> = BTreeMap::new();
        for (i, line) in lines.iter().enumerate() {
            let n = i + 1;
            let code: String = line.iter().take(3).collect();
            match code.as_str() {
                "001" => {
                    let p = read_player(line, n)?;
                    if let Some(first) = seen.insert(p.rank, n) {
                        return Err(at(n, TrfProblem::RankTwice(p.rank, first)));
                    }
                    players.push(p);
                }
                "162" => scoring = Scoring::read(line, n)?,
                _ => {}
            }
        }
        if players.is_empty() {
            return Err(at(lines.len().max(1), TrfProblem::NoPlayers));
        }
        let trf = Trf {
            lines,
            newline,
            encoding,
            players,
            scoring,
        };
        trf.check_rounds()?;
        Ok(trf)
    }

    pub fn players(&self) -> &[TrfPlayer] {
        &self.players
    }

    pub fn encoding(&self) -> Encoding {
        self.encoding
    }

    fn by_rank(&self) -> BTreeMap<u16, &TrfPlayer> {
        self.players.iter().map(|p| (p.rank, p)).collect()
    }

    /// Every game of every round is written on both players' lines, with
    /// opposite colours (a bye has no opponent).
    fn check_rounds(&self) -> Result<(), TrfError> {
        let by_rank = self.by_rank();
        for p in &self.players {
            for (r, c) in p.rounds.iter().enumerate() {
                let round = r as u32 + 1;
                let Some(o) = c.opponent else { continue };
                if o == p.rank {
                    return Err(at(p.line, TrfProblem::OwnOpponent { round, player: o }));
                }
                let Some(other) = by_rank.get(&o) else {
                    return Err(at(
                        p.line,
                        TrfProblem::UnknownOpponent { round, opponent: o },
                    ));
                };
                let theirs = other.rounds.get(r);
                let want = match c.colour {
                    'w' => 'b',
                    'b' => 'w',
                    _ => c.colour,
                };
                let ok = theirs.is_some_and(|t| t.opponent == Some(p.rank) && t.colour == want);
                if !ok {
                    return Err(at(
                        p.line,
                        TrfProblem::Asymmetric {
                            round,
                            player: p.rank,
                            opponent: o,
                            colour: colour_name(c.colour),
                            other_line: other.line,
                        },
                    ));
                }
            }
        }
        Ok(())
    }

    /// The last round in which some game is paired without a result.
    pub fn open_round(&self) -> Option<u32> {
        self.players
            .iter()
            .flat_map(|p| {
                p.rounds
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.is_open_game())
                    .map(|(r, _)| r as u32 + 1)
            })
            .max()
    }

    /// A player's score before `round` (tenths), by the file's scoring.
    pub fn score_before(&self, p: &TrfPlayer, round: u32) -> u32 {
        p.rounds
            .iter()
            .take(round.saturating_sub(1) as usize)
            .map(|c| self.scoring.of(c.result))
            .sum()
    }

    /// The pairings of `round` (or of the open round) as the file writes
    /// them, boards numbered by FIDE's rule for publishing a Swiss pairing
    /// (C.04: the score of the higher player of the pair, then the sum of
    /// both scores, then the higher player's rank), since a TRF holds no
    /// board numbers. Players without a game that round are byes; a game
    /// forfeited in advance (colour `-`) gets no board.
    pub fn pairings(&self, round: Option<u32>) -> Result<Pairings, TrfError> {
        let round = match round {
            Some(r) => r,
            None => self
                .open_round()
                .ok_or_else(|| at(self.lines.len(), TrfProblem::NoOpenRound))?,
        };
        let r = round as usize - 1;
        let by_rank = self.by_rank();
        let mut pairs = Vec::new();
        let mut byes = Vec::new();
        for p in &self.players {
            let cell = p.rounds.get(r).copied().unwrap_or(Cell {
                opponent: None,
                colour: ' ',
                result: ' ',
            });
            match (cell.opponent, cell.colour) {
                (Some(o), 'w') => pairs.push((p, by_rank[&o])),
                // Black's side of a game; and a pairing forfeited in
                // advance (colour `-`, result `+` or `-`): no board.
                (Some(_), 'b') => {}
                (Some(_), '-') if matches!(cell.result, '+' | '-') => {}
                (Some(o), _) => {
                    return Err(at(
                        p.line,
                        TrfProblem::NoColour {
                            round,
                            player: p.rank,
                            opponent: o,
                            column: 92 + 10 * r + 5,
                        },
                    ));
                }
                (None, _) => byes.push(Bye {
                    player: p.player.clone(),
                    kind: ByeKind::from_code(cell.result),
                }),
            }
        }
        if pairs.is_empty() {
            return Err(at(self.lines.len(), TrfProblem::EmptyRound(round)));
        }
        // C.04, publishing the pairing: the higher player is the one with
        // the higher score, then the smaller starting rank.
        let key = |w: &TrfPlayer, b: &TrfPlayer| {
            let (sw, sb) = (self.score_before(w, round), self.score_before(b, round));
            let higher = if (sw, std::cmp::Reverse(w.rank)) >= (sb, std::cmp::Reverse(b.rank)) {
                (sw, w.rank)
            } else {
                (sb, b.rank)
            };
            (
                std::cmp::Reverse(higher.0),
                std::cmp::Reverse(sw + sb),
                higher.1,
            )
        };
        pairs.sort_by_key(|(w, b)| key(w, b));
        let games = pairs
            .into_iter()
            .enumerate()
            .map(|(i, (w, b))| Game {
                board: i as u32 + 1,
                white: w.player.clone(),
                black: b.player.clone(),
            })
            .collect();
        byes.sort_by_key(|b| b.player.rank);
        Ok(Pairings {
            round: round.to_string(),
            games,
            byes,
        })
    }

    /// The round a pairing engine printed (JaVaFo's and bbpPairings' `-p`
    /// output): the number of pairs, then `white black` per board in board
    /// order, `0` as the second for a bye. Players come from this file.
    pub fn pairings_from_list(&self, round: u32, list: &str) -> Result<Pairings, TrfError> {
        let by_rank = self.by_rank();
        let bad = |n: usize, what: ListProblem| at(n, TrfProblem::List(what));
        let mut rows = list
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty());
        let (n0, count) = rows.next().ok_or_else(|| bad(1, ListProblem::Empty))?;
        let count: usize = count
            .parse()
            .map_err(|_| bad(n0, ListProblem::Count(count.to_string())))?;
        let mut games = Vec::new();
        let mut byes = Vec::new();
        let mut used = BTreeMap::new();
        let mut pairs = 0;
        for (n, row) in rows {
            pairs += 1;
            let nums: Vec<&str> = row.split_whitespace().collect();
            let [w, b] = nums[..] else {
                return Err(bad(n, ListProblem::TwoRanks(row.to_string())));
            };
            let rank = |s: &str| -> Result<u16, TrfError> {
                s.parse()
                    .map_err(|_| bad(n, ListProblem::NotRank(s.to_string())))
            };
            let (w, b) = (rank(w)?, rank(b)?);
            for x in [w, b].into_iter().filter(|&x| x != 0) {
                if !by_rank.contains_key(&x) {
                    return Err(bad(n, ListProblem::NotPlayer(x)));
                }
                if let Some(first) = used.insert(x, n) {
                    return Err(bad(n, ListProblem::Twice(x, first)));
                }
            }
            match (w, b) {
                (0, _) => return Err(bad(n, ListProblem::ByeFirst)),
                (w, 0) => byes.push(Bye {
                    player: by_rank[&w].player.clone(),
                    kind: ByeKind::PairingAllocated,
                }),
                (w, b) => games.push(Game {
                    board: games.len() as u32 + 1,
                    white: by_rank[&w].player.clone(),
                    black: by_rank[&b].player.clone(),
                }),
            }
        }
        if pairs != count {
            return Err(bad(
                n0,
                ListProblem::CountDiffers {
                    said: count,
                    has: pairs,
                },
            ));
        }
        Ok(Pairings {
            round: round.to_string(),
            games,
            byes,
        })
    }

    /// The file with `round`'s results written in: each game's block on
    /// both players' lines (opponent, colour, result code) and every
    /// player's points (columns 81-84) summed again by the file's scoring.
    /// Nothing else changes. Boards without a result keep their block as
    /// it was (a game still running stays paired without a result).
    pub fn with_results(
        &self,
        round: u32,
        results: &[(Game, Outcome)],
    ) -> Result<Vec<u8>, TrfError> {
        let by_rank = self.by_rank();
        let r = round as usize - 1;
        let mut lines = self.lines.clone();
        let mut rounds: BTreeMap<u16, Vec<Cell>> = self
            .players
            .iter()
            .map(|p| (p.rank, p.rounds.clone()))
            .collect();
        for (game, outcome) in results {
            let rank = |p: &Player| {
                p.rank.ok_or_else(|| {
                    at(
                        self.lines.len(),
                        TrfProblem::Results(ResultsProblem::NoRank {
                            board: game.board,
                            name: p.name.clone(),
                        }),
                    )
                })
            };
            let (w, b) = (rank(&game.white)?, rank(&game.black)?);
            for x in [w, b] {
                if !by_rank.contains_key(&x) {
                    return Err(at(
                        self.lines.len(),
                        TrfProblem::Results(ResultsProblem::NotPlayer {
                            board: game.board,
                            rank: x,
                        }),
                    ));
                }
            }
            let (cw, cb) = outcome.codes();
            for (me, other, colour, code) in [(w, b, 'w', cw), (b, w, 'b', cb)] {
                let cells = rounds.get_mut(&me).expect("checked above");
                if cells.len() <= r {
                    cells.resize(
                        r + 1,
                        Cell {
                            opponent: None,
                            colour: ' ',
                            result: ' ',
                        },
                    );
                }
                cells[r] = Cell {
                    opponent: Some(other),
                    colour,
                    result: code,
                };
            }
        }
        let blank = Cell {
            opponent: None,
            colour: ' ',
            result: ' ',
        };
        for p in &self.players {
            let cells = &rounds[&p.rank];
            if *cells == p.rounds {
                continue;
            }
            let line = &mut lines[p.line - 1];
            // The points as the file counts them (byes, accelerations...),
            // changed by what this round's result changed; summed afresh
            // only when the file gave none.
            let points = match p.player.points {
                Some(old) => {
                    let was = p.rounds.get(r).unwrap_or(&blank);
                    (old + self.scoring.of(cells[r].result))
                        .saturating_sub(self.scoring.of(was.result))
                }
                None => cells.iter().map(|c| self.scoring.of(c.result)).sum(),
            };
            put(line, 81, &format!("{:>4}", show_tenths(points)));
            for (i, c) in cells.iter().enumerate() {
                if Some(c) == p.rounds.get(i) {
                    continue;
                }
                let opp = c.opponent.map_or("0000".to_string(), |o| format!("{o:>4}"));
                let block = format!("{opp} {} {}", c.colour, c.result);
                put(line, 92 + 10 * i, &block);
            }
        }
        Ok(self.encode(&lines))
    }

    fn encode(&self, lines: &[Vec<char>]) -> Vec<u8> {
        let mut out = Vec::new();
        for l in lines {
            let s: String = l.iter().collect();
            match self.encoding {
                Encoding::Utf8 => out.extend_from_slice(s.as_bytes()),
                // Only characters read from the file or ASCII are written.
                Encoding::Latin1 => out.extend(s.chars().map(|c| u8::try_from(c).unwrap_or(b'?'))),
            }
            out.extend_from_slice(self.newline.as_bytes());
        }
        out
    }
}

/// Writes `text` into `line` from 1-based column `col`, padding with
/// spaces.
fn put(line: &mut Vec<char>, col: usize, text: &str) {
    let start = col - 1;
    let end = start + text.chars().count();
    if line.len() < end {
        line.resize(end, ' ');
    }
    for (i, c) in text.chars().enumerate() {
        line[start + i] = c;
    }
}

fn colour_name(c: char) -> &'static str {
    match c {
        'w' => "White",
        'b' => "Black",
        _ => "no colour",
    }
}

fn read_player(line: &[char], n: usize) -> Result<TrfPlayer, TrfError> {
    if line.len() < 84 {
        return Err(at(n, TrfProblem::ShortPlayer));
    }
    let rank: u16 = number(line, n, 5, 8, "a starting rank")?.ok_or_else(|| {
        at(
            n,
            TrfProblem::Field {
                from: 5,
                to: 8,
                what: "a starting rank",
                found: field(line, 5, 8),
            },
        )
    })?;
    let rating = number::<u16>(line, n, 49, 52, "a rating")?.filter(|&r| r > 0);
    let fide_id = number::<u64>(line, n, 58, 68, "a FIDE number")?.filter(|&i| i > 0);
    let points = number::<String>(line, n, 81, 84, "points")?;
    let points = match points {
        Some(p) => Some(tenths(&p).ok_or_else(|| {
            at(
                n,
                TrfProblem::Field {
                    from: 81,
                    to: 84,
                    what: "points such as 1.5",
                    found: field(line, 81, 84),
                },
            )
        })?),
        None => None,
    };
    let mut rounds = Vec::new();
    let mut col = 92;
    while col <= line.len() {
        let raw = field(line, col, col + 7);
        let opp = field(line, col, col + 3);
        let opponent = match opp.trim() {
            "" => None,
            t => match t.parse::<u16>() {
                Ok(0) => None,
                Ok(o) => Some(o),
                Err(_) => {
                    return Err(at(
                        n,
                        TrfProblem::Field {
                            from: col,
                            to: col + 3,
                            what: "an opponent's starting rank",
                            found: opp,
                        },
                    ));
                }
            },
        };
        let colour = line.get(col + 4).copied().unwrap_or(' ');
        let colour = colour.to_ascii_lowercase();
        if !matches!(colour, 'w' | 'b' | '-' | ' ') {
            return Err(at(
                n,
                TrfProblem::Field {
                    from: col + 5,
                    to: col + 5,
                    what: "a colour (w, b or -)",
                    found: raw,
                },
            ));
        }
        let result = line
            .get(col + 6)
            .copied()
            .unwrap_or(' ')
            .to_ascii_uppercase();
        if !"+-WDL1=0HFUZ ".contains(result) {
            return Err(at(
                n,
                TrfProblem::Field {
                    from: col + 7,
                    to: col + 7,
                    what: "a result code (1 = 0 + - W D L H F U Z)",
                    found: raw,
                },
            ));
        }
        rounds.push(Cell {
            opponent,
            colour,
            result,
        });
        col += 10;
    }
    // Trailing blank blocks are no rounds.
    while rounds
        .last()
        .is_some_and(|c| c.opponent.is_none() && c.colour == ' ' && c.result == ' ')
    {
        rounds.pop();
    }
    let title = field(line, 11, 13).trim().to_string();
    Ok(TrfPlayer {
        line: n,
        rank,
        player: Player {
            rank: Some(rank),
            name: field(line, 15, 47).trim().to_string(),
            title,
            rating,
            federation: field(line, 54, 56).trim().to_string(),
            fide_id,
            points,
        },
        rounds,
    })
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Latin1 => "Latin-1",
        })
    }
}
