// steam-profile's --changes and --watch, shared by summaries, friends and bans: the flags, their rules, and the run
// that repeats the template's rounds.
import ArgumentParser
import SteamModels
import ToolSupport
import WebAPI

public struct ChangeOptions: ParsableArguments, Sendable {
    @Flag(help: "Print only what changed since this feed last reported each account, as event records; always fetches.")
    public var changes = false

    @Option(help: ArgumentHelp(
        "The change feed --changes reads and moves on: each keeps its own place per account (letters, digits, . _ -).",
        valueName: "name"))
    public var feed = ChangeTracker.defaultFeed

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Fetch again every this many seconds (1-86400), until a signal or a closed stdout.", valueName: "seconds"))
    public var watch: Double?

    public init() {}

    /// A finite wait of at least a second: `inf` or 1e-300 would trap when turned into a Duration, and a tighter loop
    /// would only spend the rate limit.
    public func validate() throws {
        try FlagRules.require(watch, in: 1...86_400, "--watch")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".unicodeScalars)
        guard !feed.isEmpty, feed.unicodeScalars.count <= 64, feed.unicodeScalars.allSatisfy(allowed.contains) else {
            throw ValidationError("--feed \(quoted(feed)) is no feed name: 1-64 letters, digits, dots, underscores or hyphens")
        }
    }

    /// The rules these flags make with the network flags: --changes compares with snapshots --no-cache never stores,
    /// and a --watch round that read the store alone (--offline) or a cache of an hour could never see a change.
    public func check(with network: NetworkOptions) throws {
        if changes && network.noCache { throw ValidationError("--changes compares with the store's snapshots, which --no-cache does not keep") }
        if watch != nil && (network.noCache || network.offline || network.refresh) {
            throw ValidationError("--watch fetches every round anew and stores it; leave out --no-cache, --offline and --refresh")
        }
    }

    /// The tracker of this run's --changes, when asked for.
    public func tracker() -> ChangeTracker? { changes ? ChangeTracker(feed: feed) : nil }
}

/// Work that can report changes instead of records.
public protocol ChangeReportingWork: UnitWork {
    /// This run's tracker: set for --changes.
    var changes: ChangeTracker? { get }
}

extension SummariesWork: ChangeReportingWork {}
extension FriendsWork: ChangeReportingWork {}
extension BansWork: ChangeReportingWork {}

/// A command that takes --changes and --watch: steam-profile's summaries, friends and bans.
public protocol ChangeWatchingCommand: NetworkedCommand where Work: ChangeReportingWork {
    var changes: ChangeOptions { get }
}

extension ChangeWatchingCommand {
    public func validate() throws { try changes.check(with: options.network) }

    public func run() async throws { try await processInputs(watching: changes) }
}

extension NetworkedCommand where Work: ChangeReportingWork {
    /// The template's run, once, or every `changes.watch` seconds. Each round of a watch asks Valve anew (--refresh):
    /// an answer cached for an hour would hide every change. Its inputs are read once, stdin to the end, and reused.
    /// A signal ends the wait at once with the tool's signal status, as it ends any run (DieOnSignal); every round's
    /// answers and snapshots were stored as they came. A reader that left ends the watch quietly, as EPIPE does.
    public func processInputs(watching changes: ChangeOptions) async throws {
        var network = options.network
        let seconds = changes.watch
        // A cached answer would hide every change since it: --changes always asks, unless told to read the store.
        if seconds != nil || (changes.changes && !network.offline) { network.refresh = true }
        try await ToolRunner.run(tool: Tool.toolName, output: options.output) { context in
            let work = try work()
            let source = InputSource.open(arguments: inputs)
            let kept = seconds == nil ? nil : try await source.all()
            while true {
                let api = try network.makeAPI(classRates: work.classRates, diagnostics: context.diagnostics)
                try await context.process(
                    kept.map(InputSource.open(items:)) ?? source, fields: Work.inputFields, batching: work.batching,
                    jobs: network.jobs, ordered: !network.unordered
                ) { items, report in
                    try await work.run(on: items, report: report, api: api)
                }
                work.changes?.noteFirstSnapshots(to: context.diagnostics)
                guard let seconds else { return }
                try context.output.flush()
                try await Self.wait(seconds)
            }
        }
    }

    /// `seconds`, or less when stdout's reader leaves meanwhile: then StandardStreamError.readerGone.
    private static func wait(_ seconds: Double) async throws {
        let end = ContinuousClock.now.advanced(by: .seconds(seconds))
        while ContinuousClock.now < end {
            if StandardStream.output.readerHasLeft { throw StandardStreamError.readerGone(stream: StandardStream.output.name) }
            try await Task.sleep(for: min(end - ContinuousClock.now, .milliseconds(200)))
        }
    }
}
