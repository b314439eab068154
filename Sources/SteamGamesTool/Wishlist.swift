// steam-games wishlist: the apps an account wishes for, in its order, each with its store data and price in one
// country; every list fetched is also a wishlist state in the store, which --changes reads.
import ArgumentParser
import ChangeFeeds
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

struct Wishlist: ChangeWatchingCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per app on an account's wishlist, with its name and price in one country. Needs no API key.",
        discussion: """
            Each record is {steamid, appid, priority, date_added, …} in the owner's order (priority 1 first, \
            0 for unranked), then, unless --no-appinfo, what steam-games prices writes: name, store (priced, \
            free, unlisted or unknown), cc, currency, initial, final, discount_percent, the formatted prices, \
            discount_end_date and the player categories; then fetched_at. Prices need a country: --cc, or cc \
            in the settings file. A private wishlist and an empty one are each a note on stderr, told apart \
            by GetWishlistItemCount.

            Every list fetched is also a wishlist state in the store, with the prices of its country. With \
            --changes each account prints, instead of its apps, what changed since its feed last reported it, \
            each event with steamid, previous_seen_at and seen_at: wishlist_added {appid, priority, \
            date_added}, wishlist_removed {appid}, and price_dropped {appid, cc, currency, before, after} when \
            a wished app's final price fell in the same country.

            Examples:
              steam-games wishlist robinwalker --cc us \\
                --jq 'select(.discount_percent > 0) | .name'
              steam-games wishlist --no-appinfo 76561197960435530
              steam-games wishlist robinwalker --cc us --changes \\
                --jq 'select(.event == "price_dropped")'
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Store") var store: StoreOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Flag(name: .customLong("appinfo"), inversion: .prefixedNo, help: "Add each app's store data and price (needs --cc).")
    var appInfo = true

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() throws -> WishlistWork {
        WishlistWork(
            country: appInfo ? try store.requiredCountry() : nil, via: store.via, appDetailsRate: store.appDetailsRate,
            changes: changes.tracker())
    }
}

/// steam-games wishlist: a record per wished app, or with --changes the wishlist's events.
public struct WishlistWork: ChangeReportingWork {
    public static let inputFields = accountFields

    /// The country prices are in; nil for --no-appinfo, which asks the store nothing.
    public let country: StoreCountry?
    public let via: PriceSource
    public let classRates: [String: Double]
    public let changes: ChangeTracker?
    private let currencyNote = NoteOnce()

    public init(
        country: StoreCountry?, via: PriceSource = .auto, appDetailsRate: Double = SteamAPI.appDetailsDefaultRate,
        changes: ChangeTracker? = nil
    ) {
        self.country = country
        self.via = via
        classRates = [SteamAPI.appDetailsRateClass: appDetailsRate]
        self.changes = changes
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            let wished: [WishedApp], fetchedAt: Date
            switch try await api.wishlist(of: account.id) {
            case .hidden(let count):
                report.note(
                    "keeps its wishlist private (GetWishlist answered {\"response\":{}}; GetWishlistItemCount counts \(count))",
                    about: item)
                return
            case .empty(let at):
                report.note("has an empty wishlist, or is no account (Valve answers both alike)", about: item)
                (wished, fetchedAt) = ([], at)
            case .items(let apps, let at):
                (wished, fetchedAt) = (apps, at)
            }
            var apps = StoreApps()
            if let country, !wished.isEmpty {
                currencyNote.unknownCurrency(country, about: item, report: report)
                apps = try await api.storeApps(wished.map(\.appID), in: country, via: via)
            }
            let snapshot = Self.snapshot(wished, apps: apps, country: country, of: account.id, fetchedAt: fetchedAt)
            try await api.record(wishlist: snapshot)
            if let changes {
                try await changes.report(.wishlist, [(item, snapshot, fetchedAt)], api: api, report: report)
                return
            }
            var failed = false
            for app in wished {
                var record = JSONObject()
                record.append("steamid", .string(String(account.id.id64)))
                record.append("appid", .integer(app.appID))
                record.append("priority", .integer(app.priority))
                record.append("date_added", .integer(app.dateAdded))
                if let country {
                    if let failure = apps.failed[app.appID], !failed {
                        // One failure names the list; its apps still come out, without their store data.
                        report.fail(item, failure)
                        failed = true
                    }
                    StoreFields.append(apps.found[app.appID], country: country, to: &record)
                }
                record.append("fetched_at", .integer(fetchedAt.unixSecond))
                report.emit(record, for: item)
            }
        }
    }

    /// The wishlist state the store keeps: each app's rank, date and, where priced, final price in the country.
    static func snapshot(
        _ wished: [WishedApp], apps: StoreApps, country: StoreCountry?, of account: SteamID, fetchedAt: Date
    ) -> AccountSnapshot {
        var body = JSONObject()
        body.append("cc", country.map { .string($0.code) } ?? .null)
        body.append("items", .array(wished.sorted { $0.appID < $1.appID }.map { app in
            var item = JSONObject()
            item.append("appid", .integer(app.appID))
            item.append("priority", .integer(app.priority))
            item.append("date_added", .integer(app.dateAdded))
            if case .priced(let price)? = apps.found[app.appID]?.standing {
                item.append("final", .integer(price.final))
                item.append("currency", price.currency.map(JSONValue.string) ?? .null)
            }
            return .object(item)
        }))
        return AccountSnapshot(
            kind: .wishlist, steamID: Int64(bitPattern: account.id64), fetchedAt: fetchedAt.timeIntervalSince1970,
            body: Data(JSONValue.object(body).jsonBytes))
    }
}
