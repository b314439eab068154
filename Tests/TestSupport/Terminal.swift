// A terminal for a test to use as a person would: a tmux server of the test's own running one command in a window,
// whose screen the test reads, whose keys it types once the command asks, and whose echo setting it can look at.
import Foundation

public final class Terminal {
    /// The tmux server's socket and the command's exit status, removed with the terminal.
    private let directory: URL
    private let socket: String
    private let status: URL
    private let environment: [String: String]

    /// Starts `command` (given to sh) in a window 200 columns by 50 rows with `environment`.
    public init(running command: String, environment: [String: String]) throws {
        directory = try temporaryDirectory()
        socket = directory.appendingPathComponent("tmux").path
        status = directory.appendingPathComponent("status")
        self.environment = environment
        // No configuration file, so the machine's own cannot change what the test sees; the window stays after the
        // command, so its screen can be read then. The command writes its exit status itself: tmux may mark the window
        // dead, its terminal closed, before it has the status.
        let window = "\(command); echo $? > \(shellQuoted(status.path))"
        try tmux(
            "-f /dev/null start-server \\; set-option -gw remain-on-exit on \\; new-session -d -x 200 -y 50 \(shellQuoted(window))",
            after: Self.leavingBehindWhatTheTestInherited)
    }

    /// The server lives on after the shell that starts it, so it must not keep the descriptors the test process hands
    /// its children beyond the standard three: Foundation learns that a child has ended when the last copy of one
    /// closes. Nor the signals a test's thread blocks, which every child inherits: tmux ends itself on kill-server with
    /// SIGTERM, and a person's terminal has none blocked. Perl, essential on Debian, clears them, then runs tmux.
    private static let leavingBehindWhatTheTestInherited = """
        for descriptor in /proc/$$/fd/*; do
            descriptor=${descriptor##*/}
            if [ "$descriptor" -gt 2 ] && [ -e "/proc/$$/fd/$descriptor" ]; then eval "exec $descriptor>&-"; fi
        done
        exec perl -MPOSIX -e 'sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die "sigprocmask: $!"; exec @ARGV or die "exec: $!"'
        """

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    /// Everything the window has shown, scrolled-off lines included, without trailing blank lines.
    public func transcript() throws -> String {
        try tmux("capture-pane -p -S -").trimmingCharacters(in: .newlines)
    }

    /// Whether the terminal shows what is typed: the ECHO flag of the window's terminal, as `stty` reads it.
    public func echoes() throws -> Bool {
        let device = try tmux("display-message -p '#{pane_tty}'").trimmingCharacters(in: .whitespacesAndNewlines)
        let settings = try shell("stty -a -F \(shellQuoted(device))")
        guard settings.status == 0 else { throw TestSupportError("stty -F \(device): \(settings.stderr)") }
        // Among the flags, `echo` when on and `-echo` when off.
        return settings.stdoutText.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).contains("echo")
    }

    /// Types `text` as it is: no key name in it is read as one.
    public func type(_ text: String) throws {
        try tmux("send-keys -l \(shellQuoted(text))")
    }

    /// Presses a key by its tmux name, e.g. `Enter`.
    public func press(_ key: String) throws {
        try tmux("send-keys \(key)")
    }

    /// The command's exit status once it has ended; nil while it runs.
    public func exitStatus() -> Int32? {
        let written = (try? String(contentsOf: status, encoding: .utf8)) ?? ""
        return Int32(written.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs tmux with `arguments` on the terminal's socket, after the shell commands `before`.
    @discardableResult
    private func tmux(_ arguments: String, after before: String = "") throws -> String {
        let result = try shell("\(before) tmux -S \(shellQuoted(socket)) \(arguments)", environment: environment)
        guard result.status == 0 else { throw TestSupportError("tmux \(arguments): \(result.stderr)") }
        return result.stdoutText
    }
}
