//! Art. 7.5.5 and 6.9 rulings handed to the caller (`Engine::defer_rulings`,
//! what the daemon does so that neither the LED nor the scanner waits for
//! the unwinnability analysis): the events, their order and their fields
//! are those of an engine that works the ruling out in place, whenever the
//! verdict comes.

use std::path::{Path, PathBuf};

use jadoube::arbiter::event::{Event, GameResult, Penalty};
use jadoube::arbiter::{Engine, Phase, Question};
use jadoube::board::Frame;
use jadoube::replay::{DEFAULT_SCAN_HZ, Overrides, replay_trace};
use jadoube::time::Time;
use jadoube::trace::{self, Op, Physical, press_side, setup, trace_end};

/// One call of the engine, as `replay` makes them.
enum Input {
    Frame(Time, Frame),
    Press(Time, Option<shakmaty::Color>),
    Ack(Time),
    Adjust(Time, shakmaty::Color),
    Flag(Time, shakmaty::Color),
    Result(Time, GameResult),
}

/// The calls `replay` makes for a trace, in order (see `replay_trace`).
fn inputs(text: &str) -> (Engine, Vec<Input>) {
    let trace = trace::parse(text).unwrap();
    let (cfg, start) = setup(&trace, &Overrides::default()).unwrap();
    let (sensor, clock) = (cfg.sensor, cfg.clock);
    let period = Time::from_micros(1_000_000 / u64::from(DEFAULT_SCAN_HZ));
    let mut phys = Physical::new(&start.board);
    let engine = Engine::new(cfg, start);
    let mut out = Vec::new();
    let mut next = Time::ZERO;
    for line in &trace.lines {
        while next < line.t {
            out.push(Input::Frame(next, phys.frame(sensor)));
            next = next.plus(period);
        }
        match &line.op {
            Op::Press(side) => {
                let side = press_side(clock, *side, line.number).unwrap();
                out.push(Input::Frame(line.t, phys.frame(sensor)));
                out.push(Input::Press(line.t, side));
            }
            Op::Ack => out.push(Input::Ack(line.t)),
            Op::Adjust(side) => out.push(Input::Adjust(line.t, *side)),
            Op::Flag(side) => out.push(Input::Flag(line.t, *side)),
            Op::Result(r) => out.push(Input::Result(line.t, *r)),
            Op::End => {}
            _ => phys.apply(line, sensor).unwrap(),
        }
    }
    let end = trace_end(&trace);
    while next <= end {
        out.push(Input::Frame(next, phys.frame(sensor)));
        next = next.plus(period);
    }
    (engine, out)
}

fn feed(engine: &mut Engine, input: &Input) -> Vec<Event> {
    match input {
        Input::Frame(t, f) => engine.on_frame(*t, f),
        Input::Press(t, side) => engine.on_press(*t, *side),
        Input::Ack(t) => engine.on_ack(*t),
        Input::Adjust(t, side) => engine.on_adjust(*t, *side),
        Input::Flag(t, side) => engine.on_flag(*t, *side),
        Input::Result(t, r) => engine.on_result(*t, *r, Some("board".into())),
    }
}

/// Plays the trace with rulings deferred, as the daemon does: while a
/// ruling waits, `hold` more inputs are queued (not fed), then the verdict
/// is given and the queue fed. Returns the events and how many rulings
/// were deferred.
fn deferred(text: &str, hold: usize) -> (Vec<Event>, usize) {
    let (mut engine, inputs) = inputs(text);
    engine.defer_rulings(true);
    let mut all = Vec::new();
    let mut queue = std::collections::VecDeque::new();
    let mut rulings = 0;
    let mut inputs = inputs.into_iter();
    loop {
        if let Some(request) = engine.pending_ruling().cloned() {
            rulings += 1;
            while queue.len() < hold {
                match inputs.next() {
                    Some(i) => queue.push_back(i),
                    None => break,
                }
            }
            let evs = engine.complete_ruling(request.analyse());
            match &request.question {
                Question::Illegal(announced) => {
                    // Asked, not answered: the illegal move was not reported.
                    assert!(!all.iter().any(|e: &Event| matches!(e, Event::GameOver(_))));
                    // The event reported is the one announced, with its penalty.
                    let Some(Event::Illegal(ill)) = evs.first() else {
                        panic!("{evs:?}")
                    };
                    assert!(matches!(
                        ill.penalty,
                        Penalty::Loss { .. } | Penalty::Draw { .. }
                    ));
                    let mut announced = announced.clone();
                    announced.penalty = ill.penalty.clone();
                    assert_eq!(&announced, ill);
                    assert_eq!(engine.phase(), &Phase::Over);
                }
                Question::Flag { t, side } => {
                    // Art. 6.9: the game ends by the flag, or a `flag`
                    // event says what a claim gives.
                    match evs.first() {
                        Some(Event::GameOver(g)) => {
                            assert_eq!(g.flagged, Some(*side));
                            assert_eq!(g.t, *t);
                        }
                        Some(Event::Flag(f)) => assert_eq!((f.t, f.side), (*t, *side)),
                        other => panic!("{other:?}"),
                    }
                }
            }
            all.extend(evs);
            continue;
        }
        let Some(input) = queue.pop_front().or_else(|| inputs.next()) else {
            break;
        };
        all.extend(feed(&mut engine, &input));
    }
    (all, rulings)
}

fn traces() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces");
    let mut v = Vec::new();
    for dir in ["laws", "public"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "trace") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

#[test]
fn deferred_rulings_give_the_events_of_the_replay() {
    let mut rulings = 0;
    for path in traces() {
        let text = std::fs::read_to_string(&path).unwrap();
        let expected = replay_trace(
            &trace::parse(&text).unwrap(),
            &Overrides::default(),
            |_, _| {},
        )
        .unwrap();
        for hold in [0, 1, 7, 100] {
            let (got, n) = deferred(&text, hold);
            assert_eq!(got, expected, "{} (holding {hold})", path.display());
            if hold == 0 {
                rulings += n;
            }
        }
    }
    // The traces hold decisive second illegal moves: losses and draws.
    assert!(rulings >= 5, "only {rulings} rulings deferred");
}

#[test]
fn an_input_fed_while_a_ruling_waits_completes_it_first() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/traces");
    let mut checked = 0;
    for path in traces() {
        let text = std::fs::read_to_string(&path).unwrap();
        let expected = jadoube::replay::replay_text(&text, &Overrides::default()).unwrap();
        let (mut engine, inputs) = inputs(&text);
        engine.defer_rulings(true);
        let mut all = Vec::new();
        let mut asked = false;
        for input in &inputs {
            all.extend(feed(&mut engine, input));
            asked |= engine.pending_ruling().is_some();
        }
        all.extend(engine.complete_ruling(jadoube::arbiter::unwinnable::Verdict::Undecided));
        assert_eq!(all, expected, "{}", path.display());
        checked += usize::from(asked);
    }
    assert!(checked >= 5, "{checked} traces asked a ruling ({root:?})");
}

#[test]
fn without_a_ruling_waiting_complete_ruling_does_nothing() {
    let (mut engine, _) = inputs("start startpos\n1.0 ack\n");
    engine.defer_rulings(true);
    assert!(engine.pending_ruling().is_none());
    assert!(
        engine
            .complete_ruling(jadoube::arbiter::unwinnable::Verdict::CannotMate)
            .is_empty()
    );
    assert!(engine.is_quiet());
}
