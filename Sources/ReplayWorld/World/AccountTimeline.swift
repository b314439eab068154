// One player's own changes from the clock's start on: presence day by day, names and bans month by month. Each is a
// pure function of the seed, the slot and the time asked about, so no request needs another's work.

package struct AccountTimeline {
    let slot: Int
    package let base: Player
    let calendar: EventCalendar
    let seeds: WorldSeeds
    let habits: PresenceHabits

    /// The player as a profile shows them at `time`: generated, with name, presence and last log-off moved on.
    package func player(at time: Double) -> Player {
        let (presence, lastLogoff) = presence(at: time)
        return Player(
            accountID: base.accountID, vanity: base.vanity, personaname: personaname(at: time),
            isPrivate: base.isPrivate, avatarHash: base.avatarHash, timeCreated: base.timeCreated,
            lastLogoff: lastLogoff, personaState: presence.state, personaStateFlags: base.personaStateFlags,
            allowsComments: base.allowsComments, realName: base.realName, primaryClanID: base.primaryClanID,
            currentGame: presence.game, location: base.location
        )
    }

    /// The latest mark before `time`, and the latest log-off: read back day by day from the day holding `time` until
    /// both are found, else as generated.
    func presence(at time: Double) -> (presence: Presence, lastLogoff: Int) {
        var presence: Presence?, lastLogoff: Int?
        var day = calendar.period(of: EventCalendar.secondsPerDay, holding: time)
        while day >= 0, presence == nil || lastLogoff == nil {
            let seen = presenceDay(day).marks.filter { Double($0.time) < time }
            presence = presence ?? seen.last?.presence
            lastLogoff = lastLogoff ?? seen.last { $0.presence.state == 0 }?.time
            day -= 1
        }
        return (presence ?? Presence(base), lastLogoff ?? base.lastLogoff)
    }

    /// The name of the latest rename before `time`, else the generated one.
    package func personaname(at time: Double) -> String {
        months(before: time).flatMap(\.renames).last { Double($0.time) < time }?.name ?? base.personaname
    }

    package func bans(at time: Double) -> BanRecord {
        var record = BanRecord(slot: slot, player: base, calendar: calendar, seeds: seeds)
        for (kind, banTime) in bans(in: months(before: time)) where Double(banTime) < time {
            record.add(kind, at: banTime)
        }
        return record
    }

    /// This player's events with `from <= time < to`, in time order: each change from the state just before `from`.
    package func events(from: Double, to: Double) -> [WorldEvent] {
        presenceEvents(from: from, to: to) + renameEvents(from: from, to: to) + banEvents(from: from, to: to)
    }

    private func presenceEvents(from: Double, to: Double) -> [WorldEvent] {
        var current = presence(at: from).presence
        var events: [WorldEvent] = []
        let first = calendar.period(of: EventCalendar.secondsPerDay, holding: from)
        let end = calendar.periods(of: EventCalendar.secondsPerDay, before: to)
        for day in first..<max(first, end) {
            for mark in presenceDay(day).marks where from <= Double(mark.time) && Double(mark.time) < to {
                events += changes(from: current, to: mark.presence).map { change in
                    WorldEvent(time: mark.time, accountID: base.accountID, change: change)
                }
                current = mark.presence
            }
        }
        return events
    }

    /// A game stops before the state changes and the next game starts after, so a switch is a stop then a start.
    private func changes(from old: Presence, to new: Presence) -> [WorldEvent.Change] {
        var changes: [WorldEvent.Change] = []
        if old.game != new.game, let stopped = old.game { changes.append(.gameStopped(stopped)) }
        if old.state != new.state { changes.append(.personaState(before: old.state, after: new.state)) }
        if old.game != new.game, let started = new.game { changes.append(.gameStarted(started)) }
        return changes
    }

    /// A rename to the name already worn changes nothing and is no event.
    private func renameEvents(from: Double, to: Double) -> [WorldEvent] {
        var name = personaname(at: from)
        var events: [WorldEvent] = []
        let renames = months(from: from, to: to).flatMap(\.renames)
        for rename in renames where from <= Double(rename.time) && Double(rename.time) < to && rename.name != name {
            let change = WorldEvent.Change.renamed(before: name, after: rename.name)
            events.append(WorldEvent(time: rename.time, accountID: base.accountID, change: change))
            name = rename.name
        }
        return events
    }

    private func banEvents(from: Double, to: Double) -> [WorldEvent] {
        var record = bans(at: from)
        var events: [WorldEvent] = []
        for (kind, time) in bans(in: months(from: from, to: to)) where from <= Double(time) && Double(time) < to {
            let change = WorldEvent.Change.banned(kind, before: record.count(kind))
            events.append(WorldEvent(time: time, accountID: base.accountID, change: change))
            record.add(kind, at: time)
        }
        return events
    }

    private func presenceDay(_ day: Int) -> PresenceDay {
        PresenceDay(slot: slot, day: day, habits: habits, calendar: calendar, seeds: seeds)
    }

    /// Every month that may hold a change seen at `time`, in order.
    private func months(before time: Double) -> [AccountMonth] {
        months(from: Double(calendar.origin), to: time)
    }

    private func months(from: Double, to: Double) -> [AccountMonth] {
        let first = calendar.period(of: EventCalendar.secondsPerMonth, holding: from)
        let end = calendar.periods(of: EventCalendar.secondsPerMonth, before: to)
        return (first..<max(first, end)).map { month in
            AccountMonth(slot: slot, vanity: base.vanity, month: month, calendar: calendar, seeds: seeds)
        }
    }

    /// The months' bans in time order, VAC before game at the same second.
    private func bans(in months: [AccountMonth]) -> [(kind: BanRecord.Kind, time: Int)] {
        let vac = months.flatMap(\.vacBans).map { (kind: BanRecord.Kind.vac, time: $0) }
        let game = months.flatMap(\.gameBans).map { (kind: BanRecord.Kind.game, time: $0) }
        return (vac + game).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
