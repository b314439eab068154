// steam-pipes(7): the toolkit as a whole. The tools (each one's own abstract), how records flow between them, the
// store, rates, the variables and files, exit statuses, and the README's cookbook.
import ArgumentParserToolInfo

public struct OverviewPage {
    let tools: [CommandInfoV0]
    let recipes: [Recipe]

    public init(tools: [CommandInfoV0], recipes: [Recipe]) {
        self.tools = tools
        self.recipes = recipes
    }

    public let fileName = "steam-pipes.7"

    public func render() -> String {
        var lines = ManualPage.preamble(title: "steam-pipes", section: 7)
        lines += [".Sh NAME", ".Nm steam-pipes", ".Nd Steam and Dota 2 data as newline-delimited JSON, for pipes"]
        lines += [".Sh DESCRIPTION"] + paragraphs(Self.introduction)
        lines += [".Bl -tag -width Ds"]
        for tool in tools {
            lines += [".It Xr \(tool.commandName) 1"] + MDoc.text(tool.abstract ?? "")
        }
        lines += [".El"]
        for (title, text) in Self.topics {
            lines += [".Ss " + MDoc.argument(title)] + paragraphs(text)
        }
        lines += [".Sh ENVIRONMENT", ".Bl -tag -width Ds"]
        lines += ManualFacts.environment.flatMap { [".It Ev \($0.name)"] + MDoc.text($0.meaning) } + [".El"]
        lines += [".Sh FILES", ".Bl -tag -width Ds"]
        lines += ManualFacts.files.flatMap { [".It Pa " + MDoc.argument($0.name)] + MDoc.text($0.meaning) } + [".El"]
        lines += [".Sh EXIT STATUS", "Every tool exits with one of these:", ".Bl -tag -width Ds"]
        lines += ManualFacts.exitStatuses.flatMap { [".It \($0.status)"] + MDoc.text($0.meaning) }
        lines += [".El", ".Pp"] + MDoc.text(ManualFacts.exitStatusNotes)
        lines += [".Sh EXAMPLES"]
        for recipe in recipes {
            lines += [".Ss " + MDoc.argument(plain(recipe.title))]
            lines += MDoc.text(plain(recipe.prose.joined(separator: " ")))
            lines += MDoc.literalBlock(recipe.commands)
        }
        let references = tools.map { ($0.commandName, 1) } + ManualFacts.seeAlso
        let sorted = references.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        lines += [".Sh SEE ALSO"] + sorted.enumerated().map { index, reference in
            ".Xr \(reference.0) \(reference.1)" + (index == sorted.count - 1 ? "" : " ,")
        }
        return MDoc.page(lines)
    }

    private func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { [".Pp"] + MDoc.text($0.replacingOccurrences(of: "\n", with: " ")) }
    }

    /// Markdown's code spans and emphasis, which a manual page shows as plain text.
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
    }

    static let introduction = """
        steam-pipes is a set of small commands for Steam and Dota 2 data. Each reads ids or records on stdin \
        and writes one compact JSON object a line on stdout, so they pipe into each other, into jq and into \
        scripts; notes and errors go to stderr as "tool: note: ..." and "tool: error: ...".
        """

    static let topics: [(String, String)] = [
        ("How records flow", """
            An account enters as an argument or a stdin line in any form: a SteamID64, an account_id, \
            STEAM_0:1:11101, [U:1:22202], a profile URL or a vanity name. steam-auth resolve turns it into an \
            identity record; every tool that takes accounts reads the steamid or account_id field of such a \
            record. dota-matches writes one summary per match, dota-detail turns summaries (or bare match ids) \
            into full match records, and stat-agg reads match records and writes statistics. steam-profile and \
            steam-games write records with a steamid, so their output feeds the next tool too.

            Records keep Valve's field names and types, in Valve's order; the fields steam-pipes adds (steamid, \
            friend_of, fetched_at, hero_name, is_radiant, ...) are listed in each tool's page. Every tool takes \
            --jq (a jq program applied to each record), -r and --format ndjson, json, table, csv or tsv. Every \
            failure names its input's line and id, and the other inputs go on.
            """),
        ("The store", """
            A SQLite file keeps every answer for its lifetime (an hour for profiles, friends and libraries) and \
            every match forever, by match id, written in one transaction as it arrives: a killed run keeps \
            what it had, and a rerun fetches only the rest. Each owned-games answer is also a playtime snapshot, \
            which steam-games history prints. --offline answers from the store alone, --refresh fetches anew, \
            --no-cache neither reads nor writes it.
            """),
        ("Rates and retries", """
            --rate requests a second per API key hold across every steam-pipes process running at once, through \
            buckets in XDG_STATE_HOME; --burst lets a few go at once after a quiet spell. A 429, a 5xx or a \
            network error is retried with jittered exponential backoff, honouring Retry-After, up to --attempts. \
            GetMatchHistoryBySequenceNum, which dota-detail uses while GetMatchDetails answers HTTP 500, has its \
            own --sequence-rate. Valve keeps only an account's newest 500 matches in GetMatchHistory.
            """),
    ]
}
