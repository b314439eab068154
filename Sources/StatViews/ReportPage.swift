// The statistics screen as one self-contained HTML page: win/loss, the weekly win rate, heroes, peers, a GPM
// histogram and the newest matches, drawn from the answer of `Statistic.report` with the same SVG charts as
// `--format svg`, inline. The page loads nothing: no script, font, style sheet or image from anywhere.
import FoundationEssentials
import FoundationGaps
import Stats
import SteamModels
import ToolSupport

public struct ReportPage {
    public let title: String
    public let query: ReportQuery
    /// When the page was made, shown in its footer; given, so that a page is a function of its input.
    public let madeAt: Date

    /// Heroes and peers listed in each table.
    static let listed = 10

    public init(title: String, query: ReportQuery, madeAt: Date) {
        self.title = title
        self.query = query
        self.madeAt = madeAt
    }

    public func render(_ answer: [JSONObject]) -> String {
        var sections: [ReportQuery.Section: [JSONObject]] = [:]
        for record in answer {
            guard let name = record["section"]?.string, let section = ReportQuery.Section(rawValue: name) else { continue }
            sections[section, default: []].append(record)
        }
        let body = [
            winLoss(sections[.wl] ?? []),
            trend(sections[.trend] ?? []),
            heroes(sections[.heroes] ?? []),
            peers(sections[.peers] ?? []),
            histogram(sections[.histogram] ?? []),
            matches(sections[.matches] ?? []),
        ]
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="stat-agg report">
            <title>\(Self.escaped(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header><h1>\(Self.escaped(title))</h1></header>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            <footer>Made by stat-agg report on \(Self.dateTime(madeAt)) UTC from the match records on its input. \
            Numbers are OpenDota's definitions, computed locally.</footer>
            </body>
            </html>

            """
    }

    // MARK: sections

    private func winLoss(_ records: [JSONObject]) -> String {
        let win = records.first.map { Self.integer($0, "win") } ?? 0
        let lose = records.first.map { Self.integer($0, "lose") } ?? 0
        let games = win + lose
        let rate = ChartNumber.percent(Double(win), of: Double(games))
        return """
            <section id="wl" class="tiles">
            <div class="tile"><span class="big" data-field="games">\(games)</span>matches</div>
            <div class="tile won"><span class="big" data-field="win">\(win)</span>won</div>
            <div class="tile lost"><span class="big" data-field="lose">\(lose)</span>lost</div>
            <div class="tile"><span class="big" data-field="win_rate">\(rate)</span>win rate</div>
            </section>
            """
    }

    private func trend(_ records: [JSONObject]) -> String {
        section(
            id: "trend", heading: "Win rate by week",
            note: "Each point is one ISO week with matches; the dashed line averages the last \(query.trendWindow) of them.",
            content: chart(.trend, records))
    }

    private func heroes(_ records: [JSONObject]) -> String {
        let played = records.filter { Self.integer($0, "games") > 0 }
        let mostPlayed = Array(played.prefix(Self.listed))
        let minimum = min(5, played.map { Self.integer($0, "games") }.max() ?? 1)
        let best = played.filter { Self.integer($0, "games") >= minimum }
            .sorted { left, right in
                let (leftRate, rightRate) = (Self.rate(left), Self.rate(right))
                return leftRate != rightRate ? leftRate > rightRate : Self.integer(left, "games") > Self.integer(right, "games")
            }
            .prefix(Self.listed)
        let columns = ["Hero", "Games", "Won", "Win rate"]
        func rows(_ heroes: some Sequence<JSONObject>) -> [String] {
            heroes.map { hero in
                let name = hero["hero_name"]?.string ?? "hero \(Self.integer(hero, "hero_id"))"
                return Self.row(attributes: "data-hero-id=\"\(Self.integer(hero, "hero_id"))\"", cells: [
                    (nil, Self.escaped(name)), ("games", "\(Self.integer(hero, "games"))"), ("win", "\(Self.integer(hero, "win"))"),
                    ("win_rate", Self.percent(hero, "win", of: "games")),
                ])
            }
        }
        return section(id: "heroes", heading: "Heroes", note: nil, content: """
            <div class="pair">
            <div><h3>Most played</h3>\(Self.table(id: "most-played", columns: columns, rows: rows(mostPlayed)))</div>
            <div><h3>Best, of those played \(minimum) times or more</h3>\(Self.table(id: "best", columns: columns, rows: rows(best)))</div>
            </div>
            \(chart(.heroes, mostPlayed))
            """)
    }

    private func peers(_ records: [JSONObject]) -> String {
        let together = records.filter { Self.integer($0, "with_games") > 0 }
            .sorted { Self.integer($0, "with_games") > Self.integer($1, "with_games") }
            .prefix(Self.listed)
        let rows = together.map { peer in
            Self.row(attributes: "data-account-id=\"\(Self.integer(peer, "account_id"))\"", cells: [
                ("account_id", "\(Self.integer(peer, "account_id"))"), ("with_games", "\(Self.integer(peer, "with_games"))"),
                ("with_win", "\(Self.integer(peer, "with_win"))"), ("with_win_rate", Self.percent(peer, "with_win", of: "with_games")),
                ("against_games", "\(Self.integer(peer, "against_games"))"),
            ])
        }
        return section(
            id: "peers", heading: "Played with most", note: "Other players by matches on the same team; anonymous players are not counted.",
            content: Self.table(id: "peers-table", columns: ["Account", "Together", "Won", "Win rate", "Against"], textColumns: 0, rows: rows))
    }

    private func histogram(_ records: [JSONObject]) -> String {
        section(
            id: "gpm", heading: "Gold per minute",
            note: "Matches by the player's GPM, in \(query.histogramBins) equal buckets from 0.",
            content: chart(.histogram, records))
    }

    private func matches(_ records: [JSONObject]) -> String {
        let rows = records.map { match in
            let won = match["win"]?.bool
            let result = won.map { $0 ? "<span class=\"won\">Won</span>" : "<span class=\"lost\">Lost</span>" } ?? "–"
            let kda = ["kills", "deaths", "assists"].map { Self.optionalInteger(match, $0).map(String.init) ?? "–" }.joined(separator: "/")
            return Self.row(attributes: "data-match-id=\"\(Self.integer(match, "match_id"))\"", cells: [
                (nil, Self.optionalInteger(match, "start_time").map { Self.dateTime(Date(timeIntervalSince1970: Double($0))) } ?? "–"),
                (nil, Self.escaped(match["hero_name"]?.string ?? Self.optionalInteger(match, "hero_id").map { "hero \($0)" } ?? "–")),
                (nil, result), (nil, kda),
                ("gold_per_min", Self.optionalInteger(match, "gold_per_min").map(String.init) ?? "–"),
                ("duration", Self.optionalInteger(match, "duration").map(Self.clock) ?? "–"),
                ("match_id", "\(Self.integer(match, "match_id"))"),
            ])
        }
        return section(
            id: "matches", heading: "Last \(query.lastMatches) matches", note: nil,
            content: Self.table(
                id: "matches-table", columns: ["Started (UTC)", "Hero", "Result", "K/D/A", "GPM", "Duration", "Match"], textColumns: 4,
                rows: rows))
    }

    // MARK: parts

    private func chart(_ section: ReportQuery.Section, _ records: [JSONObject]) -> String {
        guard let spec = StatisticChart.spec(for: query.statistic(of: section)),
              let data = try? ChartData(spec: spec, records: records)
        else { return "<p class=\"note\">No chart: the records of this section lack what it draws.</p>" }
        return "<figure>\(SVGChart().render(data))</figure>"
    }

    private func section(id: String, heading: String, note: String?, content: String) -> String {
        let paragraph = note.map { "<p class=\"note\">\(Self.escaped($0))</p>\n" } ?? ""
        return "<section id=\"\(id)\">\n<h2>\(Self.escaped(heading))</h2>\n\(paragraph)\(content)\n</section>"
    }

    /// A cell's field name, when it has one, becomes its data-field: what a test or a scraper reads.
    private static func row(attributes: String, cells: [(field: String?, html: String)]) -> String {
        let tds = cells.map { cell in cell.field.map { "<td data-field=\"\($0)\">\(cell.html)</td>" } ?? "<td>\(cell.html)</td>" }
        return "<tr \(attributes)>\(tds.joined())</tr>"
    }

    /// Headers of number columns (all but the leading text ones) align right, over their numbers.
    private static func table(id: String, columns: [String], textColumns: Int = 1, rows: [String]) -> String {
        guard !rows.isEmpty else { return "<p class=\"note\">None.</p>" }
        let head = columns.enumerated().map { index, name in
            index < textColumns ? "<th>\(escaped(name))</th>" : "<th class=\"number\">\(escaped(name))</th>"
        }.joined()
        return "<table id=\"\(id)\"><thead><tr>\(head)</tr></thead><tbody>\n\(rows.joined(separator: "\n"))\n</tbody></table>"
    }

    // MARK: values

    private static func optionalInteger(_ record: JSONObject, _ field: String) -> Int64? { record[field]?.integer(Int64.self) }

    private static func integer(_ record: JSONObject, _ field: String) -> Int64 { optionalInteger(record, field) ?? 0 }

    private static func rate(_ record: JSONObject) -> Double {
        let games = integer(record, "games")
        return games > 0 ? Double(integer(record, "win")) / Double(games) : 0
    }

    private static func percent(_ record: JSONObject, _ part: String, of whole: String) -> String {
        ChartNumber.percent(Double(integer(record, part)), of: Double(integer(record, whole)))
    }

    private static func clock(_ seconds: Int64) -> String { "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)" }

    private static func dateTime(_ date: Date) -> String {
        // "2026-11-28 04:30:00Z" in UTC, to the minute.
        String(date.formatted(Date.ISO8601FormatStyle(dateTimeSeparator: .space)).prefix(16))
    }

    private static func escaped(_ text: String) -> String { text.markupEscaped }

    private static let style = """
        body{margin:0;font:15px/1.45 "DejaVu Sans",Verdana,Arial,sans-serif;color:#222;background:#f4f5f7}
        header,main,footer{max-width:1080px;margin:0 auto;padding:0 20px}
        h1{font-size:26px;margin:24px 0 12px}h2{font-size:19px;margin:0 0 6px}h3{font-size:15px;margin:8px 0}
        section{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px #0002}
        .tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px}
        .tile{text-align:center;color:#555}.big{display:block;font-size:34px;font-weight:bold;color:#222}
        .tile.won .big,span.won{color:#3a8f3e}.tile.lost .big,span.lost{color:#c0473f}
        .pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:20px}
        table{border-collapse:collapse;width:100%}th,td{padding:3px 8px;text-align:left;border-bottom:1px solid #eee}
        th{font-size:13px;color:#555}th.number,td[data-field]{text-align:right;font-variant-numeric:tabular-nums}
        figure{margin:12px 0 0}figure svg{max-width:100%;height:auto}.note{color:#666;margin:0 0 8px}
        footer{color:#777;font-size:13px;padding-bottom:24px}
        """
}
