//! Sensor faults never become alerts against a player, and the game state
//! survives them (laws.md §1; issue: "never turn a fault into an alert").

use jadoube::arbiter::event::{Event, SensorFaultEvent};
use jadoube::arbiter::{Engine, EngineConfig, Position};
use jadoube::board::Frame;
use jadoube::replay::{Overrides, replay_text};
use jadoube::time::Time;
use shakmaty::Square;

const START: u64 = 0xffff_0000_0000_ffff;

fn bit(sq: Square) -> u64 {
    1 << (sq as u32)
}

fn kinds(evs: &[Event]) -> Vec<&'static str> {
    evs.iter()
        .filter(|e| !e.is_input())
        .map(|e| e.kind())
        .collect()
}

/// Scans `bits` every 10 ms over [from, to).
fn scan(e: &mut Engine, from: u64, to: u64, bits: u64, out: &mut Vec<Event>) {
    let mut ms = from;
    while ms < to {
        out.extend(e.on_frame(Time::from_millis(ms), &Frame::Occupancy(bits)));
        ms += 10;
    }
}

#[test]
fn a_press_while_the_sensors_cannot_be_read_waits_for_them() {
    let mut e = Engine::new(EngineConfig::default(), Position::startpos());
    let mut out = Vec::new();
    scan(&mut e, 0, 500, START, &mut out);
    // The chain fails; meanwhile White plays e4 and presses.
    out.extend(e.on_sensor_fault(SensorFaultEvent {
        t: Time::from_millis(500),
        detail: "spi0.0: read error".into(),
        code: None,
        occupied: None,
        square: None,
        bus: Some("spi0.0".into()),
    }));
    out.extend(e.on_press(Time::from_millis(1500), None));
    assert_eq!(kinds(&out), ["sensor_fault"], "nothing judged while blind");
    // The sensors come back: the move made while blind belongs to the press.
    out.extend(e.on_sensor_ok(Time::from_millis(2000)));
    let after = START & !bit(Square::E2) | bit(Square::E4);
    scan(&mut e, 2000, 2200, after, &mut out);
    assert_eq!(kinds(&out), ["sensor_fault", "sensor_ok", "move"]);
    let Some(Event::Move(m)) = out.iter().find(|e| e.kind() == "move") else {
        unreachable!()
    };
    assert_eq!((m.san.as_str(), m.t), ("e4", Time::from_millis(1500)));
}

#[test]
fn every_square_occupied_is_a_fault_not_a_move() {
    let mut e = Engine::new(EngineConfig::default(), Position::startpos());
    let mut out = Vec::new();
    scan(&mut e, 0, 300, START, &mut out);
    scan(&mut e, 300, 800, u64::MAX, &mut out);
    scan(&mut e, 800, 1200, START, &mut out);
    out.extend(e.on_press(Time::from_millis(1200), None));
    scan(&mut e, 1200, 1400, START, &mut out);
    assert_eq!(kinds(&out), ["sensor_fault", "sensor_ok", "illegal"]);
    // ... and the press afterwards is judged on the real board: no move.
    let Some(Event::Illegal(i)) = out.last() else {
        panic!("{out:?}")
    };
    assert_eq!(i.reason.code(), "no_move");
}

#[test]
fn a_flickering_square_defers_an_alert_until_it_is_trusted() {
    // e4 flickers (a loose magnet) while White plays e2-e4 onto it: the
    // press cannot be read; no alert until the square settles.
    let mut e = Engine::new(EngineConfig::default(), Position::startpos());
    let mut out = Vec::new();
    scan(&mut e, 0, 200, START, &mut out);
    let lifted = START & !bit(Square::E2);
    let mut ms = 200;
    while ms < 1200 {
        let bits = if (ms / 10) % 2 == 0 {
            lifted
        } else {
            lifted | bit(Square::E4)
        };
        out.extend(e.on_frame(Time::from_millis(ms), &Frame::Occupancy(bits)));
        ms += 10;
    }
    out.extend(e.on_press(Time::from_millis(1200), None));
    scan(&mut e, 1200, 1400, lifted, &mut out);
    assert_eq!(kinds(&out), ["sensor_fault", "press_ignored"]);
    // The pawn settles on e4: the press is read as soon as that explains a
    // legal move; the square is trusted again after a quiet spell.
    scan(&mut e, 1400, 4000, lifted | bit(Square::E4), &mut out);
    assert_eq!(
        kinds(&out),
        ["sensor_fault", "press_ignored", "move", "sensor_ok"]
    );
}

#[test]
fn a_flicker_elsewhere_does_not_stop_the_game() {
    let mut trace = String::from("0.100 lift e2\n0.400 drop e4\n");
    // h8 flickers for a second with 10 ms glitches.
    for k in 0..50 {
        let t = 0.5 + 0.02 * k as f64;
        trace.push_str(&format!(
            "{t:.3} occ 7fff00001000efff\n{:.3} occ ffff00001000efff\n",
            t + 0.01
        ));
    }
    trace.push_str("1.600 press\n");
    let events = replay_text(&trace, &Overrides::default()).unwrap();
    let decisions: Vec<&str> = kinds(&events)
        .into_iter()
        .filter(|k| *k != "sensor_ok")
        .collect();
    assert_eq!(decisions, ["sensor_fault", "move"]);
}

#[test]
fn endless_fiddling_in_one_turn_is_bounded() {
    // 3,000 times: two pawns lifted together and put back, then e4.
    let mut trace = String::new();
    let mut t = 0.1;
    for _ in 0..3000 {
        for line in ["lift a2", "lift b2", "drop a2", "drop b2"] {
            trace.push_str(&format!("{t:.3} {line}\n"));
            t += 0.07;
        }
    }
    trace.push_str(&format!(
        "{:.3} lift e2\n{:.3} drop e4\n{:.3} press\n",
        t,
        t + 0.1,
        t + 0.3
    ));
    let events = replay_text(&trace, &Overrides::default()).unwrap();
    // The move is read; a2 was touched first and could move (Art. 4.3.1).
    assert_eq!(kinds(&events), ["move", "touch_move"]);
}
