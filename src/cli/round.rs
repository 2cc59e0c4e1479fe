//! `jadoube round start|show`: the event, round and board of the next game,
//! kept in the state directory's round file.

use std::process::ExitCode;

use super::values::StateArgs;
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
    Show(StateArgs),
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
}

pub fn run(args: RoundArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        RoundCommand::Start(a) => {
            let (_, dir) = a.state.open()?;
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
            println!("round set in {}", path.display());
            println!(
                "the game is journaled in {}{}",
                journal.display(),
                if journal.exists() {
                    " (it exists: the daemon goes on with it)"
                } else {
                    ""
                }
            );
            println!("restart the daemon to begin it: sudo systemctl restart jadoube");
            Ok(ExitCode::SUCCESS)
        }
        RoundCommand::Show(a) => {
            let (config, dir) = a.open()?;
            let g = journal::game_info(&config, &dir)?;
            println!("{}", serde_json::to_string_pretty(&g)?);
            println!(
                "journal: {}",
                dir.join(journal::game_file_name(&g)).display()
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}
