// Runs a tool's body and turns what happened into stderr messages and the exit status of design §3.
import ArgumentParser
import Foundation
import SteamModels

/// What a tool's body works with: where messages go and where records go.
public struct ToolContext: Sendable {
    public let diagnostics: Diagnostics
    public let output: RecordWriter
}

public enum ToolRunner {
    /// Compiles --jq before anything else, runs `body`, flushes output, and exits with the status the run earned.
    /// A fatal error stops the run, but what was already written stays written.
    public static func run(
        tool: String,
        output options: OutputOptions,
        _ body: (ToolContext) async throws -> Void
    ) async throws {
        // A closed stdout must surface as EPIPE from write(2), which StandardOutput turns into a quiet exit 0.
        signal(SIGPIPE, SIG_IGN)
        let diagnostics = Diagnostics(tool: tool)
        let writer: RecordWriter
        do {
            writer = try options.makeWriter(diagnostics: diagnostics)
        } catch {
            diagnostics.error(error.description, status: error.exitStatus)
            throw ExitCode(error.exitStatus.rawValue)
        }
        do {
            try await body(ToolContext(diagnostics: diagnostics, output: writer))
        } catch let error as StatusError {
            diagnostics.error(error.description, status: error.exitStatus)
        } catch let error as InputError {
            diagnostics.error(error.description)
        } catch {
            diagnostics.error(String(describing: error), status: .fatal)
        }
        writer.finish()
        if diagnostics.exitStatus != .success {
            throw ExitCode(diagnostics.exitStatus.rawValue)
        }
    }
}
