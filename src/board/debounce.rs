//! Per-square debounce.

/// Debounce settings.
#[derive(Clone, Debug)]
pub struct DebounceConfig {}

/// A confirmed change of one square.
#[derive(Clone, Debug)]
pub struct SquareChange {}

/// The per-square debouncer.
#[derive(Clone, Debug)]
pub struct Debouncer {}
