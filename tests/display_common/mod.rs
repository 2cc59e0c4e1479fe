//! Screens of every kind, built from events as the engine reports them.
#![allow(dead_code)]

use jadoube::arbiter::{Event, RuleSet};
use jadoube::board::SensorKind;
use jadoube::display::{AlertVisibility, Orientation, ScreenInfo, ScreenModel};

pub fn ev(json: &str) -> Event {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

pub fn info() -> ScreenInfo {
    ScreenInfo {
        rules: RuleSet::default(),
        orientation: Orientation::White,
        sensor: SensorKind::Occupancy,
        white: None,
        black: None,
        lang: jadoube::i18n::Lang::En,
    }
}

pub fn model_with(events: &[&str]) -> ScreenModel {
    let mut m = ScreenModel::new("startpos", info()).unwrap();
    for e in events {
        m.apply(&ev(e));
    }
    m
}

pub const E4: &str = r#"{"kind":"move","t":1.0,"side":"white","uci":"e2e4","san":"e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1","number":1,"from":"e2","to":"e4","touched":"e2"}"#;
pub const NF6: &str = r#"{"kind":"move","t":2.0,"side":"black","uci":"g8f6","san":"Nf6","fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","number":1,"from":"g8","to":"f6","touched":"g8"}"#;
/// 2. Bc1xf6?? through the pawn on d2.
pub const BXF6: &str = r#"{"kind":"illegal","t":3.7,"side":"white","reason":"invalid_piece_move","count":1,"restore_fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","touched":"c1","must_move":"c1","penalty":{"kind":"time","to":"black","seconds":120},"obligation":{"kind":"move","square":"c1","article":"4.3.1"},"article":"3.10.1","attempt":"Bc1xf6","board":"rnbqkb1r/pppppppp/5B2/8/4P3/8/PPPP1PPP/RN1QKBNR"}"#;
pub const LIFT_F6: &str = r#"{"kind":"lift","t":5.0,"square":"f6"}"#;
pub const DROP_C1: &str = r#"{"kind":"drop","t":5.5,"square":"c1"}"#;
pub const DROP_F6: &str = r#"{"kind":"drop","t":6.5,"square":"f6","piece":"n"}"#;
pub const RESTORED: &str = r#"{"kind":"restored","t":6.6,"fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"}"#;

/// A second illegal move that loses: Ke1-d1 into the rook's file.
pub const LOSS: &str = r#"{"kind":"illegal","t":30.0,"side":"white","reason":"leaves_king_in_check","count":2,"restore_fen":"4k3/8/8/8/8/8/3r4/4K3 w - - 0 40","touched":"e1","must_move":"e1","penalty":{"kind":"loss","side":"white","result":"0-1"},"article":"3.9","attempt":"Ke1-d1","board":"4k3/8/8/8/8/8/3r4/3K4"}"#;
pub const LOSS_OVER: &str =
    r#"{"kind":"game_over","t":30.0,"result":"0-1","reason":"illegal_moves","article":"7.5.5"}"#;

pub const TOUCH: &str =
    r#"{"kind":"touch_move","t":1.0,"side":"white","touched":"g1","moved":"e2","article":"4.3.1"}"#;
pub const FAULT: &str = r#"{"kind":"sensor_fault","t":9.0,"detail":"square d5 flickers without end","square":"d5","bus":"spi0.0 chain 2","code":"flicker"}"#;
pub const START_WRONG: &str = r#"{"kind":"start_position","t":0.1,"ok":false,"misplaced":[{"square":"d1","expected":"Q","found":"K","occupied":true},{"square":"e1","expected":"K","found":"Q","occupied":true},{"square":"g8","expected":"n","found":null,"occupied":false},{"square":"g6","expected":null,"found":"n","occupied":true}],"article":"7.2.1"}"#;
pub const MATE: &str =
    r#"{"kind":"game_over","t":40.0,"result":"0-1","reason":"checkmate","article":"5.1.1"}"#;

/// Every kind of screen, by name.
pub fn scenarios() -> Vec<(&'static str, ScreenModel)> {
    let mut hidden = ScreenModel::new("startpos", info())
        .unwrap()
        .with_visibility(AlertVisibility::AfterButton);
    for e in [E4, NF6, BXF6] {
        hidden.apply(&ev(e));
    }
    let mut black = model_with(&[E4, NF6, BXF6]);
    black.info.orientation = Orientation::Black;
    vec![
        ("ready", model_with(&[E4, NF6])),
        ("start-position", model_with(&[START_WRONG])),
        ("illegal", model_with(&[E4, NF6, BXF6])),
        ("illegal-black-bottom", black),
        ("restoring", model_with(&[E4, NF6, BXF6, LIFT_F6, DROP_C1])),
        (
            "restored",
            model_with(&[E4, NF6, BXF6, LIFT_F6, DROP_C1, DROP_F6, RESTORED]),
        ),
        ("illegal-loss", model_with(&[E4, NF6, LOSS, LOSS_OVER])),
        ("touch-move", model_with(&[E4, TOUCH])),
        ("sensor-fault", model_with(&[E4, NF6, FAULT])),
        ("after-button", hidden),
        ("game-over", model_with(&[E4, NF6, MATE])),
    ]
}
