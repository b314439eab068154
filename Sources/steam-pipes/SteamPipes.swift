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
        let calledAs = String(arguments.first?.split(separator: "/").last ?? "steam-pipes")
        if let start = command(named: calledAs) {
            await start(nil)
        } else if arguments.count >= 2, let start = command(named: arguments[1]) {
            await start(Array(arguments.dropFirst(2)))
        } else if arguments.count == 2, ["-h", "--help", "--version", "--list"].contains(arguments[1]) {
            // A reader that leaves early (`| head -1`) ends the write, not the process.
            signal(SIGPIPE, SIG_IGN)
            switch arguments[1] {
            case "--version": print(ToolkitVersion.line(tool: "steam-pipes"))
            case "--list": print(commands.map(\.name).joined(separator: "\n"))
            default: print(usage, terminator: "")
            }
        } else {
            let problem = arguments.count >= 2 ? "no command is named '\(arguments[1])'"
                : calledAs == "steam-pipes" ? "no command given" : "called as '\(calledAs)', which names no command"
            let message = Array("steam-pipes: \(problem)\n\(usage)".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(64)
        }
    }

    static func command(named name: String) -> (@Sendable ([String]?) async -> Void)? {
        commands.first { $0.name == name }?.start
    }
}
