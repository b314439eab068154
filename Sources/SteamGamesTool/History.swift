// steam-games history: the playtime snapshots the store holds, oldest first, as records stat-agg playtime reads.
import ArgumentParser
import CommandKit
import SteamModels
import Store
import ToolSupport
import WebAPI

struct History: HistoryCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "The playtime snapshots the store holds, oldest first: one record per game per fetch.",
        discussion: """
            Each record is {steamid, appid, name, playtime_forever, fetched_at}: the fields of an owned \
            record that a snapshot keeps, so stat-agg playtime reads both. Reads the store alone.

            Examples:
              steam-games history robinwalker --since 2026-11-01
              steam-games history --all | stat-agg playtime --by week \\
                --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup var selection: SnapshotSelection

    func work() -> HistoryWork { HistoryWork(since: selection.first, until: selection.end) }
}

/// The stored snapshots of each input's account.
public struct HistoryWork: StoredHistoryWork {
    public static let inputFields = accountFields

    public let range: PlaytimeRange

    /// Snapshots taken at or after `since` and before `until`, in unix seconds; unbounded when nil.
    public init(since: Int64?, until: Int64?) {
        range = PlaytimeRange(since: since, until: until)
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            var range = range
            range.steamID = Int64(bitPattern: account.id.id64)
            var any = false
            try await api.playtimeHistory(range) { rows in
                any = any || !rows.isEmpty
                for row in rows { report.emit(row.record, for: item) }
            }
            if !any { report.note("the store holds no playtime snapshots of \(account.id)\(inRange(since: range.since, until: range.until)); steam-games owned takes them", about: item) }
        }
    }

    /// Every account's stored snapshots, for `steam-games history --all`.
    public func writeAll(with api: SteamAPI, to context: ToolContext) async throws {
        let any = try await everyRecord(with: api) { try context.output.write($0) }
        if !any { context.diagnostics.note("the store holds no playtime snapshots\(inRange(since: range.since, until: range.until)); steam-games owned takes them") }
    }

    /// Hands `each` every account's stored snapshot records, page by page; false when there were none.
    public func everyRecord(with api: SteamAPI, _ each: (JSONObject) throws -> Void) async throws -> Bool {
        var any = false
        try await api.playtimeHistory(range) { rows in
            any = any || !rows.isEmpty
            for row in rows { try each(row.record) }
        }
        return any
    }
}

extension PlaytimeRow {
    /// `steam-games history`'s record: the fields of an owned-games record that a snapshot keeps, under the same names,
    /// so stat-agg playtime reads both.
    var record: JSONObject {
        var record = JSONObject()
        record.append("steamid", .string(String(UInt64(bitPattern: steamID))))
        record.append("appid", .number(String(appID)))
        if let name { record.append("name", .string(name)) }
        record.append("playtime_forever", .number(String(playtimeForever)))
        record.append("fetched_at", .number(String(fetchedAt)))
        return record
    }
}
