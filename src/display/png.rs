//! PNG files of a canvas (`png` crate), and reading them back for tests.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use super::DisplayError;
use super::canvas::Canvas;
use crate::error::IoContext;

/// Encodes the canvas as an 8-bit RGB PNG.
pub fn encode<W: Write>(canvas: &Canvas, out: W) -> Result<(), png::EncodingError> {
    let mut enc = png::Encoder::new(out, canvas.width(), canvas.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    // fdeflate: a few times faster than `High` and a fraction of its
    // memory (the daemon's peak RSS), for files about a fifth larger.
    enc.set_compression(png::Compression::Fast);
    let mut w = enc.write_header()?;
    w.write_image_data(canvas.rgb())?;
    w.finish()?;
    Ok(())
}

/// Writes the canvas to `path` (created or replaced).
pub fn write(canvas: &Canvas, path: &Path) -> Result<(), DisplayError> {
    let file = File::create(path).io_at(crate::error::IoOp::Create, path)?;
    let mut out = BufWriter::new(file);
    encode(canvas, &mut out).map_err(|source| DisplayError::Encode {
        context: format!("cannot write {}", path.display()),
        source,
    })?;
    out.flush().io_at(crate::error::IoOp::Write, path)?;
    Ok(())
}

/// The rows of a band that `write_banded` draws at a time: 32 rows of
/// 800 pixels are 75 KiB (under glibc's threshold for a block of its own),
/// where 160 rows were 375 KiB, the largest part of the daemon's heap at
/// its peak (docs/performance.md, "Memory without the hot-function list").
/// A shape that misses a band is not rasterized for it (`glyphs`).
pub const BAND_ROWS: u32 = 32;

/// Writes a `width` x `height` picture to `path`, drawn band by band:
/// `draw` is called for each band of at most [`BAND_ROWS`] rows (a
/// [`Canvas::band`]) and the rows are compressed as they come, so neither
/// the whole picture nor the whole compressed file is in memory at once
/// (the daemon's PNG screen: 800x480 in 15 bands, 75 KiB instead of
/// 1.4 MB). The pixels are those of `draw` on a whole canvas.
pub fn write_banded(
    width: u32,
    height: u32,
    path: &Path,
    mut draw: impl FnMut(&mut Canvas),
) -> Result<(), DisplayError> {
    let cannot = |source| DisplayError::Encode {
        context: format!("cannot write {}", path.display()),
        source,
    };
    let file = File::create(path).io_at(crate::error::IoOp::Create, path)?;
    let mut out = BufWriter::new(file);
    let mut band = Canvas::band(width, height, 0, BAND_ROWS);
    {
        let mut enc = png::Encoder::new(&mut out, band.width(), band.height());
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        let mut w = enc.write_header().map_err(cannot)?;
        let mut stream = w.stream_writer_with_size(32 * 1024).map_err(cannot)?;
        let mut y0 = 0;
        while y0 < band.height() {
            band.move_band(y0);
            draw(&mut band);
            stream
                .write_all(band.rgb())
                .io_at(crate::error::IoOp::Write, path)?;
            y0 = band.band_rows().end;
        }
        stream.finish().map_err(cannot)?;
    }
    out.flush().io_at(crate::error::IoOp::Write, path)?;
    Ok(())
}

/// Reads an 8-bit RGB or RGBA PNG into a canvas (alpha is dropped).
pub fn read(path: &Path) -> Result<Canvas, DisplayError> {
    let file = File::open(path).io_at(crate::error::IoOp::Open, path)?;
    let decode = |source| DisplayError::Decode {
        context: format!("cannot read {}", path.display()),
        source,
    };
    let invalid = |why: &str| DisplayError::Invalid(format!("{}: {why}", path.display()));
    let mut dec = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(decode)?;
    let mut buf = vec![
        0;
        dec.output_buffer_size()
            .ok_or_else(|| invalid("PNG too large"))?
    ];
    let info = dec.next_frame(&mut buf).map_err(decode)?;
    if info.bit_depth != png::BitDepth::Eight {
        return Err(invalid("only 8-bit PNGs are read"));
    }
    let rgb: Vec<u8> = match info.color_type {
        png::ColorType::Rgb => buf[..info.buffer_size()].to_vec(),
        png::ColorType::Rgba => buf[..info.buffer_size()]
            .chunks(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect(),
        other => return Err(invalid(&format!("colour type {other:?} is not read"))),
    };
    Canvas::from_rgb(info.width, info.height, rgb)
        .ok_or_else(|| invalid("PNG size does not match its data"))
}

#[cfg(test)]
mod tests {
    use embedded_graphics::pixelcolor::Rgb888;

    use super::*;

    #[test]
    fn round_trip() {
        let mut c = Canvas::new(7, 5);
        c.fill_rect(2, 1, 3, 2, Rgb888::new(10, 200, 30));
        c.set(6, 4, Rgb888::new(1, 2, 3));
        let dir = std::env::temp_dir().join(format!("jadoube-png-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c.png");
        write(&c, &path).unwrap();
        assert_eq!(read(&path).unwrap(), c);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
