// dota-detail's way to a full match: the store first, then GetMatchDetails, and on its outage (HTTP 500 `{}` since
// May 2024) OpenDota when the user allows it, else GetMatchHistoryBySequenceNum, with the sequence number from the
// input or from one GetMatchHistory call.
import FoundationEssentials
import SteamModels
import Store
import Transport

/// Which endpoint fetches a match not in the store.
public enum MatchSource: String, CaseIterable, Sendable {
    /// GetMatchDetails only: for servers that still answer it.
    case details
    /// GetMatchHistoryBySequenceNum only.
    case sequence
    /// OpenDota's /matches/{match_id} only, converted to Valve's shape.
    case opendota
    /// GetMatchDetails until its first HTTP 500 `{}`, then the fallback for the rest of the run.
    case auto
}

/// Where `auto` goes once GetMatchDetails is found down.
public enum MatchFallback: String, CaseIterable, Sendable {
    /// GetMatchHistoryBySequenceNum: Valve's own, about 7 requests a minute.
    case sequence
    /// OpenDota: 60 a minute without a key, but a second service, so only when the user asks for it.
    case opendota

    var source: MatchSource { self == .opendota ? .opendota : .sequence }
}

/// What became of one match request.
public enum MatchLookup: Sendable {
    /// The record the store keeps for the match, as it was first written, less the input's account_id.
    case stored(record: Data)
    /// A match to write as a record. `fetchedVia` is the route that fetched it in this run, and `keep` stores it
    /// with that record; nil when the store held it in the older form, Valve's match object.
    case found(Match, fetchedVia: MatchSource?)
    /// Valve has it not, or will not give it: the words say which, for a note.
    case absent(String)
}

extension SteamAPI {
    /// The match `request` names, from the store when it holds it, else fetched by `source` (and `fallback` when
    /// `auto` finds GetMatchDetails down) and stored at once.
    public func match(
        _ request: MatchRequest, via source: MatchSource, fallback: MatchFallback = .sequence
    ) async throws -> MatchLookup {
        let id = request.matchID
        if cacheMode.reads, let stored = try await withStore({ store throws(StoreError) in
            try store.storedBody(server: server, id: Int64(id))
        }) {
            switch stored.form {
            case .record: return .stored(record: stored.body)
            case .match: return .found(try Self.match(json: stored.body, id: id, from: "the store"), fetchedVia: nil)
            }
        }
        guard cacheMode != .offline else { throw try await offlineMiss(id) }
        let decision: DetailsAvailability.Decision = switch source {
        case .details: .details
        case .sequence, .opendota: .fallback
        case .auto: await detailsAvailability.decide()
        }
        if decision != .fallback, let lookup = try await matchByDetails(
            id, decision: decision, source: source, fallback: fallback)
        {
            return lookup
        }
        return switch source == .auto ? fallback.source : source {
        case .opendota: try await matchByOpenDota(id)
        default: try await matchBySequence(request)
        }
    }

    /// GetMatchDetails' answer, or nil when it is down and `source` allows the fallback. A probe reports what it
    /// learned, so the jobs waiting on it go one way or the other, and says so at once, as a notice about the run:
    /// held for its unit's turn, the note would come after the fallback's first wait, which it explains.
    private func matchByDetails(
        _ id: UInt64, decision: DetailsAvailability.Decision, source: MatchSource, fallback: MatchFallback
    ) async throws -> MatchLookup? {
        let answer: Answer
        do {
            answer = try await self.answer(.getMatchDetails, [("match_id", String(id))], describing: "match \(id)")
        } catch {
            if decision == .probe { await detailsAvailability.learned(up: nil) }
            throw error
        }
        if decision == .probe, await detailsAvailability.learned(up: answer.outcome != .unavailable) {
            let instead = fallback == .opendota ? "from OpenDota" : "by sequence number"
            notice("GetMatchDetails answers HTTP 500 {} (down since May 2024); fetching matches \(instead) instead")
        }
        switch answer.outcome {
        case .found:
            let match = try Self.match(json: answer.body, id: id, from: Endpoint.getMatchDetails.method, shape: .details)
            return .found(match, fetchedVia: .details)
        case .notFound:
            return .absent("Valve has no match \(id) (GetMatchDetails: Match ID not found)")
        case .hidden:
            return .absent("match \(id) is a practice match, which GetMatchDetails does not serve")
        case .unavailable:
            guard source == .auto else { throw WebAPIError.unavailable(endpoint: Endpoint.getMatchDetails.method) }
            return nil
        }
    }

    /// OpenDota's match, in Valve's shape with OpenDota's own fields under `opendota`.
    private func matchByOpenDota(_ id: UInt64) async throws -> MatchLookup {
        let endpoint = Endpoint.openDotaMatch
        let answer = try await answer(endpoint, [("match_id", String(id))], describing: "match \(id)")
        guard answer.outcome == .found else { return .absent("OpenDota has no match \(id) (HTTP 404 Not Found)") }
        let match = try Self.match(json: answer.body, id: id, from: endpoint.method, shape: .openDota)
        // OpenDota answers a match it has not finished taking in with as little as its id and no players: nothing can
        // be counted from it, and kept, it would be served on every later run.
        let lacking = match.players.isEmpty ? "players" : match.fields["radiant_win"]?.bool == nil ? "radiant_win" : nil
        if let lacking {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "match \(id) has no \(lacking), so it is not kept")
        }
        return .found(match, fetchedVia: .opendota)
    }

    private func matchBySequence(_ request: MatchRequest) async throws -> MatchLookup {
        let id = request.matchID
        var known = request.sequenceNumber
        if known == nil { known = try await sequenceNumber(of: id) }
        guard let sequenceNumber = known else {
            // GetMatchHistory reaches back only so far, so this says nothing of the match, only that this route cannot
            // reach it: the input fails, and the message names the inputs and the route that can.
            throw WebAPIError.notFound(
                "GetMatchHistory does not list match \(id), so its sequence number is unknown; pipe dota-matches' "
                    + "whole records, which carry match_seq_num (--jq .match_id drops it), or use --via opendota")
        }
        let endpoint = Endpoint.getMatchHistoryBySequenceNum
        let answer = try await answer(
            endpoint, [("start_at_match_seq_num", String(sequenceNumber)), ("matches_requested", "1")],
            describing: "match \(id)")
        let page = try Self.read(answer.body, from: endpoint, MatchSequencePage.init(json:))
        guard let match = page.matches.first, match.matchID == id else {
            // Valve leaves a match out of these pages now and then and has it on a later try.
            throw WebAPIError.notFound(
                "\(endpoint.method) has no match \(id) at sequence number \(sequenceNumber); "
                    + "Valve leaves matches out now and then, so try again later")
        }
        return .found(match, fetchedVia: .sequence)
    }

    /// The sequence number GetMatchHistory gives the newest match at or before `id`, when that is the match.
    private func sequenceNumber(of id: UInt64) async throws -> UInt64? {
        let endpoint = Endpoint.getMatchHistory
        let answer = try await answer(
            endpoint, [("start_at_match_id", String(id)), ("matches_requested", "1")], describing: "match \(id)")
        guard answer.outcome == .found else { return nil }
        let page = try Self.read(answer.body, from: endpoint, MatchHistoryPage.init(json:))
        return page.matches.first { $0.matchID == id }?.sequenceNumber
    }

    /// The records the store keeps for `ids`, by match id, in a query per 500; matches kept in the older form are
    /// left for `match(_:via:)` to write.
    public func storedRecords(_ ids: [UInt64]) async throws -> [UInt64: Data] {
        guard cacheMode.reads, !ids.isEmpty else { return [:] }
        let bodies = try await withStore { store throws(StoreError) in
            try await store.storedBodies(server: server, ids: ids.map { Int64($0) })
        }
        var records: [UInt64: Data] = [:]
        for (id, stored) in bodies where stored.form == .record { records[UInt64(id)] = stored.body }
        return records
    }

    /// Hands `write` every match the store holds that `account` played, newest first, each as the record dota-detail
    /// wrote for that account, a page at a time so that memory stays flat however long the history. A match kept in
    /// the older form is written anew with the hero names of today.
    public func eachStoredMatchRecord(of account: UInt32, _ write: ([UInt8]) throws -> Void) async throws {
        var heroes: HeroTable?
        var before = Int64.max
        while true {
            let page = try await withStore(essential: true) { store throws(StoreError) in
                try await store.matches(server: server, account: Int64(account), before: before, limit: 256)
            }
            guard let last = page.last else { return }
            for match in page {
                switch match.form {
                case .record:
                    try write(Match.record(match.body, for: account))
                case .match:
                    if heroes == nil { heroes = try await heroTable(onlyOpenDota: false) }
                    let decoded = try Self.match(json: match.body, id: UInt64(match.matchID), from: "the store")
                    try write(Match.record(decoded.storedRecord(heroes: heroes), for: account))
                }
            }
            before = last.matchID
        }
    }

    /// Whether a fetched match is stored: not with --no-cache.
    public var storesMatches: Bool { cacheMode.writes }

    /// Stores `match`, fetched by `source`, as `record` (without account_id), and returns the record the store holds
    /// for it: the first stored copy stays, so when another process stored the match meanwhile its record comes back,
    /// and every run writes the same bytes. --refresh replaces the copy, as it asks for the match anew.
    public func keep(_ match: Match, record: Data, via source: MatchSource) async throws -> Data {
        let stored = StoredMatch(
            matchID: Int64(match.matchID), sequenceNumber: match.sequenceNumber.flatMap(Int64.init(exactly:)),
            startTime: match.startTime, body: record, form: .record, fetchedVia: source.rawValue,
            fetchedAt: configuration.now(), accountIDs: match.accountIDs.map(Int64.init))
        let held = try await withStore { store throws(StoreError) in
            try await store.save(match: stored, server: server, replacing: cacheMode == .refresh)
        }
        // A copy an older steam-pipes stored as Valve's match object is no record to write; this one is.
        return held.form == .record ? held.body : record
    }

    /// Why --offline has no match `id`: the store may hold it from another server, which a changed
    /// STEAM_API_BASE_URL would explain.
    private func offlineMiss(_ id: UInt64) async throws -> WebAPIError {
        let holders = try await withStore { store throws(StoreError) in try await store.holders(ofMatch: Int64(id)) }
        let elsewhere = holders.map { "\($0.server) (fetched via \($0.fetchedVia))" }
        return .notFound(
            "--offline: the store holds no match \(id) from \(server)"
                + (elsewhere.isEmpty ? "" : "; it holds it from \(elsewhere.joined(separator: ", ")), another STEAM_API_BASE_URL"))
    }

    /// How a match body is written.
    enum MatchShape {
        /// A match object as Valve sends it in a list, and as the store keeps it.
        case bare
        /// GetMatchDetails' body, the match in its `result` envelope.
        case details
        /// OpenDota's match, to be put in Valve's shape.
        case openDota
    }

    /// A match object from `origin` written in `shape`; it must be the one asked for.
    static func match(json: Data, id: UInt64, from origin: String, shape: MatchShape = .bare) throws -> Match {
        let match: Match
        do {
            match = switch shape {
            case .bare: try Match(JSONValue.parse(json))
            case .details: try Match(detailsJSON: json)
            case .openDota: try Match(openDotaJSON: json)
            }
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: origin, detail: String(describing: error))
        }
        guard match.matchID == id else {
            throw WebAPIError.unexpectedBody(endpoint: origin, detail: "asked for match \(id), got match \(match.matchID)")
        }
        return match
    }

}

extension SteamAPI {
    /// The rate class dota-detail's --sequence-rate sets.
    public static let sequenceRateClass = RateClass.matchSequence.name
    /// The rate class --opendota-rate sets, and its rate when unset: OpenDota's keyless 60 a minute.
    public static let openDotaRateClass = RateClass.openDota.name
    public static let openDotaDefaultRate = 1.0
}
