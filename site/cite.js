// hig site: the "copy citation" buttons of guideline and platform pages (loaded there only, with
// defer, so the page is parsed when it runs).
//
// A copied citation is the Markdown "hig cite" prints (HIGCite's Citation+Markdown.swift), made
// here from the page: the record's text as shown, and the few facts the page keeps in data-cite-*
// attributes (RecordView.swift). A record whose text the page cannot show as written carries
// its whole citation in data-citation, as a JSON string (a plain attribute would lose its CRs,
// control characters and noncharacters too). CopyCitationTests compares every record's with
// "hig cite".
(function () {
  "use strict";

  function citationOf(button) {
    var whole = button.getAttribute("data-citation");
    if (whole !== null) return JSON.parse(whole);
    var record = button.closest(".record");
    var id = record.querySelector(".permalink").textContent;
    var location = escapeMarkdown(inherited(button, "data-cite-location"));
    var page = inherited(button, "data-cite-page");
    var heading = page === null ? "**" + location + "**" : "**[" + location + "](" + markdownURL(page + "#" + id) + ")**";
    var paragraphs = [heading + " · " + BACKTICK + id + BACKTICK];
    var texts = record.querySelectorAll(".text > p");
    for (var i = 0; i < texts.length; i++) {
      var text = texts[i].textContent;
      var statement = record.classList.contains("rule") ? texts[i].querySelector(":scope > strong.statement") : null;
      if (statement) {
        var lead = statement.textContent;
        paragraphs.push("**" + escapeMarkdown(lead) + "**" + escapeMarkdown(text.slice(lead.length)));
      } else {
        paragraphs.push(escapeMarkdown(text));
      }
    }
    paragraphs.push("— " + escapeMarkdown(button.getAttribute("data-cite-facts")) + " · [Apple's page](" +
      markdownURL(inherited(button, "data-cite-apple")) + ")");
    // Every line quoted, an empty one as a bare ">". (Swift's line feed after a carriage return
    // ends no line, but no text here holds a CR: those records carry data-citation.)
    var lines = paragraphs.join("\n\n").split("\n");
    return lines.map(function (line) { return line === "" ? ">\n" : "> " + line + "\n"; }).join("");
  }

  function inherited(element, name) {
    var holder = element.closest("[" + name + "]");
    return holder ? holder.getAttribute(name) : null;
  }

  // Citation.escapeMarkdown: one backslash before Markdown's special characters, and before
  // - + = at the start of a line, going by user-perceived characters as Swift does.
  var BACKTICK = "\u0060"; // no literal one: see ScriptCompactor
  var SPECIAL = "\\*_[]<>#|~!" + BACKTICK;
  var segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
  function escapeMarkdown(text) {
    var characters = segmenter ? Array.from(segmenter.segment(text), function (part) { return part.segment; }) : Array.from(text);
    var result = "";
    var atLineStart = true;
    for (var i = 0; i < characters.length; i++) {
      var character = characters[i];
      if (SPECIAL.indexOf(character) >= 0 && character.length === 1) result += "\\";
      else if (atLineStart && (character === "-" || character === "+" || character === "=")) result += "\\";
      result += character;
      atLineStart = character === "\n" || (atLineStart && character === " ");
    }
    return result;
  }

  function markdownURL(url) {
    return url.replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");
  }

  function copy(text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else {
      fallbackCopy(text);
      done();
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.left = "-9999px";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (error) { /* nothing more to try */ }
    document.body.removeChild(area);
  }

  // Each button says "복사됨" for a moment after a copy; its own label is kept from the start, so
  // a second click meanwhile does not make the message stick.
  function wire(button) {
    var label = button.textContent;
    var timer = null;
    button.hidden = false;
    button.addEventListener("click", function () {
      copy(citationOf(button), function () {
        button.textContent = "복사됨";
        clearTimeout(timer);
        timer = setTimeout(function () { button.textContent = label; }, 1500);
      });
    });
  }

  var buttons = document.querySelectorAll(".copy-citation");
  for (var i = 0; i < buttons.length; i++) wire(buttons[i]);

  // For readers' scripts and the tests: the citation a button copies.
  window.higCitation = citationOf;
})();
