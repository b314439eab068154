// Runs a tool's body and turns what happened into stderr messages and the exit status it earned.
import ArgumentParser
import FoundationEssentials
import Glibc
import SteamModels

/// What a tool's body works with: where messages go and where records go.
public struct ToolContext: Sendable {
    public let diagnostics: Diagnostics
    public let output: RecordWriter
}

extension ParsableCommand {
    /// The name a tool runs by, from its configuration: what its messages start with.
    public static var toolName: String { configuration.commandName ?? String(describing: Self.self) }
}

/// The entry point of a steam-pipes tool: the process is made ready before its arguments are parsed, so that even
/// `--help | true` or a usage error on a closed pipe ends with its own status, not with SIGPIPE.
public protocol SteamPipesTool: AsyncParsableCommand {}

extension SteamPipesTool {
    public static func main() async { await main(arguments: nil) }

    /// `arguments` are those after the command's name, nil meaning the process's own: steam-pipes, called as
    /// `steam-pipes stat-agg …`, passes what follows the command's name.
    public static func main(arguments: [String]?) async {
        ToolRunner.prepareProcess()
        await main(arguments)
    }
}

public enum ToolRunner {
    /// What every tool does first: descriptors 0-2 held open, SIGPIPE ignored, so that a closed stdout surfaces as
    /// EPIPE from write(2) rather than as a signal that kills the tool mid-record, and the keys taken out of the
    /// environment a --jq program sees.
    public static func prepareProcess() {
        StandardStream.occupyClosedDescriptors()
        signal(SIGPIPE, SIG_IGN)
        _ = LaunchEnvironment.variables
    }

    /// Compiles --jq before anything else, runs `body`, flushes output, and exits with the status the run earned.
    /// A fatal error stops the run, but what was already written stays written; so does SIGINT, SIGTERM or SIGHUP,
    /// which ends the tool by that signal once whole records are out (DieOnSignal). The one place that decides how a
    /// failed stdout ends the run: the reader leaving (EPIPE) is exit 0 without a word, any other failure exit 2.
    public static func run(
        tool: String,
        output options: FormattedOutputOptions<some FormatChoice>,
        _ body: (ToolContext) async throws -> Void
    ) async throws {
        prepareProcess()
        let diagnostics = Diagnostics(tool: tool)
        let writer: RecordWriter
        do {
            writer = try options.makeWriter(diagnostics: diagnostics)
        } catch {
            diagnostics.error(error.description, status: error.exitStatus)
            throw ExitCode(error.exitStatus.rawValue)
        }
        // A store write is one transaction, so ending here leaves no half-written row: what is buffered goes out in
        // whole lines, the stored records that had not had their turn are named, then the signal ends us.
        DieOnSignal.install { writer.flushForEnding() }
        do throws(StandardStreamError) {
            do {
                try await body(ToolContext(diagnostics: diagnostics, output: writer))
            } catch let error as StandardStreamError {
                throw error
            } catch {
                report(error, to: diagnostics)
            }
            try writer.finish()
        } catch .readerGone {
            writer.undoUnkeptPromises(because: "stdout's reader left")
            return
        } catch {
            diagnostics.error(error.description, status: .fatal)
        }
        writer.undoUnkeptPromises(because: "the run stopped before their turn")
        writer.reportUnwritten(because: "the run stopped before their turn")
        if diagnostics.exitStatus != .success {
            throw ExitCode(diagnostics.exitStatus.rawValue)
        }
    }

    /// For a command that writes no records (`steam-auth key set`, `logout`): messages and the exit status alone.
    public static func run(tool: String, _ body: (Diagnostics) async throws -> Void) async throws {
        try await run(tool: tool, output: try OutputOptions.parse([])) { context in try await body(context.diagnostics) }
    }

    private static func report(_ error: any Error, to diagnostics: Diagnostics) {
        switch error {
        case let error as StatusError: diagnostics.error(error.description, status: error.exitStatus)
        case let error as InputError: diagnostics.error(error.description)
        default: diagnostics.error(String(describing: error), status: .fatal)
        }
    }
}
