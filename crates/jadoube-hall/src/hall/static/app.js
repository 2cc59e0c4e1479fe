// The hall's page: every board as a tile, updated live by server-sent
// events; a board's game and decisions on a click. No library, no CDN.
//
// Every word comes from the catalogue the hall put in the page (#labels,
// in the language the browser asked for, src/i18n/*.ftl `hall-*`). Every
// piece of the page is built with createElement and textContent, never
// from HTML text: what a board publishes is not trusted (a `turn` of
// `white"><img src=x onerror=...>` is shown as those characters).
"use strict";

const tiles = new Map(); // board -> tile (as /api/boards gives it)
let detailBoard = null;
let history = []; // the alert history (/api/alerts), newest first
let broker = null; // the hall's link to the broker: {broker, since, now}
let clockOffset = 0; // the hall's clock minus this one's, in ms
let lastFrame = 0; // when the stream last said something (this clock)
let streamDownSince = null;

const $ = (sel) => document.querySelector(sel);
const SVG = "http://www.w3.org/2000/svg";
const L = JSON.parse(document.getElementById("labels").textContent);
const LANG = document.documentElement.lang;

// Signed in (hall::auth): every request but a GET carries the session's
// CSRF token (its cookie, read here, in the header the hall compares with
// the session's); a 401 (the session ended) goes back to the sign-in page.
const csrfToken = () => (document.cookie.match(/(?:^|;\s*)jadoube_csrf=([^;]+)/) || [])[1] || "";
const plainFetch = window.fetch.bind(window);
window.fetch = async (url, opts = {}) => {
  const method = String(opts.method || "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    const headers = new Headers(opts.headers || {});
    headers.set("X-CSRF-Token", csrfToken());
    opts = { ...opts, headers };
  }
  const r = await plainFetch(url, opts);
  if (r.status === 401) location.href = "/signin?lang=" + LANG;
  return r;
};

// A label, its {name}s replaced by the values given (as text).
function t(id, args) {
  let s = L[id] ?? id;
  for (const [k, v] of Object.entries(args || {})) s = s.split("{" + k + "}").join(String(v ?? ""));
  return s;
}

// An element with attributes and children (strings become text nodes).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "hidden") e.hidden = true;
    else e.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return e;
}

// Every POST of the page goes through here (one place for the headers
// the hall asks of a POST).
function post(url, body) {
  const init = { method: "POST", headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  return fetch(url, init);
}

// A board's name, the same in the bar, on its tile, in the history and on
// its page: its number in the round if it has one, else its name.
function boardLabel(tile) {
  const no = tile && tile.state && tile.state.board_no;
  return t("hall-board", { board: no || (tile ? tile.board : "") });
}

function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v));
  return e;
}

// A label about a side (`hall-to-move-white`), or, for a side that is
// neither, what the board sent, as text.
const sideMsg = (id, s) => (s === "white" || s === "black") ? L[id + "-" + s] : String(s ?? "");

// The pieces, once, as SVG symbols (pieces.js holds their outlines).
function pieceDefs() {
  const root = svg("svg", { width: 0, height: 0, class: "svg-defs", "aria-hidden": "true" });
  const defs = svg("defs");
  for (const [role, p] of Object.entries(PIECES)) {
    for (const color of ["w", "b"]) {
      const sym = svg("symbol", { id: `p-${color}${role}`, viewBox: "0 0 100 100" });
      sym.append(svg("path", { d: p.sil, fill: "#fff" }), svg("path", { d: color === "w" ? p.white : p.black, fill: "#111" }));
      defs.append(sym);
    }
  }
  // The squares, once: a board is one rectangle filled with them.
  const pat = svg("pattern", { id: "squares", width: 200, height: 200, patternUnits: "userSpaceOnUse" });
  pat.append(svg("rect", { width: 200, height: 200, fill: "#f0d9b5" }),
    svg("rect", { x: 100, width: 100, height: 100, fill: "#b58863" }),
    svg("rect", { y: 100, width: 100, height: 100, fill: "#b58863" }));
  defs.append(pat);
  root.append(defs);
  return root;
}

const ROLES = new Set(["K", "Q", "R", "B", "N", "P"]);

// The pieces of a FEN's placement: rank row `r` (0 at the top, White at
// the bottom), file `f`, colour and role; anything else in it is skipped.
function fenPieces(fen) {
  const out = [];
  String(fen || "8/8/8/8/8/8/8/8").split(" ")[0].split("/").slice(0, 8).forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) { f += Number(ch); continue; }
      const role = ch.toUpperCase();
      if (ROLES.has(role) && f < 8) out.push({ r, f, white: ch === role, role });
      f++;
    }
  });
  return out;
}

// A diagram of a FEN (placement first), White at the bottom; `marks`
// outlines squares (a set of names such as "e4").
function boardSvg(fen, marks, cls) {
  const s = svg("svg", { class: ("board " + (cls || "")).trim(), viewBox: "0 0 800 800", role: "img", "aria-label": String(fen ?? "") });
  s.append(svg("rect", { width: 800, height: 800, fill: "url(#squares)" }));
  for (const { r, f, white, role } of fenPieces(fen)) {
    s.append(svg("use", { href: `#p-${white ? "w" : "b"}${role}`, x: f * 100, y: r * 100, width: 100, height: 100 }));
  }
  for (const sq of marks || []) {
    const f = sq.charCodeAt(0) - 97, r = 8 - Number(sq[1]);
    s.append(svg("rect", { x: f * 100 + 4, y: r * 100 + 4, width: 92, height: 92, fill: "none", stroke: "#d00", "stroke-width": 8 }));
  }
  return s;
}

// The same diagram drawn on a canvas, for the tiles: no element per
// piece, so a hundred boards moving cost the browser little. The canvas
// is made here and drawn by drawBoards() once it is on the page: a tile
// that changes keeps its canvas, and only the squares that changed are
// drawn again, each piece a copy of a sprite drawn once (pieceSprites).
const SPRITE_ORDER = ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"];
const SPRITES = new Map(); // square size in px -> canvas of the 12 pieces
function pieceSprites(sq) {
  let c = SPRITES.get(sq);
  if (c) return c;
  c = document.createElement("canvas");
  c.width = sq * SPRITE_ORDER.length;
  c.height = sq;
  const g = c.getContext("2d");
  SPRITES.set(sq, c);
  if (!g) return c;
  SPRITE_ORDER.forEach((id, i) => {
    const p = PIECES[id[1]];
    g.save();
    g.translate(i * sq, 0);
    g.scale(sq / 100, sq / 100);
    g.fillStyle = "#fff";
    g.fill(new Path2D(p.sil));
    g.fillStyle = "#111";
    g.fill(new Path2D(id[0] === "w" ? p.white : p.black));
    g.restore();
  });
  return c;
}
function boardCanvas(fen, marks, cls, size) {
  const ratio = Math.max(1, Math.min(2, window.devicePixelRatio || 1));
  // Whole pixels a square (the canvas is scaled to `size` by the page).
  const sq = Math.max(1, Math.round((size * ratio) / 8));
  const c = el("canvas", { class: ("board " + (cls || "")).trim(), width: sq * 8, height: sq * 8, role: "img", "aria-label": String(fen ?? "") });
  c.__want = { fen, marks: marks || [] };
  return c;
}
// Draws the squares of the tiles' canvases that differ from what they show.
function drawBoards(root) {
  for (const c of root.querySelectorAll("canvas.board")) {
    const want = c.__want;
    if (!want) continue;
    const sq = c.width / 8;
    const cells = new Array(64).fill("");
    for (const { r, f, white, role } of fenPieces(want.fen)) cells[r * 8 + f] = (white ? "w" : "b") + role;
    for (const m of want.marks) {
      const f = m.charCodeAt(0) - 97, r = 8 - Number(m[1]);
      if (f >= 0 && f < 8 && r >= 0 && r < 8) cells[r * 8 + f] += "*";
    }
    const drawn = c.__drawn && c.__drawnSize === c.width ? c.__drawn : null;
    let g = null;
    for (let i = 0; i < 64; i++) {
      if (drawn && drawn[i] === cells[i]) continue;
      g = g || c.getContext("2d");
      if (!g) return;
      const r = Math.floor(i / 8), f = i % 8, x = f * sq, y = r * sq;
      g.fillStyle = (r + f) % 2 === 1 ? "#b58863" : "#f0d9b5";
      g.fillRect(x, y, sq, sq);
      const piece = SPRITE_ORDER.indexOf(cells[i].slice(0, 2));
      if (piece >= 0) g.drawImage(pieceSprites(sq), piece * sq, 0, sq, sq, x, y, sq, sq);
      if (cells[i].endsWith("*")) {
        g.strokeStyle = "#d00";
        g.lineWidth = Math.max(1, sq * 0.08);
        g.strokeRect(x + g.lineWidth / 2, y + g.lineWidth / 2, sq - g.lineWidth, sq - g.lineWidth);
      }
    }
    c.__drawn = cells;
    c.__drawnSize = c.width;
  }
}

// Makes `old` (on the page) show what `neu` (just built) shows, changing
// only what differs: a tile that moved changes a few text nodes and its
// diagram's squares, not its whole DOM (no layout of what did not change).
// Nodes are copied as nodes (never through HTML text).
function morph(old, neu) {
  if (old.nodeType !== neu.nodeType || old.nodeName !== neu.nodeName) {
    old.replaceWith(neu);
    return;
  }
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== neu.nodeValue) old.nodeValue = neu.nodeValue;
    return;
  }
  for (const a of [...old.attributes]) if (!neu.hasAttribute(a.name)) old.removeAttribute(a.name);
  for (const a of neu.attributes) if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
  if ("__want" in neu) old.__want = neu.__want;
  morphChildren(old, [...neu.childNodes]);
}
function morphChildren(parent, wanted) {
  const have = [...parent.childNodes];
  wanted.forEach((n, i) => { if (i < have.length) morph(have[i], n); else parent.append(n); });
  for (let i = wanted.length; i < have.length; i++) have[i].remove();
}

// Squares where two placements differ.
function diff(a, b) {
  const expand = (fen) => {
    const out = [];
    String(fen || "").split(" ")[0].split("/").forEach((row) => {
      for (const ch of row) {
        if (/[1-8]/.test(ch)) for (let i = 0; i < Number(ch); i++) out.push(".");
        else out.push(ch);
      }
    });
    return out;
  };
  const x = expand(a), y = expand(b), marks = [];
  for (let i = 0; i < 64; i++) {
    if (x[i] !== y[i]) marks.push(String.fromCharCode(97 + (i % 8)) + (8 - Math.floor(i / 8)));
  }
  return marks;
}

function alertLevel(tile) {
  const a = tile.state && tile.state.alert;
  if (!a) return "none";
  return a.acknowledged ? "amber" : "red";
}

function clock(s) {
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const mm = String(m).padStart(h ? 2 : 1, "0"), ss = String(sec).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

// The players, with their clocks: nodes to append.
function players(st) {
  const c = st.clocks;
  const out = [String(st.white || "?")];
  if (c) out.push(" ", el("span", { class: "clock" }, clock(Number(c.white_s) || 0)));
  out.push(" – ", String(st.black || "?"));
  if (c) out.push(" ", el("span", { class: "clock" }, clock(Number(c.black_s) || 0)));
  return out;
}

// The players on two lines, each with its clock (the tile).
function playerLines(st) {
  const c = st.clocks;
  const line = (side, name, secs) => el("div", { class: "pl " + side },
    el("span", { class: "nm", title: String(name ?? "?") }, String(name ?? "?")),
    c ? el("span", { class: "clock" }, clock(Number(secs) || 0)) : null);
  return [line("white", st.white, c && c.white_s), line("black", st.black, c && c.black_s)];
}

// An age in words: 12 s, 3 min, 2 h.
function age(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 120) return t("hall-age-s", { n: s });
  if (s < 7200) return t("hall-age-min", { n: Math.floor(s / 60) });
  return t("hall-age-h", { n: Math.floor(s / 3600) });
}

const hallNow = () => Date.now() + clockOffset;
const timeOf = (rfc) => {
  const d = new Date(String(rfc ?? ""));
  return isNaN(d) ? String(rfc ?? "") : d.toLocaleTimeString(LANG, { hour12: false });
};

// The board's link: connected or not (unknown while the hall has no
// broker), and the age of its last message, ticking (see tick()).
function linkNode(tile) {
  const known = broker && broker.broker;
  const state = !known ? "unknown" : tile.online === false ? "off" : tile.online ? "on" : "unknown";
  const title = state === "off" ? t("hall-offline-since", { since: timeOf(tile.since) })
    : state === "unknown" ? t("hall-link-unknown") : t("hall-online");
  return el("span", { class: "link " + state, title },
    el("span", { class: "dot" }, state === "unknown" ? "?" : "●"), " ",
    el("span", { class: "age", "data-heard": tile.heard || "" }, tile.heard ? age(hallNow() - Date.parse(tile.heard)) : "–"));
}

function badge(cls, text, title) {
  return el("span", { class: ("badge " + cls).trim(), title }, text);
}

function tileNodes(tile) {
  const st = tile.state;
  const level = alertLevel(tile);
  const badges = [];
  if (tile.online === false) badges.push(badge("grey", t("hall-badge-silent"), t("hall-offline-since", { since: timeOf(tile.since) })));
  if (tile.fault) badges.push(badge("red", tile.fault));
  if (st && st.sensor && !st.sensor.ok) badges.push(badge("purple", t("hall-badge-sensors"), st.sensor.detail));
  if (level === "red") badges.push(badge("red", t("hall-badge-alert")));
  if (level === "amber") badges.push(badge("amber", t("hall-badge-restore")));
  const bad = (tile.journals || []).filter((j) => !j.ok);
  if (bad.length) badges.push(badge("unverified", t("hall-badge-unverified"), t("hall-not-verified") + ": " + bad.map((j) => String(j.file ?? "")).join(", ")));
  const spaced = (list) => list.flatMap((b, i) => (i ? [" ", b] : [b]));
  // The name, whose move or the result; at the right, the link. The
  // badges on a line of their own, only when there are some.
  const head = (extra) => [el("h2", {}, el("span", {}, el("span", { class: "name", title: tile.board }, boardLabel(tile)), extra ? [" ", extra] : null),
    tile.behind ? el("span", { class: "behind", title: t("hall-behind") }, "…") : null, linkNode(tile)),
    badges.length ? el("div", { class: "badges" }, spaced(badges)) : null];
  if (!st) {
    return [
      el("div", { class: "dia" }, boardCanvas(null, [], "", 68)),
      el("div", { class: "info" }, head(null), el("div", { class: "last" }, tile.fault || t("hall-no-game"))),
    ];
  }
  const a = st.alert;
  const turn = st.game_over
    ? el("b", {}, String(st.result ?? ""))
    : el("span", { class: (st.turn === "white" || st.turn === "black") ? "turn " + st.turn : "turn", title: sideMsg("hall-to-move", st.turn) });
  const adv = Array.isArray(st.advisories) && st.advisories.length
    ? el("div", { class: "last adv", title: st.advisories.join("\n") }, "⚠ " + String(st.advisories[0]))
    : null;
  const last = el("div", { class: "last", title: String(st.game_over || "") }, String(st.last_move || "") + (st.game_over ? " · " + String(st.game_over) : ""));
  let dia, alertbox = null;
  if (a) {
    const steps = Array.isArray(a.steps) ? a.steps : [];
    dia = boardCanvas(a.restore_fen, diff(a.restore_fen, a.board), "restore", 68);
    alertbox = el("div", { class: "alertbox" + (a.acknowledged ? " acked" : "") },
      el("b", {}, sideMsg("hall-illegal", a.side)), ` (Art. ${String(a.article ?? "")})`, el("br"),
      String(a.text ?? ""),
      steps.length ? el("ol", {}, steps.map((x) => el("li", {}, String(x)))) : null,
      a.acknowledged ? [el("br"), el("i", {}, t("hall-acknowledged"))] : null);
  } else {
    dia = boardCanvas(st.fen, [], "", 68);
  }
  return [
    el("div", { class: "dia" }, dia),
    el("div", { class: "info" }, head(turn), el("div", { class: "players" }, playerLines(st)), last, adv),
    alertbox,
  ];
}

function renderTile(tile) {
  let e = document.getElementById("tile-" + tile.board);
  if (!e) {
    e = document.createElement("article");
    e.id = "tile-" + tile.board;
    e.dataset.board = tile.board;
    e.addEventListener("click", () => { location.hash = "#board=" + encodeURIComponent(tile.board); });
    const list = $("#tiles");
    const after = [...list.children].find((c) => naturalCompare(c.dataset.board, tile.board) > 0);
    list.insertBefore(e, after || null);
  }
  const level = alertLevel(tile);
  const attrs = {
    class: "tile" + (level === "red" ? " alert" : level === "amber" ? " acked" : "") +
      (tile.online === false ? " silent" : "") + (tile.state && tile.state.sensor && !tile.state.sensor.ok ? " fault" : ""),
    "data-alert": level,
    "data-online": String(tile.online),
    "data-seq": String(tile.state ? tile.state.last_seq : ""),
    "data-decision": String(tile.state && tile.state.last_decision ? tile.state.last_decision.seq : ""),
    "data-over": tile.state && tile.state.game_over ? "true" : "false",
    "data-unverified": String((tile.journals || []).some((j) => !j.ok)),
  };
  for (const [k, v] of Object.entries(attrs)) if (e.getAttribute(k) !== v) e.setAttribute(k, v);
  morphChildren(e, tileNodes(tile).filter((n) => n));
  drawBoards(e);
}

function naturalCompare(a, b) {
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function renderSummary() {
  const all = [...tiles.values()];
  const red = all.filter((x) => alertLevel(x) === "red");
  const silent = all.filter((x) => x.online === false);
  const faults = all.filter((x) => x.state && x.state.sensor && !x.state.sensor.ok);
  setText($("#counts"), t("hall-counts", { boards: all.length, alerts: red.length, silent: silent.length, faults: faults.length }));
  const links = red.sort((a, b) => naturalCompare(a.board, b.board))
    .flatMap((x, i) => [i ? ", " : "", el("a", { href: "#board=" + encodeURIComponent(x.board) }, boardLabel(x))]);
  // (Built again only when it says something else.)
  morphChildren($("#alerts"), red.length ? [document.createTextNode(t("hall-alerts") + " "), ...links.map((x) => typeof x === "string" ? document.createTextNode(x) : x)] : []);
}

// Sets an element's text when it changed (the same text set again would
// lay the element out again all the same).
function setText(e, text) {
  if (e.textContent !== text) e.textContent = text;
}

async function loadRounds() {
  try {
    const r = await (await fetch("/broadcast/")).json();
    knownRounds = new Set(r.map((x) => String(x.round)));
    const links = r.flatMap((x, i) => {
      const href = String(x.pgn ?? "");
      // Only the hall's own files (a board's round name is in the path).
      const a = el("a", { href: href.startsWith("/broadcast/") ? href : "#" }, t("hall-round-pgn", { round: x.round }));
      return i ? [" ", a] : [a];
    });
    $("#links").replaceChildren(...links);
  } catch (e) { /* the next update tries again */ }
}

let knownRounds = new Set();

async function loadAll() {
  const [list, alerts] = await Promise.all([
    (await fetch("/api/boards?lang=" + LANG)).json(),
    (await fetch("/api/alerts")).json(),
  ]);
  for (const x of list) { tiles.set(x.board, x); pending.add(x.board); }
  history = alerts;
  historyDirty = true;
  flush();
  loadRounds();
  if (detailBoard) showDetail(detailBoard);
}

// Updates are drawn together, only the tiles that changed, at most once
// every FRAME_MS (in the next animation frame): every frame the browser
// draws costs it about the same whatever changed, so 100 boards moving,
// drawn 10 times a second rather than 60, cost the browser half the CPU
// (docs/performance.md, "Board to tile"), for 50 ms more on average.
const pending = new Set();
let historyDirty = false;
let flushing = false;
const FRAME_MS = 100;
let lastFlush = 0;
const timers = []; // the frame (negative) and timeouts waiting to flush
function schedule() {
  if (flushing) return;
  flushing = true;
  const wait = Math.max(0, lastFlush + FRAME_MS - performance.now());
  const frame = () => {
    timers.push(requestAnimationFrame(flush) * -1);
    // (A page in the background gets no frames: draw it all the same.)
    timers.push(setTimeout(flush, 250));
  };
  if (wait > 0) timers.push(setTimeout(frame, wait));
  else frame();
}
function flush() {
  for (const x of timers.splice(0)) { if (x < 0) cancelAnimationFrame(-x); else clearTimeout(x); }
  if (!flushing && !pending.size && !historyDirty) return;
  flushing = false;
  lastFlush = performance.now();
  const changed = [...pending];
  pending.clear();
  for (const b of changed) {
    // (One tile that cannot be drawn does not keep the others back.)
    try { if (tiles.has(b)) renderTile(tiles.get(b)); } catch (e) { window.__err = String(e && e.stack); console.error(e); }
  }
  if (changed.length) renderSummary();
  if (historyDirty) { historyDirty = false; renderHistory(); }
  if (detailBoard && changed.includes(detailBoard)) showDetail(detailBoard);
}

let roundsTimer = null;
const lastData = new Map(); // board -> the last frame's text
function onTile(data) {
  const x = JSON.parse(data);
  if (lastData.get(x.board) === data) return;
  lastData.set(x.board, data);
  tiles.set(x.board, x);
  pending.add(x.board);
  schedule();
  // A round the page does not link yet: its PGN link, without a reload.
  const round = x.state && x.state.round;
  if (round != null && !knownRounds.has(String(round)) && !roundsTimer) {
    roundsTimer = setTimeout(() => { roundsTimer = null; loadRounds(); }, 500);
  }
}

// The links: the hall's to the broker (from the stream), the page's to
// the hall (the stream itself: a frame at least every 5 s).
function renderLink() {
  const bar = $("#link");
  const parts = [];
  const now = Date.now();
  const stale = streamDownSince !== null || now - lastFrame > 12000;
  document.body.classList.toggle("stale", stale);
  $("#live").classList.toggle("off", stale);
  if (stale) {
    const since = streamDownSince ?? lastFrame;
    parts.push(el("span", { class: "down", id: "page-link" }, t("hall-page-down", { since: new Date(since).toLocaleTimeString(LANG, { hour12: false }) })));
  } else if (broker && !broker.broker) {
    parts.push(el("span", { class: "down", id: "broker-link" }, t("hall-broker-down", { since: timeOf(broker.since) })));
  } else if (broker) {
    parts.push(el("span", { class: "up", id: "broker-link" }, t("hall-broker-up")));
  }
  bar.replaceChildren(...parts);
  bar.dataset.broker = broker ? String(broker.broker) : "";
  bar.dataset.page = stale ? "down" : "up";
  document.body.classList.toggle("nobroker", !!broker && !broker.broker);
}

function onLink(data) {
  const was = broker && broker.broker;
  broker = JSON.parse(data);
  const now = Date.parse(broker.now);
  if (!isNaN(now)) clockOffset = now - Date.now();
  renderLink();
  // The boards' links are unknown while the broker is away, known again after.
  if (was !== broker.broker) { for (const b of tiles.keys()) pending.add(b); schedule(); }
}

// Every second: the ages of the boards' last messages, the page's link.
function tick() {
  const now = hallNow();
  for (const e of document.querySelectorAll("#tiles .age[data-heard]")) {
    const h = Date.parse(e.dataset.heard);
    if (!isNaN(h)) setText(e, age(now - h));
  }
  renderLink();
}

// The alert history: every alert not dismissed, newest first, with its
// times; a cleared one can be dismissed.
function renderHistory() {
  const sec = $("#history");
  if (!history.length) { sec.replaceChildren(); return; }
  const items = history.map((a) => {
    const name = t("hall-board", { board: a.board_no || a.board });
    const times = [t("hall-raised", { since: timeOf(a.raised) })];
    if (a.acknowledged) times.push(t("hall-acknowledged-at", { since: timeOf(a.acknowledged) }));
    if (a.restored) times.push(t("hall-restored-at", { since: timeOf(a.restored) }));
    if (a.cleared) times.push(t(a.game_over ? "hall-ended-at" : "hall-cleared-at", { since: timeOf(a.cleared) }));
    else times.push(t("hall-open"));
    const li = el("li", { class: a.cleared ? "cleared" : "open", "data-id": a.id, "data-board": a.board, title: t("hall-heard-at", { since: timeOf(a.heard) }) },
      el("a", { href: "#board=" + encodeURIComponent(a.board) }, name), " · ",
      el("b", {}, sideMsg("hall-illegal", a.side)), ` (Art. ${String(a.article ?? "")}) · `,
      el("span", { class: "times" }, times.join(" · ")));
    if (a.cleared) {
      const b = el("button", { class: "dismiss" }, t("hall-dismiss"));
      b.onclick = async () => {
        b.disabled = true;
        const r = await post("/api/alerts/dismiss", { id: a.id });
        if (!r.ok) b.disabled = false;
      };
      li.append(" ", b);
    }
    return li;
  });
  sec.replaceChildren(el("h2", {}, t("hall-history"), " (", String(history.length), ")"), el("ul", {}, items));
}

function connect() {
  const es = new EventSource("/events?lang=" + LANG);
  const heard = () => { lastFrame = Date.now(); streamDownSince = null; };
  es.onopen = () => { heard(); renderLink(); loadAll(); };
  es.onerror = () => {
    if (streamDownSince === null) streamDownSince = Date.now();
    renderLink();
    // A hall restarted has forgotten the sessions: back to the sign-in
    // page (a hall still away answers nothing, and the page waits).
    fetch("/api/session").then((r) => { if (r.status === 401) location.href = "/signin?lang=" + LANG; }).catch(() => {});
  };
  es.addEventListener("tile", (e) => { heard(); onTile(e.data); });
  es.addEventListener("link", (e) => { heard(); onLink(e.data); });
  es.addEventListener("alerts", (e) => { heard(); history = JSON.parse(e.data); historyDirty = true; schedule(); });
  es.addEventListener("reload", () => { heard(); loadAll(); });
  // A page left (the language switch, a reload) gives its connection
  // back: a browser keeps only six to one host.
  window.addEventListener("pagehide", () => es.close());
}

let detailSeq = 0;
const asked = new Map(); // board -> what became of the page's request
async function showDetail(board) {
  const my = ++detailSeq;
  const d = await (await fetch("/api/board/" + encodeURIComponent(board) + "?lang=" + LANG)).json();
  if (my !== detailSeq || detailBoard !== board) return;
  const tile = d.tile, st = tile.state;
  const rows = d.lines.map((l) => {
    const kind = String(l.kind ?? "");
    return el("tr", { class: /^[a-z_]+$/.test(kind) ? kind : "" },
      el("td", {}, String(l.seq ?? "")), el("td", {}, String(l.wall || "").slice(11, 19)),
      el("td", {}, String(l.label ?? kind)), el("td", {}, String(l.text ?? "")));
  });
  const journals = tile.journals.map((j) => el("li", {},
    String(j.file ?? ""), ": ", j.ok ? t("hall-verified") : el("b", {}, t("hall-not-verified")), ", ",
    t("hall-bytes", { n: j.bytes }), el("pre", {}, String(j.report ?? ""))));
  const shotSeq = st ? Number(st.last_seq) || 0 : 0;
  const button = el("button", { id: "ask" }, t("hall-collect"));
  $("#detail").replaceChildren(
    el("p", {}, el("a", { href: "#" }, t("hall-all-boards"))),
    el("h2", {}, boardLabel(tile), st ? [": ", ...players(st)] : null),
    el("div", { class: "cols" },
      el("div", {}, st ? boardSvg(st.fen, [], "") : null,
        el("p", {}, st ? sideMsg("hall-to-move", st.turn) + (st.game_over ? " · " + String(st.game_over) : "") : "")),
      el("div", {}, el("p", {}, t("hall-screen-caption")),
        el("img", { class: "screen", alt: t("hall-screen-alt"), src: `/api/board/${encodeURIComponent(board)}/screen.png?seq=${shotSeq}` }))),
    el("p", {}, button, " ", el("span", { id: "asked" }, asked.get(board) || "")),
    // replaceChildren does not flatten: an array would show as "[object …]".
    ...(journals.length ? [el("h3", {}, t("hall-journals")), el("ul", {}, journals)] : []),
    el("h3", {}, t("hall-decisions", { game: d.game || "" })),
    el("table", {}, el("tbody", {}, rows)));
  button.onclick = async (e) => {
    e.stopPropagation();
    const r = await post("/api/board/" + encodeURIComponent(board) + "/journal");
    asked.set(board, r.ok ? t("hall-asked") : t("hall-not-connected"));
    $("#asked").textContent = asked.get(board);
  };
}

function route() {
  const m = location.hash.match(/^#board=(.+)$/);
  detailBoard = m ? decodeURIComponent(m[1]) : null;
  $("#tiles").hidden = !!detailBoard;
  $("#detail").hidden = !detailBoard;
  if (detailBoard) { showDetail(detailBoard); window.scrollTo(0, 0); }
}

// The language switch keeps the board shown.
for (const a of document.querySelectorAll("#langs a")) {
  a.addEventListener("click", () => { a.href = "?lang=" + a.dataset.lang + location.hash; });
}
// Who is signed in, and the way out.
async function signedIn() {
  const r = await fetch("/api/session");
  if (!r.ok) return;
  const s = await r.json();
  const out = el("button", { id: "signout", type: "button" }, t("hall-signout"));
  out.onclick = async () => {
    await fetch("/signout", { method: "POST" });
    location.href = "/signin?lang=" + LANG;
  };
  $("#bar").append(el("span", { id: "user-name" }, String(s.user ?? "")), out);
}

document.body.prepend(pieceDefs());
window.addEventListener("hashchange", route);
route();
connect();
setInterval(tick, 1000);
signedIn();
