//! The screen in every language at every size: no text overflows its box
//! (the title, every word, every strong line, heading and step, every row as
//! drawn; context lines may give way on a small screen, but not those the
//! arbiter acts on), measured with the renderer's own fonts and layout. `JADOUBE_SCREENSHOTS=docs/screens/lang cargo test
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
/// Black's illegal move stood (A.5.2): White completed a move before it was
/// corrected. Then White's own illegal move: its alert says the other stands.
const STANDS: &str = r#"{"kind":"illegal_stands","t":2.5,"side":"black","fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","count":0}"#;

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
    all.push(("stands", model_with(&[E4, NF6, STANDS])));
    all.push(("stands-then-illegal", model_with(&[E4, NF6, STANDS, BXF6])));
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
            for (w, h) in [(320, 240), (240, 320), (800, 480)] {
                let mut canvas = Canvas::new(w, h);
                render::render(&view, &mut canvas);
                let path = dir.join(format!("{}-{name}-{w}x{h}.png", lang.code()));
                jadoube::display::png::write(&canvas, &path).unwrap();
            }
        }
    }
}

fn in_lang(mut m: ScreenModel, lang: Lang) -> ScreenModel {
    m.info.lang = lang;
    m
}

fn texts(view: &View) -> Vec<String> {
    view.lines.iter().map(|l| l.text.clone()).collect()
}

#[test]
fn the_lines_the_arbiter_acts_on_stay_on_the_small_screen() {
    // A.5.2 (an illegal move stands), "advice only", the take-back of the
    // increment, "the arbiter decides": kept at 320x240 in every language,
    // decoration (rules, player names, counts) dropped first.
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        for (name, model) in scenes(lang) {
            let view = View::of(&model, Audience::Arbiter);
            let kept: Vec<&str> = view
                .lines
                .iter()
                .filter(|l| l.keep)
                .map(|l| l.text.as_str())
                .collect();
            let expect_kept = matches!(name, "stands-then-illegal" | "whose-hand" | "illegal-king");
            if expect_kept && kept.is_empty() {
                failures.push(format!("{lang} {name}: no line marked to keep"));
            }
            for (w, h) in [(320, 240), (240, 320)] {
                for o in overflows(&view, w, h) {
                    failures.push(format!("{lang} {name} {w}x{h}: {o}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn nothing_to_put_back_fits_the_panel() {
    // "Nada que restablecer" ran off the right edge of a start-position
    // screen at 320x240: it is wrapped now, and the overflow check looks at
    // every row as drawn.
    for lang in Lang::ALL {
        let model = in_lang(model_with(&[START_WRONG]), lang);
        let mut view = View::of(&model, Audience::Arbiter);
        view.steps.clear();
        let found = overflows(&view, 320, 240);
        assert!(found.is_empty(), "{lang}: {found:?}");
    }
}

#[test]
fn moves_are_written_with_the_languages_piece_letters() {
    // Bc1xf6 (bishop) and 1... Nf6 (knight): R is the king in Spanish,
    // Portuguese and French.
    for (lang, attempt, last) in [
        (Lang::En, "Bc1xf6", "1... Nf6"),
        (Lang::Es, "Ac1xf6", "1... Cf6"),
        (Lang::Pt, "Bc1xf6", "1... Cf6"),
        (Lang::Fr, "Fc1xf6", "1... Cf6"),
        (Lang::De, "Lc1xf6", "1... Sf6"),
    ] {
        let alert = View::of(
            &in_lang(model_with(&[E4, NF6, BXF6]), lang),
            Audience::Arbiter,
        );
        assert!(
            texts(&alert).iter().any(|t| t.starts_with(attempt)),
            "{lang}: {:?}",
            texts(&alert)
        );
        let ready = View::of(&in_lang(model_with(&[E4, NF6]), lang), Audience::Arbiter);
        assert!(
            texts(&ready).iter().any(|t| t.ends_with(last)),
            "{lang}: {:?}",
            texts(&ready)
        );
    }
}

#[test]
fn an_older_rule_set_cites_its_own_edition() {
    // Under the 2009 Laws restoring is 7.4 a and the penalty 7.4 b; the
    // capture the touch obliges is 4.3 b, the king's move 3.8 a.
    let mut m = model_with(&[E4, NF6, KING_TWO]);
    m.info.rules = jadoube::arbiter::RuleSet::builtin("fide-2009-standard").unwrap();
    let all = texts(&View::of(&m, Audience::Arbiter)).join("\n");
    assert!(all.contains("(Art. 7.4 b (2009))"), "{all}");
    assert!(all.contains("(Art. 4.3 b (2009))"), "{all}");
    assert!(all.contains("Art. 3.8 a (2009)"), "{all}");
    assert!(all.contains("(Art. 4.2 (2009))"), "{all}");
    for a2023 in ["7.5.5", "4.3.2", "3.8.1", "4.2.1", "7.4(b)"] {
        assert!(!all.contains(a2023), "{a2023} in\n{all}");
    }
    // The 2023 rule sets keep the 2023 numbers.
    let all = texts(&View::of(
        &model_with(&[E4, NF6, KING_TWO]),
        Audience::Arbiter,
    ))
    .join("\n");
    assert!(
        all.contains("(Art. 4.3.2)") && all.contains("(Art. 7.5.5)"),
        "{all}"
    );
}

#[test]
fn after_the_end_nobody_is_to_move() {
    for lang in Lang::ALL {
        let over = View::of(
            &in_lang(model_with(&[E4, NF6, MATE]), lang),
            Audience::Arbiter,
        );
        let playing = View::of(&in_lang(model_with(&[E4, NF6]), lang), Audience::Arbiter);
        // The "move 2, White to move" line of a game going on...
        let to_move = &playing.lines[0].text;
        assert!(to_move.contains('2'), "{lang}: {to_move}");
        // ...is not on the screen of a game that is over.
        assert!(
            !texts(&over).iter().any(|t| t == to_move),
            "{lang}: {:?}",
            texts(&over)
        );
    }
}

#[test]
fn an_illegal_move_that_stands_is_not_counted_as_one() {
    // Under `claim` the illegal move stands without penalty and does not
    // count: the screen says so, never "has 0 illegal moves" or, in
    // Portuguese and French, "um lance" / "un coup" for 0.
    for lang in Lang::ALL {
        let v = View::of(
            &in_lang(model_with(&[E4, NF6, STANDS]), lang),
            Audience::Arbiter,
        );
        let all = texts(&v).join("\n");
        for wrong in [
            "0 illegal",
            "one illegal",
            "um lance ilegal",
            "un coup illégal",
            "una jugada ilegal",
            "einen regelwidrigen",
            "0 jugadas",
            "0 lances",
            "0 coups",
            "0 regelwidrige",
        ] {
            assert!(!all.contains(wrong), "{lang}: {wrong} in\n{all}");
        }
        assert!(
            v.lines
                .iter()
                .any(|l| l.text.trim_end_matches('.').ends_with(" 0")),
            "{lang}: the count stays at 0:\n{all}"
        );
    }
}

#[test]
fn a_game_set_up_from_a_fen_goes_on_it_does_not_start() {
    // A trace from a FEN at move 2: the adjust screen said "Ready, White
    // starts", "Move 2".
    let mut m = ScreenModel::new(
        "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2",
        info(),
    )
    .unwrap();
    m.apply(&ev(ADJUST));
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.title, "Ready · White to move");
    let start = View::of(&model_with(&[]), Audience::Arbiter);
    assert_eq!(start.title, "Ready · White to start");
}
