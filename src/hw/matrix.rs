//! A row/column matrix on GPIO lines: each row is driven in turn, and after
//! `settle_us` the columns are read. Position = row × columns + column.
//! Each sensor needs a diode towards its column, or pieces ghost.
//!
//! There is no way to tell an unplugged column header from an empty board:
//! both read every column inactive, which is reported as a fault that
//! clears as soon as a piece stands on the board.

use std::time::Duration;

use super::bus::{BusProvider, Delay, InputLines, LineRequest, OutputLines};
use super::{Mapping, RawReading, SensorError, SensorGrid, check_not_stuck, digital_frame};
use crate::board::Frame;
use crate::config::{Level, MatrixConfig};

pub struct MatrixGrid {
    rows: Box<dyn OutputLines>,
    columns: Box<dyn InputLines>,
    delay: Box<dyn Delay>,
    settle: Duration,
    occupied: Level,
    mapping: Mapping,
    raw: RawReading,
    wiring: crate::words::hw_view::Wiring,
}

impl MatrixGrid {
    pub fn open(
        cfg: &MatrixConfig,
        occupied: Level,
        mapping: Mapping,
        buses: &mut dyn BusProvider,
    ) -> Result<MatrixGrid, super::BusError> {
        let rows = buses.outputs(&LineRequest {
            role: "sensor.matrix.rows",
            lines: &cfg.rows,
            active_low: cfg.row_active == Level::Low,
            bias: None,
            debounce: None,
        })?;
        // Columns are read as electrical levels; `occupied_level` says which
        // level is a piece.
        let columns = buses.inputs(&LineRequest {
            role: "sensor.matrix.columns",
            lines: &cfg.columns,
            active_low: false,
            bias: Some(cfg.column_bias),
            debounce: None,
        })?;
        Ok(MatrixGrid {
            wiring: crate::words::hw_view::Wiring::Matrix {
                rows: cfg.rows.len(),
                columns: cfg.columns.len(),
                settle_us: cfg.settle_us,
            },
            raw: RawReading::digital(cfg.rows.len() * cfg.columns.len()),
            rows,
            columns,
            delay: buses.delay(),
            settle: Duration::from_micros(u64::from(cfg.settle_us)),
            occupied,
            mapping,
        })
    }

    fn read_rows(&mut self) -> Result<(), SensorError> {
        let ncols = self.columns.count();
        for r in 0..self.rows.count() {
            self.rows.set(r, true)?;
            self.delay.delay(self.settle);
            let read = self.columns.read();
            self.rows.set(r, false)?;
            let bits = read?;
            for c in 0..ncols {
                self.raw.values[r * ncols + c] = u16::from(bits >> c & 1 == 1);
            }
        }
        Ok(())
    }
}

impl SensorGrid for MatrixGrid {
    fn scan(&mut self) -> Result<Frame, SensorError> {
        if let Err(e) = self.read_rows() {
            // Leave no row selected after a failure (best effort: the error
            // reported is the first one).
            for r in 0..self.rows.count() {
                let _ = self.rows.set(r, false);
            }
            return Err(e);
        }
        check_not_stuck(self.columns.name(), &self.raw)?;
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
