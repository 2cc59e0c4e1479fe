# jadoube: lo que leen árbitros y jugadores, en español.
# Términos de las Leyes del Ajedrez de la FIDE: jugada ilegal, pieza tocada,
# enroque, captura al paso, tablas, ahogado, posición muerta, "j'adoube"
# (ajusto, ajustar una pieza).

## Palabras

side = { $side ->
    [white] Blancas
   *[black] Negras
}
other = { $other ->
    [white] Blancas
   *[black] Negras
}
owner = { $owner ->
    [white] Blancas
   *[black] Negras
}
x-the-side = { $side ->
    [white] las blancas
   *[black] las negras
}
x-The-side = { $side ->
    [white] Las blancas
   *[black] Las negras
}
x-the-other = { $other ->
    [white] las blancas
   *[black] las negras
}
x-The-other = { $other ->
    [white] Las blancas
   *[black] Las negras
}
x-the-owner = { $owner ->
    [white] las blancas
   *[black] las negras
}
role = { $role ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
    [pawn] peón
   *[piece] pieza
}
piece-name = { role } { $role ->
    [queen] { $color ->
        [white] blanca
       *[black] negra
    }
    [rook] { $color ->
        [white] blanca
       *[black] negra
    }
    [piece] { $color ->
        [white] blanca
       *[black] negra
    }
   *[other] { $color ->
        [white] blanco
       *[black] negro
    }
}
piece-on = { $role ->
    [queen] la dama
    [rook] la torre
    [piece] la pieza
   *[other] el { role }
} de { $square }
# El artículo de una pieza por su $role (rey, dama, ...): el rey, la dama.
x-el = { $role ->
    [queen] la
    [rook] la
    [piece] la
   *[other] el
}
x-el-a = { $role_a ->
    [queen] la
    [rook] la
   *[other] el
}
x-el-b = { $role_b ->
    [queen] la
    [rook] la
   *[other] el
}
x-el-found = { $found_role ->
    [queen] la
    [rook] la
   *[other] el
}
x-lo = { $role ->
    [queen] la
    [rook] la
    [piece] la
   *[other] lo
}
x-o = { $role ->
    [queen] a
    [rook] a
    [piece] a
   *[other] o
}
# Tras dos puntos dentro de una frase, minúscula ("…: las blancas deben…").
x-colon-lower = yes
piece-letters = RDTAC
ordinal = { $n }.ª
with-article = { $text } (Art. { $article })
sentence = { $text }.
attempt-and-rule = { $attempt }: { $rule }

## Sanciones y obligaciones

penalty-time = Añadir { $time } al reloj de { x-the-side } (Art. { $article })
penalty-loss = { x-The-side } pierden la partida: { $result } (Art. { $article })
penalty-arbiter-decides = Decide el árbitro: { x-the-side } pierden, o tablas si { x-the-other } no pueden dar mate; el análisis no pudo decidirlo (Art. 7.5.5)
penalty-draw = Tablas ½-½: { x-the-other } no pueden dar mate con ninguna serie de jugadas legales (Art. 7.5.5)
penalty-none = Sin sanción según { $rules }
penalty-pending = Art. 7.5.5: se está calculando la decisión (¿pueden { x-the-other } todavía dar mate?)
must-move = { x-The-side } deben mover { $piece }
must-capture = { x-The-side } deben capturar { $piece }
must-castle-with = { x-The-side } deben enrocar con la torre de { $square }
must-castle = { x-The-side } deben enrocar
must-capture-with = { x-The-side } deben capturar { $piece } con { $with }
no-castling-with = ; sin enroque con la torre de { $square }
any-legal-move = { x-The-side } pueden hacer cualquier jugada legal (Art. 4.5)
duty-whose-hand = { $duty }, si { x-the-side } levantaron { $piece }; si { x-the-owner } estaban ajustando esa pieza (Art. 4.2.1): { $other }. El tablero no sabe de quién fue la mano: decide el árbitro

## Qué tenía de malo la jugada ilegal (Art. 3)

reason-leaves_king_in_check = la jugada deja o pone en jaque al propio rey
reason-castling_not_allowed = el enroque no está permitido aquí
reason-en_passant_not_allowed = la captura al paso no es posible
reason-invalid_piece_move = la pieza no puede moverse así
reason-no_move = se pulsó el reloj sin hacer jugada
reason-unpromoted_pawn = un peón quedó sin promocionar en la última fila
reason-wrong_color = el jugador movió una pieza del adversario
reason-unrecognized = el cambio en el tablero no es una sola jugada
rule-no_move = se pulsó el reloj sin hacer jugada
rule-not_a_move = el cambio en el tablero no es una sola jugada
rule-piece_changed = una pieza se convirtió en otra
rule-opponent_piece = { x-the-side } movieron una pieza de { x-other-of-side }
rule-opponent_castled = { x-the-side } enrocaron con el rey y la torre de { x-other-of-side }
rule-opponent_pawn = { x-the-side } capturaron al paso con un peón de { x-other-of-side }
rule-capture_own = una pieza no puede capturar otra de su mismo color; en { $to } está { $target }
rule-capture_king = el rey nunca se captura
rule-promote_other_colour = el peón se promociona a una pieza de su mismo color
rule-promote_king = un peón no puede promocionarse a rey
rule-pawn_move = el peón avanza en línea recta, una casilla o dos desde su casilla inicial, y captura en diagonal
rule-pawn_backwards = el peón solo avanza
rule-pawn_capture_straight = el peón solo captura en diagonal; { $to } está justo delante
rule-pawn_diagonal_empty = el peón solo va en diagonal para capturar; { $to } está vacía
rule-pawn_double_step = el peón avanza dos casillas solo desde su casilla inicial
rule-pawn_too_far = el peón avanza una casilla, o dos desde su casilla inicial; { $attempt } avanza { $distance } casillas
rule-king_move = el rey solo se mueve una casilla; { $attempt } se desplaza { $distance ->
    [1] una casilla
    [2] dos casillas
   *[other] { $distance } casillas
}
rule-knight_move = el caballo salta dos casillas en un sentido y una en el otro
rule-line_move = { $role ->
    [bishop] el alfil solo se mueve en diagonal
    [rook] la torre solo se mueve por filas y columnas
    [queen] la dama solo se mueve por filas, columnas y diagonales
   *[other] la pieza no puede moverse así
}
rule-jump = { $role ->
    [knight] solo el caballo salta
    [queen] la dama no puede saltar sobre otras piezas
    [rook] la torre no puede saltar sobre otras piezas
   *[other] el { role } no puede saltar sobre otras piezas
}{ $over ->
    [none] {""}
   *[other] ; { $attempt } salta sobre { $over }
}
rule-king_two_squares = el rey se movió dos casillas sin la torre: el enroque no se completó
rule-castle_king_moved = enroque no permitido: el rey ya se movió
rule-castle_rook_moved = enroque no permitido: el rey o esa torre ya se movieron
rule-castle_blocked = enroque no permitido: hay una pieza entre el rey y la torre
rule-castle_in_check = enroque no permitido: el rey está en jaque
rule-castle_through_check = el rey pasa por una casilla atacada
rule-castle_into_check = el rey llega a una casilla atacada
rule-castle_no_pieces = el enroque necesita un rey y una torre del mismo color
rule-en_passant_late = la captura al paso solo es posible en la jugada inmediatamente posterior al avance doble
rule-king_in_check = la jugada deja o pone en jaque al rey de { x-the-side }
rule-unpromoted = un peón que llega a la última fila debe sustituirse por otra pieza; se sustituye por una dama
x-other-of-side = { $side ->
    [white] las negras
   *[black] las blancas
}
other-of-side = { $side ->
    [white] Negras
   *[black] Blancas
}
side-possessive = { $side ->
    [white] de las blancas
   *[black] de las negras
}

## Decisiones en el terminal y en el PGN

event-ack = El árbitro confirmó.
event-adjust = J'adoube (ajusto): { x-the-side } anuncian que van a ajustar piezas (Art. 4.2.1); hasta su próxima pulsación del reloj, como máximo 10 s, una pieza suya levantada y devuelta a su casilla no cuenta como tocada.
event-adjust-ignored = J'adoube (ajusto) anunciado por { x-the-side }, que no tienen el turno: no cambia nada (Art. 4.2.1).
promotion-assumed = (promoción leída como dama: los sensores de ocupación no ven la pieza nueva)
illegal-head = JUGADA ILEGAL de { x-the-side }: { $what } (Art. { $article }).
illegal-count = { $nth } jugada ilegal { side-possessive }.
illegal-restore = Restablecer la posición anterior (Art. 7.5.1).
illegal-unpromoted = Es una jugada ilegal: el peón se sustituye por una dama del mismo color y la jugada se mantiene (Art. 7.5.2).
illegal-increment = Retirar el incremento de { $seconds } s de la pulsación ilegal.
event-restored = Posición restablecida; juegan { x-the-side }.
event-illegal-stands = La jugada ilegal { side-possessive } se mantiene: { x-the-other } completaron una jugada antes de que se corrigiera; ya no se sanciona (Art. A.5.2).
event-touch-move = Pieza tocada (aviso para el árbitro, Art. { $article }): { $text }.
touch-move = { x-the-side } levantaron primero { $piece } pero movieron la pieza de { $moved }
touch-move-whose-hand = la primera pieza levantada fue { $first } y { x-the-side } movieron la pieza de { $moved }. Si fueron { x-the-side } quienes levantaron { $first }, se incumple la regla de pieza tocada (Art. { $article }); si { x-the-owner } estaban ajustando { $first } en el tiempo { side-possessive } (Art. 4.2.1), { $other }. El tablero no sabe de quién fue la mano: decide el árbitro
touch-move-still = { x-the-side } seguían obligadas a jugar { $piece } (Art. { $article })
touch-move-no-breach = no hay infracción
event-game-over = FIN DE LA PARTIDA { $result } - { $why } (Art. { $article }).
over-checkmate = jaque mate
over-stalemate = rey ahogado
over-dead-position = posición muerta: ningún bando puede dar mate
over-illegal-moves = { $result ->
    [white] las negras pierden por jugadas ilegales
    [black] las blancas pierden por jugadas ilegales
   *[draw] tablas: jugadas ilegales, pero el adversario no puede dar mate
}
over-seventy-five = 75 jugadas de cada jugador sin captura ni movimiento de peón
over-fivefold = la misma posición por quinta vez
event-sensor-fault = Fallo de sensores: { $detail }. Se conserva el estado de la partida; no se culpa a ningún jugador.
event-sensor-ok = Los sensores vuelven a leer un tablero plausible.
fault-flicker = la casilla { $square } parpadea sin parar
fault-all-occupied = todas las casillas aparecen ocupadas (¿cadena desconectada o sin alimentación?)
fault-all-empty = todas las casillas aparecen vacías (¿cadena desconectada o sin alimentación?)
fault-not-identity = sensores de identidad configurados, pero la lectura solo trae ocupación
fault-too-many = { $count } casillas aparecen ocupadas: más de las 32 piezas de una partida
fault-dgt-uncertain = el reloj puede haberse pulsado mientras el tablero DGT estaba desconectado y el tablero no está una jugada más adelante de la última jugada juzgada: puede haberse hecho más de una jugada; árbitro: coloque la posición de la última jugada juzgada (la pantalla la muestra) o pulse el botón de confirmación
fault-dgt-no-clock = ningún reloj conectado al tablero DGT: su palanca da las pulsaciones (press = "lever"); conecte el reloj
fault-dgt-uncertain-window = el tablero DGT mostró una jugada legal dentro del retraso del reloj y luego una pieza del jugador que pulsó se colocó en otra casilla: la pulsación pudo hacerse antes o después; árbitro: compruebe, coloque la posición de la última jugada juzgada (la pantalla la muestra) o pulse el botón de confirmación
fault-dgt-uncertain-press = el tablero DGT no puede decir en qué momento se pulsó el reloj entre las piezas movidas dentro del retraso del reloj (o se perdió un mensaje, o el tablero se desconectó), y de eso depende lo que se juzga: no se penaliza a nadie por una suposición; árbitro: compruebe, coloque la posición de la última jugada juzgada (la pantalla la muestra) o pulse el botón de confirmación
event-start-ok = Posición inicial correcta.
event-start-wrong = Posición inicial incorrecta (Art. { $article }): { $list }.
start-missing = falta { x-el } { $piece } en { $square }
start-extra = { x-el } { $piece } no debe estar en { $square }
start-empty = { $square } debe estar vacía
start-wrong = en { $square } va { x-el } { $piece }, no { x-el-found } { $found }
start-should-hold = en { $square } va { x-el } { $piece }
press-awaiting-restore = Pulsación ignorada: primero hay que restablecer la posición.
press-not-on-move = Pulsación ignorada: ese bando no tiene el turno.
press-game-over = Pulsación ignorada: la partida ha terminado.
press-sensor-fault = Pulsación sin juzgar: los sensores fallan; el árbitro debe revisar el tablero.
press-other = Pulsación ignorada: { $why }.
pgn-restart = { $time }: jadoube se reinició (corte de corriente o fallo) y continuó desde su registro
hall-line-restart = jadoube se reinició (corte de corriente o fallo) y continuó desde su registro
hall-line-stop = jadoube se detuvo ({ $why })
pgn-recovered = ; { $count ->
    [0] ningún suceso decidido justo antes se escribió entonces
    [1] un suceso decidido justo antes se escribió entonces
   *[other] { $count } sucesos decididos justo antes se escribieron entonces
}
pgn-stands-from = La partida sigue desde { $fen }.

## Pasos para restablecer

step-move = { $piece } { $from } → { $to }
step-move-unknown = Pieza de { $from } → { $to } (debe ser { x-el } { $piece })
step-remove = Retirar { x-el } { $piece } de { $from }
step-remove-unknown = Retirar la pieza de { $from }
step-put = Volver a poner { x-el } { $piece } en { $to }
step-put-aside = Poner { x-el } { $piece } apartad{ x-o } en { $to }
step-swap = Intercambiar { x-el-a } { $piece_a } de { $a } y { x-el-b } { $piece_b } de { $b }
step-set-aside = Levantar { x-el } { $piece } de { $from } y sostener{ x-lo }
short-move-unknown = pieza de { $from } → { $to }
short-remove = retirar de { $from }
short-remove-unknown = retirar la pieza de { $from }
short-put = volver a { $to }
short-put-aside = pieza apartada → { $to }
short-set-aside = levantar de { $from } y sostener

## La pantalla

title-ready-move = Listo · juegan { x-the-side }
title-ready-start = Listo · empiezan { x-the-side }
title-game-over = Fin de la partida · { $result }
title-illegal = Jugada ilegal · { side }
title-restored = Posición restablecida
title-sensor-fault = Fallo de sensores
title-start-differs = Posición inicial distinta
title-illegal-stands = La jugada ilegal se mantiene
title-touch-move = Pieza tocada · aviso
title-board-matches = El tablero coincide con la posición
title-board-differs = El tablero difiere de la posición
badge-arbiter = ÁRBITRO
badge-adjust = J'ADOUBE
arbiter-call = Aviso para el árbitro: pulse el botón para verlo
also = Además: { $text }
summary-sensor-fault = fallo de sensores: { $detail }
summary-start = posición inicial distinta en { $count ->
    [1] una casilla
   *[other] { $count } casillas
} (Art. { $article })
summary-illegal-stands = la jugada ilegal { side-possessive } se mantiene (Art. A.5.2)
summary-touch-move = pieza tocada: primera pieza levantada, { $piece } (Art. { $article })
status = { $rules } · ilegales B { $white } N { $black } · jugada { $move }
info-to-move = Jugada { $move }, juegan { x-the-side }
info-last-move = Última jugada: { $text }
info-no-move = Aún sin jugadas
info-illegal = Jugadas ilegales: Blancas { $white } · Negras { $black }
info-player = { side }: { $name }
info-round-board = Ronda { $round }, tablero { $board }
info-rules = Reglas: { $rules }
fault-bus = Bus: { $bus }
fault-kept = Se conserva el estado de la partida; no se culpa a ningún jugador.
fault-presses = Se ignoran las pulsaciones hasta que los sensores vuelvan a leer un tablero.
squares-differ = { $count ->
    [one] { $count } casilla difiere
   *[other] { $count } casillas difieren
} de la posición inicial (Art. { $article })
heading-to-set-up = Para colocar
heading-put-back = Restablecer
heading-to-restore = Para restablecer
heading-to-check = Para comprobar la posición
stands-line = La jugada ilegal { side-possessive } no se corrigió antes de que { x-the-other } completaran una jugada (Art. A.5.2)
stands-count = Se mantiene sin sanción y no cuenta: la cuenta de jugadas ilegales { side-possessive } sigue en { $count }.
touch-advice-only = Solo un aviso: el tablero ve piezas levantadas, no de quién es la mano.
illegal-quiet = Art. { $article } · { $nth } jugada ilegal { side-possessive }
restored-line = Jugada ilegal { side-possessive }; el tablero está restablecido. Juegan { x-the-other }.
increment-line = Retirar el incremento de { $seconds } s que { x-the-side } ganaron con la pulsación
no-castling-line = Sin enroque con la torre de { $square } en esta jugada (Art. 4.4.2)
may-any = { x-The-side } pueden hacer cualquier jugada legal
result-line = Resultado { $result }: { $why } (Art. { $article })
nothing-to-put-back = Nada que restablecer
over-no-restore = No hace falta restablecer: la partida ha terminado; la posición anterior a la jugada ilegal es la final.
over-check-position = Restablecer la posición para juzgar si { x-the-other } aún pueden dar mate (Art. 7.5.5).
differ-count = { $count ->
    [1] Una casilla difiere
   *[other] { $count } casillas difieren
} (Art. 7.4, 7.6)
adjust-line = J'adoube: { x-the-side } ajustan piezas (Art. 4.2.1)
adjust-ignored-line = J'adoube de { x-the-side } ignorado: no tienen el turno (Art. 4.2.1)

screen-if-adjusted = O, si { x-the-owner } ajustaron la pieza de { $square } (Art. 4.2.1): { $other }
screen-arbiter-decides = ¿De quién fue la mano? Decide el árbitro.

badge-count = { $side ->
    [white] B
   *[black] N
} #{ $count }
terminal-legend = +X falta: poner X ahí   xX debe irse   X!Y va X, está Y

## The demo

demo-intro = demostración de jadoube: un tablero simulado juega { $trace } (sensores de ocupación, { $rules })
demo-outro = { $count } pantallas escritas como PNG en { $dir }
    registro: { $journal }, sellado con la clave de { $state }
demo-try = pruebe:

## run --sim en un terminal

run-sim-playing = Jugando { $trace } { $speed ->
    [max] lo más rápido posible
    [real] en tiempo real
   *[times] a { $factor } veces la velocidad real
} (Ctrl-C para detener).
run-sim-new = Registro: { $journal } (una partida nueva)
run-sim-resumed = Registro: { $journal }, reanudado: ya contiene esta partida hasta { $seconds } s; la partida sigue desde ahí.
run-sim-finished = Registro: { $journal }, reanudado: ya contiene esta partida hasta { $seconds } s, el final de la traza: no queda nada por jugar.
    Para jugarla de nuevo, borre ese archivo o indique otro --state-dir (ahora { $dir }).
run-sim-over = { $how ->
    [end] La traza ha terminado
   *[stopped] Detenido
} ({ $lines ->
    [0] ninguna línea de registro escrita
    [1] una línea de registro escrita
   *[other] { $lines } líneas de registro escritas
}): { $journal }

## Cómo termina una partida (laws.md sección 8; formato de traza 1.2)

over-kings = { $result ->
    [white] resultado de los jugadores: ambos reyes en casillas centrales claras
    [black] resultado de los jugadores: ambos reyes en casillas centrales oscuras
   *[draw] resultado de los jugadores: los reyes en una casilla central clara y otra oscura
}
over-time = cayó la bandera de { x-the-side }; { x-the-other } aún pueden dar mate: pierden { x-the-side }
over-time-cannot-checkmate = cayó la bandera de { x-the-side }, pero { x-the-other } no pueden dar mate con ninguna serie de jugadas legales: tablas
over-arbiter = resultado anotado por el árbitro
event-flag-claim = Cayó la bandera de { x-the-side } (Art. 6.9, A.5.3): si se reclama, { $result ->
    [white] ganan las blancas
    [black] ganan las negras
   *[draw] tablas, { x-the-other } no pueden dar mate
}. El juego continúa hasta que se anote un resultado.
event-flag-undecided = Cayó la bandera de { x-the-side } (Art. 6.9): el análisis no pudo decidir si { x-the-other } aún pueden dar mate; decide el árbitro y anota el resultado.
event-new-game = Nueva partida (partida { $game }): la posición inicial vuelve a estar en el tablero; las jugadas ilegales se cuentan desde cero.
title-flag = Cayó la bandera de { x-the-side }
summary-flag = cayó la bandera de { x-the-side } (Art. 6.9)
title-result-menu = Resultado
menu-result = { $result } { $who ->
    [white] ganan las blancas
    [black] ganan las negras
   *[draw] tablas
}
menu-cancel = cancelar (sin resultado)
menu-how = Botón del árbitro: siguiente opción. Sin tocarlo 5 s se anota la opción marcada.

## ---------------------------------------------------------------------
## The commands and the hall page (issue 31, item 7). Kept apart, at the
## end, so that they merge easily with changes to the messages above.

ruleset = { $body }{ $year ->
    [none] {""}
   *[other] {" "}{ $year }
} { $speed ->
    [standard] estándar
    [rapid] rápidas
    [blitz] relámpago
   *[other] { $speed }
}
setting-supervision = { $supervision ->
    [claim] a reclamación
   *[full] completa
}
replay-settings = reglas { $rules }, supervisión { setting-supervision }, sensores { $sensor ->
    [identity] de identidad
   *[occupancy] de ocupación
}, reloj { $clock ->
    [dual] de dos pulsadores
   *[single] de un pulsador
}
replay-trace-head = { $name }: { $settings }
replay-journal-head = { $name }: registro de { $event }, ronda { $round }, tablero { $board } ({ $source }): { $settings }
replay-screens-written = { $count ->
    [one] una pantalla escrita
   *[other] { $count } pantallas escritas
} en { $dir }
replay-not-replayed = { $name }: no se reproduce: el registro no está como lo escribió el tablero: { $why }
    (`jadoube verify { $name }` dice más)
replay-unsealed-tail = { $name }: nota: { $count ->
    [one] la última línea no está sellada
   *[other] las últimas { $count } líneas no están selladas
} (tras la línea { $line }): no son prueba
replay-line-skipped = { $name }: línea { $line } omitida: { $why }
replay-torn = { $name }: la última línea está incompleta ({ $bytes } bytes en la posición { $offset }); se ignora
replay-differs = { $name }: la reproducción difiere de las decisiones registradas: { $why }
replay-journal-settings = un registro conserva los ajustes de su partida; --rules, --supervision, --sensor y --clock son para trazas
input-lift = levanta { $square }{ $piece }
input-drop = suelta { $square }{ $piece }
input-press = pulsa{ $side ->
    [white] {" "}blancas
    [black] {" "}negras
   *[none] {""}
}
input-piece = { $color ->
    [white] { $role ->
        [king] R
        [queen] D
        [rook] T
        [bishop] A
        [knight] C
       *[pawn] P
    }
   *[black] { $role ->
        [king] r
        [queen] d
        [rook] t
        [bishop] a
        [knight] c
       *[pawn] p
    }
}

verify-head = { $name }: { $lines } líneas, último seq { $seq }, sha256 de la última línea { $hash }
verify-chain-intact = cadena: intacta
verify-not-journal = no es un registro: { $why }
verify-chain-broken = cadena: ROTA: { $why }
verify-seals = sellos: { $count } válidos, por { $signers }
verify-signer = { $name } (clave { $key })
verify-signer-unnamed = clave { $key }
verify-then = { $a }, luego { $b }
verify-seals-failed = sellos: FALLAN: { $why }
verify-unsigned = sin firmar (formato de registro { $version }): la cadena se comprueba; qué tablero lo escribió, no se puede saber
verify-authentic = autenticidad: cada sello es de una clave de la lista dada
verify-not-authenticated = autenticidad: NO comprobada (sin --key ni --keys: cualquiera puede crear una clave y sellar con ella; dé la lista del organizador, o compare la huella con ella)
verify-taken-over = el reinicio de la línea { $line } encontró { $count ->
    [one] una línea sin sellar
   *[other] { $count } líneas sin sellar
} antes (escritas, aún sin sellar, cuando el demonio se detuvo): su sello las cubre tal como se encontraron
verify-torn = la línea { $line } está incompleta ({ $bytes } bytes): el demonio se detuvo mientras la escribía; su próximo arranque la corta
verify-restarts = { $restarts ->
    [one] un reinicio
   *[other] { $restarts } reinicios
}, { $torn ->
    [one] una línea rota cortada
   *[other] { $torn } líneas rotas cortadas
} en un reinicio
verify-not-stopped = el registro termina antes de una parada limpia: el demonio está en marcha, o fue matado o perdió la corriente (un reinicio continúa)
verify-stop-unsealed = la parada limpia del final no está sellada
verify-decisions-same = decisiones: { $count } eventos registrados; la reproducción de las entradas da lo mismo
verify-decisions-wrong = decisiones: ERRÓNEAS: { $why }
verify-decisions-note = decisiones: { $why }
verify-ok = CORRECTO
verify-failed = FALLA

unwinnable-side = { $side ->
    [white] las blancas
   *[black] las negras
}
unwinnable-mate-now = { unwinnable-side } pueden dar mate: la posición ya es jaque mate
unwinnable-can-mate = { unwinnable-side } pueden dar mate: { $line }
unwinnable-cannot = { unwinnable-side } no pueden dar mate con ninguna serie de jugadas legales
unwinnable-undecided = { unwinnable-side }: sin decidir (decide el árbitro)

round-set = ronda fijada en { $path }
round-journal = la partida se registra en { $path }
round-journal-exists = la partida se registra en { $path } (ya existe: el demonio la continúa)
round-restart = reinicie el demonio para empezarla: `sudo systemctl restart jadoube`
round-hall-first = el emparejamiento de la sala en { $path } va antes que el fichero de ronda: el tablero sigue las partidas de la sala hasta que se borre ese fichero
round-show-journal = registro: { $path }
key-made = clave del tablero creada: { $secret } (privada, modo 0600) y { $public }
key-public = clave pública: { $key }
key-fingerprint = huella:        { $key }
key-list-line = para la lista de tableros del organizador (`jadoube verify --keys FICHERO`):
check-config-head = configuración efectiva de { $path }
calibrate-written = Calibración escrita en { $path }.

pgn-not-verified = EL REGISTRO DE ESTA PARTIDA NO SE VERIFICA ({ $why }): lo que sigue no es prueba.
export-skipped = { $why }: omitido
export-not-verified = { $file }: { $why } (exportado de todos modos; véase el resumen)
export-no-game = ninguna partida en { $where }
export-no-game-round = ninguna partida de la ronda { $round } en { $where }
export-the-files = los ficheros dados
hall-line-header = { $software } desde { $start }, { $rules }

hall-title = jadoube · sala de juego
hall-language = Idioma
hall-live = actualización en vivo
hall-alerts-region = alertas
hall-boards-region = tableros
hall-counts = Tableros: { $boards } · alertas: { $alerts } · mudos: { $silent } · fallos de sensores: { $faults }
hall-alerts = Alertas:
hall-board = Tablero { $board }
hall-round-pgn = Ronda { $round }: PGN
hall-offline-since = sin conexión desde { $since }
hall-badge-silent = mudo
hall-badge-sensors = sensores
hall-badge-alert = ALERTA
hall-badge-restore = restablecer
hall-behind = líneas en camino
hall-no-game = aún sin partida
hall-to-move = juegan { side }
hall-illegal = { side }: jugada ilegal
hall-acknowledged = confirmado en el tablero
hall-all-boards = ← todos los tableros
hall-screen-caption = La pantalla del tablero, tal como la dibuja la sala:
hall-screen-alt = la pantalla del tablero
hall-collect = Recoger el registro ahora
hall-asked = pedido; el tablero lo envía
hall-not-connected = la sala no está conectada al broker
hall-journals = Registros recogidos
hall-verified = verificado
hall-not-verified = NO verificado
hall-bytes = { $n } bytes
hall-decisions = Partida { $game }: decisiones
hall-history = Historial de alertas
hall-broker-up = broker conectado
hall-broker-down = broker SIN conexión desde { $since }
hall-page-down = esta página NO llega a la sala desde { $since }
hall-age-s = { $n } s
hall-age-min = { $n } min
hall-age-h = { $n } h
hall-link-unknown = la conexión del tablero es desconocida mientras falta el broker
hall-online = el tablero está conectado; hace cuánto llegó su último mensaje
hall-raised = dada { $since }
hall-acknowledged-at = confirmada { $since }
hall-restored-at = restablecida { $since }
hall-cleared-at = cerrada { $since }
hall-ended-at = cerrada con la partida { $since }
hall-heard-at = la sala la recibió a las { $since }
hall-open = aún abierta
hall-dismiss = Descartar
hall-badge-unverified = sin verificar

hall-signin = Iniciar sesión
hall-user = Nombre
hall-password = Contraseña
hall-signin-failed = Nombre o contraseña incorrectos.
hall-signin-locked = Demasiados intentos fallidos: vuelva a intentarlo dentro de { $n } segundos.
hall-signout = Cerrar sesión

# La ronda del programa de emparejamientos en la página de la sala (round.js).
hall-rt-link = Ronda
hall-rt-title = Ronda { $round }
hall-rt-none = No hay ninguna ronda cargada.
hall-rt-loaded = { $file }, cargado { $at } por { $by }
hall-rt-load = Cargar los emparejamientos
hall-rt-file = Archivo de emparejamientos (TRF o CSV)
hall-rt-paste = o péguelo aquí
hall-rt-list = La lista de parejas del motor de emparejamientos (opcional)
hall-rt-round = Número de ronda (necesario con un CSV o una lista)
hall-rt-boards = Números de tablero y nombres de tablero (opcional, una pareja por línea)
hall-rt-loaded-ok = Cargado: { $n } tableros; cada tablero recibe su emparejamiento.
hall-rt-refused = Rechazado:
hall-rt-col-board = Tablero
hall-rt-col-players = Jugadores
hall-rt-col-status = Resultado y cómo llegó
hall-rt-col-result = Anotado en la sala
hall-rt-col-checks = A revisar
hall-rt-col-enter = Resultado del árbitro
hall-rt-sent = enviado, a la espera del tablero
hall-rt-on-board = en el tablero
hall-rt-entry = { $result } anotado por { $by } a las { $at }
hall-rt-enter = Anotar
hall-rt-missing = Faltan resultados: { $boards }
hall-rt-complete = Todos los tableros tienen su resultado.
hall-rt-download-trf = Resultados en TRF
hall-rt-download-csv = Resultados en CSV
hall-rt-download-pgn = PGN de la ronda
calibrate-start = Calibrando { $what }.
calibrate-remove = Retire todas las piezas del tablero y pulse Intro.
calibrate-place = Vacíe el tablero, coloque en él cada { $piece } que tenga (en cualquier casilla) y pulse Intro (o escriba `skip` para saltar).
calibrate-skipped = saltado
calibrate-level = { $piece }: { $mean } ({ $min }..{ $max }) en { $count ->
    [one] una casilla
   *[other] { $count } casillas
}
calibrate-identity-ok = Las piezas se distinguen: identity = true funcionará.
calibrate-identity-no = La identificación no funcionará ({ $why }); la ocupación sí.
hall-stop-reason = { $code ->
    [end] fin de la traza
    [shutdown] apagado
   *[other] { $why }
}
hall-kind = { $kind ->
    [seal] sellado
    [flag] bandera
    [result] resultado
    [new_game] nueva partida
    [header] inicio
    [move] jugada
    [illegal] ilegal
    [restored] restablecida
    [illegal_stands] se mantiene
    [touch_move] pieza tocada
    [game_over] fin
    [sensor_fault] fallo de sensores
    [sensor_ok] sensores bien
    [start_position] posición inicial
    [press_ignored] pulsación ignorada
    [press] pulsación
    [adjust] compongo
    [ack] árbitro
    [restart] reinicio
    [stop] parada
   *[other] { $kind }
}
diag-stats = barridos { $scans }  cuadros { $frames }  errores { $errors }  reintentos { $retries }  fallos { $faults }  ritmo { $rate }/s (objetivo { $target }/s)
diag-sensors-ok = sensores: bien
diag-sensors-fault = sensores: FALLO { $why }
diag-occupied = ocupadas (último cuadro bueno)
diag-raw = lectura por casilla ({ $unit ->
    [levels] niveles
    [codes] códigos de pieza
   *[adc] cuentas del ADC
} @ posición en el cableado)
diag-clock-line = reloj { $label } ({ $line }): { $state ->
    [pressed] PULSADO
   *[released] suelto
}, { $rises } { $rises ->
    [1] pulsación
   *[other] pulsaciones
}, { $falls } { $falls ->
    [1] liberación
   *[other] liberaciones
}
diag-clock-error = reloj: no se pueden leer las líneas: { $why }
diag-clock-event = último evento del reloj: { $what }
diag-led = LED: { $what }
diag-square-leds = LED de casillas: { $what }
hall-collect-damaged = dañado en el envío: { $bytes } bytes con sha256 { $hash }; el tablero dice { $sent } bytes con sha256 { $sent_hash }
hall-collect-other-board = enviado por el tablero { $board }, sellado con la clave que la lista da a { $other }
hall-collect-live-differ = líneas en vivo: { $differ } difieren del registro, { $missing } no están en él
hall-collect-live-same = líneas en vivo: las { $count } líneas mostradas en vivo están en el registro, byte a byte
hall-collect-other-journal = ya hay otro registro llamado { $file }: este es { $name }

## Evidence (issue 28): the journal's end, the game verified

verify-encoding = no está como lo escribió el tablero: { $why }
verify-game = partida: { $event }, ronda { $round }, tablero { $board }: { $white } - { $black }
verify-evidence = prueba: líneas 1 a { $count } (selladas)
verify-not-evidence = NO son prueba: las líneas { $from } a { $to } tras el último sello (línea { $line }) no están selladas: { $kinds }; cualquiera que pudiera escribir el fichero pudo haberlas escrito
verify-tail-failed = cola sin sellar: FALLA: { $why }
verify-time = hora: { $from } a { $to } (UTC, reloj del tablero)
verify-result = resultado: { $result } ({ $why })
verify-result-none = resultado: ninguno sellado (la partida no terminó en el tablero)
verify-end = final: { $end ->
    [game_over] completo: el final de la partida está sellado
    [confirmed] completo: acaba en una parada sellada a mitad de partida, confirmada por { $by }
    [stop_mid_game] INCOMPLETO: acaba en una parada a mitad de partida (un demonio parado y no arrancado de nuevo con esta partida, o el fichero cortado en esa parada; el recibo de la sala o --expect-last dicen cuál)
    [no_stop] INCOMPLETO: acaba en un sello sin parada (el demonio sigue en marcha, se le mató o perdió la corriente, o el fichero se cortó en un sello)
    [for_pairing] completo: acaba en una parada sellada antes de empezar la partida, por el emparejamiento de la sala (la partida está en el registro del emparejamiento)
   *[unknown] desconocido (el registro no se verifica)
}
verify-expected-failed = final esperado: FALLA: { $why }
verify-expected-there = final esperado: el registro acaba ahí
verify-expected-reached = final esperado: alcanzado; le siguen { $count } líneas (escritas después de anotarlo)
verify-ok-incomplete = OK, INCOMPLETO
key-none = { $path }: aún no hay clave: `sudo jadoube key init --name TABLERO` (o el primer arranque del demonio con `jadoube run --first-boot`)

## jadoube round pairings|results (issue 30)
round-head = Ronda { $round }
round-board = tablero { $board }: { $white } - { $black }
round-bye = exento: { $name } ({ $kind })
round-bye-pairing = asignado por el emparejamiento
round-bye-full = punto entero
round-bye-half = medio punto
round-bye-zero = ausente, sin punto
round-status-no-board = ningún registro de esta ronda nombra el tablero
round-status-not-started = sin empezar
round-status-playing = en juego
round-by = resultado dado por { $by }
# Who gave a result, after round-by's and round-corrected's "by".
round-by-board = el árbitro en el tablero
round-by-hall = { $name } en la sala
round-corrected = corregido { $from } → { $to } por { $by } a las { $wall }
round-check-swapped = REVISAR: los colores están invertidos en el tablero
round-check-other = REVISAR: la partida del tablero es { $white } - { $black }
round-check-elsewhere = REVISAR: la partida de estos jugadores está en el tablero { $board }
round-check-entered = REVISAR: el resultado anotado en la sala es { $entered }, el del registro { $journal }
round-open = sin resultado todavía en los tableros { $boards }
round-written = escrito: { $path }
round-hall-loaded = la ronda está en { $path }: la sala en marcha envía a cada tablero su emparejamiento en un segundo
round-unreadable = { $path }: no se puede leer ({ $why }): no da resultado
round-unverified = { $path }: no verificado ({ $why }): no da resultado
round-trf-needs-trf = --trf-out necesita los emparejamientos en TRF (un CSV no tiene números iniciales); use --csv-out

# The board's tile in the hall when the daemon refused to start without its key.
board-no-key = sin clave: ejecute `jadoube key init`

# The command line's --help (cli/help.rs): the abouts of the commands, clap's headings, the options.
cli-about = Demonio árbitro para tableros electrónicos de ajedrez
cli-heading-usage = Uso
cli-heading-commands = Órdenes
cli-heading-options = Opciones
cli-heading-arguments = Argumentos
cli-about-replay = Reproduce una traza (o un registro) con el motor e imprime sus decisiones
cli-about-demo = Juega una partida incluida, con una jugada ilegal, en un tablero simulado
cli-about-unwinnable = ¿Puede un bando aún dar mate? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Valida un archivo de configuración e imprime la configuración efectiva
cli-about-diag = Vista en vivo de los sensores, las líneas del reloj y el LED, para la puesta en marcha
cli-about-calibrate = Registra los imanes de cada tipo de pieza para los sensores analógicos de identidad
cli-about-render = Dibuja una posición (y una alerta) en un PNG
cli-about-run = Ejecuta el demonio
cli-about-round = Empieza una ronda: torneo, ronda y número de tablero para el registro
cli-about-round-start = Nombra la próxima partida: el demonio la registra desde su próximo arranque
cli-about-round-show = Imprime la partida que el demonio registrará
cli-about-round-pairings = Lee los emparejamientos de una ronda (TRF de la FIDE, la lista del programa de emparejamiento o CSV) y muestra sus tableros
cli-about-round-results = Muestra la tabla de la ronda según los registros de los tableros y escribe los resultados en TRF o CSV para el programa de emparejamiento
cli-about-verify = Comprueba un registro: su cadena de resúmenes, los sellos del tablero, su final sin sellar, sus decisiones y si está completo. Estado de salida 0: verificado y completo; 3: verificado pero incompleto; 1: no verificado
cli-about-key = La clave del tablero, que sella sus registros: crearla, imprimirla
cli-about-key-init = Crea la clave del tablero en el directorio de estado (una clave existente se conserva)
cli-about-key-show = Imprime la clave pública del tablero, su huella y la línea para la lista de tableros del organizador
cli-about-export = Exporta las partidas de una ronda en PGN o JSON
cli-hall-moved = la sala es ahora un programa propio: ejecute `jadoube-hall` (paquete jadoube-hall, docs/hall.md)
cli-about-hall = El panel del árbitro principal: cada tablero en vivo, el PGN de transmisión, los registros recogidos
cli-about-help = Imprime este mensaje o la ayuda de la orden indicada
cli-help-help = Imprime la ayuda
cli-help-version = Imprime la versión
cli-help-lang = Idioma de los textos: en, es, pt, fr o de [por defecto: display.language de la configuración, si no el idioma del sistema, si no en]
cli-help-config = El archivo de configuración
cli-help-state-dir = El directorio de estado (por defecto: `$STATE_DIRECTORY`, si no journal.dir)
cli-help-keys = La lista de tableros del organizador: un archivo de líneas `NAME PUBKEY`; dice qué tablero selló cada registro
cli-help-key = La clave pública del tablero: 64 cifras hexadecimales como las imprime `jadoube key show`, o un archivo que la contenga (su `board-key.pub`). Se puede repetir
cli-help-verify-files = Archivos de registro
cli-help-verify-no-replay = Comprueba solo la cadena de resúmenes y los sellos, no las decisiones (que por defecto se reproducen desde las entradas registradas)
cli-help-verify-expect-last = El registro debe llegar a este final: el SHA-256 anotado cuando se descargó o se recogió. Un registro cortado antes falla
cli-help-verify-receipt = El recibo de la sala para el registro (se lee junto al registro si no se indica)

# La ayuda de las opciones de cada orden (cli/help.rs), sus valores y lo que añade clap.
cli-values = Valores posibles
cli-default = por defecto
cli-about-hall-user = Las cuentas de la página (DATA/users): añadir, quitar, listar
cli-about-hall-user-add = Añade una cuenta, o da a una un nuevo papel y una nueva contraseña. La contraseña se lee del terminal, o de una línea de la entrada estándar
cli-about-hall-user-remove = Quita una cuenta (sus sesiones terminan en el acto)
cli-about-hall-user-list = Las cuentas y sus papeles
cli-help-replay-trace = El archivo de traza (docs/trace-format.md), o un registro (se reproducen sus entradas y las decisiones se cotejan con las registradas)
cli-help-format = Cómo imprimir las decisiones
cli-value-format-text = Una línea por decisión, para personas
cli-value-format-jsonl = Un objeto JSON por línea (el contrato de conformidad)
cli-help-replay-rules = Las reglas (sustituyen la línea `rules` de la traza): unas de las incorporadas, o unas de las `[[rules.custom]]` del archivo de `--config`
cli-help-supervision = Quién actúa ante una jugada ilegal (sustituye la línea `supervision` de la traza)
cli-value-supervision-full = Toda jugada ilegal completada se corrige, por tarde que sea (partidas estándar; rápidas según A.4; relámpago según B.2)
cli-value-supervision-claim = A.5.2: la jugada ilegal se mantiene cuando el adversario ha completado una jugada sin que se haya corregido
cli-help-sensor = Lo que dicen los sensores (sustituye la línea `sensor` de la traza)
cli-value-sensor-occupancy = «Aquí hay un imán»: un bit por casilla
cli-value-sensor-identity = Qué pieza hay en cada casilla
cli-help-clock = Las líneas de pulsación del reloj (sustituye la línea `clock` de la traza)
cli-value-clock-single = Una sola línea: cada pulsación termina la jugada del bando que mueve
cli-value-clock-dual = Una línea por bando: la pulsación dice qué bando pulsó
cli-help-inputs = Imprime también las entradas: piezas levantadas, piezas puestas y pulsaciones
cli-help-replay-config = Un archivo de configuración cuyas reglas del organizador (`[[rules.custom]]`) pueden nombrar `--rules` y la traza
cli-help-replay-scan-hz = Frecuencia de lectura del escáner simulado, en Hz
cli-help-replay-screens = Escribe la pantalla del árbitro en un PNG por decisión en este directorio, que debe ser nuevo o estar vacío (se rechaza un directorio con archivos, para que las imágenes sean todas de esta ejecución)
cli-help-screen-size = Tamaño de las pantallas, `WIDTHxHEIGHT`
cli-help-demo-screens = Dónde escribir las pantallas del árbitro en PNG: un directorio nuevo o vacío (se rechaza uno con archivos, para que las imágenes sean todas de esta ejecución). Por defecto: un directorio `jadoube-demo` en el directorio temporal del sistema, vaciado de las imágenes de la última demostración
cli-help-demo-plain = Pantallas en ASCII simple, sin colores (lo predeterminado cuando la salida estándar no es un terminal, o con `NO_COLOR`)
cli-help-demo-speed = A qué velocidad juega el tablero simulado: un factor (1 = tiempo real) o `max`
cli-help-unwinnable-fen = La posición: un FEN (entre comillas, o en palabras sueltas; se pueden omitir los contadores de jugadas), o `startpos`. Se responde sobre todo tablero con un rey de cada color, también uno al que no llega ninguna partida legal (una jugada ilegal que se mantuvo puede dejarlo): la respuesta lo dice. Sin rey, o con dos de un color: se rechaza con estado de salida 2
cli-help-unwinnable-winner = El bando cuyas posibilidades de dar mate se preguntan (los dos si falta)
cli-value-winner-white = ¿Pueden las blancas aún dar mate?
cli-value-winner-black = ¿Pueden las negras aún dar mate?
cli-help-unwinnable-press = El análisis acotado de una decisión al pulsar el reloj (Art. 7.5.5): lo que respondería el propio tablero; como mucho un segundo por bando, más o menos. Lo predeterminado
cli-help-unwinnable-quick = El análisis rápido que el tablero hace tras cada jugada (posiciones muertas, Art. 5.2.2): unos microsegundos, no encuentra mates, así que a menudo «sin decidir»
cli-help-unwinnable-full = El análisis completo: decide mucho más, hasta unos diez segundos en posiciones compuestas
cli-help-unwinnable-format = `text`: una frase por bando; `json`: un objeto por bando y línea
cli-value-unwinnable-format-text = Una frase por bando, la línea de mate en SAN con números de jugada
cli-value-unwinnable-format-json = Un objeto JSON por bando y línea: ganador, veredicto, línea
cli-help-check-config-file = El archivo que se comprueba (por defecto: /etc/jadoube/jadoube.toml)
cli-help-check-config-config = Lo mismo que FILE
cli-help-diag-config = El archivo de configuración
cli-help-diag-fake = Reproduce bytes de bus grabados (en bucle) en vez de abrir los dispositivos
cli-help-diag-record = Escribe cada respuesta de los buses en FILE, para reproducirla con --fake
cli-help-diag-once = Imprime una sola vista, sin códigos de control de pantalla, y termina
cli-help-diag-scans = Se detiene tras este número de lecturas (con --once: imprime después de ellas; por defecto 1)
cli-help-diag-led-test = Recorre los patrones del LED de estado y enciende los LED de las casillas de una en una
cli-help-calibrate-config = La configuración (su [sensor.mcp3008] nombra los ADC y el archivo)
cli-help-calibrate-output = Dónde escribir la calibración (por defecto: sensor.mcp3008.calibration)
cli-help-calibrate-samples = Lecturas promediadas por paso
cli-help-calibrate-fake = Reproduce bytes de bus grabados en vez de abrir los dispositivos
cli-help-render-fen = La posición (un FEN, una colocación de piezas, o `startpos`)
cli-help-render-diff = La colocación de piezas que hay físicamente en el tablero: marca cada casilla distinta y da los pasos para restablecer la posición
cli-help-render-alert = Un evento como lo imprime `replay --format jsonl` (normalmente `illegal`); si hay varios, uno por línea, se aplican en orden
cli-help-render-size = Tamaño del lienzo en píxeles (800x480, como `replay --screens`, `demo` y la pantalla predeterminada del demonio)
cli-help-render-orientation = Qué bando queda abajo en el diagrama
cli-value-orientation-white = Las blancas abajo
cli-value-orientation-black = Las negras abajo
cli-help-render-rules = Las reglas que nombra la pantalla
cli-help-render-visibility = Quién puede ver las alertas (laws.md, sección 7)
cli-value-visibility-always = Alertas en la única pantalla, para todos
cli-value-visibility-after-button = Alertas visibles cuando el árbitro ha pulsado el botón
cli-value-visibility-second-output = Alertas solo en la pantalla propia del árbitro
cli-help-render-audience = Qué pantalla se dibuja
cli-value-audience-arbiter = La pantalla del árbitro: alertas, sanciones, pasos para restablecer
cli-value-audience-players = La pantalla de los jugadores, según lo que `--visibility` les deja ver
cli-help-render-text = Imprime también la pantalla como texto simple
cli-help-render-output = El archivo PNG que se escribe
cli-help-run-config = El archivo de configuración [por defecto: /etc/jadoube/jadoube.toml; con --sim, solo si existe]
cli-help-run-state-dir = Dónde están los registros [por defecto: `$STATE_DIRECTORY`, si no journal.dir; con --sim, un directorio `jadoube-sim` en el directorio temporal]
cli-help-run-sim = Funciona sobre una traza en vez del hardware: un tablero y un reloj simulados la juegan, con todas las salidas en vivo. Los ajustes de la partida vienen de la cabecera de la traza (como en `replay`)
cli-help-run-fake = Ejecuta el demonio sobre buses falsos que reproducen FILE en bucle (una grabación como la escribe `diag --record`) en vez de los dispositivos del tablero: el cableado, las líneas del reloj y el LED de la configuración, sin tablero (para probar una configuración, y para mediciones)
cli-help-run-speed = A qué velocidad va la simulación: un factor (1 = tiempo real) o `max`
cli-help-run-screens = Salidas de pantalla, en vez de las `[screen] outputs` de la configuración (se repite para varias). Con --sim, por defecto ninguna
cli-value-screens-fbdev = El framebuffer de Linux (`screen.fb_device`, una pantalla HDMI o SPI)
cli-value-screens-png = Un archivo PNG por cada cambio de pantalla, en `--png-dir`
cli-value-screens-terminal = Texto en la salida estándar (con colores en un terminal, salvo con `NO_COLOR`)
cli-value-screens-none = Sin pantalla
cli-help-run-png-dir = Dónde escribe la salida `png` [por defecto: screen.png_dir, si no STATE_DIR/png]
cli-help-run-screen-size = Tamaño de las pantallas PNG y de terminal, `WIDTHxHEIGHT`
cli-help-run-print = Imprime las decisiones en la salida estándar
cli-value-print-text = { cli-value-format-text }
cli-value-print-jsonl = { cli-value-format-jsonl }
cli-help-run-print-screens = Con `--print text`: también la pantalla del árbitro como texto tras cada alerta (`ansi` o `plain`)
cli-value-print-screens-ansi = Con colores (códigos de escape ANSI)
cli-value-print-screens-plain = ASCII simple, para archivos de log y tuberías
cli-help-run-inputs = Con --print: también piezas levantadas, piezas puestas y pulsaciones
cli-help-run-report = Escribe aquí al final las cifras medidas (latencia, memoria, CPU) en JSON
cli-help-run-sim-wall = Modo simulado: la hora real del instante 0 de la traza (RFC 3339, UTC), para registros iguales en cada ejecución
cli-help-run-first-boot = El primer arranque del tablero: crea su clave si el directorio de estado no tiene ninguna (como `jadoube key init`). Sin esta opción el demonio se niega a arrancar sin su clave (una simulación crea la suya)
cli-help-round-start-event = El torneo (la etiqueta PGN `Event`; parte del nombre de archivo del registro)
cli-help-round-start-round = La ronda (la etiqueta PGN `Round`), como `3` o `3.1`
cli-help-round-start-board = El número del tablero en la sala
cli-help-round-start-white = El nombre de las blancas, como lo escribe el PGN (`Surname, Given`)
cli-help-round-start-black = El nombre de las negras, como lo escribe el PGN (`Surname, Given`)
cli-help-round-start-site = Dónde se juega la partida (la etiqueta PGN `Site`)
cli-help-round-pairings-file = El archivo del programa de emparejamiento: un TRF (`.trf`, `.trfx`, `.txt`) o un CSV (`board, white, black[, white_id, black_id, white_rating, black_rating]`)
cli-help-round-pairings-list = Con un TRF: la lista de parejas del motor de emparejamiento (`JaVaFo` o `bbpPairings -p`), que da los tableros en orden
cli-help-round-pairings-round = La ronda [por defecto: con un TRF, la ronda emparejada sin resultados; necesaria con --list o con un CSV]
cli-help-round-results-file = { cli-help-round-pairings-file }
cli-help-round-results-list = { cli-help-round-pairings-list }
cli-help-round-results-round = { cli-help-round-pairings-round }
cli-help-round-results-journals = Dónde están los registros de los tableros (el directorio de datos de la sala, o registros descargados de los tableros); se buscan *.jsonl en todos los subdirectorios
cli-help-round-results-trf-out = Escribe aquí el archivo del programa de emparejamiento con los resultados de la ronda (un TRF: el mismo archivo con los resultados de la ronda; requiere un TRF)
cli-help-round-results-csv-out = Escribe aquí los resultados en CSV (tablero, blancas, negras, números FIDE, resultado, cómo)
cli-help-key-init-name = El nombre del tablero en la lista del organizador [por defecto: el nombre de esta máquina]
cli-help-export-journals = Registros que se exportan [por defecto: todos los *.jsonl del directorio de estado]
cli-help-export-round = Solo esta ronda
cli-help-export-format = Qué escribir (se repite para ambos) [por defecto: `pgn` y `json`]
cli-value-export-format-pgn = Un archivo PGN por partida
cli-value-export-format-json = Un resumen JSON por ronda
cli-help-export-output = Dónde escribir [por defecto: STATE_DIR/export]
cli-help-hall-broker = El broker, `HOST:PORT`
cli-help-hall-prefix = El prefijo de los temas del torneo (el `hall.prefix` de los tableros)
cli-help-hall-data-dir = Dónde guarda la sala las partidas y los registros recogidos
cli-help-hall-listen = La dirección de la página (0.0.0.0:8080 para los teléfonos de los árbitros en la red de la sala)
cli-help-hall-broadcast-listen = La transmisión para el público (el PGN de cada ronda, para los sitios de transmisión), en una dirección propia: la página de los árbitros no tiene por qué quedar expuesta
cli-help-hall-ca = TLS hacia el broker: su CA (PEM)
cli-help-hall-cert = El certificado de cliente de la sala y su clave (PEM), con --ca
cli-help-hall-key = La clave privada de --cert (PEM)
cli-help-hall-username = Un nombre de usuario, con el archivo de su contraseña
cli-help-hall-password-file = El archivo con la contraseña de --username
cli-help-hall-keys = La lista de tableros del organizador (líneas `NAME PUBKEY`, como la lee `verify --keys`): los registros recogidos se comprueban con ella
cli-help-hall-page-cert = La cadena de certificados de la página (PEM), con --page-key. Sin ella la sala crea uno en DATA/tls/ en su primer arranque, lo conserva y anota su huella en el log del sistema
cli-help-hall-page-key = La clave privada de --page-cert (PEM)
cli-help-hall-page-names = Otro nombre de máquina u otra dirección para el certificado propio (la dirección de la sala en la red de la sala); se puede repetir
cli-help-hall-insecure-http = Sirve la página por HTTP simple, sin TLS: para pruebas, o detrás de un proxy TLS en la misma máquina. Nunca por defecto
cli-help-hall-user-add-name = El nombre de la cuenta (letras ASCII, cifras, `-`, `_`, `.`)
cli-help-hall-user-add-role = Lo que puede hacer la cuenta
cli-value-role-chief = El árbitro principal: ve la página y actúa
cli-value-role-deputy = Un árbitro adjunto: las mismas acciones que el principal
cli-value-role-viewer = Ve la página, no actúa sobre nada
cli-help-hall-user-data-dir = El directorio de datos de la sala (`jadoube-hall --data-dir`)
cli-help-hall-user-add-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-remove-name = El nombre de la cuenta
cli-help-hall-user-remove-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-list-data-dir = { cli-help-hall-user-data-dir }
cli-about-hall-pairings = Carga los emparejamientos de una ronda (TRF de la FIDE, la lista del programa de emparejamiento o CSV) en la sala: la sala en marcha envía a cada tablero su partida
cli-help-hall-pairings-boards = Los números de tablero con los nombres de los tableros en la sala: líneas `N NOMBRE` [por defecto: el tablero cuya partida nombra el tablero N, si no el tablero llamado N]
cli-help-hall-pairings-file = { cli-help-round-pairings-file }
cli-help-hall-pairings-list = { cli-help-round-pairings-list }
cli-help-hall-pairings-round = { cli-help-round-pairings-round }
cli-help-hall-pairings-data-dir = { cli-help-hall-user-data-dir }

# Los errores de clap en la línea de órdenes (cli/clap_words.rs).
cli-error = error
cli-error-unknown-argument = argumento inesperado `{ $arg }`
cli-error-value-required = `{ $arg }` necesita un valor y no se ha dado ninguno
cli-error-invalid-value = valor no válido `{ $value }` para `{ $arg }`
cli-error-invalid-subcommand = orden desconocida `{ $name }`
cli-error-missing-required = faltan los argumentos obligatorios siguientes:
cli-error-missing-subcommand = `{ $name }` necesita una orden y no se ha dado ninguna
cli-error-repeated = el argumento `{ $arg }` no se puede dar más de una vez
cli-error-conflict = el argumento `{ $arg }` no se puede usar con `{ $other }`
cli-error-conflict-others = el argumento `{ $arg }` no se puede usar con uno o varios de los otros argumentos dados
cli-error-too-many-values = valor inesperado `{ $value }` para `{ $arg }`; no se esperaban más
cli-error-number-of-values = `{ $arg }` necesita { $n } valores, pero { $count ->
    [one] se ha dado { $count }
   *[other] se han dado { $count }
}
cli-error-no-equals = hace falta un signo igual para dar un valor a `{ $arg }`
cli-error-invalid-utf8 = un argumento no es UTF-8 válido
cli-error-similar-argument = sugerencia: existe una opción parecida: `{ $similar }`
cli-error-similar-subcommand = sugerencia: existe una orden parecida: `{ $similar }`
cli-error-similar-value = sugerencia: existe un valor parecido: `{ $similar }`
cli-error-more = Para más información, pruebe `{ $help }`.

# Los errores que terminan una orden (cli/error_words.rs): una línea de traza, una configuración, un archivo.
list-or = { $a } o { $b }
trace-at-line = línea { $line }: { $why }
trace-why-not-utf8 = no es texto UTF-8
trace-why-header-after-timed = línea de cabecera `{ $key }` después de la primera línea con tiempo
trace-why-header-again = la cabecera `{ $key }` se repite (la primera en la línea { $first }): una traza da cada cabecera una sola vez
trace-why-bad-time = tiempo no válido: { $why }
trace-why-beyond-week = el tiempo { $time } pasa de 7 días (604800 s): una partida no dura una semana
trace-why-time-backwards = el tiempo { $time } es anterior al de la línea precedente ({ $before })
trace-why-after-end = una línea con tiempo después de `end` (línea { $end }): `end` es la última línea de una traza
trace-why-no-verb = falta un verbo después del tiempo
trace-why-unknown-verb = verbo desconocido `{ $verb }`: se esperaba `lift`, `drop`, `occ`, `board`, `press`, `ack`, `adjust`, `flag`, `result` o `end`
trace-why-unexpected = `{ $what }`: sobra `{ $extra }`
trace-why-missing-square = `{ $verb }`: falta una casilla (a1 .. h8)
trace-why-not-square = `{ $verb } { $text }`: no es una casilla (a1 .. h8, en minúsculas)
trace-why-not-piece = `drop { $square } { $letter }`: no es una letra de pieza (`PNBRQK` blancas, `pnbrqk` negras)
trace-why-missing-hex = `occ`: faltan las 16 cifras hexadecimales
trace-why-bad-hex = `occ { $text }`: se esperaban exactamente 16 cifras hexadecimales
trace-why-missing-placement = `board`: falta la colocación de las piezas
trace-why-bad-placement = `board { $text }`: { $why }
trace-why-bad-press-side = `press { $value }`: se esperaba `white`, `black` o nada
trace-why-bad-side = `{ $verb } { $value }`: se esperaba `white` o `black`
trace-why-missing-side = `{ $verb }`: falta el bando (`white` o `black`)
trace-why-bad-result = `result { $value }`: se esperaba `1-0`, `0-1` o `1/2-1/2`
trace-why-missing-result = `result`: falta el resultado (`1-0`, `0-1` o `1/2-1/2`)
trace-why-missing-value = `{ $key }`: falta un valor
trace-why-missing-start = `start`: falta un FEN o `startpos`
trace-why-not-one-of = `{ $key } { $value }`: se esperaba { $list }
trace-why-unknown-header = cabecera desconocida `{ $key }`: se esperaba `version`, `start`, `variant`, `rules`, `supervision`, `sensor` o `clock` (o un tiempo)
trace-why-bad-version = `version { $text }`: se esperaba MAJOR.MINOR, p. ej. 1.0
trace-why-unread-version-one = la traza es de la versión de formato { $version }; este jadoube lee la { $first }
trace-why-unread-version = la traza es de la versión de formato { $version }; este jadoube lee de la { $first } a la { $last }
trace-why-unknown-rules = `rules { $name }`: reglas desconocidas; se esperaba { $list }
trace-why-bad-start = `start`: { $why }
trace-why-lift-empty = `lift { $square }`: la casilla ya está vacía
trace-why-drop-occupied = `drop { $square }`: la casilla ya está ocupada
trace-why-drop-needs-piece = `drop { $square }`: con sensores de identidad hace falta la letra de la pieza
trace-why-occ-with-identity = `occ`: con sensores de identidad la lectura no dice qué piezas hay en { $squares }; use `board`
trace-why-press-which-side = `press`: ¿qué bando? `press white` o `press black` con un reloj de dos pulsadores
config-at-line-column = línea { $line }, columna { $column }
config-at-line = línea { $line }
config-at-key = clave `{ $key }`
config-why-unreadable = no se puede leer la configuración: { $why }
config-why-not-utf8 = no es texto UTF-8 (bytes { $bytes }): guarde el archivo en UTF-8
config-why-unknown-key = clave desconocida `{ $name }`; se esperaba { $list }
config-why-unknown-value = valor desconocido `{ $value }`; se esperaba { $list }
config-why-wrong-type = tipo de valor equivocado: `{ $found }`; se esperaba `{ $expected }`
config-why-missing-key = falta la clave `{ $name }`
config-rule-out-of-range = { $unit ->
    [ms] { $value } ms está fuera del intervalo: de { $min } a { $max }
    [debounce] { $value } ms está fuera del intervalo: de { $min } a { $max } (20 ms o menos es ruido de los sensores, 60 ms o más es un levantamiento o una colocación real)
    [spi-bus] { $value } está fuera del intervalo: buses SPI de { $min } a { $max } (/dev/spidev{ $min }.* a /dev/spidev{ $max }.*)
    [chip-select] { $value } está fuera del intervalo: selecciones de chip de { $min } a { $max }
    [chips] { $value } está fuera del intervalo: de { $min } a { $max } chips (8 entradas cada uno, 64 casillas)
    [us-per-row] { $value } está fuera del intervalo: de { $min } a { $max } µs por fila
    [scans-per-second] { $value } está fuera del intervalo: de { $min } a { $max } lecturas por segundo
    [seconds] { $value } está fuera del intervalo: de { $min } a { $max } segundos
    [scans] { $value } está fuera del intervalo: de { $min } a { $max } lecturas
    [counts] { $value } está fuera del intervalo: de { $min } a { $max } cuentas
    [Hz] { $value } está fuera del intervalo: de { $min } a { $max } Hz
   *[none] { $value } está fuera del intervalo: de { $min } a { $max }
}
config-not-in-file = no está en el archivo: añádala
config-rule-needs-name = un conjunto de reglas necesita un nombre
config-rule-builtin-name = `{ $name }` es un conjunto de reglas incorporado: elija otro nombre
config-rule-name-taken = `{ $name }` ya es el nombre de rules.custom[{ $other }]
config-rule-loses-at = debe ser 1 o más (la jugada ilegal que pierde), u omitirse
config-rule-debounce-scans = { $hz } lecturas por segundo dejan { $period } ms entre lecturas: el antirrebote de { $debounce } ms necesita al menos dos lecturas
config-rule-other-table = esta tabla es para sensor.kind = "{ $table }", pero sensor.kind es "{ $kind }"
config-rule-matrix-table = sensor.kind = "matrix" necesita una tabla [sensor.matrix] con `rows` y `columns`
config-rule-matrix-squares = { $rows } filas por { $columns } columnas son menos de 64 casillas
config-rule-matrix-columns = 32 columnas como máximo
config-rule-listed-twice = aparece dos veces
config-rule-png-dir = la salida "png" necesita un directorio
config-rule-second-output = "second_output" necesita dos salidas en screen.outputs, o "fbdev" y screen.arbiter_fb_device
config-rule-arbiter-fb = un segundo framebuffer necesita "fbdev" en screen.outputs
config-rule-above-zero = debe ser mayor que 0
config-rule-width-height = indique el ancho y el alto juntos
# The rest of the configuration's checks (issue 31, en-13; helper lang5).
config-rule-unknown-rules = conjunto de reglas desconocido `{ $name }`; se esperaba uno de { $list }
config-rule-mcp23017-chips = { $chips } circuitos tienen { $inputs } entradas: 64 casillas necesitan al menos 4
config-rule-mcp23017-address = { $address } no es una dirección de MCP23017: de 0x20 a 0x27 (la fijan los pines A2 A1 A0)
config-rule-mcp23017-twice = { $address } ya es la dirección de addresses[{ $other }]
config-rule-dgt-device-empty = un dispositivo serie como "/dev/serial/by-id/usb-…", o `auto`
config-rule-dgt-device-path = `{ $device }`: una ruta absoluta como "/dev/ttyACM0", o `auto`
config-rule-dgt-clock-white = con `press = "lever"`: qué lado del reloj, visto desde su pantalla, es el de las blancas: `left` (izquierda) o `right` (derecha)
config-rule-dgt-clock-white-gpio = es para `press = "lever"`; con `press = "gpio"` las líneas de `[clock]` indican el lado
config-rule-dgt-debounce = un tablero DGT filtra sus propias casillas: quite `game.debounce_ms` (con un tablero DGT vale { $debounce } ms)
config-rule-mcp3008-table = `sensor.kind = "mcp3008"` necesita una tabla `[sensor.mcp3008]` con `adcs`
config-rule-mcp3008-adcs = { $adcs } convertidores tienen { $channels } canales: 64 casillas necesitan al menos 8
config-rule-mcp3008-twice = { $device } ya es adcs[{ $other }]
config-rule-mcp3008-clock = { $hz } Hz es demasiado rápido: un MCP3008 funciona a 3,6 MHz como máximo (1,35 MHz a 2,7 V)
config-rule-mcp3008-thresholds = { $off } debe ser mayor que 0 y menor que `threshold_on` ({ $on }): la diferencia es la histéresis
config-rule-clock-lever = las pulsaciones vienen de la palanca del reloj DGT (`sensor.dgt.press = "lever"`); las líneas de pulsación son para `press = "gpio"`
config-rule-clock-single = es para `game.clock = "dual"`; con `game.clock = "single"` indique `clock.line`
config-rule-clock-dual = es para `game.clock = "single"`; con `game.clock = "dual"` indique `clock.white` y `clock.black`
config-rule-clock-dual-lines = `game.clock = "dual"` necesita `clock.white` y `clock.black` (una línea de pulsación por bando)
config-rule-led-pattern = `on_ms` y `off_ms` van de 0 a 60000 ms
config-rule-ws2812-latch = una tira WS2812 no tiene línea de retención (eso es para `kind = "shift_register"`)
config-rule-ws2812-clock = { $hz } Hz: la temporización de WS2812 por SPI necesita exactamente { $needed } Hz (u omítalo)
config-rule-hc595-latch = una cadena de 74HC595 necesita su línea de retención (`RCLK`)
config-rule-no-output = al menos una de `fbdev`, `png`, `terminal`
config-rule-spi-mode = { $mode } no es un modo SPI: 0, 1, 2 o 3
config-rule-spi-twice = { $device } ya lo usa { $by }{ $default ->
    [yes] {" "}(su valor por defecto, no indicado en este archivo)
   *[no] {""}
}
config-rule-bus-pin-twice = { $pin } es GPIO{ $gpio } (pin { $header }), que ya es { $other } de { $by }{ $default ->
    [yes] {" "}(su valor por defecto, no indicado en este archivo)
   *[no] {""}
}
config-rule-bus-pin-line = { $pin } es GPIO{ $gpio } (pin { $header }), que ya usa { $by }{ $default ->
    [yes] {" "}(su valor por defecto, no indicado en este archivo)
   *[no] {""}
}
config-rule-line-on-bus = la línea { $line } ({ $alias ->
    [yes] GPIO{ $gpio }, pin { $header }
   *[no] pin { $header }
}) es { $pin } de { $by }{ $default ->
    [yes] {" "}(su valor por defecto, no indicado en este archivo)
   *[no] {""}
}: elija una línea libre
config-rule-line-twice = la línea { $line } ya la usa { $by }{ $same ->
    [no] {" "}(como { $other })
   *[yes] {""}
}{ $default ->
    [yes] {" "}(su valor por defecto, no indicado en este archivo)
   *[no] {""}
}
config-rule-host-port = `{ $value }` no tiene la forma `HOST:PORT` (servidor y puerto), como "hall.local:1883"
config-rule-board-name = `{ $value }` { $why ->
    [empty] no puede estar vacío
    [long] es demasiado largo (64 caracteres como máximo)
    [dot] no puede empezar por `.`
   *[letters] debe tener solo letras ASCII, cifras, `-`, `_` o `.`
}
config-rule-topic = `{ $value }` { $why ->
    [empty] no puede estar vacío
    [wildcard] no puede contener los comodines MQTT `+` y `#`
    [slash] no puede contener `/`
    [empty-level] no puede empezar ni terminar por `/`, ni contener `//`
    [dollar] no puede empezar por `$` (los temas propios del broker)
   *[long] es demasiado largo (200 bytes como máximo)
}
config-rule-tls-pair = un certificado de cliente necesita `cert` y `key` a la vez
config-rule-password-file = un nombre de usuario necesita el archivo de su contraseña
config-rule-username = un archivo de contraseña necesita un nombre de usuario
config-rule-mapping-rotate = { $value } no es un cuarto de vuelta: 0, 90, 180 o 270
config-rule-mapping-positions = el cableado tiene { $positions } posiciones, menos que las 64 casillas
config-rule-mapping-entries = { $entries } elementos para un cableado de { $positions } posiciones: una casilla (o "-") por posición
config-rule-mapping-not-square = `{ $name }` no es una casilla: de a1 a h8, o "-" para una posición sin usar
config-rule-mapping-square-twice = { $square } ya es la posición { $other } (squares[{ $other }])
config-rule-mapping-missing = ninguna posición para { $square }: cada una de las 64 casillas necesita una
config-rule-not-fen = `{ $fen }` no es una FEN: { $part ->
    [board] la parte del tablero no es válida
    [pocket] la reserva no es válida
    [turn] el turno no es válido
    [castling] la parte de los enroques no es válida
    [ep] la casilla al paso no es válida
    [checks] los jaques restantes no son válidos
    [halfmove] el contador de medias jugadas no es válido
    [fullmove] el número de jugada no es válido
   *[fen] no se puede leer
}
config-rule-not-playable = `{ $fen }` no es una posición desde la que se pueda jugar: { $why }
config-fen-empty = el tablero está vacío
config-fen-no-king = { $side ->
    [white] las blancas no tienen rey
   *[black] las negras no tienen rey
}
config-fen-kings = { $side ->
    [white] las blancas
   *[black] las negras
} tienen { $count } reyes ({ $squares })
config-fen-back-rank = un peón en la primera o la última fila ({ $squares }), donde ningún peón puede estar
config-fen-kings-touch = los reyes están uno junto al otro
config-fen-opposite-check = { $side ->
    [white] las blancas están en jaque y juegan las negras
   *[black] las negras están en jaque y juegan las blancas
}: la jugada recién hecha no puede haber dejado en jaque a su propio rey
config-fen-impossible-check = el rey de { $side ->
    [white] las blancas
   *[black] las negras
} está en un jaque que ninguna jugada sola pudo dar
config-fen-material = más material del que una partida puede alcanzar (más de 16 piezas de un color, o más piezas promocionadas que peones faltantes)
config-fen-castling = derechos de enroque que el tablero no permite (el rey o la torre no está en su casilla)
config-fen-ep = la casilla al paso { $square } no sigue a un avance doble de peón
config-fen-other = `{ $kinds }`
config-line-not-a-line = `{ $text }` no es una línea GPIO: se esperaba un número GPIO como lo lista `gpioinfo`, de "GPIO0" a "GPIO27" (los números GPIO no son los números de pin del conector: GPIO17 es el pin 11 del conector), un chip y un desplazamiento como "gpiochip0:17", o un nombre de línea que dé el árbol de dispositivos de la placa (letras, cifras, `_`, `-`, `.`; primero una letra)
config-line-not-a-chip = `{ $text }`: `{ $chip }` no es un chip GPIO: se esperaba un chip como lo lista `gpioinfo`, por ejemplo "gpiochip0" (o "/dev/gpiochip0"), luego `:` y un desplazamiento
config-line-offset = `{ $text }`: el desplazamiento { $offset } no es una línea de una Pi ni de un chip añadido: las líneas del conector son los desplazamientos 0 a 27 de su chip (GPIO0 a GPIO27), las de un expansor de E/S cuentan desde 0 (aquí { $max } como máximo)
config-line-ambiguous = `{ $text }` es ambiguo: escriba el número GPIO como "GPIO<n>", como lo lista `gpioinfo`; { $gpiois ->
    [yes] "GPIO{ $gpio }" es GPIO{ $gpio }, en el pin { $gpiopin } del conector
   *[no] no existe GPIO{ $gpio } (el conector tiene de GPIO0 a GPIO27)
}; { $pinis ->
    [gpio] el pin { $pin } del conector es GPIO{ $pingpio }
    [power3] el pin { $pin } del conector es la alimentación de 3,3 V, no una línea GPIO
    [power5] el pin { $pin } del conector es la alimentación de 5 V, no una línea GPIO
    [ground] el pin { $pin } del conector es tierra, no una línea GPIO
   *[none] el conector no tiene pin { $pin } (tiene los pines 1 a 40)
}
config-line-pin = `{ $text }`: las líneas se nombran por su número GPIO, no por el pin del conector: { $pinis ->
    [gpio] el pin { $pin } del conector es GPIO{ $pingpio }: escriba "GPIO{ $pingpio }"
    [power3] el pin { $pin } del conector es la alimentación de 3,3 V, no una línea GPIO
    [power5] el pin { $pin } del conector es la alimentación de 5 V, no una línea GPIO
    [ground] el pin { $pin } del conector es tierra, no una línea GPIO
   *[none] el conector no tiene pin { $pin } (tiene los pines 1 a 40)
}
config-line-gpio-spelling = `{ $text }`: escriba "GPIO{ $gpio }", como lo lista `gpioinfo`{ $case ->
    [yes] {" "}(los nombres distinguen mayúsculas y minúsculas)
   *[no] {""}
}; GPIO{ $gpio } está en el pin { $header } del conector
config-line-no-such-gpio = `{ $text }` no puede existir: el conector de 40 pines tiene de GPIO0 a GPIO27 (números GPIO, no pines del conector: GPIO17 es el pin 11 del conector)
config-line-function = `{ $text }` no es una línea: ¿quería decir "{ $name }" (GPIO{ $gpio }, pin { $header } del conector)?
config-syntax-error = error de sintaxis TOML
config-syntax-invalid = { $what ->
    [array] lista no válida
    [date-time] fecha y hora no válidas
    [time] hora no válida
    [time-offset] diferencia horaria no válida
    [inline-table] tabla en línea no válida
    [key] clave no válida
    [integer] número entero no válido
    [hex-integer] entero hexadecimal no válido
    [octal-integer] entero octal no válido
    [binary-integer] entero binario no válido
    [float] número decimal no válido
    [basic-string] cadena entre comillas dobles no válida
    [unicode-4] código Unicode de 4 cifras hexadecimales no válido
    [unicode-8] código Unicode de 8 cifras hexadecimales no válido
    [escape] secuencia de escape no válida
    [ml-basic-string] cadena multilínea entre comillas dobles no válida
    [literal-string] cadena entre comillas simples no válida
    [ml-literal-string] cadena multilínea entre comillas simples no válida
    [table-header] encabezado de tabla no válido
   *[string] cadena no válida
}
config-syntax-expected = se esperaba { $list }
config-syntax-newline = un salto de línea
config-syntax-digit = una cifra
config-syntax-leading-digit = una cifra al principio
config-syntax-duplicate-key-root = la clave `{ $key }` se repite en la raíz del documento
config-syntax-duplicate-key = la clave `{ $key }` se repite en la tabla `{ $table }`
config-syntax-dotted-key = la clave con puntos `{ $key }` intenta ampliar un valor que no es una tabla (`{ $found }`)
config-syntax-out-of-range = el valor está fuera del intervalo
config-syntax-too-deep = demasiados niveles anidados
config-syntax-too-large = número demasiado grande
config-syntax-too-small = número demasiado pequeño
config-syntax-invalid-digit = cifra no válida en el número
# The end of lang5's block.
cli-unknown-rules = --rules { $name }: conjunto de reglas desconocido; se esperaba { $list }
cli-why-unknown-language = idioma desconocido `{ $value }`: se esperaba `en`, `es`, `pt`, `fr` o `de`
cli-why-not-size = `{ $value }` no es ANCHOxALTO
cli-why-not-width = `{ $value }` no es un ancho en píxeles
cli-why-not-height = `{ $value }` no es un alto en píxeles
cli-why-not-speed = `{ $value }` no es una velocidad: un factor como `1`, `10` o `0.5`, o `max` (0 también significa `max`)
cli-why-size-limits = { $value }: el ancho y el alto deben ir de 16 a 8192 píxeles
io-read = no se puede leer { $path }
io-write = no se puede escribir { $path }
io-create = no se puede crear { $path }
io-open = no se puede abrir { $path }
io-list = no se puede listar { $path }
io-not-found = no existe el archivo o el directorio
io-permission-denied = permiso denegado
io-already-exists = ya existe
io-is-a-directory = es un directorio
io-not-a-directory = no es un directorio
io-directory-not-empty = el directorio no está vacío
io-read-only = sistema de archivos de solo lectura
io-storage-full = no queda espacio en el dispositivo
io-invalid-data = datos no válidos
io-unexpected-eof = el archivo termina antes de tiempo
io-timed-out = se agotó el tiempo de espera
io-interrupted = interrumpido

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = la línea 1 no es la cabecera de un registro: { $why }
problem-altered = la línea { $line } fue alterada: { $why }
problem-removed-one = se quitó una línea antes de la línea { $line } (seq { $first })
problem-removed = se quitaron { $count } líneas antes de la línea { $line } (seq { $first } a { $last })
problem-inserted = la línea { $line } fue insertada: la línea siguiente se encadena con la anterior
problem-decisions = las decisiones no se siguen de las entradas: { $why }
problem-empty = el archivo está vacío: no es un registro
problem-seal = el sello de la línea { $line } no se verifica: { $why }
problem-header-not-sealed = la línea 2 no es el sello de la cabecera: un registro de formato 2 se sella desde su primera línea
problem-unknown-key = el sello de la línea { $line } es de la clave { $key }, que no está entre las claves dadas
problem-unsigned = el registro no tiene sello (formato de registro { $version }): no se puede comprobar qué tablero lo escribió
problem-encoding = { $what }: el tablero no escribe ninguna de las dos cosas; los resúmenes y los sellos son sobre los bytes que escribió, así que esta copia no se puede comprobar: obtenga el archivo tal como lo escribió el tablero (copiado como binario)
problem-unsealed-evidence = la línea { $line }, después del último sello, es { $what }: un demonio la sella enseguida, así que esta línea no la selló el tablero y cualquiera pudo escribirla
problem-unsealed-span = las líneas sin sellar { $first } a { $last } abarcan { $seconds } s de tiempo del motor: un demonio sella al menos cada { $every } s
problem-bad-wall = la línea { $line }, después del último sello, tiene `wall` `{ $wall }`, que no es una hora que escriba un demonio
problem-wrong-board = el sello de la línea { $line } es de la clave que la lista da a `{ $signer }`, pero la cabecera del registro nombra el tablero `{ $board }` (un registro renombrado, o una clave copiada a otro tablero)
problem-cut = el registro no llega al final esperado (sha256 { $hash }): ninguna línea, ni ninguna longitud del archivo hasta el final de una línea, tiene ese resumen (cortado, u otro registro)

# Por qué falla `verify` (journal::why_words, what_words): lo que el problema trae de más abajo.
why-not-journal-line = no es una línea de registro ({ $why })
why-no-complete-line = el archivo no tiene ninguna línea completa ({ $bytes } bytes sin salto de línea)
why-other-record = es una línea `{ $name }`
why-other-format = formato `{ $format }`, no `{ $expected }`
why-newer-version = la versión { $version } del formato de registro es más nueva que la que lee este jadoube ({ $reads })
why-not-daemon-settings = sus ajustes no son los de un demonio: { $why }
why-header-start = la cabecera debe tener `seq` 0 y un `prev` a cero
why-another-hash = la línea { $line } registra otro resumen para ella
why-seq-does-not-follow = `seq` { $seq } no sigue a { $prev }
why-not-sealed-by = las líneas anteriores no son las que selló la clave { $key } (¿reescritas y con los resúmenes recalculados?), o el sello no es de esa clave
why-not-produced = línea { $line }: la reproducción no produce el `{ $kind }` registrado
why-differs = línea { $line }: se registró { $recorded }, la reproducción da { $produced }
why-unreadable = línea { $line }: { $why }
what-not-journal-line = una línea que no es una línea de registro
what-event = un evento `{ $kind }`
what-record = una línea `{ $name }`
what-bom = la línea 1 empieza con una marca de orden de bytes (BOM)
what-crlf = { $count } de sus { $lines } líneas terminan en CR LF (finales de línea de Windows), desde la línea { $from }

# lang6 (issue 31): errores del sistema por tipo o número (cli/error_words::os),
# claves (journal::key_why_words), archivos e informes de la sala, quién anotó un resultado.
io-read-page-certificate = no se puede leer el certificado de la página { $path }
io-read-page-key = no se puede leer la clave de la página { $path }
io-read-key-list = no se puede leer la lista de claves { $path }
io-read-key = no se puede leer la clave { $path }
io-kind-connection-refused = conexión rechazada
io-kind-connection-reset = el otro lado cortó la conexión
io-kind-host-unreachable = no se puede llegar al equipo
io-kind-network-unreachable = no se puede llegar a la red
io-kind-connection-aborted = conexión interrumpida
io-kind-not-connected = sin conexión
io-kind-address-in-use = la dirección ya está en uso
io-kind-address-not-available = la dirección no existe en esta máquina
io-kind-network-down = la red no funciona
io-kind-broken-pipe = el otro extremo se cerró (tubería rota)
io-kind-would-block = la operación tendría que esperar
io-kind-stale-handle = referencia caducada a un archivo de red
io-kind-invalid-input = argumento no válido
io-kind-write-zero = no se pudo escribir nada
io-kind-not-seekable = no se puede mover la posición en el archivo
io-kind-quota-exceeded = cuota de disco agotada
io-kind-file-too-large = archivo demasiado grande
io-kind-resource-busy = dispositivo o recurso ocupado
io-kind-executable-busy = el archivo es un programa en ejecución
io-kind-deadlock = la operación se bloquearía para siempre
io-kind-crosses-devices = el enlace cruzaría de un sistema de archivos a otro
io-kind-too-many-links = demasiados enlaces
io-kind-invalid-filename = nombre de archivo no válido
io-kind-argument-list-too-long = lista de argumentos demasiado larga
io-kind-unsupported = no admitido en este sistema
io-kind-out-of-memory = sin memoria
io-kind-no-device = no existe el dispositivo (desconectado o no activado)
io-kind-input-output = error de entrada/salida (el dispositivo o la tarjeta)
io-kind-too-many-open-files = demasiados archivos abiertos
io-kind-not-a-terminal = el dispositivo no acepta esta petición
io-kind-bad-descriptor = descriptor de archivo no válido
io-kind-filesystem-loop = demasiados niveles de enlaces simbólicos
io-kind-name-too-long = nombre de archivo demasiado largo
io-kind-protocol = error de protocolo
io-kind-unnamed = error del sistema { $code } (tipo `{ $kind }`)
io-kind-code = error del sistema { $code }
io-kind-other = un error del sistema
io-refused-not-regular = { $path } es { $what ->
    [fifo] una FIFO (tubería con nombre)
    [socket] un socket
    [device] un dispositivo
    [directory] un directorio
    [link] un enlace simbólico
   *[other] otra cosa
}, no un archivo normal: rechazado (jadoube solo lee y escribe archivos normales; revíselo y luego bórrelo)
io-refused-too-long = { $path } tiene más de { $max } bytes: rechazado
key-why-not-hex = no es una clave pública (64 dígitos hexadecimales en minúscula; se dieron { $chars } caracteres)
key-why-not-ed25519 = 64 dígitos hexadecimales, pero no es una clave pública Ed25519 (¿una clave privada dada por error? dé board-key.pub, o lo que escribe `jadoube key show`)
key-why-secret-key = es la clave privada de un tablero ({ $secret }), no una lista de claves públicas: dé { $public }, o la línea que escribe `jadoube key show`; una clave privada no debe salir del tablero
key-why-not-name-pubkey = se esperaba `NOMBRE CLAVE` (el nombre de un tablero y luego su clave tal como la escribe `jadoube key show`)
key-why-same-key = la clave de `{ $name }` es también la clave de `{ $other }`
key-why-empty = no contiene ninguna clave (líneas `NOMBRE CLAVE`)
key-why-at-line = línea { $line }: { $why }
key-why-not-key = --key: { $why }, ni un archivo
verify-by-hall-receipt = el recibo de la sala para estos bytes (sha256 { $hash })
verify-by-receipt = el recibo de la sala { $path } (sha256 { $hash })
hall-collect-cut-off = el registro acaba antes del último sello que la sala vio en directo (seq { $seq }, sha256 { $hash }): cortado, rechazado
hall-collect-holds = la sala lo guarda: { $ok ->
    [yes] verificado
   *[no] NO verificado
}
hall-collect-not-stored = la sala no pudo guardarlo: { $why }
io-not-utf8 = { $path }: no es texto UTF-8
hall-cannot-listen = no se puede escuchar en { $addr }: { $why }
fen-not-fen = `{ $fen }` no es un FEN: { $part ->
    [board] la colocación de las piezas no es válida
    [pockets] las piezas de reserva no son válidas
    [turn] el turno no es válido
    [castling] los derechos de enroque no son válidos
    [ep] la casilla de captura al paso no es válida
    [checks] los jaques restantes no son válidos
    [halfmoves] el contador de medias jugadas no es válido
    [fullmoves] el número de jugada no es válido
   *[other] { $why }
}
fen-not-playable = `{ $fen }` no es una posición desde la que se pueda jugar: { $why }
unwinnable-unreachable = nota: ninguna partida legal llega a esta posición ({ $why }); la respuesta es para el tablero tal como está
key-not-public-of = { $path }: no es la clave pública de { $secret }
hall-user-name-length = `{ $name }`: un nombre tiene de 1 a 32 caracteres
hall-user-name-chars = `{ $name }`: un nombre son letras ASCII, cifras, `-`, `_` y `.`
hall-user-password-short = una contraseña tiene al menos { $min } caracteres
hall-user-set = { $added ->
    [yes] cuenta añadida
   *[no] cuenta cambiada
}: { $name } (`{ $role }`) en { $path }
hall-user-removed = cuenta borrada: { $name }
hall-user-none = no hay ninguna cuenta { $name } en { $path }
hall-user-no-password = ninguna contraseña en la entrada estándar
hall-user-prompt = Contraseña de { $name }:
hall-user-again = Otra vez:
hall-user-differ = las dos contraseñas no coinciden
clip-more = … ({ $chars } caracteres más)
io-read-broker-ca = no se puede leer el certificado de la CA { $path }
io-read-client-certificate = no se puede leer el certificado de cliente { $path }
io-read-client-key = no se puede leer la clave de cliente { $path }
io-read-broker-password = no se puede leer el archivo de contraseña MQTT { $path }
round-by-sim = la simulación

# trflang
trf-at-line = línea { $line }: { $problem }
trf-short-player = una línea de jugador (001) más corta que sus puntos (columna 84)
trf-field = las columnas { $from }-{ $to } deberían contener { $what }, no { $found }
trf-what-points-example = puntos como { $example }
trf-what-rank = un número inicial
trf-what-rating = una puntuación Elo
trf-what-fide-id = un código FIDE
trf-what-points = puntos
trf-what-opponent = el número inicial de un rival
trf-what-colour = un color (w, b o -)
trf-what-result = un código de resultado (1 = 0 + - W D L H F U Z)
trf-rank-twice = el número inicial { $rank } aparece dos veces (la primera en la línea { $first })
trf-unknown-opponent = ronda { $round }: el rival { $opponent } no es un jugador del archivo
trf-own-opponent = ronda { $round }: el jugador { $player } juega contra sí mismo
trf-asymmetric = ronda { $round }: el jugador { $player } juega contra { $opponent } { $colour }, pero la línea { $other } no tiene a { $opponent } contra { $player } con el otro color
trf-no-colour = ronda { $round }: la partida { $player }-{ $opponent } no tiene color (columna { $column })
trf-no-players = el archivo no tiene jugadores (ninguna línea empieza por 001)
trf-no-open-round = ninguna ronda por jugar: ninguna ronda del archivo tiene una partida emparejada sin resultado; indique la ronda o dé la lista de parejas del programa de emparejamiento
trf-empty-round = la ronda { $round } no tiene ninguna partida en el archivo
trf-list = la lista de parejas: { $why }
trf-results = los resultados: { $why }
trf-list-empty = vacía: sin número de parejas
trf-list-count = la primera línea debería ser el número de parejas, no { $found }
trf-list-two-ranks = dos números iniciales por línea, no { $found }
trf-list-not-rank = { $found } no es un número inicial
trf-list-not-player = { $rank } no es un jugador del archivo
trf-list-twice = { $rank } está emparejado dos veces (la primera en la línea { $first })
trf-list-bye-first = un descanso se escribe `número 0`
trf-list-count-differs = dice { $said } parejas, la lista tiene { $has }
trf-results-no-rank = tablero { $board }: { $name } no tiene número inicial (un emparejamiento que no se leyó de un TRF)
trf-results-not-player = tablero { $board }: { $rank } no es un jugador del archivo
trf-colour-white = con blancas
trf-colour-black = con negras
trf-colour-none = sin color

## CSV and hall settings (lang7)
csv-at-line = línea { $line }: { $problem }
csv-empty = vacío: ninguna partida
csv-quote-open = unas comillas no se cierran
csv-no-column = la cabecera no tiene la columna `{ $column }` (hacen falta `board`, `white` y `black`): `{ $header }`
csv-not-number = { $what } { $found } no es un número
csv-what-board = el tablero
csv-what-name = el nombre
csv-what-white-id = el código FIDE de las blancas
csv-what-black-id = el código FIDE de las negras
csv-what-white-rating = la puntuación Elo de las blancas
csv-what-black-rating = la puntuación Elo de las negras
csv-board-out-of-range = no es un número de tablero (de 1 a 9999): { $found }
csv-no-board = falta el número de tablero
csv-no-name = tablero { $board }: falta el nombre { $side ->
    [black] de las negras
   *[white] de las blancas
}
csv-not-name = tablero { $board }: el nombre { $side ->
    [black] de las negras
   *[white] de las blancas
} no es un nombre (caracteres de control o más de 100 caracteres)
csv-twice = el tablero { $board } aparece dos veces ({ $white } - { $black } antes)
csv-no-game = ninguna partida
csv-not-rating = { $rating } no es una puntuación Elo
round-csv-no-round = { $path }: un CSV no indica la ronda: indíquela con --round
round-list-no-round = { $path }: con --list, indique la ronda con --round
hall-rt-pasted = texto pegado
round-hall-csv-no-round = { $path }: un CSV no indica la ronda: indique la ronda
round-hall-list-no-round = { $path }: con una lista de parejas, indique la ronda
round-hall-json = { $path }: no es el JSON de una ronda: { $why }
round-boards-line = archivo de tableros, línea { $line }: { $why }
round-boards-form = debería ser `BOARD NAME` (el número de tablero del emparejamiento, el nombre del tablero en la sala)
round-boards-not-number = { $found } no es un número de tablero
round-boards-name = el nombre `{ $name }` { $why ->
    [empty] no puede estar vacío
    [long] es demasiado largo (64 caracteres como máximo)
    [dot] no puede empezar por `.`
   *[letters] debe tener solo letras ASCII, cifras, `-`, `_` o `.`
}
round-boards-twice = el tablero { $board } aparece dos veces
setup-no-certificate = { $path }: ningún certificado PEM{ $file ->
    [ca] {" "}en el certificado de la CA
    [client] {" "}en el certificado de cliente
   *[page] {""}
}
setup-no-key = { $path }: ninguna clave privada PEM
setup-refused = { $path }: { $why }
setup-tls = TLS: { $why }
setup-random = sin números aleatorios: { $why }
setup-salt = no se puede generar la sal: { $why }
setup-hash = no se puede calcular el resumen de la contraseña: { $why }
setup-certificate-names = un certificado para { $names }: { $why }
setup-make-key = no se puede generar una clave: { $why }
setup-make-certificate = no se puede generar un certificado: { $why }
setup-users-line = { $path }, línea { $line }: { $why }
setup-users-not-three = no es `NAME ROLE HASH` (nombre, función, resumen de la contraseña)
setup-users-name-length = `{ $name }`: un nombre tiene de 1 a 32 caracteres
setup-users-name-chars = `{ $name }`: un nombre solo tiene letras ASCII, cifras, `-`, `_` y `.`
setup-users-role = la función es `chief`, `deputy` o `viewer`
setup-users-not-phc = no es un resumen de contraseña PHC válido (escríbalo con `jadoube-hall user add`)
setup-password-short = una contraseña tiene al menos { $min } caracteres
setup-rustls-key-mismatch = la clave privada no es la del certificado
setup-rustls-key-unknown = no se puede saber si la clave privada es la del certificado
setup-rustls-key-kind = una clave privada de un tipo que no se puede usar (sirven `RSA`, `ECDSA` o `Ed25519`)
setup-rustls-bad-encoding = el certificado no está bien codificado (DER)
setup-rustls-expired = el certificado ha caducado
setup-rustls-not-valid-yet = el certificado aún no es válido
setup-rustls-bad-signature = la firma del certificado no es correcta
setup-rustls-unsupported-signature = el certificado está firmado con un algoritmo que no se puede comprobar
setup-rustls-other = la biblioteca TLS lo rechaza: { $why }
## Board-side errors (lang8): --screens, the board's key files, the journal a restart finds, run --sim-wall, calibrate
screens-not-a-directory = --screens { $path }: no es un directorio
screens-unreadable = --screens { $path }: { $why }
screens-not-empty = --screens { $path }: el directorio no está vacío ({ $count ->
    [one] una entrada
   *[other] { $count } entradas
}): indique uno nuevo o vacío, para que las imágenes sean todas de esta ejecución
board-key-cannot-read = no se puede leer la clave del tablero { $path }: { $why }
board-key-cannot-make = no se puede crear la clave del tablero { $path }: { $why }
board-key-cannot-write = no se puede escribir la clave del tablero { $path }: { $why }
board-key-not-a-key = { $path }: no es una clave de tablero de jadoube (una línea de 64 cifras hexadecimales); apártela y ejecute `jadoube key init`
board-key-exists = { $path }: este tablero ya tiene clave (`jadoube key show`); una nueva no coincidiría con la lista de tableros del organizador: si hay que sustituirla, aparte antes la antigua
board-key-readable = { $path }: otros pueden leer la clave privada del tablero (modo { $mode }): rechazada, quien la haya leído puede sellar registros como este tablero; corríjalo con `sudo chmod 600 { $path }` (y si alguien ha podido leerla, cree una clave nueva: `docs/journal.md`, sección `The board's key`)
board-key-none = { $path }: el tablero no tiene clave, y el demonio no la crea por sí mismo (una clave nueva no está en la lista del organizador: los registros que sellara no pasarían `verify --keys`); si es el primer arranque del tablero, ejecute `sudo jadoube key init --name TABLERO` (y luego dé `jadoube key show` al organizador) o arranque una vez con `jadoube run --first-boot`; si el tablero tenía clave, alguien la ha quitado: avise al árbitro principal
recover-not-a-file-name = { $path }: no es un nombre de archivo de registro
recover-no-header = { $path }: la primera línea no es la cabecera de un registro; aparte el archivo para empezar una partida nueva
recover-newer = { $path }: la versión { $version } del formato de registro es más nueva que la que lee este jadoube ({ $reads })
recover-other-source = { $path }: grabado desde `{ $recorded }`, no desde `{ $given }`; bórrelo o use otro directorio de estado
recover-note-header-torn = { $path }: solo una cabecera incompleta ({ $bytes } bytes): movida a { $aside }, partida nueva
recover-note-other-source = { $path }: grabado desde `{ $recorded }`, se sigue con `{ $given }`
recover-note-settings-kept = { $path }: la partida conserva los ajustes con que empezó (reglas { $rules }, inicio { $start })
recover-note-line-skipped = { $path }: la línea { $line } no se puede leer, se omite: { $why }
recover-note-mismatch = { $path }: la reproducción no coincide con el registro: { $why }
recover-note-torn = { $path }: la última línea estaba incompleta ({ $bytes } bytes en la posición { $offset }): cortada
run-sim-wall-bad = --sim-wall: `{ $value }` no es una hora UTC como 2026-05-02T09:00:00Z
calibrate-not-analog = calibrate es para sensores analógicos (sensor.kind = "mcp3008"); este tablero tiene { $kind }
replay-no-header-line = ninguna línea de cabecera
replay-tail-note = { $name }: nota: { $why } (`jadoube verify` lo da por fallido)
io-open-state-dir = no se puede abrir el directorio de estado { $path }
io-read-journal = no se puede leer el registro { $path }
io-remove-empty = no se puede borrar el archivo vacío { $path }
io-move-aside = no se puede apartar { $path }
io-create-journal = no se puede crear el registro { $path }
io-append-journal = no se puede añadir al registro { $path }
io-write-journal = no se puede escribir el registro { $path }
config-why-not-regular = la configuración es { $what ->
    [fifo] una FIFO (tubería con nombre)
    [socket] un socket
   *[device] un dispositivo
}, no un archivo normal: rechazada

## Hardware errors (hwlang)
hw-cannot-open = no se puede abrir el hardware: { $why }
hw-calibration-missing = calibración { $path }: no existe: `identity = true` necesita una calibración (ejecute `jadoube calibrate`)
bus-cannot-open-spi = no se puede abrir { $device }: { $why } (¿está SPI activado en config.txt y el usuario en el grupo spi?)
bus-cannot-open = no se puede abrir { $device }: { $why }
bus-no-spi-bus = no hay bus SPI { $bus }
bus-no-chip-select = no existe esa selección de dispositivo SPI
bus-no-spi-mode = no hay modo SPI { $mode }
bus-cannot-list-lines = no se pueden enumerar las líneas GPIO: { $why } (¿está el usuario en el grupo gpio?)
bus-no-gpio-chips = no hay ningún controlador GPIO disponible
bus-name-or = { $first } o { $next }
bus-line-not-found = ninguna línea GPIO se llama { $tried }: vea `gpioinfo`; ¿está el usuario en el grupo gpio?
bus-line-not-found-pi = ninguna línea GPIO se llama { $tried } (los nombres que los núcleos de Pi dan a { $spec }): vea `gpioinfo`; ¿está el usuario en el grupo gpio?
bus-other-chip = la línea { $line } está en { $chip } y las demás en { $first }: una petición necesita un solo controlador GPIO
bus-listed-twice = la línea { $line } aparece dos veces
bus-no-lines = ninguna línea
bus-no-line = no hay línea { $index }
bus-cannot-request = no se pueden pedir las líneas en { $chip }: { $why }
hw-calibration = calibración { $path }: { $why }
calibration-cannot-read = no se puede leer: { $why }
calibration-version = la versión { $version } no es conocida (este programa lee la versión 1)
calibration-piece = piece[{ $index }]: `{ $piece }` no es una letra de pieza FEN
calibration-baselines = { $found } valores de base para un cableado de { $positions } posiciones: calibre de nuevo
calibration-identity = no se distinguen las piezas ({ $problems }): ponga `identity = false` o use imanes distintos

## Hardware at work (lang9): a running bus, the sensors' faults, the tools
bus-mapping = `{ $key }`: { $why }
bus-no-table = falta la tabla `[sensor.{ $kind }]` (ejecute `jadoube check-config`)
bus-no-press-line = ninguna línea de pulsación configurada (ejecute `jadoube check-config`)
bus-spi-failed = la transferencia SPI falló: { $why }
bus-i2c-failed = la operación I2C falló: { $why }
bus-gpio-failed = la operación en las líneas GPIO falló: { $why }
bus-short-transfer = transferencia incompleta: { $done } de { $of } bytes
bus-short-write = escritura incompleta: { $done } de { $of } bytes
bus-chip-gone = { $why }: el controlador GPIO ha desaparecido (se vuelven a pedir las líneas)
bus-chip-not-back = el controlador GPIO de { $lines } ha desaparecido ({ $gone }) y no ha vuelto: { $why }
bus-dgt-not-connected = el tablero no está conectado: no se pueden encender sus LED
bus-no-reader-thread = no se puede iniciar el hilo de lectura: { $why }
bus-no-lines-thread = no se puede iniciar su hilo: { $why }
bus-nothing-recorded = nada grabado para este bus
bus-recording-exhausted = la grabación se ha agotado
bus-too-many-lines-recorded = más de 64 líneas grabadas
bus-recorded-length = { $recorded } bytes grabados, la lectura pide { $wants }
fault-hw-read = error de lectura en { $bus }: { $why }
fault-hw-all-ones = { $bus } solo lee unos: ¿desconectado o sin alimentación?
fault-hw-all-zeros = { $bus } solo lee ceros: ¿desconectado o sin alimentación?
fault-hw-bus = { $bus }: { $detail }
fault-hw-square = casilla { $square } ({ $bus }): { $detail }
fault-hw-lost-config = ha perdido su configuración ({ $registers }): ¿reinicio o caída de tensión? Se configura de nuevo
fault-hw-no-answer = sin respuesta en CH{ $channel } (bit nulo alto, leído { $read }): ¿MISO desconectado?
fault-hw-broken-chain = tras { $chips } circuitos se lee { $got }, no el nivel al que está atado SER ({ $tail }): un enlace roto entre circuitos, o no son { $chips } circuitos
fault-hw-rail = lee { $value }, en el límite { $rail ->
        [upper] superior
       *[lower] inferior
    }: un sensor averiado o en cortocircuito
fault-hw-polarity = lee { $value } ({ $delta }): ninguna pieza calibrada tiene esta polaridad
tool-recording = { $path }: { $why }
tool-mapping = `sensor.mapping.{ $key }`: { $why }
tool-abandoned = calibración abandonada
recording-line = línea { $line }: { $why }: `{ $text }`
recording-edge-shape = se esperaba `edge ROLE LINE rise|fall SECONDS`
recording-line-index = el índice de la línea no es un número
recording-rise-or-fall = se esperaba `rise` o `fall`
recording-not-seconds = `{ $value }` no es un número de segundos
recording-decimals = `{ $value }`: más de seis decimales (microsegundos)
recording-too-large = `{ $value }` es demasiado grande
recording-hex = se esperaban bytes en hexadecimal, o `! message`
recording-no-bytes = ningún byte
error-join = { $first }: { $next }
# lang10: el enlace de un tablero DGT; lo que `diag` y `calibrate` muestran
# del hardware.
dgt-link-no-clone = { $port }: no se puede duplicar el puerto: { $why }
dgt-link-no-write = { $port }: no se puede escribir en el tablero
dgt-link-closed = { $port }: el puerto se ha cerrado (¿desconectado?)
dgt-link-read-failed = { $port }: { $why } (¿desconectado?)
dgt-link-no-position = { $port }: el tablero no envía su posición
dgt-link-no-answer = { $port }: el tablero no responde
dgt-link-stopped = detenido
dgt-link-not-yet = ningún tablero DGT ha enviado todavía su posición
dgt-no-device = dgt (sin dispositivo)
hwv-wiring-shift = 74HC165 ×{ $chips } en { $spi }, carga por { $load }
hwv-wiring-analog = MCP3008 ×{ $adcs } en { $names }, umbrales { $on }/{ $off }
hwv-wiring-identity = identificación de las piezas
hwv-wiring-mcp23017 = MCP23017 ×{ $count } en { $i2c }, direcciones { $addresses }
hwv-wiring-matrix = matriz de { $rows } filas × { $columns } columnas en GPIO, estabilización de { $settle } µs
hwv-dgt-board = tablero DGT
hwv-serial = n.º de serie { $serial }
hwv-serial-unknown = n.º de serie desconocido
hwv-version = versión { $version }
hwv-version-unknown = versión desconocida
hwv-not-found-yet = (todavía no encontrado)
hwv-no-port-open = (ningún puerto abierto)
hwv-on = en { $device }
hwv-dgt-clock = reloj { $name } versión { $version }
hwv-dgt-clock-version = { $name } versión { $version }
hwv-line-board = tablero dgt: { $serial }, { $version }, { $on }
hwv-line-clock = reloj dgt: { $what }
hwv-clock-seen = visto (no ha dicho su versión)
hwv-clock-none = ninguno conectado, según el tablero
hwv-clock-not-seen = no visto
hwv-lever-not-seen = no vista
hwv-line-lever = palanca dgt: { $lever }; { $presses }
hwv-lever-down = lado { $side ->
    [left] izquierdo
   *[right] derecho
} abajo (en { $time })
hwv-presses-not-read = no se toma como pulsaciones (`press = "gpio"`)
hwv-presses-none = ninguna pulsación todavía
hwv-presses-last = última pulsación: { $side ->
    [white] blancas
   *[black] negras
}, notificada en { $time }
hwv-line-link = enlace dgt: conexiones { $connects }, perdidas { $lost }; mensajes { $messages }, bytes { $bytes }; volcados { $dumps } (con actualizaciones perdidas { $corrected }); resincronizaciones { $resyncs }, ilegibles { $garbled }
diag-event-press = { $side ->
    [white] pulsación de las blancas
    [black] pulsación de las negras
   *[none] pulsación
} en { $time }
diag-event-ack = confirmación del árbitro en { $time }
diag-event-adjust = ajusto de las { $side ->
    [white] blancas
   *[black] negras
} en { $time }
diag-event-flag = bandera de las { $side ->
    [white] blancas
   *[black] negras
} caída en { $time }
diag-event-result = resultado { $result } en { $time }
diag-led-pattern = { $pattern ->
    [off] apagado
    [ready] listo
    [illegal] ilegal, esperando el restablecimiento
   *[sensor-fault] fallo de sensor
}
diag-lighting = encendiendo { $square }
diag-gpio-line = { $spec } línea { $offset }
diag-gpio-line-found-as = { $spec } (hallada como "{ $name }") línea { $offset }
diag-gpio-line-of = { $line } de { $chip }
diag-gpio-role-on = gpio { $role } en { $chip }: { $found }
diag-gpio-role = gpio { $role }: { $found }
diag-clock-label = { $label ->
    [press] pulsador
    [white] blancas
    [black] negras
    [ack] confirmación
    [adjust-white] ajusto blancas
    [adjust-black] ajusto negras
    [flag-white] bandera blancas
    [flag-black] bandera negras
   *[other] { $raw }
}
