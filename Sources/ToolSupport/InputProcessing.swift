// Works through inputs concurrently (up to --jobs at once) while keeping output in input order.
import SteamModels

extension ToolContext {
    /// Runs `work` for each item, at most `jobs` at a time, and hands results to `emit` in input order.
    /// A failure that spoils one unit of work (an endpoint's odd answer for one batch) is reported and the rest
    /// go on; a fatal one (rejected key, rate limited after retries, store down) ends the run. Failures of single
    /// inputs inside a unit are `attempt`'s to report, with the input's line.
    public func forEach<Item: Sendable, Result: Sendable>(
        _ items: some AsyncSequence<Item, Never>,
        jobs: Int,
        work: @escaping @Sendable (Item) async throws -> Result,
        emit: (Result) throws -> Void
    ) async throws {
        var window: [Task<Result, any Error>] = []
        defer { window.forEach { $0.cancel() } }

        func settle(_ oldest: Task<Result, any Error>) async throws {
            try await reportingFailure(at: nil) {
                try emit(try await oldest.value)
                try output.flush()
            }
        }

        for await item in items {
            window.append(Task { try await work(item) })
            if window.count >= max(1, jobs) { try await settle(window.removeFirst()) }
        }
        while !window.isEmpty { try await settle(window.removeFirst()) }
    }
}

/// Groups a stream into arrays of at most `size`, for endpoints that take many ids per call.
public func batches<Element: Sendable>(
    of size: Int, from elements: some AsyncSequence<Element, Never> & Sendable
) -> AsyncStream<[Element]> {
    AsyncStream { continuation in
        let task = Task {
            var batch: [Element] = []
            for await element in elements {
                batch.append(element)
                if batch.count == size {
                    continuation.yield(batch)
                    batch = []
                }
            }
            if !batch.isEmpty { continuation.yield(batch) }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

extension ToolContext {
    /// `work`'s result for one input, or nil after reporting why that input failed. Fatal errors still end the run.
    public func attempt<Result>(_ item: InputItem, _ work: () async throws -> Result) async throws -> Result? {
        try await reportingFailure(at: item.origin, work)
    }

    /// `work`'s result, or nil after reporting a failure that spoils only this input or unit (prefixed with
    /// `place` when known). Anything worse propagates and ends the run.
    @discardableResult
    private func reportingFailure<Result>(
        at place: InputItem.Origin?, _ work: () async throws -> Result
    ) async throws -> Result? {
        do {
            return try await work()
        } catch let error as InputError {
            diagnostics.error(error.description)
        } catch let error as StatusError where error.exitStatus == .partialFailure {
            diagnostics.error((place.map { "\($0): " } ?? "") + error.description)
        }
        return nil
    }
}
