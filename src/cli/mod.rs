//! The command line: one file per subcommand, each with its arguments and
//! the glue that calls the library and turns its typed errors into an exit
//! status. This is the only layer that knows clap or process exit codes
//! (`docs/architecture.md`).

mod calibrate;
mod check_config;
mod demo;
mod diag;
mod export;
mod hall;
mod render;
mod replay;
mod round;
mod run;
mod unwinnable;
mod values;
mod verify;

use std::fmt::Display;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// `jadoube --version`: the program's version and those of the formats it
/// reads and writes (`docs/versions.md`).
/// Literal, as clap wants a `&'static str`: `tests/versions.rs` checks it
/// against `trace::FORMAT_VERSION`, `journal::format::VERSION` and
/// `arbiter::event::CONTRACT_VERSION`.
const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    "\ntrace format 1.0",
    "\njournal format 1",
    "\nreplay --format jsonl contract 1.0"
);

#[derive(Parser, Debug)]
#[command(
    name = "jadoube",
    version,
    long_version = LONG_VERSION,
    about = "Arbiter daemon for electronic chessboards"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay a trace (or a journal) through the engine and print its decisions.
    Replay(replay::ReplayArgs),
    /// Play a bundled game with an illegal move on a simulated board.
    Demo(demo::DemoArgs),
    /// Can a side still checkmate? (Art. 5.2.2, 6.9, 7.5.5)
    Unwinnable(unwinnable::UnwinnableArgs),
    /// Validate a configuration file and print the effective configuration.
    CheckConfig(check_config::CheckConfigArgs),
    /// Live view of the sensor grid, clock lines and LED, for bring-up.
    Diag(diag::DiagArgs),
    /// Record the magnets of each piece type for analog identity sensors.
    Calibrate(calibrate::CalibrateArgs),
    /// Render a position (and an alert) to a PNG.
    Render(render::RenderArgs),
    /// Run the daemon.
    Run(run::RunArgs),
    /// Start a round: event, round and board number for the journal.
    Round(round::RoundArgs),
    /// Check the hash chain of a journal.
    Verify(verify::VerifyArgs),
    /// Export the games of a round as PGN or JSON.
    Export(export::ExportArgs),
    /// The chief arbiter's dashboard: every board live, the broadcast PGN,
    /// the journals collected (docs/hall.md).
    Hall(hall::HallArgs),
}

/// Exit status for bad input (a trace, a configuration, a FEN).
pub const EXIT_BAD_INPUT: u8 = 2;

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Replay(a) => replay::run(a),
        Command::Demo(a) => demo::run(a),
        Command::Unwinnable(a) => unwinnable::run(a),
        Command::CheckConfig(a) => check_config::run(a),
        Command::Diag(a) => diag::run(a),
        Command::Calibrate(a) => calibrate::run(a),
        Command::Render(a) => render::run(a),
        Command::Run(a) => run::run(a),
        Command::Round(a) => round::run(a),
        Command::Verify(a) => verify::run(a),
        Command::Export(a) => export::run(a),
        Command::Hall(a) => hall::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("jadoube: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Bad input: says why on stderr (`jadoube: WHY`), exit status 2.
fn bad_input(why: impl Display) -> ExitCode {
    eprintln!("jadoube: {why}");
    ExitCode::from(EXIT_BAD_INPUT)
}

/// Success when `ok`, else the general failure (exit status 1).
fn success_if(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
