// Holds a message back once it has been shown often enough and counts the copies, so a --jq program that fails on
// every one of a million records does not bury every other message on stderr.

struct RepeatLimit {
    /// What a caller does with one more copy of a message.
    enum Verdict: Equatable {
        case show
        /// The first copy held back: say that further ones will be.
        case startHolding
        case hold
    }

    /// Ten copies show what fails and where it starts; more only push other messages off the screen.
    static let shown = 10
    /// Messages that quote the record's value differ every time; past this many distinct ones, new ones are shown
    /// without being counted, so memory stays flat over any number of records.
    static let tracked = 1000

    private var counts: [String: Int] = [:]
    private var heldInOrder: [String] = []

    mutating func admit(_ message: String) -> Verdict {
        guard let seen = counts[message] else {
            if counts.count < Self.tracked { counts[message] = 1 }
            return .show
        }
        counts[message] = seen + 1
        if seen < Self.shown { return .show }
        if seen == Self.shown {
            heldInOrder.append(message)
            return .startHolding
        }
        return .hold
    }

    /// Each message held back at least once, with how many copies were, in the order holding began.
    var held: [(message: String, count: Int)] {
        heldInOrder.map { ($0, counts[$0, default: Self.shown] - Self.shown) }
    }
}
