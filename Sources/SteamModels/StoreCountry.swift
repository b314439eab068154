// The store's countries and categories: the country a price is asked for (--cc), the currency Steam prices it in
// there, which GetItems does not name, and the player categories --category takes by name. The currencies are a
// fact held to Tests/SharedFacts/steam-store-currencies.json, where their source is named.

/// An ISO 3166-1 alpha-2 country code, upper case, as the store's `cc` and `country_code` take it.
public struct StoreCountry: Sendable, Hashable, CustomStringConvertible {
    public let code: String

    /// Two ASCII letters, either case; nil for anything else.
    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 2, scalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else { return nil }
        code = text.uppercased()
    }

    public var description: String { code }

    /// The currency Steam prices in here; nil for a country this table does not hold.
    public var currency: String? { Self.currencies[code] }

    /// Steam's regional currencies since its 2023 changes, when Turkey, Argentina and the "LATAM" and "MENA" regions
    /// moved to US dollars. A country not listed here gets whatever the store gives it; a record then names no
    /// currency rather than a guessed one.
    static let currencies: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, String)] = [
            ("USD", "US PR GU AS VI UM TR AR BO BZ DO EC GT HN NI PA PY SV VE BH EG IQ JO LB LY MA OM PS SY TN YE DZ "
                + "AM AZ BY GE KG MD TJ TM UZ BD BT NP PK LK MV AF"),
            ("EUR", "AT BE CY DE EE ES FI FR GR IE IT LT LU LV MT NL PT SI SK HR AD MC SM VA ME XK BG CZ DK HU RO SE "
                + "AL BA MK RS IS FO GL"),
            ("GBP", "GB IM JE GG"), ("CHF", "CH LI"), ("NOK", "NO"), ("PLN", "PL"), ("RUB", "RU"), ("UAH", "UA"),
            ("BRL", "BR"), ("MXN", "MX"), ("CAD", "CA"), ("AUD", "AU"), ("NZD", "NZ"), ("JPY", "JP"), ("KRW", "KR"),
            ("CNY", "CN"), ("TWD", "TW"), ("HKD", "HK"), ("SGD", "SG"), ("MYR", "MY"), ("IDR", "ID"), ("PHP", "PH"),
            ("THB", "TH"), ("VND", "VN"), ("INR", "IN"), ("KZT", "KZ"), ("ILS", "IL"), ("SAR", "SA"), ("AED", "AE"),
            ("QAR", "QA"), ("KWD", "KW"), ("ZAR", "ZA"), ("CLP", "CL"), ("COP", "CO"), ("PEN", "PE"), ("CRC", "CR"),
            ("UYU", "UY"),
        ]
        for (currency, countries) in groups {
            for country in countries.split(separator: " ") { table[String(country)] = currency }
        }
        return table
    }()
}

/// Valve's player categories, the same ids in GetItems' `supported_player_categoryids` and appdetails'
/// `categories` (Tests/SharedFacts/steam-store-categories.json names the source), by the names --category takes.
public enum PlayerCategory {
    public static let all: [(id: Int64, name: String)] = [
        (1, "multi-player"), (2, "single-player"), (9, "co-op"), (24, "shared/split screen"),
        (27, "cross-platform multiplayer"), (36, "online pvp"), (37, "split-screen pvp"), (38, "online co-op"),
        (39, "split-screen co-op"), (44, "remote play together"), (47, "lan pvp"), (48, "lan co-op"), (49, "pvp"),
    ]

    public static func name(of id: Int64) -> String? { all.first { $0.id == id }?.name }

    /// The ids `text` names: a category's name (any case, hyphens or spaces alike) or its id. `co-op` means any
    /// co-op: online, split-screen and LAN co-op as well, since a game lists whichever of them it has.
    public static func ids(named text: String) -> Set<Int64>? {
        if let id = Int64(text) { return all.contains { $0.id == id } ? [id] : nil }
        let wanted = folded(text)
        if wanted == "coop" { return [9, 38, 39, 48] }
        return all.first { folded($0.name) == wanted }.map { [$0.id] }
    }

    /// Lower case without spaces, hyphens and slashes: "Online Co-op", "online-coop" and "online co-op" are one name.
    private static func folded(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "/" }))
    }
}
