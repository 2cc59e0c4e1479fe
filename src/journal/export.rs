//! `jadoube export`: PGN per game, JSON summary per round.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct ExportArgs {}

pub fn run_export(_args: ExportArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("export is not implemented yet")
}
