// steam-auth: who an account is. `resolve` turns any SteamID form, profile URL or vanity name into every form;
// login, whoami and logout (SignIn.swift) and key (Key.swift) say who you are and hold your API key.
import ArgumentParser
import CommandKit
import ToolSupport
import Version

struct SteamAuth: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-auth",
        abstract: "Identify Steam accounts, sign in through Steam, and keep the API key.",
        discussion: """
            The key is STEAM_API_KEY when set, else the file `steam-auth key set` writes \
            ($XDG_CONFIG_HOME/steam-pipes/key, mode 0600). It is never a flag value.

            Examples:
              steam-auth login
              steam-auth whoami | dota-matches --all | dota-detail \\
                | stat-agg wl
              steam-auth key set < key.txt && steam-auth key check
              steam-auth resolve gabelogannewell
            """,
        version: ToolkitVersion.line(tool: "steam-auth"),
        subcommands: [Resolve.self, Login.self, Whoami.self, Logout.self, Key.self])
}

struct Resolve: NetworkedCommand {
    typealias Tool = SteamAuth

    static let configuration = CommandConfiguration(
        abstract: "Resolve SteamIDs, profile URLs and vanity names to one identity record each.",
        discussion: """
            Accepts SteamID64, account_id, STEAM_X:Y:Z, [U:1:N], steamcommunity.com/profiles/… and /id/… URLs, \
            and vanity names (one ResolveVanityURL call each, cached). Inputs come from the arguments, \
            else from stdin: bare ids or JSON objects with a steamid, account_id or vanity field.

            A URL is read as a browser reads it: scheme, host and /id/ or /profiles/ in any letter case, and \
            dot segments resolved, so /id/x/../../profiles/N is the account N a browser would open. A URL with \
            a user name or password, another host or a port other than the scheme's is refused.

            Examples:
              steam-auth resolve gabelogannewell
              steam-auth resolve 76561197960287930 \\
                'STEAM_1:0:11101' '[U:1:22202]'
              steam-auth resolve robinwalker | steam-profile friends \\
                | steam-profile
              printf '%s\\n' 22202 robinwalker | steam-auth resolve \\
                --jq .steamid -r
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts to resolve; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> ResolveWork { ResolveWork() }
}

/// Runs steam-auth: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamAuth.main(arguments: arguments)
}
