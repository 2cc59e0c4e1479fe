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
  root.append(defs);
  return root;
}

const ROLES = new Set(["K", "Q", "R", "B", "N", "P"]);

// A diagram of a FEN (placement first), White at the bottom; `marks`
// outlines squares (a set of names such as "e4").
function boardSvg(fen, marks, cls) {
  const rows = String(fen || "8/8/8/8/8/8/8/8").split(" ")[0].split("/");
  const s = svg("svg", { class: ("board " + (cls || "")).trim(), viewBox: "0 0 800 800", role: "img", "aria-label": String(fen ?? "") });
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const dark = (r + f) % 2 === 1;
      s.append(svg("rect", { x: f * 100, y: r * 100, width: 100, height: 100, fill: dark ? "#b58863" : "#f0d9b5" }));
    }
  }
  rows.slice(0, 8).forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) { f += Number(ch); continue; }
      const role = ch.toUpperCase();
      if (ROLES.has(role) && f < 8) {
        const color = ch === role ? "w" : "b";
        s.append(svg("use", { href: `#p-${color}${role}`, x: f * 100, y: r * 100, width: 100, height: 100 }));
      }
      f++;
    }
  });
  for (const sq of marks || []) {
    const f = sq.charCodeAt(0) - 97, r = 8 - Number(sq[1]);
    s.append(svg("rect", { x: f * 100 + 4, y: r * 100 + 4, width: 92, height: 92, fill: "none", stroke: "#d00", "stroke-width": 8 }));
  }
  return s;
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

function badge(cls, text, title) {
  return el("span", { class: ("badge " + cls).trim(), title }, text);
}

function tileNodes(tile) {
  const st = tile.state;
  const level = alertLevel(tile);
  const badges = [];
  if (tile.online === false) badges.push(badge("grey", t("hall-badge-silent"), t("hall-offline-since", { since: tile.since })));
  if (st && st.sensor && !st.sensor.ok) badges.push(badge("purple", t("hall-badge-sensors"), st.sensor.detail));
  if (level === "red") badges.push(badge("red", t("hall-badge-alert")));
  if (level === "amber") badges.push(badge("amber", t("hall-badge-restore")));
  if (tile.behind) badges.push(badge("", "…", t("hall-behind")));
  const spaced = (list) => list.flatMap((b, i) => (i ? [" ", b] : [b]));
  if (!st) {
    return [
      el("h2", {}, el("span", {}, t("hall-board", { board: tile.board })), el("span", {}, spaced(badges))),
      el("div", { class: "last" }, t("hall-no-game")),
    ];
  }
  const a = st.alert;
  const turn = st.game_over
    ? el("b", {}, String(st.result ?? ""))
    : el("span", { class: (st.turn === "white" || st.turn === "black") ? "turn " + st.turn : "turn", title: sideMsg("hall-to-move", st.turn) });
  let body;
  if (a) {
    const steps = Array.isArray(a.steps) ? a.steps : [];
    body = [
      boardSvg(a.restore_fen, diff(a.restore_fen, a.board), "restore"),
      el("div", { class: "alertbox" + (a.acknowledged ? " acked" : "") },
        el("b", {}, sideMsg("hall-illegal", a.side)), ` (Art. ${String(a.article ?? "")})`, el("br"),
        String(a.text ?? ""),
        steps.length ? el("ol", {}, steps.map((s) => el("li", {}, String(s)))) : null,
        a.acknowledged ? [el("br"), el("i", {}, t("hall-acknowledged"))] : null),
    ];
  } else {
    body = [boardSvg(st.fen, [], "")];
  }
  const adv = Array.isArray(st.advisories) && st.advisories.length
    ? el("div", { class: "last", title: st.advisories.join("\n") }, "⚠ " + String(st.advisories[0]))
    : null;
  return [
    el("h2", {}, el("span", {}, t("hall-board", { board: st.board_no || tile.board }), " ", turn), el("span", {}, spaced(badges))),
    el("div", { class: "players" }, players(st)),
    ...body,
    el("div", { class: "last" }, String(st.last_move || "") + (st.game_over ? " · " + String(st.game_over) : "")),
    adv,
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
  e.className = "tile" + (level === "red" ? " alert" : level === "amber" ? " acked" : "") +
    (tile.online === false ? " silent" : "") + (tile.state && tile.state.sensor && !tile.state.sensor.ok ? " fault" : "");
  e.dataset.alert = level;
  e.dataset.online = String(tile.online);
  e.dataset.seq = tile.state ? tile.state.last_seq : "";
  e.dataset.decision = tile.state && tile.state.last_decision ? tile.state.last_decision.seq : "";
  e.replaceChildren(...tileNodes(tile).filter((n) => n));
}

function naturalCompare(a, b) {
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function renderSummary() {
  const all = [...tiles.values()];
  const red = all.filter((x) => alertLevel(x) === "red");
  const silent = all.filter((x) => x.online === false);
  const faults = all.filter((x) => x.state && x.state.sensor && !x.state.sensor.ok);
  $("#counts").textContent = t("hall-counts", { boards: all.length, alerts: red.length, silent: silent.length, faults: faults.length });
  const links = red.sort((a, b) => naturalCompare(a.board, b.board))
    .flatMap((x, i) => [i ? ", " : "", el("a", { href: "#board=" + encodeURIComponent(x.board) }, t("hall-board", { board: x.board }))]);
  $("#alerts").replaceChildren(...(red.length ? [t("hall-alerts") + " ", ...links] : []));
}

async function loadRounds() {
  try {
    const r = await (await fetch("/broadcast/")).json();
    const links = r.flatMap((x, i) => {
      const href = String(x.pgn ?? "");
      // Only the hall's own files (a board's round name is in the path).
      const a = el("a", { href: href.startsWith("/broadcast/") ? href : "#" }, t("hall-round-pgn", { round: x.round }));
      return i ? [" ", a] : [a];
    });
    $("#links").replaceChildren(...links);
  } catch (e) { /* the next update tries again */ }
}

async function loadAll() {
  const list = await (await fetch("/api/boards?lang=" + LANG)).json();
  for (const x of list) { tiles.set(x.board, x); renderTile(x); }
  renderSummary();
  loadRounds();
  if (detailBoard) showDetail(detailBoard);
}

let roundsTimer = null;
function onTile(x) {
  const known = tiles.has(x.board);
  tiles.set(x.board, x);
  renderTile(x);
  renderSummary();
  if (!known && !roundsTimer) roundsTimer = setTimeout(() => { roundsTimer = null; loadRounds(); }, 1000);
  if (detailBoard === x.board) showDetail(x.board);
}

function connect() {
  const es = new EventSource("/events?lang=" + LANG);
  es.onopen = () => { $("#live").classList.remove("off"); loadAll(); };
  es.onerror = () => { $("#live").classList.add("off"); };
  es.addEventListener("tile", (e) => onTile(JSON.parse(e.data)));
  es.addEventListener("reload", () => loadAll());
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
    el("h2", {}, t("hall-board", { board: tile.board }), st ? [": ", ...players(st)] : null),
    el("div", { class: "cols" },
      el("div", {}, st ? boardSvg(st.fen, [], "") : null,
        el("p", {}, st ? sideMsg("hall-to-move", st.turn) + (st.game_over ? " · " + String(st.game_over) : "") : "")),
      el("div", {}, el("p", {}, t("hall-screen-caption")),
        el("img", { class: "screen", alt: t("hall-screen-alt"), src: `/api/board/${encodeURIComponent(board)}/screen.png?seq=${shotSeq}` }))),
    el("p", {}, button, " ", el("span", { id: "asked" }, asked.get(board) || "")),
    journals.length ? [el("h3", {}, t("hall-journals")), el("ul", {}, journals)] : null,
    el("h3", {}, t("hall-decisions", { game: d.game || "" })),
    el("table", {}, el("tbody", {}, rows)));
  button.onclick = async (e) => {
    e.stopPropagation();
    const r = await fetch("/api/board/" + encodeURIComponent(board) + "/journal", { method: "POST" });
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
signedIn();
