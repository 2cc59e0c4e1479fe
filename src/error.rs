//! The one error shape shared by the layers that touch files and devices:
//! an I/O error with what was being done (`cannot read /path: …`). Each
//! module has its own typed error (thiserror) with an `Io` case holding
//! this; only `cli/` turns errors into exit statuses.

use std::fmt::Display;

/// An I/O error and what was being done: its `Display` is the context
/// (`cannot write /tmp/x.png`), its source the operating system's error.
#[derive(Debug, thiserror::Error)]
#[error("{context}")]
pub struct IoError {
    pub context: String,
    #[source]
    pub source: std::io::Error,
}

/// `.io_context(|| format!("cannot read {}", path.display()))` on an I/O
/// result.
pub trait IoContext<T> {
    fn io_context<C: Display>(self, context: impl FnOnce() -> C) -> Result<T, IoError>;
}

impl<T> IoContext<T> for std::io::Result<T> {
    fn io_context<C: Display>(self, context: impl FnOnce() -> C) -> Result<T, IoError> {
        self.map_err(|source| IoError {
            context: context().to_string(),
            source,
        })
    }
}

/// An error and its sources, `outer: inner: …` (as `anyhow` prints `{:#}`),
/// for messages kept in reports and logs.
pub struct Chain<'a>(pub &'a dyn std::error::Error);

impl Display for Chain<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)?;
        let mut source = self.0.source();
        while let Some(e) = source {
            write!(f, ": {e}")?;
            source = e.source();
        }
        Ok(())
    }
}
