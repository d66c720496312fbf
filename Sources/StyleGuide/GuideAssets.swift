/// The guide's stylesheet and script, written next to the pages (no network, no CDN).
enum GuideAssets {
    /// Light and dark page themes: the reader's system setting by default, `data-theme` on <html>
    /// (set by the toggle or `?theme=dark`) when chosen. Swatches never change with the theme.
    static let css = #"""
:root { --bg: #ffffff; --fg: #1b1b1f; --muted: #5f6068; --line: #d9d9de; --card: #f6f6f8; --accent: #0a64d8;
  --pass: #1c7c3c; --fail: #b3261e; --warn: #8a5a00; color-scheme: light; }
:root[data-theme="dark"] { --bg: #121214; --fg: #ececf1; --muted: #a2a3ab; --line: #3a3a40; --card: #1d1d21; --accent: #6aa8ff;
  --pass: #5fd08a; --fail: #ff8a80; --warn: #ffcc66; color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) { --bg: #121214; --fg: #ececf1; --muted: #a2a3ab; --line: #3a3a40; --card: #1d1d21; --accent: #6aa8ff;
    --pass: #5fd08a; --fail: #ff8a80; --warn: #ffcc66; color-scheme: dark; }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--accent); }
header.top { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center;
  padding: 10px 24px; background: var(--bg); border-bottom: 1px solid var(--line); }
header.top h1 { font-size: 20px; margin: 0; }
header.top nav { display: flex; flex-wrap: wrap; gap: 12px; }
.theme-toggle { margin-left: auto; }
html:not(.js) .theme-toggle, html:not(.js) .copy, html:not(.js) .search input, html:not(.js) .search label { display: none; }
button { font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 2px 10px; cursor: pointer; }
main { padding: 8px 24px 48px; }
section.kind { padding-top: 8px; }
h2 { font-size: 22px; border-bottom: 1px solid var(--line); padding-bottom: 4px; scroll-margin-top: 64px; }
h3 { font-size: 16px; margin: 0 0 6px; }
[id] { scroll-margin-top: 64px; }
.note { color: var(--muted); }
a.anchor { color: inherit; text-decoration: none; }
a.anchor:hover { text-decoration: underline; }
article.token { border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; margin: 10px 0; background: var(--bg); }
article.token:target, .symbol-cell:target { outline: 3px solid var(--accent); }
.swatches { display: grid; grid-template-columns: repeat(4, minmax(140px, 1fr)); gap: 10px; margin: 8px 0; }
figure.swatch { margin: 0; }
.swatches.single { grid-template-columns: 1fr; }
.color-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
.color-list article.token { margin: 0; }
.color-list article.token:not(.primitive) { grid-column: 1 / -1; }
.chip { height: 64px; border-radius: 8px; border: 1px solid var(--line);
  background-image: none; }
.swatch figcaption { display: flex; flex-direction: column; font-size: 12px; padding-top: 4px; }
.swatch .hex { font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
.swatch .components, .swatch .space { color: var(--muted); }
.swatch .fallback { color: var(--warn); }
.chip.empty { display: flex; align-items: center; justify-content: center; color: var(--muted); }
.accessor { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; margin: 4px 0; font-size: 13px; }
.accessor code { overflow-wrap: anywhere; }
.accessor .label { color: var(--muted); min-width: 56px; }
.accessor code, code.case { font-family: ui-monospace, Menlo, monospace; background: var(--card); padding: 1px 6px; border-radius: 4px; }
.deprecated { color: var(--fail); font-weight: 600; margin: 4px 0; }
.description { margin: 4px 0; }
.rule { margin: 16px 0; }
.matrices { display: flex; flex-wrap: wrap; gap: 16px; }
table { border-collapse: collapse; }
table.contrast caption { text-align: left; font-weight: 600; padding: 4px 0; }
table.contrast th { font-size: 12px; font-weight: 500; text-align: left; padding: 4px 6px; color: var(--muted); }
table.contrast td { padding: 6px 8px; border: 1px solid var(--line); min-width: 92px; }
table.contrast .sample { font-weight: 600; margin-right: 6px; }
table.contrast .ratio { font-size: 12px; margin-right: 6px; }
.badge { font-size: 11px; border-radius: 8px; padding: 0 6px; font-weight: 600; }
.badge.pass { background: #d5f5df; color: #0f5a2a; }
.badge.fail { background: #ffd9d6; color: #8c1d18; }
.badge.warn { background: #fff0c2; color: #6b4500; }
.type-sample p { margin: 4px 0; overflow-wrap: anywhere; }
dl.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 2px 16px; margin: 8px 0; font-size: 13px; }
dl.facts .fact { display: flex; gap: 6px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
dl.facts .fact.missing-font { grid-column: 1 / -1; }
.missing-font dd, .missing-font dt { color: var(--fail); font-weight: 600; }
.search { display: flex; gap: 10px; align-items: center; margin: 8px 0 12px; }
.search input { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); min-width: 240px; }
.count { color: var(--muted); font-size: 13px; }
.grid-symbols { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 10px; }
.symbol-cell { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 10px 6px; border: 1px solid var(--line);
  border-radius: 10px; color: var(--fg); text-decoration: none; font-size: 12px; text-align: center; }
.symbol-cell[hidden], article.token[hidden], section[hidden] { display: none; }
.symbol-cell .case { font-size: 10px; }
svg.glyph { width: 56px; height: 56px; fill: currentColor; color: var(--fg); }
svg.glyph.hero { width: 160px; height: 160px; }
svg.glyph.cell { width: 64px; height: 64px; }
svg.defs { position: absolute; width: 0; height: 0; overflow: hidden; }
table.variants th { font-size: 12px; color: var(--muted); font-weight: 500; padding: 4px; }
table.variants td { border: 1px solid var(--line); padding: 4px; }
.modes { display: flex; flex-wrap: wrap; gap: 16px; }
figure.mode { margin: 0; text-align: center; }
figure.mode svg.glyph { width: 96px; height: 96px; }
figure.mode svg.glyph[class*="mode-"], figure.mode svg.glyph.variable {
  background: repeating-conic-gradient(var(--line) 0 25%, var(--bg) 0 50%) 0 0 / 12px 12px; }
ul.layer-colors { list-style: none; padding: 0; font-size: 13px; }
ul.layer-colors .chip { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin-right: 6px;
  vertical-align: -1px; border: 1px solid var(--line); }
ul.warnings { color: var(--warn); font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
.measures { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; }
.measures article.token { margin: 0; overflow: hidden; }
.dimension-bar { height: 16px; background: var(--accent); border-radius: 2px; min-width: 1px; }
.radius-box { border: 2px solid var(--accent); background: var(--card); }
.shadow-card { width: 160px; height: 72px; border-radius: 10px; background: #ffffff; margin: 12px; }
.duration-track { position: relative; height: 12px; border-radius: 6px; background: var(--card); border: 1px solid var(--line); }
.duration-dot { position: absolute; top: -3px; left: 0; width: 16px; height: 16px; border-radius: 8px; background: var(--accent);
  animation-name: sb-travel; animation-timing-function: linear; animation-fill-mode: forwards; animation-play-state: paused; }
.duration-track:hover .duration-dot { animation-play-state: running; }
@keyframes sb-travel { from { left: 0; } to { left: calc(100% - 16px); } }
.number-bar { height: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
.number-bar span { display: block; height: 100%; background: var(--accent); border-radius: 6px; }
.diff-counts { display: flex; gap: 16px; flex-wrap: wrap; }
.diff-counts .count-box { border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px; }
.change { border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; margin: 10px 0; }
.change.added { border-left: 6px solid var(--pass); }
.change.removed { border-left: 6px solid var(--fail); }
.change.changed { border-left: 6px solid var(--accent); }
.change .breaking { color: var(--fail); font-weight: 700; }
.before-after { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.before-after figure { margin: 0; text-align: center; font-size: 12px; }
.before-after > .note { flex: 0 0 8em; }
.pair { display: flex; gap: 2px; }
.pair .chip { width: 64px; height: 48px; }
svg.overlay .before path { fill: #e0218a !important; fill-opacity: 0.55 !important; }
svg.overlay .after path { fill: #1a9fd6 !important; fill-opacity: 0.55 !important; }
table.fields td, table.fields th { border: 1px solid var(--line); padding: 3px 8px; font-size: 13px; text-align: left; }
"""#

    /// Theme toggle (remembered, or `?theme=dark|light`), copy buttons, the symbol search
    /// (`?q=NAME` or `#q=NAME` fills it on load, so a link can carry a search), and focus links
    /// (`?focus=ID` shows only that token or symbol, e.g. to share one colour in a review).
    static let javascript = #"""
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");
  var params = new URLSearchParams(window.location.search);
  var theme = params.get("theme");
  try { if (!theme) { theme = window.localStorage.getItem("stylebook-theme"); } } catch (e) {}
  if (theme === "dark" || theme === "light") { root.setAttribute("data-theme", theme); }
  function currentTheme() {
    var set = root.getAttribute("data-theme");
    if (set) { return set; }
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function ready(fn) {
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", fn); } else { fn(); }
  }
  ready(function () {
    var toggle = document.getElementById("theme-toggle");
    if (toggle) {
      toggle.addEventListener("click", function () {
        var next = currentTheme() === "dark" ? "light" : "dark";
        root.setAttribute("data-theme", next);
        try { window.localStorage.setItem("stylebook-theme", next); } catch (e) {}
      });
    }
    Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
      button.addEventListener("click", function () {
        var text = button.getAttribute("data-copy") || "";
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(function () { button.textContent = "Copied"; },
                                                   function () { button.textContent = "Select"; });
        }
      });
    });
    var focusID = params.get("focus");
    var focused = focusID ? document.getElementById(focusID) : null;
    if (focused) {
      root.classList.add("focus");
      Array.prototype.forEach.call(document.querySelectorAll("main > section, main > section > *"), function (node) {
        if (!node.contains(focused)) { node.setAttribute("hidden", ""); }
      });
      Array.prototype.forEach.call(document.querySelectorAll("article.token, .symbol-cell"), function (node) {
        if (node !== focused && !node.contains(focused)) { node.setAttribute("hidden", ""); }
      });
    }
    var input = document.getElementById("grid-search");
    var grid = document.getElementById("grid-symbols");
    var count = document.getElementById("grid-count");
    if (input && grid) {
      var cells = grid.querySelectorAll(".symbol-cell");
      var filter = function () {
        var q = input.value.trim().toLowerCase();
        var shown = 0;
        for (var i = 0; i < cells.length; i++) {
          var match = q === "" || cells[i].getAttribute("data-name").indexOf(q) !== -1;
          if (match) { cells[i].removeAttribute("hidden"); shown++; } else { cells[i].setAttribute("hidden", ""); }
        }
        if (count) { count.textContent = shown + " shown"; }
      };
      var hash = window.location.hash.match(/^#q=(.*)$/);
      var initial = params.get("q") || (hash ? decodeURIComponent(hash[1]) : "");
      if (initial) { input.value = initial; }
      input.addEventListener("input", filter);
      filter();
    }
  });
})();
"""#
}
