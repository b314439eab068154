// steam-auth resolve, whoami and login's records: an account in every SteamID form, named as the input named it.
import SteamModels
import ToolSupport
import WebAPI

/// steam-auth resolve: one identity record per input that names an account.
public struct ResolveWork: UnitWork {
    public static let inputFields = ["steamid", "account_id", "vanity", "input"]
    /// Most inputs are ids that need no request, so units are whatever has been read.
    public static let batching = Batching.available

    public init() {}

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        for account in try await AccountInput.resolve(items, fields: Self.inputFields, api: api, report: report) {
            try report.emit(Identity(input: account.text, id: account.id, vanity: account.vanity), for: account.item)
        }
    }
}

extension SignedIn {
    /// The signed-in account's identity record, with its persona name when a key is configured (one summary call,
    /// cached). The record needs no network: when the name cannot be had, the record goes out without it and the
    /// reason is reported after it, with its own exit status.
    public func write(with api: SteamAPI, to context: ToolContext) async throws {
        let id = account
        var identity = identity
        var failure: (any Error)?
        if case .missing = api.configuration.key {} else {
            do {
                let summaries = try await api.summaries(of: [id])
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
