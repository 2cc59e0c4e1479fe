//! The arbiter's screen. To be written by the screen issue.

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct RenderArgs {}

pub fn run_render(_args: RenderArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("render is not implemented yet")
}
