// Writes output records: JSON-encodes them, applies --jq, and renders the chosen --format, buffered.
import Foundation
import JQ
import Synchronization

public final class RecordWriter: Sendable {
    private struct State {
        var buffer = Data()
        /// Records held back for formats that need all of them before the first byte (json, table, csv, tsv).
        var held: [Data] = []
    }

    private static let flushThreshold = 1 << 16

    private let format: OutputFormat
    private let rawOutput: Bool
    private let program: JQProgram?
    private let diagnostics: Diagnostics
    private let state = Mutex(State())

    init(format: OutputFormat, rawOutput: Bool, program: JQProgram?, diagnostics: Diagnostics) {
        self.format = format
        self.rawOutput = rawOutput
        self.program = program
        self.diagnostics = diagnostics
    }

    /// Sorted keys make the output the same from run to run; Foundation's encoder order is otherwise random.
    public static func encode(_ record: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(record)
    }

    public func write(_ record: some Encodable) throws {
        try write(json: Self.encode(record))
    }

    /// One record as JSON text. A jq runtime error fails this record only, as it does in jq.
    public func write(json: Data) {
        let results: [Data]
        if let program {
            do {
                results = try program.apply(json)
            } catch {
                diagnostics.error("--jq: \(error)")
                return
            }
        } else {
            results = [json]
        }
        let overflowing = state.withLock { state in
            for result in results {
                if format == .ndjson {
                    state.buffer.append(rawOutput ? Self.unquotedIfString(result) : result)
                    state.buffer.append(UInt8(ascii: "\n"))
                } else {
                    state.held.append(result)
                }
            }
            return state.buffer.count >= Self.flushThreshold
        }
        if overflowing { flush() }
    }

    /// Hands buffered lines to the next tool in the pipe; tools call this after each unit of work.
    public func flush() {
        let pending = state.withLock { state in
            defer { state.buffer.removeAll(keepingCapacity: true) }
            return state.buffer
        }
        if !pending.isEmpty { StandardOutput.write(pending) }
    }

    /// Renders held records and writes everything still buffered.
    public func finish() {
        let held = state.withLock { state in
            defer { state.held = [] }
            return state.held
        }
        switch format {
        case .ndjson: break
        case .json: StandardOutput.write(Self.jsonArray(held))
        case .table, .csv, .tsv: StandardOutput.write(Data(TableRenderer(format: format, records: held).render().utf8))
        }
        flush()
    }

    private static func jsonArray(_ records: [Data]) -> Data {
        var out = Data("[".utf8)
        for (index, record) in records.enumerated() {
            out.append(contentsOf: Array((index == 0 ? "\n" : ",\n").utf8))
            out.append(record)
        }
        out.append(contentsOf: Array((records.isEmpty ? "]\n" : "\n]\n").utf8))
        return out
    }

    private static func unquotedIfString(_ json: Data) -> Data {
        guard json.first == UInt8(ascii: "\""),
              let string = try? JSONDecoder().decode(String.self, from: json)
        else { return json }
        return Data(string.utf8)
    }
}
