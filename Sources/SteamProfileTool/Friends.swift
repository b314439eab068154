// steam-profile friends: one record per friend of each input's account, joined to the friend's summary when asked;
// with --changes, the friends added and removed since the list's previous snapshot (and each friend's summary
// changes, with --summaries) instead.
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

public struct FriendsWork: UnitWork {
    public static let inputFields = ["steamid"]

    public let withSummaries: Bool
    /// Set for --changes: events instead of friends.
    public let changes: ChangeTracker?

    public init(withSummaries: Bool, changes: ChangeTracker? = nil) {
        self.withSummaries = withSummaries
        self.changes = changes
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            try await friends(of: account, report: report, api: api)
        }
    }

    /// A private list is a note.
    private func friends(of account: AccountInput, report: UnitReport, api: SteamAPI) async throws {
        let item = account.item
        let (list, fetchedAt) = try await api.friendList(of: account.id)
        guard case .friends(let friends) = list else {
            report.note("keeps the friend list private", about: item)
            return
        }
        let snapshot = AccountSnapshot.friends(friends, of: account.id, fetchedAt: fetchedAt)
        try await changes?.report(.friends, [(item, snapshot, fetchedAt)], api: api, report: report)
        guard withSummaries else {
            if changes == nil { for friend in friends { try report.emit(friend, for: item) } }
            return
        }
        // Friend only decodes numeric steamids.
        let ids = friends.map { SteamID(decimal: $0.steamid)! }
        let summaries = try await api.summaries(of: ids)
        var found: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)] = []
        for (friend, id) in zip(friends, ids) {
            if let summary = summaries.found[id], let fetchedAt = summaries.fetchedAt[id] {
                if changes == nil {
                    try report.emit(FriendWithSummary(friend: friend, summary: summary), for: item)
                } else {
                    found.append((item, .summary(summary, of: id, fetchedAt: fetchedAt), fetchedAt))
                }
            } else if let failure = summaries.failed[id] {
                report.fail(item, WebAPIError.notFound("friend \(id): \(failure)"))
            } else {
                report.note("friend \(id) has no player summary", about: item)
            }
        }
        try await changes?.report(.summary, found, api: api, report: report)
    }
}
