//! `jadoube replay` and `jadoube demo`: a trace through the same engine as a
//! live board.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {}

#[derive(clap::Args, Debug)]
pub struct DemoArgs {}

pub fn run(_args: ReplayArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("replay is not implemented yet")
}

pub fn demo(_args: DemoArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("demo is not implemented yet")
}
