//! `jadoube replay` and `jadoube demo`: a trace through the same engine as a
//! live board.

use std::process::ExitCode;

use crate::arbiter::Event;

/// Settings that override the trace's header lines (the command-line
/// options of `replay`).
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    pub rules: Option<String>,
    pub supervision: Option<crate::arbiter::Supervision>,
    pub sensor: Option<crate::board::SensorKind>,
    pub clock: Option<crate::arbiter::ClockMode>,
}

/// Replays a trace given as text and returns every event the engine
/// reported, in order; an error names the trace line at fault.
pub fn replay_text(_text: &str, _overrides: &Overrides) -> anyhow::Result<Vec<Event>> {
    anyhow::bail!("replay is not implemented yet")
}

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
