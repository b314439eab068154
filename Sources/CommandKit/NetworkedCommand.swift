// NetworkedCommand: the template of every subcommand that talks to Valve. A command declares its flags and the work
// they describe; the option groups' use, the tool name, the API client, the inputs and the runner come from here.
import ArgumentParser
import ToolSupport
import WebAPI

/// What one networked subcommand does with a unit of inputs, apart from its flags: the part tests drive in-process.
public protocol UnitWork: Sendable {
    /// The fields of a JSON input line an id is taken from, in order of preference.
    static var inputFields: [String] { get }
    static var batching: Batching { get }
    /// How this run's inputs are grouped into units; the type's batching unless the flags change it.
    var batching: Batching { get }
    /// What a progress line counts ("matches"), for work long enough to show one on a terminal; nil for none.
    static var progressNoun: String? { get }
    /// Requests per second for rate classes this work's flags set (dota-detail's --sequence-rate).
    var classRates: [String: Double] { get }

    /// Emits the unit's records and notes through `report`.
    func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws
}

extension UnitWork {
    public static var batching: Batching { .each }
    public var batching: Batching { Self.batching }
    public static var progressNoun: String? { nil }
    public var classRates: [String: Double] { [:] }
}

/// A subcommand of a networked tool: the shared option groups, and the tool its messages are named after.
public protocol NetworkedSubcommand: SteamPipesTool, Sendable {
    /// The command that owns this one's tool name (`steam-auth` for `steam-auth resolve`); itself when top-level.
    associatedtype Tool: ParsableCommand

    var options: NetworkedOptions { get }
    /// The network flags the client is built from: the command line's, unless the command reads the store alone.
    var network: NetworkOptions { get }
}

extension NetworkedSubcommand {
    public var network: NetworkOptions { options.network }

    /// A run with no inputs: the client these flags describe, its notices on stderr, and `body`'s records on stdout.
    public func runOnce(_ body: (SteamAPI, ToolContext) async throws -> Void) async throws {
        let network = network
        try await ToolRunner.run(tool: Tool.toolName, output: options.output) { context in
            try await body(try network.makeAPI(diagnostics: context.diagnostics), context)
        }
    }
}

/// A subcommand that works through inputs (arguments, else stdin lines) in units, with `Work` doing each unit.
public protocol NetworkedCommand: NetworkedSubcommand {
    associatedtype Work: UnitWork

    /// The ids to work on; stdin lines when empty.
    var inputs: [String] { get }
    /// The work these flags describe; throws when they cannot mean anything (an unknown hero).
    func work() throws -> Work
}

extension NetworkedCommand {
    public func run() async throws { try await processInputs() }

    /// The template's run, for a command whose own `run()` does something else in some cases.
    public func processInputs() async throws {
        let network = network
        try await ToolRunner.run(tool: Tool.toolName, output: options.output) { context in
            let work = try work()
            let api = try network.makeAPI(classRates: work.classRates, diagnostics: context.diagnostics)
            let progress = Work.progressNoun.flatMap { ProgressLine.onTerminal(noun: $0, diagnostics: context.diagnostics) }
            try await context.process(
                InputSource.open(arguments: inputs), fields: Work.inputFields, batching: work.batching,
                jobs: network.jobs, ordered: !network.unordered, progress: progress
            ) { items, report in
                try await work.run(on: items, report: report, api: api)
            }
        }
    }
}

/// The option groups every networked command shares, declared once so a command adds one line for them.
public struct NetworkedOptions: ParsableArguments, Sendable {
    @OptionGroup(title: "Network and cache") public var network: NetworkOptions
    @OptionGroup(title: "Output") public var output: OutputOptions

    public init() {}
}
