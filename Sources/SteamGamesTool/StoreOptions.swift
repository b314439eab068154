// The store's flags, shared by wishlist, prices and common: the country to price in, where prices come from, and
// appdetails' rate; and the fields a store answer adds to a record.
import ArgumentParser
import CommandKit
import FoundationEssentials
import SteamModels
import Synchronization
import ToolSupport
import WebAPI

extension PriceSource: ExpressibleByArgument {}

struct StoreOptions: ParsableArguments {
    @Option(
        name: .customLong("cc"),
        help: ArgumentHelp(
            "The country to price in, two letters (us, de, gb, …); default: the settings file's cc. Steam guesses "
                + "from your address without one, so one is needed.",
            valueName: "country"))
    var country: String?

    @Option(help: "Where prices come from: auto (GetItems, and appdetails for apps of a GetItems call that failed), getitems or appdetails.")
    var via: PriceSource = .auto

    @Option(
        name: .customLong("appdetails-rate"),
        help: ArgumentHelp(
            "Most appdetails requests a second (0.001-10; default 0.6): the store site allows about 200 in 5 minutes.",
            valueName: "per-second"),
        transform: FlagRules.decimal)
    var appDetailsRate: Double = SteamAPI.appDetailsDefaultRate

    func validate() throws {
        try FlagRules.require(appDetailsRate, in: 0.001...10, "--appdetails-rate")
        try Self.check(country: country)
    }

    /// --cc's rule, for every command that takes it: two letters.
    static func check(country: String?) throws {
        if let country, StoreCountry(country) == nil {
            throw ValidationError("--cc \(quoted(country)) is no country: give two letters, such as us, de or gb")
        }
    }

    /// `flag` (--cc as given, checked already), else the settings file's, else nil.
    static func chosen(_ flag: String?, environment: ToolEnvironment = ToolEnvironment()) throws -> StoreCountry? {
        if let flag { return StoreCountry(flag) }
        return try Settings.read(at: environment.settingsFilePath).country
    }

    func chosenCountry(environment: ToolEnvironment = ToolEnvironment()) throws -> StoreCountry? {
        try Self.chosen(country, environment: environment)
    }

    /// The country prices are in, which must be given: without one Steam prices by the caller's address, so the same
    /// command would answer differently from another place.
    func requiredCountry(environment: ToolEnvironment = ToolEnvironment()) throws -> StoreCountry {
        guard let country = try chosenCountry(environment: environment) else {
            throw StoreProblem(
                .usage,
                "give --cc COUNTRY (us, de, gb, …) or set cc in \(environment.settingsFilePath): without a country "
                    + "Steam prices by your address")
        }
        return country
    }

    var classRates: [String: Double] { [SteamAPI.appDetailsRateClass: appDetailsRate] }
}

/// A store command that cannot go on, with its exit status: a country not given is a usage error.
struct StoreProblem: StatusError {
    let exitStatus: ExitStatus
    let description: String

    init(_ status: ExitStatus, _ description: String) {
        exitStatus = status
        self.description = description
    }
}

/// A note a run says once, about the first input that meets it: a country whose currency is not known here is the
/// same for every app.
final class NoteOnce: Sendable {
    private let said = Mutex(false)

    func note(_ text: String, about item: InputItem, report: UnitReport) {
        let first = said.withLock { said in
            defer { said = true }
            return !said
        }
        if first { report.note(text, about: item) }
    }

    /// The note for prices in `country` when its currency is not known here.
    func unknownCurrency(_ country: StoreCountry, about item: InputItem, report: UnitReport) {
        guard country.currency == nil else { return }
        note("no currency is known here for country \(country): its prices are written with currency null", about: item, report: report)
    }
}

enum StoreFields {
    /// What the store says of `app` in `country`, appended to `record`: its name when known, `store` (priced, free,
    /// unlisted or unknown), the price fields (null unless priced: hundredths of the currency, as Steam counts every
    /// currency), and the player categories by name and id.
    static func append(_ app: StoreApp?, country: StoreCountry, to record: inout JSONObject) {
        if let name = app?.name, record["name"] == nil { record.append("name", .string(name)) }
        record.append("store", app.map { .string(standing($0.standing)) } ?? .null)
        var price: StorePrice?
        if case .priced(let priced)? = app?.standing { price = priced }
        record.append("cc", .string(country.code))
        record.append("currency", (price?.currency ?? country.currency).map(JSONValue.string) ?? .null)
        record.append("initial", price.map { .integer($0.initial) } ?? .null)
        record.append("final", price.map { .integer($0.final) } ?? .null)
        record.append("discount_percent", price.map { .integer($0.discountPercent) } ?? .null)
        record.append("initial_formatted", price?.initialFormatted.map(JSONValue.string) ?? .null)
        record.append("final_formatted", price?.finalFormatted.map(JSONValue.string) ?? .null)
        record.append("discount_end_date", price?.discountEndDate.map { .integer($0) } ?? .null)
        appendCategories(app?.playerCategories, to: &record)
    }

    /// The player categories by name and by id; null for an app whose source sent none.
    static func appendCategories(_ ids: [Int64]?, to record: inout JSONObject) {
        record.append("categories", ids.map { .strings($0.compactMap(PlayerCategory.name)) } ?? .null)
        record.append("category_ids", ids.map { .array($0.map { .integer($0) }) } ?? .null)
    }

    static func standing(_ standing: StoreApp.Standing) -> String {
        switch standing {
        case .priced: "priced"
        case .free: "free"
        case .unlisted: "unlisted"
        case .unknown: "unknown"
        }
    }

    /// The note for an app that has no price, naming why.
    static func noPrice(_ app: AppID, _ standing: StoreApp.Standing, country: StoreCountry) -> String? {
        switch standing {
        case .priced: nil
        case .free: "app \(app) is free to play: it has no price"
        case .unlisted: "app \(app) is not sold in \(country) (delisted, or not offered there)"
        case .unknown: "the store knows no app \(app)"
        }
    }
}
