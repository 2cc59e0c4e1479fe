//! `jadoube round start|show`: the event, round and board of the next game,
//! kept in the state directory's round file.

use std::process::ExitCode;

use super::values::{LangArgs, StateArgs};
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
            println!("{}", tr.t("round-restart"));
            Ok(ExitCode::SUCCESS)
        }
        RoundCommand::Show(a) => {
            let (config, dir) = a.state.open()?;
            let tr = a.lang.tr(Some(&config));
            let g = journal::game_info(&config, &dir)?;
            println!("{}", serde_json::to_string_pretty(&g)?);
            let path = dir.join(journal::game_file_name(&g)).display().to_string();
            println!("{}", tr.msg("round-show-journal", &[("path", path.into())]));
            Ok(ExitCode::SUCCESS)
        }
    }
}
