// ChildWriter.swift: a store writer in its own OS process: launched by the parent test, run as a filtered test in the child.
import Foundation
import Store
import Testing

/// What a child writer is told through its environment.
struct ChildWriterOrders {
    static let pathVariable = "STEAM_PIPES_STORE_TEST_CHILD_PATH"
    static let writerVariable = "STEAM_PIPES_STORE_TEST_CHILD_WRITER"
    static let batchesVariable = "STEAM_PIPES_STORE_TEST_CHILD_BATCHES"
    static let entriesPerBatch = 5

    let path: String
    let writer: Int
    let batches: Int

    /// The orders this process was started with, or nil in an ordinary test run.
    static let current: ChildWriterOrders? = {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[pathVariable],
              let writer = environment[writerVariable].flatMap(Int.init),
              let batches = environment[batchesVariable].flatMap(Int.init)
        else { return nil }
        return ChildWriterOrders(path: path, writer: writer, batches: batches)
    }()

    static func key(writer: Int, batch: Int, entry: Int) -> String {
        "writer-\(writer)/batch-\(batch)/entry-\(entry)"
    }

    /// A body big enough that a batch spans several database pages, so a kill can land mid-write.
    static func body(writer: Int, batch: Int, entry: Int) -> Data {
        let filler = String(repeating: "漢字😀", count: 200)
        return Data(#"{"writer":\#(writer),"batch":\#(batch),"entry":\#(entry),"filler":"\#(filler)"}"#.utf8)
    }
}

/// The child's side. Skipped in a normal run; a child process runs only this test, by filter.
@Suite struct ChildWriterEntryPoint {
    static let testFilter = "ChildWriterEntryPoint"

    @Test(.enabled(if: ChildWriterOrders.current != nil))
    func writeBatchesAsAChildProcess() async throws {
        let orders = try #require(ChildWriterOrders.current)
        // Wait for the parent's go, so that every child opens the fresh file at the same moment.
        _ = FileHandle.standardInput.readData(ofLength: 1)
        let store = try Store(path: orders.path)
        for batch in 0..<orders.batches {
            let entries = (0..<ChildWriterOrders.entriesPerBatch).map { entry in
                (identity: ChildWriterOrders.key(writer: orders.writer, batch: batch, entry: entry),
                 body: ChildWriterOrders.body(writer: orders.writer, batch: batch, entry: entry))
            }
            try await store.put(entries)
            // Read between writes, as a tool checks the cache before fetching.
            let justWritten = ChildWriterOrders.key(writer: orders.writer, batch: batch, entry: 0)
            try #require(try await store.get(justWritten) != nil)
        }
    }
}

/// The parent's side: one child process running `writeBatchesAsAChildProcess`.
final class ChildWriterProcess {
    /// The running test binary. Linux only: elsewhere the tests that need it are skipped.
    static let testRunner = "/proc/self/exe"
    static let isAvailable = FileManager.default.fileExists(atPath: testRunner)

    let writer: Int
    private let process = Process()
    private let go = Pipe()
    private let logURL: URL

    init(writer: Int, path: String, batches: Int, logDirectory: URL) throws {
        self.writer = writer
        logURL = logDirectory.appendingPathComponent("writer-\(writer).log")
        try Data().write(to: logURL)
        let log = try FileHandle(forWritingTo: logURL)

        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: Self.testRunner))
        process.arguments = ["--testing-library", "swift-testing", "--filter", ChildWriterEntryPoint.testFilter]
        process.environment = ProcessInfo.processInfo.environment.merging([
            ChildWriterOrders.pathVariable: path,
            ChildWriterOrders.writerVariable: String(writer),
            ChildWriterOrders.batchesVariable: String(batches),
        ]) { _, ours in ours }
        process.standardInput = go
        process.standardOutput = log
        process.standardError = log
        try process.run()
    }

    /// Releases the child from its wait on stdin.
    func startWriting() throws {
        try go.fileHandleForWriting.write(contentsOf: Data("go".utf8))
        try go.fileHandleForWriting.close()
    }

    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the child and returns its exit status.
    func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Everything the child printed: Swift Testing's report, with the failure if there was one.
    var log: String {
        (try? String(contentsOf: logURL, encoding: .utf8)) ?? "(no log)"
    }
}
