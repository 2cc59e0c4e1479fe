//! Serde helpers for shakmaty types in the JSON contract: squares as `"e4"`,
//! colours as `"white"`, pieces as FEN letters.

use serde::{Deserialize, Deserializer, Serializer, de::Error};
use shakmaty::{Color, Piece, Square};

/// `white` or `black`.
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub mod square {
    use super::*;
    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = String::deserialize(d)?;
        s.parse()
            .map_err(|_| D::Error::custom(format!("`{s}` is not a square")))
    }
}

pub mod opt_square {
    use super::*;
    pub fn serialize<S: Serializer>(sq: &Option<Square>, s: S) -> Result<S::Ok, S::Error> {
        match sq {
            Some(sq) => s.collect_str(sq),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Square>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(s) => s
                .parse()
                .map(Some)
                .map_err(|_| D::Error::custom(format!("`{s}` is not a square"))),
        }
    }
}

pub mod color {
    use super::*;
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color_name(*c))
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let s = String::deserialize(d)?;
        match s.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            _ => Err(D::Error::custom(format!("`{s}` is not `white` or `black`"))),
        }
    }
}

pub mod opt_color {
    use super::*;
    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_str(color_name(*c)),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(s) => match s.as_str() {
                "white" => Ok(Some(Color::White)),
                "black" => Ok(Some(Color::Black)),
                _ => Err(D::Error::custom(format!("`{s}` is not `white` or `black`"))),
            },
        }
    }
}

pub mod opt_piece {
    use super::*;
    pub fn serialize<S: Serializer>(p: &Option<Piece>, s: S) -> Result<S::Ok, S::Error> {
        match p {
            Some(p) => s.collect_str(&p.char()),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Piece>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(s) => {
                let mut chars = s.chars();
                match (chars.next().and_then(Piece::from_char), chars.next()) {
                    (Some(p), None) => Ok(Some(p)),
                    _ => Err(D::Error::custom(format!("`{s}` is not a piece letter"))),
                }
            }
        }
    }
}

/// Deserializes a [`crate::time::Time`] from seconds.
pub mod time {
    use super::*;
    use crate::time::Time;
    pub fn serialize<S: Serializer>(t: &Time, s: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(t, s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Time, D::Error> {
        let secs = f64::deserialize(d)?;
        if !(secs.is_finite() && secs >= 0.0) {
            return Err(D::Error::custom(format!(
                "`{secs}` is not a time in seconds"
            )));
        }
        Ok(Time((secs * 1e6).round() as u64))
    }
}
