// Account snapshots: what each summary, friend list and bans answer leaves in the store's account states (taken as
// the answer is stored), and reading the states back: the one an answer showed and the one before, for --changes, and
// all of a range, for history.
import FoundationEssentials
import SteamModels
import Store

extension AccountSnapshot {
    /// A summary's snapshot: the fields a change is read from, those Valve sent.
    public static func summary(_ summary: PlayerSummary, of id: SteamID, fetchedAt: Date) -> AccountSnapshot {
        var fields = JSONObject()
        if let name = summary.personaname { fields.append("personaname", .string(name)) }
        if let state = summary.personastate { fields.append("personastate", .number(String(state))) }
        if let game = summary.gameid { fields.append("gameid", .string(game)) }
        if let title = summary.gameextrainfo { fields.append("gameextrainfo", .string(title)) }
        return AccountSnapshot(
            kind: .summary, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.timeIntervalSince1970,
            body: Data(JSONValue.object(fields).jsonBytes))
    }

    /// A bans answer's snapshot: Valve's fields, without the id.
    public static func bans(_ bans: PlayerBans, of id: SteamID, fetchedAt: Date) -> AccountSnapshot {
        AccountSnapshot(
            kind: .bans, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.timeIntervalSince1970,
            body: Data(JSONValue.object(bans.fields).jsonBytes))
    }

    /// A friend list's snapshot: each friend and friend_since, in steamid order.
    public static func friends(_ friends: [Friend], of id: SteamID, fetchedAt: Date) -> AccountSnapshot {
        let list = friends.sorted { $0.steamid < $1.steamid }.map { friend in
            var fields = JSONObject()
            fields.append("friend", .string(friend.steamid))
            fields.append("friend_since", .number(String(friend.friend_since)))
            return JSONValue.object(fields)
        }
        return AccountSnapshot(
            kind: .friends, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.timeIntervalSince1970,
            body: Data(JSONValue.array(list).jsonBytes))
    }

    /// The account the snapshot is of.
    public var account: SteamID { SteamID(id64: UInt64(bitPattern: steamID)) }
}

extension AccountState {
    /// The account the state is of.
    public var account: SteamID { SteamID(id64: UInt64(bitPattern: steamID)) }

    /// The body as JSON; a body that is not is a store fault, not this run's input's.
    public func json() throws -> JSONValue {
        do {
            return try JSONValue.parse(body)
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: "the store's \(kind.rawValue) state", detail: "\(error)")
        }
    }
}

extension SteamAPI {
    /// The state each of `snapshots` (recorded already) showed, and the one before it, by account.
    public func states(
        _ kind: AccountSnapshot.Kind, of snapshots: [AccountSnapshot]
    ) async throws -> [SteamID: (current: AccountState, previous: AccountState?)] {
        let found = try await withStore(essential: true) { store throws(StoreError) in
            try await store.accountStates(server: server, kind: kind, at: snapshots.map { ($0.steamID, $0.fetchedAt) })
        }
        return Dictionary(uniqueKeysWithValues: found.map { (SteamID(id64: UInt64(bitPattern: $0.key)), $0.value) })
    }

    /// The states of the account of `answer` (recorded already) that `feed` has not reported, oldest first, from the
    /// one it last reported; the feed's cursor moves past them.
    public func unreportedStates(_ answer: AccountSnapshot, feed: String) async throws -> Store.FeedTake {
        try await withStore(essential: true) { store throws(StoreError) -> Store.FeedTake in
            try await store.takeUnreportedStates(
                server: server, feed: feed, kind: answer.kind, steamID: answer.steamID, fetchedAt: answer.fetchedAt)
        }
    }

    /// Returns a take's cursor when its events did not reach stdout: nil when returned, else why not; see
    /// `Store.giveBack`.
    public func giveBack(_ take: Store.FeedTake) -> String? {
        Store.giveBack(take, storePath: configuration.storePath)
    }

    /// Stored states of `range`, page by page: one account's in time order, every account's oldest first.
    public func accountHistory(_ range: AccountHistoryRange, each page: ([AccountState]) throws -> Void) async throws {
        let pageSize = 5000
        var cursor: AccountState?
        while true {
            let rows = try await withStore(essential: true) { store throws(StoreError) in
                try await store.accountHistory(server: server, range, after: cursor, limit: pageSize)
            }
            try page(rows)
            guard rows.count == pageSize else { return }
            cursor = rows.last
        }
    }
}
