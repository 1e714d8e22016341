/// The options every `hig` command takes.
public enum CommonOptions {
  public static let content = Option<String>(
    "content", value: "DIR", help: "The folder of guideline texts (default: Content).", reading: .text)
  public static let cacheDirectory = Option<String>(
    "cache-dir", value: "DIR",
    help: "Where the knowledge base and index are cached (default: $HIG_CACHE_DIR or .hig-cache).", reading: .text)
  public static let help = Flag("help", short: "h", help: "Show this help.")

  public static var entries: [CommandSpec.Entry] { [content.entry, cacheDirectory.entry, help.entry] }
}
