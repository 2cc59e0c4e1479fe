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
fault-dgt-uncertain = the clock may have been pressed while the DGT board was unplugged and the board is not one move on from the last move judged: more than one move may have been made; arbiter: set up the position of the last move judged (the screen shows it) or press the acknowledge button
fault-dgt-no-clock = no clock plugged into the DGT board: its lever gives the presses (press = "lever"); plug in the clock
fault-dgt-uncertain-window = the DGT board showed a legal move within the clock's delay, then a piece of the player who pressed was put down elsewhere: the press may have been made before or after it; arbiter: check, set up the position of the last move judged (the screen shows it) or press the acknowledge button
fault-dgt-uncertain-press = the DGT board cannot tell where the clock was pressed among the pieces moved within the clock's delay (or an update was lost, or the board unplugged), and that decides what is judged: nobody is penalised on a guess; arbiter: check, set up the position of the last move judged (the screen shows it) or press the acknowledge button
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
cli-hall-moved = the hall is its own program now: run `jadoube-hall` (package jadoube-hall, docs/hall.md)
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

# The help of every command's own options (cli/help.rs: cli-help-COMMAND-OPTION, else cli-help-OPTION),
# of the values of an option (cli-value-COMMAND-OPTION-VALUE, else cli-value-OPTION-VALUE), and what clap adds.
cli-values = Possible values
cli-default = default
cli-about-hall-user = The page's accounts (DATA/users): add, remove, list
cli-about-hall-user-add = Add an account, or give one a new role and password. The password is read from the terminal, or from one line of standard input
cli-about-hall-user-remove = Remove an account (its sessions end at once)
cli-about-hall-user-list = The accounts and their roles
cli-help-replay-trace = The trace file (docs/trace-format.md), or a journal (its inputs are replayed and the decisions checked against the recorded ones)
cli-help-format = How to print the decisions
cli-value-format-text = One line per decision, for people
cli-value-format-jsonl = One JSON object per line (the conformance contract)
cli-help-replay-rules = Rule set (overrides the trace's `rules` line): a built-in one, or one of the `--config` file's `[[rules.custom]]`
cli-help-supervision = Who acts on an illegal move (overrides the trace's `supervision` line)
cli-value-supervision-full = Every completed illegal move is corrected, however late (standard play; rapid under A.4; blitz under B.2)
cli-value-supervision-claim = A.5.2: the illegal move stands once the opponent has completed a move without it being corrected
cli-help-sensor = What the sensors tell (overrides the trace's `sensor` line)
cli-value-sensor-occupancy = "A magnet is here": one bit per square
cli-value-sensor-identity = Which piece stands on each square
cli-help-clock = The chess clock's press lines (overrides the trace's `clock` line)
cli-value-clock-single = One press line: each press ends the move of the side to move
cli-value-clock-dual = A line per side: a press tells which side pressed
cli-help-inputs = Also print the inputs: lifts, drops and presses
cli-help-replay-config = A configuration file whose organiser-defined rule sets (`[[rules.custom]]`) `--rules` and the trace may name
cli-help-replay-scan-hz = Scan rate of the simulated scanner, in Hz
cli-help-replay-screens = Write the arbiter's screen as a PNG per decision into this directory, which must be new or empty (a directory with files in it is refused, so that the pictures are all of this run)
cli-help-screen-size = Size of the screens, `WIDTHxHEIGHT`
cli-help-demo-screens = Where to write the arbiter's screens as PNGs: a new or empty directory (one with files in it is refused, so that the pictures are all of this run). Default: a `jadoube-demo` directory in the system's temporary directory, emptied of the last demo's pictures
cli-help-demo-plain = Plain ASCII screens, without colours (the default when standard output is not a terminal, or NO_COLOR is set)
cli-help-demo-speed = How fast the simulated board plays: a factor (1 = real time) or `max`
cli-help-unwinnable-fen = The position: a FEN (quoted, or as separate words; the move counters may be left out), or `startpos`. Any board with one king of each colour is answered, also one no legal game reaches (an illegal move that stood can leave one): the answer then says so. No king, or two of a colour: refused with exit status 2
cli-help-unwinnable-winner = The side whose mating chances are asked (both when absent)
cli-value-winner-white = Can White still checkmate?
cli-value-winner-black = Can Black still checkmate?
cli-help-unwinnable-press = The bounded analysis of a decisive ruling at the clock press (Art. 7.5.5): what the board itself would answer; at most about a second per side. The default
cli-help-unwinnable-quick = The quick analysis the board runs after every move (dead positions, Art. 5.2.2): a few microseconds, finds no mates, so often "undecided"
cli-help-unwinnable-full = The full analysis: decides far more, up to about ten seconds on composed positions
cli-help-unwinnable-format = `text`: a sentence per side; `json`: one object per side and line
cli-value-unwinnable-format-text = A sentence per side, the mating line in SAN with the moves numbered
cli-value-unwinnable-format-json = One JSON object per side and line: winner, verdict, line
cli-help-check-config-file = The file to check (default: /etc/jadoube/jadoube.toml)
cli-help-check-config-config = Same as FILE
cli-help-diag-config = The configuration file
cli-help-diag-fake = Replay recorded bus bytes (in a loop) instead of opening the devices
cli-help-diag-record = Write every reply of the buses to FILE, to replay with --fake
cli-help-diag-once = Print one view, without screen control codes, and exit
cli-help-diag-scans = Stop after this many scans (with --once: print after them; default 1)
cli-help-diag-led-test = Cycle the status LED through its patterns and light the square LEDs one square at a time
cli-help-calibrate-config = The configuration (its [sensor.mcp3008] names the ADCs and the file)
cli-help-calibrate-output = Where to write the calibration (default: sensor.mcp3008.calibration)
cli-help-calibrate-samples = Scans averaged per step
cli-help-calibrate-fake = Replay recorded bus bytes instead of opening the devices
cli-help-render-fen = The position (a FEN, a piece placement, or `startpos`)
cli-help-render-diff = The piece placement physically on the board: marks every square that differs and lists the steps to put the position back
cli-help-render-alert = An event as `replay --format jsonl` prints it (usually `illegal`); several, one per line, are applied in order
cli-help-render-size = Canvas size in pixels (800x480, as `replay --screens`, `demo` and the daemon's default screen)
cli-help-render-orientation = Which side is at the bottom of the diagram
cli-value-orientation-white = White at the bottom
cli-value-orientation-black = Black at the bottom
cli-help-render-rules = The rule set named on the screen
cli-help-render-visibility = Who may see alerts (laws.md section 7)
cli-value-visibility-always = Alerts on the one screen, for everyone
cli-value-visibility-after-button = Alerts shown once the arbiter has pressed the button
cli-value-visibility-second-output = Alerts only on the arbiter's own screen
cli-help-render-audience = Whose screen to draw
cli-value-audience-arbiter = The arbiter's screen: alerts, penalties, restore steps
cli-value-audience-players = The players' screen, as `--visibility` lets them see it
cli-help-render-text = Also print the screen as plain text
cli-help-render-output = The PNG file to write
cli-help-run-config = The configuration file [default: /etc/jadoube/jadoube.toml; with --sim, only if it exists]
cli-help-run-state-dir = Where the journals live [default: $STATE_DIRECTORY, else journal.dir; with --sim, a jadoube-sim directory in the temporary directory]
cli-help-run-sim = Run on a trace instead of the hardware: a simulated board and clock play it, every output live. The game's settings come from the trace's header (as in `replay`)
cli-help-run-fake = Run the live daemon on fake buses that replay FILE in a loop (a recording as `diag --record` writes it) instead of the board's devices: the configuration's wiring, clock lines and LED, without a board (for trying a configuration, and for measurements)
cli-help-run-speed = How fast the simulation runs: a factor (1 = real time) or `max`
cli-help-run-screens = Screen outputs, instead of the configuration's `[screen] outputs` (repeat for several). With --sim the default is none
cli-value-screens-fbdev = The Linux framebuffer (`screen.fb_device`, an HDMI or SPI display)
cli-value-screens-png = A PNG file per screen change, in `--png-dir`
cli-value-screens-terminal = Text on standard output (colours on a terminal, unless NO_COLOR)
cli-value-screens-none = No screen
cli-help-run-png-dir = Where the `png` output writes [default: screen.png_dir, else STATE_DIR/png]
cli-help-run-screen-size = Size of the PNG and terminal screens, `WIDTHxHEIGHT`
cli-help-run-print = Print the decisions on standard output
cli-value-print-text = { cli-value-format-text }
cli-value-print-jsonl = { cli-value-format-jsonl }
cli-help-run-print-screens = With --print text: also the arbiter's screen as text after each alert (`ansi` or `plain`)
cli-value-print-screens-ansi = With colours (ANSI escape codes)
cli-value-print-screens-plain = Plain ASCII, for logs and pipes
cli-help-run-inputs = With --print: also lifts, drops and presses
cli-help-run-report = Write the measured figures (latency, memory, CPU) as JSON here at the end
cli-help-run-sim-wall = Sim mode: the wall-clock time of trace time 0 (RFC 3339, UTC), for journals that are the same on every run
cli-help-run-first-boot = The board's first start: make its key if the state directory has none (as `jadoube key init`). Without it the daemon refuses to start without its key (a simulation makes its own)
cli-help-round-start-event = The event (the PGN `Event` tag; part of the journal's file name)
cli-help-round-start-round = The round (the PGN `Round` tag), such as `3` or `3.1`
cli-help-round-start-board = Which board of the hall (1, 2, …)
cli-help-round-start-white = White's name, as the PGN writes it (`Surname, Given`)
cli-help-round-start-black = Black's name, as the PGN writes it (`Surname, Given`)
cli-help-round-start-site = Where the game is played (the PGN `Site` tag)
cli-help-round-pairings-file = The pairing program's file: a TRF (.trf, .trfx, .txt) or a CSV (`board, white, black[, white_id, black_id, white_rating, black_rating]`)
cli-help-round-pairings-list = With a TRF: the pairing engine's list of pairs (`JaVaFo` or `bbpPairings -p`), giving the boards in order
cli-help-round-pairings-round = The round [default: with a TRF, the round paired without results; needed with --list or a CSV]
cli-help-round-results-file = { cli-help-round-pairings-file }
cli-help-round-results-list = { cli-help-round-pairings-list }
cli-help-round-results-round = { cli-help-round-pairings-round }
cli-help-round-results-journals = Where the boards' journals are (the hall's data directory, or journals pulled from the boards); searched recursively for *.jsonl
cli-help-round-results-trf-out = Write the pairing program's file with the round's results here (a TRF: the same file with the round's results; needs a TRF)
cli-help-round-results-csv-out = Write the results as CSV here (board, white, black, FIDE IDs, result, how)
cli-help-key-init-name = The board's name on the organiser's list [default: this machine's host name]
cli-help-export-journals = Journals to export [default: every *.jsonl in the state directory]
cli-help-export-round = Only this round
cli-help-export-format = What to write (repeat for both) [default: pgn and json]
cli-value-export-format-pgn = A PGN file per game
cli-value-export-format-json = A JSON summary per round
cli-help-export-output = Where to write [default: STATE_DIR/export]
cli-help-hall-broker = The broker, HOST:PORT
cli-help-hall-prefix = The tournament's topic prefix (the boards' `hall.prefix`)
cli-help-hall-data-dir = Where the hall keeps the games and the collected journals
cli-help-hall-listen = The page's address (0.0.0.0:8080 for the arbiters' phones on the hall's network)
cli-help-hall-broadcast-listen = The spectators' broadcast (PGN of each round, for broadcast sites), on an address of its own: the arbiters' page need not be exposed
cli-help-hall-ca = TLS to the broker: its CA (PEM)
cli-help-hall-cert = The hall's client certificate and key (PEM), with --ca
cli-help-hall-key = The private key of --cert (PEM)
cli-help-hall-username = A user name, with the file of its password
cli-help-hall-password-file = The file holding the password of --username
cli-help-hall-keys = The organiser's list of boards (lines `NAME PUBKEY`, as `verify --keys` reads it): the journals collected are checked against it
cli-help-hall-page-cert = The page's certificate chain (PEM), with --page-key. Without it the hall makes one in DATA/tls/ on its first start, keeps it, and logs its fingerprint
cli-help-hall-page-key = The private key of --page-cert (PEM)
cli-help-hall-page-names = Another host name or address for the self-made certificate (the hall's address on the hall's network); repeatable
cli-help-hall-insecure-http = Serve the page over plain HTTP, without TLS: for tests, or behind a TLS proxy on the same machine. Never the default
cli-help-hall-user-add-name = The account's name (ASCII letters, digits, `-`, `_`, `.`)
cli-help-hall-user-add-role = What the account may do
cli-value-role-chief = The chief arbiter: sees the page and acts
cli-value-role-deputy = A deputy arbiter: the same actions as the chief
cli-value-role-viewer = Sees the page, acts on nothing
cli-help-hall-user-data-dir = The hall's data directory (`jadoube-hall --data-dir`)
cli-help-hall-user-add-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-remove-name = The account's name
cli-help-hall-user-remove-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-list-data-dir = { cli-help-hall-user-data-dir }
cli-about-hall-pairings = Load a round's pairings (FIDE TRF, the pairing engine's list of pairs, or CSV) into the hall: the running hall sends each board its game
cli-help-hall-pairings-boards = Board numbers to the boards' names at the hall: lines `N NAME` [default: the board whose game names board N, else the board named N]
cli-help-hall-pairings-file = { cli-help-round-pairings-file }
cli-help-hall-pairings-list = { cli-help-round-pairings-list }
cli-help-hall-pairings-round = { cli-help-round-pairings-round }
cli-help-hall-pairings-data-dir = { cli-help-hall-user-data-dir }

# clap's errors on the command line (cli/clap_words.rs); `arg` is an option as typed (`--lang <LANG>`).
cli-error = error
cli-error-unknown-argument = unexpected argument `{ $arg }` found
cli-error-value-required = a value is required for `{ $arg }` but none was supplied
cli-error-invalid-value = invalid value `{ $value }` for `{ $arg }`
cli-error-invalid-subcommand = unrecognized subcommand `{ $name }`
cli-error-missing-required = the following required arguments were not provided:
cli-error-missing-subcommand = `{ $name }` requires a subcommand but one was not provided
cli-error-repeated = the argument `{ $arg }` cannot be used multiple times
cli-error-conflict = the argument `{ $arg }` cannot be used with `{ $other }`
cli-error-conflict-others = the argument `{ $arg }` cannot be used with one or more of the other arguments given
cli-error-too-many-values = unexpected value `{ $value }` for `{ $arg }` found; no more were expected
cli-error-number-of-values = { $n } values required for `{ $arg }`, but { $count ->
    [one] { $count } was given
   *[other] { $count } were given
}
cli-error-no-equals = an equal sign is needed to give a value to `{ $arg }`
cli-error-invalid-utf8 = an argument is not valid UTF-8
cli-error-similar-argument = tip: a similar option exists: `{ $similar }`
cli-error-similar-subcommand = tip: a similar command exists: `{ $similar }`
cli-error-similar-value = tip: a similar value exists: `{ $similar }`
cli-error-more = For more information, try `{ $help }`.

# The errors that end a command (cli/error_words.rs): a trace's line (trace::TraceWhy), a configuration
# (config::ConfigError, ConfigWhy), a file (error::IoError's operation, the system's io::ErrorKind).
# English is said by the library itself; these are its words, for the translations.
list-or = { $a } or { $b }
trace-at-line = line { $line }: { $why }
trace-why-not-utf8 = not UTF-8 text
trace-why-header-after-timed = header line `{ $key }` after the first timed line
trace-why-header-again = header `{ $key }` given again (first at line { $first }): a trace gives each header once
trace-why-bad-time = time { $why }
trace-why-beyond-week = time { $time } is beyond 7 days (604800 s): a game does not last a week
trace-why-time-backwards = time { $time } is earlier than the line before ({ $before })
trace-why-after-end = a timed line after `end` (line { $end }): `end` is the last line of a trace
trace-why-no-verb = a verb is missing after the time
trace-why-unknown-verb = unknown verb `{ $verb }`: expected lift, drop, occ, board, press, ack, adjust, flag, result or end
trace-why-unexpected = { $what }: unexpected `{ $extra }`
trace-why-missing-square = { $verb }: a square is missing (a1 .. h8)
trace-why-not-square = { $verb } `{ $text }`: not a square (a1 .. h8, lower case)
trace-why-not-piece = drop { $square } `{ $letter }`: not a piece letter (PNBRQK white, pnbrqk black)
trace-why-missing-hex = occ: 16 hex digits are missing
trace-why-bad-hex = occ `{ $text }`: expected exactly 16 hex digits
trace-why-missing-placement = board: the piece placement is missing
trace-why-bad-placement = board `{ $text }`: { $why }
trace-why-bad-press-side = press `{ $value }`: expected `white`, `black` or nothing
trace-why-bad-side = { $verb } `{ $value }`: expected `white` or `black`
trace-why-missing-side = { $verb }: the side is missing (`white` or `black`)
trace-why-bad-result = result `{ $value }`: expected `1-0`, `0-1` or `1/2-1/2`
trace-why-missing-result = result: the result is missing (`1-0`, `0-1` or `1/2-1/2`)
trace-why-missing-value = { $key }: a value is missing
trace-why-missing-start = start: a FEN or `startpos` is missing
trace-why-not-one-of = { $key } `{ $value }`: expected { $list }
trace-why-unknown-header = unknown header `{ $key }`: expected version, start, variant, rules, supervision, sensor or clock (or a time)
trace-why-bad-version = version `{ $text }`: expected MAJOR.MINOR, e.g. 1.0
trace-why-unread-version-one = the trace is format version { $version }; this jadoube reads { $first }
trace-why-unread-version = the trace is format version { $version }; this jadoube reads { $first } to { $last }
trace-why-unknown-rules = rules `{ $name }`: unknown rule set; expected one of { $list }
trace-why-bad-start = start: { $why }
trace-why-lift-empty = lift { $square }: the square is already empty
trace-why-drop-occupied = drop { $square }: the square is already occupied
trace-why-drop-needs-piece = drop { $square }: a piece letter is required with sensor identity
trace-why-occ-with-identity = occ: with sensor identity the frame does not say which pieces stand on { $squares }; use `board`
trace-why-press-which-side = press: which side? `press white` or `press black` with clock dual
config-at-line-column = line { $line }, column { $column }
config-at-line = line { $line }
config-at-key = key `{ $key }`
config-why-unreadable = cannot read the configuration: { $why }
config-why-not-utf8 = not UTF-8 text (bytes { $bytes }): save the file as UTF-8
config-why-unknown-key = unknown field `{ $name }`, expected one of { $list }
config-why-unknown-value = unknown variant `{ $value }`, expected one of { $list }
config-why-wrong-type = invalid type: { $found }, expected { $expected }
config-why-missing-key = missing field `{ $name }`
config-rule-out-of-range = { $unit ->
    [ms] { $value } ms is out of range: { $min } to { $max }
    [debounce] { $value } ms is out of range: { $min } to { $max } (20 ms or less is sensor noise, 60 ms or more is a real lift or drop)
    [spi-bus] { $value } is out of range: SPI buses { $min } to { $max } (/dev/spidev{ $min }.* to /dev/spidev{ $max }.*)
    [chip-select] { $value } is out of range: chip selects { $min } to { $max }
    [chips] { $value } is out of range: { $min } to { $max } chips (8 inputs each, 64 squares)
    [us-per-row] { $value } is out of range: { $min } to { $max } µs per row
    [scans-per-second] { $value } is out of range: { $min } to { $max } scans per second
    [seconds] { $value } is out of range: { $min } to { $max } seconds
    [scans] { $value } is out of range: { $min } to { $max } scans
    [counts] { $value } is out of range: { $min } to { $max } counts
    [Hz] { $value } is out of range: { $min } to { $max } Hz
   *[none] { $value } is out of range: { $min } to { $max }
}
config-not-in-file = not in the file: add it
config-rule-needs-name = a rule set needs a name
config-rule-builtin-name = `{ $name }` is a built-in rule set: choose another name
config-rule-name-taken = `{ $name }` is already the name of rules.custom[{ $other }]
config-rule-loses-at = must be 1 or more (the illegal move that loses), or left out
config-rule-debounce-scans = { $hz } scans per second leave { $period } ms between scans: the debounce of { $debounce } ms needs at least two scans
config-rule-other-table = this table is for sensor.kind = "{ $table }" but sensor.kind is "{ $kind }"
config-rule-matrix-table = sensor.kind = "matrix" needs a [sensor.matrix] table with `rows` and `columns`
config-rule-matrix-squares = { $rows } rows by { $columns } columns is fewer than 64 squares
config-rule-matrix-columns = at most 32 columns
config-rule-listed-twice = listed twice
config-rule-png-dir = the "png" output needs a directory
config-rule-second-output = "second_output" needs two outputs in screen.outputs, or "fbdev" and screen.arbiter_fb_device
config-rule-arbiter-fb = a second framebuffer needs "fbdev" in screen.outputs
config-rule-above-zero = must be above 0
config-rule-width-height = set width and height together
# The rest of the configuration's checks (issue 31, en-13; helper lang5).
config-rule-unknown-rules = unknown rule set `{ $name }`, expected one of { $list }
config-rule-mcp23017-chips = { $chips } chips have { $inputs } inputs: 64 squares need at least 4
config-rule-mcp23017-address = { $address } is not an MCP23017 address: 0x20 to 0x27 (set by pins A2 A1 A0)
config-rule-mcp23017-twice = { $address } is already the address of addresses[{ $other }]
config-rule-dgt-device-empty = a serial device such as "/dev/serial/by-id/usb-…", or "auto"
config-rule-dgt-device-path = `{ $device }`: an absolute path such as "/dev/ttyACM0", or "auto"
config-rule-dgt-clock-white = with press = "lever": which side of the clock, seen from its display, is White's: "left" or "right"
config-rule-dgt-clock-white-gpio = is for press = "lever"; with press = "gpio" the [clock] lines tell the side
config-rule-dgt-debounce = a DGT board debounces its own squares: leave game.debounce_ms out (it is { $debounce } ms with a DGT board)
config-rule-mcp3008-table = sensor.kind = "mcp3008" needs a [sensor.mcp3008] table with `adcs`
config-rule-mcp3008-adcs = { $adcs } ADCs have { $channels } channels: 64 squares need at least 8
config-rule-mcp3008-twice = { $device } is already adcs[{ $other }]
config-rule-mcp3008-clock = { $hz } Hz is too fast: an MCP3008 runs at 3.6 MHz at most (1.35 MHz at 2.7 V)
config-rule-mcp3008-thresholds = { $off } must be above 0 and below threshold_on ({ $on }): the gap is the hysteresis
config-rule-clock-lever = the presses come from the DGT clock's lever (sensor.dgt.press = "lever"); press lines are for press = "gpio"
config-rule-clock-single = is for game.clock = "dual"; with game.clock = "single" set clock.line
config-rule-clock-dual = is for game.clock = "single"; with game.clock = "dual" set clock.white and clock.black
config-rule-clock-dual-lines = game.clock = "dual" needs clock.white and clock.black (one press line per side)
config-rule-led-pattern = on_ms and off_ms are 0 to 60000 ms
config-rule-ws2812-latch = a WS2812 strip has no latch line (that is for kind = "shift_register")
config-rule-ws2812-clock = { $hz } Hz: WS2812 timing over SPI needs exactly { $needed } Hz (or leave it out)
config-rule-hc595-latch = a 74HC595 chain needs its latch line (RCLK)
config-rule-no-output = at least one of "fbdev", "png", "terminal"
config-rule-spi-mode = { $mode } is not an SPI mode: 0, 1, 2 or 3
config-rule-spi-twice = { $device } is already used by { $by }{ $default ->
    [yes] {" "}(its default, not set in this file)
   *[no] {""}
}
config-rule-bus-pin-twice = { $pin } is GPIO{ $gpio } (pin { $header }), already { $other } of { $by }{ $default ->
    [yes] {" "}(its default, not set in this file)
   *[no] {""}
}
config-rule-bus-pin-line = { $pin } is GPIO{ $gpio } (pin { $header }), already used by { $by }{ $default ->
    [yes] {" "}(its default, not set in this file)
   *[no] {""}
}
config-rule-line-on-bus = line { $line } ({ $alias ->
    [yes] GPIO{ $gpio }, pin { $header }
   *[no] pin { $header }
}) is { $pin } of { $by }{ $default ->
    [yes] {" "}(its default, not set in this file)
   *[no] {""}
}: choose a free line
config-rule-line-twice = line { $line } is already used by { $by }{ $same ->
    [no] {" "}(as { $other })
   *[yes] {""}
}{ $default ->
    [yes] {" "}(its default, not set in this file)
   *[no] {""}
}
config-rule-host-port = `{ $value }` is not HOST:PORT, such as "hall.local:1883"
config-rule-board-name = `{ $value }` { $why ->
    [empty] must not be empty
    [long] is too long (64 characters at most)
    [dot] must not begin with `.`
   *[letters] must be ASCII letters, digits, `-`, `_` or `.`
}
config-rule-topic = `{ $value }` { $why ->
    [empty] must not be empty
    [wildcard] must not contain the MQTT wildcards `+` and `#`
    [slash] must not contain `/`
    [empty-level] must not begin or end with `/`, nor contain `//`
    [dollar] must not begin with `$` (the broker's own topics)
   *[long] is too long (200 bytes at most)
}
config-rule-tls-pair = a client certificate needs both `cert` and `key`
config-rule-password-file = a user name needs the file of its password
config-rule-username = a password file needs a user name
config-rule-mapping-rotate = { $value } is not a quarter turn: 0, 90, 180 or 270
config-rule-mapping-positions = the wiring has { $positions } positions, fewer than 64 squares
config-rule-mapping-entries = { $entries } entries for a wiring of { $positions } positions: one square (or "-") per position
config-rule-mapping-not-square = `{ $name }` is not a square: a1 to h8, or "-" for an unused position
config-rule-mapping-square-twice = { $square } is already position { $other } (squares[{ $other }])
config-rule-mapping-missing = no position for { $square }: each of the 64 squares needs one
config-rule-not-fen = `{ $fen }` is not a FEN: { $part ->
    [board] invalid board part in fen
    [pocket] invalid pocket in fen
    [turn] invalid turn part in fen
    [castling] invalid castling part in fen
    [ep] invalid ep square in fen
    [checks] invalid remaining checks in fen
    [halfmove] invalid halfmove clock in fen
    [fullmove] invalid fullmove part in fen
   *[fen] invalid fen
}
config-rule-not-playable = `{ $fen }` is not a playable position: { $why }
config-fen-empty = the board is empty
config-fen-no-king = { $side ->
    [white] White
   *[black] Black
} has no king
config-fen-kings = { $side ->
    [white] White
   *[black] Black
} has { $count } kings ({ $squares })
config-fen-back-rank = a pawn on the first or last rank ({ $squares }), where no pawn can stand
config-fen-kings-touch = the kings stand next to each other
config-fen-opposite-check = { $side ->
    [white] White is in check with Black to move
   *[black] Black is in check with White to move
}: the move just played cannot have left its own king in check
config-fen-impossible-check = { $side ->
    [white] White's
   *[black] Black's
} king is in a check that no single move could have given
config-fen-material = more material than a game can reach (more than 16 pieces of a colour, or more promoted pieces than missing pawns)
config-fen-castling = castling rights that the board does not allow (the king or the rook is not on its square)
config-fen-ep = the en passant square { $square } does not follow a double pawn step
config-fen-other = { $kinds }
config-line-not-a-line = `{ $text }` is not a GPIO line: expected a GPIO number as `gpioinfo` lists it, "GPIO0" to "GPIO27" (GPIO numbers are not header pin numbers: GPIO17 is header pin 11), a chip and offset such as "gpiochip0:17", or a line name the board's device tree gives (letters, digits, `_`, `-`, `.`; a letter first)
config-line-not-a-chip = `{ $text }`: `{ $chip }` is not a GPIO chip: expected a chip as `gpioinfo` lists it, such as "gpiochip0" (or "/dev/gpiochip0"), then `:` and an offset
config-line-offset = `{ $text }`: offset { $offset } is not a line of a Pi or of an add-on chip: the header's lines are offsets 0 to 27 of its chip (GPIO0 to GPIO27), an I/O expander's count from 0 (at most { $max } here)
config-line-ambiguous = `{ $text }` is ambiguous: write the GPIO number as "GPIO<n>", as `gpioinfo` lists it; { $gpiois ->
    [yes] "GPIO{ $gpio }" is GPIO{ $gpio }, on header pin { $gpiopin }
   *[no] there is no GPIO{ $gpio } (the header has GPIO0 to GPIO27)
}; { $pinis ->
    [gpio] header pin { $pin } is GPIO{ $pingpio }
    [power3] header pin { $pin } is 3.3 V power, not a GPIO line
    [power5] header pin { $pin } is 5 V power, not a GPIO line
    [ground] header pin { $pin } is ground, not a GPIO line
   *[none] the header has no pin { $pin } (it has pins 1 to 40)
}
config-line-pin = `{ $text }`: lines are named by GPIO number, not by header pin: { $pinis ->
    [gpio] header pin { $pin } is GPIO{ $pingpio }: write "GPIO{ $pingpio }"
    [power3] header pin { $pin } is 3.3 V power, not a GPIO line
    [power5] header pin { $pin } is 5 V power, not a GPIO line
    [ground] header pin { $pin } is ground, not a GPIO line
   *[none] the header has no pin { $pin } (it has pins 1 to 40)
}
config-line-gpio-spelling = `{ $text }`: write "GPIO{ $gpio }", as `gpioinfo` lists it{ $case ->
    [yes] {" "}(names are case-sensitive)
   *[no] {""}
}; GPIO{ $gpio } is on header pin { $header }
config-line-no-such-gpio = `{ $text }` cannot exist: the 40-pin header has GPIO0 to GPIO27 (GPIO numbers, not header pins: GPIO17 is header pin 11)
config-line-function = `{ $text }` is not a line: did you mean "{ $name }" (GPIO{ $gpio }, header pin { $header })?
config-syntax-error = TOML syntax error
config-syntax-invalid = invalid { $what ->
    [array] array
    [date-time] date-time
    [time] time
    [time-offset] time offset
    [inline-table] inline table
    [key] key
    [integer] integer
    [hex-integer] hexadecimal integer
    [octal-integer] octal integer
    [binary-integer] binary integer
    [float] floating-point number
    [basic-string] basic string
    [unicode-4] unicode 4-digit hex code
    [unicode-8] unicode 8-digit hex code
    [escape] escape sequence
    [ml-basic-string] multiline basic string
    [literal-string] literal string
    [ml-literal-string] multiline literal string
    [table-header] table header
   *[string] string
}
config-syntax-expected = expected { $list }
config-syntax-newline = newline
config-syntax-digit = digit
config-syntax-leading-digit = leading digit
config-syntax-duplicate-key-root = duplicate key `{ $key }` in document root
config-syntax-duplicate-key = duplicate key `{ $key }` in table `{ $table }`
config-syntax-dotted-key = dotted key `{ $key }` attempted to extend non-table type ({ $found })
config-syntax-out-of-range = value is out of range
config-syntax-too-deep = recursion limit exceeded
config-syntax-too-large = number too large to fit in target type
config-syntax-too-small = number too small to fit in target type
config-syntax-invalid-digit = invalid digit found in string
# The end of lang5's block.
cli-unknown-rules = --rules { $name }: unknown rule set; expected one of { $list }
cli-why-unknown-language = unknown language `{ $value }`: expected en, es, pt, fr, de
cli-why-not-size = `{ $value }` is not WIDTHxHEIGHT
cli-why-not-width = `{ $value }` is not a width in pixels
cli-why-not-height = `{ $value }` is not a height in pixels
cli-why-not-speed = `{ $value }` is not a speed: a factor such as 1, 10 or 0.5, or `max` (0 also means max)
cli-why-size-limits = { $value }: width and height must be 16 to 8192 pixels
io-read = cannot read { $path }
io-write = cannot write { $path }
io-create = cannot create { $path }
io-open = cannot open { $path }
io-list = cannot list { $path }
io-not-found = No such file or directory
io-permission-denied = Permission denied
io-already-exists = File exists
io-is-a-directory = Is a directory
io-not-a-directory = Not a directory
io-directory-not-empty = Directory not empty
io-read-only = Read-only file system
io-storage-full = No space left on device
io-invalid-data = invalid data
io-unexpected-eof = the file ends too early
io-timed-out = timed out
io-interrupted = interrupted

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

# Why a problem of `verify` (journal::why_words, what_words): what it carries from deeper down.
why-not-journal-line = it is not a journal line ({ $why })
why-no-complete-line = the file has no complete line ({ $bytes } bytes without a newline)
why-other-record = it is a `{ $name }` line
why-other-format = format `{ $format }`, not `{ $expected }`
why-newer-version = journal format version { $version } is newer than this jadoube reads ({ $reads })
why-not-daemon-settings = its settings are not a daemon's: { $why }
why-header-start = the header must have seq 0 and a zero `prev`
why-another-hash = line { $line } records another hash for it
why-seq-does-not-follow = seq { $seq } does not follow { $prev }
why-not-sealed-by = the lines before it are not those key { $key } sealed (rewritten and hashed again?), or the seal is not by that key
why-not-produced = line { $line }: the recorded `{ $kind }` is not produced by the replay
why-differs = line { $line }: recorded { $recorded }, the replay gives { $produced }
why-unreadable = line { $line }: { $why }
what-not-journal-line = a line that is not a journal line
what-event = an event `{ $kind }`
what-record = a `{ $name }` line
what-bom = line 1 begins with a byte-order mark (BOM)
what-crlf = { $count } of its { $lines } lines end with CR LF (Windows line ends), from line { $from }

# lang6 (issue 31): OS errors by kind or number (cli/error_words::os), keys
# (journal::key_why_words), the hall's files and reports, who entered a result.
io-read-page-certificate = cannot read the page's certificate { $path }
io-read-page-key = cannot read the page's key { $path }
io-read-key-list = cannot read the list of keys { $path }
io-read-key = cannot read the key { $path }
io-kind-connection-refused = connection refused
io-kind-connection-reset = connection reset by the other side
io-kind-host-unreachable = host unreachable
io-kind-network-unreachable = network unreachable
io-kind-connection-aborted = connection aborted
io-kind-not-connected = not connected
io-kind-address-in-use = address already in use
io-kind-address-not-available = address not available on this machine
io-kind-network-down = the network is down
io-kind-broken-pipe = the other end was closed (broken pipe)
io-kind-would-block = the operation would block
io-kind-stale-handle = stale network file handle
io-kind-invalid-input = invalid argument
io-kind-write-zero = nothing could be written
io-kind-not-seekable = the file cannot be positioned (not seekable)
io-kind-quota-exceeded = disk quota exceeded
io-kind-file-too-large = file too large
io-kind-resource-busy = device or resource busy
io-kind-executable-busy = the file is a program being run
io-kind-deadlock = the operation would deadlock
io-kind-crosses-devices = a link or a rename across devices
io-kind-too-many-links = too many links
io-kind-invalid-filename = invalid file name
io-kind-argument-list-too-long = argument list too long
io-kind-unsupported = not supported on this system
io-kind-out-of-memory = out of memory
io-kind-no-device = no such device (unplugged, or not enabled)
io-kind-input-output = input/output error (the device or the card)
io-kind-too-many-open-files = too many open files
io-kind-not-a-terminal = not a device that takes this request
io-kind-bad-descriptor = bad file descriptor
io-kind-filesystem-loop = too many levels of symbolic links
io-kind-name-too-long = file name too long
io-kind-protocol = protocol error
io-kind-unnamed = system error { $code } (kind `{ $kind }`)
io-kind-code = system error { $code }
io-kind-other = an error of the system
io-refused-not-regular = { $path } is { $what ->
    [fifo] a FIFO (named pipe)
    [socket] a socket
    [device] a device
    [directory] a directory
    [link] a symbolic link
   *[other] not a regular file
}, not a regular file: refused (jadoube reads and writes only regular files; look at it, then remove it)
io-refused-too-long = { $path } is longer than { $max } bytes: refused
key-why-not-hex = not a public key (64 lower-case hex digits; { $chars } characters given)
key-why-not-ed25519 = 64 hex digits, but not an Ed25519 public key (a private key given by mistake? give board-key.pub, or what `jadoube key show` prints)
key-why-secret-key = this is a board's private key ({ $secret }), not a list of public keys: give { $public }, or the line `jadoube key show` prints; a private key must not leave the board
key-why-not-name-pubkey = expected `NAME PUBKEY` (a board's name, then its key as `jadoube key show` prints it)
key-why-same-key = the key of `{ $name }` is also the key of `{ $other }`
key-why-empty = no key in it (lines `NAME PUBKEY`)
key-why-at-line = line { $line }: { $why }
key-why-not-key = --key: { $why }, nor a file
verify-by-hall-receipt = the hall's receipt for these bytes (sha256 { $hash })
verify-by-receipt = the hall's receipt { $path } (sha256 { $hash })
hall-collect-cut-off = the journal ends before the last seal the hall saw live (seq { $seq }, sha256 { $hash }): cut off, refused
hall-collect-holds = the hall holds it: { $ok ->
    [yes] verified
   *[no] NOT verified
}
hall-collect-not-stored = the hall could not store it: { $why }
io-not-utf8 = { $path }: not UTF-8 text
hall-cannot-listen = cannot listen on { $addr }: { $why }
fen-not-fen = `{ $fen }` is not a FEN: { $why }
fen-not-playable = `{ $fen }` is not a playable position: { $why }
unwinnable-unreachable = note: no legal game reaches this position ({ $why }); the answer is for the board as it stands
key-not-public-of = { $path }: not the public key of { $secret }
hall-user-name-length = `{ $name }`: a name has 1 to 32 characters
hall-user-name-chars = `{ $name }`: a name is ASCII letters, digits, `-`, `_` and `.`
hall-user-password-short = a password has { $min } characters at least
hall-user-set = { $added ->
    [yes] added
   *[no] changed
} { $name } ({ $role }) in { $path }
hall-user-removed = removed { $name }
hall-user-none = no account { $name } in { $path }
hall-user-no-password = no password on standard input
hall-user-prompt = Password for { $name }:
hall-user-again = Again:
hall-user-differ = the two passwords differ
clip-more = … ({ $chars } more characters)
io-read-broker-ca = cannot read the CA certificate { $path }
io-read-client-certificate = cannot read the client certificate { $path }
io-read-client-key = cannot read the client key { $path }
io-read-broker-password = cannot read the MQTT password file { $path }
round-by-sim = the simulation

# trflang
trf-at-line = line { $line }: { $problem }
trf-short-player = a player line (001) shorter than its points (column 84)
trf-field = columns { $from }-{ $to } should hold { $what }, not { $found }
trf-what-points-example = points such as { $example }
trf-what-rank = a starting rank
trf-what-rating = a rating
trf-what-fide-id = a FIDE number
trf-what-points = points
trf-what-opponent = an opponent's starting rank
trf-what-colour = a colour (w, b or -)
trf-what-result = a result code (1 = 0 + - W D L H F U Z)
trf-rank-twice = starting rank { $rank } is given twice (the first on line { $first })
trf-unknown-opponent = round { $round }: the opponent { $opponent } is not a player of the file
trf-own-opponent = round { $round }: player { $player } plays himself
trf-asymmetric = round { $round }: player { $player } meets { $opponent } as { $colour }, but line { $other } does not have { $opponent } meeting { $player } with the other colour
trf-no-colour = round { $round }: the game { $player }-{ $opponent } has no colour (column { $column })
trf-no-players = the file has no player (no line starting with 001)
trf-no-open-round = no round to play: no round of the file has a game paired without a result; name the round, or give the pairing engine's list of pairs
trf-empty-round = round { $round } has no game in the file
trf-list = the list of pairs: { $why }
trf-results = the results: { $why }
trf-list-empty = empty: no number of pairs
trf-list-count = the first line should be the number of pairs, not { $found }
trf-list-two-ranks = two starting ranks per line, not { $found }
trf-list-not-rank = { $found } is not a starting rank
trf-list-not-player = { $rank } is not a player of the file
trf-list-twice = { $rank } is paired twice (first on line { $first })
trf-list-bye-first = a bye is written `rank 0`
trf-list-count-differs = says { $said } pairs, the list has { $has }
trf-results-no-rank = board { $board }: { $name } has no starting rank (a pairing not read from a TRF)
trf-results-not-player = board { $board }: { $rank } is not a player of the file
trf-colour-white = White
trf-colour-black = Black
trf-colour-none = no colour

## CSV and hall settings (lang7)
# The CSV reader's reasons (hall::pairings::CsvProblem, cli/hall_words.rs)
csv-at-line = line { $line }: { $problem }
csv-empty = empty: no game
csv-quote-open = a quote is not closed
csv-no-column = the header has no { $column ->
    [board] Board
    [white] White
   *[black] Black
} column (board, white and black are needed): { $header }
csv-not-number = { $what } { $found } is not a number
csv-what-board = the board
csv-what-name = the name
csv-what-white-id = White's FIDE number
csv-what-black-id = Black's FIDE number
csv-what-white-rating = White's rating
csv-what-black-rating = Black's rating
csv-board-out-of-range = no board number: { $found }
csv-no-board = no board number
csv-no-name = board { $board }: no name for { $side ->
    [black] Black
   *[white] White
}
csv-not-name = board { $board }: { $side ->
    [black] Black
   *[white] White
}'s name is not a name (control characters or over 100 characters)
csv-twice = board { $board } is given twice ({ $white } - { $black } before)
csv-no-game = no game
csv-not-rating = { $rating } is not a rating
# `jadoube round pairings|results`, and the hall's round (round_errors.rs)
round-csv-no-round = { $path }: a CSV names no round: give --round
round-list-no-round = { $path }: give --round with --list
hall-rt-pasted = pasted
round-hall-csv-no-round = { $path }: a CSV names no round: give the round
round-hall-list-no-round = { $path }: give the round with a list of pairs
round-hall-json = { $path }: { $why }
round-boards-line = boards line { $line }: { $why }
round-boards-form = should be `BOARD NAME` (the pairing's board number, the board's name at the hall)
round-boards-not-number = { $found } is not a board number
round-boards-name = the name { $why ->
    [empty] must not be empty
    [long] is too long (64 characters at most)
    [dot] must not begin with `.`
   *[letters] must be ASCII letters, digits, `-`, `_` or `.`
}
round-boards-twice = board { $board } is given twice
# The hall's settings (hall::setup::SetupError)
setup-no-certificate = { $path }: no PEM certificate{ $file ->
    [ca] {" "}in the CA certificate
    [client] {" "}in the client certificate
   *[page] {""}
}
setup-no-key = { $path }: no PEM private key
setup-refused = { $path }: { $why }
setup-tls = TLS: { $why }
setup-random = no random numbers: { $why }
setup-salt = a salt: { $why }
setup-hash = cannot hash the password: { $why }
setup-certificate-names = a certificate for { $names }: { $why }
setup-make-key = cannot make a key: { $why }
setup-make-certificate = cannot make a certificate: { $why }
setup-users-line = { $path } line { $line }: { $why }
setup-users-not-three = not `NAME ROLE HASH`
setup-users-name-length = `{ $name }`: a name has 1 to 32 characters
setup-users-name-chars = `{ $name }`: a name is ASCII letters, digits, `-`, `_` and `.`
setup-users-role = the role is chief, deputy or viewer
setup-users-not-phc = not a PHC hash: { $why }
setup-password-short = a password has { $min } characters at least
# rustls' reasons a certificate or key is refused, by kind
setup-rustls-key-mismatch = the private key is not the certificate's
setup-rustls-key-unknown = cannot tell whether the private key is the certificate's
setup-rustls-key-kind = a private key of a kind that cannot be used (`RSA`, `ECDSA` or `Ed25519` can)
setup-rustls-bad-encoding = the certificate is not well encoded (DER)
setup-rustls-expired = the certificate has expired
setup-rustls-not-valid-yet = the certificate is not valid yet
setup-rustls-bad-signature = the certificate's signature is wrong
setup-rustls-unsupported-signature = the certificate is signed with an algorithm that cannot be checked
setup-rustls-other = the TLS library refuses it: { $why }
## Board-side errors (lang8): --screens, the board's key files, the journal a restart finds, run --sim-wall, calibrate
screens-not-a-directory = --screens { $path }: not a directory
screens-unreadable = --screens { $path }: { $why }
screens-not-empty = --screens { $path }: the directory is not empty ({ $count } entries): give a new or empty one, so that the pictures are all of this run
board-key-cannot-read = cannot read the board key { $path }: { $why }
board-key-cannot-make = cannot make the board key { $path }: { $why }
board-key-cannot-write = cannot write the board key { $path }: { $why }
board-key-not-a-key = { $path }: not a jadoube board key (a line of 64 hex digits); move it away and run `jadoube key init`
board-key-exists = { $path }: this board has a key already (`jadoube key show`); a new one would not match the organiser's list: move the old one away first if it must be replaced
board-key-readable = { $path }: the board's private key can be read by others (mode { $mode }): refused, whoever read it can seal journals as this board; fix it with `sudo chmod 600 { $path }` (and if someone may have read it, make a new key: `docs/journal.md`, "The board's key")
board-key-none = { $path }: the board has no key, and the daemon does not make one by itself (a new key is not on the organiser's list: the journals it seals would fail `verify --keys`); if this is the board's first start, run `sudo jadoube key init --name BOARD` (then give `jadoube key show` to the organiser) or start once with `jadoube run --first-boot`; if the board had a key, someone removed it: tell the chief arbiter
recover-not-a-file-name = { $path }: not a journal's file name
recover-no-header = { $path }: the first line is not a journal header; move the file away to start a new game
recover-newer = { $path }: journal format version { $version } is newer than this jadoube reads ({ $reads })
recover-other-source = { $path }: recorded from `{ $recorded }`, not `{ $given }`; remove it or use another state directory
recover-note-header-torn = { $path }: only an incomplete header ({ $bytes } bytes): moved to { $aside }, new game
recover-note-other-source = { $path }: recorded from `{ $recorded }`, going on with `{ $given }`
recover-note-settings-kept = { $path }: the game keeps the settings it began with (rules { $rules }, start { $start })
recover-note-line-skipped = { $path }: line { $line } cannot be read, skipped: { $why }
recover-note-mismatch = { $path }: the replay disagrees with the journal: { $why }
recover-note-torn = { $path }: the last line was incomplete ({ $bytes } bytes at offset { $offset }): cut off
run-sim-wall-bad = --sim-wall: `{ $value }` is not a UTC time such as 2026-05-02T09:00:00Z
calibrate-not-analog = calibrate is for analog sensors (sensor.kind = "mcp3008"); this board has { $kind }
replay-no-header-line = no header line
replay-tail-note = { $name }: note: { $why } (`jadoube verify` fails it)
io-open-state-dir = cannot open the state directory { $path }
io-read-journal = cannot read the journal { $path }
io-remove-empty = cannot remove the empty { $path }
io-move-aside = cannot move aside { $path }
io-create-journal = cannot create the journal { $path }
io-append-journal = cannot append to the journal { $path }
io-write-journal = cannot write the journal { $path }
config-why-not-regular = the configuration is { $what ->
    [fifo] a FIFO (named pipe)
    [socket] a socket
   *[device] a device
}, not a regular file: refused

## Hardware errors (hwlang)
hw-cannot-open = cannot open the hardware: { $why }
hw-calibration-missing = calibration { $path }: not found: identity = true needs a calibration (run `jadoube calibrate`)
bus-cannot-open-spi = cannot open { $device }: { $why } (is SPI enabled in config.txt, and the user in group spi?)
bus-cannot-open = cannot open { $device }: { $why }
bus-no-spi-bus = no SPI bus { $bus }
bus-no-chip-select = no such chip select
bus-no-spi-mode = no SPI mode { $mode }
bus-cannot-list-lines = cannot list the GPIO lines: { $why } (is the user in group gpio?)
bus-no-gpio-chips = No GPIO chips are available
bus-name-or = { $first } or { $next }
bus-line-not-found = no GPIO line named { $tried }: see `gpioinfo`; is the user in group gpio?
bus-line-not-found-pi = no GPIO line named { $tried } (the names Pi kernels give { $spec }): see `gpioinfo`; is the user in group gpio?
bus-other-chip = line { $line } is on { $chip } but the others on { $first }: one request needs one chip
bus-listed-twice = line { $line } is listed twice
bus-no-lines = no lines
bus-no-line = no line { $index }
bus-cannot-request = cannot request lines on { $chip }: { $why }
hw-calibration = calibration { $path }: { $why }
calibration-cannot-read = cannot read: { $why }
calibration-version = version { $version } is not known (this build reads version 1)
calibration-piece = piece[{ $index }]: `{ $piece }` is not a FEN piece letter
calibration-baselines = { $found } baselines for a wiring of { $positions } positions: calibrate again
calibration-identity = cannot tell the pieces apart ({ $problems }): set identity = false or use different magnets

## Hardware at work (lang9): a running bus, the sensors' faults, the tools
bus-mapping = { $key }: { $why }
bus-no-table = no [sensor.{ $kind }] table (run check-config)
bus-no-press-line = no press line configured (run check-config)
bus-spi-failed = { $why }
bus-i2c-failed = { $why }
bus-gpio-failed = { $why }
bus-short-transfer = short transfer: { $done } of { $of } bytes
bus-short-write = short write: { $done } of { $of } bytes
bus-chip-gone = { $why }: the GPIO chip went away (asking for the lines again)
bus-chip-not-back = the GPIO chip of { $lines } went away ({ $gone }) and is not back: { $why }
bus-dgt-not-connected = the board is not connected: its LEDs cannot be set
bus-no-reader-thread = cannot start the reader thread: { $why }
bus-no-lines-thread = cannot start its thread: { $why }
bus-nothing-recorded = nothing recorded for this bus
bus-recording-exhausted = recording exhausted
bus-too-many-lines-recorded = more than 64 lines recorded
bus-recorded-length = recorded { $recorded } bytes, the read wants { $wants }
fault-hw-read = read error on { $bus }: { $why }
fault-hw-all-ones = { $bus } reads all ones: unplugged or unpowered?
fault-hw-all-zeros = { $bus } reads all zeros: unplugged or unpowered?
fault-hw-bus = { $bus }: { $detail }
fault-hw-square = square { $square } ({ $bus }): { $detail }
fault-hw-lost-config = lost its configuration ({ $registers }): reset or brown-out? Setting it up again
fault-hw-no-answer = no answer on CH{ $channel } (null bit high, read { $read }): MISO not connected?
fault-hw-broken-chain = the bits after { $chips } chips read { $got }, not the level SER is tied to ({ $tail }): a broken link between chips, or not { $chips } chips
fault-hw-rail = reads { $value }, at the { $rail ->
        [upper] upper
       *[lower] lower
    } rail: a dead or shorted sensor
fault-hw-polarity = reads { $value } ({ $delta }): no calibrated piece has this polarity
tool-recording = { $path }: { $why }
tool-mapping = sensor.mapping.{ $key }: { $why }
tool-abandoned = calibration abandoned
recording-line = line { $line }: { $why }: `{ $text }`
recording-edge-shape = expected `edge ROLE LINE rise|fall SECONDS`
recording-line-index = the line index is not a number
recording-rise-or-fall = expected rise or fall
recording-not-seconds = `{ $value }` is not a number of seconds
recording-decimals = `{ $value }`: more than six decimals (microseconds)
recording-too-large = `{ $value }` is too large
recording-hex = expected hex bytes, or `! message`
recording-no-bytes = no bytes
error-join = { $first }: { $next }
# lang10: a DGT board's link (`words::hw_fault::LinkWhy`: $port is the
# serial port, $why the system's reason in words).
dgt-link-no-clone = { $port }: cannot clone the port: { $why }
dgt-link-no-write = { $port }: cannot write to the board
dgt-link-closed = { $port }: the port was closed (unplugged?)
dgt-link-read-failed = { $port }: { $why } (unplugged?)
dgt-link-no-position = { $port }: the board does not send its position
dgt-link-no-answer = { $port }: the board does not answer
dgt-link-stopped = stopped
dgt-link-not-yet = no DGT board has sent its position yet
dgt-no-device = dgt (no device)
# lang10: what `diag` and `calibrate` show of the hardware
# (`words::hw_view`): the wiring, what a DGT board says of itself.
hwv-wiring-shift = 74HC165 ×{ $chips } on { $spi }, load { $load }
hwv-wiring-analog = MCP3008 ×{ $adcs } on { $names }, thresholds { $on }/{ $off }
hwv-wiring-identity = piece identity
hwv-wiring-mcp23017 = MCP23017 ×{ $count } on { $i2c } at { $addresses }
hwv-wiring-matrix = matrix of { $rows } rows × { $columns } columns on GPIO, { $settle } µs settle
hwv-dgt-board = DGT board
hwv-serial = serial { $serial }
hwv-serial-unknown = serial not known
hwv-version = version { $version }
hwv-version-unknown = version not known
# (In English "on" comes first, as the hardware layer always wrote it.)
hwv-not-found-yet = on (not found yet)
hwv-no-port-open = on (no port open)
hwv-on = on { $device }
hwv-dgt-clock = clock { $name } version { $version }
hwv-dgt-clock-version = { $name } version { $version }
hwv-line-board = dgt board: { $serial }, { $version }, { $on }
hwv-line-clock = dgt clock: { $what }
hwv-clock-seen = seen (it did not say its version)
hwv-clock-none = none plugged in, the board says
hwv-clock-not-seen = not seen
hwv-lever-not-seen = not seen
hwv-line-lever = dgt lever: { $lever }; { $presses }
hwv-lever-down = { $side ->
    [left] left
   *[right] right
} side down (at { $time })
hwv-presses-not-read = not read as presses (press = "gpio")
hwv-presses-none = no press yet
hwv-presses-last = last press { $side ->
    [white] white
   *[black] black
}, reported at { $time }
hwv-line-link = dgt link: { $connects } connections, { $lost } lost; { $messages } messages, { $bytes } bytes; { $dumps } dumps ({ $corrected } found updates lost); { $resyncs } resyncs, { $garbled } garbled
# lang10: `diag`'s clock events, LED patterns, LED test, GPIO lines found.
diag-event-press = { $side ->
    [white] press white
    [black] press black
   *[none] press
} at { $time }
diag-event-ack = ack at { $time }
diag-event-adjust = adjust { $side ->
    [white] white
   *[black] black
} at { $time }
diag-event-flag = { $side ->
    [white] white
   *[black] black
}'s flag at { $time }
diag-event-result = result { $result } at { $time }
diag-led-pattern = { $pattern ->
    [off] off
    [ready] ready
    [illegal] illegal, waiting for restore
   *[sensor-fault] sensor fault
}
diag-lighting = lighting { $square }
diag-gpio-line = { $spec } line { $offset }
diag-gpio-line-found-as = { $spec } (found as "{ $name }") line { $offset }
diag-gpio-line-of = { $line } of { $chip }
diag-gpio-role-on = gpio { $role } on { $chip }: { $found }
diag-gpio-role = gpio { $role }: { $found }
diag-clock-label = { $label ->
    [press] press
    [white] white
    [black] black
    [ack] ack
    [adjust-white] adjust white
    [adjust-black] adjust black
    [flag-white] flag white
    [flag-black] flag black
   *[other] { $raw }
}
