// NetworkedCommand: the template of every subcommand that talks to Valve. A command declares its flags, which
// input fields name an id, how inputs group into units, and the work for one unit; the option groups' use, the tool
// name, the API client and the runner come from here.
import ArgumentParser
import ToolSupport

public protocol NetworkedCommand: AsyncParsableCommand, Sendable {
    /// The command that owns this one's tool name (`steam-auth` for `steam-auth resolve`); itself when top-level.
    associatedtype Tool: ParsableCommand

    var options: NetworkedOptions { get }
    /// The ids to work on; stdin lines when empty.
    var inputs: [String] { get }
    /// The fields of a JSON input line an id is taken from, in order of preference.
    static var inputFields: [String] { get }
    static var batching: Batching { get }
    /// What a progress line counts ("matches"), for commands long enough to show one on a terminal; nil for none.
    static var progressNoun: String? { get }
    /// Requests per second for rate classes this command's flags set (dota-detail's --sequence-rate).
    var classRates: [String: Double] { get }

    /// The work for one unit of inputs: emit records and notes through `report`.
    func work(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws
}

extension NetworkedCommand {
    public static var batching: Batching { .each }
    public static var progressNoun: String? { nil }
    public var classRates: [String: Double] { [:] }

    /// `steam-auth`, from the owning command's configuration.
    public static var toolName: String { Tool.configuration.commandName ?? String(describing: Tool.self) }

    public func run() async throws { try await processInputs() }

    /// The template's run, for a command whose own `run()` does something else in some cases.
    public func processInputs() async throws {
        let network = options.network
        try await ToolRunner.run(tool: Self.toolName, output: options.output) { context in
            let api = network.makeAPI(classRates: classRates, notice: context.diagnostics.note)
            let progress = Self.progressNoun.flatMap { ProgressLine.onTerminal(noun: $0, diagnostics: context.diagnostics) }
            try await context.process(
                InputStream.open(arguments: inputs), fields: Self.inputFields, batching: Self.batching,
                jobs: network.jobs, ordered: !network.unordered, progress: progress
            ) { items, report in
                try await work(on: items, report: report, api: api)
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
