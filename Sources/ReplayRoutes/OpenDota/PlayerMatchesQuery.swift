// The query of /api/players/{account_id}/matches as OpenDota's api.ts and filter.ts read it: the filters in the order
// given, significance on unless significant=0, the columns each row carries, then offset and limit.
import ReplayWorld

struct PlayerMatchesQuery {
    /// The filters the replay honours, each with its first value as JavaScript's Number() reads it (nil for NaN,
    /// which no row passes); OpenDota's other filters (win, patch, region, …) are ignored.
    enum Filter {
        /// hero_id, game_mode, lobby_type, leagueid: the row's column equals the number.
        case equals(column: String, value: Double?)
        /// date: started within that many days before the replay clock's now.
        case date(days: Double?)
        /// On unless significant=0: OpenDota's isSignificant.
        case significant
    }

    /// The columns each filter needs, which OpenDota projects beside the asked-for ones (filter.ts filterDeps).
    private static let dependencies: [String: [String]] = [
        "hero_id": ["hero_id"], "game_mode": ["game_mode"], "lobby_type": ["lobby_type"], "leagueid": ["leagueid"],
        "date": ["start_time"], "significant": ["duration", "game_mode", "lobby_type", "radiant_win"],
    ]

    let filters: [Filter]
    /// Columns in order, each once: the always-sent ones, each filter's, then `project`'s or the default ones.
    let fields: [String]
    /// Number(offset) and Number(limit); NaN or 0 mean none.
    private let offset: Double?
    private let limit: Double?

    init(_ query: Query) {
        var names: [String] = []
        for item in query.items where !names.contains(item.name) {
            names.append(item.name)
        }
        // api.ts deletes significant when it is exactly "0" and otherwise sets it to "1", adding it last when absent.
        let significance = query.items.filter { $0.name == "significant" }.map(\.value)
        if significance == ["0"] {
            names.removeAll { $0 == "significant" }
        } else if !names.contains("significant") {
            names.append("significant")
        }
        filters = names.compactMap { name in
            let value = query[name].flatMap(JavaScript.number)
            switch name {
            case "hero_id", "game_mode", "lobby_type", "leagueid": return .equals(column: name, value: value)
            case "date": return .date(days: value)
            case "significant": return .significant
            default: return nil
            }
        }
        let projected = query.items.filter { $0.name == "project" }.map(\.value)
        let wanted = PlayerMatchRow.alwaysFields + names.flatMap { Self.dependencies[$0] ?? [] }
            + (projected.isEmpty ? PlayerMatchRow.defaultFields : projected)
        var fields: [String] = []
        for field in wanted where PlayerMatchRow.isColumn(field) && !fields.contains(field) {
            fields.append(field)
        }
        self.fields = fields
        offset = query["offset"].flatMap(JavaScript.number)
        limit = query["limit"].flatMap(JavaScript.number)
    }

    /// Whether the row passes every filter; `now` is the replay clock's, unix seconds, and `world` makes the objects a
    /// column filter reads.
    func admits(_ row: PlayerMatchRow, now: Double, world: World) -> Bool {
        filters.allSatisfy { filter in
            switch filter {
            case .equals(let column, let value):
                guard let value, case .int(let field)? = row.value(of: column, row.objects(in: world)) else { return false }
                return Double(field) == value
            case .date(let days):
                guard let days else { return false }
                return Double(row.record.startTime) > now.rounded(.down) - days * 86_400
            case .significant:
                return OpenDotaConstants.isSignificant(
                    gameMode: row.record.gameMode, lobbyType: row.record.lobbyType, duration: row.record.duration
                )
            }
        }
    }

    /// rows.slice(offset || 0), then .slice(0, limit || its length).
    func page(_ rows: [PlayerMatchRow]) -> ArraySlice<PlayerMatchRow> {
        let skipped = Array(JavaScript.slice(rows, from: offset ?? 0))
        let count = limit.flatMap { $0 == 0 ? nil : $0 }
        return JavaScript.slice(skipped, from: 0, to: count)
    }
}
