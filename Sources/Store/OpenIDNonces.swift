// OpenIDNonces.swift: the nonces of the OpenID assertions sign-ins have presented, so that none is accepted twice.
import Foundation
import GRDB

extension Store {
    /// How long a presented nonce is remembered. A sign-in refuses nonces more than five minutes from its own clock,
    /// so a day covers any clock skew with room to spare, and keeps the table to a handful of rows.
    static let nonceMemory: TimeInterval = 86_400

    /// Records that `nonce` from `provider` is presented at `time`, and says whether it is the first time. The check
    /// and the insert are one statement in one transaction, so of two sign-ins handed the same assertion at once only
    /// one sees true. Nonces older than `nonceMemory` are forgotten in the same transaction.
    public func presentNonce(_ nonce: String, from provider: String, at time: Date) async throws(StoreError) -> Bool {
        try await access("cannot record the sign-in nonce") {
            try await pool.writeWithoutTransaction { db in
                var first = false
                try db.inTransaction(.immediate) {
                    try db.execute(
                        sql: "DELETE FROM openid_nonce WHERE seen_at < ?",
                        arguments: [time.timeIntervalSince1970 - Self.nonceMemory])
                    try db.execute(
                        sql: "INSERT INTO openid_nonce (provider, nonce, seen_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                        arguments: [provider, nonce, time.timeIntervalSince1970])
                    first = db.changesCount == 1
                    return .commit
                }
                return first
            }
        }
    }
}
