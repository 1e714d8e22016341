// Compares what a Korean query and its English counterpart download from hig's site search, over
// many pairs at once, for hig-bench's site benchmark:
//
//   node pair-bytes.js SITE PAIRS.tsv [MOST]
//
// PAIRS.tsv holds one "Korean<TAB>English" pair a line (hig-bench writes the glossary's terms).
// With MOST, at most that many pairs are measured, evenly spaced through the file (x100's 8,000
// pairs take a quarter of an hour; 1,000 give the same medians to about 0.02).
// Each query runs through site/search.js in node, as in the browser, loading the site's files from
// disk; a file costs its gzip size (level 6, as scripts/bench/serve.py sends it) plus 186 bytes of
// response headers (what Chromium counts per request there). Only pairs where both queries find
// something count: a query that finds nothing downloads no results. Prints one JSON object.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");
const zlib = require("zlib");

const [site, pairsFile, mostText] = process.argv.slice(2);
const search = require(path.resolve(site, "assets", "search.js"));
const headerBytes = 186;
const cost = new Map();

function fileCost(name) {
  if (!cost.has(name)) {
    const text = fs.readFileSync(path.join(site, "search", name + ".js"));
    cost.set(name, zlib.gzipSync(text, { level: 6 }).length + headerBytes);
  }
  return cost.get(name);
}

// The index and result bytes of one query, or null when it finds nothing.
async function measure(query) {
  const loaded = new Set();
  const cache = new Map();
  const engine = new search.Engine((name) => {
    loaded.add(name);
    if (!cache.has(name)) {
      let data;
      const text = fs.readFileSync(path.join(site, "search", name + ".js"), "utf8");
      vm.runInNewContext(text, { higSearch: { add: (_, value) => { data = value; } } });
      cache.set(name, Promise.resolve(data));
    }
    return cache.get(name);
  });
  const result = await engine.search(query);
  if (result.hits.length === 0) return null;
  for (const hit of result.hits) await engine.record(hit.record);
  let index = 0;
  let results = 0;
  for (const name of loaded) {
    if (name.startsWith("r/")) results += fileCost(name);
    else if (name.startsWith("t/") || name.startsWith("p/")) index += fileCost(name);
  }
  return { index, results, total: index + results };
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

async function main() {
  const lines = fs.readFileSync(pairsFile, "utf8").split("\n").filter(Boolean).map((line) => line.split("\t"));
  const most = Number(mostText) || lines.length;
  const step = Math.max(1, lines.length / most);
  const pairs = [];
  for (let position = 0; Math.floor(position) < lines.length && pairs.length < most; position += step) {
    pairs.push(lines[Math.floor(position)]);
  }
  const measured = [];
  for (const [korean, english] of pairs) {
    const ko = await measure(korean).catch(() => null);
    const en = await measure(english).catch(() => null);
    if (ko && en) measured.push({ oneWord: !/\s/.test(korean.trim()), ko, en });
  }
  function summary(list) {
    return {
      pairs: list.length,
      koreanNoMore: list.filter((p) => p.ko.total <= p.en.total).length,
      koreanIndexNoMore: list.filter((p) => p.ko.index <= p.en.index).length,
      medianRatio: median(list.map((p) => p.ko.total / p.en.total)),
      medianIndexRatio: median(list.map((p) => p.ko.index / p.en.index)),
    };
  }
  const all = summary(measured);
  all.oneWord = summary(measured.filter((p) => p.oneWord));
  all.severalWords = summary(measured.filter((p) => !p.oneWord));
  process.stdout.write(JSON.stringify(all));
}

main().catch((error) => {
  process.stderr.write(String(error.stack || error) + "\n");
  process.exit(1);
});
