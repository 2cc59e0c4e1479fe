//! The buses' pins: which header GPIO lines an SPI device or an I2C bus
//! takes, so that `check-config` refuses a pin used twice by any two roles
//! (a press line on a chip select, two chips on one chip select, an SPI
//! overlay on the I2C pins). Pure: the pins are those of the Raspberry Pi
//! overlays' defaults (`/boot/firmware/overlays/README`); an overlay given
//! other pins (`cs0_pin=…`) is not known here.

use std::fmt;

use super::SpiDevice;

/// What a bus uses a header line for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BusPin {
    SpiMiso(u8),
    SpiMosi(u8),
    SpiSclk(u8),
    /// Chip select `cs` of SPI bus `bus`.
    SpiCe(u8, u8),
    I2cSda(u8),
    I2cScl(u8),
}

impl fmt::Display for BusPin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BusPin::SpiMiso(b) => write!(f, "SPI{b} MISO"),
            BusPin::SpiMosi(b) => write!(f, "SPI{b} MOSI"),
            BusPin::SpiSclk(b) => write!(f, "SPI{b} SCLK"),
            BusPin::SpiCe(b, c) => write!(f, "SPI{b} CE{c}"),
            BusPin::I2cSda(b) => write!(f, "I2C{b} SDA"),
            BusPin::I2cScl(b) => write!(f, "I2C{b} SCL"),
        }
    }
}

impl BusPin {
    /// The same signal of the same bus: shared by the devices on it, not a
    /// clash (MISO, MOSI and SCLK of one SPI bus, SDA and SCL of one I2C bus).
    pub fn shared_with(&self, other: &BusPin) -> bool {
        self == other && !matches!(self, BusPin::SpiCe(..))
    }
}

/// MISO, MOSI, SCLK and the chip selects of an SPI bus on the header (Pi 4
/// and 5; buses 0 and 1 on every model with a 40-pin header). `None`: the
/// bus has no pins on the header (SPI2 is on a Compute Module's pins).
fn spi_bus(bus: u8) -> Option<([u8; 3], &'static [u8])> {
    // [MISO, MOSI, SCLK], then CE0, CE1, ...
    Some(match bus {
        0 => ([9, 10, 11], &[8, 7]),
        1 => ([19, 20, 21], &[18, 17, 16]),
        3 => ([1, 2, 3], &[0, 24]),
        4 => ([5, 6, 7], &[4, 25]),
        5 => ([13, 14, 15], &[12, 26]),
        6 => ([19, 20, 21], &[18, 27]),
        _ => return None,
    })
}

/// The header lines an SPI device takes: its bus's MISO, MOSI and SCLK,
/// and its chip select (a chip select the overlay has no default pin for
/// is left out: a custom overlay sets it).
pub fn spi_pins(d: &SpiDevice) -> Vec<(u8, BusPin)> {
    let Some(([miso, mosi, sclk], ces)) = spi_bus(d.bus) else {
        return Vec::new();
    };
    let b = d.bus;
    let mut out = vec![
        (miso, BusPin::SpiMiso(b)),
        (mosi, BusPin::SpiMosi(b)),
        (sclk, BusPin::SpiSclk(b)),
    ];
    if let Some(&ce) = ces.get(usize::from(d.cs)) {
        out.push((ce, BusPin::SpiCe(b, d.cs)));
    }
    out
}

/// The header lines an I2C bus takes: `/dev/i2c-1` (SDA GPIO2, SCL GPIO3)
/// and `/dev/i2c-0` (GPIO0 and GPIO1, the HAT EEPROM's); the Pi 4's
/// i2c3..i2c6 overlays at their default pins.
pub fn i2c_pins(bus: u8) -> Vec<(u8, BusPin)> {
    let (sda, scl) = match bus {
        0 => (0, 1),
        1 => (2, 3),
        3 => (4, 5),
        4 => (6, 7),
        5 => (12, 13),
        6 => (22, 23),
        _ => return Vec::new(),
    };
    vec![(sda, BusPin::I2cSda(bus)), (scl, BusPin::I2cScl(bus))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spi1_ce0_is_gpio18_and_spi0_ce1_is_gpio7() {
        let p = spi_pins(&SpiDevice { bus: 1, cs: 0 });
        assert!(p.contains(&(18, BusPin::SpiCe(1, 0))), "{p:?}");
        assert!(p.contains(&(20, BusPin::SpiMosi(1))), "{p:?}");
        let p = spi_pins(&SpiDevice { bus: 0, cs: 1 });
        assert!(p.contains(&(7, BusPin::SpiCe(0, 1))), "{p:?}");
        assert_eq!(BusPin::SpiCe(1, 0).to_string(), "SPI1 CE0");
        // No default pin for a fourth chip select of SPI0: only the bus.
        assert_eq!(spi_pins(&SpiDevice { bus: 0, cs: 3 }).len(), 3);
        assert!(spi_pins(&SpiDevice { bus: 2, cs: 0 }).is_empty());
    }

    #[test]
    fn i2c1_is_gpio2_and_gpio3() {
        assert_eq!(
            i2c_pins(1),
            vec![(2, BusPin::I2cSda(1)), (3, BusPin::I2cScl(1))]
        );
        assert!(i2c_pins(11).is_empty());
        assert!(BusPin::SpiMosi(0).shared_with(&BusPin::SpiMosi(0)));
        assert!(!BusPin::SpiCe(0, 0).shared_with(&BusPin::SpiCe(0, 0)));
        assert!(!BusPin::SpiMosi(1).shared_with(&BusPin::SpiMosi(6)));
    }
}
