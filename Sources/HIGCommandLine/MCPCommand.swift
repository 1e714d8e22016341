import Foundation
import HIGCite
import HIGServer

/// `hig mcp`: a Model Context Protocol server over standard input and output, for AI assistants.
enum MCPCommand: Command {
  static let name = "mcp"
  static let baseURL = Option<SiteAddress>(
    "base-url", value: "URL", help: "The published site, for links in citations (default: \"siteURL\" in hig.json).",
    reading: .siteAddress)

  static let spec = CommandSpec(
    name: name,
    abstract: "Serve the knowledge base to AI assistants over MCP (stdio): search, rules, citations, checks.",
    options: [baseURL.entry],
    discussion: """
      Speaks the Model Context Protocol (JSON-RPC 2.0, one message per line) on standard input and
      output, and logs on standard error. Tools: search, get_rule, get_guideline, cite,
      check_citations, related_rules; resources: hig://guideline/<slug> in Markdown. The knowledge
      base is rebuilt between requests when the content changed. An assistant starts it as:

        { "command": "hig", "args": ["mcp", "--content", "/path/to/Content"] }

      Exit status: 0 when standard input closes; 1 when the content cannot be read at start.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let site = try context.siteAddress(arguments[baseURL])
    // Built (or read from the cache) before serving, so the first request is answered at once,
    // and a missing content folder is an error now rather than on every request.
    let kb = try context.knowledgeBase().knowledgeBase
    try context.withSearchIndex(readOnly: true) { _ in }
    let console = context.console
    if isatty(STDIN_FILENO) == 1 {
      console.errorLine(
        "hig mcp speaks the Model Context Protocol on standard input and output; start it from an assistant (see 'hig mcp --help'). Ctrl-D ends it."
      )
    }
    console.errorLine(
      "hig mcp: serving \(context.contentFolder.url.relativePath(from: context.workingDirectory)) (\(kb.guidelines.count) guidelines, \(kb.records.count) records) over stdio"
    )
    let server = MCPServer(workspace: context.workspace, site: site, version: CLI.version) { console.errorLine($0) }
    var transport = StdioTransport()
    return transport.serve(server)
  }
}
