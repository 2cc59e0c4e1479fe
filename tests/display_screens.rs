//! What the screens say and mark, driven by events as the daemon and the
//! replay drive them.

mod display_common;

use display_common::*;
use embedded_graphics::pixelcolor::{Rgb888, RgbColor};
use jadoube::arbiter::restore::Step;
use jadoube::board::Sensed;
use jadoube::display::render::Layout;
use jadoube::display::view::{Highlight, Tone, View};
use jadoube::display::{
    AlertVisibility, Audience, LedMode, LedSignal, Orientation, Output, PngDir, ScreenModel,
    TerminalOutput, png, render_canvas, terminal,
};
use shakmaty::{Board, Square};

fn reddish(c: Rgb888) -> bool {
    c.r() > 150 && c.g() < 90 && c.b() < 90
}

/// A step in the English words of the terminal, arrows in ASCII.
fn describe(s: &Step) -> String {
    jadoube::words::step(jadoube::words::tr(jadoube::i18n::Lang::En), s).replace('→', "->")
}

#[test]
fn illegal_move_shows_steps_penalty_and_obligation() {
    let m = model_with(&[E4, NF6, BXF6]);
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.tone, Tone::Alert);
    assert_eq!(v.title, "Illegal move · White");
    let steps: Vec<String> = v.steps.iter().map(describe).collect();
    assert_eq!(
        steps,
        ["White bishop f6 -> c1", "Put back the black knight on f6"]
    );
    let text: Vec<&str> = v.lines.iter().map(|l| l.text.as_str()).collect();
    assert!(
        text.contains(&"Bc1xf6: the piece cannot move that way"),
        "{text:?}"
    );
    assert!(
        text.contains(&"Add 2:00 to Black's clock (Art. 7.5.5)"),
        "{text:?}"
    );
    assert!(
        text.contains(&"White must move the bishop on c1 (Art. 4.3.1)"),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("Art. 3.10.2") && t.contains("1st illegal move")),
        "{text:?}"
    );
    assert_eq!(m.illegal_count(shakmaty::Color::White), 1);
    assert_eq!(m.led(LedMode::Blink), LedSignal::Blink);
    assert_eq!(m.led(LedMode::Steady), LedSignal::Steady);
    assert_eq!(m.led(LedMode::Off), LedSignal::Off);
}

/// A press without a move (Art. 7.5.3) is penalised as an illegal move
/// although nothing is to be put back: the LED calls the arbiter until the
/// button, then the alert is done.
#[test]
fn a_press_without_a_move_lights_the_led_until_the_button() {
    const NO_MOVE: &str = r#"{"kind":"illegal","t":3.0,"side":"white","reason":"no_move","count":1,"restore_fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","touched":"b1","must_move":"b1","penalty":{"kind":"time","to":"black","seconds":120},"penalty_article":"7.5.5","obligation":{"kind":"move","square":"b1","article":"4.3.1"},"article":"7.5.3","rule":"no_move","attempt":"no move","board":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR"}"#;
    let mut m = model_with(&[E4, NF6, NO_MOVE]);
    assert!(m.alert_steps().is_empty());
    assert_eq!(m.led(LedMode::Steady), LedSignal::Steady);
    assert_eq!(m.led(LedMode::Blink), LedSignal::Blink);
    let text: Vec<String> = View::of(&m, Audience::Arbiter)
        .lines
        .iter()
        .map(|l| l.text.clone())
        .collect();
    assert!(
        text.iter()
            .any(|t| t == "Add 2:00 to Black's clock (Art. 7.5.5)"),
        "{text:?}"
    );
    m.apply(&ev(r#"{"kind":"ack","t":5.0}"#));
    assert_eq!(m.led(LedMode::Steady), LedSignal::Off);
    assert!(m.alert().is_none());

    // The arbiter-only screen: the first press of the button shows the
    // alert, and the LED has done its work.
    let mut m = model_with(&[E4, NF6, NO_MOVE]).with_visibility(AlertVisibility::AfterButton);
    assert_eq!(m.led(LedMode::Steady), LedSignal::Steady);
    m.apply(&ev(r#"{"kind":"ack","t":5.0}"#));
    assert_eq!(m.led(LedMode::Steady), LedSignal::Off);
    assert!(m.alert_visible(Audience::Arbiter));

    // An illegal move whose position is put back before the button: the
    // LED goes off with the last piece back, as before.
    let mut m = model_with(&[E4, NF6, BXF6]);
    m.apply(&ev(LIFT_F6));
    m.apply(&ev(DROP_C1));
    m.apply(&ev(DROP_F6));
    assert_eq!(m.led(LedMode::Steady), LedSignal::Off);
}

#[test]
fn the_screen_follows_the_pieces_put_back() {
    let mut m = model_with(&[E4, NF6, BXF6]);
    m.apply(&ev(LIFT_F6));
    m.apply(&ev(DROP_C1)); // occupancy drop: the bishop in the hand
    assert_eq!(
        m.alert_steps().iter().map(describe).collect::<Vec<_>>(),
        ["Put back the black knight on f6"]
    );
    assert!(!m.alert_restored());
    m.apply(&ev(DROP_F6));
    // The board matches before the engine says so: shown as restored.
    assert!(m.alert_steps().is_empty() && m.alert_restored());
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Restored);
    assert_eq!(m.led(LedMode::Blink), LedSignal::Off);
    m.apply(&ev(RESTORED));
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.title, "Position restored");
    // The obligation stays, and the piece to move is ringed.
    assert!(
        v.lines
            .iter()
            .any(|l| l.text == "White must move the bishop on c1 (Art. 4.3.1)")
    );
    assert!(v.highlights.contains(&(Square::C1, Highlight::MustMove)));
    // The arbiter's button dismisses a restored alert.
    m.apply(&ev(r#"{"kind":"ack","t":7.0}"#));
    assert!(m.alert().is_none());
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Ready);
}

#[test]
fn set_sensed_overrides_tracking() {
    let mut m = model_with(&[E4, NF6, BXF6]);
    let board =
        Board::from_ascii_board_fen(b"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR").unwrap();
    m.set_sensed(&Sensed {
        occupied: board.occupied(),
        pieces: board,
    });
    assert!(m.alert_restored());
    // Occupancy only: the pieces unknown, the squares right.
    let occupied = m.sensed().occupied;
    m.set_sensed(&Sensed {
        occupied,
        pieces: Board::empty(),
    });
    assert!(m.alert_steps().is_empty());
}

#[test]
fn a_legal_move_clears_the_alert_and_counts_stay() {
    let mut m = model_with(&[E4, NF6, BXF6, RESTORED]);
    m.apply(&ev(r#"{"kind":"move","t":8.0,"side":"white","uci":"c1e3","san":"Be3","fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 2 2","number":2,"from":"c1","to":"e3"}"#));
    assert!(m.alert().is_none());
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.tone, Tone::Ready);
    assert!(
        v.lines
            .iter()
            .any(|l| l.text == "Illegal moves: White 1 · Black 0")
    );
    assert!(v.lines.iter().any(|l| l.text == "Last move: 2. Be3"));
}

#[test]
fn alert_visibility_follows_the_options() {
    // After the button: nobody sees the alert until the arbiter presses it.
    let mut m = ScreenModel::new("startpos", info())
        .unwrap()
        .with_visibility(AlertVisibility::AfterButton);
    for e in [E4, NF6, BXF6] {
        m.apply(&ev(e));
    }
    let before = View::of(&m, Audience::Arbiter);
    assert_ne!(before.tone, Tone::Alert);
    assert_eq!(before.badge.as_deref(), Some("ARBITER"));
    assert!(before.marks.is_empty() && before.steps.is_empty());
    m.apply(&ev(r#"{"kind":"ack","t":4.0}"#));
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Alert);
    assert!(
        m.alert().is_some(),
        "the first press shows, it does not dismiss"
    );

    // A second output: the arbiter's screen alerts, the players' does not.
    let mut m = model_with(&[E4, NF6, BXF6]).with_visibility(AlertVisibility::SecondOutput);
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Alert);
    let players = View::of(&m, Audience::Players);
    assert_eq!(players.tone, Tone::Ready);
    assert_eq!(players.badge, None);
    // Touch-move advice is about a player: the arbiter's only.
    m = model_with(&[E4, TOUCH]).with_visibility(AlertVisibility::SecondOutput);
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Advisory);
    assert_eq!(View::of(&m, Audience::Players).tone, Tone::Ready);
    // A sensor fault is for everyone.
    m.apply(&ev(FAULT));
    assert_eq!(View::of(&m, Audience::Players).tone, Tone::Fault);
}

#[test]
fn advisories_come_and_go() {
    let mut m = model_with(&[E4, TOUCH]);
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.title, "Touch-move · advice");
    assert!(
        v.lines[0]
            .text
            .contains("White lifted the knight on g1 first but moved the piece on e2"),
        "{:?}",
        v.lines
    );
    m.apply(&ev(NF6)); // Art. 4.8: the opponent moved on
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Ready);

    m.apply(&ev(FAULT));
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!((v.tone, v.title.as_str()), (Tone::Fault, "Sensor fault"));
    assert!(v.highlights.contains(&(Square::D5, Highlight::Attention)));
    m.apply(&ev(r#"{"kind":"sensor_ok","t":10.0}"#));
    assert_eq!(View::of(&m, Audience::Arbiter).tone, Tone::Ready);

    let mut m = model_with(&[START_WRONG]);
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.title, "Start position differs");
    assert_eq!(v.marks.len(), 4);
    let steps: Vec<String> = v.steps.iter().map(describe).collect();
    assert_eq!(
        steps,
        [
            "Black knight g6 -> g8",
            "Swap the white king on d1 and the white queen on e1"
        ]
    );
    m.apply(&ev(
        r#"{"kind":"start_position","t":2.0,"ok":true,"misplaced":[],"article":"7.2.1"}"#,
    ));
    assert_eq!(
        View::of(&m, Audience::Arbiter).title,
        "Ready · White to start"
    );
}

#[test]
fn a_decisive_illegal_move_shows_the_result() {
    let m = model_with(&[LOSS, LOSS_OVER]);
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.badge.as_deref(), Some("0-1"));
    assert!(
        v.lines
            .iter()
            .any(|l| l.text == "White loses the game: 0-1 (Art. 7.5.5)"),
        "{:?}",
        v.lines
    );
    assert!(
        v.lines.iter().any(|l| l.text.starts_with("Result 0-1")),
        "{:?}",
        v.lines
    );
    assert!(
        !v.lines.iter().any(|l| l.text.contains("must move")),
        "no obligation once the game is lost"
    );
}

/// The daemon's notice of a 7.5.5 ruling under way: the alert and the LED
/// at once, the penalty "being worked out"; the ruling's `illegal` event
/// replaces it.
#[test]
fn a_ruling_under_way_shows_the_alert_before_its_penalty() {
    let jadoube::arbiter::Event::Illegal(mut notice) = ev(LOSS) else {
        panic!("LOSS is an illegal event")
    };
    notice.penalty = jadoube::arbiter::event::Penalty::None;
    let mut m = model_with(&[]);
    m.ruling_pending(&notice);
    assert!(m.is_ruling_pending());
    assert_eq!(m.led(LedMode::Blink), LedSignal::Blink);
    let v = View::of(&m, Audience::Arbiter);
    assert_eq!(v.tone, Tone::Alert);
    let text: Vec<&str> = v.lines.iter().map(|l| l.text.as_str()).collect();
    assert!(
        text.contains(&"Art. 7.5.5: the ruling is being worked out (can Black still checkmate?)"),
        "{text:?}"
    );
    m.apply(&ev(LOSS));
    m.apply(&ev(LOSS_OVER));
    assert!(!m.is_ruling_pending());
    // Then the screen is the one without the notice.
    assert_eq!(
        View::of(&m, Audience::Arbiter),
        View::of(&model_with(&[LOSS, LOSS_OVER]), Audience::Arbiter)
    );
}

#[test]
fn marks_land_on_their_squares_at_both_sizes() {
    for (w, h) in [(320, 240), (1920, 1080)] {
        for orientation in [Orientation::White, Orientation::Black] {
            let mut m = model_with(&[E4, NF6, BXF6]);
            m.info.orientation = orientation;
            let c = render_canvas(&m, Audience::Arbiter, w, h);
            let l = Layout::new(w, h);
            assert!(l.square >= 24, "{w}x{h}: squares of {} px", l.square);
            // The title bar is red.
            assert!(reddish(c.pixel(w / 2, 2)), "{w}x{h}");
            // c1 (piece missing) has a green ring, f6 (wrong piece) a red-orange one,
            // e1 (untouched) none: checked on the ring's middle pixel of the left edge.
            let edge = |sq: Square| {
                let (x, y) = l.square_origin(sq, orientation);
                c.pixel((x + 1) as u32, (y + l.square / 2) as u32)
            };
            let g = edge(Square::C1);
            assert!(
                g.g() > 120 && g.r() < 100,
                "{w}x{h} {orientation:?} c1 {g:?}"
            );
            let o = edge(Square::F6);
            assert!(
                o.r() > 200 && o.b() < 60,
                "{w}x{h} {orientation:?} f6 {o:?}"
            );
            let e1 = edge(Square::E1);
            assert!(
                e1.r() == e1.g() || e1.b() > e1.r(),
                "{w}x{h} {orientation:?} e1 {e1:?}"
            );
        }
    }
    // Black at the bottom puts h8 at the bottom-left.
    let l = Layout::new(320, 240);
    assert_eq!(
        l.square_origin(Square::H8, Orientation::Black),
        l.square_origin(Square::A1, Orientation::White)
    );
}

#[test]
fn terminal_alert_in_colour_and_plain() {
    let m = model_with(&[E4, NF6, BXF6]);
    let plain = terminal::render_plain(&m);
    assert!(plain.is_ascii() && !plain.contains('\x1b'), "{plain}");
    assert!(plain.contains("ILLEGAL MOVE - WHITE"), "{plain}");
    assert!(
        plain.contains("  1. White bishop f6 -> c1\n  2. Put back the black knight on f6\n"),
        "{plain}"
    );
    assert!(
        plain.contains(" 6  .  .  .  .  . n!B .  .   1:f6 2:f6"),
        "{plain}"
    );
    assert!(plain.contains(" 1  R  N +B  Q  K  B  N  R "), "{plain}");
    // The legend of the marks shown only; no badge abbreviating the count
    // the lines say in words.
    assert!(
        plain.contains("\n   +X missing: put X there   X!Y X belongs, Y is there\n"),
        "{plain}"
    );
    assert!(
        !plain.contains("must go") && !plain.contains("#1"),
        "{plain}"
    );
    assert!(plain.contains("White's 1st illegal move"), "{plain}");
    assert!(plain.contains("Add 2:00 to Black's clock (Art. 7.5.5)"));
    let ansi = terminal::render(&m);
    assert!(
        ansi.contains("\x1b[1;97;41m ILLEGAL MOVE · WHITE \x1b[0m"),
        "{ansi}"
    );
    assert!(ansi.contains("White bishop f6 → c1"));
}

#[test]
fn outputs_write_changed_screens_only() {
    let dir = std::env::temp_dir().join(format!("jadoube-screens-{}", std::process::id()));
    let mut pngs = PngDir::new(dir.clone(), 320, 240, Audience::Arbiter).unwrap();
    let mut m = model_with(&[E4, NF6]);
    pngs.show(&m).unwrap();
    pngs.show(&m).unwrap(); // unchanged: no new file
    m.apply(&ev(BXF6));
    pngs.show(&m).unwrap();
    let path = pngs.write(&m, "illegal").unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["0001-ready.png", "0002-illegal.png", "0003-illegal.png"]
    );
    let c = png::read(&path).unwrap();
    assert_eq!((c.width(), c.height()), (320, 240));
    assert!(reddish(c.pixel(160, 2)));
    std::fs::remove_dir_all(&dir).unwrap();

    #[derive(Clone, Default)]
    struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Sink {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let sink = Sink::default();
    let mut t = TerminalOutput::new(Box::new(sink.clone()), false, Audience::Arbiter);
    t.show(&m).unwrap();
    t.show(&m).unwrap();
    let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
    assert_eq!(text.matches("ILLEGAL MOVE - WHITE").count(), 1, "{text}");
}

fn jadoube(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn render_command() {
    let dir = std::env::temp_dir().join(format!("jadoube-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("a.png");
    let o = out.to_str().unwrap();
    let pos = "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2";
    let r = jadoube(&["render", pos, "--alert", BXF6, "--size", "320x240", "-o", o]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let c = png::read(&out).unwrap();
    assert_eq!(
        c,
        render_canvas(&model_with(&[E4, NF6, BXF6]), Audience::Arbiter, 320, 240)
    );

    // --diff: the physical board against the position.
    let r = jadoube(&[
        "render",
        "startpos",
        "--diff",
        "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR",
        "--text",
        "-o",
        o,
    ]);
    assert!(r.status.success());
    let text = String::from_utf8(r.stdout).unwrap();
    assert!(
        text.contains("BOARD DIFFERS FROM THE POSITION") && text.contains("White king e3 -> e1"),
        "{text}"
    );

    // Bad input: a clear message and exit status 2.
    for (args, needle) in [
        (vec!["render", "not/a/fen", "-o", o], "FEN"),
        (
            vec![
                "render",
                "startpos",
                "--alert",
                "{\"kind\":\"illegal\"}",
                "-o",
                o,
            ],
            "--alert line 1",
        ),
        (
            vec!["render", "startpos", "--diff", "rnbqk/9", "-o", o],
            "--diff",
        ),
        (
            vec!["render", "startpos", "--rules", "fide-1900", "-o", o],
            "--rules",
        ),
    ] {
        let r = jadoube(&args);
        assert_eq!(r.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(r.stderr).unwrap();
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let r = jadoube(&["render", "startpos", "--size", "10x10", "-o", o]);
    assert_eq!(r.status.code(), Some(2));
    // The default size is the one of every other screen: 800x480.
    let r = jadoube(&["render", "startpos", "-o", o]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let c = png::read(&out).unwrap();
    assert_eq!((c.width(), c.height()), (800, 480));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_hidden_alert_does_not_leak_through_the_counts() {
    for visibility in [AlertVisibility::AfterButton, AlertVisibility::SecondOutput] {
        let m = model_with(&[E4, NF6, BXF6]).with_visibility(visibility);
        let players = View::of(&m, Audience::Players);
        assert!(
            players.status.contains("illegal W 0 B 0"),
            "{visibility:?}: {}",
            players.status
        );
        assert!(
            players
                .lines
                .iter()
                .any(|l| l.text == "Illegal moves: White 0 · Black 0"),
            "{visibility:?}"
        );
        assert!(
            !players
                .lines
                .iter()
                .any(|l| l.text.contains("Arbiter call")),
            "{visibility:?}"
        );
    }
    let m = model_with(&[E4, NF6, BXF6]).with_visibility(AlertVisibility::SecondOutput);
    assert!(
        View::of(&m, Audience::Arbiter)
            .status
            .contains("illegal W 1 B 0")
    );
}

#[test]
fn one_screen_per_decision() {
    let dir = std::env::temp_dir().join(format!("jadoube-replay-screens-{}", std::process::id()));
    let events: Vec<_> = [E4, NF6, BXF6, LIFT_F6, DROP_C1, DROP_F6, RESTORED]
        .iter()
        .map(|e| ev(e))
        .collect();
    let mut m = ScreenModel::new("startpos", info()).unwrap();
    let files = jadoube::display::write_screens(&mut m, &events, &dir, 320, 240).unwrap();
    let names: Vec<String> = files
        .iter()
        .map(|f| f.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        [
            "0001-move.png",
            "0002-move.png",
            "0003-illegal.png",
            "0004-restored.png"
        ]
    );
    let last = png::read(&files[3]).unwrap();
    assert_eq!(last, render_canvas(&m, Audience::Arbiter, 320, 240));
    let g = last.pixel(160, 2);
    assert!(g.g() > g.r() && g.g() > g.b(), "restored is green: {g:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Section 8 of laws.md on the screen: under `claim` (A.5.3) a flag is the
/// arbiter's alone, whatever the alert visibility; the result choice at
/// the board is the arbiter's view; after the players' or the arbiter's
/// result nothing calls the arbiter; a new game starts a fresh screen.
#[test]
fn a_flag_under_claim_the_result_choice_and_the_end_of_a_game() {
    const FLAG: &str = r#"{"kind":"flag","t":3.0,"side":"black","result_if_claimed":"1-0","opponent_can_checkmate":true,"game_goes_on":true,"article":"6.9"}"#;
    let mut m = model_with(&[E4]);
    m.apply(&ev(FLAG));
    let arbiter = View::of(&m, Audience::Arbiter);
    assert_eq!(arbiter.tone, Tone::Advisory);
    assert!(
        arbiter.lines.iter().any(|l| l.text.contains("White wins")),
        "{:?}",
        arbiter.lines
    );
    assert_eq!(View::of(&m, Audience::Players).tone, Tone::Ready);
    assert_eq!(m.led(LedMode::Blink), LedSignal::Off);

    // The result choice: on the arbiter's view only, the choice marked.
    m.set_result_menu(Some(jadoube::display::ResultChoice::Result(
        jadoube::arbiter::event::GameResult::Draw,
    )));
    let menu = View::of(&m, Audience::Arbiter);
    assert!(
        menu.lines.iter().any(|l| l.text.starts_with("> ½-½")),
        "{:?}",
        menu.lines
    );
    assert_ne!(View::of(&m, Audience::Players).title, menu.title);
    m.set_result_menu(None);

    // An illegal move, then the arbiter's result: no alert, no LED.
    m.apply(&ev(NF6));
    m.apply(&ev(BXF6));
    assert_ne!(m.led(LedMode::Blink), LedSignal::Off);
    m.apply(&ev(
        r#"{"kind":"game_over","t":9.0,"result":"0-1","reason":"arbiter","article":"5.1","by":"board"}"#,
    ));
    assert_eq!(m.led(LedMode::Blink), LedSignal::Off);
    assert!(m.alert().is_none());
    let over = View::of(&m, Audience::Arbiter);
    assert_eq!(over.tone, Tone::Over);
    assert!(
        over.lines
            .iter()
            .any(|l| l.text.contains("entered by the arbiter")),
        "{:?}",
        over.lines
    );

    // A new game: counts from zero, the start position.
    m.apply(&ev(r#"{"kind":"new_game","t":20.0,"game":2}"#));
    assert!(m.game_over().is_none() && !m.started());
    assert_eq!(m.illegal_count(shakmaty::Color::White), 0);
    assert_eq!(m.position().board, Board::default());
}
