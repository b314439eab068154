// steam-auth key set and check: the Steam Web API key (or OpenDota's), read from stdin into a file only you can read;
// Steam's tried once.
import ArgumentParser
import CommandKit
import ConfigFiles
import FoundationEssentials
import FoundationGaps
import SteamModels
import ToolSupport
import WebAPI

struct Key: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Save the Steam Web API key or OpenDota's, or check Steam's.",
        discussion: """
            Order: STEAM_API_KEY when set, else the key file. A key file others may read is refused, as ssh \
            refuses such a key, with the chmod that fixes it. Get a key at https://steamcommunity.com/dev/apikey.
            OpenDota needs no key; one (OPENDOTA_API_KEY, else the file `key set --service opendota` writes) \
            raises its limits, and is kept and hidden the same way.
            """,
        subcommands: [SetKey.self, CheckKey.self])
}

struct SetKey: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Save the key read from stdin to $XDG_CONFIG_HOME/steam-pipes/key (opendota-key for OpenDota's), mode 0600.",
        discussion: """
            At a terminal it asks for the key and does not echo it. Never give the key as an argument: \
            it would show in ps and in your shell history.

            Examples:
              steam-auth key set
              steam-auth key set < ~/Downloads/steam-key.txt
              pass show steam/api-key | steam-auth key set
              pass show opendota/api-key \\
                | steam-auth key set --service opendota
            """)

    @Option(help: "Whose key it is: steam or opendota.")
    var service = KeyService.steam

    /// Caught so the refusal can explain itself without repeating what was typed, which may be the key.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var stray: [String] = []

    func validate() throws {
        guard stray.isEmpty else {
            throw ValidationError("key set takes no arguments: it reads the key from stdin, which keeps it out of ps and shell history")
        }
    }

    func run() async throws {
        try await ToolRunner.run(tool: SteamAuth.toolName) { diagnostics in
            let environment = ToolEnvironment()
            let name = service == .steam ? "Steam Web API key" : "OpenDota API key"
            let text = try KeyText(SecretInput.read(prompt: "\(name) (it will not be shown): "))
            let path = environment.keyFilePath(service)
            try text.save(to: path)
            diagnostics.note("saved the key to \(path) (mode 0600)")
            if service == .steam, !text.looksLikeSteamKey {
                diagnostics.note("Steam's keys are 32 hexadecimal digits and this one is not; try it with: steam-auth key check")
            }
            if case .environment = environment.key(for: service) {
                diagnostics.note("\(service.variable) is set, and the tools use it instead of the file while it is")
            }
        }
    }
}

extension KeyService: ExpressibleByArgument {}

/// A key as `steam-auth key set` reads it from stdin: one line of visible characters.
public struct KeyText: Sendable {
    public let key: String

    /// Steam's keys are 32 hexadecimal digits; anything else is saved, but worth a word.
    public var looksLikeSteamKey: Bool {
        key.count == 32 && key.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
    }

    /// The key in `text`, which may carry white space around it, or why it is none. The errors never quote the text.
    public init(_ text: String) throws(KeyTextError) {
        let trimmed = text.trimmingBlanksAndNewlines()
        guard !trimmed.isEmpty else { throw KeyTextError("stdin holds no key") }
        let lines = trimmed.split(whereSeparator: \.isNewline).count
        guard lines == 1 else { throw KeyTextError("stdin holds \(lines) lines; the key is one line") }
        guard trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw KeyTextError("the key holds a space or a character that is not visible ASCII")
        }
        guard trimmed.count <= 256 else { throw KeyTextError("the key is \(trimmed.count) characters long; Steam's have 32") }
        key = trimmed
    }

    /// Writes the key file, mode 0600, replacing any before it.
    public func save(to path: String) throws(ConfigFileError) {
        try ConfigFile.write(Data((key + "\n").utf8), to: path)
    }
}

/// A key set from stdin that is not a key: a usage error, since nothing was saved.
public struct KeyTextError: StatusError {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var exitStatus: ExitStatus { .usage }
    public var description: String { "key set: \(reason); nothing was saved" }
}

struct CheckKey: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Try the key with one cheap call: {valid, source, file}; a rejected key exits 4.",
        discussion: """
            Examples:
              steam-auth key check
              steam-auth key check --jq .valid
              STEAM_API_KEY=... steam-auth key check
            """)

    @OptionGroup(title: "Output") var output: OutputOptions

    // A check is where a short answer matters most (a script asking before a long run), so its wait is the user's.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds the call may take before it is retried (0.1-3600). (default: \(NetworkOptions.defaultTimeout))",
        valueName: "seconds"),
            transform: FlagRules.decimal)
    var timeout = NetworkOptions.defaultTimeout

    @Option(parsing: .unconditional, help: "Attempts on 429, 5xx and network errors, with jittered exponential backoff (1-20).")
    var attempts = NetworkOptions.defaultAttempts

    @Flag(help: "Write a line on stderr for the request: method, URL (its key hidden), status, size, time.")
    var verbose = false

    func validate() throws {
        try FlagRules.require(timeout, in: 0.1...3600, "--timeout")
        try FlagRules.require(attempts, in: 1...20, "--attempts")
    }

    func run() async throws {
        try await ToolRunner.run(tool: SteamAuth.toolName, output: output) { context in
            var network = try NetworkOptions.parse([])
            network.noCache = true
            network.timeout = timeout
            network.attempts = attempts
            network.verbose = verbose
            try await KeyCheck.write(with: try network.makeAPI(diagnostics: context.diagnostics), to: context.output)
        }
    }
}

/// The record key check writes.
public struct KeyCheck: Encodable, Sendable {
    public var valid: Bool
    /// "environment" (STEAM_API_KEY) or "file".
    public let source: String
    public let file: String?

    /// Asks Valve once: the record, and Valve's rejection when it did not take the key.
    public static func check(with api: SteamAPI) async throws -> (record: KeyCheck, rejection: WebAPIError?) {
        let key = api.configuration.key
        let file: String? = if case .file(_, let path) = key { path } else { nil }
        let rejection = try await api.keyRejection()
        return (KeyCheck(valid: rejection == nil, source: key.source ?? "", file: file), rejection)
    }

    /// Asks Valve once and writes the record. A rejected key is written as `valid: false` and then thrown, so the
    /// run exits 4.
    public static func write(with api: SteamAPI, to output: RecordWriter) async throws {
        let (record, rejection) = try await check(with: api)
        try output.write(record, from: nil)
        if let rejection { throw rejection }
    }
}
