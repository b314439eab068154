// CurlMultiDriver: the one multi handle, and the thread that runs every transfer on it.
internal import CCurl
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Thread confinement makes this `@unchecked Sendable`: after `init`, the
/// multi handle and `running` belong to the driver thread alone. Other threads
/// reach the driver only through `inbox`, guarded by a Mutex, and
/// curl_multi_wakeup, which libcurl allows from any thread.
final class CurlMultiDriver: @unchecked Sendable {
    private struct Inbox {
        var jobs: [TransferJob] = []
        /// The jobs whose senders were cancelled since the last look: each is failed before it starts, or taken out of
        /// the multi handle mid-transfer. An id whose job has already ended is passed over.
        var cancelled: [UInt64] = []
        var stopping = false
        /// Why the multi handle can no longer be used, once it cannot.
        var broken: CurlFailure?
    }

    /// What became of a job handed to the driver.
    private enum Admission {
        case queued
        case refused(CurlFailure)
        case cancelled
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    private let lastJobID = Atomic<UInt64>(0)
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// How long one curl_multi_poll may sleep. New work and stop requests wake
    /// it at once, and curl shortens it to its own next timeout, so this only
    /// bounds an idle loop.
    private static let idlePollMilliseconds: Int32 = 1000

    init(maxHostConnections: Int) throws {
        try CurlGlobal.initialise()
        guard let multi = curl_multi_init() else {
            throw TransportError.curlUnavailable("curl_multi_init failed")
        }
        self.multi = multi
        sp_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxHostConnections)
        sp_multi_setopt_long(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        // A queue of its own, so the loop, which blocks in curl_multi_poll, never holds a cooperative thread.
        DispatchQueue(label: "steam-pipes curl").async { [self] in run() }
    }

    /// Runs one attempt of `request` and returns when curl is done with it, or throws CancellationError as soon as
    /// the calling task is cancelled: the transfer is then taken out of the multi handle, not left to run until
    /// curl's timeout while the task waits.
    func perform(
        _ request: HTTPRequest, timeout: Double, connectTimeout: Double, answerLimit: Int
    ) async throws -> AttemptOutcome {
        let id = lastJobID.add(1, ordering: .relaxed).newValue
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let job = TransferJob(
                    id: id, request: request, timeout: timeout, connectTimeout: connectTimeout, answerLimit: answerLimit,
                    completion: continuation)
                let admission = inbox.withLock { inbox -> Admission in
                    guard !inbox.stopping else { return .refused(inbox.broken ?? CurlFailure.shutDown) }
                    // Looked at under the lock the cancellation handler takes: a cancellation either comes before
                    // and is seen here, or comes after and finds the job in the inbox or the multi handle.
                    guard !Task.isCancelled else { return .cancelled }
                    inbox.jobs.append(job)
                    return .queued
                }
                switch admission {
                case .queued: curl_multi_wakeup(multi)
                case .refused(let failure): continuation.resume(returning: .failed(failure))
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            inbox.withLock { $0.cancelled.append(id) }
            curl_multi_wakeup(multi)
        }
    }

    /// Asks the thread to finish; it fails whatever is left and frees the multi handle.
    func stop() {
        inbox.withLock { $0.stopping = true }
        curl_multi_wakeup(multi)
    }

    private func run() {
        var health = CurlMultiHealth()
        while let (jobs, cancelled) = takeNewWork() {
            for job in jobs {
                if cancelled.contains(job.id) {
                    job.completion.resume(throwing: CancellationError())
                } else {
                    start(job)
                }
            }
            cancelled.forEach(abandon)
            var stillRunning: Int32 = 0
            let performed = curl_multi_perform(multi, &stillRunning)
            finishDoneTransfers()
            guard carryOn(after: health.verdict(call: "curl_multi_perform", code: Int(performed.rawValue))) else {
                break
            }
            var readyDescriptors: Int32 = 0
            let polled = curl_multi_poll(multi, nil, 0, CurlMultiDriver.idlePollMilliseconds, &readyDescriptors)
            guard carryOn(after: health.verdict(call: "curl_multi_poll", code: Int(polled.rawValue))) else {
                break
            }
        }
        shutDown()
    }

    /// Acts on a verdict; false when the loop must end.
    private func carryOn(after verdict: CurlMultiHealth.Verdict) -> Bool {
        switch verdict {
        case .healthy:
            return true
        case .failTransfers(let failure):
            failRunningTransfers(with: failure)
            return true
        case .unusable(let failure):
            inbox.withLock { inbox in
                inbox.stopping = true
                inbox.broken = failure
            }
            return false
        }
    }

    private func failRunningTransfers(with failure: CurlFailure) {
        for (handle, transfer) in running {
            curl_multi_remove_handle(multi, handle)
            transfer.complete(with: .failed(failure))
        }
        running.removeAll()
    }

    /// The jobs queued and the ids cancelled since the last look, or nil once `stop()` was called.
    private func takeNewWork() -> (jobs: [TransferJob], cancelled: Set<UInt64>)? {
        inbox.withLock { inbox in
            guard !inbox.stopping else { return nil }
            defer {
                inbox.jobs.removeAll()
                inbox.cancelled.removeAll()
            }
            return (inbox.jobs, Set(inbox.cancelled))
        }
    }

    /// Takes a cancelled job's transfer out of the multi handle, which closes its connection, and ends its wait.
    private func abandon(_ id: UInt64) {
        guard let (handle, transfer) = running.first(where: { $0.value.id == id }) else { return }
        running.removeValue(forKey: handle)
        curl_multi_remove_handle(multi, handle)
        transfer.abandon()
    }

    private func start(_ job: TransferJob) {
        guard let transfer = CurlTransfer(job: job) else {
            job.completion.resume(returning: .failed(CurlFailure(CURLE_OUT_OF_MEMORY)))
            return
        }
        do {
            try transfer.configure()
        } catch {
            transfer.complete(with: .failed(error))
            return
        }
        let added = curl_multi_add_handle(multi, transfer.handle)
        guard added == CURLM_OK else {
            let message = String(cString: curl_multi_strerror(added))
            transfer.complete(with: .failed(CurlFailure(CURLE_FAILED_INIT, detail: message)))
            return
        }
        running[transfer.handle] = transfer
    }

    private func finishDoneTransfers() {
        var messagesLeft: Int32 = 0
        while let message = curl_multi_info_read(multi, &messagesLeft) {
            // Read everything from the message first: removing the handle invalidates it.
            guard message.pointee.msg == CURLMSG_DONE,
                let handle = message.pointee.easy_handle,
                let transfer = running.removeValue(forKey: handle)
            else { continue }
            let result = message.pointee.data.result
            curl_multi_remove_handle(multi, handle)
            transfer.complete(with: transfer.outcome(for: result))
        }
    }

    /// After `stop()` nothing should be pending, since a client cannot be
    /// released while one of its sends runs; after a broken multi handle
    /// anything may be. Either way every continuation must be resumed.
    private func shutDown() {
        let (abandoned, reason) = inbox.withLock { inbox in
            defer { inbox.jobs.removeAll() }
            return (inbox.jobs, inbox.broken ?? CurlFailure.shutDown)
        }
        failRunningTransfers(with: reason)
        for job in abandoned {
            job.completion.resume(returning: .failed(reason))
        }
        curl_multi_cleanup(multi)
    }
}

extension CurlFailure {
    /// The client went away with the transfer unfinished.
    static var shutDown: CurlFailure {
        CurlFailure(CURLE_ABORTED_BY_CALLBACK, detail: "the HTTP client was shut down")
    }
}
