// OpenIDNonces.swift: the nonces of the OpenID assertions sign-ins have presented, so that none is accepted twice.
import FoundationEssentials

extension Store {
    /// How long a presented nonce is remembered. A sign-in refuses nonces more than five minutes from its own clock,
    /// so a day covers any clock skew with room to spare, and keeps the table to a handful of rows.
    static let nonceMemory: TimeInterval = 86_400

    /// Records that `nonce` from `provider` is presented at `time`, and says whether it is the first time. The check
    /// and the insert are one statement in one transaction, so of two sign-ins handed the same assertion at once only
    /// one sees true. Nonces older than `nonceMemory` are forgotten in the same transaction.
    public func presentNonce(_ nonce: String, from provider: String, at time: Date) async throws(StoreError) -> Bool {
        try await write("cannot record the sign-in nonce") { connection in
            let forget = try connection.cachedStatement("DELETE FROM openid_nonce WHERE seen_at < ?")
            try forget.bind(time.timeIntervalSince1970 - Self.nonceMemory)
            try forget.run()
            let insert = try connection.cachedStatement(
                "INSERT INTO openid_nonce (provider, nonce, seen_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
            try insert.bind(provider, nonce, time.timeIntervalSince1970)
            try insert.run()
            return connection.changes == 1
        }
    }
}
