// One unit of a command's work run in-process against the loopback replay, and what it came to: the records as JSON
// objects, and each message as stderr would show it, with its exit status.
import CommandKit
import Foundation
import SteamModels
import TestSupport
import ToolSupport
import WebAPI

struct UnitOutcome {
    let records: [[String: Any]]
    /// `line 2 (robinwalker): keeps the friend list private`, as the tool writes it after its name.
    let messages: [String]
    /// Each message's exit status, nil for a note.
    let statuses: [ExitStatus?]

    var notes: [String] { zip(messages, statuses).filter { $0.1 == nil }.map(\.0) }
    var failures: [String] { zip(messages, statuses).filter { $0.1 != nil }.map(\.0) }
}

enum InputOrigin {
    /// Inputs given as arguments: `argument 1`, `argument 2`, …
    case arguments
    /// Inputs read from stdin: `line 1`, `line 2`, …
    case lines
}

/// Runs `work` on `inputs` as one unit, as the tool does for a unit it reads, and collects what it reported.
func run(
    _ work: some UnitWork, _ inputs: [String], from origin: InputOrigin = .arguments, api: SteamAPI
) async throws -> UnitOutcome {
    let items = inputs.enumerated().map { index, input in
        InputItem(origin: origin == .arguments ? .argument(index + 1) : .line(index + 1), bytes: Array(input.utf8))
    }
    let report = UnitReport(items: items, fields: type(of: work).inputFields)
    try await work.run(on: items, report: report, api: api)
    let collected = try report.collect()
    let records = try collected.records.map { json in
        guard let object = try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            throw TestSupportError("a record that is no object: \(String(decoding: json, as: UTF8.self))")
        }
        return object
    }
    return UnitOutcome(records: records, messages: collected.messages.map(\.text), statuses: collected.messages.map(\.status))
}
