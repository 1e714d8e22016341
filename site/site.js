// hig site: language switch (remembered), "/" to focus the search box, and links into collapsed blocks.
// Loaded in <head> without defer so the remembered language applies before the first paint.
(function () {
  "use strict";
  var KEY = "hig.lang";
  var CHOICES = ["both", "ko", "en"];

  function stored() {
    try {
      var value = window.localStorage.getItem(KEY);
      return CHOICES.indexOf(value) >= 0 ? value : null;
    } catch (error) {
      return null; // storage can be disabled (file:// in some browsers, private mode)
    }
  }

  function apply(choice) {
    document.documentElement.setAttribute("data-lang", choice);
    var buttons = document.querySelectorAll("[data-lang-choice]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", String(buttons[i].getAttribute("data-lang-choice") === choice));
    }
  }

  function choose(choice) {
    apply(choice);
    try {
      window.localStorage.setItem(KEY, choice);
    } catch (error) {
      /* not remembered, still applied */
    }
  }

  var initial = new URLSearchParams(window.location.search).get("lang");
  if (CHOICES.indexOf(initial) >= 0) {
    choose(initial);
  } else {
    apply(stored() || "both");
  }

  // A link to a record of a collapsed block (a community translation) opens the block first.
  function revealTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target) return;
    var opened = false;
    for (var node = target.parentElement; node; node = node.parentElement) {
      if (node.tagName === "DETAILS" && !node.open) {
        node.open = true;
        opened = true;
      }
    }
    if (opened) target.scrollIntoView();
  }

  window.addEventListener("hashchange", revealTarget);

  document.addEventListener("DOMContentLoaded", function () {
    apply(document.documentElement.getAttribute("data-lang") || "both");
    revealTarget();
    document.addEventListener("click", function (event) {
      var target = event.target;
      if (!(target instanceof Element)) return;
      var langButton = target.closest("[data-lang-choice]");
      if (langButton) choose(langButton.getAttribute("data-lang-choice"));
    });

    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var active = document.activeElement;
      if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.tagName === "SELECT")) return;
      var box = document.getElementById("hig-search-query") || document.querySelector(".search-box input");
      if (box) {
        event.preventDefault();
        box.focus();
      }
    });
  });
})();
