// GET /_replay/events: the world's changes between two times, one NDJSON line per event per account it touches, so a
// test knows what a client should see change.

enum EventsControl {
    /// `from` and `to` are Unix seconds, by default the clock's start and now; an event at `time` is listed when
    /// `from <= time < to`, the same rule by which routes show it once the clock is past it, so the default window is
    /// what the answers at now show: an event at exactly now is in neither yet.
    static func reply(_ query: Query, state: ReplayState) async -> Reply {
        if let unknown = query.items.first(where: { !["from", "to"].contains($0.name) }) {
            return .plainText("unknown query parameter \"\(unknown.name)\"; use from=UNIX and to=UNIX", status: 400)
        }
        var bounds: [String: Double] = [:]
        for name in ["from", "to"] {
            guard let text = query[name] else { continue }
            guard let seconds = Double(text), seconds.isFinite else {
                return .plainText("\(name)=\(text) must be a finite number of Unix seconds", status: 400)
            }
            // The world is drawn day by day from the clock's start, so a bound past the ceiling would cost as much as
            // moving the clock there.
            guard seconds <= state.ceiling else {
                let ceiling = ClockCeiling.describe(start: state.start)
                return .plainText("\(name)=\(text) is past the clock's ceiling, \(ceiling)", status: 400)
            }
            bounds[name] = seconds
        }
        let now = await state.now
        let from = bounds["from"] ?? state.start, to = bounds["to"] ?? now
        let changes = state.world.changes
        return .ndjson(await WorldEventLog.events(from: from, to: to, state: state).map { event in
            event.line(ofPrivateProfile: changes.slot(accountID: event.accountID).map { changes.players[$0].isPrivate } ?? false)
        })
    }
}
