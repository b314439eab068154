// StoreConnections.swift: owns the store's writing and reading connections, and the threads their blocking SQLite
// calls run on, which are never the threads of Swift's cooperative pool.
import Dispatch
import Synchronization

/// The one writing connection, on its own serial queue. A write that waits up to the busy timeout for another
/// process's lock blocks that queue's thread; on 2 cores two such waits on the cooperative pool would stall every
/// task of the process. A process's own writes queue here one after another instead of meeting on SQLite's lock.
final class WriterLane: Sendable {
    private let connection: SQLiteConnection
    private let queue = DispatchQueue(label: "steam-pipes store writer")

    init(_ connection: SQLiteConnection) {
        self.connection = connection
    }

    /// `body` on the writer's queue, its outcome handed back to the awaiting task.
    func run<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try body(self.connection) })
            }
        }
    }
}

/// Read-only connections, opened as reads need them, up to `capacity`, each lent to one read at a time. In WAL mode a
/// reader sees the last commit before its read began and never waits for the writer, of this process or another.
final class ReaderPool: Sendable {
    private let path: String
    private let access: SQLiteConnection.Access
    private let busyTimeout: Int32
    private let idle = Mutex<[SQLiteConnection]>([])
    /// One slot per connection that may be open: a read beyond them waits for a slot, on a queue's thread.
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "steam-pipes store readers", attributes: .concurrent)

    init(path: String, access: SQLiteConnection.Access, busyTimeout milliseconds: Int32, capacity: Int) {
        self.path = path
        self.access = access
        busyTimeout = milliseconds
        slots = DispatchSemaphore(value: capacity)
    }

    /// `body` with a reader, inside one read transaction, so that the several queries of one read (a batch of more ids
    /// than one query takes) see the same snapshot.
    func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                self.slots.wait()
                defer { self.slots.signal() }
                continuation.resume(with: Result { try self.withReader { reader in try reader.transaction(.deferred) { try body(reader) } } })
            }
        }
    }

    private func withReader<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let reader = try idle.withLock { $0.popLast() } ?? SQLiteConnection(path: path, access: access, busyTimeout: busyTimeout)
        defer { idle.withLock { $0.append(reader) } }
        return try body(reader)
    }
}
