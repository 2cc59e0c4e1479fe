#!/usr/bin/env python3
"""Write packaging/debian/copyright: what the Debian package ships, and under
which licences, in Debian's machine-readable format (DEP-5,
https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/).

    python3 tools/gen-copyright.py            # writes packaging/debian/copyright
    python3 tools/gen-copyright.py --check    # exits 1 if a file is not current

and the same for the hall's package (`jadoube-hall`, crates/jadoube-hall):
packaging/debian/jadoube-hall.copyright, its program's dependency graph
(the library jadoube, whose code is jadoube's own, included).

The binary /usr/bin/jadoube is jadoube's own code (GPL-3.0-or-later), the
DejaVu glyph outlines generated into src/display/glyphs_data.rs (Bitstream
Vera licence), and every crate of the dependency graph that `cargo metadata`
resolves for the Linux targets the package is built for (normal dependencies,
not dev-dependencies). The list comes from Cargo.lock, so a dependency added,
removed or upgraded changes this file: `.ci/run` runs `--check`.

For each crate: its version, its licence (the SPDX expression of its
Cargo.toml, in DEP-5 words: MIT is "Expat", `A OR B` is "A or B"), and its
copyright notices, read from its licence files in cargo's registry cache (the
crate's `authors` when the files carry none). Procedural macros and the
crates only they use run in the compiler and are not linked; they are listed
too (their generated code is), and say so.

Each licence is given in full once, from packaging/licenses/NAME, or as a
reference to /usr/share/common-licenses for those Debian ships there. A licence
with neither is an error: add its text to packaging/licenses/ (and check that
deny.toml allows it: only licences compatible with GPL-3.0-or-later).
Standard library only.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
# Each package's program and its copyright file.
PACKAGES = {
    "jadoube": os.path.join(ROOT, "packaging", "debian", "copyright"),
    "jadoube-hall": os.path.join(ROOT, "packaging", "debian", "jadoube-hall.copyright"),
}
TEXTS = os.path.join(ROOT, "packaging", "licenses")
# The targets the package is built for (docs/operations.md).
TARGETS = [
    "aarch64-unknown-linux-gnu",
    "armv7-unknown-linux-gnueabihf",
    "x86_64-unknown-linux-gnu",
]
# SPDX identifier -> DEP-5 short name.
SPDX_TO_DEP5 = {
    "MIT": "Expat",
    "GPL-3.0-or-later": "GPL-3+",
    "GPL-3.0+": "GPL-3+",
    "GPL-3.0-only": "GPL-3",
    "GPL-2.0-or-later": "GPL-2+",
    "GPL-2.0-only": "GPL-2",
    "LGPL-2.1-or-later": "LGPL-2.1+",
    "LGPL-3.0-or-later": "LGPL-3+",
    "BSD-2-Clause": "BSD-2-clause",
    "BSD-3-Clause": "BSD-3-clause",
}
# DEP-5 short name -> the file in /usr/share/common-licenses.
COMMON = {
    "Apache-2.0": ("Apache-2.0", "the Apache License, Version 2.0"),
    "GPL-3+": ("GPL-3", "the GNU General Public License version 3"),
    "GPL-3": ("GPL-3", "the GNU General Public License version 3"),
    "GPL-2+": ("GPL-2", "the GNU General Public License version 2"),
    # self_cell is "Apache-2.0 OR GPL-2.0-only": jadoube uses it under Apache-2.0.
    "GPL-2": ("GPL-2", "the GNU General Public License version 2"),
    "LGPL-2.1+": ("LGPL-2.1", "the GNU Lesser General Public License version 2.1"),
    "LGPL-3+": ("LGPL-3", "the GNU Lesser General Public License version 3"),
    "MPL-2.0": ("MPL-2.0", "the Mozilla Public License, Version 2.0"),
    "CC0-1.0": ("CC0-1.0", "the Creative Commons CC0 1.0 Universal licence"),
}
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|UNLICENSE|COPYRIGHT|NOTICE)", re.I)
NOTICE = re.compile(r"^\s*(copyright\b|©|\(c\)\s*\d)", re.I)
TEMPLATE = re.compile(r"[\[{<]|\byyyy\b|notice|license|licence|holder|owner|the program", re.I)


def metadata(target):
    out = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def shipped(program):
    """{(name, version): (package, linked)} over TARGETS, for the workspace's
    package `program`; the workspace's own packages are left out."""
    found = {}
    for target in TARGETS:
        meta = metadata(target)
        packages = {p["id"]: p for p in meta["packages"]}
        nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
        members = set(meta["workspace_members"])
        root = next(p["id"] for p in meta["packages"] if p["name"] == program and p["id"] in members)

        def is_macro(pid):
            return any("proc-macro" in t["kind"] for t in packages[pid]["targets"])

        # (id, linked): a crate is linked unless only a proc macro (or a
        # build script) reaches it.
        stack, seen = [(root, True)], set()
        while stack:
            pid, linked = stack.pop()
            if (pid, linked) in seen:
                continue
            seen.add((pid, linked))
            for dep in nodes[pid]["deps"]:
                kinds = {k["kind"] for k in dep["dep_kinds"]}
                if None not in kinds and "build" not in kinds:
                    continue  # dev-dependency only
                child_linked = linked and None in kinds and not is_macro(pid)
                stack.append((dep["pkg"], child_linked))
        for pid, linked in seen:
            if pid in members:
                continue
            p = packages[pid]
            key = (p["name"], p["version"])
            was = found.get(key, (p, False))[1]
            found[key] = (p, was or linked)
    return found


def dep5_licence(expr, name):
    """An SPDX expression in DEP-5 words: `(A OR B) AND C` -> `A or B, and C`."""
    if not expr:
        sys.exit(f"gen-copyright: crate {name} declares no licence (license-file only): add it by hand")
    expr = expr.replace("/", " OR ")  # old Cargo syntax `MIT/Apache-2.0`
    tokens = re.findall(r"\(|\)|[^\s()]+", expr)

    def name_of(tok):
        if tok.endswith("+") and not tok.startswith("GPL"):
            tok = tok[:-1] + "-or-later"
        return SPDX_TO_DEP5.get(tok, tok)

    # Only the forms seen on crates.io: a flat OR list, a flat AND list, or
    # AND of parenthesised OR lists.
    groups, cur, depth = [], [], 0
    for tok in tokens:
        if tok == "(":
            depth += 1
        elif tok == ")":
            depth -= 1
        elif tok.upper() == "AND" and depth == 0:
            groups.append(cur)
            cur = []
        else:
            cur.append(tok)
    groups.append(cur)
    words = []
    for g in groups:
        if any(t.upper() == "AND" for t in g):
            sys.exit(f"gen-copyright: crate {name}: licence `{expr}` is too complex for this script")
        names = [name_of(t) for t in g if t.upper() != "OR"]
        words.append(" or ".join(names))
    return ", and ".join(words) if len(words) > 1 and any(" or " in w for w in words) else " and ".join(words)


def licence_names(dep5):
    return [n for n in re.split(r",? and | or ", dep5) if n]


def notices(package):
    folder = os.path.dirname(package["manifest_path"])
    if not os.path.isdir(folder):
        sys.exit(f"gen-copyright: {folder} is missing: run `cargo fetch` first")
    lines = []
    for entry in sorted(os.listdir(folder)):
        path = os.path.join(folder, entry)
        if not (LICENCE_FILE.match(entry) and os.path.isfile(path)):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                line = line.strip()
                if NOTICE.match(line) and not TEMPLATE.search(line) and "Free Software Foundation" not in line:
                    line = re.sub(r"^copyright\s*(\(c\)|©)?\s*", "", line, flags=re.I)
                    line = re.sub(r"^(\(c\)|©)\s*", "", line, flags=re.I).strip()
                    if line and line not in lines:
                        lines.append(line)
    if not lines:
        authors = [re.sub(r"\s*<[^>]*>", "", a).strip() for a in package["authors"]]
        lines = [a for a in authors if a] or [f"the {package['name']} authors"]
    return lines


def field(name, values):
    first, *rest = values
    return "\n".join([f"{name}: {first}"] + [f" {v}" for v in rest])


def text_block(text):
    return "\n".join(" " + l if l.strip() else " ." for l in text.rstrip().splitlines())


def render(program):
    crates = shipped(program)
    used = ["GPL-3+", "Bitstream-Vera"]
    paras = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: jadoube\n"
        "Upstream-Contact: jadoube developers\n"
        f"Comment: /usr/bin/{program} is built from jadoube's source and the Rust\n"
        " crates listed below, from crates.io, all linked statically into it.\n"
        " `Files: crates/NAME-VERSION/*` stands for the source of that crate.\n"
        " Generated from Cargo.lock by tools/gen-copyright.py: do not edit.",
        "Files: *\n"
        "Copyright: the jadoube developers\n"
        "License: GPL-3+",
        "Files: src/display/glyphs_data.rs\n"
        "Copyright: 2003 Bitstream, Inc. (Bitstream Vera; DejaVu changes are in the public domain)\n"
        "License: Bitstream-Vera\n"
        "Comment: glyph outlines of DejaVu Sans and DejaVu Sans Bold, generated by\n"
        " tools/gen_glyphs.py from Debian's fonts-dejavu-core. Bitstream Vera is a\n"
        " trademark of Bitstream, Inc.",
    ]
    for (name, version), (package, linked) in sorted(crates.items()):
        lic = dep5_licence(package["license"], name)
        for n in licence_names(lic):
            if n not in used:
                used.append(n)
        para = [
            f"Files: crates/{name}-{version}/*",
            field("Copyright", notices(package)),
            f"License: {lic}",
        ]
        if any("proc-macro" in t["kind"] for t in package["targets"]):
            para.append("Comment: a procedural macro: it runs in the compiler, the code it\n"
                        " generates is in the binary.")
        elif not linked:
            para.append("Comment: used at build time only (by a build script or a procedural\n"
                        " macro), not linked into the binary.")
        paras.append("\n".join(para))
    for n in used:
        if n in COMMON:
            path, title = COMMON[n]
            body = f"On Debian systems, the full text of {title} can be found\nin /usr/share/common-licenses/{path}."
            if n.endswith("+"):
                body = ("This program is free software: you can redistribute it and/or modify\n"
                        "it under the terms of the GNU General Public License as published by\n"
                        "the Free Software Foundation, either version 3 of the License, or\n"
                        "(at your option) any later version.\n\n" + body) if n == "GPL-3+" else body
            paras.append(f"License: {n}\n{text_block(body)}")
            continue
        path = os.path.join(TEXTS, n)
        if not os.path.isfile(path):
            sys.exit(f"gen-copyright: no text for licence {n}: add packaging/licenses/{n} "
                     "(and allow it in deny.toml only if it is compatible with GPL-3.0-or-later)")
        with open(path, encoding="utf-8") as f:
            paras.append(f"License: {n}\n{text_block(f.read())}")
    return "\n\n".join(paras) + "\n"


def main():
    for program, out in PACKAGES.items():
        text = render(program)
        rel = os.path.relpath(out, ROOT)
        if "--check" in sys.argv[1:]:
            try:
                with open(out, encoding="utf-8") as f:
                    old = f.read()
            except FileNotFoundError:
                old = ""
            if old != text:
                sys.exit(f"{rel} is not current: run `python3 tools/gen-copyright.py` and commit it")
            print(f"{rel} is current")
            continue
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {rel}")


if __name__ == "__main__":
    main()
