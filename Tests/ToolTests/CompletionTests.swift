// Tab completion offers what a value can be: the committed bash completions, sourced into bash and asked as the
// shell asks them when Tab is pressed at the end of a line.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct CompletionTests {
    /// What bash completion offers for `line`, the cursor at its end.
    static func offered(_ line: String) throws -> Set<String> {
        let tool = String(line.prefix { $0 != " " })
        let script = Products.packageRoot.appendingPathComponent("completions/bash/\(tool)").path
        let result = try shell("""
            source '\(script)'
            read -ra COMP_WORDS <<< "$LINE"
            [[ "$LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )) COMP_LINE=$LINE COMP_POINT=${#LINE}
            _\(tool) "\(tool)" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """, environment: ["LINE": line])
        #expect(result.status == 0, "\(result.stderr)")
        return Set(result.stdoutLines)
    }

    @Test(arguments: [
        ("stat-agg ", ["wl", "heroes", "peers", "totals", "histogram", "trend", "by", "report", "playtime", "merge"]),
        ("stat-agg heroes --hero nat", ["natures-prophet"]),
        ("stat-agg peers --with-hero anti", ["anti-mage"]),
        ("dota-matches --hero keeper", ["keeper-of-the-light"]),
        ("stat-agg histogram gold_p", ["gold_per_min"]),
        ("stat-agg trend ", ["win", "kills", "kda"]),
        ("stat-agg trend win --by ", ["day", "week", "month"]),
        ("stat-agg by .hero_", [".hero_id", ".hero_name"]),
        ("stat-agg by .week --metric .k", [".kills", ".kda"]),
        ("stat-agg wl --format ", ["ndjson", "table", "csv", "chart", "svg"]),
        ("dota-detail matches --via ", ["details", "sequence", "auto"]),
        ("steam-games achievements --sort ", ["rarest", "game", "recent"]),
        ("steam-auth ", ["resolve", "login", "whoami", "logout", "key"]),
    ])
    func completionOffersTheKnownValues(line: String, expected: [String]) throws {
        let offered = try Self.offered(line)
        #expect(Set(expected).isSubset(of: offered), "\(line.debugDescription) offers \(offered.sorted())")
    }
}
