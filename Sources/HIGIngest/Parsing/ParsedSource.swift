import HIGModel

/// What a format parser read from one file: its blocks, its front matter, and problems it met.
///
/// Diagnostics carry a line but no file; the ingester adds the file's path.
struct ParsedSource {
  var blocks: [Block]
  var frontMatter: FrontMatter?
  var diagnostics: [Diagnostic] = []
}
