// Works through the inputs in units, up to --jobs at once, and writes each unit's records and messages together:
// in input order by default, or as each unit completes with --unordered. A long listing's records go out as they come
// once its unit's turn has come, so a reader that stops early stops the listing too.
import FoundationEssentials
import Glibc
import SteamModels
import Synchronization

/// What one unit of work produced: its records (already encoded, so encoding runs in parallel) and its messages,
/// released together so that notes come out in input order too.
public final class UnitReport: Sendable {
    private struct Message {
        let position: Int
        let text: String
        /// nil for a note.
        let status: ExitStatus?
    }

    /// `kept`: what the record holds is in the store already, so until it is written a run that ends names it.
    private typealias Record = (position: Int, item: InputItem, json: Data, kept: Bool, promise: Int?)

    private struct State {
        var records: [Record] = []
        var messages: [Message] = []
        var fatal: (any Error)?
        /// A failure that ends the run, met by these inputs of the unit: the others are done or left, not blamed.
        var ending: (inputs: [InputItem], error: any StatusError)?
        /// Set once the units before this one are written, for a unit of one input in an ordered run: from then on
        /// `stream` writes the records held so far and its own at once.
        var turnHasCome = false
    }

    let items: [InputItem]
    private let fields: [String]
    private let progress: ProgressLine?
    private let runTally: RunTally?
    private let failures: InputFailures?
    /// Where the records go, which keeps count of those stored and not yet written; nil for a report made on its own.
    private let output: RecordWriter?
    private let state = Mutex(State())

    /// A report on `items`, whose messages name each input by `fields` (the fields its id is taken from).
    public init(
        items: [InputItem], fields: [String], progress: ProgressLine? = nil, tally: RunTally? = nil,
        output: RecordWriter? = nil, failures: InputFailures? = nil
    ) {
        self.items = items
        self.fields = fields
        self.progress = progress
        self.runTally = tally
        self.output = output
        self.failures = failures
    }

    /// How far the whole run has got; for a report made on its own, its inputs alone, none done.
    public var run: RunTally.SoFar {
        runTally?.soFar ?? RunTally.SoFar(read: items.count, ended: true, done: 0)
    }

    /// Counts one answer on the progress line, when the run shows one.
    public func tally(_ source: ProgressLine.Source) {
        progress?.tally(source)
    }

    /// A record for `item`.
    public func emit(_ record: some Encodable, for item: InputItem) throws {
        emit(json: try RecordEncoder.encode(record), for: item)
    }

    /// A record for `item` built field by field, written as the JSON it is.
    public func emit(_ record: JSONObject, for item: InputItem) {
        emit(json: Data(JSONValue.object(record).jsonBytes), for: item)
    }

    /// A record for `item` that is JSON already, such as a Valve object passed through field for field. `kept` says
    /// that what it holds was stored by `keep`.
    public func emit(json: Data, for item: InputItem, kept: Bool = false) {
        let position = position(of: item)
        state.withLock { $0.records.append((position, item, json, kept, nil)) }
    }

    /// A record for `item` of a listing that may run long (page after page of match history): once this unit's turn
    /// on stdout has come, it is written and flushed at once, after the unit's records held so far, so that a reader
    /// that stops early (`| head -1`) gets it after the first page, and the listing ends on the next record, with the
    /// reader's leaving, rather than paging on to its end. Before its turn, it is held like any other.
    public func stream(_ record: JSONObject, for item: InputItem) throws(StandardStreamError) {
        let json = Data(JSONValue.object(record).jsonBytes)
        let position = position(of: item)
        try state.withLock { state throws(StandardStreamError) in
            state.records.append((position, item, json, false, nil))
            guard state.turnHasCome, let output else { return }
            defer { state.records.removeAll() }
            try write(state.records, to: output)
            try output.flush()
        }
    }

    /// Called once the units before this one are written. A unit of one input streams from then on; a unit of several
    /// keeps everything for `settle`, which puts its inputs in order. A unit that never streams is written by
    /// `settle` alone, as before its turn.
    func takeTurn() {
        guard items.count == 1 else { return }
        state.withLock { $0.turnHasCome = true }
    }

    /// Records for `item` whose run must undo something unless they reach stdout: `undo` runs when the run ends
    /// before they are all written (a signal, a failed stdout, a failure before their turn), and the note names the
    /// input with `undone`, or with what `undo` answers when it could not do its work. Once the tool is ending on a
    /// signal they are not emitted, and `undo` runs at once.
    public func emit(
        _ records: [JSONObject], for item: InputItem, undone: String,
        undoUnlessWritten undo: @escaping @Sendable () -> String?
    ) {
        guard !records.isEmpty else { return }
        var promise: Int?
        if let output {
            promise = output.promise(records.count, of: item.label(fields: fields), undone: undone, undo: undo)
            guard promise != nil else { return }
        }
        let position = position(of: item)
        let encoded = records.map { Data(JSONValue.object($0).jsonBytes) }
        state.withLock { state in
            for json in encoded { state.records.append((position, item, json, false, promise)) }
        }
    }

    /// Runs `store`, which stores what `item`'s record will hold, as soon as it is fetched rather than at the record's
    /// turn on stdout, so that however the run ends nothing fetched is lost; until that record is written, a run that
    /// ends names it on stderr as stored, with `rewrite`, the command that writes it. Nil, and nothing stored, once the
    /// tool is ending on a signal.
    public func keep<Kept>(_ item: InputItem, rewrite: String, _ store: () async throws -> Kept) async throws -> Kept? {
        guard let output else { return try await store() }
        return try await output.keep(for: item.label(fields: fields), position: position(of: item), rewrite: rewrite, store)
    }

    /// Runs `body`, unless the tool is ending on a signal (then nil): a signal's flush waits for it, so a promise
    /// `body` makes with `emit(_:for:undone:undoUnlessWritten:)` is kept or undone before the tool ends.
    public func unlessEnding<Result>(_ body: () async throws -> Result) async throws -> Result? {
        guard let output else { return try await body() }
        return try await output.unlessEnding(body)
    }

    /// Something worth knowing about `item` that is not a failure, such as a private friend list.
    public func note(_ message: String, about item: InputItem) {
        add(message, about: item, status: nil)
    }

    /// Records that `item` failed, for a failure found other than by throwing (one id of a batch call).
    public func fail(_ item: InputItem, _ error: some StatusError) {
        failures?.saw(error)
        add(error.description, about: item, status: error.exitStatus)
    }

    /// `work`'s result for `item`, or nil after recording why it failed. A failure worse than this input's own (a
    /// missing or rejected key, a dead network) ends the run once the unit is written, named by the inputs that met
    /// it; the unit's inputs that need no request still get their records, and the ones not yet tried are not.
    public func attempt<Result>(_ item: InputItem, _ work: () async throws -> Result) async throws -> Result? {
        guard state.withLock({ $0.ending == nil }) else { return nil }
        do {
            return try await InputInFlight.$label.withValue(item.label(fields: fields)) { try await work() }
        } catch {
            if let reason = Self.inputFailure(error) {
                failures?.saw(error)
                add(reason, about: item, status: .partialFailure)
                return nil
            }
            guard let error = error as? StatusError else { throw error }
            state.withLock { state in
                state.ending = ((state.ending?.inputs ?? []) + [item], state.ending?.error ?? error)
            }
            return nil
        }
    }

    /// `work`'s result for `item` when it needs no waiting (parsing an id), or nil after recording why it failed.
    public func check<Result>(_ item: InputItem, _ work: () throws -> Result) throws -> Result? {
        do {
            return try work()
        } catch {
            guard let reason = Self.inputFailure(error) else { throw error }
            add(reason, about: item, status: .partialFailure)
            return nil
        }
    }

    /// Records that `error`, thrown by the unit's work, spoiled every input of the unit, or ends the run after
    /// this unit's output is written.
    func failAll(_ error: any Error) {
        guard let reason = Self.inputFailure(error) else {
            let ending = (error as? StatusError).map { RunEndingFailure(inputs: labels, underlying: $0) } ?? error
            state.withLock { $0.fatal = ending }
            return
        }
        for item in items {
            failures?.saw(error)
            add(reason, about: item, status: .partialFailure)
        }
    }

    /// The unit's inputs for a note about them all, short however many there are: a batch of 100 ids is
    /// "line 1 (…) to line 100 (…), 100 inputs".
    fileprivate var span: String {
        guard items.count > 2, let first = items.first, let last = items.last else { return labels }
        return "\(first.label(fields: fields)) to \(last.label(fields: fields)), \(items.count) inputs"
    }

    /// The unit's inputs as messages name them, e.g. "line 2 (76561197960435530)".
    private var labels: String {
        items.map { $0.label(fields: fields) }.joined(separator: ", ")
    }

    /// The words for a failure that spoils only the inputs it met, or nil for one that must end the run.
    private static func inputFailure(_ error: any Error) -> String? {
        switch error {
        case let error as InputError: error.reason
        // The label already shows the input; the parse error's own description would quote it again.
        case let error as SteamIDParseError: error.reason
        case let error as StatusError where error.exitStatus == .partialFailure: error.description
        default: nil
        }
    }

    /// What the unit came to, as `settle` would write it: its messages (each with its exit status, nil for a note)
    /// and its records. For callers that keep a unit's output instead of writing it. A failure that would end the run
    /// is thrown as the work met it.
    public func collect() throws -> (messages: [(text: String, status: ExitStatus?)], records: [[UInt8]]) {
        let state = Self.inInputOrder(state.withLock { $0 })
        if let ending = state.ending { throw ending.error }
        return (state.messages.map { ($0.text, $0.status) }, state.records.map { Array($0.json) })
    }

    /// Messages and records in input order; then the unit's fatal error, if it had one.
    func settle(into context: ToolContext) throws {
        let settled = Self.inInputOrder(state.withLock { state in
            defer { state = State() }
            return state
        })
        for message in settled.messages {
            if let status = message.status {
                context.diagnostics.error(message.text, status: status)
            } else {
                context.diagnostics.note(message.text)
            }
        }
        try write(settled.records, to: context.output)
        if let fatal = settled.fatal { throw fatal }
        if let (inputs, error) = settled.ending {
            let named = inputs.sorted { position(of: $0) < position(of: $1) }.map { $0.label(fields: fields) }
            throw RunEndingFailure(inputs: named.joined(separator: ", "), underlying: error)
        }
    }

    /// Each run of plain records in one call, which takes the writer's lock once for the run.
    private func write(_ records: [Record], to output: RecordWriter) throws(StandardStreamError) {
        var start = records.startIndex
        while start < records.endIndex {
            let record = records[start]
            if record.kept {
                try output.write(kept: record.json, from: record.item.label(fields: fields))
                start += 1
            } else if let promise = record.promise {
                try output.write(json: record.json, from: record.item.label(fields: fields), fulfilling: promise)
                start += 1
            } else {
                let end = records[start...].firstIndex { $0.kept || $0.promise != nil } ?? records.endIndex
                // Worked out only when needed: naming an input parses it again.
                try output.write(jsons: records[start..<end].map(\.json)) { records[start + $0].item.label(fields: fields) }
                start = end
            }
        }
    }

    /// `state` with messages and records in input order; each input's own keep the order the work gave them.
    private static func inInputOrder(_ state: State) -> State {
        func stably<Element>(_ elements: [Element], by position: (Element) -> Int) -> [Element] {
            // Nearly every unit's work reports its inputs in order already: a look costs a tenth of the sort's copies.
            if elements.indices.dropFirst().allSatisfy({ position(elements[$0 - 1]) <= position(elements[$0]) }) {
                return elements
            }
            return elements.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }
                .map(\.element)
        }
        var ordered = state
        // Closures, not key paths: a key path into a tuple is built anew at every call, which a run of many
        // one-input units pays for each.
        ordered.messages = stably(state.messages) { $0.position }
        ordered.records = stably(state.records) { $0.position }
        return ordered
    }

    private func add(_ text: String, about item: InputItem, status: ExitStatus?) {
        let message = Message(position: position(of: item), text: "\(item.label(fields: fields)): \(text)", status: status)
        state.withLock { $0.messages.append(message) }
    }

    private func position(of item: InputItem) -> Int {
        switch item.origin {
        case .argument(let n), .line(let n): n
        }
    }
}

/// The inputs whose work is running in this task, for a message from below the unit that cannot name them itself:
/// a retry or a long wait for the rate limit.
public enum InputInFlight {
    @TaskLocal public static var label: String?

    /// `message` after the inputs it is about, as every message names its input.
    public static func naming(_ message: String) -> String {
        label.map { "\($0): \(message)" } ?? message
    }
}

/// A failure that ends the run (a server that cannot be reached, a rejected key), named by the inputs it met, as every
/// failure is; the inputs after them are not tried.
/// Public for a --watch, which goes on to its next round after a failure that can pass.
public struct RunEndingFailure: StatusError {
    public let inputs: String
    public let underlying: any StatusError

    public var exitStatus: ExitStatus { underlying.exitStatus }
    public var description: String { "\(inputs): \(underlying.description); the run stops here" }
}

extension ToolContext {
    /// Runs `work` on each unit of `inputs`, at most `jobs` units at once, and writes each unit's output as a
    /// whole: in input order when `ordered`, else as soon as the unit is done. Ordered, a unit of one input whose
    /// turn has come writes what its work streams (`UnitReport.stream`) at once. `fields` are the input fields the tool
    /// takes an id from, so every message names the input's line and id. A failure that spoils one input or unit is
    /// reported and the rest go on; a fatal one ends the run once the units before it are written. `progress`, when
    /// given, counts inputs read and done; `failures`, the inputs that failed.
    public func process(
        _ inputs: InputSource, fields: [String], batching: Batching, jobs: Int, ordered: Bool,
        progress: ProgressLine? = nil, failures: InputFailures? = nil,
        _ work: @escaping @Sendable (_ items: [InputItem], _ report: UnitReport) async throws -> Void
    ) async throws {
        enum Event: Sendable {
            case input([InputItem]?)
            case done(index: Int, report: UnitReport)
        }
        // Ordered output holds finished units behind a slow one, and a reader that stops early (| head) should cost
        // few requests: no unit starts more than `jobs` ahead of the next to write.
        let window = max(1, jobs)
        let tally = RunTally(inputs: inputs)
        defer { progress?.finish() }
        try await withThrowingTaskGroup(of: Event.self) { group in
            var started = 0
            var settled = 0
            var running = 0
            var reading = false
            var ended = false
            var finished: [Int: UnitReport] = [:]
            /// Ordered, the units started and not yet done, by index: the one whose turn comes is told so.
            var underWay: [Int: UnitReport] = [:]

            func readNext() {
                reading = true
                group.addTask { .input(try await inputs.next(batching)) }
            }

            while true {
                if !reading, !ended, (ordered ? started - settled : running) < window { readNext() }
                guard let event = try await group.next() else { break }
                switch event {
                case .input(nil):
                    reading = false
                    ended = true
                    progress?.read(inputs.readSoFar)
                case .input(let items?):
                    reading = false
                    progress?.read(inputs.readSoFar)
                    let index = started
                    started += 1
                    running += 1
                    let report = UnitReport(
                        items: items, fields: fields, progress: progress, tally: tally, output: output, failures: failures)
                    if ordered {
                        underWay[index] = report
                        if index == settled { report.takeTurn() }
                    }
                    group.addTask {
                        do {
                            try await InputInFlight.$label.withValue(report.span) { try await work(items, report) }
                        } catch {
                            report.failAll(error)
                        }
                        return .done(index: index, report: report)
                    }
                case .done(let index, let report):
                    running -= 1
                    progress?.done(report.items.count)
                    progress?.read(inputs.readSoFar)
                    tally.done(report.items.count)
                    if ordered {
                        underWay[index] = nil
                        finished[index] = report
                        while let next = finished.removeValue(forKey: settled) {
                            settled += 1
                            try next.settle(into: self)
                        }
                        underWay[settled]?.takeTurn()
                    } else {
                        settled += 1
                        try report.settle(into: self)
                    }
                    try output.flush()
                }
            }
        }
    }
}
