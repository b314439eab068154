// What a manual page says that the command tree cannot: the variables each tool reads, the files it keeps, what its
// exit statuses mean and where to read on. Written once here; every page and the overview take them from here.
import SteamModels

public enum ManualFacts {
    struct Entry {
        let name: String
        let meaning: String
        let tools: Set<String>
    }

    /// The tools that talk to Valve, keep the store and share the rate buckets.
    static let fetching: Set<String> = ["steam-auth", "steam-profile", "steam-games", "dota-matches", "dota-detail"]
    /// Those, and steam-mcp, whose calls run them with its own environment.
    static let networked = fetching.union(["steam-mcp"])
    /// The tools that can ask OpenDota, the one that saves its key, and steam-mcp, which runs them.
    static let dota: Set<String> = ["steam-auth", "dota-matches", "dota-detail", "steam-mcp"]
    /// The tools that write tables and charts to a terminal.
    static let rendering = fetching.union(["stat-agg"])

    static let environment = [
        Entry(name: "STEAM_API_KEY", meaning: """
            The Steam Web API key. While it holds a key, the key file is not opened. Never give the key as an \
            argument: it would show in ps(1) and in shell history. The tools take it out of their environment as \
            they start, so a --jq program's $ENV and env, and any program a tool starts but the tools steam-mcp runs, \
            never see it; the key is redacted wherever its value would appear in a message, under any parameter name \
            or in a path.
            """, tools: networked),
        Entry(name: "STEAM_API_BASE_URL", meaning: """
            The Web API server, https://api.steampowered.com by default. Tests and the demo point it at \
            steam-replay(1). A server URL with a query (?) or fragment (#) is a usage error, since request paths \
            would land inside it; so for the other server variables.
            """, tools: networked),
        Entry(name: "OPENDOTA_API_KEY", meaning: """
            An OpenDota API key, which raises OpenDota's limits; none is needed. While it holds a key, the \
            opendota-key file is not opened. It is sent as a bearer token and shown nowhere, nor to --jq.
            """, tools: dota),
        Entry(name: "OPENDOTA_API_BASE_URL", meaning: """
            OpenDota's API, https://api.opendota.com/api by default; steam-replay(1) serves it under /api.
            """, tools: dota),
        Entry(name: "STEAM_COMMUNITY_URL", meaning: """
            The Steam Community site that signs you in with OpenID, https://steamcommunity.com by default.
            """, tools: ["steam-auth"]),
        Entry(name: "STEAM_STORE_URL", meaning: """
            The Steam store's site, https://store.steampowered.com by default, where steam-games reads prices from \
            appdetails; steam-replay(1) serves it under /store.
            """, tools: ["steam-games"]),
        Entry(name: "STEAM_PIPES_DB", meaning: "The store, instead of the one under XDG_CACHE_HOME.", tools: networked),
        Entry(name: "XDG_CACHE_HOME", meaning: "Where the store lives; ~/.cache when unset or not absolute.", tools: networked),
        Entry(name: "XDG_CONFIG_HOME", meaning: """
            Where the key file and the signed-in identity live; ~/.config when unset or not absolute.
            """, tools: networked),
        Entry(name: "XDG_STATE_HOME", meaning: """
            Where the rate buckets every steam-pipes process shares live; ~/.local/state when unset or not absolute.
            """, tools: networked),
        Entry(name: "HOME", meaning: "The base of the XDG defaults; the user database's home when unset.", tools: networked),
        Entry(name: "BROWSER", meaning: """
            The browser steam-auth login opens: a colon-separated list of commands, %s standing for the address; \
            else xdg-open or open.
            """, tools: ["steam-auth"]),
        Entry(name: "COLUMNS", meaning: "The width of tables and charts when stdout is not a terminal; 80 when unset.", tools: rendering),
        Entry(name: "NO_COLOR", meaning: "When set and not empty, charts use no colour, even on a terminal.", tools: rendering),
    ]

    static let files = [
        Entry(name: "$XDG_CACHE_HOME/steam-pipes/steam-pipes.sqlite", meaning: """
            The store (SQLite, WAL mode): cached answers, every match fetched, playtime snapshots, OpenID nonces. \
            Safe for several tools of one pipe at once; STEAM_PIPES_DB puts it elsewhere.
            """, tools: networked),
        Entry(name: "$XDG_CONFIG_HOME/steam-pipes/key", meaning: """
            The API key steam-auth key set writes, mode 0600. A key file group or others may read is refused.
            """, tools: networked),
        Entry(name: "$XDG_CONFIG_HOME/steam-pipes/opendota-key", meaning: """
            The OpenDota key steam-auth key set --service opendota writes, mode 0600, refused as the Steam key is.
            """, tools: dota),
        Entry(name: "$XDG_CONFIG_HOME/steam-pipes/config", meaning: """
            Settings, one name = value a line, # for comments. fallback = opendota sends dota-detail --via auto \
            to OpenDota instead of GetMatchHistoryBySequenceNum while GetMatchDetails is down; --fallback wins. \
            An unknown name or value is a usage error naming its line.
            """, tools: ["dota-detail"]),
        Entry(name: "$XDG_CONFIG_HOME/steam-pipes/identity.json", meaning: """
            The account steam-auth login signed in, mode 0600; steam-auth whoami reads it and logout removes it.
            """, tools: ["steam-auth"]),
        Entry(name: "$XDG_STATE_HOME/steam-pipes/", meaning: """
            The rate buckets, one per API key and endpoint class, that keep every process within --rate together.
            """, tools: networked),
    ]

    /// The status lines of EXIT STATUS, in the order of their numbers.
    static var exitStatuses: [(status: Int32, meaning: String)] {
        ExitStatus.allCases.sorted { $0.rawValue < $1.rawValue }.map { ($0.rawValue, $0.meaning) }
    }

    static var exitStatusNotes: String {
        let order = ExitStatus.allCases.filter { $0 != .success }.sorted(by: >).map { String($0.rawValue) }
        return "When a run meets several problems it exits with the most pressing: "
            + order.dropLast().joined(separator: ", ") + " and then " + order.last! + ". "
            + "A closed stdout (head, a pager that quits) ends the run quietly with 0."
    }

    /// How the tools end on a signal; steam-replay, a server, stops with 0 instead.
    static let signalNote = "SIGINT, SIGTERM or SIGHUP ends the run by that signal (a shell shows 130, 143 or 129) once "
        + "the records already made are written whole. Every answer is stored as it arrives, so nothing fetched is lost "
        + "and a rerun fetches only the rest; dota-detail names on stderr each match it stored but did not write, which "
        + "dota-detail --offline with the same inputs writes. --format json closes its array and table, csv and tsv "
        + "write the rows made so far. A signal ignored when the tool starts stays ignored."

    /// What the tools do with text a player chose, which may hold terminal control codes.
    static let terminalNote = "Text from the API is shown, never obeyed: in table and tsv output, in charts, notes, "
        + "error messages and the progress line, a control character (ESC, NUL, a C1 control such as U+009B) or a "
        + "bidirectional override (U+202E) is written as an escape such as \\u001b. ndjson and json keep the text "
        + "exact, escaped as JSON; csv keeps it exact for spreadsheets, and a field that starts with =, +, -, @, a tab "
        + "or a carriage return gets a leading ' so that no sheet runs it as a formula."

    /// The pages every page refers to besides its siblings.
    static let seeAlso: [(name: String, section: Int)] = [("jq", 1), ("sqlite3", 1)]
}
