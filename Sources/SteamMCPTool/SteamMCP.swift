// steam-mcp: the toolkit's commands as the tools of a Model Context Protocol server on stdio, for AI agents.
import ArgumentParser
import Glibc
import MCPTools
import SteamModels
import ToolSupport
import Version

struct SteamMCP: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-mcp",
        abstract: "Serves every steam-pipes subcommand as a tool of a Model Context Protocol (MCP) server on stdin and stdout.",
        discussion: """
            An MCP client (an AI agent's host) starts it and speaks JSON-RPC to it, one message a line, \
            protocol revision 2025-11-25 or earlier, negotiated in initialize. Each subcommand is one tool, \
            named by its words (steam_profile_friends, dota_detail_stored, stat_agg_heroes), its input schema \
            made from the subcommand's own flags: an option or flag by its long name without the dashes, the \
            inputs by their name in the usage line, values as a shell user types them. stdin takes the lines a \
            pipe would give. stat-agg's match statistics also take matches_of, an account whose stored matches \
            (dota-detail stored) to aggregate, or opendota_matches_of, its OpenDota rows.

            A call runs the subcommand as a process with steam-mcp's own environment, so it uses the user's \
            key, store and rate limits, shared with the user's own runs. Its result is the records (as NDJSON \
            text, and parsed in structured content), its stderr notes and its exit status; isError with the \
            tool's own message when it failed. Past --max-records the records are cut, with a note. A call \
            reports progress while it runs when asked, and a cancelled call is interrupted as Ctrl-C would, \
            so what it fetched stays stored; how it ended is a log message. Left out: steam-auth login, logout \
            and key set, stat-agg report, steam-replay, --format, --raw-output and --watch.

            Examples:
              steam-mcp --list-tools | jq -r .name
              steam-mcp --list-tools \\
                | jq 'select(.name == "dota_matches") | .inputSchema'
              steam-mcp --max-records 200
            """,
        version: ToolkitVersion.line(tool: "steam-mcp"))

    @Option(help: ArgumentHelp("The most records a result gives (1-100000); the rest are counted in a note.", valueName: "n"))
    var maxRecords = 1000

    @Flag(help: "Print each tool as tools/list gives it, one JSON object a line, and exit.")
    var listTools = false

    func validate() throws {
        guard (1...100_000).contains(maxRecords) else { throw ValidationError("--max-records must be 1-100000, not \(maxRecords)") }
    }

    func run() async throws {
        ToolRunner.prepareProcess()
        let diagnostics = Diagnostics(tool: Self.toolName)
        // A client reads the answers on stdout: with it closed (its descriptor held open on /dev/null by
        // prepareProcess), nothing steam-mcp did could reach anyone.
        if StandardStream.isClosedAtStart(STDOUT_FILENO) {
            diagnostics.error("stdout: closed", status: .fatal)
            throw ExitCode(ExitStatus.fatal.rawValue)
        }
        let binary = Self.executable
        let tools: [CatalogTool]
        do {
            tools = try ToolCatalog.tools(of: ToolCatalog.commands(of: binary, except: Self.toolName))
        } catch {
            diagnostics.error("cannot describe the commands of \(binary): \(error)", status: .fatal)
            throw ExitCode(ExitStatus.fatal.rawValue)
        }
        if listTools {
            var text: [UInt8] = []
            for tool in tools {
                tool.listing.write(to: &text)
                text.append(0x0A)
            }
            if let error = text.withUnsafeBytes({ writeFully(STDOUT_FILENO, $0) }), error != EPIPE {
                diagnostics.error("stdout: \(String(cString: strerror(error)))", status: .fatal)
                throw ExitCode(ExitStatus.fatal.rawValue)
            }
            return
        }
        if isatty(STDIN_FILENO) == 1 {
            diagnostics.note("waiting for an MCP client's messages on stdin, one JSON-RPC message a line (see steam-mcp --help; Ctrl-D ends)")
        }
        let running = RunningCalls(), writer = MessageWriter()
        let signals = SignalForwarding(running: running, writer: writer)
        defer { signals.cancel() }
        await MCPServer(tools: tools, binary: binary, bound: maxRecords, running: running, writer: writer).serve()
    }

    /// The multi-call binary this process runs, which each call runs again under a command's name.
    static var executable: String {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        return length > 0 ? String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}

/// Runs steam-mcp: steam-pipes, called by that name, starts here. `arguments` are those after the command's name;
/// nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamMCP.main(arguments: arguments)
}
