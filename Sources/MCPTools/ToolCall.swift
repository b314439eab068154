// A tools/call from its arguments to its result: the commands it runs, and what their output comes to as an MCP
// result, with the records cut at a bound an agent's context can hold.
import SteamModels

/// The commands a call runs: one, or a source of match records and the stat-agg statistic reading them.
public struct CallPlan: Sendable, Equatable {
    public let stages: [[String]]
    public let input: [UInt8]?
}

extension CatalogTool {
    public func plan(_ given: JSONObject) throws(ArgumentProblem) -> CallPlan {
        var own = given
        let stdin = own.take(ToolCatalog.stdinProperty)
        // Taken only by the tools that take them: another tool's command line refuses them by name.
        let stored = aggregatesMatches ? own.take(ToolCatalog.storedMatchesProperty) : nil
        let openDota = aggregatesMatches ? own.take(ToolCatalog.openDotaMatchesProperty) : nil
        let command = [path[0]] + (try commandLine(own))
        let sources = [
            (ToolCatalog.stdinProperty, stdin), (ToolCatalog.storedMatchesProperty, stored),
            (ToolCatalog.openDotaMatchesProperty, openDota),
        ].compactMap { name, value in value.flatMap { $0 == .null ? nil : (name, $0) } }
        if sources.count > 1 {
            throw ArgumentProblem(property: sources[1].0, problem: "give one of \(sources.map(\.0).joined(separator: ", ")), not both")
        }
        guard let (source, value) = sources.first else { return CallPlan(stages: [command], input: nil) }
        switch source {
        case ToolCatalog.storedMatchesProperty:
            return CallPlan(stages: [["dota-detail", "stored", "--", try Self.account(value, source)], command], input: nil)
        case ToolCatalog.openDotaMatchesProperty:
            let listing = ["dota-matches", "--source", "opendota", "--all", "--", try Self.account(value, source)]
            return CallPlan(stages: [listing, command], input: nil)
        default:
            return CallPlan(stages: [command], input: try Self.input(value))
        }
    }

    private static func account(_ value: JSONValue, _ property: String) throws(ArgumentProblem) -> String {
        guard case .string(let account) = value, !account.isEmpty, !account.unicodeScalars.contains("\u{0}") else {
            throw ArgumentProblem(property: property, problem: "must be an account: a SteamID, an account id or a vanity name")
        }
        return account
    }

    /// `stdin`'s elements as lines: an object as one line of JSON, as it was given, a string as itself.
    private static func input(_ value: JSONValue) throws(ArgumentProblem) -> [UInt8] {
        guard case .array(let elements) = value else {
            throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "must be an array of records or lines, not \(value.kind)")
        }
        var bytes: [UInt8] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .string(let line):
                guard !line.utf8.contains(0x0A) else {
                    throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "element \(index) holds a newline; give each line as its own element")
                }
                bytes += line.utf8
            case .object:
                element.write(to: &bytes)
            default:
                throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "element \(index) must be a record or a line, not \(element.kind)")
            }
            bytes.append(0x0A)
        }
        return bytes
    }
}

/// What a call's commands wrote and how they ended, as the tool's result.
public struct CallOutcome: Sendable {
    /// The records kept: the first `bound`.
    public private(set) var records: [String] = []
    public private(set) var recordCount = 0
    public private(set) var notes: [String] = []
    public var exitStatus: Int32 = 0
    public let bound: Int

    public init(bound: Int) { self.bound = bound }

    public mutating func take(_ event: RunEvent) {
        switch event {
        case .record(let line):
            recordCount += 1
            if records.count < bound { records.append(line) }
        case .note(let line):
            notes.append(line)
        }
    }

    /// The note that says the records were cut, when they were.
    public var cutNote: String? {
        guard recordCount > records.count else { return nil }
        return "steam-mcp: the first \(records.count) of \(recordCount) records are given; narrow the call for the rest "
            + "(--limit, --since, an account or app fewer, or a jq program that keeps what you need)"
    }

    /// The result: the records as NDJSON text and as parsed values, the notes, and isError for a failure.
    public var result: JSONValue {
        let allNotes = notes + (cutNote.map { [$0] } ?? [])
        var content: [JSONValue] = []
        if exitStatus != 0 { content.append(Self.text("exit status \(exitStatus): " + (notes.last ?? "the command failed"))) }
        content.append(Self.text(records.map { $0 + "\n" }.joined()))
        if !allNotes.isEmpty { content.append(Self.text(allNotes.joined(separator: "\n"))) }
        return jsonObject([
            "content": .array(content),
            "structuredContent": jsonObject([
                "records": .array(records.map(Self.value)),
                "notes": .strings(allNotes),
                "exit_status": .integer(exitStatus),
                "record_count": .integer(recordCount),
                "records_left_out": recordCount > records.count ? .integer(recordCount - records.count) : nil,
            ]),
            "isError": .bool(exitStatus != 0),
        ])
    }

    static func text(_ text: String) -> JSONValue { jsonObject(["type": .string("text"), "text": .string(text)]) }

    /// The result of a call refused before anything ran: isError, with `message` as its text.
    public static func refusal(_ message: String) -> JSONValue {
        jsonObject(["content": .array([text(message)]), "isError": .bool(true)])
    }

    /// A record line as a JSON value, exactly as written; a line that is not JSON (which no served flag makes) as the
    /// string it is.
    static func value(_ line: String) -> JSONValue {
        (try? JSONValue.parse(Array(line.utf8))) ?? .string(line)
    }

    static let outputSchema = jsonObject([
        "type": .string("object"),
        "properties": jsonObject([
            "records": jsonObject(["type": .string("array"), "description": .string("The command's stdout, one JSON value a line, as its --help describes.")]),
            "notes": jsonObject([
                "type": .string("array"), "items": jsonObject(["type": .string("string")]),
                "description": .string("What it wrote on stderr: notes, warnings and its error."),
            ]),
            "exit_status": jsonObject(["type": .string("integer"), "description": .string("Its exit status, as steam-pipes(7) lists them.")]),
            "record_count": jsonObject(["type": .string("integer"), "description": .string("How many records it wrote, those left out included.")]),
            "records_left_out": jsonObject(["type": .string("integer"), "description": .string("Records past the bound, not given.")]),
        ]),
        "required": .strings(["records", "notes", "exit_status", "record_count"]),
    ])
}
