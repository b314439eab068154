// stat-agg's filter flags (OpenDota's, plus real date ranges) and --player; StatAggRun turns their values into a
// Query's filter.
import ArgumentParser
import StatAggRun
import ToolSupport

enum Outcome: String, EnumerableFlag {
    case win, loss
}

enum Side: String, EnumerableFlag {
    case radiant, dire
}

struct FilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Whose statistics: any SteamID form. Default: each record's account_id (dota-detail sets it).", valueName: "id"))
    var player: String?

    @Flag(help: "Only the player's wins, or only his losses.")
    var outcome: Outcome?

    @Option(help: ArgumentHelp("The player's hero: an id or a name (anti-mage, \"Nature's Prophet\"); repeat for any of several.", valueName: "hero"), completion: .heroes)
    var hero: [String] = []

    @Option(help: ArgumentHelp("A hero on the player's team, his own included; repeat: all of them.", valueName: "hero"), completion: .heroes)
    var withHero: [String] = []

    @Option(help: ArgumentHelp("A hero on the other team; repeat: all of them.", valueName: "hero"), completion: .heroes)
    var againstHero: [String] = []

    @Option(help: ArgumentHelp("An account on the player's team, his own included; repeat: all of them.", valueName: "id"))
    var withAccount: [String] = []

    @Option(help: ArgumentHelp("An account on the other team; repeat: all of them.", valueName: "id"))
    var againstAccount: [String] = []

    @Option(help: ArgumentHelp("An account in the match, either team; repeat: all of them.", valueName: "id"))
    var includedAccount: [String] = []

    @Option(help: ArgumentHelp("An account not in the match; repeat: none of them.", valueName: "id"))
    var excludedAccount: [String] = []

    @Option(help: ArgumentHelp("Game mode (22 All Pick, 23 Turbo, 2 Captains Mode …); repeat for any of several.", valueName: "n"))
    var gameMode: [Int64] = []

    @Option(help: ArgumentHelp("Lobby type (0 normal, 7 ranked …); repeat for any of several.", valueName: "n"))
    var lobbyType: [Int64] = []

    @Option(help: ArgumentHelp("The player's leaver status (0 stayed, 2+ abandoned); repeat for any of several.", valueName: "n"))
    var leaverStatus: [Int64] = []

    @Option(help: ArgumentHelp("The player's party size (in OpenDota's match JSON only); repeat for any of several.", valueName: "n"))
    var partySize: [Int64] = []

    @Option(help: ArgumentHelp("League id; repeat for any of several.", valueName: "id"))
    var league: [Int64] = []

    @Option(help: ArgumentHelp("Patch by name (7.36) or OpenDota's index (55); repeat for any of several.", valueName: "patch"))
    var patch: [String] = []

    @Option(help: ArgumentHelp("Region id as OpenDota numbers them (from the server cluster); repeat for any of several.", valueName: "n"))
    var region: [Int64] = []

    @Flag(help: "Only the player's Radiant games, or only his Dire games.")
    var side: Side?

    @Flag(help: "Only OpenDota's significant matches: balanced modes and lobbies (no Turbo), over 6 minutes, with a result.")
    var significant = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Matches that started at or after this time: 2025-01-01, a year (2025), an ISO 8601 time, or unix seconds.", valueName: "date"))
    var since: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Matches that started before this time; a day alone (2025-01-31) includes that whole day, a year (2025) that year.", valueName: "date"))
    var until: DateArgument?

    func validate() throws { _ = try choices.filter() }

    var choices: FilterChoices {
        var choices = FilterChoices()
        choices.player = player
        choices.win = outcome.map { $0 == .win }
        choices.radiant = side.map { $0 == .radiant }
        choices.heroes = hero
        choices.withHeroes = withHero
        choices.againstHeroes = againstHero
        choices.withAccounts = withAccount
        choices.againstAccounts = againstAccount
        choices.includedAccounts = includedAccount
        choices.excludedAccounts = excludedAccount
        choices.gameModes = gameMode
        choices.lobbyTypes = lobbyType
        choices.leaverStatuses = leaverStatus
        choices.partySizes = partySize
        choices.leagues = league
        choices.patches = patch
        choices.regions = region
        choices.significant = significant
        choices.since = since
        choices.until = until
        return choices
    }
}
