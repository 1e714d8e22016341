// hig site search: the analyzer and ranking of `hig search`, ported line for line from HIGSearch
// (Analysis/*.swift, Query/SearchQuery.swift, Scoring/QueryPlan.swift, Scoring/Searcher.swift).
// The index holds each term's precomputed score contribution per record, so this file only
// analyzes the query exactly as Swift does and adds numbers; its top ten equal `hig search`'s.
//
// Index files are scripts calling higSearch.add(name, data), loaded with <script> tags, because a
// page opened from disk (file://) may load scripts but not fetch() files. In node (the tests), the
// same engine runs with a loader that reads the files from disk.
(function (root) {
  "use strict";

  // ---- Analysis (TextNormalizer, Script, Tokenizer, EnglishStemmer, KoreanStemmer, Analyzer) ----

  var GRAM_PREFIX = "~";
  // A Korean word's combined entry: the word's and its bigrams' contributions summed per record.
  var COMBINED_PREFIX = "=";
  // The shape of the index files this script reads (SiteSearchIndex.formatVersion).
  var INDEX_FORMAT = 3;
  var ALPHABETIC = /\p{Alphabetic}/u;
  var DECIMAL = /\p{Nd}/u;
  var WHITE_SPACE = /\p{White_Space}/u;
  var JAMO = /[\u1100-\u11FF]/u;
  var COMBINING = /[\u0300-\u036F]/gu;

  // One code point's folded form (TextNormalizer.fold(scalar:)).
  function foldScalar(character) {
    var value = character.codePointAt(0);
    if ((value >= 0x61 && value <= 0x7a) || (value >= 0x30 && value <= 0x39) || value === 0x20 ||
        (value >= 0xac00 && value <= 0xd7a3)) return character;
    if (value >= 0x41 && value <= 0x5a) return String.fromCodePoint(value + 32);
    if (value === 0x2018 || value === 0x2019 || value === 0x201a || value === 0x201b || value === 0x2032) return "'";
    if (value === 0x201c || value === 0x201d || value === 0x201e || value === 0x201f || value === 0x2033) return "\"";
    var compatible = character.normalize("NFKC").toLowerCase();
    var folded = compatible.normalize("NFD").replace(COMBINING, "");
    return JAMO.test(folded) ? compatible : folded.normalize("NFC");
  }

  // The folded text, one string per code point of the NFC input (offsets count code points).
  function foldedScalars(text) {
    return Array.from(text.normalize("NFC"), foldScalar);
  }

  var HANGUL = 0, IDEOGRAPHIC = 1, ALPHANUMERIC = 2;

  function scriptOf(character) {
    var value = character.codePointAt(0);
    if (value >= 0xac00 && value <= 0xd7a3) return HANGUL;
    if ((value >= 0x3040 && value <= 0x30ff) || (value >= 0x3400 && value <= 0x4dbf) ||
        (value >= 0x4e00 && value <= 0x9fff)) return IDEOGRAPHIC;
    if ((value >= 0x30 && value <= 0x39) || (value >= 0x61 && value <= 0x7a)) return ALPHANUMERIC;
    if (value <= 0x7f) return null;
    return ALPHABETIC.test(character) || DECIMAL.test(character) ? ALPHANUMERIC : null;
  }

  var GAP_NONE = 0, GAP_SPACE = 1, GAP_PUNCTUATION = 2;

  function tokenize(text) {
    var folded = foldedScalars(text);
    var tokens = [];
    var current = "";
    var currentScript = null;
    var start = 0;
    var gap = GAP_PUNCTUATION;
    var pending = GAP_PUNCTUATION;

    function finish(end) {
      if (currentScript !== null && current !== "") {
        var word = current;
        if (currentScript === ALPHANUMERIC) while (word.endsWith("'")) word = word.slice(0, -1);
        if (word !== "") {
          tokens.push({ text: word, script: currentScript, start: start, end: end, gap: gap });
          pending = GAP_NONE;
        }
      }
      current = "";
      currentScript = null;
    }

    // End offsets are one past the source code point of the word's last character (Tokenizer.swift).
    var lastSource = -1;
    for (var offset = 0; offset < folded.length; offset++) {
      var pieces = Array.from(folded[offset]);
      for (var p = 0; p < pieces.length; p++) {
        var character = pieces[p];
        if (character === "'" && currentScript === ALPHANUMERIC) {
          current += character;
          lastSource = offset;
          continue;
        }
        var script = scriptOf(character);
        if (script === null) {
          finish(lastSource + 1);
          var isSpace = character === " " || WHITE_SPACE.test(character);
          if (pending !== GAP_PUNCTUATION) pending = isSpace ? GAP_SPACE : GAP_PUNCTUATION;
          lastSource = offset;
          continue;
        }
        if (script !== currentScript) {
          finish(lastSource + 1);
          currentScript = script;
          start = offset;
          gap = pending;
        }
        current += character;
        lastSource = offset;
      }
    }
    finish(lastSource + 1);
    return tokens;
  }

  var VOWELS = { a: 1, e: 1, i: 1, o: 1, u: 1, y: 1 };

  function englishStem(word) {
    var w = Array.from(word);
    if (w.length > 2 && w[w.length - 2] === "'" && w[w.length - 1] === "s") w.length -= 2;
    w = w.filter(function (c) { return c !== "'"; });
    if (!(w.length > 2 && w.every(function (c) { return c.codePointAt(0) < 0x80; }))) return w.join("");
    if (w.length > 3) removeInflection(w);
    if (w.length >= 3 && w[w.length - 1] === "e") w.length -= 1;
    return w.join("");
  }

  function removeInflection(w) {
    function ends(suffix) {
      return w.length > suffix.length && w.slice(w.length - suffix.length).join("") === suffix;
    }
    function hasVowel(letters) {
      return letters.some(function (c) { return VOWELS[c] === 1; });
    }
    function undouble() {
      var last = w[w.length - 1];
      if (w.length >= 3 && last === w[w.length - 2] && VOWELS[last] !== 1 && last !== "l" && last !== "s" && last !== "z") {
        w.length -= 1;
      }
    }
    if (ends("ies") && w.length > 4) {
      w.length -= 3;
      w.push("y");
    } else if (ends("sses")) {
      w.length -= 2;
    } else if (ends("s") && !ends("ss") && !ends("us") && !ends("is")) {
      w.length -= 1;
    }
    if (ends("ied") && w.length > 4) {
      w.length -= 3;
      w.push("y");
    } else if (ends("ing") && w.length >= 5 && hasVowel(w.slice(0, w.length - 3))) {
      w.length -= 3;
      undouble();
    } else if (ends("ed") && !ends("eed") && w.length >= 4 && hasVowel(w.slice(0, w.length - 2))) {
      w.length -= 2;
      undouble();
    }
  }

  // The Korean stemmer's data comes from the index manifest (KoreanSuffixes in Swift), so the two
  // stemmers cannot use different lists.
  function KoreanStemmer(data) {
    var all = data.endings.map(function (e) { return { text: e[0], minimumStem: e[1] }; })
      .concat(data.particles.map(function (p) { return { text: p, minimumStem: 1 }; }));
    var seen = {};
    var unique = [];
    all.forEach(function (suffix) {
      if (!Object.prototype.hasOwnProperty.call(seen, suffix.text)) {
        seen[suffix.text] = true;
        unique.push(suffix);
      }
    });
    var ordered = unique.map(function (suffix, offset) { return { suffix: suffix, offset: offset }; })
      .sort(function (a, b) {
        var la = Array.from(a.suffix.text).length, lb = Array.from(b.suffix.text).length;
        return la !== lb ? lb - la : a.offset - b.offset;
      })
      .map(function (entry) { return entry.suffix; });
    var protectedWords = new Set(data.protected);
    var particles = new Set(data.particles);
    var endingTexts = new Set(data.endings.map(function (e) { return e[0]; }));
    var orderedEndings = ordered.filter(function (suffix) { return endingTexts.has(suffix.text); });
    var onlySuffix = new Set(data.particles.concat(Array.from(endingTexts), data.afterLatin));

    // The longest suffix of `suffixes` (longest first) that `word` ends with, leaving its minimum stem.
    function strip(word, suffixes) {
      var length = Array.from(word).length;
      for (var i = 0; i < suffixes.length; i++) {
        var suffix = suffixes[i];
        if (word.endsWith(suffix.text) && length - Array.from(suffix.text).length >= suffix.minimumStem) return suffix;
      }
      return null;
    }

    this.stem = function (word) {
      if (protectedWords.has(word)) return word;
      var first = strip(word, ordered);
      if (first === null) return word;
      var stripped = word.slice(0, word.length - first.text.length);
      if (!particles.has(first.text) || protectedWords.has(stripped)) return stripped;
      var second = strip(stripped, orderedEndings);
      return second === null ? stripped : stripped.slice(0, stripped.length - second.text.length);
    };
    this.isOnlySuffix = function (word) { return onlySuffix.has(word); };
  }

  function Analyzer(korean) {
    var stemmer = new KoreanStemmer(korean);

    this.analyze = function (text) {
      var tokens = tokenize(text);
      var words = [];
      var grams = [];
      var analyzed = [];
      var run = [];

      function flushRun() {
        if (run.length >= 2) {
          for (var i = 0; i < run.length - 1; i++) grams.push(GRAM_PREFIX + run[i] + run[i + 1]);
        }
        run = [];
      }

      var previousScript = null;
      for (var t = 0; t < tokens.length; t++) {
        var token = tokens[t];
        var stem;
        if (token.script === ALPHANUMERIC) {
          flushRun();
          stem = englishStem(token.text);
        } else {
          // A particle alone: glued to a Latin name ("UIView를") or detached by a space ("Sheets 를").
          if (previousScript !== null && token.gap !== GAP_PUNCTUATION && stemmer.isOnlySuffix(token.text)) {
            previousScript = token.script;
            continue;
          }
          stem = token.script === HANGUL ? stemmer.stem(token.text) : token.text;
          if (token.gap === GAP_PUNCTUATION || previousScript === ALPHANUMERIC) flushRun();
          run = run.concat(Array.from(stem));
        }
        previousScript = token.script;
        if (stem === "") continue;
        words.push(stem);
        analyzed.push({ token: token, stem: stem });
      }
      flushRun();
      return { words: words, grams: grams, tokens: analyzed };
    };

    this.gramsOfStem = function (stem) {
      var scalars = Array.from(stem);
      if (scalars.length < 2 || !scalars.every(function (c) { return scriptOf(c) !== ALPHANUMERIC; })) return [];
      var result = [];
      for (var i = 0; i < scalars.length - 1; i++) result.push(GRAM_PREFIX + scalars[i] + scalars[i + 1]);
      return result;
    };
  }

  // ---- Query parsing (SearchQuery, SearchFilter, Platform(name:)) ----

  var PLATFORM_NAMES = {
    ios: "iOS", iphone: "iOS", ipados: "iPadOS", ipad: "iPadOS", macos: "macOS", mac: "macOS", osx: "macOS",
    macosx: "macOS", maccatalyst: "macOS", catalyst: "macOS", tvos: "tvOS", appletv: "tvOS", tv: "tvOS",
    visionos: "visionOS", vision: "visionOS", visionpro: "visionOS", applevisionpro: "visionOS",
    watchos: "watchOS", watch: "watchOS", applewatch: "watchOS"
  };

  function platformNamed(name) {
    var key = name.toLowerCase().replace(/[\s\-_]/gu, "");
    return Object.prototype.hasOwnProperty.call(PLATFORM_NAMES, key) ? PLATFORM_NAMES[key] : null;
  }

  function kindNamed(name, kinds) {
    var key = Array.from(name.toLowerCase()).filter(function (c) { return /\p{L}/u.test(c); }).join("");
    for (var i = 0; i < kinds.length; i++) if (kinds[i].toLowerCase() === key) return kinds[i];
    return { rules: "rule", notes: "note", item: "listItem", list: "listItem" }[key] || null;
  }

  function QueryError(message) {
    this.message = message;
  }

  var QUOTES = "\"\u201C\u201D\u201E\uFF02";

  function isWhitespace(character) {
    return WHITE_SPACE.test(character);
  }

  // Parses what a user typed, as SearchQuery.parse does; `filter` holds the page's own filters.
  function parseQuery(text, filter, analyzer, kinds) {
    var characters = Array.from(text);
    var clauses = [];
    var i = 0;
    while (i < characters.length) {
      var character = characters[i];
      if (isWhitespace(character)) {
        i++;
        continue;
      }
      var occurrence = "should";
      if ((character === "+" || character === "-") && i + 1 < characters.length && !isWhitespace(characters[i + 1])) {
        occurrence = character === "+" ? "must" : "mustNot";
        i++;
      }
      if (QUOTES.indexOf(characters[i]) >= 0) {
        var startQuote = i + 1;
        var endQuote = -1;
        for (var j = startQuote; j < characters.length; j++) {
          if (QUOTES.indexOf(characters[j]) >= 0) {
            endQuote = j;
            break;
          }
        }
        if (endQuote < 0) throw new QueryError("따옴표가 닫히지 않았습니다. 구절 검색은 \"drag and drop\"처럼 씁니다.");
        var phrase = characters.slice(startQuote, endQuote).join("");
        if (!Array.from(phrase).every(isWhitespace)) clauses.push({ text: phrase, occurrence: occurrence, isPhrase: true });
        i = endQuote + 1;
        continue;
      }
      var end = i;
      while (end < characters.length && !isWhitespace(characters[end])) end++;
      var word = characters.slice(i, end).join("");
      i = end;
      if (occurrence === "should" && applyFilter(word, filter, kinds)) continue;
      clauses.push({ text: word, occurrence: occurrence, isPhrase: false });
    }
    var searchable = clauses.some(function (clause) {
      return clause.occurrence !== "mustNot" && analyzer.analyze(clause.text).words.length > 0;
    });
    if (!searchable) throw new QueryError("검색할 단어가 없습니다.");
    return { text: text, clauses: clauses, filter: filter };
  }

  function applyFilter(word, filter, kinds) {
    var colon = word.indexOf(":");
    if (colon < 0) return false;
    var key = word.slice(0, colon).toLowerCase();
    var value = word.slice(colon + 1);
    if (value === "") return false;
    if (key === "platform" || key === "os") {
      var platform = platformNamed(value);
      if (!platform) throw new QueryError("알 수 없는 플랫폼 '" + value + "'");
      filter.platforms.push(platform);
    } else if (key === "lang" || key === "language") {
      var language = value.toLowerCase();
      if (language !== "ko" && language !== "en") throw new QueryError("언어는 ko 또는 en입니다: '" + value + "'");
      filter.language = language;
    } else if (key === "kind") {
      var kind = kindNamed(value, kinds);
      if (!kind) throw new QueryError("알 수 없는 종류 '" + value + "'");
      filter.kinds.push(kind);
    } else {
      return false;
    }
    return true;
  }

  // ---- Ranking (QueryPlan, TypoCorrector, Searcher) ----

  function editDistance(a, b, limit) {
    a = Array.from(a);
    b = Array.from(b);
    if (a.length === 0) return b.length;
    if (b.length === 0) return a.length;
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var previous = [];
    for (var k = 0; k <= b.length; k++) previous.push(k);
    var current = new Array(b.length + 1).fill(0);
    for (var i = 1; i <= a.length; i++) {
      current[0] = i;
      var rowMinimum = current[0];
      for (var j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        rowMinimum = Math.min(rowMinimum, current[j]);
      }
      if (rowMinimum > limit) return limit + 1;
      var swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length];
  }

  // TypoCorrector: the ASCII vocabulary words closest to an ASCII word, one edit away for words of
  // up to seven letters, two for longer ones; at most five, in vocabulary order.
  function corrections(word, vocabulary) {
    if (!/^[\x00-\x7f]*$/.test(word)) return [];
    var length = word.length;
    var limit = length >= 8 ? 2 : 1;
    var best = [];
    var bestDistance = limit + 1;
    for (var i = 0; i < vocabulary.length; i++) {
      var candidate = vocabulary[i];
      if (Math.abs(candidate.length - length) > limit) continue;
      var distance = editDistance(word, candidate, bestDistance);
      if (distance < bestDistance) {
        best = [candidate];
        bestDistance = distance;
      } else if (distance === bestDistance && distance <= limit && best.length < 5) {
        best.push(candidate);
      }
    }
    return bestDistance <= limit ? best : [];
  }

  function phraseForm(text) {
    var result = "";
    var lastWasSpace = true;
    foldedScalars(text).forEach(function (piece) {
      Array.from(piece).forEach(function (character) {
        if (scriptOf(character) === null) {
          if (!lastWasSpace) result += " ";
          lastWasSpace = true;
        } else {
          result += character;
          lastWasSpace = false;
        }
      });
    });
    return result.trim();
  }

  // The chunk of a term (SiteSearchIndex.chunk(of:count:hangul:)): FNV-1a over its key, the term
  // itself or, for a Korean term or bigram, its first two syllables; terms beginning with a Hangul
  // syllable (after "~" or "=") live in the first `hangul` chunks, the others after them.
  function bucketOf(term, count, hangul) {
    var prefix = term.charAt(0);
    var bare = prefix === GRAM_PREFIX || prefix === COMBINED_PREFIX ? term.slice(1) : term;
    var first = bare.codePointAt(0);
    var isHangul = first >= 0xac00 && first <= 0xd7a3;
    var key = isHangul && prefix !== COMBINED_PREFIX ? Array.from(bare).slice(0, 2).join("") : term;
    var bytes = new TextEncoder().encode(key);
    var hash = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) {
      hash ^= bytes[i];
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    if (!(hangul > 0 && hangul < count)) return hash % Math.max(1, count);
    return isHangul ? hash % hangul : hangul + hash % (count - hangul);
  }

  // The search engine over the index files; `load(name)` returns a promise of a file's data.
  function Engine(load) {
    var self = this;
    var manifest = null;
    var analyzer = null;

    this.ready = function () {
      if (manifest) return Promise.resolve(self);
      return load("manifest").then(function (data) {
        if (data.format !== INDEX_FORMAT) {
          throw new Error("the search index has format " + data.format + ", this page reads " + INDEX_FORMAT + ": rebuild the site with \"hig site\"");
        }
        manifest = data;
        analyzer = new Analyzer(data.korean);
        self.analyzer = analyzer;
        self.manifest = data;
        return self;
      });
    };

    // The first tiers of `terms` as {term: {tiers: [postings], maxima: [best contribution of each
    // tier not loaded yet]}}, for the terms the index has.
    function firstTiers(terms) {
      var buckets = {};
      terms.forEach(function (term) { buckets[bucketOf(term, manifest.buckets, manifest.hangulBuckets)] = true; });
      var names = Object.keys(buckets).map(function (b) { return "t/" + b; });
      return Promise.all(names.map(load)).then(function (chunks) {
        var found = {};
        chunks.forEach(function (chunk) {
          terms.forEach(function (term) {
            if (!Object.prototype.hasOwnProperty.call(chunk, term)) return;
            var entry = chunk[term];
            found[term] = { tiers: [entry[0]], maxima: entry.slice(1) };
          });
        });
        return found;
      });
    }

    // The plan with each Korean word and its bigrams replaced by the word's combined entry
    // ("=드래그", SiteSearchIndex.combinedContributions): one list to load instead of one per
    // bigram. Contributions are whole units, so its sums add to the rest exactly, in any order.
    function combineWords(terms, p) {
      if (!manifest.combinedUnit) return terms;
      var combined = [];
      for (var i = 0; i < terms.length; i++) {
        var word = terms[i];
        var grams = [];
        if (word.term !== undefined && word.clause !== null && word.weight === p.word) {
          analyzer.gramsOfStem(word.term).forEach(function (gram) { if (grams.indexOf(gram) < 0) grams.push(gram); });
        }
        // The plan lists each bigram once per query: a word whose bigrams came earlier keeps its parts.
        var parts = terms.slice(i, i + 1 + grams.length);
        var whole = grams.length > 0 && grams.every(function (gram, k) {
          var t = parts[k + 1];
          return t !== undefined && t.term === gram && t.clause === word.clause && t.weight === p.gram;
        });
        if (!whole) {
          combined.push(word);
          continue;
        }
        combined.push({ term: COMBINED_PREFIX + word.term, weight: 1, clause: word.clause, parts: parts });
        i += grams.length;
      }
      return combined;
    }

    // Loads the next tier of each of `terms` (SiteSearchIndex's p/<chunk>-<tier> files).
    function deepen(terms, postings) {
      return Promise.all(terms.map(function (term) {
        var entry = postings[term];
        var name = "p/" + bucketOf(term, manifest.buckets, manifest.hangulBuckets) + "-" + entry.tiers.length;
        return load(name).then(function (tier) {
          entry.tiers.push(tier[term]);
          entry.maxima.shift();
        });
      }));
    }

    // Loads every tier of `terms`.
    function complete(terms, postings) {
      var open = terms.filter(function (term) { return postings[term] && postings[term].maxima.length > 0; });
      if (open.length === 0) return Promise.resolve();
      return deepen(open, postings).then(function () { return complete(open, postings); });
    }

    // Resolves to {total, hits: [{record, score}], query} ranked exactly as Searcher.search.
    this.search = function (text, options) {
      options = options || {};
      var limit = options.limit === undefined ? 10 : options.limit;
      return self.ready().then(function () {
        var filter = { platforms: (options.platforms || []).slice(), language: options.language || null, kinds: [] };
        var query = parseQuery(text, filter, analyzer, manifest.kinds);
        var p = manifest.parameters;
        var terms = [];
        var requiredMask = 0, scoringMask = 0;
        var phrases = [], excludedWords = [], positiveText = [];
        var clauseGrams = new Set();
        var wordsToCheck = [];
        query.clauses.forEach(function (clause, number) {
          var analyzed = analyzer.analyze(clause.text);
          if (clause.occurrence === "mustNot") {
            excludedWords.push(analyzed.words);
            return;
          }
          var bit = Math.pow(2, Math.min(number, 52));
          scoringMask += bit;
          if (clause.occurrence === "must" || clause.isPhrase) requiredMask += bit;
          if (clause.isPhrase) phrases.push(phraseForm(clause.text));
          positiveText.push(clause.text);
          analyzed.words.forEach(function (word) {
            terms.push({ term: word, weight: p.word, clause: number });
            analyzer.gramsOfStem(word).forEach(function (gram) {
              if (!clauseGrams.has(gram)) {
                clauseGrams.add(gram);
                terms.push({ term: gram, weight: p.gram, clause: number });
              }
            });
            var latin = Array.from(word).every(function (c) { return scriptOf(c) === ALPHANUMERIC; });
            if (latin && Array.from(word).length >= 4) {
              // Corrections go right after the word, as in QueryPlan; filled in once we know the word is missing.
              var slot = { correctionOf: word, clause: number };
              terms.push(slot);
              wordsToCheck.push(slot);
            }
          });
        });
        analyzer.analyze(positiveText.join(" ")).grams.forEach(function (gram) {
          if (!clauseGrams.has(gram)) {
            clauseGrams.add(gram);
            terms.push({ term: gram, weight: p.adjacency, clause: null });
          }
        });
        var planned = combineWords(terms, p);
        var excludedTerms = [].concat.apply([], excludedWords);
        var lookupTerms = planned.filter(function (t) { return t.term !== undefined; }).map(function (t) { return t.term; });
        return firstTiers(lookupTerms.concat(excludedTerms)).then(function (postings) {
          var missing = wordsToCheck.filter(function (slot) { return !postings[slot.correctionOf]; });
          // A word the index lacks has no combined entry, but its bigrams may match. A typo
          // correction's weight (0.6 / n) is no power-of-two fraction: with one in the sums, the
          // order of addition matters, so every combined entry gives way to its parts.
          var expanded = [];
          planned.forEach(function (t) {
            if (!t.parts || (missing.length === 0 && postings[t.term])) return expanded.push(t);
            expanded.push.apply(expanded, t.parts);
            delete postings[t.term];
          });
          var parts = [];
          expanded.forEach(function (t) {
            if (t.term !== undefined && !postings[t.term] && lookupTerms.indexOf(t.term) < 0) parts.push(t.term);
          });
          var more = parts.length ? firstTiers(parts) : Promise.resolve({});
          var vocabulary = missing.length ? load("latin") : Promise.resolve(null);
          return Promise.all([more, vocabulary]).then(function (loaded) {
            Object.keys(loaded[0]).forEach(function (term) { postings[term] = loaded[0][term]; });
            return { plan: expanded, postings: postings, vocabulary: loaded[1] };
          });
        }).then(function (found) {
          var weighted = [];
          var extraTerms = [];
          found.plan.forEach(function (t) {
            if (t.correctionOf === undefined) {
              weighted.push(t);
            } else if (!found.postings[t.correctionOf] && found.vocabulary) {
              var fixes = corrections(t.correctionOf, found.vocabulary);
              fixes.forEach(function (fix) {
                weighted.push({ term: fix, weight: p.typo / fixes.length, clause: t.clause });
                extraTerms.push(fix);
              });
            }
          });
          var more = extraTerms.filter(function (term) { return !found.postings[term]; });
          var next = more.length ? firstTiers(more) : Promise.resolve({});
          return next.then(function (extra) {
            Object.keys(extra).forEach(function (term) { found.postings[term] = extra[term]; });
            // A phrase is checked on the records' text and a "-word" needs all its records: such
            // queries load every tier. Others load tiers only until the top ten is certain.
            if (phrases.length || excludedWords.length) {
              return complete(Object.keys(found.postings), found.postings).then(function () {
                return rank(weighted, found.postings);
              });
            }
            return rank(weighted, found.postings);
          });
        });

        // Ranks the records of the loaded tiers as Searcher.search does. A record is exact when
        // every term it may still appear in is loaded; otherwise it, and any record not seen yet,
        // has an upper bound from the best contribution of each term's first unloaded tier. Once
        // `limit` exact records beat every bound, they are the top ten; else the terms whose next
        // tier could add most are loaded and the ranking runs again.
        function rank(weighted, postings) {
          var scores = new Map();
          var matched = new Map();
          var flagsOf = new Map();
          var touched = [];
          var open = [];
          weighted.forEach(function (w) {
            var entry = postings[w.term];
            // Searcher skips terms of no weight: their records match nothing.
            if (!entry || !(w.weight > 0)) return;
            var bit = w.clause === null ? 0 : Math.pow(2, Math.min(w.clause, 52));
            // Stored contributions are whole units; dividing the weight by a power of two is exact.
            var weight = w.weight / (w.parts ? manifest.combinedUnit : manifest.unit);
            var seen = entry.maxima.length ? new Set() : null;
            // Per record, terms are added in query order as in Swift, so sums are bit-identical
            // (also where a typo correction's weight makes them inexact).
            entry.tiers.forEach(function (list) {
              for (var i = 0; i < list.length; i += 3) {
                var record = list[i];
                if (!scores.has(record)) {
                  touched.push(record);
                  scores.set(record, 0);
                  matched.set(record, 0);
                  flagsOf.set(record, list[i + 2]);
                }
                scores.set(record, scores.get(record) + weight * list[i + 1]);
                var mask = matched.get(record);
                if (bit && Math.floor(mask / bit) % 2 === 0) matched.set(record, mask + bit);
                if (seen) seen.add(record);
              }
            });
            if (seen) open.push({ term: w.term, seen: seen, bound: weight * entry.maxima[0], bit: bit });
          });
          var excluded = new Set();
          excludedWords.forEach(function (words) {
            if (words.length === 0) return;
            var common = null;
            words.forEach(function (word) {
              var records = new Set();
              ((postings[word] || { tiers: [] }).tiers).forEach(function (list) {
                for (var i = 0; i < list.length; i += 3) records.add(list[i]);
              });
              common = common === null ? records : new Set(Array.from(common).filter(function (r) { return records.has(r); }));
            });
            (common || new Set()).forEach(function (r) { excluded.add(r); });
          });
          var platformMask = 0;
          query.filter.platforms.forEach(function (name) {
            platformMask |= 1 << manifest.platforms.indexOf(name);
          });
          var scoringBits = bitCount(scoringMask);
          var factor = function (mask) {
            var share = bitCount(andBits(mask, scoringMask)) / Math.max(1, scoringBits);
            return 1 - p.coordination + p.coordination * share;
          };
          var ranked = [];
          var bounds = [];
          touched.forEach(function (record) {
            var flags = flagsOf.get(record);
            var platforms = flags & 63;
            if (platformMask !== 0 && platforms !== 0 && (platforms & platformMask) === 0) return;
            if (query.filter.language === "ko" && (flags & 64) === 0) return;
            if (query.filter.language === "en" && (flags & 128) === 0) return;
            if (query.filter.kinds.length && query.filter.kinds.indexOf(manifest.kinds[flags >> 8]) < 0) return;
            if (excluded.has(record)) return;
            var mask = matched.get(record);
            var prior = manifest.kinds[flags >> 8] === "rule" ? 1 : p.nonRulePrior;
            var exact = true, missing = 0, possible = mask;
            open.forEach(function (term) {
              if (term.seen.has(record)) return;
              exact = false;
              missing += term.bound;
              if (term.bit && Math.floor(possible / term.bit) % 2 === 0) possible += term.bit;
            });
            if (andBits(possible, requiredMask) !== requiredMask || andBits(possible, scoringMask) === 0) return;
            if (exact) {
              if (andBits(mask, requiredMask) !== requiredMask || andBits(mask, scoringMask) === 0) return;
              ranked.push({ record: record, score: prior * scores.get(record) * factor(mask) });
            } else {
              bounds.push({ record: record, bound: prior * (scores.get(record) + missing) * factor(possible) });
            }
          });
          ranked.sort(function (a, b) { return a.score !== b.score ? b.score - a.score : a.record - b.record; });
          if (open.length && limit > 0) {
            // Unseen records: every open term's bound, the best prior, every clause matched.
            var unseen = open.reduce(function (sum, term) { return sum + term.bound; }, 0) * Math.max(1, p.nonRulePrior);
            var strongest = bounds.reduce(function (a, b) { return b.bound > a.bound ? b : a; }, { record: null, bound: 0 });
            // The margin absorbs rounding: a bound summed in another order may be a hair low.
            if (ranked.length < limit || Math.max(unseen, strongest.bound) * (1 + 1e-9) >= ranked[limit - 1].score) {
              // Load what settles the strongest doubt: the tiers the record with the highest bound
              // is missing from, or, when an unseen record could score more, the terms with the
              // largest bounds.
              var next;
              if (strongest.record !== null && strongest.bound >= unseen) {
                next = open.filter(function (term) { return !term.seen.has(strongest.record); });
              } else {
                var most = Math.max.apply(null, open.map(function (term) { return term.bound; }));
                next = open.filter(function (term) { return term.bound * 2 >= most; });
              }
              var names = Array.from(new Set(next.map(function (term) { return term.term; })));
              return deepen(names, postings).then(function () { return rank(weighted, postings); });
            }
          }
          // The total is known only when every tier was loaded.
          var total = open.length ? null : ranked.length;
          if (phrases.length === 0) return { total: total, hits: ranked.slice(0, limit), query: query };
          // A phrase needs the record's text: check candidates in rank order.
          return Promise.all(ranked.map(function (hit) { return self.record(hit.record); })).then(function (records) {
            var kept = ranked.filter(function (hit, index) {
              var x = records[index].x;
              var texts = [x.ko, x.en].filter(function (t) { return t; }).map(phraseForm);
              return phrases.every(function (phrase) {
                return texts.some(function (t) { return t.indexOf(phrase) >= 0; });
              });
            });
            return { total: kept.length, hits: kept.slice(0, limit), query: query };
          });
        }
      });
    };

    // The record shown for a hit (ID, guideline, section, text).
    this.record = function (index) {
      return load("r/" + Math.floor(index / manifest.group)).then(function (group) { return group[index % manifest.group]; });
    };
  }

  // Clause masks fit in 53 bits as plain numbers (Swift uses UInt64; queries never have 53 words).
  function andBits(a, b) {
    var result = 0, bit = 1;
    while (a > 0 && b > 0) {
      if (a % 2 === 1 && b % 2 === 1) result += bit;
      a = Math.floor(a / 2);
      b = Math.floor(b / 2);
      bit *= 2;
    }
    return result;
  }

  function bitCount(a) {
    var count = 0;
    while (a > 0) {
      count += a % 2;
      a = Math.floor(a / 2);
    }
    return count;
  }

  var api = {
    Engine: Engine,
    Analyzer: Analyzer,
    tokenize: tokenize,
    foldedScalars: foldedScalars,
    englishStem: englishStem,
    bucketOf: bucketOf,
    QueryError: QueryError
  };

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

  // The text with the query's words marked, cut around the first match (code point offsets).
  function snippet(text, words, grams, analyzer) {
    var characters = Array.from(text.normalize("NFC"));
    var marks = analyzer.analyze(text).tokens.filter(function (entry) {
      return words.has(entry.stem) || analyzer.gramsOfStem(entry.stem).some(function (g) { return grams.has(g); });
    }).map(function (entry) { return [entry.token.start, entry.token.end]; });
    var width = 160;
    var from = marks.length ? Math.max(0, marks[0][0] - 40) : 0;
    var to = Math.min(characters.length, from + width);
    var nodes = [];
    if (from > 0) nodes.push("…");
    var cursor = from;
    marks.forEach(function (mark) {
      if (mark[0] < cursor || mark[1] > to) return;
      nodes.push(characters.slice(cursor, mark[0]).join(""));
      nodes.push(element("mark", {}, [characters.slice(mark[0], mark[1]).join("")]));
      cursor = mark[1];
    });
    nodes.push(characters.slice(cursor, to).join(""));
    if (to < characters.length) nodes.push("…");
    return nodes;
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
      var platforms = [];
      if (platform && platform.value) {
        var chosen = platformNamed(platform.value);
        if (chosen) platforms.push(chosen);
      }
      engine.search(text, { platforms: platforms }).then(function (result) {
        return Promise.all(result.hits.map(function (hit) { return engine.record(hit.record); })).then(function (records) {
          if (mine !== generation) return;
          var analyzed = engine.analyzer.analyze(text);
          var words = new Set(analyzed.words);
          var grams = new Set();
          analyzed.words.forEach(function (w) { engine.analyzer.gramsOfStem(w).forEach(function (g) { grams.add(g); }); });
          // The total is unknown when the top ten was found without loading every tier.
          status.textContent = result.hits.length === 0
            ? "'" + text + "'에 맞는 항목이 없습니다. 다른 낱말이나 영어로 찾아보세요."
            : result.total === null
              ? "'" + text + "' 검색 결과 상위 " + result.hits.length + "건"
              : "'" + text + "' 검색 결과 " + result.total + "건" + (result.total > result.hits.length ? " 중 상위 " + result.hits.length + "건" : "");
          records.forEach(function (record) {
            var koreanQuery = analyzed.tokens.some(function (e) { return e.token.script !== ALPHANUMERIC; });
            var language = record.x.ko && (koreanQuery || !record.x.en) ? "ko" : "en";
            var title = record.t.ko || record.t.en || record.id.split("/")[0];
            var section = record.s ? " › " + (record.s.ko || record.s.en) : "";
            var href = scriptBase + record.p + "#" + record.id;
            list.appendChild(element("li", { "class": "search-result" }, [
              element("a", { href: href, "class": "result-title" }, [title + section]),
              element("span", { "class": "result-id" }, [record.id]),
              element("p", { lang: language }, snippet(record.x[language], words, grams, engine.analyzer))
            ]));
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
