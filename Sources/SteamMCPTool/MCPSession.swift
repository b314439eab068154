// steam-mcp's session with one client over stdio, through the MCP SDK: tools/list from the catalog, and each
// tools/call run as child processes, with progress while it runs and cancellation as a Ctrl-C. When stdin closes the
// requests sent are answered (DrainingTransport), and any call still running then is ended before the server is.
import Foundation
import MCP
import MCPTools
import ToolSupport
import Version

/// The calls under way, so that the end of the session (stdin closed, or a signal) ends each of them as a signal
/// would end it in a shell, and waits for it.
final class RunningCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [ObjectIdentifier: ToolProcesses] = [:]

    func add(_ call: ToolProcesses) { lock.withLock { calls[ObjectIdentifier(call)] = call } }
    func remove(_ call: ToolProcesses) { _ = lock.withLock { calls.removeValue(forKey: ObjectIdentifier(call)) } }

    func interruptAndWait() async {
        let running = lock.withLock { Array(calls.values) }
        for call in running { call.interrupt() }
        for call in running { _ = await call.statusesWhenEnded() }
    }
}

struct MCPSession {
    let tools: [CatalogTool]
    let binary: URL
    let bound: Int
    let running: RunningCalls

    /// How often, at most, a call's progress is reported.
    static let progressInterval: Duration = .milliseconds(250)

    func serve() async throws {
        let byName = Dictionary(tools.map { ($0.name, $0) }) { first, _ in first }
        let server = Server(
            name: "steam-pipes", version: ToolkitVersion.line(tool: "steam-mcp"),
            instructions: """
                Steam and Dota 2 data through the steam-pipes commands, one tool per subcommand, taking the \
                subcommand's flags and arguments by their long names. Each result is the command's records, its \
                notes from stderr and its exit status. An account is any SteamID form, an account id or a vanity name. \
                Matches that dota_detail_matches fetched stay in the user's store: the stat_agg tools aggregate them \
                with matches_of, without fetching again.
                """,
            capabilities: .init(logging: .init(), tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { [self] parameters in
            guard let tool = byName[parameters.name] else {
                throw MCPError.invalidParams("no tool is named '\(parameters.name)'; tools/list names them")
            }
            return try await call(tool, parameters, server: server)
        }
        try await server.start(transport: DrainingTransport())
        await server.waitUntilCompleted()
        await running.interruptAndWait()
    }

    private func call(_ tool: CatalogTool, _ parameters: CallTool.Parameters, server: Server) async throws -> CallTool.Result {
        let plan: CallPlan
        do {
            plan = try tool.plan(parameters.arguments ?? [:])
        } catch {
            return CallTool.Result(content: [.text(text: "\(tool.name): \(error)", annotations: nil, _meta: nil)], isError: true)
        }
        // The environment steam-mcp started with, the keys in it: ToolRunner took them out of this process's own.
        let processes = try ToolProcesses(
            binary: binary, stages: plan.stages, input: plan.input, environment: LaunchEnvironment.variables)
        running.add(processes)
        defer { running.remove(processes) }
        // Collected by a task of its own, which the call's cancellation does not reach: an AsyncStream's iteration
        // ends when its task is cancelled, and what the tool writes as it stops (the matches it stored but did not
        // write) would be lost.
        let collecting = Task { [bound] in
            var outcome = CallOutcome(bound: bound)
            let token = parameters._meta?.progressToken
            let clock = ContinuousClock()
            var reported = clock.now
            for await event in processes.events {
                outcome.take(event)
                guard let token, clock.now - reported >= Self.progressInterval else { continue }
                reported = clock.now
                let message = outcome.notes.last.map { "\(outcome.recordCount) records; \($0)" } ?? "\(outcome.recordCount) records"
                try? await server.notify(ProgressNotification.message(
                    .init(progressToken: token, progress: Double(outcome.recordCount), message: message)))
            }
            return outcome
        }
        var outcome = await withTaskCancellationHandler {
            await collecting.value
        } onCancel: {
            processes.interrupt()
        }
        let statuses = await processes.statusesWhenEnded()
        outcome.exitStatus = statuses.first { $0 != 0 } ?? 0
        if Task.isCancelled {
            // A cancelled request gets no response (the protocol's rule), so how the call ended is a log message.
            try? await server.log(level: .notice, logger: "steam-mcp", data: Value.object([
                "tool": .string(tool.name), "cancelled": true, "exit_status": .int(Int(outcome.exitStatus)),
                "record_count": .int(outcome.recordCount), "notes": .array(outcome.notes.map(Value.string)),
            ]))
            throw CancellationError()
        }
        return outcome.result
    }
}
