// Generates a corpus: every record's start time first, to order them newest first, then the records themselves in
// parallel chunks, handed to the sink in output order, so the bytes never depend on the number of cores.

import Dispatch
import FoundationEssentials

public struct CorpusGenerator: Sendable {
    private let drawer: CorpusMatchDrawer

    /// Records per chunk: a chunk of about 3 MB is one write, and two workers keep each other busy.
    private static let chunkSize = 256
    /// Room for a chunk without regrowing: the largest records are about 20 KB.
    private static let chunkCapacity = chunkSize * 20_480

    public init(spec: CorpusSpec) {
        drawer = CorpusMatchDrawer(spec: spec)
    }

    /// Hands the NDJSON text to `sink` in pieces, in order; the pieces' boundaries fall between records.
    public func generate<Failure: Error>(into sink: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        let order = newestFirst()
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var position = 0
        while position < order.count {
            let batchEnd = min(order.count, position + workers * Self.chunkSize)
            let chunks = stride(from: position, to: batchEnd, by: Self.chunkSize).map {
                $0..<min(batchEnd, $0 + Self.chunkSize)
            }
            var pieces = [[UInt8]](repeating: [], count: chunks.count)
            pieces.withUnsafeMutableBufferPointer { slots in
                // Each worker writes only its own slot.
                nonisolated(unsafe) let slots = slots
                DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                    var json = JSONBytes(capacity: Self.chunkCapacity)
                    for place in chunks[chunk] {
                        CorpusRecordEncoder.append(drawer.match(at: Int(order[place])), to: &json)
                    }
                    slots[chunk] = json.bytes
                }
            }
            for piece in pieces { try sink(piece) }
            position = batchEnd
        }
    }

    /// Generation indexes from the newest start to the oldest; ties (the same second) by index, highest first,
    /// which is also match id order.
    func newestFirst() -> [Int32] {
        let starts = (0..<drawer.spec.matches).map(drawer.startTime(of:))
        return (0..<Int32(drawer.spec.matches)).sorted { left, right in
            let (leftStart, rightStart) = (starts[Int(left)], starts[Int(right)])
            return leftStart != rightStart ? leftStart > rightStart : left > right
        }
    }
}
