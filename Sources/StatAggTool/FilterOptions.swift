// stat-agg's filter flags (OpenDota's, plus real date ranges) and --player, turned into a Query's filter.
import ArgumentParser
import Stats
import SteamModels
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

    @Option(help: ArgumentHelp("Matches that started at or after this time: 2025-01-01, an ISO 8601 time, or unix seconds.", valueName: "date"))
    var since: DateArgument?

    @Option(help: ArgumentHelp("Matches that started before this time; a day alone (2025-01-31) includes that whole day.", valueName: "date"))
    var until: DateArgument?

    func validate() throws { _ = try filter() }

    func playerAccount() throws -> Int64? {
        try player.map { try Self.account($0, flag: "--player") }
    }

    func filter() throws -> MatchFilter {
        var filter = MatchFilter()
        filter.win = outcome.map { $0 == .win }
        filter.radiant = side.map { $0 == .radiant }
        filter.heroes = try hero.map { try Self.hero($0, flag: "--hero") }
        filter.withHeroes = try withHero.map { try Self.hero($0, flag: "--with-hero") }
        filter.againstHeroes = try againstHero.map { try Self.hero($0, flag: "--against-hero") }
        filter.withAccounts = try withAccount.map { try Self.account($0, flag: "--with-account") }
        filter.againstAccounts = try againstAccount.map { try Self.account($0, flag: "--against-account") }
        filter.includedAccounts = try includedAccount.map { try Self.account($0, flag: "--included-account") }
        filter.excludedAccounts = try excludedAccount.map { try Self.account($0, flag: "--excluded-account") }
        filter.gameModes = gameMode
        filter.lobbyTypes = lobbyType
        filter.leaverStatuses = leaverStatus
        filter.partySizes = partySize
        filter.leagues = league
        filter.regions = region
        filter.patches = try patch.map { text in
            guard let index = DotaConstants.patch(named: text) else {
                throw ValidationError("--patch: \(quoted(text)) is not a patch name like 7.36 or an index 0-\(DotaConstants.patches.count - 1)")
            }
            return index
        }
        filter.significant = significant
        filter.since = since?.seconds
        filter.until = until?.exclusiveEnd
        try FlagRules.requireOrder(since: filter.since, until: filter.until)
        return filter
    }

    private static func hero(_ text: String, flag: String) throws -> Int64 {
        do {
            return Int64(try HeroChoice(text, flag: flag).id)
        } catch {
            // ArgumentParser exits 64 and shows the usage line only for its own ValidationError.
            throw ValidationError(error.description)
        }
    }

    private static func account(_ text: String, flag: String) throws -> Int64 {
        Int64(try steamID(text, flag: flag).accountID)
    }

    static func steamID(_ text: String, flag: String) throws -> SteamID {
        do {
            guard case .id(let steamID) = try SteamIDInput.parse(text) else {
                throw ValidationError("\(flag): \(quoted(text)) is a vanity name; resolve it first with steam-auth resolve")
            }
            return steamID
        } catch let error as SteamIDParseError {
            throw ValidationError("\(flag): \(error.description)")
        }
    }
}
