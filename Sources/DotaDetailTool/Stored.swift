// dota-detail stored: every match the store holds that each account played, newest first, as dota-detail wrote it;
// no match is fetched.
import ArgumentParser
import CommandKit
import FoundationEssentials
import SteamModels
import ToolSupport
import WebAPI

struct Stored: NetworkedSubcommand {
    typealias Tool = DotaDetail

    static let configuration = CommandConfiguration(
        abstract: "Every match the store holds that each account played, newest first, as dota-detail wrote it.",
        discussion: """
            Accounts come from the arguments, else from stdin, as dota-matches takes them. Each record is \
            the one dota-detail wrote when it fetched the match, byte for byte, with account_id first; no \
            match is fetched. A file of an account's matches made this way always equals the store, \
            however the runs that filled the store ended, so a daily job rewrites the file rather than \
            appending to it. With tac, dota-detail fetches the new matches oldest first; a run cut short \
            anywhere leaves the rest to the next --new, which lists every match the store lacks for the \
            account.

            It reads the store and fetches no match, so --jobs, --unordered, --no-cache and --refresh, \
            which would change nothing or contradict it, are refused. Only a vanity name costs a request (ResolveVanityURL, \
            kept a week), and matches an older steam-pipes stored cost one GetHeroes; --rate, --burst, \
            --timeout and --attempts govern those, and with --offline nothing is asked (a name the store \
            has not resolved fails).

            Examples:
              dota-detail stored 22202 | stat-agg wl
              dota-matches --new 22202 | tac | dota-detail > /dev/null
              dota-detail stored 22202 > matches.new \\
                && mv matches.new matches.ndjson
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts (any SteamID form, an account_id or a vanity name); read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        let network = options.network
        // ArgumentParser does not say whether a value was given: an explicit --jobs 8, the default, passes.
        let inert = [
            ("--jobs", network.jobs != NetworkOptions.defaultJobs), ("--unordered", network.unordered),
            ("--no-cache", network.noCache), ("--refresh", network.refresh),
        ]
        if let (flag, _) = inert.first(where: \.1) {
            throw ValidationError("dota-detail stored reads the store and fetches no match: \(flag) does nothing there")
        }
    }

    func run() async throws {
        try await runOnce { api, context in
            try await StoredMatches.write(InputSource.open(arguments: inputs), with: api, to: context)
        }
    }
}

/// dota-detail stored: every match the store holds of each input's account, as dota-detail wrote it.
public enum StoredMatches {
    /// Accounts as dota-matches takes them.
    public static let inputFields = AccountInput.dotaFields

    /// Writes each account's stored matches straight to the output, a page at a time: one account at a time, so
    /// they come in input order, and a history of any length costs a page of memory.
    public static func write(_ inputs: InputSource, with api: SteamAPI, to context: ToolContext) async throws {
        try await context.process(inputs, fields: inputFields, batching: .each, jobs: 1, ordered: true) { items, report in
            try await AccountInput.each(items, fields: inputFields, api: api, report: report) { account in
                let label = account.item.label(fields: inputFields)
                var written = 0
                try await api.eachStoredMatchRecord(of: account.id.accountID) { record in
                    try context.output.write(json: Data(record), from: label)
                    written += 1
                }
                if written == 0 {
                    report.note(
                        "the store holds no Dota 2 matches of \(account.id); `dota-matches --new \(account.id.accountID) "
                            + "| tac | dota-detail > /dev/null` fetches them", about: account.item)
                }
            }
        }
    }
}
