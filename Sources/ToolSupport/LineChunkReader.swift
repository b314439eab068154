// Reads a file descriptor in large blocks cut at line ends, for tools that work through gigabytes of NDJSON on
// several threads. A 4 MiB block is hundreds of match records: few enough hand-offs to keep both cores busy, and a
// few of them in flight keep memory flat whatever the input's size.
import FoundationEssentials
import Glibc

public enum LineChunkReader {
    public static let blockSize = 4 << 20
    /// A longer line is reported and skipped rather than held: the largest real record, an OpenDota match with
    /// its parsed extras, is a few hundred kilobytes, and a run must stay within 64 MB however its input is shaped.
    public static let maximumLine = 8 << 20

    /// Calls `lines` with blocks of whole lines (the input's last line may lack its \n), in order, and `oversized`
    /// in place of each line longer than `maximumLine`. `name` names the input in an error.
    public static func read(
        descriptor: Int32,
        name: String,
        lines: ([UInt8]) -> Void,
        oversized: () -> Void
    ) throws(InputReadError) {
        if StandardStream.isClosedAtStart(descriptor) { throw InputReadError(source: name, reason: "closed") }
        var tail: [UInt8] = []
        var skippingLongLine = false
        while true {
            var atEnd = false
            var failure: Int32 = 0
            let want = max(blockSize, tail.count + blockSize)
            var block = [UInt8](unsafeUninitializedCapacity: want) { buffer, count in
                tail.withUnsafeBufferPointer { tail in
                    if let source = tail.baseAddress { buffer.baseAddress!.update(from: source, count: tail.count) }
                }
                count = tail.count
                while count < want {
                    let got = Glibc.read(descriptor, buffer.baseAddress! + count, want - count)
                    if got > 0 {
                        count += got
                    } else if got == 0 {
                        atEnd = true
                        return
                    } else if errno != EINTR {
                        failure = errno
                        return
                    }
                }
            }
            if failure != 0 { throw InputReadError(source: name, reason: String(cString: strerror(failure))) }
            tail = []
            if skippingLongLine {
                guard let newline = block.firstIndex(of: UInt8(ascii: "\n")) else {
                    if atEnd { return }
                    continue
                }
                block.removeFirst(newline + 1)
                skippingLongLine = false
            }
            // Only the first line of a block can have grown past the limit: the tail carried in front of it.
            if let firstEnd = block.firstIndex(of: UInt8(ascii: "\n")) ?? (atEnd ? block.endIndex : nil),
               firstEnd > maximumLine {
                oversized()
                block.removeFirst(min(firstEnd + 1, block.count))
            }
            if atEnd {
                if !block.isEmpty { lines(block) }
                return
            }
            if let newline = block.lastIndex(of: UInt8(ascii: "\n")) {
                tail = Array(block[(newline + 1)...])
                block.removeLast(block.count - newline - 1)
                lines(block)
            } else if block.count >= maximumLine {
                oversized()
                skippingLongLine = true
            } else {
                tail = block
            }
        }
    }
}
