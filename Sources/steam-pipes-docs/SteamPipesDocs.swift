// steam-pipes-docs: writes the manual pages from the built tools' own descriptions of their commands. scripts/docs
// runs it; it is not installed.
import ArgumentParser
import ArgumentParserToolInfo
import Foundation
import Manual

@main
struct SteamPipesDocs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steam-pipes-docs",
        abstract: "Writes man1 pages for the tools and the steam-pipes(7) overview.",
        discussion: """
            Examples:
              steam-pipes-docs --binaries .build/debug \\
                --readme README.md --reference docs/manual \\
                --output man
            """)

    static let tools = ManualFacts.tools

    @Option(help: ArgumentHelp("The directory holding the built tools.", valueName: "dir"))
    var binaries: String

    @Option(help: ArgumentHelp("The README whose cookbook the overview carries.", valueName: "file"))
    var readme: String

    @Option(help: ArgumentHelp("The Markdown reference: <tool>.md for a tool's page, steam-pipes.md for the overview.", valueName: "dir"))
    var reference: String

    @Option(help: ArgumentHelp("Where man1/ and man7/ go.", valueName: "dir"))
    var output: String

    func run() throws {
        guard FileManager.default.isReadableFile(atPath: readme) else { throw ValidationError("--readme: cannot read \(readme)") }
        let commands = try Self.tools.map { try Self.describe(tool: URL(fileURLWithPath: binaries).appendingPathComponent($0)) }
        let recipes = try Cookbook.recipes(inReadme: String(contentsOfFile: readme, encoding: .utf8))
        let root = URL(fileURLWithPath: output)
        for command in commands {
            let page = ManualPage(tool: command, reference: try markdown(command.commandName), siblings: Self.tools)
            try write(page.render(), to: root.appendingPathComponent("man1/" + page.fileName))
        }
        guard let shared = try markdown("steam-pipes") else {
            throw ValidationError("\(reference)/steam-pipes.md is missing: the overview's reference")
        }
        let overview = OverviewPage(tools: commands, reference: shared, recipes: recipes)
        try write(overview.render(), to: root.appendingPathComponent("man7/" + overview.fileName))
    }

    /// The command tree a tool prints with --experimental-dump-help.
    static func describe(tool: URL) throws -> CommandInfoV0 {
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw ValidationError("--binaries: no tool at \(tool.path); build the tools first (swift build)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--experimental-dump-help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(tool.path) --experimental-dump-help exited \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(ToolInfoV0.self, from: data).command
    }

    /// <reference>/<name>.md, or nil when there is none.
    private func markdown(_ name: String) throws -> MarkdownManual? {
        let file = URL(fileURLWithPath: reference).appendingPathComponent(name + ".md")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return MarkdownManual(try String(contentsOf: file, encoding: .utf8))
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
