//! Calibration of analog hall sensors: `jadoube calibrate`.
//!
//! The session is guided: first the empty board (a baseline per sensor),
//! then each piece type in turn ("clear the board, then place every white
//! knight you have"), recording how far and in which direction its magnets
//! move the readings. The result is a TOML file:
//!
//! ```toml
//! version = 1
//! baseline = [512, 511, ...]   # one per wiring position
//!
//! [[piece]]
//! piece = "N"                  # FEN letter
//! mean = 182.5                 # reading minus baseline, averaged
//! min = 170
//! max = 196
//! squares = 2
//! ```
//!
//! Identity needs every piece type, the two colours on opposite polarities,
//! and no two types of one colour whose ranges overlap.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Piece, Role};

use super::SensorGrid;
use super::diag::ToolError;
use crate::config::{Config, WiringKind};
use crate::error::IoContext;
use crate::i18n::{Lang, Tr};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    pub version: u32,
    /// Empty-board reading per wiring position.
    pub baseline: Vec<u16>,
    #[serde(default, rename = "piece", skip_serializing_if = "Vec::is_empty")]
    pub pieces: Vec<PieceLevel>,
}

/// How one piece type moves a sensor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceLevel {
    /// FEN letter: `K` … `P` white, `k` … `p` black.
    pub piece: String,
    pub mean: f64,
    pub min: i32,
    pub max: i32,
    /// Squares it was measured on.
    pub squares: u32,
}

impl PieceLevel {
    pub fn as_piece(&self) -> Option<Piece> {
        let mut chars = self.piece.chars();
        let c = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        Piece::from_char(c)
    }
}

/// The twelve piece types in the order the session asks for them.
pub const ORDER: [Piece; 12] = [
    Color::White.king(),
    Color::White.queen(),
    Color::White.rook(),
    Color::White.bishop(),
    Color::White.knight(),
    Color::White.pawn(),
    Color::Black.king(),
    Color::Black.queen(),
    Color::Black.rook(),
    Color::Black.bishop(),
    Color::Black.knight(),
    Color::Black.pawn(),
];

fn piece_name(p: Piece) -> String {
    let role = match p.role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    format!(
        "{} {role}",
        if p.color == Color::White {
            "white"
        } else {
            "black"
        }
    )
}

/// Why a calibration cannot be used (said in the person's language by
/// `cli::hw_words`).
#[derive(Debug, thiserror::Error)]
pub enum CalibrationWhy {
    #[error("cannot read: {0}")]
    Read(std::io::Error),
    /// Not TOML, or not a calibration's fields (line and column named).
    #[error("{0}")]
    Toml(Box<crate::config::ConfigError>),
    #[error("version {0} is not known (this build reads version 1)")]
    Version(u32),
    #[error("piece[{index}]: `{piece}` is not a FEN piece letter")]
    Piece { index: usize, piece: String },
    #[error("{found} baselines for a wiring of {positions} positions: calibrate again")]
    Baselines { found: usize, positions: usize },
    /// The problems are the measurements' own remarks (English).
    #[error("cannot tell the pieces apart ({}): set identity = false or use different magnets", .0.join("; "))]
    Identity(Vec<String>),
}

impl Calibration {
    /// Every position at the configured nominal baseline, no pieces.
    pub fn nominal(positions: usize, baseline: u16) -> Calibration {
        Calibration {
            version: 1,
            baseline: vec![baseline; positions],
            pieces: Vec::new(),
        }
    }

    pub fn load(path: &Path) -> Result<Calibration, CalibrationWhy> {
        let src = std::fs::read_to_string(path).map_err(CalibrationWhy::Read)?;
        let cal: Calibration = toml::from_str(&src).map_err(|e| {
            let loc = crate::config::Locator::new(&src);
            CalibrationWhy::Toml(Box::new(loc.error_at(None, e.span(), e.message())))
        })?;
        if cal.version != 1 {
            return Err(CalibrationWhy::Version(cal.version));
        }
        for (i, p) in cal.pieces.iter().enumerate() {
            if p.as_piece().is_none() {
                return Err(CalibrationWhy::Piece {
                    index: i,
                    piece: p.piece.to_string(),
                });
            }
        }
        Ok(cal)
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let body = toml::to_string(self).map_err(std::io::Error::other)?;
        let text = format!(
            "# written by `jadoube calibrate`; readings minus the empty-board baseline\n{body}"
        );
        let tmp = path.with_extension("toml.tmp");
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, path)
    }

    /// The piece whose level is nearest `delta`, among those of its polarity.
    pub fn classify(&self, delta: i32) -> Option<Piece> {
        self.pieces
            .iter()
            .filter(|p| (p.mean > 0.0) == (delta > 0))
            .min_by(|a, b| {
                (a.mean - f64::from(delta))
                    .abs()
                    .total_cmp(&(b.mean - f64::from(delta)).abs())
            })
            .and_then(PieceLevel::as_piece)
    }

    /// Why identity cannot work with this calibration (empty: it can).
    pub fn identity_problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        let level = |p: Piece| self.pieces.iter().find(|l| l.as_piece() == Some(p));
        for p in ORDER {
            if level(p).is_none() {
                out.push(format!("no {}", piece_name(p)));
            }
        }
        let sign = |c: Color| -> Option<bool> {
            let signs: Vec<bool> = self
                .pieces
                .iter()
                .filter(|l| l.as_piece().is_some_and(|p| p.color == c))
                .map(|l| l.mean > 0.0)
                .collect();
            signs
                .first()
                .copied()
                .filter(|s| signs.iter().all(|x| x == s))
        };
        match (sign(Color::White), sign(Color::Black)) {
            (Some(w), Some(b)) if w == b => {
                out.push("white and black pieces have the same polarity".into())
            }
            (None, _)
                if self
                    .pieces
                    .iter()
                    .any(|l| l.as_piece().is_some_and(|p| p.color == Color::White)) =>
            {
                out.push("white pieces differ in polarity".into())
            }
            (_, None)
                if self
                    .pieces
                    .iter()
                    .any(|l| l.as_piece().is_some_and(|p| p.color == Color::Black)) =>
            {
                out.push("black pieces differ in polarity".into())
            }
            _ => {}
        }
        for (i, a) in self.pieces.iter().enumerate() {
            for b in &self.pieces[i + 1..] {
                let same_side = (a.mean > 0.0) == (b.mean > 0.0);
                if same_side && a.min <= b.max && b.min <= a.max {
                    out.push(format!(
                        "{} ({}..{}) and {} ({}..{}) overlap",
                        a.piece, a.min, a.max, b.piece, b.min, b.max
                    ));
                }
            }
        }
        out
    }
}

/// Mean reading per position over several scans.
pub fn mean_reading(samples: &[Vec<u16>]) -> Vec<f64> {
    let n = samples.first().map_or(0, Vec::len);
    (0..n)
        .map(|pos| {
            samples.iter().map(|s| f64::from(s[pos])).sum::<f64>() / samples.len().max(1) as f64
        })
        .collect()
}

/// The level of one piece type from readings taken with only that type on
/// the board.
pub fn piece_level(
    piece: Piece,
    baseline: &[u16],
    samples: &[Vec<u16>],
    threshold: u16,
    grid: &dyn SensorGrid,
) -> Result<PieceLevel, String> {
    let mean = mean_reading(samples);
    let deltas: Vec<(usize, f64)> = mean
        .iter()
        .zip(baseline)
        .enumerate()
        .map(|(pos, (m, b))| (pos, m - f64::from(*b)))
        .filter(|(pos, d)| d.abs() >= f64::from(threshold) && grid.mapping().square(*pos).is_some())
        .collect();
    if deltas.is_empty() {
        return Err(format!(
            "no square reads a magnet: place the {}s and try again",
            piece_name(piece)
        ));
    }
    let up: Vec<_> = deltas.iter().filter(|(_, d)| *d > 0.0).collect();
    let down: Vec<_> = deltas.iter().filter(|(_, d)| *d < 0.0).collect();
    if !up.is_empty() && !down.is_empty() {
        let sq = |v: &[&(usize, f64)]| {
            grid.mapping()
                .square(v[0].0)
                .map_or("?".into(), |s| s.to_string())
        };
        return Err(format!(
            "{} and {} read opposite polarities: is a piece upside down, or another piece on the board?",
            sq(&up),
            sq(&down)
        ));
    }
    let values: Vec<f64> = deltas.iter().map(|(_, d)| *d).collect();
    Ok(PieceLevel {
        piece: piece.char().to_string(),
        mean: (values.iter().sum::<f64>() / values.len() as f64 * 10.0).round() / 10.0,
        min: values.iter().copied().fold(f64::INFINITY, f64::min).floor() as i32,
        max: values
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max)
            .ceil() as i32,
        squares: values.len() as u32,
    })
}

/// Takes `n` readings; scan faults are shown and the reading retried.
fn sample(
    grid: &mut dyn SensorGrid,
    n: usize,
    out: &mut dyn Write,
) -> std::io::Result<Vec<Vec<u16>>> {
    let mut v = Vec::with_capacity(n);
    let mut failures = 0;
    while v.len() < n {
        match grid.scan() {
            Ok(_) => v.push(grid.raw().values.clone()),
            // A magnet on a square reads far from the empty baseline, but a
            // rail reading is a broken sensor either way.
            Err(e) => {
                failures += 1;
                writeln!(out, "  sensor fault: {e}")?;
                if failures >= 3 * n.max(1) {
                    return Err(std::io::Error::other(format!(
                        "the sensors keep failing: {e}"
                    )));
                }
            }
        }
    }
    Ok(v)
}

/// Reads a line; `None` at the end of the input.
fn ask(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    prompt: &str,
) -> std::io::Result<Option<String>> {
    writeln!(out, "{prompt}")?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim().to_string()))
}

/// The guided session, on any grid and any terminal, in English.
pub fn session(
    grid: &mut dyn SensorGrid,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    samples: usize,
    threshold: u16,
) -> Result<Calibration, ToolError> {
    session_in(
        crate::i18n::tr(Lang::En),
        grid,
        input,
        out,
        samples,
        threshold,
    )
}

/// The guided session, its prompts in the language of `tr` (the
/// measurements' own remarks, `identity_problems` and the errors, are in
/// English).
pub fn session_in(
    tr: &Tr,
    grid: &mut dyn SensorGrid,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    samples: usize,
    threshold: u16,
) -> Result<Calibration, ToolError> {
    let what = grid
        .wiring()
        .map_or_else(|| grid.describe(), |w| w.words(tr));
    writeln!(
        out,
        "{}",
        tr.msg("calibrate-start", &[("what", what.into())])
    )?;
    if ask(input, out, &tr.t("calibrate-remove"))?.is_none() {
        return Err(ToolError::Abandoned);
    }
    let base = mean_reading(&sample(grid, samples, out)?);
    let baseline: Vec<u16> = base.iter().map(|m| m.round() as u16).collect();
    let mut cal = Calibration {
        version: 1,
        baseline,
        pieces: Vec::new(),
    };
    for piece in ORDER {
        loop {
            let name = crate::words::piece_name(tr, piece);
            let prompt = tr.msg("calibrate-place", &[("piece", name.into())]);
            let Some(answer) = ask(input, out, &prompt)? else {
                return Err(ToolError::Abandoned);
            };
            if answer == "skip" {
                writeln!(out, "  {}", tr.t("calibrate-skipped"))?;
                break;
            }
            let readings = sample(grid, samples, out)?;
            match piece_level(piece, &cal.baseline, &readings, threshold, grid) {
                Ok(level) => {
                    let text = tr.msg(
                        "calibrate-level",
                        &[
                            ("piece", crate::words::piece_name(tr, piece).into()),
                            ("mean", format!("{:+.1}", level.mean).into()),
                            ("min", level.min.into()),
                            ("max", level.max.into()),
                            ("count", level.squares.into()),
                        ],
                    );
                    writeln!(out, "  {text}")?;
                    cal.pieces.push(level);
                    break;
                }
                Err(e) => writeln!(out, "  {e}")?,
            }
        }
    }
    let problems = cal.identity_problems();
    if problems.is_empty() {
        writeln!(out, "{}", tr.t("calibrate-identity-ok"))?;
    } else {
        let why = problems.join("; ");
        writeln!(
            out,
            "{}",
            tr.msg("calibrate-identity-no", &[("why", why.into())])
        )?;
    }
    Ok(cal)
}

/// How `calibrate` runs (its command-line options).
#[derive(Clone, Debug, Default)]
pub struct CalibrateOptions {
    /// Where to write the calibration (default: sensor.mcp3008.calibration).
    pub output: Option<PathBuf>,
    /// Scans averaged per step.
    pub samples: usize,
    /// Replay recorded bus bytes instead of opening the devices.
    pub fake: Option<PathBuf>,
    /// The language of the prompts.
    pub lang: Lang,
}

/// `jadoube calibrate`: the guided session on the analog board of `cfg`,
/// asking on standard input and output; returns the file written.
pub fn run(cfg: &Config, opts: &CalibrateOptions) -> Result<PathBuf, ToolError> {
    let Some(adc) = cfg
        .sensor
        .mcp3008
        .as_ref()
        .filter(|_| cfg.sensor.kind == WiringKind::Mcp3008)
    else {
        return Err(ToolError::NotAnalog(cfg.sensor.kind.name()));
    };
    let mapping = super::Mapping::checked(&cfg.sensor.mapping, cfg.sensor_positions()).map_err(
        |(key, message, why)| {
            ToolError::Mapping(super::diag::MappingRefused {
                key: key.to_string(),
                message,
                why,
            })
        },
    )?;
    let nominal = Calibration::nominal(mapping.positions(), adc.baseline);
    let mut plain = adc.clone();
    plain.identity = false;
    let (mut buses, _) = super::diag::buses_for(opts.fake.as_deref())?;
    let mut grid = super::analog::AnalogGrid::open(&plain, nominal, mapping, buses.as_mut())
        .map_err(|e| match e {
            super::analog::OpenError::Bus(b) => ToolError::Hw(b.into()),
            super::analog::OpenError::Calibration(why) => ToolError::Grid(why),
        })?;
    let stdin = std::io::stdin();
    let cal = session_in(
        crate::i18n::tr(opts.lang),
        &mut grid,
        &mut stdin.lock(),
        &mut std::io::stdout(),
        opts.samples.max(1),
        adc.threshold_on,
    )?;
    let path = opts
        .output
        .clone()
        .unwrap_or_else(|| adc.calibration.clone());
    cal.save(&path).io_at(crate::error::IoOp::Write, &path)?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(piece: &str, mean: f64, min: i32, max: i32) -> PieceLevel {
        PieceLevel {
            piece: piece.into(),
            mean,
            min,
            max,
            squares: 1,
        }
    }

    fn full() -> Calibration {
        let mut pieces = Vec::new();
        for (i, p) in ORDER.iter().enumerate() {
            let strength = 100.0 + 40.0 * (i % 6) as f64;
            let mean = if p.color == Color::White {
                strength
            } else {
                -strength
            };
            pieces.push(level(
                &p.char().to_string(),
                mean,
                (mean - 10.0) as i32,
                (mean + 10.0) as i32,
            ));
        }
        Calibration {
            version: 1,
            baseline: vec![512; 64],
            pieces,
        }
    }

    #[test]
    fn classifies_by_polarity_and_strength() {
        let cal = full();
        assert!(
            cal.identity_problems().is_empty(),
            "{:?}",
            cal.identity_problems()
        );
        assert_eq!(cal.classify(104), Some(Color::White.king()));
        assert_eq!(
            cal.classify(150),
            Some(Color::White.queen()),
            "nearest level"
        );
        assert_eq!(cal.classify(-300), Some(Color::Black.pawn()));
    }

    #[test]
    fn names_what_identity_lacks() {
        let mut cal = full();
        cal.pieces.retain(|p| p.piece != "q");
        cal.pieces[1].max = 500;
        let problems = cal.identity_problems();
        assert!(
            problems.contains(&"no black queen".to_string()),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.starts_with("Q (130..500) and R")),
            "{problems:?}"
        );
        cal.pieces[0].mean = -100.0;
        assert!(
            cal.identity_problems()
                .contains(&"white pieces differ in polarity".to_string())
        );
    }

    #[test]
    fn file_round_trip() {
        let dir = std::env::temp_dir().join(format!("jadoube-cal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("cal.toml");
        full().save(&path).unwrap();
        assert_eq!(Calibration::load(&path).unwrap(), full());
        std::fs::write(&path, "version = 1\nbaseline = [1]\nextra = 2\n").unwrap();
        let err = Calibration::load(&path).unwrap_err().to_string();
        assert!(
            err.starts_with("line 3, column 1: key `extra`: unknown field `extra`"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
