// The round from the pairing program (src/hall/round_web.rs): the round
// table at #round, the pairings loaded from a file or pasted, a result
// entered by an arbiter, the results downloaded. Uses app.js's el(), t(),
// post() and LANG; every piece of the page is built from text nodes.
"use strict";

const round = { text: "", mayAct: false, timer: null };

function roundShown() { return location.hash === "#round"; }

function roundRoute() {
  const on = roundShown();
  $("#round").hidden = !on;
  if (on) {
    $("#tiles").hidden = true;
    $("#detail").hidden = true;
    loadRound();
  }
}

async function loadRound() {
  if (!roundShown()) return;
  try {
    const r = await fetch("/api/round?lang=" + LANG);
    if (!r.ok) return;
    const text = await r.text();
    if (text === round.text) return;
    round.text = text;
    renderRound(JSON.parse(text));
  } catch (e) { /* the next poll tries again */ }
}

// The time of an RFC 3339 stamp, in the page's language.
function roundTime(rfc) {
  const d = new Date(String(rfc ?? ""));
  return isNaN(d) ? String(rfc ?? "") : d.toLocaleTimeString(LANG, { hour12: false });
}

function roundRow(x, chosen) {
  const players = [String(x.white ?? ""), x.white_rating ? ` (${x.white_rating})` : "", " – ",
    String(x.black ?? ""), x.black_rating ? ` (${x.black_rating})` : ""].join("");
  const game = [];
  if (x.result) {
    game.push(el("b", {}, String(x.result)), " ", String(x.how ?? ""));
    if (x.by) game.push(el("br"), String(x.by));
  } else {
    game.push(String(x.status_text ?? ""));
  }
  for (const c of x.corrections || []) game.push(el("br"), el("i", { class: "rt-correction" }, String(c)));
  const entries = (x.entries || []).map((e) => el("li", { class: "rt-entry", "data-state": String(e.state ?? ""), "data-id": String(e.id ?? "") },
    t("hall-rt-entry", { result: e.result, by: e.by, at: roundTime(e.at) }), " · ",
    e.state === "on_board" ? t("hall-rt-on-board") : el("b", {}, t("hall-rt-sent"))));
  const checks = (x.checks || []).map((c, i) => el("li", { class: "rt-check", "data-kind": String((x.check_kinds || [])[i] ?? "") }, String(c)));
  let enter = null;
  if (round.mayAct) {
    const sel = el("select", { class: "rt-result", "aria-label": t("hall-rt-col-enter") },
      ["1-0", "1/2-1/2", "0-1"].map((v) => el("option", { value: v }, v === "1/2-1/2" ? "½-½" : v)));
    if (chosen.has(x.board)) sel.value = chosen.get(x.board);
    const b = el("button", { class: "rt-enter", type: "button" }, t("hall-rt-enter"));
    const msg = el("span", { class: "rt-enter-msg" });
    b.onclick = async () => {
      b.disabled = true;
      const r = await post("/api/round/result", { board: x.board, result: sel.value });
      b.disabled = false;
      msg.textContent = r.ok ? "" : t("hall-rt-refused") + " " + (await r.text());
      round.text = "";
      loadRound();
    };
    enter = [sel, " ", b, " ", msg];
  }
  const cls = "rt-row " + String(x.status ?? "") + ((x.checks || []).length ? " rt-flagged" : "");
  return el("tr", { class: cls, "data-board": String(x.board), "data-status": String(x.status ?? ""), "data-result": String(x.result ?? "") },
    el("td", { title: String(x.sent_to ?? "") }, String(x.board)),
    el("td", {}, players),
    el("td", { class: "rt-game" }, game),
    el("td", {}, entries.length ? el("ul", {}, entries) : null),
    el("td", {}, checks.length ? el("ul", {}, checks) : null),
    el("td", {}, enter));
}

function renderRound(d) {
  const sec = $("#round");
  let box = $("#rt-table");
  if (!box) {
    box = el("div", { id: "rt-table" });
    sec.replaceChildren(box, loadForm());
  }
  if (!d.loaded) {
    box.replaceChildren(el("p", { id: "rt-none" }, t("hall-rt-none")), d.error ? el("p", { class: "down" }, String(d.error)) : null);
    return;
  }
  // (The arbiter's choices in progress survive a redraw.)
  const chosen = new Map();
  for (const s of document.querySelectorAll("#rt-table tr[data-board] select.rt-result")) {
    chosen.set(Number(s.closest("tr").dataset.board), s.value);
  }
  const m = d.loaded;
  const head = el("tr", {}, ["hall-rt-col-board", "hall-rt-col-players", "hall-rt-col-status", "hall-rt-col-result", "hall-rt-col-checks", "hall-rt-col-enter"]
    .map((id) => el("th", {}, t(id))));
  const missing = d.missing || [];
  const downloads = [];
  if (d.trf) downloads.push(el("a", { id: "rt-trf", href: "/api/round/results.trf", download: "" }, t("hall-rt-download-trf")), " · ");
  downloads.push(el("a", { id: "rt-csv", href: "/api/round/results.csv", download: "" }, t("hall-rt-download-csv")), " · ",
    el("a", { id: "rt-pgn", href: "/api/round/round.pgn", download: "" }, t("hall-rt-download-pgn")));
  box.replaceChildren(
    el("h2", { id: "rt-title" }, t("hall-rt-title", { round: d.round }), d.event ? " · " + String(d.event) : ""),
    el("p", { id: "rt-loaded", "data-id": String(m.id ?? "") }, t("hall-rt-loaded", { file: m.file, at: roundTime(m.at), by: m.by })),
    el("p", { id: "rt-downloads" }, downloads),
    el("p", { id: "rt-missing", "data-count": String(missing.length) },
      missing.length ? t("hall-rt-missing", { boards: missing.join(", ") }) : t("hall-rt-complete")),
    el("table", { id: "rt-rows" }, el("thead", {}, head), el("tbody", {}, (d.rows || []).map((x) => roundRow(x, chosen)))),
    (d.byes || []).length ? el("ul", { id: "rt-byes" }, d.byes.map((b) => el("li", {}, String(b)))) : null);
}

// A file's bytes as hex (a TRF may be Latin-1: the hall decodes it).
function hexOf(buf) {
  const b = new Uint8Array(buf);
  let s = "";
  for (let i = 0; i < b.length; i++) s += b[i].toString(16).padStart(2, "0");
  return s;
}

function loadForm() {
  if (!round.mayAct) return el("div", { id: "rt-form" });
  const file = el("input", { id: "rt-file", type: "file", accept: ".trf,.trfx,.txt,.csv" });
  const text = el("textarea", { id: "rt-text", rows: 4, cols: 60 });
  const list = el("textarea", { id: "rt-list", rows: 2, cols: 30 });
  const num = el("input", { id: "rt-round", type: "number", min: 1, max: 99 });
  const boards = el("textarea", { id: "rt-boards", rows: 2, cols: 30 });
  const msg = el("p", { id: "rt-msg" });
  const go = el("button", { id: "rt-load", type: "button" }, t("hall-rt-load"));
  go.onclick = async () => {
    go.disabled = true;
    const body = { file: t("hall-rt-pasted") };
    const f = file.files && file.files[0];
    if (f) { body.file = f.name; body.data_hex = hexOf(await f.arrayBuffer()); } else body.text = text.value;
    if (list.value.trim()) body.list = list.value;
    if (boards.value.trim()) body.boards = boards.value;
    if (num.value) body.round = Number(num.value);
    const r = await post("/api/round/pairings?lang=" + LANG, body);
    go.disabled = false;
    if (r.ok) {
      const j = await r.json();
      msg.className = "up";
      msg.textContent = t("hall-rt-loaded-ok", { n: j.boards });
    } else {
      msg.className = "down";
      msg.textContent = t("hall-rt-refused") + " " + (await r.text());
    }
    round.text = "";
    loadRound();
  };
  const label = (id, text, input) => el("label", { for: id }, text, el("br"), input);
  return el("details", { id: "rt-form" }, el("summary", {}, t("hall-rt-load")),
    el("p", {}, label("rt-file", t("hall-rt-file"), file)),
    el("p", {}, label("rt-text", t("hall-rt-paste"), text)),
    el("p", {}, label("rt-list", t("hall-rt-list"), list)),
    el("p", {}, label("rt-round", t("hall-rt-round"), num)),
    el("p", {}, label("rt-boards", t("hall-rt-boards"), boards)),
    el("p", {}, go), msg);
}

async function roundStart() {
  try {
    const r = await fetch("/api/session");
    if (r.ok) {
      const s = await r.json();
      round.mayAct = s.role === "chief" || s.role === "deputy";
    }
  } catch (e) { /* a viewer's page */ }
  $("#bar").insertBefore(el("a", { id: "round-link", href: "#round" }, t("hall-rt-link")), $("#links"));
  window.addEventListener("hashchange", roundRoute);
  roundRoute();
  round.timer = setInterval(loadRound, 2000);
}

roundStart();
