// steam-auth resolve, whoami and login's records: an account in every SteamID form, named as the input named it.
import CommandKit
import ConfigFiles
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
        let (record, failure) = await identity(with: api, note: context.diagnostics.note)
        try context.output.write(record, from: "steamid \(account)")
        // The record first, then why it has no name, in every --format, as the manual says.
        try context.output.finish()
        if let failure { throw failure }
    }

    /// The identity record and why it lacks the persona name, when it does and that is a failure; a missing summary
    /// is only a `note`.
    public func identity(with api: SteamAPI, note: (String) -> Void) async -> (record: Identity, failure: (any Error)?) {
        var record = identity
        // Without any key there is no name to ask for, and nothing failed; a refused key file is a failure to say.
        if case .missing = api.configuration.key { return (record, nil) }
        do {
            let summaries = try await api.summaries(of: [account])
            if let summary = summaries.found[account] {
                record.personaname = summary.personaname
            } else if let failed = summaries.failed[account] {
                return (record, failed)
            } else {
                note("\(account): Steam has no player summary for the signed-in account")
            }
        } catch {
            return (record, error)
        }
        return (record, nil)
    }
}
