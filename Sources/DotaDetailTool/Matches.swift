// dota-detail: one full match record per input, from the store or fetched once; and the hero list.
import ArgumentParser
import CommandKit
import FoundationEssentials
import SteamModels
import ToolSupport
import WebAPI

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
                    try await api.match(request, via: source, fallback: fallback) { report.note($0, about: item) }
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

/// dota-detail stored: every match the store holds of each input's account, as dota-detail wrote it.
public enum StoredMatches {
    /// Accounts as dota-matches takes them.
    public static let inputFields = AccountInput.dotaFields

    /// Writes each account's stored matches straight to the output, a page at a time: one account at a time, so
    /// they come in input order, and a history of any length costs a page of memory.
    public static func write(_ inputs: InputSource, with api: SteamAPI, to context: ToolContext) async throws {
        try await context.process(inputs, fields: inputFields, batching: .each, jobs: 1, ordered: true) { items, report in
            try await AccountInput.each(items, fields: inputFields, api: api, report: report) { account in
                let label = account.item.label(fields: inputFields)
                var written = 0
                try await api.eachStoredMatchRecord(of: account.id.accountID) { record in
                    try context.output.write(json: Data(record), from: label)
                    written += 1
                }
                if written == 0 {
                    report.note(
                        "the store holds no Dota 2 matches of \(account.id); `dota-matches --new \(account.id.accountID) "
                            + "| tac | dota-detail > /dev/null` fetches them", about: account.item)
                }
            }
        }
    }
}

/// dota-detail heroes.
public enum HeroRecords {
    /// Every hero in `language`, ordered by id, each as Valve's hero object.
    public static func records(language: String, with api: SteamAPI) async throws -> [JSONObject] {
        try await api.heroes(language: language).objects.sorted { $0["id"]?.integer(Int.self) ?? 0 < $1["id"]?.integer(Int.self) ?? 0 }
    }

    public static func write(language: String, with api: SteamAPI, to output: RecordWriter) async throws {
        for hero in try await records(language: language, with: api) { try output.write(hero) }
    }
}
