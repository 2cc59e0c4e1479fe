//! `jadoube unwinnable FEN [--winner white|black] [--quick | --press | --full] [--format text|json]`.

use std::process::ExitCode;

use shakmaty::{Color, Setup};

use crate::arbiter::position::Position;
use crate::arbiter::rules::Variant;
use crate::arbiter::unwinnable::{Budget, Verdict, can_checkmate};

#[derive(clap::Args, Debug)]
pub struct UnwinnableArgs {
    /// The position: a FEN (quoted, or as separate words; the move counters
    /// may be left out), or `startpos`. Any board with one king of each
    /// colour is answered, also one no legal game reaches (an illegal move
    /// that stood can leave one): the answer then says so. No king, or two
    /// of a colour: refused with exit status 2.
    #[arg(required = true, num_args = 1.., value_name = "FEN")]
    pub fen: Vec<String>,
    /// The side whose mating chances are asked (both when absent).
    #[arg(long, value_enum)]
    pub winner: Option<Side>,
    /// The bounded analysis of a decisive ruling at the clock press (Art.
    /// 7.5.5): what the board itself would answer; at most about a second
    /// per side. The default.
    #[arg(long, conflicts_with_all = ["quick", "full"])]
    pub press: bool,
    /// The quick analysis the board runs after every move (dead positions,
    /// Art. 5.2.2): a few microseconds, finds no mates, so often
    /// "undecided".
    #[arg(long, conflicts_with = "full")]
    pub quick: bool,
    /// The full analysis: decides far more, up to about ten seconds on
    /// composed positions.
    #[arg(long)]
    pub full: bool,
    /// `text`: a sentence per side; `json`: one object per side and line.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Can White still checkmate?
    White,
    /// Can Black still checkmate?
    Black,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A sentence per side, the mating line in SAN with move numbers.
    Text,
    /// One JSON object per side and line: winner, verdict, line.
    Json,
}

/// One verdict as the JSON output writes it.
#[derive(serde::Serialize)]
struct Report<'a> {
    winner: &'a str,
    verdict: &'a str,
    line: Vec<String>,
    /// Why no legal game reaches the position, when none does.
    #[serde(skip_serializing_if = "Option::is_none")]
    unreachable: Option<String>,
}

pub fn run(args: UnwinnableArgs) -> anyhow::Result<ExitCode> {
    let text = args.fen.join(" ");
    let tr = args.lang.tr(None);
    // Chess960 castling: a standard FEN reads the same, and X-FEN too.
    let (setup, unreachable) = match Position::from_fen_any_board(&text, Variant::Chess960) {
        // The JSON's `unreachable` keeps the engine's English (data).
        Ok((pos, why)) => (pos.to_setup(), why),
        Err(e) => return Ok(super::bad_input_in(tr, &e)),
    };
    if let (Some(why), Format::Text) = (&unreachable, args.format) {
        // The engine's reasons (`Unreachable`), in the language.
        let why = super::error_words::position_problems(tr, &why.0);
        println!(
            "{}",
            tr.msg("unwinnable-unreachable", &[("why", why.into())])
        );
    }
    let budget = if args.full {
        Budget::Full
    } else if args.quick {
        Budget::Quick
    } else {
        Budget::Press
    };
    let sides = match args.winner {
        Some(Side::White) => vec![Color::White],
        Some(Side::Black) => vec![Color::Black],
        None => vec![Color::White, Color::Black],
    };
    for winner in sides {
        let verdict = can_checkmate(&setup, winner, budget);
        let line = match &verdict {
            Verdict::CanMate(line) => san_line(&setup, line),
            _ => Vec::new(),
        };
        let name = if winner == Color::White {
            "white"
        } else {
            "black"
        };
        match args.format {
            Format::Json => {
                let report = Report {
                    winner: name,
                    verdict: verdict_word(&verdict),
                    line,
                    unreachable: unreachable.as_ref().map(ToString::to_string),
                };
                println!("{}", serde_json::to_string(&report)?);
            }
            Format::Text => println!("{}", describe(tr, name, &verdict, &numbered(&setup, &line))),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn verdict_word(v: &Verdict) -> &'static str {
    match v {
        Verdict::CanMate(_) => "can_mate",
        Verdict::CannotMate => "cannot_mate",
        Verdict::Undecided => "undecided",
    }
}

fn describe(tr: &crate::i18n::Tr, name: &str, v: &Verdict, line: &str) -> String {
    let side = ("side", crate::i18n::Arg::from(name));
    match v {
        Verdict::CanMate(moves) if moves.is_empty() => tr.msg("unwinnable-mate-now", &[side]),
        Verdict::CanMate(_) => tr.msg(
            "unwinnable-can-mate",
            &[side, ("line", line.to_string().into())],
        ),
        Verdict::CannotMate => tr.msg("unwinnable-cannot", &[side]),
        Verdict::Undecided => tr.msg("unwinnable-undecided", &[side]),
    }
}

/// The line in SAN, one string per move.
fn san_line(setup: &Setup, line: &[shakmaty::Move]) -> Vec<String> {
    let mut pos = Position::from_setup(setup.clone(), Variant::Chess960);
    line.iter()
        .map(|m| {
            let san = pos.san(m);
            pos = pos.play(m);
            san
        })
        .collect()
}

/// The SAN moves with move numbers: `12... Kd8 13. Ka6 Ke8`.
fn numbered(setup: &Setup, sans: &[String]) -> String {
    let mut out = String::new();
    let mut number = setup.fullmoves.get();
    let mut turn = setup.turn;
    for (i, san) in sans.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        match turn {
            Color::White => out.push_str(&format!("{number}. ")),
            Color::Black if i == 0 => out.push_str(&format!("{number}... ")),
            Color::Black => {}
        }
        out.push_str(san);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    out
}
