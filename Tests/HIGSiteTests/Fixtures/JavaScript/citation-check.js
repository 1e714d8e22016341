// Opens built pages in headless Chromium and reads the citation each "copy citation" button would
// copy (cite.js's window.higCitation), so the tests can compare it with `hig cite`'s:
//
//   node citation-check.js CHROMIUM PAGE.html...
//
// Prints one JSON object: for each page, a list of { id, citation, whole } (whole: the button
// carried its citation in data-citation rather than having cite.js compose it).
"use strict";
const path = require("path");
const { launch } = require(path.join(__dirname, "../../../../scripts/lib/chromium-pipe.js"));

const [chromiumPath, ...pages] = process.argv.slice(2);
const browser = launch(chromiumPath || "chromium", ["--disable-extensions"]);
const { send, nextEvent } = browser;

const READ = `Array.from(document.querySelectorAll(".copy-citation")).map((button) => ({
  id: button.closest(".record").querySelector(".permalink").textContent,
  citation: window.higCitation(button), whole: button.hasAttribute("data-citation") }))`;

async function main() {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  const report = {};
  for (const page of pages) {
    const loaded = nextEvent("Page.loadEventFired", sessionId);
    await send("Page.navigate", { url: "file://" + path.resolve(page) }, sessionId);
    await loaded;
    const result = await send("Runtime.evaluate", { expression: READ, returnByValue: true }, sessionId);
    if (result.exceptionDetails) throw new Error(page + ": " + JSON.stringify(result.exceptionDetails));
    report[page] = result.result.value;
  }
  process.stdout.write(JSON.stringify(report));
}

main().then(() => browser.finish(0), (error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  browser.finish(1);
});
