//! The status LED and the LEDs under the squares.
//!
//! The status LED shows a [`LedPattern`]; blinking is driven by
//! [`Led::tick`], which the daemon calls when [`Led::next_change`] says
//! the LED turns on or off (no thread of its own, so tests run on paused
//! time; a steady LED needs no tick at all).
//!
//! Square LEDs light the squares to fix: a WS2812 strip on SPI MOSI (each
//! data bit sent as three SPI bits at 2.4 MHz: `110` for one, `100` for
//! zero, green-red-blue order, then a reset of 300 µs low), or a 74HC595
//! chain on SPI with a latch pulse.

use shakmaty::Bitboard;

use super::bus::{BusProvider, LineRequest, OutputLines, SpiBus};
use super::{HwError, Mapping};
use crate::config::{
    Blink, LedConfig, LedStyle, Level, SquareLedKind, SquareLedsConfig, WS2812_SPI_HZ,
};
use crate::time::Time;

/// Zero bytes after the data: 300 µs low at 2.4 MHz resets the strip.
const WS2812_RESET_BYTES: usize = 90;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LedPattern {
    #[default]
    Off,
    /// The board is running and the position is fine.
    Ready,
    /// An illegal move: waiting for the position to be restored.
    Illegal,
    /// The sensors are at fault.
    SensorFault,
}

impl LedPattern {
    pub fn name(self) -> &'static str {
        match self {
            LedPattern::Off => "off",
            LedPattern::Ready => "ready",
            LedPattern::Illegal => "illegal, waiting for restore",
            LedPattern::SensorFault => "sensor fault",
        }
    }
}

pub trait Led: Send {
    fn show(&mut self, pattern: LedPattern) -> Result<(), HwError>;
    /// Advances blinking to time `t` (call it at [`Led::next_change`]).
    fn tick(&mut self, t: Time) -> Result<(), HwError>;
    fn pattern(&self) -> LedPattern;
    /// When blinking next turns the LED on or off, after `now` (None: it
    /// stays as it is until the next [`Led::show`]: steady, off, or no LED
    /// at all).
    fn next_change(&self, now: Time) -> Option<Time>;
}

pub trait SquareLeds: Send {
    /// Lights exactly these squares (board coordinates).
    fn light(&mut self, squares: Bitboard) -> Result<(), HwError>;
}

/// Is a blink pattern lit `elapsed_ms` after it started?
pub fn lit_at(b: Blink, elapsed_ms: u64) -> bool {
    match (b.on_ms, b.off_ms) {
        (0, _) => false,
        (_, 0) => true,
        (on, off) => elapsed_ms % u64::from(on + off) < u64::from(on),
    }
}

/// The status LED on a GPIO line (or nowhere, when disabled).
pub struct StatusLed {
    line: Option<Box<dyn OutputLines>>,
    cfg: LedConfig,
    pattern: LedPattern,
    started: Time,
    now: Time,
    lit: Option<bool>,
}

impl StatusLed {
    pub fn blink_of(&self, p: LedPattern) -> Blink {
        let steady = self.cfg.style == LedStyle::Steady;
        let on = Blink {
            on_ms: 1,
            off_ms: 0,
        };
        let off = Blink {
            on_ms: 0,
            off_ms: 1,
        };
        match p {
            LedPattern::Off => off,
            LedPattern::Ready if steady => off,
            LedPattern::Ready => self.cfg.patterns.ready,
            LedPattern::Illegal | LedPattern::SensorFault if steady => on,
            LedPattern::Illegal => self.cfg.patterns.illegal,
            LedPattern::SensorFault => self.cfg.patterns.sensor_fault,
        }
    }

    fn update(&mut self) -> Result<(), HwError> {
        let elapsed = self.now.since(self.started).micros() / 1000;
        let want = lit_at(self.blink_of(self.pattern), elapsed);
        if self.lit != Some(want) {
            if let Some(line) = &mut self.line {
                line.set(0, want)?;
            }
            self.lit = Some(want);
        }
        Ok(())
    }

    /// Whether the LED is lit now.
    pub fn is_lit(&self) -> bool {
        self.lit == Some(true)
    }
}

impl Led for StatusLed {
    fn show(&mut self, pattern: LedPattern) -> Result<(), HwError> {
        if pattern != self.pattern {
            self.pattern = pattern;
            self.started = self.now;
        }
        self.update()
    }

    fn tick(&mut self, t: Time) -> Result<(), HwError> {
        self.now = t;
        self.update()
    }

    fn pattern(&self) -> LedPattern {
        self.pattern
    }

    fn next_change(&self, now: Time) -> Option<Time> {
        self.line.as_ref()?;
        let b = self.blink_of(self.pattern);
        if b.on_ms == 0 || b.off_ms == 0 {
            return None;
        }
        let cycle = u64::from(b.on_ms + b.off_ms) * 1000;
        let on = u64::from(b.on_ms) * 1000;
        let t = now.max(self.started).since(self.started).micros();
        let phase = t % cycle;
        let to_change = if phase < on {
            on - phase
        } else {
            cycle - phase
        };
        Some(now.max(self.started).plus(Time(to_change)))
    }
}

pub fn open_led(cfg: &LedConfig, buses: &mut dyn BusProvider) -> Result<Box<dyn Led>, HwError> {
    let line = if cfg.enabled {
        let lines = [cfg.line.clone()];
        Some(buses.outputs(&LineRequest {
            role: "led",
            lines: &lines,
            active_low: cfg.active == Level::Low,
            bias: None,
            debounce: None,
        })?)
    } else {
        None
    };
    Ok(Box::new(StatusLed {
        line,
        cfg: cfg.clone(),
        pattern: LedPattern::Off,
        started: Time::ZERO,
        now: Time::ZERO,
        lit: None,
    }))
}

pub fn open_square_leds(
    cfg: &LedConfig,
    buses: &mut dyn BusProvider,
) -> Result<Option<Box<dyn SquareLeds>>, HwError> {
    let Some(sq) = &cfg.squares else {
        return Ok(None);
    };
    let mapping =
        Mapping::checked(&sq.mapping, sq.count as usize).map_err(|(key, message, why)| {
            let why = super::bus::BusWhy::Mapping {
                key: key.to_string(),
                message,
                why: Box::new(why),
            };
            super::BusError::of("led.squares.mapping", why)
        })?;
    Ok(Some(match sq.kind {
        SquareLedKind::Ws2812 => Box::new(Ws2812Leds::open(sq, mapping, buses)?),
        SquareLedKind::ShiftRegister => Box::new(Hc595Leds::open(sq, mapping, buses)?),
    }))
}

/// One byte as 24 SPI bits, most significant first.
fn ws2812_byte(b: u8) -> [u8; 3] {
    let mut bits: u32 = 0;
    for i in (0..8).rev() {
        bits = bits << 3 | if b >> i & 1 == 1 { 0b110 } else { 0b100 };
    }
    [(bits >> 16) as u8, (bits >> 8) as u8, bits as u8]
}

/// The SPI bytes that set a strip to these colours (red, green, blue each).
pub fn ws2812_encode(colors: &[[u8; 3]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(colors.len() * 9 + WS2812_RESET_BYTES);
    for [r, g, b] in colors {
        for byte in [g, r, b] {
            out.extend_from_slice(&ws2812_byte(*byte));
        }
    }
    out.resize(out.len() + WS2812_RESET_BYTES, 0);
    out
}

pub struct Ws2812Leds {
    spi: Box<dyn SpiBus>,
    mapping: Mapping,
    color: [u8; 3],
}

impl Ws2812Leds {
    pub fn open(
        cfg: &SquareLedsConfig,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<Ws2812Leds, HwError> {
        let spi = buses.spi(cfg.spi, WS2812_SPI_HZ, 0)?;
        let scale = |c: u8| (u16::from(c) * u16::from(cfg.brightness) / 255) as u8;
        Ok(Ws2812Leds {
            spi,
            mapping,
            color: cfg.color.map(scale),
        })
    }
}

impl SquareLeds for Ws2812Leds {
    fn light(&mut self, squares: Bitboard) -> Result<(), HwError> {
        let colors: Vec<[u8; 3]> = self
            .mapping
            .positions_of(squares.0)
            .into_iter()
            .map(|on| if on { self.color } else { [0; 3] })
            .collect();
        let write = ws2812_encode(&colors);
        let mut read = vec![0; write.len()];
        self.spi.transfer(&mut read, &write)?;
        Ok(())
    }
}

/// A 74HC595 chain: chip 0 takes MOSI, output Q*j* of chip *k* is position
/// 8k + j. The byte for the farthest chip goes out first.
pub struct Hc595Leds {
    spi: Box<dyn SpiBus>,
    latch: Box<dyn OutputLines>,
    mapping: Mapping,
}

impl Hc595Leds {
    pub fn open(
        cfg: &SquareLedsConfig,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<Hc595Leds, HwError> {
        let spi = buses.spi(cfg.spi, cfg.clock_hz.unwrap_or(1_000_000), 0)?;
        let lines: Vec<_> = cfg.latch.iter().cloned().collect();
        let latch = buses.outputs(&LineRequest {
            role: "led.squares.latch",
            lines: &lines,
            active_low: false,
            bias: None,
            debounce: None,
        })?;
        Ok(Hc595Leds {
            spi,
            latch,
            mapping,
        })
    }
}

/// The bytes to shift into a 74HC595 chain for these position values.
pub fn hc595_bytes(positions: &[bool]) -> Vec<u8> {
    let chips = positions.len().div_ceil(8);
    (0..chips)
        .rev()
        .map(|k| {
            (0..8)
                .filter(|j| positions.get(8 * k + j) == Some(&true))
                .fold(0u8, |acc, j| acc | 1 << j)
        })
        .collect()
}

impl SquareLeds for Hc595Leds {
    fn light(&mut self, squares: Bitboard) -> Result<(), HwError> {
        let write = hc595_bytes(&self.mapping.positions_of(squares.0));
        let mut read = vec![0; write.len()];
        self.spi.transfer(&mut read, &write)?;
        // RCLK rising edge copies the shift register to the outputs.
        self.latch.set(0, true)?;
        self.latch.set(0, false)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ws2812_bits() {
        assert_eq!(ws2812_byte(0x00), [0x92, 0x49, 0x24]);
        assert_eq!(ws2812_byte(0xff), [0xdb, 0x6d, 0xb6]);
        assert_eq!(ws2812_byte(0x80), [0xd2, 0x49, 0x24]);
        let enc = ws2812_encode(&[[0xff, 0x00, 0x00]]);
        assert_eq!(enc.len(), 9 + WS2812_RESET_BYTES);
        // Green first (zero), then red (all ones), then blue.
        assert_eq!(
            &enc[..9],
            &[0x92, 0x49, 0x24, 0xdb, 0x6d, 0xb6, 0x92, 0x49, 0x24]
        );
        assert!(enc[9..].iter().all(|b| *b == 0));
    }

    #[test]
    fn hc595_order() {
        let mut pos = vec![false; 16];
        pos[0] = true; // chip 0 Q0
        pos[15] = true; // chip 1 Q7
        assert_eq!(hc595_bytes(&pos), vec![0x80, 0x01]);
    }

    #[test]
    fn blink_phases() {
        let b = Blink {
            on_ms: 100,
            off_ms: 300,
        };
        assert!(
            lit_at(b, 0) && lit_at(b, 99) && !lit_at(b, 100) && !lit_at(b, 399) && lit_at(b, 400)
        );
        assert!(lit_at(
            Blink {
                on_ms: 1,
                off_ms: 0
            },
            12345
        ));
        assert!(!lit_at(
            Blink {
                on_ms: 0,
                off_ms: 5
            },
            0
        ));
    }
}
