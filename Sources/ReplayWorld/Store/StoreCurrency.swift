// Steam's store currencies: which one each country pays in, how a US price becomes a local one, and how Steam writes an
// amount. docs/steam-store.md gives the sources and says which formats are chosen; the country table is the one
// Tests/SharedFacts/steam-store-currencies.json holds.

/// How a currency's prices end: Steam's recommended prices are round local figures, not converted dollars.
enum PriceEnding: Sendable {
    /// Whole units less one hundredth: $4.99, 19,99€.
    case ninetyNine
    /// Whole units, a multiple of `step` less `less`: ¥ 1,980 (step 10), P2,099.00 (step 100, less 1).
    case whole(step: Int, less: Int)
}

package struct StoreCurrency: Sendable {
    /// ISO 4217, as appdetails' `currency` names it.
    package let code: String
    /// The local figure for one US dollar of the app's US price: a rough regional price level, not an exchange rate.
    let perDollar: Double
    let ending: PriceEnding
    let prefix: String
    let suffix: String
    let thousands: String
    let decimal: String
    /// Whether the text shows the hundredths: P2,099.00 does, ¥ 1,980 does not.
    let showsHundredths: Bool

    /// The local price in hundredths of the currency, for a US price in cents. Every currency is counted in
    /// hundredths, yen and won too: ¥ 1,980 is 198000.
    func price(fromUSCents cents: Int) -> Int {
        let dollars = Double(cents) / 100 * perDollar
        switch ending {
        case .ninetyNine:
            return max(1, Int(dollars.rounded())) * 100 - 1
        case .whole(let step, let less):
            let units = max(step, Int((dollars / Double(step)).rounded()) * step) - less
            return units * 100
        }
    }

    /// A discounted price: the discount is rounded up, as Steam's $19.99 at 75% off is $4.99, and whole-unit
    /// currencies stay whole.
    func discounted(_ hundredths: Int, percent: Int) -> Int {
        let final = hundredths * (100 - percent) / 100
        guard case .whole = ending else { return final }
        return final / 100 * 100
    }

    /// As the store writes it: "$4.99", "4,99€", "P2,099.00", "¥ 1,980".
    package func format(_ hundredths: Int) -> String {
        var digits = String(hundredths / 100)
        var grouped = ""
        while digits.count > 3 {
            grouped = thousands + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        grouped = digits + grouped
        let cents = hundredths % 100
        let fraction = showsHundredths ? decimal + (cents < 10 ? "0" : "") + String(cents) : ""
        return prefix + grouped + fraction + suffix
    }
}

package enum StoreCurrencies {
    /// The country appdetails and GetItems fall back to without a `cc` or with one Steam does not know: the caller's
    /// IP decides at Valve, and the replay's callers stand in the US.
    package static let defaultCountry = "US"

    /// ISO 3166 alpha-2 country → currency code. Argentina, Turkey and the LATAM-USD and MENA-USD countries pay in US
    /// dollars since 2023-11-20; Czechia pays in euros.
    package static let countries: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("USD", [
                "US", "AR", "BZ", "BO", "VE", "GY", "GT", "HN", "NI", "PA", "PY", "SV", "SR", "EC", "TR", "DZ", "BH",
                "EG", "JO", "IQ", "YE", "LB", "LY", "MA", "OM", "PS", "SD", "TN", "PK", "BD", "AM", "AZ", "GE",
            ]),
            ("EUR", [
                "DE", "FR", "IT", "ES", "NL", "AT", "BE", "FI", "IE", "PT", "GR", "LU", "SK", "SI", "EE", "LV", "LT",
                "MT", "CY", "HR", "CZ", "SE", "DK", "HU", "RO", "BG",
            ]),
            ("GBP", ["GB"]), ("CHF", ["CH", "LI"]), ("NOK", ["NO"]), ("PLN", ["PL"]), ("RUB", ["RU"]),
            ("UAH", ["UA"]), ("KZT", ["KZ"]), ("BRL", ["BR"]), ("MXN", ["MX"]), ("CLP", ["CL"]), ("COP", ["CO"]),
            ("PEN", ["PE"]), ("UYU", ["UY"]), ("CRC", ["CR"]), ("CAD", ["CA"]), ("AUD", ["AU"]), ("NZD", ["NZ"]),
            ("JPY", ["JP"]), ("KRW", ["KR"]), ("CNY", ["CN"]), ("HKD", ["HK"]), ("TWD", ["TW"]), ("SGD", ["SG"]),
            ("MYR", ["MY"]), ("IDR", ["ID"]), ("PHP", ["PH"]), ("THB", ["TH"]), ("VND", ["VN"]), ("INR", ["IN"]),
            ("ZAR", ["ZA"]), ("ILS", ["IL"]), ("SAR", ["SA"]), ("AED", ["AE"]), ("KWD", ["KW"]), ("QAR", ["QA"]),
        ]
        for (currency, members) in groups {
            for country in members { table[country] = currency }
        }
        return table
    }()

    /// Every currency the table names, by code.
    package static let byCode: [String: StoreCurrency] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The currency a `cc` pays in, case-insensitively; the default country's for none or one Steam does not know.
    package static func currency(country: String?) -> StoreCurrency {
        let code = country.flatMap { countries[$0.uppercased()] } ?? countries[defaultCountry] ?? "USD"
        return byCode[code] ?? usd
    }

    static let usd = StoreCurrency(
        code: "USD", perDollar: 1, ending: .ninetyNine, prefix: "$", suffix: "", thousands: ",", decimal: ".",
        showsHundredths: true
    )

    private static func cents(
        _ code: String, _ perDollar: Double, prefix: String = "", suffix: String = "", thousands: String = ",",
        decimal: String = "."
    ) -> StoreCurrency {
        StoreCurrency(
            code: code, perDollar: perDollar, ending: .ninetyNine, prefix: prefix, suffix: suffix,
            thousands: thousands, decimal: decimal, showsHundredths: true
        )
    }

    private static func whole(
        _ code: String, _ perDollar: Double, step: Int, less: Int = 0, prefix: String = "", suffix: String = "",
        thousands: String = ",", decimal: String = ".", showsHundredths: Bool = false
    ) -> StoreCurrency {
        StoreCurrency(
            code: code, perDollar: perDollar, ending: .whole(step: step, less: less), prefix: prefix, suffix: suffix,
            thousands: thousands, decimal: decimal, showsHundredths: showsHundredths
        )
    }

    private static let all: [StoreCurrency] = [
        usd,
        cents("EUR", 1, suffix: "€", thousands: ".", decimal: ","),
        cents("GBP", 0.85, prefix: "£"),
        cents("CHF", 0.95, prefix: "CHF "),
        whole("NOK", 10.5, step: 1, suffix: " kr", thousands: " ", decimal: ",", showsHundredths: true),
        cents("PLN", 4.3, suffix: "zł", thousands: " ", decimal: ","),
        whole("RUB", 40, step: 10, less: 1, suffix: " руб.", thousands: " "),
        whole("UAH", 23, step: 10, less: 1, suffix: "₴", thousands: " "),
        whole("KZT", 250, step: 100, less: 10, suffix: "₸", thousands: " "),
        cents("BRL", 2.6, prefix: "R$ ", thousands: ".", decimal: ","),
        cents("MXN", 10, prefix: "Mex$ "),
        whole("CLP", 550, step: 100, prefix: "CLP$ ", thousands: "."),
        whole("COP", 2_500, step: 100, prefix: "COL$ ", thousands: "."),
        cents("PEN", 2.2, prefix: "S/."),
        whole("UYU", 25, step: 1, prefix: "$U", thousands: "."),
        whole("CRC", 350, step: 10, prefix: "₡", thousands: "."),
        cents("CAD", 1.3, prefix: "CDN$ "),
        cents("AUD", 1.5, prefix: "A$ "),
        cents("NZD", 1.6, prefix: "NZ$ "),
        whole("JPY", 110, step: 10, prefix: "¥ "),
        whole("KRW", 1_100, step: 100, prefix: "₩ "),
        whole("CNY", 3.5, step: 1, prefix: "¥ ", showsHundredths: true),
        cents("HKD", 5, prefix: "HK$ "),
        whole("TWD", 19, step: 10, prefix: "NT$ "),
        cents("SGD", 0.9, prefix: "S$"),
        cents("MYR", 2.5, prefix: "RM"),
        whole("IDR", 7_000, step: 1_000, less: 1, prefix: "Rp ", thousands: " "),
        whole("PHP", 105, step: 100, less: 1, prefix: "P", showsHundredths: true),
        whole("THB", 19, step: 10, less: 1, prefix: "฿", showsHundredths: true),
        whole("VND", 11_000, step: 1_000, suffix: "₫", thousands: "."),
        whole("INR", 35, step: 10, less: 1, prefix: "₹ "),
        cents("ZAR", 9, prefix: "R "),
        cents("ILS", 3, prefix: "₪"),
        cents("SAR", 2.5, suffix: " SR"),
        cents("AED", 2.5, suffix: " AED"),
        cents("KWD", 0.25, suffix: " KD"),
        cents("QAR", 2.5, suffix: " QR"),
    ]
}
