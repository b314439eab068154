// steam-mcp's session with one client: MCP's stdio transport (JSON-RPC 2.0, one message a line) and the methods a
// tools server answers: initialize, ping, tools/list, tools/call and logging/setLevel, with notifications/cancelled
// and progress. Each call runs as child processes (MCPTools); when stdin closes, every request sent is answered
// before the session ends, so `printf '…' | steam-mcp` prints its answers. By hand, not through the official Swift
// SDK: see docs/development.md.
import Glibc
import MCPTools
import SteamModels
import Synchronization
import ToolSupport
import Version

/// The protocol revisions `initialize` agrees to, newest first: the newest one that negotiates with initialize, and
/// those before it, whose messages the tools need are the same.
let protocolRevisions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

/// Writes whole messages to stdout, one a line, never two at once. Once the client has stopped reading, nothing more
/// is written.
final class MessageWriter: Sendable {
    private let closed = Mutex(false)

    /// Nothing more is written: a signal ends the server answering nothing more, though the calls it interrupts end
    /// and would answer.
    func close() { closed.withLock { $0 = true } }

    func send(_ message: JSONValue) {
        var bytes = message.jsonBytes
        bytes.append(0x0A)
        closed.withLock { closed in
            guard !closed else { return }
            if bytes.withUnsafeBytes({ writeFully(STDOUT_FILENO, $0) }) != nil { closed = true }
        }
    }

    func respond(to id: JSONValue, result: JSONValue) {
        send(jsonObject(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    func fail(_ id: JSONValue, code: Int, _ message: String) {
        send(jsonObject([
            "jsonrpc": .string("2.0"), "id": id,
            "error": jsonObject(["code": .integer(code), "message": .string(message)]),
        ]))
    }

    func notify(_ method: String, _ parameters: JSONValue) {
        send(jsonObject(["jsonrpc": .string("2.0"), "method": .string(method), "params": parameters]))
    }
}

/// The calls under way, by request id, so that a cancellation finds its call and the end of the session waits for
/// each, and a signal interrupts each.
final class RunningCalls: Sendable {
    private struct Running {
        var tasks: [String: Task<Void, Never>] = [:]
        var processes: [ObjectIdentifier: ToolProcesses] = [:]
    }
    private let running = Mutex(Running())

    func add(_ task: Task<Void, Never>, id: String) { running.withLock { $0.tasks[id] = task } }
    func finished(id: String) { _ = running.withLock { $0.tasks.removeValue(forKey: id) } }
    func cancel(id: String) { running.withLock { $0.tasks[id] }?.cancel() }
    func add(_ processes: ToolProcesses) { running.withLock { $0.processes[ObjectIdentifier(processes)] = processes } }
    func remove(_ processes: ToolProcesses) { _ = running.withLock { $0.processes.removeValue(forKey: ObjectIdentifier(processes)) } }

    /// Waits for every call to end, those that start meanwhile included.
    func waitForAll() async {
        while let task = running.withLock({ $0.tasks.values.first }) { await task.value }
    }

    func interruptAndWait() async {
        let processes = running.withLock { Array($0.processes.values) }
        for call in processes { call.interrupt() }
        for call in processes { _ = await call.statusesWhenEnded() }
    }
}

final class MCPServer: Sendable {
    let tools: [CatalogTool]
    let binary: String
    let bound: Int
    let running: RunningCalls
    let writer: MessageWriter
    /// The least severe log level the client asked for with logging/setLevel.
    private let logLevel = Mutex("info")

    static let logLevels = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]
    /// How often, at most, a call's progress is reported.
    static let progressInterval: Duration = .milliseconds(250)

    init(tools: [CatalogTool], binary: String, bound: Int, running: RunningCalls, writer: MessageWriter) {
        (self.tools, self.binary, self.bound, self.running, self.writer) = (tools, binary, bound, running, writer)
    }

    /// Serves stdin until it ends, then waits for the calls it started.
    func serve() async {
        for await line in Self.lines(of: STDIN_FILENO) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            handle(line)
        }
        await running.waitForAll()
    }

    private func handle(_ line: [UInt8]) {
        let message: JSONValue
        do {
            message = try JSONValue.parse(line)
        } catch {
            return writer.fail(.null, code: -32700, "Parse error: a message must be one JSON object on one line: \(error)")
        }
        guard let object = message.object, case .string(let method)? = object["method"] else {
            // A response to a request steam-mcp never sends, or a batch, which revision 2025-06-18 took out.
            if message.array != nil { writer.fail(.null, code: -32600, "Invalid Request: batches are not accepted") }
            return
        }
        let parameters = object["params"]?.object ?? JSONObject()
        guard let id = object["id"], id != .null else {
            if method == "notifications/cancelled", let request = parameters["requestId"] { running.cancel(id: Self.key(request)) }
            return
        }
        switch method {
        case "initialize":
            let asked = parameters["protocolVersion"]?.string ?? ""
            writer.respond(to: id, result: jsonObject([
                "protocolVersion": .string(protocolRevisions.contains(asked) ? asked : protocolRevisions[0]),
                "capabilities": jsonObject(["logging": .object(JSONObject()), "tools": jsonObject(["listChanged": .bool(false)])]),
                "serverInfo": jsonObject(["name": .string("steam-pipes"), "version": .string(ToolkitVersion.line(tool: "steam-mcp"))]),
                "instructions": .string(Self.instructions),
            ]))
        case "ping":
            writer.respond(to: id, result: .object(JSONObject()))
        case "tools/list":
            writer.respond(to: id, result: jsonObject(["tools": .array(tools.map(\.listing))]))
        case "logging/setLevel":
            guard let level = parameters["level"]?.string, Self.logLevels.contains(level) else {
                return writer.fail(id, code: -32602, "Invalid params: level must be one of \(Self.logLevels.joined(separator: ", "))")
            }
            logLevel.withLock { $0 = level }
            writer.respond(to: id, result: .object(JSONObject()))
        case "tools/call":
            guard let name = parameters["name"]?.string, let tool = tools.first(where: { $0.name == name }) else {
                return writer.fail(id, code: -32602, "Invalid params: no tool is named \(parameters["name"].map { String(decoding: $0.jsonBytes, as: UTF8.self) } ?? "(none)"); tools/list names them")
            }
            guard let arguments = parameters["arguments"].map({ $0 == .null ? JSONObject() : $0.object }) ?? JSONObject() else {
                return writer.fail(id, code: -32602, "Invalid params: arguments must be an object")
            }
            let key = Self.key(id)
            let progressToken = parameters["_meta"]?.object?["progressToken"]
            let task = Task { [self] in
                await call(tool, arguments, id: id, progressToken: progressToken)
                running.finished(id: key)
            }
            running.add(task, id: key)
        default:
            writer.fail(id, code: -32601, "Method not found: \(method)")
        }
    }

    private func call(_ tool: CatalogTool, _ arguments: JSONObject, id: JSONValue, progressToken: JSONValue?) async {
        let plan: CallPlan
        do {
            plan = try tool.plan(arguments)
        } catch {
            return writer.respond(to: id, result: CallOutcome.refusal("\(tool.name): \(error)"))
        }
        let processes: ToolProcesses
        do {
            // The environment steam-mcp started with, the keys in it: ToolRunner took them out of this process's own.
            processes = try ToolProcesses(binary: binary, stages: plan.stages, input: plan.input, environment: LaunchEnvironment.variables)
        } catch {
            return writer.fail(id, code: -32603, "Internal error: \(error)")
        }
        running.add(processes)
        defer { running.remove(processes) }
        // Collected by a task of its own, which the call's cancellation does not reach: an AsyncStream's iteration
        // ends when its task is cancelled, and what the tool writes as it stops (the matches it stored but did not
        // write) would be lost.
        let collecting = Task { [bound, writer] in
            var outcome = CallOutcome(bound: bound)
            let clock = ContinuousClock()
            var reported = clock.now
            for await event in processes.events {
                outcome.take(event)
                guard let progressToken, clock.now - reported >= Self.progressInterval else { continue }
                reported = clock.now
                let message = outcome.notes.last.map { "\(outcome.recordCount) records; \($0)" } ?? "\(outcome.recordCount) records"
                writer.notify("notifications/progress", jsonObject([
                    "progressToken": progressToken, "progress": .integer(outcome.recordCount), "message": .string(message),
                ]))
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
        guard Task.isCancelled else { return writer.respond(to: id, result: outcome.result) }
        // A cancelled request gets no response (the protocol's rule), so how the call ended is a log message.
        guard Self.logLevels.firstIndex(of: "notice")! >= Self.logLevels.firstIndex(of: logLevel.withLock { $0 })! else { return }
        writer.notify("notifications/message", jsonObject([
            "level": .string("notice"), "logger": .string("steam-mcp"),
            "data": jsonObject([
                "tool": .string(tool.name), "cancelled": .bool(true), "exit_status": .integer(outcome.exitStatus),
                "record_count": .integer(outcome.recordCount), "notes": .array(outcome.notes.map(JSONValue.string)),
            ]),
        ]))
    }

    /// A request id as a dictionary key: its JSON text, so 1 and "1" stay apart.
    static func key(_ id: JSONValue) -> String { String(decoding: id.jsonBytes, as: UTF8.self) }

    /// stdin's lines, read on a thread of their own.
    static func lines(of descriptor: Int32) -> AsyncStream<[UInt8]> {
        let (lines, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        ChildProcess.readLines(descriptor) { continuation.yield($0) } done: { continuation.finish() }
        return lines
    }

    static let instructions = """
        Steam and Dota 2 data through the steam-pipes commands, one tool per subcommand, taking the subcommand's \
        flags and arguments by their long names. Each result is the command's records, its notes from stderr and its \
        exit status. An account is any SteamID form, an account id or a vanity name. Matches that \
        dota_detail_matches fetched stay in the user's store: the stat_agg tools aggregate them with matches_of, \
        without fetching again.
        """
}
