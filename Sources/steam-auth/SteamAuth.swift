// steam-auth: who an account is. `resolve` turns any SteamID form, profile URL or vanity name into every form.
import ArgumentParser
import SteamModels
import ToolSupport
import WebAPI

@main
struct SteamAuth: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steam-auth",
        abstract: "Identify Steam accounts.",
        subcommands: [Resolve.self])
}

struct Resolve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Resolve SteamIDs, profile URLs and vanity names to one identity record each.",
        discussion: """
            Accepts SteamID64, account_id, STEAM_X:Y:Z, [U:1:N], steamcommunity.com/profiles/… and /id/… URLs, \
            and vanity names (one ResolveVanityURL call each, cached). Inputs come from the arguments, \
            else from stdin: bare ids or JSON objects with a steamid, account_id or vanity field.

            Examples:
              steam-auth resolve gabelogannewell
              steam-auth resolve 76561197960287930 'STEAM_1:0:11101' '[U:1:22202]'
              steam-auth resolve robinwalker | steam-profile friends | steam-profile
              printf '%s\\n' 22202 robinwalker | steam-auth resolve --jq .steamid -r
            """)

    @OptionGroup(title: "Network and cache") var network: NetworkOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Argument(help: "Accounts to resolve; read from stdin when none are given.")
    var inputs: [String] = []

    func run() async throws {
        try await ToolRunner.run(tool: "steam-auth", output: output) { context in
            let api = network.makeAPI(notice: context.diagnostics.note)
            try await context.forEach(InputSource.items(arguments: inputs), jobs: network.jobs) { item in
                let identity = try await context.attempt(item) {
                    let text = try item.value(fields: ["steamid", "account_id", "vanity", "input"])
                    let (id, vanity) = try await api.identity(for: text)
                    return Identity(input: text, id: id, vanity: vanity)
                }
                return (source: item.origin.description, identity: identity)
            } emit: { source, identity in
                if let identity { try context.output.write(identity, from: source) }
            }
        }
    }
}
