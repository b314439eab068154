// PlaytimeHistory.swift: playtime snapshots, one per owned-games answer, so that playtime history accumulates with
// every fetch; and the names of the apps they count.

/// The playtimes one owned-games answer reported for one account.
public struct PlaytimeSnapshot: Sendable, Equatable {
    public struct Game: Sendable, Equatable {
        public let appID: Int64
        public let playtimeForever: Int64
        /// nil when the answer carried no names (`--no-appinfo`).
        public let name: String?

        public init(appID: Int64, playtimeForever: Int64, name: String?) {
            self.appID = appID
            self.playtimeForever = playtimeForever
            self.name = name
        }
    }

    public let steamID: Int64
    /// The unix second of the answer, which names the snapshot: the same answer read again from the cache is the same
    /// snapshot, so it adds no row.
    public let fetchedAt: Int64
    public let games: [Game]

    public init(steamID: Int64, fetchedAt: Int64, games: [Game]) {
        self.steamID = steamID
        self.fetchedAt = fetchedAt
        self.games = games
    }

    func insert(into connection: SQLiteConnection, server: String) throws(SQLiteError) {
        let snapshot = try connection.cachedStatement("""
            INSERT OR REPLACE INTO playtime_snapshot (server, steamid, fetched_at, appid, playtime_forever)
            VALUES (?, ?, ?, ?, ?)
            """)
        let name = try connection.cachedStatement("INSERT OR REPLACE INTO app_name (server, appid, name) VALUES (?, ?, ?)")
        for game in games {
            try snapshot.bind(server, steamID, fetchedAt, game.appID, game.playtimeForever)
            try snapshot.run()
            if let title = game.name {
                try name.bind(server, game.appID, title)
                try name.run()
            }
        }
    }
}

/// One stored snapshot of one game, with the app's latest known name.
public struct PlaytimeRow: Sendable, Equatable {
    public let steamID: Int64
    public let fetchedAt: Int64
    public let appID: Int64
    public let playtimeForever: Int64
    public let name: String?

    public init(steamID: Int64, fetchedAt: Int64, appID: Int64, playtimeForever: Int64, name: String?) {
        self.steamID = steamID
        self.fetchedAt = fetchedAt
        self.appID = appID
        self.playtimeForever = playtimeForever
        self.name = name
    }
}

/// Which snapshots to read: an account or all, from and until a time.
public struct PlaytimeRange: Sendable {
    public var steamID: Int64?
    /// Unix seconds, inclusive.
    public var since: Int64?
    /// Unix seconds, exclusive.
    public var until: Int64?

    public init(steamID: Int64? = nil, since: Int64? = nil, until: Int64? = nil) {
        self.steamID = steamID
        self.since = since
        self.until = until
    }
}

extension Store {
    /// Up to `limit` snapshot rows of `range` after `cursor`, in (account, time, app) order: the table's own order,
    /// so a page costs one index range read however long the history grows. Read page by page, a history of any
    /// size streams in constant memory.
    public func playtimeHistory(
        server: String, _ range: PlaytimeRange, after cursor: PlaytimeRow?, limit: Int
    ) async throws(StoreError) -> [PlaytimeRow] {
        // The statement depends only on which conditions apply, so each of its 16 shapes is prepared once.
        var (conditions, arguments) = snapshotConditions(
            columnsOf: "s.", steamID: range.steamID, since: range.since, until: range.until)
        conditions.insert("s.server = ?", at: 0)
        if let cursor {
            conditions.append("(s.steamid, s.fetched_at, s.appid) > (?, ?, ?)")
            arguments += [cursor.steamID, cursor.fetchedAt, cursor.appID]
        }
        arguments.append(Int64(limit))
        let sql = """
            SELECT s.steamid, s.fetched_at, s.appid, s.playtime_forever, n.name FROM playtime_snapshot s
            LEFT JOIN app_name n ON n.server = s.server AND n.appid = s.appid
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY s.steamid, s.fetched_at, s.appid LIMIT ?
            """
        return try await read("cannot read playtime history") { [arguments] connection in
            let statement = try connection.cachedStatement(sql)
            try statement.bind(server, at: 1)
            try statement.bind(arguments, from: 2)
            return try statement.rows { row in
                PlaytimeRow(steamID: row[0], fetchedAt: row[1], appID: row[2], playtimeForever: row[3], name: row[4])
            }
        }
    }
}

/// The conditions playtime snapshot rows of one account (or all) between two times meet, with their arguments in
/// order.
func snapshotConditions(
    columnsOf table: String, steamID: Int64?, since: Int64?, until: Int64?
) -> (conditions: [String], arguments: [Int64]) {
    var conditions: [String] = []
    var arguments: [Int64] = []
    if let steamID {
        conditions.append("\(table)steamid = ?")
        arguments.append(steamID)
    }
    if let since {
        conditions.append("\(table)fetched_at >= ?")
        arguments.append(since)
    }
    if let until {
        conditions.append("\(table)fetched_at < ?")
        arguments.append(until)
    }
    return (conditions, arguments)
}
