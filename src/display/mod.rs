//! The arbiter's screen: what happened and exactly what to put back, at a
//! glance. See `docs/display.md`.
//!
//! Events drive a [`ScreenModel`]; a [`View`] turns it into words and marks
//! for one audience; [`render::render`] draws the view on a [`Canvas`] of
//! any size (pure); outputs put the canvas on a framebuffer ([`fbdev`]), in
//! PNG files ([`png`]) or on the terminal ([`terminal`], text from the view).
//!
//! ```
//! use jadoube::display::{Audience, ScreenInfo, ScreenModel, render_canvas};
//! let model = ScreenModel::new("startpos", ScreenInfo::default()).unwrap();
//! let canvas = render_canvas(&model, Audience::Arbiter, 320, 240);
//! assert_eq!((canvas.width(), canvas.height()), (320, 240));
//! ```

use std::path::{Path, PathBuf};

pub mod canvas;
pub mod console;
pub mod fbdev;
mod fmath;
pub mod glyphs;
mod glyphs_data;
pub mod model;
pub mod output;
pub mod png;
pub mod render;
pub mod terminal;
pub mod view;

pub use canvas::Canvas;
pub use model::{
    AlertVisibility, Audience, LedMode, LedSignal, Orientation, ResultChoice, ScreenInfo,
    ScreenModel,
};
pub use output::{Output, PngDir, TerminalOutput};
pub use view::View;

use crate::arbiter::{Event, RuleSet};
use crate::board::{Sensed, SensorKind};
use crate::error::IoError;

/// What went wrong drawing or showing a screen.
#[derive(Debug, thiserror::Error)]
pub enum DisplayError {
    /// A file or device could not be read or written (the context names it).
    #[error(transparent)]
    Io(#[from] IoError),
    #[error("{context}")]
    Encode {
        context: String,
        #[source]
        source: ::png::EncodingError,
    },
    #[error("{context}")]
    Decode {
        context: String,
        #[source]
        source: ::png::DecodingError,
    },
    /// A device, file or setting that cannot be used: the message says why.
    #[error("{0}")]
    Invalid(String),
}

/// The standard start position, for `startpos`.
pub const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Where the screen goes: the `[screen]` section of the configuration,
/// mapped by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScreenOptions {
    /// Outputs to drive.
    pub outputs: Vec<OutputKind>,
    /// The framebuffer device.
    pub fb_device: PathBuf,
    /// A second framebuffer for the arbiter (`AlertVisibility::SecondOutput`).
    pub arbiter_fb_device: Option<PathBuf>,
    /// Canvas size; `None`: the device's resolution (PNG: 800 x 480).
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// Which side is at the bottom of the diagram.
    pub orientation: Orientation,
    /// Who may see an illegal-move alert (laws.md section 7).
    pub alert_visibility: AlertVisibility,
    /// How the LED announces an illegal move.
    pub led: LedMode,
    /// Where `OutputKind::Png` writes one file per screen change.
    pub png_dir: Option<PathBuf>,
    /// The language of the screens and of the printed decisions.
    pub lang: crate::i18n::Lang,
}

impl Default for ScreenOptions {
    fn default() -> ScreenOptions {
        ScreenOptions {
            outputs: vec![OutputKind::Framebuffer],
            fb_device: PathBuf::from("/dev/fb0"),
            arbiter_fb_device: None,
            width: None,
            height: None,
            orientation: Orientation::White,
            alert_visibility: AlertVisibility::Always,
            led: LedMode::Blink,
            png_dir: None,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// One kind of output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputKind {
    Framebuffer,
    Png,
    Terminal,
}

impl ScreenOptions {
    /// Opens the configured outputs. A framebuffer that cannot be opened is
    /// an error naming the device.
    pub fn open_outputs(&self) -> Result<Vec<Box<dyn Output>>, DisplayError> {
        let mut out: Vec<Box<dyn Output>> = Vec::new();
        let size = self.width.zip(self.height);
        for kind in &self.outputs {
            match kind {
                OutputKind::Framebuffer => {
                    let players = if self.alert_visibility == AlertVisibility::SecondOutput {
                        Audience::Players
                    } else {
                        Audience::Arbiter
                    };
                    out.push(Box::new(fbdev::FbOutput::open(
                        &self.fb_device,
                        players,
                        size,
                    )?));
                    if let Some(dev) = &self.arbiter_fb_device {
                        out.push(Box::new(fbdev::FbOutput::open(
                            dev,
                            Audience::Arbiter,
                            size,
                        )?));
                    }
                }
                OutputKind::Png => {
                    let dir = self.png_dir.clone().ok_or_else(|| {
                        DisplayError::Invalid("`png` output needs a png directory".into())
                    })?;
                    let (w, h) = size.unwrap_or((800, 480));
                    out.push(Box::new(PngDir::new(dir, w, h, Audience::Arbiter)?));
                }
                OutputKind::Terminal => {
                    out.push(Box::new(TerminalOutput::stdout(Audience::Arbiter)))
                }
            }
        }
        Ok(out)
    }
}

/// The screen `audience` sees, drawn on a new `width` x `height` canvas.
pub fn render_canvas(model: &ScreenModel, audience: Audience, width: u32, height: u32) -> Canvas {
    let mut canvas = Canvas::new(width, height);
    render::render(&View::of(model, audience), &mut canvas);
    canvas
}

/// The arbiter's screen as a PNG file (`replay --screens`, documentation).
pub fn render_png(
    model: &ScreenModel,
    width: u32,
    height: u32,
    path: &Path,
) -> Result<(), DisplayError> {
    png::write(
        &render_canvas(model, Audience::Arbiter, width, height),
        path,
    )
}

/// `replay --screens DIR`: one arbiter's screen per decision of `events`
/// (inputs such as lifts and drops update the board but write no file),
/// named `NNNN-KIND.png` in order. Returns the files written.
pub fn write_screens(
    model: &mut ScreenModel,
    events: &[Event],
    dir: &Path,
    width: u32,
    height: u32,
) -> Result<Vec<PathBuf>, DisplayError> {
    let mut out = PngDir::new(dir.to_path_buf(), width, height, Audience::Arbiter)?;
    let mut files = Vec::new();
    for event in events {
        model.apply(event);
        if !event.is_input() {
            files.push(out.write(model, event.kind())?);
        }
    }
    Ok(files)
}

// --- `jadoube render` ----------------------------------------------------

/// `WIDTHxHEIGHT` in pixels, 16 to 8192 each.
pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{s}` is not WIDTHxHEIGHT"))?;
    let w: u32 = w
        .trim()
        .parse()
        .map_err(|_| format!("`{w}` is not a width in pixels"))?;
    let h: u32 = h
        .trim()
        .parse()
        .map_err(|_| format!("`{h}` is not a height in pixels"))?;
    if !(16..=8192).contains(&w) || !(16..=8192).contains(&h) {
        return Err(format!(
            "{w}x{h}: width and height must be 16 to 8192 pixels"
        ));
    }
    Ok((w, h))
}

/// What `jadoube render` draws.
#[derive(Clone, Debug)]
pub struct RenderSpec<'a> {
    /// The position (a FEN, a piece placement, or `startpos`).
    pub fen: &'a str,
    /// The rule set named on the screen.
    pub rules: &'a str,
    pub orientation: Orientation,
    pub visibility: AlertVisibility,
    pub audience: Audience,
    /// Events as `replay --format jsonl` prints them, one per line.
    pub alert: Option<&'a str>,
    /// The piece placement physically on the board.
    pub diff: Option<&'a str>,
    /// The language of the screen.
    pub lang: crate::i18n::Lang,
}

/// Bad input to `render`.
#[derive(Debug, thiserror::Error)]
pub enum RenderInputError {
    #[error("FEN: {0}")]
    Fen(String),
    #[error("--diff: `{placement}` is not a piece placement: {why}")]
    Diff { placement: String, why: String },
    #[error("--alert line {line}: {why}")]
    Alert { line: usize, why: String },
    #[error("--rules: unknown rule set `{0}`")]
    Rules(String),
}

/// The model and the view `render` draws.
pub fn render_view(spec: &RenderSpec) -> Result<View, RenderInputError> {
    let rules = RuleSet::builtin(spec.rules)
        .ok_or_else(|| RenderInputError::Rules(spec.rules.to_string()))?;
    let info = ScreenInfo {
        rules,
        orientation: spec.orientation,
        sensor: SensorKind::Identity,
        white: None,
        black: None,
        lang: spec.lang,
    };
    let mut model = ScreenModel::new(spec.fen, info)
        .map_err(RenderInputError::Fen)?
        .with_visibility(spec.visibility);
    if let Some(json) = spec.alert {
        for (i, text) in json
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let event: Event = serde_json::from_str(text).map_err(|e| RenderInputError::Alert {
                line: i + 1,
                why: e.to_string(),
            })?;
            model.apply(&event);
        }
    }
    if let Some(placement) = spec.diff {
        let board =
            shakmaty::Board::from_ascii_board_fen(placement.trim().as_bytes()).map_err(|e| {
                RenderInputError::Diff {
                    placement: placement.to_string(),
                    why: e.to_string(),
                }
            })?;
        model.set_sensed(&Sensed {
            occupied: board.occupied(),
            pieces: board,
        });
        if model.alert().is_none() {
            return Ok(view::diff_view(&model));
        }
    }
    Ok(View::of(&model, spec.audience))
}
