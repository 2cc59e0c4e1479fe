# jadoube: was Schiedsrichter und Spieler lesen, auf Deutsch.
# Begriffe der FIDE-Schachregeln: regelwidriger Zug, berührt – geführt,
# Rochade, en passant schlagen, Remis, Patt, tote Stellung, "ich rücke
# zurecht" (j'adoube).

## Wörter

side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
other = { $other ->
    [white] Weiß
   *[black] Schwarz
}
owner = { $owner ->
    [white] Weiß
   *[black] Schwarz
}
role = { $role ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
    [pawn] Bauer
   *[piece] Figur
}
piece-name = { $role ->
    [queen] { $color ->
        [white] weiße
       *[black] schwarze
    }
    [piece] { $color ->
        [white] weiße
       *[black] schwarze
    }
   *[other] { $color ->
        [white] weißer
       *[black] schwarzer
    }
} { role }
piece-on = { $case ->
    [acc] { $role ->
        [queen] die Dame
        [piece] die Figur
        [pawn] den Bauern
       *[other] den { role }
    }
    [dat] { $role ->
        [queen] der Dame
        [piece] der Figur
        [pawn] dem Bauern
       *[other] dem { role }
    }
   *[nom] { $role ->
        [queen] die Dame
        [piece] die Figur
       *[other] der { role }
    }
} auf { $square }
piece-letters = KDTLS
ordinal = { $n }.
with-article = { $text } (Art. { $article })
sentence = { $text }.
attempt-and-rule = { $attempt }: { $rule }

## Strafen und Pflichten

penalty-time = { $time } auf die Uhr von { side } geben (Art. { $article })
penalty-loss = { side } verliert die Partie: { $result } (Art. { $article })
penalty-arbiter-decides = Der Schiedsrichter entscheidet: { side } verliert, oder Remis, falls { other } nicht mattsetzen kann; die Analyse konnte es nicht klären (Art. 7.5.5)
penalty-draw = Remis ½-½: { other } kann mit keiner Folge regelgemäßer Züge mattsetzen (Art. 7.5.5)
penalty-none = Keine Strafe nach { $rules }
penalty-pending = Art. 7.5.5: die Entscheidung wird berechnet (kann { other } noch mattsetzen?)
must-move = { side } muss { $piece } ziehen
must-capture = { side } muss { $piece } schlagen
must-castle-with = { side } muss mit dem Turm auf { $square } rochieren
must-castle = { side } muss rochieren
must-capture-with = { side } muss { $piece } mit { $with } schlagen
no-castling-with = ; keine Rochade mit dem Turm auf { $square }
any-legal-move = { side } darf jeden regelgemäßen Zug ausführen (Art. 4.5)
duty-whose-hand = { $duty }, falls { side } { $piece } angehoben hat; falls { owner } diese Figur zurechtgerückt hat (Art. 4.2.1): { $other }. Das Brett sieht nicht, wessen Hand es war: der Schiedsrichter entscheidet

## Was am regelwidrigen Zug falsch war (Art. 3)

reason-leaves_king_in_check = der Zug lässt den eigenen König im Schach oder setzt ihn ins Schach
reason-castling_not_allowed = die Rochade ist hier nicht erlaubt
reason-en_passant_not_allowed = en passant ist nicht möglich
reason-invalid_piece_move = die Figur kann so nicht ziehen
reason-no_move = die Uhr wurde ohne Zug gedrückt
reason-unpromoted_pawn = ein Bauer blieb auf der letzten Reihe ohne Umwandlung
reason-wrong_color = der Spieler zog eine gegnerische Figur
reason-unrecognized = die Änderung auf dem Brett ist kein einzelner Zug
rule-no_move = die Uhr wurde ohne Zug gedrückt
rule-not_a_move = die Änderung auf dem Brett ist kein einzelner Zug
rule-piece_changed = eine Figur wurde durch eine andere ersetzt
rule-opponent_piece = { side } zog eine Figur von { other-of-side }
rule-opponent_castled = { side } rochierte mit König und Turm von { other-of-side }
rule-opponent_pawn = { side } schlug en passant mit einem Bauern von { other-of-side }
rule-capture_own = eine Figur kann keine Figur der eigenen Farbe schlagen; auf { $to } steht { $target }
rule-capture_king = der König wird nie geschlagen
rule-promote_other_colour = der Bauer wird in eine Figur der eigenen Farbe umgewandelt
rule-promote_king = ein Bauer kann nicht in einen König umgewandelt werden
rule-pawn_move = der Bauer zieht geradeaus, ein Feld oder zwei von seinem Ausgangsfeld, und schlägt schräg
rule-pawn_backwards = der Bauer zieht nur vorwärts
rule-pawn_capture_straight = der Bauer schlägt nur schräg; { $to } liegt gerade vor ihm
rule-pawn_diagonal_empty = der Bauer zieht nur schräg, um zu schlagen; { $to } ist leer
rule-pawn_double_step = der Bauer zieht nur von seinem Ausgangsfeld zwei Felder
rule-pawn_too_far = der Bauer zieht ein Feld, oder zwei von seinem Ausgangsfeld; { $attempt } geht { $distance } Felder
rule-king_move = der König zieht nur ein Feld; { $attempt } geht { $distance ->
    [one] ein Feld
    [2] zwei Felder
   *[other] { $distance } Felder
}
rule-knight_move = der Springer zieht zwei Felder in eine Richtung und ein Feld in die andere
rule-line_move = { $role ->
    [bishop] der Läufer zieht nur diagonal
    [rook] der Turm zieht nur auf Reihen und Linien
    [queen] die Dame zieht nur auf Reihen, Linien und Diagonalen
   *[other] die Figur kann so nicht ziehen
}
rule-jump = { $role ->
    [knight] nur der Springer springt
    [queen] die Dame kann nicht über andere Figuren springen
   *[other] der { role } kann nicht über andere Figuren springen
}{ $over ->
    [none] {""}
   *[other] ; { $attempt } geht über { $over }
}
rule-king_two_squares = der König zog zwei Felder ohne den Turm: die Rochade wurde nicht vollendet
rule-castle_king_moved = Rochade nicht erlaubt: der König hat schon gezogen
rule-castle_rook_moved = Rochade nicht erlaubt: der König oder dieser Turm hat schon gezogen
rule-castle_blocked = Rochade nicht erlaubt: zwischen König und Turm steht eine Figur
rule-castle_in_check = Rochade nicht erlaubt: der König steht im Schach
rule-castle_through_check = der König überquert ein angegriffenes Feld
rule-castle_into_check = der König landet auf einem angegriffenen Feld
rule-castle_no_pieces = die Rochade braucht König und Turm derselben Farbe
rule-en_passant_late = en passant ist nur im Zug direkt nach dem Doppelschritt möglich
rule-king_in_check = der Zug lässt den König von { side } im Schach oder setzt ihn ins Schach
rule-unpromoted = ein Bauer auf der letzten Reihe muss umgewandelt werden; er wird durch eine Dame ersetzt
other-of-side = { $side ->
    [white] Schwarz
   *[black] Weiß
}
side-possessive = von { side }

## Entscheidungen im Terminal und in der PGN

event-ack = Der Schiedsrichter hat bestätigt.
event-adjust = J'adoube (ich rücke zurecht): { side } kündigt das Zurechtrücken an (Art. 4.2.1); bis zum nächsten Uhrendruck von { side }, höchstens 10 s, ist eine eigene Figur, die angehoben und auf ihr Feld zurückgestellt wird, nicht berührt.
event-adjust-ignored = J'adoube von { side }, { side } ist nicht am Zug: das ändert nichts (Art. 4.2.1).
promotion-assumed = (Umwandlung als Dame gelesen: Belegungssensoren sehen die neue Figur nicht)
illegal-head = REGELWIDRIGER ZUG von { side }: { $what } (Art. { $article }).
illegal-count = { $nth } regelwidriger Zug von { side }.
illegal-restore = Die Stellung davor wiederherstellen (Art. 7.5.1).
illegal-unpromoted = Der Bauer wird durch eine Dame ersetzt, und der Zug gilt (Art. 7.5.2).
illegal-increment = Den Zeitbonus von { $seconds } s des regelwidrigen Uhrendrucks zurücknehmen.
event-restored = Stellung wiederhergestellt; { side } am Zug.
event-illegal-stands = Der regelwidrige Zug von { side } bleibt bestehen: { other } hat einen Zug vollendet, bevor er berichtigt wurde; er wird nicht mehr bestraft (Art. A.5.2).
event-touch-move = Berührt – geführt (Hinweis für den Schiedsrichter, Art. { $article }): { $text }.
touch-move = { side } hob zuerst { $piece } an, zog aber die Figur auf { $moved }
touch-move-whose-hand = Als Erstes wurde { $first } angehoben, und { side } zog die Figur auf { $moved }. Hat { side } die zuerst angehobene Figur angehoben, ist das ein Verstoß gegen berührt – geführt (Art. { $article }); hat { owner } diese Figur in der Zeit von { side } zurechtgerückt (Art. 4.2.1), { $other }. Das Brett sieht nicht, wessen Hand es war: der Schiedsrichter entscheidet
touch-move-still = musste { side } dennoch { $piece } spielen (Art. { $article })
touch-move-no-breach = gibt es keinen Verstoß
event-game-over = PARTIEENDE { $result } - { $why } (Art. { $article }).
over-checkmate = Schachmatt
over-stalemate = Patt
over-dead-position = tote Stellung: keine Seite kann mattsetzen
over-illegal-moves = { $result ->
    [white] Schwarz verliert durch regelwidrige Züge
    [black] Weiß verliert durch regelwidrige Züge
   *[draw] Remis: regelwidrige Züge, aber der Gegner kann nicht mattsetzen
}
over-seventy-five = 75 Züge jedes Spielers ohne Schlagen oder Bauernzug
over-fivefold = dieselbe Stellung zum fünften Mal
event-sensor-fault = Sensorfehler: { $detail }. Der Partiestand bleibt erhalten; kein Spieler wird beschuldigt.
event-sensor-ok = Die Sensoren lesen wieder ein plausibles Brett.
fault-flicker = Feld { $square } flackert ohne Ende
fault-all-occupied = alle Felder lesen sich besetzt (Kette getrennt oder ohne Strom?)
fault-all-empty = alle Felder lesen sich leer (Kette getrennt oder ohne Strom?)
fault-not-identity = Identitätssensoren eingestellt, aber die Abtastung liefert nur Belegung
fault-too-many = { $count } Felder lesen sich besetzt: mehr als die 32 Figuren einer Partie
fault-dgt-uncertain = die Uhr kann gedrückt worden sein, während das DGT-Brett abgesteckt war, und das Brett ist nicht genau einen Zug weiter als beim zuletzt beurteilten Zug: es kann mehr als ein Zug gemacht worden sein; Schiedsrichter: die Stellung des zuletzt beurteilten Zuges aufbauen (der Bildschirm zeigt sie) oder die Bestätigungstaste drücken
fault-dgt-no-clock = keine Uhr am DGT-Brett angeschlossen: ihr Hebel gibt die Tastendrücke (press = "lever"); Uhr anschließen
fault-dgt-uncertain-window = das DGT-Brett zeigte innerhalb der Verzögerung der Uhr einen regelgemäßen Zug, dann wurde eine Figur des Spielers, der gedrückt hat, anderswo abgestellt: der Tastendruck kann vor oder nach ihm erfolgt sein; Schiedsrichter: prüfen, die Stellung des zuletzt beurteilten Zuges aufbauen (der Bildschirm zeigt sie) oder die Bestätigungstaste drücken
fault-dgt-uncertain-press = das DGT-Brett kann nicht sagen, wann unter den innerhalb der Verzögerung der Uhr bewegten Figuren die Uhr gedrückt wurde (oder eine Meldung ging verloren, oder das Brett war abgesteckt), und davon hängt ab, was beurteilt wird: niemand wird auf eine Vermutung hin bestraft; Schiedsrichter: prüfen, die Stellung des zuletzt beurteilten Zuges aufbauen (der Bildschirm zeigt sie) oder die Bestätigungstaste drücken
event-start-ok = Ausgangsstellung richtig.
event-start-wrong = Ausgangsstellung falsch (Art. { $article }): { $list }.
start-missing = auf { $square } fehlt: { $piece }
start-extra = nicht auf { $square }: { $piece }
start-empty = { $square } muss leer sein
start-wrong = auf { $square } gehört: { $piece }, nicht { $found }
start-should-hold = auf { $square } gehört: { $piece }
press-awaiting-restore = Uhrendruck ignoriert: erst muss die Stellung wiederhergestellt werden.
press-not-on-move = Uhrendruck ignoriert: diese Seite ist nicht am Zug.
press-game-over = Uhrendruck ignoriert: die Partie ist beendet.
press-sensor-fault = Uhrendruck nicht bewertet: die Sensoren sind gestört; der Schiedsrichter muss das Brett prüfen.
press-other = Uhrendruck ignoriert: { $why }.
pgn-restart = { $time }: jadoube wurde neu gestartet (Stromausfall oder Absturz) und setzte aus seinem Protokoll fort
hall-line-restart = jadoube wurde neu gestartet (Stromausfall oder Absturz) und setzte aus seinem Protokoll fort
hall-line-stop = jadoube wurde beendet ({ $why })
pgn-recovered = ; { $count ->
    [one] ein kurz zuvor entschiedenes Ereignis wurde dabei geschrieben
   *[other] { $count } kurz zuvor entschiedene Ereignisse wurden dabei geschrieben
}
pgn-stands-from = Die Partie geht weiter von { $fen }.

## Schritte zum Wiederherstellen

step-move = { $piece } { $from } → { $to }
step-move-unknown = Figur auf { $from } → { $to } (muss sein: { $piece })
step-remove = Von { $from } entfernen: { $piece }
step-remove-unknown = Die Figur auf { $from } entfernen
step-put = Auf { $to } zurückstellen: { $piece }
step-put-aside = Auf { $to } stellen (beiseitegelegt): { $piece }
step-swap = Tauschen: { $piece_a } auf { $a } und { $piece_b } auf { $b }
step-set-aside = Von { $from } anheben und halten: { $piece }
short-move-unknown = Figur auf { $from } → { $to }
short-remove = von { $from } entfernen
short-remove-unknown = Figur von { $from } entfernen
short-put = zurück auf { $to }
short-put-aside = gehaltene Figur → { $to }
short-set-aside = von { $from } anheben, halten

## Der Bildschirm

title-ready-move = Bereit · { side } am Zug
title-ready-start = Bereit · { side } beginnt
title-game-over = Partieende · { $result }
title-illegal = Regelwidriger Zug · { side }
title-restored = Stellung wiederhergestellt
title-sensor-fault = Sensorfehler
title-start-differs = Ausgangsstellung abweichend
title-illegal-stands = Regelwidriger Zug bleibt
title-touch-move = Berührt – geführt · Hinweis
title-board-matches = Brett stimmt mit der Stellung überein
title-board-differs = Brett weicht von der Stellung ab
badge-arbiter = SR
badge-adjust = J'ADOUBE
arbiter-call = Schiedsrichter gerufen: Knopf drücken zum Anzeigen
also = Außerdem: { $text }
summary-sensor-fault = Sensorfehler: { $detail }
summary-start = Ausgangsstellung weicht auf { $count ->
    [one] einem Feld
   *[other] { $count } Feldern
} ab (Art. { $article })
summary-illegal-stands = regelwidriger Zug von { side } bleibt (Art. A.5.2)
summary-touch-move = berührt – geführt: zuerst angehoben { $piece } (Art. { $article })
status = { $rules } · regelwidrig W { $white } S { $black } · Zug { $move }
info-to-move = Zug { $move }, { side } am Zug
info-last-move = Letzter Zug: { $text }
info-no-move = Noch kein Zug
info-illegal = Regelwidrige Züge: Weiß { $white } · Schwarz { $black }
info-player = { side }: { $name }
info-round-board = Runde { $round }, Brett { $board }
info-rules = Regeln: { $rules }
fault-bus = Bus: { $bus }
fault-kept = Der Partiestand bleibt erhalten; kein Spieler wird beschuldigt.
fault-presses = Uhrendrücke werden ignoriert, bis die Sensoren wieder ein Brett lesen.
squares-differ = { $count ->
    [one] { $count } Feld weicht
   *[other] { $count } Felder weichen
} von der Ausgangsstellung ab (Art. { $article })
heading-to-set-up = Aufzustellen
heading-put-back = Zurückstellen
heading-to-restore = Wiederherzustellen
heading-to-check = Stellung prüfen
stands-line = Der regelwidrige Zug von { side } wurde nicht berichtigt, bevor { other } einen Zug vollendete (Art. A.5.2)
stands-count = Er bleibt ohne Strafe und zählt nicht: die Zahl der regelwidrigen Züge von { side } bleibt bei { $count }.
touch-advice-only = Nur ein Hinweis: das Brett sieht angehobene Figuren, nicht wessen Hand.
illegal-quiet = Art. { $article } · { $nth } regelwidriger Zug von { side }
restored-line = Regelwidriger Zug von { side }; das Brett ist wiederhergestellt. { other } am Zug.
increment-line = Den Zeitbonus von { $seconds } s zurücknehmen, den { side } mit dem Uhrendruck bekam
no-castling-line = In diesem Zug keine Rochade mit dem Turm auf { $square } (Art. 4.4.2)
may-any = { side } darf jeden regelgemäßen Zug ausführen
result-line = Ergebnis { $result }: { $why } (Art. { $article })
nothing-to-put-back = Nichts zurückzustellen
over-no-restore = Keine Wiederherstellung nötig: die Partie ist beendet; die Stellung vor dem regelwidrigen Zug ist die Schlussstellung.
over-check-position = Die Stellung wiederherstellen, um zu beurteilen, ob { other } noch mattsetzen kann (Art. 7.5.5).
differ-count = { $count ->
    [one] Ein Feld weicht ab
   *[other] { $count } Felder weichen ab
} (Art. 7.4, 7.6)
adjust-line = J'adoube: { side } rückt zurecht (Art. 4.2.1)
adjust-ignored-line = J'adoube von { side } ignoriert: nicht am Zug (Art. 4.2.1)

screen-if-adjusted = Oder, falls { owner } die Figur auf { $square } zurechtrückte (Art. 4.2.1): { $other }
screen-arbiter-decides = Wessen Hand? Der Schiedsrichter entscheidet.

badge-count = { $side ->
    [white] W
   *[black] S
} #{ $count }
terminal-legend = +X fehlt: X hinstellen   xX muss weg   X!Y X gehört hin, Y steht da

## The demo

demo-intro = jadoube-Demo: ein simuliertes Brett spielt { $trace } (Belegungssensoren, { $rules })
demo-outro = { $count } Bildschirme als PNG geschrieben nach { $dir }
    Protokoll: { $journal }, versiegelt mit dem Schlüssel in { $state }
demo-try = probieren Sie:

## run --sim in einem Terminal

run-sim-playing = Spiele { $trace } { $speed ->
    [max] so schnell wie möglich
    [real] in Echtzeit
   *[times] mit { $factor }-facher Geschwindigkeit
} ab (Strg-C hält an).
run-sim-new = Protokoll: { $journal } (eine neue Partie)
run-sim-resumed = Protokoll: { $journal }, fortgesetzt: es enthält diese Partie schon bis { $seconds } s; die Partie geht von dort weiter.
run-sim-finished = Protokoll: { $journal }, fortgesetzt: es enthält diese Partie schon bis { $seconds } s, dem Ende der Aufzeichnung: nichts mehr zu spielen.
    Um sie noch einmal zu spielen, löschen Sie diese Datei oder geben Sie ein anderes --state-dir an (jetzt { $dir }).
run-sim-over = { $how ->
    [end] Die Aufzeichnung ist zu Ende
   *[stopped] Angehalten
} ({ $lines ->
    [one] eine Protokollzeile geschrieben
   *[other] { $lines } Protokollzeilen geschrieben
}): { $journal }

## Wie eine Partie endet (laws.md Abschnitt 8; Trace-Format 1.2)

over-kings = { $result ->
    [white] Ergebnis der Spieler: beide Könige auf hellen Zentrumsfeldern
    [black] Ergebnis der Spieler: beide Könige auf dunklen Zentrumsfeldern
   *[draw] Ergebnis der Spieler: die Könige auf einem hellen und einem dunklen Zentrumsfeld
}
over-time = { side } hat die Zeit überschritten; { other } kann noch mattsetzen: { side } verliert
over-time-cannot-checkmate = { side } hat die Zeit überschritten, aber { other } kann mit keiner Folge regelgemäßer Züge mattsetzen: remis
over-arbiter = vom Schiedsrichter eingetragenes Ergebnis
event-flag-claim = { side } hat die Zeit überschritten (Art. 6.9, A.5.3): wird es reklamiert, { $result ->
    [white] gewinnt Weiß
    [black] gewinnt Schwarz
   *[draw] remis, { other } kann nicht mattsetzen
}. Es wird weitergespielt, bis ein Ergebnis eingetragen ist.
event-flag-undecided = { side } hat die Zeit überschritten (Art. 6.9): die Analyse konnte nicht klären, ob { other } noch mattsetzen kann; der Schiedsrichter entscheidet und trägt das Ergebnis ein.
event-new-game = Neue Partie (Partie { $game }): die Grundstellung steht wieder auf dem Brett; regelwidrige Züge zählen von null.
title-flag = { side }: Zeit überschritten
summary-flag = { side } hat die Zeit überschritten (Art. 6.9)
title-result-menu = Ergebnis
menu-result = { $result } { $who ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[draw] remis
}
menu-cancel = abbrechen (kein Ergebnis)
menu-how = Schiedsrichtertaste: nächste Wahl. 5 s nicht drücken: die markierte Wahl wird eingetragen.

## ---------------------------------------------------------------------
## The commands and the hall page (issue 31, item 7). Kept apart, at the
## end, so that they merge easily with changes to the messages above.

ruleset = { $body }{ $year ->
    [none] {""}
   *[other] {" "}{ $year }
} { $speed ->
    [standard] Turnierpartie
    [rapid] Schnellschach
    [blitz] Blitz
   *[other] { $speed }
}
setting-supervision = { $supervision ->
    [claim] auf Reklamation
   *[full] vollständig
}
replay-settings = Regeln { $rules }, Aufsicht { setting-supervision }, { $sensor ->
    [identity] Identitätssensoren
   *[occupancy] Belegungssensoren
}, { $clock ->
    [dual] Uhr mit zwei Tasten
   *[single] Uhr mit einer Taste
}
replay-trace-head = { $name }: { $settings }
replay-journal-head = { $name }: Protokoll von { $event }, Runde { $round }, Brett { $board } ({ $source }): { $settings }
replay-screens-written = { $count ->
    [one] ein Bildschirm geschrieben
   *[other] { $count } Bildschirme geschrieben
} nach { $dir }
replay-not-replayed = { $name }: nicht nachgespielt: das Protokoll ist nicht so, wie das Brett es schrieb: { $why }
    (`jadoube verify { $name }` sagt mehr)
replay-unsealed-tail = { $name }: Hinweis: { $count ->
    [one] die letzte Zeile ist
   *[other] die letzten { $count } Zeilen sind
} nicht versiegelt (nach Zeile { $line }): sie sind kein Beweis
replay-line-skipped = { $name }: Zeile { $line } übersprungen: { $why }
replay-torn = { $name }: die letzte Zeile ist unvollständig ({ $bytes } Bytes bei Position { $offset }), ignoriert
replay-differs = { $name }: das Nachspielen weicht von den aufgezeichneten Entscheidungen ab: { $why }
replay-journal-settings = ein Protokoll behält die Einstellungen seiner Partie; --rules, --supervision, --sensor und --clock gelten für Mitschnitte
input-lift = hebt { $square }{ $piece }
input-drop = setzt { $square }{ $piece }
input-press = drückt{ $side ->
    [white] {" "}Weiß
    [black] {" "}Schwarz
   *[none] {""}
}
input-piece = { $color ->
    [white] { $role ->
        [king] K
        [queen] D
        [rook] T
        [bishop] L
        [knight] S
       *[pawn] B
    }
   *[black] { $role ->
        [king] k
        [queen] d
        [rook] t
        [bishop] l
        [knight] s
       *[pawn] b
    }
}

verify-head = { $name }: { $lines } Zeilen, letzte seq { $seq }, sha256 der letzten Zeile { $hash }
verify-chain-intact = Kette: intakt
verify-not-journal = kein Protokoll: { $why }
verify-chain-broken = Kette: GEBROCHEN: { $why }
verify-seals = Siegel: { $count } gültig, von { $signers }
verify-signer = { $name } (Schlüssel { $key })
verify-signer-unnamed = Schlüssel { $key }
verify-then = { $a }, danach { $b }
verify-seals-failed = Siegel: FEHLGESCHLAGEN: { $why }
verify-unsigned = unsigniert (Protokollformat { $version }): die Kette ist geprüft; welches Brett es schrieb, lässt sich nicht sagen
verify-authentic = Echtheit: jedes Siegel ist von einem Schlüssel der gegebenen Liste
verify-not-authenticated = Echtheit: NICHT geprüft (weder --key noch --keys: jeder kann einen Schlüssel erzeugen und damit siegeln; geben Sie die Liste des Veranstalters an, oder vergleichen Sie den Fingerabdruck damit)
verify-taken-over = der Neustart in Zeile { $line } fand { $count ->
    [one] eine unversiegelte Zeile
   *[other] { $count } unversiegelte Zeilen
} davor (geschrieben, noch nicht versiegelt, als der Dienst anhielt): sein Siegel deckt sie, wie vorgefunden
verify-torn = Zeile { $line } ist unvollständig ({ $bytes } Bytes): der Dienst hielt beim Schreiben an; sein nächster Start schneidet sie ab
verify-restarts = { $restarts ->
    [one] ein Neustart
   *[other] { $restarts } Neustarts
}, { $torn ->
    [one] eine abgerissene Zeile
   *[other] { $torn } abgerissene Zeilen
} bei einem Neustart abgeschnitten
verify-not-stopped = das Protokoll endet vor einem sauberen Halt: der Dienst läuft, oder wurde beendet oder verlor den Strom (ein Neustart setzt fort)
verify-stop-unsealed = der saubere Halt am Ende ist nicht versiegelt
verify-decisions-same = Entscheidungen: { $count } aufgezeichnete Ereignisse; das Nachspielen der Eingaben ergibt dieselben
verify-decisions-wrong = Entscheidungen: FALSCH: { $why }
verify-decisions-note = Entscheidungen: { $why }
verify-ok = IN ORDNUNG
verify-failed = FEHLGESCHLAGEN

unwinnable-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
unwinnable-mate-now = { unwinnable-side } kann mattsetzen: die Stellung ist schon matt
unwinnable-can-mate = { unwinnable-side } kann mattsetzen: { $line }
unwinnable-cannot = { unwinnable-side } kann mit keiner Folge regelgemäßer Züge mattsetzen
unwinnable-undecided = { unwinnable-side }: nicht entschieden (der Schiedsrichter entscheidet)

round-set = Runde gesetzt in { $path }
round-journal = die Partie wird protokolliert in { $path }
round-journal-exists = die Partie wird protokolliert in { $path } (es gibt sie schon: der Dienst setzt sie fort)
round-restart = Dienst neu starten, um sie zu beginnen: `sudo systemctl restart jadoube`
round-hall-first = die Paarung des Turniersaals in { $path } geht der Rundendatei vor: das Brett folgt den Partien des Turniersaals, bis diese Datei entfernt ist
round-show-journal = Protokoll: { $path }
key-made = Schlüssel des Bretts erzeugt: { $secret } (privat, Modus 0600) und { $public }
key-public = öffentlicher Schlüssel: { $key }
key-fingerprint = Fingerabdruck:         { $key }
key-list-line = für die Brettliste des Veranstalters (`jadoube verify --keys DATEI`):
check-config-head = wirksame Konfiguration von { $path }
calibrate-written = Kalibrierung geschrieben nach { $path }.

pgn-not-verified = DAS JOURNAL DIESER PARTIE LÄSST SICH NICHT PRÜFEN ({ $why }): was folgt, ist kein Beweis.
export-skipped = { $why }: übersprungen
export-not-verified = { $file }: { $why } (trotzdem exportiert; siehe die Zusammenfassung)
export-no-game = keine Partie in { $where }
export-no-game-round = keine Partie der Runde { $round } in { $where }
export-the-files = den angegebenen Dateien
hall-line-header = { $software } ab { $start }, { $rules }

hall-title = jadoube · Turniersaal
hall-language = Sprache
hall-live = laufende Aktualisierung
hall-alerts-region = Alarme
hall-boards-region = Bretter
hall-counts = Bretter: { $boards } · Alarme: { $alerts } · stumm: { $silent } · Sensorfehler: { $faults }
hall-alerts = Alarme:
hall-board = Brett { $board }
hall-round-pgn = Runde { $round }: PGN
hall-offline-since = getrennt seit { $since }
hall-badge-silent = stumm
hall-badge-sensors = Sensoren
hall-badge-alert = ALARM
hall-badge-restore = wiederherstellen
hall-behind = Zeilen unterwegs
hall-no-game = noch keine Partie
hall-to-move = { side } am Zug
hall-illegal = { side }: regelwidriger Zug
hall-acknowledged = am Brett bestätigt
hall-all-boards = ← alle Bretter
hall-screen-caption = Der Bildschirm des Bretts, wie der Saal ihn zeichnet:
hall-screen-alt = der Bildschirm des Bretts
hall-collect = Protokoll jetzt abholen
hall-asked = angefordert; das Brett sendet es
hall-not-connected = der Saal ist nicht mit dem Broker verbunden
hall-journals = Abgeholte Protokolle
hall-verified = geprüft
hall-not-verified = NICHT geprüft
hall-bytes = { $n } Bytes
hall-decisions = Partie { $game }: Entscheidungen
hall-history = Alarmverlauf
hall-broker-up = Broker verbunden
hall-broker-down = Broker NICHT verbunden seit { $since }
hall-page-down = diese Seite erreicht den Saal NICHT seit { $since }
hall-age-s = { $n } s
hall-age-min = { $n } min
hall-age-h = { $n } h
hall-link-unknown = die Verbindung des Bretts ist unbekannt, solange der Broker fehlt
hall-online = das Brett ist verbunden; Alter seiner letzten Nachricht
hall-raised = ausgelöst { $since }
hall-acknowledged-at = bestätigt { $since }
hall-restored-at = wiederhergestellt { $since }
hall-cleared-at = beendet { $since }
hall-ended-at = mit der Partie beendet { $since }
hall-heard-at = vom Saal empfangen um { $since }
hall-open = noch offen
hall-dismiss = Entfernen
hall-badge-unverified = ungeprüft

hall-signin = Anmelden
hall-user = Name
hall-password = Passwort
hall-signin-failed = Falscher Name oder falsches Passwort.
hall-signin-locked = Zu viele Fehlversuche: bitte in { $n } Sekunden erneut versuchen.
hall-signout = Abmelden

# Die Runde aus dem Paarungsprogramm auf der Seite des Saals (round.js).
hall-rt-link = Runde
hall-rt-title = Runde { $round }
hall-rt-none = Keine Runde geladen.
hall-rt-loaded = { $file }, geladen { $at } von { $by }
hall-rt-load = Paarungen laden
hall-rt-file = Paarungsdatei (TRF oder CSV)
hall-rt-paste = oder hier einfügen
hall-rt-list = Die Paarliste des Paarungsprogramms (freiwillig)
hall-rt-round = Rundennummer (nötig bei CSV oder Paarliste)
hall-rt-boards = Brettnummern und Brettnamen (freiwillig, ein Paar je Zeile)
hall-rt-loaded-ok = Geladen: { $n } Bretter; jedes Brett erhält seine Paarung.
hall-rt-refused = Abgelehnt:
hall-rt-col-board = Brett
hall-rt-col-players = Spieler
hall-rt-col-status = Ergebnis und wie es zustande kam
hall-rt-col-result = Im Saal eingetragen
hall-rt-col-checks = Zu prüfen
hall-rt-col-enter = Ergebnis des Schiedsrichters
hall-rt-sent = gesendet, wartet auf das Brett
hall-rt-on-board = am Brett
hall-rt-entry = { $result } eingetragen von { $by } um { $at }
hall-rt-enter = Eintragen
hall-rt-missing = Fehlende Ergebnisse: { $boards }
hall-rt-complete = Jedes Brett hat sein Ergebnis.
hall-rt-download-trf = Ergebnisse als TRF
hall-rt-download-csv = Ergebnisse als CSV
hall-rt-download-pgn = PGN der Runde
calibrate-start = Kalibrierung von { $what }.
calibrate-remove = Alle Figuren vom Brett nehmen, dann die Eingabetaste drücken.
calibrate-place = Brett leeren, jede vorhandene Figur „{ $piece }“ daraufstellen (beliebige Felder), dann die Eingabetaste drücken (oder `skip` eingeben zum Überspringen).
calibrate-skipped = übersprungen
calibrate-level = { $piece }: { $mean } ({ $min }..{ $max }) auf { $count ->
    [one] einem Feld
   *[other] { $count } Feldern
}
calibrate-identity-ok = Die Figuren lassen sich unterscheiden: identity = true funktioniert.
calibrate-identity-no = Die Identifizierung funktioniert nicht ({ $why }); die Belegung schon.
hall-stop-reason = { $code ->
    [end] Ende des Mitschnitts
    [shutdown] Herunterfahren
   *[other] { $why }
}
hall-kind = { $kind ->
    [seal] versiegelt
    [flag] Zeitüberschreitung
    [result] Ergebnis
    [new_game] neue Partie
    [header] Beginn
    [move] Zug
    [illegal] regelwidrig
    [restored] wiederhergestellt
    [illegal_stands] bleibt bestehen
    [touch_move] berührt - geführt
    [game_over] Ende
    [sensor_fault] Sensorfehler
    [sensor_ok] Sensoren in Ordnung
    [start_position] Ausgangsstellung
    [press_ignored] Uhrendruck ignoriert
    [press] Uhrendruck
    [adjust] J'adoube
    [ack] Schiedsrichter
    [restart] Neustart
    [stop] Halt
   *[other] { $kind }
}
diag-stats = Abtastungen { $scans }  Rahmen { $frames }  Fehler { $errors }  Wiederholungen { $retries }  Störungen { $faults }  Rate { $rate }/s (Ziel { $target }/s)
diag-sensors-ok = Sensoren: in Ordnung
diag-sensors-fault = Sensoren: STÖRUNG { $why }
diag-occupied = belegt (letzter guter Rahmen)
diag-raw = Rohwerte je Feld ({ $unit ->
    [levels] Pegel
    [codes] Figurencodes
   *[adc] ADC-Werte
} @ Position in der Verdrahtung)
diag-clock-line = Uhr { $label } ({ $line }): { $state ->
    [pressed] GEDRÜCKT
   *[released] losgelassen
}, { $rises } { $rises ->
    [1] Druck
   *[other] Drücke
}, { $falls }-mal losgelassen
diag-clock-error = Uhr: die Leitungen sind nicht lesbar: { $why }
diag-clock-event = letztes Uhrereignis: { $what }
diag-led = LED: { $what }
diag-square-leds = Feld-LEDs: { $what }
hall-collect-damaged = beim Senden beschädigt: { $bytes } Bytes mit sha256 { $hash }; das Brett meldet { $sent } Bytes mit sha256 { $sent_hash }
hall-collect-other-board = von Brett { $board } gesendet, versiegelt mit dem Schlüssel, den die Liste { $other } gibt
hall-collect-live-differ = Echtzeit-Zeilen: { $differ } weichen vom Protokoll ab, { $missing } fehlen darin
hall-collect-live-same = Echtzeit-Zeilen: die { $count } in Echtzeit gezeigten Zeilen stehen Byte für Byte im Protokoll
hall-collect-other-journal = ein anderes Protokoll namens { $file } liegt schon vor: dieses ist { $name }

## Evidence (issue 28): the journal's end, the game verified

verify-encoding = nicht so, wie das Brett es schrieb: { $why }
verify-game = Partie: { $event }, Runde { $round }, Brett { $board }: { $white } - { $black }
verify-evidence = Beweis: Zeilen 1 bis { $count } (versiegelt)
verify-not-evidence = KEIN Beweis: die Zeilen { $from } bis { $to } nach dem letzten Siegel (Zeile { $line }) sind nicht versiegelt: { $kinds }; wer die Datei schreiben konnte, konnte sie geschrieben haben
verify-tail-failed = unversiegelter Rest: FEHLER: { $why }
verify-time = Zeit: { $from } bis { $to } (UTC, Uhr des Bretts)
verify-result = Ergebnis: { $result } ({ $why })
verify-result-none = Ergebnis: keines versiegelt (die Partie endete nicht auf dem Brett)
verify-end = Ende: { $end ->
    [game_over] vollständig: das Ende der Partie ist versiegelt
    [confirmed] vollständig: endet mit einem versiegelten Halt mitten in der Partie, bestätigt durch { $by }
    [stop_mid_game] UNVOLLSTÄNDIG: endet mit einem Halt mitten in der Partie (ein Dienst wurde angehalten und für diese Partie nicht neu gestartet, oder die Datei wurde dort abgeschnitten; die Quittung des Saals oder --expect-last sagen, was davon)
    [no_stop] UNVOLLSTÄNDIG: endet mit einem Siegel ohne Halt (der Dienst läuft, wurde beendet oder verlor den Strom, oder die Datei wurde an einem Siegel abgeschnitten)
    [for_pairing] vollständig: endet mit einem versiegelten Halt vor Beginn der Partie, für die Paarung des Turniersaals (die Partie steht im Protokoll der Paarung)
   *[unknown] unbekannt (das Protokoll lässt sich nicht prüfen)
}
verify-expected-failed = erwartetes Ende: FEHLER: { $why }
verify-expected-there = erwartetes Ende: das Protokoll endet dort
verify-expected-reached = erwartetes Ende: erreicht; { $count } Zeilen folgen (nach der Aufzeichnung geschrieben)
verify-ok-incomplete = OK, UNVOLLSTÄNDIG
key-none = { $path }: noch kein Schlüssel: `sudo jadoube key init --name BRETT` (oder der erste Start des Dienstes mit `jadoube run --first-boot`)

## jadoube round pairings|results (issue 30)
round-head = Runde { $round }
round-board = Brett { $board }: { $white } - { $black }
round-bye = spielfrei: { $name } ({ $kind })
round-bye-pairing = von der Auslosung
round-bye-full = ganzer Punkt
round-bye-half = halber Punkt
round-bye-zero = abwesend, kein Punkt
round-status-no-board = kein Protokoll dieser Runde nennt das Brett
round-status-not-started = nicht begonnen
round-status-playing = läuft
round-by = Ergebnis von { $by }
# Who gave a result, after round-by's and round-corrected's "by".
round-by-board = dem Schiedsrichter am Brett
round-by-hall = { $name } im Saal
round-corrected = berichtigt { $from } → { $to } von { $by } um { $wall }
round-check-swapped = PRÜFEN: die Farben sind am Brett vertauscht
round-check-other = PRÜFEN: am Brett spielen { $white } - { $black }
round-check-elsewhere = PRÜFEN: die Partie dieser Spieler ist an Brett { $board }
round-check-entered = PRÜFEN: im Saal eingetragen { $entered }, im Protokoll { $journal }
round-open = noch kein Ergebnis an den Brettern { $boards }
round-written = geschrieben: { $path }
round-hall-loaded = die Runde liegt in { $path }: der laufende Saal sendet jedem Brett binnen einer Sekunde seine Paarung
round-unreadable = { $path }: nicht lesbar ({ $why }): kein Ergebnis daraus
round-unverified = { $path }: nicht verifiziert ({ $why }): kein Ergebnis daraus
round-trf-needs-trf = --trf-out braucht die Paarungen als TRF (eine CSV hat keine Startnummern); nehmen Sie --csv-out

# The board's tile in the hall when the daemon refused to start without its key.
board-no-key = kein Schlüssel: `jadoube key init` ausführen

# The command line's --help (cli/help.rs): the abouts of the commands, clap's headings, the options.
cli-about = Schiedsrichter-Dienst für elektronische Schachbretter
cli-heading-usage = Aufruf
cli-heading-commands = Befehle
cli-heading-options = Optionen
cli-heading-arguments = Argumente
cli-about-replay = Spielt eine Aufzeichnung (oder ein Protokoll) durch das Programm und gibt ihre Entscheidungen aus
cli-about-demo = Spielt eine mitgelieferte Partie mit einem regelwidrigen Zug auf einem simulierten Brett
cli-about-unwinnable = Kann eine Seite noch mattsetzen? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Prüft eine Konfigurationsdatei und gibt die wirksame Konfiguration aus
cli-about-diag = Direktansicht der Sensoren, der Uhrleitungen und der LED, für die Inbetriebnahme
cli-about-calibrate = Zeichnet die Magnete jeder Figurenart für analoge Erkennungssensoren auf
cli-about-render = Zeichnet eine Stellung (und eine Warnung) als PNG
cli-about-run = Startet den Dienst
cli-about-round = Beginnt eine Runde: Turnier, Runde und Brettnummer für das Protokoll
cli-about-round-start = Benennt die nächste Partie: der Dienst protokolliert sie ab seinem nächsten Start
cli-about-round-show = Gibt die Partie aus, die der Dienst protokollieren wird
cli-about-round-pairings = Liest die Paarungen einer Runde (FIDE-TRF, die Paarungsliste des Auslosungsprogramms oder CSV) und zeigt ihre Bretter
cli-about-round-results = Zeigt die Rundentabelle aus den Protokollen der Bretter und schreibt die Ergebnisse als TRF oder CSV für das Auslosungsprogramm
cli-about-verify = Prüft ein Protokoll: seine Prüfsummen-Kette, die Siegel des Bretts, sein unversiegeltes Ende, seine Entscheidungen und ob es vollständig ist. Rückgabewert 0: geprüft und vollständig; 3: geprüft, aber unvollständig; 1: nicht geprüft
cli-about-key = Der Schlüssel des Bretts, der seine Protokolle versiegelt: erzeugen, ausgeben
cli-about-key-init = Erzeugt den Schlüssel des Bretts im Zustandsverzeichnis (ein vorhandener Schlüssel bleibt)
cli-about-key-show = Gibt den öffentlichen Schlüssel des Bretts, seinen Fingerabdruck und die Zeile für die Brettliste des Veranstalters aus
cli-about-export = Exportiert die Partien einer Runde als PGN oder JSON
cli-hall-moved = der Saal ist jetzt ein eigenes Programm: `jadoube-hall` starten (Paket jadoube-hall, docs/hall.md)
cli-about-hall = Die Übersicht des Hauptschiedsrichters: jedes Brett in Echtzeit, das Übertragungs-PGN, die eingesammelten Protokolle
cli-about-help = Gibt diese Meldung oder die Hilfe zum angegebenen Befehl aus
cli-help-help = Gibt die Hilfe aus
cli-help-version = Gibt die Versionsnummer aus
cli-help-lang = Sprache der Texte: en, es, pt, fr oder de [Vorgabe: display.language der Konfiguration, sonst die Sprache des Systems, sonst en]
cli-help-config = Die Konfigurationsdatei
cli-help-state-dir = Das Zustandsverzeichnis (Vorgabe: `$STATE_DIRECTORY`, sonst journal.dir)
cli-help-keys = Die Brettliste des Veranstalters: eine Datei mit Zeilen `NAME PUBKEY`; sagt, welches Brett jedes Protokoll versiegelt hat
cli-help-key = Der öffentliche Schlüssel des Bretts: 64 Hexziffern, wie `jadoube key show` sie ausgibt, oder eine Datei damit (sein `board-key.pub`). Wiederholbar
cli-help-verify-files = Protokolldateien
cli-help-verify-no-replay = Prüft nur die Prüfsummen-Kette und die Siegel, nicht die Entscheidungen (die sonst aus den aufgezeichneten Eingaben nachgespielt werden)
cli-help-verify-expect-last = Das Protokoll muss dieses Ende erreichen: das SHA-256, das beim Abholen oder Einsammeln notiert wurde. Ein vorher abgeschnittenes Protokoll fällt durch
cli-help-verify-receipt = Die Quittung des Saals für das Protokoll (neben dem Protokoll gelesen, wenn nicht angegeben)

# Die Hilfe der Optionen jedes Befehls (cli/help.rs), ihre Werte und was clap hinzufügt.
cli-values = Mögliche Werte
cli-default = Vorgabe
cli-about-hall-user = Die Konten der Seite (DATA/users): hinzufügen, entfernen, auflisten
cli-about-hall-user-add = Fügt ein Konto hinzu oder gibt einem Konto eine neue Rolle und ein neues Passwort. Das Passwort wird vom Terminal gelesen oder aus einer Zeile der Standardeingabe
cli-about-hall-user-remove = Entfernt ein Konto (seine Sitzungen enden sofort)
cli-about-hall-user-list = Die Konten und ihre Rollen
cli-help-replay-trace = Die Aufzeichnungsdatei (docs/trace-format.md) oder ein Protokoll (seine Eingaben werden nachgespielt und die Entscheidungen mit den aufgezeichneten verglichen)
cli-help-format = Wie die Entscheidungen ausgegeben werden
cli-value-format-text = Eine Zeile je Entscheidung, für Menschen
cli-value-format-jsonl = Ein JSON-Objekt je Zeile (der Konformitätsvertrag)
cli-help-replay-rules = Regeln (ersetzt die Zeile `rules` der Aufzeichnung): eingebaute oder solche aus den `[[rules.custom]]` der Datei von `--config`
cli-help-supervision = Wer bei einem regelwidrigen Zug eingreift (ersetzt die Zeile `supervision` der Aufzeichnung)
cli-value-supervision-full = Jeder vollendete regelwidrige Zug wird berichtigt, wie spät auch immer (Standardpartien; Schnellschach nach A.4; Blitz nach B.2)
cli-value-supervision-claim = A.5.2: der regelwidrige Zug bleibt bestehen, sobald der Gegner einen Zug vollendet hat, ohne dass er berichtigt wurde
cli-help-sensor = Was die Sensoren melden (ersetzt die Zeile `sensor` der Aufzeichnung)
cli-value-sensor-occupancy = „Hier ist ein Magnet“: ein Bit je Feld
cli-value-sensor-identity = Welche Figur auf jedem Feld steht
cli-help-clock = Die Tastenleitungen der Schachuhr (ersetzt die Zeile `clock` der Aufzeichnung)
cli-value-clock-single = Eine einzige Leitung: jeder Uhrendruck beendet den Zug der Seite am Zug
cli-value-clock-dual = Eine Leitung je Seite: der Uhrendruck sagt, welche Seite gedrückt hat
cli-help-inputs = Gibt auch die Eingaben aus: gehobene und abgesetzte Figuren, Uhrendrücke
cli-help-replay-config = Eine Konfigurationsdatei, deren Regeln des Veranstalters (`[[rules.custom]]`) `--rules` und die Aufzeichnung nennen dürfen
cli-help-replay-scan-hz = Abtastrate des simulierten Scanners, in Hz
cli-help-replay-screens = Schreibt den Bildschirm des Schiedsrichters als PNG je Entscheidung in dieses Verzeichnis, das neu oder leer sein muss (ein Verzeichnis mit Dateien wird abgelehnt, damit alle Bilder von diesem Lauf sind)
cli-help-screen-size = Größe der Bildschirme, `WIDTHxHEIGHT`
cli-help-demo-screens = Wohin die Bildschirme des Schiedsrichters als PNG geschrieben werden: ein neues oder leeres Verzeichnis (eines mit Dateien wird abgelehnt, damit alle Bilder von diesem Lauf sind). Vorgabe: ein Verzeichnis `jadoube-demo` im temporären Verzeichnis des Systems, geleert von den Bildern der letzten Vorführung
cli-help-demo-plain = Bildschirme in einfachem ASCII, ohne Farben (die Vorgabe, wenn die Standardausgabe kein Terminal ist oder `NO_COLOR` gesetzt ist)
cli-help-demo-speed = Wie schnell das simulierte Brett spielt: ein Faktor (1 = Echtzeit) oder `max`
cli-help-unwinnable-fen = Die Stellung: eine FEN (in Anführungszeichen oder als einzelne Wörter; die Zugzähler dürfen fehlen) oder `startpos`. Jedes Brett mit einem König jeder Farbe wird beantwortet, auch eines, das keine regelgemäße Partie erreicht (ein bestehen gebliebener regelwidriger Zug kann eines hinterlassen): die Antwort sagt es dann. Kein König oder zwei einer Farbe: abgelehnt mit Rückgabewert 2
cli-help-unwinnable-winner = Die Seite, deren Mattchancen gefragt sind (beide, wenn nicht angegeben)
cli-value-winner-white = Kann Weiß noch mattsetzen?
cli-value-winner-black = Kann Schwarz noch mattsetzen?
cli-help-unwinnable-press = Die begrenzte Analyse einer Entscheidung beim Uhrendruck (Art. 7.5.5): was das Brett selbst antworten würde; höchstens etwa eine Sekunde je Seite. Die Vorgabe
cli-help-unwinnable-quick = Die schnelle Analyse, die das Brett nach jedem Zug macht (tote Stellungen, Art. 5.2.2): einige Mikrosekunden, findet keine Matts, daher oft „unentschieden“
cli-help-unwinnable-full = Die vollständige Analyse: entscheidet weit mehr, bis zu etwa zehn Sekunden bei komponierten Stellungen
cli-help-unwinnable-format = `text`: ein Satz je Seite; `json`: ein Objekt je Seite und Zeile
cli-value-unwinnable-format-text = Ein Satz je Seite, die Mattführung in SAN mit Zugnummern
cli-value-unwinnable-format-json = Ein JSON-Objekt je Seite und Zeile: Sieger, Urteil, Zugfolge
cli-help-check-config-file = Die zu prüfende Datei (Vorgabe: /etc/jadoube/jadoube.toml)
cli-help-check-config-config = Dasselbe wie FILE
cli-help-diag-config = Die Konfigurationsdatei
cli-help-diag-fake = Spielt aufgezeichnete Bus-Bytes (in einer Schleife) ab, statt die Geräte zu öffnen
cli-help-diag-record = Schreibt jede Antwort der Busse nach FILE, zum Abspielen mit --fake
cli-help-diag-once = Gibt eine einzige Ansicht aus, ohne Steuerzeichen für den Bildschirm, und endet
cli-help-diag-scans = Hält nach so vielen Abtastungen an (mit --once: Ausgabe danach; Vorgabe 1)
cli-help-diag-led-test = Lässt die Status-LED ihre Muster durchlaufen und schaltet die Feld-LEDs Feld für Feld ein
cli-help-calibrate-config = Die Konfiguration (ihr [sensor.mcp3008] nennt die ADCs und die Datei)
cli-help-calibrate-output = Wohin die Kalibrierung geschrieben wird (Vorgabe: sensor.mcp3008.calibration)
cli-help-calibrate-samples = Gemittelte Abtastungen je Schritt
cli-help-calibrate-fake = Spielt aufgezeichnete Bus-Bytes ab, statt die Geräte zu öffnen
cli-help-render-fen = Die Stellung (eine FEN, eine Figurenaufstellung oder `startpos`)
cli-help-render-diff = Die Figurenaufstellung, die tatsächlich auf dem Brett steht: markiert jedes abweichende Feld und nennt die Schritte, um die Stellung wiederherzustellen
cli-help-render-alert = Ein Ereignis, wie `replay --format jsonl` es ausgibt (meist `illegal`); mehrere, eines je Zeile, werden der Reihe nach angewandt
cli-help-render-size = Bildgröße in Pixeln (800x480, wie `replay --screens`, `demo` und der Standardbildschirm des Dienstes)
cli-help-render-orientation = Welche Seite unten im Diagramm steht
cli-value-orientation-white = Weiß unten
cli-value-orientation-black = Schwarz unten
cli-help-render-rules = Die auf dem Bildschirm genannten Regeln
cli-help-render-visibility = Wer Warnungen sehen darf (laws.md, Abschnitt 7)
cli-value-visibility-always = Warnungen auf dem einzigen Bildschirm, für alle
cli-value-visibility-after-button = Warnungen erst, wenn der Schiedsrichter den Knopf gedrückt hat
cli-value-visibility-second-output = Warnungen nur auf dem eigenen Bildschirm des Schiedsrichters
cli-help-render-audience = Welcher Bildschirm gezeichnet wird
cli-value-audience-arbiter = Der Bildschirm des Schiedsrichters: Warnungen, Strafen, Schritte zum Wiederherstellen
cli-value-audience-players = Der Bildschirm der Spieler, so wie `--visibility` ihn sie sehen lässt
cli-help-render-text = Gibt den Bildschirm auch als einfachen Text aus
cli-help-render-output = Die zu schreibende PNG-Datei
cli-help-run-config = Die Konfigurationsdatei [Vorgabe: /etc/jadoube/jadoube.toml; mit --sim nur, wenn sie vorhanden ist]
cli-help-run-state-dir = Wo die Protokolle liegen [Vorgabe: `$STATE_DIRECTORY`, sonst journal.dir; mit --sim ein Verzeichnis `jadoube-sim` im temporären Verzeichnis]
cli-help-run-sim = Läuft auf einer Aufzeichnung statt auf der Hardware: ein simuliertes Brett und eine simulierte Uhr spielen sie, alle Ausgaben live. Die Einstellungen der Partie kommen aus dem Kopf der Aufzeichnung (wie bei `replay`)
cli-help-run-fake = Startet den Dienst auf unechten Bussen, die FILE in einer Schleife abspielen (eine Aufnahme, wie `diag --record` sie schreibt), statt auf den Geräten des Bretts: Verdrahtung, Uhrleitungen und LED der Konfiguration, ohne Brett (zum Ausprobieren einer Konfiguration und für Messungen)
cli-help-run-speed = Wie schnell die Simulation läuft: ein Faktor (1 = Echtzeit) oder `max`
cli-help-run-screens = Bildschirmausgaben statt der `[screen] outputs` der Konfiguration (für mehrere wiederholen). Mit --sim ist die Vorgabe keine
cli-value-screens-fbdev = Der Linux-Framebuffer (`screen.fb_device`, ein HDMI- oder SPI-Bildschirm)
cli-value-screens-png = Eine PNG-Datei je Bildschirmwechsel, in `--png-dir`
cli-value-screens-terminal = Text auf der Standardausgabe (farbig auf einem Terminal, außer mit `NO_COLOR`)
cli-value-screens-none = Kein Bildschirm
cli-help-run-png-dir = Wohin die Ausgabe `png` schreibt [Vorgabe: screen.png_dir, sonst STATE_DIR/png]
cli-help-run-screen-size = Größe der PNG- und Terminalbildschirme, `WIDTHxHEIGHT`
cli-help-run-print = Gibt die Entscheidungen auf der Standardausgabe aus
cli-value-print-text = { cli-value-format-text }
cli-value-print-jsonl = { cli-value-format-jsonl }
cli-help-run-print-screens = Mit `--print text`: nach jeder Warnung auch den Bildschirm des Schiedsrichters als Text (`ansi` oder `plain`)
cli-value-print-screens-ansi = Farbig (ANSI-Steuersequenzen)
cli-value-print-screens-plain = Einfaches ASCII, für Logdateien und Pipes
cli-help-run-inputs = Mit --print: auch gehobene und abgesetzte Figuren und Uhrendrücke
cli-help-run-report = Schreibt am Ende die gemessenen Werte (Latenz, Speicher, Prozessor) als JSON hierhin
cli-help-run-sim-wall = Simulation: die Uhrzeit des Zeitpunkts 0 der Aufzeichnung (RFC 3339, UTC), für Protokolle, die bei jedem Lauf gleich sind
cli-help-run-first-boot = Der erste Start des Bretts: erzeugt seinen Schlüssel, wenn das Zustandsverzeichnis keinen hat (wie `jadoube key init`). Ohne diese Option verweigert der Dienst den Start ohne seinen Schlüssel (eine Simulation erzeugt ihren eigenen)
cli-help-round-start-event = Das Turnier (der PGN-Tag `Event`; Teil des Dateinamens des Protokolls)
cli-help-round-start-round = Die Runde (der PGN-Tag `Round`), etwa `3` oder `3.1`
cli-help-round-start-board = Die Nummer des Bretts im Saal
cli-help-round-start-white = Der Name von Weiß, wie die PGN ihn schreibt (`Surname, Given`)
cli-help-round-start-black = Der Name von Schwarz, wie die PGN ihn schreibt (`Surname, Given`)
cli-help-round-start-site = Wo die Partie gespielt wird (der PGN-Tag `Site`)
cli-help-round-pairings-file = Die Datei des Auslosungsprogramms: eine TRF (`.trf`, `.trfx`, `.txt`) oder eine CSV (`board, white, black[, white_id, black_id, white_rating, black_rating]`)
cli-help-round-pairings-list = Mit einer TRF: die Paarungsliste des Auslosungsprogramms (`JaVaFo` oder `bbpPairings -p`), die die Bretter der Reihe nach angibt
cli-help-round-pairings-round = Die Runde [Vorgabe: mit einer TRF die ohne Ergebnisse ausgeloste Runde; nötig mit --list oder einer CSV]
cli-help-round-results-file = { cli-help-round-pairings-file }
cli-help-round-results-list = { cli-help-round-pairings-list }
cli-help-round-results-round = { cli-help-round-pairings-round }
cli-help-round-results-journals = Wo die Protokolle der Bretter liegen (das Datenverzeichnis des Saals oder von den Brettern abgeholte Protokolle); *.jsonl wird in allen Unterverzeichnissen gesucht
cli-help-round-results-trf-out = Schreibt die Datei des Auslosungsprogramms mit den Ergebnissen der Runde hierhin (eine TRF: dieselbe Datei mit den Ergebnissen der Runde; braucht eine TRF)
cli-help-round-results-csv-out = Schreibt die Ergebnisse als CSV hierhin (Brett, Weiß, Schwarz, FIDE-Nummern, Ergebnis, wie)
cli-help-key-init-name = Der Name des Bretts auf der Liste des Veranstalters [Vorgabe: der Rechnername dieser Maschine]
cli-help-export-journals = Zu exportierende Protokolle [Vorgabe: jede *.jsonl im Zustandsverzeichnis]
cli-help-export-round = Nur diese Runde
cli-help-export-format = Was geschrieben wird (für beides wiederholen) [Vorgabe: `pgn` und `json`]
cli-value-export-format-pgn = Eine PGN-Datei je Partie
cli-value-export-format-json = Eine JSON-Zusammenfassung je Runde
cli-help-export-output = Wohin geschrieben wird [Vorgabe: STATE_DIR/export]
cli-help-hall-broker = Der Broker, `HOST:PORT`
cli-help-hall-prefix = Das Themenpräfix des Turniers (das `hall.prefix` der Bretter)
cli-help-hall-data-dir = Wo der Saal die Partien und die eingesammelten Protokolle aufbewahrt
cli-help-hall-listen = Die Adresse der Seite (0.0.0.0:8080 für die Telefone der Schiedsrichter im Netz des Saals)
cli-help-hall-broadcast-listen = Die Übertragung für die Zuschauer (die PGN jeder Runde, für Übertragungsseiten), auf einer eigenen Adresse: die Seite der Schiedsrichter muss nicht offenliegen
cli-help-hall-ca = TLS zum Broker: seine Zertifizierungsstelle (PEM)
cli-help-hall-cert = Das Client-Zertifikat des Saals und sein Schlüssel (PEM), mit --ca
cli-help-hall-key = Der private Schlüssel von --cert (PEM)
cli-help-hall-username = Ein Benutzername, mit der Datei seines Passworts
cli-help-hall-password-file = Die Datei mit dem Passwort von --username
cli-help-hall-keys = Die Brettliste des Veranstalters (Zeilen `NAME PUBKEY`, wie `verify --keys` sie liest): die eingesammelten Protokolle werden mit ihr geprüft
cli-help-hall-page-cert = Die Zertifikatskette der Seite (PEM), mit --page-key. Ohne sie erzeugt der Saal beim ersten Start eines in DATA/tls/, behält es und schreibt seinen Fingerabdruck ins Systemprotokoll
cli-help-hall-page-key = Der private Schlüssel von --page-cert (PEM)
cli-help-hall-page-names = Ein weiterer Rechnername oder eine weitere Adresse für das selbst erzeugte Zertifikat (die Adresse des Saals in seinem Netz); wiederholbar
cli-help-hall-insecure-http = Liefert die Seite über einfaches HTTP, ohne TLS: für Tests oder hinter einem TLS-Proxy auf derselben Maschine. Nie die Vorgabe
cli-help-hall-user-add-name = Der Name des Kontos (ASCII-Buchstaben, Ziffern, `-`, `_`, `.`)
cli-help-hall-user-add-role = Was das Konto darf
cli-value-role-chief = Der Hauptschiedsrichter: sieht die Seite und handelt
cli-value-role-deputy = Ein stellvertretender Schiedsrichter: dieselben Handlungen wie der Hauptschiedsrichter
cli-value-role-viewer = Sieht die Seite, handelt nicht
cli-help-hall-user-data-dir = Das Datenverzeichnis des Saals (`jadoube-hall --data-dir`)
cli-help-hall-user-add-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-remove-name = Der Name des Kontos
cli-help-hall-user-remove-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-list-data-dir = { cli-help-hall-user-data-dir }
cli-about-hall-pairings = Lädt die Paarungen einer Runde (FIDE-TRF, die Paarungsliste des Auslosungsprogramms oder CSV) in den Saal: der laufende Saal schickt jedem Brett seine Partie
cli-help-hall-pairings-boards = Brettnummern zu den Namen der Bretter im Saal: Zeilen `N NAME` [Vorgabe: das Brett, dessen Partie Brett N nennt, sonst das Brett namens N]
cli-help-hall-pairings-file = { cli-help-round-pairings-file }
cli-help-hall-pairings-list = { cli-help-round-pairings-list }
cli-help-hall-pairings-round = { cli-help-round-pairings-round }
cli-help-hall-pairings-data-dir = { cli-help-hall-user-data-dir }

# Die Fehler von clap auf der Befehlszeile (cli/clap_words.rs).
cli-error = Fehler
cli-error-unknown-argument = unerwartetes Argument `{ $arg }`
cli-error-value-required = `{ $arg }` braucht einen Wert, aber keiner wurde angegeben
cli-error-invalid-value = ungültiger Wert `{ $value }` für `{ $arg }`
cli-error-invalid-subcommand = unbekannter Befehl `{ $name }`
cli-error-missing-required = folgende Pflichtargumente fehlen:
cli-error-missing-subcommand = `{ $name }` braucht einen Befehl, aber keiner wurde angegeben
cli-error-repeated = das Argument `{ $arg }` darf nicht mehrfach angegeben werden
cli-error-conflict = das Argument `{ $arg }` kann nicht zusammen mit `{ $other }` verwendet werden
cli-error-conflict-others = das Argument `{ $arg }` kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente verwendet werden
cli-error-too-many-values = unerwarteter Wert `{ $value }` für `{ $arg }`; weitere wurden nicht erwartet
cli-error-number-of-values = `{ $arg }` braucht { $n } Werte, aber { $count ->
    [one] { $count } wurde angegeben
   *[other] { $count } wurden angegeben
}
cli-error-no-equals = ein Gleichheitszeichen ist nötig, um `{ $arg }` einen Wert zu geben
cli-error-invalid-utf8 = ein Argument ist kein gültiges UTF-8
cli-error-similar-argument = Tipp: es gibt eine ähnliche Option: `{ $similar }`
cli-error-similar-subcommand = Tipp: es gibt einen ähnlichen Befehl: `{ $similar }`
cli-error-similar-value = Tipp: es gibt einen ähnlichen Wert: `{ $similar }`
cli-error-more = Weitere Informationen mit `{ $help }`.

# Die Fehler, die einen Befehl beenden (cli/error_words.rs): eine Zeile einer Aufzeichnung, eine Konfiguration, eine Datei.
list-or = { $a } oder { $b }
trace-at-line = Zeile { $line }: { $why }
trace-why-not-utf8 = kein UTF-8-Text
trace-why-header-after-timed = Kopfzeile `{ $key }` nach der ersten Zeile mit Zeitangabe
trace-why-header-again = die Kopfzeile `{ $key }` kommt noch einmal (zuerst in Zeile { $first }): eine Aufzeichnung gibt jede Kopfzeile nur einmal an
trace-why-bad-time = ungültige Zeit: { $why }
trace-why-beyond-week = die Zeit { $time } liegt über 7 Tagen (604800 s): eine Partie dauert keine Woche
trace-why-time-backwards = die Zeit { $time } liegt vor der der vorigen Zeile ({ $before })
trace-why-after-end = eine Zeile mit Zeitangabe nach `end` (Zeile { $end }): `end` ist die letzte Zeile einer Aufzeichnung
trace-why-no-verb = nach der Zeit fehlt ein Verb
trace-why-unknown-verb = unbekanntes Verb `{ $verb }`: erwartet `lift`, `drop`, `occ`, `board`, `press`, `ack`, `adjust`, `flag`, `result` oder `end`
trace-why-unexpected = `{ $what }`: `{ $extra }` ist zu viel
trace-why-missing-square = `{ $verb }`: ein Feld fehlt (a1 .. h8)
trace-why-not-square = `{ $verb } { $text }`: kein Feld (a1 .. h8, kleingeschrieben)
trace-why-not-piece = `drop { $square } { $letter }`: kein Figurenbuchstabe (`PNBRQK` Weiß, `pnbrqk` Schwarz)
trace-why-missing-hex = `occ`: die 16 Hexziffern fehlen
trace-why-bad-hex = `occ { $text }`: erwartet genau 16 Hexziffern
trace-why-missing-placement = `board`: die Figurenaufstellung fehlt
trace-why-bad-placement = `board { $text }`: { $why }
trace-why-bad-press-side = `press { $value }`: erwartet `white`, `black` oder nichts
trace-why-bad-side = `{ $verb } { $value }`: erwartet `white` oder `black`
trace-why-missing-side = `{ $verb }`: die Seite fehlt (`white` oder `black`)
trace-why-bad-result = `result { $value }`: erwartet `1-0`, `0-1` oder `1/2-1/2`
trace-why-missing-result = `result`: das Ergebnis fehlt (`1-0`, `0-1` oder `1/2-1/2`)
trace-why-missing-value = `{ $key }`: ein Wert fehlt
trace-why-missing-start = `start`: eine FEN oder `startpos` fehlt
trace-why-not-one-of = `{ $key } { $value }`: erwartet { $list }
trace-why-unknown-header = unbekannte Kopfzeile `{ $key }`: erwartet `version`, `start`, `variant`, `rules`, `supervision`, `sensor` oder `clock` (oder eine Zeit)
trace-why-bad-version = `version { $text }`: erwartet MAJOR.MINOR, z. B. 1.0
trace-why-unread-version-one = die Aufzeichnung hat das Format { $version }; dieses jadoube liest { $first }
trace-why-unread-version = die Aufzeichnung hat das Format { $version }; dieses jadoube liest { $first } bis { $last }
trace-why-unknown-rules = `rules { $name }`: unbekannte Regeln; erwartet { $list }
trace-why-bad-start = `start`: { $why }
trace-why-lift-empty = `lift { $square }`: das Feld ist schon leer
trace-why-drop-occupied = `drop { $square }`: das Feld ist schon besetzt
trace-why-drop-needs-piece = `drop { $square }`: mit Identitätssensoren ist der Figurenbuchstabe nötig
trace-why-occ-with-identity = `occ`: mit Identitätssensoren sagt die Abtastung nicht, welche Figuren auf { $squares } stehen; verwenden Sie `board`
trace-why-press-which-side = `press`: welche Seite? `press white` oder `press black` bei einer Uhr mit zwei Tasten
config-at-line-column = Zeile { $line }, Spalte { $column }
config-at-line = Zeile { $line }
config-at-key = Schlüssel `{ $key }`
config-why-unreadable = die Konfiguration kann nicht gelesen werden: { $why }
config-why-not-utf8 = kein UTF-8-Text (Bytes { $bytes }): speichern Sie die Datei als UTF-8
config-why-unknown-key = unbekannter Schlüssel `{ $name }`; erwartet { $list }
config-why-unknown-value = unbekannter Wert `{ $value }`; erwartet { $list }
config-why-wrong-type = falscher Werttyp: `{ $found }`; erwartet `{ $expected }`
config-why-missing-key = der Schlüssel `{ $name }` fehlt
config-rule-out-of-range = { $unit ->
    [ms] { $value } ms liegt außerhalb des Bereichs: { $min } bis { $max }
    [debounce] { $value } ms liegt außerhalb des Bereichs: { $min } bis { $max } (20 ms oder weniger sind Sensorrauschen, 60 ms oder mehr ein echtes Anheben oder Absetzen)
    [spi-bus] { $value } liegt außerhalb des Bereichs: SPI-Busse { $min } bis { $max } (/dev/spidev{ $min }.* bis /dev/spidev{ $max }.*)
    [chip-select] { $value } liegt außerhalb des Bereichs: Chip-Selects { $min } bis { $max }
    [chips] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } Chips (je 8 Eingänge, 64 Felder)
    [us-per-row] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } µs je Zeile
    [scans-per-second] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } Abtastungen pro Sekunde
    [seconds] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } Sekunden
    [scans] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } Abtastungen
    [counts] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } ADC-Werte
    [Hz] { $value } liegt außerhalb des Bereichs: { $min } bis { $max } Hz
   *[none] { $value } liegt außerhalb des Bereichs: { $min } bis { $max }
}
config-not-in-file = nicht in der Datei: ergänzen Sie ihn
config-rule-needs-name = ein Regelwerk braucht einen Namen
config-rule-builtin-name = `{ $name }` ist ein eingebautes Regelwerk: wählen Sie einen anderen Namen
config-rule-name-taken = `{ $name }` ist schon der Name von rules.custom[{ $other }]
config-rule-loses-at = muss 1 oder mehr sein (der regelwidrige Zug, der verliert), oder weggelassen werden
config-rule-debounce-scans = { $hz } Abtastungen pro Sekunde lassen { $period } ms zwischen zwei Abtastungen: die Entprellung von { $debounce } ms braucht mindestens zwei Abtastungen
config-rule-other-table = diese Tabelle gilt für sensor.kind = "{ $table }", aber sensor.kind ist "{ $kind }"
config-rule-matrix-table = sensor.kind = "matrix" braucht eine Tabelle [sensor.matrix] mit `rows` und `columns`
config-rule-matrix-squares = { $rows } Zeilen mal { $columns } Spalten sind weniger als 64 Felder
config-rule-matrix-columns = höchstens 32 Spalten
config-rule-listed-twice = doppelt aufgeführt
config-rule-png-dir = die Ausgabe "png" braucht ein Verzeichnis
config-rule-second-output = "second_output" braucht zwei Ausgaben in screen.outputs, oder "fbdev" und screen.arbiter_fb_device
config-rule-arbiter-fb = ein zweiter Framebuffer braucht "fbdev" in screen.outputs
config-rule-above-zero = muss größer als 0 sein
config-rule-width-height = geben Sie Breite und Höhe zusammen an
# The rest of the configuration's checks (issue 31, en-13; helper lang5).
config-rule-unknown-rules = unbekanntes Regelwerk `{ $name }`; erwartet eines von { $list }
config-rule-mcp23017-chips = { $chips } Bausteine haben { $inputs } Eingänge: 64 Felder brauchen mindestens 4 Bausteine
config-rule-mcp23017-address = { $address } ist keine MCP23017-Adresse: 0x20 bis 0x27 (gesetzt über die Pins A2 A1 A0)
config-rule-mcp23017-twice = { $address } ist schon die Adresse von addresses[{ $other }]
config-rule-dgt-device-empty = ein serielles Gerät wie "/dev/serial/by-id/usb-…", oder `auto`
config-rule-dgt-device-path = `{ $device }`: ein absoluter Pfad wie "/dev/ttyACM0", oder `auto`
config-rule-dgt-clock-white = mit `press = "lever"`: welche Seite der Uhr, von ihrer Anzeige aus gesehen, die von Weiß ist: `left` (links) oder `right` (rechts)
config-rule-dgt-clock-white-gpio = gilt für `press = "lever"`; mit `press = "gpio"` geben die Leitungen von `[clock]` die Seite an
config-rule-dgt-debounce = ein DGT-Brett entprellt seine Felder selbst: lassen Sie `game.debounce_ms` weg (mit einem DGT-Brett gilt { $debounce } ms)
config-rule-mcp3008-table = `sensor.kind = "mcp3008"` braucht eine Tabelle `[sensor.mcp3008]` mit `adcs`
config-rule-mcp3008-adcs = { $adcs } Wandler haben { $channels } Kanäle: 64 Felder brauchen mindestens 8 Wandler
config-rule-mcp3008-twice = { $device } ist schon adcs[{ $other }]
config-rule-mcp3008-clock = { $hz } Hz ist zu schnell: ein MCP3008 läuft mit höchstens 3,6 MHz (1,35 MHz bei 2,7 V)
config-rule-mcp3008-thresholds = { $off } muss größer als 0 und kleiner als `threshold_on` ({ $on }) sein: der Abstand ist die Hysterese
config-rule-clock-lever = die Uhrendrucke kommen vom Hebel der DGT-Uhr (`sensor.dgt.press = "lever"`); Druckleitungen gelten für `press = "gpio"`
config-rule-clock-single = gilt für `game.clock = "dual"`; mit `game.clock = "single"` geben Sie `clock.line` an
config-rule-clock-dual = gilt für `game.clock = "single"`; mit `game.clock = "dual"` geben Sie `clock.white` und `clock.black` an
config-rule-clock-dual-lines = `game.clock = "dual"` braucht `clock.white` und `clock.black` (eine Druckleitung je Seite)
config-rule-led-pattern = `on_ms` und `off_ms` liegen zwischen 0 und 60000 ms
config-rule-ws2812-latch = ein WS2812-Streifen hat keine Latch-Leitung (die gilt für `kind = "shift_register"`)
config-rule-ws2812-clock = { $hz } Hz: das WS2812-Timing über SPI braucht genau { $needed } Hz (oder lassen Sie den Wert weg)
config-rule-hc595-latch = eine 74HC595-Kette braucht ihre Latch-Leitung (`RCLK`)
config-rule-no-output = mindestens eine von `fbdev`, `png`, `terminal`
config-rule-spi-mode = { $mode } ist kein SPI-Modus: 0, 1, 2 oder 3
config-rule-spi-twice = { $device } wird schon von { $by } benutzt{ $default ->
    [yes] {" "}(sein Vorgabewert, nicht in dieser Datei gesetzt)
   *[no] {""}
}
config-rule-bus-pin-twice = { $pin } ist GPIO{ $gpio } (Pin { $header }), schon { $other } von { $by }{ $default ->
    [yes] {" "}(sein Vorgabewert, nicht in dieser Datei gesetzt)
   *[no] {""}
}
config-rule-bus-pin-line = { $pin } ist GPIO{ $gpio } (Pin { $header }), schon von { $by } benutzt{ $default ->
    [yes] {" "}(sein Vorgabewert, nicht in dieser Datei gesetzt)
   *[no] {""}
}
config-rule-line-on-bus = die Leitung { $line } ({ $alias ->
    [yes] GPIO{ $gpio }, Pin { $header }
   *[no] Pin { $header }
}) ist { $pin } von { $by }{ $default ->
    [yes] {" "}(sein Vorgabewert, nicht in dieser Datei gesetzt)
   *[no] {""}
}: wählen Sie eine freie Leitung
config-rule-line-twice = die Leitung { $line } wird schon von { $by } benutzt{ $same ->
    [no] {" "}(als { $other })
   *[yes] {""}
}{ $default ->
    [yes] {" "}(sein Vorgabewert, nicht in dieser Datei gesetzt)
   *[no] {""}
}
config-rule-host-port = `{ $value }` hat nicht die Form `HOST:PORT` (Rechner und Port), wie "hall.local:1883"
config-rule-board-name = `{ $value }` { $why ->
    [empty] darf nicht leer sein
    [long] ist zu lang (höchstens 64 Zeichen)
    [dot] darf nicht mit `.` beginnen
   *[letters] darf nur ASCII-Buchstaben, Ziffern, `-`, `_` oder `.` enthalten
}
config-rule-topic = `{ $value }` { $why ->
    [empty] darf nicht leer sein
    [wildcard] darf die MQTT-Platzhalter `+` und `#` nicht enthalten
    [slash] darf kein `/` enthalten
    [empty-level] darf nicht mit `/` beginnen oder enden und kein `//` enthalten
    [dollar] darf nicht mit `$` beginnen (die eigenen Themen des Brokers)
   *[long] ist zu lang (höchstens 200 Bytes)
}
config-rule-tls-pair = ein Client-Zertifikat braucht sowohl `cert` als auch `key`
config-rule-password-file = ein Benutzername braucht die Datei seines Passworts
config-rule-username = eine Passwortdatei braucht einen Benutzernamen
config-rule-mapping-rotate = { $value } ist keine Vierteldrehung: 0, 90, 180 oder 270
config-rule-mapping-positions = die Verdrahtung hat { $positions } Positionen, weniger als 64 Felder
config-rule-mapping-entries = { $entries } Einträge für eine Verdrahtung mit { $positions } Positionen: ein Feld (oder "-") je Position
config-rule-mapping-not-square = `{ $name }` ist kein Feld: a1 bis h8, oder "-" für eine unbenutzte Position
config-rule-mapping-square-twice = { $square } ist schon Position { $other } (squares[{ $other }])
config-rule-mapping-missing = keine Position für { $square }: jedes der 64 Felder braucht eine
config-rule-not-fen = `{ $fen }` ist keine FEN: { $part ->
    [board] der Brett-Teil ist fehlerhaft
    [pocket] der Vorrat ist fehlerhaft
    [turn] die Seite am Zug ist fehlerhaft
    [castling] der Rochade-Teil ist fehlerhaft
    [ep] das En-passant-Feld ist fehlerhaft
    [checks] die verbleibenden Schachgebote sind fehlerhaft
    [halfmove] der Halbzugzähler ist fehlerhaft
    [fullmove] die Zugnummer ist fehlerhaft
   *[fen] nicht lesbar
}
config-rule-not-playable = `{ $fen }` ist keine Stellung, aus der gespielt werden kann: { $why }
config-fen-empty = das Brett ist leer
config-fen-no-king = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat keinen König
config-fen-kings = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Könige ({ $squares })
config-fen-back-rank = ein Bauer auf der ersten oder letzten Reihe ({ $squares }), wo kein Bauer stehen kann
config-fen-kings-touch = die Könige stehen nebeneinander
config-fen-opposite-check = { $side ->
    [white] Weiß steht im Schach, und Schwarz ist am Zug
   *[black] Schwarz steht im Schach, und Weiß ist am Zug
}: der eben ausgeführte Zug kann den eigenen König nicht im Schach gelassen haben
config-fen-impossible-check = der König von { $side ->
    [white] Weiß
   *[black] Schwarz
} steht in einem Schach, das kein einzelner Zug gegeben haben kann
config-fen-material = mehr Material, als eine Partie erreichen kann (mehr als 16 Figuren einer Farbe, oder mehr umgewandelte Figuren als fehlende Bauern)
config-fen-castling = Rochaderechte, die das Brett nicht zulässt (König oder Turm steht nicht auf seinem Feld)
config-fen-ep = das En-passant-Feld { $square } folgt keinem Doppelschritt eines Bauern
config-fen-other = `{ $kinds }`
config-line-not-a-line = `{ $text }` ist keine GPIO-Leitung: erwartet eine GPIO-Nummer, wie `gpioinfo` sie auflistet, "GPIO0" bis "GPIO27" (GPIO-Nummern sind keine Pin-Nummern der Stiftleiste: GPIO17 ist Pin 11 der Stiftleiste), ein Baustein und Offset wie "gpiochip0:17", oder ein Leitungsname aus dem Gerätebaum der Platine (Buchstaben, Ziffern, `_`, `-`, `.`; zuerst ein Buchstabe)
config-line-not-a-chip = `{ $text }`: `{ $chip }` ist kein GPIO-Baustein: erwartet ein Baustein, wie `gpioinfo` ihn auflistet, etwa "gpiochip0" (oder "/dev/gpiochip0"), dann `:` und ein Offset
config-line-offset = `{ $text }`: Offset { $offset } ist keine Leitung eines Pi oder eines Zusatzbausteins: die Leitungen der Stiftleiste sind die Offsets 0 bis 27 ihres Bausteins (GPIO0 bis GPIO27), die eines E/A-Erweiterers zählen ab 0 (hier höchstens { $max })
config-line-ambiguous = `{ $text }` ist mehrdeutig: schreiben Sie die GPIO-Nummer als "GPIO<n>", wie `gpioinfo` sie auflistet; { $gpiois ->
    [yes] "GPIO{ $gpio }" ist GPIO{ $gpio }, auf Pin { $gpiopin } der Stiftleiste
   *[no] es gibt kein GPIO{ $gpio } (die Stiftleiste hat GPIO0 bis GPIO27)
}; { $pinis ->
    [gpio] Pin { $pin } der Stiftleiste ist GPIO{ $pingpio }
    [power3] Pin { $pin } der Stiftleiste ist die 3,3-V-Versorgung, keine GPIO-Leitung
    [power5] Pin { $pin } der Stiftleiste ist die 5-V-Versorgung, keine GPIO-Leitung
    [ground] Pin { $pin } der Stiftleiste ist Masse, keine GPIO-Leitung
   *[none] die Stiftleiste hat keinen Pin { $pin } (sie hat die Pins 1 bis 40)
}
config-line-pin = `{ $text }`: Leitungen werden nach GPIO-Nummer benannt, nicht nach Pin der Stiftleiste: { $pinis ->
    [gpio] Pin { $pin } der Stiftleiste ist GPIO{ $pingpio }: schreiben Sie "GPIO{ $pingpio }"
    [power3] Pin { $pin } der Stiftleiste ist die 3,3-V-Versorgung, keine GPIO-Leitung
    [power5] Pin { $pin } der Stiftleiste ist die 5-V-Versorgung, keine GPIO-Leitung
    [ground] Pin { $pin } der Stiftleiste ist Masse, keine GPIO-Leitung
   *[none] die Stiftleiste hat keinen Pin { $pin } (sie hat die Pins 1 bis 40)
}
config-line-gpio-spelling = `{ $text }`: schreiben Sie "GPIO{ $gpio }", wie `gpioinfo` sie auflistet{ $case ->
    [yes] {" "}(Groß- und Kleinschreibung zählt)
   *[no] {""}
}; GPIO{ $gpio } liegt auf Pin { $header } der Stiftleiste
config-line-no-such-gpio = `{ $text }` kann es nicht geben: die 40-polige Stiftleiste hat GPIO0 bis GPIO27 (GPIO-Nummern, keine Pins: GPIO17 ist Pin 11 der Stiftleiste)
config-line-function = `{ $text }` ist keine Leitung: meinten Sie "{ $name }" (GPIO{ $gpio }, Pin { $header } der Stiftleiste)?
config-syntax-error = TOML-Syntaxfehler
config-syntax-invalid = { $what ->
    [array] fehlerhafte Liste
    [date-time] fehlerhaftes Datum mit Uhrzeit
    [time] fehlerhafte Uhrzeit
    [time-offset] fehlerhafte Zeitverschiebung
    [inline-table] fehlerhafte eingebettete Tabelle
    [key] fehlerhafter Schlüssel
    [integer] fehlerhafte Ganzzahl
    [hex-integer] fehlerhafte hexadezimale Ganzzahl
    [octal-integer] fehlerhafte oktale Ganzzahl
    [binary-integer] fehlerhafte binäre Ganzzahl
    [float] fehlerhafte Dezimalzahl
    [basic-string] fehlerhafte Zeichenkette in doppelten Anführungszeichen
    [unicode-4] fehlerhafter Unicode-Code aus 4 Hexadezimalziffern
    [unicode-8] fehlerhafter Unicode-Code aus 8 Hexadezimalziffern
    [escape] fehlerhafte Maskierungssequenz
    [ml-basic-string] fehlerhafte mehrzeilige Zeichenkette in doppelten Anführungszeichen
    [literal-string] fehlerhafte Zeichenkette in einfachen Anführungszeichen
    [ml-literal-string] fehlerhafte mehrzeilige Zeichenkette in einfachen Anführungszeichen
    [table-header] fehlerhafter Tabellenkopf
   *[string] fehlerhafte Zeichenkette
}
config-syntax-expected = erwartet { $list }
config-syntax-newline = ein Zeilenumbruch
config-syntax-digit = eine Ziffer
config-syntax-leading-digit = eine Ziffer am Anfang
config-syntax-duplicate-key-root = der Schlüssel `{ $key }` steht doppelt in der Wurzel des Dokuments
config-syntax-duplicate-key = der Schlüssel `{ $key }` steht doppelt in der Tabelle `{ $table }`
config-syntax-dotted-key = der Schlüssel mit Punkten `{ $key }` versucht, einen Wert zu erweitern, der keine Tabelle ist (`{ $found }`)
config-syntax-out-of-range = der Wert liegt außerhalb des Bereichs
config-syntax-too-deep = zu viele verschachtelte Ebenen
config-syntax-too-large = Zahl zu groß
config-syntax-too-small = Zahl zu klein
config-syntax-invalid-digit = fehlerhafte Ziffer in der Zahl
# The end of lang5's block.
cli-unknown-rules = --rules { $name }: unbekanntes Regelwerk; erwartet { $list }
cli-why-unknown-language = unbekannte Sprache `{ $value }`: erwartet `en`, `es`, `pt`, `fr` oder `de`
cli-why-not-size = `{ $value }` ist nicht BREITExHÖHE
cli-why-not-width = `{ $value }` ist keine Breite in Pixeln
cli-why-not-height = `{ $value }` ist keine Höhe in Pixeln
cli-why-not-speed = `{ $value }` ist keine Geschwindigkeit: ein Faktor wie `1`, `10` oder `0.5`, oder `max` (0 bedeutet auch `max`)
cli-why-size-limits = { $value }: Breite und Höhe müssen zwischen 16 und 8192 Pixeln liegen
io-read = { $path } kann nicht gelesen werden
io-write = { $path } kann nicht geschrieben werden
io-create = { $path } kann nicht angelegt werden
io-open = { $path } kann nicht geöffnet werden
io-list = { $path } kann nicht aufgelistet werden
io-not-found = Datei oder Verzeichnis nicht gefunden
io-permission-denied = Keine Berechtigung
io-already-exists = existiert bereits
io-is-a-directory = ist ein Verzeichnis
io-not-a-directory = ist kein Verzeichnis
io-directory-not-empty = das Verzeichnis ist nicht leer
io-read-only = Dateisystem nur lesbar
io-storage-full = kein Platz mehr auf dem Gerät
io-invalid-data = ungültige Daten
io-unexpected-eof = die Datei endet zu früh
io-timed-out = Zeitüberschreitung
io-interrupted = unterbrochen

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = Zeile 1 ist kein Protokollkopf: { $why }
problem-altered = Zeile { $line } wurde verändert: { $why }
problem-removed-one = vor Zeile { $line } wurde eine Zeile entfernt (seq { $first })
problem-removed = vor Zeile { $line } wurden { $count } Zeilen entfernt (seq { $first } bis { $last })
problem-inserted = Zeile { $line } wurde eingefügt: die Zeile danach ist mit der Zeile davor verkettet
problem-decisions = die Entscheidungen folgen nicht aus den Eingaben: { $why }
problem-empty = die Datei ist leer: kein Protokoll
problem-seal = das Siegel in Zeile { $line } ist nicht gültig: { $why }
problem-header-not-sealed = Zeile 2 ist nicht das Siegel des Kopfs: ein Protokoll der Fassung 2 ist ab seiner ersten Zeile versiegelt
problem-unknown-key = das Siegel in Zeile { $line } stammt vom Schlüssel { $key }, der nicht unter den angegebenen ist
problem-unsigned = das Protokoll hat kein Siegel (Protokollformat { $version }): welches Brett es schrieb, lässt sich nicht prüfen
problem-encoding = { $what }: das Brett schreibt keines von beiden; Prüfsummen und Siegel gelten den Bytes, die es schrieb, also lässt sich diese Kopie nicht prüfen: die Datei so holen, wie das Brett sie schrieb (binär kopiert)
problem-unsealed-evidence = Zeile { $line } nach dem letzten Siegel ist { $what }: ein Dienst versiegelt sie sofort, also hat das Brett diese Zeile nicht versiegelt, und jeder könnte sie geschrieben haben
problem-unsealed-span = die unversiegelten Zeilen { $first } bis { $last } umfassen { $seconds } s Programmzeit: ein Dienst versiegelt mindestens alle { $every } s
problem-bad-wall = Zeile { $line } nach dem letzten Siegel hat `wall` `{ $wall }`, keine Zeit, die ein Dienst schreibt
problem-wrong-board = das Siegel in Zeile { $line } stammt vom Schlüssel, den die Liste `{ $signer }` gibt, aber der Protokollkopf nennt Brett `{ $board }` (ein umbenanntes Protokoll oder ein auf ein anderes Brett kopierter Schlüssel)
problem-cut = das Protokoll erreicht das erwartete Ende nicht (sha256 { $hash }): keine seiner Zeilen und keine Länge der Datei bis zu einem Zeilenende hat diese Prüfsumme (abgeschnitten, oder ein anderes Protokoll)

# Warum `verify` scheitert (journal::why_words, what_words): was das Problem von weiter unten mitbringt.
why-not-journal-line = sie ist keine Protokollzeile ({ $why })
why-no-complete-line = die Datei hat keine vollständige Zeile ({ $bytes } Bytes ohne Zeilenende)
why-other-record = sie ist eine Zeile `{ $name }`
why-other-format = Format `{ $format }`, nicht `{ $expected }`
why-newer-version = die Version { $version } des Protokollformats ist neuer als die, die dieses jadoube liest ({ $reads })
why-not-daemon-settings = ihre Einstellungen sind nicht die eines Dienstes: { $why }
why-header-start = der Kopf muss `seq` 0 und ein leeres `prev` haben
why-another-hash = Zeile { $line } verzeichnet eine andere Prüfsumme für sie
why-seq-does-not-follow = `seq` { $seq } folgt nicht auf { $prev }
why-not-sealed-by = die Zeilen davor sind nicht die, die der Schlüssel { $key } versiegelt hat (neu geschrieben und neu berechnet?), oder das Siegel ist nicht von diesem Schlüssel
why-not-produced = Zeile { $line }: das Nachspielen ergibt das aufgezeichnete `{ $kind }` nicht
why-differs = Zeile { $line }: aufgezeichnet { $recorded }, das Nachspielen ergibt { $produced }
why-unreadable = Zeile { $line }: { $why }
what-not-journal-line = eine Zeile, die keine Protokollzeile ist
what-event = ein Ereignis `{ $kind }`
what-record = eine Zeile `{ $name }`
what-bom = Zeile 1 beginnt mit einer Byte-Reihenfolge-Markierung (BOM)
what-crlf = { $count } ihrer { $lines } Zeilen enden mit CR LF (Windows-Zeilenenden), ab Zeile { $from }

# lang6 (issue 31): Systemfehler nach Art oder Nummer (cli/error_words::os),
# Schlüssel (journal::key_why_words), Dateien und Berichte des Saals, wer ein Ergebnis eingab.
io-read-page-certificate = das Zertifikat der Seite { $path } kann nicht gelesen werden
io-read-page-key = der Schlüssel der Seite { $path } kann nicht gelesen werden
io-read-key-list = die Schlüsselliste { $path } kann nicht gelesen werden
io-read-key = der Schlüssel { $path } kann nicht gelesen werden
io-kind-connection-refused = Verbindung abgelehnt
io-kind-connection-reset = Verbindung von der Gegenseite getrennt
io-kind-host-unreachable = Rechner nicht erreichbar
io-kind-network-unreachable = Netz nicht erreichbar
io-kind-connection-aborted = Verbindung abgebrochen
io-kind-not-connected = nicht verbunden
io-kind-address-in-use = die Adresse wird schon verwendet
io-kind-address-not-available = die Adresse gibt es auf diesem Rechner nicht
io-kind-network-down = das Netz ist ausgefallen
io-kind-broken-pipe = die Gegenseite wurde geschlossen (unterbrochene Pipe)
io-kind-would-block = der Vorgang müsste warten
io-kind-stale-handle = veralteter Verweis auf eine Netzdatei
io-kind-invalid-input = ungültiges Argument
io-kind-write-zero = nichts konnte geschrieben werden
io-kind-not-seekable = die Position in der Datei kann nicht gesetzt werden
io-kind-quota-exceeded = Plattenkontingent überschritten
io-kind-file-too-large = Datei zu groß
io-kind-resource-busy = Gerät oder Ressource belegt
io-kind-executable-busy = die Datei ist ein laufendes Programm
io-kind-deadlock = der Vorgang würde für immer blockieren
io-kind-crosses-devices = die Verknüpfung ginge über Dateisystemgrenzen
io-kind-too-many-links = zu viele Verknüpfungen
io-kind-invalid-filename = ungültiger Dateiname
io-kind-argument-list-too-long = Argumentliste zu lang
io-kind-unsupported = auf diesem System nicht unterstützt
io-kind-out-of-memory = kein Speicher mehr
io-kind-no-device = kein solches Gerät (abgezogen oder nicht aktiviert)
io-kind-input-output = Ein-/Ausgabefehler (das Gerät oder die Karte)
io-kind-too-many-open-files = zu viele offene Dateien
io-kind-not-a-terminal = das Gerät nimmt diese Anfrage nicht an
io-kind-bad-descriptor = ungültiger Dateideskriptor
io-kind-filesystem-loop = zu viele Ebenen symbolischer Verknüpfungen
io-kind-name-too-long = Dateiname zu lang
io-kind-protocol = Protokollfehler
io-kind-unnamed = Systemfehler { $code } (Art `{ $kind }`)
io-kind-code = Systemfehler { $code }
io-kind-other = ein Systemfehler
io-refused-not-regular = { $path } ist { $what ->
    [fifo] eine FIFO (benannte Pipe)
    [socket] ein Socket
    [device] ein Gerät
    [directory] ein Verzeichnis
    [link] eine symbolische Verknüpfung
   *[other] etwas anderes
}, keine gewöhnliche Datei: abgelehnt (jadoube liest und schreibt nur gewöhnliche Dateien; sehen Sie sie sich an und entfernen Sie sie dann)
io-refused-too-long = { $path } ist länger als { $max } Bytes: abgelehnt
key-why-not-hex = kein öffentlicher Schlüssel (64 Hexadezimalziffern in Kleinbuchstaben; { $chars } Zeichen angegeben)
key-why-not-ed25519 = 64 Hexadezimalziffern, aber kein öffentlicher Ed25519-Schlüssel (versehentlich ein privater Schlüssel? geben Sie board-key.pub an, oder was `jadoube key show` ausgibt)
key-why-secret-key = das ist der private Schlüssel eines Bretts ({ $secret }), keine Liste öffentlicher Schlüssel: geben Sie { $public } an, oder die Zeile, die `jadoube key show` ausgibt; ein privater Schlüssel darf das Brett nicht verlassen
key-why-not-name-pubkey = erwartet `NAME SCHLÜSSEL` (der Name eines Bretts, dann sein Schlüssel, wie `jadoube key show` ihn ausgibt)
key-why-same-key = der Schlüssel von `{ $name }` ist auch der Schlüssel von `{ $other }`
key-why-empty = kein Schlüssel darin (Zeilen `NAME SCHLÜSSEL`)
key-why-at-line = Zeile { $line }: { $why }
key-why-not-key = --key: { $why }, auch keine Datei
verify-by-hall-receipt = die Quittung des Saals für diese Bytes (sha256 { $hash })
verify-by-receipt = die Quittung des Saals { $path } (sha256 { $hash })
hall-collect-cut-off = das Protokoll endet vor dem letzten Siegel, das der Saal live sah (seq { $seq }, sha256 { $hash }): abgeschnitten, abgelehnt
hall-collect-holds = der Saal bewahrt es auf: { $ok ->
    [yes] geprüft
   *[no] NICHT geprüft
}
hall-collect-not-stored = der Saal konnte es nicht speichern: { $why }
io-not-utf8 = { $path }: kein UTF-8-Text
hall-cannot-listen = Lauschen auf { $addr } nicht möglich: { $why }
fen-not-fen = `{ $fen }` ist keine FEN: { $part ->
    [board] die Stellung der Figuren ist ungültig
    [pockets] die Reservefiguren sind ungültig
    [turn] die Seite am Zug ist ungültig
    [castling] die Rochaderechte sind ungültig
    [ep] das En-passant-Feld ist ungültig
    [checks] die restlichen Schachs sind ungültig
    [halfmoves] der Halbzugzähler ist ungültig
    [fullmoves] die Zugnummer ist ungültig
   *[other] { $why }
}
fen-not-playable = `{ $fen }` ist keine Stellung, aus der gespielt werden kann: { $why }
unwinnable-unreachable = Hinweis: keine regelgemäße Partie erreicht diese Stellung ({ $why }); die Antwort gilt für das Brett, wie es steht
key-not-public-of = { $path }: nicht der öffentliche Schlüssel von { $secret }
hall-user-name-length = `{ $name }`: ein Name hat 1 bis 32 Zeichen
hall-user-name-chars = `{ $name }`: ein Name besteht aus ASCII-Buchstaben, Ziffern, `-`, `_` und `.`
hall-user-password-short = ein Passwort hat mindestens { $min } Zeichen
hall-user-set = { $added ->
    [yes] Konto angelegt
   *[no] Konto geändert
}: { $name } (`{ $role }`) in { $path }
hall-user-removed = Konto entfernt: { $name }
hall-user-none = kein Konto { $name } in { $path }
hall-user-no-password = kein Passwort auf der Standardeingabe
hall-user-prompt = Passwort für { $name }:
hall-user-again = Noch einmal:
hall-user-differ = die beiden Passwörter sind verschieden
clip-more = … ({ $chars } weitere Zeichen)
io-read-broker-ca = das CA-Zertifikat { $path } kann nicht gelesen werden
io-read-client-certificate = das Client-Zertifikat { $path } kann nicht gelesen werden
io-read-client-key = der Client-Schlüssel { $path } kann nicht gelesen werden
io-read-broker-password = die MQTT-Passwortdatei { $path } kann nicht gelesen werden
round-by-sim = die Simulation

# trflang
trf-at-line = Zeile { $line }: { $problem }
trf-short-player = eine Spielerzeile (001), kürzer als ihre Punkte (Spalte 84)
trf-field = die Spalten { $from }-{ $to } sollten { $what } enthalten, nicht { $found }
trf-what-points-example = Punkte wie { $example }
trf-what-rank = eine Startnummer
trf-what-rating = eine Wertungszahl
trf-what-fide-id = eine FIDE-ID
trf-what-points = Punkte
trf-what-opponent = die Startnummer eines Gegners
trf-what-colour = eine Farbe (w, b oder -)
trf-what-result = einen Ergebniscode (1 = 0 + - W D L H F U Z)
trf-rank-twice = die Startnummer { $rank } steht zweimal in der Datei (zuerst in Zeile { $first })
trf-unknown-opponent = Runde { $round }: der Gegner { $opponent } ist kein Spieler der Datei
trf-own-opponent = Runde { $round }: Spieler { $player } spielt gegen sich selbst
trf-asymmetric = Runde { $round }: Spieler { $player } trifft { $opponent } { $colour }, aber Zeile { $other } hat nicht { $opponent } gegen { $player } mit der anderen Farbe
trf-no-colour = Runde { $round }: die Partie { $player }-{ $opponent } hat keine Farbe (Spalte { $column })
trf-no-players = die Datei hat keinen Spieler (keine Zeile beginnt mit 001)
trf-no-open-round = keine Runde zu spielen: keine Runde der Datei hat eine gepaarte Partie ohne Ergebnis; nennen Sie die Runde oder geben Sie die Paarungsliste des Paarungsprogramms an
trf-empty-round = Runde { $round } hat keine Partie in der Datei
trf-list = die Paarungsliste: { $why }
trf-results = die Ergebnisse: { $why }
trf-list-empty = leer: keine Anzahl der Paarungen
trf-list-count = die erste Zeile sollte die Anzahl der Paarungen sein, nicht { $found }
trf-list-two-ranks = zwei Startnummern pro Zeile, nicht { $found }
trf-list-not-rank = { $found } ist keine Startnummer
trf-list-not-player = { $rank } ist kein Spieler der Datei
trf-list-twice = { $rank } ist zweimal gepaart (zuerst in Zeile { $first })
trf-list-bye-first = ein Freilos wird `Nummer 0` geschrieben
trf-list-count-differs = nennt { $said } Paarungen, die Liste hat { $has }
trf-results-no-rank = Brett { $board }: { $name } hat keine Startnummer (eine Paarung, die nicht aus einem TRF gelesen wurde)
trf-results-not-player = Brett { $board }: { $rank } ist kein Spieler der Datei
trf-colour-white = mit Weiß
trf-colour-black = mit Schwarz
trf-colour-none = ohne Farbe

## CSV and hall settings (lang7)
csv-at-line = Zeile { $line }: { $problem }
csv-empty = leer: keine Partie
csv-quote-open = ein Anführungszeichen wird nicht geschlossen
csv-no-column = die Kopfzeile hat keine Spalte `{ $column }` (nötig sind `board`, `white` und `black`): `{ $header }`
csv-not-number = { $what } { $found } ist keine Zahl
csv-what-board = das Brett
csv-what-name = der Name
csv-what-white-id = die FIDE-ID von Weiß
csv-what-black-id = die FIDE-ID von Schwarz
csv-what-white-rating = die Elo-Zahl von Weiß
csv-what-black-rating = die Elo-Zahl von Schwarz
csv-board-out-of-range = keine Brettnummer (1 bis 9999): { $found }
csv-no-board = die Brettnummer fehlt
csv-no-name = Brett { $board }: der Name von { $side ->
    [black] Schwarz
   *[white] Weiß
} fehlt
csv-not-name = Brett { $board }: der Name von { $side ->
    [black] Schwarz
   *[white] Weiß
} ist kein Name (Steuerzeichen oder über 100 Zeichen)
csv-twice = Brett { $board } steht zweimal in der Datei (zuvor { $white } - { $black })
csv-no-game = keine Partie
csv-not-rating = { $rating } ist keine Elo-Zahl
round-csv-no-round = { $path }: eine CSV-Datei nennt keine Runde: geben Sie sie mit --round an
round-list-no-round = { $path }: mit --list geben Sie die Runde mit --round an
hall-rt-pasted = eingefügter Text
round-hall-csv-no-round = { $path }: eine CSV-Datei nennt keine Runde: geben Sie die Runde an
round-hall-list-no-round = { $path }: mit einer Paarungsliste geben Sie die Runde an
round-hall-json = { $path }: kein JSON einer Runde: { $why }
round-boards-line = Bretterdatei, Zeile { $line }: { $why }
round-boards-form = sollte `BOARD NAME` sein (die Brettnummer der Paarung, der Name des Bretts im Saal)
round-boards-not-number = { $found } ist keine Brettnummer
round-boards-name = der Name `{ $name }` { $why ->
    [empty] darf nicht leer sein
    [long] ist zu lang (höchstens 64 Zeichen)
    [dot] darf nicht mit `.` beginnen
   *[letters] darf nur ASCII-Buchstaben, Ziffern, `-`, `_` oder `.` enthalten
}
round-boards-twice = Brett { $board } steht zweimal in der Datei
setup-no-certificate = { $path }: kein PEM-Zertifikat{ $file ->
    [ca] {" "}im Zertifikat der Zertifizierungsstelle (CA)
    [client] {" "}im Client-Zertifikat
   *[page] {""}
}
setup-no-key = { $path }: kein privater PEM-Schlüssel
setup-refused = { $path }: { $why }
setup-tls = TLS: { $why }
setup-random = keine Zufallszahlen: { $why }
setup-salt = das Salz kann nicht erzeugt werden: { $why }
setup-hash = der Hashwert des Passworts kann nicht berechnet werden: { $why }
setup-certificate-names = ein Zertifikat für { $names }: { $why }
setup-make-key = ein Schlüssel kann nicht erzeugt werden: { $why }
setup-make-certificate = ein Zertifikat kann nicht erzeugt werden: { $why }
setup-users-line = { $path }, Zeile { $line }: { $why }
setup-users-not-three = nicht `NAME ROLE HASH` (Name, Rolle, Hashwert des Passworts)
setup-users-name-length = `{ $name }`: ein Name hat 1 bis 32 Zeichen
setup-users-name-chars = `{ $name }`: ein Name hat nur ASCII-Buchstaben, Ziffern, `-`, `_` und `.`
setup-users-role = die Rolle ist `chief`, `deputy` oder `viewer`
setup-users-not-phc = kein gültiger PHC-Hashwert eines Passworts (schreiben Sie ihn mit `jadoube-hall user add`)
setup-password-short = ein Passwort hat mindestens { $min } Zeichen
setup-rustls-key-mismatch = der private Schlüssel ist nicht der des Zertifikats
setup-rustls-key-unknown = es lässt sich nicht feststellen, ob der private Schlüssel der des Zertifikats ist
setup-rustls-key-kind = ein privater Schlüssel einer Art, die nicht verwendet werden kann (`RSA`, `ECDSA` oder `Ed25519` gehen)
setup-rustls-bad-encoding = das Zertifikat ist nicht richtig kodiert (DER)
setup-rustls-expired = das Zertifikat ist abgelaufen
setup-rustls-not-valid-yet = das Zertifikat ist noch nicht gültig
setup-rustls-bad-signature = die Signatur des Zertifikats ist falsch
setup-rustls-unsupported-signature = das Zertifikat ist mit einem Algorithmus signiert, der nicht geprüft werden kann
setup-rustls-other = die TLS-Bibliothek lehnt es ab: { $why }
## Board-side errors (lang8): --screens, the board's key files, the journal a restart finds, run --sim-wall, calibrate
screens-not-a-directory = --screens { $path }: kein Verzeichnis
screens-unreadable = --screens { $path }: { $why }
screens-not-empty = --screens { $path }: das Verzeichnis ist nicht leer ({ $count ->
    [one] ein Eintrag
   *[other] { $count } Einträge
}): bitte ein neues oder leeres angeben, damit alle Bilder von diesem Lauf sind
board-key-cannot-read = der Schlüssel des Bretts { $path } kann nicht gelesen werden: { $why }
board-key-cannot-make = der Schlüssel des Bretts { $path } kann nicht erzeugt werden: { $why }
board-key-cannot-write = der Schlüssel des Bretts { $path } kann nicht geschrieben werden: { $why }
board-key-not-a-key = { $path }: kein Schlüssel eines jadoube-Bretts (eine Zeile aus 64 Hexadezimalziffern); bitte beiseitelegen und `jadoube key init` ausführen
board-key-exists = { $path }: dieses Brett hat schon einen Schlüssel (`jadoube key show`); ein neuer passte nicht mehr zur Brettliste des Veranstalters: muss er ersetzt werden, zuerst den alten beiseitelegen
board-key-readable = { $path }: andere können den privaten Schlüssel des Bretts lesen (Modus { $mode }): abgelehnt, wer ihn gelesen hat, kann Protokolle im Namen dieses Bretts versiegeln; beheben mit `sudo chmod 600 { $path }` (und wenn ihn jemand gelesen haben kann, einen neuen Schlüssel erzeugen: `docs/journal.md`, Abschnitt `The board's key`)
board-key-none = { $path }: das Brett hat keinen Schlüssel, und der Dienst erzeugt keinen von selbst (ein neuer Schlüssel steht nicht auf der Liste des Veranstalters: die Protokolle, die er versiegelt, fielen bei `verify --keys` durch); ist dies der erste Start des Bretts, `sudo jadoube key init --name BRETT` ausführen (dann `jadoube key show` dem Veranstalter geben) oder einmal mit `jadoube run --first-boot` starten; hatte das Brett einen Schlüssel, hat ihn jemand entfernt: bitte den Hauptschiedsrichter verständigen
recover-not-a-file-name = { $path }: kein Dateiname eines Protokolls
recover-no-header = { $path }: die erste Zeile ist kein Protokollkopf; die Datei beiseitelegen, um eine neue Partie zu beginnen
recover-newer = { $path }: die Version { $version } des Protokollformats ist neuer als die, die dieses jadoube liest ({ $reads })
recover-other-source = { $path }: aufgezeichnet aus `{ $recorded }`, nicht aus `{ $given }`; bitte entfernen oder ein anderes Zustandsverzeichnis nehmen
recover-note-header-torn = { $path }: nur ein unvollständiger Kopf ({ $bytes } Bytes): nach { $aside } verschoben, neue Partie
recover-note-other-source = { $path }: aufgezeichnet aus `{ $recorded }`, weiter mit `{ $given }`
recover-note-settings-kept = { $path }: die Partie behält die Einstellungen, mit denen sie begann (Regeln { $rules }, Anfang { $start })
recover-note-line-skipped = { $path }: Zeile { $line } kann nicht gelesen werden, übersprungen: { $why }
recover-note-mismatch = { $path }: das Nachspielen stimmt nicht mit dem Protokoll überein: { $why }
recover-note-torn = { $path }: die letzte Zeile war unvollständig ({ $bytes } Bytes bei Position { $offset }): abgeschnitten
run-sim-wall-bad = --sim-wall: `{ $value }` ist keine UTC-Uhrzeit wie 2026-05-02T09:00:00Z
calibrate-not-analog = calibrate ist für analoge Sensoren (sensor.kind = "mcp3008"); dieses Brett hat { $kind }
replay-no-header-line = keine Kopfzeile
replay-tail-note = { $name }: Hinweis: { $why } (`jadoube verify` lässt es durchfallen)
io-open-state-dir = das Zustandsverzeichnis { $path } kann nicht geöffnet werden
io-read-journal = das Protokoll { $path } kann nicht gelesen werden
io-remove-empty = die leere Datei { $path } kann nicht entfernt werden
io-move-aside = { $path } kann nicht beiseitegelegt werden
io-create-journal = das Protokoll { $path } kann nicht angelegt werden
io-append-journal = an das Protokoll { $path } kann nicht angehängt werden
io-write-journal = das Protokoll { $path } kann nicht geschrieben werden
config-why-not-regular = die Konfiguration ist { $what ->
    [fifo] eine FIFO (benannte Pipe)
    [socket] ein Socket
   *[device] ein Gerät
}, keine gewöhnliche Datei: abgelehnt

## Hardware errors (hwlang)
hw-cannot-open = die Hardware lässt sich nicht öffnen: { $why }
hw-calibration-missing = Kalibrierung { $path }: nicht vorhanden: `identity = true` braucht eine Kalibrierung (`jadoube calibrate` ausführen)
bus-cannot-open-spi = { $device } lässt sich nicht öffnen: { $why } (ist SPI in config.txt eingeschaltet und der Benutzer in der Gruppe spi?)
bus-cannot-open = { $device } lässt sich nicht öffnen: { $why }
bus-no-spi-bus = kein SPI-Bus { $bus }
bus-no-chip-select = diese SPI-Geräteauswahl gibt es nicht
bus-no-spi-mode = kein SPI-Modus { $mode }
bus-cannot-list-lines = die GPIO-Leitungen lassen sich nicht auflisten: { $why } (ist der Benutzer in der Gruppe gpio?)
bus-no-gpio-chips = kein GPIO-Baustein verfügbar
bus-name-or = { $first } oder { $next }
bus-line-not-found = keine GPIO-Leitung heißt { $tried }: siehe `gpioinfo`; ist der Benutzer in der Gruppe gpio?
bus-line-not-found-pi = keine GPIO-Leitung heißt { $tried } (die Namen, die Pi-Kernel { $spec } geben): siehe `gpioinfo`; ist der Benutzer in der Gruppe gpio?
bus-other-chip = Leitung { $line } liegt auf { $chip }, die anderen auf { $first }: eine Anforderung braucht einen einzigen GPIO-Baustein
bus-listed-twice = Leitung { $line } steht zweimal in der Liste
bus-no-lines = keine Leitungen
bus-no-line = keine Leitung { $index }
bus-cannot-request = die Leitungen auf { $chip } lassen sich nicht anfordern: { $why }
hw-calibration = Kalibrierung { $path }: { $why }
calibration-cannot-read = nicht lesbar: { $why }
calibration-version = Formatversion { $version } ist unbekannt (dieses Programm liest Formatversion 1)
calibration-piece = piece[{ $index }]: `{ $piece }` ist kein FEN-Figurenbuchstabe
calibration-baselines = { $found } Grundwerte für eine Verdrahtung mit { $positions } Positionen: neu kalibrieren
calibration-identity = die Figuren sind nicht zu unterscheiden ({ $problems }): `identity = false` setzen oder andere Magnete nehmen

## Hardware at work (lang9): a running bus, the sensors' faults, the tools
bus-mapping = `{ $key }`: { $why }
bus-no-table = keine Tabelle `[sensor.{ $kind }]` (`jadoube check-config` ausführen)
bus-no-press-line = keine Tastenleitung konfiguriert (`jadoube check-config` ausführen)
bus-spi-failed = die SPI-Übertragung ist gescheitert: { $why }
bus-i2c-failed = der I2C-Zugriff ist gescheitert: { $why }
bus-gpio-failed = der Zugriff auf die GPIO-Leitungen ist gescheitert: { $why }
bus-short-transfer = unvollständige Übertragung: { $done } von { $of } Bytes
bus-short-write = unvollständiges Schreiben: { $done } von { $of } Bytes
bus-chip-gone = { $why }: der GPIO-Baustein ist verschwunden (die Leitungen werden neu angefordert)
bus-chip-not-back = der GPIO-Baustein von { $lines } ist verschwunden ({ $gone }) und nicht zurück: { $why }
bus-dgt-not-connected = das Brett ist nicht verbunden: seine LEDs lassen sich nicht schalten
bus-no-reader-thread = der Lesefaden lässt sich nicht starten: { $why }
bus-no-lines-thread = sein Faden lässt sich nicht starten: { $why }
bus-nothing-recorded = für diesen Bus ist nichts aufgezeichnet
bus-recording-exhausted = die Aufnahme ist zu Ende
bus-too-many-lines-recorded = mehr als 64 Leitungen aufgezeichnet
bus-recorded-length = { $recorded } Bytes aufgezeichnet, das Lesen verlangt { $wants }
fault-hw-read = Lesefehler auf { $bus }: { $why }
fault-hw-all-ones = { $bus } liest lauter Einsen: getrennt oder ohne Strom?
fault-hw-all-zeros = { $bus } liest lauter Nullen: getrennt oder ohne Strom?
fault-hw-bus = { $bus }: { $detail }
fault-hw-square = Feld { $square } ({ $bus }): { $detail }
fault-hw-lost-config = hat seine Einstellungen verloren ({ $registers }): Neustart oder Spannungseinbruch? Wird neu eingestellt
fault-hw-no-answer = keine Antwort auf CH{ $channel } (Nullbit hoch, gelesen { $read }): MISO getrennt?
fault-hw-broken-chain = nach { $chips } Bausteinen wird { $got } gelesen, nicht der Pegel, an dem SER liegt ({ $tail }): eine unterbrochene Verbindung zwischen Bausteinen, oder nicht { $chips } Bausteine
fault-hw-rail = liest { $value }, am { $rail ->
        [upper] oberen
       *[lower] unteren
    } Anschlag: ein toter oder kurzgeschlossener Sensor
fault-hw-polarity = liest { $value } ({ $delta }): keine kalibrierte Figur hat diese Polarität
tool-recording = { $path }: { $why }
tool-mapping = `sensor.mapping.{ $key }`: { $why }
tool-abandoned = Kalibrierung abgebrochen
recording-line = Zeile { $line }: { $why }: `{ $text }`
recording-edge-shape = erwartet: `edge ROLE LINE rise|fall SECONDS`
recording-line-index = die Leitungsnummer ist keine Zahl
recording-rise-or-fall = erwartet: `rise` oder `fall`
recording-not-seconds = `{ $value }` ist keine Sekundenzahl
recording-decimals = `{ $value }`: mehr als sechs Nachkommastellen (Mikrosekunden)
recording-too-large = `{ $value }` ist zu groß
recording-hex = erwartet: Bytes in Hexadezimal, oder `! message`
recording-no-bytes = keine Bytes
error-join = { $first }: { $next }
# lang10: die Verbindung eines DGT-Bretts; was `diag` und `calibrate` von
# der Hardware zeigen.
dgt-link-no-clone = { $port }: der Anschluss lässt sich nicht duplizieren: { $why }
dgt-link-no-write = { $port }: an das Brett lässt sich nicht schreiben
dgt-link-closed = { $port }: der Anschluss wurde geschlossen (abgesteckt?)
dgt-link-read-failed = { $port }: { $why } (abgesteckt?)
dgt-link-no-position = { $port }: das Brett sendet seine Stellung nicht
dgt-link-no-answer = { $port }: das Brett antwortet nicht
dgt-link-stopped = angehalten
dgt-link-not-yet = noch kein DGT-Brett hat seine Stellung gesendet
dgt-no-device = dgt (kein Gerät)
hwv-wiring-shift = 74HC165 ×{ $chips } an { $spi }, Laden über { $load }
hwv-wiring-analog = MCP3008 ×{ $adcs } an { $names }, Schwellen { $on }/{ $off }
hwv-wiring-identity = Figurenerkennung
hwv-wiring-mcp23017 = MCP23017 ×{ $count } an { $i2c }, Adressen { $addresses }
hwv-wiring-matrix = Matrix aus { $rows } Zeilen × { $columns } Spalten an GPIO, { $settle } µs Einschwingzeit
hwv-dgt-board = DGT-Brett
hwv-serial = Seriennummer { $serial }
hwv-serial-unknown = Seriennummer unbekannt
hwv-version = Version { $version }
hwv-version-unknown = Version unbekannt
hwv-not-found-yet = (noch nicht gefunden)
hwv-no-port-open = (kein Anschluss offen)
hwv-on = an { $device }
hwv-dgt-clock = Uhr { $name } Version { $version }
hwv-dgt-clock-version = { $name } Version { $version }
hwv-line-board = dgt-Brett: { $serial }, { $version }, { $on }
hwv-line-clock = dgt-Uhr: { $what }
hwv-clock-seen = gesehen (sie hat ihre Version nicht genannt)
hwv-clock-none = keine angeschlossen, sagt das Brett
hwv-clock-not-seen = nicht gesehen
hwv-lever-not-seen = nicht gesehen
hwv-line-lever = dgt-Hebel: { $lever }; { $presses }
hwv-lever-down = { $side ->
    [left] linke
   *[right] rechte
} Seite unten (bei { $time })
hwv-presses-not-read = nicht als Uhrdrücke gelesen (`press = "gpio"`)
hwv-presses-none = noch kein Uhrdruck
hwv-presses-last = letzter Uhrdruck: { $side ->
    [white] Weiß
   *[black] Schwarz
}, gemeldet bei { $time }
hwv-line-link = dgt-Verbindung: Verbindungen { $connects }, verloren { $lost }; Meldungen { $messages }, Bytes { $bytes }; Gesamtabfragen { $dumps } (mit verlorenen Änderungen { $corrected }); Neuabgleiche { $resyncs }, unlesbar { $garbled }
diag-event-press = { $side ->
    [white] Uhrdruck Weiß
    [black] Uhrdruck Schwarz
   *[none] Uhrdruck
} bei { $time }
diag-event-ack = Bestätigung des Schiedsrichters bei { $time }
diag-event-adjust = „ich rücke zurecht“ von { $side ->
    [white] Weiß
   *[black] Schwarz
} bei { $time }
diag-event-flag = Fallblättchen von { $side ->
    [white] Weiß
   *[black] Schwarz
} gefallen bei { $time }
diag-event-result = Ergebnis { $result } bei { $time }
diag-led-pattern = { $pattern ->
    [off] aus
    [ready] bereit
    [illegal] regelwidrig, wartet auf Wiederherstellung
   *[sensor-fault] Sensorstörung
}
diag-lighting = leuchtet { $square }
diag-gpio-line = { $spec } Leitung { $offset }
diag-gpio-line-found-as = { $spec } (gefunden als „{ $name }“) Leitung { $offset }
diag-gpio-line-of = { $line } von { $chip }
diag-gpio-role-on = gpio { $role } an { $chip }: { $found }
diag-gpio-role = gpio { $role }: { $found }
diag-clock-label = { $label ->
    [press] Taste
    [white] Weiß
    [black] Schwarz
    [ack] Bestätigung
    [adjust-white] Zurechtrücken Weiß
    [adjust-black] Zurechtrücken Schwarz
    [flag-white] Fallblättchen Weiß
    [flag-black] Fallblättchen Schwarz
   *[other] { $raw }
}
