// The output flags every tool shares: --jq, --raw-output and --format.
import ArgumentParser
import JQ
import SteamModels

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

public struct OutputOptions: ParsableArguments, Sendable {
    @Option(name: .long, help: ArgumentHelp("Apply a jq program to each output record (libjq).", valueName: "program"))
    public var jq: String?

    @Flag(name: [.customShort("r"), .long], help: "Write string results without JSON quotes, as `jq -r` does.")
    public var rawOutput = false

    @Option(name: .long, help: "Output format.")
    public var format: OutputFormat = .ndjson

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
        return RecordWriter(format: format, rawOutput: rawOutput, program: program, diagnostics: diagnostics, stream: stream)
    }
}

public struct BadJQProgram: StatusError {
    public let message: String
    public var exitStatus: ExitStatus { .badJQProgram }
    public var description: String { "--jq: \(message)" }
}
