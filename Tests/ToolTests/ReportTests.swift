// stat-agg report as a person sees it: headless Chromium (Debian's chromium) opens the page from disk with the
// network unreachable, its screenshot is not blank, and the numbers it shows are stat-agg wl's, heroes' and peers'
// over the same input. Then the page's own promises: nothing loaded from anywhere, filters applied, -o atomic.
import Foundation
import Testing
import TestSupport

/// The suite's corpus: 700 generated matches.
private var corpus: URL { get throws { try SuiteFile.url() } }

/// Chromium with no sandbox (tests run as root in CI) and every network request refused. Its profile, and the home,
/// configuration and cache it would write to elsewhere, go in `directory`, which the test removes. Its temporary files
/// stay in the temporary directory, which it cleans itself: its socket's address there must be short.
private func chromium(_ arguments: String, page: String, in directory: URL) throws -> ProcessResult {
    let home = directory.appendingPathComponent("chromium").path
    return try shell("""
        HOME='\(home)' XDG_CONFIG_HOME='\(home)/config' XDG_CACHE_HOME='\(home)/cache' \
        timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir='\(home)/profile' --proxy-server=127.0.0.1:9 --proxy-bypass-list='<-loopback>' \
        \(arguments) 'file://\(page)' 2>/dev/null
        """)
}

/// Each `<tr …data-ID="…">` of table `id` in the page, with its cells' data-field values.
private func tableRows(_ html: String, table id: String, key: String) throws -> [Int64: [String: String]] {
    let start = try #require(html.range(of: "<table id=\"\(id)\">"), "no table \(id)")
    let end = try #require(html.range(of: "</table>", range: start.upperBound..<html.endIndex))
    let table = String(html[start.upperBound..<end.lowerBound])
    var rows: [Int64: [String: String]] = [:]
    let row = try Regex(#"<tr \#(key)="(\d+)">(.*?)</tr>"#)
    let cell = try Regex(#"<td data-field="([a-z_]+)">([^<]*)</td>"#)
    for match in table.matches(of: row) {
        // The page is stat-agg's output: a group that matched nothing or an id past 64 bits fails, not traps.
        let whole = match.output[0].substring ?? ""
        let id = try #require(match.output[1].substring.flatMap { Int64(String($0)) }, "\(whole)")
        var fields: [String: String] = [:]
        let cells = try #require(match.output[2].substring, "\(whole)")
        for found in String(cells).matches(of: cell) {
            let name = try #require(found.output[1].substring), value = try #require(found.output[2].substring)
            fields[String(name)] = String(value)
        }
        rows[id] = fields
    }
    return rows
}

private func records(_ command: String) throws -> [[String: Any]] {
    let result = try shell("\(command) < '\(corpus.path)'")
    #expect(result.status == 0, "\(command): \(result.stderr)")
    return try result.records()
}

@Suite(.blocksOnProcesses, .generatedCorpus(matches: 700, seed: 9)) struct ReportTests {
    @Test(.needs("chromium", "pngtopnm")) func chromiumShowsThePageWithTheNumbersOfWlHeroesAndPeers() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("report.html").path
        let made = try shell("stat-agg report --title 'Seed 9' -o '\(page)' < '\(corpus.path)'")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("wrote \(page): 700 matches"))

        let screenshot = directory.appendingPathComponent("report.png").path
        let shot = try chromium("--window-size=1100,2400 --screenshot='\(screenshot)'", page: page, in: directory)
        try #require(shot.status == 0 && FileManager.default.fileExists(atPath: screenshot), "chromium: \(shot.stdoutText)")
        let picture = try Picture.png(at: screenshot)
        #expect(picture.width == 1100 && picture.height == 2400)
        #expect(picture.inkShare() > 0.05, "a blank page")
        #expect(picture.colourCount() >= 32, "too few colours for charts and text")
        #expect(picture.inkShare(rows: 20..<50) > 0.005, "no title drawn")

        let dom = try chromium("--dump-dom", page: page, in: directory).stdoutText
        #expect(dom.contains("<h1>Seed 9</h1>"))
        let wl = try #require(records("stat-agg wl").first)
        let win = try #require(wl["win"], "\(wl)"), lose = try #require(wl["lose"], "\(wl)")
        #expect(dom.contains("data-field=\"win\">\(win)</span>"))
        #expect(dom.contains("data-field=\"lose\">\(lose)</span>"))

        let heroes = try records("stat-agg heroes")
        let heroIDs = try heroes.map { try #require($0["hero_id"] as? NSNumber, "\($0)").int64Value }
        // Dictionary(uniqueKeysWithValues:) traps on a key seen twice.
        try #require(Set(heroIDs).count == heroIDs.count, "a hero listed twice: \(heroIDs)")
        let byHero = Dictionary(uniqueKeysWithValues: zip(heroIDs, heroes))
        let mostPlayed = try tableRows(dom, table: "most-played", key: "data-hero-id")
        #expect(Set(mostPlayed.keys) == Set(heroIDs.prefix(10)))
        for (hero, cells) in try mostPlayed.merging(tableRows(dom, table: "best", key: "data-hero-id"), uniquingKeysWith: { a, _ in a }) {
            let answer = try #require(byHero[hero])
            let games = try #require(answer["games"], "\(answer)"), won = try #require(answer["win"], "\(answer)")
            #expect(cells["games"] == "\(games)" && cells["win"] == "\(won)", "hero \(hero): \(cells) vs \(answer)")
        }
        for name in heroes.prefix(10).compactMap({ $0["hero_name"] as? String }) {
            #expect(dom.contains(">\(name)</td>") && dom.contains(">\(name)</text>"), "\(name) missing from table or chart")
        }

        let peers = try records("stat-agg peers --min-games 1")
        let peerIDs = try peers.map { try #require($0["account_id"] as? NSNumber, "\($0)").int64Value }
        try #require(Set(peerIDs).count == peerIDs.count, "a peer listed twice: \(peerIDs)")
        let byPeer = Dictionary(uniqueKeysWithValues: zip(peerIDs, peers))
        let shown = try tableRows(dom, table: "peers-table", key: "data-account-id")
        #expect(shown.count == 10)
        let withGames = try peers.map { try #require($0["with_games"] as? NSNumber, "\($0)").int64Value }
        let mostWith = try #require(withGames.max(), "stat-agg peers printed no peers")
        #expect(shown.values.contains { $0["with_games"] == "\(mostWith)" })
        for (account, cells) in shown {
            let answer = try #require(byPeer[account])
            let games = try #require(answer["with_games"], "\(answer)")
            let won = try #require(answer["with_win"], "\(answer)")
            #expect(cells["with_games"] == "\(games)" && cells["with_win"] == "\(won)")
        }

        let newest = try shell("jq -s -r 'sort_by(-.start_time, -.match_id) | .[:20][] | .match_id' '\(corpus.path)'").stdoutLines
        let listed = try tableRows(dom, table: "matches-table", key: "data-match-id")
        #expect(Set(listed.keys.map(String.init)) == Set(newest))
    }

    @Test func thePageLoadsNothingFromAnywhere() throws {
        let page = try shell("stat-agg report < '\(corpus.path)'")
        #expect(page.status == 0, "\(page.stderr)")
        let html = page.stdoutText
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for reference in ["<script", "src=", "<link", "@import", "url(", "href="] {
            #expect(!html.contains(reference), "the page holds \(reference)")
        }
        #expect(html.components(separatedBy: "<svg").count - 1 == 3)
        let titled = try shell("stat-agg report --title '<script>alert(1)</script> & co' < /dev/null").stdoutText
        #expect(titled.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</h1>") && !titled.contains("<script"))
    }

    @Test func filtersApplyAsInEverySubcommand() throws {
        let page = try shell("stat-agg report --hero pudge --since 2025-01-01 < '\(corpus.path)'").stdoutText
        let wl = try #require(records("stat-agg wl --hero pudge --since 2025-01-01").first)
        let win = try #require(wl["win"], "\(wl)"), lose = try #require(wl["lose"], "\(wl)")
        #expect(page.contains("data-field=\"win\">\(win)</span>"))
        #expect(page.contains("data-field=\"lose\">\(lose)</span>"))
    }

    @Test func anEmptyInputStillMakesAPageThatSaysSo() throws {
        let page = try shell("stat-agg report < /dev/null")
        #expect(page.status == 0)
        #expect(page.stdoutText.contains("data-field=\"games\">0</span>"))
        #expect(page.stdoutText.contains("Nothing to draw: no records."))
    }

    /// Renaming a new file over -o's path would replace a device node or a link itself (as root, /dev/full became a
    /// regular file once): those are written in place, or through the link.
    @Test func devicesPipesAndLinksAreWrittenThroughNotReplaced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let viaStdout = try shell("stat-agg report -o /dev/stdout < '\(corpus.path)'")
        #expect(viaStdout.status == 0 && viaStdout.stdoutText.hasSuffix("</html>\n"), "\(viaStdout.stderr)")
        let full = try shell("stat-agg report -o /dev/full < '\(corpus.path)'; echo \"status $?\"; test -c /dev/full && echo device")
        #expect(full.stdoutLines == ["status 2", "device"], "\(full.stdoutText)")
        #expect(full.stderr.contains("-o /dev/full: cannot write: No space left on device"))
        let fifo = directory.appendingPathComponent("fifo").path
        let piped = try shell("mkfifo '\(fifo)' && { wc -c < '\(fifo)' & stat-agg report -o '\(fifo)' < '\(corpus.path)'; wait; }")
        #expect(piped.status == 0 && Int(piped.stdoutLines.last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0 > 10_000, "\(piped.stderr)")
        let linked = try shell("""
            cd '\(directory.path)' && echo old > target.html && ln -s target.html link.html \
            && stat-agg report -o link.html < '\(corpus.path)' && test -L link.html && tail -1 target.html
            """)
        #expect(linked.stdoutLines == ["</html>"], "\(linked.stderr)")
        let directoryPath = try shell("stat-agg report -o '\(directory.path)' < /dev/null")
        #expect(directoryPath.status == 2 && directoryPath.stderr.contains("-o \(directory.path): cannot write: Is a directory"))
    }

    @Test func outputFileIsReplacedWholeOrNotAtAll() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: page))
        let missing = try shell("stat-agg report -o '\(directory.path)/no/such/dir/page.html' < '\(corpus.path)'")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("-o \(directory.path)/no/such/dir/page.html: "), "\(missing.stderr)")
        let broken = try shell("head -c 5000 '\(corpus.path)' | stat-agg report -o '\(page)'")
        #expect(broken.status == 1, "a cut line is an error: \(broken.stderr)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).hasSuffix("</html>\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["page.html"], "\(leftovers)")
        for bad in ["--title ''", "-o ''", "--title"] {
            #expect(try shell("stat-agg report \(bad) < /dev/null").status == 64, "\(bad)")
        }
    }
}
