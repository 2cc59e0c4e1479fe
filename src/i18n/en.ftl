# jadoube: what arbiters and players read, in English.
# Every language has the same messages (tests/i18n and src/i18n check it);
# a language may add helpers of its own, named x-*.
# Arguments: $side, $other, $owner: white | black; $role: king | queen | rook
# | bishop | knight | pawn | piece; $result: white | black | draw (who won).
# Article numbers are those of the FIDE Laws of Chess (2023); a rule set of an
# older edition has them turned into its own (words::cite_in).
# Counts: Fluent's `one` covers 0 in some languages (pt, fr): a variant that
# spells "one" is the exact [1]; [0] has its own words where needed.

## Words

side = { $side ->
    [white] White
   *[black] Black
}
other = { $other ->
    [white] White
   *[black] Black
}
owner = { $owner ->
    [white] White
   *[black] Black
}
role = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [pawn] pawn
   *[piece] piece
}
piece-name = { $color ->
    [white] white
   *[black] black
} { role }
piece-on = the { role } on { $square }
# K Q R B N in the language (SAN for people: screen, terminal, PGN comments).
piece-letters = KQRBN
ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
with-article = { $text } (Art. { $article })
sentence = { $text }.
attempt-and-rule = { $attempt }: { $rule }

## Penalties and obligations

penalty-time = Add { $time } to { side }'s clock (Art. { $article })
penalty-loss = { side } loses the game: { $result } (Art. { $article })
penalty-arbiter-decides = Arbiter decides: { side } loses, or draw if { other } cannot checkmate; the analysis could not tell (Art. 7.5.5)
penalty-draw = Draw ½-½: { other } cannot checkmate by any series of legal moves (Art. 7.5.5)
penalty-none = No penalty under { $rules }
penalty-pending = Art. 7.5.5: the ruling is being worked out (can { other } still checkmate?)
must-move = { side } must move { $piece }
must-capture = { side } must capture { $piece }
must-castle-with = { side } must castle with the rook on { $square }
must-castle = { side } must castle
must-capture-with = { side } must capture { $piece } with { $with }
no-castling-with = ; no castling with the rook on { $square }
any-legal-move = { side } may make any legal move (Art. 4.5)
duty-whose-hand = { $duty }, if { side } lifted { $piece }; if { owner } was adjusting it (Art. 4.2.1): { $other }. The board cannot tell whose hand it was: the arbiter decides

## What was wrong with an illegal move (Art. 3)

reason-leaves_king_in_check = the move leaves or puts the own king in check
reason-castling_not_allowed = castling is not allowed here
reason-en_passant_not_allowed = en passant is not available
reason-invalid_piece_move = the piece cannot move that way
reason-no_move = the clock was pressed without a move
reason-unpromoted_pawn = a pawn was left unpromoted on the last rank
reason-wrong_color = the player moved an opponent's piece
reason-unrecognized = the change on the board is not a single move
rule-no_move = the clock was pressed without a move
rule-not_a_move = the change on the board is not a single move
rule-piece_changed = a piece changed into another
rule-opponent_piece = { side } moved one of { other-of-side }'s pieces
rule-opponent_castled = { side } castled with { other-of-side }'s king and rook
rule-opponent_pawn = { side } captured en passant with { other-of-side }'s pawn
rule-capture_own = a piece cannot capture a piece of its own colour; { $to } holds { $target }
rule-capture_king = the king is never captured
rule-promote_other_colour = a pawn promotes to a piece of its own colour
rule-promote_king = a pawn cannot promote to a king
rule-pawn_move = a pawn moves straight ahead, one square or two from its starting square, and captures diagonally
rule-pawn_backwards = a pawn moves only forwards
rule-pawn_capture_straight = a pawn captures only diagonally; { $to } is straight ahead
rule-pawn_diagonal_empty = a pawn moves diagonally only to capture; { $to } is empty
rule-pawn_double_step = a pawn moves two squares only from its starting square
rule-pawn_too_far = a pawn moves one square, or two from its starting square; { $attempt } goes { $distance } squares
rule-king_move = a king moves only one square; { $attempt } goes { $distance ->
    [1] one square
    [2] two squares
   *[other] { $distance } squares
}
rule-knight_move = a knight moves two squares one way and one square the other
rule-line_move = { $role ->
    [bishop] a bishop moves only along diagonals
    [rook] a rook moves only along ranks and files
    [queen] a queen moves only along ranks, files and diagonals
   *[other] the piece cannot move that way
}
rule-jump = { $role ->
    [knight] only a knight jumps
   *[other] a { role } cannot jump over other pieces
}{ $over ->
    [none] {""}
   *[other] ; { $attempt } passes over { $over }
}
rule-king_two_squares = the king moved two squares without the rook: castling was not completed
rule-castle_king_moved = castling is not allowed: the king has moved
rule-castle_rook_moved = castling is not allowed: the king or that rook has moved
rule-castle_blocked = castling is not allowed: a piece stands between the king and the rook
rule-castle_in_check = castling is not allowed: the king is in check
rule-castle_through_check = the king passes through an attacked square
rule-castle_into_check = the king lands on an attacked square
rule-castle_no_pieces = castling needs a king and a rook of one colour
rule-en_passant_late = en passant is only possible on the move right after the double step
rule-king_in_check = the move leaves or puts { side-possessive } own king in check
rule-unpromoted = a pawn on the last rank must be exchanged; it is replaced by a queen
other-of-side = { $side ->
    [white] Black
   *[black] White
}
side-possessive = { $side ->
    [white] White's
   *[black] Black's
}

## Decisions on the terminal and in the PGN

event-ack = Arbiter acknowledged.
event-adjust = J'adoube: { side } announced adjusting (Art. 4.2.1); until { side }'s next press, at most 10 s, a { side } piece lifted and put back on its own square is not a touch.
event-adjust-ignored = J'adoube announced by { side }, who is not to move: it changes nothing (Art. 4.2.1).
promotion-assumed = (promotion read as a queen: occupancy sensors cannot see the new piece)
illegal-head = ILLEGAL MOVE by { side }: { $what } (Art. { $article }).
illegal-count = { side-possessive } illegal move no. { $count }.
illegal-restore = Restore the position before it (Art. 7.5.1).
illegal-unpromoted = The pawn is replaced by a queen and the move stands (Art. 7.5.2).
illegal-increment = Take back the { $seconds } s increment of the illegal press.
event-restored = Position restored; { side } to move.
event-illegal-stands = { side-possessive } illegal move stands: { other } completed a move before it was corrected; it is no longer penalised (Art. A.5.2).
event-touch-move = Touch-move (advice for the arbiter, Art. { $article }): { $text }.
touch-move = { side } lifted { $piece } first but moved the piece on { $moved }
touch-move-whose-hand = { $first } was lifted first and { side } moved the piece on { $moved }. If { side } lifted it, that breaks touch-move (Art. { $article }); if { owner } was adjusting it on { side-possessive } time (Art. 4.2.1), { $other }. The board cannot tell whose hand it was: the arbiter decides
touch-move-still = { side } still had to play { $piece } (Art. { $article })
touch-move-no-breach = there is no breach
event-game-over = GAME OVER { $result } - { $why } (Art. { $article }).
over-checkmate = checkmate
over-stalemate = stalemate
over-dead-position = dead position: neither side can checkmate
over-illegal-moves = { $result ->
    [white] Black loses by illegal moves
    [black] White loses by illegal moves
   *[draw] drawn: illegal moves, but the opponent cannot checkmate
}
over-seventy-five = 75 moves by each player without capture or pawn move
over-fivefold = the same position for the fifth time
event-sensor-fault = Sensor fault: { $detail }. The game state is kept; no player is blamed.
event-sensor-ok = Sensors read a plausible board again.
fault-flicker = square { $square } flickers without end
fault-all-occupied = every square reads occupied (chain unplugged or unpowered?)
fault-all-empty = every square reads empty (chain unplugged or unpowered?)
fault-not-identity = identity sensors configured, but the frame has occupancy only
fault-too-many = { $count } squares read occupied: more than the 32 pieces of a game
fault-dgt-uncertain = the clock's lever moved while the DGT board was unplugged and the board is not one move on: more than one move may have been made; arbiter: set up the position of the last move judged (the screen shows it) or press the acknowledge button
fault-dgt-no-clock = no clock plugged into the DGT board: its lever gives the presses (press = "lever"); plug in the clock
event-start-ok = Start position correct.
event-start-wrong = Start position wrong (Art. { $article }): { $list }.
start-missing = { $piece } missing on { $square }
start-extra = { $piece } should not be on { $square }
start-empty = { $square } should be empty
start-wrong = { $square } should hold a { $piece }, not a { $found }
start-should-hold = { $square } should hold a { $piece }
press-awaiting-restore = Press ignored: the position must be restored first.
press-not-on-move = Press ignored: that side is not on move.
press-game-over = Press ignored: the game is over.
press-sensor-fault = Press not judged: the sensors are faulty; the arbiter must check the board.
press-other = Press ignored: { $why }.
pgn-restart = { $time }: jadoube restarted (power cut or crash) and went on from its journal
hall-line-restart = jadoube restarted (power cut or crash) and went on from its journal
hall-line-stop = jadoube stopped ({ $why })
pgn-recovered = ; { $count ->
    [0] no event decided just before was written then
    [1] one event decided just before was written then
   *[other] { $count } events decided just before were written then
}
pgn-stands-from = The game goes on from { $fen }.

## Restore steps

step-move = { $piece } { $from } → { $to }
step-move-unknown = Piece on { $from } → { $to } (it must be the { $piece })
step-remove = Remove the { $piece } from { $from }
step-remove-unknown = Remove the piece on { $from }
step-put = Put back the { $piece } on { $to }
step-put-aside = Put the { $piece } held aside on { $to }
step-swap = Swap the { $piece_a } on { $a } and the { $piece_b } on { $b }
step-set-aside = Lift the { $piece } off { $from } and hold it
short-move-unknown = piece on { $from } → { $to }
short-remove = take off { $from }
short-remove-unknown = take the piece off { $from }
short-put = put back on { $to }
short-put-aside = held piece → { $to }
short-set-aside = lift off { $from }, hold it

## The screen

title-ready-move = Ready · { side } to move
title-ready-start = Ready · { side } to start
title-game-over = Game over · { $result }
title-illegal = Illegal move · { side }
title-restored = Position restored
title-sensor-fault = Sensor fault
title-start-differs = Start position differs
title-illegal-stands = Illegal move stands
title-touch-move = Touch-move · advice
title-board-matches = Board matches the position
title-board-differs = Board differs from the position
badge-arbiter = ARBITER
badge-adjust = J'ADOUBE
arbiter-call = Arbiter call: press the button to show
also = Also: { $text }
summary-sensor-fault = sensor fault: { $detail }
summary-start = start position differs on { $count ->
    [1] one square
   *[other] { $count } squares
} (Art. { $article })
summary-illegal-stands = { side-possessive } illegal move stands (Art. A.5.2)
summary-touch-move = touch-move: { $piece } lifted first (Art. { $article })
status = { $rules } · illegal W { $white } B { $black } · move { $move }
info-to-move = Move { $move }, { side } to move
info-last-move = Last move: { $text }
info-no-move = No move yet
info-illegal = Illegal moves: White { $white } · Black { $black }
info-player = { side }: { $name }
info-round-board = Round { $round }, board { $board }
info-rules = Rules: { $rules }
fault-bus = Bus: { $bus }
fault-kept = The game state is kept; no player is blamed.
fault-presses = Presses are ignored until the sensors read a board again.
squares-differ = { $count ->
    [one] { $count } square differs
   *[other] { $count } squares differ
} from the start position (Art. { $article })
heading-to-set-up = To set up
heading-put-back = Put back
heading-to-restore = To restore
heading-to-check = To check the position
stands-line = { side-possessive } illegal move was not corrected before { other } completed a move (Art. A.5.2)
stands-count = It stands without penalty and does not count: { side-possessive } count of illegal moves stays at { $count }.
touch-advice-only = Advice only: the board sees lifts, not whose hand lifted.
illegal-quiet = Art. { $article } · { side-possessive } { $nth } illegal move
restored-line = { side-possessive } illegal move; the board is back. { other } to move.
increment-line = Take back the { $seconds } s increment { side } gained by the press
no-castling-line = No castling with the rook on { $square } this move (Art. 4.4.2)
may-any = { side } may play any legal move
result-line = Result { $result }: { $why } (Art. { $article })
nothing-to-put-back = Nothing to put back
over-no-restore = No need to restore: the game is over; the position before the illegal move is the final one.
over-check-position = Put the position back to judge whether { other } can still checkmate (Art. 7.5.5).
differ-count = { $count ->
    [1] One square differs
   *[other] { $count } squares differ
} (Art. 7.4, 7.6)
adjust-line = J'adoube: { side } adjusts (Art. 4.2.1)
adjust-ignored-line = J'adoube by { side } ignored: not { side-possessive } move (Art. 4.2.1)

screen-if-adjusted = Or, if { owner } adjusted the piece on { $square } (Art. 4.2.1): { $other }
screen-arbiter-decides = Whose hand? The arbiter decides.

badge-count = { $side ->
    [white] W
   *[black] B
} #{ $count }
terminal-legend = +X missing: put X there   xX must go   X!Y X belongs, Y is there

## The demo

demo-intro = jadoube demo: a simulated board plays { $trace } (occupancy sensors, { $rules })
demo-outro = { $count } screens written as PNG to { $dir }
    journal: { $journal }, sealed with the key in { $state }
demo-try = try:

## run --sim on a terminal

run-sim-playing = Playing { $trace } { $speed ->
    [max] as fast as possible
    [real] in real time
   *[times] at { $factor } times real speed
} (Ctrl-C stops).
run-sim-new = Journal: { $journal } (a new game)
run-sim-resumed = Journal: { $journal }, resumed: it already holds this game up to { $seconds } s; the game goes on from there.
run-sim-finished = Journal: { $journal }, resumed: it already holds this game up to { $seconds } s, the end of the trace: nothing more to play.
    To play it again, remove that file or give another --state-dir (now { $dir }).
run-sim-over = { $how ->
    [end] The trace is over
   *[stopped] Stopped
} ({ $lines ->
    [0] no journal line written
    [1] one journal line written
   *[other] { $lines } journal lines written
}): { $journal }

## How a game ends (laws.md section 8; trace format 1.2)

over-kings = { $result ->
    [white] the players' result: both kings on light centre squares
    [black] the players' result: both kings on dark centre squares
   *[draw] the players' result: the kings on a light and a dark centre square
}
over-time = { side-possessive } flag fell; { other } can still checkmate, so { side } loses
over-time-cannot-checkmate = { side-possessive } flag fell, but { other } cannot checkmate by any series of legal moves: drawn
over-arbiter = the result entered by the arbiter
event-flag-claim = { side-possessive } flag fell (Art. 6.9, A.5.3): if it is claimed, { $result ->
    [white] White wins
    [black] Black wins
   *[draw] drawn, { other } cannot checkmate
}. Play goes on until a result is entered.
event-flag-undecided = { side-possessive } flag fell (Art. 6.9): the analysis could not tell whether { other } can still checkmate; the arbiter decides and enters the result.
event-new-game = New game (game { $game }): the start position stands on the board again; illegal moves count from zero.
title-flag = { side-possessive } flag fell
summary-flag = { side-possessive } flag fell (Art. 6.9)
title-result-menu = Result
menu-result = { $result } { $who ->
    [white] White wins
    [black] Black wins
   *[draw] draw
}
menu-cancel = cancel (no result)
menu-how = Arbiter's button: next choice. Leave it 5 s: the choice marked is entered.

## ---------------------------------------------------------------------
## The commands and the hall page (issue 31, item 7). Kept apart, at the
## end, so that they merge easily with changes to the messages above.
## Leading spaces are the code's: Fluent trims them.

# A rule set's name as people read it; $name is the configuration's name
# (fide-2023-rapid), $body FIDE | USCF, $year a year or none, $speed
# standard | rapid | blitz. An organiser's own rule set keeps its name.
ruleset = { $name }
setting-supervision = { $supervision ->
    [claim] claim
   *[full] full
}
replay-settings = rules { $rules }, supervision { setting-supervision }, { $sensor ->
    [identity] identity
   *[occupancy] occupancy
} sensors, { $clock ->
    [dual] dual
   *[single] single
} clock
replay-trace-head = { $name }: { $settings }
replay-journal-head = { $name }: journal of { $event } round { $round } board { $board } ({ $source }): { $settings }
replay-screens-written = { $count ->
    [one] one screen written
   *[other] { $count } screens written
} to { $dir }
replay-not-replayed = { $name }: not replayed: the journal is not as the board wrote it: { $why }
    (`jadoube verify { $name }` tells more)
replay-unsealed-tail = { $name }: note: { $count ->
    [one] the last line is
   *[other] the last { $count } lines are
} not sealed (after line { $line }): they are not evidence
replay-line-skipped = { $name }: line { $line } skipped: { $why }
replay-torn = { $name }: the last line is incomplete ({ $bytes } bytes at offset { $offset }), ignored
replay-differs = { $name }: the replay differs from the recorded decisions: { $why }
replay-journal-settings = a journal keeps the settings of its game; --rules, --supervision, --sensor and --clock apply to traces
# The inputs of `replay --inputs`: $square, $piece (a letter or nothing),
# $side white | black | none.
input-lift = lift { $square }{ $piece }
input-drop = drop { $square }{ $piece }
input-press = press{ $side ->
    [white] {" "}white
    [black] {" "}black
   *[none] {""}
}
# A piece as a letter: upper case White, lower case Black.
input-piece = { $color ->
    [white] { $role ->
        [king] K
        [queen] Q
        [rook] R
        [bishop] B
        [knight] N
       *[pawn] P
    }
   *[black] { $role ->
        [king] k
        [queen] q
        [rook] r
        [bishop] b
        [knight] n
       *[pawn] p
    }
}

# verify (and the journals on the hall page)
verify-head = { $name }: { $lines } lines, last seq { $seq }, last line sha256 { $hash }
verify-chain-intact = chain: intact
verify-not-journal = not a journal: { $why }
verify-chain-broken = chain: BROKEN: { $why }
verify-seals = seals: { $count } verify, by { $signers }
verify-signer = { $name } (key { $key })
verify-signer-unnamed = key { $key }
verify-then = { $a }, then { $b }
verify-seals-failed = seals: FAILED: { $why }
verify-unsigned = unsigned (journal format { $version }): the chain is checked, which board wrote it cannot be
verify-authentic = authenticity: every seal is by a key of the list given
verify-not-authenticated = authenticity: NOT checked (no --key or --keys: anyone can make a key and seal with it; give the organiser's list, or compare the fingerprint with it)
verify-taken-over = the restart at line { $line } found { $count ->
    [one] one unsealed line
   *[other] { $count } unsealed lines
} before it (written, not yet sealed, when the daemon stopped): its seal covers them, as found
verify-torn = line { $line } is incomplete ({ $bytes } bytes): the daemon stopped while writing it; its next start cuts it off
verify-restarts = { $restarts ->
    [one] one restart
   *[other] { $restarts } restarts
}, { $torn ->
    [one] one torn line
   *[other] { $torn } torn lines
} cut off at a restart
verify-not-stopped = the journal ends before a clean stop: the daemon is running, or was killed or lost its power (a restart goes on)
verify-stop-unsealed = the clean stop at the end is not sealed
verify-decisions-same = decisions: { $count } recorded events, the replay of the inputs gives the same
verify-decisions-wrong = decisions: WRONG: { $why }
verify-decisions-note = decisions: { $why }
verify-ok = OK
verify-failed = FAILED

# unwinnable: $side white | black, $line the moves (SAN, numbered)
unwinnable-side = { $side ->
    [white] white
   *[black] black
}
unwinnable-mate-now = { unwinnable-side } can mate: the position is checkmate already
unwinnable-can-mate = { unwinnable-side } can mate: { $line }
unwinnable-cannot = { unwinnable-side } cannot mate by any series of legal moves
unwinnable-undecided = { unwinnable-side }: undecided (the arbiter decides)

# round, key, check-config, calibrate, diag
round-set = round set in { $path }
round-journal = the game is journaled in { $path }
round-journal-exists = the game is journaled in { $path } (it exists: the daemon goes on with it)
round-restart = restart the daemon to begin it: `sudo systemctl restart jadoube`
round-hall-first = the hall's pairing in { $path } comes before the round file: the board keeps to the hall's games until that file is removed
round-show-journal = journal: { $path }
key-made = made the board's key: { $secret } (private, mode 0600) and { $public }
key-public = public key:  { $key }
key-fingerprint = fingerprint: { $key }
key-list-line = for the organiser's list of boards (`jadoube verify --keys FILE`):
check-config-head = effective configuration of { $path }
calibrate-written = Calibration written to { $path }.

# export: $file, $why
pgn-not-verified = THE JOURNAL OF THIS GAME DOES NOT VERIFY ({ $why }): what follows is not evidence.
export-skipped = { $why }: skipped
export-not-verified = { $file }: { $why } (exported all the same; see the summary)
export-no-game = no game in { $where }
export-no-game-round = no game of round { $round } in { $where }
export-the-files = the files given
hall-line-header = { $software } from { $start }, { $rules }

# The hall's page (src/hall/static): $n a number, $board a board's name.
hall-title = jadoube hall
hall-language = Language
hall-live = live updates
hall-alerts-region = alerts
hall-boards-region = boards
hall-counts = Boards: { $boards } · alerts: { $alerts } · silent: { $silent } · sensor faults: { $faults }
hall-alerts = Alerts:
hall-board = Board { $board }
hall-round-pgn = Round { $round }: PGN
hall-offline-since = offline since { $since }
hall-badge-silent = silent
hall-badge-sensors = sensors
hall-badge-alert = ALERT
hall-badge-restore = restore
hall-behind = lines on their way
hall-no-game = no game yet
hall-to-move = { side } to move
hall-illegal = { side }: illegal move
hall-acknowledged = acknowledged at the board
hall-all-boards = ← all boards
hall-screen-caption = The board's screen, as the hall draws it:
hall-screen-alt = the board's screen
hall-collect = Collect the journal now
hall-asked = asked; the board sends it
hall-not-connected = the hall is not connected to the broker
hall-journals = Journals collected
hall-verified = verified
hall-not-verified = NOT verified
hall-bytes = { $n } bytes
hall-decisions = Game { $game }: decisions
hall-history = Alert history
hall-broker-up = broker connected
hall-broker-down = broker NOT connected since { $since }
hall-page-down = this page has NOT reached the hall since { $since }
hall-age-s = { $n } s
hall-age-min = { $n } min
hall-age-h = { $n } h
hall-link-unknown = the board's link is unknown while the broker is away
hall-online = the board is connected; the age of its last message
hall-raised = raised { $since }
hall-acknowledged-at = acknowledged { $since }
hall-restored-at = restored { $since }
hall-cleared-at = cleared { $since }
hall-ended-at = ended with the game { $since }
hall-heard-at = the hall heard it at { $since }
hall-open = still open
hall-dismiss = Dismiss
hall-badge-unverified = unverified

hall-signin = Sign in
hall-user = Name
hall-password = Password
hall-signin-failed = Wrong name or password.
hall-signin-locked = Too many failed attempts: try again in { $n } seconds.
hall-signout = Sign out

# The round from the pairing program on the hall's page (round.js).
hall-rt-link = Round
hall-rt-title = Round { $round }
hall-rt-none = No round is loaded.
hall-rt-loaded = { $file }, loaded { $at } by { $by }
hall-rt-load = Load the pairings
hall-rt-file = Pairing file (TRF or CSV)
hall-rt-paste = or paste it here
hall-rt-list = The pairing engine's list of pairs (optional)
hall-rt-round = Round (needed with a CSV or a list)
hall-rt-boards = Board names at the hall (optional, one `N NAME` per line)
hall-rt-loaded-ok = Loaded: { $n } boards; each board is sent its pairing.
hall-rt-refused = Refused:
hall-rt-col-board = Board
hall-rt-col-players = Players
hall-rt-col-status = Result, and how it came
hall-rt-col-result = Entered at the hall
hall-rt-col-checks = To look at
hall-rt-col-enter = Arbiter's result
hall-rt-sent = sent, waiting for the board
hall-rt-on-board = on the board
hall-rt-entry = { $result } entered by { $by } at { $at }
hall-rt-enter = Enter
hall-rt-missing = Results missing: { $boards }
hall-rt-complete = Every board has its result.
hall-rt-download-trf = Results as TRF
hall-rt-download-csv = Results as CSV
hall-rt-download-pgn = The round's PGN
calibrate-start = Calibrating { $what }.
calibrate-remove = Remove every piece from the board, then press Enter.
calibrate-place = Clear the board, then place every { $piece } you have on it (any squares), and press Enter (or type `skip`).
calibrate-skipped = skipped
calibrate-level = { $piece }: { $mean } ({ $min }..{ $max }) on { $count ->
    [one] one square
   *[other] { $count } squares
}
calibrate-identity-ok = The pieces can be told apart: identity = true will work.
calibrate-identity-no = Identity will not work ({ $why }); occupancy will.
hall-stop-reason = { $code ->
    [end] end of trace
    [shutdown] shutdown
   *[other] { $why }
}
# A line's kind in a board's game on the hall page ($kind: the journal's).
hall-kind = { $kind ->
    [seal] sealed
    [flag] flag
    [result] result
    [new_game] new game
    [header] start
    [move] move
    [illegal] illegal
    [restored] restored
    [illegal_stands] stands
    [touch_move] touch-move
    [game_over] game over
    [sensor_fault] sensor fault
    [sensor_ok] sensors ok
    [start_position] start position
    [press_ignored] press ignored
    [press] press
    [adjust] j'adoube
    [ack] arbiter
    [restart] restart
    [stop] stop
   *[other] { $kind }
}
diag-stats = scans { $scans }  frames { $frames }  errors { $errors }  retries { $retries }  faults { $faults }  rate { $rate }/s (target { $target }/s)
diag-sensors-ok = sensors: ok
diag-sensors-fault = sensors: FAULT { $why }
diag-occupied = occupied (last good frame)
diag-raw = raw by square ({ $unit ->
    [levels] levels
    [codes] piece codes
   *[adc] ADC counts
} @ wiring position)
diag-clock-line = clock { $label } ({ $line }): { $state ->
    [pressed] PRESSED
   *[released] released
}, { $rises } presses, { $falls } releases
diag-clock-error = clock: cannot read the lines: { $why }
diag-clock-event = last clock event: { $what }
diag-led = led: { $what }
diag-square-leds = square leds: { $what }
# The hall's report on a journal a board sent ($other: a board's name).
hall-collect-damaged = damaged in transit: { $bytes } bytes with sha256 { $hash }, the board says { $sent } bytes with sha256 { $sent_hash }
hall-collect-other-board = sent by board { $board }, sealed by the key the list gives to { $other }
hall-collect-live-differ = live lines: { $differ } differ from the journal, { $missing } are not in it
hall-collect-live-same = live lines: the { $count } lines shown live are in the journal, byte for byte
hall-collect-other-journal = another journal named { $file } is held already: this one is { $name }

## Evidence (issue 28): the journal's end, the game verified

verify-encoding = not as the board wrote it: { $why }
verify-game = game: { $event }, round { $round }, board { $board }: { $white } - { $black }
verify-evidence = evidence: lines 1 to { $count } (sealed)
verify-not-evidence = NOT evidence: lines { $from } to { $to } after the last seal (line { $line }) are not sealed: { $kinds }; anyone who could write the file could have written them
verify-tail-failed = unsealed tail: FAILED: { $why }
verify-time = time: { $from } to { $to } (UTC, the board's clock)
verify-result = result: { $result } ({ $why })
verify-result-none = result: none sealed (the game did not end on the board)
verify-end = end: { $end ->
    [game_over] complete: the game's end is sealed
    [confirmed] complete: ends at a sealed stop in mid-game, confirmed by { $by }
    [stop_mid_game] INCOMPLETE: ends at a stop in mid-game (a daemon stopped and not started again on this game, or the file was cut at that stop; the hall's receipt or --expect-last tells which)
    [no_stop] INCOMPLETE: ends at a seal without a stop (the daemon is running, or was killed or lost its power, or the file was cut at a seal)
    [for_pairing] complete: ends at a sealed stop before its game began, for the hall's pairing (the game is in the pairing's journal)
   *[unknown] not known (the journal does not verify)
}
verify-expected-failed = expected end: FAILED: { $why }
verify-expected-there = expected end: the journal ends there
verify-expected-reached = expected end: reached; { $count } line(s) follow it (written after it was recorded)
verify-ok-incomplete = OK, INCOMPLETE
key-none = { $path }: no key yet: `sudo jadoube key init --name BOARD` (or the daemon's first start with `jadoube run --first-boot`)

## jadoube round pairings|results (issue 30)
round-head = Round { $round }
round-board = board { $board }: { $white } - { $black }
round-bye = bye: { $name } ({ $kind })
round-bye-pairing = allocated by the pairing
round-bye-full = full point
round-bye-half = half point
round-bye-zero = absent, no point
round-status-no-board = no journal of this round names the board
round-status-not-started = not begun
round-status-playing = in play
round-by = result given by { $by }
# Who gave a result, after round-by's and round-corrected's "by".
round-by-board = the arbiter at the board
round-by-hall = { $name } at the hall
round-corrected = corrected { $from } → { $to } by { $by } at { $wall }
round-check-swapped = CHECK: the colours are swapped at the board
round-check-other = CHECK: the board's game is { $white } - { $black }
round-check-elsewhere = CHECK: these players' game is on board { $board }
round-check-entered = CHECK: the result entered at the hall is { $entered }, the journal's is { $journal }
round-open = no result yet on boards { $boards }
round-written = written: { $path }
round-hall-loaded = the round is in { $path }: the running hall sends each board its pairing within a second
round-unreadable = { $path }: cannot be read ({ $why }): no result from it
round-unverified = { $path }: not verified ({ $why }): no result from it
round-trf-needs-trf = --trf-out needs the pairings as a TRF (a CSV has no starting ranks); use --csv-out

# The board's tile in the hall when the daemon refused to start without its key.
board-no-key = no key: run `jadoube key init`

# The command line's --help (cli/help.rs): the abouts of the commands, clap's headings, the options.
cli-about = Arbiter daemon for electronic chessboards
cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-about-replay = Replay a trace (or a journal) through the engine and print its decisions
cli-about-demo = Play a bundled game with an illegal move on a simulated board
cli-about-unwinnable = Can a side still checkmate? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Validate a configuration file and print the effective configuration
cli-about-diag = Live view of the sensor grid, clock lines and LED, for bring-up
cli-about-calibrate = Record the magnets of each piece type for analog identity sensors
cli-about-render = Render a position (and an alert) to a PNG
cli-about-run = Run the daemon
cli-about-round = Start a round: the event, the round and the board for the journal
cli-about-round-start = Name the next game: the daemon journals it from its next start
cli-about-round-show = Print the game the daemon will journal
cli-about-round-pairings = Read a round's pairings (FIDE TRF, the pairing engine's list of pairs, or CSV) and print its boards
cli-about-round-results = The round table from the boards' journals, and the results written back as TRF or CSV for the pairing program
cli-about-verify = Check a journal: its hash chain, the board's seals, its unsealed end, its decisions, and whether it is complete. Exit status 0: verified and complete; 3: verified but incomplete; 1: not verified
cli-about-key = The board's key, which seals its journals: make it, print it
cli-about-key-init = Make the board's key in the state directory (an existing key is kept)
cli-about-key-show = Print the board's public key, its fingerprint, and the line for the organiser's list of boards
cli-about-export = Export the games of a round as PGN or JSON
cli-about-hall = The chief arbiter's dashboard: every board live, the broadcast PGN, the journals collected
cli-about-help = Print this message or the help of the given subcommand(s)
cli-help-help = Print help
cli-help-version = Print version
cli-help-lang = Language of the texts: en, es, pt, fr or de [default: the configuration's display.language, else the system locale, else en]
cli-help-config = The configuration file
cli-help-state-dir = The state directory (default: $STATE_DIRECTORY, else journal.dir)
cli-help-keys = The organiser's list of boards: a file of lines `NAME PUBKEY`; says which board sealed each journal
cli-help-key = The board's public key: 64 hex digits as `jadoube key show` prints them, or a file holding it (its `board-key.pub`). Repeat for several
cli-help-verify-files = Journal files
cli-help-verify-no-replay = Check the hash chain and the seals only, not the decisions (which are replayed from the recorded inputs by default)
cli-help-verify-expect-last = The journal must reach this end: the SHA-256 recorded when it was pulled or collected. A journal cut before it fails
cli-help-verify-receipt = The hall's receipt for the journal (read beside the journal when not given)

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = line 1 is not a journal header: { $why }
problem-altered = line { $line } was altered: { $why }
problem-removed-one = a line was removed before line { $line } (seq { $first })
problem-removed = { $count } lines were removed before line { $line } (seq { $first } to { $last })
problem-inserted = line { $line } was inserted: the line after it chains to the line before it
problem-decisions = the decisions do not follow from the inputs: { $why }
problem-empty = the file is empty: not a journal
problem-seal = the seal at line { $line } does not verify: { $why }
problem-header-not-sealed = line 2 is not the header's seal: a journal of format 2 is sealed from its first line
problem-unknown-key = the seal at line { $line } is by key { $key }, which is not among the keys given
problem-unsigned = the journal has no seal (journal format { $version }): which board wrote it cannot be checked
problem-encoding = { $what }: the board writes neither; the hashes and seals are over the bytes it wrote, so this copy cannot be checked: get the file as the board wrote it (copied as binary)
problem-unsealed-evidence = line { $line }, after the last seal, is { $what }: a daemon seals it at once, so this line was not sealed by the board and anyone could have written it
problem-unsealed-span = the unsealed lines { $first } to { $last } span { $seconds } s of engine time: a daemon seals at least every { $every } s
problem-bad-wall = line { $line }, after the last seal, has `wall` `{ $wall }`, which is not a time a daemon writes
problem-wrong-board = the seal at line { $line } is by the key the list gives to `{ $signer }`, but the journal's header names board `{ $board }` (a journal renamed, or a key copied to another board)
problem-cut = the journal does not reach the end expected (sha256 { $hash }): no line of it, and no length of the file up to a line's end, has that hash (cut off, or another journal)
