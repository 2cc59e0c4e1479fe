//! Time as the engine sees it: microseconds since an origin chosen by the
//! caller (the start of a trace, or the daemon's monotonic clock).
//!
//! The engine never reads a clock; every call into it carries a [`Time`].

use std::fmt;

/// A point in time, in microseconds since the caller's origin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time(pub u64);

impl Time {
    pub const ZERO: Time = Time(0);

    /// The latest time a trace or a journal may hold: a game does not last
    /// a week (7 days, 604,800 s). A time beyond it is bad input, refused
    /// at its line (`docs/trace-format.md`, `docs/journal.md`).
    pub const LIMIT: Time = Time(7 * 24 * 3600 * 1_000_000);

    /// `Err` (what to say) when the time is beyond [`Time::LIMIT`].
    pub fn check_limit(self) -> Result<Time, String> {
        if self > Time::LIMIT {
            Err(format!(
                "time {self} is beyond 7 days (604800 s): a game does not last a week"
            ))
        } else {
            Ok(self)
        }
    }

    pub const fn from_micros(us: u64) -> Time {
        Time(us)
    }

    pub const fn from_millis(ms: u64) -> Time {
        Time(ms * 1000)
    }

    pub const fn micros(self) -> u64 {
        self.0
    }

    pub fn as_secs_f64(self) -> f64 {
        self.0 as f64 / 1e6
    }

    /// `self - earlier`, or zero when `earlier` is later.
    pub const fn since(self, earlier: Time) -> Time {
        Time(self.0.saturating_sub(earlier.0))
    }

    pub const fn plus(self, d: Time) -> Time {
        Time(self.0.saturating_add(d.0))
    }

    /// Parses a non-negative decimal number of seconds (`12`, `0.5`, `3.141`)
    /// exactly, to the microsecond. More than six decimals is an error rather
    /// than a silent rounding.
    pub fn parse_secs(s: &str) -> Result<Time, String> {
        let (int, frac) = match s.split_once('.') {
            Some((i, f)) => (i, f),
            None => (s, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return Err(format!("`{s}` is not a number of seconds"));
        }
        if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("`{s}` is not a number of seconds"));
        }
        if frac.len() > 6 {
            return Err(format!("`{s}`: more than six decimals (microseconds)"));
        }
        let whole: u64 = if int.is_empty() {
            0
        } else {
            int.parse().map_err(|_| format!("`{s}` is too large"))?
        };
        let mut micros: u64 = 0;
        for (i, b) in frac.bytes().enumerate() {
            micros += u64::from(b - b'0') * 10u64.pow(5 - i as u32);
        }
        whole
            .checked_mul(1_000_000)
            .and_then(|w| w.checked_add(micros))
            .map(Time)
            .ok_or_else(|| format!("`{s}` is too large"))
    }
}

impl fmt::Display for Time {
    /// Seconds with millisecond precision: `12.345`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{:03}",
            self.0 / 1_000_000,
            (self.0 % 1_000_000) / 1000
        )
    }
}

impl serde::Serialize for Time {
    /// Serialized as seconds (a JSON number), as the trace contract requires.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_seconds_exactly() {
        assert_eq!(Time::parse_secs("0.653"), Ok(Time(653_000)));
        assert_eq!(Time::parse_secs("12"), Ok(Time(12_000_000)));
        assert_eq!(Time::parse_secs("1.5"), Ok(Time(1_500_000)));
        assert_eq!(Time::parse_secs(".25"), Ok(Time(250_000)));
        assert_eq!(Time::parse_secs("3.000001"), Ok(Time(3_000_001)));
        assert!(Time::parse_secs("3.0000001").is_err());
        assert!(Time::parse_secs("-1").is_err());
        assert!(Time::parse_secs("1e3").is_err());
        assert!(Time::parse_secs("").is_err());
        assert!(Time::parse_secs(".").is_err());
        assert!(Time::parse_secs("99999999999999999999").is_err());
    }

    #[test]
    fn times_beyond_a_week_are_refused() {
        assert_eq!(Time::LIMIT.check_limit(), Ok(Time::LIMIT));
        let e = Time::parse_secs("604800.000001").unwrap().check_limit();
        assert_eq!(
            e.unwrap_err(),
            "time 604800.000 is beyond 7 days (604800 s): a game does not last a week"
        );
    }

    #[test]
    fn displays_milliseconds() {
        assert_eq!(Time(1_502_000).to_string(), "1.502");
        assert_eq!(Time(7).to_string(), "0.000");
    }
}
