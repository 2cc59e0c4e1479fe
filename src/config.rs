//! The configuration file (`/etc/jadoube/jadoube.toml`). To be written by the
//! hardware issue.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct CheckConfigArgs {}

pub fn run_check(_args: CheckConfigArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("check-config is not implemented yet")
}
