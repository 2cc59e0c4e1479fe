//! The Linux framebuffer (`/dev/fbN`: HDMI, or an SPI panel with a kernel
//! driver such as fb_ili9341 or a tinydrm panel with fbdev emulation).
//!
//! The device is mapped with `memmap2` after the `FBIOGET_VSCREENINFO` and
//! `FBIOGET_FSCREENINFO` ioctls tell its geometry and pixel format. The
//! conversion ([`pack`]) is a pure function of a canvas and a [`FbFormat`]:
//! any packed true-colour format of 16, 24 or 32 bits per pixel (RGB565,
//! XRGB8888, BGR variants) with rows `line_length` bytes apart, which may be
//! more than `width * bytes_per_pixel`. The padding is never written.

use std::fs::{File, OpenOptions};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

use memmap2::{MmapMut, MmapOptions};

use super::DisplayError;
use super::canvas::Canvas;
use super::model::{Audience, ScreenModel};
use super::output::Output;
use super::view::View;
use crate::error::IoContext;

/// Returns a [`DisplayError::Invalid`] with the formatted message.
macro_rules! bail {
    ($($t:tt)*) => {
        return Err(DisplayError::Invalid(format!($($t)*)))
    };
}

/// One colour channel inside a pixel value: `offset` bits up, `length` bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Channel {
    pub offset: u32,
    pub length: u32,
}

/// Geometry and pixel layout of a framebuffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FbFormat {
    /// Visible resolution.
    pub width: u32,
    pub height: u32,
    /// Top-left of the visible area in the virtual screen (panning).
    pub xoffset: u32,
    pub yoffset: u32,
    pub bits_per_pixel: u32,
    /// Bytes from one row to the next (the stride).
    pub line_length: u32,
    pub red: Channel,
    pub green: Channel,
    pub blue: Channel,
    /// Alpha or unused bits: written as all ones (opaque).
    pub transp: Channel,
}

impl FbFormat {
    /// 16-bit RGB565 (SPI panels).
    pub fn rgb565(width: u32, height: u32, line_length: u32) -> FbFormat {
        FbFormat {
            width,
            height,
            xoffset: 0,
            yoffset: 0,
            bits_per_pixel: 16,
            line_length,
            red: Channel {
                offset: 11,
                length: 5,
            },
            green: Channel {
                offset: 5,
                length: 6,
            },
            blue: Channel {
                offset: 0,
                length: 5,
            },
            transp: Channel::default(),
        }
    }

    /// 32-bit XRGB8888 (HDMI on a Raspberry Pi).
    pub fn xrgb8888(width: u32, height: u32, line_length: u32) -> FbFormat {
        FbFormat {
            width,
            height,
            xoffset: 0,
            yoffset: 0,
            bits_per_pixel: 32,
            line_length,
            red: Channel {
                offset: 16,
                length: 8,
            },
            green: Channel {
                offset: 8,
                length: 8,
            },
            blue: Channel {
                offset: 0,
                length: 8,
            },
            transp: Channel::default(),
        }
    }

    fn bytes_per_pixel(&self) -> usize {
        self.bits_per_pixel as usize / 8
    }

    /// Bytes the mapping must hold to show the visible area.
    pub fn required_len(&self) -> usize {
        (self.yoffset + self.height) as usize * self.line_length as usize
    }

    /// Checks that the format is one [`pack`] can write.
    pub fn check(&self) -> Result<(), DisplayError> {
        if !matches!(self.bits_per_pixel, 16 | 24 | 32) {
            bail!(
                "{} bits per pixel is not supported (16, 24 or 32)",
                self.bits_per_pixel
            );
        }
        for (name, c) in [
            ("red", self.red),
            ("green", self.green),
            ("blue", self.blue),
            ("transp", self.transp),
        ] {
            if c.length > 8 || c.offset + c.length > self.bits_per_pixel {
                bail!(
                    "the {name} channel (offset {}, length {}) does not fit the pixel",
                    c.offset,
                    c.length
                );
            }
        }
        if ((self.xoffset + self.width) as usize * self.bytes_per_pixel())
            > self.line_length as usize
        {
            bail!(
                "rows of {} pixels do not fit a line of {} bytes",
                self.xoffset + self.width,
                self.line_length
            );
        }
        Ok(())
    }

    /// The pixel value of an 8-bit-per-channel colour.
    pub fn pixel(&self, r: u8, g: u8, b: u8) -> u32 {
        let ch = |v: u8, c: Channel| {
            if c.length == 0 {
                0
            } else {
                ((v as u32) >> (8 - c.length)) << c.offset
            }
        };
        let alpha = if self.transp.length == 0 {
            0
        } else {
            ((1u32 << self.transp.length) - 1) << self.transp.offset
        };
        ch(r, self.red) | ch(g, self.green) | ch(b, self.blue) | alpha
    }
}

/// Writes `canvas` into a framebuffer's bytes at the visible area's
/// top-left, clipped to the smaller of the two sizes; pixel values in the
/// machine's byte order, as the kernel expects. Bytes outside the written
/// pixels (row padding, the rest of a larger screen) are left as they were.
pub fn pack(canvas: &Canvas, format: &FbFormat, buf: &mut [u8]) -> Result<(), DisplayError> {
    format.check()?;
    if buf.len() < format.required_len() {
        bail!(
            "the framebuffer holds {} bytes, {} are needed",
            buf.len(),
            format.required_len()
        );
    }
    let bpp = format.bytes_per_pixel();
    let w = canvas.width().min(format.width) as usize;
    let h = canvas.height().min(format.height) as usize;
    let rgb = canvas.rgb();
    let cw = canvas.width() as usize;
    for y in 0..h {
        let row = (format.yoffset as usize + y) * format.line_length as usize
            + format.xoffset as usize * bpp;
        for x in 0..w {
            let i = (y * cw + x) * 3;
            let v = format.pixel(rgb[i], rgb[i + 1], rgb[i + 2]).to_ne_bytes();
            let o = row + x * bpp;
            match bpp {
                2 => buf[o..o + 2].copy_from_slice(if cfg!(target_endian = "little") {
                    &v[..2]
                } else {
                    &v[2..]
                }),
                3 => buf[o..o + 3].copy_from_slice(if cfg!(target_endian = "little") {
                    &v[..3]
                } else {
                    &v[1..]
                }),
                _ => buf[o..o + 4].copy_from_slice(&v),
            }
        }
    }
    Ok(())
}

// struct fb_bitfield, fb_var_screeninfo and fb_fix_screeninfo of <linux/fb.h>.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct FbBitfield {
    offset: u32,
    length: u32,
    msb_right: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct FbVarScreeninfo {
    xres: u32,
    yres: u32,
    xres_virtual: u32,
    yres_virtual: u32,
    xoffset: u32,
    yoffset: u32,
    bits_per_pixel: u32,
    grayscale: u32,
    red: FbBitfield,
    green: FbBitfield,
    blue: FbBitfield,
    transp: FbBitfield,
    nonstd: u32,
    activate: u32,
    height: u32,
    width: u32,
    accel_flags: u32,
    pixclock: u32,
    left_margin: u32,
    right_margin: u32,
    upper_margin: u32,
    lower_margin: u32,
    hsync_len: u32,
    vsync_len: u32,
    sync: u32,
    vmode: u32,
    rotate: u32,
    colorspace: u32,
    reserved: [u32; 4],
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct FbFixScreeninfo {
    id: [u8; 16],
    smem_start: libc::c_ulong,
    smem_len: u32,
    type_: u32,
    type_aux: u32,
    visual: u32,
    xpanstep: u16,
    ypanstep: u16,
    ywrapstep: u16,
    line_length: u32,
    mmio_start: libc::c_ulong,
    mmio_len: u32,
    accel: u32,
    capabilities: u16,
    reserved: [u16; 2],
}

const FBIOGET_VSCREENINFO: libc::c_ulong = 0x4600;
const FBIOGET_FSCREENINFO: libc::c_ulong = 0x4602;
/// `FB_VISUAL_TRUECOLOR`: pixel values are colours, not palette indexes.
const FB_VISUAL_TRUECOLOR: u32 = 2;

/// A mapped framebuffer device (or, for tests, a file of the right size).
pub struct Framebuffer {
    path: PathBuf,
    _file: File,
    map: MmapMut,
    format: FbFormat,
}

impl std::fmt::Debug for Framebuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Framebuffer")
            .field("path", &self.path)
            .field("format", &self.format)
            .finish()
    }
}

impl Framebuffer {
    /// Opens a framebuffer device and asks it for its format.
    pub fn open(path: &Path) -> Result<Framebuffer, DisplayError> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .io_context(|| format!("cannot open framebuffer {}", path.display()))?;
        let mut var = FbVarScreeninfo::default();
        let mut fix = FbFixScreeninfo::default();
        // SAFETY: both ioctls fill a struct of the layout declared above,
        // which matches <linux/fb.h>; the pointers are valid for writes.
        let (rv, rf) = unsafe {
            (
                libc::ioctl(
                    file.as_raw_fd(),
                    FBIOGET_VSCREENINFO as _,
                    &mut var as *mut FbVarScreeninfo,
                ),
                libc::ioctl(
                    file.as_raw_fd(),
                    FBIOGET_FSCREENINFO as _,
                    &mut fix as *mut FbFixScreeninfo,
                ),
            )
        };
        if rv != 0 || rf != 0 {
            bail!(
                "{} is not a framebuffer: {}",
                path.display(),
                std::io::Error::last_os_error()
            );
        }
        if fix.visual != FB_VISUAL_TRUECOLOR {
            bail!(
                "{}: visual {} is not true colour",
                path.display(),
                fix.visual
            );
        }
        let ch = |b: FbBitfield| Channel {
            offset: b.offset,
            length: b.length,
        };
        let format = FbFormat {
            width: var.xres,
            height: var.yres,
            xoffset: var.xoffset,
            yoffset: var.yoffset,
            bits_per_pixel: var.bits_per_pixel,
            line_length: fix.line_length,
            red: ch(var.red),
            green: ch(var.green),
            blue: ch(var.blue),
            transp: ch(var.transp),
        };
        let len = (fix.smem_len as usize).max(format.required_len());
        Framebuffer::map(path, file, format, len)
    }

    /// Maps a file that stands in for a device of the given format (tests,
    /// or a framebuffer whose ioctls are not available).
    pub fn with_format(path: &Path, format: FbFormat) -> Result<Framebuffer, DisplayError> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .io_at(crate::error::IoOp::Open, path)?;
        let len = file.metadata().io_at(crate::error::IoOp::Open, path)?.len() as usize;
        Framebuffer::map(path, file, format, len)
    }

    fn map(
        path: &Path,
        file: File,
        format: FbFormat,
        len: usize,
    ) -> Result<Framebuffer, DisplayError> {
        format
            .check()
            .map_err(|e| DisplayError::Invalid(format!("framebuffer {}: {e}", path.display())))?;
        if len < format.required_len() {
            bail!(
                "{}: {len} bytes, the format needs {}",
                path.display(),
                format.required_len()
            );
        }
        // SAFETY: the mapping is shared with the device (or file) and only
        // written through `pack`, within `len`; other writers (the console)
        // may change the pixels, which is harmless for us.
        let map = unsafe { MmapOptions::new().len(len).map_mut(&file) }
            .io_context(|| format!("cannot map {}", path.display()))?;
        Ok(Framebuffer {
            path: path.to_path_buf(),
            _file: file,
            map,
            format,
        })
    }

    pub fn format(&self) -> FbFormat {
        self.format
    }

    /// Shows the canvas.
    pub fn draw(&mut self, canvas: &Canvas) -> Result<(), DisplayError> {
        pack(canvas, &self.format, &mut self.map)?;
        self.map
            .flush()
            .io_at(crate::error::IoOp::Write, &self.path)?;
        Ok(())
    }
}

/// A framebuffer as a screen output.
#[derive(Debug)]
pub struct FbOutput {
    fb: Framebuffer,
    audience: Audience,
    size: (u32, u32),
    last: Option<View>,
}

impl FbOutput {
    /// Opens the device; `size` overrides its resolution (a canvas smaller
    /// than the screen is drawn at the top-left).
    pub fn open(
        path: &Path,
        audience: Audience,
        size: Option<(u32, u32)>,
    ) -> Result<FbOutput, DisplayError> {
        if std::fs::metadata(path).is_ok_and(|m| m.file_type().is_file()) {
            // A regular file stands in for a framebuffer: 32-bit XRGB at
            // the screen size (trying the screen without a display, and
            // the daemon's measurements in docs/performance.md).
            let (w, h) = size.unwrap_or((800, 480));
            let format = FbFormat::xrgb8888(w, h, w * 4);
            let len = format.required_len() as u64;
            let file = OpenOptions::new()
                .write(true)
                .open(path)
                .io_at(crate::error::IoOp::Open, path)?;
            if file.metadata().map_or(0, |m| m.len()) < len {
                file.set_len(len)
                    .io_context(|| format!("cannot size {}", path.display()))?;
            }
            let fb = Framebuffer::with_format(path, format)?;
            return Ok(FbOutput::new(fb, audience, size));
        }
        Ok(FbOutput::new(Framebuffer::open(path)?, audience, size))
    }

    pub fn new(fb: Framebuffer, audience: Audience, size: Option<(u32, u32)>) -> FbOutput {
        let f = fb.format();
        FbOutput {
            size: size.unwrap_or((f.width, f.height)),
            fb,
            audience,
            last: None,
        }
    }
}

impl Output for FbOutput {
    fn name(&self) -> String {
        format!("framebuffer {}", self.fb.path.display())
    }

    fn audience(&self) -> Audience {
        self.audience
    }

    fn show(&mut self, model: &ScreenModel) -> Result<(), DisplayError> {
        let view = View::of(model, self.audience);
        if self.last.as_ref() == Some(&view) {
            return Ok(());
        }
        let mut canvas = Canvas::new(self.size.0, self.size.1);
        super::render::render(&view, &mut canvas);
        self.fb.draw(&canvas)?;
        self.last = Some(view);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use embedded_graphics::pixelcolor::Rgb888;

    use super::*;

    fn sample() -> Canvas {
        let mut c = Canvas::new(3, 2);
        c.set(0, 0, Rgb888::new(0xff, 0x00, 0x00));
        c.set(1, 0, Rgb888::new(0x00, 0xff, 0x00));
        c.set(2, 0, Rgb888::new(0x00, 0x00, 0xff));
        c.set(0, 1, Rgb888::new(0xff, 0xff, 0xff));
        c.set(1, 1, Rgb888::new(0x84, 0x82, 0x10));
        c
    }

    #[test]
    fn pixel_values() {
        let f = FbFormat::rgb565(1, 1, 2);
        assert_eq!(f.pixel(0xff, 0, 0), 0xf800);
        assert_eq!(f.pixel(0, 0xff, 0), 0x07e0);
        assert_eq!(f.pixel(0, 0, 0xff), 0x001f);
        assert_eq!(f.pixel(0x84, 0x82, 0x10), (0x10 << 11) | (0x20 << 5) | 0x02);
        let f = FbFormat::xrgb8888(1, 1, 4);
        assert_eq!(f.pixel(0x12, 0x34, 0x56), 0x0012_3456);
        let argb = FbFormat {
            transp: Channel {
                offset: 24,
                length: 8,
            },
            ..f
        };
        assert_eq!(argb.pixel(0x12, 0x34, 0x56), 0xff12_3456);
    }

    #[test]
    fn bad_formats_are_refused() {
        assert!(
            FbFormat {
                bits_per_pixel: 8,
                ..FbFormat::rgb565(4, 4, 8)
            }
            .check()
            .is_err()
        );
        assert!(
            FbFormat::rgb565(4, 4, 6).check().is_err(),
            "stride shorter than a row"
        );
        let mut small = vec![0u8; 10];
        assert!(pack(&sample(), &FbFormat::rgb565(3, 2, 8), &mut small).is_err());
    }

    /// A temporary file standing in for /dev/fbN: padding bytes start as
    /// 0xAB and must stay so.
    fn through_file(format: FbFormat, name: &str) -> Vec<u8> {
        let dir = std::env::temp_dir().join(format!("jadoube-fb-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("fb");
        std::fs::write(&path, vec![0xab; format.required_len()]).unwrap();
        let mut fb = Framebuffer::with_format(&path, format).unwrap();
        fb.draw(&sample()).unwrap();
        drop(fb);
        let bytes = std::fs::read(&path).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        bytes
    }

    /// A regular file given as the device: 32-bit XRGB at the screen size,
    /// the file grown to hold it, the screen drawn into it.
    #[test]
    fn a_regular_file_stands_in_for_the_device() {
        let dir = std::env::temp_dir().join(format!("jadoube-fbfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("fb");
        std::fs::write(&path, b"").unwrap();
        let mut out = FbOutput::open(&path, Audience::Arbiter, Some((40, 30))).unwrap();
        let model = super::super::ScreenModel::new("startpos", super::super::ScreenInfo::default())
            .unwrap();
        out.show(&model).unwrap();
        drop(out);
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(bytes.len(), 40 * 30 * 4);
        assert!(bytes.iter().any(|b| *b != 0), "nothing drawn");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn rgb565_with_stride_through_a_file() {
        // 4 x 2 screen, stride 12 bytes (8 of pixels, 4 of padding).
        let bytes = through_file(FbFormat::rgb565(4, 2, 12), "565");
        let px = |x: usize, y: usize| {
            u16::from_ne_bytes([bytes[y * 12 + 2 * x], bytes[y * 12 + 2 * x + 1]])
        };
        assert_eq!(px(0, 0), 0xf800);
        assert_eq!(px(1, 0), 0x07e0);
        assert_eq!(px(2, 0), 0x001f);
        assert_eq!(px(0, 1), 0xffff);
        assert_eq!(px(1, 1), (0x10 << 11) | (0x20 << 5) | 0x02);
        assert_eq!(px(2, 1), 0x0000);
        // Column 3 is beyond the 3-pixel canvas: untouched, as is the padding.
        assert_eq!(px(3, 0), 0xabab);
        assert!(
            bytes[8..12]
                .iter()
                .chain(&bytes[20..24])
                .all(|&b| b == 0xab)
        );
    }

    #[test]
    fn xrgb8888_with_stride_and_offset_through_a_file() {
        // Visible area panned one row down and one pixel right.
        let format = FbFormat {
            xoffset: 1,
            yoffset: 1,
            ..FbFormat::xrgb8888(3, 2, 20)
        };
        let bytes = through_file(format, "8888");
        assert_eq!(bytes.len(), 3 * 20);
        let px = |x: usize, y: usize| {
            let o = (y + 1) * 20 + (x + 1) * 4;
            u32::from_ne_bytes(bytes[o..o + 4].try_into().unwrap())
        };
        assert_eq!(px(0, 0), 0x00ff_0000);
        assert_eq!(px(1, 0), 0x0000_ff00);
        assert_eq!(px(2, 0), 0x0000_00ff);
        assert_eq!(px(0, 1), 0x00ff_ffff);
        assert_eq!(px(1, 1), 0x0084_8210);
        // Row 0 (above the visible area), pixel 0 of each row and the padding are untouched.
        assert!(bytes[..20].iter().all(|&b| b == 0xab));
        assert!(
            bytes[20..24]
                .iter()
                .chain(&bytes[40..44])
                .all(|&b| b == 0xab)
        );
        assert!(
            bytes[36..40]
                .iter()
                .chain(&bytes[56..60])
                .all(|&b| b == 0xab)
        );
    }

    #[test]
    fn opening_a_regular_file_as_a_device_fails_clearly() {
        let dir = std::env::temp_dir().join(format!("jadoube-fb-{}-notfb", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("fb");
        std::fs::write(&path, [0u8; 64]).unwrap();
        let err = Framebuffer::open(&path).unwrap_err().to_string();
        assert!(err.contains("is not a framebuffer"), "{err}");
        let err = Framebuffer::open(&dir.join("missing"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("cannot open framebuffer"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
