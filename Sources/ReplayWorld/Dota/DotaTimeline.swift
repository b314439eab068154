// The world's Dota history from 2024-06-01 on, without end: days of matches drawn when first asked for and kept,
// and the walks the routes need (an account's history, the global history, by sequence number, by id).

import FoundationEssentials
import Synchronization

/// Mutable only through its caches, which hold pure functions of the seed behind a lock; what it answers never
/// depends on what was asked before.
package final class DotaTimeline: @unchecked Sendable {
    let population: DotaPopulation
    /// OpenDota's view of a match draws its own fields from the same seed.
    package let seeds: WorldSeeds
    private let scheduler: MatchScheduler
    private let records: MatchRecordGenerator
    /// Role players appear only in matches they start, so their histories need only their own schedules.
    private let roleSlotByAccount: [UInt32: Int]
    private let caches = Mutex(Caches())

    private struct Caches {
        var days: [Int: DotaDay] = [:]
        var roleSchedules: [Int: [DotaMatch]] = [:]
    }

    init(population: DotaPopulation, seeds: WorldSeeds, players: [Player]) {
        self.population = population
        self.seeds = seeds
        scheduler = MatchScheduler(population: population, seeds: seeds)
        records = MatchRecordGenerator(seeds: seeds)
        roleSlotByAccount = Dictionary(uniqueKeysWithValues: population.cast.slots.map { (players[$0].accountID, $0) })
    }

    /// The last day that can hold a visible match at `now`; -1 before history starts.
    static func lastDay(at now: Double) -> Int {
        MatchNumbering.day(of: Int(now.rounded(.down)))
    }

    /// Whether GetMatchHistory refuses this account with status 15: the role who hides their match data, and players
    /// with private profiles, who appear anonymous in every match.
    package func hidesHistory(accountID: UInt32, player: Player?) -> Bool {
        roleSlotByAccount[accountID] == population.cast.privateHistory || player?.isPrivate == true
    }

    /// Matches visible at `now` that pass `filter`, newest first, at most `limit` of them. With an account, the
    /// matches it played; without, everyone's.
    package func history(of accountID: UInt32?, at now: Double, limit: Int, filter: (DotaMatch) -> Bool) -> [DotaMatch] {
        var found: [DotaMatch] = []
        var day = Self.lastDay(at: now)
        while day >= 0, found.count < limit {
            for match in matches(of: accountID, day: day).reversed() where match.isVisible(at: now) && filter(match) {
                found.append(match)
                if found.count == limit { break }
            }
            day -= 1
        }
        return found
    }

    /// How many matches `slot` (a role player) has played by `now`, hidden ones included.
    func matchCount(startedBy slot: Int, at now: Double) -> Int {
        let lastDay = Self.lastDay(at: now)
        guard lastDay >= 0 else { return 0 }
        return (0...lastDay).reduce(0) { count, day in
            count + schedule(of: slot, day: day).filter { $0.isVisible(at: now) }.count
        }
    }

    /// The full record, drawn afresh each time from the match's own sub-seed: cheap, and nothing to keep.
    package func record(of match: DotaMatch) -> MatchRecord {
        records.record(for: match)
    }

    /// The match with this id if it exists and has ended by `now`.
    package func match(id: UInt64, at now: Double) -> DotaMatch? {
        guard let origin = MatchNumbering.origin(ofMatchID: id),
              population.starters.contains(origin.anchorSlot)
        else { return nil }
        let day = MatchNumbering.day(of: origin.start)
        guard day >= 0 else { return nil }
        return schedule(of: origin.anchorSlot, day: day).first { $0.matchID == id && $0.isVisible(at: now) }
    }

    /// Up to `count` visible, unhidden matches with a sequence number of `seqNum` or more, in sequence order.
    package func matches(fromSeqNum seqNum: UInt64, count: Int, at now: Double) -> [DotaMatch] {
        let lastDay = Self.lastDay(at: now)
        // A match ending at or after the wanted end time started at most one duration limit before it.
        var day = max(0, MatchNumbering.day(of: MatchNumbering.endTime(ofSeqNum: seqNum) - MatchNumbering.durationLimit))
        var found: [DotaMatch] = []
        while day <= lastDay {
            found += self.day(day).matches.filter { $0.seqNum >= seqNum && $0.isVisible(at: now) && !$0.isHidden }
            found.sort { $0.seqNum < $1.seqNum }
            // Matches of later days end after the next day begins, so those ending before it are final.
            let nextDayStart = MatchNumbering.start(ofDay: day + 1)
            if found.prefix(count).count == count, found[count - 1].endTime < nextDayStart { break }
            day += 1
        }
        return Array(found.prefix(count))
    }

    private func matches(of accountID: UInt32?, day: Int) -> [DotaMatch] {
        guard let accountID else { return self.day(day).matches }
        if let slot = roleSlotByAccount[accountID] { return schedule(of: slot, day: day) }
        return self.day(day).matches(of: accountID)
    }

    /// One player's matches that day, sorted by id; kept only for role players, whose histories are walked often.
    private func schedule(of slot: Int, day: Int) -> [DotaMatch] {
        guard population.cast.slots.contains(slot) else { return scheduler.matches(startedBy: slot, day: day) }
        let key = MatchNumbering.scheduleIndex(day: day, slot: slot)
        return caches.withLock { caches in
            if let kept = caches.roleSchedules[key] { return kept }
            let drawn = scheduler.matches(startedBy: slot, day: day)
            caches.roleSchedules[key] = drawn
            return drawn
        }
    }

    private func day(_ day: Int) -> DotaDay {
        if let kept = caches.withLock({ $0.days[day] }) { return kept }
        let drawn = DotaDay(matches: population.starters.flatMap { schedule(of: $0, day: day) })
        return caches.withLock { caches in
            caches.days[day] = drawn
            return drawn
        }
    }
}

/// Every match started on one day, by id, and where each shown account played.
struct DotaDay: Sendable {
    let matches: [DotaMatch]
    private let indexesByAccount: [UInt32: [Int]]

    init(matches unsorted: [DotaMatch]) {
        matches = unsorted.sorted { $0.matchID < $1.matchID }
        var index: [UInt32: [Int]] = [:]
        for (position, match) in matches.enumerated() {
            for player in match.players {
                if case .shown(let accountID) = player.account { index[accountID, default: []].append(position) }
            }
        }
        indexesByAccount = index
    }

    func matches(of accountID: UInt32) -> [DotaMatch] {
        (indexesByAccount[accountID] ?? []).map { matches[$0] }
    }
}
