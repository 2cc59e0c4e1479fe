//! How a game ends, through the whole daemon on a simulated board
//! (`laws.md` section 8): the arbiter's result entered and corrected at the
//! board with the arbiter's button (`daemon::result_menu`), the post-game
//! with a press that decides nothing and lights nothing, and a second game
//! on the same board with a game of its own in the journal and the PGN.

mod journal_common;

use jadoube::arbiter::Event;
use jadoube::arbiter::event::{GameOverReason, GameResult};
use jadoube::display::{LedMode, LedSignal, ScreenInfo, ScreenModel};
use jadoube::journal::export::{Game, pgn};
use jadoube::journal::format::Record;
use jadoube::journal::{store, verify};
use journal_common::{run_sim_with, temp_dir};

const TRACE: &str = "\
# 1. e4 e5; the arbiter enters 1-0 at the board, then corrects it to 0-1;
# the players analyse; then set up the start position and play a new game.
start startpos
0.850 lift e2
1.100 drop e4
1.400 press
2.250 lift e7
2.500 drop e5
2.800 press
4.000 ack
4.400 ack
4.800 ack
12.000 ack
12.300 ack
12.600 ack
12.900 ack
19.000 lift e4
19.300 drop e3
19.600 press
20.500 lift e3
20.800 drop e2
21.100 lift e5
21.400 drop e7
27.000 lift g1
27.300 drop f3
27.600 press
28.500 end
";

fn decisions(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Move(m) => Some(format!("move {}", m.san)),
            Event::Illegal(i) => Some(format!("illegal {:?}", i.reason)),
            Event::GameOver(g) => Some(format!(
                "game_over {} {:?} by {}",
                g.result.as_str(),
                g.reason,
                g.by.as_deref().unwrap_or("-")
            )),
            Event::NewGame(n) => Some(format!("new_game {}", n.game)),
            Event::Flag(f) => Some(format!("flag {:?}", f.side)),
            Event::PressIgnored(p) => Some(format!("press_ignored {}", p.why)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_arbiter_enters_and_corrects_a_result_at_the_board_then_a_new_game() {
    let state = temp_dir("game-end-menu");
    let summary = run_sim_with(
        TRACE.as_bytes(),
        "menu.trace",
        &state,
        &jadoube::config::Config::default(),
    );
    assert_eq!(
        decisions(&summary.events),
        vec![
            "move e4",
            "move e5",
            "game_over 1-0 Arbiter by board",
            "game_over 0-1 Arbiter by board",
            "press_ignored game_over",
            "new_game 2",
            "move Nf3",
        ]
    );
    // The results were entered 5 s after the last press of the button.
    let times: Vec<f64> = summary
        .events
        .iter()
        .filter_map(|e| match e {
            Event::GameOver(g) => Some(g.t.as_secs_f64()),
            _ => None,
        })
        .collect();
    assert!((times[0] - 9.8).abs() < 0.02, "{times:?}");
    assert!((times[1] - 17.9).abs() < 0.02, "{times:?}");

    // The post-game lights nothing: the screen model fed the events up to
    // the new game has no alert and a dark LED.
    let mut model = ScreenModel::new("startpos", ScreenInfo::default()).unwrap();
    for e in summary
        .events
        .iter()
        .take_while(|e| !matches!(e, Event::NewGame(_)))
    {
        model.apply(e);
        assert_eq!(model.led(LedMode::Blink), LedSignal::Off, "after {e:?}");
    }
    assert_eq!(
        model.game_over().map(|g| g.result),
        Some(GameResult::BlackWins)
    );

    // The journal holds who entered the results, replays and verifies.
    let contents = store::read(&summary.journal).unwrap();
    let results: Vec<(String, String)> = contents
        .parsed()
        .filter_map(|l| match &l.rec {
            Record::Result(r) => Some((r.result.as_str().to_string(), r.by.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        results,
        vec![
            ("1-0".to_string(), "board".to_string()),
            ("0-1".to_string(), "board".to_string())
        ]
    );
    let report = verify::verify(&contents, true);
    assert!(report.ok(), "{:?}", report.first_problem());

    // Two games, each its own PGN game; the corrected result stands and
    // the post-game is no part of the first game's moves.
    let game = Game::read(&summary.journal, None).unwrap();
    let games = game.games();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].result().map(|r| r.0), Some("0-1"));
    assert_eq!(
        games[0].result().map(|r| r.1),
        Some(GameOverReason::Arbiter)
    );
    assert_eq!(games[1].result(), None);
    assert_eq!(games[1].number(), 2);
    let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
    let parts: Vec<&str> = text.split("\n\n[Event").collect();
    assert_eq!(parts.len(), 2, "{text}");
    assert!(parts[0].contains("[Result \"0-1\"]"), "{}", parts[0]);
    assert!(
        parts[0].contains("[Termination \"adjudication\"]"),
        "{}",
        parts[0]
    );
    assert!(parts[0].contains("1. e4 e5"), "{}", parts[0]);
    assert!(
        !parts[0].contains("e3"),
        "post-game in the moves: {}",
        parts[0]
    );
    assert!(parts[0].trim_end().ends_with("0-1"), "{}", parts[0]);
    assert!(parts[1].contains("[Result \"*\"]"), "{}", parts[1]);
    assert!(parts[1].contains("[BoardGame \"2\"]"), "{}", parts[1]);
    assert!(parts[1].contains("1. Nf3"), "{}", parts[1]);
    let _ = std::fs::remove_dir_all(&state);
}

#[test]
fn a_flag_ends_the_game_by_art_6_9_both_ways_through_the_daemon() {
    // White's flag: Black has a knight and White its own pawns (a mate
    // exists): 0-1. Then with a bare black king: drawn.
    let cases = [
        (
            "start 8/8/8/3nk3/8/8/6PP/7K w - - 0 50\n0.850 lift h2\n1.100 drop h3\n1.400 press\n2.250 lift e5\n2.500 drop e4\n2.800 press\n4.100 flag white\n5.000 end\n",
            "game_over 0-1 Time by -",
        ),
        (
            "start 8/8/4k3/8/8/8/3QK3/8 w - - 0 60\n0.850 lift d2\n1.100 drop d4\n1.400 press\n2.250 lift e6\n2.500 drop e7\n2.800 press\n4.100 flag white\n5.000 end\n",
            "game_over 1/2-1/2 TimeOpponentCannotCheckmate by -",
        ),
    ];
    for (i, (trace, want)) in cases.iter().enumerate() {
        let state = temp_dir(&format!("game-end-flag-{i}"));
        let summary = run_sim_with(
            trace.as_bytes(),
            "flag.trace",
            &state,
            &jadoube::config::Config::default(),
        );
        let d = decisions(&summary.events);
        assert_eq!(d.last().map(String::as_str), Some(*want), "{d:?}");
        let contents = store::read(&summary.journal).unwrap();
        assert!(
            contents
                .parsed()
                .any(|l| matches!(&l.rec, Record::Flag(f) if f.side == shakmaty::Color::White)),
            "the flag is journaled"
        );
        assert!(verify::verify(&contents, true).ok());
        let game = Game::read(&summary.journal, None).unwrap();
        let text = pgn(&game, jadoube::words::tr(jadoube::i18n::Lang::En));
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        let _ = std::fs::remove_dir_all(&state);
    }
}
