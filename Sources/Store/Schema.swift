// Schema.swift: the store's tables, created and upgraded in step with SQLite's user_version.
import Glibc

enum Schema {
    /// Step N takes a database from user_version N to N+1. Append new steps; never edit a shipped one.
    ///
    /// Times are seconds since 1970. body allows NULL: the stores GRDB wrote hold NULL for an empty body (it handed
    /// SQLite an empty Data's base address, which may be none, and SQLite stores a null pointer as NULL). Readers
    /// treat NULL as an empty body, and an empty body is written as a blob of no bytes.
    ///
    /// Step 3 keeps Dota matches, which never change once played, by id, with an index of the accounts that show
    /// in each (anonymous players are left out). Match bodies run to several KB, so that table keeps its rowid: SQLite
    /// advises WITHOUT ROWID only for rows far smaller than a page.
    ///
    /// Step 4 keeps playtime snapshots: every owned-games answer's playtimes, by account, time of the answer and app.
    /// The key leads with the account and the time, so one account's history reads in order without a sort. Names
    /// would repeat in every snapshot, so the latest name of each app is kept once, beside them.
    ///
    /// Step 5 keeps the OpenID nonces a sign-in has presented to its provider, so that an assertion replayed to a
    /// later sign-in is refused before it is checked. A nonce more than five minutes from its time is refused anyway, so
    /// rows are only needed for a while; the key leads with the provider, as every other table leads with its server.
    ///
    /// Step 6 says what a match's body is. `match` (every row before it): Valve's match object, which the reader
    /// turns into a record. `record`: the record dota-detail wrote for it, without the input's account_id, so that a
    /// stored match comes back as the bytes first written, at the speed SQLite reads them, with nothing to decode.
    ///
    /// Step 7 keeps account snapshots: every summary, friend list and bans answer's fields that a change is read
    /// from, by kind, account and time of the answer, so steam-profile --changes finds an account's previous snapshot
    /// in one index seek. Each is read and compared whole and nothing queries inside one, so its fields are kept as one
    /// JSON body rather than as a table per kind.
    ///
    /// Step 8 keeps Valve's app list for steam-games find, whole for each server, with each name in lower case beside
    /// it (Swift's, which SQLite's lower() is not for letters beyond ASCII) for the words of a search to be found in;
    /// and when each server's list was fetched, which says when it is a week old. A few hundred thousand short rows
    /// are scanned at SQLite's speed, so the names need no index of their own.
    ///
    /// Step 9 keeps, for each account, what `dota-matches --new` last found of its GetMatchHistory listing: the newest
    /// match listed, and the listed matches the store did not hold for the account then (match ids, comma-separated).
    /// Every other listed match at or below the newest was stored, and the store only grows, so a later --new pages
    /// back only to the newest, or to below the lowest of those still not stored.
    ///
    /// Step 10 turns account snapshots into states: a row per state of an account, from the first answer that showed
    /// it (seen_from) to the last (seen_until), in seconds with their fraction, so that an answer that changes nothing
    /// moves seen_until instead of adding a row, and two answers of one second are both kept. Each run of equal
    /// snapshots of an account becomes one state. The second index reads every account's states oldest first.
    ///
    /// Step 11 keeps each change feed's cursor: per feed, kind and account, the seen_from of the state the feed last
    /// reported, so that a feed reports every change since, whatever other commands fetched meanwhile.
    ///
    /// Step 13 keys each cached answer by the access it was given with too: the tag of the key that asked (KeyTag),
    /// empty for a method that takes none, so that a wrong key, or a second key sharing the store, is never served
    /// what another key was told. Answers stored before it keep an empty access: no key asks for that, so they are
    /// fetched again online, and offline, which reads any key's answers, still serves them.
    ///
    /// Step 2 replaces response_cache with cached_answer: the old rows did not record which server answered,
    /// so they cannot be told apart, and a cache may always be fetched again.
    static let steps = [
        """
        CREATE TABLE IF NOT EXISTS response_cache (
            key TEXT PRIMARY KEY NOT NULL,
            status INTEGER NOT NULL,
            body BLOB,
            fetched_at REAL NOT NULL
        )
        """,
        """
        DROP TABLE IF EXISTS response_cache;
        CREATE TABLE cached_answer (
            server TEXT NOT NULL,
            method TEXT NOT NULL,
            identity TEXT NOT NULL,
            outcome TEXT NOT NULL,
            body BLOB,
            fetched_at REAL NOT NULL,
            expires_at REAL,
            PRIMARY KEY (server, method, identity)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE dota_match (
            server TEXT NOT NULL,
            match_id INTEGER NOT NULL,
            match_seq_num INTEGER,
            start_time INTEGER,
            body BLOB NOT NULL,
            fetched_via TEXT NOT NULL,
            fetched_at REAL NOT NULL,
            PRIMARY KEY (server, match_id)
        );
        CREATE TABLE dota_match_player (
            server TEXT NOT NULL,
            account_id INTEGER NOT NULL,
            match_id INTEGER NOT NULL,
            PRIMARY KEY (server, account_id, match_id)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE playtime_snapshot (
            server TEXT NOT NULL,
            steamid INTEGER NOT NULL,
            fetched_at INTEGER NOT NULL,
            appid INTEGER NOT NULL,
            playtime_forever INTEGER NOT NULL,
            PRIMARY KEY (server, steamid, fetched_at, appid)
        ) WITHOUT ROWID;
        CREATE TABLE app_name (
            server TEXT NOT NULL,
            appid INTEGER NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (server, appid)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE openid_nonce (
            provider TEXT NOT NULL,
            nonce TEXT NOT NULL,
            seen_at REAL NOT NULL,
            PRIMARY KEY (provider, nonce)
        ) WITHOUT ROWID
        """,
        """
        ALTER TABLE dota_match ADD COLUMN body_form TEXT NOT NULL DEFAULT 'match'
        """,
        """
        CREATE TABLE account_snapshot (
            server TEXT NOT NULL,
            kind TEXT NOT NULL,
            steamid INTEGER NOT NULL,
            fetched_at INTEGER NOT NULL,
            body BLOB NOT NULL,
            PRIMARY KEY (server, kind, steamid, fetched_at)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE app_list (
            server TEXT NOT NULL,
            appid INTEGER NOT NULL,
            name TEXT NOT NULL,
            folded TEXT NOT NULL,
            PRIMARY KEY (server, appid)
        ) WITHOUT ROWID;
        CREATE TABLE app_list_fetch (
            server TEXT PRIMARY KEY NOT NULL,
            fetched_at REAL NOT NULL
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE dota_history_mark (
            server TEXT NOT NULL,
            account_id INTEGER NOT NULL,
            listed_through INTEGER NOT NULL,
            unstored TEXT NOT NULL,
            PRIMARY KEY (server, account_id)
        ) WITHOUT ROWID
        """,
        """
        CREATE TABLE account_state (
            server TEXT NOT NULL,
            kind TEXT NOT NULL,
            steamid INTEGER NOT NULL,
            seen_from REAL NOT NULL,
            seen_until REAL NOT NULL,
            body BLOB NOT NULL,
            PRIMARY KEY (server, kind, steamid, seen_from)
        ) WITHOUT ROWID;
        CREATE INDEX account_state_by_time ON account_state (server, kind, seen_from, steamid);
        INSERT INTO account_state (server, kind, steamid, seen_from, seen_until, body)
        WITH marked AS (
            SELECT server, kind, steamid, fetched_at, body,
                CASE WHEN body IS lag(body) OVER account THEN 0 ELSE 1 END AS begins
            FROM account_snapshot WINDOW account AS (PARTITION BY server, kind, steamid ORDER BY fetched_at)
        ), runs AS (
            SELECT *, sum(begins) OVER (PARTITION BY server, kind, steamid ORDER BY fetched_at) AS run FROM marked
        )
        SELECT server, kind, steamid, min(fetched_at), max(fetched_at), body FROM runs GROUP BY server, kind, steamid, run;
        DROP TABLE account_snapshot
        """,
        """
        CREATE TABLE change_feed (
            server TEXT NOT NULL,
            feed TEXT NOT NULL,
            kind TEXT NOT NULL,
            steamid INTEGER NOT NULL,
            reported_from REAL NOT NULL,
            PRIMARY KEY (server, feed, kind, steamid)
        ) WITHOUT ROWID
        """,
        // app_list.folded drops combining marks now: a list folded by lower case alone is out of date, so the next
        // find online fetches it anew; offline still reads it, as any stored list.
        "UPDATE app_list_fetch SET fetched_at = 0",
        """
        CREATE TABLE cached_answer_by_access (
            server TEXT NOT NULL,
            method TEXT NOT NULL,
            access TEXT NOT NULL,
            identity TEXT NOT NULL,
            outcome TEXT NOT NULL,
            body BLOB,
            fetched_at REAL NOT NULL,
            expires_at REAL,
            PRIMARY KEY (server, method, access, identity)
        ) WITHOUT ROWID;
        INSERT INTO cached_answer_by_access
        SELECT server, method, '', identity, outcome, body, fetched_at, expires_at FROM cached_answer;
        DROP TABLE cached_answer;
        ALTER TABLE cached_answer_by_access RENAME TO cached_answer
        """,
    ]

    /// Refuses a file a newer steam-pipes wrote before SQLite opens it: opening writes to the file (the first
    /// connection makes the WAL and shared-memory files, and the migration takes the write lock), and a file this
    /// version cannot use must keep its bytes. user_version is the 4-byte big-endian number at offset 60 of the
    /// header; anything that is not a SQLite file is left for SQLite to judge.
    static func refuseNewer(at path: String) throws(StoreError) {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return }
        defer { close(file) }
        var header = [UInt8](repeating: 0, count: 64)
        let count = header.withUnsafeMutableBytes { pread(file, $0.baseAddress, 64, 0) }
        guard count == 64, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return }
        let version = header[60..<64].reduce(0) { $0 << 8 | Int($1) }
        guard version <= steps.count else { throw newerSchema(version, at: path) }
    }

    private static func newerSchema(_ version: Int, at path: String) -> StoreError {
        StoreError(
            path: path,
            operation: "cannot open",
            reason: "schema version \(version) is newer than this steam-pipes understands (\(steps.count))",
            trouble: .newerSchema(found: version, known: steps.count))
    }

    static func userVersion(_ connection: SQLiteConnection) throws -> Int {
        try connection.prepare("PRAGMA user_version").firstRow { $0[0] as Int } ?? 0
    }

    /// Brings the schema up to date. Several processes may open a brand-new file at the same
    /// moment, so the version check and the steps share one IMMEDIATE transaction: the second
    /// process waits for the first, then finds nothing left to do. A current schema is seen by a plain read first, so
    /// that opening a store takes no write lock: a run that only reads neither waits for another's long write nor
    /// needs a file it may write.
    static func migrate(_ connection: SQLiteConnection, path: String) throws {
        guard try userVersion(connection) != steps.count else { return }
        try connection.transaction(.immediate) {
            let version = try userVersion(connection)
            guard version <= steps.count else { throw newerSchema(version, at: path) }
            guard version < steps.count else { return }
            if version == 0 {
                // Version 0 with tables in it is another program's database: step 1 would fail on a name it
                // shares, or write ours among its tables.
                let tables = try connection.prepare(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
                ).rows { $0[0] as String }
                guard tables.isEmpty else {
                    throw StoreError(
                        path: path, operation: "cannot open",
                        reason: "it holds tables steam-pipes did not make: \(tables.prefix(3).joined(separator: ", "))",
                        trouble: .foreign)
                }
            }
            for step in steps.dropFirst(version) {
                try connection.execute(step)
            }
            try connection.execute("PRAGMA user_version = \(steps.count)")
        }
    }
}
