// When an app is on sale: sale weeks begin on Thursdays at 17:00 UTC (10 a.m. Pacific, when Valve's sales start and
// end), and within each week an app may run one sale of whole days, drawn per app and week, so crossing any 17:00 UTC
// moves some prices down and others back up.

/// One app's price in one country at one moment.
package struct StorePrice: Sendable {
    package let currency: StoreCurrency
    /// Hundredths of the currency, at full price and as sold now.
    package let initial: Int
    package let final: Int
    /// 0 at full price.
    package let discountPercent: Int
    /// When the running discount ends (a 17:00 UTC); nil at full price.
    package let discountEnd: Int?
}

/// A discount of `percent` from `start` (inclusive) to `end` (exclusive), Unix seconds.
struct Sale {
    let percent: Int
    let start: Int
    let end: Int
}

enum SaleCalendar {
    static let day = 86_400
    static let week = 7 * day
    /// 1970-01-01 was a Thursday, so counting weeks from 17:00 UTC that day puts each start on a Thursday at 17:00.
    static let firstWeekStart = 17 * 3_600

    static let percents = [10, 15, 20, 25, 30, 33, 40, 50, 60, 66, 70, 75, 80, 85, 90]

    /// Appids are below 2^32, so every (week, appid) pair has an index of its own.
    static func index(week: Int, appid: Int) -> Int {
        week << 32 | appid
    }

    /// The sale week holding `time`.
    static func week(holding time: Double) -> Int {
        Int(((time - Double(firstWeekStart)) / Double(week)).rounded(.down))
    }

    /// The app's sale in `week`, if it has one: about one week in five, starting on one of its first six days and
    /// lasting two days to the rest of the week.
    static func sale(appid: Int, week: Int, seeds: WorldSeeds) -> Sale? {
        var rng = seeds.stream(.storeSale, index: index(week: week, appid: appid))
        guard rng.percent(22) else { return nil }
        let firstDay = rng.int(in: 0...5)
        let days = rng.int(in: 2...(7 - firstDay))
        let weekStart = firstWeekStart + week * Self.week
        return Sale(
            percent: rng.element(of: percents), start: weekStart + firstDay * day,
            end: weekStart + (firstDay + days) * day
        )
    }

    /// The app's price in `currency` at `time`; nil for an app the store does not sell (free or delisted).
    static func price(of app: StoreApp, in currency: StoreCurrency, at time: Double, seeds: WorldSeeds) -> StorePrice? {
        guard app.isSold else { return nil }
        let initial = currency.price(fromUSCents: app.usCents)
        if let sale = sale(appid: app.appid, week: week(holding: time), seeds: seeds),
           Double(sale.start) <= time, time < Double(sale.end) {
            return StorePrice(
                currency: currency, initial: initial, final: currency.discounted(initial, percent: sale.percent),
                discountPercent: sale.percent, discountEnd: sale.end
            )
        }
        return StorePrice(currency: currency, initial: initial, final: initial, discountPercent: 0, discountEnd: nil)
    }
}
