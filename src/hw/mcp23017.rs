//! MCP23017 16-bit port expanders on one I2C bus (IOCON.BANK = 0).
//!
//! Chip *k* (in the order of `addresses`) holds positions 16k..16k+15:
//! GPA0..GPA7, then GPB0..GPB7. Chips are set up at the first scan and again
//! whenever they answer with a lost configuration: every scan reads the
//! twelve registers from INTCONA to GPIOB in one transaction, so the canary
//! written to INTCON (unused, as interrupts stay off) and the pull-ups are
//! checked along with the inputs. A chip that reset (brown-out, a loose
//! cable) is a fault, set up again at the next scan; a chip that does not
//! acknowledge is a read error.

use super::bus::{BusProvider, I2cBus};
use super::{Mapping, RawReading, SensorError, SensorGrid, digital_frame};
use crate::board::Frame;
use crate::config::{Level, Mcp23017Config};

const IODIRA: u8 = 0x00;
const IPOLA: u8 = 0x02;
const GPINTENA: u8 = 0x04;
const INTCONA: u8 = 0x08;
const IOCON: u8 = 0x0a;
const GPPUA: u8 = 0x0c;
/// INTCONA, INTCONB: only meaningful with interrupts on, which they are not.
const CANARY: [u8; 2] = [0xa5, 0x5a];
/// Bytes read per scan: INTCONA..=GPIOB.
const READ_LEN: usize = 12;

pub struct Mcp23017Grid {
    i2c: Box<dyn I2cBus>,
    addresses: Vec<u8>,
    pull_up: u8,
    ready: Vec<bool>,
    occupied: Level,
    mapping: Mapping,
    raw: RawReading,
    wiring: crate::words::hw_view::Wiring,
}

impl Mcp23017Grid {
    pub fn open(
        cfg: &Mcp23017Config,
        occupied: Level,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<Mcp23017Grid, super::BusError> {
        let i2c = buses.i2c(cfg.i2c_bus)?;
        let addrs = cfg
            .addresses
            .iter()
            .map(|a| format!("{a:#04x}"))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(Mcp23017Grid {
            wiring: crate::words::hw_view::Wiring::Mcp23017 {
                count: cfg.addresses.len(),
                i2c: i2c.name().to_string(),
                addresses: addrs,
            },
            i2c,
            addresses: cfg.addresses.clone(),
            pull_up: if cfg.pull_up { 0xff } else { 0x00 },
            ready: vec![false; cfg.addresses.len()],
            occupied,
            raw: RawReading::digital(cfg.addresses.len() * 16),
            mapping,
        })
    }

    fn dev(&self, addr: u8) -> String {
        format!("{}@{addr:#04x}", self.i2c.name())
    }

    fn setup(&mut self, addr: u8) -> Result<(), SensorError> {
        let pu = self.pull_up;
        for w in [
            &[IOCON, 0x00][..],
            &[IODIRA, 0xff, 0xff],
            &[IPOLA, 0x00, 0x00],
            &[GPINTENA, 0x00, 0x00],
            &[INTCONA, CANARY[0], CANARY[1]],
            &[GPPUA, pu, pu],
        ] {
            self.i2c.write(addr, w)?;
        }
        Ok(())
    }

    fn read_chip(&mut self, k: usize) -> Result<(), SensorError> {
        let addr = self.addresses[k];
        if !self.ready[k] {
            self.setup(addr)?;
            self.ready[k] = true;
        }
        let mut buf = [0u8; READ_LEN];
        self.i2c.write_read(addr, &[INTCONA], &mut buf)?;
        let [
            intcona,
            intconb,
            iocon,
            _,
            gppua,
            gppub,
            _,
            _,
            _,
            _,
            gpioa,
            gpiob,
        ] = buf;
        if [intcona, intconb] != CANARY || iocon != 0x00 || [gppua, gppub] != [self.pull_up; 2] {
            self.ready[k] = false;
            return Err(SensorError::Bus {
                bus: self.dev(addr),
                detail: crate::words::hw_fault::Detail::LostConfig {
                    registers: format!(
                        "INTCON {intcona:02x}{intconb:02x}, IOCON {iocon:02x}, GPPU {gppua:02x}{gppub:02x}"
                    ),
                }
                .to_string(),
            });
        }
        for j in 0..8 {
            self.raw.values[16 * k + j] = u16::from(gpioa >> j & 1);
            self.raw.values[16 * k + 8 + j] = u16::from(gpiob >> j & 1);
        }
        Ok(())
    }
}

impl SensorGrid for Mcp23017Grid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        for k in 0..self.addresses.len() {
            if let Err(e) = self.read_chip(k) {
                // A chip that failed is set up again before its next read.
                self.ready[k] = false;
                return Err(e);
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
