# jadoube: o que árbitros e jogadores leem, em português do Brasil (você,
# tela, registro, arquivo, apertar o relógio).
# Termos das Leis do Xadrez da FIDE: lance ilegal, peça tocada, roque,
# captura en passant, empate, afogamento, posição morta, "ajusto".
# Plural: a categoria `one` do português cobre 0 e 1; "um/uma" só na
# variante exata [1].

## Palavras

side = { $side ->
    [white] Brancas
   *[black] Pretas
}
other = { $other ->
    [white] Brancas
   *[black] Pretas
}
owner = { $owner ->
    [white] Brancas
   *[black] Pretas
}
x-the-side = { $side ->
    [white] as brancas
   *[black] as pretas
}
x-The-side = { $side ->
    [white] As brancas
   *[black] As pretas
}
x-the-other = { $other ->
    [white] as brancas
   *[black] as pretas
}
x-The-other = { $other ->
    [white] As brancas
   *[black] As pretas
}
x-the-owner = { $owner ->
    [white] as brancas
   *[black] as pretas
}
x-of-side = { $side ->
    [white] das brancas
   *[black] das pretas
}
role = { $role ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
    [pawn] peão
   *[piece] peça
}
piece-name = { role } { $role ->
    [queen] { $color ->
        [white] branca
       *[black] preta
    }
    [rook] { $color ->
        [white] branca
       *[black] preta
    }
    [piece] { $color ->
        [white] branca
       *[black] preta
    }
   *[other] { $color ->
        [white] branco
       *[black] preto
    }
}
piece-on = { $role ->
    [queen] a dama
    [rook] a torre
    [piece] a peça
   *[other] o { role }
} de { $square }
# O artigo de uma peça pelo seu $role: o rei, a dama.
x-o = { $role ->
    [queen] a
    [rook] a
    [piece] a
   *[other] o
}
x-o-a = { $role_a ->
    [queen] a
    [rook] a
   *[other] o
}
x-o-b = { $role_b ->
    [queen] a
    [rook] a
   *[other] o
}
x-o-found = { $found_role ->
    [queen] a
    [rook] a
   *[other] o
}
# Depois de dois-pontos dentro de uma frase, minúscula.
x-colon-lower = yes
piece-letters = RDTBC
ordinal = { $n }.º
with-article = { $text } (Art. { $article })
sentence = { $text }.
attempt-and-rule = { $attempt }: { $rule }

## Penalidades e obrigações

penalty-time = Acrescentar { $time } ao relógio { x-of-side } (Art. { $article })
penalty-loss = { x-The-side } perdem a partida: { $result } (Art. { $article })
penalty-arbiter-decides = O árbitro decide: { x-the-side } perdem, ou empate se { x-the-other } não puderem dar mate; a análise não conseguiu decidir (Art. 7.5.5)
penalty-draw = Empate ½-½: { x-the-other } não podem dar mate por nenhuma série de lances legais (Art. 7.5.5)
penalty-none = Sem penalidade segundo { $rules }
penalty-pending = Art. 7.5.5: a decisão está sendo calculada ({ x-the-other } ainda podem dar mate?)
must-move = { x-The-side } devem mover { $piece }
must-capture = { x-The-side } devem capturar { $piece }
must-castle-with = { x-The-side } devem rocar com a torre de { $square }
must-castle = { x-The-side } devem rocar
must-capture-with = { x-The-side } devem capturar { $piece } com { $with }
no-castling-with = ; sem roque com a torre de { $square }
any-legal-move = { x-The-side } podem fazer qualquer lance legal (Art. 4.5)
duty-whose-hand = { $duty }, se { x-the-side } levantaram { $piece }; se { x-the-owner } estavam ajustando essa peça (Art. 4.2.1): { $other }. O tabuleiro não sabe de quem foi a mão: o árbitro decide

## O que estava errado no lance ilegal (Art. 3)

reason-leaves_king_in_check = o lance deixa ou põe o próprio rei em xeque
reason-castling_not_allowed = o roque não é permitido aqui
reason-en_passant_not_allowed = a captura en passant não é possível
reason-invalid_piece_move = a peça não pode se mover assim
reason-no_move = o relógio foi apertado sem fazer um lance
reason-unpromoted_pawn = um peão ficou sem promoção na última fileira
reason-wrong_color = o jogador moveu uma peça do adversário
reason-unrecognized = a mudança no tabuleiro não é um único lance
rule-no_move = o relógio foi apertado sem fazer um lance
rule-not_a_move = a mudança no tabuleiro não é um único lance
rule-piece_changed = uma peça se transformou em outra
rule-opponent_piece = { x-the-side } moveram uma peça { x-of-other-side }
rule-opponent_castled = { x-the-side } rocaram com o rei e a torre { x-of-other-side }
rule-opponent_pawn = { x-the-side } capturaram en passant com um peão { x-of-other-side }
rule-capture_own = uma peça não pode capturar outra da mesma cor; em { $to } está { $target }
rule-capture_king = o rei nunca é capturado
rule-promote_other_colour = o peão é promovido a uma peça da sua própria cor
rule-promote_king = um peão não pode ser promovido a rei
rule-pawn_move = o peão avança em linha reta, uma casa ou duas a partir da casa inicial, e captura na diagonal
rule-pawn_backwards = o peão só avança
rule-pawn_capture_straight = o peão só captura na diagonal; { $to } está logo à frente
rule-pawn_diagonal_empty = o peão só se move na diagonal para capturar; { $to } está vazia
rule-pawn_double_step = o peão só avança duas casas a partir da casa inicial
rule-pawn_too_far = o peão avança uma casa, ou duas a partir da casa inicial; { $attempt } avança { $distance } casas
rule-king_move = o rei só se move uma casa; { $attempt } se desloca { $distance ->
    [1] uma casa
    [2] duas casas
   *[other] { $distance } casas
}
rule-knight_move = o cavalo salta duas casas em um sentido e uma no outro
rule-line_move = { $role ->
    [bishop] o bispo só se move nas diagonais
    [rook] a torre só se move por fileiras e colunas
    [queen] a dama só se move por fileiras, colunas e diagonais
   *[other] a peça não pode se mover assim
}
rule-jump = { $role ->
    [knight] só o cavalo salta
    [queen] a dama não pode saltar sobre outras peças
    [rook] a torre não pode saltar sobre outras peças
   *[other] o { role } não pode saltar sobre outras peças
}{ $over ->
    [none] {""}
   *[other] ; { $attempt } salta sobre { $over }
}
rule-king_two_squares = o rei se moveu duas casas sem a torre: o roque não foi completado
rule-castle_king_moved = roque não permitido: o rei já se moveu
rule-castle_rook_moved = roque não permitido: o rei ou essa torre já se moveram
rule-castle_blocked = roque não permitido: há uma peça entre o rei e a torre
rule-castle_in_check = roque não permitido: o rei está em xeque
rule-castle_through_check = o rei passa por uma casa atacada
rule-castle_into_check = o rei chega a uma casa atacada
rule-castle_no_pieces = o roque precisa de um rei e uma torre da mesma cor
rule-en_passant_late = a captura en passant só é possível no lance logo após o avanço duplo
rule-king_in_check = o lance deixa ou põe em xeque o rei { x-of-side }
rule-unpromoted = um peão na última fileira tem que ser promovido; é substituído por uma dama
x-of-other-side = { $side ->
    [white] das pretas
   *[black] das brancas
}
other-of-side = { $side ->
    [white] Pretas
   *[black] Brancas
}
side-possessive = { x-of-side }

## Decisões no terminal e no PGN

event-ack = O árbitro confirmou.
event-adjust = Ajusto (j'adoube): { x-the-side } anunciam que vão ajustar peças (Art. 4.2.1); até o próximo aperto do relógio, no máximo 10 s, uma peça delas levantada e recolocada na sua casa não conta como tocada.
event-adjust-ignored = Ajusto anunciado pelas { $side ->
    [white] brancas
   *[black] pretas
}, que não têm a vez: não muda nada (Art. 4.2.1).
promotion-assumed = (promoção lida como dama: os sensores de ocupação não veem a peça nova)
illegal-head = LANCE ILEGAL { x-of-side }: { $what } (Art. { $article }).
illegal-count = { $nth } lance ilegal { x-of-side }.
illegal-restore = Restabelecer a posição anterior (Art. 7.5.1).
illegal-unpromoted = O peão é substituído por uma dama da mesma cor e o lance é mantido (Art. 7.5.2).
illegal-increment = Retirar o incremento de { $seconds } s ganho com o aperto ilegal do relógio.
event-restored = Posição restabelecida; jogam { x-the-side }.
event-illegal-stands = O lance ilegal { x-of-side } é mantido: { x-the-other } completaram um lance antes de ele ser corrigido; já não é penalizado (Art. A.5.2).
event-touch-move = Peça tocada (aviso para o árbitro, Art. { $article }): { $text }.
touch-move = { x-the-side } levantaram primeiro { $piece } mas moveram a peça de { $moved }
touch-move-whose-hand = a primeira peça levantada foi { $first } e { x-the-side } moveram a peça de { $moved }. Se foram { x-the-side } que levantaram { $first }, houve infração da regra da peça tocada (Art. { $article }); se { x-the-owner } estavam ajustando { $first } no tempo { x-of-side } (Art. 4.2.1), { $other }. O tabuleiro não sabe de quem foi a mão: o árbitro decide
touch-move-still = { x-the-side } continuavam obrigadas a mover { $piece } (Art. { $article })
touch-move-no-breach = não há infração
event-game-over = FIM DA PARTIDA { $result } - { $why } (Art. { $article }).
over-checkmate = xeque-mate
over-stalemate = afogamento
over-dead-position = posição morta: nenhum dos lados pode dar mate
over-illegal-moves = { $result ->
    [white] as pretas perdem por lances ilegais
    [black] as brancas perdem por lances ilegais
   *[draw] empate: lances ilegais, mas o adversário não pode dar mate
}
over-seventy-five = 75 lances de cada jogador sem captura nem lance de peão
over-fivefold = a mesma posição pela quinta vez
event-sensor-fault = Falha dos sensores: { $detail }. O estado da partida é mantido; nenhum jogador é culpado.
event-sensor-ok = Os sensores voltam a ler um tabuleiro plausível.
fault-flicker = a casa { $square } oscila sem parar
fault-all-occupied = todas as casas aparecem ocupadas (cadeia desligada ou sem alimentação?)
fault-all-empty = todas as casas aparecem vazias (cadeia desligada ou sem alimentação?)
fault-not-identity = sensores de identidade configurados, mas a leitura só tem ocupação
fault-too-many = { $count } casas aparecem ocupadas: mais do que as 32 peças de uma partida
fault-dgt-uncertain = a alavanca do relógio mexeu-se enquanto o tabuleiro DGT estava desligado e o tabuleiro não está um lance à frente: pode ter sido feito mais de um lance; árbitro: monte a posição do último lance julgado (o ecrã mostra-a) ou carregue no botão de confirmação
fault-dgt-no-clock = nenhum relógio ligado ao tabuleiro DGT: a sua alavanca dá os toques (press = "lever"); ligue o relógio
event-start-ok = Posição inicial correta.
event-start-wrong = Posição inicial errada (Art. { $article }): { $list }.
start-missing = falta { x-o } { $piece } em { $square }
start-extra = { x-o } { $piece } não deve estar em { $square }
start-empty = { $square } deve estar vazia
start-wrong = em { $square } vai { x-o } { $piece }, não { x-o-found } { $found }
start-should-hold = em { $square } vai { x-o } { $piece }
press-awaiting-restore = Aperto do relógio ignorado: primeiro é preciso restabelecer a posição.
press-not-on-move = Aperto do relógio ignorado: esse lado não tem a vez.
press-game-over = Aperto do relógio ignorado: a partida terminou.
press-sensor-fault = Aperto do relógio não julgado: os sensores estão com falha; o árbitro deve verificar o tabuleiro.
press-other = Aperto do relógio ignorado: { $why }.
pgn-restart = { $time }: o jadoube reiniciou (falta de energia ou falha) e continuou a partir do seu registro
hall-line-restart = o jadoube reiniciou (falta de energia ou falha) e continuou a partir do seu registro
hall-line-stop = o jadoube parou ({ $why })
pgn-recovered = ; { $count ->
    [0] nenhum evento decidido logo antes foi escrito então
    [1] um evento decidido logo antes foi escrito então
   *[other] { $count } eventos decididos logo antes foram escritos então
}
pgn-stands-from = A partida continua a partir de { $fen }.

## Passos para restabelecer

step-move = { $piece } { $from } → { $to }
step-move-unknown = Peça de { $from } → { $to } (deve ser { x-o } { $piece })
step-remove = Retirar { x-o } { $piece } de { $from }
step-remove-unknown = Retirar a peça de { $from }
step-put = Recolocar { x-o } { $piece } em { $to }
step-put-aside = Pôr { x-o } { $piece } separad{ x-o } em { $to }
step-swap = Trocar { x-o-a } { $piece_a } de { $a } e { x-o-b } { $piece_b } de { $b }
step-set-aside = Levantar { x-o } { $piece } de { $from } e segurá-l{ x-o }
short-move-unknown = peça de { $from } → { $to }
short-remove = retirar de { $from }
short-remove-unknown = retirar a peça de { $from }
short-put = recolocar em { $to }
short-put-aside = peça separada → { $to }
short-set-aside = levantar de { $from } e segurar

## A tela

title-ready-move = Pronto · jogam { x-the-side }
title-ready-start = Pronto · começam { x-the-side }
title-game-over = Fim da partida · { $result }
title-illegal = Lance ilegal · { side }
title-restored = Posição restabelecida
title-sensor-fault = Falha dos sensores
title-start-differs = Posição inicial diferente
title-illegal-stands = O lance ilegal é mantido
title-touch-move = Peça tocada · aviso
title-board-matches = O tabuleiro coincide com a posição
title-board-differs = O tabuleiro difere da posição
badge-arbiter = ÁRBITRO
badge-adjust = AJUSTO
arbiter-call = Chamada ao árbitro: aperte o botão para ver
also = Também: { $text }
summary-sensor-fault = falha dos sensores: { $detail }
summary-start = posição inicial diferente em { $count ->
    [0] nenhuma casa
    [1] uma casa
   *[other] { $count } casas
} (Art. { $article })
summary-illegal-stands = o lance ilegal { x-of-side } é mantido (Art. A.5.2)
summary-touch-move = peça tocada: primeira peça levantada, { $piece } (Art. { $article })
status = { $rules } · ilegais B { $white } P { $black } · lance { $move }
info-to-move = Lance { $move }, jogam { x-the-side }
info-last-move = Último lance: { $text }
info-no-move = Ainda sem lances
info-illegal = Lances ilegais: Brancas { $white } · Pretas { $black }
info-player = { side }: { $name }
info-round-board = Rodada { $round }, tabuleiro { $board }
info-rules = Regras: { $rules }
fault-bus = Barramento: { $bus }
fault-kept = O estado da partida é mantido; nenhum jogador é culpado.
fault-presses = Os apertos do relógio são ignorados até os sensores voltarem a ler um tabuleiro.
squares-differ = { $count ->
    [0] nenhuma casa difere
    [1] { $count } casa difere
   *[other] { $count } casas diferem
} da posição inicial (Art. { $article })
heading-to-set-up = Para montar
heading-put-back = Restabelecer
heading-to-restore = Para restabelecer
heading-to-check = Para verificar a posição
stands-line = O lance ilegal { x-of-side } não foi corrigido antes de { x-the-other } completarem um lance (Art. A.5.2)
stands-count = É mantido sem penalidade e não conta: a contagem de lances ilegais { x-of-side } continua em { $count }.
touch-advice-only = Apenas um aviso: o tabuleiro vê peças levantadas, não de quem é a mão.
illegal-quiet = Art. { $article } · { $nth } lance ilegal { x-of-side }
restored-line = Lance ilegal { x-of-side }; o tabuleiro está restabelecido. Jogam { x-the-other }.
increment-line = Retirar o incremento de { $seconds } s que { x-the-side } ganharam com o aperto do relógio
no-castling-line = Sem roque com a torre de { $square } neste lance (Art. 4.4.2)
may-any = { x-The-side } podem fazer qualquer lance legal
result-line = Resultado { $result }: { $why } (Art. { $article })
nothing-to-put-back = Nada a restabelecer
over-no-restore = Não é preciso restabelecer: a partida terminou; a posição antes do lance ilegal é a final.
over-check-position = Restabelecer a posição para julgar se { x-the-other } ainda podem dar mate (Art. 7.5.5).
differ-count = { $count ->
    [0] Nenhuma casa difere
    [1] Uma casa difere
   *[other] { $count } casas diferem
} (Art. 7.4, 7.6)
adjust-line = Ajusto: { x-the-side } ajustam (Art. 4.2.1)
adjust-ignored-line = Ajusto { x-of-side } ignorado: não têm a vez (Art. 4.2.1)

screen-if-adjusted = Ou, se { x-the-owner } ajustaram a peça de { $square } (Art. 4.2.1): { $other }
screen-arbiter-decides = De quem foi a mão? O árbitro decide.

badge-count = { $side ->
    [white] B
   *[black] P
} #{ $count }
terminal-legend = +X falta: pôr X aí   xX deve sair   X!Y vai X, está Y

## The demo

demo-intro = demonstração do jadoube: um tabuleiro simulado joga { $trace } (sensores de ocupação, { $rules })
demo-outro = { $count } telas escritas como PNG em { $dir }
    registro: { $journal }, selado com a chave em { $state }
demo-try = experimente:

## run --sim em um terminal

run-sim-playing = Jogando { $trace } { $speed ->
    [max] o mais rápido possível
    [real] em tempo real
   *[times] a { $factor } vezes a velocidade real
} (Ctrl-C para parar).
run-sim-new = Registro: { $journal } (uma partida nova)
run-sim-resumed = Registro: { $journal }, retomado: já contém esta partida até { $seconds } s; a partida continua daí.
run-sim-finished = Registro: { $journal }, retomado: já contém esta partida até { $seconds } s, o fim da gravação: nada mais a jogar.
    Para jogá-la de novo, apague esse arquivo ou indique outro --state-dir (agora { $dir }).
run-sim-over = { $how ->
    [end] A gravação terminou
   *[stopped] Parado
} ({ $lines ->
    [0] nenhuma linha de registro escrita
    [1] uma linha de registro escrita
   *[other] { $lines } linhas de registro escritas
}): { $journal }

## Como termina uma partida (laws.md seção 8; formato de gravação 1.2)

over-kings = { $result ->
    [white] resultado dos jogadores: os dois reis em casas centrais claras
    [black] resultado dos jogadores: os dois reis em casas centrais escuras
   *[draw] resultado dos jogadores: os reis em uma casa central clara e em outra escura
}
over-time = caiu a bandeira { x-of-side }; { x-the-other } ainda podem dar mate: perdem { x-the-side }
over-time-cannot-checkmate = caiu a bandeira { x-of-side }, mas { x-the-other } não podem dar mate por nenhuma série de lances legais: empate
over-arbiter = resultado registrado pelo árbitro
event-flag-claim = Caiu a bandeira { x-of-side } (Art. 6.9, A.5.3): se for reclamada, { $result ->
    [white] vencem as brancas
    [black] vencem as pretas
   *[draw] empate, { x-the-other } não podem dar mate
}. O jogo continua até que um resultado seja registrado.
event-flag-undecided = Caiu a bandeira { x-of-side } (Art. 6.9): a análise não conseguiu decidir se { x-the-other } ainda podem dar mate; o árbitro decide e registra o resultado.
event-new-game = Nova partida (partida { $game }): a posição inicial está de novo no tabuleiro; os lances ilegais voltam a ser contados do zero.
title-flag = Caiu a bandeira { x-of-side }
summary-flag = caiu a bandeira { x-of-side } (Art. 6.9)
title-result-menu = Resultado
menu-result = { $result } { $who ->
    [white] vencem as brancas
    [black] vencem as pretas
   *[draw] empate
}
menu-cancel = cancelar (sem resultado)
menu-how = Botão do árbitro: próxima opção. Sem tocá-lo por 5 s, a opção marcada é registrada.

## ---------------------------------------------------------------------
## The commands and the hall page (issue 31, item 7). Kept apart, at the
## end, so that they merge easily with changes to the messages above.
## Brazilian Portuguese, as the Portuguese text of the Laws.

ruleset = { $body }{ $year ->
    [none] {""}
   *[other] {" "}{ $year }
} { $speed ->
    [standard] clássico
    [rapid] rápido
    [blitz] relâmpago
   *[other] { $speed }
}
setting-supervision = { $supervision ->
    [claim] por reclamação
   *[full] completa
}
replay-settings = regras { $rules }, supervisão { setting-supervision }, sensores { $sensor ->
    [identity] de identidade
   *[occupancy] de ocupação
}, relógio { $clock ->
    [dual] de dois botões
   *[single] de um botão
}
replay-trace-head = { $name }: { $settings }
replay-journal-head = { $name }: registro de { $event }, rodada { $round }, tabuleiro { $board } ({ $source }): { $settings }
replay-screens-written = { $count ->
    [0] nenhuma tela gravada
    [1] uma tela gravada
   *[other] { $count } telas gravadas
} em { $dir }
replay-not-replayed = { $name }: não reproduzido: o registro não está como o tabuleiro o escreveu: { $why }
    (`jadoube verify { $name }` diz mais)
replay-unsealed-tail = { $name }: nota: { $count ->
    [1] a última linha não está selada
   *[other] as últimas { $count } linhas não estão seladas
} (após a linha { $line }): não são prova
replay-line-skipped = { $name }: linha { $line } ignorada: { $why }
replay-torn = { $name }: a última linha está incompleta ({ $bytes } bytes na posição { $offset }); ignorada
replay-differs = { $name }: a reprodução difere das decisões registradas: { $why }
replay-journal-settings = um registro guarda as configurações da sua partida; --rules, --supervision, --sensor e --clock valem para traços
input-lift = levanta { $square }{ $piece }
input-drop = solta { $square }{ $piece }
input-press = aperta{ $side ->
    [white] {" "}brancas
    [black] {" "}pretas
   *[none] {""}
}
input-piece = { $color ->
    [white] { $role ->
        [king] R
        [queen] D
        [rook] T
        [bishop] B
        [knight] C
       *[pawn] P
    }
   *[black] { $role ->
        [king] r
        [queen] d
        [rook] t
        [bishop] b
        [knight] c
       *[pawn] p
    }
}

verify-head = { $name }: { $lines } linhas, último seq { $seq }, sha256 da última linha { $hash }
verify-chain-intact = cadeia: intacta
verify-not-journal = não é um registro: { $why }
verify-chain-broken = cadeia: QUEBRADA: { $why }
verify-seals = selos: { $count } válidos, por { $signers }
verify-signer = { $name } (chave { $key })
verify-signer-unnamed = chave { $key }
verify-then = { $a }, depois { $b }
verify-seals-failed = selos: FALHAM: { $why }
verify-unsigned = sem assinatura (formato de registro { $version }): a cadeia é verificada; qual tabuleiro o escreveu, não se pode saber
verify-authentic = autenticidade: cada selo é de uma chave da lista dada
verify-not-authenticated = autenticidade: NÃO verificada (sem --key nem --keys: qualquer um pode criar uma chave e selar com ela; dê a lista do organizador, ou compare a impressão digital com ela)
verify-taken-over = o reinício da linha { $line } encontrou { $count ->
    [1] uma linha sem selo
   *[other] { $count } linhas sem selo
} antes dele (escritas, ainda sem selo, quando o serviço parou): o seu selo as cobre como foram encontradas
verify-torn = a linha { $line } está incompleta ({ $bytes } bytes): o serviço parou enquanto a escrevia; o seu próximo início a corta
verify-restarts = { $restarts ->
    [0] nenhum reinício
    [1] um reinício
   *[other] { $restarts } reinícios
}, { $torn ->
    [0] nenhuma linha partida cortada
    [1] uma linha partida cortada
   *[other] { $torn } linhas partidas cortadas
} em um reinício
verify-not-stopped = o registro termina antes de uma parada limpa: o serviço está rodando, ou foi morto ou perdeu a energia (um reinício continua)
verify-stop-unsealed = a parada limpa do final não está selada
verify-decisions-same = decisões: { $count } eventos registrados; a reprodução das entradas dá o mesmo
verify-decisions-wrong = decisões: ERRADAS: { $why }
verify-decisions-note = decisões: { $why }
verify-ok = CORRETO
verify-failed = FALHA

unwinnable-side = { $side ->
    [white] as brancas
   *[black] as pretas
}
unwinnable-mate-now = { unwinnable-side } podem dar mate: a posição já é xeque-mate
unwinnable-can-mate = { unwinnable-side } podem dar mate: { $line }
unwinnable-cannot = { unwinnable-side } não podem dar mate com nenhuma série de lances legais
unwinnable-undecided = { unwinnable-side }: indeciso (o árbitro decide)

round-set = rodada definida em { $path }
round-journal = a partida é registrada em { $path }
round-journal-exists = a partida é registrada em { $path } (ele já existe: o serviço continua com ele)
round-restart = reinicie o serviço para começá-la: `sudo systemctl restart jadoube`
round-hall-first = o emparceiramento do salão em { $path } vem antes do arquivo da rodada: o tabuleiro segue as partidas do salão até que esse arquivo seja removido
round-show-journal = registro: { $path }
key-made = chave do tabuleiro criada: { $secret } (privada, modo 0600) e { $public }
key-public = chave pública:     { $key }
key-fingerprint = impressão digital: { $key }
key-list-line = para a lista de tabuleiros do organizador (`jadoube verify --keys ARQUIVO`):
check-config-head = configuração efetiva de { $path }
calibrate-written = Calibração gravada em { $path }.

pgn-not-verified = O REGISTRO DESTA PARTIDA NÃO SE VERIFICA ({ $why }): o que segue não é prova.
export-skipped = { $why }: ignorado
export-not-verified = { $file }: { $why } (exportado mesmo assim; veja o resumo)
export-no-game = nenhuma partida em { $where }
export-no-game-round = nenhuma partida da rodada { $round } em { $where }
export-the-files = os arquivos dados
hall-line-header = { $software } a partir de { $start }, { $rules }

hall-title = jadoube · salão de jogos
hall-language = Idioma
hall-live = atualização ao vivo
hall-alerts-region = alertas
hall-boards-region = tabuleiros
hall-counts = Tabuleiros: { $boards } · alertas: { $alerts } · mudos: { $silent } · falhas de sensores: { $faults }
hall-alerts = Alertas:
hall-board = Tabuleiro { $board }
hall-round-pgn = Rodada { $round }: PGN
hall-offline-since = sem conexão desde { $since }
hall-badge-silent = mudo
hall-badge-sensors = sensores
hall-badge-alert = ALERTA
hall-badge-restore = restaurar
hall-behind = linhas a caminho
hall-no-game = ainda sem partida
hall-to-move = jogam { side }
hall-illegal = { side }: lance ilegal
hall-acknowledged = confirmado no tabuleiro
hall-all-boards = ← todos os tabuleiros
hall-screen-caption = A tela do tabuleiro, como o salão a desenha:
hall-screen-alt = a tela do tabuleiro
hall-collect = Recolher o registro agora
hall-asked = pedido; o tabuleiro o envia
hall-not-connected = o salão não está conectado ao broker
hall-journals = Registros recolhidos
hall-verified = verificado
hall-not-verified = NÃO verificado
hall-bytes = { $n } bytes
hall-decisions = Partida { $game }: decisões
hall-history = Histórico de alertas
hall-broker-up = broker conectado
hall-broker-down = broker SEM conexão desde { $since }
hall-page-down = esta página NÃO alcança o salão desde { $since }
hall-age-s = { $n } s
hall-age-min = { $n } min
hall-age-h = { $n } h
hall-link-unknown = a conexão do tabuleiro é desconhecida enquanto o broker está fora
hall-online = o tabuleiro está conectado; há quanto tempo chegou sua última mensagem
hall-raised = disparado { $since }
hall-acknowledged-at = confirmado { $since }
hall-restored-at = restaurado { $since }
hall-cleared-at = encerrado { $since }
hall-ended-at = encerrado com a partida { $since }
hall-heard-at = o salão o recebeu às { $since }
hall-open = ainda aberto
hall-dismiss = Dispensar
hall-badge-unverified = não verificado

hall-signin = Entrar
hall-user = Nome
hall-password = Palavra-passe
hall-signin-failed = Nome ou palavra-passe errados.
hall-signin-locked = Demasiadas tentativas falhadas: tente de novo dentro de { $n } segundos.
hall-signout = Sair

# A rodada do programa de emparceiramento na página da sala (round.js).
hall-rt-link = Rodada
hall-rt-title = Rodada { $round }
hall-rt-none = Nenhuma rodada carregada.
hall-rt-loaded = { $file }, carregado { $at } por { $by }
hall-rt-load = Carregar os emparceiramentos
hall-rt-file = Arquivo de emparceiramentos (TRF ou CSV)
hall-rt-paste = ou cole-o aqui
hall-rt-list = A lista de pares do motor de emparceiramento (opcional)
hall-rt-round = Número da rodada (necessário com um CSV ou uma lista)
hall-rt-boards = Números de tabuleiro e nomes de tabuleiro (opcional, um par por linha)
hall-rt-loaded-ok = Carregado: { $n } tabuleiros; cada tabuleiro recebe o seu emparceiramento.
hall-rt-refused = Recusado:
hall-rt-col-board = Tabuleiro
hall-rt-col-players = Jogadores
hall-rt-col-status = Resultado e como veio
hall-rt-col-result = Registrado na sala
hall-rt-col-checks = A verificar
hall-rt-col-enter = Resultado do árbitro
hall-rt-sent = enviado, à espera do tabuleiro
hall-rt-on-board = no tabuleiro
hall-rt-entry = { $result } registrado por { $by } às { $at }
hall-rt-enter = Registrar
hall-rt-missing = Resultados em falta: { $boards }
hall-rt-complete = Todos os tabuleiros têm o seu resultado.
hall-rt-download-trf = Resultados em TRF
hall-rt-download-csv = Resultados em CSV
hall-rt-download-pgn = PGN da rodada
calibrate-start = Calibrando { $what }.
calibrate-remove = Tire todas as peças do tabuleiro e aperte Enter.
calibrate-place = Esvazie o tabuleiro, coloque nele cada { $piece } que tiver (em qualquer casa) e aperte Enter (ou digite `skip` para pular).
calibrate-skipped = pulado
calibrate-level = { $piece }: { $mean } ({ $min }..{ $max }) em { $count ->
    [0] nenhuma casa
    [1] uma casa
   *[other] { $count } casas
}
calibrate-identity-ok = As peças se distinguem: identity = true vai funcionar.
calibrate-identity-no = A identificação não vai funcionar ({ $why }); a ocupação sim.
hall-stop-reason = { $code ->
    [end] fim do traço
    [shutdown] desligamento
   *[other] { $why }
}
hall-kind = { $kind ->
    [seal] selado
    [flag] bandeira
    [result] resultado
    [new_game] nova partida
    [header] início
    [move] lance
    [illegal] ilegal
    [restored] restaurada
    [illegal_stands] mantido
    [touch_move] peça tocada
    [game_over] fim
    [sensor_fault] falha dos sensores
    [sensor_ok] sensores bem
    [start_position] posição inicial
    [press_ignored] toque ignorado
    [press] toque no relógio
    [adjust] ajusto
    [ack] árbitro
    [restart] reinício
    [stop] parada
   *[other] { $kind }
}
diag-stats = varreduras { $scans }  quadros { $frames }  erros { $errors }  novas tentativas { $retries }  falhas { $faults }  ritmo { $rate }/s (alvo { $target }/s)
diag-sensors-ok = sensores: bem
diag-sensors-fault = sensores: FALHA { $why }
diag-occupied = ocupadas (último quadro bom)
diag-raw = leitura por casa ({ $unit ->
    [levels] níveis
    [codes] códigos de peça
   *[adc] contagens do ADC
} @ posição na fiação)
diag-clock-line = relógio { $label } ({ $line }): { $state ->
    [pressed] APERTADO
   *[released] solto
}, { $rises } toques, { $falls } solturas
diag-clock-error = relógio: não é possível ler as linhas: { $why }
diag-clock-event = último evento do relógio: { $what }
diag-led = LED: { $what }
diag-square-leds = LEDs das casas: { $what }
hall-collect-damaged = danificado no envio: { $bytes } bytes com sha256 { $hash }; o tabuleiro diz { $sent } bytes com sha256 { $sent_hash }
hall-collect-other-board = enviado pelo tabuleiro { $board }, selado com a chave que a lista dá a { $other }
hall-collect-live-differ = linhas ao vivo: { $differ } diferem do registro, { $missing } não estão nele
hall-collect-live-same = linhas ao vivo: as { $count } linhas mostradas ao vivo estão no registro, byte a byte
hall-collect-other-journal = já há outro registro chamado { $file }: este é { $name }

## Evidence (issue 28): the journal's end, the game verified

verify-encoding = não está como o tabuleiro o escreveu: { $why }
verify-game = partida: { $event }, rodada { $round }, tabuleiro { $board }: { $white } - { $black }
verify-evidence = prova: linhas 1 a { $count } (seladas)
verify-not-evidence = NÃO são prova: as linhas { $from } a { $to } após o último selo (linha { $line }) não estão seladas: { $kinds }; quem pudesse escrever o arquivo poderia tê-las escrito
verify-tail-failed = cauda sem selo: FALHOU: { $why }
verify-time = hora: { $from } a { $to } (UTC, relógio do tabuleiro)
verify-result = resultado: { $result } ({ $why })
verify-result-none = resultado: nenhum selado (a partida não terminou no tabuleiro)
verify-end = fim: { $end ->
    [game_over] completo: o fim da partida está selado
    [confirmed] completo: termina em uma parada selada no meio da partida, confirmada por { $by }
    [stop_mid_game] INCOMPLETO: termina em uma parada no meio da partida (um daemon parado e não reiniciado nesta partida, ou o arquivo cortado nessa parada; o recibo do salão ou --expect-last dizem qual)
    [no_stop] INCOMPLETO: termina em um selo sem parada (o daemon está rodando, foi morto ou perdeu a energia, ou o arquivo foi cortado em um selo)
    [for_pairing] completo: termina em uma parada selada antes do início da partida, pelo emparceiramento do salão (a partida está no registro do emparceiramento)
   *[unknown] desconhecido (o registro não se verifica)
}
verify-expected-failed = fim esperado: FALHOU: { $why }
verify-expected-there = fim esperado: o registro termina aí
verify-expected-reached = fim esperado: alcançado; seguem-no { $count } linhas (escritas depois de anotado)
verify-ok-incomplete = OK, INCOMPLETO
key-none = { $path }: ainda sem chave: `sudo jadoube key init --name TABULEIRO` (ou o primeiro início do daemon com `jadoube run --first-boot`)

## jadoube round pairings|results (issue 30)
round-head = Rodada { $round }
round-board = tabuleiro { $board }: { $white } - { $black }
round-bye = folga: { $name } ({ $kind })
round-bye-pairing = dada pelo emparceiramento
round-bye-full = ponto inteiro
round-bye-half = meio ponto
round-bye-zero = ausente, sem ponto
round-status-no-board = nenhum registro desta rodada nomeia o tabuleiro
round-status-not-started = não começou
round-status-playing = em jogo
round-by = resultado dado por { $by }
# Who gave a result, after round-by's and round-corrected's "by".
round-by-board = árbitro no tabuleiro
round-by-hall = { $name } na sala
round-corrected = corrigido { $from } → { $to } por { $by } às { $wall }
round-check-swapped = VERIFICAR: as cores estão trocadas no tabuleiro
round-check-other = VERIFICAR: a partida do tabuleiro é { $white } - { $black }
round-check-elsewhere = VERIFICAR: a partida destes jogadores está no tabuleiro { $board }
round-check-entered = VERIFICAR: o resultado anotado na sala é { $entered }, o do registro { $journal }
round-open = ainda sem resultado nos tabuleiros { $boards }
round-written = gravado: { $path }
round-hall-loaded = a rodada está em { $path }: a sala em funcionamento envia a cada tabuleiro o seu emparceiramento em um segundo
round-unreadable = { $path }: não pode ser lido ({ $why }): não dá resultado
round-unverified = { $path }: não verificado ({ $why }): não dá resultado
round-trf-needs-trf = --trf-out precisa dos emparceiramentos em TRF (um CSV não tem números iniciais); use --csv-out

# The board's tile in the hall when the daemon refused to start without its key.
board-no-key = sem chave: execute `jadoube key init`

# The command line's --help (cli/help.rs): the abouts of the commands, clap's headings, the options.
cli-about = Serviço árbitro para tabuleiros eletrônicos de xadrez
cli-heading-usage = Uso
cli-heading-commands = Comandos
cli-heading-options = Opções
cli-heading-arguments = Argumentos
cli-about-replay = Reproduz um traço (ou um diário) no motor e imprime as suas decisões
cli-about-demo = Joga uma partida incluída, com um lance ilegal, num tabuleiro simulado
cli-about-unwinnable = Um lado ainda pode dar xeque-mate? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Valida um arquivo de configuração e imprime a configuração efetiva
cli-about-diag = Vista ao vivo dos sensores, das linhas do relógio e do LED, para a montagem
cli-about-calibrate = Registra os ímãs de cada tipo de peça para os sensores analógicos de identidade
cli-about-render = Desenha uma posição (e um alerta) num PNG
cli-about-run = Executa o serviço
cli-about-round = Começa uma rodada: torneio, rodada e número do tabuleiro para o diário
cli-about-round-start = Nomeia a próxima partida: o serviço a registra desde o seu próximo início
cli-about-round-show = Imprime a partida que o serviço registrará
cli-about-round-pairings = Lê os emparceiramentos de uma rodada (TRF da FIDE, a lista do programa de emparceiramento ou CSV) e mostra seus tabuleiros
cli-about-round-results = Mostra a tabela da rodada pelos registros dos tabuleiros e grava os resultados em TRF ou CSV para o programa de emparceiramento
cli-about-verify = Confere um diário: a sua cadeia de resumos, os selos do tabuleiro, o seu final sem selo, as suas decisões e se está completo. Código de saída 0: verificado e completo; 3: verificado mas incompleto; 1: não verificado
cli-about-key = A chave do tabuleiro, que sela os seus diários: criá-la, imprimi-la
cli-about-key-init = Cria a chave do tabuleiro no diretório de estado (uma chave existente é mantida)
cli-about-key-show = Imprime a chave pública do tabuleiro, a sua impressão digital e a linha para a lista de tabuleiros do organizador
cli-about-export = Exporta as partidas de uma rodada em PGN ou JSON
cli-about-hall = O painel do árbitro principal: cada tabuleiro ao vivo, o PGN de transmissão, os diários recolhidos
cli-about-help = Imprime esta mensagem ou a ajuda do comando indicado
cli-help-help = Imprime a ajuda
cli-help-version = Imprime a versão
cli-help-lang = Idioma dos textos: en, es, pt, fr ou de [padrão: display.language da configuração, senão o idioma do sistema, senão en]
cli-help-config = O arquivo de configuração
cli-help-state-dir = O diretório de estado (padrão: $STATE_DIRECTORY, senão journal.dir)
cli-help-keys = A lista de tabuleiros do organizador: um arquivo de linhas `NAME PUBKEY`; diz qual tabuleiro selou cada diário
cli-help-key = A chave pública do tabuleiro: 64 dígitos hexadecimais como `jadoube key show` os imprime, ou um arquivo que a contenha (o seu `board-key.pub`). Pode ser repetida
cli-help-verify-files = Arquivos de diário
cli-help-verify-no-replay = Confere só a cadeia de resumos e os selos, não as decisões (que por padrão são reproduzidas a partir das entradas registradas)
cli-help-verify-expect-last = O diário deve chegar a este final: o SHA-256 anotado quando foi baixado ou recolhido. Um diário cortado antes falha
cli-help-verify-receipt = O recibo da sala para o diário (lido ao lado do diário se não for indicado)

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = a linha 1 não é o cabeçalho de um diário: { $why }
problem-altered = a linha { $line } foi alterada: { $why }
problem-removed-one = uma linha foi removida antes da linha { $line } (seq { $first })
problem-removed = { $count } linhas foram removidas antes da linha { $line } (seq { $first } a { $last })
problem-inserted = a linha { $line } foi inserida: a linha seguinte se encadeia com a anterior
problem-decisions = as decisões não decorrem das entradas: { $why }
problem-empty = o arquivo está vazio: não é um diário
problem-seal = o selo da linha { $line } não se verifica: { $why }
problem-header-not-sealed = a linha 2 não é o selo do cabeçalho: um diário de formato 2 é selado desde a sua primeira linha
problem-unknown-key = o selo da linha { $line } é da chave { $key }, que não está entre as chaves dadas
problem-unsigned = o diário não tem selo (formato de diário { $version }): não se pode conferir qual tabuleiro o escreveu
problem-encoding = { $what }: o tabuleiro não escreve nenhuma das duas coisas; os resumos e os selos são sobre os bytes que escreveu, então esta cópia não pode ser conferida: obtenha o arquivo como o tabuleiro o escreveu (copiado como binário)
problem-unsealed-evidence = a linha { $line }, depois do último selo, é { $what }: um serviço a sela na hora, então esta linha não foi selada pelo tabuleiro e qualquer um pode tê-la escrito
problem-unsealed-span = as linhas sem selo { $first } a { $last } abrangem { $seconds } s de tempo do motor: um serviço sela pelo menos a cada { $every } s
problem-bad-wall = a linha { $line }, depois do último selo, tem `wall` `{ $wall }`, que não é uma hora que um serviço escreva
problem-wrong-board = o selo da linha { $line } é da chave que a lista dá a `{ $signer }`, mas o cabeçalho do diário nomeia o tabuleiro `{ $board }` (um diário renomeado, ou uma chave copiada para outro tabuleiro)
problem-cut = o diário não chega ao final esperado (sha256 { $hash }): nenhuma linha, nem nenhum comprimento do arquivo até o fim de uma linha, tem esse resumo (cortado, ou outro diário)
