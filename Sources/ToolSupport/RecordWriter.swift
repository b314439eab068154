// Writes output records: JSON-encodes them, applies --jq, and renders the chosen --format, buffered.
import Foundation
import JQ
import SteamModels
import Synchronization

public final class RecordWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        /// Records held back for --format json, which needs all of them before the closing bracket.
        var held: [Data] = []
        /// Rows for table, csv and tsv, which need every record's fields before the first line.
        var table: TableRenderer
        var recordCount = 0
        var jqFailures = RepeatLimit()
        /// The first failure of the stream; after it nothing more is written and every call throws it again.
        var failure: StandardStreamError?
    }

    /// Whole 64 KiB writes: a pipe's default capacity on Linux, and few enough system calls for millions of records.
    private static let flushThreshold = 1 << 16

    private let format: OutputFormat
    private let rawOutput: Bool
    private let program: JQProgram?
    private let diagnostics: Diagnostics
    private let stream: StandardStream
    private let state: Mutex<State>

    init(format: OutputFormat, rawOutput: Bool, program: JQProgram?, diagnostics: Diagnostics, stream: StandardStream) {
        self.format = format
        self.rawOutput = rawOutput
        self.program = program
        self.diagnostics = diagnostics
        self.stream = stream
        var initial = State(table: TableRenderer(format: format))
        initial.buffer.reserveCapacity(Self.flushThreshold * 2)
        state = Mutex(initial)
    }

    /// `source` says where the record came from (`line 3`, `argument 1`) for messages about it; nil when unknown.
    /// It is worked out only when a message needs it.
    public func write(_ record: some Encodable, from source: @autoclosure () -> String?) throws {
        try write(json: RecordEncoder.encode(record), from: source())
    }

    /// One record as JSON text. A jq runtime error fails this record only, as it does in jq. Without --jq the
    /// ndjson path appends the bytes as they are: no parse, no copy beyond the buffer.
    public func write(json: Data, from source: @autoclosure () -> String?) throws(StandardStreamError) {
        guard let program else { return try append(CollectionOfOne(json), from: source()) }
        let results: [Data]
        do {
            results = try program.apply(json)
        } catch {
            reportJQFailure(error.message, from: source())
            return
        }
        try append(results, from: source())
    }

    /// Generic so that the path without --jq hands over its one record without building an array for it.
    private func append(_ results: some Sequence<Data>, from source: @autoclosure () -> String?) throws(StandardStreamError) {
        let unreadable = try state.withLock { state throws(StandardStreamError) -> (number: Int, error: JSONReadError)? in
            if let failure = state.failure { throw failure }
            var unreadable: (number: Int, error: JSONReadError)?
            for result in results {
                state.recordCount += 1
                switch format {
                case .ndjson:
                    if rawOutput {
                        state.buffer.append(contentsOf: Self.unquotedIfString(result))
                    } else {
                        state.buffer.append(contentsOf: result)
                    }
                    state.buffer.append(UInt8(ascii: "\n"))
                case .json:
                    state.held.append(result)
                case .table, .csv, .tsv:
                    do throws(JSONReadError) {
                        try state.table.add(result)
                    } catch {
                        unreadable = unreadable ?? (state.recordCount, error)
                    }
                }
            }
            if state.buffer.count >= Self.flushThreshold { try drain(&state) }
            return unreadable
        }
        if let unreadable {
            diagnostics.error("\(source() ?? "output record \(unreadable.number)"): --format \(format.rawValue): \(unreadable.error)")
        }
    }

    /// Hands buffered lines to the next tool in the pipe; tools call this after each unit of work.
    public func flush() throws(StandardStreamError) {
        try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            try drain(&state)
        }
    }

    /// Renders held records and writes everything still buffered. An empty table, csv or tsv is no bytes at all.
    public func finish() throws(StandardStreamError) {
        for (message, count) in state.withLock({ $0.jqFailures.held }) {
            diagnostics.note("--jq: \(count) further errors like \"\(message)\" were not shown")
        }
        try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            switch format {
            case .ndjson: break
            case .json: Self.appendJSONArray(state.held, to: &state.buffer)
            case .table, .csv, .tsv: state.buffer.append(contentsOf: state.table.render().utf8)
            }
            state.held = []
            state.table = TableRenderer(format: format)
            try drain(&state)
        }
    }

    private func drain(_ state: inout State) throws(StandardStreamError) {
        guard !state.buffer.isEmpty else { return }
        defer { state.buffer.removeAll(keepingCapacity: true) }
        do {
            try stream.write(state.buffer)
        } catch {
            state.failure = error
            throw error
        }
    }

    private func reportJQFailure(_ message: String, from source: String?) {
        switch state.withLock({ $0.jqFailures.admit(message) }) {
        case .show: diagnostics.error((source.map { "\($0): " } ?? "") + "--jq: \(message)")
        case .startHolding: diagnostics.note("--jq: further errors like \"\(message)\" are not shown")
        case .hold: break
        }
    }

    private static func appendJSONArray(_ records: [Data], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, record) in records.enumerated() {
            out.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
            out.append(contentsOf: record)
        }
        out.append(contentsOf: (records.isEmpty ? "]\n" : "\n]\n").utf8)
    }

    private static func unquotedIfString(_ json: Data) -> Data {
        guard json.first == UInt8(ascii: "\""),
              let string = try? JSONDecoder().decode(String.self, from: json)
        else { return json }
        return Data(string.utf8)
    }
}
