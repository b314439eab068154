// steam-games schema and news: what an app defines and what its developers post, one record per item.
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

/// steam-games schema: one record per achievement and stat the app defines, each saying which it is (`kind`).
public struct SchemaWork: UnitWork {
    public static let inputFields = appFields

    public init() {}

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        for item in items {
            guard let app = try report.check(item, { () throws(InputError) in try AppInput.appID(item) }) else { continue }
            guard let schema = try await api.schema(of: app).value else {
                report.note("no app has id \(app) (GetSchemaForGame answered 400 {})", about: item)
                continue
            }
            if schema.isEmpty { report.note("app \(app) defines no achievements or stats", about: item) }
            for (kind, entries) in [("achievement", schema.achievements), ("stat", schema.stats)] {
                for entry in entries {
                    var record = JSONObject()
                    record.append("appid", .number(String(app)))
                    record.append("kind", .string(kind))
                    for field in entry.fields { record.append(field.name, field.value) }
                    report.emit(record, for: item)
                }
            }
        }
    }
}

/// steam-games news: the app's news items, newest first, as Valve sends them.
public struct NewsWork: UnitWork {
    public static let inputFields = appFields

    /// Items per app; Valve's default when nil.
    public let count: Int?
    /// Characters per item's contents; whole when nil.
    public let maxLength: Int?

    public init(count: Int?, maxLength: Int?) {
        self.count = count
        self.maxLength = maxLength
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        for item in items {
            guard let app = try report.check(item, { () throws(InputError) in try AppInput.appID(item) }) else { continue }
            guard let news = try await api.news(of: app, count: count, maxLength: maxLength).value else {
                report.note("app \(app) has no news, or there is no such app (GetNewsForApp answered 403 {})", about: item)
                continue
            }
            if news.items.isEmpty { report.note("app \(app) has no news", about: item) }
            for newsItem in news.items { report.emit(newsItem, for: item) }
        }
    }
}
