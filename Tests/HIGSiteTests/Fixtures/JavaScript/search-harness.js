// Runs the site's search (site/search.js and the WebAssembly core beside it) in node for the Swift
// tests, reading JSON on stdin and printing JSON:
//
//   node search-harness.js analyze SITE   texts → each one's words, grams and tokens
//   node search-harness.js search SITE    queries {text, platforms} → top-ten IDs, scores, files loaded,
//                                         what each hit shows
//   node search-harness.js plan SITE      {vocabulary, queries} → each query's plan listing
//   node search-harness.js chunks SITE    terms → their chunks among 997 (none Korean, then 400 Korean)
//   node search-harness.js module SITE    → the core module's imports and exports
//
// SITE is a built site.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [mode, site, scriptPath] = process.argv.slice(2);
const search = require(path.resolve(scriptPath || path.join(site, "assets", "search.js")));

let loaded = [];

// A file's data, as the page gets it: by running the script, which calls higSearch.add.
function load(name) {
  loaded.push(name);
  const text = fs.readFileSync(path.join(site, "search", name + ".js"), "utf8");
  let data;
  vm.runInNewContext(text, { higSearch: { add: (_, value) => { data = value; } } });
  return Promise.resolve(data);
}

const input = JSON.parse(fs.readFileSync(0, "utf8"));

if (mode === "module") {
  const text = require(path.join(site, "assets", "search-core.js"));
  const module = new WebAssembly.Module(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const names = (list) => list.map((entry) => entry.name);
  process.stdout.write(JSON.stringify({ imports: names(WebAssembly.Module.imports(module)), exports: names(WebAssembly.Module.exports(module)) }));
  process.exit(0);
}
const engine = new search.Engine(load);

engine.ready().then(async () => {
  if (mode === "chunks") {
    process.stdout.write(JSON.stringify(input.map((term) => [engine.chunk(term, 997, 0), engine.chunk(term, 997, 400)])));
    return;
  }
  if (mode === "analyze") {
    process.stdout.write(JSON.stringify(input.map((text) => engine.analyze(text))));
    return;
  }
  if (mode === "plan") {
    process.stdout.write(JSON.stringify(input.queries.map((text) => engine.plan(text, input.vocabulary, input.concepts))));
    return;
  }
  const out = [];
  for (const query of input) {
    loaded = [];
    try {
      const result = await engine.search(query.text, { platforms: query.platforms || [], limit: query.limit || 10 });
      const ids = [];
      const summaries = [];
      for (const hit of result.hits) {
        const record = await engine.record(hit.record);
        ids.push(record.id);
        summaries.push(result.summary(hit, record));
      }
      const index = loaded.filter((name) => name.startsWith("t/") || name.startsWith("p/"));
      out.push({ ids, scores: result.hits.map((h) => String(h.score)), total: result.total, index, summaries, flags: loaded.includes("flags") });
    } catch (error) {
      out.push({ error: String(error.message || error), kind: error.kind || null });
    }
  }
  process.stdout.write(JSON.stringify(out));
}).catch((error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  process.exit(1);
});
