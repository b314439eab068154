// The history commands' shared part (steam-games history, steam-profile history): which accounts and which stretch of
// time they read back, and the run that reads every account's snapshots for --all.
import ArgumentParser
import ToolSupport
import WebAPI

/// The accounts and the times a history command reads.
public struct SnapshotSelection: ParsableArguments, Sendable {
    @Flag(help: "Every account the store has snapshots of; reads no input.")
    public var all = false

    @Option(parsing: .unconditional, help: "Snapshots taken at or after this date (2026-11-01, a year as 2026, an ISO 8601 time or unix seconds).")
    public var since: DateArgument?

    @Option(parsing: .unconditional, help: "Snapshots taken before the end of this date (a whole day when only a day is given, a whole year for a year).")
    public var until: DateArgument?

    @Argument(help: "Accounts; read from stdin when none are given and --all is not.")
    public var inputs: [String] = []

    public init() {}

    public func validate() throws {
        if all && !inputs.isEmpty { throw ValidationError("--all reads every account; give accounts or --all, not both") }
        try FlagRules.requireOrder(since: since?.seconds, until: until?.exclusiveEnd)
    }

    /// The first second read, unix seconds; nil for the oldest.
    public var first: Int64? { since?.seconds }
    /// The first second not read; nil for the newest.
    public var end: Int64? { until?.exclusiveEnd }
}

/// Work that reads stored snapshots, and can read every account's at once.
public protocol StoredHistoryWork: UnitWork {
    func writeAll(with api: SteamAPI, to context: ToolContext) async throws
}

extension StoredHistoryWork {
    /// " in that range" after what a note says the store lacks, when --since or --until bounds the history; else
    /// nothing, since a note about a range no one gave misleads.
    public func inRange(since: Int64?, until: Int64?) -> String { since == nil && until == nil ? "" : " in that range" }
}

/// A history command: the inputs' snapshots, or with --all every account's.
public protocol HistoryCommand: NetworkedCommand where Work: StoredHistoryWork {
    var selection: SnapshotSelection { get }
}

extension HistoryCommand {
    public var inputs: [String] { selection.inputs }

    /// A history reads the store alone: a vanity name is resolved from the answer the store kept, whatever its age,
    /// and never by a request.
    public var network: NetworkOptions {
        var network = options.network
        network.offline = true
        return network
    }

    public func validate() throws {
        if options.network.refresh || options.network.noCache {
            throw ValidationError("a history reads the store alone: --refresh and --no-cache have nothing to do here")
        }
    }

    public func run() async throws {
        guard selection.all else { return try await processInputs() }
        try await runOnce { api, context in try await work().writeAll(with: api, to: context) }
    }
}
