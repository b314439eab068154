// The MCP tools steam-mcp serves, derived from the commands' own descriptions of themselves (the command tree
// swift-argument-parser prints for --experimental-dump-help), as the man pages and completions are: one tool per
// subcommand, its name, description, input schema, examples and annotations. A new flag or subcommand is served with
// no code here; what is withheld, and why, is said below.
import ArgumentParserToolInfo
import Foundation
import Manual
import MCP

/// One subcommand as an MCP tool: what an agent sees, and what turns its arguments back into a command line.
public struct CatalogTool: Sendable {
    /// `steam_profile_friends`: the command's words, `-` and spaces as `_`, since some agents' APIs take only
    /// letters, digits, `_` and `-` in a tool's name, and `-` alone would not mark where one word ends.
    public let name: String
    /// The words after steam-pipes: `["steam-profile", "friends"]`.
    public let path: [String]
    public let description: String
    public let arguments: [ToolArgument]
    /// stat-agg's match statistics read the records of `matches_of` or `opendota_matches_of` when given.
    public let aggregatesMatches: Bool
    public let readOnly: Bool
    /// Whether it talks to Valve or OpenDota: every tool with the network flags (--attempts among them).
    public let openWorld: Bool
    /// Whether the parent command runs it when given no subcommand (`dota-detail 123` is `dota-detail matches 123`).
    let isDefaultSubcommand: Bool
    /// The names of the parent's subcommands, this one's among them.
    let siblingNames: Set<String>
    /// The help's examples that call this subcommand with served arguments, as arguments objects.
    public internal(set) var examples: [[String: Value]] = []

    /// The tool as tools/list gives it.
    public var tool: Tool {
        Tool(
            name: name, description: description, inputSchema: inputSchema,
            annotations: .init(
                title: path.joined(separator: " "), readOnlyHint: readOnly, destructiveHint: readOnly ? nil : false,
                idempotentHint: readOnly ? nil : false, openWorldHint: openWorld),
            outputSchema: CallOutcome.outputSchema)
    }

    public var inputSchema: Value {
        var properties: [String: Value] = [:]
        for argument in arguments { properties[argument.property] = argument.schema }
        properties[ToolCatalog.stdinProperty] = [
            "type": "array", "items": ["type": ["object", "string"]],
            "description": .string("Lines the command reads on stdin where a shell would pipe them: records (each written as one line of JSON) or text lines. The command reads them when it is given no inputs of its own."),
        ]
        if aggregatesMatches {
            properties[ToolCatalog.storedMatchesProperty] = [
                "type": "string",
                "description": "An account (any SteamID form or vanity name) whose matches in the store to aggregate, as `dota-detail stored ACCOUNT` writes them; instead of stdin.",
            ]
            properties[ToolCatalog.openDotaMatchesProperty] = [
                "type": "string",
                "description": "An account whose OpenDota player rows to aggregate, as `dota-matches --source opendota ACCOUNT` lists them (one request for the whole history); instead of stdin.",
            ]
        }
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        let required = arguments.filter(\.isRequired).map { Value.string($0.property) }
        if !required.isEmpty { schema["required"] = .array(required) }
        if !examples.isEmpty { schema["examples"] = .array(examples.map(Value.object)) }
        return .object(schema)
    }
}

public enum ToolCatalogError: Error, CustomStringConvertible {
    case propertyTaken(tool: String, property: String)
    case commandFailed(String, status: Int32)

    public var description: String {
        switch self {
        case .propertyTaken(let tool, let property):
            "\(tool): its argument '\(property)' has the name of an input steam-mcp adds; rename one of them"
        case .commandFailed(let command, let status):
            "\(command) exited \(status)"
        }
    }
}

public enum ToolCatalog {
    static let stdinProperty = "stdin"
    static let storedMatchesProperty = "matches_of"
    static let openDotaMatchesProperty = "opendota_matches_of"

    /// Subcommands an agent is not given, each with its reason.
    static let withheldCommands: [[String]: String] = [
        ["steam-auth", "login"]: "opens a browser and waits for a person to sign in",
        ["steam-auth", "logout"]: "deletes the user's sign-in or key files, which no agent should do unasked",
        ["steam-auth", "key", "set"]: "reads a secret, which must never pass through an agent's messages",
        ["stat-agg", "report"]: "writes an HTML file, and only the store may be written",
        ["steam-replay"]: "the test server, not a tool for Steam's data",
    ]

    /// Options left out of every tool, each with its reason.
    static let withheldOptions: [String: String] = [
        "format": "a result's records are always NDJSON, which the structured content is parsed from",
        "raw-output": "a result's records are JSON values, and raw strings are not",
        "watch": "a call that never ends holds the agent forever",
        "output": "only the store may be written",
        "help": "help is the tool's description",
        "version": "the server's version is in its initialize answer",
    ]

    /// Subcommands with network flags that write nothing: the store's readers (no match fetched, no snapshot made),
    /// and the key's check, which asks Valve and keeps nothing.
    static let writeNothing: Set<[String]> = [["dota-detail", "stored"], ["steam-profile", "history"], ["steam-auth", "key", "check"]]

    /// The tools of `commands`, each tool's command tree as `--experimental-dump-help` prints it.
    public static func tools(of commands: [CommandInfoV0]) throws -> [CatalogTool] {
        var tools: [CatalogTool] = []
        for command in commands {
            try collect(command, path: [command.commandName], parent: nil, examples: [], into: &tools)
        }
        return tools
    }

    private static func collect(
        _ command: CommandInfoV0, path: [String], parent: CommandInfoV0?, examples inherited: [String],
        into tools: inout [CatalogTool]
    ) throws {
        guard withheldCommands[path] == nil else { return }
        let help = HelpText(command.discussion ?? "")
        let examples = inherited + ExampleArguments.commands(help.examples)
        let subcommands = visibleSubcommands(of: command)
        guard subcommands.isEmpty else {
            for subcommand in subcommands {
                try collect(subcommand, path: path + [subcommand.commandName], parent: command, examples: examples, into: &tools)
            }
            return
        }
        let arguments = (command.arguments ?? []).compactMap(ToolArgument.init)
        if let taken = arguments.first(where: { addedProperties(aggregatesMatches: true).contains($0.property) }) {
            throw ToolCatalogError.propertyTaken(tool: path.joined(separator: " "), property: taken.property)
        }
        let argumentNames = Set(arguments.map(\.property))
        let openWorld = argumentNames.contains("attempts")
        var description = command.abstract ?? ""
        if !help.prose.isEmpty { description += "\n\n" + help.prose }
        var tool = CatalogTool(
            name: path.joined(separator: "_").replacingOccurrences(of: "-", with: "_"), path: path,
            description: description, arguments: arguments,
            aggregatesMatches: path.first == "stat-agg" && argumentNames.contains("hero"),
            readOnly: !openWorld || writeNothing.contains(path), openWorld: openWorld,
            isDefaultSubcommand: parent?.defaultSubcommand == command.commandName,
            siblingNames: Set(parent.map(visibleSubcommands)?.map(\.commandName) ?? []))
        tool.examples = examples.compactMap { ExampleArguments.arguments(of: $0, for: tool) }
        tools.append(tool)
    }

    private static func visibleSubcommands(of command: CommandInfoV0) -> [CommandInfoV0] {
        (command.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" }
    }

    /// The inputs steam-mcp adds to a tool's own arguments.
    static func addedProperties(aggregatesMatches: Bool) -> [String] {
        [stdinProperty] + (aggregatesMatches ? [storedMatchesProperty, openDotaMatchesProperty] : [])
    }

    /// Each command's tree, as `BINARY COMMAND --experimental-dump-help` prints it, for the commands `BINARY --list`
    /// names but `excluded`.
    public static func commands(of binary: URL, except excluded: String) throws -> [CommandInfoV0] {
        let names = try output(of: binary, ["--list"]).split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        return try names.filter { $0 != excluded }.map {
            try JSONDecoder().decode(ToolInfoV0.self, from: output(of: binary, [$0, "--experimental-dump-help"])).command
        }
    }

    private static func output(of binary: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolCatalogError.commandFailed(binary.path + " " + arguments.joined(separator: " "), status: process.terminationStatus)
        }
        return data
    }
}
