//! The physical board: sensor frames, per-square debounce, lift and drop
//! events. Nothing here knows the rules of chess.

pub mod debounce;
pub mod frame;

pub use debounce::{Cell, DebounceConfig, Debouncer, FlickerChange, SquareChange};
pub use frame::{Frame, Sensed, SensorKind};
