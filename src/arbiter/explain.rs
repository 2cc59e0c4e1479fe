//! Decisions in words, for the arbiter: what was seen, the article applied,
//! what to do ("Add 2:00 to Black's clock; White must move the king on e1
//! (Art. 4.3.1)").

use shakmaty::{Color, Square};

use super::event::*;
use super::position::{Position, piece_name, role_word, side_name};
use super::rules::Variant;

/// The penalty as an instruction: `Add 2:00 to Black's clock (Art. 7.5.5)`.
/// `offender`: who made the illegal move; `article`: of the rule set.
pub fn penalty_text(p: &Penalty, offender: Color, article: &str) -> String {
    let opponent = side_name(!offender);
    match p {
        Penalty::Time { to, seconds } => {
            format!(
                "Add {}:{:02} to {}'s clock (Art. {article})",
                seconds / 60,
                seconds % 60,
                side_name(*to)
            )
        }
        Penalty::Loss {
            side,
            result,
            arbiter_decides: false,
        } => {
            format!(
                "{} loses the game: {} (Art. {article})",
                side_name(*side),
                result.as_str()
            )
        }
        Penalty::Loss {
            side,
            arbiter_decides: true,
            ..
        } => format!(
            "Arbiter decides: {} loses, or draw if {opponent} cannot checkmate; the analysis could not tell (Art. 7.5.5)",
            side_name(*side)
        ),
        Penalty::Draw { .. } => {
            format!(
                "Draw 1/2-1/2: {opponent} cannot checkmate by any series of legal moves (Art. 7.5.5)"
            )
        }
        Penalty::None => "No penalty under these rules".to_string(),
    }
}

fn piece_on(pos: Option<&Position>, sq: Square) -> String {
    match pos.and_then(|p| p.board.piece_at(sq)) {
        Some(p) => format!("the {} on {sq}", role_word(p.role)),
        None => format!("the piece on {sq}"),
    }
}

/// The touch-move obligation as an instruction.
pub fn obligation_text(side: Color, o: &Obligation, pos: Option<&Position>) -> String {
    let who = side_name(side);
    let what = match o.kind {
        ObligationKind::Move => format!("{who} must move {}", piece_on(pos, o.square)),
        ObligationKind::Capture => format!("{who} must capture {}", piece_on(pos, o.square)),
        ObligationKind::Castle => match o.other {
            Some(rook) => format!("{who} must castle with the rook on {rook}"),
            None => format!("{who} must castle"),
        },
        ObligationKind::CaptureWith => {
            let other = o.other.unwrap_or(o.square);
            let (own, opp) = match pos.and_then(|p| p.board.color_at(o.square)) {
                Some(c) if c == side => (o.square, other),
                _ => (other, o.square),
            };
            format!(
                "{who} must capture {} with {}",
                piece_on(pos, opp),
                piece_on(pos, own)
            )
        }
    };
    let mut s = format!("{what} (Art. {})", o.article);
    if let Some(rook) = o.no_castling_with {
        s.push_str(&format!("; no castling with the rook on {rook}"));
    }
    s
}

/// One decision in a sentence or two; `None` for inputs (lifts, drops,
/// presses).
pub fn describe(ev: &Event) -> Option<String> {
    Some(match ev {
        Event::Lift(_) | Event::Drop(_) | Event::Press(_) => return None,
        Event::Ack(_) => "Arbiter acknowledged.".to_string(),
        Event::Move(m) => {
            let dots = if m.side == Color::White { "." } else { "..." };
            let mut s = format!("{}{dots} {}", m.number, m.san);
            if m.promotion_assumed {
                s.push_str(
                    "  (promotion read as a queen: occupancy sensors cannot see the new piece)",
                );
            }
            s
        }
        Event::Illegal(i) => {
            let restore = Position::from_fen(&i.restore_fen, Variant::Chess960).ok();
            let who = side_name(i.side);
            let mut s = format!("ILLEGAL MOVE by {who}");
            if let Some(a) = &i.attempt {
                s.push_str(&format!(": {a}"));
            }
            let why = if i.detail.is_empty() {
                i.reason.describe()
            } else {
                &i.detail
            };
            s.push_str(&format!(" - {why} (Art. {}).", i.article));
            s.push_str(&format!(" {who}'s illegal move no. {}.", i.count));
            if i.reason == Reason::UnpromotedPawn {
                s.push_str(" The pawn is replaced by a queen and the move stands (Art. 7.5.2).");
            } else if i.reason != Reason::NoMove {
                s.push_str(" Restore the position before it (Art. 7.5.1).");
            }
            s.push_str(&format!(
                " {}.",
                penalty_text(&i.penalty, i.side, &i.penalty_article)
            ));
            if let Some(inc) = i.take_back_increment {
                s.push_str(&format!(
                    " Take back the {inc} s increment of the illegal press."
                ));
            }
            if matches!(i.penalty, Penalty::Time { .. } | Penalty::None) {
                match &i.obligation {
                    Some(o) => s.push_str(&format!(
                        " {}.",
                        obligation_text(i.side, o, restore.as_ref())
                    )),
                    None if i.reason != Reason::UnpromotedPawn => {
                        s.push_str(&format!(" {who} may make any legal move (Art. 4.5)."))
                    }
                    None => {}
                }
            }
            s
        }
        Event::Restored(r) => {
            let turn = r
                .fen
                .split_whitespace()
                .nth(1)
                .map(|c| if c == "w" { "White" } else { "Black" });
            format!("Position restored; {} to move.", turn.unwrap_or("?"))
        }
        Event::IllegalStands(st) => format!(
            "{}'s illegal move stands: {} completed a move before it was corrected; it is no longer penalised (Art. A.5.2).",
            side_name(st.side),
            side_name(!st.side)
        ),
        Event::TouchMove(tm) => format!(
            "Touch-move (advice for the arbiter, Art. {}): {} touched {} first but moved the piece on {}.",
            tm.article,
            side_name(tm.side),
            tm.touched,
            tm.moved
        ),
        Event::GameOver(g) => {
            let why = match g.reason {
                GameOverReason::Checkmate => "checkmate",
                GameOverReason::Stalemate => "stalemate",
                GameOverReason::DeadPosition => "dead position: neither side can checkmate",
                GameOverReason::IllegalMoves => "illegal moves",
                GameOverReason::SeventyFiveMoves => {
                    "75 moves by each player without capture or pawn move"
                }
                GameOverReason::FivefoldRepetition => "the same position for the fifth time",
            };
            format!(
                "GAME OVER {} - {why} (Art. {}).",
                g.result.as_str(),
                g.article
            )
        }
        Event::SensorFault(f) => format!(
            "Sensor fault: {}. The game state is kept; no player is blamed.",
            f.detail
        ),
        Event::SensorOk(_) => "Sensors read a plausible board again.".to_string(),
        Event::StartPosition(sp) if sp.ok => "Start position correct.".to_string(),
        Event::StartPosition(sp) => {
            let list: Vec<String> = sp
                .misplaced
                .iter()
                .map(|d| match (d.expected, d.found, d.occupied) {
                    (Some(e), _, false) => format!("{} missing on {}", piece_name(e), d.square),
                    (None, Some(f), _) => {
                        format!("{} should not be on {}", piece_name(f), d.square)
                    }
                    (None, None, _) => format!("{} should be empty", d.square),
                    (Some(e), Some(f), _) => format!(
                        "{} should hold a {}, not a {}",
                        d.square,
                        piece_name(e),
                        piece_name(f)
                    ),
                    (Some(e), None, true) => {
                        format!("{} should hold a {}", d.square, piece_name(e))
                    }
                })
                .collect();
            format!(
                "Start position wrong (Art. {}): {}.",
                sp.article,
                list.join(", ")
            )
        }
        Event::PressIgnored(p) => match p.why.as_str() {
            "awaiting_restore" => "Press ignored: the position must be restored first.".to_string(),
            "not_on_move" => "Press ignored: that side is not on move.".to_string(),
            "game_over" => "Press ignored: the game is over.".to_string(),
            "sensor_fault" => {
                "Press not judged: the sensors are faulty; the arbiter must check the board."
                    .to_string()
            }
            other => format!("Press ignored: {other}."),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::Time;

    #[test]
    fn the_arbiters_instruction() {
        let ev = Event::Illegal(IllegalEvent {
            t: Time::ZERO,
            side: Color::White,
            reason: Reason::CastlingNotAllowed,
            count: 1,
            restore_fen: "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1".into(),
            touched: Some(Square::E1),
            must_move: Some(Square::E1),
            penalty: Penalty::Time {
                to: Color::Black,
                seconds: 120,
            },
            penalty_article: "7.5.5".into(),
            obligation: Some(Obligation {
                kind: ObligationKind::Move,
                square: Square::E1,
                other: None,
                no_castling_with: None,
                article: "4.4.3".into(),
            }),
            article: "3.8.2".into(),
            detail: "the king passes through an attacked square".into(),
            attempt: Some("O-O".into()),
            board: "4k3/8/8/8/2b5/8/8/5RK1".into(),
            take_back_increment: None,
        });
        let s = describe(&ev).unwrap();
        assert!(
            s.contains("ILLEGAL MOVE by White: O-O - the king passes through an attacked square (Art. 3.8.2)."),
            "{s}"
        );
        assert!(
            s.contains("Add 2:00 to Black's clock (Art. 7.5.5); ")
                || s.contains("Add 2:00 to Black's clock (Art. 7.5.5)."),
            "{s}"
        );
        assert!(
            s.contains("White must move the king on e1 (Art. 4.4.3)."),
            "{s}"
        );
    }
}
