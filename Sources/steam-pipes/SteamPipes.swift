// steam-pipes, the multi-call binary: every command in one executable, which runs the command it is called by.
// Installed, each command's name is a link to it, so each keeps its own --help, man page, completions and exit
// statuses while the Swift runtime and Foundation, most of each binary, are installed once instead of once a command.
// `steam-pipes COMMAND ARGUMENTS…` runs a command by name, as `busybox COMMAND` does. `commands` is the one list of
// the toolkit's commands: `steam-pipes --list` prints it, and the scripts, the manual and the tests read it from there.
import DotaDetailTool
import DotaMatchesTool
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StatAggTool
import SteamMCPTool
import SteamAuthTool
import SteamGamesTool
import SteamProfileTool
import SteamReplayTool
import Version

@main
enum SteamPipes {
    static let commands: [(name: String, start: @Sendable ([String]?) async -> Void)] = [
        ("steam-auth", SteamAuthTool.start),
        ("steam-profile", SteamProfileTool.start),
        ("steam-games", SteamGamesTool.start),
        ("dota-matches", DotaMatchesTool.start),
        ("dota-detail", DotaDetailTool.start),
        ("stat-agg", StatAggTool.start),
        ("steam-mcp", SteamMCPTool.start),
        ("steam-replay", SteamReplayTool.start),
    ]

    static let usage = """
        Usage: COMMAND [ARGUMENTS…], where COMMAND is a link to steam-pipes named for it,
           or: steam-pipes COMMAND [ARGUMENTS…]
           or: steam-pipes --list   (the commands, one per line)
        Commands: \(commands.map(\.name).joined(separator: ", "))
        See COMMAND --help, and man steam-pipes.

        """

    static func main() async {
        let arguments = CommandLine.arguments
        // By scalar: a "/" with a combining mark after it is one Character, and a Character split would keep it.
        let calledAs = arguments.first?.unicodeScalars.split(separator: "/").last.map { String($0) } ?? "steam-pipes"
        if let start = command(named: calledAs) {
            await start(nil)
        } else if arguments.count >= 2, let start = command(named: arguments[1]) {
            await start(Array(arguments.dropFirst(2)))
        } else if arguments.count == 2, ownFlags.contains(arguments[1]) {
            // A reader that leaves early (`| head -1`) ends the write, not the process.
            signal(SIGPIPE, SIG_IGN)
            let text = switch arguments[1] {
            case "--version": ToolkitVersion.line(tool: "steam-pipes") + "\n"
            case "--list": commands.map { $0.name + "\n" }.joined()
            default: usage
            }
            // Scripts read the list (scripts/tools.sh): a full disk or a closed stdout fails, as the tools' output does.
            if let error = writeAll(text, to: 1), error != EPIPE {
                fail("steam-pipes: error: stdout: \(error == EBADF ? "closed" : String(cString: strerror(error)))\n", status: 2)
            }
        } else {
            let problem = arguments.count >= 2
                ? ownFlags.contains(arguments[1]) ? "\(arguments[1]) takes no arguments" : "no command is named '\(arguments[1])'"
                : calledAs == "steam-pipes" ? "no command given" : "called as '\(calledAs)', which names no command"
            fail("steam-pipes: \(problem)\n\(usage)", status: 64)
        }
    }

    /// What steam-pipes answers itself, called by its own name.
    static let ownFlags = ["-h", "--help", "--version", "--list"]

    /// Writes all of `text` to `descriptor`: nil, or the errno of the write that failed.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return errno }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    static func fail(_ message: String, status: Int32) -> Never {
        _ = writeAll(message, to: 2)
        exit(status)
    }

    static func command(named name: String) -> (@Sendable ([String]?) async -> Void)? {
        commands.first { $0.name == name }?.start
    }
}
