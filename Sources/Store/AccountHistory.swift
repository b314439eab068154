// AccountHistory.swift: account snapshots, one per summary, friend list or bans answer fetched, so that steam-profile
// --changes can say what changed since the last answer and steam-profile history can read them back.
import FoundationEssentials

/// What one answer said about one account, reduced to what a change is read from.
public struct AccountSnapshot: Sendable, Equatable {
    /// Which answer a snapshot was taken from.
    public enum Kind: String, Sendable, CaseIterable {
        /// GetPlayerSummaries: personaname, personastate, gameid, gameextrainfo.
        case summary
        /// GetFriendList: each friend and friend_since.
        case friends
        /// GetPlayerBans: Valve's fields.
        case bans
    }

    public let kind: Kind
    public let steamID: Int64
    /// The unix second of the answer, which names the snapshot: the same answer read again from the cache is the same
    /// snapshot, so it adds no row.
    public let fetchedAt: Int64
    /// The kept fields as JSON: an object for a summary or bans, an array of friends for a friend list.
    public let body: Data

    public init(kind: Kind, steamID: Int64, fetchedAt: Int64, body: Data) {
        self.kind = kind
        self.steamID = steamID
        self.fetchedAt = fetchedAt
        self.body = body
    }

    func insert(into connection: SQLiteConnection, server: String) throws(SQLiteError) {
        let statement = try connection.cachedStatement("""
            INSERT OR REPLACE INTO account_snapshot (server, kind, steamid, fetched_at, body) VALUES (?, ?, ?, ?, ?)
            """)
        try statement.bind(server, kind.rawValue, steamID, fetchedAt, body)
        try statement.run()
    }
}

/// Which account snapshots to read: one kind, an account or all, from and until a time.
public struct AccountHistoryRange: Sendable {
    public var kind: AccountSnapshot.Kind
    public var steamID: Int64?
    /// Unix seconds, inclusive.
    public var since: Int64?
    /// Unix seconds, exclusive.
    public var until: Int64?

    public init(kind: AccountSnapshot.Kind, steamID: Int64? = nil, since: Int64? = nil, until: Int64? = nil) {
        self.kind = kind
        self.steamID = steamID
        self.since = since
        self.until = until
    }
}

extension Store {
    /// The latest snapshot of `kind` of each of `steamIDs` taken before `before` (unix seconds, exclusive): what an
    /// answer of that time is compared with. An account with none is left out.
    public func latestAccountSnapshots(
        server: String, kind: AccountSnapshot.Kind, of steamIDs: [Int64], before: Int64
    ) async throws(StoreError) -> [Int64: AccountSnapshot] {
        try await read("cannot read account snapshots") { connection in
            // The key leads with (server, kind, steamid, fetched_at): each account is one index seek, newest first.
            let statement = try connection.cachedStatement("""
                SELECT fetched_at, body FROM account_snapshot
                WHERE server = ? AND kind = ? AND steamid = ? AND fetched_at < ? ORDER BY fetched_at DESC LIMIT 1
                """)
            var found: [Int64: AccountSnapshot] = [:]
            for steamID in Set(steamIDs) {
                try statement.bind(server, kind.rawValue, steamID, before)
                found[steamID] = try statement.firstRow { row in
                    AccountSnapshot(kind: kind, steamID: steamID, fetchedAt: row[0], body: row[1] ?? Data())
                }
            }
            return found
        }
    }

    /// Up to `limit` snapshots of `range` after `cursor`, in (account, time) order: the table's own order, so a history
    /// of any size streams page by page in constant memory.
    public func accountHistory(
        server: String, _ range: AccountHistoryRange, after cursor: AccountSnapshot?, limit: Int
    ) async throws(StoreError) -> [AccountSnapshot] {
        var (conditions, arguments) = snapshotConditions(
            columnsOf: "", steamID: range.steamID, since: range.since, until: range.until)
        conditions.insert(contentsOf: ["server = ?", "kind = ?"], at: 0)
        if let cursor {
            conditions.append("(steamid, fetched_at) > (?, ?)")
            arguments += [cursor.steamID, cursor.fetchedAt]
        }
        arguments.append(Int64(limit))
        let sql = """
            SELECT steamid, fetched_at, body FROM account_snapshot WHERE \(conditions.joined(separator: " AND "))
            ORDER BY steamid, fetched_at LIMIT ?
            """
        let kind = range.kind
        return try await read("cannot read account history") { [arguments] connection in
            let statement = try connection.cachedStatement(sql)
            try statement.bind(server, kind.rawValue)
            try statement.bind(arguments, from: 3)
            return try statement.rows { row in
                AccountSnapshot(kind: kind, steamID: row[0], fetchedAt: row[1], body: row[2] ?? Data())
            }
        }
    }
}
