// Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), so no
// WebSocket library is needed. Shared by the site's browser test
// (Tests/HIGSiteTests/Fixtures/JavaScript/browser-check.js) and the download benchmark
// (scripts/bench/download-bytes.js).
//
//   const browser = launch("chromium", ["--lang=ko-KR"]);
//   const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
//   ...
//   browser.finish(0);
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function launch(chromium, extraArguments) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hig-chromium-"));
  const browser = spawn(chromium, [
    "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
    "--user-data-dir=" + profile, ...(extraArguments || []), "about:blank"
  ], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });

  let nextId = 1;
  const waiting = new Map();
  // Called with every event (a message with a method); a listener may remove itself.
  const listeners = [];
  let buffer = "";
  browser.stdio[4].on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let end;
    while ((end = buffer.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id && waiting.has(message.id)) {
        const { resolve, reject } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result);
      } else if (message.method) {
        listeners.slice().forEach((listener) => listener(message));
      }
    }
  });

  function send(method, params, sessionId) {
    const id = nextId++;
    const message = { id, method, params: params || {} };
    if (sessionId) message.sessionId = sessionId;
    browser.stdio[3].write(JSON.stringify(message) + "\0");
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }

  function nextEvent(method, sessionId, timeout) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for " + method)), timeout || 15000);
      const listener = (message) => {
        if (message.method === method && (!sessionId || message.sessionId === sessionId)) {
          clearTimeout(timer);
          listeners.splice(listeners.indexOf(listener), 1);
          resolve(message.params);
        }
      };
      listeners.push(listener);
    });
  }

  function finish(status) {
    // Chromium writes its profile until it has exited; remove the profile only then.
    browser.on("exit", () => {
      try {
        fs.rmSync(profile, { recursive: true, force: true });
      } catch (error) {
        /* a leftover temporary folder is harmless */
      }
      process.exit(status);
    });
    browser.kill();
  }

  return { send, nextEvent, listeners, finish };
}

module.exports = { launch, sleep };
