// ResponseCache.swift: cached HTTP responses by key, with a maximum age chosen by the reader.
import Foundation
import GRDB

/// One cached response, as it was fetched.
public struct CacheEntry: Sendable, Equatable {
    public let body: Data
    public let status: Int
    public let fetchedAt: Date

    public init(body: Data, status: Int, fetchedAt: Date) {
        self.body = body
        self.status = status
        self.fetchedAt = fetchedAt
    }
}

extension Store {
    /// The entry for `key`, or nil when there is none or it is older than `maxAge`
    /// (nil: any age will do, as for immutable match details).
    public func cached(_ key: String, maxAge: TimeInterval?, now: Date = Date()) throws(StoreError) -> CacheEntry? {
        let row = try access("cannot read cache") {
            try pool.read { db in
                try Row.fetchOne(
                    db,
                    sql: "SELECT status, body, fetched_at FROM response_cache WHERE key = ?",
                    arguments: [key])
            }
        }
        guard let row else { return nil }
        let entry = CacheEntry(
            body: row["body"] ?? Data(),
            status: row["status"],
            fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]))
        if let maxAge, now.timeIntervalSince(entry.fetchedAt) > maxAge {
            return nil
        }
        return entry
    }

    /// Stores every entry, replacing any under the same key, in one transaction:
    /// all of them are written or, on any failure or interruption, none.
    public func cache(_ entries: [(key: String, status: Int, body: Data)], fetchedAt: Date = Date()) throws(StoreError) {
        try access("cannot write cache") {
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let upsert = try db.cachedStatement(sql: """
                        INSERT INTO response_cache (key, status, body, fetched_at) VALUES (?, ?, ?, ?)
                        ON CONFLICT (key) DO UPDATE SET
                            status = excluded.status, body = excluded.body, fetched_at = excluded.fetched_at
                        """)
                    for entry in entries {
                        try upsert.execute(arguments: [
                            entry.key, entry.status, entry.body, fetchedAt.timeIntervalSince1970,
                        ])
                    }
                    return .commit
                }
            }
        }
    }

    /// Forgets the entries for `keys`; keys with no entry are ignored.
    public func removeCached(_ keys: [String]) throws(StoreError) {
        try access("cannot remove from cache") {
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let delete = try db.cachedStatement(sql: "DELETE FROM response_cache WHERE key = ?")
                    for key in keys {
                        try delete.execute(arguments: [key])
                    }
                    return .commit
                }
            }
        }
    }
}
