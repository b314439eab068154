// steam-profile (summaries): one player summary per input, in input order, 100 accounts a call.
import SteamModels
import ToolSupport
import WebAPI

public struct SummariesWork: UnitWork {
    public static let inputFields = ["steamid"]
    public static let batching = Batching.upTo(SteamAPI.summariesPerCall)

    public init() {}

    /// An account Valve does not know is a note, not a record.
    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        let asked = try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report)
        let summaries = try await api.summaries(of: asked.map(\.id))
        for account in asked {
            if let summary = summaries.found[account.id] {
                try report.emit(summary, for: account.item)
            } else if let failure = summaries.failed[account.id] {
                report.fail(account.item, failure)
            } else {
                report.note("no player has steamid \(account.id)", about: account.item)
            }
        }
    }
}
