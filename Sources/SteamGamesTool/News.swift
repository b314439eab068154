// steam-games news: what an app's developers post, newest first, one record per item.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct News: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "An app's news items, newest first, as Valve sends them. Needs no API key.",
        discussion: """
            Examples:
              steam-games news --app 570 --count 5 --jq '{title, date}'
              steam-games news --app 440 --maxlength 200 \\
                --format table --jq '{title, contents}'
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup var apps: AppArguments
    var inputs: [String] { apps.all }

    @Option(parsing: .unconditional, help: "Items per app (1-10000); Valve sends 20 when not given.")
    var count: Int?

    @Option(parsing: .unconditional, help: "Cut each item's contents to about this many characters (1-1000000); whole when not given.")
    var maxlength: Int?

    func validate() throws {
        try requireCount(count)
        try FlagRules.require(maxlength, in: 1...1_000_000, "--maxlength")
    }

    func work() -> NewsWork { NewsWork(count: count, maxLength: maxlength) }
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
