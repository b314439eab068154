// stat-agg's match filters and --player as the command line gives them, and the Query they come to: heroes and
// accounts resolved, patches looked up, dates made seconds, each value that means nothing named by its flag.
import ArgumentParser
import Stats
import SteamModels
import ToolSupport

/// The values of the filter flags, unchecked: the tool's flags fill them in, `filter()` checks them.
public struct FilterChoices: Sendable {
    public var player: String?
    public var win: Bool?
    public var radiant: Bool?
    public var heroes: [String] = []
    public var withHeroes: [String] = []
    public var againstHeroes: [String] = []
    public var withAccounts: [String] = []
    public var againstAccounts: [String] = []
    public var includedAccounts: [String] = []
    public var excludedAccounts: [String] = []
    public var gameModes: [Int64] = []
    public var lobbyTypes: [Int64] = []
    public var leaverStatuses: [Int64] = []
    public var partySizes: [Int64] = []
    public var leagues: [Int64] = []
    public var patches: [String] = []
    public var regions: [Int64] = []
    public var significant = false
    public var since: DateArgument?
    public var until: DateArgument?

    public init() {}

    public func playerAccount() throws -> Int64? {
        try player.map { try Self.account($0, flag: "--player") }
    }

    public func filter() throws -> MatchFilter {
        var filter = MatchFilter()
        filter.win = win
        filter.radiant = radiant
        filter.heroes = try heroes.map { try Self.hero($0, flag: "--hero") }
        filter.withHeroes = try withHeroes.map { try Self.hero($0, flag: "--with-hero") }
        filter.againstHeroes = try againstHeroes.map { try Self.hero($0, flag: "--against-hero") }
        filter.withAccounts = try withAccounts.map { try Self.account($0, flag: "--with-account") }
        filter.againstAccounts = try againstAccounts.map { try Self.account($0, flag: "--against-account") }
        filter.includedAccounts = try includedAccounts.map { try Self.account($0, flag: "--included-account") }
        filter.excludedAccounts = try excludedAccounts.map { try Self.account($0, flag: "--excluded-account") }
        filter.gameModes = gameModes
        filter.lobbyTypes = lobbyTypes
        filter.leaverStatuses = leaverStatuses
        filter.partySizes = partySizes
        filter.leagues = leagues
        filter.regions = regions
        filter.patches = try patches.map { text in
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

extension Query {
    /// `statistic` over the matches `filters` keep, counted for their --player.
    public init(statistic: Statistic, filters: FilterChoices) throws {
        self.init(statistic: statistic, filter: try filters.filter(), player: try filters.playerAccount())
    }
}
