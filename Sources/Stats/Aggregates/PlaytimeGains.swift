// `playtime --by day|week|month`: minutes gained per period. Each (steamid, appid) keeps, per period it has
// snapshots in, the least and the most playtime_forever seen; both merge exactly, and the gains are computed from
// them only at the answer, when every part has been added.
import SteamModels

struct PlaytimeGains: SnapshotAggregate {
    struct Span: Sendable, Equatable {
        var least: Int64
        var most: Int64

        mutating func merge(_ other: Span) {
            least = min(least, other.least)
            most = max(most, other.most)
        }
    }

    /// Per key, per period start.
    private var spans: [SnapshotKey: [Int64: Span]] = [:]
    private let period: Period

    init(_ statistic: Statistic) {
        guard case .playtime(let query) = statistic, case .by(let period) = query.answer else {
            preconditionFailure("PlaytimeGains for \(statistic)")
        }
        self.period = period
    }

    /// The decoder refuses a snapshot without fetched_at when the query places minutes by it.
    mutating func add(_ snapshot: Snapshot) {
        guard let time = snapshot.fetchedAt else { return }
        merge(SnapshotKey(steamID: snapshot.steamID, appID: snapshot.appID), period.start(of: time),
              Span(least: snapshot.playtimeForever, most: snapshot.playtimeForever))
    }

    private mutating func merge(_ key: SnapshotKey, _ start: Int64, _ span: Span) {
        spans[key, default: [:]][start, default: span].merge(span)
    }

    mutating func merge(_ other: PlaytimeGains) {
        for (key, periods) in other.spans {
            for (start, span) in periods { merge(key, start, span) }
        }
    }

    func entries() -> [JSONObject] {
        spans.flatMap { key, periods in
            periods.map { start, span in
                var entry = JSONObject()
                key.write(into: &entry)
                entry.append("start", .int(start))
                entry.append("min", .int(span.least))
                entry.append("max", .int(span.most))
                return entry
            }
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let span = Span(least: try entry.integer("min"), most: try entry.integer("max"))
        // Playtime is never negative, so the gains below cannot overflow.
        guard span.least >= 0, span.least <= span.most else {
            throw StateError(problem: "entry's \"min\" and \"max\" are not minutes with min <= max")
        }
        merge(try SnapshotKey(entry: entry), try entry.integer("start"), span)
    }

    private struct Gained {
        var minutes: Int128 = 0
        var apps: Set<Int64> = []
        var accounts: Set<UInt64> = []
    }

    func answer() -> [JSONObject] {
        var periods: [Int64: Gained] = [:]
        for (key, keyPeriods) in spans {
            var previousMost: Int64?
            for (start, span) in keyPeriods.sorted(by: { $0.key < $1.key }) {
                let gain = Self.gain(span, after: previousMost)
                previousMost = span.most
                var gained = periods[start] ?? Gained()
                if gain > 0 {
                    gained.minutes += Int128(gain)
                    gained.apps.insert(key.appID)
                    gained.accounts.insert(key.steamID)
                }
                periods[start] = gained
            }
        }
        return periods.sorted { $0.key < $1.key }.map { start, gained in
            JSONObject([
                "period": .string(period.label(of: start)), "minutes": .sum(gained.minutes),
                "games": .int(Int64(gained.apps.count)), "accounts": .int(Int64(gained.accounts.count)),
            ])
        }
    }

    /// The minutes a key gained in a period: its most there less its most in its previous period with snapshots,
    /// or less its least there when it has none before. Playtime that went down (a refund, a reset) gains 0.
    static func gain(_ span: Span, after previousMost: Int64?) -> Int64 {
        max(0, span.most - (previousMost ?? span.least))
    }
}
