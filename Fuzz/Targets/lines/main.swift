// Fuzz target `lines`: the NDJSON line reader every tool's stdin goes through (LineSplitter fed in pieces,
// LineChunkReader's blocks, InputSource's numbered items) and the readers of one input line (InputItem.label,
// JSONFieldReader). Each must give the lines a plain split gives, whatever the bytes.
import Foundation
import FuzzSupport
import SteamModels
@testable import ToolSupport

/// Holds the input as a file, since LineChunkReader and InputSource read a descriptor.
let inputFile: Int32 = fileno(tmpfile())

func write(_ bytes: [UInt8], toInputFile file: Int32) {
    ftruncate(file, 0)
    lseek(file, 0, SEEK_SET)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { Foundation.write(file, $0.baseAddress, $0.count) }
        promise(count > 0, "the input file took no bytes")
        written += count
    }
    lseek(file, 0, SEEK_SET)
}

/// LineSplitter fed in pieces whose sizes come from the input itself, so every cut falls somewhere, under a cap on
/// a line's length, so that lines on both sides of it come.
func splitterLines(_ bytes: [UInt8], cap: Int) -> [LineSplitter.Line] {
    var splitter = LineSplitter(maximumLength: cap)
    var lines: [LineSplitter.Line] = []
    var start = 0
    while start < bytes.count {
        let size = 1 + Int(bytes[start] % 7)
        let end = min(bytes.count, start + size)
        lines += splitter.push(bytes[start..<end])
        start = end
    }
    if let last = splitter.finish() { lines.append(last) }
    return lines
}

func chunkReaderBytes() -> [UInt8] {
    var seen: [UInt8] = []
    do {
        try LineChunkReader.read(descriptor: inputFile, name: "fuzz", lines: { block in
            promise(!block.isEmpty, "LineChunkReader handed over an empty block")
            seen += block
        }, oversized: { promise(false, "a short line was called oversized") })
    } catch {
        promise(false, "LineChunkReader failed on a file: \(error)")
    }
    return seen
}

/// Every item InputSource hands out when the input is stdin, in order.
func inputSourceItems() -> [InputItem] {
    final class Collected: @unchecked Sendable { var items: [InputItem] = [] }
    let collected = Collected()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let source = InputSource.open(arguments: [])
        do {
            while let unit = try await source.next(.available) { collected.items += unit }
        } catch {
            promise(false, "InputSource failed on a file: \(error)")
        }
        done.signal()
    }
    done.wait()
    return collected.items
}

func isBlank(_ line: [UInt8]) -> Bool {
    line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
}

runLibFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let expected = plainLines(bytes)
    let cap = bytes.first.map { 4 + Int($0 % 60) } ?? 4
    let capped = expected.map { $0.count > cap ? LineSplitter.Line.tooLong : .whole($0) }
    promise(splitterLines(bytes, cap: cap) == capped, "LineSplitter cut the input differently")

    write(bytes, toInputFile: inputFile)
    promise(chunkReaderBytes() == bytes, "LineChunkReader's blocks are not the input")

    write(bytes, toInputFile: inputFile)
    dup2(inputFile, STDIN_FILENO)
    let items = inputSourceItems()
    let numbered = expected.enumerated().filter { !isBlank($0.element) }
    promise(items.map(\.bytes) == numbered.map(\.element), "InputSource's items are not the input's lines")
    promise(items.map(\.origin.description) == numbered.map { "line \($0.offset + 1)" }, "InputSource numbered a line wrongly")

    for item in items.prefix(64) {
        _ = item.label(fields: ["steamid", "match_id", "account_id"])
        if let fields = try? JSONFieldReader.fields(of: item.bytes), let object = (try? JSONValue.parse(item.bytes))?.object {
            promise(fields.map(\.name) == object.fields.map(\.name), "JSONFieldReader's fields are not the record's")
        }
    }
    return 0
}
