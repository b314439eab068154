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
    /// moved to US dollars, and most of the EU outside the euro prices in euros. A country not listed here gets
    /// whatever the store gives it; a record then names no currency rather than a guessed one.
    static let currencies: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, String)] = [
            ("USD", "AM AR AZ BD BH BO BZ DZ EC EG GE GT GY HN IQ JO LB LY MA NI OM PA PK PS PY SD SR SV TN TR US VE YE"),
            ("EUR", "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PT RO SE SI SK"),
            ("CHF", "CH LI"), ("AED", "AE"), ("AUD", "AU"), ("BRL", "BR"), ("CAD", "CA"), ("CLP", "CL"), ("CNY", "CN"),
            ("COP", "CO"), ("CRC", "CR"), ("GBP", "GB"), ("HKD", "HK"), ("IDR", "ID"), ("ILS", "IL"), ("INR", "IN"),
            ("JPY", "JP"), ("KRW", "KR"), ("KWD", "KW"), ("KZT", "KZ"), ("MXN", "MX"), ("MYR", "MY"), ("NOK", "NO"),
            ("NZD", "NZ"), ("PEN", "PE"), ("PHP", "PH"), ("PLN", "PL"), ("QAR", "QA"), ("RUB", "RU"), ("SAR", "SA"),
            ("SGD", "SG"), ("THB", "TH"), ("TWD", "TW"), ("UAH", "UA"), ("UYU", "UY"), ("VND", "VN"), ("ZAR", "ZA"),
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
