// steam-games common: the games several accounts all own (or at least N of them), by the store's player categories
// when asked: "which co-op games do my friends and I all own".
import ArgumentParser
import CommandKit
import FoundationEssentials
import SteamModels
import ToolSupport
import WebAPI

struct Common: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "The games every given account owns (or at least N of them), optionally of a player category.",
        discussion: """
            One record per app: {appid, name, owners, accounts, without}: how many of the accounts own it, \
            how many were compared, and the steamids of those who do not (empty when all do). With \
            --category each record also carries the app's player categories, from the store (GetItems, 150 \
            apps a call). Categories are the store's, by name or id: co-op (any of co-op, online co-op, \
            split-screen co-op and LAN co-op), online co-op, multi-player, single-player, pvp, online pvp, \
            split-screen co-op, lan co-op, shared/split screen, remote play together, cross-platform \
            multiplayer, … Records come most-owned first, then by name.

            Accounts come from the arguments, else from stdin (ids, vanity names, or records with a steamid: \
            steam-profile friends), or from --friends-of ACCOUNT: that account and its friends. Accounts that \
            keep their games private are named in one note and left out of the count.

            Examples:
              steam-profile friends robinwalker \\
                | steam-games common --category co-op
              steam-games common --friends-of robinwalker \\
                --at-least 3 --format table \\
                --jq '{name, owners, accounts}'
              steam-games common robinwalker 76561197960287930 --free
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("friends-of"), help: ArgumentHelp("Compare this account and its friends.", valueName: "account"))
    var friendsOf: String?

    @Option(name: .customLong("at-least"), help: ArgumentHelp("Apps at least this many of the accounts own (default: all of them).", valueName: "n"))
    var atLeast: Int?

    @Option(help: ArgumentHelp("Only apps of this player category, by name or id (repeatable: any of them).", valueName: "category"))
    var category: [String] = []

    @Flag(help: "Count free games the accounts have played too.")
    var free = false

    @Option(
        name: .customLong("cc"),
        help: ArgumentHelp("The store country whose categories --category reads (default: the settings file's cc, else us).", valueName: "country"))
    var country: String?

    @Argument(help: "Accounts; read from stdin when none are given (and no --friends-of).")
    var inputs: [String] = []

    func validate() throws {
        try FlagRules.require(atLeast, in: 1...CommonWork.mostAccounts, "--at-least")
        for name in category where PlayerCategory.ids(named: name) == nil {
            throw ValidationError(
                "--category \(quoted(name)) is no player category; they are: co-op (any of 9, 38, 39 and 48), "
                    + PlayerCategory.all.map { "\($0.name) (\($0.id))" }.joined(separator: ", "))
        }
        if friendsOf != nil && !inputs.isEmpty {
            throw ValidationError("give accounts or --friends-of, not both")
        }
        try StoreOptions.check(country: country)
    }

    func run() async throws {
        guard let friendsOf else { return try await processInputs() }
        let work = try work()
        try await runOnce { api, context in
            let (owner, friends) = try await CommonWork.friends(of: friendsOf, api: api)
            try await context.process(
                InputSource.open(arguments: [owner] + friends), fields: CommonWork.inputFields, batching: work.batching,
                jobs: network.jobs, ordered: true, progress: nil
            ) { items, report in
                try await work.run(on: items, report: report, api: api)
            }
        }
    }

    func work() throws -> CommonWork {
        let chosen = try StoreOptions.chosen(country)
        return CommonWork(
            atLeast: atLeast, categories: category.reduce(into: Set()) { $0.formUnion(PlayerCategory.ids(named: $1) ?? []) },
            free: free, country: chosen ?? StoreCountry("US")!)
    }
}

/// steam-games common: the apps `atLeast` of the accounts own (all when nil), of `categories` when any are given.
public struct CommonWork: UnitWork {
    public static let inputFields = accountFields
    /// The accounts one run compares: every input is one unit, so a longer input would be compared in parts.
    public static let mostAccounts = 5_000
    /// One unit of every input: stdin is read to its end before anything is compared.
    public static let batching = Batching.upTo(mostAccounts + 1, linger: .seconds(86_400))

    public let atLeast: Int?
    public let categories: Set<Int64>
    public let free: Bool
    public let country: StoreCountry

    public init(atLeast: Int? = nil, categories: Set<Int64> = [], free: Bool = false, country: StoreCountry = StoreCountry("US")!) {
        self.atLeast = atLeast
        self.categories = categories
        self.free = free
        self.country = country
    }

    /// The steamid of `account` and of each of its friends.
    static func friends(of account: String, api: SteamAPI) async throws -> (String, [String]) {
        let id: SteamID
        switch try SteamIDInput.parse(account) {
        case .id(let parsed): id = parsed
        case .vanity(let name): id = try await api.account(named: name)
        }
        guard case .friends(let friends) = try await api.friendList(of: id).list else {
            throw StoreProblem(.partialFailure, "--friends-of \(quoted(account)): the account keeps its friend list private")
        }
        return (String(id.id64), friends.map(\.steamid))
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        guard items.count <= Self.mostAccounts else {
            throw StoreProblem(.usage, "steam-games common compares at most \(Self.mostAccounts) accounts at once, not more")
        }
        let accounts = try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report)
        guard let first = accounts.first else { return }
        let query = {
            var query = OwnedGamesQuery()
            query.freeGames = free
            return query
        }()
        var seen = Set<SteamID>()
        let distinct = accounts.filter { seen.insert($0.id).inserted }
        // Side by side, as the client's jobs allow; in input order afterwards, so that the output does not depend on
        // which library came first.
        let answers = try await withThrowingTaskGroup(of: (Int, GameAnswer<GameList>?).self) { group in
            for (index, account) in distinct.enumerated() {
                group.addTask {
                    (index, try await report.attempt(account.item, { try await api.ownedGames(of: account.id, query: query) }))
                }
            }
            var answers = [GameAnswer<GameList>?](repeating: nil, count: distinct.count)
            for try await (index, answer) in group { answers[index] = answer }
            return answers
        }
        var owners: [AppID: [SteamID]] = [:], names: [AppID: String] = [:]
        var compared: [SteamID] = [], hidden: [SteamID] = []
        for (account, answer) in zip(distinct, answers) {
            switch answer {
            case nil:
                continue
            case .found(let list, _)?:
                compared.append(account.id)
                for game in list.games {
                    owners[game.appID, default: []].append(account.id)
                    if let name = game.name { names[game.appID] = name }
                }
            case .hidden?, .absent?:
                hidden.append(account.id)
            }
        }
        if !hidden.isEmpty {
            let ids = hidden.map { String($0.id64) }.joined(separator: ", ")
            report.note(
                "\(hidden.count == 1 ? "1 account keeps its" : "\(hidden.count) accounts keep their") games private and "
                    + "\(hidden.count == 1 ? "is" : "are") left out: \(ids)",
                about: first.item)
        }
        guard !compared.isEmpty else { return }
        let needed = min(atLeast ?? compared.count, compared.count)
        if let atLeast, atLeast > compared.count {
            report.note("--at-least \(atLeast) is more than the \(compared.count) accounts compared; using all of them", about: first.item)
        }
        var apps = owners.filter { $0.value.count >= needed }.map(\.key)
        var store = StoreApps()
        if !categories.isEmpty, !apps.isEmpty {
            store = try await api.storeApps(apps, in: country, via: .auto)
            if let failure = store.failed.values.first {
                report.fail(first.item, failure)
            }
            let uncategorized = apps.filter { store.found[$0] != nil && store.found[$0]?.playerCategories == nil }.count
            if uncategorized > 0 {
                report.note(
                    "\(uncategorized == 1 ? "1 app" : "\(uncategorized) apps") in common \(uncategorized == 1 ? "has" : "have") "
                        + "no store categories (unknown to the store, or not sold in \(country)) and \(uncategorized == 1 ? "is" : "are") "
                        + "left out by --category", about: first.item)
            }
            apps = apps.filter { app in
                guard let listed = store.found[app]?.playerCategories else { return false }
                return !categories.isDisjoint(with: listed)
            }
        }
        if apps.isEmpty {
            let what = categories.isEmpty ? "app" : "app of \(category(names: categories))"
            report.note(
                "no \(what) is owned by \(needed == compared.count ? "all" : "\(needed) or more") of the \(compared.count) "
                    + "accounts compared", about: first.item)
        }
        let ordered = apps.sorted { a, b in
            let (countA, countB) = (owners[a]!.count, owners[b]!.count)
            if countA != countB { return countA > countB }
            let (nameA, nameB) = (names[a] ?? "", names[b] ?? "")
            return nameA != nameB ? nameA < nameB : a < b
        }
        for app in ordered {
            let have = Set(owners[app]!)
            var record = JSONObject()
            record.append("appid", .integer(app))
            record.append("name", names[app].map(JSONValue.string) ?? .null)
            record.append("owners", .integer(have.count))
            record.append("accounts", .integer(compared.count))
            record.append("without", .strings(compared.filter { !have.contains($0) }.map { String($0.id64) }))
            if !categories.isEmpty {
                StoreFields.appendCategories(store.found[app]?.playerCategories ?? [], to: &record)
            }
            report.emit(record, for: first.item)
        }
    }

    /// The categories a note names: co-op as one, the rest by name.
    private func category(names ids: Set<Int64>) -> String {
        if ids == PlayerCategory.ids(named: "co-op") { return "the co-op categories" }
        return "category " + ids.sorted().compactMap(PlayerCategory.name).joined(separator: " or ")
    }
}
