// `playtime` and `playtime --top N`: each (steamid, appid)'s latest snapshot, then totals over them or the most
// played games. The latest is a maximum under a total order, so any split of the input keeps the same one.
import SteamModels

struct PlaytimeLatest: SnapshotAggregate {
    /// What the latest snapshot of a key says. Ordered by fetched_at (a missing one is oldest), then by
    /// playtime_forever, then playtime_2weeks; snapshots equal in all three answer the same.
    struct Latest: Sendable, Equatable {
        var fetchedAt: FetchTime
        var forever: Int64
        var twoWeeks: Int64

        func isLater(than other: Latest) -> Bool {
            (fetchedAt, forever, twoWeeks) > (other.fetchedAt, other.forever, other.twoWeeks)
        }
    }

    /// The latest snapshot of a key that had a name, kept apart: a later snapshot may lack one. Ties of time and
    /// playtime go to the name greatest in code-point order, a fixed rule that no input order can change.
    struct Named: Sendable, Equatable {
        var fetchedAt: FetchTime
        var forever: Int64
        var name: String

        func isLater(than other: Named) -> Bool {
            if (fetchedAt, forever) != (other.fetchedAt, other.forever) { return (fetchedAt, forever) > (other.fetchedAt, other.forever) }
            return other.name.unicodeScalars.lexicographicallyPrecedes(name.unicodeScalars)
        }
    }

    struct Game: Sendable, Equatable, Combinable {
        var latest: Latest
        var named: Named?

        mutating func merge(_ other: Game) {
            if other.latest.isLater(than: latest) { latest = other.latest }
            if let otherNamed = other.named, named.map({ otherNamed.isLater(than: $0) }) ?? true { named = otherNamed }
        }
    }

    private var games: [SnapshotKey: Game] = [:]
    private let top: Int?

    init(_ statistic: Statistic) {
        guard case .playtime(let query) = statistic else { preconditionFailure("PlaytimeLatest for \(statistic)") }
        switch query.answer {
        case .totals: top = nil
        case .top(let count): top = count
        case .by: preconditionFailure("PlaytimeLatest for playtime by period")
        }
    }

    mutating func add(_ snapshot: Snapshot) {
        let latest = Latest(fetchedAt: FetchTime(seconds: snapshot.fetchedAt), forever: snapshot.playtimeForever, twoWeeks: snapshot.playtime2Weeks ?? 0)
        let named = snapshot.name.map { Named(fetchedAt: latest.fetchedAt, forever: latest.forever, name: $0) }
        games.combine(SnapshotKey(steamID: snapshot.steamID, appID: snapshot.appID), Game(latest: latest, named: named))
    }

    mutating func merge(_ other: PlaytimeLatest) {
        for (key, game) in other.games { games.combine(key, game) }
    }

    func entries() -> [JSONObject] {
        games.map { key, game in
            var entry = JSONObject()
            key.write(into: &entry)
            entry.append("fetched_at", .optionalInt(game.latest.fetchedAt.seconds))
            entry.append("playtime_forever", .int(game.latest.forever))
            entry.append("playtime_2weeks", .int(game.latest.twoWeeks))
            if let named = game.named {
                entry.append("name", .string(named.name))
                entry.append("name_fetched_at", .optionalInt(named.fetchedAt.seconds))
                entry.append("name_playtime_forever", .int(named.forever))
            }
            return entry
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let latest = Latest(
            fetchedAt: FetchTime(seconds: try entry.optionalInteger("fetched_at")),
            forever: try entry.integer("playtime_forever"), twoWeeks: try entry.integer("playtime_2weeks")
        )
        var named: Named?
        if entry["name"] != nil {
            named = Named(
                fetchedAt: FetchTime(seconds: try entry.optionalInteger("name_fetched_at")),
                forever: try entry.integer("name_playtime_forever"), name: try entry.text("name")
            )
        }
        games.combine(try SnapshotKey(entry: entry), Game(latest: latest, named: named))
    }

    func answer() -> [JSONObject] {
        guard let top else { return [totals()] }
        return mostPlayed(top)
    }

    private func totals() -> JSONObject {
        var forever: Int128 = 0
        var twoWeeks: Int128 = 0
        for game in games.values {
            forever += Int128(game.latest.forever)
            twoWeeks += Int128(game.latest.twoWeeks)
        }
        return JSONObject([
            "accounts": .int(Int64(Set(games.keys.map(\.steamID)).count)), "games": .int(Int64(games.count)),
            "games_played": .int(Int64(games.values.count { $0.latest.forever > 0 })),
            "playtime_forever": .sum(forever), "playtime_2weeks": .sum(twoWeeks),
        ])
    }

    /// One app over its owners. Its name is the one its owners' snapshots gave latest; ties of time go to the
    /// smallest steamid's.
    private struct App {
        var forever: Int128 = 0
        var twoWeeks: Int128 = 0
        var owners: Int64 = 0
        var players: Int64 = 0
        var name: (fetchedAt: FetchTime, steamID: UInt64, text: String)?
    }

    private func mostPlayed(_ count: Int) -> [JSONObject] {
        var apps: [Int64: App] = [:]
        for (key, game) in games {
            var app = apps[key.appID] ?? App()
            app.forever += Int128(game.latest.forever)
            app.twoWeeks += Int128(game.latest.twoWeeks)
            app.owners += 1
            if game.latest.forever > 0 { app.players += 1 }
            if let named = game.named {
                let better = app.name.map { held in
                    named.fetchedAt > held.fetchedAt || (named.fetchedAt == held.fetchedAt && key.steamID < held.steamID)
                } ?? true
                if better { app.name = (named.fetchedAt, key.steamID, named.name) }
            }
            apps[key.appID] = app
        }
        let ordered = apps.sorted { ($1.value.forever, $0.key) < ($0.value.forever, $1.key) }
        return ordered.prefix(count).map { appID, app in
            JSONObject([
                "appid": .int(appID), "name": app.name.map { .string($0.text) } ?? .null,
                "playtime_forever": .sum(app.forever), "playtime_2weeks": .sum(app.twoWeeks),
                "owners": .int(app.owners), "players": .int(app.players),
            ])
        }
    }
}
