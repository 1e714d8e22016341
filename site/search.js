// hig site search. The search itself is HIGSearch, the Swift module behind `hig search`, compiled
// to WebAssembly from the same sources (assets/search-core.js holds the module, inlined so that a
// page opened from disk works): it parses and plans the query, ranks, and says which index files
// it needs next. This file only loads those files, hands them to the core and draws the results.
//
// Index files are scripts calling higSearch.add(name, data), loaded with <script> tags, because a
// page opened from disk (file://) may load scripts but not fetch() files. In node (the tests and
// benchmarks), the same engine runs with a loader that reads the files from disk. The data of the
// postings and records files is a raw deflate stream as a string of seven bits a character
// (ScriptString.swift), inflated here with DecompressionStream, which works on a Blob and so also
// from disk.
(function (root) {
  "use strict";

  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  // search-core.js holds the module as a string of one character per byte.
  function moduleBytes(text) {
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  // The module: set by search-core.js in a browser, beside this file in node.
  function coreSource() {
    if (typeof root.higSearchCore === "string") return root.higSearchCore;
    if (typeof require === "function" && typeof __dirname === "string") {
      return require(require("path").join(__dirname, "search-core.js"));
    }
    throw new Error("search-core.js is missing: rebuild the site with \"hig site\"");
  }

  // The core's exports (Sources/HIGSearch/WebAssembly/Exports.swift), with strings and numbers
  // moved in and out of its memory.
  function Core(instance) {
    var exports = instance.exports;

    // Copies `values` into memory the core allocates (freed by `release`).
    function place(values, Type) {
      var pointer = exports.malloc(Math.max(1, values.length * Type.BYTES_PER_ELEMENT));
      new Type(exports.memory.buffer, pointer, values.length).set(values);
      return pointer;
    }

    // Calls exports[name] with each string argument as a pointer and a UTF-8 length (null: no text).
    this.call = function (name, args) {
      var pointers = [];
      var flat = [];
      args.forEach(function (arg) {
        if (typeof arg === "string" || arg === null) {
          var bytes = arg === null ? new Uint8Array(0) : encoder.encode(arg);
          var pointer = place(bytes, Uint8Array);
          pointers.push(pointer);
          flat.push(pointer, arg === null ? -1 : bytes.length);
        } else if (arg instanceof Uint8Array) {
          var bytes = place(arg, Uint8Array);
          pointers.push(bytes);
          flat.push(bytes, arg.length);
        } else if (arg instanceof Float64Array) {
          var numbers = place(arg, Float64Array);
          pointers.push(numbers);
          flat.push(numbers, arg.length);
        } else {
          flat.push(arg);
        }
      });
      try {
        return exports[name].apply(null, flat);
      } finally {
        pointers.forEach(function (pointer) { exports.free(pointer); });
      }
    };

    // The JSON answer of a call that returned its length.
    this.answer = function (handle, length) {
      var pointer = exports.hig_output(handle);
      return JSON.parse(decoder.decode(new Uint8Array(exports.memory.buffer, pointer, length)));
    };
  }

  var compiled = null;

  function instantiate() {
    if (!compiled) compiled = WebAssembly.compile(moduleBytes(coreSource()));
    return compiled.then(function (module) { return WebAssembly.instantiate(module, {}); })
      .then(function (instance) { return new Core(instance); });
  }

  // A query the core cannot run, in the page's words.
  function QueryError(failure) {
    var value = failure.value;
    var hint = failure.suggestion ? " ('" + failure.suggestion + "'을(를) 찾으셨나요?)" : "";
    this.kind = failure.kind;
    this.message = {
      empty: "검색할 단어가 없습니다.",
      unclosedQuote: "따옴표가 닫히지 않았습니다. 구절 검색은 \"drag and drop\"처럼 씁니다.",
      unknownPlatform: "알 수 없는 플랫폼 '" + value + "'" + hint,
      unknownLanguage: "언어는 ko 또는 en입니다: '" + value + "'",
      unknownKind: "알 수 없는 종류 '" + value + "'" + hint,
      tooManyClauses: "단어와 구절이 너무 많습니다(128개까지). 중요한 몇 단어로 검색하세요.",
      tooLong: "검색어가 너무 깁니다(" + value + "자, 1000자까지). 몇 단어로 줄여 검색하세요."
    }[failure.kind] || "검색하지 못했습니다: " + failure.kind;
  }

  // A search file that does not hold what it must, in the page's words: the site must be rebuilt.
  function DamagedFile(name) {
    return new Error("검색 색인 파일 " + name + "이(가) 손상되었습니다. hig site로 사이트를 다시 만드세요.");
  }

  // The seven-bit values a packed string holds as two-byte characters (ScriptString.swift).
  var forbidden = [0x00, 0x0A, 0x0D, 0x22, 0x3C, 0x5C];

  // The bytes of a packed string: seven bits a character, a forbidden value together with the
  // group after it in one character, U+0100…U+06FF (ScriptString.swift says how); null for a
  // string no site wrote.
  function unpackString(data) {
    var bytes = new Uint8Array(Math.floor(data.length * 14 / 8) + 1);
    var length = 0;
    var bits = 0;
    var count = 0;
    function add(group) {
      bits = (bits << 7 | group) & 0x3FFF;
      count += 7;
      if (count >= 8) {
        count -= 8;
        bytes[length++] = bits >> count & 0xFF;
      }
    }
    for (var i = 0; i < data.length; i++) {
      var code = data.charCodeAt(i);
      if (code < 0x80) {
        add(code);
      } else {
        var value = forbidden[(code >> 8) - 1];
        if (value === undefined || code > 0x6FF) return null;
        add(value);
        if (!(code & 0x80)) add(code & 0x7F);
      }
    }
    return bytes.subarray(0, length);
  }

  // The bytes of the packed data of file `name` (a string of raw deflate, as unpackString reads
  // it); a promise.
  function unpack(data, name) {
    var bytes = typeof data === "string" ? unpackString(data) : null;
    if (!bytes) return Promise.reject(DamagedFile(name));
    if (bytes.length === 0) return Promise.resolve(bytes);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).arrayBuffer().then(function (buffer) { return new Uint8Array(buffer); });
  }

  // The search engine over the index files; `load(name)` returns a promise of a file's data.
  function Engine(load) {
    var self = this;
    var core = null;
    var handle = 0;
    var starting = null;
    // Each file's data as last loaded and its bytes, so a file is inflated once while the loader
    // hands over the same data.
    var unpacked = {};

    // Loads a packed file: a promise of its bytes.
    function bytesOf(name) {
      return Promise.resolve(load(name)).then(function (data) {
        var known = unpacked[name];
        if (!known || known.data !== data) {
          known = { data: data, bytes: unpack(data, name) };
          unpacked[name] = known;
        }
        return known.bytes;
      });
    }

    this.ready = function () {
      if (!starting) {
        starting = Promise.all([load("manifest"), instantiate()]).then(function (loaded) {
          var manifest = loaded[0];
          var p = manifest.parameters;
          core = loaded[1];
          handle = core.call("hig_open", [manifest.format, manifest.analyzer, manifest.records, manifest.buckets,
            manifest.hangulBuckets, manifest.group, manifest.unit, manifest.combinedUnit, p.word, p.gram, p.adjacency,
            p.typo, p.coordination, p.nonRulePrior, p.concept, p.figurePrior, p.referencePrior, p.platformBoost,
            p.coveredWordFactor, p.answerBoost]);
          if (!handle) {
            throw new Error("the search index (format " + manifest.format + ") does not match this page's search: rebuild the site with \"hig site\"");
          }
          self.manifest = manifest;
          return unpack(manifest.words || "", "manifest");
        }).then(function (table) {
          words = lines(table);
          return self;
        });
      }
      return starting;
    };

    // Hands over each record's flags from the flags file ({values, codes}: a byte per record naming
    // one of the values, or two past 256 values), which a step asks for before its lists.
    function giveFlags() {
      return Promise.resolve(load("flags")).then(function (file) {
        return unpack(file.codes || "", "flags").then(function (codes) {
          var values = file.values || [];
          var wide = values.length > 256;
          var flags = new Float64Array(self.manifest.records);
          for (var record = 0; record < flags.length; record++) {
            var code = wide ? codes[2 * record] | codes[2 * record + 1] << 8 : codes[record];
            flags[record] = values[code] || 0;
          }
          core.call("hig_flags", [handle, flags]);
        });
      });
    }

    // Loads what a step asks for, hands it over, and goes on until the core finishes.
    function drive(step) {
      if (step.finished) return Promise.resolve(step.finished);
      if (step.failed) {
        if (step.failed.kind === "damagedIndex") {
          return Promise.reject(DamagedFile(step.failed.value));
        }
        return Promise.reject(new QueryError(step.failed));
      }
      var request = step.load;
      var files = {};
      request.lists.forEach(function (list) { files[list[0]] = true; });
      if (request.vocabulary) files.latin = true;
      if (request.loanwords) files.loanwords = true;
      var names = Object.keys(files);
      return Promise.all(names.map(bytesOf).concat(request.flags ? [giveFlags()] : [])).then(function (contents) {
        var data = {};
        names.forEach(function (name, i) { data[name] = contents[i]; });
        // The core finds each list's term in its file's bytes (PostingsFile.swift).
        request.lists.forEach(function (list, number) {
          core.call("hig_receive_file", [handle, number, data[list[0]]]);
        });
        if (request.vocabulary) core.call("hig_receive_vocabulary", [handle, data.latin]);
        if (request.loanwords) core.call("hig_receive_loanwords", [handle, data.loanwords]);
        return Promise.all(request.records.map(self.record));
      }).then(function (records) {
        records.forEach(function (record, i) {
          core.call("hig_receive_record", [handle, request.records[i], record.x.ko || null, record.x.en || null]);
        });
        return drive(core.answer(handle, core.call("hig_next", [handle])));
      });
    }

    // Resolves to {total (null when the top ten was found without loading every tier), hits:
    // [{record, score}], summary(hit, record)}, ranked exactly as `hig search` ranks. The core runs
    // one search at a time, so searches wait for the one before; a result's summaries mark the
    // words of its own query until the next search begins. `options.platforms` and
    // `options.language` are filters as the query writes them ("iOS", "ko").
    var queue = Promise.resolve();
    var searches = 0;
    this.search = function (text, options) {
      options = options || {};
      var limit = options.limit === undefined ? 10 : options.limit;
      var filters = (options.platforms || []).map(function (name) { return "platform:" + name; });
      if (options.language) filters.push("lang:" + options.language);
      var run = queue.then(function () { return self.ready(); }).then(function () {
        var number = ++searches;
        var length = core.call("hig_search", [handle, text, filters.join(" "), limit]);
        return drive(core.answer(handle, length)).then(function (result) {
          return {
            total: result.total,
            hits: result.hits.map(function (hit) { return { record: hit[0], score: hit[1] }; }),
            summary: function (hit, record) { return summary(record, number === searches); }
          };
        });
      });
      queue = run.catch(function () {});
      return run;
    };

    // What `hig search` shows for a hit of the last search (HitSummary): {lead, other, body:
    // snippets {language, text, marks: [[start, end], …] in code points of text}, other and body
    // null when there are none; statement: whether lead is a rule's statement; breadcrumb: the
    // guideline's and section's labels; platforms}. Nothing is marked once another search has begun.
    function summary(record, current) {
      var section = record.s || {};
      return core.answer(handle, core.call("hig_hit", [handle, record.f, record.x.ko || null, record.x.en || null,
        record.t.ko || null, record.t.en || null, section.ko || null, section.en || null, current ? 1 : 0]));
    }

    // Each records file as last parsed, with the bytes it was parsed from.
    var parsed = {};
    // The records files' codes for frequent words, code by code (RecordsFileCodes.swift).
    var words = [];

    // The lines of `bytes`, each as bytes.
    function lines(bytes) {
      var result = [];
      var start = 0;
      for (var i = 0; i <= bytes.length; i++) {
        if (i === bytes.length || bytes[i] === 0x0A) {
          if (i > start || i < bytes.length) result.push(bytes.subarray(start, i));
          start = i + 1;
        }
      }
      return result;
    }

    // A records file's bytes with its codes written out as their words: a byte 0x80…0xBF is the
    // word of its code, a lead UTF-8 never uses (0xC0, 0xC1, 0xF5…0xFF) and the byte after it one
    // of the others; every other byte begins or continues a character as it was (null for a code
    // past the table). RecordsFileCodes.swift writes them.
    function expand(bytes, name) {
      var leads = { 0xC0: 0, 0xC1: 1 };
      for (var lead = 0xF5; lead <= 0xFF; lead++) leads[lead] = lead - 0xF3;
      // Two passes: the length, then the bytes.
      var output = null;
      var length = 0;
      for (var pass = 0; pass < 2; pass++) {
        length = 0;
        for (var i = 0; i < bytes.length;) {
          var byte = bytes[i];
          var word = null;
          var size = byte < 0x80 ? 1 : byte < 0xC0 ? 0 : byte <= 0xDF && byte >= 0xC2 ? 2 : byte >= 0xE0 && byte <= 0xEF ? 3 : byte >= 0xF0 && byte <= 0xF4 ? 4 : 0;
          if (size === 0) {
            var code = byte < 0xC0 ? byte - 0x80 : 64 + (leads[byte] << 8) + bytes[i + 1];
            word = words[code];
            if (!word || (byte >= 0xC0 && i + 1 >= bytes.length)) throw DamagedFile(name);
            i += byte < 0xC0 ? 1 : 2;
            if (output) output.set(word, length);
            length += word.length;
          } else {
            if (output) output.set(bytes.subarray(i, i + size), length);
            i += size;
            length += size;
          }
        }
        if (!output) output = new Uint8Array(length);
      }
      return output;
    }

    // The record shown for a hit: {id, p: its page, f: its flags, t: the guideline's title, s: its
    // section (absent for none), x: its text}, titles and texts as {ko, en}. A records file holds its
    // records column by column (RecordsFile.swift).
    this.record = function (index) {
      var group = self.manifest.group;
      var name = "r/" + Math.floor(index / group);
      return bytesOf(name).then(function (bytes) {
        var known = parsed[name];
        if (!known || known.bytes !== bytes) {
          known = { bytes: bytes, file: JSON.parse(decoder.decode(expand(bytes, name))) };
          parsed[name] = known;
        }
        var file = known.file;
        var position = index % group;
        var entry = file.records[position];
        if (!entry) throw DamagedFile(name);
        var page = file.pages[entry[1]];
        var section = file.sections[entry[2]];
        // An ID without a slash was written without its guideline's slug.
        var id = entry[0].indexOf("/") < 0 ? page[1] + "/" + entry[0] : entry[0];
        var record = { id: id, p: page[0], f: entry[3] || 0, t: text(page[2], page[3]), x: text(file.ko[position], file.en[position]) };
        if (section) record.s = text(section[0], section[1]);
        return record;
      });
    };

    // Texts of both languages as {ko, en}, leaving out a language without one.
    function text(ko, en) {
      var texts = {};
      if (ko !== null) texts.ko = ko;
      if (en !== null) texts.en = en;
      return texts;
    }

    // For the tests: what the analyzer makes of a text, a query's plan, a term's chunk.
    this.analyze = function (text) { return core.answer(handle, core.call("hig_analyze", [handle, text])); };
    this.plan = function (text, vocabulary, concepts) {
      return core.answer(handle, core.call("hig_plan", [handle, text, vocabulary.join("\n"), concepts || null]));
    };
    this.chunk = function (term, count, hangul) { return core.call("hig_chunk", [term, count, hangul]); };
  }

  var api = { Engine: Engine, QueryError: QueryError };

  // ---- The browser: script-tag loader, search page and results ----

  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
    return;
  }

  var scriptBase = (function () {
    var current = document.currentScript && document.currentScript.src;
    return current ? current.replace(/assets\/search\.js(\?.*)?$/, "") : "";
  })();
  var pending = {};
  var loaded = {};

  root.higSearch = {
    add: function (name, data) {
      loaded[name] = data;
      if (pending[name]) pending[name].resolve(data);
    }
  };

  function loadScript(name) {
    if (loaded[name]) return Promise.resolve(loaded[name]);
    if (pending[name]) return pending[name].promise;
    var entry = {};
    entry.promise = new Promise(function (resolve, reject) {
      entry.resolve = resolve;
      var tag = document.createElement("script");
      tag.src = scriptBase + "search/" + name + ".js";
      tag.async = true;
      tag.onerror = function () { reject(new Error("검색 색인 파일을 불러오지 못했습니다: " + name)); };
      document.head.appendChild(tag);
    });
    pending[name] = entry;
    return entry.promise;
  }

  function element(name, attributes, children) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  // A snippet's text with its marks (code point offsets).
  function snippetNodes(snippet) {
    var characters = Array.from(snippet.text);
    var nodes = [];
    var cursor = 0;
    snippet.marks.forEach(function (mark) {
      nodes.push(characters.slice(cursor, mark[0]).join(""));
      nodes.push(element("mark", {}, [characters.slice(mark[0], mark[1]).join("")]));
      cursor = mark[1];
    });
    nodes.push(characters.slice(cursor).join(""));
    return nodes;
  }

  // One hit as `hig search` prints it: the rule's statement (a link to it) and the other
  // language's beneath, where it sits, its platforms and ID, then the part of its body with the
  // query's words; any other record leads with its snippet.
  function resultItem(record, view) {
    var href = scriptBase + record.p + "#" + record.id;
    var children = [
      element("a", { href: href, "class": "result-lead" + (view.statement ? " result-statement" : ""), lang: view.lead.language },
        snippetNodes(view.lead))
    ];
    if (view.other) {
      children.push(element("p", { "class": "result-other", lang: view.other.language }, snippetNodes(view.other)));
    }
    var details = [element("span", { "class": "result-path" }, [view.breadcrumb.join(" › ")])];
    if (view.platforms.length) {
      details.push(" · ", element("span", { "class": "result-platforms" }, [view.platforms.join(", ")]));
    }
    details.push(" · ", element("span", { "class": "result-id" }, [record.id]));
    children.push(element("p", { "class": "result-details" }, details));
    if (view.body) {
      children.push(element("p", { "class": "result-body", lang: view.body.language }, snippetNodes(view.body)));
    }
    return element("li", { "class": "search-result" }, children);
  }

  function runSearchPage() {
    var form = document.getElementById("hig-search-form");
    var input = document.getElementById("hig-search-query");
    var platform = document.getElementById("hig-search-platform");
    var status = document.getElementById("hig-search-status");
    var list = document.getElementById("hig-search-results");
    if (!form || !input || !list) return;
    var engine = new Engine(loadScript);
    var params = new URLSearchParams(window.location.search);
    input.value = params.get("q") || "";
    if (platform && params.get("platform")) platform.value = params.get("platform");
    var generation = 0;

    function show() {
      var text = input.value.trim();
      var mine = ++generation;
      list.textContent = "";
      if (!text) {
        status.textContent = "검색어를 입력하세요.";
        return;
      }
      status.textContent = "검색 중…";
      var platforms = platform && platform.value ? [platform.value] : [];
      engine.search(text, { platforms: platforms }).then(function (result) {
        return Promise.all(result.hits.map(function (hit) { return engine.record(hit.record); })).then(function (records) {
          if (mine !== generation) return;
          // The total is unknown when the top ten was found without loading every tier.
          status.textContent = result.hits.length === 0
            ? "'" + text + "'에 맞는 항목이 없습니다. 다른 낱말이나 영어로 찾아보세요."
            : result.total === null
              ? "'" + text + "' 검색 결과 상위 " + result.hits.length + "건"
              : "'" + text + "' 검색 결과 " + result.total + "건" + (result.total > result.hits.length ? " 중 상위 " + result.hits.length + "건" : "");
          records.forEach(function (record, i) {
            list.appendChild(resultItem(record, result.summary(result.hits[i], record)));
          });
        });
      }).catch(function (error) {
        if (mine !== generation) return;
        status.textContent = error instanceof QueryError ? error.message : "검색하지 못했습니다: " + error.message;
      });
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var url = new URL(window.location.href);
      url.searchParams.set("q", input.value.trim());
      if (platform && platform.value) url.searchParams.set("platform", platform.value); else url.searchParams.delete("platform");
      try { window.history.replaceState(null, "", url.toString()); } catch (error) { /* file:// may refuse */ }
      show();
    });
    if (platform) platform.addEventListener("change", show);
    show();
  }

  document.addEventListener("DOMContentLoaded", runSearchPage);
})(typeof window !== "undefined" ? window : globalThis);
