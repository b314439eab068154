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
              steam-pipes-docs --steam-pipes .build/debug/steam-pipes \\
                --readme README.md --reference docs/manual \\
                --output man
            """)

    @Option(name: .customLong("steam-pipes"), help: ArgumentHelp(
        "The built multi-call binary: its --list names the tools, and each describes itself through it.",
        valueName: "file"))
    var steamPipes: String

    @Option(help: ArgumentHelp("The README whose cookbook the overview carries.", valueName: "file"))
    var readme: String

    @Option(help: ArgumentHelp("The Markdown reference: <tool>.md for a tool's page, steam-pipes.md for the overview.", valueName: "dir"))
    var reference: String

    @Option(help: ArgumentHelp("Where man1/ and man7/ go.", valueName: "dir"))
    var output: String

    func run() throws {
        guard FileManager.default.isReadableFile(atPath: readme) else { throw ValidationError("--readme: cannot read \(readme)") }
        let binary = URL(fileURLWithPath: steamPipes)
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ValidationError("--steam-pipes: no executable at \(binary.path); build it first (swift build)")
        }
        let tools = try Self.output(of: binary, ["--list"]).split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        let commands = try tools.map {
            try JSONDecoder().decode(ToolInfoV0.self, from: Self.output(of: binary, [$0, "--experimental-dump-help"])).command
        }
        let recipes = try Cookbook.recipes(inReadme: String(contentsOfFile: readme, encoding: .utf8))
        let root = URL(fileURLWithPath: output)
        for command in commands {
            let page = ManualPage(tool: command, reference: try markdown(command.commandName), siblings: tools)
            try write(page.render(), to: root.appendingPathComponent("man1/" + page.fileName))
        }
        guard let shared = try markdown("steam-pipes") else {
            throw ValidationError("\(reference)/steam-pipes.md is missing: the overview's reference")
        }
        let overview = OverviewPage(tools: commands, reference: shared, recipes: recipes)
        try write(overview.render(), to: root.appendingPathComponent("man7/" + overview.fileName))
    }

    /// What `binary arguments…` prints, when it exits 0.
    static func output(of binary: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(binary.path) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return data
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
