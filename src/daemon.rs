//! The daemon: tokio wiring of scanner, clock, engine and outputs. To be
//! written by the daemon issue.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct RunArgs {}

pub fn run(_args: RunArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("run is not implemented yet")
}
