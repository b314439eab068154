// steam-auth key set and check: the Steam Web API key (or OpenDota's), read from stdin into a file only you can read;
// Steam's tried once.
import ArgumentParser
import CommandKit
import ToolSupport

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
    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds the call may take before it is retried (0.1-3600).", valueName: "seconds"))
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
