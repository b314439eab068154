// steam-auth: who an account is. `resolve` (Resolve.swift) turns any SteamID form, profile URL or vanity name into
// every form; login, whoami and logout (SignIn.swift) and key (Key.swift) say who you are and hold your API key.
import ArgumentParser
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

/// Runs steam-auth: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamAuth.main(arguments: arguments)
}
