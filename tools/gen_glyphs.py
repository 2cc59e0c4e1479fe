#!/usr/bin/env python3
"""Generate src/display/glyphs_data.rs from DejaVu Sans.

Reads the TrueType outlines of the text characters and of the chess symbols
(U+2654..U+265F) from Debian's fonts-dejavu-core and writes them as compact
Rust arrays of path commands, in font units. The screen rasterises them at
run time at any size (src/display/glyphs.rs), so one table serves a 320x240
SPI panel and a 1920x1080 HDMI screen alike. Nothing is downloaded at build
time: the generated file is committed, this script only has to be run again
to change the character set.

    apt-get install -y fonts-dejavu-core
    python3 tools/gen_glyphs.py            # writes src/display/glyphs_data.rs

Standard library only: a minimal reader for the TrueType tables needed
(head, hhea, hmtx, maxp, cmap format 4, loca, glyf with composites).
DejaVu fonts are under the Bitstream Vera / DejaVu licence (public domain
changes), see src/display/DEJAVU-LICENSE.
"""

import os
import struct
import subprocess
import sys

FONT_DIR = os.environ.get("DEJAVU_DIR", "/usr/share/fonts/truetype/dejavu")
OUT = os.path.join(os.path.dirname(__file__), "..", "src", "display", "glyphs_data.rs")

# Text characters: printable ASCII, Latin-1 (the accented letters of the
# catalogues' languages: es, pt, fr, de), a few more of French and German
# typography, and the symbols used on the screen. src/i18n tests that every
# character of the catalogues is here.
TEXT_CHARS = (
    [chr(c) for c in range(0x20, 0x7F)]
    + [chr(c) for c in range(0xA1, 0x100) if c != 0xAD]
    + list("ŒœŸ‘’‚“”„€→←↔–—×✓…•")
)
# White king .. white pawn, black king .. black pawn.
CHESS_CHARS = [chr(c) for c in range(0x2654, 0x2660)]


class Font:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = f.read()
        num_tables = struct.unpack(">H", self.data[4:6])[0]
        self.tables = {}
        for i in range(num_tables):
            tag, _check, off, length = struct.unpack(">4sIII", self.data[12 + 16 * i: 28 + 16 * i])
            self.tables[tag.decode("latin-1")] = (off, length)
        head = self.table("head")
        self.units_per_em = struct.unpack(">H", head[18:20])[0]
        self.index_to_loc = struct.unpack(">h", head[50:52])[0]
        hhea = self.table("hhea")
        self.ascent, self.descent = struct.unpack(">hh", hhea[4:8])
        self.num_hmetrics = struct.unpack(">H", hhea[34:36])[0]
        self.num_glyphs = struct.unpack(">H", self.table("maxp")[4:6])[0]
        self.cmap = self.read_cmap()

    def table(self, tag):
        off, length = self.tables[tag]
        return self.data[off: off + length]

    def read_cmap(self):
        cmap = self.table("cmap")
        n = struct.unpack(">H", cmap[2:4])[0]
        sub = None
        for i in range(n):
            pid, eid, off = struct.unpack(">HHI", cmap[4 + 8 * i: 12 + 8 * i])
            if pid == 3 and eid == 1:
                sub = off
        if sub is None:
            sys.exit("no Unicode BMP cmap")
        t = cmap[sub:]
        fmt = struct.unpack(">H", t[0:2])[0]
        if fmt != 4:
            sys.exit(f"cmap format {fmt} not supported")
        segx2 = struct.unpack(">H", t[6:8])[0]
        seg = segx2 // 2
        ends = struct.unpack(f">{seg}H", t[14: 14 + segx2])
        starts = struct.unpack(f">{seg}H", t[16 + segx2: 16 + 2 * segx2])
        deltas = struct.unpack(f">{seg}h", t[16 + 2 * segx2: 16 + 3 * segx2])
        ro_pos = 16 + 3 * segx2
        ranges = struct.unpack(f">{seg}H", t[ro_pos: ro_pos + segx2])
        out = {}
        for i in range(seg):
            for c in range(starts[i], ends[i] + 1):
                if c == 0xFFFF:
                    continue
                if ranges[i] == 0:
                    g = (c + deltas[i]) & 0xFFFF
                else:
                    pos = ro_pos + 2 * i + ranges[i] + 2 * (c - starts[i])
                    g = struct.unpack(">H", t[pos: pos + 2])[0]
                    if g:
                        g = (g + deltas[i]) & 0xFFFF
                if g:
                    out[c] = g
        return out

    def advance(self, gid):
        hmtx = self.table("hmtx")
        i = min(gid, self.num_hmetrics - 1)
        return struct.unpack(">H", hmtx[4 * i: 4 * i + 2])[0]

    def glyph_range(self, gid):
        loca = self.table("loca")
        if self.index_to_loc == 0:
            a, b = struct.unpack(">HH", loca[2 * gid: 2 * gid + 4])
            return 2 * a, 2 * b
        return struct.unpack(">II", loca[4 * gid: 4 * gid + 8])

    def contours(self, gid):
        """Contours as lists of (x, y, on_curve)."""
        a, b = self.glyph_range(gid)
        if a == b:
            return []
        g = self.table("glyf")[a:b]
        n = struct.unpack(">h", g[0:2])[0]
        if n < 0:
            return self.composite(g)
        ends = struct.unpack(f">{n}H", g[10: 10 + 2 * n])
        npts = ends[-1] + 1 if n else 0
        ilen = struct.unpack(">H", g[10 + 2 * n: 12 + 2 * n])[0]
        p = 12 + 2 * n + ilen
        flags = []
        while len(flags) < npts:
            f = g[p]
            p += 1
            flags.append(f)
            if f & 8:
                r = g[p]
                p += 1
                flags.extend([f] * r)
        xs, ys = [], []
        for coords, short, same in ((xs, 2, 16), (ys, 4, 32)):
            v = 0
            for f in flags:
                if f & short:
                    d = g[p]
                    p += 1
                    v += d if f & same else -d
                elif not f & same:
                    v += struct.unpack(">h", g[p: p + 2])[0]
                    p += 2
                coords.append(v)
        out, start = [], 0
        for e in ends:
            out.append([(xs[i], ys[i], bool(flags[i] & 1)) for i in range(start, e + 1)])
            start = e + 1
        return out

    def composite(self, g):
        out = []
        p = 10
        while True:
            flags, gid = struct.unpack(">HH", g[p: p + 4])
            p += 4
            if flags & 1:
                dx, dy = struct.unpack(">hh", g[p: p + 4])
                p += 4
            else:
                dx, dy = struct.unpack(">bb", g[p: p + 2])
                p += 2
            if not flags & 2:
                sys.exit("composite glyph with point matching not supported")
            if flags & (8 | 0x40 | 0x80):
                sys.exit("scaled composite glyph not supported")
            for c in self.contours(gid):
                out.append([(x + dx, y + dy, on) for (x, y, on) in c])
            if not flags & 0x20:
                return out


def path_commands(contours):
    """TrueType contours to M/L/Q commands: 0 x y, 1 x y, 2 cx cy x y."""
    cmds = []
    for c in contours:
        if not c:
            continue
        pts = list(c)
        # Start at an on-curve point (or the midpoint of two off-curve ones).
        k = next((i for i, p in enumerate(pts) if p[2]), None)
        if k is None:
            a, b = pts[0], pts[1]
            pts.insert(1, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, True))
            k = 1
        pts = pts[k:] + pts[:k]
        start = pts[0]
        cmds.append((0, start[0], start[1]))
        ctrl = None
        for p in pts[1:] + [start]:
            if p[2]:
                if ctrl is None:
                    cmds.append((1, p[0], p[1]))
                else:
                    cmds.append((2, ctrl[0], ctrl[1], p[0], p[1]))
                ctrl = None
            else:
                if ctrl is not None:
                    mid = ((ctrl[0] + p[0]) / 2, (ctrl[1] + p[1]) / 2)
                    cmds.append((2, ctrl[0], ctrl[1], mid[0], mid[1]))
                ctrl = p
    return cmds


def flatten(cmds):
    """Closed polygons approximating the commands (for containment tests)."""
    polys, cur, last = [], None, None
    for c in cmds:
        if c[0] == 0:
            cur = [(c[1], c[2])]
            polys.append(cur)
        elif c[0] == 1:
            cur.append((c[1], c[2]))
        else:
            (x0, y0), (cx, cy, x1, y1) = last, c[1:]
            for i in range(1, 9):
                t = i / 8
                cur.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                            (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
        last = (c[-2], c[-1])
    return polys


def inside(pt, poly):
    x, y = pt
    res = False
    for i in range(len(poly)):
        (x0, y0), (x1, y1) = poly[i], poly[i - 1]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            res = not res
    return res


def outer_only(contours):
    """The contours not enclosed by another one: the silhouette of a piece."""
    cmds = [path_commands([c]) for c in contours]
    polys = [flatten(c)[0] for c in cmds]
    keep = []
    for i, poly in enumerate(polys):
        if not any(j != i and inside(poly[0], polys[j]) for j in range(len(polys))):
            keep.extend(cmds[i])
    return keep


def encode(cmds):
    flat = []
    for c in cmds:
        flat.append(c[0])
        flat.extend(int(round(v)) for v in c[1:])
    return flat


def bbox(cmds):
    pts = []
    for c in cmds:
        coords = c[1:]
        pts.extend(zip(coords[0::2], coords[1::2]))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (int(min(xs)), int(min(ys)), int(max(xs)), int(max(ys)))


def rust_array(name, values):
    lines = []
    for i in range(0, len(values), 16):
        lines.append("    " + ", ".join(str(v) for v in values[i: i + 16]) + ",")
    return f"static {name}: &[i16] = &[\n" + "\n".join(lines) + "\n];\n"


def face_source(name, font, chars):
    out = []
    entries = []
    data = []
    for ch in chars:
        gid = font.cmap.get(ord(ch))
        if gid is None:
            print(f"warning: {name} lacks U+{ord(ch):04X}", file=sys.stderr)
            continue
        cmds = encode(path_commands(font.contours(gid)))
        entries.append((ch, font.advance(gid), len(data), len(cmds)))
        data.extend(cmds)
    out.append(rust_array(f"{name}_PATHS", data))
    out.append(f"pub static {name}: Face = Face {{\n")
    out.append(f"    units_per_em: {font.units_per_em},\n    ascent: {font.ascent},\n    descent: {font.descent},\n")
    out.append(f"    paths: {name}_PATHS,\n    glyphs: &[\n")
    for ch, adv, start, length in entries:
        esc = ch.encode("unicode_escape").decode() if ch in "\\'" else ch
        if ch == "\\":
            esc = "\\\\"
        elif ch == "'":
            esc = "\\'"
        out.append(f"        GlyphEntry {{ ch: '{esc}', advance: {adv}, start: {start}, len: {length} }},\n")
    out.append("    ],\n};\n")
    return "".join(out)


def main():
    regular = Font(os.path.join(FONT_DIR, "DejaVuSans.ttf"))
    bold = Font(os.path.join(FONT_DIR, "DejaVuSans-Bold.ttf"))
    parts = [
        "// @generated by tools/gen_glyphs.py from DejaVu Sans (fonts-dejavu-core).\n"
        "// Do not edit: run `python3 tools/gen_glyphs.py` again. Licence: DEJAVU-LICENSE.\n"
        "// Path commands in font units: 0 x y = move, 1 x y = line, 2 cx cy x y = quadratic.\n\n"
        "use super::glyphs::{Face, GlyphEntry, PieceOutline};\n\n",
        face_source("SANS", regular, TEXT_CHARS),
        "\n",
        face_source("SANS_BOLD", bold, TEXT_CHARS),
        "\n",
    ]
    # Pieces: for each of K Q R B N P, the silhouette (outer contours of the
    # white symbol), the white symbol and the black symbol.
    pieces = []
    data = []
    for i, role in enumerate("KQRBNP"):
        white = regular.contours(regular.cmap[0x2654 + i])
        black = regular.contours(regular.cmap[0x265A + i])
        body = outer_only(white)
        w = encode(path_commands(white))
        b = encode(path_commands(black))
        s = encode(body)
        bb = bbox(path_commands(white) + path_commands(black))
        entry = []
        for arr in (s, w, b):
            entry.append((len(data), len(arr)))
            data.extend(arr)
        pieces.append((role, entry, bb))
    parts.append(rust_array("PIECE_PATHS", data))
    parts.append(f"pub static PIECES: [PieceOutline; 6] = [\n")
    for role, entry, bb in pieces:
        (s0, sl), (w0, wl), (b0, bl) = entry
        parts.append(
            f"    PieceOutline {{ role: '{role}', silhouette: (PIECE_PATHS, {s0}, {sl}), white: (PIECE_PATHS, {w0}, {wl}), "
            f"black: (PIECE_PATHS, {b0}, {bl}), bbox: ({bb[0]}, {bb[1]}, {bb[2]}, {bb[3]}) }},\n")
    parts.append("];\n")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("".join(parts))
    # Lay the file out as `cargo fmt` would, so that `cargo fmt --check` passes.
    try:
        subprocess.run(["rustfmt", "--edition", "2024", OUT], check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"warning: rustfmt failed ({e}); run `cargo fmt`", file=sys.stderr)
    print(f"wrote {os.path.normpath(OUT)}: {len(data)} piece values", file=sys.stderr)


if __name__ == "__main__":
    main()
