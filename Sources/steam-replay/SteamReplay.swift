// The steam-replay command: serve (the default, so `steam-replay --key K` serves) and generate.

import ArgumentParser
import Version

@main
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
