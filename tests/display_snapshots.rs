//! Snapshot tests: every kind of screen at 320x240 (SPI panel) and
//! 1920x1080 (HDMI), compared pixel by pixel with `tests/snapshots/`.
//!
//! After an intended change of the drawing, look at the new images and
//! accept them with `JADOUBE_UPDATE_SNAPSHOTS=1 cargo test --test display_snapshots`.
//! `JADOUBE_SCREENSHOTS=DIR` also writes them (800x480 too) for docs/screens.

mod display_common;

use std::path::{Path, PathBuf};

use jadoube::display::{Audience, Canvas, png, render_canvas};

const SIZES: [(u32, u32); 2] = [(320, 240), (1920, 1080)];

fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

/// Pixels whose colour differs by more than 2 in some channel.
fn differing(a: &Canvas, b: &Canvas) -> usize {
    a.rgb()
        .chunks(3)
        .zip(b.rgb().chunks(3))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > 2))
        .count()
}

#[test]
fn every_screen_matches_its_snapshot() {
    let update = std::env::var_os("JADOUBE_UPDATE_SNAPSHOTS").is_some();
    let shots = std::env::var_os("JADOUBE_SCREENSHOTS").map(PathBuf::from);
    let mut failures = Vec::new();
    for (name, model) in display_common::scenarios() {
        for (w, h) in SIZES {
            let canvas = render_canvas(&model, Audience::Arbiter, w, h);
            let path = snapshot_dir().join(format!("{name}-{w}x{h}.png"));
            if update {
                png::write(&canvas, &path).unwrap();
                continue;
            }
            let expected = match png::read(&path) {
                Ok(c) => c,
                Err(e) => {
                    failures.push(format!(
                        "{name} {w}x{h}: {e:#} (create with JADOUBE_UPDATE_SNAPSHOTS=1)"
                    ));
                    continue;
                }
            };
            if (expected.width(), expected.height()) != (w, h) {
                failures.push(format!(
                    "{name}: snapshot is {}x{}, not {w}x{h}",
                    expected.width(),
                    expected.height()
                ));
                continue;
            }
            let n = differing(&canvas, &expected);
            if n > 0 {
                let out = Path::new(env!("CARGO_TARGET_TMPDIR"))
                    .join(format!("{name}-{w}x{h}.actual.png"));
                png::write(&canvas, &out).unwrap();
                failures.push(format!(
                    "{name} {w}x{h}: {n} pixels differ; see {}",
                    out.display()
                ));
            }
        }
        if let Some(dir) = &shots {
            std::fs::create_dir_all(dir).unwrap();
            for (w, h) in [(320, 240), (800, 480), (1920, 1080)] {
                png::write(
                    &render_canvas(&model, Audience::Arbiter, w, h),
                    &dir.join(format!("{name}-{w}x{h}.png")),
                )
                .unwrap();
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_changed_screen_is_caught() {
    // The comparison itself: one changed pixel is a difference.
    let (name, model) = display_common::scenarios().remove(0);
    let mut canvas = render_canvas(&model, Audience::Arbiter, 320, 240);
    let same = canvas.clone();
    assert_eq!(differing(&canvas, &same), 0, "{name}");
    let old = canvas.pixel(5, 5);
    canvas.set(
        5,
        5,
        embedded_graphics::pixelcolor::Rgb888::new(old.r().wrapping_add(50), 0, 0),
    );
    assert_eq!(differing(&canvas, &same), 1);
}

use embedded_graphics::pixelcolor::RgbColor;

/// The daemon's PNG screen is drawn in bands of `png::BAND_ROWS` rows, a
/// shape that misses a band not rasterized for it (the board's memory,
/// docs/performance.md): every screen so drawn and read back is, pixel for
/// pixel, the screen drawn whole, at the PNG screen's size and at sizes
/// whose last band is short.
#[test]
fn a_screen_drawn_in_bands_is_the_screen_drawn_whole() {
    use jadoube::display::{View, render};
    let dir = std::env::temp_dir().join(format!("jadoube-bands-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, model) in display_common::scenarios() {
        for (w, h) in [(800, 480), (320, 240), (1920, 1080), (64, 21)] {
            let whole = render_canvas(&model, Audience::Arbiter, w, h);
            let view = View::of(&model, Audience::Arbiter);
            let path = dir.join(format!("{name}-{w}x{h}.png"));
            png::write_banded(w, h, &path, |band| render::render(&view, band)).unwrap();
            let banded = png::read(&path).unwrap();
            assert!(
                banded == whole,
                "{name} {w}x{h}: the bands differ from the whole"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
