// steam-profile friends: one record per friend of each input's account, joined to the friend's summary when asked.
import SteamModels
import ToolSupport
import WebAPI

public struct FriendsWork: UnitWork {
    public static let inputFields = ["steamid"]

    public let withSummaries: Bool

    public init(withSummaries: Bool) {
        self.withSummaries = withSummaries
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            try await friends(of: account, report: report, api: api)
        }
    }

    /// A private list is a note.
    private func friends(of account: AccountInput, report: UnitReport, api: SteamAPI) async throws {
        let item = account.item
        guard case .friends(let friends) = try await api.friendList(of: account.id) else {
            report.note("keeps the friend list private", about: item)
            return
        }
        guard withSummaries else {
            for friend in friends { try report.emit(friend, for: item) }
            return
        }
        // Friend only decodes numeric steamids.
        let ids = friends.map { SteamID(decimal: $0.steamid)! }
        let summaries = try await api.summaries(of: ids)
        for (friend, id) in zip(friends, ids) {
            if let summary = summaries.found[id] {
                try report.emit(FriendWithSummary(friend: friend, summary: summary), for: item)
            } else if let failure = summaries.failed[id] {
                report.fail(item, WebAPIError.notFound("friend \(id): \(failure)"))
            } else {
                report.note("friend \(id) has no player summary", about: item)
            }
        }
    }
}
