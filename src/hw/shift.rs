//! A chain of 74HC165 parallel-in shift registers read over SPI.
//!
//! A pulse on SH/LD latches all inputs; then one SPI transfer clocks the
//! chain out, MSB first: byte *k* is chip *k* (chip 0 drives MISO), bit *j*
//! is its input D*j* (pin A = D0 … H = D7), so position = 8k + j. With
//! `ser_tied_to` set, one more byte is read: the serial input of the last
//! chip, which must read its tied level. That byte tells an unplugged or
//! unpowered chain (every byte alike) and a broken link or wrong chip count
//! (the tail byte wrong) from an empty board.

use super::bus::{BusProvider, LineRequest, OutputLines, SpiBus};
use super::{Mapping, RawReading, SensorError, SensorGrid, check_not_stuck, digital_frame};
use crate::board::Frame;
use crate::config::{Level, LineSpec, SerTie, ShiftRegisterConfig};

pub struct ShiftRegisterGrid {
    spi: Box<dyn SpiBus>,
    load: Box<dyn OutputLines>,
    chips: usize,
    tie: SerTie,
    occupied: Level,
    mapping: Mapping,
    raw: RawReading,
    write: Vec<u8>,
    read: Vec<u8>,
    wiring: crate::words::hw_view::Wiring,
}

impl ShiftRegisterGrid {
    pub fn open(
        cfg: &ShiftRegisterConfig,
        occupied: Level,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<ShiftRegisterGrid, super::BusError> {
        let spi = buses.spi(cfg.spi, cfg.clock_hz, cfg.mode)?;
        let lines = [cfg.load.clone()];
        let load = buses.outputs(&LineRequest {
            role: "sensor.shift_register.load",
            lines: &lines,
            active_low: cfg.load_active == Level::Low,
            bias: None,
            debounce: None,
        })?;
        let chips = cfg.chips as usize;
        let len = chips + usize::from(cfg.ser_tied_to != SerTie::None);
        Ok(ShiftRegisterGrid {
            wiring: crate::words::hw_view::Wiring::Shift {
                chips,
                spi: spi.name().to_string(),
                load: display_line(&cfg.load).to_string(),
            },
            spi,
            load,
            chips,
            tie: cfg.ser_tied_to,
            occupied,
            raw: RawReading::digital(chips * 8),
            mapping,
            write: vec![0; len],
            read: vec![0; len],
        })
    }
}

fn display_line(l: &LineSpec) -> String {
    l.to_string()
}

impl SensorGrid for ShiftRegisterGrid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        // Latch the inputs: SH/LD active, then back to shift.
        self.load.set(0, true)?;
        self.load.set(0, false)?;
        self.spi.transfer(&mut self.read, &self.write)?;
        for (k, byte) in self.read[..self.chips].iter().enumerate() {
            for j in 0..8 {
                self.raw.values[k * 8 + j] = u16::from(byte >> j & 1);
            }
        }
        let bus = self.spi.name();
        let expect = match self.tie {
            SerTie::Gnd => Some(0x00),
            SerTie::Vcc => Some(0xff),
            SerTie::None => None,
        };
        match expect {
            None => check_not_stuck(bus, &self.raw)?,
            Some(tail) => {
                let first = self.read[0];
                if (first == 0x00 || first == 0xff) && self.read.iter().all(|b| *b == first) {
                    return Err(SensorError::Stuck {
                        bus: bus.to_string(),
                        ones: first == 0xff,
                    });
                }
                let got = self.read[self.chips];
                if got != tail {
                    return Err(SensorError::Bus {
                        bus: bus.to_string(),
                        detail: crate::words::hw_fault::Detail::BrokenChain {
                            chips: self.chips,
                            got: format!("{got:#04x}"),
                            tail: format!("{tail:#04x}"),
                        }
                        .to_string(),
                    });
                }
            }
        }
        Ok(digital_frame(&self.raw, &self.mapping, self.occupied))
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
