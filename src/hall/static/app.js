// The hall's page: every board as a tile, updated live by server-sent
// events; a board's game and decisions on a click. No library, no CDN.
"use strict";

const tiles = new Map(); // board -> tile (as /api/boards gives it)
let detailBoard = null;

const $ = (sel) => document.querySelector(sel);
const esc = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));

// The pieces, once, as SVG symbols (pieces.js holds their outlines).
function pieceDefs() {
  let s = '<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>';
  for (const [role, p] of Object.entries(PIECES)) {
    for (const color of ["w", "b"]) {
      s += `<symbol id="p-${color}${role}" viewBox="0 0 100 100"><path d="${p.sil}" fill="#fff"/>` +
        `<path d="${color === "w" ? p.white : p.black}" fill="#111"/></symbol>`;
    }
  }
  return s + "</defs></svg>";
}

// A diagram of a FEN (placement first), White at the bottom; `marks`
// outlines squares (a set of names such as "e4").
function boardSvg(fen, marks, cls) {
  const rows = (fen || "8/8/8/8/8/8/8/8").split(" ")[0].split("/");
  let s = `<svg class="board ${cls || ""}" viewBox="0 0 800 800" role="img" aria-label="${esc(fen)}">`;
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      const dark = (r + f) % 2 === 1;
      s += `<rect x="${f * 100}" y="${r * 100}" width="100" height="100" fill="${dark ? "#b58863" : "#f0d9b5"}"/>`;
    }
  }
  rows.forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (/[1-8]/.test(ch)) { f += Number(ch); continue; }
      const color = ch === ch.toUpperCase() ? "w" : "b";
      s += `<use href="#p-${color}${ch.toUpperCase()}" x="${f * 100}" y="${r * 100}" width="100" height="100"/>`;
      f++;
    }
  });
  for (const sq of marks || []) {
    const f = sq.charCodeAt(0) - 97, r = 8 - Number(sq[1]);
    s += `<rect x="${f * 100 + 4}" y="${r * 100 + 4}" width="92" height="92" fill="none" stroke="#d00" stroke-width="8"/>`;
  }
  return s + "</svg>";
}

// Squares where two placements differ.
function diff(a, b) {
  const expand = (fen) => {
    const out = [];
    (fen || "").split(" ")[0].split("/").forEach((row) => {
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

function alertLevel(t) {
  const a = t.state && t.state.alert;
  if (!a) return "none";
  return a.acknowledged ? "amber" : "red";
}

function clock(s) {
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const mm = String(m).padStart(h ? 2 : 1, "0"), ss = String(sec).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

function players(st) {
  const c = st.clocks;
  const w = c ? ` <span class="clock">${clock(c.white_s)}</span>` : "";
  const b = c ? ` <span class="clock">${clock(c.black_s)}</span>` : "";
  return `${esc(st.white || "?")}${w} – ${esc(st.black || "?")}${b}`;
}

function tileHtml(t) {
  const st = t.state;
  const level = alertLevel(t);
  const badges = [];
  if (t.online === false) badges.push(`<span class="badge grey" title="offline since ${esc(t.since)}">silent</span>`);
  if (st && !st.sensor.ok) badges.push(`<span class="badge purple" title="${esc(st.sensor.detail)}">sensors</span>`);
  if (level === "red") badges.push('<span class="badge red">ALERT</span>');
  if (level === "amber") badges.push('<span class="badge amber">restore</span>');
  if (t.behind) badges.push('<span class="badge" title="lines on their way">…</span>');
  if (!st) {
    return `<h2><span>Board ${esc(t.board)}</span><span>${badges.join(" ")}</span></h2><div class="last">no game yet</div>`;
  }
  const a = st.alert;
  const turn = st.game_over ? `<b>${esc(st.result)}</b>` : `<span class="turn ${st.turn}" title="${st.turn} to move"></span>`;
  let body;
  if (a) {
    body = boardSvg(a.restore_fen, diff(a.restore_fen, a.board), "restore") +
      `<div class="alertbox ${a.acknowledged ? "acked" : ""}"><b>${esc(a.side)}: illegal move</b> (Art. ${esc(a.article)})<br>` +
      `${esc(a.text)}` +
      (a.steps.length ? `<ol>${a.steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol>` : "") +
      `${a.acknowledged ? "<br><i>acknowledged at the board</i>" : ""}</div>`;
  } else {
    body = boardSvg(st.fen, [], "");
  }
  const adv = st.advisories.length ? `<div class="last" title="${esc(st.advisories.join("\n"))}">⚠ ${esc(st.advisories[0])}</div>` : "";
  return `<h2><span>Board ${esc(st.board_no || t.board)} ${turn}</span><span>${badges.join(" ")}</span></h2>` +
    `<div class="players">${players(st)}</div>${body}` +
    `<div class="last">${esc(st.last_move || "")}${st.game_over ? " · " + esc(st.game_over) : ""}</div>${adv}`;
}

function renderTile(t) {
  let el = document.getElementById("tile-" + t.board);
  if (!el) {
    el = document.createElement("article");
    el.id = "tile-" + t.board;
    el.dataset.board = t.board;
    el.addEventListener("click", () => { location.hash = "#board=" + encodeURIComponent(t.board); });
    const list = $("#tiles");
    const after = [...list.children].find((c) => naturalCompare(c.dataset.board, t.board) > 0);
    list.insertBefore(el, after || null);
  }
  const level = alertLevel(t);
  el.className = "tile" + (level === "red" ? " alert" : level === "amber" ? " acked" : "") +
    (t.online === false ? " silent" : "") + (t.state && !t.state.sensor.ok ? " fault" : "");
  el.dataset.alert = level;
  el.dataset.online = String(t.online);
  el.dataset.seq = t.state ? t.state.last_seq : "";
  el.dataset.decision = t.state && t.state.last_decision ? t.state.last_decision.seq : "";
  el.innerHTML = tileHtml(t);
}

function naturalCompare(a, b) {
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function renderSummary() {
  const all = [...tiles.values()];
  const red = all.filter((t) => alertLevel(t) === "red");
  const silent = all.filter((t) => t.online === false);
  const faults = all.filter((t) => t.state && !t.state.sensor.ok);
  $("#counts").textContent = `${all.length} boards · ${red.length} alerts · ${silent.length} silent · ${faults.length} sensor faults`;
  $("#alerts").innerHTML = red.length
    ? "Alerts: " + red.sort((a, b) => naturalCompare(a.board, b.board))
      .map((t) => `<a href="#board=${encodeURIComponent(t.board)}">board ${esc(t.board)}</a>`).join(", ")
    : "";
}

async function loadRounds() {
  try {
    const r = await (await fetch("/broadcast/")).json();
    $("#links").innerHTML = r.map((x) => `<a href="${esc(x.pgn)}">round ${esc(x.round)} PGN</a>`).join(" ");
  } catch (e) { /* the next update tries again */ }
}

async function loadAll() {
  const list = await (await fetch("/api/boards")).json();
  for (const t of list) { tiles.set(t.board, t); renderTile(t); }
  renderSummary();
  loadRounds();
  if (detailBoard) showDetail(detailBoard);
}

let roundsTimer = null;
function onTile(t) {
  const known = tiles.has(t.board);
  tiles.set(t.board, t);
  renderTile(t);
  renderSummary();
  if (!known && !roundsTimer) roundsTimer = setTimeout(() => { roundsTimer = null; loadRounds(); }, 1000);
  if (detailBoard === t.board) showDetail(t.board);
}

function connect() {
  const es = new EventSource("/events");
  es.onopen = () => { $("#live").classList.remove("off"); loadAll(); };
  es.onerror = () => { $("#live").classList.add("off"); };
  es.addEventListener("tile", (e) => onTile(JSON.parse(e.data)));
  es.addEventListener("reload", () => loadAll());
}

let detailSeq = 0;
const asked = new Map(); // board -> what became of the page's request
async function showDetail(board) {
  const my = ++detailSeq;
  const d = await (await fetch("/api/board/" + encodeURIComponent(board))).json();
  if (my !== detailSeq || detailBoard !== board) return;
  const t = d.tile, st = t.state;
  const el = $("#detail");
  const rows = d.lines.map((l) => `<tr class="${esc(l.kind)}"><td>${esc(l.seq)}</td><td>${esc((l.wall || "").slice(11, 19))}</td>` +
    `<td>${esc(l.kind)}</td><td>${esc(l.text)}</td></tr>`).join("");
  const journals = t.journals.map((j) => `<li>${esc(j.file)}: ${j.ok ? "verified" : "<b>NOT verified</b>"}, ${esc(j.bytes)} bytes` +
    `<pre>${esc(j.report)}</pre></li>`).join("");
  el.innerHTML = `<p><a href="#">← all boards</a></p><h2>Board ${esc(t.board)}${st ? ": " + players(st) : ""}</h2>` +
    `<div class="cols"><div>${st ? boardSvg(st.fen, [], "") : ""}` +
    `<p>${st ? esc(st.turn) + " to move" + (st.game_over ? " · " + esc(st.game_over) : "") : ""}</p></div>` +
    `<div><p>The board's screen, as the hall draws it:</p><img class="screen" alt="the board's screen" src="/api/board/${encodeURIComponent(board)}/screen.png?seq=${st ? st.last_seq : 0}"></div></div>` +
    `<p><button id="ask">Collect the journal now</button> <span id="asked">${esc(asked.get(board) || "")}</span></p>` +
    (journals ? `<h3>Journals collected</h3><ul>${journals}</ul>` : "") +
    `<h3>Game ${esc(d.game || "")}: decisions</h3><table><tbody>${rows}</tbody></table>`;
  $("#ask").onclick = async (e) => {
    e.stopPropagation();
    const r = await fetch("/api/board/" + encodeURIComponent(board) + "/journal", { method: "POST" });
    asked.set(board, r.ok ? "asked; the board sends it" : "the hall is not connected to the broker");
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

document.body.insertAdjacentHTML("afterbegin", pieceDefs());
window.addEventListener("hashchange", route);
route();
connect();
