// A tools/call from its arguments to its result: the commands it runs, and what their output comes to as an MCP
// result, with the records cut at a bound an agent's context can hold.
import Foundation
import MCP

/// The commands a call runs: one, or a source of match records and the stat-agg statistic reading them.
public struct CallPlan: Sendable, Equatable {
    public let stages: [[String]]
    public let input: Data?
}

extension CatalogTool {
    public func plan(_ given: [String: Value]) throws(ArgumentProblem) -> CallPlan {
        var own = given
        let stdin = own.removeValue(forKey: ToolCatalog.stdinProperty)
        // Taken only by the tools that take them: another tool's command line refuses them by name.
        let stored = aggregatesMatches ? own.removeValue(forKey: ToolCatalog.storedMatchesProperty) : nil
        let openDota = aggregatesMatches ? own.removeValue(forKey: ToolCatalog.openDotaMatchesProperty) : nil
        let command = [path[0]] + (try commandLine(own))
        let sources = [
            (ToolCatalog.stdinProperty, stdin), (ToolCatalog.storedMatchesProperty, stored),
            (ToolCatalog.openDotaMatchesProperty, openDota),
        ].filter { $0.1 != nil && $0.1 != .null }
        if sources.count > 1 {
            throw ArgumentProblem(property: sources[1].0, problem: "give one of \(sources.map(\.0).joined(separator: ", ")), not both")
        }
        switch sources.first {
        case (ToolCatalog.storedMatchesProperty, let account?)?:
            return CallPlan(stages: [["dota-detail", "stored", "--", try Self.account(account, ToolCatalog.storedMatchesProperty)], command], input: nil)
        case (ToolCatalog.openDotaMatchesProperty, let account?)?:
            let listing = ["dota-matches", "--source", "opendota", "--all", "--", try Self.account(account, ToolCatalog.openDotaMatchesProperty)]
            return CallPlan(stages: [listing, command], input: nil)
        case (_, let lines?)?:
            return CallPlan(stages: [command], input: try Self.input(lines))
        default:
            return CallPlan(stages: [command], input: nil)
        }
    }

    private static func account(_ value: Value, _ property: String) throws(ArgumentProblem) -> String {
        guard case .string(let account) = value, !account.isEmpty else {
            throw ArgumentProblem(property: property, problem: "must be an account: a SteamID, an account id or a vanity name")
        }
        return account
    }

    /// `stdin`'s elements as lines: an object as one line of JSON, a string as itself.
    private static func input(_ value: Value) throws(ArgumentProblem) -> Data {
        guard case .array(let elements) = value else {
            throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "must be an array of records or lines, not \(value.kindName)")
        }
        var data = Data()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (index, element) in elements.enumerated() {
            switch element {
            case .string(let line):
                guard !line.utf8.contains(0x0A) else {
                    throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "element \(index) holds a newline; give each line as its own element")
                }
                data.append(contentsOf: line.utf8)
            case .object:
                guard let json = try? encoder.encode(element) else {
                    throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "element \(index) cannot be written as JSON")
                }
                data.append(json)
            default:
                throw ArgumentProblem(property: ToolCatalog.stdinProperty, problem: "element \(index) must be a record or a line, not \(element.kindName)")
            }
            data.append(0x0A)
        }
        return data
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
    public var result: CallTool.Result {
        let allNotes = notes + (cutNote.map { [$0] } ?? [])
        var content: [Tool.Content] = []
        if exitStatus != 0 {
            content.append(.text(text: "exit status \(exitStatus): " + (notes.last ?? "the command failed"), annotations: nil, _meta: nil))
        }
        content.append(.text(text: records.map { $0 + "\n" }.joined(), annotations: nil, _meta: nil))
        if !allNotes.isEmpty { content.append(.text(text: allNotes.joined(separator: "\n"), annotations: nil, _meta: nil)) }
        var structured: [String: Value] = [
            "records": .array(records.map(Self.value)),
            "notes": .array(allNotes.map(Value.string)),
            "exit_status": .int(Int(exitStatus)),
            "record_count": .int(recordCount),
        ]
        if recordCount > records.count { structured["records_left_out"] = .int(recordCount - records.count) }
        return CallTool.Result(content: content, structuredContent: .object(structured), isError: exitStatus != 0)
    }

    /// A record line as a JSON value; a line that is not JSON (which no served flag makes) as the string it is.
    static func value(_ line: String) -> Value {
        (try? JSONDecoder().decode(Value.self, from: Data(line.utf8))) ?? .string(line)
    }

    static let outputSchema: Value = [
        "type": "object",
        "properties": [
            "records": ["type": "array", "description": "The command's stdout, one JSON value a line, as its --help describes."],
            "notes": ["type": "array", "items": ["type": "string"], "description": "What it wrote on stderr: notes, warnings and its error."],
            "exit_status": ["type": "integer", "description": "Its exit status, as steam-pipes(7) lists them."],
            "record_count": ["type": "integer", "description": "How many records it wrote, those left out included."],
            "records_left_out": ["type": "integer", "description": "Records past the bound, not given."],
        ],
        "required": ["records", "notes", "exit_status", "record_count"],
    ]
}
