//! `jadoube export`: after the round, a PGN per game and a JSON summary per
//! round for the chief arbiter, from the journals.
//!
//! The PGN has the Seven Tag Roster (Event, Site, Date, Round, White,
//! Black, Result), then Board, Termination and, for another start, SetUp
//! and FEN. Each move carries its elapsed time `[%emt h:mm:ss]`: from the
//! press that completed the opponent's previous move to the press that
//! completed this one (the first move has none: nothing started its
//! clock). Every irregularity is a comment where it happened: illegal
//! moves (reason, article, count, penalty, obligation), restorations,
//! touch-move advice, an illegal move that stands, presses ignored, sensor
//! faults, a wrong start position, restarts of the daemon. When the clock
//! told its times (a DGT clock), each move carries the mover's time left
//! `[%clk h:mm:ss]` too.
//!
//! A game in which an illegal move stood (A.5.2, 7.5.x under `claim`) is
//! written in parts that strict PGN readers accept: the game up to the
//! illegal move, then the game from the position that stood (`SetUp`,
//! `FEN`), the parts linked by the same tags and `GameId`, numbered by
//! `GamePart`. [`pgn_public`] is the spectators' PGN (the hall's
//! broadcast): tags, moves, `[%clk]`, results, no comment in words.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use shakmaty::Color;

use super::files::Dir;
use super::format::{ClockRec, Header, Line, Record};
use super::key::KeyList;
use super::{JournalError, store, verify};
use crate::arbiter::event::GameOverReason;
use crate::arbiter::rules::Variant;
use crate::arbiter::{Event, Position};
use crate::error::IoContext;
use crate::time::Time;
use crate::words::{self, Tr};

/// One game read from its journal.
#[derive(Clone, Debug)]
pub struct Game {
    pub file: PathBuf,
    pub header: Header,
    /// The complete lines that parse, in order: in a sealed journal
    /// (format 2) only those up to its last seal that verifies.
    pub lines: Vec<Line>,
    pub report: verify::Report,
    /// Lines after the last seal, left out of `lines`: not evidence.
    pub left_out: usize,
}

impl Game {
    /// Reads and verifies the journal at `path` (never through a link:
    /// `files`), its seals against `keys` when given.
    pub fn read(path: &Path, keys: Option<&KeyList>) -> Result<Game, JournalError> {
        let parent = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let contents = Dir::open(parent, false)
            .and_then(|d| store::read_in(&d, name))
            .io_context(|| format!("cannot read {}", path.display()))?;
        let header = contents.header().cloned().ok_or_else(|| {
            JournalError::Invalid(format!(
                "{}: not a journal (no header line)",
                path.display()
            ))
        })?;
        let mut report = verify::check(&contents, keys);
        verify::check_decisions(&contents, &mut report);
        // Only sealed lines are evidence (format 2): the moves, the result
        // and the counts come from them; lines after the last seal that
        // verifies are left out (and said to be).
        let keep = if header.version >= 2 {
            report.last_seal.unwrap_or(1)
        } else {
            contents.lines.len()
        };
        let lines: Vec<Line> = contents
            .lines
            .iter()
            .take(keep)
            .filter_map(|l| l.line().cloned())
            .collect();
        Ok(Game {
            file: path.to_path_buf(),
            header,
            left_out: contents.lines.len().saturating_sub(keep),
            lines,
            report,
        })
    }

    fn events(&self) -> impl Iterator<Item = (&Line, &Event)> {
        self.lines.iter().filter_map(|l| match &l.rec {
            Record::Event(e) => Some((l, &e.event)),
            _ => None,
        })
    }

    /// The result, if the game ended: the last one given (an arbiter's
    /// correction stands, `laws.md` section 8).
    pub fn result(&self) -> Option<(&'static str, GameOverReason)> {
        self.events()
            .filter_map(|(_, e)| match e {
                Event::GameOver(g) => Some((g.result.as_str(), g.reason)),
                _ => None,
            })
            .last()
    }

    /// The games of the journal: a board plays a new game from the start
    /// position after a game has ended (`new_game`, section 8); each is a
    /// game of its own (the same header, file and verification), the lines
    /// from its `new_game` event on.
    pub fn games(&self) -> Vec<Game> {
        let mut out = Vec::new();
        let mut cur: Vec<Line> = Vec::new();
        for l in &self.lines {
            if matches!(&l.rec, Record::Event(e) if matches!(e.event, Event::NewGame(_))) {
                out.push(std::mem::take(&mut cur));
            }
            cur.push(l.clone());
        }
        out.push(cur);
        let last = out.len() - 1;
        out.into_iter()
            .enumerate()
            .map(|(i, lines)| Game {
                file: self.file.clone(),
                header: self.header.clone(),
                lines,
                report: self.report.clone(),
                // The lines left out (unsealed) follow the last game.
                left_out: if i == last { self.left_out } else { 0 },
            })
            .collect()
    }

    /// Which game of the board this is: 1, or the `game` of its `new_game`.
    pub fn number(&self) -> u32 {
        self.events()
            .find_map(|(_, e)| match e {
                Event::NewGame(n) => Some(n.game),
                _ => None,
            })
            .unwrap_or(1)
    }
}

/// PGN's `Termination` for how a game ended.
pub fn termination(reason: Option<GameOverReason>) -> &'static str {
    match reason {
        None => "unterminated",
        Some(GameOverReason::IllegalMoves) => "rules infraction",
        Some(GameOverReason::Time | GameOverReason::TimeOpponentCannotCheckmate) => "time forfeit",
        Some(GameOverReason::Arbiter) => "adjudication",
        Some(_) => "normal",
    }
}

fn tag_value(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// `h:mm:ss`, rounded to the second.
pub fn hms(t: Time) -> String {
    let s = (t.micros() + 500_000) / 1_000_000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The text of a comment: no braces, one line.
fn comment(s: &str) -> String {
    let clean: String = s
        .chars()
        .map(|c| match c {
            '{' => '(',
            '}' => ')',
            '\n' | '\r' | '\t' => ' ',
            c => c,
        })
        .collect();
    format!("{{{}}}", clean.trim())
}

/// The wall-clock time of a line, `hh:mm:ss` UTC.
fn clock_of(l: &Line) -> String {
    l.wall
        .get(11..19)
        .map_or_else(String::new, |s| format!("{s} UTC"))
}

/// The irregularity an event is, in words, or None for a move or an input.
/// `rules`: the name of the game's rule set.
fn irregularity(tr: &Tr, l: &Line, e: &Event, rules: &str) -> Option<String> {
    let at = clock_of(l);
    let edition = crate::arbiter::rules::Edition::of(rules);
    let text = match e {
        Event::Illegal(i) => words::illegal_sentences(tr, i, Some(rules)),
        Event::Restored(_)
        | Event::IllegalStands(_)
        | Event::TouchMove(_)
        | Event::PressIgnored(_)
        | Event::SensorFault(_)
        | Event::GameOver(_)
        | Event::Flag(_)
        | Event::Adjust(_) => words::describe(tr, e)?,
        Event::StartPosition(sp) if !sp.ok => words::describe(tr, e)?,
        _ => return None,
    };
    // The illegal move's reason is in the words above; its code
    // (`invalid_piece_move`) stays in the round's summary, not in the PGN.
    let code = match e {
        // The moves that follow start from a position no PGN move reaches.
        Event::IllegalStands(s) => format!(
            " {}",
            tr.msg("pgn-stands-from", &[("fen", s.fen.clone().into())])
        ),
        _ => String::new(),
    };
    let text = words::cite_in(&text, edition);
    Some(format!("{at}: {text}{code}"))
}

/// The PGN of a game, its comments in the language of `tr` (the moves, tags
/// and codes are PGN's own), with what its journal is worth as evidence
/// (`game.report`).
pub fn pgn(game: &Game, tr: &Tr) -> String {
    pgn_of(game, tr, Reader::Arbiter(Some(&game.report)))
}

/// The PGN of a game followed live, for the arbiters (the hall's page):
/// the lines the board published, not a journal checked; no `Journal*`
/// tags; the arbiter's comments.
pub fn pgn_live(game: &Game, tr: &Tr) -> String {
    pgn_of(game, tr, Reader::Arbiter(None))
}

/// The PGN of a game for spectators (the hall's broadcast): the tags, the
/// moves with the clock's times (`[%clk h:mm:ss]`, when the clock told
/// them), the result; no comment in words. What only the arbiter may see
/// (illegal moves, touch-move, sensor faults, restarts: Art. 12.6,
/// `screen.alert_visibility`) stays in [`pgn`] and [`pgn_live`].
pub fn pgn_public(game: &Game) -> String {
    pgn_of(
        game,
        crate::words::tr(crate::i18n::Lang::En),
        Reader::Public,
    )
}

/// Who a PGN is written for.
#[derive(Clone, Copy)]
enum Reader<'a> {
    /// The arbiter: every irregularity in words; with the verification of
    /// the journal when it was checked (`jadoube export`).
    Arbiter(Option<&'a verify::Report>),
    /// Spectators: moves, clock times and results only.
    Public,
}

impl Reader<'_> {
    fn report(&self) -> Option<&verify::Report> {
        match self {
            Reader::Arbiter(r) => *r,
            Reader::Public => None,
        }
    }

    fn arbiter(&self) -> bool {
        matches!(self, Reader::Arbiter(_))
    }
}

/// Every game of the journal, one PGN game each (or more: [`Part`]),
/// separated by a blank line.
fn pgn_of(game: &Game, tr: &Tr, reader: Reader) -> String {
    let games = game.games();
    let several = games.len() > 1;
    games
        .iter()
        .map(|g| pgn_of_one(g, tr, reader, several))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A part of a game that PGN can carry as one game. An illegal move that
/// stood (Art. 7.5.1 not applied in time: A.5.2 for rapid and blitz,
/// 7.5.x under `claim` supervision) left a position no legal move reaches:
/// the game up to it is one part, the game from the position that stood
/// another, with `SetUp` and `FEN`, so that strict PGN readers (and the
/// broadcast sites) accept every move of both.
struct Part {
    /// The position the part starts from, when not the game's start: the
    /// position that stood.
    fen: Option<String>,
    tokens: Vec<String>,
}

/// `h:mm:ss` from whole seconds.
fn clk(s: u32) -> String {
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn pgn_of_one(game: &Game, tr: &Tr, reader: Reader, several: bool) -> String {
    let report = reader.report();
    let h = &game.header;
    let mut parts = vec![Part {
        fen: None,
        tokens: Vec::new(),
    }];
    let mut tokens: Vec<String> = Vec::new();
    if let Some(p) = report.and_then(verify::Report::first_problem) {
        tokens.push(comment(
            &tr.msg("pgn-not-verified", &[("why", p.to_string().into())]),
        ));
    }
    if report.is_some() && game.left_out > 0 {
        tokens.push(comment(&format!(
            "{} line(s) of the journal after its last valid seal are left out: they are not sealed, so not evidence.",
            game.left_out
        )));
    }
    // After a comment (or at the start), Black's move needs its number.
    let mut need_number = true;
    let mut last_press: Option<Time> = None;
    // The clock's times at the last press, when it told them (a DGT clock).
    let mut clock: Option<ClockRec> = None;
    // After the end (the post-mortem, section 8) only a corrected result
    // is part of the game.
    let mut over = false;
    for l in &game.lines {
        match &l.rec {
            Record::Event(ev) if over && !matches!(ev.event, Event::GameOver(_)) => {}
            Record::Event(ev) => match &ev.event {
                Event::Move(m) => {
                    if m.side == Color::White {
                        tokens.push(format!("{}.", m.number));
                    } else if need_number {
                        tokens.push(format!("{}...", m.number));
                    }
                    tokens.push(m.san.clone());
                    need_number = false;
                    // The mover's time left, as the clock showed it at
                    // the press that completed the move.
                    let mut marks = Vec::new();
                    if let Some(c) = clock.take() {
                        let s = if m.side == Color::White {
                            c.white_s
                        } else {
                            c.black_s
                        };
                        marks.push(format!("[%clk {}]", clk(s)));
                    }
                    if let Some(prev) = last_press
                        && reader.arbiter()
                    {
                        marks.push(format!("[%emt {}]", hms(m.t.since(prev))));
                    }
                    if !marks.is_empty() {
                        tokens.push(format!("{{{}}}", marks.join(" ")));
                        // A black move after a comment needs its number
                        // (PGN standard 8.2.2.2).
                        need_number = true;
                    }
                    last_press = Some(m.t);
                }
                e => {
                    over |= matches!(e, Event::GameOver(_));
                    if reader.arbiter()
                        && let Some(text) = irregularity(tr, l, e, &h.rules.name)
                    {
                        tokens.push(comment(&text));
                        need_number = true;
                    }
                    // The moves that follow start from a position no move
                    // of this part reaches: a new part (Art. A.5.2, 7.5.x).
                    if let Event::IllegalStands(s) = e {
                        let last = parts.last_mut().expect("a part");
                        last.tokens = std::mem::take(&mut tokens);
                        parts.push(Part {
                            fen: Some(s.fen.clone()),
                            tokens: Vec::new(),
                        });
                        need_number = true;
                    }
                }
            },
            Record::Press(p) => clock = p.clock,
            Record::Restart(r) if reader.arbiter() => {
                let mut text = tr.msg("pgn-restart", &[("time", clock_of(l).into())]);
                if r.recovered_events > 0 {
                    text.push_str(
                        &tr.msg("pgn-recovered", &[("count", r.recovered_events.into())]),
                    );
                }
                tokens.push(comment(&(text + ".")));
                need_number = true;
            }
            _ => {}
        }
    }
    parts.last_mut().expect("a part").tokens = tokens;
    let count = parts.len();
    parts
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let last = i + 1 == count;
            let mut out = tags(game, reader, several, (i + 1, count), &part, last);
            out.push('\n');
            let mut tokens = part.tokens;
            // Only the last part ends the game; the others stop at the
            // position that stood, the game unfinished there.
            let result = if last {
                game.result().map_or("*", |r| r.0)
            } else {
                "*"
            };
            tokens.push(result.to_string());
            out.push_str(&wrap(&tokens, 79));
            out.push('\n');
            out
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The tags of one part (`n` of `count`) of a game.
fn tags(
    game: &Game,
    reader: Reader,
    several: bool,
    (n, count): (usize, usize),
    part: &Part,
    last: bool,
) -> String {
    let h = &game.header;
    let g = &h.game;
    let q = |o: &Option<String>| tag_value(o.as_deref().unwrap_or("?"));
    let date = game
        .lines
        .first()
        .and_then(|l| l.wall.get(..10))
        .map_or_else(|| "????.??.??".into(), |d| d.replace('-', "."));
    let result = if last { game.result() } else { None };
    let mut out = String::new();
    let mut tag = |k: &str, v: String| out.push_str(&format!("[{k} \"{v}\"]\n"));
    tag("Event", q(&g.event));
    tag("Site", q(&g.site));
    tag("Date", date);
    tag("Round", q(&g.round));
    // The players of this game of the board: with a hall's pairing, its
    // game of that number (colours as the pairing gives them, issue 30).
    let number = game.number();
    let (white, black) = h.players(number);
    tag("White", q(&white));
    tag("Black", q(&black));
    tag("Result", result.map_or("*", |r| r.0).into());
    tag("Board", q(&g.board));
    if let Some(p) = h
        .pairing
        .as_ref()
        .and_then(|p| p.games.get(number.saturating_sub(1) as usize))
    {
        for (k, v) in [
            ("WhiteElo", p.white_rating.map(u64::from)),
            ("BlackElo", p.black_rating.map(u64::from)),
            ("WhiteFideId", p.white_fide_id),
            ("BlackFideId", p.black_fide_id),
        ] {
            if let Some(v) = v {
                tag(k, v.to_string());
            }
        }
    }
    if several {
        // The board's games in order (a two-game match, a blitz round).
        tag("BoardGame", game.number().to_string());
    }
    if count > 1 {
        // The parts of one game: the same Event, Round, Board, players and
        // GameId; GamePart in order (`docs/hall.md`, "An illegal move
        // that stood").
        let stem = game
            .file
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let id = if several {
            format!("{stem}-{}", game.number())
        } else {
            stem
        };
        tag("GameId", tag_value(&id));
        tag("GamePart", n.to_string());
    }
    tag("Termination", termination(result.map(|r| r.1)).into());
    let standard = Position::from_fen("startpos", Variant::Standard).ok();
    if h.variant == Variant::Chess960 {
        tag("Variant", "Chess960".into());
    }
    let start = match &part.fen {
        Some(fen) => Some(fen.clone()),
        None => h.start_position().ok().map(|s| s.fen()),
    };
    if let Some(s) = start
        && (standard.as_ref().map(Position::fen).as_ref() != Some(&s)
            || h.variant == Variant::Chess960)
    {
        tag("SetUp", "1".into());
        tag("FEN", s);
    }
    tag("Annotator", tag_value(&h.software));
    // What the journal is worth as evidence (`docs/journal.md`).
    if let Some(r) = reader.report() {
        tag("JournalVerified", if r.ok() { "yes" } else { "NO" }.into());
        tag("JournalCheck", tag_value(&r.short()));
        tag("JournalKey", r.fingerprints());
        if let Some(names) = signer_names(r) {
            tag("JournalSigner", tag_value(&names));
        }
    }
    out
}

/// The names of the boards that sealed, from the list given (`None`
/// without a list, or when none is named).
fn signer_names(r: &verify::Report) -> Option<String> {
    let names: Vec<&str> = r
        .signers
        .iter()
        .filter_map(|s| s.name.as_deref().filter(|n| !n.is_empty()))
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// Joins tokens into lines of at most `width` characters, splitting
/// comments between words when they are longer.
fn wrap(tokens: &[String], width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for tok in tokens {
        for word in tok.split(' ') {
            if !cur.is_empty() && cur.len() + 1 + word.len() > width {
                lines.push(std::mem::take(&mut cur));
            }
            if !cur.is_empty() {
                cur.push(' ');
            }
            cur.push_str(word);
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines.join("\n")
}

/// The chief arbiter's summary of one round's games; each irregularity's
/// `text` in the language of `tr` (`lang`), its `event` in codes.
pub fn round_summary(round: &str, games: &[Game], tr: &Tr) -> Value {
    let event = games
        .iter()
        .find_map(|g| g.header.game.event.clone())
        .unwrap_or_default();
    // Each game of a board its own entry (section 8's new games).
    let list: Vec<Value> = games
        .iter()
        .flat_map(Game::games)
        .map(|g| {
            let g = &g;
            // As in the PGN: after the end (the post-mortem, section 8)
            // only a corrected result belongs to the game.
            let mut over = false;
            let irregular: Vec<Value> = g
                .lines
                .iter()
                .filter_map(|l| match &l.rec {
                    Record::Event(e) if over && !matches!(e.event, Event::GameOver(_)) => None,
                    Record::Event(e) => {
                        over |= matches!(e.event, Event::GameOver(_));
                        irregularity(tr, l, &e.event, &g.header.rules.name).map(|text| {
                            json!({
                                "wall": l.wall,
                                "t": l.t.as_secs_f64(),
                                "text": text,
                                "event": serde_json::to_value(&e.event).unwrap_or(Value::Null),
                            })
                        })
                    }
                    _ => None,
                })
                .collect();
            let count = |f: &dyn Fn(&Record) -> bool| g.lines.iter().filter(|l| f(&l.rec)).count();
            let moves = g
                .events()
                .filter(|(_, e)| matches!(e, Event::Move(_)))
                .count();
            let illegal: Vec<u32> = [Color::White, Color::Black]
                .iter()
                .map(|c| {
                    g.events()
                        .filter_map(|(_, e)| match e {
                            Event::Illegal(i) if i.side == *c => Some(i.count),
                            Event::IllegalStands(s) if s.side == *c => Some(s.count),
                            _ => None,
                        })
                        .last()
                        .unwrap_or(0)
                })
                .collect();
            let h = &g.header.game;
            json!({
                "board": h.board,
                "white": h.white,
                "black": h.black,
                "result": g.result().map_or("*", |r| r.0),
                "termination": g.result().map(|r| format!("{:?}", r.1)),
                "pgn_termination": termination(g.result().map(|r| r.1)),
                "board_game": g.number(),
                "plies": moves,
                "illegal_moves": {"white": illegal[0], "black": illegal[1]},
                "rules": g.header.rules.name,
                "supervision": g.header.supervision.name(),
                "journal": g.file.file_name().map(|f| f.to_string_lossy().into_owned()),
                "journal_lines": g.report.lines,
                "journal_last_sha256": g.report.last_hash,
                "verified": g.report.ok(),
                "verify_problem": g.report.first_problem().map(|p| p.to_string()),
                "journal_check": g.report.summary(),
                "journal_keys": g.report.signers.iter().map(|s| json!({
                    "fingerprint": s.key.fingerprint(),
                    "public_key": s.key.hex(),
                    "board": s.name,
                    "seals": s.seals,
                })).collect::<Vec<Value>>(),
                "authenticity_checked": g.report.keys_given,
                "journal_signed_by": signer_names(&g.report),
                "journal_unsealed_lines": g.report.unsealed_lines(),
                "journal_lines_left_out": g.left_out,
                "journal_complete": g.report.complete(),
                "journal_end": g.report.end.words(),
                "journal_sealed_to_stop": g.report.signed_stop,
                "restarts": count(&|r| matches!(r, Record::Restart(_))),
                "torn_lines": count(&|r| matches!(r, Record::TornLine(_))),
                "started": g.lines.first().map(|l| l.wall.clone()),
                "last_line": g.lines.last().map(|l| l.wall.clone()),
                "irregularities": irregular,
            })
        })
        .collect();
    json!({
        "event": event,
        "round": round,
        "lang": tr.lang().code(),
        "software": format!("jadoube {}", env!("CARGO_PKG_VERSION")),
        "games": list,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_wrapping() {
        assert_eq!(hms(Time::from_millis(2_499)), "0:00:02");
        assert_eq!(hms(Time::from_millis(3_723_600)), "1:02:04");
        let toks: Vec<String> = ["1.", "e4", "{a long comment that must be split}", "e5"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            wrap(&toks, 20),
            "1. e4 {a long\ncomment that must be\nsplit} e5"
        );
        assert_eq!(comment("a {b}\nc"), "{a (b) c}");
    }
}
