// steam-profile: player summaries and bans (100 ids a call), friend lists, Steam levels and badges, one record per
// player, friendship or badge.
import ArgumentParser
import ToolSupport
import Version

struct SteamProfile: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-profile",
        abstract: "Player summaries, friend lists, bans, Steam levels and badges.",
        version: ToolkitVersion.line(tool: "steam-profile"),
        subcommands: [Summaries.self, Friends.self, Bans.self, History.self, Level.self, Badges.self],
        defaultSubcommand: Summaries.self)
}

/// Runs steam-profile: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamProfile.main(arguments: arguments)
}
