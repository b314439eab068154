// steam-mcp driven by clients nobody here wrote, against steam-replay: the official MCP Python SDK through every
// promise of the server (Tests/MCPClient/mcp_client_checks.py), and mcp-cli running the README's tool call as a user
// would. scripts/bootstrap installs both under .build-python.
import Foundation
import Manual
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct MCPClientTests {
    static let clients = Products.packageRoot.appendingPathComponent(".build-python")
    static let python = clients.appendingPathComponent("mcp/bin/python").path
    static let checks = Products.packageRoot.appendingPathComponent("Tests/MCPClient/mcp_client_checks.py").path

    static func installed(_ program: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run scripts/bootstrap")
    }

    @Test func thePythonSDKInitializesListsCallsCancelsAndGetsErrors() async throws {
        try Self.installed(Self.python)
        let sandbox = try Sandbox(replayArguments: ["--match-details", "ok"])
        let demo = try sandbox.identity("demo_user")
        let session = try await sandbox.runOffThePool(
            [Self.python, Self.checks, "session", demo.steamid, demo.vanity].map(shellQuoted).joined(separator: " "))
        #expect(session.status == 0, "\(session.stdoutText)\n\(session.stderr)")
        #expect(session.stdoutLines.count >= 20, "\(session.stdoutText)")
    }

    /// The README's block under "For AI agents", run in a directory of its own with mcp-cli on PATH: it prints what
    /// the command it calls prints.
    @Test func mcpCliRunsTheReadmesToolCall() async throws {
        let mcpCLI = Self.clients.appendingPathComponent("mcp-cli/bin")
        try Self.installed(mcpCLI.appendingPathComponent("mcp-cli").path)
        let readme = try String(contentsOf: ReadmeExampleTests.readme, encoding: .utf8)
        let block = try #require(Cookbook.shellBlocks(in: readme).first { $0.section == "For AI agents" }, "README.md has no sh block under For AI agents")
        let sandbox = try Sandbox()
        let call = try await sandbox.runOffThePool("""
            cd \(shellQuoted(sandbox.directory.path)) && PATH=\(shellQuoted(mcpCLI.path)):$PATH
            \(block.lines.joined(separator: "\n"))
            """)
        #expect(call.status == 0, "\(call.stderr)")
        let direct = try sandbox.run("steam-auth resolve robinwalker")
        let printed = call.stdoutLines.filter { $0.hasPrefix("{") }
        #expect(!printed.isEmpty && printed == direct.stdoutLines, "\(call.stdoutText)")
    }
}
