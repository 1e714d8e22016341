#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGIngest
import HIGModel
import OperatingSystem

/// A digest of a content folder's file list, sizes and modification times, plus the ingester's
/// version, so a cached knowledge base is rebuilt exactly when its inputs or its builder change.
///
/// Cheap by design (no file is read): every command checks it before answering. With a listing
/// file from the last full walk (see `ContentListing`), it stats the listed folders and files instead
/// of reading every folder; the digest is the same either way.
public enum ContentFingerprint {
  /// The name of the listing file in a cache folder (see `ContentListing`).
  public static let listingFileName = "content-listing.bin"

  /// The fingerprint of `folder` as it is on disk now: every regular file's path (as bytes),
  /// size and modification time, in the walk's stable order. `listingFile`, when given, is where
  /// the last walk's listing is kept: read to skip the folders' names, rewritten after a full walk.
  public static func compute(_ folder: ContentFolder, generator: String = "", listingFile: String? = nil) -> String {
    start(folder, generator: generator, listingFile: listingFile).finish()
  }

  /// `compute`, with the fingerprint of every file but `excluded` (a path in the folder, such as
  /// "aliases.tsv") from the same walk: hig writes that file itself, and the second fingerprint
  /// tells whether anything else changed meanwhile.
  public static func compute(
    _ folder: ContentFolder, generator: String = "", listingFile: String? = nil, excluding excluded: String
  ) -> (all: String, others: String) {
    let digests = Check(folder.path, generator: generator, listingFile: listingFile).digests(excluding: Array(excluded.utf8))
    return (digests.all, digests.others)
  }

  /// Starts computing the fingerprint: the listing is read and its folders checked now, the files
  /// stat'ed by `finish()`, so the caller can use what the fingerprint guards in between.
  ///
  ///     let check = ContentFingerprint.start(folder, listingFile: listing)
  ///     let answer = search(cachedIndex)          // meanwhile
  ///     if check.finish() == cachedIndex.fingerprint { return answer }
  public static func start(_ folder: ContentFolder, generator: String = "", listingFile: String? = nil) -> Check {
    Check(folder.path, generator: generator, listingFile: listingFile)
  }

  /// `compute`, saying whether the listing stood in for the walk; `settlingTime` is the listing's,
  /// shorter in tests.
  static func check(
    _ root: String, generator: String, listingFile: String?, settlingTime: Int64 = ContentListing.settlingTime
  ) -> (fingerprint: String, listed: Bool) {
    Check(root, generator: generator, listingFile: listingFile, settlingTime: settlingTime).result()
  }

  /// A fingerprint being computed (see `start`).
  public final class Check {
    private let root: String
    private let generator: String
    private let listingFile: String?
    private let settlingTime: Int64
    private let revisit: ContentListing.Revisit?

    init(
      _ root: String, generator: String, listingFile: String?, settlingTime: Int64 = ContentListing.settlingTime
    ) {
      self.root = root
      self.generator = generator
      self.listingFile = listingFile
      self.settlingTime = settlingTime
      revisit = listingFile.flatMap { ContentListing.read(from: $0) }.flatMap { ContentListing.Revisit($0, root: root) }
    }

    /// The fingerprint, once every file is stat'ed.
    public func finish() -> String { result().fingerprint }

    func result() -> (fingerprint: String, listed: Bool) {
      let digests = digests(excluding: nil)
      return (digests.all, digests.listed)
    }

    /// The fingerprint of every file and of every file but `excluded`, from one walk.
    func digests(excluding excluded: [UInt8]?) -> (all: String, others: String, listed: Bool) {
      let seed = Digests(seed: ContentFingerprint.seed(generator), excluded: excluded)
      if let revisit {
        var digests = seed
        if revisit.finish(visit: { path, info in digests.add(path, info) }) {
          return (digests.all.hex, digests.others.hex, true)
        }
      }
      var digests = seed
      let started = ContentListing.now()
      let walked = ContentListing.walk(root) { path, info in path.withUnsafeBufferPointer { digests.add($0, info) } }
      // Entries skipped with a warning count by name: a walk that meets one writes no listing,
      // so only full walks ever hash them.
      for path in walked.skipped { digests.addSkipped(path) }
      if let listingFile, let listing = walked.listing, listing.isSettled(before: started, settlingTime: settlingTime) {
        listing.write(to: listingFile)
      }
      return (digests.all.hex, digests.others.hex, false)
    }
  }

  /// The running hashes of one walk: of every file, and of every file but one.
  private struct Digests {
    var all: FNV1a
    var others: FNV1a
    let excluded: [UInt8]?

    init(seed: FNV1a, excluded: [UInt8]?) {
      (all, others, self.excluded) = (seed, seed, excluded)
    }

    mutating func add(_ path: UnsafeBufferPointer<UInt8>, _ info: stat) {
      ContentFingerprint.add(path, info, to: &all)
      if let excluded, !path.elementsEqual(excluded) { ContentFingerprint.add(path, info, to: &others) }
    }

    /// An entry the walk skipped with a warning, by name.
    mutating func addSkipped(_ path: [UInt8]) {
      Digests.mixName(path, into: &all)
      Digests.mixName(path, into: &others)
    }

    private static func mixName(_ path: [UInt8], into hash: inout FNV1a) {
      hash.mix(UInt64.max)
      path.withUnsafeBytes { hash.mix(bytes: $0) }
    }
  }

  fileprivate static func seed(_ generator: String) -> FNV1a {
    var hash = FNV1a()
    hash.add("hig-ingest-\(Ingester.version)-schema-\(KnowledgeBase.currentSchemaVersion)-\(generator)")
    return hash
  }

  /// Eight bytes a step (`FNV1a.mix`): a byte at a time, hashing 400 paths and stats took a tenth
  /// of a listed check.
  fileprivate static func add(_ path: UnsafeBufferPointer<UInt8>, _ info: stat, to hash: inout FNV1a) {
    hash.mix(bytes: UnsafeRawBufferPointer(path))
    hash.mix(UInt64(truncatingIfNeeded: info.st_size))
    hash.mix(UInt64(truncatingIfNeeded: info.modified.tv_sec))
    hash.mix(UInt64(truncatingIfNeeded: info.modified.tv_nsec))
  }
}
