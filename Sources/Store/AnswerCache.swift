// AnswerCache.swift: the answers tools got from an API server, by server, method and identity, each with its expiry.
import FoundationEssentials

/// What one request answered, as the caller made sense of it, and how long it stays true.
public struct StoredAnswer: Sendable, Equatable {
    /// The caller's name for what the answer meant ("found", "not_found", "hidden"): a cached "no such player"
    /// must come back as exactly that, not as a body to interpret again.
    public let outcome: String
    public let body: Data
    public let fetchedAt: Date
    /// nil for answers that never change, such as a finished match.
    public let expiresAt: Date?

    public init(outcome: String, body: Data, fetchedAt: Date, expiresAt: Date?) {
        self.outcome = outcome
        self.body = body
        self.fetchedAt = fetchedAt
        self.expiresAt = expiresAt
    }

    public func isFresh(at now: Date) -> Bool {
        expiresAt.map { now < $0 } ?? true
    }
}

/// Which server, method and access a group of answers belongs to. The server is part of every answer's identity, so
/// an answer from a local replay is never served to a user pointed at Valve; so is the key's tag, never the key.
public struct AnswerScope: Hashable, Sendable {
    /// Scheme, host and port, e.g. `https://api.steampowered.com`.
    public let server: String
    public let method: String
    /// The tag of the key the answers were asked with (KeyTag), empty for a method that takes no key; nil to read
    /// the answers of every key, as offline does: the store is the user's, and no key is used.
    public let access: String?

    public init(server: String, method: String, access: String? = "") {
        self.server = server
        self.method = method
        self.access = access
    }
}

extension Store {
    /// SQLite allows 32,766 bound parameters per statement (999 before 3.32); 500 keeps well inside both.
    static let identitiesPerQuery = 500

    /// Runs `query` for each run of at most 500 of `identities`, given the statement `sql` makes for an `IN (…)` of
    /// that run's `?,?,…` marks, and the run's identities to bind to them. The marks come in a few counts (powers of
    /// two, then 500) and a short run repeats its last identity to fill them, so that each connection prepares a
    /// handful of statements and keeps them, rather than one per count.
    static func inBatches<Identity: SQLiteValue>(
        _ identities: [Identity], on connection: SQLiteConnection, sql: (_ marks: String) -> String,
        query: (_ statement: SQLiteStatement, _ batch: [Identity]) throws -> Void
    ) throws {
        for start in stride(from: 0, to: identities.count, by: identitiesPerQuery) {
            let slice = identities[start..<min(start + identitiesPerQuery, identities.count)]
            let marks = min(identitiesPerQuery, 1 << (Int.bitWidth - (slice.count - 1).leadingZeroBitCount))
            let statement = try connection.cachedStatement(sql(Array(repeating: "?", count: marks).joined(separator: ",")))
            try query(statement, Array(slice) + repeatElement(slice[slice.endIndex - 1], count: marks - slice.count))
        }
    }

    /// The stored answers for `identities` in one query per 500, keyed by identity. With `freshAt`, expired answers
    /// are left out; without it (offline), any age will do. Of several keys' answers to one identity, the newest.
    public func answers(
        in scope: AnswerScope, for identities: some Collection<String>, freshAt now: Date?
    ) async throws(StoreError) -> [String: StoredAnswer] {
        let unique = Array(Set(identities))
        guard !unique.isEmpty else { return [:] }
        return try await read("cannot read cached answers") { connection in
            var found: [String: StoredAnswer] = [:]
            try Self.inBatches(unique, on: connection) { marks in
                """
                SELECT identity, outcome, body, fetched_at, expires_at FROM cached_answer
                WHERE server = ? AND method = ? AND (access = ? OR ? IS NULL) AND identity IN (\(marks))
                ORDER BY fetched_at
                """
            } query: { statement, batch in
                try statement.bind(scope.server, scope.method, scope.access, scope.access)
                try statement.bind(batch, from: 5)
                try statement.forEachRow { row in
                    let answer = StoredAnswer(
                        outcome: row[1],
                        body: row[2] ?? Data(),
                        fetchedAt: Date(timeIntervalSince1970: row[3]),
                        expiresAt: (row[4] as Double?).map(Date.init(timeIntervalSince1970:)))
                    if let now, !answer.isFresh(at: now) { return }
                    found[row[0]] = answer
                }
            }
            return found
        }
    }

    /// Stores `answers`, replacing any under the same identity, and the playtime `snapshot` and the `accounts`
    /// snapshots taken from them (each recorded in its account's states), in one transaction: on any failure or interruption none of them is written, and every earlier
    /// call's answers stay. So a cached owned-games, summary, friend list or bans answer always has its snapshot.
    public func save(
        _ answers: [(identity: String, answer: StoredAnswer)], in scope: AnswerScope, snapshot: PlaytimeSnapshot? = nil,
        accounts: [AccountSnapshot] = []
    ) async throws(StoreError) {
        guard !answers.isEmpty || snapshot != nil || !accounts.isEmpty else { return }
        // Answers are fetched with one key, never "every key's": a scope for reading alone stores them as taking none.
        let access = scope.access ?? ""
        try await write("cannot write cached answers") { connection in
            let upsert = try connection.cachedStatement("""
                INSERT INTO cached_answer (server, method, access, identity, outcome, body, fetched_at, expires_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (server, method, access, identity) DO UPDATE SET
                    outcome = excluded.outcome, body = excluded.body,
                    fetched_at = excluded.fetched_at, expires_at = excluded.expires_at
                """)
            for (identity, answer) in answers {
                try upsert.bind(
                    scope.server, scope.method, access, identity, answer.outcome, answer.body,
                    answer.fetchedAt.timeIntervalSince1970, answer.expiresAt?.timeIntervalSince1970)
                try upsert.run()
            }
            try snapshot?.insert(into: connection, server: scope.server)
            for account in accounts { try account.record(into: connection, server: scope.server) }
        }
    }
}
