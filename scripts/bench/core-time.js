// Times the browser's search core alone, in node, with every index and result file in memory:
//
//   node core-time.js SITE ROUNDS QUERY…
//
// A first pass answers each QUERY once and keeps every file it loaded; then ROUNDS passes answer
// them again from memory, each query on a fresh Engine (so the core's own state is not reused,
// but no file is read from disk). What is timed is search.js and the WebAssembly core: analysis,
// plan, tiered ranking and the top ten's records.
// Prints JSON: {queries: n, rounds: n, ms: [per query and round…], p50, p90, max}.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [site, roundsText, ...queries] = process.argv.slice(2);
const rounds = Number(roundsText) || 10;
const search = require(path.resolve(path.join(site, "assets", "search.js")));

const files = new Map();
function load(name) {
  if (!files.has(name)) {
    const text = fs.readFileSync(path.join(site, "search", name + ".js"), "utf8");
    vm.runInNewContext(text, { higSearch: { add: (_, value) => files.set(name, value) } });
  }
  return Promise.resolve(files.get(name));
}

async function answer(engine, query) {
  const result = await engine.search(query, { platforms: [], limit: 10 });
  for (const hit of result.hits) await engine.record(hit.record);
}

(async () => {
  const warmup = new search.Engine(load);
  await warmup.ready();
  for (const query of queries) await answer(warmup, query);
  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const engine = new search.Engine(load);
      await engine.ready();
      const start = process.hrtime.bigint();
      await answer(engine, query);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  process.stdout.write(
    JSON.stringify({ queries: queries.length, rounds, p50: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] }) + "\n");
})().catch((error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  process.exit(1);
});
