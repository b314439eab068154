// Writes output records: JSON-encodes them, applies --jq, and renders the chosen --format, buffered: as records, or
// as one chart of all of them. It also keeps count of the records whose absence a run must answer for: those the
// store already holds (named when they are not written) and those promised (undone when they are not written).
import FoundationEssentials
import Glibc
import JQ
import SteamModels
import Synchronization

public final class RecordWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        /// Records held back for --format json, which needs all of them before the closing bracket, and for charts.
        var held: [Data] = []
        /// What a chart draws of the records; the tool says so once it knows its answer.
        var chart: ChartSpec?
        /// Rows for table, csv and tsv, which need every record's fields before the first line.
        var table: TableRenderer
        var recordCount = 0
        var jqFailures = RepeatLimit()
        /// The first failure of the stream; after it nothing more is written and every call throws it again.
        var failure: StandardStreamError?
        /// The inputs whose records were stored by `keep` and are still in the buffer, or were dropped by --jq.
        var keptSinceDrain: [String] = []
        /// The promises of the records in the buffer (or dropped by --jq), one entry a record.
        var promisedSinceDrain: [Int] = []
        /// Held records are rendered once: a second closing bracket or table would read as more output.
        var finished = false
        /// Set by a signal's flush once it has named what was not written: nothing reaches stdout after that.
        var stopped = false
    }

    /// Stores what records will hold as they are fetched, and counts those stored and not yet written.
    private struct Keeping {
        var underWay = 0
        var ending = false
        /// The inputs whose records are stored and have not reached stdout, by label, with their input positions.
        var unwritten: [String: Int] = [:]
        /// The command that writes them, for the message that names them.
        var rewrite = ""
        /// Why stdout failed, when it did: the records stored after are named with it once the run ends.
        var stdoutFailure: String?
        /// Records promised to stdout whose run undoes something when they never get there, by promise.
        var promised: [Int: Promise] = [:]
        var nextPromise = 0
    }

    /// Records of one input that must reach stdout, or else `undo` runs: a change feed moved its cursor past the
    /// events they hold when it took them, and gives them back when they are not written. `undo` answers nil when it
    /// did its work, which the note then names with `undone`, else why it could not.
    private struct Promise {
        let source: String
        var records: Int
        let undo: @Sendable () -> String?
        let undone: String
    }

    /// Whole 64 KiB writes: a pipe's default capacity on Linux, and few enough system calls for millions of records.
    private static let flushThreshold = 1 << 16

    private let rendering: Rendering
    private let rawOutput: Bool
    private let program: JQProgram?
    private let diagnostics: Diagnostics
    private let stream: StandardStream
    private let state: Mutex<State>
    private let keeping = Mutex(Keeping())

    init(rendering: Rendering, rawOutput: Bool, program: JQProgram?, diagnostics: Diagnostics, stream: StandardStream) {
        self.rendering = rendering
        self.rawOutput = rawOutput
        self.program = program
        self.diagnostics = diagnostics
        self.stream = stream
        var initial = State(table: TableRenderer(format: Self.tableFormat(rendering)))
        initial.buffer.reserveCapacity(Self.flushThreshold * 2)
        state = Mutex(initial)
    }

    /// `source` says where the record came from (`line 3`, `argument 1`) for messages about it; nil when unknown.
    /// It is worked out only when a message needs it.
    public func write(_ record: some Encodable, from source: @autoclosure () -> String?) throws {
        try write(json: RecordEncoder.encode(record), from: source())
    }

    /// A record built field by field (Valve's fields in Valve's order, every digit kept), for a run with no inputs
    /// to name.
    public func write(_ record: JSONObject) throws(StandardStreamError) {
        try write(json: Data(JSONValue.object(record).jsonBytes), from: nil)
    }

    /// One record as JSON text. A jq runtime error fails this record only, as it does in jq. Without --jq the
    /// ndjson path appends the bytes as they are: no parse, no copy beyond the buffer.
    public func write(json: Data, from source: @autoclosure () -> String?) throws(StandardStreamError) {
        guard let program else { return try append(CollectionOfOne(json)) { _ in source() } }
        let results: [Data]
        do {
            results = try program.apply(json)
        } catch {
            reportJQFailure(error.message, from: source())
            return
        }
        try append(results) { _ in source() }
    }

    /// Records as JSON text, in order, each as `write(json:from:)` writes it; without --jq, under one lock for them
    /// all, which a unit of thousands of one-line records (steam-auth resolve's stream) would otherwise take once a
    /// record. `source` names the record at an offset, for a message about it.
    func write(jsons: [Data], from source: (_ offset: Int) -> String) throws(StandardStreamError) {
        guard program == nil else {
            for (offset, json) in jsons.enumerated() { try write(json: json, from: source(offset)) }
            return
        }
        try append(jsons, from: source)
    }

    /// Runs `store`, which stores what the record of `source` (input `position`) will hold, and counts that record as
    /// stored and not written until `write(kept:from:)` hands it to stdout; nil, and nothing stored, once the tool is
    /// ending on a signal. A signal's flush waits for a store under way, so the inputs it names are all the stored ones.
    func keep<Kept>(
        for source: String, position: Int, rewrite: String, _ store: () async throws -> Kept
    ) async throws -> Kept? {
        try await unlessEnding {
            let kept = try await store()
            keeping.withLock { keeping in
                keeping.unwritten[source] = position
                keeping.rewrite = rewrite
            }
            return kept
        }
    }

    /// Runs `body`, unless the tool is ending on a signal: then nil, and `body` never starts. A signal's flush waits
    /// for a body under way, so what it stored, kept or promised is accounted for before the tool ends.
    func unlessEnding<Result>(_ body: () async throws -> Result) async throws -> Result? {
        guard keeping.withLock({ keeping in
            if !keeping.ending { keeping.underWay += 1 }
            return !keeping.ending
        }) else { return nil }
        defer { keeping.withLock { $0.underWay -= 1 } }
        return try await body()
    }

    /// Promises `records` records of `source`, each to be handed over by `write(json:from:fulfilling:)`; `undo` runs
    /// if any of them has not left the buffer when the run ends. Nil once the tool is ending on a signal: then
    /// `undo` has run already, and the records are not to be written.
    func promise(
        _ records: Int, of source: String, undone: String, undo: @escaping @Sendable () -> String?
    ) -> Int? {
        let promise = keeping.withLock { keeping -> Int? in
            guard !keeping.ending else { return nil }
            keeping.nextPromise += 1
            keeping.promised[keeping.nextPromise] = Promise(source: source, records: records, undo: undo, undone: undone)
            return keeping.nextPromise
        }
        if promise == nil { _ = undo() }
        return promise
    }

    /// Writes a record of promise `promise`; it counts as written once it leaves the buffer, or --jq drops it.
    func write(json: Data, from source: String, fulfilling promise: Int) throws(StandardStreamError) {
        state.withLock { $0.promisedSinceDrain.append(promise) }
        try write(json: json, from: source)
    }

    /// Runs the undo of every promise whose records did not all reach stdout, once, and names their inputs on stderr
    /// with `reason`: the end of a run that stopped early, or that stdout failed or left.
    func undoUnkeptPromises(because reason: String) {
        let (open, failure) = keeping.withLock { keeping in
            defer { keeping.promised = [:] }
            return (keeping.promised, keeping.stdoutFailure)
        }
        guard !open.isEmpty else { return }
        // Inputs by what became of them, each in the order their records were promised.
        var outcomes: [String: [String]] = [:]
        for (_, promise) in open.sorted(by: { $0.key < $1.key }) {
            outcomes[promise.undo() ?? promise.undone, default: []].append(promise.source)
        }
        for (outcome, sources) in outcomes.sorted(by: { $0.key < $1.key }) {
            diagnostics.note("\(sources.joined(separator: ", ")): not written (\(failure ?? reason)); \(outcome)")
        }
    }

    /// Writes a record `keep` stored; it counts as written once it leaves the buffer.
    func write(kept json: Data, from source: String) throws(StandardStreamError) {
        state.withLock { $0.keptSinceDrain.append(source) }
        try write(json: json, from: source)
    }

    /// The flush of a tool ending on a signal: no store starts after it, and one under way finishes first; then the
    /// stored records that never had their turn are named. It may wait on a store lock; a second signal ends the tool
    /// at once.
    func flushForEnding() {
        keeping.withLock { $0.ending = true }
        while keeping.withLock({ $0.underWay }) > 0 { usleep(1000) }
        try? finish()
        // Under the lock drains take, so that no record leaves between the naming and the end.
        state.withLock { state in
            state.stopped = true
            undoUnkeptPromises(because: "the run was stopped")
            // A reader that left took what it wanted.
            if case .readerGone? = state.failure { return }
            reportUnwritten(because: "the run was stopped")
        }
    }

    /// Names, once and in input order, every input whose record was stored and did not reach stdout, because of a
    /// failed stdout if one came first, else `reason`: what a run that ended early (a signal, a failure that stopped
    /// it, a stdout that failed) leaves only in the store. Takes no lock of `state`, as the signal's flush calls it
    /// holding that.
    func reportUnwritten(because reason: String) {
        let (unwritten, rewrite, failure) = keeping.withLock { keeping in
            defer { keeping.unwritten = [:] }
            return (keeping.unwritten, keeping.rewrite, keeping.stdoutFailure)
        }
        guard !unwritten.isEmpty else { return }
        let named = unwritten.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
        diagnostics.note("\(named): stored but not written (\(failure ?? reason)); the store keeps them, and \(rewrite)")
    }

    /// Generic so that the path without --jq hands over its one record without building an array for it. `source`
    /// names the result at an offset.
    private func append(
        _ results: some Sequence<Data>, from source: (_ offset: Int) -> String?
    ) throws(StandardStreamError) {
        let unreadable = try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            var unreadable: [(offset: Int, number: Int, error: JSONReadError)] = []
            for (offset, result) in results.enumerated() {
                state.recordCount += 1
                switch rendering {
                case .records(.ndjson):
                    if rawOutput {
                        state.buffer.append(contentsOf: Self.unquotedIfString(result))
                    } else {
                        state.buffer.append(contentsOf: result)
                    }
                    state.buffer.append(UInt8(ascii: "\n"))
                case .records(.json), .chart:
                    state.held.append(result)
                case .records(.table), .records(.csv), .records(.tsv):
                    do throws(JSONReadError) {
                        try state.table.add(result)
                    } catch {
                        unreadable.append((offset, state.recordCount, error))
                    }
                }
                if state.buffer.count >= Self.flushThreshold { try drain(&state) }
            }
            return unreadable
        }
        for (offset, number, error) in unreadable {
            diagnostics.error("\(source(offset) ?? "output record \(number)"): --format \(rendering.name): \(error)")
        }
    }

    /// Hands buffered lines to the next tool in the pipe; tools call this after each unit of work.
    public func flush() throws(StandardStreamError) {
        try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            try drain(&state)
        }
    }

    /// Renders held records and writes everything still buffered, once: after the first call, later ones only write
    /// what is buffered. An empty table, csv or tsv is no bytes at all. A tool ending on a signal finishes here too, so
    /// --format json still closes its array and a table still shows the records made so far.
    public func finish() throws(StandardStreamError) {
        let (jqFailures, first) = state.withLock { state in
            defer { state.finished = true }
            return (state.finished ? [] : state.jqFailures.held, !state.finished)
        }
        for (message, count) in jqFailures {
            diagnostics.note("--jq: \(count) further errors like \"\(message)\" were not shown")
        }
        try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            if first { render(&state) }
            try drain(&state)
        }
    }

    /// Renders and writes what is held so far, as `finish` would, and starts holding anew: a --watch round's end, so
    /// that each round is a table of its own (header included) that a reader sees as soon as the round is done.
    public func finishRound() throws(StandardStreamError) {
        try state.withLock { state throws(StandardStreamError) in
            if let failure = state.failure { throw failure }
            render(&state)
            try drain(&state)
        }
    }

    private func render(_ state: inout State) {
        switch rendering {
        case .records(.ndjson): break
        case .records(.json): Self.appendJSONArray(state.held, to: &state.buffer)
        case .records(.table), .records(.csv), .records(.tsv): state.buffer.append(contentsOf: state.table.render().utf8)
        case .chart(let surface):
            if let spec = state.chart { state.buffer.append(contentsOf: drawn(state.held, as: spec, on: surface).utf8) }
        }
        state.held = []
        state.table = TableRenderer(format: Self.tableFormat(rendering))
    }

    /// Says what a chart draws of the records; --format chart and svg write nothing without it.
    public func drawChart(_ spec: ChartSpec) {
        state.withLock { $0.chart = spec }
    }

    /// The chart of every record, or nothing (with the reason on stderr) when a record lacks what it needs.
    private func drawn(_ records: [Data], as spec: ChartSpec, on surface: ChartSurface) -> String {
        var objects: [JSONObject] = []
        for (index, record) in records.enumerated() {
            do throws(JSONReadError) {
                let value = try JSONValue.parse(record)
                guard let object = value.object else {
                    diagnostics.error("output record \(index + 1): --format \(surface.rawValue) draws objects, not \(value.kind)")
                    return ""
                }
                objects.append(object)
            } catch {
                diagnostics.error("output record \(index + 1): --format \(surface.rawValue): \(error)")
                return ""
            }
        }
        let data: ChartData
        do throws(ChartRecordError) {
            data = try ChartData(spec: spec, records: objects)
        } catch {
            diagnostics.error("--format \(surface.rawValue): \(error)")
            return ""
        }
        switch surface {
        case .svg:
            return SVGChart().render(data)
        case .terminal:
            let environment = ProcessInfo.processInfo.environment
            let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            let width = stream.columns ?? environment["COLUMNS"].flatMap { Int($0) } ?? 80
            return TerminalChart(width: min(width, 400), colour: stream.isTerminal && !noColour).render(data)
        }
    }

    private static func tableFormat(_ rendering: Rendering) -> OutputFormat {
        if case .records(let format) = rendering { format } else { .table }
    }

    private func drain(_ state: inout State) throws(StandardStreamError) {
        guard !state.stopped else { return }
        if !state.buffer.isEmpty {
            defer { state.buffer.removeAll(keepingCapacity: true) }
            do {
                try stream.write(state.buffer)
            } catch {
                state.failure = error
                // A reader that left (| head) took what it wanted; any other failure loses records the store holds,
                // named when the run has ended and the jobs under way have stored theirs.
                if case .failed = error { keeping.withLock { $0.stdoutFailure = String(describing: error) } }
                throw error
            }
        }
        let drained = state.keptSinceDrain, fulfilled = state.promisedSinceDrain
        state.keptSinceDrain.removeAll()
        state.promisedSinceDrain.removeAll()
        if !drained.isEmpty { keeping.withLock { keeping in for source in drained { keeping.unwritten[source] = nil } } }
        if !fulfilled.isEmpty {
            keeping.withLock { keeping in
                for promise in fulfilled {
                    keeping.promised[promise]?.records -= 1
                    if keeping.promised[promise]?.records == 0 { keeping.promised[promise] = nil }
                }
            }
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
