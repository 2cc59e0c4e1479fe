//! One simulated game, turn by turn: the move (or illegal attempt), its
//! physical realisation, the press, and the decisions expected.

use std::collections::BTreeMap;

use serde_json::Value;
use shakmaty::{
    Bitboard, Board, ByColor, CastlingMode, Chess, Color, FromSetup, Move, Position, Setup, Square,
    fen::Fen,
};

use super::expect::{self, fen};
use super::illegal::{self, Ctx};
use super::penalty::{RuleRow, penalty, rule};
use super::phys::{Emitter, hand};
use super::play::{self, Filter, History, Style};
use super::realize::{Allow, realize};
use super::rng::{Rng, splitmix64};
use super::{Config, Game, Start};
use crate::arbiter::event::Reason;
use crate::arbiter::{ClockMode, Supervision, Variant};
use crate::board::SensorKind;

pub struct Gen {
    seed: u64,
    name: String,
    cfg: Config,
    rng: Rng,
    mode: CastlingMode,
    row: RuleRow,
    pos: Chess,
    start_fen: String,
    hist: History,
    em: Emitter,
    expected: Vec<Value>,
    tags: BTreeMap<String, u32>,
    counts: ByColor<u32>,
    ply: u32,
    max_plies: u32,
    over: bool,
    /// An illegal move stood (A.5.2): castling rights are no longer
    /// modelled, so no castling from here on.
    stood: bool,
    last_own: ByColor<Option<(Square, Square)>>,
    /// En passant captures a side declined on its last turn.
    late_ep: ByColor<Vec<(Square, Square, Square)>>,
}

fn start_position(start: &Start, mode: CastlingMode) -> Chess {
    match start {
        Start::Startpos => Chess::default(),
        Start::Chess960(n) => {
            let mut setup = Setup::empty();
            setup.board = Board::chess960(*n % 960);
            setup.castling_rights = setup.board.rooks() & Bitboard::BACKRANKS;
            Chess::from_setup(setup, CastlingMode::Chess960).expect("a Chess960 start position")
        }
        Start::Fen(text) => {
            let f: Fen = text.parse().expect("a valid start FEN in the config");
            f.into_position(mode)
                .expect("a legal start position in the config")
        }
    }
}

impl Gen {
    pub fn new(seed: u64, name: &str, cfg: Config) -> Gen {
        let mut x = seed ^ 0x5eed_0f9a_3e00;
        let rng = Rng::new(splitmix64(&mut x));
        let mode = match cfg.variant {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        };
        let mut pos = start_position(&cfg.start, mode);
        let mut rng = rng;
        for ply in 0..cfg.prelude_plies {
            let filter = Filter::default();
            let Some(m) = play::choose(
                &pos,
                &mut rng,
                Style::Lively,
                ply,
                &filter,
                &History::default(),
                None,
            ) else {
                break;
            };
            let mut after = pos.clone();
            after.play_unchecked(m);
            if play::game_end(&after, 1).is_some() {
                break;
            }
            pos = after;
        }
        let row = rule(cfg.rules).expect("a rule set of the table");
        let em = Emitter::new(pos.board().clone(), cfg.sensor, cfg.clock, cfg.glitch_rate);
        let mut hist = History::default();
        hist.add(&pos);
        Gen {
            seed,
            name: name.to_string(),
            start_fen: fen(&pos),
            max_plies: cfg.max_plies,
            cfg,
            rng,
            mode,
            row,
            pos,
            hist,
            em,
            expected: Vec::new(),
            tags: BTreeMap::new(),
            counts: ByColor::new_with(|_| 0),
            ply: 0,
            over: false,
            stood: false,
            last_own: ByColor::new_with(|_| None),
            late_ep: ByColor::new_with(|_| Vec::new()),
        }
    }

    fn tag(&mut self, tag: &str) {
        *self.tags.entry(tag.to_string()).or_insert(0) += 1;
    }

    fn header(&self) -> String {
        let mut h = format!("# jadoube sim: {}, seed {}\n", self.name, self.seed);
        match self.cfg.start {
            Start::Startpos if self.cfg.prelude_plies == 0 => h.push_str("start startpos\n"),
            _ => h.push_str(&format!("start {}\n", self.start_fen)),
        }
        if self.cfg.variant == Variant::Chess960 {
            h.push_str("variant chess960\n");
        }
        if self.cfg.rules_header || self.cfg.rules != super::DEFAULT_RULES {
            h.push_str(&format!("rules {}\n", self.cfg.rules));
        }
        if self.cfg.supervision == Supervision::Claim {
            h.push_str("supervision claim\n");
        }
        if self.cfg.sensor == SensorKind::Identity {
            h.push_str("sensor identity\n");
        }
        if self.cfg.clock == ClockMode::Dual {
            h.push_str("clock dual\n");
        }
        h
    }

    pub fn run(mut self) -> Game {
        self.tag(match self.cfg.sensor {
            SensorKind::Occupancy => "sensor:occupancy",
            SensorKind::Identity => "sensor:identity",
        });
        self.tag(match self.cfg.clock {
            ClockMode::Single => "clock:single",
            ClockMode::Dual => "clock:dual",
        });
        self.tag(match self.cfg.variant {
            Variant::Standard => "variant:standard",
            Variant::Chess960 => "variant:chess960",
        });
        self.tag(&format!("supervision:{}", self.cfg.supervision.name()));
        if self.cfg.illegal.is_some() {
            self.tag(&format!("rules:{}", self.cfg.rules));
        }
        while !self.over && self.ply < self.max_plies {
            self.turn();
        }
        if !self.over {
            self.tag("end:ply_limit");
        }
        let glitches = self.em.glitches;
        let ties = self.em.ties;
        if glitches > 0 {
            *self.tags.entry("glitch".into()).or_insert(0) += glitches;
        }
        if ties > 0 {
            *self.tags.entry("same_scan_lifts".into()).or_insert(0) += ties;
        }
        let header = self.header();
        Game {
            seed: self.seed,
            name: self.name,
            config: self.cfg,
            start_fen: self.start_fen,
            trace: header + &self.em.into_text(),
            expected: self.expected,
            tags: self.tags,
        }
    }

    fn base_filter(&self) -> Filter {
        Filter {
            occupancy_sensors: self.cfg.sensor == SensorKind::Occupancy,
            no_castling: self.stood,
            max_seen: if self.stood { Some(2) } else { None },
            ..Filter::default()
        }
    }

    fn choose(&mut self, filter: &Filter) -> Option<Move> {
        let us = self.pos.turn();
        let m = play::choose(
            &self.pos,
            &mut self.rng,
            self.cfg.style,
            self.ply,
            filter,
            &self.hist,
            self.last_own[us],
        );
        if m.is_none() && filter.decline_en_passant {
            let f = Filter {
                decline_en_passant: false,
                ..filter.clone()
            };
            return play::choose(
                &self.pos,
                &mut self.rng,
                self.cfg.style,
                self.ply,
                &f,
                &self.hist,
                self.last_own[us],
            );
        }
        m
    }

    fn turn(&mut self) {
        let us = self.pos.turn();
        let late = std::mem::take(&mut self.late_ep[us]);
        let legal = self.pos.legal_moves();
        let ep_now: Vec<(Square, Square, Square)> = legal
            .iter()
            .filter_map(|m| match *m {
                Move::EnPassant { from, to } => {
                    Some((from, to, Square::from_coords(to.file(), from.rank())))
                }
                _ => None,
            })
            .collect();
        let mut filter = self.base_filter();
        filter.decline_en_passant =
            self.cfg.illegal.is_some() && !ep_now.is_empty() && self.rng.chance(0.6);
        let rare = self.cfg.illegal.is_some() && self.rare_attempt_possible(&late, &legal);
        let played = match self.cfg.illegal.clone() {
            Some(ic) => {
                let mut rate = ic.rate;
                if self.pos.has_insufficient_material(!us) {
                    rate *= 3.0; // towards the 7.5.5 draw
                }
                if rare {
                    rate = rate.max(0.5);
                }
                if self.rng.chance(rate) {
                    match self.illegal_turn(&late, &filter, ic.stand_rate) {
                        Some(played) => played,
                        None => self.legal_turn(&filter),
                    }
                } else {
                    self.legal_turn(&filter)
                }
            }
            None => self.legal_turn(&filter),
        };
        if let Some(m) = played
            && !m.is_en_passant()
            && !ep_now.is_empty()
            && !self.stood
        {
            self.late_ep[us] = ep_now;
        }
    }

    /// A normal turn; returns the move played.
    fn legal_turn(&mut self, filter: &Filter) -> Option<Move> {
        let Some(m) = self.choose(filter) else {
            // Only under the repetition filter after an illegal move stood.
            self.over = true;
            self.tag("end:no_move_to_choose");
            return None;
        };
        let gap = Emitter::think_gap(&mut self.rng);
        self.play_legal(m, true, gap);
        Some(m)
    }

    /// Carries out, presses and records the legal move `m`.
    fn play_legal(&mut self, m: Move, extra_touch: bool, first_gap: u64) {
        let us = self.pos.turn();
        let (decision, after) = expect::legal_move(&self.pos, m, self.mode);
        let occurrences = self.hist.count(&after) + 1;
        let end = play::game_end(&after, occurrences);
        let allow = Allow {
            breach: extra_touch && end.is_none(),
            extra_touch,
            tie: true,
        };
        let plan = realize(&self.pos, m, self.em.board(), &mut self.rng, allow);
        if plan.advisory.is_some() {
            self.em
                .comment(&format!("touch-move breach: {}", plan.tags.join(", ")));
        }
        self.em.steps(&mut self.rng, first_gap, &plan.steps);
        self.em.press(&mut self.rng, us);
        assert_eq!(
            self.em.board(),
            after.board(),
            "simulator bug: board after {m:?} in {}",
            fen(&self.pos)
        );
        self.expected.push(decision);
        if let Some((touched, moved)) = plan.advisory {
            self.expected.push(expect::touch_move(us, touched, moved));
            self.tag("advisory:touch_move");
        }
        for t in &plan.tags {
            self.tag(t);
        }
        if m.is_castle() && self.mode == CastlingMode::Chess960 {
            self.tag("castle:chess960");
        }
        if m.is_castle() && self.cfg.sensor == SensorKind::Identity {
            self.tag("castle:identity");
        }
        if m.is_promotion() && self.cfg.sensor == SensorKind::Identity {
            self.tag("promotion:identity");
        }
        if after.is_check() {
            self.tag("move:check");
        }
        self.hist.add(&after);
        self.pos = after;
        self.ply += 1;
        if let Some(from) = m.from() {
            self.last_own[us] = Some((from, m.to()));
        }
        if let Some(e) = end {
            self.expected.push(expect::game_over(e.result()));
            self.tag(e.tag());
            self.over = true;
        }
    }

    /// Can one of the rarely possible illegal moves be tried now?
    fn rare_attempt_possible(
        &mut self,
        late: &[(Square, Square, Square)],
        legal: &shakmaty::MoveList,
    ) -> bool {
        if !late.is_empty() {
            return true;
        }
        if self.cfg.sensor == SensorKind::Identity && legal.iter().any(|m| m.is_promotion()) {
            return true;
        }
        if self.mode != CastlingMode::Standard || self.stood {
            return false;
        }
        let ctx = Ctx {
            pos: &self.pos,
            legal,
            sensor: self.cfg.sensor,
            standard: true,
            history: &self.hist,
            late_ep: late,
        };
        illegal::build(&ctx, Reason::CastlingNotAllowed, &mut self.rng.clone()).is_some()
    }

    fn reason_order(&mut self) -> Vec<Reason> {
        let mut weighted: Vec<(Reason, f64)> = vec![
            (Reason::LeavesKingInCheck, 2.0),
            (Reason::CastlingNotAllowed, 8.0),
            (Reason::EnPassantNotAllowed, 10.0),
            (Reason::InvalidPieceMove, 2.0),
            (Reason::NoMove, 1.0),
            (Reason::UnpromotedPawn, 8.0),
            (Reason::WrongColor, 1.0),
            (Reason::Unrecognized, 1.0),
        ];
        let mut order = Vec::new();
        while !weighted.is_empty() {
            let w: Vec<f64> = weighted.iter().map(|r| r.1).collect();
            let i = self.rng.weighted(&w).expect("positive weights");
            order.push(weighted.remove(i).0);
        }
        order
    }

    /// A turn that begins with an illegal move. `None` when no attempt fits
    /// this position (the turn is then played normally); otherwise the
    /// replacement move, if one was played.
    fn illegal_turn(
        &mut self,
        late: &[(Square, Square, Square)],
        filter: &Filter,
        stand_rate: f64,
    ) -> Option<Option<Move>> {
        let us = self.pos.turn();
        let count = self.counts[us] + 1;
        let claim = self.cfg.supervision == Supervision::Claim;
        // Under claim only illegal moves that do not decide the game at once.
        if claim && self.row.loses(count) {
            return None;
        }
        let legal = self.pos.legal_moves();
        for reason in self.reason_order() {
            if self.stood && reason == Reason::CastlingNotAllowed {
                continue;
            }
            if claim && reason == Reason::UnpromotedPawn {
                continue; // A.5.4: a pawn on the last rank under claim is left out
            }
            let ctx = Ctx {
                pos: &self.pos,
                legal: &legal,
                sensor: self.cfg.sensor,
                standard: self.mode == CastlingMode::Standard,
                history: &self.hist,
                late_ep: late,
            };
            let Some(att) = illegal::build(&ctx, reason, &mut self.rng) else {
                continue;
            };
            let must = if reason == Reason::UnpromotedPawn {
                None // the move stands: no replacement, no obligation
            } else {
                match illegal::must_move(&self.pos, &legal, &att.touched) {
                    Some(m) => m,
                    None => continue,
                }
            };
            // The replacement obeys touch-move; no castling after a touch.
            let mut rf = filter.clone();
            if let Some(sq) = must {
                if self.pos.board().color_at(sq) == Some(us) {
                    rf.from = Some(sq);
                } else {
                    rf.captures = Some(sq);
                }
            }
            if !att.touched.is_empty() {
                rf.no_castling = true;
            }
            let replacement_exists = legal.iter().any(|m| play::allowed(m, &rf));
            if reason != Reason::UnpromotedPawn && !replacement_exists {
                continue;
            }
            let board_after = super::phys::after(self.em.board(), &att.steps);
            // Under claim: can the move stand, and can the opponent reply?
            let stand = if claim
                && att.may_stand
                && !self.stood
                && self.pos.halfmoves() <= 100
                && self.rng.chance(stand_rate)
            {
                illegal::standing_position(&self.pos, &board_after, self.mode)
            } else {
                None
            };
            // The reply must exist without passing over the squares to restore.
            let stand = stand.filter(|sp| {
                let f = Self::reply_filter(self.base_filter(), sp, att.restore.board());
                sp.legal_moves().iter().any(|m| play::allowed(m, &f))
            });
            self.em.comment(&format!(
                "illegal move: {} ({})",
                att.reason.code(),
                att.tag
            ));
            let gap = Emitter::think_gap(&mut self.rng);
            self.em.steps(&mut self.rng, gap, &att.steps);
            self.em.press(&mut self.rng, us);
            self.counts[us] = count;
            let (pen, result) = penalty(&self.row, count, us, &att.restore);
            let touched = att.touched.first().map(|t| t.0);
            self.tag(&format!("reason:{}", att.reason.code()));
            self.tag(att.tag);
            self.tag(&format!("penalty:{}", pen["kind"].as_str().unwrap_or("?")));
            self.tag(&format!("count:{count}"));
            if must.is_some() {
                self.tag("must_move:some");
            } else {
                self.tag("must_move:null");
            }
            if touched.is_none() {
                self.tag("touched:null");
            }
            if att.steps.iter().any(|s| s.same_scan) {
                self.tag("illegal:same_scan_lifts");
            }
            self.expected.push(expect::illegal(
                us,
                att.reason.code(),
                count,
                &att.restore,
                touched,
                must,
                pen,
            ));
            if let Some(r) = result {
                self.expected.push(expect::game_over(r));
                self.tag("end:illegal_moves");
                self.over = true;
                return Some(None);
            }
            if let Some(stands) = stand {
                return Some(self.stand(stands, att.restore.board()));
            }
            if att.reason != Reason::NoMove {
                self.em.comment("the position is restored");
                let steps =
                    illegal::restore_steps(&board_after, att.restore.board(), &mut self.rng);
                let pause = self.rng.range(300, 3000);
                self.em.steps(&mut self.rng, pause, &hand(steps));
                assert_eq!(
                    self.em.board(),
                    att.restore.board(),
                    "simulator bug: restoration"
                );
                self.expected.push(expect::restored(&att.restore));
                self.tag("restored");
            }
            if reason == Reason::UnpromotedPawn {
                // 7.5.2: the move stands with a queen; the opponent is to move.
                self.pos = att.restore;
                self.hist.add(&self.pos);
                self.ply += 1;
                return Some(None);
            }
            let m = self.choose(&rf).expect("a replacement move exists");
            self.em.comment("the replacement move");
            let gap = Emitter::think_gap(&mut self.rng);
            self.play_legal(m, false, gap);
            self.tag("replacement");
            return Some(Some(m));
        }
        None
    }

    /// A.5.2: the opponent replies without the position restored. The reply
    /// never lands on or passes over a square where the board differs from
    /// the position to restore: it could recreate that position, which the
    /// engine would rightly take for the restoration.
    fn stand(&mut self, stands: Chess, restore: &Board) -> Option<Move> {
        let offender = self.pos.turn();
        self.stood = true;
        let filter = Self::reply_filter(self.base_filter(), &stands, restore);
        self.late_ep = ByColor::new_with(|_| Vec::new());
        self.counts[offender] -= 1;
        self.pos = stands;
        self.hist.add(&self.pos);
        self.ply += 1;
        self.max_plies = self.max_plies.min(self.ply + 40);
        let Some(m) = self.choose(&filter) else {
            // The standing position has a legal move but every one repeats:
            // play any non-castling, non-en-passant move anyway.
            let f = Filter {
                max_seen: None,
                ..filter
            };
            let m = self
                .choose(&f)
                .expect("a legal move after the illegal one stood");
            return self.stand_reply(offender, m);
        };
        self.stand_reply(offender, m)
    }

    fn reply_filter(base: Filter, stands: &Chess, restore: &Board) -> Filter {
        let differ: Bitboard = Square::ALL
            .into_iter()
            .filter(|sq| stands.board().piece_at(*sq) != restore.piece_at(*sq))
            .collect();
        Filter {
            no_en_passant: true,
            no_castling: true,
            avoid: differ,
            ..base
        }
    }

    fn stand_reply(&mut self, offender: Color, m: Move) -> Option<Move> {
        self.em
            .comment("the illegal move stands (A.5.2): the opponent replies");
        self.expected
            .push(expect::illegal_stands(offender, &self.pos));
        self.tag("illegal_stands");
        let gap = Emitter::think_gap(&mut self.rng);
        self.play_legal(m, true, gap);
        None
    }
}
