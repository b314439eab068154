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
        var stopping = false
        /// Why the multi handle can no longer be used, once it cannot.
        var broken: CurlFailure?
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
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

    /// Runs one attempt of `request` and returns when curl is done with it.
    func perform(_ request: HTTPRequest, timeout: Double, connectTimeout: Double) async -> AttemptOutcome {
        await withCheckedContinuation { continuation in
            let job = TransferJob(
                request: request, timeout: timeout, connectTimeout: connectTimeout, completion: continuation)
            let refusal = inbox.withLock { inbox -> CurlFailure? in
                guard !inbox.stopping else { return inbox.broken ?? CurlFailure.shutDown }
                inbox.jobs.append(job)
                return nil
            }
            if let refusal {
                continuation.resume(returning: .failed(refusal))
            } else {
                curl_multi_wakeup(multi)
            }
        }
    }

    /// Asks the thread to finish; it fails whatever is left and frees the multi handle.
    func stop() {
        inbox.withLock { $0.stopping = true }
        curl_multi_wakeup(multi)
    }

    private func run() {
        var health = CurlMultiHealth()
        while let jobs = takeNewJobs() {
            jobs.forEach(start)
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

    /// The jobs queued since the last look, or nil once `stop()` was called.
    private func takeNewJobs() -> [TransferJob]? {
        inbox.withLock { inbox in
            guard !inbox.stopping else { return nil }
            defer { inbox.jobs.removeAll() }
            return inbox.jobs
        }
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
