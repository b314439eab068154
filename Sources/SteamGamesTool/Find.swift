// steam-games find: app ids by name, from Valve's app list kept in the store for a week.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Find: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "The apps whose names hold every word of a name: one {appid, name} record per app.",
        discussion: """
            Words match in any case and in any order, each anywhere in the app's name. The app named \
            exactly so (in any case) comes first, then the rest by appid, oldest first. Names come from the \
            arguments, else from stdin (lines, or records with a name). The list is Valve's \
            IStoreService/GetAppList (games, DLC and software; it needs the API key), fetched whole, a \
            few pages, and kept in the store for a week; --refresh fetches it again, --offline reads the \
            store's at any age.

            Examples:
              steam-games find "counter strike"
              steam-games owned robinwalker --jq .name \\
                | steam-games find --jq .appid
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: ArgumentHelp("Apps per page of Valve's list (1-50000).", valueName: "count"))
    var pageSize: Int?

    @Argument(help: "Names to look for; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        try FlagRules.require(pageSize, in: 1...50_000, "--page-size")
    }

    func work() -> FindWork { FindWork(pageSize: pageSize) }
}

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
