// Messages on stderr (`tool: error: …`, `tool: note: …`) and the exit status they add up to.
import Foundation
import Synchronization
import SteamModels

public final class Diagnostics: Sendable {
    public let tool: String
    private let worst = Mutex(ExitStatus.success)

    public init(tool: String) { self.tool = tool }

    /// The status the run ends with if nothing fatal happens: the worst failure reported so far.
    public var exitStatus: ExitStatus { worst.withLock { $0 } }

    /// Something worth knowing that is not a failure, such as a private friend list.
    public func note(_ message: String) {
        write("note", message)
    }

    /// One input failed; the run goes on and ends with at least `status`.
    public func error(_ message: String, status: ExitStatus = .partialFailure) {
        write("error", message)
        worst.withLock { $0 = max($0, status) }
    }

    private func write(_ level: String, _ message: String) {
        FileHandle.standardError.write(Data("\(tool): \(level): \(message)\n".utf8))
    }
}
