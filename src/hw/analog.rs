//! Analog hall sensors through MCP3008 ADCs (10 bits, 8 channels each).
//!
//! A ratiometric hall sensor reads mid-scale with no field; a magnet moves
//! the reading up or down with its polarity and strength. A square becomes
//! occupied when its reading moves `threshold_on` counts or more from its
//! empty-board baseline, and empty again when it comes back within
//! `threshold_off` (hysteresis, so a reading near the threshold does not
//! flicker). With a [`Calibration`] whose piece types differ, the polarity
//! tells the colour and the strength the piece: the grid then returns
//! identity frames.
//!
//! Faults: a transfer error; an answer whose null bit is high (MISO not
//! connected: every bit reads one); an ADC whose eight channels all sit at
//! a rail (unpowered); a single sensor at a rail (dead or shorted), which
//! names its square.

use shakmaty::Board;

use super::bus::{BusError, BusProvider, SpiBus};
use super::calibrate::Calibration;
use super::{Mapping, RawReading, SensorError, SensorGrid};
use crate::board::Frame;
use crate::config::Mcp3008Config;
use crate::words::hw_fault::Detail;

pub const FULL_SCALE: u16 = 1023;

#[derive(Debug)]
pub enum OpenError {
    Bus(BusError),
    Calibration(super::calibrate::CalibrationWhy),
}

impl From<BusError> for OpenError {
    fn from(e: BusError) -> OpenError {
        OpenError::Bus(e)
    }
}

pub struct AnalogGrid {
    adcs: Vec<Box<dyn SpiBus>>,
    threshold_on: i32,
    threshold_off: i32,
    rail_margin: u16,
    identity: bool,
    cal: Calibration,
    occupied: Vec<bool>,
    mapping: Mapping,
    raw: RawReading,
    wiring: crate::words::hw_view::Wiring,
}

/// The three bytes that read one single-ended channel.
pub fn command(channel: u8) -> [u8; 3] {
    [0x01, 0x80 | (channel & 7) << 4, 0x00]
}

/// The reading in an answer, or `None` when the null bit is high.
pub fn decode(answer: [u8; 3]) -> Option<u16> {
    if answer[1] & 0x04 != 0 {
        return None;
    }
    Some(u16::from(answer[1] & 0x03) << 8 | u16::from(answer[2]))
}

impl AnalogGrid {
    pub fn open(
        cfg: &Mcp3008Config,
        cal: Calibration,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<AnalogGrid, OpenError> {
        let n = cfg.adcs.len() * 8;
        if cal.baseline.len() != n {
            return Err(OpenError::Calibration(
                super::calibrate::CalibrationWhy::Baselines {
                    found: cal.baseline.len(),
                    positions: n,
                },
            ));
        }
        if cfg.identity {
            let problems = cal.identity_problems();
            if !problems.is_empty() {
                return Err(OpenError::Calibration(
                    super::calibrate::CalibrationWhy::Identity(problems),
                ));
            }
        }
        let mut adcs = Vec::new();
        for d in &cfg.adcs {
            adcs.push(buses.spi(*d, cfg.clock_hz, cfg.mode)?);
        }
        let names = adcs
            .iter()
            .map(|a| a.name().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        Ok(AnalogGrid {
            wiring: crate::words::hw_view::Wiring::Analog {
                adcs: adcs.len(),
                names,
                on: cfg.threshold_on,
                off: cfg.threshold_off,
                identity: cfg.identity,
            },
            adcs,
            threshold_on: i32::from(cfg.threshold_on),
            threshold_off: i32::from(cfg.threshold_off),
            rail_margin: cfg.rail_margin,
            identity: cfg.identity,
            cal,
            occupied: vec![false; n],
            raw: RawReading {
                values: vec![0; n],
                full_scale: FULL_SCALE,
            },
            mapping,
        })
    }

    fn at_rail(&self, v: u16) -> Option<bool> {
        if v <= self.rail_margin {
            Some(false)
        } else if v >= FULL_SCALE - self.rail_margin {
            Some(true)
        } else {
            None
        }
    }

    fn read_all(&mut self) -> Result<(), SensorError> {
        for k in 0..self.adcs.len() {
            for ch in 0..8u8 {
                let mut answer = [0u8; 3];
                self.adcs[k].transfer(&mut answer, &command(ch))?;
                let v = decode(answer).ok_or_else(|| SensorError::Bus {
                    bus: self.adcs[k].name().to_string(),
                    detail: Detail::NoAnswer {
                        channel: ch,
                        read: super::fake::hex(&answer),
                    }
                    .to_string(),
                })?;
                self.raw.values[8 * k + usize::from(ch)] = v;
            }
            let chans = &self.raw.values[8 * k..8 * k + 8];
            let rails: Vec<Option<bool>> = chans.iter().map(|v| self.at_rail(*v)).collect();
            if let Some(high) = rails[0]
                && rails.iter().all(|r| *r == Some(high))
            {
                return Err(SensorError::Stuck {
                    bus: self.adcs[k].name().to_string(),
                    ones: high,
                });
            }
        }
        Ok(())
    }
}

impl SensorGrid for AnalogGrid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        self.read_all()?;
        for (pos, v) in self.raw.values.iter().enumerate() {
            if let (Some(square), Some(high)) = (self.mapping.square(pos), self.at_rail(*v)) {
                return Err(SensorError::Square {
                    square,
                    bus: format!("{} CH{}", self.adcs[pos / 8].name(), pos % 8),
                    detail: Detail::Rail {
                        value: *v,
                        upper: high,
                    }
                    .to_string(),
                });
            }
        }
        let mut board = Board::empty();
        let mut bits = 0u64;
        for (pos, v) in self.raw.values.iter().enumerate() {
            let delta = i32::from(*v) - i32::from(self.cal.baseline[pos]);
            let was = self.occupied[pos];
            let now = if was {
                delta.abs() > self.threshold_off
            } else {
                delta.abs() >= self.threshold_on
            };
            self.occupied[pos] = now;
            let Some(square) = self.mapping.square(pos) else {
                continue;
            };
            if !now {
                continue;
            }
            bits |= 1 << (square as u32);
            if self.identity {
                let piece = self
                    .cal
                    .classify(delta)
                    .ok_or_else(|| SensorError::Square {
                        square,
                        bus: format!("{} CH{}", self.adcs[pos / 8].name(), pos % 8),
                        detail: Detail::Polarity { value: *v, delta }.to_string(),
                    })?;
                board.set_piece_at(square, piece);
            }
        }
        Ok(if self.identity {
            Frame::Identity(board)
        } else {
            Frame::Occupancy(bits)
        })
    }

    fn raw(&self) -> &RawReading {
        &self.raw
    }

    fn mapping(&self) -> &Mapping {
        &self.mapping
    }

    fn describe(&self) -> String {
        self.wiring.to_string()
    }

    fn wiring(&self) -> Option<crate::words::hw_view::Wiring> {
        Some(self.wiring.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_and_decode() {
        assert_eq!(command(0), [0x01, 0x80, 0x00]);
        assert_eq!(command(7), [0x01, 0xf0, 0x00]);
        assert_eq!(decode([0x00, 0x02, 0x00]), Some(512));
        assert_eq!(decode([0x00, 0x03, 0xff]), Some(1023));
        assert_eq!(decode([0xff, 0xff, 0xff]), None, "MISO floating high");
    }
}
