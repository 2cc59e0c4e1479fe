# jadoube : ce que lisent arbitres et joueurs, en français.
# Termes des Règles du jeu d'échecs de la FIDE : coup illégal, pièce
# touchée, roque, prise en passant, partie nulle, pat, position morte,
# « j'adoube ».

## Mots

side = { $side ->
    [white] Blancs
   *[black] Noirs
}
other = { $other ->
    [white] Blancs
   *[black] Noirs
}
owner = { $owner ->
    [white] Blancs
   *[black] Noirs
}
x-the-side = { $side ->
    [white] les Blancs
   *[black] les Noirs
}
x-The-side = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
}
x-the-other = { $other ->
    [white] les Blancs
   *[black] les Noirs
}
x-the-owner = { $owner ->
    [white] les Blancs
   *[black] les Noirs
}
x-of-side = { $side ->
    [white] des Blancs
   *[black] des Noirs
}
role = { $role ->
    [king] roi
    [queen] dame
    [rook] tour
    [bishop] fou
    [knight] cavalier
    [pawn] pion
   *[piece] pièce
}
piece-name = { role } { $role ->
    [queen] { $color ->
        [white] blanche
       *[black] noire
    }
    [rook] { $color ->
        [white] blanche
       *[black] noire
    }
    [piece] { $color ->
        [white] blanche
       *[black] noire
    }
   *[other] { $color ->
        [white] blanc
       *[black] noir
    }
}
piece-on = { $role ->
    [queen] la dame
    [rook] la tour
    [piece] la pièce
   *[other] le { role }
} en { $square }
# L'article d'une pièce selon son $role : le roi, la dame.
x-le = { $role ->
    [queen] la
    [rook] la
    [piece] la
   *[other] le
}
x-le-a = { $role_a ->
    [queen] la
    [rook] la
   *[other] le
}
x-le-b = { $role_b ->
    [queen] la
    [rook] la
   *[other] le
}
x-le-found = { $found_role ->
    [queen] la
    [rook] la
   *[other] le
}
x-e = { $role ->
    [queen] e
    [rook] e
    [piece] e
   *[other] {""}
}
# Après un deux-points dans une phrase, minuscule.
x-colon-lower = yes
piece-letters = RDTFC
ordinal = { $n ->
    [1] 1er
   *[other] { $n }e
}
with-article = { $text } (art. { $article })
sentence = { $text }.
attempt-and-rule = { $attempt } : { $rule }

## Sanctions et obligations

penalty-time = Ajouter { $time } à la pendule { x-of-side } (art. { $article })
penalty-loss = { x-The-side } perdent la partie : { $result } (art. { $article })
penalty-arbiter-decides = L'arbitre décide : { x-the-side } perdent, ou nulle si { x-the-other } ne peuvent pas mater ; l'analyse n'a pas pu trancher (art. 7.5.5)
penalty-draw = Nulle ½-½ : { x-the-other } ne peuvent mater par aucune suite de coups légaux (art. 7.5.5)
penalty-none = Pas de sanction selon { $rules }
penalty-pending = Art. 7.5.5 : la décision est en cours de calcul ({ x-the-other } peuvent-ils encore mater ?)
must-move = { x-The-side } doivent jouer { $piece }
must-capture = { x-The-side } doivent prendre { $piece }
must-castle-with = { x-The-side } doivent roquer avec la tour en { $square }
must-castle = { x-The-side } doivent roquer
must-capture-with = { x-The-side } doivent prendre { $piece } avec { $with }
no-castling-with = ; pas de roque avec la tour en { $square }
any-legal-move = { x-The-side } peuvent jouer n'importe quel coup légal (art. 4.5)
duty-whose-hand = { $duty }, si ce sont { x-the-side } qui ont soulevé { $piece } ; si { x-the-owner } ajustaient cette pièce (art. 4.2.1) : { $other }. L'échiquier ne sait pas de qui était la main : l'arbitre décide

## Ce qui n'allait pas dans le coup illégal (art. 3)

reason-leaves_king_in_check = le coup laisse ou met son propre roi en échec
reason-castling_not_allowed = le roque n'est pas permis ici
reason-en_passant_not_allowed = la prise en passant n'est pas possible
reason-invalid_piece_move = la pièce ne peut pas se déplacer ainsi
reason-no_move = on a appuyé sur la pendule sans jouer de coup
reason-unpromoted_pawn = un pion est resté sans promotion sur la dernière rangée
reason-wrong_color = le joueur a déplacé une pièce adverse
reason-unrecognized = le changement sur l'échiquier n'est pas un seul coup
rule-no_move = on a appuyé sur la pendule sans jouer de coup
rule-not_a_move = le changement sur l'échiquier n'est pas un seul coup
rule-piece_changed = une pièce s'est changée en une autre
rule-opponent_piece = { x-the-side } ont déplacé une pièce { x-of-other-side }
rule-opponent_castled = { x-the-side } ont roqué avec le roi et la tour { x-of-other-side }
rule-opponent_pawn = { x-the-side } ont pris en passant avec un pion { x-of-other-side }
rule-capture_own = une pièce ne peut pas prendre une pièce de sa couleur ; en { $to } se trouve { $target }
rule-capture_king = le roi n'est jamais pris
rule-promote_other_colour = le pion est promu en une pièce de sa couleur
rule-promote_king = un pion ne peut pas être promu en roi
rule-pawn_move = le pion avance tout droit, d'une case ou de deux depuis sa case initiale, et prend en diagonale
rule-pawn_backwards = le pion ne fait qu'avancer
rule-pawn_capture_straight = le pion ne prend qu'en diagonale ; { $to } est droit devant
rule-pawn_diagonal_empty = le pion ne va en diagonale que pour prendre ; { $to } est vide
rule-pawn_double_step = le pion n'avance de deux cases que depuis sa case initiale
rule-pawn_too_far = le pion avance d'une case, ou de deux depuis sa case initiale ; { $attempt } avance de { $distance } cases
rule-king_move = le roi ne se déplace que d'une case ; { $attempt } avance de { $distance ->
    [1] une case
    [2] deux cases
   *[other] { $distance } cases
}
rule-knight_move = le cavalier saute de deux cases dans un sens et d'une dans l'autre
rule-line_move = { $role ->
    [bishop] le fou ne se déplace qu'en diagonale
    [rook] la tour ne se déplace que sur les rangées et les colonnes
    [queen] la dame ne se déplace que sur les rangées, les colonnes et les diagonales
   *[other] la pièce ne peut pas se déplacer ainsi
}
rule-jump = { $role ->
    [knight] seul le cavalier saute
    [queen] la dame ne peut pas sauter par-dessus d'autres pièces
    [rook] la tour ne peut pas sauter par-dessus d'autres pièces
   *[other] le { role } ne peut pas sauter par-dessus d'autres pièces
}{ $over ->
    [none] {""}
   *[other] ; { $attempt } passe par-dessus { $over }
}
rule-king_two_squares = le roi s'est déplacé de deux cases sans la tour : le roque n'a pas été achevé
rule-castle_king_moved = roque interdit : le roi a déjà bougé
rule-castle_rook_moved = roque interdit : le roi ou cette tour a déjà bougé
rule-castle_blocked = roque interdit : une pièce se trouve entre le roi et la tour
rule-castle_in_check = roque interdit : le roi est en échec
rule-castle_through_check = le roi passe par une case attaquée
rule-castle_into_check = le roi arrive sur une case attaquée
rule-castle_no_pieces = le roque demande un roi et une tour de même couleur
rule-en_passant_late = la prise en passant n'est possible qu'au coup qui suit immédiatement l'avance de deux cases
rule-king_in_check = le coup laisse ou met en échec le roi { x-of-side }
rule-unpromoted = un pion sur la dernière rangée doit être échangé ; il est remplacé par une dame
x-of-other-side = { $side ->
    [white] des Noirs
   *[black] des Blancs
}
other-of-side = { $side ->
    [white] Noirs
   *[black] Blancs
}
side-possessive = { x-of-side }

## Décisions sur le terminal et dans le PGN

event-ack = L'arbitre a confirmé.
event-adjust = J'adoube : { x-the-side } annoncent qu'ils ajustent (art. 4.2.1) ; jusqu'à leur prochain appui sur la pendule, 10 s au plus, une de leurs pièces soulevée et reposée sur sa case n'est pas une pièce touchée.
event-adjust-ignored = J'adoube annoncé par { x-the-side }, qui n'ont pas le trait : cela ne change rien (art. 4.2.1).
promotion-assumed = (promotion lue comme une dame : les capteurs d'occupation ne voient pas la nouvelle pièce)
illegal-head = COUP ILLÉGAL { x-of-side } : { $what } (art. { $article }).
illegal-count = { $nth } coup illégal { x-of-side }.
illegal-restore = Rétablir la position d'avant (art. 7.5.1).
illegal-unpromoted = Le pion est remplacé par une dame et le coup est maintenu (art. 7.5.2).
illegal-increment = Retirer l'incrément de { $seconds } s de l'appui illégal.
event-restored = Position rétablie ; { x-the-side } ont le trait.
event-illegal-stands = Le coup illégal { x-of-side } est maintenu : { x-the-other } ont achevé un coup avant qu'il soit corrigé ; il n'est plus sanctionné (art. A.5.2).
event-touch-move = Pièce touchée (avis pour l'arbitre, art. { $article }) : { $text }.
touch-move = { x-the-side } ont soulevé d'abord { $piece } mais ont joué la pièce en { $moved }
touch-move-whose-hand = la première pièce soulevée est { $first } et { x-the-side } ont joué la pièce en { $moved }. Si ce sont { x-the-side } qui ont soulevé { $first }, la règle de la pièce touchée n'est pas respectée (art. { $article }) ; si { x-the-owner } ajustaient { $first } pendant le temps { x-of-side } (art. 4.2.1), { $other }. L'échiquier ne sait pas de qui était la main : l'arbitre décide
touch-move-still = { x-the-side } devaient quand même jouer { $piece } (art. { $article })
touch-move-no-breach = il n'y a pas d'infraction
event-game-over = FIN DE PARTIE { $result } - { $why } (art. { $article }).
over-checkmate = échec et mat
over-stalemate = pat
over-dead-position = position morte : aucun camp ne peut mater
over-illegal-moves = { $result ->
    [white] les Noirs perdent par coups illégaux
    [black] les Blancs perdent par coups illégaux
   *[draw] nulle : coups illégaux, mais l'adversaire ne peut pas mater
}
over-seventy-five = 75 coups de chaque joueur sans prise ni coup de pion
over-fivefold = la même position pour la cinquième fois
event-sensor-fault = Panne de capteurs : { $detail }. L'état de la partie est conservé ; aucun joueur n'est mis en cause.
event-sensor-ok = Les capteurs lisent de nouveau un échiquier plausible.
fault-flicker = la case { $square } clignote sans arrêt
fault-all-occupied = toutes les cases se lisent occupées (chaîne débranchée ou sans alimentation ?)
fault-all-empty = toutes les cases se lisent vides (chaîne débranchée ou sans alimentation ?)
fault-not-identity = capteurs d'identité configurés, mais la lecture ne donne que l'occupation
fault-too-many = { $count } cases se lisent occupées : plus que les 32 pièces d'une partie
fault-dgt-uncertain = la pendule a pu être appuyée pendant que l'échiquier DGT était débranché, et l'échiquier n'a pas exactement un coup de plus que lors du dernier coup jugé : plus d'un coup a pu être joué ; arbitre : remettez la position du dernier coup jugé (l'écran la montre) ou appuyez sur le bouton d'acquittement
fault-dgt-no-clock = aucune pendule branchée sur l'échiquier DGT : son levier donne les appuis (press = "lever") ; branchez la pendule
fault-dgt-uncertain-window = l'échiquier DGT a montré un coup légal pendant le délai de la pendule, puis une pièce du joueur qui a appuyé a été posée ailleurs : l'appui a pu avoir lieu avant ou après ; arbitre : vérifiez, remettez la position du dernier coup jugé (l'écran la montre) ou appuyez sur le bouton d'acquittement
fault-dgt-uncertain-press = l'échiquier DGT ne peut pas dire où la pendule a été appuyée parmi les pièces déplacées pendant le délai de la pendule (ou un message a été perdu, ou l'échiquier débranché), et cela décide de ce qui est jugé : personne n'est pénalisé sur une supposition ; arbitre : vérifiez, remettez la position du dernier coup jugé (l'écran la montre) ou appuyez sur le bouton d'acquittement
event-start-ok = Position initiale correcte.
event-start-wrong = Position initiale incorrecte (art. { $article }) : { $list }.
start-missing = { x-le } { $piece } manque en { $square }
start-extra = { x-le } { $piece } ne doit pas être en { $square }
start-empty = { $square } doit être vide
start-wrong = en { $square } va { x-le } { $piece }, pas { x-le-found } { $found }
start-should-hold = en { $square } va { x-le } { $piece }
press-awaiting-restore = Appui ignoré : il faut d'abord rétablir la position.
press-not-on-move = Appui ignoré : ce camp n'a pas le trait.
press-game-over = Appui ignoré : la partie est terminée.
press-sensor-fault = Appui non jugé : les capteurs sont en panne ; l'arbitre doit vérifier l'échiquier.
press-other = Appui ignoré : { $why }.
pgn-restart = { $time } : jadoube a redémarré (coupure de courant ou panne) et a repris depuis son journal
hall-line-restart = jadoube a redémarré (coupure de courant ou panne) et a repris depuis son journal
hall-line-stop = jadoube s'est arrêté ({ $why })
pgn-recovered = ; { $count ->
    [0] aucun événement décidé juste avant n'a été écrit alors
    [1] un événement décidé juste avant a été écrit alors
   *[other] { $count } événements décidés juste avant ont été écrits alors
}
pgn-stands-from = La partie continue depuis { $fen }.

## Étapes pour rétablir

step-move = { $piece } { $from } → { $to }
step-move-unknown = Pièce en { $from } → { $to } (ce doit être { x-le } { $piece })
step-remove = Retirer { x-le } { $piece } de { $from }
step-remove-unknown = Retirer la pièce en { $from }
step-put = Remettre { x-le } { $piece } en { $to }
step-put-aside = Poser { x-le } { $piece } mis{ x-e } de côté en { $to }
step-swap = Échanger { x-le-a } { $piece_a } en { $a } et { x-le-b } { $piece_b } en { $b }
step-set-aside = Soulever { x-le } { $piece } de { $from } et { x-le } garder en main
short-move-unknown = pièce en { $from } → { $to }
short-remove = retirer de { $from }
short-remove-unknown = retirer la pièce de { $from }
short-put = remettre en { $to }
short-put-aside = pièce en main → { $to }
short-set-aside = soulever de { $from }, garder

## L'écran

title-ready-move = Prêt · trait aux { side }
title-ready-start = Prêt · les { side } commencent
title-game-over = Fin de partie · { $result }
title-illegal = Coup illégal · { side }
title-restored = Position rétablie
title-sensor-fault = Panne de capteurs
title-start-differs = Position initiale différente
title-illegal-stands = Coup illégal maintenu
title-touch-move = Pièce touchée · avis
title-board-matches = L'échiquier correspond à la position
title-board-differs = L'échiquier diffère de la position
badge-arbiter = ARBITRE
badge-adjust = J'ADOUBE
arbiter-call = Appel de l'arbitre : appuyer sur le bouton pour afficher
also = Aussi : { $text }
summary-sensor-fault = panne de capteurs : { $detail }
summary-start = position initiale différente sur { $count ->
    [0] aucune case
    [1] une case
   *[other] { $count } cases
} (art. { $article })
summary-illegal-stands = le coup illégal { x-of-side } est maintenu (art. A.5.2)
summary-touch-move = pièce touchée : première pièce soulevée, { $piece } (art. { $article })
status = { $rules } · illégaux B { $white } N { $black } · coup { $move }
info-to-move = Coup { $move }, trait aux { side }
info-last-move = Dernier coup : { $text }
info-no-move = Pas encore de coup
info-illegal = Coups illégaux : Blancs { $white } · Noirs { $black }
info-player = { side } : { $name }
info-round-board = Ronde { $round }, échiquier { $board }
info-rules = Règles : { $rules }
fault-bus = Bus : { $bus }
fault-kept = L'état de la partie est conservé ; aucun joueur n'est mis en cause.
fault-presses = Les appuis sont ignorés jusqu'à ce que les capteurs lisent de nouveau un échiquier.
squares-differ = { $count ->
    [one] { $count } case diffère
   *[other] { $count } cases diffèrent
} de la position initiale (art. { $article })
heading-to-set-up = À installer
heading-put-back = Remettre
heading-to-restore = À rétablir
heading-to-check = Pour vérifier la position
stands-line = Le coup illégal { x-of-side } n'a pas été corrigé avant que { x-the-other } achèvent un coup (art. A.5.2)
stands-count = Il est maintenu sans sanction et ne compte pas : le compte de coups illégaux { x-of-side } reste à { $count }.
touch-advice-only = Simple avis : l'échiquier voit les pièces soulevées, pas la main qui les soulève.
illegal-quiet = Art. { $article } · { $nth } coup illégal { x-of-side }
restored-line = Coup illégal { x-of-side } ; l'échiquier est rétabli. Trait aux { other }.
increment-line = Retirer l'incrément de { $seconds } s gagné par { x-the-side } avec l'appui
no-castling-line = Pas de roque avec la tour en { $square } pour ce coup (art. 4.4.2)
may-any = { x-The-side } peuvent jouer n'importe quel coup légal
result-line = Résultat { $result } : { $why } (art. { $article })
nothing-to-put-back = Rien à remettre
over-no-restore = Inutile de rétablir : la partie est terminée ; la position d'avant le coup illégal est la position finale.
over-check-position = Rétablir la position pour juger si { x-the-other } peuvent encore mater (art. 7.5.5).
differ-count = { $count ->
    [0] Aucune case ne diffère
    [1] Une case diffère
   *[other] { $count } cases diffèrent
} (art. 7.4, 7.6)
adjust-line = J'adoube : { x-the-side } ajustent (art. 4.2.1)
adjust-ignored-line = J'adoube { x-of-side } ignoré : ils n'ont pas le trait (art. 4.2.1)

screen-if-adjusted = Ou, si { x-the-owner } ont ajusté la pièce en { $square } (art. 4.2.1) : { $other }
screen-arbiter-decides = La main de qui ? L'arbitre décide.

badge-count = { $side ->
    [white] B
   *[black] N
} #{ $count }
terminal-legend = +X manque : poser X ici   xX doit partir   X!Y X va ici, Y y est

## The demo

demo-intro = démonstration de jadoube : un échiquier simulé joue { $trace } (capteurs d'occupation, { $rules })
demo-outro = { $count } écrans écrits en PNG dans { $dir }
    journal : { $journal }, scellé avec la clé de { $state }
demo-try = essayer :

## run --sim dans un terminal

run-sim-playing = Lecture de { $trace } { $speed ->
    [max] aussi vite que possible
    [real] en temps réel
   *[times] à { $factor } fois la vitesse réelle
} (Ctrl-C arrête).
run-sim-new = Journal : { $journal } (une nouvelle partie)
run-sim-resumed = Journal : { $journal }, repris : il contient déjà cette partie jusqu'à { $seconds } s ; la partie continue à partir de là.
run-sim-finished = Journal : { $journal }, repris : il contient déjà cette partie jusqu'à { $seconds } s, la fin de la trace : plus rien à jouer.
    Pour la rejouer, supprimez ce fichier ou donnez un autre --state-dir (actuellement { $dir }).
run-sim-over = { $how ->
    [end] La trace est terminée
   *[stopped] Arrêté
} ({ $lines ->
    [one] { $lines } ligne de journal écrite
   *[other] { $lines } lignes de journal écrites
}) : { $journal }

## Comment une partie se termine (laws.md section 8 ; format de trace 1.2)

over-kings = { $result ->
    [white] résultat des joueurs : les deux rois sur des cases centrales claires
    [black] résultat des joueurs : les deux rois sur des cases centrales foncées
   *[draw] résultat des joueurs : les rois sur une case centrale claire et une foncée
}
over-time = le drapeau { x-of-side } est tombé ; { x-the-other } peuvent encore mater : { x-the-side } perdent
over-time-cannot-checkmate = le drapeau { x-of-side } est tombé, mais { x-the-other } ne peuvent mater par aucune suite de coups légaux : partie nulle
over-arbiter = résultat saisi par l'arbitre
event-flag-claim = Le drapeau { x-of-side } est tombé (art. 6.9, A.5.3) : si c'est réclamé, { $result ->
    [white] les Blancs gagnent
    [black] les Noirs gagnent
   *[draw] partie nulle, { x-the-other } ne peuvent pas mater
}. La partie continue jusqu'à la saisie d'un résultat.
event-flag-undecided = Le drapeau { x-of-side } est tombé (art. 6.9) : l'analyse n'a pas pu dire si { x-the-other } peuvent encore mater ; l'arbitre décide et saisit le résultat.
event-new-game = Nouvelle partie (partie { $game }) : la position initiale est de nouveau sur l'échiquier ; les coups illégaux repartent de zéro.
title-flag = Le drapeau { x-of-side } est tombé
summary-flag = le drapeau { x-of-side } est tombé (art. 6.9)
title-result-menu = Résultat
menu-result = { $result } { $who ->
    [white] les Blancs gagnent
    [black] les Noirs gagnent
   *[draw] partie nulle
}
menu-cancel = annuler (pas de résultat)
menu-how = Bouton de l'arbitre : choix suivant. Sans appui pendant 5 s, le choix marqué est saisi.

## ---------------------------------------------------------------------
## The commands and the hall page (issue 31, item 7). Kept apart, at the
## end, so that they merge easily with changes to the messages above.

ruleset = { $body }{ $year ->
    [none] {""}
   *[other] {" "}{ $year }
} { $speed ->
    [standard] cadence lente
    [rapid] rapide
    [blitz] blitz
   *[other] { $speed }
}
setting-supervision = { $supervision ->
    [claim] sur réclamation
   *[full] complète
}
replay-settings = règles { $rules }, surveillance { setting-supervision }, capteurs { $sensor ->
    [identity] d'identité
   *[occupancy] de présence
}, pendule { $clock ->
    [dual] à deux boutons
   *[single] à un bouton
}
replay-trace-head = { $name } : { $settings }
replay-journal-head = { $name } : journal de { $event }, ronde { $round }, échiquier { $board } ({ $source }) : { $settings }
replay-screens-written = { $count ->
    [0] aucun écran écrit
    [1] un écran écrit
   *[other] { $count } écrans écrits
} dans { $dir }
replay-not-replayed = { $name } : non rejoué : le journal n'est pas tel que l'échiquier l'a écrit : { $why }
    (`jadoube verify { $name }` en dit plus)
replay-unsealed-tail = { $name } : note : { $count ->
    [1] la dernière ligne n'est pas scellée
   *[other] les { $count } dernières lignes ne sont pas scellées
} (après la ligne { $line }) : elles ne font pas preuve
replay-line-skipped = { $name } : ligne { $line } sautée : { $why }
replay-torn = { $name } : la dernière ligne est incomplète ({ $bytes } octets à la position { $offset }), ignorée
replay-differs = { $name } : le rejeu diffère des décisions enregistrées : { $why }
replay-journal-settings = un journal garde les réglages de sa partie ; --rules, --supervision, --sensor et --clock valent pour les traces
input-lift = lève { $square }{ $piece }
input-drop = pose { $square }{ $piece }
input-press = appui{ $side ->
    [white] {" "}des blancs
    [black] {" "}des noirs
   *[none] {""}
}
input-piece = { $color ->
    [white] { $role ->
        [king] R
        [queen] D
        [rook] T
        [bishop] F
        [knight] C
       *[pawn] P
    }
   *[black] { $role ->
        [king] r
        [queen] d
        [rook] t
        [bishop] f
        [knight] c
       *[pawn] p
    }
}

verify-head = { $name } : { $lines } lignes, dernier seq { $seq }, sha256 de la dernière ligne { $hash }
verify-chain-intact = chaîne : intacte
verify-not-journal = pas un journal : { $why }
verify-chain-broken = chaîne : ROMPUE : { $why }
verify-seals = sceaux : { $count } valides, par { $signers }
verify-signer = { $name } (clé { $key })
verify-signer-unnamed = clé { $key }
verify-then = { $a }, puis { $b }
verify-seals-failed = sceaux : ÉCHEC : { $why }
verify-unsigned = non signé (format de journal { $version }) : la chaîne est vérifiée ; quel échiquier l'a écrit, on ne peut le savoir
verify-authentic = authenticité : chaque sceau est d'une clé de la liste donnée
verify-not-authenticated = authenticité : NON vérifiée (ni --key ni --keys : n'importe qui peut créer une clé et sceller avec ; donnez la liste de l'organisateur, ou comparez-y l'empreinte)
verify-taken-over = le redémarrage de la ligne { $line } a trouvé { $count ->
    [1] une ligne non scellée
   *[other] { $count } lignes non scellées
} avant lui (écrites, pas encore scellées, quand le service s'est arrêté) : son sceau les couvre, telles quelles
verify-torn = la ligne { $line } est incomplète ({ $bytes } octets) : le service s'est arrêté en l'écrivant ; son prochain démarrage la coupe
verify-restarts = { $restarts ->
    [0] aucun redémarrage
    [1] un redémarrage
   *[other] { $restarts } redémarrages
}, { $torn ->
    [0] aucune ligne déchirée coupée
    [1] une ligne déchirée coupée
   *[other] { $torn } lignes déchirées coupées
} à un redémarrage
verify-not-stopped = le journal finit avant un arrêt propre : le service tourne, ou a été tué ou a perdu le courant (un redémarrage reprend)
verify-stop-unsealed = l'arrêt propre de la fin n'est pas scellé
verify-decisions-same = décisions : { $count } événements enregistrés ; le rejeu des entrées donne les mêmes
verify-decisions-wrong = décisions : FAUSSES : { $why }
verify-decisions-note = décisions : { $why }
verify-ok = CORRECT
verify-failed = ÉCHEC

unwinnable-side = { $side ->
    [white] les blancs
   *[black] les noirs
}
unwinnable-mate-now = { unwinnable-side } peuvent mater : la position est déjà mat
unwinnable-can-mate = { unwinnable-side } peuvent mater : { $line }
unwinnable-cannot = { unwinnable-side } ne peuvent mater par aucune suite de coups légaux
unwinnable-undecided = { unwinnable-side } : indécis (l'arbitre décide)

round-set = ronde fixée dans { $path }
round-journal = la partie est journalisée dans { $path }
round-journal-exists = la partie est journalisée dans { $path } (il existe : le service le continue)
round-restart = redémarrer le service pour la commencer : `sudo systemctl restart jadoube`
round-hall-first = l'appariement de la salle dans { $path } passe avant le fichier de ronde : l'échiquier suit les parties de la salle tant que ce fichier n'est pas supprimé
round-show-journal = journal : { $path }
key-made = clé de l'échiquier créée : { $secret } (privée, mode 0600) et { $public }
key-public = clé publique : { $key }
key-fingerprint = empreinte :    { $key }
key-list-line = pour la liste des échiquiers de l'organisateur (`jadoube verify --keys FICHIER`) :
check-config-head = configuration effective de { $path }
calibrate-written = Étalonnage écrit dans { $path }.

pgn-not-verified = LE JOURNAL DE CETTE PARTIE NE SE VÉRIFIE PAS ({ $why }) : ce qui suit ne fait pas preuve.
export-skipped = { $why } : sauté
export-not-verified = { $file } : { $why } (exporté quand même ; voir le résumé)
export-no-game = aucune partie dans { $where }
export-no-game-round = aucune partie de la ronde { $round } dans { $where }
export-the-files = les fichiers donnés
hall-line-header = { $software } depuis { $start }, { $rules }

hall-title = jadoube · salle de jeu
hall-language = Langue
hall-live = mises à jour en direct
hall-alerts-region = alertes
hall-boards-region = échiquiers
hall-counts = Échiquiers : { $boards } · alertes : { $alerts } · muets : { $silent } · pannes de capteurs : { $faults }
hall-alerts = Alertes :
hall-board = Échiquier { $board }
hall-round-pgn = Ronde { $round } : PGN
hall-offline-since = hors ligne depuis { $since }
hall-badge-silent = muet
hall-badge-sensors = capteurs
hall-badge-alert = ALERTE
hall-badge-restore = rétablir
hall-behind = lignes en route
hall-no-game = pas encore de partie
hall-to-move = trait aux { side }
hall-illegal = { side } : coup illégal
hall-acknowledged = confirmé à l'échiquier
hall-all-boards = ← tous les échiquiers
hall-screen-caption = L'écran de l'échiquier, tel que la salle le dessine :
hall-screen-alt = l'écran de l'échiquier
hall-collect = Recueillir le journal maintenant
hall-asked = demandé ; l'échiquier l'envoie
hall-not-connected = la salle n'est pas connectée au broker
hall-journals = Journaux recueillis
hall-verified = vérifié
hall-not-verified = NON vérifié
hall-bytes = { $n } octets
hall-decisions = Partie { $game } : décisions
hall-history = Historique des alertes
hall-broker-up = broker connecté
hall-broker-down = broker NON connecté depuis { $since }
hall-page-down = cette page n'atteint plus la salle depuis { $since }
hall-age-s = { $n } s
hall-age-min = { $n } min
hall-age-h = { $n } h
hall-link-unknown = la liaison de l'échiquier est inconnue tant que le broker est absent
hall-online = l'échiquier est connecté, depuis son dernier message
hall-raised = déclenchée { $since }
hall-acknowledged-at = confirmée { $since }
hall-restored-at = rétablie { $since }
hall-cleared-at = close { $since }
hall-ended-at = close avec la partie { $since }
hall-heard-at = reçue par la salle à { $since }
hall-open = encore ouverte
hall-dismiss = Retirer
hall-badge-unverified = non vérifié

hall-signin = Se connecter
hall-user = Nom
hall-password = Mot de passe
hall-signin-failed = Nom ou mot de passe incorrect.
hall-signin-locked = Trop de tentatives échouées : réessayez dans { $n } secondes.
hall-signout = Se déconnecter

# La ronde du logiciel d'appariement sur la page de la salle (round.js).
hall-rt-link = Ronde
hall-rt-title = Ronde { $round }
hall-rt-none = Aucune ronde n'est chargée.
hall-rt-loaded = { $file }, chargé { $at } par { $by }
hall-rt-load = Charger les appariements
hall-rt-file = Fichier d'appariements (TRF ou CSV)
hall-rt-paste = ou collez-le ici
hall-rt-list = La liste des paires du moteur d'appariement (facultatif)
hall-rt-round = Numéro de ronde (nécessaire avec un CSV ou une liste)
hall-rt-boards = Numéros d'échiquier et noms d'échiquier (facultatif, une paire par ligne)
hall-rt-loaded-ok = Chargé : { $n } échiquiers ; chaque échiquier reçoit son appariement.
hall-rt-refused = Refusé :
hall-rt-col-board = Échiquier
hall-rt-col-players = Joueurs
hall-rt-col-status = Résultat, et d'où il vient
hall-rt-col-result = Saisi à la salle
hall-rt-col-checks = À vérifier
hall-rt-col-enter = Résultat de l'arbitre
hall-rt-sent = envoyé, en attente de l'échiquier
hall-rt-on-board = sur l'échiquier
hall-rt-entry = { $result } saisi par { $by } à { $at }
hall-rt-enter = Saisir
hall-rt-missing = Résultats manquants : { $boards }
hall-rt-complete = Chaque échiquier a son résultat.
hall-rt-download-trf = Résultats en TRF
hall-rt-download-csv = Résultats en CSV
hall-rt-download-pgn = PGN de la ronde
calibrate-start = Étalonnage de { $what }.
calibrate-remove = Retirez toutes les pièces de l'échiquier, puis appuyez sur Entrée.
calibrate-place = Videz l'échiquier, posez-y chaque { $piece } que vous avez (sur n'importe quelles cases), puis appuyez sur Entrée (ou tapez `skip` pour passer).
calibrate-skipped = passé
calibrate-level = { $piece } : { $mean } ({ $min }..{ $max }) sur { $count ->
    [0] aucune case
    [1] une case
   *[other] { $count } cases
}
calibrate-identity-ok = Les pièces se distinguent : identity = true fonctionnera.
calibrate-identity-no = L'identification ne fonctionnera pas ({ $why }) ; la présence, si.
hall-stop-reason = { $code ->
    [end] fin de la trace
    [shutdown] arrêt
   *[other] { $why }
}
hall-kind = { $kind ->
    [seal] scellé
    [flag] drapeau
    [result] résultat
    [new_game] nouvelle partie
    [header] début
    [move] coup
    [illegal] illégal
    [restored] rétablie
    [illegal_stands] maintenu
    [touch_move] pièce touchée
    [game_over] fin
    [sensor_fault] panne de capteurs
    [sensor_ok] capteurs bons
    [start_position] position initiale
    [press_ignored] appui ignoré
    [press] appui
    [adjust] j'adoube
    [ack] arbitre
    [restart] redémarrage
    [stop] arrêt
   *[other] { $kind }
}
diag-stats = balayages { $scans }  trames { $frames }  erreurs { $errors }  reprises { $retries }  pannes { $faults }  cadence { $rate }/s (cible { $target }/s)
diag-sensors-ok = capteurs : bons
diag-sensors-fault = capteurs : PANNE { $why }
diag-occupied = occupées (dernière trame bonne)
diag-raw = lecture par case ({ $unit ->
    [levels] niveaux
    [codes] codes de pièce
   *[adc] comptes de l'ADC
} @ position dans le câblage)
diag-clock-line = pendule { $label } ({ $line }) : { $state ->
    [pressed] APPUYÉE
   *[released] relâchée
}, { $rises } { $rises ->
    [1] appui
   *[other] appuis
}, { $falls } { $falls ->
    [1] relâchement
   *[other] relâchements
}
diag-clock-error = pendule : impossible de lire les lignes : { $why }
diag-clock-event = dernier événement de la pendule : { $what }
diag-led = LED : { $what }
diag-square-leds = LED des cases : { $what }
hall-collect-damaged = abîmé en route : { $bytes } octets de sha256 { $hash } ; l'échiquier annonce { $sent } octets de sha256 { $sent_hash }
hall-collect-other-board = envoyé par l'échiquier { $board }, scellé par la clé que la liste donne à { $other }
hall-collect-live-differ = lignes en direct : { $differ } diffèrent du journal, { $missing } n'y sont pas
hall-collect-live-same = lignes en direct : les { $count } lignes montrées en direct sont dans le journal, octet pour octet
hall-collect-other-journal = un autre journal nommé { $file } est déjà détenu : celui-ci est { $name }

## Evidence (issue 28): the journal's end, the game verified

verify-encoding = pas tel que l'échiquier l'a écrit : { $why }
verify-game = partie : { $event }, ronde { $round }, échiquier { $board } : { $white } - { $black }
verify-evidence = preuve : lignes 1 à { $count } (scellées)
verify-not-evidence = PAS une preuve : les lignes { $from } à { $to } après le dernier sceau (ligne { $line }) ne sont pas scellées : { $kinds } ; quiconque pouvait écrire le fichier a pu les écrire
verify-tail-failed = fin non scellée : ÉCHEC : { $why }
verify-time = heure : { $from } à { $to } (UTC, horloge de l'échiquier)
verify-result = résultat : { $result } ({ $why })
verify-result-none = résultat : aucun scellé (la partie ne s'est pas terminée sur l'échiquier)
verify-end = fin : { $end ->
    [game_over] complet : la fin de la partie est scellée
    [confirmed] complet : finit par un arrêt scellé en cours de partie, confirmé par { $by }
    [stop_mid_game] INCOMPLET : finit par un arrêt en cours de partie (un service arrêté et pas relancé sur cette partie, ou le fichier coupé à cet arrêt ; le reçu de la salle ou --expect-last disent lequel)
    [no_stop] INCOMPLET : finit par un sceau sans arrêt (le service tourne, a été tué ou privé de courant, ou le fichier a été coupé à un sceau)
    [for_pairing] complet : finit par un arrêt scellé avant le début de la partie, pour l'appariement de la salle (la partie est dans le journal de l'appariement)
   *[unknown] inconnu (le journal ne se vérifie pas)
}
verify-expected-failed = fin attendue : ÉCHEC : { $why }
verify-expected-there = fin attendue : le journal s'arrête là
verify-expected-reached = fin attendue : atteinte ; { $count } lignes la suivent (écrites après son relevé)
verify-ok-incomplete = OK, INCOMPLET
key-none = { $path } : pas encore de clé : `sudo jadoube key init --name ECHIQUIER` (ou le premier démarrage du service avec `jadoube run --first-boot`)

## jadoube round pairings|results (issue 30)
round-head = Ronde { $round }
round-board = échiquier { $board } : { $white } - { $black }
round-bye = exempt : { $name } ({ $kind })
round-bye-pairing = attribué par l'appariement
round-bye-full = point entier
round-bye-half = demi-point
round-bye-zero = absent, sans point
round-status-no-board = aucun journal de cette ronde ne nomme l'échiquier
round-status-not-started = pas commencée
round-status-playing = en cours
round-by = résultat donné par { $by }
# Who gave a result, after round-by's and round-corrected's "by".
round-by-board = l'arbitre à l'échiquier
round-by-hall = { $name } à la salle
round-corrected = corrigé { $from } → { $to } par { $by } à { $wall }
round-check-swapped = À VÉRIFIER : les couleurs sont inversées à l'échiquier
round-check-other = À VÉRIFIER : la partie de l'échiquier est { $white } - { $black }
round-check-elsewhere = À VÉRIFIER : la partie de ces joueurs est à l'échiquier { $board }
round-check-entered = À VÉRIFIER : le résultat saisi à la salle est { $entered }, celui du journal { $journal }
round-open = pas encore de résultat aux échiquiers { $boards }
round-written = écrit : { $path }
round-hall-loaded = la ronde est dans { $path } : la salle en marche envoie à chaque échiquier son appariement en une seconde
round-unreadable = { $path } : illisible ({ $why }) : aucun résultat n'en vient
round-unverified = { $path } : non vérifié ({ $why }) : aucun résultat n'en vient
round-trf-needs-trf = --trf-out demande les appariements en TRF (un CSV n'a pas de numéros de départ) ; utilisez --csv-out

# The board's tile in the hall when the daemon refused to start without its key.
board-no-key = pas de clé : lancez `jadoube key init`

# The command line's --help (cli/help.rs): the abouts of the commands, clap's headings, the options.
cli-about = Service d'arbitrage pour échiquiers électroniques
cli-heading-usage = Utilisation
cli-heading-commands = Commandes
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-about-replay = Rejoue une trace (ou un journal) dans le moteur et affiche ses décisions
cli-about-demo = Joue une partie fournie, avec un coup illégal, sur un échiquier simulé
cli-about-unwinnable = Un camp peut-il encore mater ? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Valide un fichier de configuration et affiche la configuration effective
cli-about-diag = Vue en direct des capteurs, des lignes de la pendule et de la LED, pour la mise en service
cli-about-calibrate = Enregistre les aimants de chaque type de pièce pour les capteurs analogiques d'identité
cli-about-render = Dessine une position (et une alerte) dans un PNG
cli-about-run = Lance le service
cli-about-round = Commence une ronde : tournoi, ronde et numéro d'échiquier pour le journal
cli-about-round-start = Nomme la prochaine partie : le service la consigne dès son prochain démarrage
cli-about-round-show = Affiche la partie que le service consignera
cli-about-round-pairings = Lit les appariements d'une ronde (TRF de la FIDE, la liste du logiciel d'appariement ou CSV) et affiche ses échiquiers
cli-about-round-results = Affiche le tableau de la ronde d'après les journaux des échiquiers et écrit les résultats en TRF ou CSV pour le logiciel d'appariement
cli-about-verify = Contrôle un journal : sa chaîne de hachages, les sceaux de l'échiquier, sa fin non scellée, ses décisions, et s'il est complet. Code de sortie 0 : vérifié et complet ; 3 : vérifié mais incomplet ; 1 : non vérifié
cli-about-key = La clé de l'échiquier, qui scelle ses journaux : la créer, l'afficher
cli-about-key-init = Crée la clé de l'échiquier dans le répertoire d'état (une clé existante est gardée)
cli-about-key-show = Affiche la clé publique de l'échiquier, son empreinte et la ligne pour la liste des échiquiers de l'organisateur
cli-about-export = Exporte les parties d'une ronde en PGN ou JSON
cli-hall-moved = la salle est désormais un programme distinct : lancez `jadoube-hall` (paquet jadoube-hall, docs/hall.md)
cli-about-hall = Le tableau de bord de l'arbitre principal : chaque échiquier en direct, le PGN de diffusion, les journaux recueillis
cli-about-help = Affiche ce message ou l'aide de la commande indiquée
cli-help-help = Affiche l'aide
cli-help-version = Affiche la version
cli-help-lang = Langue des textes : en, es, pt, fr ou de [par défaut : display.language de la configuration, sinon la langue du système, sinon en]
cli-help-config = Le fichier de configuration
cli-help-state-dir = Le répertoire d'état (par défaut : `$STATE_DIRECTORY`, sinon journal.dir)
cli-help-keys = La liste des échiquiers de l'organisateur : un fichier de lignes `NAME PUBKEY` ; dit quel échiquier a scellé chaque journal
cli-help-key = La clé publique de l'échiquier : 64 chiffres hexadécimaux tels que `jadoube key show` les affiche, ou un fichier qui la contient (son `board-key.pub`). Répétable
cli-help-verify-files = Fichiers de journal
cli-help-verify-no-replay = Ne contrôle que la chaîne de hachages et les sceaux, pas les décisions (rejouées par défaut depuis les entrées consignées)
cli-help-verify-expect-last = Le journal doit atteindre cette fin : le SHA-256 noté quand il a été relevé ou recueilli. Un journal coupé avant échoue
cli-help-verify-receipt = Le reçu de la salle pour le journal (lu à côté du journal s'il n'est pas donné)

# L'aide des options de chaque commande (cli/help.rs), leurs valeurs et ce qu'ajoute clap.
cli-values = Valeurs possibles
cli-default = par défaut
cli-about-hall-user = Les comptes de la page (DATA/users) : ajouter, retirer, lister
cli-about-hall-user-add = Ajoute un compte, ou donne à un compte un nouveau rôle et un nouveau mot de passe. Le mot de passe est lu au terminal, ou sur une ligne de l'entrée standard
cli-about-hall-user-remove = Retire un compte (ses sessions prennent fin aussitôt)
cli-about-hall-user-list = Les comptes et leurs rôles
cli-help-replay-trace = Le fichier de trace (docs/trace-format.md), ou un journal (ses entrées sont rejouées et les décisions comparées à celles consignées)
cli-help-format = Comment afficher les décisions
cli-value-format-text = Une ligne par décision, pour les personnes
cli-value-format-jsonl = Un objet JSON par ligne (le contrat de conformité)
cli-help-replay-rules = Règles (remplace la ligne `rules` de la trace) : des règles fournies, ou des `[[rules.custom]]` du fichier de `--config`
cli-help-supervision = Qui agit sur un coup illégal (remplace la ligne `supervision` de la trace)
cli-value-supervision-full = Tout coup illégal achevé est corrigé, si tard que ce soit (parties classiques ; rapides selon A.4 ; blitz selon B.2)
cli-value-supervision-claim = A.5.2 : le coup illégal est maintenu dès que l'adversaire a achevé un coup sans qu'il ait été corrigé
cli-help-sensor = Ce que disent les capteurs (remplace la ligne `sensor` de la trace)
cli-value-sensor-occupancy = « Un aimant est ici » : un bit par case
cli-value-sensor-identity = Quelle pièce se trouve sur chaque case
cli-help-clock = Les lignes d'appui de la pendule (remplace la ligne `clock` de la trace)
cli-value-clock-single = Une seule ligne : chaque appui termine le coup du camp au trait
cli-value-clock-dual = Une ligne par camp : l'appui dit quel camp a appuyé
cli-help-inputs = Affiche aussi les entrées : pièces soulevées, pièces posées et appuis sur la pendule
cli-help-replay-config = Un fichier de configuration dont les règles de l'organisateur (`[[rules.custom]]`) peuvent être nommées par `--rules` et par la trace
cli-help-replay-scan-hz = Fréquence de lecture du lecteur simulé, en Hz
cli-help-replay-screens = Écrit l'écran de l'arbitre dans un PNG par décision dans ce répertoire, qui doit être nouveau ou vide (un répertoire contenant des fichiers est refusé, pour que les images soient toutes de cette exécution)
cli-help-screen-size = Taille des écrans, `WIDTHxHEIGHT`
cli-help-demo-screens = Où écrire les écrans de l'arbitre en PNG : un répertoire nouveau ou vide (un répertoire contenant des fichiers est refusé, pour que les images soient toutes de cette exécution). Par défaut : un répertoire `jadoube-demo` dans le répertoire temporaire du système, vidé des images de la dernière démonstration
cli-help-demo-plain = Écrans en ASCII simple, sans couleurs (par défaut quand la sortie standard n'est pas un terminal, ou avec `NO_COLOR`)
cli-help-demo-speed = La vitesse à laquelle l'échiquier simulé joue : un facteur (1 = temps réel) ou `max`
cli-help-unwinnable-fen = La position : un FEN (entre guillemets, ou en mots séparés ; les compteurs de coups peuvent être omis), ou `startpos`. Tout échiquier avec un roi de chaque couleur reçoit une réponse, même un échiquier qu'aucune partie légale n'atteint (un coup illégal maintenu peut en laisser un) : la réponse le dit alors. Sans roi, ou avec deux rois d'une couleur : refusé avec le code de sortie 2
cli-help-unwinnable-winner = Le camp dont on demande les chances de mater (les deux en son absence)
cli-value-winner-white = Les Blancs peuvent-ils encore mater ?
cli-value-winner-black = Les Noirs peuvent-ils encore mater ?
cli-help-unwinnable-press = L'analyse bornée d'une décision à l'appui sur la pendule (art. 7.5.5) : ce que l'échiquier lui-même répondrait ; au plus une seconde environ par camp. Par défaut
cli-help-unwinnable-quick = L'analyse rapide que l'échiquier fait après chaque coup (positions mortes, art. 5.2.2) : quelques microsecondes, ne trouve pas de mat, donc souvent « indécis »
cli-help-unwinnable-full = L'analyse complète : tranche bien plus souvent, jusqu'à une dizaine de secondes sur des positions composées
cli-help-unwinnable-format = `text` : une phrase par camp ; `json` : un objet par camp et par ligne
cli-value-unwinnable-format-text = Une phrase par camp, la ligne de mat en SAN avec les numéros de coups
cli-value-unwinnable-format-json = Un objet JSON par camp et par ligne : vainqueur, verdict, ligne
cli-help-check-config-file = Le fichier à contrôler (par défaut : /etc/jadoube/jadoube.toml)
cli-help-check-config-config = Comme FILE
cli-help-diag-config = Le fichier de configuration
cli-help-diag-fake = Rejoue des octets de bus enregistrés (en boucle) au lieu d'ouvrir les périphériques
cli-help-diag-record = Écrit chaque réponse des bus dans FILE, à rejouer avec --fake
cli-help-diag-once = Affiche une seule vue, sans codes de contrôle d'écran, et s'arrête
cli-help-diag-scans = S'arrête après ce nombre de lectures (avec --once : affiche après elles ; 1 par défaut)
cli-help-diag-led-test = Fait défiler les motifs de la LED d'état et allume les LED des cases une case à la fois
cli-help-calibrate-config = La configuration (sa section [sensor.mcp3008] nomme les CAN et le fichier)
cli-help-calibrate-output = Où écrire l'étalonnage (par défaut : sensor.mcp3008.calibration)
cli-help-calibrate-samples = Lectures moyennées par étape
cli-help-calibrate-fake = Rejoue des octets de bus enregistrés au lieu d'ouvrir les périphériques
cli-help-render-fen = La position (un FEN, un placement des pièces, ou `startpos`)
cli-help-render-diff = Le placement des pièces physiquement sur l'échiquier : marque chaque case qui diffère et liste les étapes pour rétablir la position
cli-help-render-alert = Un événement tel que `replay --format jsonl` l'affiche (d'ordinaire `illegal`) ; plusieurs, un par ligne, sont appliqués dans l'ordre
cli-help-render-size = Taille de l'image en pixels (800x480, comme `replay --screens`, `demo` et l'écran par défaut du service)
cli-help-render-orientation = Quel camp est en bas du diagramme
cli-value-orientation-white = Les Blancs en bas
cli-value-orientation-black = Les Noirs en bas
cli-help-render-rules = Les règles nommées à l'écran
cli-help-render-visibility = Qui peut voir les alertes (laws.md, section 7)
cli-value-visibility-always = Alertes sur l'écran unique, pour tous
cli-value-visibility-after-button = Alertes montrées une fois que l'arbitre a appuyé sur le bouton
cli-value-visibility-second-output = Alertes seulement sur l'écran propre de l'arbitre
cli-help-render-audience = Quel écran dessiner
cli-value-audience-arbiter = L'écran de l'arbitre : alertes, pénalités, étapes pour rétablir
cli-value-audience-players = L'écran des joueurs, tel que `--visibility` le leur laisse voir
cli-help-render-text = Affiche aussi l'écran en texte simple
cli-help-render-output = Le fichier PNG à écrire
cli-help-run-config = Le fichier de configuration [par défaut : /etc/jadoube/jadoube.toml ; avec --sim, seulement s'il existe]
cli-help-run-state-dir = Où se trouvent les journaux [par défaut : `$STATE_DIRECTORY`, sinon journal.dir ; avec --sim, un répertoire `jadoube-sim` dans le répertoire temporaire]
cli-help-run-sim = Fonctionne sur une trace au lieu du matériel : un échiquier et une pendule simulés la jouent, toutes les sorties en direct. Les réglages de la partie viennent de l'en-tête de la trace (comme dans `replay`)
cli-help-run-fake = Lance le service sur de faux bus qui rejouent FILE en boucle (un enregistrement tel que l'écrit `diag --record`) au lieu des périphériques de l'échiquier : le câblage, les lignes de la pendule et la LED de la configuration, sans échiquier (pour essayer une configuration, et pour des mesures)
cli-help-run-speed = La vitesse de la simulation : un facteur (1 = temps réel) ou `max`
cli-help-run-screens = Sorties d'écran, au lieu des `[screen] outputs` de la configuration (à répéter pour plusieurs). Avec --sim, aucune par défaut
cli-value-screens-fbdev = Le framebuffer de Linux (`screen.fb_device`, un écran HDMI ou SPI)
cli-value-screens-png = Un fichier PNG par changement d'écran, dans `--png-dir`
cli-value-screens-terminal = Du texte sur la sortie standard (en couleurs sur un terminal, sauf avec `NO_COLOR`)
cli-value-screens-none = Pas d'écran
cli-help-run-png-dir = Où écrit la sortie `png` [par défaut : screen.png_dir, sinon STATE_DIR/png]
cli-help-run-screen-size = Taille des écrans PNG et terminal, `WIDTHxHEIGHT`
cli-help-run-print = Affiche les décisions sur la sortie standard
cli-value-print-text = { cli-value-format-text }
cli-value-print-jsonl = { cli-value-format-jsonl }
cli-help-run-print-screens = Avec `--print text` : aussi l'écran de l'arbitre en texte après chaque alerte (`ansi` ou `plain`)
cli-value-print-screens-ansi = En couleurs (séquences d'échappement ANSI)
cli-value-print-screens-plain = ASCII simple, pour les journaux système et les tubes
cli-help-run-inputs = Avec --print : aussi les pièces soulevées, les pièces posées et les appuis sur la pendule
cli-help-run-report = Écrit ici à la fin les chiffres mesurés (latence, mémoire, processeur) en JSON
cli-help-run-sim-wall = Mode simulé : l'heure réelle de l'instant 0 de la trace (RFC 3339, UTC), pour des journaux identiques à chaque exécution
cli-help-run-first-boot = Le premier démarrage de l'échiquier : crée sa clé si le répertoire d'état n'en a pas (comme `jadoube key init`). Sans cette option, le service refuse de démarrer sans sa clé (une simulation crée la sienne)
cli-help-round-start-event = Le tournoi (la balise PGN `Event` ; une partie du nom de fichier du journal)
cli-help-round-start-round = La ronde (la balise PGN `Round`), par exemple `3` ou `3.1`
cli-help-round-start-board = Le numéro de l'échiquier dans la salle
cli-help-round-start-white = Le nom des Blancs, tel que le PGN l'écrit (`Surname, Given`)
cli-help-round-start-black = Le nom des Noirs, tel que le PGN l'écrit (`Surname, Given`)
cli-help-round-start-site = Le lieu de la partie (la balise PGN `Site`)
cli-help-round-pairings-file = Le fichier du logiciel d'appariement : un TRF (`.trf`, `.trfx`, `.txt`) ou un CSV (`board, white, black[, white_id, black_id, white_rating, black_rating]`)
cli-help-round-pairings-list = Avec un TRF : la liste des paires du moteur d'appariement (`JaVaFo` ou `bbpPairings -p`), qui donne les échiquiers dans l'ordre
cli-help-round-pairings-round = La ronde [par défaut : avec un TRF, la ronde appariée sans résultats ; nécessaire avec --list ou un CSV]
cli-help-round-results-file = { cli-help-round-pairings-file }
cli-help-round-results-list = { cli-help-round-pairings-list }
cli-help-round-results-round = { cli-help-round-pairings-round }
cli-help-round-results-journals = Où sont les journaux des échiquiers (le répertoire de données de la salle, ou des journaux relevés sur les échiquiers) ; les *.jsonl y sont cherchés dans tous les sous-répertoires
cli-help-round-results-trf-out = Écrit ici le fichier du logiciel d'appariement avec les résultats de la ronde (un TRF : le même fichier avec les résultats de la ronde ; demande un TRF)
cli-help-round-results-csv-out = Écrit ici les résultats en CSV (échiquier, Blancs, Noirs, identifiants FIDE, résultat, comment)
cli-help-key-init-name = Le nom de l'échiquier sur la liste de l'organisateur [par défaut : le nom de cette machine]
cli-help-export-journals = Journaux à exporter [par défaut : tous les *.jsonl du répertoire d'état]
cli-help-export-round = Seulement cette ronde
cli-help-export-format = Quoi écrire (à répéter pour les deux) [par défaut : `pgn` et `json`]
cli-value-export-format-pgn = Un fichier PGN par partie
cli-value-export-format-json = Un résumé JSON par ronde
cli-help-export-output = Où écrire [par défaut : STATE_DIR/export]
cli-help-hall-broker = Le broker, `HOST:PORT`
cli-help-hall-prefix = Le préfixe des sujets du tournoi (le `hall.prefix` des échiquiers)
cli-help-hall-data-dir = Où la salle garde les parties et les journaux recueillis
cli-help-hall-listen = L'adresse de la page (0.0.0.0:8080 pour les téléphones des arbitres sur le réseau de la salle)
cli-help-hall-broadcast-listen = La diffusion pour le public (le PGN de chaque ronde, pour les sites de diffusion), sur une adresse à elle : la page des arbitres n'a pas à être exposée
cli-help-hall-ca = TLS vers le broker : son autorité de certification (PEM)
cli-help-hall-cert = Le certificat client de la salle et sa clé (PEM), avec --ca
cli-help-hall-key = La clé privée de --cert (PEM)
cli-help-hall-username = Un nom d'utilisateur, avec le fichier de son mot de passe
cli-help-hall-password-file = Le fichier qui contient le mot de passe de --username
cli-help-hall-keys = La liste des échiquiers de l'organisateur (lignes `NAME PUBKEY`, telle que `verify --keys` la lit) : les journaux recueillis sont contrôlés d'après elle
cli-help-hall-page-cert = La chaîne de certificats de la page (PEM), avec --page-key. Sans elle, la salle en crée un dans DATA/tls/ à son premier démarrage, le garde et note son empreinte dans le journal système
cli-help-hall-page-key = La clé privée de --page-cert (PEM)
cli-help-hall-page-names = Un autre nom d'hôte ou une autre adresse pour le certificat fait par la salle (son adresse sur le réseau de la salle) ; répétable
cli-help-hall-insecure-http = Sert la page en HTTP simple, sans TLS : pour des essais, ou derrière un mandataire TLS sur la même machine. Jamais par défaut
cli-help-hall-user-add-name = Le nom du compte (lettres ASCII, chiffres, `-`, `_`, `.`)
cli-help-hall-user-add-role = Ce que le compte peut faire
cli-value-role-chief = L'arbitre principal : voit la page et agit
cli-value-role-deputy = Un arbitre adjoint : les mêmes actions que le principal
cli-value-role-viewer = Voit la page, n'agit sur rien
cli-help-hall-user-data-dir = Le répertoire de données de la salle (`jadoube-hall --data-dir`)
cli-help-hall-user-add-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-remove-name = Le nom du compte
cli-help-hall-user-remove-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-list-data-dir = { cli-help-hall-user-data-dir }
cli-about-hall-pairings = Charge les appariements d'une ronde (TRF de la FIDE, la liste du logiciel d'appariement ou CSV) dans la salle : la salle en marche envoie à chaque échiquier sa partie
cli-help-hall-pairings-boards = Les numéros d'échiquier avec les noms des échiquiers dans la salle : lignes `N NOM` [par défaut : l'échiquier dont la partie indique l'échiquier N, sinon l'échiquier appelé N]
cli-help-hall-pairings-file = { cli-help-round-pairings-file }
cli-help-hall-pairings-list = { cli-help-round-pairings-list }
cli-help-hall-pairings-round = { cli-help-round-pairings-round }
cli-help-hall-pairings-data-dir = { cli-help-hall-user-data-dir }

# Les erreurs de clap sur la ligne de commande (cli/clap_words.rs).
cli-error = erreur
cli-error-unknown-argument = argument inattendu `{ $arg }`
cli-error-value-required = `{ $arg }` demande une valeur et aucune n'a été donnée
cli-error-invalid-value = valeur invalide `{ $value }` pour `{ $arg }`
cli-error-invalid-subcommand = commande inconnue `{ $name }`
cli-error-missing-required = les arguments obligatoires suivants manquent :
cli-error-missing-subcommand = `{ $name }` demande une commande et aucune n'a été donnée
cli-error-repeated = l'argument `{ $arg }` ne peut pas être donné plusieurs fois
cli-error-conflict = l'argument `{ $arg }` ne peut pas être utilisé avec `{ $other }`
cli-error-conflict-others = l'argument `{ $arg }` ne peut pas être utilisé avec un ou plusieurs des autres arguments donnés
cli-error-too-many-values = valeur inattendue `{ $value }` pour `{ $arg }` ; aucune autre n'était attendue
cli-error-number-of-values = `{ $arg }` demande { $n } valeurs, mais { $count ->
    [one] { $count } a été donnée
   *[other] { $count } ont été données
}
cli-error-no-equals = un signe égal est nécessaire pour donner une valeur à `{ $arg }`
cli-error-invalid-utf8 = un argument n'est pas de l'UTF-8 valide
cli-error-similar-argument = astuce : une option semblable existe : `{ $similar }`
cli-error-similar-subcommand = astuce : une commande semblable existe : `{ $similar }`
cli-error-similar-value = astuce : une valeur semblable existe : `{ $similar }`
cli-error-more = Pour en savoir plus, essayez `{ $help }`.

# Les erreurs qui terminent une commande (cli/error_words.rs) : une ligne de trace, une configuration, un fichier.
list-or = { $a } ou { $b }
trace-at-line = ligne { $line } : { $why }
trace-why-not-utf8 = ce n'est pas du texte UTF-8
trace-why-header-after-timed = ligne d'en-tête `{ $key }` après la première ligne horodatée
trace-why-header-again = l'en-tête `{ $key }` est répété (le premier à la ligne { $first }) : une trace donne chaque en-tête une seule fois
trace-why-bad-time = temps invalide : { $why }
trace-why-beyond-week = le temps { $time } dépasse 7 jours (604800 s) : une partie ne dure pas une semaine
trace-why-time-backwards = le temps { $time } est antérieur à celui de la ligne précédente ({ $before })
trace-why-after-end = une ligne horodatée après `end` (ligne { $end }) : `end` est la dernière ligne d'une trace
trace-why-no-verb = il manque un verbe après le temps
trace-why-unknown-verb = verbe inconnu `{ $verb }` : attendu `lift`, `drop`, `occ`, `board`, `press`, `ack`, `adjust`, `flag`, `result` ou `end`
trace-why-unexpected = `{ $what }` : `{ $extra }` en trop
trace-why-missing-square = `{ $verb }` : il manque une case (a1 .. h8)
trace-why-not-square = `{ $verb } { $text }` : ce n'est pas une case (a1 .. h8, en minuscules)
trace-why-not-piece = `drop { $square } { $letter }` : ce n'est pas une lettre de pièce (`PNBRQK` blancs, `pnbrqk` noirs)
trace-why-missing-hex = `occ` : il manque les 16 chiffres hexadécimaux
trace-why-bad-hex = `occ { $text }` : attendu exactement 16 chiffres hexadécimaux
trace-why-missing-placement = `board` : il manque le placement des pièces
trace-why-bad-placement = `board { $text }` : { $why }
trace-why-bad-press-side = `press { $value }` : attendu `white`, `black` ou rien
trace-why-bad-side = `{ $verb } { $value }` : attendu `white` ou `black`
trace-why-missing-side = `{ $verb }` : il manque le camp (`white` ou `black`)
trace-why-bad-result = `result { $value }` : attendu `1-0`, `0-1` ou `1/2-1/2`
trace-why-missing-result = `result` : il manque le résultat (`1-0`, `0-1` ou `1/2-1/2`)
trace-why-missing-value = `{ $key }` : il manque une valeur
trace-why-missing-start = `start` : il manque un FEN ou `startpos`
trace-why-not-one-of = `{ $key } { $value }` : attendu { $list }
trace-why-unknown-header = en-tête inconnu `{ $key }` : attendu `version`, `start`, `variant`, `rules`, `supervision`, `sensor` ou `clock` (ou un temps)
trace-why-bad-version = `version { $text }` : attendu MAJOR.MINOR, par ex. 1.0
trace-why-unread-version-one = la trace est au format de version { $version } ; ce jadoube lit la { $first }
trace-why-unread-version = la trace est au format de version { $version } ; ce jadoube lit de la { $first } à la { $last }
trace-why-unknown-rules = `rules { $name }` : règles inconnues ; attendu { $list }
trace-why-bad-start = `start` : { $why }
trace-why-lift-empty = `lift { $square }` : la case est déjà vide
trace-why-drop-occupied = `drop { $square }` : la case est déjà occupée
trace-why-drop-needs-piece = `drop { $square }` : avec des capteurs d'identité, la lettre de la pièce est nécessaire
trace-why-occ-with-identity = `occ` : avec des capteurs d'identité, la lecture ne dit pas quelles pièces sont sur { $squares } ; utilisez `board`
trace-why-press-which-side = `press` : quel camp ? `press white` ou `press black` avec une pendule à deux boutons
config-at-line-column = ligne { $line }, colonne { $column }
config-at-line = ligne { $line }
config-at-key = clé `{ $key }`
config-why-unreadable = impossible de lire la configuration : { $why }
config-why-not-utf8 = ce n'est pas du texte UTF-8 (octets { $bytes }) : enregistrez le fichier en UTF-8
config-why-unknown-key = clé inconnue `{ $name }` ; attendu { $list }
config-why-unknown-value = valeur inconnue `{ $value }` ; attendu { $list }
config-why-wrong-type = mauvais type de valeur : `{ $found }` ; attendu `{ $expected }`
config-why-missing-key = il manque la clé `{ $name }`
config-rule-out-of-range = { $unit ->
    [ms] { $value } ms est hors de l'intervalle : de { $min } à { $max }
    [debounce] { $value } ms est hors de l'intervalle : de { $min } à { $max } (20 ms ou moins est du bruit du capteur, 60 ms ou plus est une vraie levée ou pose)
    [spi-bus] { $value } est hors de l'intervalle : bus SPI de { $min } à { $max } (/dev/spidev{ $min }.* à /dev/spidev{ $max }.*)
    [chip-select] { $value } est hors de l'intervalle : sélections de puce de { $min } à { $max }
    [chips] { $value } est hors de l'intervalle : de { $min } à { $max } puces (8 entrées chacune, 64 cases)
    [us-per-row] { $value } est hors de l'intervalle : de { $min } à { $max } µs par rangée
    [scans-per-second] { $value } est hors de l'intervalle : de { $min } à { $max } lectures par seconde
    [seconds] { $value } est hors de l'intervalle : de { $min } à { $max } secondes
    [scans] { $value } est hors de l'intervalle : de { $min } à { $max } lectures
    [counts] { $value } est hors de l'intervalle : de { $min } à { $max } comptes
    [Hz] { $value } est hors de l'intervalle : de { $min } à { $max } Hz
   *[none] { $value } est hors de l'intervalle : de { $min } à { $max }
}
config-not-in-file = absente du fichier : ajoutez-la
config-rule-needs-name = un jeu de règles a besoin d'un nom
config-rule-builtin-name = `{ $name }` est un jeu de règles intégré : choisissez un autre nom
config-rule-name-taken = `{ $name }` est déjà le nom de rules.custom[{ $other }]
config-rule-loses-at = doit valoir 1 ou plus (le coup illégal qui perd), ou être omis
config-rule-debounce-scans = { $hz } lectures par seconde laissent { $period } ms entre deux lectures : l'anti-rebond de { $debounce } ms demande au moins deux lectures
config-rule-other-table = cette table est pour sensor.kind = "{ $table }", mais sensor.kind vaut "{ $kind }"
config-rule-matrix-table = sensor.kind = "matrix" demande une table [sensor.matrix] avec `rows` et `columns`
config-rule-matrix-squares = { $rows } rangées par { $columns } colonnes font moins de 64 cases
config-rule-matrix-columns = 32 colonnes au plus
config-rule-listed-twice = cité deux fois
config-rule-png-dir = la sortie "png" demande un répertoire
config-rule-second-output = "second_output" demande deux sorties dans screen.outputs, ou "fbdev" et screen.arbiter_fb_device
config-rule-arbiter-fb = un second framebuffer demande "fbdev" dans screen.outputs
config-rule-above-zero = doit être supérieur à 0
config-rule-width-height = indiquez la largeur et la hauteur ensemble
# The rest of the configuration's checks (issue 31, en-13; helper lang5).
config-rule-unknown-rules = jeu de règles inconnu `{ $name }` ; attendu l'un de { $list }
config-rule-mcp23017-chips = { $chips } puces ont { $inputs } entrées : 64 cases demandent au moins 4 puces
config-rule-mcp23017-address = { $address } n'est pas une adresse de MCP23017 : de 0x20 à 0x27 (fixée par les broches A2 A1 A0)
config-rule-mcp23017-twice = { $address } est déjà l'adresse de addresses[{ $other }]
config-rule-dgt-device-empty = un périphérique série tel que "/dev/serial/by-id/usb-…", ou `auto`
config-rule-dgt-device-path = `{ $device }` : un chemin absolu tel que "/dev/ttyACM0", ou `auto`
config-rule-dgt-clock-white = avec `press = "lever"` : quel côté de la pendule, vu depuis son afficheur, est celui des Blancs : `left` (gauche) ou `right` (droite)
config-rule-dgt-clock-white-gpio = sert à `press = "lever"` ; avec `press = "gpio"` les lignes de `[clock]` indiquent le côté
config-rule-dgt-debounce = un échiquier DGT filtre lui-même ses cases : retirez `game.debounce_ms` (il vaut { $debounce } ms avec un échiquier DGT)
config-rule-mcp3008-table = `sensor.kind = "mcp3008"` demande une table `[sensor.mcp3008]` avec `adcs`
config-rule-mcp3008-adcs = { $adcs } convertisseurs ont { $channels } canaux : 64 cases demandent au moins 8 convertisseurs
config-rule-mcp3008-twice = { $device } est déjà adcs[{ $other }]
config-rule-mcp3008-clock = { $hz } Hz est trop rapide : un MCP3008 fonctionne à 3,6 MHz au plus (1,35 MHz sous 2,7 V)
config-rule-mcp3008-thresholds = { $off } doit être supérieur à 0 et inférieur à `threshold_on` ({ $on }) : l'écart est l'hystérésis
config-rule-clock-lever = les appuis viennent du levier de la pendule DGT (`sensor.dgt.press = "lever"`) ; les lignes d'appui servent à `press = "gpio"`
config-rule-clock-single = sert à `game.clock = "dual"` ; avec `game.clock = "single"` indiquez `clock.line`
config-rule-clock-dual = sert à `game.clock = "single"` ; avec `game.clock = "dual"` indiquez `clock.white` et `clock.black`
config-rule-clock-dual-lines = `game.clock = "dual"` demande `clock.white` et `clock.black` (une ligne d'appui par camp)
config-rule-led-pattern = `on_ms` et `off_ms` vont de 0 à 60000 ms
config-rule-ws2812-latch = un ruban WS2812 n'a pas de ligne de verrou (elle sert à `kind = "shift_register"`)
config-rule-ws2812-clock = { $hz } Hz : la synchronisation des WS2812 par SPI demande exactement { $needed } Hz (ou omettez la valeur)
config-rule-hc595-latch = une chaîne de 74HC595 demande sa ligne de verrou (`RCLK`)
config-rule-no-output = au moins l'une de `fbdev`, `png`, `terminal`
config-rule-spi-mode = { $mode } n'est pas un mode SPI : 0, 1, 2 ou 3
config-rule-spi-twice = { $device } est déjà utilisé par { $by }{ $default ->
    [yes] {" "}(sa valeur par défaut, absente de ce fichier)
   *[no] {""}
}
config-rule-bus-pin-twice = { $pin } est GPIO{ $gpio } (broche { $header }), déjà { $other } de { $by }{ $default ->
    [yes] {" "}(sa valeur par défaut, absente de ce fichier)
   *[no] {""}
}
config-rule-bus-pin-line = { $pin } est GPIO{ $gpio } (broche { $header }), déjà utilisée par { $by }{ $default ->
    [yes] {" "}(sa valeur par défaut, absente de ce fichier)
   *[no] {""}
}
config-rule-line-on-bus = la ligne { $line } ({ $alias ->
    [yes] GPIO{ $gpio }, broche { $header }
   *[no] broche { $header }
}) est { $pin } de { $by }{ $default ->
    [yes] {" "}(sa valeur par défaut, absente de ce fichier)
   *[no] {""}
} : choisissez une ligne libre
config-rule-line-twice = la ligne { $line } est déjà utilisée par { $by }{ $same ->
    [no] {" "}(comme { $other })
   *[yes] {""}
}{ $default ->
    [yes] {" "}(sa valeur par défaut, absente de ce fichier)
   *[no] {""}
}
config-rule-host-port = `{ $value }` n'a pas la forme `HOST:PORT` (serveur et port), comme "hall.local:1883"
config-rule-board-name = `{ $value }` { $why ->
    [empty] ne doit pas être vide
    [long] est trop long (64 caractères au plus)
    [dot] ne doit pas commencer par `.`
   *[letters] ne doit contenir que des lettres ASCII, des chiffres, `-`, `_` ou `.`
}
config-rule-topic = `{ $value }` { $why ->
    [empty] ne doit pas être vide
    [wildcard] ne doit pas contenir les jokers MQTT `+` et `#`
    [slash] ne doit pas contenir `/`
    [empty-level] ne doit ni commencer ni finir par `/`, ni contenir `//`
    [dollar] ne doit pas commencer par `$` (les sujets propres au broker)
   *[long] est trop long (200 octets au plus)
}
config-rule-tls-pair = un certificat client demande à la fois `cert` et `key`
config-rule-password-file = un nom d'utilisateur demande le fichier de son mot de passe
config-rule-username = un fichier de mot de passe demande un nom d'utilisateur
config-rule-mapping-rotate = { $value } n'est pas un quart de tour : 0, 90, 180 ou 270
config-rule-mapping-positions = le câblage a { $positions } positions, moins que les 64 cases
config-rule-mapping-entries = { $entries } éléments pour un câblage de { $positions } positions : une case (ou "-") par position
config-rule-mapping-not-square = `{ $name }` n'est pas une case : de a1 à h8, ou "-" pour une position inutilisée
config-rule-mapping-square-twice = { $square } est déjà la position { $other } (squares[{ $other }])
config-rule-mapping-missing = aucune position pour { $square } : chacune des 64 cases en demande une
config-rule-not-fen = `{ $fen }` n'est pas une FEN : { $part ->
    [board] la partie de l'échiquier est fautive
    [pocket] la réserve est fautive
    [turn] le trait est fautif
    [castling] la partie des roques est fautive
    [ep] la case en passant est fautive
    [checks] les échecs restants sont fautifs
    [halfmove] le compteur de demi-coups est fautif
    [fullmove] le numéro du coup est fautif
   *[fen] illisible
}
config-rule-not-playable = `{ $fen }` n'est pas une position d'où jouer : { $why }
config-fen-empty = l'échiquier est vide
config-fen-no-king = { $side ->
    [white] les Blancs n'ont pas de roi
   *[black] les Noirs n'ont pas de roi
}
config-fen-kings = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont { $count } rois ({ $squares })
config-fen-back-rank = un pion sur la première ou la dernière rangée ({ $squares }), où aucun pion ne peut se trouver
config-fen-kings-touch = les rois sont côte à côte
config-fen-opposite-check = { $side ->
    [white] les Blancs sont en échec et les Noirs ont le trait
   *[black] les Noirs sont en échec et les Blancs ont le trait
} : le coup qui vient d'être joué ne peut pas avoir laissé son propre roi en échec
config-fen-impossible-check = le roi { $side ->
    [white] des Blancs
   *[black] des Noirs
} subit un échec qu'aucun coup seul n'a pu donner
config-fen-material = plus de matériel qu'une partie ne peut en atteindre (plus de 16 pièces d'une couleur, ou plus de pièces promues que de pions manquants)
config-fen-castling = des droits de roque que l'échiquier ne permet pas (le roi ou la tour n'est pas sur sa case)
config-fen-ep = la case en passant { $square } ne suit pas une avance de deux cases d'un pion
config-fen-other = `{ $kinds }`
config-line-not-a-line = `{ $text }` n'est pas une ligne GPIO : attendu un numéro GPIO tel que `gpioinfo` le liste, de "GPIO0" à "GPIO27" (les numéros GPIO ne sont pas les numéros de broche du connecteur : GPIO17 est la broche 11 du connecteur), une puce et un décalage tels que "gpiochip0:17", ou un nom de ligne donné par l'arbre de périphériques de la carte (lettres, chiffres, `_`, `-`, `.` ; une lettre d'abord)
config-line-not-a-chip = `{ $text }` : `{ $chip }` n'est pas une puce GPIO : attendu une puce telle que `gpioinfo` la liste, par exemple "gpiochip0" (ou "/dev/gpiochip0"), puis `:` et un décalage
config-line-offset = `{ $text }` : le décalage { $offset } n'est une ligne ni d'un Pi ni d'une puce ajoutée : les lignes du connecteur sont les décalages 0 à 27 de sa puce (GPIO0 à GPIO27), celles d'un extenseur d'E/S comptent à partir de 0 (ici { $max } au plus)
config-line-ambiguous = `{ $text }` est ambigu : écrivez le numéro GPIO sous la forme "GPIO<n>", tel que `gpioinfo` le liste ; { $gpiois ->
    [yes] "GPIO{ $gpio }" est GPIO{ $gpio }, sur la broche { $gpiopin } du connecteur
   *[no] il n'y a pas de GPIO{ $gpio } (le connecteur a GPIO0 à GPIO27)
} ; { $pinis ->
    [gpio] la broche { $pin } du connecteur est GPIO{ $pingpio }
    [power3] la broche { $pin } du connecteur est l'alimentation 3,3 V, pas une ligne GPIO
    [power5] la broche { $pin } du connecteur est l'alimentation 5 V, pas une ligne GPIO
    [ground] la broche { $pin } du connecteur est la masse, pas une ligne GPIO
   *[none] le connecteur n'a pas de broche { $pin } (il a les broches 1 à 40)
}
config-line-pin = `{ $text }` : les lignes se nomment par leur numéro GPIO, pas par la broche du connecteur : { $pinis ->
    [gpio] la broche { $pin } du connecteur est GPIO{ $pingpio } : écrivez "GPIO{ $pingpio }"
    [power3] la broche { $pin } du connecteur est l'alimentation 3,3 V, pas une ligne GPIO
    [power5] la broche { $pin } du connecteur est l'alimentation 5 V, pas une ligne GPIO
    [ground] la broche { $pin } du connecteur est la masse, pas une ligne GPIO
   *[none] le connecteur n'a pas de broche { $pin } (il a les broches 1 à 40)
}
config-line-gpio-spelling = `{ $text }` : écrivez "GPIO{ $gpio }", tel que `gpioinfo` le liste{ $case ->
    [yes] {" "}(les noms distinguent majuscules et minuscules)
   *[no] {""}
} ; GPIO{ $gpio } est sur la broche { $header } du connecteur
config-line-no-such-gpio = `{ $text }` ne peut pas exister : le connecteur de 40 broches a GPIO0 à GPIO27 (des numéros GPIO, pas des broches : GPIO17 est la broche 11 du connecteur)
config-line-function = `{ $text }` n'est pas une ligne : vouliez-vous dire "{ $name }" (GPIO{ $gpio }, broche { $header } du connecteur) ?
config-syntax-error = erreur de syntaxe TOML
config-syntax-invalid = { $what ->
    [array] liste incorrecte
    [date-time] date et heure incorrectes
    [time] heure incorrecte
    [time-offset] décalage horaire incorrect
    [inline-table] table en ligne incorrecte
    [key] clé incorrecte
    [integer] nombre entier incorrect
    [hex-integer] entier hexadécimal incorrect
    [octal-integer] entier octal incorrect
    [binary-integer] entier binaire incorrect
    [float] nombre décimal incorrect
    [basic-string] chaîne entre guillemets doubles incorrecte
    [unicode-4] code Unicode à 4 chiffres hexadécimaux incorrect
    [unicode-8] code Unicode à 8 chiffres hexadécimaux incorrect
    [escape] séquence d'échappement incorrecte
    [ml-basic-string] chaîne multiligne entre guillemets doubles incorrecte
    [literal-string] chaîne entre apostrophes incorrecte
    [ml-literal-string] chaîne multiligne entre apostrophes incorrecte
    [table-header] en-tête de table incorrect
   *[string] chaîne incorrecte
}
config-syntax-expected = attendu { $list }
config-syntax-newline = un saut de ligne
config-syntax-digit = un chiffre
config-syntax-leading-digit = un chiffre au début
config-syntax-duplicate-key-root = la clé `{ $key }` est répétée à la racine du document
config-syntax-duplicate-key = la clé `{ $key }` est répétée dans la table `{ $table }`
config-syntax-dotted-key = la clé pointée `{ $key }` tente d'étendre une valeur qui n'est pas une table (`{ $found }`)
config-syntax-out-of-range = la valeur est hors de l'intervalle
config-syntax-too-deep = trop de niveaux imbriqués
config-syntax-too-large = nombre trop grand
config-syntax-too-small = nombre trop petit
config-syntax-invalid-digit = chiffre incorrect dans le nombre
# The end of lang5's block.
cli-unknown-rules = --rules { $name } : jeu de règles inconnu ; attendu { $list }
cli-why-unknown-language = langue inconnue `{ $value }` : attendu `en`, `es`, `pt`, `fr` ou `de`
cli-why-not-size = `{ $value }` n'est pas LARGEURxHAUTEUR
cli-why-not-width = `{ $value }` n'est pas une largeur en pixels
cli-why-not-height = `{ $value }` n'est pas une hauteur en pixels
cli-why-not-speed = `{ $value }` n'est pas une vitesse : un facteur tel que `1`, `10` ou `0.5`, ou `max` (0 veut aussi dire `max`)
cli-why-size-limits = { $value } : la largeur et la hauteur doivent aller de 16 à 8192 pixels
io-read = impossible de lire { $path }
io-write = impossible d'écrire { $path }
io-create = impossible de créer { $path }
io-open = impossible d'ouvrir { $path }
io-list = impossible de lister { $path }
io-not-found = aucun fichier ou dossier de ce nom
io-permission-denied = permission refusée
io-already-exists = existe déjà
io-is-a-directory = c'est un répertoire
io-not-a-directory = ce n'est pas un répertoire
io-directory-not-empty = le répertoire n'est pas vide
io-read-only = système de fichiers en lecture seule
io-storage-full = plus de place sur le périphérique
io-invalid-data = données invalides
io-unexpected-eof = le fichier se termine trop tôt
io-timed-out = délai dépassé
io-interrupted = interrompu

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = la ligne 1 n'est pas l'en-tête d'un journal : { $why }
problem-altered = la ligne { $line } a été modifiée : { $why }
problem-removed-one = une ligne a été retirée avant la ligne { $line } (seq { $first })
problem-removed = { $count } lignes ont été retirées avant la ligne { $line } (seq { $first } à { $last })
problem-inserted = la ligne { $line } a été insérée : la ligne suivante s'enchaîne à la précédente
problem-decisions = les décisions ne découlent pas des entrées : { $why }
problem-empty = le fichier est vide : ce n'est pas un journal
problem-seal = le sceau de la ligne { $line } ne se vérifie pas : { $why }
problem-header-not-sealed = la ligne 2 n'est pas le sceau de l'en-tête : un journal de format 2 est scellé dès sa première ligne
problem-unknown-key = le sceau de la ligne { $line } est de la clé { $key }, qui n'est pas parmi les clés données
problem-unsigned = le journal n'a pas de sceau (format de journal { $version }) : quel échiquier l'a écrit ne peut être contrôlé
problem-encoding = { $what } : l'échiquier n'écrit ni l'un ni l'autre ; les hachages et les sceaux portent sur les octets qu'il a écrits, cette copie ne peut donc pas être contrôlée : prenez le fichier tel que l'échiquier l'a écrit (copié en binaire)
problem-unsealed-evidence = la ligne { $line }, après le dernier sceau, est { $what } : un service la scelle aussitôt, cette ligne n'a donc pas été scellée par l'échiquier et n'importe qui a pu l'écrire
problem-unsealed-span = les lignes non scellées { $first } à { $last } couvrent { $seconds } s de temps du moteur : un service scelle au moins toutes les { $every } s
problem-bad-wall = la ligne { $line }, après le dernier sceau, a `wall` `{ $wall }`, qui n'est pas une heure qu'écrit un service
problem-wrong-board = le sceau de la ligne { $line } est de la clé que la liste donne à `{ $signer }`, mais l'en-tête du journal nomme l'échiquier `{ $board }` (un journal renommé, ou une clé copiée sur un autre échiquier)
problem-cut = le journal n'atteint pas la fin attendue (sha256 { $hash }) : aucune ligne, ni aucune longueur du fichier jusqu'à une fin de ligne, n'a ce hachage (coupé, ou un autre journal)

# Pourquoi `verify` échoue (journal::why_words, what_words) : ce que le problème apporte d'en dessous.
why-not-journal-line = ce n'est pas une ligne de journal ({ $why })
why-no-complete-line = le fichier n'a aucune ligne complète ({ $bytes } octets sans fin de ligne)
why-other-record = c'est une ligne `{ $name }`
why-other-format = format `{ $format }`, pas `{ $expected }`
why-newer-version = la version { $version } du format de journal est plus récente que celle que lit ce jadoube ({ $reads })
why-not-daemon-settings = ses réglages ne sont pas ceux d'un service : { $why }
why-header-start = l'en-tête doit avoir `seq` 0 et un `prev` nul
why-another-hash = la ligne { $line } consigne un autre hachage pour elle
why-seq-does-not-follow = `seq` { $seq } ne suit pas { $prev }
why-not-sealed-by = les lignes d'avant ne sont pas celles que la clé { $key } a scellées (réécrites et hachées à nouveau ?), ou le sceau n'est pas de cette clé
why-not-produced = ligne { $line } : le rejeu ne produit pas le `{ $kind }` consigné
why-differs = ligne { $line } : consigné { $recorded }, le rejeu donne { $produced }
why-unreadable = ligne { $line } : { $why }
what-not-journal-line = une ligne qui n'est pas une ligne de journal
what-event = un événement `{ $kind }`
what-record = une ligne `{ $name }`
what-bom = la ligne 1 commence par une marque d'ordre des octets (BOM)
what-crlf = { $count } de ses { $lines } lignes finissent par CR LF (fins de ligne Windows), à partir de la ligne { $from }

# lang6 (issue 31) : erreurs du système par type ou numéro (cli/error_words::os),
# clés (journal::key_why_words), fichiers et rapports de la salle, qui a saisi un résultat.
io-read-page-certificate = impossible de lire le certificat de la page { $path }
io-read-page-key = impossible de lire la clé de la page { $path }
io-read-key-list = impossible de lire la liste des clés { $path }
io-read-key = impossible de lire la clé { $path }
io-kind-connection-refused = connexion refusée
io-kind-connection-reset = connexion coupée par l'autre côté
io-kind-host-unreachable = machine injoignable
io-kind-network-unreachable = réseau injoignable
io-kind-connection-aborted = connexion interrompue
io-kind-not-connected = pas connecté
io-kind-address-in-use = adresse déjà utilisée
io-kind-address-not-available = l'adresse n'existe pas sur cette machine
io-kind-network-down = le réseau est en panne
io-kind-broken-pipe = l'autre bout a été fermé (tube rompu)
io-kind-would-block = l'opération devrait attendre
io-kind-stale-handle = référence périmée à un fichier réseau
io-kind-invalid-input = argument invalide
io-kind-write-zero = rien n'a pu être écrit
io-kind-not-seekable = impossible de se positionner dans le fichier
io-kind-quota-exceeded = quota de disque dépassé
io-kind-file-too-large = fichier trop gros
io-kind-resource-busy = périphérique ou ressource occupé
io-kind-executable-busy = le fichier est un programme en cours d'exécution
io-kind-deadlock = l'opération bloquerait pour toujours
io-kind-crosses-devices = le lien passerait d'un système de fichiers à un autre
io-kind-too-many-links = trop de liens
io-kind-invalid-filename = nom de fichier invalide
io-kind-argument-list-too-long = liste d'arguments trop longue
io-kind-unsupported = non pris en charge sur ce système
io-kind-out-of-memory = mémoire épuisée
io-kind-no-device = ce périphérique n'existe pas (débranché, ou pas activé)
io-kind-input-output = erreur d'entrée-sortie (le périphérique ou la carte)
io-kind-too-many-open-files = trop de fichiers ouverts
io-kind-not-a-terminal = le périphérique n'accepte pas cette demande
io-kind-bad-descriptor = descripteur de fichier invalide
io-kind-filesystem-loop = trop de niveaux de liens symboliques
io-kind-name-too-long = nom de fichier trop long
io-kind-protocol = erreur de protocole
io-kind-unnamed = erreur du système { $code } (type `{ $kind }`)
io-kind-code = erreur du système { $code }
io-kind-other = une erreur du système
io-refused-not-regular = { $path } est { $what ->
    [fifo] une FIFO (tube nommé)
    [socket] une socket
    [device] un périphérique
    [directory] un répertoire
    [link] un lien symbolique
   *[other] autre chose
}, pas un fichier ordinaire : refusé (jadoube ne lit et n'écrit que des fichiers ordinaires ; examinez-le, puis supprimez-le)
io-refused-too-long = { $path } fait plus de { $max } octets : refusé
key-why-not-hex = ce n'est pas une clé publique (64 chiffres hexadécimaux en minuscules ; { $chars } caractères donnés)
key-why-not-ed25519 = 64 chiffres hexadécimaux, mais pas une clé publique Ed25519 (une clé privée donnée par erreur ? donnez board-key.pub, ou ce qu'écrit `jadoube key show`)
key-why-secret-key = c'est la clé privée d'un échiquier ({ $secret }), pas une liste de clés publiques : donnez { $public }, ou la ligne qu'écrit `jadoube key show` ; une clé privée ne doit pas quitter l'échiquier
key-why-not-name-pubkey = `NOM CLÉ` attendu (le nom d'un échiquier, puis sa clé telle que `jadoube key show` l'écrit)
key-why-same-key = la clé de `{ $name }` est aussi la clé de `{ $other }`
key-why-empty = aucune clé (lignes `NOM CLÉ`)
key-why-at-line = ligne { $line } : { $why }
key-why-not-key = --key : { $why }, ni un fichier
verify-by-hall-receipt = le reçu de la salle pour ces octets (sha256 { $hash })
verify-by-receipt = le reçu de la salle { $path } (sha256 { $hash })
hall-collect-cut-off = le journal s'arrête avant le dernier sceau que la salle a vu en direct (seq { $seq }, sha256 { $hash }) : coupé, refusé
hall-collect-holds = la salle le garde : { $ok ->
    [yes] vérifié
   *[no] NON vérifié
}
hall-collect-not-stored = la salle n'a pas pu l'enregistrer : { $why }
io-not-utf8 = { $path } : pas du texte UTF-8
hall-cannot-listen = impossible d'écouter sur { $addr } : { $why }
fen-not-fen = `{ $fen }` n'est pas une FEN : { $part ->
    [board] la position des pièces est invalide
    [pockets] les pièces en réserve sont invalides
    [turn] le trait est invalide
    [castling] les droits de roque sont invalides
    [ep] la case de prise en passant est invalide
    [checks] les échecs restants sont invalides
    [halfmoves] le compteur de demi-coups est invalide
    [fullmoves] le numéro du coup est invalide
   *[other] { $why }
}
fen-not-playable = `{ $fen }` n'est pas une position jouable : { $why }
unwinnable-unreachable = note : aucune partie légale n'atteint cette position ({ $why }) ; la réponse vaut pour l'échiquier tel qu'il est
key-not-public-of = { $path } : ce n'est pas la clé publique de { $secret }
hall-user-name-length = `{ $name }` : un nom a de 1 à 32 caractères
hall-user-name-chars = `{ $name }` : un nom est fait de lettres ASCII, de chiffres, de `-`, `_` et `.`
hall-user-password-short = un mot de passe a au moins { $min } caractères
hall-user-set = { $added ->
    [yes] compte ajouté
   *[no] compte modifié
} : { $name } (`{ $role }`) dans { $path }
hall-user-removed = compte supprimé : { $name }
hall-user-none = aucun compte { $name } dans { $path }
hall-user-no-password = aucun mot de passe sur l'entrée standard
hall-user-prompt = Mot de passe de { $name } :
hall-user-again = Encore une fois :
hall-user-differ = les deux mots de passe diffèrent
clip-more = … ({ $chars } caractères de plus)
io-read-broker-ca = impossible de lire le certificat de l'AC { $path }
io-read-client-certificate = impossible de lire le certificat client { $path }
io-read-client-key = impossible de lire la clé client { $path }
io-read-broker-password = impossible de lire le fichier de mot de passe MQTT { $path }
round-by-sim = la simulation

# trflang
trf-at-line = ligne { $line } : { $problem }
trf-short-player = une ligne de joueur (001) plus courte que ses points (colonne 84)
trf-field = les colonnes { $from }-{ $to } devraient contenir { $what }, pas { $found }
trf-what-points-example = des points comme { $example }
trf-what-rank = un numéro de départ
trf-what-rating = un classement Elo
trf-what-fide-id = un identifiant FIDE
trf-what-points = des points
trf-what-opponent = le numéro de départ d'un adversaire
trf-what-colour = une couleur (w, b ou -)
trf-what-result = un code de résultat (1 = 0 + - W D L H F U Z)
trf-rank-twice = le numéro de départ { $rank } figure deux fois (la première à la ligne { $first })
trf-unknown-opponent = ronde { $round } : l'adversaire { $opponent } n'est pas un joueur du fichier
trf-own-opponent = ronde { $round } : le joueur { $player } joue contre lui-même
trf-asymmetric = ronde { $round } : le joueur { $player } rencontre { $opponent } { $colour }, mais la ligne { $other } n'a pas { $opponent } contre { $player } avec l'autre couleur
trf-no-colour = ronde { $round } : la partie { $player }-{ $opponent } n'a pas de couleur (colonne { $column })
trf-no-players = le fichier n'a aucun joueur (aucune ligne ne commence par 001)
trf-no-open-round = aucune ronde à jouer : aucune ronde du fichier n'a de partie appariée sans résultat ; nommez la ronde, ou donnez la liste des paires du programme d'appariement
trf-empty-round = la ronde { $round } n'a aucune partie dans le fichier
trf-list = la liste des paires : { $why }
trf-results = les résultats : { $why }
trf-list-empty = vide : pas de nombre de paires
trf-list-count = la première ligne devrait être le nombre de paires, pas { $found }
trf-list-two-ranks = deux numéros de départ par ligne, pas { $found }
trf-list-not-rank = { $found } n'est pas un numéro de départ
trf-list-not-player = { $rank } n'est pas un joueur du fichier
trf-list-twice = { $rank } est apparié deux fois (la première à la ligne { $first })
trf-list-bye-first = une exemption s'écrit `numéro 0`
trf-list-count-differs = annonce { $said } paires, la liste en a { $has }
trf-results-no-rank = échiquier { $board } : { $name } n'a pas de numéro de départ (un appariement qui ne vient pas d'un TRF)
trf-results-not-player = échiquier { $board } : { $rank } n'est pas un joueur du fichier
trf-colour-white = avec les Blancs
trf-colour-black = avec les Noirs
trf-colour-none = sans couleur

## CSV and hall settings (lang7)
csv-at-line = ligne { $line } : { $problem }
csv-empty = vide : aucune partie
csv-quote-open = des guillemets ne sont pas fermés
csv-no-column = l’en-tête n’a pas de colonne `{ $column }` (il faut `board`, `white` et `black`) : `{ $header }`
csv-not-number = { $what } { $found } n’est pas un nombre
csv-what-board = l’échiquier
csv-what-name = le nom
csv-what-white-id = l’identifiant FIDE des Blancs
csv-what-black-id = l’identifiant FIDE des Noirs
csv-what-white-rating = le classement Elo des Blancs
csv-what-black-rating = le classement Elo des Noirs
csv-board-out-of-range = pas un numéro d’échiquier (de 1 à 9999) : { $found }
csv-no-board = il manque le numéro d’échiquier
csv-no-name = échiquier { $board } : il manque le nom { $side ->
    [black] des Noirs
   *[white] des Blancs
}
csv-not-name = échiquier { $board } : le nom { $side ->
    [black] des Noirs
   *[white] des Blancs
} n’est pas un nom (caractères de contrôle ou plus de 100 caractères)
csv-twice = l’échiquier { $board } figure deux fois ({ $white } - { $black } avant)
csv-no-game = aucune partie
csv-not-rating = { $rating } n’est pas un classement Elo
round-csv-no-round = { $path } : un CSV n’indique pas la ronde : indiquez-la avec --round
round-list-no-round = { $path } : avec --list, indiquez la ronde avec --round
hall-rt-pasted = texte collé
round-hall-csv-no-round = { $path } : un CSV n’indique pas la ronde : indiquez la ronde
round-hall-list-no-round = { $path } : avec une liste d’appariements, indiquez la ronde
round-hall-json = { $path } : pas le JSON d’une ronde : { $why }
round-boards-line = fichier des échiquiers, ligne { $line } : { $why }
round-boards-form = devrait être `BOARD NAME` (le numéro d’échiquier de l’appariement, le nom de l’échiquier dans la salle)
round-boards-not-number = { $found } n’est pas un numéro d’échiquier
round-boards-name = le nom `{ $name }` { $why ->
    [empty] ne doit pas être vide
    [long] est trop long (64 caractères au plus)
    [dot] ne doit pas commencer par `.`
   *[letters] ne doit contenir que des lettres ASCII, des chiffres, `-`, `_` ou `.`
}
round-boards-twice = l’échiquier { $board } figure deux fois
setup-no-certificate = { $path } : aucun certificat PEM{ $file ->
    [ca] {" "}dans le certificat de l’autorité (CA)
    [client] {" "}dans le certificat client
   *[page] {""}
}
setup-no-key = { $path } : aucune clé privée PEM
setup-refused = { $path } : { $why }
setup-tls = TLS : { $why }
setup-random = pas de nombres aléatoires : { $why }
setup-salt = impossible de produire le sel : { $why }
setup-hash = impossible de calculer l’empreinte du mot de passe : { $why }
setup-certificate-names = un certificat pour { $names } : { $why }
setup-make-key = impossible de produire une clé : { $why }
setup-make-certificate = impossible de produire un certificat : { $why }
setup-users-line = { $path }, ligne { $line } : { $why }
setup-users-not-three = pas `NAME ROLE HASH` (nom, rôle, empreinte du mot de passe)
setup-users-name-length = `{ $name }` : un nom a de 1 à 32 caractères
setup-users-name-chars = `{ $name }` : un nom ne contient que des lettres ASCII, des chiffres, `-`, `_` et `.`
setup-users-role = le rôle est `chief`, `deputy` ou `viewer`
setup-users-not-phc = pas une empreinte de mot de passe PHC valide (écrivez-la avec `jadoube-hall user add`)
setup-password-short = un mot de passe a au moins { $min } caractères
setup-rustls-key-mismatch = la clé privée n’est pas celle du certificat
setup-rustls-key-unknown = impossible de savoir si la clé privée est celle du certificat
setup-rustls-key-kind = une clé privée d’un type inutilisable (`RSA`, `ECDSA` ou `Ed25519` conviennent)
setup-rustls-bad-encoding = le certificat est mal encodé (DER)
setup-rustls-expired = le certificat a expiré
setup-rustls-not-valid-yet = le certificat n’est pas encore valide
setup-rustls-bad-signature = le certificat est mal signé
setup-rustls-unsupported-signature = le certificat est signé par un algorithme qui ne peut pas être vérifié
setup-rustls-other = la bibliothèque TLS le refuse : { $why }
## Board-side errors (lang8): --screens, the board's key files, the journal a restart finds, run --sim-wall, calibrate
screens-not-a-directory = --screens { $path } : ce n'est pas un répertoire
screens-unreadable = --screens { $path } : { $why }
screens-not-empty = --screens { $path } : le répertoire n'est pas vide ({ $count ->
    [1] une entrée
   *[other] { $count } entrées
}) : donnez-en un nouveau ou vide, pour que les images soient toutes de cette exécution
board-key-cannot-read = impossible de lire la clé de l'échiquier { $path } : { $why }
board-key-cannot-make = impossible de créer la clé de l'échiquier { $path } : { $why }
board-key-cannot-write = impossible d'écrire la clé de l'échiquier { $path } : { $why }
board-key-not-a-key = { $path } : ce n'est pas une clé d'échiquier jadoube (une ligne de 64 chiffres hexadécimaux) ; mettez-la de côté et lancez `jadoube key init`
board-key-exists = { $path } : cet échiquier a déjà une clé (`jadoube key show`) ; une nouvelle ne correspondrait plus à la liste des échiquiers de l'organisateur : s'il faut la remplacer, mettez d'abord l'ancienne de côté
board-key-readable = { $path } : d'autres peuvent lire la clé privée de l'échiquier (mode { $mode }) : refusée, qui l'a lue peut sceller des journaux au nom de cet échiquier ; corrigez avec `sudo chmod 600 { $path }` (et si quelqu'un a pu la lire, créez une nouvelle clé : `docs/journal.md`, section `The board's key`)
board-key-none = { $path } : l'échiquier n'a pas de clé, et le service n'en crée pas de lui-même (une nouvelle clé n'est pas sur la liste de l'organisateur : les journaux qu'elle scellerait échoueraient à `verify --keys`) ; si c'est le premier démarrage de l'échiquier, lancez `sudo jadoube key init --name ECHIQUIER` (puis donnez `jadoube key show` à l'organisateur) ou démarrez une fois avec `jadoube run --first-boot` ; si l'échiquier avait une clé, quelqu'un l'a retirée : prévenez l'arbitre principal
recover-not-a-file-name = { $path } : ce n'est pas un nom de fichier de journal
recover-no-header = { $path } : la première ligne n'est pas un en-tête de journal ; mettez le fichier de côté pour commencer une nouvelle partie
recover-newer = { $path } : la version { $version } du format de journal est plus récente que celle que lit ce jadoube ({ $reads })
recover-other-source = { $path } : enregistré depuis `{ $recorded }`, pas depuis `{ $given }` ; supprimez-le ou utilisez un autre répertoire d'état
recover-note-header-torn = { $path } : seulement un en-tête incomplet ({ $bytes } octets) : déplacé vers { $aside }, nouvelle partie
recover-note-other-source = { $path } : enregistré depuis `{ $recorded }`, la partie continue avec `{ $given }`
recover-note-settings-kept = { $path } : la partie garde les réglages avec lesquels elle a commencé (règles { $rules }, départ { $start })
recover-note-line-skipped = { $path } : la ligne { $line } ne peut pas être lue, sautée : { $why }
recover-note-mismatch = { $path } : le rejeu ne concorde pas avec le journal : { $why }
recover-note-torn = { $path } : la dernière ligne était incomplète ({ $bytes } octets à la position { $offset }) : coupée
run-sim-wall-bad = --sim-wall : `{ $value }` n'est pas une heure UTC comme 2026-05-02T09:00:00Z
calibrate-not-analog = calibrate est pour les capteurs analogiques (sensor.kind = "mcp3008") ; cet échiquier a { $kind }
replay-no-header-line = aucune ligne d'en-tête
replay-tail-note = { $name } : note : { $why } (`jadoube verify` le refuse)
io-open-state-dir = impossible d'ouvrir le répertoire d'état { $path }
io-read-journal = impossible de lire le journal { $path }
io-remove-empty = impossible de supprimer le fichier vide { $path }
io-move-aside = impossible de mettre de côté { $path }
io-create-journal = impossible de créer le journal { $path }
io-append-journal = impossible d'ajouter au journal { $path }
io-write-journal = impossible d'écrire le journal { $path }
config-why-not-regular = la configuration est { $what ->
    [fifo] une FIFO (tube nommé)
    [socket] une socket
   *[device] un périphérique
}, pas un fichier ordinaire : refusée

## Hardware errors (hwlang)
hw-cannot-open = impossible d'ouvrir le matériel : { $why }
hw-calibration-missing = étalonnage { $path } : introuvable : `identity = true` exige un étalonnage (lancez `jadoube calibrate`)
bus-cannot-open-spi = impossible d'ouvrir { $device } : { $why } (SPI est-il activé dans config.txt, et l'utilisateur dans le groupe spi ?)
bus-cannot-open = impossible d'ouvrir { $device } : { $why }
bus-no-spi-bus = pas de bus SPI { $bus }
bus-no-chip-select = pas de sélection de périphérique SPI de ce numéro
bus-no-spi-mode = pas de mode SPI { $mode }
bus-cannot-list-lines = impossible d'énumérer les lignes GPIO : { $why } (l'utilisateur est-il dans le groupe gpio ?)
bus-no-gpio-chips = aucune puce GPIO disponible
bus-name-or = { $first } ou { $next }
bus-line-not-found = aucune ligne GPIO ne s'appelle { $tried } : voyez `gpioinfo` ; l'utilisateur est-il dans le groupe gpio ?
bus-line-not-found-pi = aucune ligne GPIO ne s'appelle { $tried } (les noms que les noyaux des Pi donnent à { $spec }) : voyez `gpioinfo` ; l'utilisateur est-il dans le groupe gpio ?
bus-other-chip = la ligne { $line } est sur { $chip } mais les autres sur { $first } : une demande ne vise qu'une puce
bus-listed-twice = la ligne { $line } figure deux fois
bus-no-lines = aucune ligne
bus-no-line = pas de ligne { $index }
bus-cannot-request = impossible de demander les lignes sur { $chip } : { $why }
hw-calibration = étalonnage { $path } : { $why }
calibration-cannot-read = lecture impossible : { $why }
calibration-version = la version { $version } est inconnue (ce programme lit la version 1)
calibration-piece = piece[{ $index }] : `{ $piece }` n'est pas une lettre de pièce FEN
calibration-baselines = { $found } valeurs de base pour un câblage de { $positions } positions : étalonnez à nouveau
calibration-identity = les pièces ne se distinguent pas ({ $problems }) : mettez `identity = false` ou prenez des aimants différents

## Hardware at work (lang9): a running bus, the sensors' faults, the tools
bus-mapping = `{ $key }` : { $why }
bus-no-table = pas de table `[sensor.{ $kind }]` (lancez `jadoube check-config`)
bus-no-press-line = aucune ligne d'appui configurée (lancez `jadoube check-config`)
bus-spi-failed = le transfert SPI a échoué : { $why }
bus-i2c-failed = l'opération I2C a échoué : { $why }
bus-gpio-failed = l'opération sur les lignes GPIO a échoué : { $why }
bus-short-transfer = transfert incomplet : { $done } octets sur { $of }
bus-short-write = écriture incomplète : { $done } octets sur { $of }
bus-chip-gone = { $why } : la puce GPIO a disparu (les lignes sont redemandées)
bus-chip-not-back = la puce GPIO de { $lines } a disparu ({ $gone }) et n'est pas revenue : { $why }
bus-dgt-not-connected = l'échiquier n'est pas connecté : ses LED ne peuvent être allumées
bus-no-reader-thread = impossible de lancer le fil de lecture : { $why }
bus-no-lines-thread = impossible de lancer son fil : { $why }
bus-nothing-recorded = rien d'enregistré pour ce bus
bus-recording-exhausted = l'enregistrement est épuisé
bus-too-many-lines-recorded = plus de 64 lignes enregistrées
bus-recorded-length = { $recorded } octets enregistrés, la lecture en demande { $wants }
fault-hw-read = erreur de lecture sur { $bus } : { $why }
fault-hw-all-ones = { $bus } ne lit que des uns : débranché ou sans alimentation ?
fault-hw-all-zeros = { $bus } ne lit que des zéros : débranché ou sans alimentation ?
fault-hw-bus = { $bus } : { $detail }
fault-hw-square = case { $square } ({ $bus }) : { $detail }
fault-hw-lost-config = a perdu sa configuration ({ $registers }) : remise à zéro ou baisse de tension ? Nouvelle configuration en cours
fault-hw-no-answer = pas de réponse sur CH{ $channel } (bit nul haut, lu { $read }) : MISO débranché ?
fault-hw-broken-chain = après { $chips } puces on lit { $got }, pas le niveau auquel SER est relié ({ $tail }) : un lien rompu entre puces, ou pas { $chips } puces
fault-hw-rail = lit { $value }, en butée { $rail ->
        [upper] haute
       *[lower] basse
    } : un capteur mort ou en court-circuit
fault-hw-polarity = lit { $value } ({ $delta }) : aucune pièce étalonnée n'a cette polarité
tool-recording = { $path } : { $why }
tool-mapping = `sensor.mapping.{ $key }` : { $why }
tool-abandoned = étalonnage abandonné
recording-line = ligne { $line } : { $why } : `{ $text }`
recording-edge-shape = `edge ROLE LINE rise|fall SECONDS` attendu
recording-line-index = l'indice de la ligne n'est pas un nombre
recording-rise-or-fall = `rise` ou `fall` attendu
recording-not-seconds = `{ $value }` n'est pas un nombre de secondes
recording-decimals = `{ $value }` : plus de six décimales (microsecondes)
recording-too-large = `{ $value }` est trop grand
recording-hex = octets en hexadécimal ou `! message` attendus
recording-no-bytes = aucun octet
error-join = { $first } : { $next }
# lang10 : la liaison d'un échiquier DGT ; ce que `diag` et `calibrate`
# montrent du matériel.
dgt-link-no-clone = { $port } : impossible de dupliquer le port : { $why }
dgt-link-no-write = { $port } : impossible d'écrire à l'échiquier
dgt-link-closed = { $port } : le port a été fermé (débranché ?)
dgt-link-read-failed = { $port } : { $why } (débranché ?)
dgt-link-no-position = { $port } : l'échiquier n'envoie pas sa position
dgt-link-no-answer = { $port } : l'échiquier ne répond pas
dgt-link-stopped = arrêté
dgt-link-not-yet = aucun échiquier DGT n'a encore envoyé sa position
dgt-no-device = dgt (aucun périphérique)
hwv-wiring-shift = 74HC165 ×{ $chips } sur { $spi }, chargement par { $load }
hwv-wiring-analog = MCP3008 ×{ $adcs } sur { $names }, seuils { $on }/{ $off }
hwv-wiring-identity = identification des pièces
hwv-wiring-mcp23017 = MCP23017 ×{ $count } sur { $i2c }, adresses { $addresses }
hwv-wiring-matrix = matrice de { $rows } rangées × { $columns } colonnes sur GPIO, stabilisation de { $settle } µs
hwv-dgt-board = échiquier DGT
hwv-serial = n° de série { $serial }
hwv-serial-unknown = n° de série inconnu
hwv-version = version { $version }
hwv-version-unknown = version inconnue
hwv-not-found-yet = (pas encore trouvé)
hwv-no-port-open = (aucun port ouvert)
hwv-on = sur { $device }
hwv-dgt-clock = pendule { $name } version { $version }
hwv-dgt-clock-version = { $name } version { $version }
hwv-line-board = échiquier dgt : { $serial }, { $version }, { $on }
hwv-line-clock = pendule dgt : { $what }
hwv-clock-seen = vue (elle n'a pas donné sa version)
hwv-clock-none = aucune branchée, d'après l'échiquier
hwv-clock-not-seen = pas vue
hwv-lever-not-seen = pas vu
hwv-line-lever = levier dgt : { $lever } ; { $presses }
hwv-lever-down = côté { $side ->
    [left] gauche
   *[right] droit
} abaissé (à { $time })
hwv-presses-not-read = pas lu comme des appuis (`press = "gpio"`)
hwv-presses-none = aucun appui pour l'instant
hwv-presses-last = dernier appui : { $side ->
    [white] les Blancs
   *[black] les Noirs
}, signalé à { $time }
hwv-line-link = liaison dgt : connexions { $connects }, perdues { $lost } ; messages { $messages }, octets { $bytes } ; relevés complets { $dumps } (avec des mises à jour perdues { $corrected }) ; resynchronisations { $resyncs }, illisibles { $garbled }
diag-event-press = { $side ->
    [white] appui des Blancs
    [black] appui des Noirs
   *[none] appui
} à { $time }
diag-event-ack = confirmation de l'arbitre à { $time }
diag-event-adjust = j'adoube des { $side ->
    [white] Blancs
   *[black] Noirs
} à { $time }
diag-event-flag = drapeau des { $side ->
    [white] Blancs
   *[black] Noirs
} tombé à { $time }
diag-event-result = résultat { $result } à { $time }
diag-led-pattern = { $pattern ->
    [off] éteinte
    [ready] prête
    [illegal] illégal, en attente du rétablissement
   *[sensor-fault] panne de capteur
}
diag-lighting = allume { $square }
diag-gpio-line = { $spec } ligne { $offset }
diag-gpio-line-found-as = { $spec } (trouvée sous le nom « { $name } ») ligne { $offset }
diag-gpio-line-of = { $line } de { $chip }
diag-gpio-role-on = gpio { $role } sur { $chip } : { $found }
diag-gpio-role = gpio { $role } : { $found }
diag-clock-label = { $label ->
    [press] bouton
    [white] Blancs
    [black] Noirs
    [ack] confirmation
    [adjust-white] j'adoube Blancs
    [adjust-black] j'adoube Noirs
    [flag-white] drapeau Blancs
    [flag-black] drapeau Noirs
   *[other] { $raw }
}
