//! A runtime-sized RGB pixel canvas: an `embedded-graphics` draw target with
//! alpha blending for anti-aliased glyphs.

use std::convert::Infallible;

use embedded_graphics::pixelcolor::{Rgb888, RgbColor};
use embedded_graphics::prelude::{DrawTarget, OriginDimensions, Pixel, Size};
use embedded_graphics::primitives::Rectangle;

/// Width x height pixels, 3 bytes (R, G, B) each, row after row, no padding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    width: u32,
    height: u32,
    data: Vec<u8>,
}

impl Canvas {
    /// A black canvas. Sizes are clamped to at least 1 x 1.
    pub fn new(width: u32, height: u32) -> Canvas {
        let (width, height) = (width.max(1), height.max(1));
        Canvas {
            width,
            height,
            data: vec![0; width as usize * height as usize * 3],
        }
    }

    /// A canvas over existing RGB bytes (`width * height * 3` of them).
    pub fn from_rgb(width: u32, height: u32, data: Vec<u8>) -> Option<Canvas> {
        (width > 0 && height > 0 && data.len() == width as usize * height as usize * 3).then_some(
            Canvas {
                width,
                height,
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
        if x >= self.width || y >= self.height {
            return Rgb888::BLACK;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        Rgb888::new(self.data[i], self.data[i + 1], self.data[i + 2])
    }

    /// Sets one pixel; outside the canvas it is clipped.
    pub fn set(&mut self, x: i32, y: i32, c: Rgb888) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        self.data[i..i + 3].copy_from_slice(&[c.r(), c.g(), c.b()]);
    }

    /// Mixes `c` into one pixel with coverage `alpha` (0..=1).
    pub fn blend(&mut self, x: i32, y: i32, c: Rgb888, alpha: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || alpha <= 0.0 {
            return;
        }
        let a = alpha.min(1.0);
        let i = (y as usize * self.width as usize + x as usize) * 3;
        for (k, v) in [c.r(), c.g(), c.b()].into_iter().enumerate() {
            let old = self.data[i + k] as f32;
            self.data[i + k] = (old + (v as f32 - old) * a).round() as u8;
        }
    }

    /// Fills a rectangle, clipped to the canvas.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb888) {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w).min(self.width as i32);
        let y1 = (y + h).min(self.height as i32);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let rgb = [c.r(), c.g(), c.b()];
        for yy in y0..y1 {
            let row = yy as usize * self.width as usize;
            for xx in x0..x1 {
                let i = (row + xx as usize) * 3;
                self.data[i..i + 3].copy_from_slice(&rgb);
            }
        }
    }

    /// Mixes `c` into a rectangle with opacity `alpha`.
    pub fn tint_rect(&mut self, x: i32, y: i32, w: i32, h: i32, c: Rgb888, alpha: f32) {
        for yy in y.max(0)..(y + h).min(self.height as i32) {
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
}
