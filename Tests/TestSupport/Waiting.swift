// Waiting for another process to do something: look, and look again, until it has, and fail at a deadline saying
// what never happened instead of hanging. Never a sleep that guesses how long something takes: it either wastes the
// time or, on a busy machine, is too short.
import Foundation

/// Looks at `condition` every `interval` seconds until it holds; after `seconds` in vain, throws naming `what`.
public func waitUntil(
    _ what: @autoclosure () -> String, within seconds: Double, every interval: Double = 0.05, _ condition: () throws -> Bool
) throws {
    let deadline = Deadline(seconds: seconds)
    while try !condition() {
        try deadline.check(what())
        Thread.sleep(forTimeInterval: interval)
    }
}

/// `waitUntil` for async code, whose thread must go on serving other tasks while this one waits.
public func waitUntil(
    _ what: @autoclosure () -> String, within seconds: Double, every interval: Double = 0.05, _ condition: () throws -> Bool
) async throws {
    let deadline = Deadline(seconds: seconds)
    while try !condition() {
        try deadline.check(what())
        try await Task.sleep(for: .seconds(interval))
    }
}

/// The condition is looked at once more after the deadline has passed, since the check comes between a look and the
/// sleep: on two shared cores a waiting thread may wake only long after it asked to.
private struct Deadline {
    let seconds: Double
    let end: Date

    init(seconds: Double) {
        self.seconds = seconds
        end = Date().addingTimeInterval(seconds)
    }

    func check(_ what: String) throws {
        if Date() >= end { throw TestSupportError("waited \(seconds) s for \(what), in vain") }
    }
}
