// Measures the bytes a browser downloads for one search, for hig-bench's site benchmark:
//
//   node download-bytes.js BASE_URL CHROMIUM WARM_UP QUERY…
//
// For each query and each tool (hig: BASE_URL/search.html?q=…, its search page; Pagefind:
// BASE_URL/pagefind-probe.html?q=…, Pagefind's JS API loading the fragments of its first ten
// results), two measurements, each waiting until the results are shown and summing the transferred
// bytes of the search's own requests (hig: assets/search.js, assets/search-core.js and search/*;
// Pagefind: pagefind/*):
// - cold: the query's page in a fresh browser context with the cache off (a reader's first query);
// - later: in a fresh browser context with the cache on, first the WARM_UP query's page, then the
//   query's page; only the second page's requests count, and a response served from the browser's
//   cache counts 0 bytes (a reader's query after a first one, on this visit or a later one while
//   the files are fresh in the cache: serve.py sends GitHub Pages' Cache-Control).
// Prints JSON: [{query, hig: {bytes, requests, cached, results, files}, pagefind: {…},
// later: {hig: {…}, pagefind: {…}}}]; `files` lists [path, bytes] per transferred file.
"use strict";
const path = require("path");
const { launch, sleep } = require(path.join(__dirname, "../lib/chromium-pipe.js"));

const [base, chromium, warmUp, ...queries] = process.argv.slice(2);
const browser = launch(chromium);
const { send, listeners } = browser;

// A page in a browser context of its own; `visit` opens a URL in it and tallies that visit's
// search requests.
async function openPage(cacheDisabled) {
  const { browserContextId } = await send("Target.createBrowserContext");
  const { targetId } = await send("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const sessions = new Set([sessionId]);
  // Each request belongs to the visit that was under way when it was sent, also when it ends later.
  const requests = new Map();
  let current = null;
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
    const params = message.params;
    if (message.method === "Network.requestWillBeSent" && current) {
      requests.set(params.requestId, { url: params.request.url, visit: current, cached: false });
    }
    const request = requests.get(params.requestId);
    if (!request) return;
    if (message.method === "Network.requestServedFromCache") request.cached = true;
    if (message.method === "Network.responseReceived" && (params.response.fromDiskCache || params.response.fromMemoryCache)) {
      request.cached = true;
    }
    if (message.method === "Network.loadingFinished" && request.visit.isSearchRequest(request.url)) {
      const visit = request.visit;
      // A response from the cache crossed no network: Chromium reports its size, not bytes sent.
      const bytes = request.cached ? 0 : params.encodedDataLength;
      visit.requests += 1;
      if (request.cached) visit.cached += 1;
      visit.bytes += bytes;
      if (!request.cached) visit.files.push([request.url.replace(/^.*?\/\/[^/]+/, ""), bytes]);
    }
  };
  listeners.push(listener);
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
  await send("Network.enable", {}, sessionId);
  await send("Network.setCacheDisabled", { cacheDisabled }, sessionId);
  await send("Runtime.enable", {}, sessionId);

  async function visit(url, isSearchRequest, doneExpression) {
    current = { isSearchRequest, bytes: 0, requests: 0, cached: 0, files: [] };
    const tally = current;
    await send("Page.navigate", { url }, sessionId);
    // Until the new page's results are shown (not the previous page's, still there right after
    // the navigation starts).
    const expression = "location.href === " + JSON.stringify(url) + " && (" + doneExpression + ")";
    let results = null;
    const deadline = Date.now() + 60000;
    while (Date.now() < deadline) {
      const { result } = await send("Runtime.evaluate", { expression, returnByValue: true }, sessionId);
      if (result.value !== null && result.value !== undefined && result.value !== false) {
        results = result.value;
        break;
      }
      await sleep(100);
    }
    await sleep(300); // let the last responses finish
    current = null;
    return { bytes: tally.bytes, requests: tally.requests, cached: tally.cached, results, files: tally.files };
  }

  async function close() {
    listeners.splice(listeners.indexOf(listener), 1);
    await send("Target.disposeBrowserContext", { browserContextId });
  }
  return { visit, close };
}

const tools = {
  hig: {
    url: (query) => base + "/search.html?q=" + encodeURIComponent(query),
    isSearchRequest: (url) => url.includes("/search/") || url.includes("/assets/search"),
    done: "document.querySelectorAll('#hig-search-results li').length || (document.getElementById('hig-search-status').textContent.includes('없습니다') ? 0 : null)",
  },
  pagefind: {
    url: (query) => base + "/pagefind-probe.html?q=" + encodeURIComponent(query),
    isSearchRequest: (url) => url.includes("/pagefind/"),
    done: "document.title.startsWith('done:') ? Number(document.title.slice(5)) : null",
  },
};

async function cold(tool, query) {
  const page = await openPage(true);
  const measured = await page.visit(tool.url(query), tool.isSearchRequest, tool.done);
  await page.close();
  return measured;
}

async function later(tool, query) {
  const page = await openPage(false);
  await page.visit(tool.url(warmUp), tool.isSearchRequest, tool.done);
  const measured = await page.visit(tool.url(query), tool.isSearchRequest, tool.done);
  await page.close();
  return measured;
}

async function main() {
  const out = [];
  for (const query of queries) {
    const entry = { query, hig: await cold(tools.hig, query), pagefind: await cold(tools.pagefind, query) };
    entry.later = { hig: await later(tools.hig, query), pagefind: await later(tools.pagefind, query) };
    out.push(entry);
  }
  process.stdout.write(JSON.stringify(out));
}

main().then(() => browser.finish(0), (error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  browser.finish(1);
});
