//! A runtime-sized RGB pixel canvas: an `embedded-graphics` draw target with
//! alpha blending for anti-aliased glyphs.

use std::convert::Infallible;

use embedded_graphics::pixelcolor::{Rgb888, RgbColor};
use embedded_graphics::prelude::{DrawTarget, OriginDimensions, Pixel, Size};
use embedded_graphics::primitives::Rectangle;

/// Width x height pixels, 3 bytes (R, G, B) each, row after row, no padding
/// (or a band of those rows: [`Canvas::band`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    width: u32,
    height: u32,
    /// The rows held: `y0..y0 + rows` (all of them but for a band).
    y0: u32,
    rows: u32,
    data: Vec<u8>,
}

impl Canvas {
    /// A black canvas. Sizes are clamped to at least 1 x 1.
    pub fn new(width: u32, height: u32) -> Canvas {
        let (width, height) = (width.max(1), height.max(1));
        Canvas {
            width,
            height,
            y0: 0,
            rows: height,
            data: vec![0; width as usize * height as usize * 3],
        }
    }

    /// A band of a `width` x `height` picture: only rows `y0..y0 + rows`
    /// are held (drawing elsewhere is clipped), while the drawing code sees
    /// the whole picture's size. Drawing a picture band by band gives the
    /// same pixels as drawing it whole (every operation is per pixel), with
    /// a fraction of the memory (`png::write_banded`).
    pub fn band(width: u32, height: u32, y0: u32, rows: u32) -> Canvas {
        let (width, height) = (width.max(1), height.max(1));
        let y0 = y0.min(height - 1);
        let rows = rows.clamp(1, height - y0);
        Canvas {
            width,
            height,
            y0,
            rows,
            data: vec![0; width as usize * rows as usize * 3],
        }
    }

    /// Moves a band to start at row `y0` (its pixels black again).
    pub fn move_band(&mut self, y0: u32) {
        self.y0 = y0.min(self.height - 1);
        self.rows = self.rows.min(self.height - self.y0);
        self.data
            .truncate(self.width as usize * self.rows as usize * 3);
        self.data.fill(0);
    }

    /// The rows this canvas holds.
    pub fn band_rows(&self) -> std::ops::Range<u32> {
        self.y0..self.y0 + self.rows
    }

    /// The index of pixel (x, y) in `data`, if it is held.
    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let y = y.checked_sub(self.y0 as i32)?;
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.rows as i32 {
            return None;
        }
        Some((y as usize * self.width as usize + x as usize) * 3)
    }

    /// A canvas over existing RGB bytes (`width * height * 3` of them).
    pub fn from_rgb(width: u32, height: u32, data: Vec<u8>) -> Option<Canvas> {
        (width > 0 && height > 0 && data.len() == width as usize * height as usize * 3).then_some(
            Canvas {
                width,
                height,
                y0: 0,
                rows: height,
                data,
            },
        )
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The RGB bytes, row after row.
    pub fn rgb(&self) -> &[u8] {
        &self.data
    }

    /// The colour at (`x`, `y`); black outside the canvas.
    pub fn pixel(&self, x: u32, y: u32) -> Rgb888 {
        let (Ok(x), Ok(y)) = (i32::try_from(x), i32::try_from(y)) else {
            return Rgb888::BLACK;
        };
        match self.index(x, y) {
            Some(i) => Rgb888::new(self.data[i], self.data[i + 1], self.data[i + 2]),
            None => Rgb888::BLACK,
        }
    }

    /// Sets one pixel; outside the canvas it is clipped.
    pub fn set(&mut self, x: i32, y: i32, c: Rgb888) {
        if let Some(i) = self.index(x, y) {
            self.data[i..i + 3].copy_from_slice(&[c.r(), c.g(), c.b()]);
        }
    }

    /// Mixes `c` into one pixel with coverage `alpha` (0..=1).
    pub fn blend(&mut self, x: i32, y: i32, c: Rgb888, alpha: f32) {
        if alpha <= 0.0 {
            return;
        }
        let Some(i) = self.index(x, y) else {
            return;
        };
        let a = alpha.min(1.0);
        for (k, v) in [c.r(), c.g(), c.b()].into_iter().enumerate() {
            let old = self.data[i + k] as f32;
            self.data[i + k] = (old + (v as f32 - old) * a).round() as u8;
        }
    }

    /// Fills a rectangle, clipped to the canvas.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb888) {
        let x0 = x.max(0);
        let y0 = y.max(self.y0 as i32);
        let x1 = (x + w).min(self.width as i32);
        let y1 = (y + h).min((self.y0 + self.rows) as i32);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let rgb = [c.r(), c.g(), c.b()];
        for yy in y0..y1 {
            let row = (yy - self.y0 as i32) as usize * self.width as usize;
            for xx in x0..x1 {
                let i = (row + xx as usize) * 3;
                self.data[i..i + 3].copy_from_slice(&rgb);
            }
        }
    }

    /// Mixes `c` into a rectangle with opacity `alpha`.
    pub fn tint_rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb888, alpha: f32) {
        for yy in y.max(self.y0 as i32)..(y + h).min((self.y0 + self.rows) as i32) {
            for xx in x.max(0)..(x + w).min(self.width as i32) {
                self.blend(xx, yy, c, alpha);
            }
        }
    }
}

impl OriginDimensions for Canvas {
    fn size(&self) -> Size {
        Size::new(self.width, self.height)
    }
}

impl DrawTarget for Canvas {
    type Color = Rgb888;
    type Error = Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<Rgb888>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Infallible> {
        for Pixel(p, c) in pixels {
            self.set(p.x, p.y, c);
        }
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, color: Rgb888) -> Result<(), Infallible> {
        self.fill_rect(
            area.top_left.x,
            area.top_left.y,
            area.size.width as i32,
            area.size.height as i32,
            color,
        );
        Ok(())
    }

    fn clear(&mut self, color: Rgb888) -> Result<(), Infallible> {
        self.fill_rect(0, 0, self.width as i32, self.height as i32, color);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use embedded_graphics::prelude::*;
    use embedded_graphics::primitives::{Line, PrimitiveStyle};

    use super::*;

    #[test]
    fn draw_target_clips_and_blends() {
        let mut c = Canvas::new(4, 3);
        c.clear(Rgb888::WHITE).unwrap();
        Line::new(Point::new(-2, 1), Point::new(10, 1))
            .into_styled(PrimitiveStyle::with_stroke(Rgb888::RED, 1))
            .draw(&mut c)
            .unwrap();
        assert_eq!(c.pixel(0, 1), Rgb888::RED);
        assert_eq!(c.pixel(3, 1), Rgb888::RED);
        assert_eq!(c.pixel(0, 0), Rgb888::WHITE);
        c.blend(0, 0, Rgb888::BLACK, 0.5);
        assert_eq!(c.pixel(0, 0), Rgb888::new(128, 128, 128));
        c.fill_rect(-5, -5, 100, 1, Rgb888::BLUE); // wholly outside
        assert_eq!(c.pixel(1, 0), Rgb888::WHITE);
        assert_eq!(c.rgb().len(), 4 * 3 * 3);
    }

    /// A picture drawn band by band is the picture drawn whole.
    #[test]
    fn bands_make_the_whole_picture() {
        let draw = |c: &mut Canvas| {
            c.clear(Rgb888::new(10, 20, 30)).unwrap();
            Line::new(Point::new(0, 0), Point::new(12, 9))
                .into_styled(PrimitiveStyle::with_stroke(Rgb888::RED, 2))
                .draw(c)
                .unwrap();
            c.fill_rect(3, 2, 5, 6, Rgb888::BLUE);
            c.tint_rect(1, 4, 9, 3, Rgb888::GREEN, 0.4);
            c.blend(6, 8, Rgb888::WHITE, 0.7);
        };
        let mut whole = Canvas::new(13, 10);
        draw(&mut whole);
        let mut rows = Vec::new();
        let mut band = Canvas::band(13, 10, 0, 4);
        for y0 in [0, 4, 8] {
            band.move_band(y0);
            assert_eq!(band.size(), Size::new(13, 10));
            draw(&mut band);
            assert_eq!(band.band_rows().start, y0);
            rows.extend_from_slice(band.rgb());
        }
        assert_eq!(rows, whole.rgb());
        assert_eq!(band.band_rows(), 8..10);
        assert_eq!(band.pixel(0, 0), Rgb888::BLACK, "not held");
    }
}
