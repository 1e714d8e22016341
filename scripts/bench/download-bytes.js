// Measures the bytes a browser downloads for one search, for hig-bench's site benchmark:
//
//   node download-bytes.js BASE_URL CHROMIUM QUERY…
//
// For each query, in a fresh browser context with the cache off: opens BASE_URL/search.html?q=…
// (hig's search page) and BASE_URL/pagefind-probe.html?q=… (Pagefind's JS API loading the
// fragments of its first ten results), waits until results are shown, and sums the transferred
// bytes of the search's own requests (hig: assets/search.js, assets/search-core.js and search/*;
// Pagefind: pagefind/*).
// Prints JSON: [{query, hig: {bytes, requests, results}, pagefind: {…}}].
"use strict";
const path = require("path");
const { launch, sleep } = require(path.join(__dirname, "../lib/chromium-pipe.js"));

const [base, chromium, ...queries] = process.argv.slice(2);
const browser = launch(chromium);
const { send, listeners } = browser;

async function measure(url, isSearchRequest, doneExpression) {
  const { browserContextId } = await send("Target.createBrowserContext");
  const { targetId } = await send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const urls = new Map();
  const sessions = new Set([sessionId]);
  const files = [];
  let bytes = 0;
  let requests = 0;
  const listener = (message) => {
    // Requests of workers the page starts count too: attach to them as they appear.
    if (message.method === "Target.attachedToTarget" && sessions.has(message.sessionId)) {
      const child = message.params.sessionId;
      sessions.add(child);
      send("Network.enable", {}, child).catch(() => {});
      send("Runtime.runIfWaitingForDebugger", {}, child).catch(() => {});
      return;
    }
    if (!sessions.has(message.sessionId)) return;
    if (message.method === "Network.requestWillBeSent") urls.set(message.params.requestId, message.params.request.url);
    if (message.method === "Network.loadingFinished") {
      const url = urls.get(message.params.requestId) || "";
      if (isSearchRequest(url)) {
        bytes += message.params.encodedDataLength;
        requests += 1;
        files.push([url.replace(/^.*?\/\/[^/]+/, ""), message.params.encodedDataLength]);
      }
    }
  };
  listeners.push(listener);
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
  await send("Network.enable", {}, sessionId);
  await send("Network.setCacheDisabled", { cacheDisabled: true }, sessionId);
  await send("Runtime.enable", {}, sessionId);
  await send("Page.navigate", { url }, sessionId);
  let results = null;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const { result } = await send("Runtime.evaluate", { expression: doneExpression, returnByValue: true }, sessionId);
    if (result.value !== null && result.value !== undefined && result.value !== false) {
      results = result.value;
      break;
    }
    await sleep(100);
  }
  await sleep(300); // let the last responses finish
  listeners.splice(listeners.indexOf(listener), 1);
  await send("Target.disposeBrowserContext", { browserContextId });
  return { bytes, requests, results, files };
}

async function main() {
  const out = [];
  for (const query of queries) {
    const q = encodeURIComponent(query);
    const hig = await measure(base + "/search.html?q=" + q,
      (url) => url.includes("/search/") || url.includes("/assets/search"),
      "document.querySelectorAll('#hig-search-results li').length || (document.getElementById('hig-search-status').textContent.includes('없습니다') ? 0 : null)");
    const pagefind = await measure(base + "/pagefind-probe.html?q=" + q,
      (url) => url.includes("/pagefind/"),
      "document.title.startsWith('done:') ? Number(document.title.slice(5)) : null");
    out.push({ query, hig, pagefind });
  }
  process.stdout.write(JSON.stringify(out));
}

main().then(() => browser.finish(0), (error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  browser.finish(1);
});
