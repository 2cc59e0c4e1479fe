//! The trace format of `shared/spec/trace-format.md`.
