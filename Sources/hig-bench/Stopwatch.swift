import Foundation
import OperatingSystem

/// Wall-clock timing and percentiles for the benchmark tables.
///
///     let seconds = Stopwatch.time { work() }
///     Stopwatch.percentile([3, 1, 2], 0.5)  // 2
enum Stopwatch {
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The process's CPU time in nanoseconds, all threads (the index build runs on several):
  /// steadier than wall time when other processes share the cores.
  static func cpuNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Seconds `body` took.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1e9
  }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count - 1)).rounded())
    return sorted[min(sorted.count - 1, max(0, rank))]
  }

  /// The process's peak resident memory so far, in bytes.
  static func peakMemory() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return POSIX.bytes(maximumResidentSize: usage.ru_maxrss)
  }

  /// One finished run of a program: its wall time, its peak resident memory, and how it ended.
  struct ProcessRun {
    var seconds: Double
    var peakMegabytes: Double
    /// Processor time, user and system, of the program and the children it waited for: steadier
    /// than wall time while other work shares the processors.
    var processorSeconds = 0.0
    /// The status `wait4` reported.
    var status: Int32

    /// Exited normally (low seven bits zero) with status 0: the whole word is zero.
    var succeeded: Bool { status == 0 }
    /// How it ended, for a failure message: "exit status 2" or "signal 9".
    var ending: String { status & 0x7F == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)" }
  }

  /// Runs a program to completion with its output discarded (its standard error kept in
  /// `errorOutput` when given, to say why it failed); nil when it cannot be started. Uses
  /// posix_spawn and wait4 directly: Foundation's `Process.waitUntilExit` polls every 50 ms, which
  /// would round every measurement up to the next poll.
  ///
  /// Linux keeps a process's peak memory across exec, and a spawned child starts from its parent's,
  /// so wait4 reports at least hig-bench's own peak (over 100 MB once a corpus was read). With
  /// `measuringMemory`, the program runs under GNU time, itself a small fresh process, and the peak
  /// is the one it reports (its start adds about a millisecond: not for timing searches).
  static func run(
    _ executable: String, _ arguments: [String], input: URL? = nil, errorOutput: URL? = nil,
    measuringMemory: Bool = false
  ) -> ProcessRun? {
    let time = "/usr/bin/time"
    if measuringMemory, FileManager.default.isExecutableFile(atPath: time) {
      let report = FileManager.default.temporaryDirectory.appendingPathComponent("hig-bench-peak-\(getpid())")
      defer { try? FileManager.default.removeItem(at: report) }
      guard
        var run = self.run(
          time, ["-f", "%M", "-o", report.path, executable] + arguments, input: input, errorOutput: errorOutput)
      else { return nil }
      let lines = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n") ?? []
      // GNU time's status line ("Command exited with non-zero status 1") comes before the figure.
      if let kilobytes = lines.last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
        run.peakMegabytes = kilobytes / 1024
      }
      return run
    }
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 2, errorOutput?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, POSIX.environment) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = Double(now() - start) / 1e9
    let processor =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    let peak = Double(POSIX.bytes(maximumResidentSize: usage.ru_maxrss)) / 1_048_576
    return ProcessRun(seconds: seconds, peakMegabytes: peak, processorSeconds: processor, status: status)
  }

  /// The wall time of one run of a program, or nil when it cannot be started.
  static func runProcess(_ executable: String, _ arguments: [String], input: URL? = nil) -> Double? {
    run(executable, arguments, input: input)?.seconds
  }

  /// The absolute path of a program on PATH, or nil.
  static func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
