// What steam-auth resolve and steam-profile do with a unit of inputs: identities, summaries, friend lists.
import SteamModels
import ToolSupport

extension SteamAPI {
    /// One identity record per input that names an account.
    public func emitIdentities(of items: [InputItem], fields: [String], report: UnitReport) async throws {
        for account in try await accounts(of: items, fields: fields, report: report) {
            try report.emit(Identity(input: account.text, id: account.id, vanity: account.vanity), for: account.item)
        }
    }

    /// One summary per input, in input order, from one GetPlayerSummaries call per 100 inputs; an account Valve
    /// does not know is a note, not a record.
    public func emitSummaries(of items: [InputItem], fields: [String], report: UnitReport) async throws {
        let asked = try await accounts(of: items, fields: fields, report: report)
        let summaries = try await summaries(of: asked.map(\.id))
        for (item, _, id, _) in asked {
            if let summary = summaries.found[id] {
                try report.emit(summary, for: item)
            } else if let failure = summaries.failed[id] {
                report.fail(item, failure)
            } else {
                report.note("no player has steamid \(id)", about: item)
            }
        }
    }

    /// One record per friend of the input's account, joined to the friend's summary when asked; a private list is
    /// a note.
    public func emitFriends(of item: InputItem, fields: [String], withSummaries: Bool, report: UnitReport) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first else { return }
        guard case .friends(let friends) = try await friendList(of: account.id) else {
            report.note("keeps the friend list private", about: item)
            return
        }
        guard withSummaries else {
            for friend in friends { try report.emit(friend, for: item) }
            return
        }
        // Friend only decodes numeric steamids.
        let ids = friends.map { SteamID(id64: UInt64($0.steamid)!) }
        let summaries = try await summaries(of: ids)
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

extension SteamAPI {
    /// The signed-in account's identity record, with its persona name when a key is configured (one summary call,
    /// cached). The record needs no network: when the name cannot be had, the record goes out without it and the
    /// reason is reported after it, with its own exit status.
    public func writeSignedIn(_ signedIn: SignedIn, to context: ToolContext) async throws {
        let id = signedIn.account
        var identity = signedIn.identity
        var failure: (any Error)?
        if case .missing = configuration.key {} else {
            do {
                let summaries = try await summaries(of: [id])
                if let summary = summaries.found[id] {
                    identity.personaname = summary.personaname
                } else if let failed = summaries.failed[id] {
                    failure = failed
                } else {
                    context.diagnostics.note("\(id): Steam has no player summary for the signed-in account")
                }
            } catch {
                failure = error
            }
        }
        try context.output.write(identity, from: "steamid \(id)")
        if let failure { throw failure }
    }
}
