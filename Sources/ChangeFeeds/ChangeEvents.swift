// --changes: what changed between an account's previous state and the answer just fetched, as event
// records, and the run's one note about accounts seen for the first time.
import FoundationEssentials
import SteamModels
import Store
import Synchronization
import ToolSupport
import WebAPI

/// Each event's name, and the fields its record carries between `steamid` and the two times.
public enum ChangeEvent: String, CaseIterable, Sendable {
    /// friend, friend_since: a friend now on the list who was not, or not since then.
    case friendAdded = "friend_added"
    /// friend, friend_since: a friend on the previous list who is not on this one.
    case friendRemoved = "friend_removed"
    /// before, after: Valve's personastate numbers.
    case personaStateChanged = "persona_state_changed"
    /// gameid, gameextrainfo: the game now played.
    case gameStarted = "game_started"
    /// gameid, gameextrainfo: the game played before. Switching games is a stop, then a start.
    case gameStopped = "game_stopped"
    /// before, after: personaname.
    case renamed
    /// before, after: Valve's ban fields, when NumberOfVACBans or NumberOfGameBans went up.
    case bansIncreased = "bans_increased"
    /// appid, priority, date_added: an app now on the wishlist that was not.
    case wishlistAdded = "wishlist_added"
    /// appid: an app on the previous wishlist that is not on this one.
    case wishlistRemoved = "wishlist_removed"
    /// appid, cc, currency, before, after: a wished app's final price, lower than before in the same country.
    case priceDropped = "price_dropped"
}

/// The events of one account between two of its states, each naming the last answer that showed the one and the
/// answer that showed the other, in whole unix seconds.
struct ChangeRecords {
    let steamid: String
    let previousSeenAt: Int64
    let seenAt: Int64
    private(set) var records: [JSONObject] = []

    init(_ id: SteamID, from previous: Double, to current: Double) {
        steamid = String(id.id64)
        previousSeenAt = Int64(previous.rounded(.down))
        seenAt = Int64(current.rounded(.down))
    }

    mutating func add(_ event: ChangeEvent, _ fields: KeyValuePairs<String, JSONValue?>) {
        var record = JSONObject()
        record.append("event", .string(event.rawValue))
        record.append("steamid", .string(steamid))
        for (name, value) in fields { record.append(name, value ?? .null) }
        record.append("previous_seen_at", .number(String(previousSeenAt)))
        record.append("seen_at", .number(String(seenAt)))
        records.append(record)
    }

    /// A summary's changes: its persona state, then the game stopped and the game started, then its name.
    mutating func summary(from before: JSONObject, to after: JSONObject) {
        if before["personastate"] != after["personastate"] {
            add(.personaStateChanged, ["before": before["personastate"], "after": after["personastate"]])
        }
        if before["gameid"] != after["gameid"] {
            if before["gameid"] != nil {
                add(.gameStopped, ["gameid": before["gameid"], "gameextrainfo": before["gameextrainfo"]])
            }
            if after["gameid"] != nil {
                add(.gameStarted, ["gameid": after["gameid"], "gameextrainfo": after["gameextrainfo"]])
            }
        }
        if before["personaname"] != after["personaname"] {
            add(.renamed, ["before": before["personaname"], "after": after["personaname"]])
        }
    }

    /// A friend list's changes, each friendship by (friend, friend_since): one ended and begun again since the previous
    /// snapshot is a removal and an addition, as it happened. Removals first, each in steamid order.
    mutating func friends(from before: [JSONObject], to after: [JSONObject]) {
        func key(_ friend: JSONObject) -> String { "\(friend["friend"]?.string ?? "")\n\(friend["friend_since"]?.integer(Int64.self) ?? 0)" }
        let old = Set(before.map(key)), new = Set(after.map(key))
        for friend in before where !new.contains(key(friend)) {
            add(.friendRemoved, ["friend": friend["friend"], "friend_since": friend["friend_since"]])
        }
        for friend in after where !old.contains(key(friend)) {
            add(.friendAdded, ["friend": friend["friend"], "friend_since": friend["friend_since"]])
        }
    }

    /// A wishlist's changes: removals, then additions, then price drops, each in appid order. A price is compared only
    /// within one country (the states' `cc`) and only when both states know it.
    mutating func wishlist(from before: JSONObject, to after: JSONObject) {
        func items(_ state: JSONObject) -> [(appid: Int64, item: JSONObject)] {
            (state["items"]?.array ?? []).compactMap { value in
                value.object.flatMap { item in item["appid"]?.integer(Int64.self).map { ($0, item) } }
            }.sorted { $0.appid < $1.appid }
        }
        let old = items(before), new = items(after)
        let oldByApp = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newApps = Set(new.map(\.appid))
        for (appid, _) in old where !newApps.contains(appid) {
            add(.wishlistRemoved, ["appid": .number(String(appid))])
        }
        for (appid, item) in new where oldByApp[appid] == nil {
            add(.wishlistAdded, ["appid": .number(String(appid)), "priority": item["priority"], "date_added": item["date_added"]])
        }
        guard let country = after["cc"], before["cc"] == country else { return }
        for (appid, item) in new {
            guard let was = oldByApp[appid]?["final"]?.integer(Int64.self), let now = item["final"]?.integer(Int64.self),
                  now < was, oldByApp[appid]?["currency"] == item["currency"]
            else { continue }
            add(.priceDropped, [
                "appid": .number(String(appid)), "cc": country, "currency": item["currency"],
                "before": .number(String(was)), "after": .number(String(now)),
            ])
        }
    }

    /// Bans that grew: more VAC bans or more game bans than before. A ban that ages (DaysSinceLastBan) is no event.
    mutating func bans(from before: PlayerBans, to after: PlayerBans) {
        guard after.vacBans > before.vacBans || after.gameBans > before.gameBans else { return }
        add(.bansIncreased, ["before": .object(before.fields), "after": .object(after.fields)])
    }
}

/// `--changes` for one run: reports, for each account answered, the changes between the states its feed has not
/// reported, and counts the accounts that had no earlier state, for the one note that names how many.
public final class ChangeTracker: Sendable {
    /// The feed whose cursors this run reads and moves.
    public let feed: String
    private let firstSeen = Mutex(Set<Int64>())

    public init(feed: String = ChangeTracker.defaultFeed) {
        self.feed = feed
    }

    public static let defaultFeed = "default"

    /// The events of `answers`, each emitted for its input: for each account, every change from the state the feed
    /// last reported to the newest, whatever other commands fetched meanwhile, each pair of states in turn. Offline
    /// the answers are the store's, and what is reported is what the store learned since the feed's last run. An
    /// answer the store gave in a run that fetches (another of the run's own) has no more to report.
    public func report(
        _ kind: AccountSnapshot.Kind, _ answers: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)],
        api: SteamAPI, report: UnitReport
    ) async throws {
        let offline = api.configuration.cacheMode == .offline
        for (item, answer, fetchedAt) in answers where offline || fetchedAt >= api.startedAt {
            // The take moves the feed's cursor past these events: a run that ends before they are written gives
            // them back, so that the feed's next run reports them. A signal waits for the take and its promise.
            try await report.unlessEnding {
                let take = try await api.unreportedStates(answer, feed: feed)
                if take.firstSeen { firstSeen.withLock { _ = $0.insert(answer.steamID) } }
                let records: [JSONObject]
                do {
                    records = try Self.events(kind, between: take.states, of: answer.account)
                } catch {
                    _ = api.giveBack(take)
                    throw error
                }
                report.emit(
                    records, for: item, undone: "feed \(quoted(feed)) reports their changes again on its next run",
                    undoUnlessWritten: { api.giveBack(take).map { "\($0); \(Self.keeper(of: kind)) holds the states" } })
            }
        }
    }

    /// What reads a kind's states back: steam-profile history for an account's own, the store alone for a wishlist's.
    private static func keeper(of kind: AccountSnapshot.Kind) -> String {
        kind == .wishlist ? "the store (account_state, kind wishlist)" : "steam-profile history"
    }

    /// The events between each pair of `states` in turn, oldest first.
    private static func events(
        _ kind: AccountSnapshot.Kind, between states: [AccountState], of account: SteamID
    ) throws -> [JSONObject] {
        var records: [JSONObject] = []
        for (previous, current) in zip(states, states.dropFirst()) {
            var changes = ChangeRecords(account, from: previous.seenUntil, to: current.seenFrom)
            let before = try previous.json(), after = try current.json()
            switch kind {
            case .summary:
                changes.summary(from: before.object ?? JSONObject(), to: after.object ?? JSONObject())
            case .friends:
                changes.friends(from: (before.array ?? []).compactMap(\.object), to: (after.array ?? []).compactMap(\.object))
            case .wishlist:
                changes.wishlist(from: before.object ?? JSONObject(), to: after.object ?? JSONObject())
            case .bans:
                changes.bans(
                    from: try PlayerBans(fields: before.object ?? JSONObject(), steamID: account),
                    to: try PlayerBans(fields: after.object ?? JSONObject(), steamID: account))
            }
            records += changes.records
        }
        return records
    }

    /// The one note of a run (or of a --watch round) about the accounts seen for the first time; then none are left.
    public func noteFirstSnapshots(to diagnostics: Diagnostics) {
        let count = firstSeen.withLock { seen in
            defer { seen = [] }
            return seen.count
        }
        guard count > 0 else { return }
        let accounts = count == 1 ? "1 account has" : "\(count) accounts have"
        diagnostics.note(
            "--changes: \(accounts) no earlier snapshot in the store to compare with, so no events this time; "
                + "the next run compares with this one")
    }
}
