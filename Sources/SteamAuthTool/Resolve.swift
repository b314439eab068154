// steam-auth resolve: SteamIDs, profile URLs and vanity names to one identity record each, an account in every SteamID
// form, named as the input named it.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Resolve: NetworkedCommand {
    typealias Tool = SteamAuth

    static let configuration = CommandConfiguration(
        abstract: "Resolve SteamIDs, profile URLs and vanity names to one identity record each.",
        discussion: """
            Accepts SteamID64, account_id, STEAM_X:Y:Z, [U:1:N], steamcommunity.com/profiles/… and /id/… URLs, \
            friend-invite links (s.team/p/cpf-ff, steamcommunity.com/user/cpf-ff, read from the code alone), \
            and vanity names (one ResolveVanityURL call each, cached). Inputs come from the arguments, \
            else from stdin: bare ids or JSON objects with a steamid, account_id or vanity field.

            A URL is read as a browser reads it: scheme, host and /id/ or /profiles/ in any letter case, and \
            dot segments resolved, so /id/x/../../profiles/N is the account N a browser would open. A URL with \
            a user name or password, another host or a port other than the scheme's is refused.

            Examples:
              steam-auth resolve gabelogannewell
              steam-auth resolve 76561197960287930 \\
                'STEAM_1:0:11101' '[U:1:22202]'
              steam-auth resolve robinwalker | steam-profile friends \\
                | steam-profile
              printf '%s\\n' 22202 robinwalker | steam-auth resolve \\
                --jq .steamid -r
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts to resolve; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> ResolveWork { ResolveWork() }
}

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
