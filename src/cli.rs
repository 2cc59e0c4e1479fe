//! The command line: one subcommand per job, each implemented in its module.

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
    Replay(crate::replay::ReplayArgs),
    /// Play a bundled game with an illegal move on a simulated board.
    Demo(crate::replay::DemoArgs),
    /// Can a side still checkmate? (Art. 5.2.2, 6.9, 7.5.5)
    Unwinnable(crate::arbiter::unwinnable::UnwinnableArgs),
    /// Validate a configuration file and print the effective configuration.
    CheckConfig(crate::config::CheckConfigArgs),
    /// Live view of the sensor grid, clock lines and LED, for bring-up.
    Diag(crate::hw::DiagArgs),
    /// Record the magnets of each piece type for analog identity sensors.
    Calibrate(crate::hw::CalibrateArgs),
    /// Render a position (and an alert) to a PNG.
    Render(crate::display::RenderArgs),
    /// Run the daemon.
    Run(crate::daemon::RunArgs),
    /// Start a round: event, round and board number for the journal.
    Round(crate::journal::RoundArgs),
    /// Check the hash chain of a journal.
    Verify(crate::journal::VerifyArgs),
    /// Export the games of a round as PGN or JSON.
    Export(crate::journal::ExportArgs),
}

/// Exit status for bad input (a trace, a configuration, a FEN).
pub const EXIT_BAD_INPUT: u8 = 2;

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Replay(a) => crate::replay::run(a),
        Command::Demo(a) => crate::replay::demo(a),
        Command::Unwinnable(a) => crate::arbiter::unwinnable::run(a),
        Command::CheckConfig(a) => crate::config::run_check(a),
        Command::Diag(a) => crate::hw::run_diag(a),
        Command::Calibrate(a) => crate::hw::run_calibrate(a),
        Command::Render(a) => crate::display::run_render(a),
        Command::Run(a) => crate::daemon::run(a),
        Command::Round(a) => crate::journal::run_round(a),
        Command::Verify(a) => crate::journal::run_verify(a),
        Command::Export(a) => crate::journal::run_export(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("jadoube: {e:#}");
            ExitCode::FAILURE
        }
    }
}
