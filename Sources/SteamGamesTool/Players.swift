// steam-games players: the number playing each app now.
import ArgumentParser
import CommandKit

struct Players: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "How many play each app right now: one record per app. Needs no API key.",
        discussion: """
            Each record is {appid, player_count, fetched_at}: Valve's count and the unix second it answered. \
            Apps come from --app, else from stdin (ids or records with an appid). An app Valve does not know \
            is a note on stderr. Answers are kept a minute: Valve counts every few minutes, so a newer \
            answer would say the same.

            Examples:
              steam-games players --app 570 --app 440
              steam-games owned robinwalker --jq .appid \\
                | steam-games players --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable); read from stdin when none is given.", valueName: "appid"))
    var inputs: [String] = []

    func work() -> PlayersWork { PlayersWork() }
}
