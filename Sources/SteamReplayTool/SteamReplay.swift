// The steam-replay command: serve (the default, so `steam-replay --key K` serves) and generate.

import ArgumentParser
import Version

struct SteamReplay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steam-replay",
        abstract: "A local server that answers like Valve's Steam and Dota 2 Web APIs and OpenDota's API, from a generated world.",
        discussion: """
        Without a subcommand it serves (see steam-replay serve --help); generate prints
        a corpus of Dota 2 match records instead.

        Examples:
          steam-replay --key TESTKEY
          steam-replay generate --matches 1000 --seed 7 \\
            > matches.ndjson
        """,
        version: ToolkitVersion.line(tool: "steam-replay"),
        subcommands: [Serve.self, Generate.self],
        defaultSubcommand: Serve.self
    )
}

/// Runs steam-replay: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamReplay.main(arguments)
}
