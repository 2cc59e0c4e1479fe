//! The screen's three transcendental functions, in Rust: `x^0.85` (the
//! layout's type sizes) and the sine and cosine of a circle's vertices.
//! With `f32::powf` and `f32::sin_cos` they were the board program's only
//! calls into the C maths library, so `libm.so.6` was loaded for them: about
//! 0.5 MB of the daemon's peak resident memory (its code and tables mapped
//! from the page cache, its symbol tables read at every start;
//! docs/performance.md, "Memory without the hot-function list").
//!
//! Both are computed in `f64` (a relative error near 1e-16) and rounded to
//! `f32` once: the correctly rounded result but for the rarest ties. The C
//! library's `powf` and `sinf`/`cosf` are not always correctly rounded (an
//! error up to 0.82 and 0.56 units in the last place): the tests check that
//! the two are within one unit in the last place on every input the
//! screens use (every screen size up to 4096 pixels, every vertex of every
//! circle drawn), far below what moves a pixel (the snapshots of
//! `tests/display_snapshots.rs` are unchanged).

/// `x^0.85` for `x > 0`: `(x^17)^(1/20)`, the twentieth root by Newton's
/// method from a start within a few per cent.
pub fn pow_085(x: f32) -> f32 {
    if x.is_nan() || x <= 0.0 {
        return if x == 0.0 { 0.0 } else { f32::NAN };
    }
    if x.is_infinite() {
        return f32::INFINITY;
    }
    let x = x as f64;
    // x^17 exactly enough: four squarings and a product (x is an f32, so
    // x^17 stays far inside f64's range).
    let x2 = x * x;
    let x4 = x2 * x2;
    let x8 = x4 * x4;
    let y = x8 * x8 * x;
    // A start from y's binary exponent: 2^(e/20), then Newton's steps for
    // r^20 = y; each step doubles the correct digits.
    let e = ((y.to_bits() >> 52) & 0x7ff) as i64 - 1023;
    let mut r = f64::from_bits(((1023 + e.div_euclid(20)) as u64) << 52)
        * pow2_frac(e.rem_euclid(20) as f64 / 20.0);
    for _ in 0..8 {
        let r19 = powi(r, 19);
        r -= (r19 * r - y) / (20.0 * r19);
    }
    r as f32
}

/// `2^f` for `0 <= f < 1`, to a few per cent (the Newton start).
fn pow2_frac(f: f64) -> f64 {
    1.0 + f * (0.6565 + f * 0.3435)
}

fn powi(mut b: f64, mut n: u32) -> f64 {
    let mut acc = 1.0;
    while n > 0 {
        if n & 1 == 1 {
            acc *= b;
        }
        b *= b;
        n >>= 1;
    }
    acc
}

/// `(sin a, cos a)`, for the angles of a circle's vertices (|a| < 2^20).
pub fn sin_cos(a: f32) -> (f32, f32) {
    if !a.is_finite() {
        return (f32::NAN, f32::NAN);
    }
    // pi/2 in two parts: the first has 33 bits, so k * PIO2_1 and a - it
    // are exact for the small k here; r is then exact to about 1e-25.
    const PIO2_1: f64 = 1.570_796_326_734_125_6;
    const PIO2_1T: f64 = 6.077_100_506_506_192e-11;
    const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
    let a = a as f64;
    let k = (a * TWO_OVER_PI).round();
    let r = (a - k * PIO2_1) - k * PIO2_1T;
    let (s, c) = (sin_poly(r), cos_poly(r));
    let (s, c) = match (k as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    };
    (s as f32, c as f32)
}

/// Taylor series of sin to r^21 (|r| <= pi/4: the next term is below 1e-21).
fn sin_poly(r: f64) -> f64 {
    let r2 = r * r;
    let mut term = r;
    let mut sum = r;
    for n in 1..=10 {
        let k = (2 * n) as f64;
        term *= -r2 / (k * (k + 1.0));
        sum += term;
    }
    sum
}

/// Taylor series of cos to r^20.
fn cos_poly(r: f64) -> f64 {
    let r2 = r * r;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=10 {
        let k = (2 * n) as f64;
        term *= -r2 / ((k - 1.0) * k);
        sum += term;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many `f32` values lie between `a` and `b` (same sign).
    fn ulps(a: f32, b: f32) -> u32 {
        if a == b {
            return 0;
        }
        assert_eq!(a.is_sign_negative(), b.is_sign_negative(), "{a} {b}");
        a.to_bits().abs_diff(b.to_bits())
    }

    /// Every `unit` the layout computes (`render::Layout::scaled`: a
    /// screen side over 240 or 320, at least 0.5) for sides up to 4096.
    #[test]
    fn pow_085_is_the_c_librarys_on_every_layout_unit() {
        let mut checked = 0;
        for side in 1..=4096u32 {
            for div in [240.0f32, 320.0] {
                let unit = (side as f32 / div).max(0.5);
                let d = ulps(pow_085(unit), unit.powf(0.85));
                assert!(d <= 1, "{unit}^0.85: {d} units apart");
                checked += 1;
            }
        }
        assert_eq!(checked, 8192);
        assert_eq!(pow_085(1.0), 1.0);
        assert_eq!(pow_085(0.0), 0.0);
        assert!(pow_085(-1.0).is_nan());
    }

    /// Every vertex of every circle `glyphs::circle` draws (16 to 96
    /// vertices).
    #[test]
    fn sin_cos_is_the_c_librarys_on_every_circle_vertex() {
        for n in 16..=96usize {
            for i in 0..n {
                let a = i as f32 / n as f32 * std::f32::consts::TAU;
                let (s, c) = sin_cos(a);
                assert!(ulps(s, a.sin()) <= 1, "sin {a} ({i}/{n}): {s} {}", a.sin());
                assert!(ulps(c, a.cos()) <= 1, "cos {a} ({i}/{n}): {c} {}", a.cos());
            }
        }
    }

    #[test]
    fn sin_cos_of_a_few_angles() {
        assert_eq!(sin_cos(0.0), (0.0, 1.0));
        let (s, c) = sin_cos(-1.0);
        assert!(ulps(s, (-1.0f32).sin()) <= 1 && ulps(c, (-1.0f32).cos()) <= 1);
        assert!(sin_cos(f32::NAN).0.is_nan());
    }
}
