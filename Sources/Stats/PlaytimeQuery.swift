// What `stat-agg playtime` answers over owned-games and history snapshots, and which snapshots it keeps: the
// filters of a playtime query are its own, as match filters mean nothing to a snapshot.

public struct PlaytimeQuery: Sendable, Codable, Equatable {
    public enum Answer: Sendable, Codable, Equatable {
        /// One record of totals over each (steamid, appid)'s latest snapshot.
        case totals
        /// The N most played games over the latest snapshots.
        case top(Int)
        /// Minutes gained per day, ISO week or month (UTC).
        case by(Period)
    }

    public var answer: Answer
    /// Only these appids; empty means every one. Kept sorted so that equal filters make equal queries.
    public var apps: [Int64]
    /// Only this account's snapshots (SteamID64).
    public var steamID: UInt64?
    /// fetched_at >= since and < until, unix seconds; a snapshot without fetched_at is left out by either.
    public var since: Int64?
    public var until: Int64?

    public init(answer: Answer, apps: [Int64] = [], steamID: UInt64? = nil, since: Int64? = nil, until: Int64? = nil) {
        self.answer = answer
        self.apps = Array(Set(apps)).sorted()
        self.steamID = steamID
        self.since = since
        self.until = until
    }

    /// Gains are placed in periods by fetched_at, so a snapshot without it cannot count.
    var requiresFetchedAt: Bool {
        if case .by = answer { return true }
        return false
    }

    func passes(_ snapshot: Snapshot) -> Bool {
        if let steamID, snapshot.steamID != steamID { return false }
        if !apps.isEmpty, !apps.contains(snapshot.appID) { return false }
        if since != nil || until != nil {
            guard let time = snapshot.fetchedAt else { return false }
            if let since, time < since { return false }
            if let until, time >= until { return false }
        }
        return true
    }
}
