// dota-detail: one full match record per match id, from the store or fetched once, ever; and the hero list.
import ArgumentParser
import CommandKit
import ToolSupport
import Version
import WebAPI

struct DotaDetail: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "dota-detail",
        abstract: "Dota 2 match details, fetched once and kept; and the list of heroes.",
        version: ToolkitVersion.line(tool: "dota-detail"),
        subcommands: [Matches.self, Stored.self, Heroes.self],
        defaultSubcommand: Matches.self)
}

struct Matches: NetworkedCommand {
    typealias Tool = DotaDetail

    static let configuration = CommandConfiguration(
        commandName: "matches",
        abstract: "One record per match: Valve's match object, field for field.",
        discussion: """
            Inputs come from the arguments, else from stdin: match ids, or records with match_id \
            (dota-matches' records, whose match_seq_num and account_id are used too). Each record is \
            Valve's match object with every field it sent, account_id (whose match it is) when the input \
            had one, and each player's is_radiant and hero_name.

            A match is fetched once, ever: the store keeps it, and --offline answers from it. GetMatchDetails \
            answers HTTP 500 {} since May 2024; with --via auto (the default) the first such answer sends \
            the rest of the run to the fallback: GetMatchHistoryBySequenceNum, which Valve answers about once \
            in 5 s per key (--sequence-rate keeps under that; a 429 lowers it for every process using the \
            key, and answers raise it again), or with --fallback opendota (or `fallback = opendota` in \
            $XDG_CONFIG_HOME/steam-pipes/config) OpenDota, which allows 60 (--opendota-rate). An OpenDota \
            match is written in Valve's shape, with OpenDota's other fields under "opendota". The store \
            remembers each match's source; --refresh with --via fetches it anew from the one named. Matches \
            neither has, and practice matches, are notes on stderr. The sequence route needs the match's \
            match_seq_num, which dota-matches' records carry; for a bare match id it asks GetMatchHistory, \
            which lists only recent matches, and a match it does not list fails (exit 1). On a terminal, \
            stderr shows progress. --via opendota asks Valve nothing, so it needs no Steam key, and names \
            heroes from the built-in table.

            A fetched match is stored as soon as it arrives, and stdout gets the records in input order \
            (with --unordered, as they complete, which is as safe): a run cut short loses nothing it \
            fetched. When a run ends before a stored match's record reached stdout (a signal, a failure \
            that stops the run, a failing stdout; not a reader that leaves, as `| head` does), stderr names \
            those inputs as stored but not written, and `dota-detail --offline` with the same inputs writes \
            them. The first stored copy of a match stays, across processes: a run that finds the match \
            stored meanwhile writes the stored copy, so every record equals the store's byte for byte; \
            --refresh asks for the match anew and replaces the copy. A file of an account's matches is \
            rebuilt from the store with `dota-detail stored`, never appended to. At most --jobs matches are \
            fetched ahead of the next record to write, so `| head -1` costs little more than one match.

            Examples:
              dota-matches --limit 3 robinwalker | dota-detail
              steam-auth resolve robinwalker | dota-matches --all \\
                | dota-detail --jobs 16 \\
                | jq -c '{match_id, radiant_win}'
              dota-matches --new 22202 | tac | dota-detail > /dev/null
              dota-detail stored 22202 > matches.new \\
                && mv matches.new matches.ndjson
              dota-matches --source opendota --limit 10 22202 \\
                | dota-detail --via opendota
              dota-matches --offline --limit 3 robinwalker \\
                | dota-detail --offline \\
                --jq '.players[] | {hero_name, kills}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: "Which endpoint fetches matches: details, sequence, opendota, or auto (details until it fails).")
    var via = MatchSource.auto

    @Option(help: "Where --via auto goes when GetMatchDetails is down: sequence or opendota. Default: the settings file's fallback, else sequence.")
    var fallback: MatchFallback?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Requests per second to GetMatchHistoryBySequenceNum (0.001-1000), shared by every process; Valve answers about 0.2.",
        valueName: "per-second"))
    var sequenceRate = MatchDetailsWork.defaultSequenceRate

    @OptionGroup(title: "OpenDota") var openDota: OpenDotaOptions

    @Argument(help: "Match ids; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        try FlagRules.require(sequenceRate, in: 0.001...1000, "--sequence-rate")
    }

    func work() throws -> MatchDetailsWork {
        MatchDetailsWork(
            source: via, fallback: try MatchDetailsWork.fallback(flag: fallback, settingsFile: ToolEnvironment().settingsFilePath),
            sequenceRate: sequenceRate, openDotaRate: openDota.rate, offline: options.network.offline)
    }
}

struct Stored: NetworkedSubcommand {
    typealias Tool = DotaDetail

    static let configuration = CommandConfiguration(
        abstract: "Every match the store holds that each account played, newest first, as dota-detail wrote it.",
        discussion: """
            Accounts come from the arguments, else from stdin, as dota-matches takes them. Each record is \
            the one dota-detail wrote when it fetched the match, byte for byte, with account_id first; no \
            match is fetched. A file of an account's matches made this way always equals the store, \
            however the runs that filled the store ended, so a daily job rewrites the file rather than \
            appending to it. With tac, dota-detail fetches the new matches oldest first; a run cut short \
            anywhere leaves the rest to the next --new, which lists every match the store lacks for the \
            account.

            It reads the store and fetches no match, so --jobs, --unordered, --no-cache and --refresh, \
            which would change nothing or contradict it, are refused. Only a vanity name costs a request (ResolveVanityURL, \
            kept a week), and matches an older steam-pipes stored cost one GetHeroes; --rate, --burst, \
            --timeout and --attempts govern those, and with --offline nothing is asked (a name the store \
            has not resolved fails).

            Examples:
              dota-detail stored 22202 | stat-agg wl
              dota-matches --new 22202 | tac | dota-detail > /dev/null
              dota-detail stored 22202 > matches.new \\
                && mv matches.new matches.ndjson
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts (any SteamID form, an account_id or a vanity name); read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        let network = options.network
        // ArgumentParser does not say whether a value was given: an explicit --jobs 8, the default, passes.
        let inert = [
            ("--jobs", network.jobs != NetworkOptions.defaultJobs), ("--unordered", network.unordered),
            ("--no-cache", network.noCache), ("--refresh", network.refresh),
        ]
        if let (flag, _) = inert.first(where: \.1) {
            throw ValidationError("dota-detail stored reads the store and fetches no match: \(flag) does nothing there")
        }
    }

    func run() async throws {
        try await runOnce { api, context in
            try await StoredMatches.write(InputSource.open(arguments: inputs), with: api, to: context)
        }
    }
}

struct Heroes: NetworkedSubcommand {
    typealias Tool = DotaDetail

    static let configuration = CommandConfiguration(
        abstract: "Every hero, as GetHeroes lists them, by id; kept a week.",
        discussion: """
            Examples:
              dota-detail heroes --format table
              dota-detail heroes --language de \\
                --jq '{id, localized_name}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: "The language of localized_name, such as en, de or zh (Valve falls back to English).")
    var language = "en"

    func run() async throws {
        try await runOnce { api, context in
            try await HeroRecords.write(language: language, with: api, to: context.output)
        }
    }
}

/// Runs dota-detail: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await DotaDetail.main(arguments: arguments)
}
