// stat-agg's pictures as people get them: terminal charts that fit and colour only a terminal, SVG files that a
// real renderer (librsvg's rsvg-convert) draws with their text, and the errors of a chart that cannot be drawn.
import Foundation
import Testing
import TestSupport

/// The suite's corpus: 800 generated matches.
private var corpus: URL { get throws { try SuiteFile.url() } }

@Suite(.blocksOnProcesses, .generatedCorpus(matches: 800, seed: 3)) struct TerminalChartTests {
    static let escape = "\u{1B}["

    @Test(arguments: [40, 80, 132])
    func barsFitTheWidthAndNameTheTopHeroes(columns: Int) throws {
        let chart = try shell("COLUMNS=\(columns) stat-agg heroes --having 20 --format chart < '\(corpus.path)'")
        #expect(chart.status == 0, "\(chart.stderr)")
        let lines = chart.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "Heroes: games played on each")
        #expect(lines.allSatisfy { $0.count < columns }, "\(lines.map(\.count))")
        #expect(!chart.stdoutText.contains(Self.escape), "colour in a pipe")
        let top = try shell("stat-agg heroes --having 20 --jq '\"\\(.hero_name) \\(.games)\"' -r < '\(corpus.path)' | head -3")
        for line in top.stdoutLines {
            let parts = line.split(separator: " ")
            let name = parts.dropLast().joined(separator: " ")
            let games = try #require(parts.last, "a line of spaces from stat-agg: \"\(line)\"")
            let shown = String(name.prefix(min(name.count, 12)))
            #expect(lines.contains { $0.hasPrefix(shown) && $0.contains(" \(games) ") },
                    "no bar for \(line)")
        }
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let command = try "stat-agg heroes --having 20 --format chart < '\(corpus.path)'"
        // swift test runs its tests with NO_COLOR=1.
        let terminal = try shell("env -u NO_COLOR script -qec \"\(command)\" /dev/null")
        #expect(terminal.status == 0, "\(terminal.stderr)")
        #expect(terminal.stdoutText.contains(Self.escape + "32m█"))
        let noColor = try shell("NO_COLOR=1 script -qec \"\(command)\" /dev/null")
        #expect(noColor.stdoutText.contains("█") && !noColor.stdoutText.contains(Self.escape))
        let emptyNoColor = try shell("NO_COLOR= script -qec \"\(command)\" /dev/null")
        #expect(emptyNoColor.stdoutText.contains(Self.escape), "an empty NO_COLOR does not turn colour off (no-color.org)")
    }

    @Test(arguments: ["wl", "heroes", "peers --min-games 3", "totals", "counts", "histogram gold_per_min", "records",
                      "trend win --by week --window 4", "trend kills --by month", "by .game_mode --metric .kills"])
    func everySubcommandDraws(arguments: String) throws {
        let chart = try shell("COLUMNS=60 stat-agg \(arguments) --format chart < '\(corpus.path)'")
        #expect(chart.status == 0, "\(arguments): \(chart.stderr)")
        #expect(chart.stdoutLines.count >= 3, "\(arguments): \(chart.stdoutText)")
        #expect(chart.stdoutText.contains(where: { "█▏▎▍▌▋▊▉▁▂▃▄▅▆▇".contains($0) }), "\(arguments) drew no bar")
    }

    @Test func oddWidthsAreClampedNotTrusted() throws {
        for columns in ["inf", "-5", "0", "1e-300", "100000", "x"] {
            let chart = try shell("COLUMNS='\(columns)' stat-agg trend win --format chart < '\(corpus.path)'")
            #expect(chart.status == 0, "COLUMNS=\(columns): \(chart.stderr)")
            #expect(chart.stdoutLines.allSatisfy { $0.count <= 400 })
        }
    }

    @Test func mergedStatesDrawTheSameChart() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let split = try shell("""
            cd '\(directory.path)' && split -n l/3 '\(corpus.path)' part. \
            && for p in part.*; do stat-agg heroes --emit-state < $p > $p.state; done \
            && stat-agg merge part.*.state --format chart
            """)
        let single = try shell("stat-agg heroes --format chart < '\(corpus.path)'")
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdoutText == single.stdoutText)
    }

    @Test func aChartThatCannotBeDrawnSaysWhichRecordAndWhy() throws {
        let missing = try shell("stat-agg heroes --jq '{hero_name}' --format chart < '\(corpus.path)'")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("output record 1: no field \"games\""), "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
        let string = try shell("stat-agg wl --jq '.win |= tostring' --format svg < '\(corpus.path)'")
        #expect(string.status == 1)
        #expect(string.stderr.contains("\"win\" is a string, not a number"), "\(string.stderr)")
        let notObject = try shell("stat-agg wl --jq '.win' --format chart < '\(corpus.path)'")
        #expect(notObject.status == 1)
        #expect(notObject.stderr.contains("output record 1: --format chart draws objects, not a number"), "\(notObject.stderr)")
    }

    @Test func chartsAreStatAggsAlone() throws {
        let profile = try shell("steam-profile --format chart < /dev/null")
        #expect(profile.status == 64)
        #expect(profile.stderr.contains("chart"), "\(profile.stderr)")
        let help = try shell("steam-profile --help")
        #expect(!help.stdoutText.contains("svg"))
        let state = try shell("stat-agg heroes --emit-state --format svg < /dev/null")
        #expect(state.status == 64)
    }
}

@Suite(.blocksOnProcesses, .generatedCorpus(matches: 800, seed: 3)) struct SVGChartTests {
    @Test(.needs("rsvg-convert", "pngtopnm"),
          arguments: ["wl", "heroes --having 10", "peers --min-games 5", "totals", "counts", "histogram gold_per_min --bins 25",
                      "records", "trend win --by week --window 4", "by .hero_name --metric .kills"])
    func rsvgDrawsItWithItsText(arguments: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("chart.svg").path
        let png = directory.appendingPathComponent("chart.png").path
        let made = try shell("stat-agg \(arguments) --format svg < '\(corpus.path)' > '\(svg)'")
        #expect(made.status == 0, "\(made.stderr)")
        let rendered = try shell("rsvg-convert --width 600 '\(svg)' -o '\(png)'")
        try #require(rendered.status == 0, "rsvg-convert: \(rendered.stderr)")
        let picture = try Picture.png(at: png)
        #expect(picture.width == 600)
        #expect(picture.inkShare() > 0.02, "\(arguments): a blank picture")
        #expect(picture.colourCount() > 8, "\(arguments): too few colours for bars, text and axes")
        #expect(picture.inkShare(rows: 10..<36) > 0.01, "\(arguments): no title drawn")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!text.contains("<script") && !text.contains("href") && !text.contains("@import") && !text.contains("url("))
        #expect(text.contains("<text"), "no text in the SVG")
    }

    @Test func heroChartCarriesTheNamesAndNumbersOfTheAnswer() throws {
        let svg = try shell("stat-agg heroes --having 10 --format svg < '\(corpus.path)'").stdoutText
        let answer = try shell("stat-agg heroes --having 10 < '\(corpus.path)'").records()
        try #require(!answer.isEmpty)
        for hero in answer {
            let name = try #require(hero["hero_name"] as? String)
            let games = try #require(hero["games"] as? Int)
            #expect(svg.contains(">\(name)</text>"), "no label \(name)")
            #expect(svg.contains(">\(games) "), "no value \(games) for \(name)")
        }
    }
}
