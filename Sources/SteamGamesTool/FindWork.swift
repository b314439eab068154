// steam-games find: the apps whose names hold every word of a name, from Valve's app list as the store keeps it.
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

/// steam-games find: `{"appid", "name"}` per app found, the app named exactly so first, then the rest by appid.
public struct FindWork: UnitWork {
    /// A bare line is the name; a record's `name` field is (a steam-games owned record, say).
    public static let inputFields = ["name"]

    /// The run's list, fetched or read once for every name.
    public let lookup: AppListLookup

    /// `pageSize`: apps per page asked of Valve; its most when nil.
    public init(pageSize: Int?) {
        lookup = pageSize.map { AppListLookup(pageSize: $0) } ?? AppListLookup()
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        for item in items {
            guard let name = try report.check(item, { () throws(InputError) in
                let text = try item.value(fields: Self.inputFields)
                // Every app's name holds no words at all: an empty name would write the whole list.
                guard text.contains(where: { !$0.isWhitespace }) else {
                    throw InputError(item.origin, "an empty name matches every app; give a word of the name")
                }
                return text
            }) else { continue }
            let apps = try await api.findApps(named: name, in: lookup)
            if apps.isEmpty { report.note("no app's name holds every word of \(quoted(name))", about: item) }
            for app in apps {
                var record = JSONObject()
                record.append("appid", .number(String(app.appID)))
                record.append("name", .string(app.name))
                report.emit(record, for: item)
            }
        }
    }
}
