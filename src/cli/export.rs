//! `jadoube export`: after the round, a PGN per game and a JSON summary per
//! round for the chief arbiter, from the journals (`journal::export`).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use super::values::{KeyArgs, StateArgs};
use crate::journal::files::{Dir, FILE_MODE};
use crate::journal::{
    self,
    export::{Game, pgn, round_summary},
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ExportFormat {
    /// A PGN file per game.
    Pgn,
    /// A JSON summary per round.
    Json,
}

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// Only this round.
    #[arg(long)]
    pub round: Option<String>,
    /// What to write (repeat for both) [default: pgn and json].
    #[arg(long, value_enum)]
    pub format: Vec<ExportFormat>,
    /// Where to write [default: STATE_DIR/export].
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    pub output: Option<PathBuf>,
    /// Journals to export [default: every *.jsonl in the state directory].
    pub journals: Vec<PathBuf>,
    #[command(flatten)]
    pub state: StateArgs,
    #[command(flatten)]
    pub keys: KeyArgs,
    #[command(flatten)]
    pub lang: super::values::LangArgs,
}

pub fn run(args: ExportArgs) -> anyhow::Result<ExitCode> {
    let (config, state) = args.state.open()?;
    let keys = args.keys.list()?;
    let tr = crate::words::tr(args.lang.resolve(Some(&config)));
    let files = if args.journals.is_empty() {
        journal::journals_in(&state)
            .with_context(|| format!("cannot list the journals in {}", state.display()))?
    } else {
        args.journals.clone()
    };
    let out = args.output.clone().unwrap_or_else(|| state.join("export"));
    let formats = if args.format.is_empty() {
        vec![ExportFormat::Pgn, ExportFormat::Json]
    } else {
        args.format.clone()
    };
    let mut rounds: BTreeMap<String, Vec<Game>> = BTreeMap::new();
    for f in &files {
        let game = match Game::read(f, keys.as_ref()) {
            Ok(g) => g,
            Err(e) => {
                // (In the language: a file that cannot be read, the kinds
                // `error_words` has.)
                let why = super::error_words::said(tr, &e);
                eprintln!(
                    "jadoube export: {}",
                    tr.msg("export-skipped", &[("why", why.into())])
                );
                continue;
            }
        };
        let round = game.header.game.round.clone().unwrap_or_else(|| "-".into());
        if args.round.as_ref().is_some_and(|r| *r != round) {
            continue;
        }
        rounds.entry(round).or_default().push(game);
    }
    if rounds.is_empty() {
        let place = if args.journals.is_empty() {
            state.display().to_string()
        } else {
            tr.t("export-the-files")
        };
        let text = match &args.round {
            Some(r) => tr.msg(
                "export-no-game-round",
                &[("round", r.clone().into()), ("where", place.into())],
            ),
            None => tr.msg("export-no-game", &[("where", place.into())]),
        };
        eprintln!("jadoube export: {text}");
        return Ok(ExitCode::FAILURE);
    }
    // Written relative to the directory, never through a link planted in
    // it (`export` is run by root in the service user's directory).
    let out_dir = match &args.output {
        Some(dir) => Dir::open(dir, true),
        None => Dir::open(&state, false).and_then(|d| d.subdir("export", true)),
    }
    .with_context(|| format!("cannot open {}", out.display()))?;
    let write = |name: &str, bytes: &[u8]| -> anyhow::Result<()> {
        let path = out_dir
            .replace(name, bytes, FILE_MODE, None)
            .with_context(|| format!("cannot write {}", out_dir.join(name).display()))?;
        println!("{}", path.display());
        Ok(())
    };
    let mut all_verified = true;
    for (round, games) in &rounds {
        for g in games {
            if !g.report.ok() {
                all_verified = false;
                let why = g
                    .report
                    .first_problem()
                    .map(|p| p.to_string())
                    .unwrap_or_default();
                let file = g.file.display().to_string();
                eprintln!(
                    "jadoube export: {}",
                    tr.msg(
                        "export-not-verified",
                        &[("file", file.into()), ("why", why.into())]
                    )
                );
            }
            if formats.contains(&ExportFormat::Pgn) {
                let stem = g
                    .file
                    .file_stem()
                    .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
                write(&format!("{stem}.pgn"), pgn(g, tr).as_bytes())?;
            }
        }
        if formats.contains(&ExportFormat::Json) {
            let name = if round == "-" {
                "none".into()
            } else {
                journal::slug(round)
            };
            let text = serde_json::to_string_pretty(&round_summary(round, games, tr))? + "\n";
            write(&format!("round-{name}.json"), text.as_bytes())?;
        }
    }
    Ok(super::success_if(all_verified))
}
