// steam-profile (summaries): one player summary per input, in input order, 100 accounts a call; with --changes, what
// changed in each since its previous snapshot instead.
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

public struct SummariesWork: UnitWork {
    public static let inputFields = ["steamid"]
    public static let batching = Batching.upTo(SteamAPI.summariesPerCall)

    /// Set for --changes: events instead of summaries.
    public let changes: ChangeTracker?

    public init(changes: ChangeTracker? = nil) {
        self.changes = changes
    }

    /// An account Valve does not know is a note, not a record.
    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        let asked = try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report)
        let summaries = try await api.summaries(of: asked.map(\.id))
        var found: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)] = []
        for account in asked {
            if let summary = summaries.found[account.id], let fetchedAt = summaries.fetchedAt[account.id] {
                guard changes != nil else {
                    try report.emit(summary, for: account.item)
                    continue
                }
                found.append((account.item, .summary(summary, of: account.id, fetchedAt: fetchedAt), fetchedAt))
            } else if let failure = summaries.failed[account.id] {
                report.fail(account.item, failure)
            } else {
                report.note("no player has steamid \(account.id)", about: account.item)
            }
        }
        try await changes?.report(.summary, found, api: api, report: report)
    }
}
