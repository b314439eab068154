// --changes and --watch, shared by steam-profile's summaries, friends and bans and steam-games wishlist: the flags,
// their rules, and the run that repeats the template's rounds.
import ArgumentParser
import CommandKit
import FoundationEssentials
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
        help: ArgumentHelp(
            "Fetch again every this many seconds (1-86400), until a signal or a closed stdout; a round that fails for a "
                + "reason that can pass is tried again later, and --format json is refused (use ndjson).",
            valueName: "seconds"),
        transform: FlagRules.decimal)
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

/// A command that takes --changes and --watch: steam-profile's summaries, friends and bans, steam-games wishlist.
public protocol ChangeWatchingCommand: NetworkedCommand where Work: ChangeReportingWork {
    var changes: ChangeOptions { get }
}

extension ChangeWatchingCommand {
    public func validate() throws {
        try changes.check(with: options.network)
        if changes.watch != nil, options.output.format == .json {
            throw ValidationError(
                "--format json writes one array, closed when the run ends, and a --watch does not end; "
                    + "use --format ndjson for a record a line as each round finds it")
        }
    }

    public func run() async throws { try await processInputs(watching: changes) }
}

extension NetworkedCommand where Work: ChangeReportingWork {
    /// The template's run, once, or every `changes.watch` seconds. Each round of a watch asks Valve anew (--refresh):
    /// an answer cached for an hour would hide every change. Its inputs are read once, stdin to the end, and reused;
    /// its client, store connections included, is made once. A round that fails for a reason that can pass (the
    /// network, a 5xx or 429 past the retries, a locked store), for all its inputs or for some, is a note, and the
    /// next round comes later and later (WatchPace); a missing or rejected key or Valve's 403 block ends the watch
    /// with its status. A table, csv or tsv is written whole at the end of each round; --format json, one array
    /// closed at the end, is refused.
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
            var api = try network.makeAPI(classRates: work.classRates, diagnostics: context.diagnostics)
            func round(_ inputs: InputSource, _ api: SteamAPI, failures: InputFailures? = nil) async throws {
                try await context.process(
                    inputs, fields: Work.inputFields, batching: work.batching, jobs: network.jobs,
                    ordered: !network.unordered, failures: failures
                ) { items, report in
                    try await work.run(on: items, report: report, api: api)
                }
            }
            guard let seconds else {
                try await round(source, api)
                work.changes?.noteFirstSnapshots(to: context.diagnostics)
                if let feed = work.changes?.feed, network.offline {
                    context.diagnostics.note(
                        "--changes --offline: fetched nothing; these are the changes the store learned since feed "
                            + "\(quoted(feed)) last reported")
                }
                return
            }
            let kept = try await source.all()
            var pace = WatchPace(interval: .seconds(seconds))
            while true {
                var failure: (any Error)?
                // Inputs that failed alone, each already named on stderr, back the watch off as a failed round does.
                let failedInputs = InputFailures(counting: WatchPace.canPass)
                do {
                    try await round(InputSource.open(items: kept), api, failures: failedInputs)
                } catch let error as StandardStreamError {
                    throw error
                } catch {
                    failure = error
                }
                work.changes?.noteFirstSnapshots(to: context.diagnostics)
                try context.output.finishRound()
                let next: WatchPace.Next
                if let failure {
                    guard let later = pace.afterFailure(failure, now: Date()) else { throw failure }
                    context.diagnostics.note(Self.roundFailed(failure, next: later.at))
                    next = later
                } else if case let (count, first?) = failedInputs.soFar,
                    let later = pace.afterFailure(first, now: Date())
                {
                    context.diagnostics.note(
                        "--watch: \(count == 1 ? "1 input" : "\(count) inputs") of the round failed for a reason that can "
                            + "pass; the next round is at \(later.at.formatted(.iso8601))")
                    next = later
                } else {
                    next = pace.afterSuccess(now: Date())
                }
                try await Self.wait(next.delay)
                api = await api.nextRound()
            }
        }
    }

    /// The note of a round that failed for a reason that can pass, with the time of the next round, UTC.
    private static func roundFailed(_ failure: any Error, next: Date) -> String {
        let what = (failure as? RunEndingFailure).map { "\($0.inputs): \($0.underlying.description)" } ?? String(describing: failure)
        return "--watch: the round failed: \(what); the next round is at \(next.formatted(.iso8601))"
    }

    /// `duration`, or less when stdout's reader leaves meanwhile: then StandardStreamError.readerGone.
    private static func wait(_ duration: Duration) async throws {
        let end = ContinuousClock.now.advanced(by: duration)
        while ContinuousClock.now < end {
            if StandardStream.output.readerHasLeft { throw StandardStreamError.readerGone(stream: StandardStream.output.name) }
            try await Task.sleep(for: min(end - ContinuousClock.now, .milliseconds(200)))
        }
    }
}
