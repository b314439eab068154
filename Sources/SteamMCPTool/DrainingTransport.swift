// MCP's stdio transport as the SDK's StdioTransport speaks it, with one difference: when the client closes stdin, the
// requests it sent are answered before the session ends, so `printf '…' | steam-mcp` prints its answers, as a shell
// user expects of a filter. A request the client cancelled is not waited for: the protocol gives it no answer.
import Foundation
import Logging
import MCP

actor DrainingTransport: Transport {
    private let stdio = StdioTransport()
    nonisolated let logger = Logger(label: "steam-mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
    /// Requests received and not yet answered, each id as its JSON text.
    private var unanswered: Set<String> = []
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation

    init() {
        (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        try await stdio.connect()
        let incoming = await stdio.receive()
        Task {
            do {
                for try await message in incoming {
                    noteReceived(message)
                    continuation.yield(message)
                }
                await answersSent()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }

    func disconnect() async { await stdio.disconnect() }

    func send(_ data: Data) async throws {
        // Answered even when the write fails: a client that closed stdout waits for nothing more.
        defer { if let id = Self.responseID(data) { answered(id) } }
        try await stdio.send(data)
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }

    private func noteReceived(_ message: Data) {
        for object in Self.objects(message) {
            guard case .string(let method)? = object["method"] else { continue }
            if let id = object["id"], id != .null {
                unanswered.insert(Self.key(id))
            } else if method == CancelledNotification.name, case .object(let parameters)? = object["params"],
                      let id = parameters["requestId"] {
                answered(Self.key(id))
            }
        }
    }

    private func answered(_ id: String) {
        unanswered.remove(id)
        guard unanswered.isEmpty else { return }
        for waiter in drainWaiters { waiter.resume() }
        drainWaiters = []
    }

    private func answersSent() async {
        guard !unanswered.isEmpty else { return }
        await withCheckedContinuation { drainWaiters.append($0) }
    }

    /// The id of a response (a message with an id and a result or an error, and no method).
    private static func responseID(_ data: Data) -> String? {
        guard let object = objects(data).first, object["method"] == nil, let id = object["id"],
              object["result"] != nil || object["error"] != nil else { return nil }
        return key(id)
    }

    /// A message's objects: itself, or a batch's members.
    private static func objects(_ data: Data) -> [[String: Value]] {
        switch try? JSONDecoder().decode(Value.self, from: data) {
        case .object(let object)?: [object]
        case .array(let members)?: members.compactMap(\.objectValue)
        default: []
        }
    }

    private static func key(_ id: Value) -> String {
        switch id {
        case .int(let number): String(number)
        case .string(let text): "\"" + text + "\""
        default: String(describing: id)
        }
    }
}
