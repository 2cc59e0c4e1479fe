//! The physical board: sensor frames, per-square debounce, lift and drop
//! events. Nothing here knows the rules of chess.

pub mod debounce;
pub mod frame;

pub use debounce::{Debouncer, DebounceConfig, SquareChange};
pub use frame::{Frame, Sensed, SensorKind};
