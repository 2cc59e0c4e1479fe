//! The small 320x240 screen read at arm's length (issue 17.12): one badge
//! per square, arrows that neither hide each other nor cross pieces, a
//! missing piece that does not look like a piece standing there, and
//! coordinates outside the board. `JADOUBE_SCREENSHOTS=DIR cargo test --test
//! small_screen` writes the pictures of docs/screens/small/.

mod display_common;

use display_common::*;
use jadoube::display::render::{self, Layout};
use jadoube::display::{Audience, Canvas, ScreenModel, View};

/// White castled O-O with the king and rook on g1 and f1 although the king
/// had moved: both go back along the first rank.
const CASTLE: &str = r#"{"kind":"illegal","t":5.0,"side":"white","reason":"castling_not_allowed","count":1,"restore_fen":"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w kq - 4 4","touched":"e1","must_move":"e1","penalty":{"kind":"time","to":"black","seconds":120},"obligation":{"kind":"move","square":"e1","article":"4.4.3"},"article":"3.8.2","rule":"castle_rook_moved","attempt":"O-O","board":"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1"}"#;
/// Bc4-c5, an illegal bishop move, with the white queen on h5 (a light
/// square): the missing bishop on c4 must not look like the queen there.
const BISHOP: &str = r#"{"kind":"illegal","t":5.0,"side":"white","reason":"invalid_piece_move","count":1,"restore_fen":"r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4","touched":"c4","must_move":"c4","penalty":{"kind":"time","to":"black","seconds":120},"obligation":{"kind":"move","square":"c4","article":"4.3.1"},"article":"3.2-3.4","rule":"line_move","attempt":"Bc4-c5","from":"c4","to":"c5","board":"r1bqkbnr/pppp1ppp/2n5/2B1p2Q/4P3/8/PPPP1PPP/RNB1K1NR"}"#;

pub fn small_scenes() -> Vec<(&'static str, ScreenModel)> {
    let castle = {
        let mut m = ScreenModel::new(
            "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w kq - 4 4",
            info(),
        )
        .unwrap();
        m.apply(&ev(CASTLE));
        m
    };
    let bishop = {
        let mut m = ScreenModel::new(
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            info(),
        )
        .unwrap();
        m.apply(&ev(BISHOP));
        m
    };
    vec![
        ("castle-restore", castle),
        ("two-steps-one-square", model_with(&[E4, NF6, BXF6])),
        ("missing-and-present", bishop),
        ("start-position", model_with(&[START_WRONG])),
    ]
}

#[test]
fn pictures_when_asked() {
    let Some(dir) = std::env::var_os("JADOUBE_SCREENSHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, model) in small_scenes() {
        let view = View::of(&model, Audience::Arbiter);
        for (w, h) in [(320, 240), (800, 480)] {
            let mut canvas = Canvas::new(w, h);
            render::render(&view, &mut canvas);
            let path = dir.join(format!("{name}-{w}x{h}.png"));
            jadoube::display::png::write(&canvas, &path).unwrap();
        }
    }
}

fn blue(c: &Canvas, x: u32, y: u32) -> bool {
    use embedded_graphics::pixelcolor::RgbColor;
    let p = c.pixel(x, y);
    p.b() > 150 && p.b() as i32 > p.r() as i32 + 60
}

#[test]
fn arrows_along_one_rank_do_not_hide_each_other() {
    // Castling put back: the rook f1 -> h1 and the king g1 -> e1 both run
    // along the first rank; one passes above the centres, one below.
    let (_, model) = small_scenes().remove(0);
    let view = View::of(&model, Audience::Arbiter);
    for (w, h) in [(320, 240), (800, 480)] {
        let mut canvas = Canvas::new(w, h);
        render::render(&view, &mut canvas);
        let l = Layout::for_view(&view, w, h);
        let (x, y) = l.square_origin(shakmaty::Square::F1, view.orientation);
        let s = l.square as u32;
        let column = (x as u32 + s / 2, y as u32);
        // Centred arrows (the shaft is 0.15 of a square wide) would leave
        // the outer thirds of the square free.
        let upper = (2..s * 35 / 100).any(|dy| blue(&canvas, column.0, column.1 + dy));
        let lower = (s * 65 / 100..s - 2).any(|dy| blue(&canvas, column.0, column.1 + dy));
        assert!(
            upper && lower,
            "{w}x{h}: arrows above {upper}, below {lower}"
        );
    }
}

#[test]
fn coordinates_stand_outside_the_board_and_readable() {
    for (name, model) in small_scenes() {
        let view = View::of(&model, Audience::Arbiter);
        let l = Layout::for_view(&view, 320, 240);
        assert!(l.coords >= 10, "{name}: {} px of coordinates", l.coords);
        // The band left of the board and the one below it are outside the
        // squares and inside the screen.
        assert!(l.board_x >= l.coords, "{name}");
        assert!(l.board_y + 8 * l.square + l.coords <= 240, "{name}");
        let mut canvas = Canvas::new(320, 240);
        render::render(&view, &mut canvas);
        // The rank digits are drawn in the band: light pixels there.
        let lit = (0..l.coords as u32)
            .flat_map(|x| {
                (l.board_y as u32..(l.board_y + 8 * l.square) as u32).map(move |y| (x, y))
            })
            .filter(|&(x, y)| {
                use embedded_graphics::pixelcolor::RgbColor;
                canvas.pixel(x + (l.board_x - l.coords) as u32, y).g() > 150
            })
            .count();
        assert!(lit > 40, "{name}: {lit} lit pixels of rank digits");
    }
}
