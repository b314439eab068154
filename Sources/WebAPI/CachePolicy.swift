// How a run uses the store's response cache: --no-cache, --refresh, --offline, and how old an answer may be.
import Foundation

public enum CacheMode: Sendable {
    /// Answer from the store while fresh, else fetch and remember.
    case normal
    /// Neither read nor write the cache.
    case bypass
    /// Fetch everything anew and remember it.
    case refresh
    /// Answer from the store alone, at any age; never touch the network.
    case offline

    var reads: Bool { self == .normal || self == .offline }
    var writes: Bool { self == .normal || self == .refresh }
}

/// How long each kind of answer stays fresh. Profiles change often; vanity names rarely.
public enum CacheLifetime {
    public static let vanity: TimeInterval = 7 * 24 * 3600
    public static let summary: TimeInterval = 3600
    public static let friends: TimeInterval = 3600
}
