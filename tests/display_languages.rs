//! The screen in every language at every size: no text overflows its box
//! (the title, every word, every strong line, heading and step; context
//! lines may give way on a small screen), measured with the renderer's own
//! fonts and layout. `JADOUBE_SCREENSHOTS=docs/screens/lang cargo test
//! --test display_languages` writes the pictures of docs/screens/lang/.

mod display_common;

use display_common::*;
use jadoube::display::render::{self, overflows};
use jadoube::display::{Audience, Canvas, ScreenModel, View};
use jadoube::i18n::Lang;

/// A touch-move where the board cannot tell whose hand lifted the piece.
const WHOSE_HAND: &str = r#"{"kind":"touch_move","t":2.1,"side":"white","touched":"d5","moved":"g1","article":"4.3.2","if_adjusted":{"square":"d5"},"board":"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR"}"#;
const D5: &str = r#"{"kind":"move","t":1.5,"side":"black","uci":"d7d5","san":"d5","fen":"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2","number":1,"from":"d7","to":"d5","touched":"d7"}"#;
const NF3: &str = r#"{"kind":"move","t":2.1,"side":"white","uci":"g1f3","san":"Nf3","fen":"rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","number":2,"from":"g1","to":"f3","touched":"d5"}"#;
/// An illegal king move with the obligation's other reading (4.2.1).
const KING_TWO: &str = r#"{"kind":"illegal","t":3.7,"side":"white","reason":"invalid_piece_move","count":1,"restore_fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","touched":"f6","must_move":"f6","penalty":{"kind":"time","to":"black","seconds":120},"obligation":{"kind":"capture","square":"f6","article":"4.3.2"},"article":"3.8.1","rule":"king_move","attempt":"Ke1-e3","from":"e1","to":"e3","if_adjusted":{"square":"f6","obligation":{"kind":"move","square":"e1","article":"4.3.1"},"article":"4.3.1"},"board":"rnbqkb1r/pppppppp/5n2/8/4P3/4K3/PPPP1PPP/RNBQ1BNR","take_back_increment":30}"#;
/// 7.5.5: the second illegal move, but the opponent has a bare king.
const DRAW_ILLEGAL: &str = r#"{"kind":"illegal","t":3.7,"side":"white","reason":"invalid_piece_move","count":2,"restore_fen":"8/8/8/3k4/8/4K3/3P4/8 w - - 2 2","touched":"d2","must_move":"d2","penalty":{"kind":"draw","result":"1/2-1/2","reason":"opponent_cannot_checkmate"},"article":"3.7.2","rule":"pawn_too_far","attempt":"d2-d6","from":"d2","to":"d6","board":"8/8/3P4/3k4/8/4K3/8/8"}"#;
const DRAW_OVER: &str =
    r#"{"kind":"game_over","t":3.7,"result":"1/2-1/2","reason":"illegal_moves","article":"7.5.5"}"#;
const ADJUST: &str = r#"{"kind":"adjust","t":2.5,"side":"white","applies":true,"until":12.5}"#;

fn scenes(lang: Lang) -> Vec<(&'static str, ScreenModel)> {
    let mut all = scenarios();
    all.push(("whose-hand", model_with(&[E4, D5, NF3, WHOSE_HAND])));
    all.push(("illegal-king", model_with(&[E4, NF6, KING_TWO])));
    let mut draw = ScreenModel::new("8/8/8/3k4/8/4K3/3P4/8 w - - 2 2", info()).unwrap();
    for e in [DRAW_ILLEGAL, DRAW_OVER] {
        draw.apply(&ev(e));
    }
    all.push(("draw-7-5-5", draw));
    all.push(("adjust", model_with(&[E4, NF6, ADJUST])));
    for (_, m) in &mut all {
        m.info.lang = lang;
    }
    all
}

const SIZES: [(u32, u32); 4] = [(320, 240), (480, 320), (800, 480), (240, 320)];

#[test]
fn no_text_overflows_its_box_in_any_language_or_size() {
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (name, model) in scenes(lang) {
            for audience in [Audience::Arbiter, Audience::Players] {
                let view = View::of(&model, audience);
                for (w, h) in SIZES {
                    for o in overflows(&view, w, h) {
                        failures.push(format!("{lang} {name} {w}x{h} {audience:?}: {o}"));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_overflow_check_sees_an_overflow() {
    // A check that cannot fail proves nothing: a word wider than the panel
    // and a title wider than the bar are found.
    let model = model_with(&[E4, NF6, BXF6]);
    let mut view = View::of(&model, Audience::Arbiter);
    view.title = "W".repeat(80);
    view.lines[0].text = "Rechtsschutzversicherungsgesellschaften".repeat(2);
    let found = overflows(&view, 320, 240);
    assert!(found.iter().any(|o| o.starts_with("title")), "{found:?}");
    assert!(
        found.iter().any(|o| o.contains("Rechtsschutz")),
        "{found:?}"
    );
}

#[test]
fn every_language_is_on_the_screen() {
    // The screen really speaks the language asked for.
    let title = |lang| {
        let mut m = model_with(&[E4, NF6, BXF6]);
        m.info.lang = lang;
        View::of(&m, Audience::Arbiter).title
    };
    assert_eq!(title(Lang::En), "Illegal move · White");
    assert_eq!(title(Lang::Es), "Jugada ilegal · Blancas");
    assert_eq!(title(Lang::Pt), "Lance ilegal · Brancas");
    assert_eq!(title(Lang::Fr), "Coup illégal · Blancs");
    assert_eq!(title(Lang::De), "Regelwidriger Zug · Weiß");
}

#[test]
fn screenshots_when_asked() {
    let Some(dir) = std::env::var_os("JADOUBE_SCREENSHOTS") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for lang in Lang::ALL {
        for (name, model) in scenes(lang) {
            if !["illegal-king", "whose-hand"].contains(&name) {
                continue;
            }
            let view = View::of(&model, Audience::Arbiter);
            for (w, h) in [(320, 240), (800, 480)] {
                let mut canvas = Canvas::new(w, h);
                render::render(&view, &mut canvas);
                let path = dir.join(format!("{}-{name}-{w}x{h}.png", lang.code()));
                jadoube::display::png::write(&canvas, &path).unwrap();
            }
        }
    }
}
