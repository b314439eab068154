// ThreadPoolExecutor: a fixed set of threads of its own that run Swift tasks' jobs in turn, for work that must not
// wait on, or hold, Swift's cooperative threads (as many as the cores; two on CI). Dispatch has no task executor, and
// Foundation's Thread is not in FoundationEssentials, so the threads are pthreads.
import Glibc

public final class ThreadPoolExecutor: TaskExecutor, @unchecked Sendable {
    /// Guards `jobs`; idle threads sleep on it.
    private let condition = Condition()
    private var jobs: [UnownedJob] = []
    private var next = 0

    /// Starts `count` threads, which live as long as the process.
    public init(count: Int) {
        for _ in 1...max(1, count) {
            let started = Unmanaged.passRetained(self)
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { argument in
                Unmanaged<ThreadPoolExecutor>.fromOpaque(argument!).takeRetainedValue().work()
            }, started.toOpaque())
            precondition(status == 0, "pthread_create failed: \(status)")
            pthread_detach(thread)
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.broadcast()
        condition.unlock()
    }

    /// Takes jobs first come, first served, for as long as the process lives.
    private func work() -> Never {
        while true {
            condition.lock()
            while next == jobs.count { condition.wait() }
            let job = jobs[next]
            next += 1
            // The queue's front is dropped in batches, so taking a job is not a copy of all that wait behind it.
            if next >= 64, next * 2 >= jobs.count {
                jobs.removeFirst(next)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
