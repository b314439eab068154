// steam-games schema: what an app defines, one record per achievement and stat.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Schema: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per achievement and stat an app defines, with kind \"achievement\" or \"stat\".",
        discussion: """
            Needs no account. Apps come from --app, else from stdin (ids or records with an appid).

            Examples:
              steam-games schema --app 440 \\
                --jq 'select(.kind == "achievement") | .displayName'
              steam-games owned robinwalker --jq .appid \\
                | steam-games schema --format csv > schema.csv
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup var apps: AppArguments
    var inputs: [String] { apps.all }

    func work() -> SchemaWork { SchemaWork() }
}

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
