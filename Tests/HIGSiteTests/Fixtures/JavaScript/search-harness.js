// Runs site/search.js in node for the Swift tests: `node search-harness.js analyze SITE` reads a
// JSON array of texts on stdin and prints each one's words and grams; `search SITE` reads a JSON
// array of queries and prints each one's top-ten record IDs (with scores) and the index files it
// loaded. SITE is a built site.
"use strict";
const fs = require("fs");
const path = require("path");

const [mode, site, scriptPath] = process.argv.slice(2);
const search = require(path.resolve(scriptPath || path.join(site, "assets", "search.js")));

let loaded = [];

function load(name) {
  loaded.push(name);
  const text = fs.readFileSync(path.join(site, "search", name + ".js"), "utf8");
  const open = text.indexOf(",");
  const close = text.lastIndexOf(")");
  return Promise.resolve(JSON.parse(text.slice(open + 1, close)));
}

const input = JSON.parse(fs.readFileSync(0, "utf8"));
const engine = new search.Engine(load);

engine.ready().then(async () => {
  if (mode === "chunks") {
    process.stdout.write(JSON.stringify(input.map((term) => [search.bucketOf(term, 997, 0), search.bucketOf(term, 997, 400)])));
    return;
  }
  if (mode === "analyze") {
    const out = input.map((text) => {
      const analyzed = engine.analyzer.analyze(text);
      const tokens = analyzed.tokens.map((e) => [e.token.start, e.token.end, e.stem]);
      return { words: analyzed.words, grams: analyzed.grams, tokens };
    });
    process.stdout.write(JSON.stringify(out));
    return;
  }
  const out = [];
  for (const query of input) {
    loaded = [];
    try {
      const result = await engine.search(query.text, { platforms: query.platforms || [], limit: 10 });
      const ids = [];
      for (const hit of result.hits) ids.push((await engine.record(hit.record)).id);
      const index = loaded.filter((name) => name.startsWith("t/") || name.startsWith("p/"));
      out.push({ ids, scores: result.hits.map((h) => String(h.score)), total: result.total, index });
    } catch (error) {
      out.push({ error: String(error.message || error) });
    }
  }
  process.stdout.write(JSON.stringify(out));
}).catch((error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  process.exit(1);
});
