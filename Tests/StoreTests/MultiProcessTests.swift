// MultiProcessTests.swift: several OS processes sharing one store file, as the tools of one pipe do.
import Foundation
import Store
import Testing

/// Real processes rather than threads: the requirement is about separate processes meeting on
/// one file, where SQLite's file locks and a brand-new file's switch to WAL are what can fail.
@Suite(.enabled(if: ChildWriterProcess.isAvailable))
final class MultiProcessTests: TemporaryDirectoryTests {
    /// The limits guard against a hang, not a slow run: on a 2-core machine running the whole suite these tests can
    /// wait minutes for a thread before their processes start.
    @Test(.timeLimit(.minutes(5)))
    func eightProcessesOpenAndFillOneFreshFileAtOnce() async throws {
        let path = freshDatabasePath()
        let batches = 80
        let writers = try (0..<8).map { writer in
            try ChildWriterProcess(writer: writer, path: path, batches: batches, logDirectory: directory)
        }
        for writer in writers {
            try writer.startWriting()
        }
        for writer in writers {
            #expect(writer.waitForExit() == 0, "writer \(writer.writer) failed:\n\(writer.log)")
        }

        let store = try Store(path: path)
        for writer in writers.indices {
            for batch in 0..<batches {
                for entry in 0..<ChildWriterOrders.entriesPerBatch {
                    let key = ChildWriterOrders.key(writer: writer, batch: batch, entry: entry)
                    let body = try await store.get(key)?.body
                    #expect(body == ChildWriterOrders.body(writer: writer, batch: batch, entry: entry), "\(key)")
                }
            }
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func killedWritersLeaveOnlyWholeBatches() async throws {
        let path = freshDatabasePath()
        let parent = try Store(path: path)
        // Each round opens a file whose last writer was killed, so it also exercises WAL recovery.
        for writer in 0..<3 {
            let child = try ChildWriterProcess(writer: writer, path: path, batches: 1_000_000, logDirectory: directory)
            try child.startWriting()
            try await waitUntilCached(ChildWriterOrders.key(writer: writer, batch: 0, entry: 0), in: parent)
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...50)))
            child.kill()
            _ = child.waitForExit()
            try await expectWholeBatches(writer: writer, in: parent)
        }
    }

    private func waitUntilCached(_ key: String, in store: Store) async throws {
        while try await store.get(key) == nil {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Every batch the writer began is either all there, intact, or (the one it was killed in) absent.
    private func expectWholeBatches(writer: Int, in store: Store) async throws {
        var batch = 0
        while true {
            var bodies: [Data?] = []
            for entry in 0..<ChildWriterOrders.entriesPerBatch {
                bodies.append(try await store.get(ChildWriterOrders.key(writer: writer, batch: batch, entry: entry))?.body)
            }
            let present = bodies.compactMap(\.self)
            if present.isEmpty { break }
            #expect(present.count == ChildWriterOrders.entriesPerBatch, "writer \(writer) batch \(batch) is partial")
            for (entry, body) in bodies.enumerated() {
                #expect(body == nil || body == ChildWriterOrders.body(writer: writer, batch: batch, entry: entry))
            }
            batch += 1
        }
        let afterTheGap = ChildWriterOrders.key(writer: writer, batch: batch + 1, entry: 0)
        #expect(try await store.get(afterTheGap) == nil, "writer \(writer) has a batch after a missing one")
        #expect(batch > 0, "writer \(writer) was killed before writing anything")
    }
}
