// The MCP tools steam-mcp serves, derived from the commands' own descriptions of themselves (the command tree
// swift-argument-parser prints for --experimental-dump-help), as the man pages and completions are: one tool per
// subcommand, its name, description, input schema, examples and annotations derived from that description. A new
// flag or subcommand is served with no code here; what is withheld, and why, is said below.
import ArgumentParserToolInfo
import FoundationEssentials
import Manual
import SteamModels

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
    public internal(set) var examples: [JSONObject] = []

    /// The tool as tools/list gives it.
    public var listing: JSONValue {
        jsonObject([
            "name": .string(name),
            "title": .string(path.joined(separator: " ")),
            "description": .string(description),
            "inputSchema": inputSchema,
            "outputSchema": CallOutcome.outputSchema,
            "annotations": jsonObject([
                "title": .string(path.joined(separator: " ")),
                "readOnlyHint": .bool(readOnly),
                "destructiveHint": readOnly ? nil : .bool(false),
                "idempotentHint": readOnly ? nil : .bool(false),
                "openWorldHint": .bool(openWorld),
            ]),
        ])
    }

    public var inputSchema: JSONValue {
        var properties = JSONObject()
        for argument in arguments { properties.append(argument.property, argument.schema) }
        properties.append(ToolCatalog.stdinProperty, jsonObject([
            "type": .string("array"), "items": jsonObject(["type": .strings(["object", "string"])]),
            "description": .string("Lines the command reads on stdin where a shell would pipe them: records (each written as one line of JSON) or text lines. The command reads them when it is given no inputs of its own."),
        ]))
        if aggregatesMatches {
            properties.append(ToolCatalog.storedMatchesProperty, jsonObject([
                "type": .string("string"),
                "description": .string("An account (any SteamID form or vanity name) whose matches in the store to aggregate, as `dota-detail stored ACCOUNT` writes them; instead of stdin."),
            ]))
            properties.append(ToolCatalog.openDotaMatchesProperty, jsonObject([
                "type": .string("string"),
                "description": .string("An account whose OpenDota player rows to aggregate, as `dota-matches --source opendota ACCOUNT` lists them (one request for the whole history); instead of stdin."),
            ]))
        }
        let required = arguments.filter(\.isRequired).map(\.property)
        return jsonObject([
            "type": .string("object"),
            "properties": .object(properties),
            "required": required.isEmpty ? nil : .strings(required),
            "additionalProperties": .bool(false),
            "examples": examples.isEmpty ? nil : .array(examples.map(JSONValue.object)),
        ])
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
    public static func tools(of commands: [CommandInfoV0]) throws(ToolCatalogError) -> [CatalogTool] {
        var tools: [CatalogTool] = []
        for command in commands {
            try collect(command, path: [command.commandName], parent: nil, examples: [], into: &tools)
        }
        return tools
    }

    private static func collect(
        _ command: CommandInfoV0, path: [String], parent: CommandInfoV0?, examples inherited: [String],
        into tools: inout [CatalogTool]
    ) throws(ToolCatalogError) {
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
            throw .propertyTaken(tool: path.joined(separator: " "), property: taken.property)
        }
        let argumentNames = Set(arguments.map(\.property))
        let openWorld = argumentNames.contains("attempts")
        var description = command.abstract ?? ""
        if !help.prose.isEmpty { description += "\n\n" + help.prose }
        var tool = CatalogTool(
            name: path.joined(separator: "_").replacing("-", with: "_"), path: path,
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
    public static func commands(of binary: String, except excluded: String) throws -> [CommandInfoV0] {
        let names = try output(of: binary, ["--list"]).split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        return try names.filter { $0 != excluded }.map { name in
            let tree = try output(of: binary, [name, "--experimental-dump-help"])
            return try JSONDecoder().decode(ToolInfoV0.self, from: Data(tree)).command
        }
    }

    private static func output(of binary: String, _ arguments: [String]) throws -> [UInt8] {
        let (status, output) = try ChildProcess.output(of: binary, arguments)
        guard status == 0 else {
            throw ToolCatalogError.commandFailed(([binary] + arguments).joined(separator: " "), status: status)
        }
        return output
    }
}
