// Drives headless Chromium over the DevTools protocol (on a pipe: no WebSocket library needed) to
// check the built site the way a reader uses it, with real key presses and clicks:
//
//   node browser-check.js SITE SCREENSHOT_FOLDER [CHROMIUM]
//
// 1. search: opens index.html, presses "/" to focus the search box, types 드래그, presses Enter,
//    and reads the results list from the DOM of search.html?q=드래그;
// 2. language: opens a guideline page with bilingual records, clicks "English", reads which texts
//    are visible, reloads and reads whether the choice was remembered; then clicks a record's
//    "copy citation" button and reads its label and the clipboard.
// Prints one JSON object with what it saw; writes search.png and language.png.
"use strict";
const fs = require("fs");
const path = require("path");
const { launch, sleep } = require(path.join(__dirname, "../../../../scripts/lib/chromium-pipe.js"));

const [site, shots, chromiumPath] = process.argv.slice(2);
const browser = launch(chromiumPath || "chromium", [
  "--disable-extensions", "--hide-scrollbars", "--window-size=1200,1400", "--lang=ko-KR"
]);
const { send, nextEvent } = browser;

async function page() {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  await send("Runtime.enable", {}, sessionId);
  const tab = {
    async open(url) {
      const loaded = nextEvent("Page.loadEventFired", sessionId);
      await send("Page.navigate", { url }, sessionId);
      await loaded;
    },
    async evaluate(expression) {
      const result = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
      if (result.exceptionDetails) throw new Error(JSON.stringify(result.exceptionDetails));
      return result.result.value;
    },
    async key(key, code, text) {
      await send("Input.dispatchKeyEvent", { type: "keyDown", key, code, text, windowsVirtualKeyCode: key === "Enter" ? 13 : 0 }, sessionId);
      await send("Input.dispatchKeyEvent", { type: "keyUp", key, code, windowsVirtualKeyCode: key === "Enter" ? 13 : 0 }, sessionId);
    },
    async type(text) {
      await send("Input.insertText", { text }, sessionId);
    },
    async click(selector) {
      const box = await tab.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()`);
      for (const type of ["mousePressed", "mouseReleased"]) {
        await send("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 }, sessionId);
      }
    },
    async waitFor(expression, timeout) {
      const deadline = Date.now() + (timeout || 10000);
      while (Date.now() < deadline) {
        if (await tab.evaluate(expression)) return true;
        await sleep(100);
      }
      return false;
    },
    async screenshot(file) {
      const { data } = await send("Page.captureScreenshot", { format: "png" }, sessionId);
      fs.writeFileSync(file, Buffer.from(data, "base64"));
    }
  };
  return tab;
}

async function main() {
  const report = {};
  const base = "file://" + path.resolve(site) + "/";
  const tab = await page();

  // Search, by keyboard alone: "/" focuses the box, typing and Enter submit the form.
  await tab.open(base + "index.html");
  await tab.key("/", "Slash", "/");
  report.focusedAfterSlash = await tab.evaluate("document.activeElement && document.activeElement.id");
  await tab.type("드래그");
  const navigated = nextEvent("Page.loadEventFired");
  await tab.key("Enter", "Enter", "\r");
  await navigated;
  await tab.waitFor("document.querySelectorAll('#hig-search-results li').length > 0");
  report.searchURL = await tab.evaluate("decodeURIComponent(location.search)");
  report.searchStatus = await tab.evaluate("document.getElementById('hig-search-status').textContent");
  // Each result's parts in the order the page shows them, with the words each part marks.
  report.searchResults = await tab.evaluate(`Array.from(document.querySelectorAll('#hig-search-results li')).map(li => {
    const part = (sel) => { const e = li.querySelector(sel); return e && { text: e.textContent, lang: e.getAttribute('lang'),
      marked: Array.from(e.querySelectorAll('mark')).map(m => m.textContent), top: e.getBoundingClientRect().top }; };
    return { id: li.querySelector('.result-id').textContent, href: li.querySelector('a').getAttribute('href'),
      lead: part('.result-lead'), other: part('.result-other'), details: part('.result-details'), body: part('.result-body'),
      path: li.querySelector('.result-path').textContent,
      platforms: li.querySelector('.result-platforms') && li.querySelector('.result-platforms').textContent };
  })`);
  await tab.screenshot(path.join(shots, "search.png"));

  // The language switch on a page with bilingual records, then a reload to see it remembered.
  const bilingual = fs.readdirSync(site).filter((f) => f.endsWith(".html"))
    .find((f) => fs.readFileSync(path.join(site, f), "utf8").includes("data-lang-choice"));
  report.languagePage = bilingual;
  await tab.open(base + bilingual);
  const visible = `(() => { const shown = (sel) => Array.from(document.querySelectorAll(sel)).filter(e => e.offsetParent !== null).length;
    return { lang: document.documentElement.dataset.lang, ko: shown('.bilingual .text-ko'), en: shown('.bilingual .text-en'),
      pressed: document.querySelector('[aria-pressed=true]').dataset.langChoice }; })()`;
  report.languageBefore = await tab.evaluate(visible);
  await tab.click("[data-lang-choice=en]");
  report.languageAfterClick = await tab.evaluate(visible);
  await tab.screenshot(path.join(shots, "language.png"));
  await tab.open(base + bilingual);
  report.languageAfterReload = await tab.evaluate(visible);
  await tab.click("[data-lang-choice=both]");
  report.languageBack = await tab.evaluate(visible);

  // "Copy citation": cite.js shows the buttons, and a click copies and says so.
  await tab.evaluate("document.querySelector('.copy-citation').scrollIntoView({ block: 'center' })");
  report.copyButtonShown = await tab.evaluate("!document.querySelector('.copy-citation').hidden");
  await tab.click(".copy-citation");
  // The clipboard answers asynchronously, and the label goes back after a moment.
  report.copyLabelChanged = await tab.waitFor("document.querySelector('.copy-citation').textContent === '복사됨'", 3000);
  await send("Browser.grantPermissions", { permissions: ["clipboardReadWrite", "clipboardSanitizedWrite"] });
  report.copiedText = await tab.evaluate("navigator.clipboard.readText().catch((e) => 'ERR ' + e)");
  report.copiedID = await tab.evaluate("document.querySelector('.copy-citation').closest('.record').id");
  process.stdout.write(JSON.stringify(report));
}

main().then(() => browser.finish(0), (error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  browser.finish(1);
});
