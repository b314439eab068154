// How a tool ends on SIGINT, SIGTERM or SIGHUP: whole records flushed and none cut in half, then death by that same
// signal, so that the parent sees it (a shell reports 128 + the signal: 130, 143, 129) and a script stops as it would
// for any other Unix tool interrupted. The tool does not finish its run, unlike steam-replay (WindDownOnSignal), and
// a second ending signal of any kind kills it on the spot, as the flush's deadline does. A signal the tool inherited
// as ignored stays ignored.
import FoundationEssentials
import Glibc
import Dispatch
import Synchronization

enum DieOnSignal {
    private static let handled = [SIGINT, SIGTERM, SIGHUP]

    /// Takes over the ending signals that are not ignored, once per process; `beforeEnding` (flushing whole records)
    /// runs on a thread of its own when one arrives, then stdout and stderr are held so that no other write starts,
    /// and the process dies by the signal.
    ///
    /// The handler only writes the signal's number to a pipe: everything else a flush needs (locks, buffers, write(2)
    /// in a loop) is not async-signal-safe, so it happens on the watching thread. The handler gives every ending
    /// signal it took back to the default action, so that a second one, whichever, ends the tool at once even if
    /// stdout's reader has stalled and the flush never ends.
    static func install(beforeEnding: @escaping @Sendable () -> Void) {
        finalStep.withLock { $0 = beforeEnding }
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var ends: [Int32] = [-1, -1]
        // Not inherited by a child the tool starts (a browser for steam-auth login), which would keep the pipe open.
        guard pipe(&ends) == 0, ends.allSatisfy({ fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }) else { return }
        signalPipeWriteEnd = ends[1]
        let readEnd = ends[0]
        // A serial queue of its own is a thread of its own while it blocks in read(2), never one of the cooperative ones.
        DispatchQueue(label: "ending signals").async { watch(readEnd) }
        let taken = handled.filter { !isIgnoredSignal($0) }
        takenSignals = taken.reduce(0) { $0 | UInt64(1) << $1 }
        for number in taken {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = recordEndingSignal
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            for other in handled { sigaddset(&action.sa_mask, other) }
            sigaction(number, &action, nil)
        }
    }

    private static let installed = Atomic<Bool>(false)
    private static let finalStep = Mutex<(@Sendable () -> Void)?>(nil)

    private static func watch(_ readEnd: Int32) {
        var number: UInt8 = 0
        while read(readEnd, &number, 1) != 1 {
            guard errno == EINTR else { return }
        }
        let ending = Int32(number)
        // The flush and the holding of the streams run on a thread of their own, so that this one can keep the
        // deadline: a stdout whose reader stalled blocks write(2) for good, and a service manager or a CI timeout
        // sends one SIGTERM and then waits.
        DispatchQueue(label: "flush before ending").async {
            finalStep.withLock { $0 }?()
            StandardStream.output.holdingWrites {
                StandardStream.error.holdingWrites { dieBySignal(ending) }
            }
        }
        var wait = flushDeadline, remaining = timespec()
        while nanosleep(&wait, &remaining) != 0, errno == EINTR { wait = remaining }
        dieBySignal(ending)
    }

    /// How long whole records may take to reach a stalled reader before the tool dies by the signal anyway, a line
    /// cut in half with it: well inside the 3 s a single SIGTERM is promised to take, and long enough for any
    /// reader that is reading at all.
    static let flushDeadline = timespec(tv_sec: 2, tv_nsec: 0)

}

/// Death by `number` itself, not exit(128 + number): only that tells a parent (a shell, xargs, make) that the tool was
/// interrupted, so that it stops too instead of carrying on with the next command. From any thread: a Dispatch worker
/// or a cooperative thread runs with signals blocked, so the signal is given its default action and unblocked on this
/// one before it is raised, and exit(128 + number) follows should it still not end the process.
public func dieBySignal(_ number: Int32) -> Never {
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    _exit(128 + number)
}

/// Where the handler reports a signal; set once before any handler is installed, read only by the handler.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The ending signals the tool took, one bit per signal number: what the handler gives back to the default action.
/// Set once before any handler is installed, read only by the handler, which must not allocate to walk a list.
nonisolated(unsafe) private var takenSignals: UInt64 = 0

/// Async-signal-safe: sigaction(2) and write(2) only, with errno kept for the code the signal interrupted. Resetting
/// only the signal that came (SA_RESETHAND) would leave the others caught, and a SIGTERM after a SIGINT would then
/// wait for a flush that a stalled reader never lets end.
private func recordEndingSignal(_ number: Int32) {
    let saved = errno
    var byDefault = sigaction()
    byDefault.__sigaction_handler.sa_handler = SIG_DFL
    for other in Int32(1)..<64 where takenSignals & 1 << other != 0 {
        sigaction(other, &byDefault, nil)
    }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// Whether `number` is ignored now. A non-interactive shell starts a background job with SIGINT and SIGQUIT ignored
/// (and `nohup` ignores SIGHUP), so that the user's Ctrl-C and hang-up reach only the foreground: such a job must not
/// take them back.
public func isIgnoredSignal(_ number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}
