// Draws one app's news items, newest first, from the app's own stream each time they are asked for: kept whole
// they would be megabytes of text that few requests read.

package struct NewsItem: Sendable {
    package let gid: String
    package let title: String
    package let url: String
    package let isExternalURL: Bool
    package let author: String
    /// A few hundred characters of plain text, HTML or BBCode, as the feeds send them.
    package let contents: String
    package let feedLabel: String
    /// Unix seconds.
    package let date: Int
    package let feedName: String
    /// 0 for an external feed, 1 for the app's own announcements.
    package let feedType: Int
    package let tags: [String]?
}

enum NewsGenerator {
    /// The app's `newsCount` items: the newest a few hours before the clock's start, each older by up to five days.
    static func items(of app: CatalogApp, clockStart: Double, seeds: WorldSeeds) -> [NewsItem] {
        var rng = seeds.stream(.gameNews, index: app.appid)
        var date = Int(clockStart) - rng.int(in: 3_600...86_400)
        // Valve's gids grow with time; ours count down from a 2026-sized one as the items get older.
        var gid: UInt64 = 5_200_000_000_000_000_000 + UInt64(rng.int(in: 0...999_999_999))
        return (0..<app.newsCount).map { _ in
            let item = item(of: app, gid: gid, date: date, rng: &rng)
            date -= rng.int(in: 3_600...(5 * 86_400))
            gid -= UInt64(rng.int(in: 1_000_000...1_000_000_000))
            return item
        }
    }

    private static func item(of app: CatalogApp, gid: UInt64, date: Int, rng: inout SplitMix64) -> NewsItem {
        let title = "\(app.name) \(rng.element(of: GameVocabulary.newsTitles))"
        let sentences = (0..<rng.int(in: 2...6)).map { _ in rng.element(of: GameVocabulary.newsSentences) }
        let tags = rng.percent(30) ? rng.element(of: GameVocabulary.newsTags) : nil
        if rng.percent(60) {
            return NewsItem(
                gid: String(gid), title: title,
                url: "https://steamstore-a.akamaihd.net/news/externalpost/steam_community_announcements/\(gid)",
                isExternalURL: false, author: rng.element(of: Vocabulary.vanityWords),
                contents: bbcode(sentences, rng: &rng), feedLabel: "Community Announcements", date: date,
                feedName: "steam_community_announcements", feedType: 1, tags: tags
            )
        }
        let (feedName, feedLabel) = rng.element(of: GameVocabulary.externalFeeds)
        return NewsItem(
            gid: String(gid), title: title, url: "https://www.\(feedName).com/news/\(gid)/", isExternalURL: true,
            author: "", contents: html(sentences, feedName: feedName), feedLabel: feedLabel, date: date,
            feedName: feedName, feedType: 0, tags: tags
        )
    }

    private static func bbcode(_ sentences: [String], rng: inout SplitMix64) -> String {
        guard rng.percent(50) else { return sentences.joined(separator: " ") }
        return "[h1]Changes[/h1][list]" + sentences.map { "[*] \($0)" }.joined() + "[/list]"
    }

    private static func html(_ sentences: [String], feedName: String) -> String {
        "<p>" + sentences.joined(separator: "&nbsp;") + " <a href=\"https://www.\(feedName).com/\" target=\"_blank\">Read more</a></p>"
    }
}
