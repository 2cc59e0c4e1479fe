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
use std::process::ExitCode;

use anyhow::Context;

pub mod canvas;
pub mod fbdev;
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
    AlertVisibility, Audience, LedMode, LedSignal, Orientation, ScreenInfo, ScreenModel,
};
pub use output::{Output, PngDir, TerminalOutput};
pub use view::View;

use crate::arbiter::{Event, RuleSet};
use crate::board::{Sensed, SensorKind};

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
    pub fn open_outputs(&self) -> anyhow::Result<Vec<Box<dyn Output>>> {
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
                    let dir = self
                        .png_dir
                        .clone()
                        .context("`png` output needs a png directory")?;
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
pub fn render_png(model: &ScreenModel, width: u32, height: u32, path: &Path) -> anyhow::Result<()> {
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
) -> anyhow::Result<Vec<PathBuf>> {
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

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CliOrientation {
    White,
    Black,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CliVisibility {
    Always,
    AfterButton,
    SecondOutput,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CliAudience {
    Arbiter,
    Players,
}

/// `jadoube render FEN [--diff PLACEMENT] [--alert JSON] [--size WxH] -o out.png`
#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The position (a FEN, a piece placement, or `startpos`).
    pub fen: String,
    /// The piece placement physically on the board: marks every square that
    /// differs and lists the steps to put the position back.
    #[arg(long, value_name = "PLACEMENT")]
    pub diff: Option<String>,
    /// An event as `replay --format jsonl` prints it (usually `illegal`);
    /// several, one per line, are applied in order.
    #[arg(long, value_name = "JSON")]
    pub alert: Option<String>,
    /// Canvas size in pixels.
    #[arg(long, default_value = "480x320", value_parser = parse_size, value_name = "WxH")]
    pub size: (u32, u32),
    /// Which side is at the bottom of the diagram.
    #[arg(long, value_enum, default_value = "white")]
    pub orientation: CliOrientation,
    /// The rule set named on the screen.
    #[arg(long, default_value = RuleSet::DEFAULT_NAME)]
    pub rules: String,
    /// Who may see alerts (laws.md section 7).
    #[arg(long, value_enum, default_value = "always")]
    pub visibility: CliVisibility,
    /// Whose screen to draw.
    #[arg(long, value_enum, default_value = "arbiter")]
    pub audience: CliAudience,
    /// Also print the screen as plain text.
    #[arg(long)]
    pub text: bool,
    /// The PNG file to write.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: PathBuf,
}

/// Bad input to `render`: printed, exit status 2.
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

/// The model and the view `render` draws, from its arguments.
pub fn render_view(args: &RenderArgs) -> Result<View, RenderInputError> {
    let rules =
        RuleSet::builtin(&args.rules).ok_or_else(|| RenderInputError::Rules(args.rules.clone()))?;
    let info = ScreenInfo {
        rules,
        orientation: match args.orientation {
            CliOrientation::White => Orientation::White,
            CliOrientation::Black => Orientation::Black,
        },
        sensor: SensorKind::Identity,
        white: None,
        black: None,
    };
    let visibility = match args.visibility {
        CliVisibility::Always => AlertVisibility::Always,
        CliVisibility::AfterButton => AlertVisibility::AfterButton,
        CliVisibility::SecondOutput => AlertVisibility::SecondOutput,
    };
    let mut model = ScreenModel::new(&args.fen, info)
        .map_err(RenderInputError::Fen)?
        .with_visibility(visibility);
    if let Some(json) = &args.alert {
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
    let audience = match args.audience {
        CliAudience::Arbiter => Audience::Arbiter,
        CliAudience::Players => Audience::Players,
    };
    if let Some(placement) = &args.diff {
        let board =
            shakmaty::Board::from_ascii_board_fen(placement.trim().as_bytes()).map_err(|e| {
                RenderInputError::Diff {
                    placement: placement.clone(),
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
    Ok(View::of(&model, audience))
}

pub fn run_render(args: RenderArgs) -> anyhow::Result<ExitCode> {
    let view = match render_view(&args) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("jadoube render: {e}");
            return Ok(ExitCode::from(crate::cli::EXIT_BAD_INPUT));
        }
    };
    let (w, h) = args.size;
    let mut canvas = Canvas::new(w, h);
    render::render(&view, &mut canvas);
    png::write(&canvas, &args.output)?;
    if args.text {
        print!("{}", terminal::render_view(&view, false));
    }
    Ok(ExitCode::SUCCESS)
}
