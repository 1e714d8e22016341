/// The output schema of the `changes` tool: `ChangeReport` as it encodes.
enum ChangesAnswer {
  static let schema: JSONValue = {
    let rule = Schema.object(
      [
        "kind": Schema.choice(["added", "reworded", "removed"], "What happened to the record."),
        "date": Schema.string(), "guideline": Schema.string(), "oldID": Schema.string(), "newID": Schema.string(),
        "recordKind": Schema.string(), "section": Schema.localizedText, "oldText": Schema.localizedText,
        "newText": Schema.localizedText, "languages": Schema.strings, "platforms": Schema.strings,
        "koreanPendingSince": Schema.string("Since when the Korean translation of this English change is pending."),
      ], required: ["kind", "date", "guideline", "recordKind", "languages", "platforms"])
    let guideline = Schema.object(
      [
        "slug": Schema.string(), "title": Schema.localizedText, "category": Schema.string(), "date": Schema.string(),
        "previousSeen": Schema.string(), "page": Schema.choice(["added", "changed", "removed"], "What happened to the page."),
        "languages": Schema.strings, "rules": Schema.array(rule),
        "appleChangeLog": Schema.array(
          Schema.object(["date": Schema.string(), "change": Schema.string(), "korean": Schema.string()], required: ["date", "change"])),
      ], required: ["slug", "title", "category", "date", "page", "languages", "rules", "appleChangeLog"])
    return Schema.object(
      [
        "since": Schema.string(), "platform": Schema.string(), "lang": Schema.string(), "fetches": Schema.strings,
        "guidelines": Schema.array(guideline),
        "counts": Schema.object(
          [
            "added": Schema.integer, "reworded": Schema.integer, "removed": Schema.integer,
            "koreanPending": Schema.integer, "guidelines": Schema.integer,
          ], required: ["added", "reworded", "removed", "koreanPending", "guidelines"]),
      ], required: ["lang", "fetches", "guidelines", "counts"])
  }()
}
