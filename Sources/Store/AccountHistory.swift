// AccountHistory.swift: account states, what the summary, friend list, bans and wishlist answers said of each account, one row
// per state from the first answer that showed it to the last: so that steam-profile --changes can say what changed
// and steam-profile history can read the states back, and the store does not grow while nothing changes.
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
        /// GetWishlist, with the prices of one country: each wished app, its rank, and what it cost.
        case wishlist
    }

    public let kind: Kind
    public let steamID: Int64
    /// When the answer came, in unix seconds with their fraction: two answers of one second are two answers.
    public let fetchedAt: Double
    /// The kept fields as JSON: an object for a summary, bans or a wishlist, an array of friends for a friend list.
    public let body: Data

    public init(kind: Kind, steamID: Int64, fetchedAt: Double, body: Data) {
        self.kind = kind
        self.steamID = steamID
        self.fetchedAt = fetchedAt
        self.body = body
    }

    /// Records the answer in the account's states: the state it shows goes on to its time when the state the account
    /// was in then is the same, else a new state begins at its time. An answer of a time before the latest state's
    /// (another process's, stored late) is put in its place by time; the same answer stored again changes nothing.
    func record(into connection: SQLiteConnection, server: String) throws(SQLiteError) {
        let current = try connection.cachedStatement("""
            SELECT seen_from, body FROM account_state
            WHERE server = ? AND kind = ? AND steamid = ? AND seen_from <= ? ORDER BY seen_from DESC LIMIT 1
            """)
        try current.bind(server, kind.rawValue, steamID, fetchedAt)
        if let (from, stored) = try current.firstRow({ row in (row[0] as Double, (row[1] as Data?) ?? Data()) }), stored == body {
            let extend = try connection.cachedStatement("""
                UPDATE account_state SET seen_until = max(seen_until, ?)
                WHERE server = ? AND kind = ? AND steamid = ? AND seen_from = ?
                """)
            try extend.bind(fetchedAt, server, kind.rawValue, steamID, from)
            try extend.run()
            return
        }
        let begin = try connection.cachedStatement("""
            INSERT OR IGNORE INTO account_state (server, kind, steamid, seen_from, seen_until, body) VALUES (?, ?, ?, ?, ?, ?)
            """)
        try begin.bind(server, kind.rawValue, steamID, fetchedAt, fetchedAt, body)
        try begin.run()
    }
}

/// One state of one account: what its answers said, unchanged, from `seenFrom` to `seenUntil` (unix seconds).
public struct AccountState: Sendable, Equatable {
    public let kind: AccountSnapshot.Kind
    public let steamID: Int64
    public let seenFrom: Double
    public let seenUntil: Double
    public let body: Data

    public init(kind: AccountSnapshot.Kind, steamID: Int64, seenFrom: Double, seenUntil: Double, body: Data) {
        self.kind = kind
        self.steamID = steamID
        self.seenFrom = seenFrom
        self.seenUntil = seenUntil
        self.body = body
    }
}

/// Which account states to read: one kind, an account or all, those seen from and until a time.
public struct AccountHistoryRange: Sendable {
    public var kind: AccountSnapshot.Kind
    public var steamID: Int64?
    /// Unix seconds, inclusive: states still seen at or after it.
    public var since: Int64?
    /// Unix seconds, exclusive: states first seen before it.
    public var until: Int64?

    public init(kind: AccountSnapshot.Kind, steamID: Int64? = nil, since: Int64? = nil, until: Int64? = nil) {
        self.kind = kind
        self.steamID = steamID
        self.since = since
        self.until = until
    }
}

extension Store {
    /// For each of `answers` (an account and the time of its answer, already recorded), the state the answer showed
    /// and the one before it: a state that began with the answer is a change from the one before, one that began
    /// earlier is no change. An account with no state at that time is left out.
    public func accountStates(
        server: String, kind: AccountSnapshot.Kind, at answers: [(steamID: Int64, fetchedAt: Double)]
    ) async throws(StoreError) -> [Int64: (current: AccountState, previous: AccountState?)] {
        try await read("cannot read account states") { connection in
            // The key leads with (server, kind, steamid, seen_from): each account is one index seek, newest first.
            let statement = try connection.cachedStatement("""
                SELECT seen_from, seen_until, body FROM account_state
                WHERE server = ? AND kind = ? AND steamid = ? AND seen_from <= ? ORDER BY seen_from DESC LIMIT 2
                """)
            var found: [Int64: (current: AccountState, previous: AccountState?)] = [:]
            for (steamID, fetchedAt) in answers {
                try statement.bind(server, kind.rawValue, steamID, fetchedAt)
                let states = try statement.rows { row in
                    AccountState(kind: kind, steamID: steamID, seenFrom: row[0], seenUntil: row[1], body: row[2] ?? Data())
                }
                if let current = states.first { found[steamID] = (current, states.dropFirst().first) }
            }
            return found
        }
    }

    /// Up to `limit` states of `range` after `cursor`: for one account in time order; for every account oldest first,
    /// in (time, account) order. Each order is an index's, so a history of any size streams page by page in constant
    /// memory.
    public func accountHistory(
        server: String, _ range: AccountHistoryRange, after cursor: AccountState?, limit: Int
    ) async throws(StoreError) -> [AccountState] {
        var conditions = ["server = ?", "kind = ?"]
        var arguments: [any SQLiteValue & Sendable] = []
        if let steamID = range.steamID {
            conditions.append("steamid = ?")
            arguments.append(steamID)
        }
        if let since = range.since {
            conditions.append("seen_until >= ?")
            arguments.append(since)
        }
        if let until = range.until {
            conditions.append("seen_from < ?")
            arguments.append(until)
        }
        let order = range.steamID == nil ? "seen_from, steamid" : "steamid, seen_from"
        if let cursor {
            conditions.append("(\(order)) > (?, ?)")
            arguments += range.steamID == nil ? [cursor.seenFrom, cursor.steamID] : [cursor.steamID, cursor.seenFrom]
        }
        arguments.append(Int64(limit))
        let sql = """
            SELECT steamid, seen_from, seen_until, body FROM account_state WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order) LIMIT ?
            """
        let kind = range.kind
        return try await read("cannot read account history") { [arguments] connection in
            let statement = try connection.cachedStatement(sql)
            try statement.bind(server, kind.rawValue)
            for (offset, argument) in arguments.enumerated() { try statement.bind(argument, at: Int32(3 + offset)) }
            return try statement.rows { row in
                AccountState(kind: kind, steamID: row[0], seenFrom: row[1], seenUntil: row[2], body: row[3] ?? Data())
            }
        }
    }
}

extension Store {
    /// Takes, for `feed`, the states of `kind` of account `steamID` it has not reported: the state it last reported
    /// (its cursor), then each state begun since, oldest first, moving the cursor to the newest in the same
    /// transaction, so that runs of one feed that overlap take each state once between them. A feed with no cursor for
    /// the account starts where an answer of `fetchedAt` was compared without feeds: from the state before, when the
    /// answer began a state, else from the state it showed. Fewer than two states: nothing to report; `firstSeen`
    /// when the account has no state before the answer's at all.
    public func takeUnreportedStates(
        server: String, feed: String, kind: AccountSnapshot.Kind, steamID: Int64, fetchedAt: Double
    ) async throws(StoreError) -> FeedTake {
        let key = FeedKey(server: server, feed: feed, kind: kind, steamID: steamID)
        return try await write("cannot read the change feed \(feed)") { connection -> FeedTake in
            let cursor = try connection.cachedStatement(
                "SELECT reported_from FROM change_feed WHERE server = ? AND feed = ? AND kind = ? AND steamid = ?")
            try cursor.bind(server, feed, kind.rawValue, steamID)
            let base: Double
            if let reported = try cursor.firstRow({ $0[0] as Double }) {
                base = reported
            } else {
                let around = try connection.cachedStatement("""
                    SELECT seen_from FROM account_state WHERE server = ? AND kind = ? AND steamid = ? AND seen_from <= ?
                    ORDER BY seen_from DESC LIMIT 2
                    """)
                try around.bind(server, kind.rawValue, steamID, fetchedAt)
                let starts = try around.rows { $0[0] as Double }
                guard let current = starts.first else { return FeedTake.nothing(key) }
                guard current == fetchedAt else { return try Self.take(key, from: current, connection) }
                guard starts.count == 2 else {
                    try Self.move(key, to: current, connection)
                    return FeedTake.nothing(key, firstSeen: true)
                }
                base = starts[1]
            }
            return try Self.take(key, from: base, connection)
        }
    }

    /// A feed's cursor of one kind of one account.
    public struct FeedKey: Sendable {
        let server: String
        let feed: String
        let kind: AccountSnapshot.Kind
        let steamID: Int64
    }

    /// What one take of a feed found, and where it moved the feed's cursor from: its `states`, oldest first (none
    /// when fewer than two, as there is then no change), `firstSeen` when the account had no earlier state at all.
    public struct FeedTake: Sendable {
        let key: FeedKey
        public let states: [AccountState]
        public let firstSeen: Bool
        /// The cursor before the take, when the take moved it past states to report: where `giveBack` returns it.
        let from: Double?

        /// A take with no change to report, which gives nothing back.
        static func nothing(_ key: FeedKey, firstSeen: Bool = false) -> FeedTake {
            FeedTake(key: key, states: [], firstSeen: firstSeen, from: nil)
        }
    }

    /// Returns a take's cursor to where it was, when its events never reached stdout (a signal, a failed stdout),
    /// so that the feed's next run reports them: nil when it was returned, else why not. Not when a later take of the
    /// feed has moved the cursor on since: that run reported the states after, and the ones given back would come
    /// out of order. Synchronous, on a connection of its own, for a tool ending on a signal; waits a few seconds at
    /// most for another writer.
    public static func giveBack(_ take: FeedTake, storePath path: String) -> String? {
        guard let from = take.from, let to = take.states.last?.seenFrom else { return nil }
        let key = take.key
        do {
            let connection = try SQLiteConnection(path: path, access: .readWrite, busyTimeout: 5_000)
            let back = try connection.prepare("""
                UPDATE change_feed SET reported_from = ? WHERE server = ? AND feed = ? AND kind = ? AND steamid = ?
                AND reported_from = ?
                """)
            try back.bind(from, key.server, key.feed, key.kind.rawValue, key.steamID, to)
            try back.run()
            return connection.changes == 1 ? nil : "a later run of feed \"\(key.feed)\" has moved on since"
        } catch {
            return "feed \"\(key.feed)\" could not be moved back (\(error))"
        }
    }

    /// The state at `base` (or the one the account was in then) and every state after it, the cursor moved on.
    private static func take(
        _ key: FeedKey, from base: Double, _ connection: SQLiteConnection
    ) throws -> FeedTake {
        let (server, kind, steamID) = (key.server, key.kind, key.steamID)
        let states = try connection.cachedStatement("""
            SELECT seen_from, seen_until, body FROM account_state
            WHERE server = ? AND kind = ? AND steamid = ? AND seen_from >= coalesce(
                (SELECT max(seen_from) FROM account_state WHERE server = ? AND kind = ? AND steamid = ? AND seen_from <= ?), ?)
            ORDER BY seen_from
            """)
        try states.bind(server, kind.rawValue, steamID, server, kind.rawValue, steamID, base, base)
        let found = try states.rows { row in
            AccountState(kind: kind, steamID: steamID, seenFrom: row[0], seenUntil: row[1], body: row[2] ?? Data())
        }
        guard let newest = found.last else { return FeedTake.nothing(key) }
        try move(key, to: newest.seenFrom, connection)
        return found.count > 1
            ? FeedTake(key: key, states: found, firstSeen: false, from: base)
            : FeedTake.nothing(key)
    }

    private static func move(_ key: FeedKey, to reported: Double, _ connection: SQLiteConnection) throws {
        let move = try connection.cachedStatement("""
            INSERT OR REPLACE INTO change_feed (server, feed, kind, steamid, reported_from) VALUES (?, ?, ?, ?, ?)
            """)
        try move.bind(key.server, key.feed, key.kind.rawValue, key.steamID, reported)
        try move.run()
    }
}
