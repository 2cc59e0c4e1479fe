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
fault-dgt-uncertain = o relógio pode ter sido apertado enquanto o tabuleiro DGT estava desconectado e o tabuleiro não está um lance à frente do último lance julgado: pode ter sido feito mais de um lance; árbitro: monte a posição do último lance julgado (a tela a mostra) ou aperte o botão de confirmação
fault-dgt-no-clock = nenhum relógio conectado ao tabuleiro DGT: a alavanca dele dá os apertos (press = "lever"); conecte o relógio
fault-dgt-uncertain-window = o tabuleiro DGT mostrou um lance legal dentro do atraso do relógio e depois uma peça do jogador que apertou foi colocada em outra casa: o relógio pode ter sido apertado antes ou depois; árbitro: verifique, monte a posição do último lance julgado (a tela a mostra) ou aperte o botão de confirmação
fault-dgt-uncertain-press = o tabuleiro DGT não consegue dizer em que momento o relógio foi apertado entre as peças movidas dentro do atraso do relógio (ou uma mensagem se perdeu, ou o tabuleiro foi desconectado), e disso depende o que é julgado: ninguém é penalizado por suposição; árbitro: verifique, monte a posição do último lance julgado (a tela a mostra) ou aperte o botão de confirmação
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
}, { $rises } { $rises ->
    [1] toque
   *[other] toques
}, { $falls } { $falls ->
    [1] soltura
   *[other] solturas
}
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
cli-about-replay = Reproduz um traço (ou um registro) no motor e imprime as suas decisões
cli-about-demo = Joga uma partida incluída, com um lance ilegal, num tabuleiro simulado
cli-about-unwinnable = Um lado ainda pode dar xeque-mate? (Art. 5.2.2, 6.9, 7.5.5)
cli-about-check-config = Valida um arquivo de configuração e imprime a configuração efetiva
cli-about-diag = Vista ao vivo dos sensores, das linhas do relógio e do LED, para a montagem
cli-about-calibrate = Registra os ímãs de cada tipo de peça para os sensores analógicos de identidade
cli-about-render = Desenha uma posição (e um alerta) num PNG
cli-about-run = Executa o serviço
cli-about-round = Começa uma rodada: torneio, rodada e número do tabuleiro para o registro
cli-about-round-start = Nomeia a próxima partida: o serviço a registra desde o seu próximo início
cli-about-round-show = Imprime a partida que o serviço registrará
cli-about-round-pairings = Lê os emparceiramentos de uma rodada (TRF da FIDE, a lista do programa de emparceiramento ou CSV) e mostra seus tabuleiros
cli-about-round-results = Mostra a tabela da rodada pelos registros dos tabuleiros e grava os resultados em TRF ou CSV para o programa de emparceiramento
cli-about-verify = Confere um registro: a sua cadeia de resumos, os selos do tabuleiro, o seu final sem selo, as suas decisões e se está completo. Código de saída 0: verificado e completo; 3: verificado mas incompleto; 1: não verificado
cli-about-key = A chave do tabuleiro, que sela os seus registros: criá-la, imprimi-la
cli-about-key-init = Cria a chave do tabuleiro no diretório de estado (uma chave existente é mantida)
cli-about-key-show = Imprime a chave pública do tabuleiro, a sua impressão digital e a linha para a lista de tabuleiros do organizador
cli-about-export = Exporta as partidas de uma rodada em PGN ou JSON
cli-hall-moved = o salão agora é um programa próprio: execute `jadoube-hall` (pacote jadoube-hall, docs/hall.md)
cli-about-hall = O painel do árbitro principal: cada tabuleiro ao vivo, o PGN de transmissão, os registros recolhidos
cli-about-help = Imprime esta mensagem ou a ajuda do comando indicado
cli-help-help = Imprime a ajuda
cli-help-version = Imprime a versão
cli-help-lang = Idioma dos textos: en, es, pt, fr ou de [padrão: display.language da configuração, senão o idioma do sistema, senão en]
cli-help-config = O arquivo de configuração
cli-help-state-dir = O diretório de estado (padrão: `$STATE_DIRECTORY`, senão journal.dir)
cli-help-keys = A lista de tabuleiros do organizador: um arquivo de linhas `NAME PUBKEY`; diz qual tabuleiro selou cada registro
cli-help-key = A chave pública do tabuleiro: 64 dígitos hexadecimais como `jadoube key show` os imprime, ou um arquivo que a contenha (o seu `board-key.pub`). Pode ser repetida
cli-help-verify-files = Arquivos de registro
cli-help-verify-no-replay = Confere só a cadeia de resumos e os selos, não as decisões (que por padrão são reproduzidas a partir das entradas registradas)
cli-help-verify-expect-last = O registro deve chegar a este final: o SHA-256 anotado quando foi baixado ou recolhido. Um registro cortado antes falha
cli-help-verify-receipt = O recibo da sala para o registro (lido ao lado do registro se não for indicado)

# A ajuda das opções de cada comando (cli/help.rs), os seus valores e o que o clap acrescenta.
cli-values = Valores possíveis
cli-default = padrão
cli-about-hall-user = As contas da página (DATA/users): adicionar, remover, listar
cli-about-hall-user-add = Adiciona uma conta, ou dá a uma conta um novo papel e uma nova senha. A senha é lida do terminal, ou de uma linha da entrada padrão
cli-about-hall-user-remove = Remove uma conta (as suas sessões terminam na hora)
cli-about-hall-user-list = As contas e os seus papéis
cli-help-replay-trace = O arquivo de traço (docs/trace-format.md), ou um registro (as suas entradas são reproduzidas e as decisões conferidas com as registradas)
cli-help-format = Como imprimir as decisões
cli-value-format-text = Uma linha por decisão, para pessoas
cli-value-format-jsonl = Um objeto JSON por linha (o contrato de conformidade)
cli-help-replay-rules = As regras (substituem a linha `rules` do traço): umas das incorporadas, ou umas das `[[rules.custom]]` do arquivo de `--config`
cli-help-supervision = Quem age diante de um lance ilegal (substitui a linha `supervision` do traço)
cli-value-supervision-full = Todo lance ilegal completado é corrigido, por mais tarde que seja (partidas clássicas; rápidas segundo A.4; blitz segundo B.2)
cli-value-supervision-claim = A.5.2: o lance ilegal é mantido quando o adversário completou um lance sem que ele tenha sido corrigido
cli-help-sensor = O que os sensores dizem (substitui a linha `sensor` do traço)
cli-value-sensor-occupancy = "Aqui há um ímã": um bit por casa
cli-value-sensor-identity = Qual peça está em cada casa
cli-help-clock = As linhas de acionamento do relógio (substitui a linha `clock` do traço)
cli-value-clock-single = Uma só linha: cada aperto termina o lance do lado que joga
cli-value-clock-dual = Uma linha por lado: o aperto diz qual lado apertou
cli-help-inputs = Imprime também as entradas: peças levantadas, peças colocadas e apertos do relógio
cli-help-replay-config = Um arquivo de configuração cujas regras do organizador (`[[rules.custom]]`) podem ser nomeadas por `--rules` e pelo traço
cli-help-replay-scan-hz = Frequência de leitura do leitor simulado, em Hz
cli-help-replay-screens = Grava a tela do árbitro num PNG por decisão neste diretório, que deve ser novo ou estar vazio (um diretório com arquivos é recusado, para que as imagens sejam todas desta execução)
cli-help-screen-size = Tamanho das telas, `WIDTHxHEIGHT`
cli-help-demo-screens = Onde gravar as telas do árbitro em PNG: um diretório novo ou vazio (um com arquivos é recusado, para que as imagens sejam todas desta execução). Padrão: um diretório `jadoube-demo` no diretório temporário do sistema, esvaziado das imagens da última demonstração
cli-help-demo-plain = Telas em ASCII simples, sem cores (o padrão quando a saída padrão não é um terminal, ou com `NO_COLOR`)
cli-help-demo-speed = Com que velocidade o tabuleiro simulado joga: um fator (1 = tempo real) ou `max`
cli-help-unwinnable-fen = A posição: um FEN (entre aspas, ou em palavras separadas; os contadores de lances podem ser omitidos), ou `startpos`. Todo tabuleiro com um rei de cada cor é respondido, também um a que nenhuma partida legal chega (um lance ilegal que foi mantido pode deixar um): a resposta então o diz. Sem rei, ou com dois de uma cor: recusado com código de saída 2
cli-help-unwinnable-winner = O lado cujas chances de dar mate são perguntadas (os dois se ausente)
cli-value-winner-white = As brancas ainda podem dar xeque-mate?
cli-value-winner-black = As pretas ainda podem dar xeque-mate?
cli-help-unwinnable-press = A análise limitada de uma decisão ao apertar o relógio (Art. 7.5.5): o que o próprio tabuleiro responderia; no máximo cerca de um segundo por lado. O padrão
cli-help-unwinnable-quick = A análise rápida que o tabuleiro faz após cada lance (posições mortas, Art. 5.2.2): alguns microssegundos, não acha mates, por isso muitas vezes "indeciso"
cli-help-unwinnable-full = A análise completa: decide muito mais, até cerca de dez segundos em posições compostas
cli-help-unwinnable-format = `text`: uma frase por lado; `json`: um objeto por lado e linha
cli-value-unwinnable-format-text = Uma frase por lado, a linha de mate em SAN com os números dos lances
cli-value-unwinnable-format-json = Um objeto JSON por lado e linha: vencedor, veredito, linha
cli-help-check-config-file = O arquivo a conferir (padrão: /etc/jadoube/jadoube.toml)
cli-help-check-config-config = O mesmo que FILE
cli-help-diag-config = O arquivo de configuração
cli-help-diag-fake = Reproduz bytes de barramento gravados (em ciclo) em vez de abrir os dispositivos
cli-help-diag-record = Grava cada resposta dos barramentos em FILE, para reproduzir com --fake
cli-help-diag-once = Imprime uma só vista, sem códigos de controle de tela, e termina
cli-help-diag-scans = Para após este número de leituras (com --once: imprime depois delas; padrão 1)
cli-help-diag-led-test = Percorre os padrões do LED de estado e acende o LED de cada casa, uma casa de cada vez
cli-help-calibrate-config = A configuração (a sua [sensor.mcp3008] nomeia os conversores ADC e o arquivo)
cli-help-calibrate-output = Onde gravar a calibração (padrão: sensor.mcp3008.calibration)
cli-help-calibrate-samples = Leituras em média por passo
cli-help-calibrate-fake = Reproduz bytes de barramento gravados em vez de abrir os dispositivos
cli-help-render-fen = A posição (um FEN, uma disposição das peças, ou `startpos`)
cli-help-render-diff = A disposição das peças que está fisicamente no tabuleiro: marca cada casa diferente e lista os passos para restabelecer a posição
cli-help-render-alert = Um evento como `replay --format jsonl` o imprime (normalmente `illegal`); vários, um por linha, são aplicados em ordem
cli-help-render-size = Tamanho da imagem em pixels (800x480, como `replay --screens`, `demo` e a tela padrão do serviço)
cli-help-render-orientation = Qual lado fica embaixo no diagrama
cli-value-orientation-white = As brancas embaixo
cli-value-orientation-black = As pretas embaixo
cli-help-render-rules = As regras nomeadas na tela
cli-help-render-visibility = Quem pode ver os alertas (laws.md, seção 7)
cli-value-visibility-always = Alertas na única tela, para todos
cli-value-visibility-after-button = Alertas mostrados depois que o árbitro apertou o botão
cli-value-visibility-second-output = Alertas só na tela do próprio árbitro
cli-help-render-audience = Qual tela desenhar
cli-value-audience-arbiter = A tela do árbitro: alertas, penalidades, passos para restabelecer
cli-value-audience-players = A tela dos jogadores, conforme o que `--visibility` os deixa ver
cli-help-render-text = Imprime também a tela como texto simples
cli-help-render-output = O arquivo PNG a gravar
cli-help-run-config = O arquivo de configuração [padrão: /etc/jadoube/jadoube.toml; com --sim, só se existir]
cli-help-run-state-dir = Onde ficam os registros [padrão: `$STATE_DIRECTORY`, senão journal.dir; com --sim, um diretório `jadoube-sim` no diretório temporário]
cli-help-run-sim = Funciona sobre um traço em vez do hardware: um tabuleiro e um relógio simulados o jogam, com todas as saídas ao vivo. As configurações da partida vêm do cabeçalho do traço (como em `replay`)
cli-help-run-fake = Executa o serviço sobre barramentos falsos que reproduzem FILE em ciclo (uma gravação como `diag --record` a grava) em vez dos dispositivos do tabuleiro: a fiação, as linhas do relógio e o LED da configuração, sem tabuleiro (para testar uma configuração, e para medições)
cli-help-run-speed = Com que velocidade a simulação roda: um fator (1 = tempo real) ou `max`
cli-help-run-screens = Saídas de tela, em vez das `[screen] outputs` da configuração (repita para várias). Com --sim o padrão é nenhuma
cli-value-screens-fbdev = O framebuffer do Linux (`screen.fb_device`, uma tela HDMI ou SPI)
cli-value-screens-png = Um arquivo PNG por mudança de tela, em `--png-dir`
cli-value-screens-terminal = Texto na saída padrão (com cores num terminal, a não ser com `NO_COLOR`)
cli-value-screens-none = Sem tela
cli-help-run-png-dir = Onde a saída `png` grava [padrão: screen.png_dir, senão STATE_DIR/png]
cli-help-run-screen-size = Tamanho das telas PNG e de terminal, `WIDTHxHEIGHT`
cli-help-run-print = Imprime as decisões na saída padrão
cli-value-print-text = { cli-value-format-text }
cli-value-print-jsonl = { cli-value-format-jsonl }
cli-help-run-print-screens = Com `--print text`: também a tela do árbitro como texto após cada alerta (`ansi` ou `plain`)
cli-value-print-screens-ansi = Com cores (códigos de escape ANSI)
cli-value-print-screens-plain = ASCII simples, para arquivos de log e redirecionamentos
cli-help-run-inputs = Com --print: também peças levantadas, peças colocadas e apertos do relógio
cli-help-run-report = Grava aqui no final os números medidos (latência, memória, CPU) em JSON
cli-help-run-sim-wall = Modo simulado: a hora real do instante 0 do traço (RFC 3339, UTC), para registros iguais em cada execução
cli-help-run-first-boot = O primeiro início do tabuleiro: cria a sua chave se o diretório de estado não tiver nenhuma (como `jadoube key init`). Sem esta opção o serviço se recusa a iniciar sem a sua chave (uma simulação cria a sua)
cli-help-round-start-event = O torneio (a etiqueta PGN `Event`; parte do nome do arquivo do registro)
cli-help-round-start-round = A rodada (a etiqueta PGN `Round`), como `3` ou `3.1`
cli-help-round-start-board = O número do tabuleiro no salão
cli-help-round-start-white = O nome das brancas, como o PGN o escreve (`Surname, Given`)
cli-help-round-start-black = O nome das pretas, como o PGN o escreve (`Surname, Given`)
cli-help-round-start-site = Onde a partida é jogada (a etiqueta PGN `Site`)
cli-help-round-pairings-file = O arquivo do programa de emparceiramento: um TRF (`.trf`, `.trfx`, `.txt`) ou um CSV (`board, white, black[, white_id, black_id, white_rating, black_rating]`)
cli-help-round-pairings-list = Com um TRF: a lista de pares do motor de emparceiramento (`JaVaFo` ou `bbpPairings -p`), que dá os tabuleiros em ordem
cli-help-round-pairings-round = A rodada [padrão: com um TRF, a rodada emparceirada sem resultados; necessária com --list ou com um CSV]
cli-help-round-results-file = { cli-help-round-pairings-file }
cli-help-round-results-list = { cli-help-round-pairings-list }
cli-help-round-results-round = { cli-help-round-pairings-round }
cli-help-round-results-journals = Onde estão os registros dos tabuleiros (o diretório de dados do salão, ou registros baixados dos tabuleiros); os *.jsonl são procurados em todos os subdiretórios
cli-help-round-results-trf-out = Grava aqui o arquivo do programa de emparceiramento com os resultados da rodada (um TRF: o mesmo arquivo com os resultados da rodada; exige um TRF)
cli-help-round-results-csv-out = Grava aqui os resultados em CSV (tabuleiro, brancas, pretas, números FIDE, resultado, como)
cli-help-key-init-name = O nome do tabuleiro na lista do organizador [padrão: o nome desta máquina]
cli-help-export-journals = Registros a exportar [padrão: todos os *.jsonl do diretório de estado]
cli-help-export-round = Só esta rodada
cli-help-export-format = O que gravar (repita para os dois) [padrão: `pgn` e `json`]
cli-value-export-format-pgn = Um arquivo PGN por partida
cli-value-export-format-json = Um resumo JSON por rodada
cli-help-export-output = Onde gravar [padrão: STATE_DIR/export]
cli-help-hall-broker = O broker, `HOST:PORT`
cli-help-hall-prefix = O prefixo dos tópicos do torneio (o `hall.prefix` dos tabuleiros)
cli-help-hall-data-dir = Onde o salão guarda as partidas e os registros recolhidos
cli-help-hall-listen = O endereço da página (0.0.0.0:8080 para os celulares dos árbitros na rede do salão)
cli-help-hall-broadcast-listen = A transmissão para o público (o PGN de cada rodada, para os sites de transmissão), num endereço próprio: a página dos árbitros não precisa ficar exposta
cli-help-hall-ca = TLS até o broker: a sua CA (PEM)
cli-help-hall-cert = O certificado de cliente do salão e a sua chave (PEM), com --ca
cli-help-hall-key = A chave privada de --cert (PEM)
cli-help-hall-username = Um nome de usuário, com o arquivo da sua senha
cli-help-hall-password-file = O arquivo com a senha de --username
cli-help-hall-keys = A lista de tabuleiros do organizador (linhas `NAME PUBKEY`, como `verify --keys` a lê): os registros recolhidos são conferidos com ela
cli-help-hall-page-cert = A cadeia de certificados da página (PEM), com --page-key. Sem ela o salão cria um em DATA/tls/ no seu primeiro início, guarda-o e anota a sua impressão digital no log
cli-help-hall-page-key = A chave privada de --page-cert (PEM)
cli-help-hall-page-names = Outro nome de máquina ou outro endereço para o certificado próprio (o endereço do salão na rede do salão); pode ser repetido
cli-help-hall-insecure-http = Serve a página por HTTP simples, sem TLS: para testes, ou atrás de um proxy TLS na mesma máquina. Nunca é o padrão
cli-help-hall-user-add-name = O nome da conta (letras ASCII, dígitos, `-`, `_`, `.`)
cli-help-hall-user-add-role = O que a conta pode fazer
cli-value-role-chief = O árbitro principal: vê a página e age
cli-value-role-deputy = Um árbitro adjunto: as mesmas ações que o principal
cli-value-role-viewer = Vê a página, não age sobre nada
cli-help-hall-user-data-dir = O diretório de dados do salão (`jadoube-hall --data-dir`)
cli-help-hall-user-add-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-remove-name = O nome da conta
cli-help-hall-user-remove-data-dir = { cli-help-hall-user-data-dir }
cli-help-hall-user-list-data-dir = { cli-help-hall-user-data-dir }
cli-about-hall-pairings = Carrega os emparceiramentos de uma rodada (TRF da FIDE, a lista do programa de emparceiramento ou CSV) no salão: o salão em execução envia a cada tabuleiro sua partida
cli-help-hall-pairings-boards = Os números de tabuleiro com os nomes dos tabuleiros no salão: linhas `N NOME` [padrão: o tabuleiro cuja partida indica o tabuleiro N, senão o tabuleiro chamado N]
cli-help-hall-pairings-file = { cli-help-round-pairings-file }
cli-help-hall-pairings-list = { cli-help-round-pairings-list }
cli-help-hall-pairings-round = { cli-help-round-pairings-round }
cli-help-hall-pairings-data-dir = { cli-help-hall-user-data-dir }

# Os erros do clap na linha de comando (cli/clap_words.rs).
cli-error = erro
cli-error-unknown-argument = argumento inesperado `{ $arg }`
cli-error-value-required = `{ $arg }` precisa de um valor e nenhum foi dado
cli-error-invalid-value = valor inválido `{ $value }` para `{ $arg }`
cli-error-invalid-subcommand = comando desconhecido `{ $name }`
cli-error-missing-required = faltam os argumentos obrigatórios seguintes:
cli-error-missing-subcommand = `{ $name }` precisa de um comando e nenhum foi dado
cli-error-repeated = o argumento `{ $arg }` não pode ser dado mais de uma vez
cli-error-conflict = o argumento `{ $arg }` não pode ser usado com `{ $other }`
cli-error-conflict-others = o argumento `{ $arg }` não pode ser usado com um ou mais dos outros argumentos dados
cli-error-too-many-values = valor inesperado `{ $value }` para `{ $arg }`; não se esperavam mais
cli-error-number-of-values = `{ $arg }` precisa de { $n } valores, mas { $count ->
    [one] foi dado { $count }
   *[other] foram dados { $count }
}
cli-error-no-equals = é preciso um sinal de igual para dar um valor a `{ $arg }`
cli-error-invalid-utf8 = um argumento não é UTF-8 válido
cli-error-similar-argument = dica: existe uma opção parecida: `{ $similar }`
cli-error-similar-subcommand = dica: existe um comando parecido: `{ $similar }`
cli-error-similar-value = dica: existe um valor parecido: `{ $similar }`
cli-error-more = Para mais informações, experimente `{ $help }`.

# Os erros que terminam um comando (cli/error_words.rs): uma linha de traço, uma configuração, um arquivo.
list-or = { $a } ou { $b }
trace-at-line = linha { $line }: { $why }
trace-why-not-utf8 = não é texto UTF-8
trace-why-header-after-timed = linha de cabeçalho `{ $key }` depois da primeira linha com tempo
trace-why-header-again = o cabeçalho `{ $key }` se repete (o primeiro na linha { $first }): um traço dá cada cabeçalho uma só vez
trace-why-bad-time = tempo inválido: { $why }
trace-why-beyond-week = o tempo { $time } passa de 7 dias (604800 s): uma partida não dura uma semana
trace-why-time-backwards = o tempo { $time } é anterior ao da linha anterior ({ $before })
trace-why-after-end = uma linha com tempo depois de `end` (linha { $end }): `end` é a última linha de um traço
trace-why-no-verb = falta um verbo depois do tempo
trace-why-unknown-verb = verbo desconhecido `{ $verb }`: esperava-se `lift`, `drop`, `occ`, `board`, `press`, `ack`, `adjust`, `flag`, `result` ou `end`
trace-why-unexpected = `{ $what }`: sobra `{ $extra }`
trace-why-missing-square = `{ $verb }`: falta uma casa (a1 .. h8)
trace-why-not-square = `{ $verb } { $text }`: não é uma casa (a1 .. h8, em minúsculas)
trace-why-not-piece = `drop { $square } { $letter }`: não é uma letra de peça (`PNBRQK` brancas, `pnbrqk` pretas)
trace-why-missing-hex = `occ`: faltam os 16 dígitos hexadecimais
trace-why-bad-hex = `occ { $text }`: esperavam-se exatamente 16 dígitos hexadecimais
trace-why-missing-placement = `board`: falta a disposição das peças
trace-why-bad-placement = `board { $text }`: { $why }
trace-why-bad-press-side = `press { $value }`: esperava-se `white`, `black` ou nada
trace-why-bad-side = `{ $verb } { $value }`: esperava-se `white` ou `black`
trace-why-missing-side = `{ $verb }`: falta o lado (`white` ou `black`)
trace-why-bad-result = `result { $value }`: esperava-se `1-0`, `0-1` ou `1/2-1/2`
trace-why-missing-result = `result`: falta o resultado (`1-0`, `0-1` ou `1/2-1/2`)
trace-why-missing-value = `{ $key }`: falta um valor
trace-why-missing-start = `start`: falta um FEN ou `startpos`
trace-why-not-one-of = `{ $key } { $value }`: esperava-se { $list }
trace-why-unknown-header = cabeçalho desconhecido `{ $key }`: esperava-se `version`, `start`, `variant`, `rules`, `supervision`, `sensor` ou `clock` (ou um tempo)
trace-why-bad-version = `version { $text }`: esperava-se MAJOR.MINOR, por ex. 1.0
trace-why-unread-version-one = o traço é da versão de formato { $version }; este jadoube lê a { $first }
trace-why-unread-version = o traço é da versão de formato { $version }; este jadoube lê da { $first } à { $last }
trace-why-unknown-rules = `rules { $name }`: regras desconhecidas; esperava-se { $list }
trace-why-bad-start = `start`: { $why }
trace-why-lift-empty = `lift { $square }`: a casa já está vazia
trace-why-drop-occupied = `drop { $square }`: a casa já está ocupada
trace-why-drop-needs-piece = `drop { $square }`: com sensores de identidade é preciso a letra da peça
trace-why-occ-with-identity = `occ`: com sensores de identidade a leitura não diz quais peças estão em { $squares }; use `board`
trace-why-press-which-side = `press`: qual lado? `press white` ou `press black` com um relógio de dois botões
config-at-line-column = linha { $line }, coluna { $column }
config-at-line = linha { $line }
config-at-key = chave `{ $key }`
config-why-unreadable = não é possível ler a configuração: { $why }
config-why-not-utf8 = não é texto UTF-8 (bytes { $bytes }): salve o arquivo em UTF-8
config-why-unknown-key = chave desconhecida `{ $name }`; esperava-se { $list }
config-why-unknown-value = valor desconhecido `{ $value }`; esperava-se { $list }
config-why-wrong-type = tipo de valor errado: `{ $found }`; esperava-se `{ $expected }`
config-why-missing-key = falta a chave `{ $name }`
config-rule-out-of-range = { $unit ->
    [ms] { $value } ms está fora do intervalo: de { $min } a { $max }
    [debounce] { $value } ms está fora do intervalo: de { $min } a { $max } (20 ms ou menos é ruído dos sensores, 60 ms ou mais é um levantamento ou uma colocação real)
    [spi-bus] { $value } está fora do intervalo: barramentos SPI de { $min } a { $max } (/dev/spidev{ $min }.* a /dev/spidev{ $max }.*)
    [chip-select] { $value } está fora do intervalo: seleções de chip de { $min } a { $max }
    [chips] { $value } está fora do intervalo: de { $min } a { $max } chips (8 entradas cada, 64 casas)
    [us-per-row] { $value } está fora do intervalo: de { $min } a { $max } µs por linha
    [scans-per-second] { $value } está fora do intervalo: de { $min } a { $max } leituras por segundo
    [seconds] { $value } está fora do intervalo: de { $min } a { $max } segundos
    [scans] { $value } está fora do intervalo: de { $min } a { $max } leituras
    [counts] { $value } está fora do intervalo: de { $min } a { $max } contagens
    [Hz] { $value } está fora do intervalo: de { $min } a { $max } Hz
   *[none] { $value } está fora do intervalo: de { $min } a { $max }
}
config-not-in-file = não está no arquivo: adicione-a
config-rule-needs-name = um conjunto de regras precisa de um nome
config-rule-builtin-name = `{ $name }` é um conjunto de regras embutido: escolha outro nome
config-rule-name-taken = `{ $name }` já é o nome de rules.custom[{ $other }]
config-rule-loses-at = deve ser 1 ou mais (o lance ilegal que perde), ou omitido
config-rule-debounce-scans = { $hz } leituras por segundo deixam { $period } ms entre leituras: o antirrepique de { $debounce } ms precisa de pelo menos duas leituras
config-rule-other-table = esta tabela é para sensor.kind = "{ $table }", mas sensor.kind é "{ $kind }"
config-rule-matrix-table = sensor.kind = "matrix" precisa de uma tabela [sensor.matrix] com `rows` e `columns`
config-rule-matrix-squares = { $rows } linhas por { $columns } colunas são menos de 64 casas
config-rule-matrix-columns = no máximo 32 colunas
config-rule-listed-twice = aparece duas vezes
config-rule-png-dir = a saída "png" precisa de um diretório
config-rule-second-output = "second_output" precisa de duas saídas em screen.outputs, ou de "fbdev" e screen.arbiter_fb_device
config-rule-arbiter-fb = um segundo framebuffer precisa de "fbdev" em screen.outputs
config-rule-above-zero = deve ser maior que 0
config-rule-width-height = informe a largura e a altura juntas
# The rest of the configuration's checks (issue 31, en-13; helper lang5).
config-rule-unknown-rules = conjunto de regras desconhecido `{ $name }`; esperava-se um de { $list }
config-rule-mcp23017-chips = { $chips } circuitos têm { $inputs } entradas: 64 casas precisam de pelo menos 4
config-rule-mcp23017-address = { $address } não é um endereço de MCP23017: de 0x20 a 0x27 (definido pelos pinos A2 A1 A0)
config-rule-mcp23017-twice = { $address } já é o endereço de addresses[{ $other }]
config-rule-dgt-device-empty = um dispositivo serial como "/dev/serial/by-id/usb-…", ou `auto`
config-rule-dgt-device-path = `{ $device }`: um caminho absoluto como "/dev/ttyACM0", ou `auto`
config-rule-dgt-clock-white = com `press = "lever"`: qual lado do relógio, visto do seu mostrador, é o das brancas: `left` (esquerda) ou `right` (direita)
config-rule-dgt-clock-white-gpio = é para `press = "lever"`; com `press = "gpio"` as linhas de `[clock]` indicam o lado
config-rule-dgt-debounce = um tabuleiro DGT filtra as suas próprias casas: retire `game.debounce_ms` (com um tabuleiro DGT vale { $debounce } ms)
config-rule-mcp3008-table = `sensor.kind = "mcp3008"` precisa de uma tabela `[sensor.mcp3008]` com `adcs`
config-rule-mcp3008-adcs = { $adcs } conversores têm { $channels } canais: 64 casas precisam de pelo menos 8
config-rule-mcp3008-twice = { $device } já é adcs[{ $other }]
config-rule-mcp3008-clock = { $hz } Hz é rápido demais: um MCP3008 funciona a no máximo 3,6 MHz (1,35 MHz a 2,7 V)
config-rule-mcp3008-thresholds = { $off } deve ser maior que 0 e menor que `threshold_on` ({ $on }): a diferença é a histerese
config-rule-clock-lever = os apertos vêm da alavanca do relógio DGT (`sensor.dgt.press = "lever"`); as linhas de aperto são para `press = "gpio"`
config-rule-clock-single = é para `game.clock = "dual"`; com `game.clock = "single"` informe `clock.line`
config-rule-clock-dual = é para `game.clock = "single"`; com `game.clock = "dual"` informe `clock.white` e `clock.black`
config-rule-clock-dual-lines = `game.clock = "dual"` precisa de `clock.white` e `clock.black` (uma linha de aperto por lado)
config-rule-led-pattern = `on_ms` e `off_ms` vão de 0 a 60000 ms
config-rule-ws2812-latch = uma fita WS2812 não tem linha de trava (isso é para `kind = "shift_register"`)
config-rule-ws2812-clock = { $hz } Hz: a temporização do WS2812 por SPI precisa de exatamente { $needed } Hz (ou omita o valor)
config-rule-hc595-latch = uma cadeia de 74HC595 precisa de sua linha de trava (`RCLK`)
config-rule-no-output = pelo menos uma de `fbdev`, `png`, `terminal`
config-rule-spi-mode = { $mode } não é um modo SPI: 0, 1, 2 ou 3
config-rule-spi-twice = { $device } já é usado por { $by }{ $default ->
    [yes] {" "}(seu valor padrão, não informado neste arquivo)
   *[no] {""}
}
config-rule-bus-pin-twice = { $pin } é GPIO{ $gpio } (pino { $header }), que já é { $other } de { $by }{ $default ->
    [yes] {" "}(seu valor padrão, não informado neste arquivo)
   *[no] {""}
}
config-rule-bus-pin-line = { $pin } é GPIO{ $gpio } (pino { $header }), que já é usado por { $by }{ $default ->
    [yes] {" "}(seu valor padrão, não informado neste arquivo)
   *[no] {""}
}
config-rule-line-on-bus = a linha { $line } ({ $alias ->
    [yes] GPIO{ $gpio }, pino { $header }
   *[no] pino { $header }
}) é { $pin } de { $by }{ $default ->
    [yes] {" "}(seu valor padrão, não informado neste arquivo)
   *[no] {""}
}: escolha uma linha livre
config-rule-line-twice = a linha { $line } já é usada por { $by }{ $same ->
    [no] {" "}(como { $other })
   *[yes] {""}
}{ $default ->
    [yes] {" "}(seu valor padrão, não informado neste arquivo)
   *[no] {""}
}
config-rule-host-port = `{ $value }` não tem a forma `HOST:PORT` (servidor e porta), como "hall.local:1883"
config-rule-board-name = `{ $value }` { $why ->
    [empty] não pode estar vazio
    [long] é longo demais (no máximo 64 caracteres)
    [dot] não pode começar com `.`
   *[letters] deve ter só letras ASCII, algarismos, `-`, `_` ou `.`
}
config-rule-topic = `{ $value }` { $why ->
    [empty] não pode estar vazio
    [wildcard] não pode conter os curingas MQTT `+` e `#`
    [slash] não pode conter `/`
    [empty-level] não pode começar nem terminar com `/`, nem conter `//`
    [dollar] não pode começar com `$` (os tópicos do próprio broker)
   *[long] é longo demais (no máximo 200 bytes)
}
config-rule-tls-pair = um certificado de cliente precisa de `cert` e `key` juntos
config-rule-password-file = um nome de usuário precisa do arquivo de sua senha
config-rule-username = um arquivo de senha precisa de um nome de usuário
config-rule-mapping-rotate = { $value } não é um quarto de volta: 0, 90, 180 ou 270
config-rule-mapping-positions = a fiação tem { $positions } posições, menos que as 64 casas
config-rule-mapping-entries = { $entries } itens para uma fiação de { $positions } posições: uma casa (ou "-") por posição
config-rule-mapping-not-square = `{ $name }` não é uma casa: de a1 a h8, ou "-" para uma posição não usada
config-rule-mapping-square-twice = { $square } já é a posição { $other } (squares[{ $other }])
config-rule-mapping-missing = nenhuma posição para { $square }: cada uma das 64 casas precisa de uma
config-rule-not-fen = `{ $fen }` não é uma FEN: { $part ->
    [board] a parte do tabuleiro não é válida
    [pocket] a reserva não é válida
    [turn] a vez de jogar não é válida
    [castling] a parte dos roques não é válida
    [ep] a casa en passant não é válida
    [checks] os xeques restantes não são válidos
    [halfmove] o contador de meios lances não é válido
    [fullmove] o número do lance não é válido
   *[fen] não pode ser lida
}
config-rule-not-playable = `{ $fen }` não é uma posição a partir da qual se possa jogar: { $why }
config-fen-empty = o tabuleiro está vazio
config-fen-no-king = { $side ->
    [white] as brancas não têm rei
   *[black] as pretas não têm rei
}
config-fen-kings = { $side ->
    [white] as brancas
   *[black] as pretas
} têm { $count } reis ({ $squares })
config-fen-back-rank = um peão na primeira ou na última fileira ({ $squares }), onde nenhum peão pode estar
config-fen-kings-touch = os reis estão lado a lado
config-fen-opposite-check = { $side ->
    [white] as brancas estão em xeque e é a vez das pretas
   *[black] as pretas estão em xeque e é a vez das brancas
}: o lance que acabou de ser jogado não pode ter deixado o próprio rei em xeque
config-fen-impossible-check = o rei { $side ->
    [white] das brancas
   *[black] das pretas
} está num xeque que nenhum lance sozinho poderia ter dado
config-fen-material = mais material do que uma partida pode alcançar (mais de 16 peças de uma cor, ou mais peças promovidas do que peões faltando)
config-fen-castling = direitos de roque que o tabuleiro não permite (o rei ou a torre não está na sua casa)
config-fen-ep = a casa en passant { $square } não vem depois de um avanço duplo de peão
config-fen-other = `{ $kinds }`
config-line-not-a-line = `{ $text }` não é uma linha GPIO: esperava-se um número GPIO como `gpioinfo` o lista, de "GPIO0" a "GPIO27" (os números GPIO não são os números dos pinos do conector: GPIO17 é o pino 11 do conector), um chip e um deslocamento como "gpiochip0:17", ou um nome de linha dado pela árvore de dispositivos da placa (letras, algarismos, `_`, `-`, `.`; primeiro uma letra)
config-line-not-a-chip = `{ $text }`: `{ $chip }` não é um chip GPIO: esperava-se um chip como `gpioinfo` o lista, por exemplo "gpiochip0" (ou "/dev/gpiochip0"), depois `:` e um deslocamento
config-line-offset = `{ $text }`: o deslocamento { $offset } não é uma linha de um Pi nem de um chip adicional: as linhas do conector são os deslocamentos 0 a 27 do seu chip (GPIO0 a GPIO27), as de um expansor de E/S contam a partir de 0 (aqui no máximo { $max })
config-line-ambiguous = `{ $text }` é ambíguo: escreva o número GPIO como "GPIO<n>", como `gpioinfo` o lista; { $gpiois ->
    [yes] "GPIO{ $gpio }" é GPIO{ $gpio }, no pino { $gpiopin } do conector
   *[no] não existe GPIO{ $gpio } (o conector tem de GPIO0 a GPIO27)
}; { $pinis ->
    [gpio] o pino { $pin } do conector é GPIO{ $pingpio }
    [power3] o pino { $pin } do conector é a alimentação de 3,3 V, não uma linha GPIO
    [power5] o pino { $pin } do conector é a alimentação de 5 V, não uma linha GPIO
    [ground] o pino { $pin } do conector é o terra, não uma linha GPIO
   *[none] o conector não tem pino { $pin } (tem os pinos 1 a 40)
}
config-line-pin = `{ $text }`: as linhas são nomeadas pelo número GPIO, não pelo pino do conector: { $pinis ->
    [gpio] o pino { $pin } do conector é GPIO{ $pingpio }: escreva "GPIO{ $pingpio }"
    [power3] o pino { $pin } do conector é a alimentação de 3,3 V, não uma linha GPIO
    [power5] o pino { $pin } do conector é a alimentação de 5 V, não uma linha GPIO
    [ground] o pino { $pin } do conector é o terra, não uma linha GPIO
   *[none] o conector não tem pino { $pin } (tem os pinos 1 a 40)
}
config-line-gpio-spelling = `{ $text }`: escreva "GPIO{ $gpio }", como `gpioinfo` o lista{ $case ->
    [yes] {" "}(os nomes diferenciam maiúsculas de minúsculas)
   *[no] {""}
}; GPIO{ $gpio } está no pino { $header } do conector
config-line-no-such-gpio = `{ $text }` não pode existir: o conector de 40 pinos tem de GPIO0 a GPIO27 (números GPIO, não pinos do conector: GPIO17 é o pino 11 do conector)
config-line-function = `{ $text }` não é uma linha: você quis dizer "{ $name }" (GPIO{ $gpio }, pino { $header } do conector)?
config-syntax-error = erro de sintaxe TOML
config-syntax-invalid = { $what ->
    [array] lista inválida
    [date-time] data e hora inválidas
    [time] hora inválida
    [time-offset] fuso horário inválido
    [inline-table] tabela em linha inválida
    [key] chave inválida
    [integer] número inteiro inválido
    [hex-integer] inteiro hexadecimal inválido
    [octal-integer] inteiro octal inválido
    [binary-integer] inteiro binário inválido
    [float] número decimal inválido
    [basic-string] texto entre aspas duplas inválido
    [unicode-4] código Unicode de 4 dígitos hexadecimais inválido
    [unicode-8] código Unicode de 8 dígitos hexadecimais inválido
    [escape] sequência de escape inválida
    [ml-basic-string] texto de várias linhas entre aspas duplas inválido
    [literal-string] texto entre aspas simples inválido
    [ml-literal-string] texto de várias linhas entre aspas simples inválido
    [table-header] cabeçalho de tabela inválido
   *[string] texto inválido
}
config-syntax-expected = esperava-se { $list }
config-syntax-newline = uma quebra de linha
config-syntax-digit = um algarismo
config-syntax-leading-digit = um algarismo no início
config-syntax-duplicate-key-root = a chave `{ $key }` se repete na raiz do documento
config-syntax-duplicate-key = a chave `{ $key }` se repete na tabela `{ $table }`
config-syntax-dotted-key = a chave com pontos `{ $key }` tenta estender um valor que não é uma tabela (`{ $found }`)
config-syntax-out-of-range = o valor está fora do intervalo
config-syntax-too-deep = níveis aninhados demais
config-syntax-too-large = número grande demais
config-syntax-too-small = número pequeno demais
config-syntax-invalid-digit = algarismo inválido no número
# The end of lang5's block.
cli-unknown-rules = --rules { $name }: conjunto de regras desconhecido; esperava-se { $list }
cli-why-unknown-language = idioma desconhecido `{ $value }`: esperava-se `en`, `es`, `pt`, `fr` ou `de`
cli-why-not-size = `{ $value }` não é LARGURAxALTURA
cli-why-not-width = `{ $value }` não é uma largura em pixels
cli-why-not-height = `{ $value }` não é uma altura em pixels
cli-why-not-speed = `{ $value }` não é uma velocidade: um fator como `1`, `10` ou `0.5`, ou `max` (0 também significa `max`)
cli-why-size-limits = { $value }: a largura e a altura devem ir de 16 a 8192 pixels
io-read = não é possível ler { $path }
io-write = não é possível gravar { $path }
io-create = não é possível criar { $path }
io-open = não é possível abrir { $path }
io-list = não é possível listar { $path }
io-not-found = arquivo ou diretório inexistente
io-permission-denied = permissão negada
io-already-exists = já existe
io-is-a-directory = é um diretório
io-not-a-directory = não é um diretório
io-directory-not-empty = o diretório não está vazio
io-read-only = sistema de arquivos somente leitura
io-storage-full = não há espaço no dispositivo
io-invalid-data = dados inválidos
io-unexpected-eof = o arquivo termina antes do tempo
io-timed-out = tempo esgotado
io-interrupted = interrompido

# What `verify` found wrong (journal::problem_words), after "chain: BROKEN:" and the like.
problem-no-header = a linha 1 não é o cabeçalho de um registro: { $why }
problem-altered = a linha { $line } foi alterada: { $why }
problem-removed-one = uma linha foi removida antes da linha { $line } (seq { $first })
problem-removed = { $count } linhas foram removidas antes da linha { $line } (seq { $first } a { $last })
problem-inserted = a linha { $line } foi inserida: a linha seguinte se encadeia com a anterior
problem-decisions = as decisões não decorrem das entradas: { $why }
problem-empty = o arquivo está vazio: não é um registro
problem-seal = o selo da linha { $line } não se verifica: { $why }
problem-header-not-sealed = a linha 2 não é o selo do cabeçalho: um registro de formato 2 é selado desde a sua primeira linha
problem-unknown-key = o selo da linha { $line } é da chave { $key }, que não está entre as chaves dadas
problem-unsigned = o registro não tem selo (formato de registro { $version }): não se pode conferir qual tabuleiro o escreveu
problem-encoding = { $what }: o tabuleiro não escreve nenhuma das duas coisas; os resumos e os selos são sobre os bytes que escreveu, então esta cópia não pode ser conferida: obtenha o arquivo como o tabuleiro o escreveu (copiado como binário)
problem-unsealed-evidence = a linha { $line }, depois do último selo, é { $what }: um serviço a sela na hora, então esta linha não foi selada pelo tabuleiro e qualquer um pode tê-la escrito
problem-unsealed-span = as linhas sem selo { $first } a { $last } abrangem { $seconds } s de tempo do motor: um serviço sela pelo menos a cada { $every } s
problem-bad-wall = a linha { $line }, depois do último selo, tem `wall` `{ $wall }`, que não é uma hora que um serviço escreva
problem-wrong-board = o selo da linha { $line } é da chave que a lista dá a `{ $signer }`, mas o cabeçalho do registro nomeia o tabuleiro `{ $board }` (um registro renomeado, ou uma chave copiada para outro tabuleiro)
problem-cut = o registro não chega ao final esperado (sha256 { $hash }): nenhuma linha, nem nenhum comprimento do arquivo até o fim de uma linha, tem esse resumo (cortado, ou outro registro)

# Por que o `verify` falha (journal::why_words, what_words): o que o problema traz de mais fundo.
why-not-journal-line = não é uma linha de registro ({ $why })
why-no-complete-line = o arquivo não tem nenhuma linha completa ({ $bytes } bytes sem quebra de linha)
why-other-record = é uma linha `{ $name }`
why-other-format = formato `{ $format }`, não `{ $expected }`
why-newer-version = a versão { $version } do formato de registro é mais nova do que a que este jadoube lê ({ $reads })
why-not-daemon-settings = as suas configurações não são as de um serviço: { $why }
why-header-start = o cabeçalho deve ter `seq` 0 e um `prev` zerado
why-another-hash = a linha { $line } registra outro resumo para ela
why-seq-does-not-follow = `seq` { $seq } não segue { $prev }
why-not-sealed-by = as linhas anteriores não são as que a chave { $key } selou (reescritas e com os resumos recalculados?), ou o selo não é dessa chave
why-not-produced = linha { $line }: a reprodução não produz o `{ $kind }` registrado
why-differs = linha { $line }: foi registrado { $recorded }, a reprodução dá { $produced }
why-unreadable = linha { $line }: { $why }
what-not-journal-line = uma linha que não é uma linha de registro
what-event = um evento `{ $kind }`
what-record = uma linha `{ $name }`
what-bom = a linha 1 começa com uma marca de ordem de bytes (BOM)
what-crlf = { $count } das suas { $lines } linhas terminam em CR LF (fins de linha do Windows), a partir da linha { $from }

# lang6 (issue 31): erros do sistema por tipo ou número (cli/error_words::os),
# chaves (journal::key_why_words), arquivos e relatórios da sala, quem registrou um resultado.
io-read-page-certificate = não é possível ler o certificado da página { $path }
io-read-page-key = não é possível ler a chave da página { $path }
io-read-key-list = não é possível ler a lista de chaves { $path }
io-read-key = não é possível ler a chave { $path }
io-kind-connection-refused = conexão recusada
io-kind-connection-reset = o outro lado cortou a conexão
io-kind-host-unreachable = não é possível alcançar o computador
io-kind-network-unreachable = não é possível alcançar a rede
io-kind-connection-aborted = conexão interrompida
io-kind-not-connected = sem conexão
io-kind-address-in-use = o endereço já está em uso
io-kind-address-not-available = o endereço não existe nesta máquina
io-kind-network-down = a rede não funciona
io-kind-broken-pipe = a outra ponta foi fechada (canal quebrado)
io-kind-would-block = a operação teria que esperar
io-kind-stale-handle = referência vencida a um arquivo de rede
io-kind-invalid-input = argumento inválido
io-kind-write-zero = nada pôde ser gravado
io-kind-not-seekable = não é possível mudar a posição no arquivo
io-kind-quota-exceeded = cota de disco esgotada
io-kind-file-too-large = arquivo grande demais
io-kind-resource-busy = dispositivo ou recurso ocupado
io-kind-executable-busy = o arquivo é um programa em execução
io-kind-deadlock = a operação ficaria bloqueada para sempre
io-kind-crosses-devices = o link passaria de um sistema de arquivos para outro
io-kind-too-many-links = links demais
io-kind-invalid-filename = nome de arquivo inválido
io-kind-argument-list-too-long = lista de argumentos longa demais
io-kind-unsupported = não suportado neste sistema
io-kind-out-of-memory = sem memória
io-kind-no-device = o dispositivo não existe (desconectado ou não ativado)
io-kind-input-output = erro de entrada/saída (o dispositivo ou o cartão)
io-kind-too-many-open-files = arquivos abertos demais
io-kind-not-a-terminal = o dispositivo não aceita este pedido
io-kind-bad-descriptor = descritor de arquivo inválido
io-kind-filesystem-loop = níveis demais de links simbólicos
io-kind-name-too-long = nome de arquivo longo demais
io-kind-protocol = erro de protocolo
io-kind-unnamed = erro do sistema { $code } (tipo `{ $kind }`)
io-kind-code = erro do sistema { $code }
io-kind-other = um erro do sistema
io-refused-not-regular = { $path } é { $what ->
    [fifo] uma FIFO (canal nomeado)
    [socket] um socket
    [device] um dispositivo
    [directory] um diretório
    [link] um link simbólico
   *[other] outra coisa
}, não um arquivo comum: recusado (jadoube só lê e grava arquivos comuns; examine-o e depois apague-o)
io-refused-too-long = { $path } tem mais de { $max } bytes: recusado
key-why-not-hex = não é uma chave pública (64 dígitos hexadecimais em minúsculas; foram dados { $chars } caracteres)
key-why-not-ed25519 = 64 dígitos hexadecimais, mas não é uma chave pública Ed25519 (uma chave privada dada por engano? dê board-key.pub, ou o que `jadoube key show` escreve)
key-why-secret-key = esta é a chave privada de um tabuleiro ({ $secret }), não uma lista de chaves públicas: dê { $public }, ou a linha que `jadoube key show` escreve; uma chave privada não deve sair do tabuleiro
key-why-not-name-pubkey = esperava-se `NOME CHAVE` (o nome de um tabuleiro e depois a sua chave como `jadoube key show` a escreve)
key-why-same-key = a chave de `{ $name }` é também a chave de `{ $other }`
key-why-empty = não contém nenhuma chave (linhas `NOME CHAVE`)
key-why-at-line = linha { $line }: { $why }
key-why-not-key = --key: { $why }, nem um arquivo
verify-by-hall-receipt = o recibo da sala para estes bytes (sha256 { $hash })
verify-by-receipt = o recibo da sala { $path } (sha256 { $hash })
hall-collect-cut-off = o registro termina antes do último selo que a sala viu ao vivo (seq { $seq }, sha256 { $hash }): cortado, recusado
hall-collect-holds = a sala o guarda: { $ok ->
    [yes] verificado
   *[no] NÃO verificado
}
hall-collect-not-stored = a sala não conseguiu guardá-lo: { $why }
io-not-utf8 = { $path }: não é texto UTF-8
hall-cannot-listen = não é possível escutar em { $addr }: { $why }
fen-not-fen = `{ $fen }` não é um FEN: { $part ->
    [board] a colocação das peças não é válida
    [pockets] as peças de reserva não são válidas
    [turn] a vez de jogar não é válida
    [castling] os direitos de roque não são válidos
    [ep] a casa de captura en passant não é válida
    [checks] os xeques restantes não são válidos
    [halfmoves] o contador de meios lances não é válido
    [fullmoves] o número do lance não é válido
   *[other] { $why }
}
fen-not-playable = `{ $fen }` não é uma posição a partir da qual se possa jogar: { $why }
unwinnable-unreachable = nota: nenhuma partida legal chega a esta posição ({ $why }); a resposta é para o tabuleiro como ele está
key-not-public-of = { $path }: não é a chave pública de { $secret }
hall-user-name-length = `{ $name }`: um nome tem de 1 a 32 caracteres
hall-user-name-chars = `{ $name }`: um nome é feito de letras ASCII, algarismos, `-`, `_` e `.`
hall-user-password-short = uma senha tem pelo menos { $min } caracteres
hall-user-set = { $added ->
    [yes] conta adicionada
   *[no] conta alterada
}: { $name } (`{ $role }`) em { $path }
hall-user-removed = conta removida: { $name }
hall-user-none = nenhuma conta { $name } em { $path }
hall-user-no-password = nenhuma senha na entrada padrão
hall-user-prompt = Senha de { $name }:
hall-user-again = De novo:
hall-user-differ = as duas senhas são diferentes
clip-more = … (mais { $chars } caracteres)
io-read-broker-ca = não é possível ler o certificado da CA { $path }
io-read-client-certificate = não é possível ler o certificado de cliente { $path }
io-read-client-key = não é possível ler a chave de cliente { $path }
io-read-broker-password = não é possível ler o arquivo de senha MQTT { $path }
round-by-sim = a simulação

# trflang
trf-at-line = linha { $line }: { $problem }
trf-short-player = uma linha de jogador (001) mais curta que seus pontos (coluna 84)
trf-field = as colunas { $from }-{ $to } deveriam conter { $what }, não { $found }
trf-what-points-example = pontos como { $example }
trf-what-rank = um número inicial
trf-what-rating = uma pontuação Elo
trf-what-fide-id = um número FIDE
trf-what-points = pontos
trf-what-opponent = o número inicial de um adversário
trf-what-colour = uma cor (w, b ou -)
trf-what-result = um código de resultado (1 = 0 + - W D L H F U Z)
trf-rank-twice = o número inicial { $rank } aparece duas vezes (a primeira na linha { $first })
trf-unknown-opponent = rodada { $round }: o adversário { $opponent } não é um jogador do arquivo
trf-own-opponent = rodada { $round }: o jogador { $player } joga contra si mesmo
trf-asymmetric = rodada { $round }: o jogador { $player } enfrenta { $opponent } { $colour }, mas a linha { $other } não tem { $opponent } contra { $player } com a outra cor
trf-no-colour = rodada { $round }: a partida { $player }-{ $opponent } não tem cor (coluna { $column })
trf-no-players = o arquivo não tem jogadores (nenhuma linha começa com 001)
trf-no-open-round = nenhuma rodada a jogar: nenhuma rodada do arquivo tem uma partida emparceirada sem resultado; indique a rodada ou dê a lista de pares do programa de emparceiramento
trf-empty-round = a rodada { $round } não tem nenhuma partida no arquivo
trf-list = a lista de pares: { $why }
trf-results = os resultados: { $why }
trf-list-empty = vazia: sem número de pares
trf-list-count = a primeira linha deveria ser o número de pares, não { $found }
trf-list-two-ranks = dois números iniciais por linha, não { $found }
trf-list-not-rank = { $found } não é um número inicial
trf-list-not-player = { $rank } não é um jogador do arquivo
trf-list-twice = { $rank } está emparceirado duas vezes (a primeira na linha { $first })
trf-list-bye-first = uma folga se escreve `número 0`
trf-list-count-differs = diz { $said } pares, a lista tem { $has }
trf-results-no-rank = tabuleiro { $board }: { $name } não tem número inicial (um emparceiramento que não foi lido de um TRF)
trf-results-not-player = tabuleiro { $board }: { $rank } não é um jogador do arquivo
trf-colour-white = de brancas
trf-colour-black = de pretas
trf-colour-none = sem cor

## CSV and hall settings (lang7)
csv-at-line = linha { $line }: { $problem }
csv-empty = vazio: nenhuma partida
csv-quote-open = umas aspas não se fecham
csv-no-column = o cabeçalho não tem a coluna `{ $column }` (são necessárias `board`, `white` e `black`): `{ $header }`
csv-not-number = { $what } { $found } não é um número
csv-what-board = o tabuleiro
csv-what-name = o nome
csv-what-white-id = o código FIDE das brancas
csv-what-black-id = o código FIDE das pretas
csv-what-white-rating = a pontuação Elo das brancas
csv-what-black-rating = a pontuação Elo das pretas
csv-board-out-of-range = não é um número de tabuleiro (de 1 a 9999): { $found }
csv-no-board = falta o número do tabuleiro
csv-no-name = tabuleiro { $board }: falta o nome { $side ->
    [black] das pretas
   *[white] das brancas
}
csv-not-name = tabuleiro { $board }: o nome { $side ->
    [black] das pretas
   *[white] das brancas
} não é um nome (caracteres de controle ou mais de 100 caracteres)
csv-twice = o tabuleiro { $board } aparece duas vezes ({ $white } - { $black } antes)
csv-no-game = nenhuma partida
csv-not-rating = { $rating } não é uma pontuação Elo
round-csv-no-round = { $path }: um CSV não indica a rodada: indique-a com --round
round-list-no-round = { $path }: com --list, indique a rodada com --round
hall-rt-pasted = texto colado
round-hall-csv-no-round = { $path }: um CSV não indica a rodada: indique a rodada
round-hall-list-no-round = { $path }: com uma lista de pares, indique a rodada
round-hall-json = { $path }: não é o JSON de uma rodada: { $why }
round-boards-line = arquivo de tabuleiros, linha { $line }: { $why }
round-boards-form = deveria ser `BOARD NAME` (o número do tabuleiro no emparelhamento, o nome do tabuleiro na sala)
round-boards-not-number = { $found } não é um número de tabuleiro
round-boards-name = o nome `{ $name }` { $why ->
    [empty] não pode ser vazio
    [long] é longo demais (no máximo 64 caracteres)
    [dot] não pode começar com `.`
   *[letters] deve ter apenas letras ASCII, algarismos, `-`, `_` ou `.`
}
round-boards-twice = o tabuleiro { $board } aparece duas vezes
setup-no-certificate = { $path }: nenhum certificado PEM{ $file ->
    [ca] {" "}no certificado da CA
    [client] {" "}no certificado de cliente
   *[page] {""}
}
setup-no-key = { $path }: nenhuma chave privada PEM
setup-refused = { $path }: { $why }
setup-tls = TLS: { $why }
setup-random = sem números aleatórios: { $why }
setup-salt = não é possível gerar o sal: { $why }
setup-hash = não é possível calcular o resumo da senha: { $why }
setup-certificate-names = um certificado para { $names }: { $why }
setup-make-key = não é possível gerar uma chave: { $why }
setup-make-certificate = não é possível gerar um certificado: { $why }
setup-users-line = { $path }, linha { $line }: { $why }
setup-users-not-three = não é `NAME ROLE HASH` (nome, função, resumo da senha)
setup-users-name-length = `{ $name }`: um nome tem de 1 a 32 caracteres
setup-users-name-chars = `{ $name }`: um nome tem apenas letras ASCII, algarismos, `-`, `_` e `.`
setup-users-role = a função é `chief`, `deputy` ou `viewer`
setup-users-not-phc = não é um resumo de senha PHC válido (escreva-o com `jadoube-hall user add`)
setup-password-short = uma senha tem pelo menos { $min } caracteres
setup-rustls-key-mismatch = a chave privada não é a do certificado
setup-rustls-key-unknown = não é possível saber se a chave privada é a do certificado
setup-rustls-key-kind = uma chave privada de um tipo que não pode ser usado (servem `RSA`, `ECDSA` ou `Ed25519`)
setup-rustls-bad-encoding = o certificado não está bem codificado (DER)
setup-rustls-expired = o certificado expirou
setup-rustls-not-valid-yet = o certificado ainda não é válido
setup-rustls-bad-signature = a assinatura do certificado não está correta
setup-rustls-unsupported-signature = o certificado está assinado com um algoritmo que não pode ser verificado
setup-rustls-other = a biblioteca TLS o recusa: { $why }
## Board-side errors (lang8): --screens, the board's key files, the journal a restart finds, run --sim-wall, calibrate
screens-not-a-directory = --screens { $path }: não é um diretório
screens-unreadable = --screens { $path }: { $why }
screens-not-empty = --screens { $path }: o diretório não está vazio ({ $count ->
    [1] uma entrada
   *[other] { $count } entradas
}): indique um novo ou vazio, para que as imagens sejam todas desta execução
board-key-cannot-read = não é possível ler a chave do tabuleiro { $path }: { $why }
board-key-cannot-make = não é possível criar a chave do tabuleiro { $path }: { $why }
board-key-cannot-write = não é possível gravar a chave do tabuleiro { $path }: { $why }
board-key-not-a-key = { $path }: não é uma chave de tabuleiro do jadoube (uma linha de 64 dígitos hexadecimais); tire-a do lugar e execute `jadoube key init`
board-key-exists = { $path }: este tabuleiro já tem chave (`jadoube key show`); uma nova não confere com a lista de tabuleiros do organizador: se for preciso substituí-la, tire antes a antiga do lugar
board-key-readable = { $path }: outros podem ler a chave privada do tabuleiro (modo { $mode }): recusada, quem a leu pode selar registros como este tabuleiro; corrija com `sudo chmod 600 { $path }` (e se alguém pode ter lido a chave, crie uma nova: `docs/journal.md`, seção `The board's key`)
board-key-none = { $path }: o tabuleiro não tem chave, e o daemon não cria uma por conta própria (uma chave nova não está na lista do organizador: os registros que ela selasse não passariam em `verify --keys`); se este é o primeiro início do tabuleiro, execute `sudo jadoube key init --name TABULEIRO` (depois entregue `jadoube key show` ao organizador) ou inicie uma vez com `jadoube run --first-boot`; se o tabuleiro tinha chave, alguém a removeu: avise o árbitro principal
recover-not-a-file-name = { $path }: não é um nome de arquivo de registro
recover-no-header = { $path }: a primeira linha não é o cabeçalho de um registro; tire o arquivo do lugar para começar uma partida nova
recover-newer = { $path }: a versão { $version } do formato de registro é mais nova do que a que este jadoube lê ({ $reads })
recover-other-source = { $path }: gravado a partir de `{ $recorded }`, não de `{ $given }`; apague-o ou use outro diretório de estado
recover-note-header-torn = { $path }: só um cabeçalho incompleto ({ $bytes } bytes): movido para { $aside }, partida nova
recover-note-other-source = { $path }: gravado a partir de `{ $recorded }`, segue com `{ $given }`
recover-note-settings-kept = { $path }: a partida mantém as configurações com que começou (regras { $rules }, início { $start })
recover-note-line-skipped = { $path }: a linha { $line } não pode ser lida, ignorada: { $why }
recover-note-mismatch = { $path }: a reprodução não confere com o registro: { $why }
recover-note-torn = { $path }: a última linha estava incompleta ({ $bytes } bytes na posição { $offset }): cortada
run-sim-wall-bad = --sim-wall: `{ $value }` não é uma hora UTC como 2026-05-02T09:00:00Z
calibrate-not-analog = calibrate é para sensores analógicos (sensor.kind = "mcp3008"); este tabuleiro tem { $kind }
replay-no-header-line = nenhuma linha de cabeçalho
replay-tail-note = { $name }: nota: { $why } (`jadoube verify` o reprova)
io-open-state-dir = não é possível abrir o diretório de estado { $path }
io-read-journal = não é possível ler o registro { $path }
io-remove-empty = não é possível apagar o arquivo vazio { $path }
io-move-aside = não é possível tirar do lugar { $path }
io-create-journal = não é possível criar o registro { $path }
io-append-journal = não é possível acrescentar ao registro { $path }
io-write-journal = não é possível gravar o registro { $path }
config-why-not-regular = a configuração é { $what ->
    [fifo] uma FIFO (canal nomeado)
    [socket] um socket
   *[device] um dispositivo
}, não um arquivo comum: recusada

## Hardware errors (hwlang)
hw-cannot-open = não é possível abrir o hardware: { $why }
hw-calibration-missing = calibração { $path }: não existe: `identity = true` precisa de uma calibração (execute `jadoube calibrate`)
bus-cannot-open-spi = não é possível abrir { $device }: { $why } (o SPI está ativado em config.txt e o usuário no grupo spi?)
bus-cannot-open = não é possível abrir { $device }: { $why }
bus-no-spi-bus = não há barramento SPI { $bus }
bus-no-chip-select = essa seleção de dispositivo SPI não existe
bus-no-spi-mode = não há modo SPI { $mode }
bus-cannot-list-lines = não é possível listar as linhas GPIO: { $why } (o usuário está no grupo gpio?)
bus-no-gpio-chips = nenhum controlador GPIO disponível
bus-name-or = { $first } ou { $next }
bus-line-not-found = nenhuma linha GPIO se chama { $tried }: veja `gpioinfo`; o usuário está no grupo gpio?
bus-line-not-found-pi = nenhuma linha GPIO se chama { $tried } (os nomes que os núcleos do Pi dão a { $spec }): veja `gpioinfo`; o usuário está no grupo gpio?
bus-other-chip = a linha { $line } está em { $chip } e as outras em { $first }: um pedido precisa de um só controlador GPIO
bus-listed-twice = a linha { $line } aparece duas vezes
bus-no-lines = nenhuma linha
bus-no-line = não há linha { $index }
bus-cannot-request = não é possível pedir as linhas em { $chip }: { $why }
hw-calibration = calibração { $path }: { $why }
calibration-cannot-read = não é possível ler: { $why }
calibration-version = a versão { $version } não é conhecida (este programa lê a versão 1)
calibration-piece = piece[{ $index }]: `{ $piece }` não é uma letra de peça FEN
calibration-baselines = { $found } valores de base para uma fiação de { $positions } posições: calibre de novo
calibration-identity = as peças não se distinguem ({ $problems }): defina `identity = false` ou use ímãs diferentes

## Hardware at work (lang9): a running bus, the sensors' faults, the tools
bus-mapping = `{ $key }`: { $why }
bus-no-table = falta a tabela `[sensor.{ $kind }]` (execute `jadoube check-config`)
bus-no-press-line = nenhuma linha de aperto configurada (execute `jadoube check-config`)
bus-spi-failed = a transferência SPI falhou: { $why }
bus-i2c-failed = a operação I2C falhou: { $why }
bus-gpio-failed = a operação nas linhas GPIO falhou: { $why }
bus-short-transfer = transferência incompleta: { $done } de { $of } bytes
bus-short-write = escrita incompleta: { $done } de { $of } bytes
bus-chip-gone = { $why }: o controlador GPIO desapareceu (as linhas são pedidas de novo)
bus-chip-not-back = o controlador GPIO de { $lines } desapareceu ({ $gone }) e não voltou: { $why }
bus-dgt-not-connected = o tabuleiro não está conectado: não é possível acender os LEDs dele
bus-no-reader-thread = não é possível iniciar a linha de execução de leitura: { $why }
bus-no-lines-thread = não é possível iniciar a linha de execução dele: { $why }
bus-nothing-recorded = nada gravado para este barramento
bus-recording-exhausted = a gravação se esgotou
bus-too-many-lines-recorded = mais de 64 linhas gravadas
bus-recorded-length = { $recorded } bytes gravados, a leitura pede { $wants }
fault-hw-read = erro de leitura em { $bus }: { $why }
fault-hw-all-ones = { $bus } lê tudo em nível alto: desligado ou sem alimentação?
fault-hw-all-zeros = { $bus } lê tudo em nível baixo: desligado ou sem alimentação?
fault-hw-bus = { $bus }: { $detail }
fault-hw-square = casa { $square } ({ $bus }): { $detail }
fault-hw-lost-config = perdeu sua configuração ({ $registers }): reinício ou queda de tensão? Configurando de novo
fault-hw-no-answer = sem resposta em CH{ $channel } (bit nulo alto, lido { $read }): MISO desligado?
fault-hw-broken-chain = depois de { $chips } circuitos se lê { $got }, não o nível ao qual SER está ligado ({ $tail }): uma ligação rompida entre circuitos, ou não são { $chips } circuitos
fault-hw-rail = lê { $value }, no limite { $rail ->
        [upper] superior
       *[lower] inferior
    }: um sensor com defeito ou em curto-circuito
fault-hw-polarity = lê { $value } ({ $delta }): nenhuma peça calibrada tem esta polaridade
tool-recording = { $path }: { $why }
tool-mapping = `sensor.mapping.{ $key }`: { $why }
tool-abandoned = calibração abandonada
recording-line = linha { $line }: { $why }: `{ $text }`
recording-edge-shape = esperava-se `edge ROLE LINE rise|fall SECONDS`
recording-line-index = o índice da linha não é um número
recording-rise-or-fall = esperava-se `rise` ou `fall`
recording-not-seconds = `{ $value }` não é um número de segundos
recording-decimals = `{ $value }`: mais de seis casas decimais (microssegundos)
recording-too-large = `{ $value }` é grande demais
recording-hex = esperavam-se bytes em hexadecimal, ou `! message`
recording-no-bytes = nenhum byte
error-join = { $first }: { $next }
# lang10: a conexão de um tabuleiro DGT; o que `diag` e `calibrate` mostram
# do hardware.
dgt-link-no-clone = { $port }: não é possível duplicar a porta: { $why }
dgt-link-no-write = { $port }: não é possível escrever no tabuleiro
dgt-link-closed = { $port }: a porta foi fechada (desconectado?)
dgt-link-read-failed = { $port }: { $why } (desconectado?)
dgt-link-no-position = { $port }: o tabuleiro não envia sua posição
dgt-link-no-answer = { $port }: o tabuleiro não responde
dgt-link-stopped = parado
dgt-link-not-yet = nenhum tabuleiro DGT enviou sua posição ainda
dgt-no-device = dgt (sem dispositivo)
hwv-wiring-shift = 74HC165 ×{ $chips } em { $spi }, carga por { $load }
hwv-wiring-analog = MCP3008 ×{ $adcs } em { $names }, limiares { $on }/{ $off }
hwv-wiring-identity = identificação das peças
hwv-wiring-mcp23017 = MCP23017 ×{ $count } em { $i2c }, endereços { $addresses }
hwv-wiring-matrix = matriz de { $rows } linhas × { $columns } colunas em GPIO, estabilização de { $settle } µs
hwv-dgt-board = tabuleiro DGT
hwv-serial = nº de série { $serial }
hwv-serial-unknown = nº de série desconhecido
hwv-version = versão { $version }
hwv-version-unknown = versão desconhecida
hwv-not-found-yet = (ainda não encontrado)
hwv-no-port-open = (nenhuma porta aberta)
hwv-on = em { $device }
hwv-dgt-clock = relógio { $name } versão { $version }
hwv-dgt-clock-version = { $name } versão { $version }
hwv-line-board = tabuleiro dgt: { $serial }, { $version }, { $on }
hwv-line-clock = relógio dgt: { $what }
hwv-clock-seen = visto (não informou sua versão)
hwv-clock-none = nenhum conectado, segundo o tabuleiro
hwv-clock-not-seen = não visto
hwv-lever-not-seen = não vista
hwv-line-lever = alavanca dgt: { $lever }; { $presses }
hwv-lever-down = lado { $side ->
    [left] esquerdo
   *[right] direito
} abaixado (em { $time })
hwv-presses-not-read = não lida como toques (`press = "gpio"`)
hwv-presses-none = nenhum toque ainda
hwv-presses-last = último toque: { $side ->
    [white] brancas
   *[black] pretas
}, informado em { $time }
hwv-line-link = conexão dgt: conexões { $connects }, perdidas { $lost }; mensagens { $messages }, bytes { $bytes }; cópias do tabuleiro { $dumps } (com atualizações perdidas { $corrected }); ressincronizações { $resyncs }, ilegíveis { $garbled }
diag-event-press = { $side ->
    [white] toque das brancas
    [black] toque das pretas
   *[none] toque
} em { $time }
diag-event-ack = confirmação do árbitro em { $time }
diag-event-adjust = ajusto das { $side ->
    [white] brancas
   *[black] pretas
} em { $time }
diag-event-flag = bandeira das { $side ->
    [white] brancas
   *[black] pretas
} caída em { $time }
diag-event-result = resultado { $result } em { $time }
diag-led-pattern = { $pattern ->
    [off] apagado
    [ready] pronto
    [illegal] ilegal, aguardando o restabelecimento
   *[sensor-fault] falha de sensor
}
diag-lighting = acendendo { $square }
diag-gpio-line = { $spec } linha { $offset }
diag-gpio-line-found-as = { $spec } (encontrada como "{ $name }") linha { $offset }
diag-gpio-line-of = { $line } de { $chip }
diag-gpio-role-on = gpio { $role } em { $chip }: { $found }
diag-gpio-role = gpio { $role }: { $found }
diag-clock-label = { $label ->
    [press] botão
    [white] brancas
    [black] pretas
    [ack] confirmação
    [adjust-white] ajusto brancas
    [adjust-black] ajusto pretas
    [flag-white] bandeira brancas
    [flag-black] bandeira pretas
   *[other] { $raw }
}
