// Whether stdout's reader is still there when the tool has nothing to write: a --watch round that finds no changes
// writes nothing, so EPIPE alone would never tell it that `| head -1` has left.
import Glibc

extension StandardStream {
    /// True once the reader of a pipe has closed its end: poll(2) reports POLLERR on a pipe's write end then, whatever
    /// events were asked for. A terminal or a file never says so.
    public var readerHasLeft: Bool {
        var status = pollfd(fd: descriptor, events: 0, revents: 0)
        return poll(&status, 1, 0) == 1 && status.revents & Int16(POLLERR | POLLHUP) != 0
    }
}
