// Condition: a lock and a condition variable over pthreads, in NSCondition's shape, for code that waits for a state
// another thread makes (a bounded queue, results handed back in order). Swift's Mutex has no wait.
import Glibc

/// The pthread objects live at fixed heap addresses, as pthreads requires; the class owns them and frees them once.
public final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() {
        pthread_mutex_lock(mutex)
    }

    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Unlocks, sleeps until a broadcast, and locks again; the caller checks its state again, as wake-ups can be spurious.
    public func wait() {
        pthread_cond_wait(condition, mutex)
    }

    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
