//! The event log of a game: append-only, hash-chained, replayable. To be
//! written by the daemon issue.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct RoundArgs {}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {}

#[derive(clap::Args, Debug)]
pub struct ExportArgs {}

pub fn run_round(_args: RoundArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("round is not implemented yet")
}

pub fn run_verify(_args: VerifyArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("verify is not implemented yet")
}

pub fn run_export(_args: ExportArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("export is not implemented yet")
}
