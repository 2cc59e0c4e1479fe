//! The arbiter's screen.

use std::process::ExitCode;

pub mod canvas;
pub mod glyphs;
pub mod png;
#[rustfmt::skip]
mod glyphs_data;

#[derive(clap::Args, Debug)]
pub struct RenderArgs {}

pub fn run_render(_args: RenderArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("render is not implemented yet")
}
