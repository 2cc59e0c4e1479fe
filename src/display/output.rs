//! Outputs the daemon holds a list of: each shows the model's screen for its
//! audience, and skips the work when nothing it shows has changed.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::DisplayError;
use super::model::{Audience, ScreenModel};
use super::view::{Tone, View};
use crate::error::IoContext;

/// A place the screen is shown.
pub trait Output {
    /// For logs: `framebuffer /dev/fb1`, `png /var/lib/jadoube/screens`.
    fn name(&self) -> String;
    /// Who looks at it (laws.md section 7).
    fn audience(&self) -> Audience;
    /// Shows the model's current screen.
    fn show(&mut self, model: &ScreenModel) -> Result<(), DisplayError>;
}

fn tone_name(t: Tone) -> &'static str {
    match t {
        Tone::Ready => "ready",
        Tone::Alert => "illegal",
        Tone::Restored => "restored",
        Tone::Advisory => "advisory",
        Tone::Fault => "fault",
        Tone::Over => "over",
    }
}

/// One numbered PNG per screen change in a directory: `0001-ready.png`,
/// `0002-illegal.png`, ...
#[derive(Debug)]
pub struct PngDir {
    dir: PathBuf,
    width: u32,
    height: u32,
    audience: Audience,
    count: u32,
    last: Option<View>,
}

impl PngDir {
    /// Creates the directory if needed.
    pub fn new(
        dir: PathBuf,
        width: u32,
        height: u32,
        audience: Audience,
    ) -> Result<PngDir, DisplayError> {
        std::fs::create_dir_all(&dir).io_at(crate::error::IoOp::Create, &dir)?;
        Ok(PngDir {
            dir,
            width,
            height,
            audience,
            count: 0,
            last: None,
        })
    }

    /// Writes the screen now, whether or not it changed, as
    /// `NNNN-LABEL.png` (`replay --screens`: one file per decision, labelled
    /// with the event kind); returns the path.
    pub fn write(&mut self, model: &ScreenModel, label: &str) -> Result<PathBuf, DisplayError> {
        let view = View::of(model, self.audience);
        self.count += 1;
        let safe: String = label
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let path = self.dir.join(format!("{:04}-{safe}.png", self.count));
        write_view(&view, self.width, self.height, &path)?;
        self.last = Some(view);
        Ok(path)
    }
}

fn write_view(view: &View, width: u32, height: u32, path: &Path) -> Result<(), DisplayError> {
    // Drawn band by band: the daemon's peak memory (docs/performance.md).
    super::png::write_banded(width, height, path, |band| {
        super::render::render(view, band)
    })
}

impl Output for PngDir {
    fn name(&self) -> String {
        format!("png {}", self.dir.display())
    }

    fn audience(&self) -> Audience {
        self.audience
    }

    fn show(&mut self, model: &ScreenModel) -> Result<(), DisplayError> {
        let view = View::of(model, self.audience);
        if self.last.as_ref() == Some(&view) {
            return Ok(());
        }
        let label = tone_name(view.tone);
        self.write(model, label).map(|_| ())
    }
}

/// Text on a terminal (ANSI) or a pipe (plain), each changed screen once.
pub struct TerminalOutput {
    out: Box<dyn Write + Send>,
    color: bool,
    audience: Audience,
    last: Option<View>,
}

impl TerminalOutput {
    /// Standard output; colours when it is a terminal and `NO_COLOR` is
    /// not set.
    pub fn stdout(audience: Audience) -> TerminalOutput {
        let color = super::terminal::stdout_wants_color();
        TerminalOutput::new(Box::new(std::io::stdout()), color, audience)
    }

    pub fn new(out: Box<dyn Write + Send>, color: bool, audience: Audience) -> TerminalOutput {
        TerminalOutput {
            out,
            color,
            audience,
            last: None,
        }
    }
}

impl Output for TerminalOutput {
    fn name(&self) -> String {
        "terminal".into()
    }

    fn audience(&self) -> Audience {
        self.audience
    }

    fn show(&mut self, model: &ScreenModel) -> Result<(), DisplayError> {
        let view = View::of(model, self.audience);
        if self.last.as_ref() == Some(&view) {
            return Ok(());
        }
        self.out
            .write_all(super::terminal::render_view(&view, self.color).as_bytes())
            .and_then(|()| self.out.flush())
            .io_context(|| "cannot write to the terminal")?;
        self.last = Some(view);
        Ok(())
    }
}
