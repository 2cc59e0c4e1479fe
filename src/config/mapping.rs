//! Wiring positions to squares.
//!
//! Every wiring numbers its sensors in its own order (bit *j* of chip *k*,
//! row and column, ADC channel): its *positions*. A [`Mapping`] turns a
//! position into a square in board coordinates (a1 = 0 … h8 = 63): first
//! the layout (or an explicit list) gives the square as the wiring sees it,
//! then `mirror` swaps the files, then `rotate` turns the board clockwise in
//! quarter turns (as seen from above, White at the bottom).
//!
//! ```
//! use jadoube::config::{Mapping, MappingConfig};
//! use shakmaty::Square;
//!
//! // A board turned around: the wiring's a1 is the real h8.
//! let cfg = MappingConfig { rotate: 180, ..MappingConfig::default() };
//! let m = Mapping::from_config(&cfg, 64).unwrap();
//! assert_eq!(m.square(0), Some(Square::H8));
//! assert_eq!(m.occupancy(|pos| pos == 0), 1 << 63);
//! ```

use shakmaty::{File, Rank, Square};

use super::{ConfigWhy, KeyPath, Layout, MappingConfig};

/// A key under the mapping table, the English of what is wrong with it,
/// and its kind for a translation (`config-rule-mapping-*`).
pub type MappingError = (KeyPath, String, ConfigWhy);

fn refused(
    key: KeyPath,
    message: String,
    id: &'static str,
    args: &[(&'static str, String)],
) -> MappingError {
    (
        key,
        message,
        ConfigWhy::Rule {
            id,
            args: args.to_vec(),
        },
    )
}

/// Position → square, for one wiring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    squares: Vec<Option<Square>>,
}

impl Mapping {
    /// Builds the mapping of a wiring with `positions` sensors. Errors name
    /// the key under the mapping table (`squares[3]`, `rotate`).
    pub fn from_config(
        cfg: &MappingConfig,
        positions: usize,
    ) -> Result<Mapping, (KeyPath, String)> {
        Mapping::checked(cfg, positions).map_err(|(k, m, _)| (k, m))
    }

    /// [`Mapping::from_config`], with the kind of what is wrong.
    pub fn checked(cfg: &MappingConfig, positions: usize) -> Result<Mapping, MappingError> {
        let turns = match cfg.rotate {
            0 => 0,
            90 => 1,
            180 => 2,
            270 => 3,
            r => {
                return Err(refused(
                    KeyPath::parse("rotate"),
                    format!("{r} is not a quarter turn: 0, 90, 180 or 270"),
                    "config-rule-mapping-rotate",
                    &[("value", r.to_string())],
                ));
            }
        };
        let wired: Vec<Option<Square>> = match &cfg.squares {
            None => {
                if positions < 64 {
                    return Err(refused(
                        KeyPath::parse("layout"),
                        format!("the wiring has {positions} positions, fewer than 64 squares"),
                        "config-rule-mapping-positions",
                        &[("positions", positions.to_string())],
                    ));
                }
                (0..positions)
                    .map(|i| (i < 64).then(|| layout_square(cfg.layout, i)))
                    .collect()
            }
            Some(list) => {
                if list.len() != positions {
                    return Err(refused(
                        KeyPath::parse("squares"),
                        format!(
                            "{} entries for a wiring of {positions} positions: one square (or \"-\") per position",
                            list.len()
                        ),
                        "config-rule-mapping-entries",
                        &[
                            ("entries", list.len().to_string()),
                            ("positions", positions.to_string()),
                        ],
                    ));
                }
                let mut seen: [Option<usize>; 64] = [None; 64];
                let mut out = Vec::with_capacity(list.len());
                for (i, name) in list.iter().enumerate() {
                    if name == "-" {
                        out.push(None);
                        continue;
                    }
                    let sq: Square = name.parse().map_err(|_| {
                        refused(
                            KeyPath::parse("squares").index(i),
                            format!("`{name}` is not a square: a1 to h8, or \"-\" for an unused position"),
                            "config-rule-mapping-not-square",
                            &[("name", name.clone())],
                        )
                    })?;
                    if let Some(j) = seen[sq as usize] {
                        return Err(refused(
                            KeyPath::parse("squares").index(i),
                            format!("{sq} is already position {j} (squares[{j}])"),
                            "config-rule-mapping-square-twice",
                            &[("square", sq.to_string()), ("other", j.to_string())],
                        ));
                    }
                    seen[sq as usize] = Some(i);
                    out.push(Some(sq));
                }
                if let Some(missing) = Square::ALL.iter().find(|sq| seen[**sq as usize].is_none()) {
                    return Err(refused(
                        KeyPath::parse("squares"),
                        format!("no position for {missing}: each of the 64 squares needs one"),
                        "config-rule-mapping-missing",
                        &[("square", missing.to_string())],
                    ));
                }
                out
            }
        };
        let squares = wired
            .into_iter()
            .map(|s| s.map(|s| orient(s, cfg.mirror, turns)))
            .collect();
        Ok(Mapping { squares })
    }

    /// The identity mapping of 64 positions (position *i* is square *i*).
    pub fn identity() -> Mapping {
        Mapping {
            squares: Square::ALL.iter().copied().map(Some).collect(),
        }
    }

    pub fn positions(&self) -> usize {
        self.squares.len()
    }

    /// The square of a position; `None` for an unused position.
    pub fn square(&self, position: usize) -> Option<Square> {
        self.squares.get(position).copied().flatten()
    }

    /// The position of a square.
    pub fn position(&self, sq: Square) -> Option<usize> {
        self.squares.iter().position(|s| *s == Some(sq))
    }

    /// Board occupancy (a1 = bit 0) from a per-position predicate.
    pub fn occupancy(&self, occupied: impl Fn(usize) -> bool) -> u64 {
        self.squares
            .iter()
            .enumerate()
            .filter_map(|(pos, sq)| sq.filter(|_| occupied(pos)))
            .fold(0u64, |acc, sq| acc | 1u64 << (sq as u32))
    }

    /// Per-position values from board bits (for LEDs under squares).
    pub fn positions_of(&self, squares: u64) -> Vec<bool> {
        self.squares
            .iter()
            .map(|sq| sq.is_some_and(|sq| squares >> (sq as u32) & 1 == 1))
            .collect()
    }
}

fn layout_square(layout: Layout, i: usize) -> Square {
    let (file, rank) = match layout {
        Layout::RankMajor => (i % 8, i / 8),
        Layout::FileMajor => (i / 8, i % 8),
        Layout::Serpentine => {
            let rank = i / 8;
            (
                if rank.is_multiple_of(2) {
                    i % 8
                } else {
                    7 - i % 8
                },
                rank,
            )
        }
    };
    Square::from_coords(File::new(file as u32), Rank::new(rank as u32))
}

/// Mirror the files, then turn clockwise `turns` quarter turns.
fn orient(sq: Square, mirror: bool, turns: u8) -> Square {
    let (mut f, mut r) = (u32::from(sq.file()), u32::from(sq.rank()));
    if mirror {
        f = 7 - f;
    }
    for _ in 0..turns {
        // Clockwise as seen from above: a1 → a8 → h8 → h1.
        (f, r) = (r, 7 - f);
    }
    Square::from_coords(File::new(f), Rank::new(r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(layout: Layout, rotate: u16, mirror: bool) -> MappingConfig {
        MappingConfig {
            layout,
            rotate,
            mirror,
            squares: None,
        }
    }

    #[test]
    fn layouts() {
        let m = Mapping::from_config(&cfg(Layout::RankMajor, 0, false), 64).unwrap();
        assert_eq!(
            (m.square(0), m.square(7), m.square(8), m.square(63)),
            (
                Some(Square::A1),
                Some(Square::H1),
                Some(Square::A2),
                Some(Square::H8)
            )
        );
        let m = Mapping::from_config(&cfg(Layout::FileMajor, 0, false), 64).unwrap();
        assert_eq!(
            (m.square(1), m.square(8)),
            (Some(Square::A2), Some(Square::B1))
        );
        let m = Mapping::from_config(&cfg(Layout::Serpentine, 0, false), 64).unwrap();
        assert_eq!(
            (m.square(7), m.square(8), m.square(15), m.square(16)),
            (
                Some(Square::H1),
                Some(Square::H2),
                Some(Square::A2),
                Some(Square::A3)
            )
        );
    }

    #[test]
    fn rotations_and_mirror() {
        let at = |rot, mirror, pos| {
            Mapping::from_config(&cfg(Layout::RankMajor, rot, mirror), 64)
                .unwrap()
                .square(pos)
                .unwrap()
        };
        assert_eq!(at(90, false, 0), Square::A8);
        assert_eq!(at(90, false, 7), Square::A1);
        assert_eq!(at(180, false, 0), Square::H8);
        assert_eq!(at(270, false, 0), Square::H1);
        assert_eq!(at(0, true, 0), Square::H1);
        assert_eq!(at(180, true, 0), Square::A8);
        // Four quarter turns of anything come back.
        for pos in 0..64 {
            let sq = at(0, false, pos);
            assert_eq!(orient(orient(sq, false, 2), false, 2), sq);
            assert_eq!(orient(orient(sq, false, 1), false, 3), sq);
        }
    }

    #[test]
    fn every_orientation_is_a_bijection() {
        for rot in [0, 90, 180, 270] {
            for mirror in [false, true] {
                let m = Mapping::from_config(&cfg(Layout::Serpentine, rot, mirror), 64).unwrap();
                assert_eq!(m.occupancy(|_| true), u64::MAX);
                for sq in Square::ALL {
                    assert_eq!(m.square(m.position(sq).unwrap()), Some(sq));
                }
            }
        }
    }

    #[test]
    fn unused_positions_and_explicit_lists() {
        let m = Mapping::from_config(&cfg(Layout::RankMajor, 0, false), 72).unwrap();
        assert_eq!(m.square(64), None);
        assert_eq!(m.occupancy(|p| p >= 64), 0);
        let mut list: Vec<String> = Square::ALL.iter().rev().map(|s| s.to_string()).collect();
        list.push("-".into());
        let c = MappingConfig {
            squares: Some(list.clone()),
            ..MappingConfig::default()
        };
        let m = Mapping::from_config(&c, 65).unwrap();
        assert_eq!((m.square(0), m.square(64)), (Some(Square::H8), None));
        assert!(m.positions_of(1)[63]);
        list[5] = "h8".into();
        let c = MappingConfig {
            squares: Some(list),
            ..MappingConfig::default()
        };
        let (key, msg) = Mapping::from_config(&c, 65).unwrap_err();
        assert_eq!(key.to_string(), "squares[5]");
        assert_eq!(msg, "h8 is already position 0 (squares[0])");
    }
}
