// dota-detail: one full match record per match id, from the store or fetched once, ever; and the hero list.
import ArgumentParser
import ToolSupport
import Version

struct DotaDetail: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "dota-detail",
        abstract: "Dota 2 match details, fetched once and kept; and the list of heroes.",
        version: ToolkitVersion.line(tool: "dota-detail"),
        subcommands: [Matches.self, Stored.self, Heroes.self],
        defaultSubcommand: Matches.self)
}

/// Runs dota-detail: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await DotaDetail.main(arguments: arguments)
}
