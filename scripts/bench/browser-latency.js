// Times the site's search in headless Chromium, from disk (file://) as a reader opens it:
//
//   node browser-latency.js SITE CHROMIUM ROUNDS QUERY…
//
// For each round, in a fresh browser context: opens SITE/search.html?q=FIRST and times the first
// query from the start of the navigation to its results drawn (the page, search.js, the search
// core compiled and instantiated, the manifest and index files loaded); then types each QUERY into
// the search box and times it from the submit to its results drawn ("warm": the core is ready,
// the query's own index files still load); then each QUERY again ("hot": every file loaded).
// Prints JSON: {first: [ms per round], warm: {query: [ms…]}, hot: {query: [ms…]}, hits: {query: n},
// files: {query: files a warm query loaded}, loading: {warm|hot: {query: [ms some file was loading…]}}}.
"use strict";
const path = require("path");
const { launch } = require(path.join(__dirname, "../lib/chromium-pipe.js"));

const [site, chromium, roundsText, ...queries] = process.argv.slice(2);
const rounds = Number(roundsText) || 1;
const browser = launch(chromium, ["--disable-extensions"]);
const { send, nextEvent } = browser;

// Submits `query` in the page and resolves with the milliseconds until the status line shows its
// outcome and the results are drawn (search.js draws both in one task).
const SEARCH = `(async (query) => {
  const status = document.getElementById("hig-search-status");
  const done = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (status.textContent === "검색 중…") return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
  });
  document.getElementById("hig-search-query").value = query;
  const seen = window.higLoads.length;
  const start = performance.now();
  document.getElementById("hig-search-form").requestSubmit();
  const end = await done;
  // The time some index or result file was loading (the union of their loads; file:// loads
  // have no resource timing, so the page notes when each script tag went in and loaded).
  const loads = window.higLoads.slice(seen).filter((load) => load[1] > 0).sort((a, b) => a[0] - b[0]);
  let loading = 0, until = -Infinity;
  for (const [from, to] of loads) {
    if (to > until) loading += to - Math.max(from, until);
    until = Math.max(until, to);
  }
  return [end - start, document.querySelectorAll("#hig-search-results li").length, loading, loads.length];
})`;

async function evaluate(sessionId, expression) {
  const result = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (result.exceptionDetails) throw new Error(JSON.stringify(result.exceptionDetails));
  return result.result.value;
}

async function round(report) {
  const { browserContextId } = await send("Target.createBrowserContext");
  const { targetId } = await send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  await send("Runtime.enable", {}, sessionId);
  // The first query's results are drawn while the page is loading: note when, from the start of
  // the navigation (performance.now() counts from it).
  await send("Page.addScriptToEvaluateOnNewDocument", {
    source: `window.higLoads = [];
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function (node) {
      if (node instanceof HTMLScriptElement) {
        const load = [performance.now(), 0];
        window.higLoads.push(load);
        node.addEventListener("load", () => { load[1] = performance.now(); });
      }
      return append.call(this, node);
    };
    document.addEventListener("DOMContentLoaded", () => {
      const status = document.getElementById("hig-search-status");
      if (!status) return;
      const observer = new MutationObserver(() => {
        if (status.textContent === "검색 중…" || status.textContent === "") return;
        observer.disconnect();
        window.higFirstQuery = performance.now();
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
    });`
  }, sessionId);
  const url = "file://" + path.resolve(site) + "/search.html?q=" + encodeURIComponent(queries[0]);
  const loaded = nextEvent("Page.loadEventFired", sessionId);
  await send("Page.navigate", { url }, sessionId);
  await loaded;
  const deadline = Date.now() + 60000;
  let first = null;
  while (first === null && Date.now() < deadline) {
    first = await evaluate(sessionId, "window.higFirstQuery || null");
    if (first === null) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  report.first.push(first);
  for (const label of ["warm", "hot"]) {
    for (const query of queries) {
      const [ms, hits, loading, files] = await evaluate(sessionId, `${SEARCH}(${JSON.stringify(query)})`);
      (report[label][query] = report[label][query] || []).push(ms);
      (report.loading[label][query] = report.loading[label][query] || []).push(loading);
      report.hits[query] = hits;
      if (label === "warm") report.files[query] = files;
    }
  }
  await send("Target.disposeBrowserContext", { browserContextId });
}

async function main() {
  const report = { first: [], warm: {}, hot: {}, hits: {}, files: {}, loading: { warm: {}, hot: {} } };
  for (let i = 0; i < rounds; i++) await round(report);
  process.stdout.write(JSON.stringify(report));
}

main().then(() => browser.finish(0), (error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  browser.finish(1);
});
