#!/usr/bin/env python3
"""Reads every game of a PGN file with python-chess's reader and fails on
anything it does not accept: an error it recorded (an illegal or ambiguous
move, a bad FEN), a move that is not legal.

    pgn_strict.py FILE      prints one line per game (its tags and moves
                            as JSON), exit status 1 on the first problem

tests/pgn_strict.rs runs it on every PGN jadoube writes.
"""

import json
import sys

import chess
import chess.pgn


def main(path):
    games = 0
    with open(path, encoding="utf-8") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            games += 1
            where = "game %d (%s)" % (games, game.headers.get("White", "?"))
            if game.errors:
                print("%s: %s" % (where, "; ".join(str(e) for e in game.errors)))
                return 1
            board = game.board()
            # A position that stood after an illegal move may be one the
            # rules never reach (a pawn left on the last rank, A.5.4): the
            # reader takes it and its moves; said in the output.
            valid = board.is_valid()
            sans = []
            clocks = []
            for node in game.mainline():
                if not board.is_legal(node.move):
                    print("%s: %s is not legal in %s" % (where, node.move, board.fen()))
                    return 1
                sans.append(board.san(node.move))
                board.push(node.move)
                clocks.append(node.clock())
            result = game.headers.get("Result", "")
            print(
                json.dumps(
                    {
                        "tags": dict(game.headers),
                        "moves": sans,
                        "clocks": clocks,
                        "fen": board.fen(),
                        "start_valid": valid,
                        "result": result,
                        "comments": [n.comment for n in game.mainline() if n.comment]
                        + ([game.comment] if game.comment else []),
                    }
                )
            )
    if games == 0:
        print("no game in %s" % path)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
