//! `jadoube round start|show`: the event, round and board of the next game,
//! kept in the state directory's round file; `jadoube round pairings|results`:
//! a round's pairings from the pairing program's file, and its results from
//! the boards' journals back into it (`docs/hall.md`, issue 30).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::error::IoContext;

use super::values::{KeyArgs, LangArgs, StateArgs};
use crate::hall::pairings::{BoardResult, ByeKind, Pairings, Score, results_csv};
use crate::hall::round::{self, BoardJournal, Check, Status};
use crate::hall::trf::Trf;
use crate::i18n::Tr;
use crate::journal::export::Game;
use crate::journal::{self, GameInfo};

#[derive(clap::Args, Debug)]
pub struct RoundArgs {
    #[command(subcommand)]
    pub command: RoundCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum RoundCommand {
    /// Name the next game: the daemon journals it as EVENT_rROUND_bBOARD.jsonl
    /// from its next start (`systemctl restart jadoube`).
    Start(RoundStartArgs),
    /// Print the game the daemon will journal.
    Show(RoundShowArgs),
    /// Read a round's pairings (FIDE TRF, the pairing engine's list of
    /// pairs, or CSV) and print its boards.
    Pairings(PairingsArgs),
    /// The round table from the boards' journals: each board's result and
    /// how it came, with the checks; the results written back as TRF or CSV
    /// for the pairing program.
    Results(ResultsArgs),
}

#[derive(clap::Args, Debug)]
pub struct PairingsArgs {
    /// The pairing program's file: a TRF (.trf, .trfx, .txt) or a CSV
    /// (board, white, black[, white_id, black_id, white_rating,
    /// black_rating]).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// With a TRF: the pairing engine's list of pairs (JaVaFo or
    /// bbpPairings `-p`), giving the boards in order.
    #[arg(long, value_name = "FILE")]
    pub list: Option<PathBuf>,
    /// The round [default: with a TRF, the round paired without results;
    /// needed with --list or a CSV].
    #[arg(long, value_name = "N")]
    pub round: Option<u32>,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(clap::Args, Debug)]
pub struct ResultsArgs {
    #[command(flatten)]
    pub pairings: PairingsArgs,
    /// Where the boards' journals are (the hall's data directory, or
    /// journals pulled from the boards); searched recursively for *.jsonl.
    #[arg(long, value_name = "DIR", required = true)]
    pub journals: Vec<PathBuf>,
    /// The keys the journals' seals must be by (as `verify`): a journal
    /// they do not verify gives no result.
    #[command(flatten)]
    pub keys: KeyArgs,
    /// Write the pairing program's file with the round's results here (a
    /// TRF: the same file with the round's results; needs a TRF).
    #[arg(long, value_name = "FILE")]
    pub trf_out: Option<PathBuf>,
    /// Write the results as CSV here (board, white, black, FIDE numbers,
    /// result, how).
    #[arg(long, value_name = "FILE")]
    pub csv_out: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct RoundStartArgs {
    /// The event (the PGN `Event` tag; part of the journal's file name).
    #[arg(long, value_name = "EVENT")]
    pub event: String,
    /// The round (the PGN `Round` tag), such as `3` or `3.1`.
    #[arg(long, value_name = "ROUND")]
    pub round: String,
    /// The board number in the hall.
    #[arg(long, value_name = "BOARD")]
    pub board: String,
    /// White's name, as the PGN writes it (`Surname, Given`).
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name, as the PGN writes it (`Surname, Given`).
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// Where the game is played (the PGN `Site` tag).
    #[arg(long, value_name = "SITE")]
    pub site: Option<String>,
    #[command(flatten)]
    pub state: StateArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

#[derive(clap::Args, Debug)]
pub struct RoundShowArgs {
    #[command(flatten)]
    pub state: StateArgs,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: RoundArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        RoundCommand::Start(a) => {
            let (config, dir) = a.state.open()?;
            let tr = a.lang.tr(Some(&config));
            let g = GameInfo {
                event: Some(a.event),
                site: a.site,
                round: Some(a.round),
                board: Some(a.board),
                white: a.white,
                black: a.black,
            };
            let path = journal::write_round(&dir, &g)?;
            let journal = dir.join(journal::game_file_name(&g));
            let arg = |p: &std::path::Path| [("path", p.display().to_string().into())];
            println!("{}", tr.msg("round-set", &arg(&path)));
            let id = if journal.exists() {
                "round-journal-exists"
            } else {
                "round-journal"
            };
            println!("{}", tr.msg(id, &arg(&journal)));
            // A hall's pairing comes before the round file (issue 30).
            if crate::daemon::round::RoundState::load(&dir)
                .current
                .is_some()
            {
                let kept = dir.join(crate::daemon::round::STATE_FILE);
                println!("{}", tr.msg("round-hall-first", &arg(&kept)));
            }
            println!("{}", tr.t("round-restart"));
            Ok(ExitCode::SUCCESS)
        }
        RoundCommand::Pairings(a) => {
            let tr = a.lang.tr(None);
            let (_, p) = match read_pairings(tr, &a) {
                Ok(x) => x,
                Err(e) => return Ok(super::bad_input_said(tr, e)),
            };
            print_pairings(tr, &p);
            Ok(ExitCode::SUCCESS)
        }
        RoundCommand::Results(a) => results(a),
        RoundCommand::Show(a) => {
            let (config, dir) = a.state.open()?;
            let tr = a.lang.tr(Some(&config));
            // The hall's pairing when the board took one, else the round file.
            let chosen = crate::daemon::round::game_for(&config, &dir)?;
            let g = chosen.game;
            println!("{}", serde_json::to_string_pretty(&g)?);
            let file = chosen.file.unwrap_or_else(|| journal::game_file_name(&g));
            let path = dir.join(file).display().to_string();
            println!("{}", tr.msg("round-show-journal", &[("path", path.into())]));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The pairings of the file `a` names: the TRF too when it is one.
fn read_pairings(tr: &Tr, a: &PairingsArgs) -> Result<(Option<Trf>, Pairings), String> {
    let unreadable = |path: &Path, e: std::io::Error| {
        super::error_words::said(
            tr,
            &crate::error::IoError::at(crate::error::IoOp::Read, path, e),
        )
    };
    let bytes = crate::journal::files::read_all(&a.file).map_err(|e| unreadable(&a.file, e))?;
    let at = |e: &dyn std::fmt::Display| format!("{}: {e}", a.file.display());
    let is_csv = a
        .file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    if is_csv {
        let file = || [("path", a.file.display().to_string().into())];
        let round = a
            .round
            .ok_or_else(|| tr.msg("round-csv-no-round", &file()))?;
        let text = String::from_utf8(bytes).map_err(|_| tr.msg("io-not-utf8", &file()))?;
        let p = Pairings::from_csv(&text, &round.to_string())
            .map_err(|e| at(&super::hall_words::csv(tr, &e)))?;
        return Ok((None, p));
    }
    let trf_at = |file: &Path, e: &crate::hall::trf::TrfError| {
        super::error_words::joined(
            tr,
            file.display().to_string(),
            super::error_words::trf(tr, e),
        )
    };
    let trf = Trf::parse(&bytes).map_err(|e| trf_at(&a.file, &e))?;
    let p = match &a.list {
        Some(list) => {
            let round = a.round.ok_or_else(|| {
                tr.msg(
                    "round-list-no-round",
                    &[("path", list.display().to_string().into())],
                )
            })?;
            let text =
                crate::journal::files::read_all_text(list).map_err(|e| unreadable(list, e))?;
            trf.pairings_from_list(round, &text)
                .map_err(|e| trf_at(list, &e))?
        }
        None => trf.pairings(a.round).map_err(|e| trf_at(&a.file, &e))?,
    };
    Ok((Some(trf), p))
}

/// Who entered a result, as the journal records it (`board`, `hall:NAME`,
/// `sim`), in words of `tr`'s language; anything else as it is. (The TRF
/// and CSV written carry no `by`.)
fn by_words(tr: &Tr, by: &str) -> String {
    match by {
        "board" => tr.t("round-by-board"),
        "sim" => tr.t("round-by-sim"),
        _ => match by.strip_prefix("hall:") {
            Some(name) => tr.msg("round-by-hall", &[("name", name.to_string().into())]),
            None => by.to_string(),
        },
    }
}

fn score_text(s: Score) -> &'static str {
    match s {
        Score::WhiteWins => "1-0",
        Score::BlackWins => "0-1",
        Score::Draw => "½-½",
    }
}

fn board_line(tr: &Tr, g: &crate::hall::pairings::Game) -> String {
    tr.msg(
        "round-board",
        &[
            ("board", g.board.to_string().into()),
            ("white", g.white.name.clone().into()),
            ("black", g.black.name.clone().into()),
        ],
    )
}

fn print_pairings(tr: &Tr, p: &Pairings) {
    println!(
        "{}",
        tr.msg("round-head", &[("round", p.round.clone().into())])
    );
    for g in &p.games {
        println!("{}", board_line(tr, g));
    }
    for b in &p.byes {
        let kind = match b.kind {
            ByeKind::PairingAllocated => "round-bye-pairing",
            ByeKind::Full => "round-bye-full",
            ByeKind::Half => "round-bye-half",
            ByeKind::Zero => "round-bye-zero",
        };
        println!(
            "{}",
            tr.msg(
                "round-bye",
                &[
                    ("name", b.player.name.clone().into()),
                    ("kind", tr.t(kind).into())
                ]
            )
        );
    }
}

/// A journal's first line is its header (`"rec":"header"` of format
/// `jadoube-journal`); other JSON lines files (the hall's own records) are
/// no journals.
fn is_journal(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 512];
    // Never waits on a FIFO or a device put there (`open_regular`).
    let n = crate::journal::files::open_regular(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    let head = String::from_utf8_lossy(&head[..n]);
    head.contains("\"rec\":\"header\"") && head.contains("\"format\":\"jadoube-journal\"")
}

/// Every journal (`*.jsonl` beginning with a journal's header) under `dir`,
/// in name order.
fn journal_files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
        let kind = e.file_type()?;
        if kind.is_dir() {
            journal_files(&path, out)?;
        } else if kind.is_file()
            && path.extension().is_some_and(|x| x == "jsonl")
            && is_journal(&path)
        {
            out.push(path);
        }
    }
    Ok(())
}

fn results(a: ResultsArgs) -> anyhow::Result<ExitCode> {
    let tr = a.pairings.lang.tr(None);
    let (trf, p) = match read_pairings(tr, &a.pairings) {
        Ok(x) => x,
        Err(e) => return Ok(super::bad_input_said(tr, e)),
    };
    if a.trf_out.is_some() && trf.is_none() {
        return Ok(super::bad_input_said(tr, tr.t("round-trf-needs-trf")));
    }
    let keys = a.keys.list()?;
    let mut files = Vec::new();
    for d in &a.journals {
        journal_files(d, &mut files).io_at(crate::error::IoOp::List, d)?;
    }
    let mut games = Vec::new();
    for f in &files {
        // Journals of other rounds are no concern; an unreadable or
        // unverified one of this round gives no result, and says so.
        let g = match Game::read(f, keys.as_ref()) {
            Ok(g) => g,
            Err(e) => {
                eprintln!(
                    "{}",
                    tr.msg(
                        "round-unreadable",
                        &[
                            ("path", f.display().to_string().into()),
                            ("why", super::error_words::said(tr, &e).into())
                        ]
                    )
                );
                continue;
            }
        };
        if g.header.game.round.as_deref() != Some(p.round.as_str()) {
            continue;
        }
        if !g.report.ok() {
            eprintln!(
                "{}",
                tr.msg(
                    "round-unverified",
                    &[
                        ("path", f.display().to_string().into()),
                        (
                            "why",
                            match g.report.first_problem() {
                                Some(p) if tr.lang() != crate::i18n::Lang::En => {
                                    crate::journal::problem_words(tr, p)
                                }
                                _ => g.report.short(),
                            }
                            .into()
                        )
                    ]
                )
            );
            continue;
        }
        games.push((f.clone(), g));
    }
    let names: Vec<String> = games
        .iter()
        .map(|(f, _)| {
            f.file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let journals: Vec<BoardJournal> = games
        .iter()
        .zip(&names)
        .map(|((_, g), name)| BoardJournal {
            name,
            header: &g.header,
            lines: &g.lines,
        })
        .collect();
    let rows = round::table(&p, &journals, &Default::default());
    println!(
        "{}",
        tr.msg("round-head", &[("round", p.round.clone().into())])
    );
    let mut open = Vec::new();
    for r in &rows {
        let status = match (r.status, &r.ended) {
            (_, Some(e)) => format!(
                "{}  {}",
                score_text(Score::from(e.result)),
                crate::words::game_over_reason(tr, e)
            ),
            (Status::NoBoard, None) => tr.t("round-status-no-board"),
            (Status::NotStarted, None) => tr.t("round-status-not-started"),
            (_, None) => tr.t("round-status-playing"),
        };
        if r.outcome.is_none() {
            open.push(r.game.board.to_string());
        }
        println!("{}  {status}", board_line(tr, &r.game));
        if let Some(by) = &r.by {
            println!(
                "    {}",
                tr.msg("round-by", &[("by", by_words(tr, by).into())])
            );
        }
        for c in &r.corrections {
            println!(
                "    {}",
                tr.msg(
                    "round-corrected",
                    &[
                        ("from", score_text(c.from).into()),
                        ("to", score_text(c.to).into()),
                        ("by", by_words(tr, &c.by).into()),
                        ("wall", c.wall.clone().into()),
                    ]
                )
            );
        }
        for c in &r.checks {
            let text = match c {
                Check::ColoursSwapped => tr.t("round-check-swapped"),
                Check::OtherPlayers { white, black } => tr.msg(
                    "round-check-other",
                    &[
                        ("white", white.clone().into()),
                        ("black", black.clone().into()),
                    ],
                ),
                Check::OnOtherBoard { board } => {
                    tr.msg("round-check-elsewhere", &[("board", board.clone().into())])
                }
                Check::ResultDiffers { entered, journal } => tr.msg(
                    "round-check-entered",
                    &[
                        ("entered", score_text(*entered).into()),
                        ("journal", journal.map_or("*", score_text).into()),
                    ],
                ),
            };
            println!("    {text}");
        }
    }
    if !open.is_empty() {
        println!(
            "{}",
            tr.msg("round-open", &[("boards", open.join(", ").into())])
        );
    }
    if let (Some(path), Some(trf)) = (&a.trf_out, &trf) {
        let round: u32 = p
            .round
            .parse()
            .map_err(|_| anyhow::anyhow!("round {}", p.round))?;
        let bytes = match trf.with_results(round, &round::results(&rows)) {
            Ok(b) => b,
            Err(e) => return Ok(super::bad_input_said(tr, super::error_words::trf(tr, &e))),
        };
        std::fs::write(path, bytes).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        println!(
            "{}",
            tr.msg(
                "round-written",
                &[("path", path.display().to_string().into())]
            )
        );
    }
    if let Some(path) = &a.csv_out {
        let list: Vec<BoardResult> = rows
            .iter()
            .map(|r| BoardResult {
                game: r.game.clone(),
                outcome: r.outcome,
                how: r
                    .ended
                    .as_ref()
                    .map(|e| crate::words::game_over_reason(tr, e))
                    .unwrap_or_default(),
            })
            .collect();
        std::fs::write(path, results_csv(&list))
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        println!(
            "{}",
            tr.msg(
                "round-written",
                &[("path", path.display().to_string().into())]
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}
