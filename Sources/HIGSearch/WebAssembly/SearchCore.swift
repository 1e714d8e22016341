import HIGModel

/// What the page's script holds a handle to: one site's `BrowserSearch`, and the buffer of the last
/// answer (JSON), which the script reads from the module's memory (`hig_output`).
final class SearchCore {
  var search: BrowserSearch
  private(set) var output: [UInt8] = []

  init(search: BrowserSearch) { self.search = search }

  /// Keeps `json`'s text as the answer; returns its length in bytes.
  func answer(_ json: AnswerWriter) -> Int32 {
    output = json.bytes
    return Int32(output.count)
  }

  /// A step as `{"load": {...}}`, `{"finished": {...}}` or `{"failed": {...}}`.
  func answer(_ step: BrowserSearch.Step) -> Int32 {
    var json = AnswerWriter()
    json.beginObject()
    switch step {
    case .load(let request):
      json.key("load")
      json.beginObject()
      json.key("lists")
      json.beginArray()
      for list in request.lists { json.row([.string(list.file), .string(list.term), .int(list.depth)]) }
      json.end()
      json.key("records")
      json.beginArray()
      for record in request.records { json.int(record) }
      json.end()
      json.key("vocabulary")
      json.bool(request.vocabulary)
      json.key("loanwords")
      json.bool(request.loanwords)
      json.key("flags")
      json.bool(request.flags)
      json.end()
    case .finished(let result):
      json.key("finished")
      json.beginObject()
      json.key("total")
      if let total = result.total { json.int(total) } else { json.null() }
      json.key("hits")
      json.beginArray()
      for hit in result.hits { json.row([.int(hit.record), .double(hit.score)]) }
      json.end()
      json.end()
    case .failed(let failure):
      json.key("failed")
      SearchCore.write(failure, to: &json)
    }
    json.end()
    return answer(json)
  }

  /// `{"kind": …, "value": …, "suggestion": …}`, for the page to say in its own words.
  static func write(_ failure: BrowserSearch.Failure, to json: inout AnswerWriter) {
    json.beginObject()
    var pairs: [(String, String?)] = []
    switch failure {
    case .damagedIndex(let file): pairs = [("kind", "damagedIndex"), ("value", file)]
    case .query(let error):
      pairs = [("kind", error.name)]
      switch error {
      case .empty, .unclosedQuote, .tooManyClauses: break
      case .tooLong(let characters): pairs.append(("value", String(characters)))
      case .unknownLanguage(let value): pairs.append(("value", value))
      case .unknownPlatform(let value, let suggestion), .unknownKind(let value, let suggestion):
        pairs += [("value", value), ("suggestion", suggestion)]
      }
    }
    for (key, value) in pairs {
      json.key(key)
      if let value { json.string(value) } else { json.null() }
    }
    json.end()
  }
}
