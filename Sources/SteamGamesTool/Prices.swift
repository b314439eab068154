// steam-games prices: what each app costs in one country, from GetItems 150 apps a call (appdetails as the
// fallback), each answer kept in the store until the next 17:00 UTC, when Valve's sales turn over.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Prices: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "What each app costs in one country: one record per app. Needs no API key.",
        discussion: """
            Each record is {appid, name, store, cc, currency, initial, final, discount_percent, \
            initial_formatted, final_formatted, discount_end_date, categories, category_ids, source, \
            fetched_at}. Prices are whole numbers of hundredths of the currency, as Steam counts every \
            currency (¥1,980 is 198000); the formatted strings are Steam's own. A free app, an app the store \
            does not know and one not sold in the country are notes on stderr.

            Apps come from --app or the arguments, else from stdin (ids, or records with an appid: steam-games \
            owned, wishlist). GetItems answers 150 apps a call; --via appdetails asks the store site instead, \
            whose limit of about 200 requests in 5 minutes --appdetails-rate keeps to, shared by every \
            steam-pipes process. Answers are kept until the next 17:00 UTC, when sales start and end; \
            --refresh asks again.

            Examples:
              steam-games prices --cc us --app 246570 --app 88250
              steam-games wishlist robinwalker --no-appinfo \\
                --jq .appid | steam-games prices --cc de \\
                --format table \\
                --jq '{name, final_formatted, discount_percent}'
              steam-games prices --cc gb --via appdetails 246570
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Store") var store: StoreOptions

    @OptionGroup var apps: AppArguments
    var inputs: [String] { apps.all }

    func work() throws -> PricesWork {
        PricesWork(country: try store.requiredCountry(), via: store.via, appDetailsRate: store.appDetailsRate)
    }
}

/// steam-games prices: a record per app priced in `country`; an app with no price is a note naming why.
public struct PricesWork: UnitWork {
    public static let inputFields = appFields
    /// A unit is one call's worth of apps: GetItems' 150, or appdetails' 100.
    public var batching: Batching {
        .upTo(via == .appdetails ? Endpoint.appDetailsPerCall : Endpoint.storeItemsPerCall)
    }

    public let country: StoreCountry
    public let via: PriceSource
    public let classRates: [String: Double]
    private let currencyNote = NoteOnce()

    public init(country: StoreCountry, via: PriceSource, appDetailsRate: Double = SteamAPI.appDetailsDefaultRate) {
        self.country = country
        self.via = via
        classRates = [SteamAPI.appDetailsRateClass: appDetailsRate]
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        var wanted: [(item: InputItem, app: AppID)] = []
        for item in items {
            if let app = try report.check(item, { () throws(InputError) in try AppInput.appID(item) }) { wanted.append((item, app)) }
        }
        guard let first = wanted.first else { return }
        currencyNote.unknownCurrency(country, about: first.item, report: report)
        let apps = try await api.storeApps(wanted.map(\.app), in: country, via: via)
        for (item, app) in wanted {
            if let failure = apps.failed[app] {
                report.fail(item, failure)
                continue
            }
            guard let found = apps.found[app], let fetchedAt = apps.fetchedAt[app] else { continue }
            if let why = StoreFields.noPrice(app, found.standing, country: country) {
                report.note(why, about: item)
                continue
            }
            var record = JSONObject()
            record.append("appid", .integer(app))
            StoreFields.append(found, country: country, to: &record)
            record.append("source", apps.source[app].map(JSONValue.string) ?? .null)
            record.append("fetched_at", .integer(fetchedAt.unixSecond))
            report.emit(record, for: item)
        }
    }
}
