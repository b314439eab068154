// MatchStore.swift: Dota matches, kept forever by server and match id, with the accounts that played in each.
import FoundationEssentials

/// One match as the store keeps it: its JSON, compact, and which endpoint it came from.
public struct StoredMatch: Sendable, Equatable {
    /// What a stored body is.
    public enum BodyForm: String, Sendable {
        /// Valve's match object, as every store before schema 6 kept it.
        case match
        /// The record dota-detail wrote, without the input's account_id.
        case record
    }

    public let matchID: Int64
    public let sequenceNumber: Int64?
    public let startTime: Int64?
    /// The JSON `form` says; never empty.
    public let body: Data
    public let form: BodyForm
    /// "details" or "sequence": GetMatchDetails or GetMatchHistoryBySequenceNum.
    public let fetchedVia: String
    public let fetchedAt: Date
    /// The account ids that show in the match; anonymous players are left out by the caller.
    public let accountIDs: [Int64]

    public init(
        matchID: Int64, sequenceNumber: Int64?, startTime: Int64?, body: Data, form: BodyForm = .match, fetchedVia: String,
        fetchedAt: Date, accountIDs: [Int64]
    ) {
        self.matchID = matchID
        self.sequenceNumber = sequenceNumber
        self.startTime = startTime
        self.body = body
        self.form = form
        self.fetchedVia = fetchedVia
        self.fetchedAt = fetchedAt
        self.accountIDs = accountIDs
    }
}

/// What a `dota-matches --new` found of an account's GetMatchHistory listing, down to the end of Valve's window or
/// to the mark before it: the newest match listed, and the listed matches the store did not hold for the account.
/// Every other listed match at or below `listedThrough` was stored.
public struct HistoryMark: Sendable, Equatable {
    public let listedThrough: Int64
    public let unstored: [Int64]

    public init(listedThrough: Int64, unstored: [Int64]) {
        self.listedThrough = listedThrough
        self.unstored = unstored
    }
}

extension StoredMatch {
    /// A row of `Store.matchColumns`, in their order; the accounts are not read back, only the index uses them.
    init(row: SQLiteRow) {
        self.init(
            matchID: row[0], sequenceNumber: row[1], startTime: row[2],
            body: row[3] ?? Data(), form: BodyForm(rawValue: row[4]) ?? .match, fetchedVia: row[5],
            fetchedAt: Date(timeIntervalSince1970: row[6]), accountIDs: [])
    }

    /// A body and its form from columns `body` and `body_form` of a row: NULL reads as an empty body, and a form this
    /// version does not know as `match`.
    static func body(_ body: Data?, form: String) -> (body: Data, form: BodyForm) {
        (body ?? Data(), BodyForm(rawValue: form) ?? .match)
    }
}

extension Store {
    static let matchColumns = "match_id, match_seq_num, start_time, body, body_form, fetched_via, fetched_at"

    /// The body of stored match `id`, and its form, read on the calling thread through a connection of its own: a
    /// read by primary key takes a few microseconds, less than the hop to a reader's queue and back, and dota-detail
    /// makes one for every input. Not through the pool's readers, which async reads also wait for: a thread blocked
    /// here for one of them could be the thread that async read needs to give it back. In WAL mode a reader does not
    /// wait for writers.
    public func storedBody(server: String, id: Int64) throws(StoreError) -> (body: Data, form: StoredMatch.BodyForm)? {
        do {
            return try withPointReader { connection throws(SQLiteError) in
                let statement = try connection.cachedStatement("SELECT body, body_form FROM dota_match WHERE server = ? AND match_id = ?")
                try statement.bind(server, id)
                return try statement.firstRow { row in StoredMatch.body(row[0], form: row[1]) }
            }
        } catch {
            throw StoreError(path: path, operation: "cannot read match \(id)", underlying: error)
        }
    }

    /// The bodies and forms of the stored matches among `ids`, by match id, in one query per 500 ids.
    public func storedBodies(
        server: String, ids: some Collection<Int64>
    ) async throws(StoreError) -> [Int64: (body: Data, form: StoredMatch.BodyForm)] {
        try await matchRows(server: server, ids: ids, columns: "match_id, body, body_form") { row in
            StoredMatch.body(row[1], form: row[2])
        }
    }

    /// Which of `ids` the store holds for `account`, the matches it shows in, without reading their bodies:
    /// `dota-matches --new` asks this of every page. A match a friend's sync stored counts, since the account's own
    /// record is written from it without a request.
    public func storedMatchIDs(
        server: String, account: Int64, among ids: some Collection<Int64>
    ) async throws(StoreError) -> Set<Int64> {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [] }
        return try await read("cannot read the matches of account \(account)") { connection in
            var found = Set<Int64>()
            try Self.inBatches(unique, on: connection) { marks in
                "SELECT match_id FROM dota_match_player WHERE server = ? AND account_id = ? AND match_id IN (\(marks))"
            } query: { statement, batch in
                try statement.bind(server, at: 1)
                try statement.bind(account, at: 2)
                try statement.bind(batch, from: 3)
                try statement.forEachRow { row in found.insert(row[0]) }
            }
            return found
        }
    }

    /// Stores one match and its accounts in one transaction, a match whole or not at all, and returns the body and
    /// form the store now holds for it. The first stored copy stays, whichever process stored it, so that every run
    /// writes the same bytes: when the store holds the match already its copy comes back, unless `replacing` (a
    /// --refresh, which asks for the match anew).
    @discardableResult
    public func save(
        match: StoredMatch, server: String, replacing: Bool = false
    ) async throws(StoreError) -> (body: Data, form: StoredMatch.BodyForm) {
        let onConflict = replacing ? """
            UPDATE SET
                match_seq_num = excluded.match_seq_num, start_time = excluded.start_time, body = excluded.body,
                body_form = excluded.body_form, fetched_via = excluded.fetched_via, fetched_at = excluded.fetched_at
            """ : "NOTHING"
        return try await write("cannot write match \(match.matchID)") { connection in
            let insert = try connection.cachedStatement("""
                INSERT INTO dota_match
                    (server, match_id, match_seq_num, start_time, body, body_form, fetched_via, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (server, match_id) DO \(onConflict)
                """)
            try insert.bind(
                server, match.matchID, match.sequenceNumber, match.startTime, match.body, match.form.rawValue,
                match.fetchedVia, match.fetchedAt.timeIntervalSince1970)
            try insert.run()
            guard connection.changes > 0 else {
                let stored = try connection.cachedStatement("SELECT body, body_form FROM dota_match WHERE server = ? AND match_id = ?")
                try stored.bind(server, match.matchID)
                return try stored.firstRow { row in StoredMatch.body(row[0], form: row[1]) } ?? (match.body, match.form)
            }
            let player = try connection.cachedStatement("""
                INSERT OR IGNORE INTO dota_match_player (server, account_id, match_id) VALUES (?, ?, ?)
                """)
            for account in Set(match.accountIDs) {
                try player.bind(server, account, match.matchID)
                try player.run()
            }
            return (match.body, match.form)
        }
    }

    /// What the last `dota-matches --new` found of `account`'s listing; nil before the first look.
    public func historyMark(server: String, account: Int64) async throws(StoreError) -> HistoryMark? {
        try await read("cannot read the history mark of account \(account)") { connection in
            let statement = try connection.cachedStatement(
                "SELECT listed_through, unstored FROM dota_history_mark WHERE server = ? AND account_id = ?")
            try statement.bind(server, account)
            return try statement.firstRow { row in
                HistoryMark(listedThrough: row[0], unstored: (row[1] as String).split(separator: ",").compactMap { Int64($0) })
            }
        }
    }

    public func setHistoryMark(server: String, account: Int64, to mark: HistoryMark) async throws(StoreError) {
        try await write("cannot write the history mark of account \(account)") { connection in
            let statement = try connection.cachedStatement("""
                INSERT OR REPLACE INTO dota_history_mark (server, account_id, listed_through, unstored) VALUES (?, ?, ?, ?)
                """)
            try statement.bind(server, account, mark.listedThrough, mark.unstored.map(String.init).joined(separator: ","))
            try statement.run()
        }
    }

    /// The servers that hold match `id`, each with the route that fetched it: what an offline miss can point to.
    public func holders(ofMatch id: Int64) async throws(StoreError) -> [(server: String, fetchedVia: String)] {
        try await read("cannot read match \(id)") { connection in
            let statement = try connection.cachedStatement(
                "SELECT server, fetched_via FROM dota_match WHERE match_id = ? ORDER BY server")
            try statement.bind(id)
            return try statement.rows { row in (server: row[0] as String, fetchedVia: row[1] as String) }
        }
    }

    /// The stored matches `account` played, newest first (match ids grow with time), at most `limit`, older than
    /// match `before` when given: a caller pages through a long history a page at a time.
    public func matches(
        server: String, account: Int64, before: Int64 = Int64.max, limit: Int = Int(Int64.max)
    ) async throws(StoreError) -> [StoredMatch] {
        try await read("cannot read the matches of account \(account)") { connection in
            let statement = try connection.cachedStatement("""
                SELECT \(Self.matchColumns.split(separator: ", ").map { "m.\($0)" }.joined(separator: ", "))
                FROM dota_match_player p JOIN dota_match m ON m.server = p.server AND m.match_id = p.match_id
                WHERE p.server = ? AND p.account_id = ? AND p.match_id < ? ORDER BY p.match_id DESC LIMIT ?
                """)
            try statement.bind(server, account, before, limit)
            return try statement.rows(StoredMatch.init(row:))
        }
    }

    /// Runs `SELECT columns` (the first of which is match_id) for every id among `ids`, and `make` of each row found,
    /// by match id.
    private func matchRows<Value: Sendable>(
        server: String, ids: some Collection<Int64>, columns: String, _ make: @escaping @Sendable (SQLiteRow) -> Value
    ) async throws(StoreError) -> [Int64: Value] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [:] }
        return try await read("cannot read matches") { connection in
            var found: [Int64: Value] = [:]
            try Self.inBatches(unique, on: connection) { marks in
                "SELECT \(columns) FROM dota_match WHERE server = ? AND match_id IN (\(marks))"
            } query: { statement, batch in
                try statement.bind(server, at: 1)
                try statement.bind(batch, from: 2)
                try statement.forEachRow { row in found[row[0]] = make(row) }
            }
            return found
        }
    }
}
