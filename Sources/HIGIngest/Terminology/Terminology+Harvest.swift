import HIGModel

extension Terminology {
  /// The terminology with harvested pairs added: a Korean name a concept lacks becomes one of its
  /// variants; a pair from Apple's own page makes its Korean the concept's official term (the
  /// curated one stays as a variant); a pair no concept knows becomes a `harvested` concept.
  ///
  ///     terminology.adding([Pair(ko: "탭바", en: "Tab bars", …)])  // "tab bar" gains the variant 탭바
  ///     terminology.adding([Pair(ko: "락업", en: "Lockups", …)])   // a new concept "Lockups", harvested
  public func adding(_ pairs: [TermHarvester.Pair]) -> Terminology {
    var result = self
    var byEnglish: [String: Int] = [:]
    for (index, concept) in concepts.enumerated() {
      for name in concept.english where byEnglish[Terminology.englishKey(name)] == nil {
        byEnglish[Terminology.englishKey(name)] = index
      }
    }
    for pair in pairs {
      let key = Terminology.englishKey(pair.en)
      guard let index = byEnglish[key] else {
        byEnglish[key] = result.concepts.count
        result.concepts.append(
          TermConcept(
            english: [pair.en], korean: pair.ko, status: .harvested,
            note: "from \(pair.slug) (\(pair.origin.rawValue)\(pair.official ? ", Apple's page" : ""))"))
        continue
      }
      var concept = result.concepts[index]
      let isNew = !concept.koreanNames.map(Terminology.spelling).contains(Terminology.spelling(pair.ko))
      // Only titles and headings of Apple's pages state Apple's term; a gloss in running text
      // may be any wording.
      if pair.official, pair.origin != .inline, concept.status != .official {
        if let current = concept.korean, Terminology.spelling(current) != Terminology.spelling(pair.ko) {
          concept.variants.insert(current, at: 0)
        }
        concept.variants.removeAll { Terminology.spelling($0) == Terminology.spelling(pair.ko) }
        concept.korean = pair.ko
        concept.status = .official
        concept.note = [concept.note, "confirmed by \(pair.slug)"].compactMap { $0 }.joined(separator: "; ")
      } else if isNew {
        concept.variants.append(pair.ko)
      }
      result.concepts[index] = concept
    }
    return result
  }
}
