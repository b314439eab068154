// Account snapshots: what each summary, friend list and bans answer leaves in the store (taken as the answer is
// stored), and reading them back: the one before an answer, for --changes, and all of a range, for history.
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
            kind: .summary, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.unixSecond,
            body: Data(JSONValue.object(fields).jsonBytes))
    }

    /// A bans answer's snapshot: Valve's fields, without the id.
    public static func bans(_ bans: PlayerBans, of id: SteamID, fetchedAt: Date) -> AccountSnapshot {
        AccountSnapshot(
            kind: .bans, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.unixSecond,
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
            kind: .friends, steamID: Int64(bitPattern: id.id64), fetchedAt: fetchedAt.unixSecond,
            body: Data(JSONValue.array(list).jsonBytes))
    }

    /// The account the snapshot is of.
    public var account: SteamID { SteamID(id64: UInt64(bitPattern: steamID)) }

    /// The body as JSON; a body that is not is a store fault, not this run's input's.
    public func json() throws -> JSONValue {
        do {
            return try JSONValue.parse(body)
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: "the store's \(kind.rawValue) snapshot", detail: "\(error)")
        }
    }
}

extension SteamAPI {
    /// The latest snapshot of `kind` of each of `ids` taken before `second` (unix seconds): what an answer of that
    /// second is compared with. An account with none is left out.
    public func snapshots(
        _ kind: AccountSnapshot.Kind, of ids: [SteamID], before second: Int64
    ) async throws -> [SteamID: AccountSnapshot] {
        let found = try await withStore(essential: true) { store throws(StoreError) in
            try await store.latestAccountSnapshots(
                server: server, kind: kind, of: ids.map { Int64(bitPattern: $0.id64) }, before: second)
        }
        return Dictionary(uniqueKeysWithValues: found.values.map { ($0.account, $0) })
    }

    /// Stored snapshots of `range`, page by page, in (account, time) order.
    public func accountHistory(_ range: AccountHistoryRange, each page: ([AccountSnapshot]) throws -> Void) async throws {
        let pageSize = 5000
        var cursor: AccountSnapshot?
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
