//! The arbiter's result at the board (`laws.md` section 8), with the one
//! button a board has: the arbiter's button (`[clock] ack`).
//!
//! - Three presses within 2 s open the result choice on the screen, at
//!   `1-0`.
//! - Each further press shows the next choice: `1-0`, `0-1`, `½-½`,
//!   "cancel", then `1-0` again.
//! - The choice shown is entered when the button then rests 5 s; "cancel"
//!   enters nothing. An entered result ends the game, or corrects the
//!   result of a game that has ended (the last one stands).
//!
//! Pure and time-injected (engine time), so that the journal, which
//! records the presses and the result entered, replays to the same game.
//! The presses still reach the engine as acks (they dismiss an alert the
//! arbiter has dealt with, as the button always does).

use crate::arbiter::event::GameResult;
use crate::display::ResultChoice;
use crate::time::Time;

/// Presses that open the choice, and within how long.
pub const OPEN_PRESSES: usize = 3;
pub const OPEN_WITHIN: Time = Time::from_millis(2_000);
/// How long the button rests before the choice shown is entered.
pub const REST: Time = Time::from_millis(5_000);

/// The choices, in the order the presses step through them.
const CHOICES: [ResultChoice; 4] = [
    ResultChoice::Result(GameResult::WhiteWins),
    ResultChoice::Result(GameResult::BlackWins),
    ResultChoice::Result(GameResult::Draw),
    ResultChoice::Cancel,
];

/// The result choice: closed, or open at one choice.
#[derive(Clone, Debug, Default)]
pub struct ResultMenu {
    /// Recent presses while closed.
    presses: Vec<Time>,
    /// Open: the choice shown and the time of the last press.
    open: Option<(usize, Time)>,
}

/// What a press or the passing of time did to the choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuChange {
    /// The screen shows this choice now.
    Shows(ResultChoice),
    /// The choice closed: a result entered, or nothing (cancel).
    Closed(Option<GameResult>),
}

impl ResultMenu {
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The arbiter's button at `t`.
    pub fn press(&mut self, t: Time) -> Option<MenuChange> {
        if let Some((choice, last)) = &mut self.open {
            *choice = (*choice + 1) % CHOICES.len();
            *last = t;
            return Some(MenuChange::Shows(CHOICES[*choice]));
        }
        self.presses.retain(|&p| t.since(p) < OPEN_WITHIN);
        self.presses.push(t);
        if self.presses.len() >= OPEN_PRESSES {
            self.presses.clear();
            self.open = Some((0, t));
            return Some(MenuChange::Shows(CHOICES[0]));
        }
        None
    }

    /// Time passed to `t`: the choice shown is entered once the button has
    /// rested [`REST`].
    pub fn tick(&mut self, t: Time) -> Option<MenuChange> {
        let (choice, last) = self.open?;
        if t < last.plus(REST) {
            return None;
        }
        self.open = None;
        Some(MenuChange::Closed(match CHOICES[choice] {
            ResultChoice::Result(r) => Some(r),
            ResultChoice::Cancel => None,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Time {
        Time::from_millis(n)
    }

    #[test]
    fn three_presses_open_and_a_rest_enters_the_choice_shown() {
        let mut m = ResultMenu::default();
        assert_eq!(m.press(ms(1_000)), None);
        assert_eq!(m.press(ms(1_500)), None);
        assert_eq!(
            m.press(ms(2_000)),
            Some(MenuChange::Shows(ResultChoice::Result(
                GameResult::WhiteWins
            )))
        );
        assert_eq!(
            m.press(ms(3_000)),
            Some(MenuChange::Shows(ResultChoice::Result(
                GameResult::BlackWins
            )))
        );
        assert_eq!(m.tick(ms(7_999)), None);
        assert_eq!(
            m.tick(ms(8_000)),
            Some(MenuChange::Closed(Some(GameResult::BlackWins)))
        );
        assert!(!m.is_open());
        assert_eq!(m.tick(ms(20_000)), None);
    }

    #[test]
    fn presses_too_far_apart_open_nothing() {
        let mut m = ResultMenu::default();
        for t in [0, 1_500, 3_000, 4_500] {
            assert_eq!(m.press(ms(t)), None, "at {t} ms");
        }
        assert!(!m.is_open());
    }

    #[test]
    fn cancel_enters_nothing_and_the_choices_go_round() {
        let mut m = ResultMenu::default();
        m.press(ms(0));
        m.press(ms(100));
        m.press(ms(200));
        let shown: Vec<_> = (1..=4).map(|i| m.press(ms(200 + i * 300))).collect();
        assert_eq!(
            shown,
            vec![
                Some(MenuChange::Shows(ResultChoice::Result(
                    GameResult::BlackWins
                ))),
                Some(MenuChange::Shows(ResultChoice::Result(GameResult::Draw))),
                Some(MenuChange::Shows(ResultChoice::Cancel)),
                Some(MenuChange::Shows(ResultChoice::Result(
                    GameResult::WhiteWins
                ))),
            ]
        );
        m.press(ms(2_000));
        m.press(ms(2_100));
        m.press(ms(2_200));
        assert_eq!(m.tick(ms(7_200)), Some(MenuChange::Closed(None)));
    }
}
