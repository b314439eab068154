// dota-detail (matches): one full match record per input, from the store or fetched once, ever.
import ArgumentParser
import CommandKit
import FoundationEssentials
import SteamModels
import ToolSupport
import WebAPI

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
        "Requests per second to GetMatchHistoryBySequenceNum (0.001-1000), shared by every process; Valve answers about 0.2. "
            + "(default: \(MatchDetailsWork.defaultSequenceRate))",
        valueName: "per-second"), transform: FlagRules.decimal)
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

/// dota-detail's --via and --fallback: the client's choices of endpoint.
extension MatchSource: ExpressibleByArgument {}
extension MatchFallback: ExpressibleByArgument {}

public struct MatchDetailsWork: UnitWork {
    public static let inputFields = ["match_id"]
    public static let progressNoun: String? = "matches"

    public let source: MatchSource
    /// Where `auto` goes once GetMatchDetails is down.
    public let fallback: MatchFallback
    /// Requests per second to GetMatchHistoryBySequenceNum.
    public let sequenceRate: Double
    /// Valve answers GetMatchHistoryBySequenceNum about once in 5 s per key (docs/valve-limits.md). One in 5.6 s
    /// leaves each request half a second for the network to deliver it late and still arrive after Valve's 5 s.
    public static let defaultSequenceRate = 0.18
    /// Requests per second to OpenDota.
    public let openDotaRate: Double
    /// Whether every match comes from the store (--offline).
    public let offline: Bool
    private let forecast: SequenceForecast

    public init(
        source: MatchSource, fallback: MatchFallback = .sequence, sequenceRate: Double,
        openDotaRate: Double = SteamAPI.openDotaDefaultRate, offline: Bool = false
    ) {
        self.source = source
        self.fallback = fallback
        self.sequenceRate = sequenceRate
        self.openDotaRate = openDotaRate
        self.offline = offline
        forecast = SequenceForecast(sequenceRate: sequenceRate, openDotaRate: openDotaRate)
    }

    /// A unit per match, so that matches are fetched side by side; with --offline nothing waits on the network,
    /// and units of up to 32 matches, read in one query, spare thousands of tasks and queries.
    public var batching: Batching { offline ? .upTo(32, linger: .zero) : .each }

    /// The fallback dota-detail's flag names, else the settings file's, else the sequence route: a second service
    /// is the user's to choose.
    public static func fallback(flag: MatchFallback?, settingsFile path: String) throws(SettingsError) -> MatchFallback {
        if let flag { return flag }
        return try Settings.read(at: path).fallback ?? .sequence
    }

    public var classRates: [String: Double] {
        [SteamAPI.sequenceRateClass: sequenceRate, SteamAPI.openDotaRateClass: openDotaRate]
    }

    /// Each input's match record, or a note saying why there is none. A unit of several inputs reads the records
    /// the store holds for them in one query.
    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        if !offline {
            // The first record needs the hero table: asked for as the unit starts (once a run, however many units
            // ask), its one request takes its turn under the rate limit before the matches' rather than after them.
            Task { _ = try? await api.heroTable(onlyOpenDota: source == .opendota) }
        }
        let requests = try items.map { item in (item, try report.check(item) { () throws(InputError) in try MatchRequest(item) }) }
        let stored = items.count > 1 ? try await api.storedRecords(requests.compactMap { $0.1?.matchID }) : [:]
        for case let (item, request?) in requests {
            let lookup: MatchLookup? = if let record = stored[request.matchID] {
                .stored(record: record)
            } else {
                try await report.attempt(item) {
                    try await api.match(request, via: source, fallback: fallback)
                }
            }
            switch lookup {
            case nil:
                continue
            case .absent(let reason):
                report.note(reason, about: item)
            case .stored(let record):
                report.tally(.stored)
                report.emit(json: Data(Match.record(record, for: request.account)), for: item)
            case .found(let match, let route):
                report.tally(route == nil ? .stored : .fetched)
                if let note = forecast.found(via: route, run: report.run) { api.notice(note) }
                // --via opendota never asks Valve, so it needs no Steam key; --via auto asks GetMatchDetails first.
                let heroes = try await api.heroTable(onlyOpenDota: source == .opendota)
                let record = Data(match.storedRecord(heroes: heroes))
                guard let route, api.storesMatches else {
                    report.emit(json: Data(Match.record(record, for: request.account)), for: item)
                    continue
                }
                // Stored as soon as it is fetched, not at its turn on stdout, so that however the run ends no fetched
                // match is lost; the record written is the store's.
                guard let kept = try await report.keep(item, rewrite: Self.rewrite, {
                    try await api.keep(match, record: record, via: route)
                }) else { continue }
                report.emit(json: Data(Match.record(kept, for: request.account)), for: item, kept: true)
            }
        }
    }

    /// The commands that write the stored records a run that ended early did not.
    static let rewrite = "`dota-detail --offline` with the same inputs writes them (`dota-detail stored` an account's whole history)"
}
