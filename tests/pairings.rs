//! Issue 30: a round's pairings read from the pairing program's files
//! (FIDE TRF as Swiss-Manager and Vega write a published round, the pairing
//! engines' list of pairs, a plain CSV) and its results written back as the
//! pairing programs read them. The fixtures in tests/fixtures/trf were
//! written column by column from FIDE's TRF description (TRF-16/TRF-26):
//! a 7-player Swiss after two rounds with round 3 paired, in UTF-8 and in
//! Latin-1, and the same file with round 3's results.

mod journal_common;

use std::collections::BTreeMap;
use std::path::Path;

use jadoube::arbiter::event::GameOverReason;
use jadoube::config::Config;
use jadoube::hall::pairings::{BoardResult, ByeKind, Outcome, Pairings, Score, results_csv};
use jadoube::hall::round::{self, BoardJournal, Check, Status};
use jadoube::hall::trf::{Encoding, Trf, TrfProblem};
use jadoube::journal::export::Game as JournalGame;
use journal_common::{run_sim_with, temp_dir};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/trf/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn boards(p: &Pairings) -> Vec<(u32, String, String)> {
    p.games
        .iter()
        .map(|g| (g.board, g.white.name.clone(), g.black.name.clone()))
        .collect()
}

#[test]
fn a_published_round_is_read_with_boards_in_fides_order() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    assert_eq!(trf.players().len(), 7);
    assert_eq!(trf.open_round(), Some(3));
    let p = trf.pairings(None).unwrap();
    assert_eq!(p.round, "3");
    // C.04: the higher player's score (Kowalska 2.0), then the sum (García
    // and Dubois 3.0 before Okafor and Müller 1.5).
    assert_eq!(
        boards(&p),
        [
            (1, "Novak, Ana".to_string(), "Kowalska, Ewa".to_string()),
            (2, "García, Luis".to_string(), "Dubois, Marc".to_string()),
            (3, "Okafor, Ben".to_string(), "Müller, Jörg".to_string()),
        ]
    );
    let w = &p.games[0].white;
    assert_eq!(
        (w.rank, w.rating, w.fide_id),
        (Some(1), Some(2612), Some(14600001))
    );
    assert_eq!((w.title.as_str(), w.federation.as_str()), ("GM", "SLO"));
    assert_eq!(p.byes.len(), 1);
    assert_eq!(p.byes[0].player.name, "Silva, Inês");
    assert_eq!(p.byes[0].kind, ByeKind::PairingAllocated);
    // An earlier round can be named: round 1 as it was paired.
    let r1 = trf.pairings(Some(1)).unwrap();
    assert_eq!(r1.games.len(), 3);
    assert_eq!(r1.games[0].white.name, "Novak, Ana");
}

#[test]
fn latin1_files_read_and_write_the_same_names() {
    let utf8 = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let latin = Trf::parse(&fixture("open-r3-latin1.trf")).unwrap();
    assert_eq!(utf8.encoding(), Encoding::Utf8);
    assert_eq!(latin.encoding(), Encoding::Latin1);
    assert_eq!(utf8.pairings(None).unwrap(), latin.pairings(None).unwrap());
}

fn round3_results(p: &Pairings) -> Vec<(jadoube::hall::pairings::Game, Outcome)> {
    vec![
        (p.games[0].clone(), Outcome::Played(Score::WhiteWins)),
        (p.games[1].clone(), Outcome::Played(Score::Draw)),
        (p.games[2].clone(), Outcome::Forfeit(Some(Score::BlackWins))),
    ]
}

#[test]
fn the_results_are_written_back_into_the_same_file_and_nothing_else_changes() {
    for (input, want) in [
        ("open-r3.trf", "open-r3-results.trf"),
        ("open-r3-latin1.trf", "open-r3-results.trf"),
    ] {
        let trf = Trf::parse(&fixture(input)).unwrap();
        let p = trf.pairings(None).unwrap();
        let out = trf.with_results(3, &round3_results(&p)).unwrap();
        let want = fixture(want);
        let want = if trf.encoding() == Encoding::Latin1 {
            String::from_utf8(want)
                .unwrap()
                .chars()
                .map(|c| c as u8)
                .collect()
        } else {
            want
        };
        assert_eq!(
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&want),
            "{input}"
        );
        assert_eq!(out, want, "{input}");
        // And it reads back: no round open any more, the points summed.
        let back = Trf::parse(&out).unwrap();
        assert_eq!(back.open_round(), None);
        let novak = &back.players()[0].player;
        assert_eq!(novak.points, Some(25));
    }
}

#[test]
fn a_game_still_running_stays_paired_without_a_result() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let p = trf.pairings(None).unwrap();
    let out = trf.with_results(3, &round3_results(&p)[..2]).unwrap();
    let back = Trf::parse(&out).unwrap();
    assert_eq!(back.open_round(), Some(3));
    let open = back.pairings(None).unwrap();
    assert_eq!(open.games.len(), 3, "the file still pairs all three");
}

#[test]
fn the_pairing_engines_list_gives_the_board_order() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let list = String::from_utf8(fixture("open-r3-pairs.txt")).unwrap();
    let p = trf.pairings_from_list(3, &list).unwrap();
    assert_eq!(boards(&p), boards(&trf.pairings(None).unwrap()));
    assert_eq!(p.byes[0].player.name, "Silva, Inês");
    // Swapped boards in the list are swapped boards on the floor.
    let p = trf
        .pairings_from_list(3, "4\n2 3\n5 6\n1 7\n4 0\n")
        .unwrap();
    assert_eq!(p.games[0].white.name, "Okafor, Ben");
    for (bad, words) in [
        ("2\n1 7\n5 6\n2 3\n", "says 2 pairs, the list has 3"),
        ("3\n1 7\n5 6\n2 1\n", "1 is paired twice (first on line 2)"),
        ("3\n1 7\n5 6\n2 9\n", "9 is not a player"),
        ("3\n1 7\n5\n2 3\n", "two starting ranks"),
        ("three\n", "number of pairs"),
    ] {
        let e = trf.pairings_from_list(3, bad).unwrap_err();
        assert!(matches!(e.problem, TrfProblem::List(_)), "{bad:?}");
        assert!(e.to_string().contains(words), "{bad:?}: {e}");
    }
}

/// Replaces columns `from..` (1-based) of line `n` (1-based).
fn edit(bytes: &[u8], n: usize, from: usize, text: &str) -> Vec<u8> {
    let s = String::from_utf8(bytes.to_vec()).unwrap();
    let mut lines: Vec<String> = s.split("\r\n").map(str::to_string).collect();
    let mut chars: Vec<char> = lines[n - 1].chars().collect();
    for (i, c) in text.chars().enumerate() {
        chars[from - 1 + i] = c;
    }
    lines[n - 1] = chars.into_iter().collect();
    lines.join("\r\n").into_bytes()
}

#[test]
fn a_broken_file_is_refused_naming_the_line_and_the_columns() {
    let good = fixture("open-r3.trf");
    // Line 14 is Novak (rank 1), line 20 Kowalska (rank 7).
    let cases: [(Vec<u8>, usize, &str); 7] = [
        (
            edit(&good, 14, 5, "   x"),
            14,
            "columns 5-8 should hold a starting rank",
        ),
        (
            edit(&good, 15, 5, "   1"),
            15,
            "starting rank 1 is given twice (the first on line 14)",
        ),
        (
            edit(&good, 14, 49, "2b12"),
            14,
            "columns 49-52 should hold a rating",
        ),
        (edit(&good, 14, 97, "x"), 14, "a colour (w, b or -)"),
        (edit(&good, 14, 99, "?"), 14, "a result code"),
        (
            edit(&good, 14, 92, "   5"),
            14,
            "round 1: player 1 meets 5 as White, but line 18",
        ),
        (
            edit(&good, 14, 92, "  42"),
            14,
            "round 1: the opponent 42 is not a player",
        ),
    ];
    for (bytes, line, words) in cases {
        let e = Trf::parse(&bytes).unwrap_err();
        assert_eq!(e.line, line, "{e}");
        assert!(e.to_string().contains(words), "{e}");
    }
    let e = Trf::parse(b"012 Nothing\r\n").unwrap_err();
    assert_eq!(e.problem, TrfProblem::NoPlayers);
    let done = Trf::parse(&fixture("open-r3-results.trf")).unwrap();
    assert_eq!(
        done.pairings(None).unwrap_err().problem,
        TrfProblem::NoOpenRound
    );
    assert!(matches!(
        done.pairings(Some(9)).unwrap_err().problem,
        TrfProblem::EmptyRound(9)
    ));
}

#[test]
fn a_csv_of_pairings_with_or_without_a_header() {
    let with_header = "Board,White,Black,White FIDE ID,Black FIDE ID,White rating,Black rating\n\
                       2,\"Okafor, Ben\",\"Müller, Jörg\",8500002,4600003,2488,2390\n\
                       1,\"Novak, Ana\",\"Kowalska, Ewa\",14600001,1100007,2612,1980\n";
    let p = Pairings::from_csv(with_header, "3").unwrap();
    assert_eq!(p.games[0].board, 1, "sorted by board");
    assert_eq!(p.games[0].white.name, "Novak, Ana");
    assert_eq!(p.games[1].black.fide_id, Some(4600003));
    assert_eq!(p.games[1].white.rating, Some(2488));
    assert_eq!(p.games[0].white.rank, None);
    // A spreadsheet's semicolons, no header, only the needed columns.
    let semi = "1;Novak, Ana;Kowalska, Ewa\n2;Okafor, Ben;Müller, Jörg\n";
    let q = Pairings::from_csv(semi, "3").unwrap();
    assert_eq!(q.games[1].black.name, "Müller, Jörg");
    // Columns in another order by their names.
    let named = "white;black;board\nA, B;C, D;7\n";
    assert_eq!(
        Pairings::from_csv(named, "1")
            .unwrap()
            .board(7)
            .unwrap()
            .black
            .name,
        "C, D"
    );
    for (bad, line, words) in [
        ("", 1, "no game"),
        ("white,black\nA,B\n", 1, "no Board column"),
        ("1,A,B\n1,C,D\n", 2, "board 1 is given twice"),
        ("1,A,\n", 1, "no name for Black"),
        ("1,\"A,B\n", 1, "quote is not closed"),
        ("x1,A,B\n", 1, "no Board column"),
        (
            "1,A,B,12x\n",
            1,
            "White's FIDE number \"12x\" is not a number",
        ),
        ("1,A,B,,,9999\n", 1, "9999 is not a rating"),
        ("board,white,black\n0,A,B\n", 2, "no board number"),
    ] {
        let e = Pairings::from_csv(bad, "1").unwrap_err();
        assert_eq!(e.line, line, "{bad:?}: {e}");
        assert!(e.to_string().contains(words), "{bad:?}: {e}");
    }
}

#[test]
fn a_csv_pairing_cannot_be_written_as_trf_but_as_csv() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let p = Pairings::from_csv("1,\"Novak, Ana\",\"Kowalska, Ewa\"\n", "3").unwrap();
    let e = trf
        .with_results(3, &[(p.games[0].clone(), Outcome::Played(Score::Draw))])
        .unwrap_err();
    assert!(e.to_string().contains("has no starting rank"), "{e}");
    let csv = results_csv(&[
        BoardResult {
            game: p.games[0].clone(),
            outcome: Some(Outcome::Played(Score::Draw)),
            how: "arbiter, agreed".into(),
        },
        BoardResult {
            game: p.games[0].clone(),
            outcome: None,
            how: String::new(),
        },
    ]);
    assert_eq!(
        csv,
        "board,white,black,white_id,black_id,result,how\n\
         1,\"Novak, Ana\",\"Kowalska, Ewa\",,,1/2-1/2,\"arbiter, agreed\"\n\
         1,\"Novak, Ana\",\"Kowalska, Ewa\",,,*,\n"
    );
}

#[test]
fn every_outcome_has_the_trf_codes_of_both_players() {
    let cases = [
        (Outcome::of_game(Score::WhiteWins, 40), ('1', '0')),
        (Outcome::of_game(Score::Draw, 2), ('=', '=')),
        (Outcome::of_game(Score::BlackWins, 1), ('L', 'W')),
        (Outcome::of_game(Score::Draw, 0), ('D', 'D')),
        (Outcome::Forfeit(Some(Score::WhiteWins)), ('+', '-')),
        (Outcome::Forfeit(Some(Score::BlackWins)), ('-', '+')),
        (Outcome::Forfeit(None), ('-', '-')),
    ];
    for (o, codes) in cases {
        assert_eq!(o.codes(), codes, "{o:?}");
    }
}

/// One player's round blocks: (opponent, colour, result) per round.
type Blocks = Vec<(u16, char, char)>;

/// A second reading of a TRF's round blocks, written apart from the
/// library: (starting rank, blocks).
fn cells(text: &str) -> Vec<(u16, Blocks)> {
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            let rank: u16 = c[4..8].iter().collect::<String>().trim().parse().unwrap();
            let mut rounds = Vec::new();
            let mut i = 91;
            while i + 8 <= c.len() {
                let opp = c[i..i + 4].iter().collect::<String>();
                rounds.push((
                    opp.trim().parse().unwrap_or(0),
                    c[i + 5],
                    c[i + 7].to_ascii_uppercase(),
                ));
                i += 10;
            }
            (rank, rounds)
        })
        .collect()
}

fn points_of(code: char) -> u32 {
    match code {
        '1' | '+' | 'W' | 'F' | 'U' => 10,
        '=' | 'D' | 'H' => 5,
        _ => 0,
    }
}

#[test]
fn fides_example_report_reads_round_by_round_in_board_order() {
    let bytes = fixture("fide-example1.trf");
    let trf = Trf::parse(&bytes).unwrap();
    assert_eq!(trf.players().len(), 284);
    let table = cells(&String::from_utf8(bytes).unwrap());
    for round in 1..=7u32 {
        let r = round as usize - 1;
        let p = trf.pairings(Some(round)).unwrap();
        let white_cells = table
            .iter()
            .filter(|(_, c)| c.get(r).is_some_and(|c| c.1 == 'w'))
            .count();
        assert_eq!(p.games.len(), white_cells, "round {round}");
        // The order FIDE publishes a Swiss pairing in: the higher player's
        // score, then the sum of the scores, then the higher player's rank.
        let score = |rank: u16| -> u32 {
            let (_, c) = table.iter().find(|(k, _)| *k == rank).unwrap();
            c.iter().take(r).map(|c| points_of(c.2)).sum()
        };
        let keys: Vec<(u32, u32, u16)> = p
            .games
            .iter()
            .map(|g| {
                let (w, b) = (g.white.rank.unwrap(), g.black.rank.unwrap());
                let (sw, sb) = (score(w), score(b));
                let higher = if sw > sb || (sw == sb && w < b) {
                    (sw, w)
                } else {
                    (sb, b)
                };
                (higher.0, sw + sb, higher.1)
            })
            .collect();
        for pair in keys.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(
                a.0 > b.0 || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 < b.2))),
                "round {round}: {a:?} before {b:?}"
            );
        }
        assert!(
            p.games
                .iter()
                .enumerate()
                .all(|(i, g)| g.board == i as u32 + 1)
        );
    }
    // Round 1: the top seed on board 1 against 141 (TRF line of player 1).
    let r1 = trf.pairings(Some(1)).unwrap();
    assert_eq!(
        (r1.games[0].white.name.as_str(), r1.games[0].black.rank),
        ("Vasquez,Rodrigo", Some(141))
    );
}

/// FIDE's example with round 7's results taken out (the published round
/// as a pairing program writes it) and put back by the hall: the file
/// comes back byte for byte.
#[test]
fn fides_example_round_7_taken_out_and_written_back_is_the_same_file() {
    let original = String::from_utf8(fixture("fide-example1.trf")).unwrap();
    let mut lines: Vec<String> = original.lines().map(str::to_string).collect();
    let mut results = std::collections::BTreeMap::new();
    for line in lines.iter_mut().filter(|l| l.starts_with("001")) {
        let mut c: Vec<char> = line.chars().collect();
        let (colour, result) = (151 + 5, 151 + 7);
        if c.len() <= result || !matches!(c[colour], 'w' | 'b') {
            continue;
        }
        let rank: u16 = c[4..8].iter().collect::<String>().trim().parse().unwrap();
        results.insert(rank, c[result]);
        let pts: String = c[80..84].iter().collect();
        let (whole, tenth) = pts.trim().split_once('.').unwrap();
        let t = whole.parse::<u32>().unwrap() * 10 + tenth.parse::<u32>().unwrap()
            - points_of(c[result]);
        let shown: Vec<char> = format!("{:>4}", format!("{}.{}", t / 10, t % 10))
            .chars()
            .collect();
        c.splice(80..84, shown);
        c[result] = ' ';
        *line = c.into_iter().collect();
    }
    let published = lines.join("\n") + "\n";
    let trf = Trf::parse(published.as_bytes()).unwrap();
    assert_eq!(trf.open_round(), Some(7));
    let p = trf.pairings(None).unwrap();
    let outcomes: Vec<_> = p
        .games
        .iter()
        .map(|g| {
            let w = results[&g.white.rank.unwrap()];
            let o = match w {
                '1' => Outcome::Played(Score::WhiteWins),
                '0' => Outcome::Played(Score::BlackWins),
                '=' => Outcome::Played(Score::Draw),
                '+' => Outcome::Forfeit(Some(Score::WhiteWins)),
                '-' if results[&g.black.rank.unwrap()] == '+' => {
                    Outcome::Forfeit(Some(Score::BlackWins))
                }
                other => panic!("board {}: result {other:?}", g.board),
            };
            (g.clone(), o)
        })
        .collect();
    let back = trf.with_results(7, &outcomes).unwrap();
    assert_eq!(String::from_utf8(back).unwrap(), original);
}

#[test]
fn a_lichess_export_without_ranks_and_with_byes_without_opponents_reads() {
    let trf = Trf::parse(&fixture("lichess-2020-06.trf")).unwrap();
    assert_eq!(trf.players().len(), 13);
    let p = trf.pairings(Some(2)).unwrap();
    assert_eq!(p.games.len(), 5);
    let kinds: Vec<ByeKind> = p.byes.iter().map(|b| b.kind).collect();
    assert!(kinds.contains(&ByeKind::PairingAllocated), "{kinds:?}");
    assert!(kinds.contains(&ByeKind::Zero), "{kinds:?}");
    assert_eq!(trf.open_round(), None, "every round has its results");
}

/// The TRF the hall writes, read by another program's parser: the `trf`
/// Python package (sklangen/TRF, a strict pattern for every player line).
/// `.ci/run` installs it; elsewhere the test says it is skipped.
#[test]
fn the_trf_written_back_reads_in_an_independent_trf_parser() {
    let pythonpath = format!("{}/target/pydeps", env!("CARGO_MANIFEST_DIR"));
    let have = std::process::Command::new("python3")
        .args(["-c", "import trf"])
        .env("PYTHONPATH", &pythonpath)
        .status()
        .is_ok_and(|s| s.success());
    if !have {
        eprintln!(
            "SKIPPED: python3 with the `trf` package (pip install --target target/pydeps trf==1.1.1)"
        );
        assert!(
            std::env::var_os("CI").is_none(),
            "CI installs the trf package"
        );
        return;
    }
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let p = trf.pairings(None).unwrap();
    let out = trf.with_results(3, &round3_results(&p)).unwrap();
    let dir = std::env::temp_dir().join(format!("jadoube-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("out.trf");
    std::fs::write(&path, &out).unwrap();
    let script = "import sys, trf\n\
                  t = trf.load(open(sys.argv[1], encoding='utf-8', newline=''))\n\
                  for p in t.players:\n\
                  \x20   g = p.games[2]\n\
                  \x20   print(p.startrank, p.points, g.startrank, g.color, g.result)\n";
    let o = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&path)
        .env("PYTHONPATH", &pythonpath)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let got = String::from_utf8(o.stdout).unwrap();
    assert_eq!(
        got,
        "1 2.5 7 w 1\n2 0.5 3 w -\n3 2.0 2 b +\n4 1.0 0 - U\n5 2.0 6 w =\n6 2.0 5 b =\n7 2.0 1 b 0\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A board's journal: the daemon (sim mode) plays a Laws trace with the
/// round, board and names given.
fn journal(trace: &str, round: &str, board: &str, white: &str, black: &str) -> JournalGame {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/traces/laws")
        .join(trace);
    let mut c = Config::default();
    c.journal.event = Some("Jadoube Open 2026".into());
    c.journal.round = Some(round.into());
    c.journal.board = Some(board.into());
    c.journal.white = Some(white.into());
    c.journal.black = Some(black.into());
    // Tests run at once: a directory of its own for every journal.
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let state = temp_dir(&format!("round-table-{n}-r{round}-b{board}-{trace}"));
    let s = run_sim_with(&std::fs::read(&path).unwrap(), trace, &state, &c);
    JournalGame::read(&s.journal, None).unwrap()
}

/// Round 3 of the fixture played on three boards: the kings in the centre
/// (board 1), a flag with a bare king on the other side (board 2, Art. 6.9:
/// drawn), the arbiter's 1-0 corrected to 0-1 with the colours swapped at
/// the board (board 3); the results go back into the TRF.
#[test]
fn the_round_table_reads_each_boards_journal_and_the_results_go_back_as_trf() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let p = trf.pairings(None).unwrap();
    let b1 = journal(
        "s8-kings-light-occupancy.trace",
        "3",
        "1",
        "Novak, Ana",
        "Kowalska, Ewa",
    );
    let b2 = journal(
        "s8-flag-full-bare-king.trace",
        "3",
        "2",
        "García, Luis",
        "Dubois, Marc",
    );
    let b3 = journal(
        "s8-result-corrected-postmortem-new-game.trace",
        "3",
        "3",
        "Müller, Jörg",
        "Okafor, Ben",
    );
    let old = journal(
        "s8-kings-light-occupancy.trace",
        "2",
        "1",
        "Novak, Ana",
        "Dubois, Marc",
    );
    let boards = [("b1", &b1), ("b2", &b2), ("b3", &b3), ("b1", &old)];
    let journals: Vec<BoardJournal> = boards
        .iter()
        .map(|(name, g)| BoardJournal {
            name,
            header: &g.header,
            lines: &g.lines,
        })
        .collect();
    let entered = BTreeMap::from([(1, Score::BlackWins), (2, Score::Draw)]);
    let rows = round::table(&p, &journals, &entered);
    assert_eq!(rows.len(), 3);

    let r1 = &rows[0];
    assert_eq!(
        (r1.status, r1.board_name.as_deref()),
        (Status::Finished, Some("b1"))
    );
    assert_eq!(r1.reason, Some(GameOverReason::Kings));
    assert_eq!(r1.outcome, Some(Outcome::Played(Score::WhiteWins)));
    assert_eq!(r1.plies, 2);
    assert_eq!(
        r1.checks,
        [Check::ResultDiffers {
            entered: Score::BlackWins,
            journal: Some(Score::WhiteWins)
        }],
        "the hall's entry disagrees with the board's journal"
    );

    let r2 = &rows[1];
    assert_eq!(r2.reason, Some(GameOverReason::TimeOpponentCannotCheckmate));
    // Set up from a position: counted as played, not as a short game.
    assert_eq!(r2.outcome, Some(Outcome::Played(Score::Draw)));
    assert!(r2.checks.is_empty(), "{:?}", r2.checks);

    let r3 = &rows[2];
    assert_eq!(r3.reason, Some(GameOverReason::Arbiter));
    assert_eq!(
        r3.outcome.map(|o| o.codes()),
        Some(('0', '1')),
        "the correction stands"
    );
    assert_eq!(r3.corrections.len(), 1);
    let c = &r3.corrections[0];
    assert_eq!((c.from, c.to), (Score::WhiteWins, Score::BlackWins));
    assert_eq!(c.by, "board");
    assert!(c.wall.starts_with("20"), "{}", c.wall);
    assert_eq!(r3.checks, [Check::ColoursSwapped]);

    // The results back into the pairing program's file.
    let out = trf.with_results(3, &round::results(&rows)).unwrap();
    let back = cells(&String::from_utf8(out).unwrap());
    let block = |rank: u16| back.iter().find(|(k, _)| *k == rank).unwrap().1[2];
    assert_eq!(block(1), (7, 'w', '1'));
    assert_eq!(block(7), (1, 'b', '0'));
    assert_eq!(block(5), (6, 'w', '='));
    assert_eq!(
        block(2),
        (3, 'w', '0'),
        "as paired: Okafor White, loses 0-1"
    );
    assert_eq!(block(3), (2, 'b', '1'));
}

#[test]
fn a_board_missing_from_the_round_and_players_on_another_board() {
    let trf = Trf::parse(&fixture("open-r3.trf")).unwrap();
    let p = trf.pairings(None).unwrap();
    // Novak and Kowalska sat down at board 9; board 2 has not started;
    // board 3 has someone else's game.
    let moved = journal(
        "s8-kings-light-occupancy.trace",
        "3",
        "9",
        "Kowalska, Ewa",
        "Novak, Ana",
    );
    let running = journal(
        "s8-kings-too-short.trace",
        "3",
        "2",
        "Garcia, Luis",
        "DUBOIS, Marc",
    );
    let other = journal(
        "s8-kings-light-occupancy.trace",
        "3",
        "3",
        "Someone, Else",
        "Okafor, Ben",
    );
    let journals = [
        BoardJournal {
            name: "b9",
            header: &moved.header,
            lines: &moved.lines,
        },
        BoardJournal {
            name: "b2",
            header: &running.header,
            lines: &running.lines,
        },
        BoardJournal {
            name: "b3",
            header: &other.header,
            lines: &other.lines,
        },
    ];
    let rows = round::table(&p, &journals, &BTreeMap::new());
    assert_eq!(rows[0].status, Status::NoBoard);
    assert_eq!(rows[0].checks, [Check::OnOtherBoard { board: "9".into() }]);
    assert!(
        rows[1].checks.is_empty(),
        "names compared without case or accents' ASCII"
    );
    assert_eq!(rows[1].outcome, None);
    assert!(matches!(
        rows[1].status,
        Status::Playing | Status::NotStarted
    ));
    assert_eq!(
        rows[2].checks,
        [Check::OtherPlayers {
            white: "Someone, Else".into(),
            black: "Okafor, Ben".into()
        }]
    );
    // Nothing finished on the boards of the pairing: nothing to write back.
    assert!(round::results(&rows[..2]).is_empty());
}

fn jadoube(args: &[&str]) -> (Option<i32>, String, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_jadoube"))
        .args(args)
        .env("LANG", "C")
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn round_pairings_prints_the_boards_and_the_byes() {
    let f = format!(
        "{}/tests/fixtures/trf/open-r3.trf",
        env!("CARGO_MANIFEST_DIR")
    );
    let (code, out, err) = jadoube(&["round", "pairings", &f, "--lang", "en"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "Round 3\n\
         board 1: Novak, Ana - Kowalska, Ewa\n\
         board 2: García, Luis - Dubois, Marc\n\
         board 3: Okafor, Ben - Müller, Jörg\n\
         bye: Silva, Inês (allocated by the pairing)\n"
    );
    let (_, out, _) = jadoube(&["round", "pairings", &f, "--lang", "es"]);
    assert!(
        out.starts_with("Ronda 3\ntablero 1: Novak, Ana - Kowalska, Ewa\n"),
        "{out}"
    );
    // A broken file: exit 2, the line and columns named.
    let dir = temp_dir("round-pairings-bad");
    let bad = dir.join("bad.trf");
    let text = std::fs::read_to_string(&f)
        .unwrap()
        .replacen("2612", "26x2", 1);
    std::fs::write(&bad, text).unwrap();
    let (code, _, err) = jadoube(&["round", "pairings", bad.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("line 14: columns 49-52 should hold a rating"),
        "{err}"
    );
    // A CSV needs its round.
    let csv = dir.join("r.csv");
    std::fs::write(&csv, "1,\"Novak, Ana\",\"Kowalska, Ewa\"\n").unwrap();
    let (code, _, err) = jadoube(&["round", "pairings", csv.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--round"), "{err}");
}

/// `jadoube round results`: the journals of a directory (one tampered
/// with, one of another round) to the round table, a TRF and a CSV.
#[test]
fn round_results_writes_the_trf_and_the_csv_from_the_journals() {
    let dir = temp_dir("round-results-cli");
    let journals = dir.join("journals");
    std::fs::create_dir_all(journals.join("b2")).unwrap();
    let b1 = journal(
        "s8-kings-light-occupancy.trace",
        "3",
        "1",
        "Novak, Ana",
        "Kowalska, Ewa",
    );
    let b2 = journal(
        "s8-flag-full-bare-king.trace",
        "3",
        "2",
        "García, Luis",
        "Dubois, Marc",
    );
    let b3 = journal(
        "s8-result-corrected-postmortem-new-game.trace",
        "3",
        "3",
        "Okafor, Ben",
        "Müller, Jörg",
    );
    let old = journal(
        "s8-kings-light-occupancy.trace",
        "2",
        "1",
        "Novak, Ana",
        "Dubois, Marc",
    );
    std::fs::copy(&b1.file, journals.join("b1.jsonl")).unwrap();
    std::fs::copy(&b2.file, journals.join("b2/b2.jsonl")).unwrap();
    std::fs::copy(&old.file, journals.join("old.jsonl")).unwrap();
    // The hall's own records beside them are no journals.
    std::fs::write(
        journals.join("alerts-dismissed.jsonl"),
        "{\"board\":\"b1\"}\n",
    )
    .unwrap();
    // Board 3's journal altered: its 1-0 made 0-1 after the fact.
    let text = std::fs::read_to_string(&b3.file).unwrap();
    let first = text.find("\"result\":\"1-0\"").unwrap();
    let mut altered = text.clone();
    altered.replace_range(first..first + 14, "\"result\":\"0-1\"");
    std::fs::write(journals.join("b3.jsonl"), altered).unwrap();

    let f = format!(
        "{}/tests/fixtures/trf/open-r3.trf",
        env!("CARGO_MANIFEST_DIR")
    );
    let (trf_out, csv_out) = (dir.join("out.trf"), dir.join("out.csv"));
    let (code, out, err) = jadoube(&[
        "round",
        "results",
        &f,
        "--journals",
        journals.to_str().unwrap(),
        "--trf-out",
        trf_out.to_str().unwrap(),
        "--csv-out",
        csv_out.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("b3.jsonl: not verified"), "{err}");
    assert!(
        !err.contains("old.jsonl"),
        "another round's journal is no concern: {err}"
    );
    assert!(
        out.starts_with("Round 3\nboard 1: Novak, Ana - Kowalska, Ewa  1-0  the players' result"),
        "{out}"
    );
    assert!(
        out.contains("board 2: García, Luis - Dubois, Marc  ½-½"),
        "{out}"
    );
    assert!(
        out.contains(
            "board 3: Okafor, Ben - Müller, Jörg  no journal of this round names the board"
        ),
        "{out}"
    );
    assert!(out.contains("no result yet on boards 3"), "{out}");
    let back = cells(&std::fs::read_to_string(&trf_out).unwrap());
    let block = |rank: u16| back.iter().find(|(k, _)| *k == rank).unwrap().1[2];
    assert_eq!(block(1), (7, 'w', '1'));
    assert_eq!(block(5), (6, 'w', '='));
    assert_eq!(
        block(2),
        (3, 'w', ' '),
        "board 3 stays paired without a result"
    );
    let csv = std::fs::read_to_string(&csv_out).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "board,white,black,white_id,black_id,result,how");
    assert!(
        lines[1].starts_with("1,\"Novak, Ana\",\"Kowalska, Ewa\",14600001,1100007,1-0,"),
        "{csv}"
    );
    assert!(
        lines[3].starts_with("3,\"Okafor, Ben\",\"Müller, Jörg\",8500002,4600003,*,"),
        "{csv}"
    );
    // A CSV pairing cannot give a TRF.
    let csv_in = dir.join("p.csv");
    std::fs::write(&csv_in, "1,\"Novak, Ana\",\"Kowalska, Ewa\"\n").unwrap();
    let (code, _, err) = jadoube(&[
        "round",
        "results",
        csv_in.to_str().unwrap(),
        "--round",
        "3",
        "--journals",
        journals.to_str().unwrap(),
        "--trf-out",
        trf_out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--csv-out"), "{err}");
}
