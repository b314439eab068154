// steam-profile: player summaries (100 ids a call) and friend lists, one record per player or friendship.
import ArgumentParser
import SteamModels
import ToolSupport
import WebAPI

@main
struct SteamProfile: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steam-profile",
        abstract: "Player summaries and friend lists.",
        subcommands: [Summaries.self, Friends.self],
        defaultSubcommand: Summaries.self)
}

struct Summaries: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One GetPlayerSummaries record per account, fetched 100 accounts a call.",
        discussion: """
            Inputs come from the arguments, else from stdin: bare ids (any SteamID form or vanity name) \
            or JSON objects with a steamid field, such as steam-auth and friend records.

            Examples:
              steam-profile 76561197960287930
              steam-auth resolve robinwalker | steam-profile --format table \\
                --jq '{steamid, personaname}'
              steam-profile friends robinwalker | steam-profile --jq .personaname -r
            """)

    @OptionGroup(title: "Network and cache") var network: NetworkOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func run() async throws {
        try await ToolRunner.run(tool: "steam-profile", output: output) { context in
            let api = network.makeAPI(notice: context.diagnostics.note)
            let items = batches(of: SteamAPI.summariesPerCall, from: InputSource.items(arguments: inputs))
            try await context.forEach(items, jobs: network.jobs) { batch in
                try await summaries(of: batch, api: api, context: context)
            } emit: { summaries in
                for (source, summary) in summaries { try context.output.write(summary, from: source) }
            }
        }
    }
}

struct Friends: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One record per friend, saying whose friend it is (friend_of).",
        discussion: """
            A private friend list is a note on stderr, not a failure. With --summaries each friend record \
            carries the friend's profile summary too (fetched 100 friends a call).

            Examples:
              steam-profile friends 76561197960287930
              steam-auth resolve robinwalker | steam-profile friends --summaries
              steam-profile friends robinwalker | steam-profile --format csv > f.csv
            """)

    @OptionGroup(title: "Network and cache") var network: NetworkOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    @Flag(help: "Join each friend to the friend's player summary.")
    var summaries = false

    @Argument(help: "Accounts whose friends to list; read from stdin when none are given.")
    var inputs: [String] = []

    func run() async throws {
        try await ToolRunner.run(tool: "steam-profile", output: output) { context in
            let api = network.makeAPI(notice: context.diagnostics.note)
            let withSummaries = summaries
            try await context.forEach(InputSource.items(arguments: inputs), jobs: network.jobs) { item in
                let records = try await friends(of: item, withSummaries: withSummaries, api: api, context: context)
                return (source: item.origin.description, records: records)
            } emit: { source, records in
                for record in records { try context.output.write(record, from: source) }
            }
        }
    }
}

/// Accounts named by `items` (bad inputs reported and skipped), ready to look up together.
private func accounts(_ items: [InputItem], api: SteamAPI, context: ToolContext) async throws -> [(item: InputItem, id: SteamID)] {
    var found: [(item: InputItem, id: SteamID)] = []
    for item in items {
        if let id = try await context.attempt(item, { try await api.account(for: item.value(fields: ["steamid"])) }) {
            found.append((item, id))
        }
    }
    return found
}

/// Summaries in input order, each with the input it answers; an account Valve does not know is a note, not a record.
private func summaries(
    of batch: [InputItem], api: SteamAPI, context: ToolContext
) async throws -> [(source: String, summary: PlayerSummary)] {
    let asked = try await accounts(batch, api: api, context: context)
    let found = try await api.summaries(of: asked.map(\.id))
    return asked.compactMap { item, id in
        if found[id] == nil { reportAbsence(of: id, as: "no player has steamid \(id)", for: item, api: api, context: context) }
        return found[id].map { (item.origin.description, $0) }
    }
}

/// An account left out of a summaries answer: a failure when offline, else a note.
private func reportAbsence(of id: SteamID, as note: String, for item: InputItem, api: SteamAPI, context: ToolContext) {
    if let failure = api.absence(of: id) {
        context.diagnostics.error("\(item.origin): \(failure)")
    } else {
        context.diagnostics.note("\(item.origin): \(note)")
    }
}

/// Friend records of one account, joined to summaries when asked; a private list is a note.
private func friends(
    of item: InputItem, withSummaries: Bool, api: SteamAPI, context: ToolContext
) async throws -> [any Encodable & Sendable] {
    guard let (_, id) = try await accounts([item], api: api, context: context).first else { return [] }
    guard case .friends(let friends) = try await api.friendList(of: id) else {
        context.diagnostics.note("\(item.origin): \(id) keeps the friend list private")
        return []
    }
    guard withSummaries else { return friends }
    // Friend only decodes numeric steamids.
    let ids = friends.map { SteamID(id64: UInt64($0.steamid)!) }
    let found = try await api.summaries(of: ids)
    return zip(friends, ids).compactMap { friend, friendID in
        guard let summary = found[friendID] else {
            reportAbsence(of: friendID, as: "friend \(friendID) has no player summary", for: item, api: api, context: context)
            return nil
        }
        return FriendWithSummary(friend: friend, summary: summary)
    }
}
