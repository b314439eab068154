// StatViews: how stat-agg's answers look to people. This file: the chart of each statistic, drawn from the same
// records --format ndjson prints, so a chart never disagrees with the numbers.
import Stats
import ToolSupport

public enum StatisticChart {
    private static let wonPart = ChartSpec.Part(field: "win", name: "won", restName: "lost")

    /// nil for the report, whose page draws a chart of each of its parts.
    public static func spec(for statistic: Statistic) -> ChartSpec? {
        switch statistic {
        case .winLoss:
            ChartSpec(title: "Wins and losses", layout: .fieldBars(["win", "lose"]), measure: .field("win"), measureName: "games")
        case .heroes:
            ChartSpec(
                title: "Heroes: games played on each", layout: .bars(label: ["hero_name", "hero_id"]),
                measure: .field("games"), measureName: "games", part: wonPart)
        case .peers:
            ChartSpec(
                title: "Peers: games with or against each player", layout: .bars(label: ["account_id"]),
                measure: .field("games"), measureName: "games", part: wonPart)
        case .totals:
            ChartSpec(
                title: "Totals: each field's mean per game", layout: .bars(label: ["field"]),
                measure: .ratio("sum", over: "n"), measureName: "mean per game", logarithmic: true)
        case .counts:
            ChartSpec(
                title: "Games by each value of each field", layout: .bars(label: ["value"]),
                measure: .field("games"), measureName: "games", part: wonPart, group: "field")
        case .histogram(let field, _):
            ChartSpec(
                title: "Games by \(field)", layout: .histogram(x: "x"), measure: .field("games"), measureName: "games",
                part: wonPart)
        case .records:
            ChartSpec(
                title: "Records: the best match for each field", layout: .bars(label: ["field"]),
                measure: .field("value"), measureName: "best value", logarithmic: true)
        case .trend(let field, let period, let window):
            ChartSpec(
                title: "\(field == "win" ? "Win rate" : "Mean \(field)") by \(period.rawValue)"
                    + (window > 1 ? ", with a moving average over \(window)" : ""),
                layout: .line(x: "period", average: window > 1 ? "moving_average" : nil),
                measure: .field("mean"), measureName: field == "win" ? "win rate" : "mean \(field)")
        case .by(let keys, _):
            ChartSpec(
                title: "Games by \(keys.joined(separator: ", "))", layout: .bars(label: keys, joined: true),
                measure: .field("games"), measureName: "games", part: wonPart)
        case .matches:
            ChartSpec(
                title: "Newest matches: gold per minute", layout: .bars(label: ["match_id"]),
                measure: .field("gold_per_min"), measureName: "gold per minute")
        case .report:
            nil
        case .playtime(let query):
            playtime(query.answer)
        }
    }

    private static func playtime(_ answer: PlaytimeQuery.Answer) -> ChartSpec {
        switch answer {
        case .totals:
            ChartSpec(
                title: "Games owned and played", layout: .fieldBars(["games", "games_played"]),
                measure: .field("games"), measureName: "games")
        case .top:
            ChartSpec(
                title: "Most played games", layout: .bars(label: ["name", "appid"]),
                measure: .scaled("playtime_forever", divisor: 60, unit: "h"), measureName: "hours played")
        case .by(let period):
            ChartSpec(
                title: "Hours played by \(period.rawValue)", layout: .bars(label: ["period"]),
                measure: .scaled("minutes", divisor: 60, unit: "h"), measureName: "hours gained")
        }
    }
}
