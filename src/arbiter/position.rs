//! A chess position that can hold what a physical board can show.
//!
//! shakmaty's `Chess` refuses positions that no legal game reaches: after an
//! illegal move that stood under A.5.2 the side not to move may be in check,
//! a pawn may stand on the last rank, a colour may have lost its king. The
//! game goes on from such positions, so the arbiter keeps its own raw
//! [`Position`] (a shakmaty [`Board`] plus side to move, castling rights, en
//! passant square and clocks) and its own legal-move generator over
//! shakmaty's attack tables. On every position shakmaty accepts, the moves,
//! SAN and FEN agree with shakmaty's (tested against it).

use std::fmt::Write as _;

use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Color, File, FromSetup, Move, MoveList, Piece,
    PositionErrorKinds, Rank, Role, Setup, Square, attacks,
    fen::{Fen, LossyFenError},
};

use super::event::Rule;
use super::rules::Variant;

/// A position as it stands on the board, legal or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub board: Board,
    pub turn: Color,
    /// Castling rights, as the squares of the rooks that may still castle.
    pub castling: Bitboard,
    /// The square skipped by a double pawn step on the last move, whether or
    /// not a capture en passant is possible.
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Chess960: castling is written king-takes-rook in UCI.
    pub chess960: bool,
}

/// The side to move's single king, the pieces giving it check, its pinned
/// pieces, and the squares a non-king move must reach to answer the check
/// (all squares when there is none, none in a double check).
struct KingSafety {
    king: Square,
    checkers: Bitboard,
    pinned: Bitboard,
    evasions: Bitboard,
}

/// Why no legal game reaches a position ([`Position::from_fen_any_board`]):
/// its reasons, typed (`cli/error_words.rs` says them in the person's
/// language); the English `Display` joins them with "; ".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreachable(pub Vec<PositionProblem>);

impl std::fmt::Display for Unreachable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// Why a FEN cannot be a start position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("`{0}` is not a FEN: {1}")]
    Syntax(String, String),
    #[error("`{0}` is not a playable position: {1}")]
    Invalid(String, String),
}

impl Position {
    /// The standard start position.
    pub fn startpos() -> Position {
        Position::from_setup(Setup::default(), Variant::Standard)
    }

    /// Parses a FEN (or `startpos`). The position must be one a game can be
    /// played from: shakmaty's validation, except that too much material and
    /// an impossible check are accepted (a study or a composed start).
    #[allow(clippy::result_large_err)]
    pub fn from_fen(fen: &str, variant: Variant) -> Result<Position, FenError> {
        Position::parse_fen(fen, variant, false)
    }

    /// Why [`Position::from_fen`] refuses a FEN that parses, kind by kind
    /// (the reasons `FenError::Invalid` joins); empty when it takes it or
    /// when the FEN does not parse.
    #[allow(clippy::result_large_err)]
    pub fn start_problems(fen: &str, variant: Variant) -> Vec<PositionProblem> {
        let Ok(parsed) = fen.trim().parse::<Fen>() else {
            return Vec::new();
        };
        let setup = parsed.into_setup();
        let mode = match variant {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        };
        match shakmaty::Chess::from_setup(setup.clone(), mode)
            .or_else(|e| e.ignore_too_much_material())
            .or_else(|e| e.ignore_impossible_check())
        {
            Ok(_) => Vec::new(),
            Err(e) => position_problems(e.kinds(), &setup),
        }
    }

    /// Parses a FEN (or `startpos`) of a position a game can reach: as
    /// [`Position::from_fen`], and also refused are more material than the
    /// pawns' promotions allow and a check no move could have given. For
    /// a question about a game (`jadoube unwinnable`).
    #[allow(clippy::result_large_err)]
    pub fn from_fen_reachable(fen: &str, variant: Variant) -> Result<Position, FenError> {
        Position::parse_fen(fen, variant, true)
    }

    /// Parses a FEN (or `startpos`) of any board with one king of each
    /// colour: a question about whatever stands on the board (an illegal
    /// move that stood can leave a position no legal game reaches; the
    /// Laws still ask who can checkmate, Art. 6.9, 7.5.5). Also returns
    /// why no legal game reaches it (more material than the promotions
    /// allow, a pawn on a last rank, the side not to move in check, ...),
    /// `None` when it can be reached as far as that is checked. Castling
    /// rights and an en passant square the board does not allow are
    /// dropped, not reported.
    #[allow(clippy::result_large_err)]
    pub fn from_fen_any_board(
        fen: &str,
        variant: Variant,
    ) -> Result<(Position, Option<Unreachable>), FenError> {
        let fen = fen.trim();
        if fen == "startpos" {
            return Ok((Position::parse_fen(fen, variant, true)?, None));
        }
        let parsed: Fen = fen
            .parse()
            .map_err(|e| FenError::Syntax(fen.to_string(), format!("{e}")))?;
        let setup = parsed.into_setup();
        let board = &setup.board;
        let kings = Color::ALL.map(|c| (board.kings() & board.by_color(c)).count());
        if kings != [1, 1] {
            let kinds = if board.occupied().is_empty() {
                PositionErrorKinds::EMPTY_BOARD
            } else if kings.contains(&0) {
                PositionErrorKinds::MISSING_KING
            } else {
                PositionErrorKinds::TOO_MANY_KINGS
            };
            return Err(FenError::Invalid(
                fen.to_string(),
                describe_position_error(kinds, &setup),
            ));
        }
        let mode = match variant {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        };
        let why = match shakmaty::Chess::from_setup(setup.clone(), mode) {
            Ok(_) => None,
            Err(e) => {
                let kinds = e.kinds()
                    - PositionErrorKinds::INVALID_CASTLING_RIGHTS
                    - PositionErrorKinds::INVALID_EP_SQUARE;
                (!kinds.is_empty()).then(|| Unreachable(position_problems(kinds, &setup)))
            }
        };
        Ok((Position::from_setup(setup, variant), why))
    }

    #[allow(clippy::result_large_err)]
    fn parse_fen(fen: &str, variant: Variant, reachable: bool) -> Result<Position, FenError> {
        let fen = fen.trim();
        if fen == "startpos" {
            return Ok(Position {
                chess960: variant == Variant::Chess960,
                ..Position::startpos()
            });
        }
        let parsed: Fen = fen
            .parse()
            .map_err(|e| FenError::Syntax(fen.to_string(), format!("{e}")))?;
        let setup = parsed.into_setup();
        let mode = match variant {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        };
        let checked = shakmaty::Chess::from_setup(setup.clone(), mode);
        let checked = if reachable {
            checked.map(drop)
        } else {
            checked
                .or_else(|e| e.ignore_too_much_material())
                .or_else(|e| e.ignore_impossible_check())
                .map(drop)
        };
        checked.map_err(|e| {
            FenError::Invalid(fen.to_string(), describe_position_error(e.kinds(), &setup))
        })?;
        Ok(Position::from_setup(setup, variant))
    }

    /// A raw position from a shakmaty setup; castling rights without their
    /// king and rook on the back rank are dropped.
    pub fn from_setup(setup: Setup, variant: Variant) -> Position {
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling_rights,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.get(),
            chess960: variant == Variant::Chess960,
        };
        pos.castling = pos.valid_castling(pos.castling);
        pos
    }

    /// This position as a shakmaty setup (for FEN writing, or for shakmaty
    /// itself where it accepts the position).
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        setup.board = self.board.clone();
        setup.turn = self.turn;
        setup.castling_rights = self.castling;
        setup.ep_square = self.legal_ep_square();
        setup.halfmoves = self.halfmoves;
        setup.fullmoves = std::num::NonZeroU32::new(self.fullmoves.max(1)).expect("at least 1");
        setup
    }

    /// Full FEN (X-FEN castling for Chess960; the en passant square only when
    /// a capture en passant is legal).
    pub fn fen(&self) -> String {
        Fen::try_from_setup(self.to_setup())
            .unwrap_or_else(LossyFenError::ignore)
            .to_string()
    }

    /// The piece-placement field of the FEN.
    pub fn placement(&self) -> String {
        placement(&self.board)
    }

    fn valid_castling(&self, rights: Bitboard) -> Bitboard {
        let mut valid = Bitboard::EMPTY;
        for rook in rights {
            let Some(piece) = self.board.piece_at(rook) else {
                continue;
            };
            if piece.role != Role::Rook || rook.rank() != piece.color.backrank() {
                continue;
            }
            let king = self.board.king_of(piece.color);
            if king.is_some_and(|k| k.rank() == piece.color.backrank() && k != rook) {
                valid.add(rook);
            }
        }
        valid
    }

    /// The king of `color`, if it has exactly one.
    pub fn king(&self, color: Color) -> Option<Square> {
        let kings = self.board.kings() & self.board.by_color(color);
        if kings.count() == 1 {
            kings.first()
        } else {
            None
        }
    }

    /// Is `sq` attacked by `by`, with `occupied` as the blockers?
    pub fn attacked_with(board: &Board, sq: Square, by: Color, occupied: Bitboard) -> bool {
        board.attacks_to(sq, by, occupied).any()
    }

    /// Is the king of `color` in check? (False when it has no single king.)
    pub fn in_check(&self, color: Color) -> bool {
        self.king(color)
            .is_some_and(|k| Self::attacked_with(&self.board, k, !color, self.board.occupied()))
    }

    /// The side to move's king is in check.
    pub fn is_check(&self) -> bool {
        self.in_check(self.turn)
    }

    /// The placement after `m` by the side to move, whatever its legality.
    pub fn board_after(&self, m: &Move) -> Board {
        let mut board = self.board.clone();
        apply(&mut board, m, self.turn);
        board
    }

    /// Would `m` (by the side to move) leave or put its own king in check?
    pub fn leaves_king_in_check(&self, m: &Move) -> bool {
        let board = self.board_after(m);
        let kings = board.kings() & board.by_color(self.turn);
        kings.count() == 1
            && Self::attacked_with(
                &board,
                kings.first().expect("one king"),
                !self.turn,
                board.occupied(),
            )
    }

    /// All legal moves of the side to move, in the order of shakmaty's
    /// generator (not sorted by square): en passant, pawns, knights,
    /// bishops, rooks, queens, king, castling.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::FULL, false);
        moves
    }

    /// All legal moves, each one made and the king tested after it (the
    /// slow reference for `legal_moves`).
    #[cfg(test)]
    fn legal_moves_by_making(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::FULL, true);
        moves
    }

    /// Legal moves of the side to move's piece on `from`.
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves, Bitboard::from_square(from), false);
        moves
    }

    /// Does the side to move have any legal move?
    pub fn has_legal_move(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// What decides, without making it, whether a move of the side to move
    /// leaves its king in check (Art. 3.9): its checkers and pinned pieces.
    fn king_safety(&self) -> Option<KingSafety> {
        let us = self.turn;
        let king = self.king(us)?;
        let occupied = self.board.occupied();
        let theirs = self.board.by_color(!us);
        let checkers = self.board.attacks_to(king, !us, occupied);
        // Enemy sliders that would attack the king through one piece of ours.
        let snipers = theirs
            & ((attacks::rook_attacks(king, Bitboard::EMPTY) & self.board.rooks_and_queens())
                | (attacks::bishop_attacks(king, Bitboard::EMPTY)
                    & self.board.bishops_and_queens()));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & occupied;
            if between.count() == 1 && (between & self.board.by_color(us)).any() {
                pinned |= between;
            }
        }
        let evasions = match checkers.single_square() {
            Some(checker) => attacks::between(king, checker) | checkers,
            None if checkers.any() => Bitboard::EMPTY,
            None => Bitboard::FULL,
        };
        Some(KingSafety {
            king,
            checkers,
            pinned,
            evasions,
        })
    }

    /// The legal moves of the pieces on `from_mask`; `by_making`: every
    /// pseudo-legal move made and the king tested after it (the slow
    /// reference), instead of the checkers and pins.
    ///
    /// As shakmaty's generator: per role, pawns set-wise (one shift for all
    /// single steps, one for double steps, one per capture direction), each
    /// piece's targets masked by what its king allows (Art. 3.9: the squares
    /// that answer a check, the line of a pin); only king moves test their
    /// square, and only en passant (two pieces leave a line) is made and
    /// tested.
    fn generate(&self, moves: &mut MoveList, from_mask: Bitboard, by_making: bool) {
        let safety = if by_making { None } else { self.king_safety() };
        let safety = safety.as_ref();
        let board = &self.board;
        let us = self.turn;
        let ours = board.by_color(us);
        let occupied = board.occupied();
        // Capturing the opponent's king is never a move (Art. 1.4.1).
        let target = !ours & !(board.kings() & board.by_color(!us));
        self.gen_en_passant(moves, from_mask, safety);
        // In a double check only the king moves.
        if safety.is_none_or(|s| !s.checkers.more_than_one()) {
            let evasions = safety.map_or(Bitboard::FULL, |s| s.evasions);
            let pinned = safety.map_or(Bitboard::EMPTY, |s| s.pinned);
            // What a pinned piece on `from` may reach: its line.
            let pin_line = |from: Square| match safety {
                Some(s) => attacks::ray(s.king, from),
                None => Bitboard::FULL,
            };
            let allowed = target & evasions;
            let pawns = board.pawns() & ours & from_mask;
            self.gen_pawns(moves, pawns & !pinned, allowed);
            for from in pawns & pinned {
                self.gen_pawns(moves, Bitboard::from_square(from), allowed & pin_line(from));
            }
            // A pinned knight never stays on its line.
            for from in board.knights() & ours & from_mask & !pinned {
                self.push_targets(
                    moves,
                    Role::Knight,
                    from,
                    attacks::knight_attacks(from) & allowed,
                );
            }
            // Each slider role by its own attack function (inlined).
            let mut sliders = |role: Role, slides: fn(Square, Bitboard) -> Bitboard| {
                for from in board.by_role(role) & ours & from_mask {
                    let mut to = slides(from, occupied) & allowed;
                    if pinned.contains(from) {
                        to &= pin_line(from);
                    }
                    self.push_targets(moves, role, from, to);
                }
            };
            sliders(Role::Bishop, attacks::bishop_attacks);
            sliders(Role::Rook, attacks::rook_attacks);
            sliders(Role::Queen, attacks::queen_attacks);
        }
        for from in board.kings() & ours & from_mask {
            let mut to = attacks::king_attacks(from) & target;
            if safety.is_some() {
                let without_king = occupied ^ Bitboard::from_square(from);
                for sq in to {
                    if board.attacks_to(sq, !us, without_king).any() {
                        to.discard(sq);
                    }
                }
            }
            self.push_targets(moves, Role::King, from, to);
            self.gen_castling(moves, from, safety);
        }
        if by_making {
            // Castling was tested square by square by `castling_problem`.
            moves.retain(|m| m.is_castle() || !self.leaves_king_in_check(m));
        }
    }

    /// `role`'s moves from `from` to each of `to` (not a pawn's).
    fn push_targets(&self, moves: &mut MoveList, role: Role, from: Square, to: Bitboard) {
        for to in to {
            moves.push(Move::Normal {
                role,
                from,
                capture: self.board.role_at(to),
                to,
                promotion: None,
            });
        }
    }

    /// The moves of the side to move's `pawns` onto `allowed` squares, all
    /// pawns at once by shifts; a step onto the last rank promotes (to
    /// queen, rook, bishop or knight, in that order), a pawn on the last rank
    /// has no move (its steps leave the board).
    fn gen_pawns(&self, moves: &mut MoveList, pawns: Bitboard, allowed: Bitboard) {
        if pawns.is_empty() {
            return;
        }
        let us = self.turn;
        let board = &self.board;
        let empty = !board.occupied();
        let theirs = board.by_color(!us) & allowed;
        let last = Bitboard::from_rank((!us).backrank());
        // One rank forward: +8 for White, -8 for Black.
        let forward: i32 = if us == Color::White { 8 } else { -8 };
        let push = |moves: &mut MoveList, to_set: Bitboard, delta: i32, capture: bool| {
            for to in to_set & !last {
                moves.push(Move::Normal {
                    role: Role::Pawn,
                    from: Square::new((i32::from(to) - delta) as u32),
                    capture: if capture { board.role_at(to) } else { None },
                    to,
                    promotion: None,
                });
            }
            for to in to_set & last {
                let from = Square::new((i32::from(to) - delta) as u32);
                let capture = if capture { board.role_at(to) } else { None };
                for promotion in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                    moves.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture,
                        to,
                        promotion: Some(promotion),
                    });
                }
            }
        };
        // Captures towards the a-file and towards the h-file: a pawn on the
        // edge file has only one.
        let west = pawns & !Bitboard::from_file(File::A);
        let east = pawns & !Bitboard::from_file(File::H);
        push(moves, west.shift(forward - 1) & theirs, forward - 1, true);
        push(moves, east.shift(forward + 1) & theirs, forward + 1, true);
        let single = pawns.shift(forward) & empty;
        push(moves, single & allowed, forward, false);
        // A double step from the second rank, over an empty square.
        let fourth = Bitboard::from_rank(if us == Color::White {
            Rank::Fourth
        } else {
            Rank::Fifth
        });
        let double = single.shift(forward) & empty & fourth & allowed;
        push(moves, double, 2 * forward, false);
    }

    /// Captures en passant by the side to move's pawns on `from_mask`:
    /// always made and tested when the king is known (two pieces leave a
    /// line).
    fn gen_en_passant(
        &self,
        moves: &mut MoveList,
        from_mask: Bitboard,
        safety: Option<&KingSafety>,
    ) {
        let Some(ep) = self.ep_square else { return };
        if !self.ep_square_valid(ep) {
            return;
        }
        let pawns = self.board.pawns() & self.board.by_color(self.turn) & from_mask;
        for from in pawns & attacks::pawn_attacks(!self.turn, ep) {
            let m = Move::EnPassant { from, to: ep };
            if self.is_en_passant_pattern(from, ep)
                && (safety.is_none() || !self.leaves_king_in_check(&m))
            {
                moves.push(m);
            }
        }
    }

    /// Castling with the king on `king` (Art. 3.8.2): with the side to
    /// move's single king, decided by bitboards as `castling_problem` does
    /// (the same answer, checked in debug builds); else by it.
    fn gen_castling(&self, moves: &mut MoveList, king: Square, safety: Option<&KingSafety>) {
        let us = self.turn;
        let board = &self.board;
        let occupied = board.occupied();
        for rook in self.castling & board.by_color(us) & board.rooks() {
            // A piece between the king and the rook stands on the path of
            // one of them: no castling (the common case).
            if (attacks::between(king, rook) & occupied).any() {
                continue;
            }
            let legal = match safety {
                Some(s) => self.castling_allowed(s, rook),
                None => self.castling_problem(king, rook).is_none(),
            };
            debug_assert_eq!(legal, self.castling_problem(king, rook).is_none());
            if legal {
                moves.push(Move::Castle { king, rook });
            }
        }
    }

    /// `castling_problem(s.king, rook).is_none()` for the side to move's
    /// single king and a rook of its castling rights, by bitboards.
    fn castling_allowed(&self, s: &KingSafety, rook: Square) -> bool {
        let us = self.turn;
        let king = s.king;
        let rank = us.backrank();
        if s.checkers.any() || king.rank() != rank || rook.rank() != rank {
            return false;
        }
        let side = castling_side(king, rook);
        let king_to = side.king_to(us);
        let rook_to = side.rook_to(us);
        let (king_bb, rook_bb) = (Bitboard::from_square(king), Bitboard::from_square(rook));
        let occupied = self.board.occupied();
        let others = occupied & !king_bb & !rook_bb;
        let path = attacks::between(king, king_to)
            | attacks::between(rook, rook_to)
            | Bitboard::from_square(king_to)
            | Bitboard::from_square(rook_to);
        if (path & others).any() {
            return false;
        }
        // The squares the king passes, the rook still in place; then the
        // king's square after castling, the rook moved.
        let without_king = occupied & !king_bb;
        if attacks::between(king, king_to)
            .into_iter()
            .any(|sq| self.board.attacks_to(sq, !us, without_king).any())
        {
            return false;
        }
        let after = others | Bitboard::from_square(king_to) | Bitboard::from_square(rook_to);
        self.board.attacks_to(king_to, !us, after).is_empty()
    }

    /// Would the side to move's pawn on `from` capture en passant onto `to`
    /// by its shape: a diagonal step onto an empty square, beside an enemy
    /// pawn that stands where a double step would have put it?
    pub fn is_en_passant_pattern(&self, from: Square, to: Square) -> bool {
        let Some(pawn) = self.board.piece_at(from) else {
            return false;
        };
        if pawn.role != Role::Pawn || self.board.occupied().contains(to) {
            return false;
        }
        if !attacks::pawn_attacks(pawn.color, from).contains(to) {
            return false;
        }
        let captured = Square::from_coords(to.file(), from.rank());
        self.board.piece_at(captured)
            == Some(Piece {
                color: !pawn.color,
                role: Role::Pawn,
            })
    }

    /// Is `ep` the square behind a pawn that just made a double step?
    fn ep_square_valid(&self, ep: Square) -> bool {
        let them = !self.turn;
        // The double step went from the second to the fourth rank of `them`.
        let expected_rank = match them {
            Color::White => Rank::Third,
            Color::Black => Rank::Sixth,
        };
        ep.rank() == expected_rank
    }

    /// The en passant square when a legal capture en passant exists.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        if !self.ep_square_valid(ep) {
            return None;
        }
        let pawns = self.board.pawns()
            & self.board.by_color(self.turn)
            & attacks::pawn_attacks(!self.turn, ep);
        pawns
            .into_iter()
            .any(|from| {
                self.is_en_passant_pattern(from, ep)
                    && !self.leaves_king_in_check(&Move::EnPassant { from, to: ep })
            })
            .then_some(ep)
    }

    /// Why castling with the king on `king` and the rook on `rook` is not
    /// allowed now (Art. 3.8.2), or `None` when it is legal.
    pub fn castling_problem(&self, king: Square, rook: Square) -> Option<Rule> {
        let Some(kp) = self.board.piece_at(king) else {
            return Some(Rule::CastleNoPieces);
        };
        let us = kp.color;
        if kp.role != Role::King
            || self.board.piece_at(rook)
                != Some(Piece {
                    color: us,
                    role: Role::Rook,
                })
        {
            return Some(Rule::CastleNoPieces);
        }
        let rank = us.backrank();
        if king.rank() != rank || rook.rank() != rank {
            return Some(Rule::CastleKingMoved);
        }
        if !self.castling.contains(rook) {
            return Some(Rule::CastleRookMoved);
        }
        let side = castling_side(king, rook);
        let king_to = side.king_to(us);
        let rook_to = side.rook_to(us);
        let occupied = self.board.occupied();
        let others = occupied & !Bitboard::from_square(king) & !Bitboard::from_square(rook);
        let path = attacks::between(king, king_to)
            | attacks::between(rook, rook_to)
            | Bitboard::from_square(king_to)
            | Bitboard::from_square(rook_to);
        if (path & others).any() {
            return Some(Rule::CastleBlocked);
        }
        if Self::attacked_with(&self.board, king, !us, occupied) {
            return Some(Rule::CastleInCheck);
        }
        let without_king = occupied & !Bitboard::from_square(king);
        for sq in attacks::between(king, king_to) {
            if Self::attacked_with(&self.board, sq, !us, without_king) {
                return Some(Rule::CastleThroughCheck);
            }
        }
        let after = self.board_after(&Move::Castle { king, rook });
        if Self::attacked_with(&after, king_to, !us, after.occupied()) {
            return Some(Rule::CastleIntoCheck);
        }
        None
    }

    /// Plays `m` for the side to move without checking its legality: the
    /// board, castling rights, en passant square, clocks and turn all follow.
    pub fn play(&self, m: &Move) -> Position {
        let us = self.turn;
        let mut next = self.clone();
        apply(&mut next.board, m, us);
        let role = m.role();
        let (from, to) = (m.from().expect("board move"), m.to());
        if role == Role::King {
            next.castling &= !Bitboard::from_rank(us.backrank());
        }
        // A right is lost with its rook, moved or captured (and all of a
        // colour's with its king): nothing else can make one invalid, as
        // a king is never captured nor made.
        next.castling.discard(from);
        next.castling.discard(to);
        debug_assert_eq!(next.castling, next.valid_castling(next.castling));
        next.ep_square = match m {
            Move::Normal {
                role: Role::Pawn,
                from,
                to,
                ..
            } if (i32::from(from.rank()) - i32::from(to.rank())).abs() == 2 => Square::from_coords(
                from.file(),
                if us == Color::White {
                    Rank::Third
                } else {
                    Rank::Sixth
                },
            )
            .into(),
            _ => None,
        };
        next.halfmoves = if role == Role::Pawn || m.is_capture() {
            0
        } else {
            // A FEN may give any counter: never an overflow.
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            next.fullmoves = next.fullmoves.saturating_add(1);
        }
        next.turn = !us;
        next
    }

    /// The number of series of `depth` legal moves from here (perft: the
    /// standard check of a move generator).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }

    /// Is `m` a legal move here?
    pub fn is_legal(&self, m: &Move) -> bool {
        m.from()
            .is_some_and(|from| self.legal_moves_from(from).contains(m))
    }

    /// The side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// The side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// UCI notation: castling as the king's move (`e1g1`), king-takes-rook
    /// (`e1h1`) only in Chess960.
    pub fn uci(&self, m: &Move) -> String {
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        m.to_uci(mode).to_string()
    }

    /// Standard Algebraic Notation of a legal move, with `+` or `#`.
    pub fn san(&self, m: &Move) -> String {
        let mut s = String::with_capacity(8);
        match *m {
            Move::Castle { king, rook } => {
                s.push_str(if castling_side(king, rook) == CastlingSide::KingSide {
                    "O-O"
                } else {
                    "O-O-O"
                });
            }
            Move::EnPassant { from, to } => {
                let _ = write!(s, "{}x{}", from.file().char(), to);
            }
            Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion,
            } => {
                if capture.is_some() {
                    let _ = write!(s, "{}x", from.file().char());
                }
                let _ = write!(s, "{to}");
                if let Some(p) = promotion {
                    let _ = write!(s, "={}", p.upper_char());
                }
            }
            Move::Normal {
                role,
                from,
                capture,
                to,
                ..
            } => {
                s.push(role.upper_char());
                let rivals: Vec<Square> = self
                    .legal_moves()
                    .iter()
                    .filter(|o| {
                        o.role() == role && o.to() == to && o.from() != Some(from) && !o.is_castle()
                    })
                    .filter_map(|o| o.from())
                    .collect();
                if !rivals.is_empty() {
                    let file_unique = rivals.iter().all(|r| r.file() != from.file());
                    let rank_unique = rivals.iter().all(|r| r.rank() != from.rank());
                    if file_unique {
                        s.push(from.file().char());
                    } else if rank_unique {
                        s.push(from.rank().char());
                    } else {
                        let _ = write!(s, "{from}");
                    }
                }
                if capture.is_some() {
                    s.push('x');
                }
                let _ = write!(s, "{to}");
            }
            Move::Put { .. } => s.push_str("--"),
        }
        let after = self.play(m);
        if after.is_check() {
            s.push(if after.has_legal_move() { '+' } else { '#' });
        }
        s
    }

    /// A hashable key of the position for repetition (Art. 9.2): placement,
    /// side to move, castling rights and a possible capture en passant.
    pub fn repetition_key(&self) -> RepetitionKey {
        let b = &self.board;
        RepetitionKey {
            roles: [
                b.pawns().0,
                b.knights().0,
                b.bishops().0,
                b.rooks().0,
                b.queens().0,
                b.kings().0,
            ],
            white: b.white().0,
            turn: self.turn,
            castling: self.castling.0,
            ep: self.legal_ep_square(),
        }
    }
}

/// See [`Position::repetition_key`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionKey {
    roles: [u64; 6],
    white: u64,
    turn: Color,
    castling: u64,
    ep: Option<Square>,
}

/// The side of a castling move, from where the rook stands.
pub fn castling_side(king: Square, rook: Square) -> CastlingSide {
    if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The square in front of a pawn of `color`.
pub fn pawn_forward(color: Color, sq: Square) -> Option<Square> {
    match color {
        Color::White => sq.offset(8),
        Color::Black => sq.offset(-8),
    }
}

/// The rank pawns of `color` start from.
pub fn pawn_start_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::Second,
        Color::Black => Rank::Seventh,
    }
}

/// Applies `m`, made by `color`, to `board` (no legality check).
pub fn apply(board: &mut Board, m: &Move, color: Color) {
    match *m {
        Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } => {
            board.discard_piece_at(from);
            board.set_piece_at(
                to,
                Piece {
                    color,
                    role: promotion.unwrap_or(role),
                },
            );
        }
        Move::EnPassant { from, to } => {
            board.discard_piece_at(from);
            board.discard_piece_at(Square::from_coords(to.file(), from.rank()));
            board.set_piece_at(
                to,
                Piece {
                    color,
                    role: Role::Pawn,
                },
            );
        }
        Move::Castle { king, rook } => {
            let side = castling_side(king, rook);
            board.discard_piece_at(king);
            board.discard_piece_at(rook);
            board.set_piece_at(
                side.king_to(color),
                Piece {
                    color,
                    role: Role::King,
                },
            );
            board.set_piece_at(
                side.rook_to(color),
                Piece {
                    color,
                    role: Role::Rook,
                },
            );
        }
        Move::Put { role, to } => board.set_piece_at(to, Piece { color, role }),
    }
}

/// The piece-placement field of a FEN for `board`.
pub fn placement(board: &Board) -> String {
    board.board_fen().to_string()
}

/// Parses a piece-placement field (`rnbqkbnr/pppppppp/8/...`).
pub fn parse_placement(s: &str) -> Result<Board, String> {
    Board::from_ascii_board_fen(s.as_bytes())
        .map_err(|e| format!("`{s}` is not a piece placement: {e}"))
}

/// Squares named in order a1, b1, ..., h8 as a list: `e1, g1`.
pub fn square_list(bb: Bitboard) -> String {
    bb.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One reason shakmaty refuses a position, with the side and the squares
/// it names; its `Display` is the English of `FenError::Invalid` (a
/// translation says it from the kind: `config-fen-*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    EmptyBoard,
    NoKing(Color),
    /// A colour with more than one king, and their squares.
    Kings(Color, usize, String),
    /// Pawns on the first or last rank, and their squares.
    PawnsOnBackRank(String),
    KingsTouch,
    /// The side not to move (`waiting`) is in check.
    OppositeCheck {
        waiting: Color,
    },
    /// The side to move is in a check no single move could have given.
    ImpossibleCheck(Color),
    TooMuchMaterial,
    BadCastling,
    /// The en passant square (`-` when none).
    BadEpSquare(String),
    /// A kind this list does not name (shakmaty's own name for it).
    Other(String),
}

impl std::fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = |c: &Color| if *c == Color::White { "White" } else { "Black" };
        match self {
            PositionProblem::EmptyBoard => write!(f, "the board is empty"),
            PositionProblem::NoKing(c) => write!(f, "{} has no king", side(c)),
            PositionProblem::Kings(c, n, squares) => {
                write!(f, "{} has {n} kings ({squares})", side(c))
            }
            PositionProblem::PawnsOnBackRank(squares) => write!(
                f,
                "a pawn on the first or last rank ({squares}), where no pawn can stand"
            ),
            PositionProblem::KingsTouch => write!(f, "the kings stand next to each other"),
            PositionProblem::OppositeCheck { waiting } => write!(
                f,
                "{} is in check with {} to move: the move just played cannot have left its own king in check",
                side(waiting),
                side(&!*waiting)
            ),
            PositionProblem::ImpossibleCheck(c) => write!(
                f,
                "{}'s king is in a check that no single move could have given",
                side(c)
            ),
            PositionProblem::TooMuchMaterial => write!(
                f,
                "more material than a game can reach (more than 16 pieces of a colour, or more promoted pieces than missing pawns)"
            ),
            PositionProblem::BadCastling => write!(
                f,
                "castling rights that the board does not allow (the king or the rook is not on its square)"
            ),
            PositionProblem::BadEpSquare(sq) => write!(
                f,
                "the en passant square {sq} does not follow a double pawn step"
            ),
            PositionProblem::Other(kinds) => write!(f, "{kinds}"),
        }
    }
}

/// Why shakmaty refuses a position, kind by kind.
fn position_problems(kinds: PositionErrorKinds, setup: &Setup) -> Vec<PositionProblem> {
    let board = &setup.board;
    let mut why = Vec::new();
    if kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
        why.push(PositionProblem::EmptyBoard);
    } else {
        for c in Color::ALL {
            let kings = board.kings() & board.by_color(c);
            match kings.count() {
                0 => why.push(PositionProblem::NoKing(c)),
                1 => {}
                n => why.push(PositionProblem::Kings(c, n, square_list(kings))),
            }
        }
    }
    if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        why.push(PositionProblem::PawnsOnBackRank(square_list(
            board.pawns() & Bitboard::BACKRANKS,
        )));
    }
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        let kings_touch = match (board.king_of(Color::White), board.king_of(Color::Black)) {
            (Some(w), Some(b)) => attacks::king_attacks(w).contains(b),
            _ => false,
        };
        why.push(if kings_touch {
            PositionProblem::KingsTouch
        } else {
            PositionProblem::OppositeCheck {
                waiting: !setup.turn,
            }
        });
    }
    if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
        why.push(PositionProblem::ImpossibleCheck(setup.turn));
    }
    if kinds.contains(PositionErrorKinds::TOO_MUCH_MATERIAL) {
        why.push(PositionProblem::TooMuchMaterial);
    }
    if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        why.push(PositionProblem::BadCastling);
    }
    if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        why.push(PositionProblem::BadEpSquare(
            setup.ep_square.map_or("-".into(), |sq| sq.to_string()),
        ));
    }
    if why.is_empty() {
        why.push(PositionProblem::Other(format!("{kinds:?}")));
    }
    why
}

/// Why shakmaty refuses a position, in words that name the side and the
/// squares.
fn describe_position_error(kinds: PositionErrorKinds, setup: &Setup) -> String {
    position_problems(kinds, setup)
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

/// Files in order, for callers that iterate.
pub const FILES: [File; 8] = File::ALL;

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position as _, san::SanPlus};

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Variant::Standard).unwrap()
    }

    /// `moves` in a fixed order, to compare two generators' lists.
    fn sorted(moves: MoveList) -> Vec<Move> {
        let mut moves: Vec<Move> = moves.into_iter().collect();
        moves.sort_by_key(|m| format!("{m:?}"));
        moves
    }

    /// Random playouts: our moves, SAN, UCI and FEN agree with shakmaty's.
    fn agree_on_random_games(start: Chess, variant: Variant, games: u64, plies: usize) {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mode = if variant == Variant::Chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        for _ in 0..games {
            let mut chess = start.clone();
            let mut raw = Position::from_setup(chess.to_setup(EnPassantModeAlways), variant);
            for _ in 0..plies {
                let theirs = sorted(chess.legal_moves());
                let ours = sorted(raw.legal_moves());
                assert_eq!(ours, theirs, "moves differ in {}", raw.fen());
                if theirs.is_empty() {
                    assert_eq!(raw.is_checkmate(), chess.is_checkmate());
                    break;
                }
                let m = theirs[(next() % theirs.len() as u64) as usize];
                assert_eq!(
                    raw.san(&m),
                    SanPlus::from_move(chess.clone(), m).to_string(),
                    "{}",
                    raw.fen()
                );
                assert_eq!(raw.uci(&m), m.to_uci(mode).to_string());
                chess.play_unchecked(m);
                raw = raw.play(&m);
                let want = Fen::from_position(&chess, shakmaty::EnPassantMode::Legal).to_string();
                assert_eq!(raw.fen(), want);
                assert_eq!(raw.is_check(), chess.is_check());
            }
        }
    }

    #[allow(non_upper_case_globals)]
    const EnPassantModeAlways: shakmaty::EnPassantMode = shakmaty::EnPassantMode::Always;

    #[test]
    fn agrees_with_shakmaty_on_random_games() {
        agree_on_random_games(Chess::default(), Variant::Standard, 60, 200);
    }

    #[test]
    fn agrees_with_shakmaty_in_chess960() {
        let setup: Setup = "rbnkrqbn/pppppppp/8/8/8/8/PPPPPPPP/RBNKRQBN w KQkq - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_setup();
        let chess = Chess::from_setup(setup, CastlingMode::Chess960).unwrap();
        agree_on_random_games(chess, Variant::Chess960, 40, 200);
    }

    #[test]
    fn castling_problems_name_the_condition() {
        let p = pos("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1");
        assert_eq!(
            p.castling_problem(Square::E1, Square::H1),
            Some(Rule::CastleThroughCheck)
        );
        let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(
            p.castling_problem(Square::E1, Square::H1),
            Some(Rule::CastleRookMoved)
        );
        let p = pos("4k3/8/8/8/8/8/8/4KB1R w K - 0 1");
        assert_eq!(
            p.castling_problem(Square::E1, Square::H1),
            Some(Rule::CastleBlocked)
        );
        let p = pos("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1");
        assert_eq!(
            p.castling_problem(Square::E1, Square::H1),
            Some(Rule::CastleInCheck)
        );
        let p = pos("4k3/8/8/8/8/8/6r1/4K2R w K - 0 1");
        assert_eq!(
            p.castling_problem(Square::E1, Square::H1),
            Some(Rule::CastleIntoCheck)
        );
        let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(p.castling_problem(Square::E1, Square::H1), None);
    }

    /// Perft (chessprogramming.org's suite, to a depth a debug build runs
    /// fast): the same counts as shakmaty's generator and as published.
    #[test]
    fn perft_agrees_with_shakmaty() {
        for (fen, depth, published) in [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                3,
                8_902,
            ),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                3,
                97_862,
            ),
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
            (
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                3,
                9_467,
            ),
            (
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                3,
                62_379,
            ),
            (
                "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                3,
                89_890,
            ),
        ] {
            let chess: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            let ours = pos(fen).perft(depth);
            assert_eq!(ours, shakmaty::perft(&chess, depth), "perft({depth}) {fen}");
            assert_eq!(ours, published, "perft({depth}) {fen}");
        }
    }

    /// On random boards, legal or not (no king, two kings, the side not to
    /// move in check, pawns on the last rank, pins, en passant), the
    /// generator's legality test gives the same moves as making each move
    /// and looking at the king.
    #[test]
    fn king_safety_agrees_with_making_each_move() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ];
        let (mut compared, mut castlings) = (0, 0);
        for _ in 0..3_000 {
            let mut board = Board::empty();
            for color in Color::ALL {
                // Mostly one king; sometimes none or two.
                let kings = [1, 1, 1, 1, 1, 1, 0, 2][next(8) as usize];
                for _ in 0..kings {
                    // Half the time on the back rank, to castle.
                    let sq = if next(2) == 0 {
                        Square::from_coords(File::new(next(8) as u32), color.backrank())
                    } else {
                        Square::new(next(64) as u32)
                    };
                    board.set_piece_at(sq, color.king());
                }
                if next(2) == 0 {
                    for file in [File::A, File::H] {
                        let sq = Square::from_coords(file, color.backrank());
                        if !board.kings().contains(sq) {
                            board.set_piece_at(sq, color.rook());
                        }
                    }
                }
                for _ in 0..next(7) {
                    let sq = Square::new(next(64) as u32);
                    if board.kings().contains(sq) {
                        continue;
                    }
                    let role = roles[next(5) as usize];
                    board.set_piece_at(sq, Piece { color, role });
                }
            }
            let mut setup = Setup::empty();
            // Every rook on a back rank may castle, if its king is there
            // too (`from_setup` keeps only those rights).
            setup.castling_rights = board.rooks() & Bitboard::BACKRANKS;
            setup.board = board;
            setup.turn = if next(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let mut p = Position::from_setup(setup, Variant::Standard);
            // A double step just made, when the board shows one.
            let them = !p.turn;
            let fourth = if them == Color::White {
                Rank::Fourth
            } else {
                Rank::Fifth
            };
            let third = if them == Color::White {
                Rank::Third
            } else {
                Rank::Sixth
            };
            if let Some(pawn) =
                (p.board.pawns() & p.board.by_color(them) & Bitboard::from_rank(fourth)).first()
            {
                p.ep_square = Some(Square::from_coords(pawn.file(), third));
            }
            for _ in 0..8 {
                let fast = sorted(p.legal_moves());
                let slow = sorted(p.legal_moves_by_making());
                assert_eq!(fast, slow, "moves differ in {}", p.fen());
                compared += 1;
                castlings += fast.iter().filter(|m| m.is_castle()).count();
                if fast.is_empty() {
                    break;
                }
                p = p.play(&fast[next(fast.len() as u64) as usize]);
            }
        }
        assert!(compared > 10_000, "{compared} positions compared");
        assert!(castlings > 100, "{castlings} castlings compared");
    }

    #[test]
    fn raw_positions_shakmaty_refuses() {
        // White left its king in check and it stood (A.5.2): Black to move
        // may not capture the king, and the game goes on.
        let mut setup = Setup::empty();
        setup.board = parse_placement("4k3/8/8/8/8/8/4r3/4K3").unwrap();
        setup.turn = Color::Black;
        let p = Position::from_setup(setup, Variant::Standard);
        assert!(p.in_check(Color::White));
        let moves = p.legal_moves();
        assert!(!moves.iter().any(|m| m.to() == Square::E1));
        assert!(moves.iter().any(|m| m.from() == Some(Square::E2)));
        // A pawn on the last rank and a missing king do not break anything.
        let mut setup = Setup::empty();
        setup.board = parse_placement("P3k3/8/8/8/8/8/8/8").unwrap();
        let p = Position::from_setup(setup, Variant::Standard);
        assert!(p.legal_moves().is_empty());
        assert!(!p.is_check());
        let _ = p.fen();
    }

    #[test]
    fn fen_round_trip_and_errors() {
        let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        assert_eq!(p.fen(), "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        let after = p.play(&Move::Normal {
            role: Role::Pawn,
            from: Square::D7,
            capture: None,
            to: Square::D5,
            promotion: None,
        });
        assert_eq!(after.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assert!(matches!(
            Position::from_fen("not a fen", Variant::Standard),
            Err(FenError::Syntax(..))
        ));
        assert!(matches!(
            Position::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", Variant::Standard),
            Err(FenError::Invalid(..))
        ));
        assert_eq!(
            Position::from_fen("startpos", Variant::Standard).unwrap(),
            Position::startpos()
        );
    }
}
