import Foundation
import TestSupport
import Testing

/// The GitHub Action's shell steps and the pre-commit hooks, run against a scratch git repository
/// with the built `hig`, as a runner or `pre-commit` would run them.
@Suite(.serialized) struct ReviewIntegrationTests {
  static let hig = HigProcess.executable
  static let scripts = Fixtures.repositoryRoot.appendingPathComponent("scripts/action")

  /// A scratch project: a first commit with notes (one of them, untouched later, holding a broken
  /// citation), then a change that adds a broken citation to the notes and a Swift file with a sheet.
  final class Project {
    let folder = TemporaryFolder("hig-review")
    var url: URL { folder.url }
    private(set) var base = ""

    init() throws {
      try git("init", "-q", "-b", "main")
      try git("config", "user.email", "tests@example.invalid")
      try git("config", "user.name", "hig tests")
      try folder.write("# Notes\n\nFine: HIG:drag-and-drop/4h8tpa\n", to: "docs/notes.md")
      try folder.write("Old and untouched: HIG:drag-and-drop/zzzzzz\n", to: "docs/untouched.md")
      try folder.write("struct A {}\n", to: "App/A.swift")
      try git("add", ".")
      try git("commit", "-q", "-m", "first")
      base = try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
      try folder.write(
        "# Notes\n\nFine: HIG:drag-and-drop/4h8tpa\nBroken: HIG:drag-and-drop/4h8tpb\n", to: "docs/notes.md")
      try folder.write(
        "import SwiftUI\n\nstruct Settings: View {\n  @State var shown = false\n  var body: some View {\n    Text(\"x\").sheet(isPresented: $shown) { Text(\"y\") }\n  }\n}\n",
        to: "App/Settings.swift")
      try git("add", ".")
      try git("commit", "-q", "-m", "change")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
      let finished = try ReviewIntegrationTests.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: url)
      guard finished.status == 0 else { throw ProjectError.git(arguments.joined(separator: " "), finished.error) }
      return finished.output
    }
  }

  enum ProjectError: Error {
    case git(String, String)
  }

  /// Runs `executable` in `folder` as a runner's step runs: without the variables of the job
  /// running these tests (GITHUB_…, HIG_…), with `environment` added.
  static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
    -> FinishedProcess
  {
    var merged = ProcessInfo.processInfo.environment
    for name in merged.keys where name.hasPrefix("GITHUB_") || name.hasPrefix("HIG_") { merged[name] = nil }
    merged.merge(environment) { _, new in new }
    return try FinishedProcess.run(executable, arguments, in: folder, environment: merged)
  }

  /// Runs one of the action's scripts in the project as the runner would, with hig's bundled texts
  /// (the scripts' default content) and a cache of the project's own.
  func step(_ name: String, _ project: Project, _ environment: [String: String]) throws -> FinishedProcess {
    try Self.run(
      Self.scripts.appendingPathComponent(name), [], in: project.url,
      environment: ["HIG": Self.hig.path, "HIG_CACHE_DIR": project.url.appendingPathComponent(".cache").path]
        .merging(environment) { _, new in new })
  }

  @Test func theInstallStepHandsHigToTheLaterSteps() throws {
    let project = try Project()
    let environmentFile = project.url.appendingPathComponent("github-env")
    let finished = try step("install-hig", project, ["HIG_EXECUTABLE": Self.hig.path, "GITHUB_ENV": environmentFile.path])
    #expect(finished.status == 0)
    #expect(finished.output.hasPrefix("hig "))
    #expect(try String(contentsOf: environmentFile, encoding: .utf8) == "HIG=\(Self.hig.path)\n")
    // None given: the one on PATH.
    try FileManager.default.removeItem(at: environmentFile)
    let onPath = try step(
      "install-hig", project,
      ["GITHUB_ENV": environmentFile.path, "PATH": Self.hig.deletingLastPathComponent().path + ":/usr/bin:/bin"])
    #expect(onPath.status == 0, "\(onPath.error)")
    #expect(try String(contentsOf: environmentFile, encoding: .utf8) == "HIG=\(Self.hig.path)\n")
    let missing = try step("install-hig", project, ["HIG_EXECUTABLE": "/nonexistent/hig", "GITHUB_ENV": environmentFile.path])
    #expect(missing.status == 2)
    #expect(missing.error.contains("'/nonexistent/hig' is not an executable"))
  }

  /// Only the changed Markdown is checked, and a broken citation is an annotation on its line.
  @Test func theCheckStepAnnotatesTheChangedMarkdown() throws {
    let project = try Project()
    let finished = try step("check-changed", project, ["HIG_BASE": project.base])
    #expect(finished.status == 1)
    #expect(finished.output.contains("Checking the HIG citations of 1 changed file(s)"))
    #expect(finished.output.contains("::error file=docs/notes.md,line=4,col=9,title=Broken HIG citation::broken citation HIG:drag-and-drop/4h8tpb"))
    #expect(!finished.output.contains("untouched.md"))
    #expect(finished.output.contains("2 citations: 1 current, 0 old IDs, 1 broken"))
    // Without a base: the commit before HEAD.
    #expect(try step("check-changed", project, [:]).status == 1)
    // Nothing to check passes.
    let none = try step("check-changed", project, ["HIG_BASE": project.base, "HIG_FILES": "*.txt"])
    #expect(none.status == 0)
    #expect(none.output.contains("No changed files match *.txt"))
    let badBase = try step("check-changed", project, ["HIG_BASE": "no-such-ref"])
    #expect(badBase.status == 2)
    #expect(badBase.error.contains("cannot find the base 'no-such-ref'"))
    // A content folder of the project's own is read instead of the bundled texts.
    let elsewhere = try step("check-changed", project, ["HIG_BASE": project.base, "HIG_CONTENT": "Guidelines"])
    #expect(elsewhere.status == 1)
    #expect(elsewhere.error.contains("Guidelines"), "\(elsewhere.error)")
  }

  /// On a pull request the base is its base branch, fetched from the remote as a shallow checkout
  /// would need, and a commit the base branch gained since is not the pull request's change.
  @Test func aPullRequestIsComparedWithItsBaseBranch() throws {
    let project = try Project()
    let remote = TemporaryFolder("hig-review-origin")
    _ = try Self.run(URL(fileURLWithPath: "/usr/bin/git"), ["init", "-q", "--bare", remote.url.path], in: project.url)
    try project.git("remote", "add", "origin", remote.url.path)
    // The base branch moves on after the pull request left it: another note gains a broken citation.
    let head = try project.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    try project.git("checkout", "-q", project.base)
    try project.folder.write("Elsewhere: HIG:drag-and-drop/yyyyyy\n", to: "docs/later.md")
    try project.git("add", ".")
    try project.git("commit", "-q", "-m", "later on main")
    try project.git("push", "-q", "origin", "HEAD:refs/heads/main")
    try project.git("checkout", "-q", head)
    let finished = try step("check-changed", project, ["GITHUB_BASE_REF": "main"])
    #expect(finished.status == 1, "\(finished.error)")
    #expect(finished.output.contains("Checking the HIG citations of 1 changed file(s)"))
    #expect(finished.output.contains("::error file=docs/notes.md,line=4,col=9"))
    #expect(!finished.output.contains("later.md"))
    let lost = try step("check-changed", project, ["GITHUB_BASE_REF": "no-such-branch"])
    #expect(lost.status == 2)
    #expect(lost.error.contains("cannot find the base 'origin/no-such-branch'"))
  }

  /// The rules for the changed Swift code go to the job summary and, on a pull request, to one
  /// comment that later runs edit.
  @Test func theRelatedStepSummarisesAndComments() throws {
    let project = try Project()
    let bin = project.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let calls = project.url.appendingPathComponent("gh-calls")
    let comments = project.url.appendingPathComponent("gh-comments.json")
    let posted = project.url.appendingPathComponent("gh-posted.md")
    // GitHub's gh as far as the step uses it: the comments listed (through the step's own --jq
    // filter), a comment edited or posted (its body kept).
    let fakeGH = bin.appendingPathComponent("gh")
    try """
      #!/bin/sh
      echo "$@" >> '\(calls.path)'
      case "$1 $2" in
        "api --paginate") jq -r "$5" '\(comments.path)' ;;
        "api --method") cp "${6#body=@}" '\(posted.path)' ;;
        "pr comment") cp "$7" '\(posted.path)' ;;
      esac

      """.write(to: fakeGH, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeGH.path)
    try "[{\"id\": 5, \"body\": \"Looks good\"}]".write(to: comments, atomically: true, encoding: .utf8)
    let summary = project.url.appendingPathComponent("summary.md")
    let pullRequest = [
      "HIG_COMMENT": "true", "HIG_PULL_REQUEST": "12", "GITHUB_REPOSITORY": "octo/app", "RUNNER_TEMP": project.url.path,
      "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
    ]
    let finished = try step(
      "related-changed", project,
      pullRequest.merging(["HIG_BASE": project.base, "GITHUB_STEP_SUMMARY": summary.path]) { _, new in new })
    #expect(finished.status == 0, "\(finished.error)")
    let written = try String(contentsOf: summary, encoding: .utf8)
    #expect(written.contains("### 모달리티 (Modality) · `HIG:modality`"))
    #expect(written.contains("Used at `App/Settings.swift:6` (`.sheet(`)"))
    #expect(
      try String(contentsOf: calls, encoding: .utf8)
        == "api --paginate repos/octo/app/issues/12/comments --jq .[] | select(.body | startswith(\"<!-- hig related -->\")) | .id\n"
        + "pr comment 12 --repo octo/app --body-file \(project.url.path)/hig-related-comment.md\n")
    let comment = try String(contentsOf: posted, encoding: .utf8)
    #expect(comment.hasPrefix("<!-- hig related -->\n"))
    #expect(comment.contains("Used at `App/Settings.swift:6` (`.sheet(`)"))

    // The next run edits that comment, here to say that nothing concerns the code any more.
    try FileManager.default.removeItem(at: calls)
    let body = try JSONSerialization.data(withJSONObject: [["id": 5, "body": "Looks good"], ["id": 77, "body": comment]])
    try body.write(to: comments)
    let quiet = try step("related-changed", project, pullRequest.merging(["HIG_BASE": "HEAD"]) { _, new in new })
    #expect(quiet.status == 0, "\(quiet.error)")
    #expect(quiet.output.contains("No HIG guideline concerns the UI the changed Swift code uses."))
    #expect(try String(contentsOf: calls, encoding: .utf8).hasSuffix(
      "api --method PATCH repos/octo/app/issues/comments/77 -F body=@\(project.url.path)/hig-related-comment.md\n"))
    #expect(
      try String(contentsOf: posted, encoding: .utf8)
        == "<!-- hig related -->\nNo HIG guideline concerns the UI the changed Swift code uses.\n")

    // Nothing to say and no comment yet: none is posted.
    try FileManager.default.removeItem(at: calls)
    try "[]".write(to: comments, atomically: true, encoding: .utf8)
    #expect(try step("related-changed", project, pullRequest.merging(["HIG_BASE": "HEAD"]) { _, new in new }).status == 0)
    #expect(!(try String(contentsOf: calls, encoding: .utf8).contains("pr comment")))

    // A token that cannot comment (a fork's pull request) is a warning, not a failed job.
    try "#!/bin/sh\necho 'HTTP 403: Resource not accessible by integration' >&2\nexit 1\n".write(
      to: fakeGH, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeGH.path)
    let forbidden = try step("related-changed", project, pullRequest.merging(["HIG_BASE": project.base]) { _, new in new })
    #expect(forbidden.status == 0, "\(forbidden.error)")
    #expect(forbidden.output.contains("::warning title=hig related::could not comment on pull request #12"))
  }

  /// action.yml is a composite action whose steps run the scripts tested above.
  @Test(Fixtures.needsTestPython) func theActionRunsTheseScripts() throws {
    let python = try #require(Fixtures.testPython, "run scripts/test: it installs the Python tools")
    let parsed = try Self.run(
      python, ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", "action.yml"],
      in: Fixtures.repositoryRoot)
    #expect(parsed.status == 0, "\(parsed.error)")
    let action = try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [String: Any])
    let runs = try #require(action["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let steps = try #require(runs["steps"] as? [[String: Any]])
    #expect(steps.count == 3)
    let inputs = try #require(action["inputs"] as? [String: Any])
    for step in steps {
      #expect(step["shell"] as? String == "bash")
      let run = try #require(step["run"] as? String)
      let script = run.replacingOccurrences(of: "\"$GITHUB_ACTION_PATH/", with: "").replacingOccurrences(of: "\"", with: "")
      #expect(FileManager.default.isExecutableFile(atPath: Fixtures.repositoryRoot.appendingPathComponent(script).path), "\(run)")
      for value in (step["env"] as? [String: String] ?? [:]).values where value.hasPrefix("${{ inputs.") {
        let name = value.dropFirst("${{ inputs.".count).prefix { $0 != " " }
        #expect(inputs[String(name)] != nil, "\(value)")
      }
    }
  }

  /// The hooks of .pre-commit-hooks.yaml, run by pre-commit itself from this repository.
  @Test(Fixtures.needsTestPython) func thePreCommitHooksRun() throws {
    let python = try #require(Fixtures.testPython, "run scripts/test: it installs pre-commit")
    let project = try Project()
    let preCommitHome = TemporaryFolder("hig-pre-commit-home")
    let environment = [
      "PATH": Self.hig.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
      "PRE_COMMIT_HOME": preCommitHome.url.path,
    ]
    let preCommit = python.deletingLastPathComponent().appendingPathComponent("pre-commit")
    // pre-commit takes hooks from a repository's commits: these files as they are now, committed,
    // with the guideline texts the hooks read when the project has none.
    let hooks = TemporaryFolder("hig-hooks")
    for file in [".pre-commit-hooks.yaml", "scripts/pre-commit/hig", "Content"] {
      try FileManager.default.createDirectory(
        at: hooks.url.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Fixtures.repositoryRoot.appendingPathComponent(file), to: hooks.url.appendingPathComponent(file))
    }
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.email=tests@example.invalid", "-c", "user.name=hig tests", "commit", "-q", "-m", "hooks"],
    ] {
      #expect(try Self.run(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: hooks.url).status == 0)
    }
    let repository = hooks.url.path
    let check = try Self.run(
      preCommit, ["try-repo", repository, "hig-check", "--files", "docs/notes.md", "docs/untouched.md"], in: project.url,
      environment: environment)
    #expect(check.status == 1, "\(check.output)\(check.error)")
    #expect(check.output.contains("docs/notes.md:4:9: error: broken citation HIG:drag-and-drop/4h8tpb"))
    #expect(check.output.contains("docs/untouched.md:1:20: error: broken citation HIG:drag-and-drop/zzzzzz"))
    let fine = try Self.run(
      preCommit, ["try-repo", repository, "hig-check", "--files", "App/A.swift"], in: project.url, environment: environment)
    #expect(fine.status == 0, "\(fine.output)\(fine.error)")
    let related = try Self.run(
      preCommit, ["try-repo", repository, "hig-related", "--files", "App/Settings.swift"], in: project.url,
      environment: environment)
    #expect(related.status == 0, "\(related.output)\(related.error)")
    #expect(related.output.contains("HIG:modality/"))
    // The cache is kept in the hooks' clone: the project is left as it was.
    #expect(try project.git("status", "--porcelain", "--untracked-files=all") == "")
  }
}
