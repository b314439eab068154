// dota-matches: an account's Dota 2 match history, one summary record per match: paged to Valve's 500 cap, or whole
// from OpenDota.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import Version
import WebAPI

struct DotaMatches: NetworkedCommand {
    typealias Tool = DotaMatches

    static let configuration = CommandConfiguration(
        commandName: "dota-matches",
        abstract: "Dota 2 match history: one summary record per match, newest first.",
        discussion: """
            Accounts come from the arguments, else from stdin: any SteamID form, an account_id, a vanity \
            name, or a JSON record with steamid or account_id (steam-auth's identity records). Each record is \
            Valve's match summary with the queried account_id first, and each player's is_radiant and \
            hero_name. Valve keeps only the newest 500 matches of an account; a private history is a note \
            on stderr, not a failure. When Valve ends a listing before --limit, --since or --new would (its \
            window of 500 ends, or an empty page comes early: Valve counts the high-level matches it leaves \
            out), a note says how many were listed and what Valve says remains; --source opendota lists the \
            rest.

            --source opendota asks OpenDota instead: every match of the account in one request, past \
            Valve's cap, each record as OpenDota lists it (match_id, start_time, the account's player_slot, \
            hero_id, kills, …) with account_id first. OpenDota answers a private profile with an empty list. \
            Each row carries the columns stat-agg reads (the other nine players in heroes, gold_per_min, \
            lane_role, …); --project asks for more, and a note names any OpenDota does not have. It asks \
            Valve nothing, so it needs no Steam key unless an input is a vanity name to resolve. \
            OPENDOTA_API_KEY, or the file `steam-auth key set --service opendota` writes, raises its limits.

            --new prints every match the store does not hold for the account (dota-detail keeps them), \
            however far back within what the source lists: a match that failed or was skipped is listed \
            again by the next --new, and one a friend's sync stored counts when the account played in it. \
            With Valve it pages back only to the account's history mark: the newest match the last --new \
            listed, or below the lowest it listed that the store still lacks. A daily --new so costs one \
            GetMatchHistory request while fewer than 100 matches were played since the last (one per 100 \
            beyond); the first --new of an account, and --new --all, which \
            ignores the mark, page Valve's whole window (up to 5 requests). --source opendota --new is \
            one request, OpenDota's whole list checked against the store. --game-mode, --league and \
            --min-players use the mark but never move it. To keep a file of the matches, fetch them into \
            the store, then write the file anew from it (`dota-detail stored`): never append with >>.

            Examples:
              dota-matches --limit 20 76561197960287930
              steam-auth resolve robinwalker | dota-matches --all \\
                | dota-detail
              dota-matches --since 2026-01-01 --hero 'anti-mage' 22202
              dota-matches --new robinwalker | tac \\
                | dota-detail > /dev/null
              dota-detail stored robinwalker > matches.new \\
                && mv matches.new matches.ndjson
              dota-matches --source opendota --all --jq .match_id \\
                22202 | wc -l
              dota-matches --source opendota --limit 5 \\
                --project skill --jq '{match_id, skill}' 22202
            """,
        version: ToolkitVersion.line(tool: "dota-matches"))

    @OptionGroup var options: NetworkedOptions

    @Option(help: "Where to list matches: valve (GetMatchHistory, the newest 500) or opendota (every match, one request).")
    var source = HistorySource.valve

    @OptionGroup(title: "OpenDota") var openDota: OpenDotaOptions

    @Option(help: "Only matches the account played this hero in: an id or a name (anti-mage, \"Nature's Prophet\").",
            completion: .heroes)
    var hero: String?

    @Option(parsing: .unconditional, help: "Only matches of this game mode (Valve's number: 22 ranked all pick, 23 turbo).")
    var gameMode: Int?

    @Option(parsing: .unconditional, help: "Only matches with at least this many players (1-10).")
    var minPlayers: Int?

    @Option(parsing: .unconditional, help: "Only matches of this league id.")
    var league: Int?

    @Option(name: .customLong("project"), help: ArgumentHelp(
        "With --source opendota, one more column of OpenDota's to ask for beside the default ones (repeatable).",
        valueName: "column"))
    var columns: [String] = []

    @Option(parsing: .unconditional, help: "The most matches per account (1-500, or more with --source opendota). Default: 100, or no limit with --new or --since, which end the paging themselves.")
    var limit: Int?

    @Flag(help: "Every match: Valve's newest 500, paging 100 at a time, or all of OpenDota's.")
    var all = false

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Stop at the first match that started before this: 2026-05-23 (UTC), a year (2026), 2026-05-23T18:30:00Z, or unix seconds.",
        valueName: "date"))
    var since: DateArgument?

    @Flag(name: .customLong("new"), help: "Only matches the store does not hold for the account, paging back to its history mark: 1 GetMatchHistory request a day while fewer than 100 are new; with --all, Valve's whole window; with --source opendota, 1 request.")
    var onlyNew = false

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        if options.network.offline, source == .opendota {
            throw ValidationError(
                "--offline needs --source valve: the store keeps no OpenDota rows (stat-agg reads `dota-detail stored`'s "
                    + "full matches instead), so run --source opendota online")
        }
        if all, limit != nil { throw ValidationError("--all and --limit exclude each other") }
        try FlagRules.require(limit, in: source == .valve ? 1...500 : 1...1_000_000, "--limit")
        try FlagRules.require(minPlayers, in: 1...10, "--min-players")
        if source == .opendota, minPlayers != nil {
            throw ValidationError("--min-players needs --source valve: OpenDota's match list does not say how many played")
        }
        if !columns.isEmpty, source != .opendota {
            throw ValidationError("--project needs --source opendota: only OpenDota's match list has columns to ask for")
        }
        try MatchHistoryWork.checkColumns(columns)
        for (flag, value) in [("--game-mode", gameMode), ("--league", league)] {
            if let value, value < 0 { throw ValidationError("\(flag) must be zero or more, not \(value)") }
        }
    }

    func work() throws -> MatchHistoryWork {
        try MatchHistoryWork(
            source: source, hero: hero, gameMode: gameMode, league: league, minPlayers: minPlayers, limit: limit, all: all,
            since: since?.seconds, onlyNew: onlyNew, columns: columns, openDotaRate: openDota.rate)
    }
}

/// dota-matches' --source: the client's choice of match list.
extension HistorySource: ExpressibleByArgument {}

public struct MatchHistoryWork: UnitWork {
    public static let inputFields = AccountInput.dotaFields

    public let query: MatchHistoryQuery
    /// Requests per second to OpenDota.
    public let openDotaRate: Double

    /// The work dota-matches' flags describe; `since` is in unix seconds, `columns` OpenDota's beyond the default
    /// ones. A hero no one answers to makes the run mean nothing, so it is refused before any request.
    public init(
        source: HistorySource = .valve, hero: String?, gameMode: Int?, league: Int?, minPlayers: Int?, limit: Int?,
        all: Bool, since: Int64?, onlyNew: Bool, columns: [String] = [], openDotaRate: Double = SteamAPI.openDotaDefaultRate
    ) throws(UnknownHeroError) {
        var query = MatchHistoryQuery()
        query.source = source
        query.heroID = try hero.map { value throws(UnknownHeroError) in try HeroChoice(value, flag: "--hero").id }
        query.gameMode = gameMode
        query.league = league
        query.minPlayers = minPlayers
        // A default of 100 would cut --new or --since short without a word: a first sync would stop at 100, and the
        // next one, meeting those stored, would never reach the older matches.
        query.limit = all || (limit == nil && (onlyNew || since != nil)) ? nil : limit ?? 100
        query.since = since
        query.onlyNew = onlyNew
        query.wholeWindow = onlyNew && all
        var seen = Set<String>()
        query.extraColumns = columns.filter { seen.insert($0).inserted }
        self.query = query
        self.openDotaRate = openDotaRate
    }

    public var classRates: [String: Double] { [SteamAPI.openDotaRateClass: openDotaRate] }

    /// Refuses, before any request, a --project name that cannot be a column of OpenDota's.
    public static func checkColumns(_ names: [String]) throws(ValidationError) {
        if let name = names.first(where: { !SteamAPI.isOpenDotaColumnName($0) }) {
            throw ValidationError("--project \(quoted(name)) is no column name: OpenDota's are a-z, 0-9 and _")
        }
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            let accountID = account.id.accountID
            let heroes = try await api.heroTable(onlyOpenDota: query.source == .opendota)
            // OpenDota drops a column it does not have without a word; the rows say which of the asked-for ones, the
            // default ones stat-agg reads among them, it lacks.
            let asked = SteamAPI.openDotaRowFields + query.extraColumns.filter { !SteamAPI.openDotaRowFields.contains($0) }
            var absent = query.source == .opendota && api.configuration.cacheMode != .offline ? asked : []
            var listed = 0
            let listing = try await api.matchHistory(of: account.id, query: query) { match in
                absent.removeAll { match.fields[$0] != nil }
                listed += 1
                try report.stream(match.record(for: accountID, heroes: heroes), for: item)
            }
            switch listing {
            case .hidden:
                report.note("keeps its Dota 2 match history private (GetMatchHistory status 15)", about: item)
            case .empty:
                report.note(
                    api.configuration.cacheMode == .offline ? "the store holds no Dota 2 matches of \(account.id)"
                        : query.source == .opendota ? Self.openDotaEmptyNote(account.id, query)
                        : "Valve lists no Dota 2 matches for \(account.id)",
                    about: item)
            case .listed:
                if listed > 0, !absent.isEmpty { report.note(Self.absenceNote(absent), about: item) }
            case .cutShort(let shortfall):
                report.note(Self.shortfallNote(shortfall, listed: listed), about: item)
            }
        }
    }

    /// OpenDota answers a private profile and a filter nothing passed alike, with an empty list.
    static func openDotaEmptyNote(_ account: SteamID, _ query: MatchHistoryQuery) -> String {
        let flags = query.openDotaFilterFlags
        guard !flags.isEmpty else {
            return "OpenDota lists no matches for \(account) (it answers so for a private profile too)"
        }
        return "OpenDota lists no matches for \(account) that pass \(flags.joined(separator: ", ")) "
            + "(a private profile lists none either; run without \(flags.count == 1 ? "it" : "them") to tell which)"
    }

    /// A listing Valve ended early would pass for the whole history: the note says how many came, what Valve says
    /// is left, and where the rest are.
    static func shortfallNote(_ shortfall: HistoryShortfall, listed: Int) -> String {
        let came = listed == 1 ? "listed 1 match" : "listed \(listed) matches"
        switch shortfall {
        case .window(let total):
            return "\(came), then GetMatchHistory's window ended: Valve lists only an account's newest \(total) "
                + "(total_results \(total)); --source opendota lists the older ones"
        case .emptyPage(let remaining, let total):
            let counts = "results_remaining \(remaining)" + (total.map { " of total_results \($0)" } ?? "")
            return "\(came), then GetMatchHistory sent an empty page though \(remaining) more remain (\(counts)); "
                + "--source opendota lists the rest"
        }
    }

    /// A column present but null is OpenDota's; one absent from every row is most likely no column of player_caches.
    static func absenceNote(_ columns: [String]) -> String {
        columns.count == 1
            ? "OpenDota sent no column named \(columns[0]) (not one of its player_caches columns?)"
            : "OpenDota sent no columns named \(columns.joined(separator: ", ")) (not among its player_caches columns?)"
    }
}

/// Runs dota-matches: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await DotaMatches.main(arguments: arguments)
}
