// The output flags every tool shares: --jq, --raw-output and --format; stat-agg's --format also offers charts.
import ArgumentParser
import JQ
import SteamModels

/// The record formats: what --format offers on every tool.
public enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// One compact JSON value per line: the format pipes speak.
    case ndjson
    /// One JSON array holding every record.
    case json
    /// Aligned columns for people.
    case table
    case csv
    case tsv
}

/// The record formats and two pictures of the records: stat-agg's --format.
public enum ChartableFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case ndjson, json, table, csv, tsv
    /// A chart drawn in text, fitted to the terminal.
    case chart
    /// A self-contained SVG document.
    case svg
}

/// How the writer renders what it is given: records in a format, or one chart of all of them.
public enum Rendering: Sendable, Equatable {
    case records(OutputFormat)
    case chart(ChartSurface)

    /// As --format names it.
    var name: String {
        switch self {
        case .records(let format): format.rawValue
        case .chart(let surface): surface.rawValue
        }
    }
}

public enum ChartSurface: String, Sendable {
    case terminal = "chart"
    case svg
}

/// A --format's set of values. Each tool offers only the formats it can honour, so help lists no others.
public protocol FormatChoice: ExpressibleByArgument, CaseIterable, Sendable {
    static var ndjson: Self { get }
    var rendering: Rendering { get }
}

extension OutputFormat: FormatChoice {
    public var rendering: Rendering { .records(self) }
}

extension ChartableFormat: FormatChoice {
    public var rendering: Rendering {
        switch self {
        case .ndjson: .records(.ndjson)
        case .json: .records(.json)
        case .table: .records(.table)
        case .csv: .records(.csv)
        case .tsv: .records(.tsv)
        case .chart: .chart(.terminal)
        case .svg: .chart(.svg)
        }
    }
}

public struct FormattedOutputOptions<Format: FormatChoice>: ParsableArguments, Sendable {
    @Option(name: .long, help: ArgumentHelp("Apply a jq program to each output record (libjq).", valueName: "program"))
    public var jq: String?

    @Flag(name: [.customShort("r"), .long], help: "Write string results without JSON quotes, as `jq -r` does.")
    public var rawOutput = false

    @Option(name: .long, help: "Output format.")
    public var format: Format = .ndjson

    public init() {}

    /// Compiles --jq once, before the tool makes any request; a program that does not compile is exit status 3.
    public func makeWriter(diagnostics: Diagnostics) throws(BadJQProgram) -> RecordWriter {
        try makeWriter(diagnostics: diagnostics, stream: .output)
    }

    func makeWriter(diagnostics: Diagnostics, stream: StandardStream) throws(BadJQProgram) -> RecordWriter {
        var program: JQProgram?
        if let jq {
            do {
                program = try JQProgram(jq)
            } catch {
                throw BadJQProgram(message: error.message)
            }
        }
        return RecordWriter(rendering: format.rendering, rawOutput: rawOutput, program: program, diagnostics: diagnostics, stream: stream)
    }
}

/// Every tool's output flags but stat-agg's.
public typealias OutputOptions = FormattedOutputOptions<OutputFormat>
/// stat-agg's output flags: the record formats, `chart` and `svg`.
public typealias ChartOutputOptions = FormattedOutputOptions<ChartableFormat>

public struct BadJQProgram: StatusError {
    public let message: String
    public var exitStatus: ExitStatus { .badJQProgram }
    public var description: String { "--jq: \(message)" }
}
