// One pass of a query over lines of match records: decode, pick the player's row, filter, add; or, for playtime,
// over lines of snapshots: decode, filter, add. Each worker thread owns one Aggregation; partial ones merge exactly,
// which is also how `--emit-state` and `merge` work.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SteamModels

/// A line that could not be used, or a notice about one, with its line number within the chunk.
public struct LineProblem: Sendable, Equatable {
    public var line: Int64
    public let matchID: Int64?
    public let problem: String
    /// false for a notice: a record that is not the player's is not an error.
    public let isFailure: Bool
}

public struct ChunkReport: Sendable {
    public var lines: Int64 = 0
    public var problems: [LineProblem] = []
}

public struct Aggregation: Sendable {
    public let query: Query
    var aggregate: AnyAggregate
    private var decoder: MatchDecoder
    /// Set for a playtime query: its lines are snapshots, not matches.
    private let snapshots: (decoder: SnapshotDecoder, query: PlaytimeQuery)?
    private var view = MatchView()
    /// Records that passed the filters and were counted.
    public private(set) var counted: Int64 = 0
    /// With --player: records of matches he did not play, left out without a message each.
    public private(set) var notThePlayers: Int64 = 0
    /// Records the filters left out.
    public private(set) var filteredOut: Int64 = 0
    /// Records of a match already counted for the same account, left out.
    public private(set) var repeated: Int64 = 0
    /// OpenDota player rows left out for lacking a column the query needs, by column.
    public private(set) var rowsLacking: [String: Int64] = [:]
    private let seen: SeenMatches

    /// `seen` is shared by the workers of one pass.
    public init(query: Query, seen: SeenMatches = SeenMatches()) {
        self.query = query
        self.seen = seen
        aggregate = AnyAggregate(query.statistic)
        decoder = MatchDecoder(plan: query.statistic.plan, rowNeeds: query.rowNeeds)
        if case .playtime(let playtime) = query.statistic {
            snapshots = (SnapshotDecoder(requiresFetchedAt: playtime.requiresFetchedAt), playtime)
        } else {
            snapshots = nil
        }
    }

    /// Adds every complete line of `bytes` (lines end with \n; the last may lack it).
    public mutating func add(lines bytes: UnsafeBufferPointer<UInt8>) -> ChunkReport {
        var report = ChunkReport()
        guard let base = bytes.baseAddress else { return report }
        var start = 0
        while start < bytes.count {
            let remaining = bytes.count - start
            let end: Int
            if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), remaining) {
                end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            } else {
                end = bytes.count
            }
            report.lines += 1
            if let problem = add(line: base + start, count: end - start) {
                report.problems.append(LineProblem(line: report.lines, matchID: problem.matchID, problem: problem.problem, isFailure: problem.isFailure))
            }
            start = end + 1
        }
        return report
    }

    private mutating func add(line: UnsafePointer<UInt8>, count: Int) -> (matchID: Int64?, problem: String, isFailure: Bool)? {
        var first = 0
        while first < count, line[first] == UInt8(ascii: " ") || line[first] == UInt8(ascii: "\t") || line[first] == UInt8(ascii: "\r") {
            first += 1
        }
        if first == count { return nil }
        if let snapshots { return add(snapshotLine: line, count: count, snapshots) }
        do {
            try decoder.decode(line, count: count, into: &view)
        } catch {
            return (error.matchID, error.problem, true)
        }
        guard view.radiantWin != nil else { return (view.matchID, Self.noWinner, true) }
        guard view.matchID != nil || view.isRow else { return (nil, Self.noMatchID, true) }
        // Reading a missing slot as 0 put the player on Radiant, and a Dire loss counted as a win.
        if let unplaced = (0..<view.playerCount).first(where: { view.players[$0].playerSlot == nil }) {
            return (view.matchID, "players[\(unplaced)] has no player_slot, so its team is unknown", true)
        }
        guard let account = query.player ?? view.perspective else {
            return (view.matchID, "no account_id says whose statistics these are; give --player", true)
        }
        guard let index = view.index(ofAccount: account) else {
            if query.player != nil {
                notThePlayers += 1
                return nil
            }
            return (view.matchID, "account \(account) is not among the players (anonymous in this match?); left out", false)
        }
        guard view.missingColumns.isEmpty else {
            for column in view.missingColumns { rowsLacking[column, default: 0] += 1 }
            return nil
        }
        if let matchID = view.matchID, !seen.firstTime(match: matchID, account: account) {
            repeated += 1
            return nil
        }
        let won = view.won(player: index)
        guard query.filter.passes(view, player: index, won: won) else {
            filteredOut += 1
            return nil
        }
        counted += 1
        aggregate.add(PlayerRow(match: view, index: index, won: won, names: decoder.fieldNames))
        return nil
    }

    private mutating func add(
        snapshotLine line: UnsafePointer<UInt8>, count: Int, _ snapshots: (decoder: SnapshotDecoder, query: PlaytimeQuery)
    ) -> (matchID: Int64?, problem: String, isFailure: Bool)? {
        let snapshot: Snapshot
        do {
            snapshot = try snapshots.decoder.decode(line, count: count)
        } catch {
            return (nil, error.problem, true)
        }
        guard snapshots.query.passes(snapshot) else {
            filteredOut += 1
            return nil
        }
        counted += 1
        aggregate.add(snapshot)
        return nil
    }

    /// A match without an id cannot be told from a second copy of itself, so it would be counted twice.
    static let noMatchID = "no match_id, so a second copy of this match could not be told apart; left out"

    /// A match list's summary (Valve's GetMatchHistory) has players but no result: counting it as a loss was a silent
    /// wrong answer.
    static let noWinner = "no radiant_win, so no one won: a match list's summary, not a match; "
        + "fetch the matches with dota-detail (dota-matches ... | dota-detail | stat-agg ...)"

    public mutating func merge(_ other: Aggregation) {
        aggregate.merge(other.aggregate)
        addCounts(counted: other.counted, notThePlayers: other.notThePlayers, filteredOut: other.filteredOut)
        repeated += other.repeated
        rowsLacking.merge(other.rowsLacking, uniquingKeysWith: +)
    }

    mutating func addCounts(counted: Int64, notThePlayers: Int64, filteredOut: Int64) {
        self.counted += counted
        self.notThePlayers += notThePlayers
        self.filteredOut += filteredOut
    }

    public func answer() -> [JSONObject] { aggregate.answer() }

    /// What the input's lines are, for notes about them.
    public var recordKind: String { snapshots == nil ? "match" : "snapshot" }

    /// A notice for an answer that says nothing, so that an empty output is explained.
    public func emptyAnswerNotice(for answer: [JSONObject]) -> String? {
        switch query.statistic {
        case .playtime where counted == 0 && filteredOut == 0:
            "no snapshot was read: the input holds no steam-games owned or history records"
        case .histogram(let field, _) where answer.isEmpty:
            "no counted match has a number in \(field)"
        case .trend(let field, _, _) where answer.isEmpty:
            "no counted match has both start_time and a number in \(field)"
        case .peers(let minGames, _) where answer.isEmpty && counted > 0:
            "no other player (by account_id) was in \(minGames) or more of the \(counted) counted matches"
        default: nil
        }
    }
}
