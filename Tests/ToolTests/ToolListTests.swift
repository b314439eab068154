// The toolkit's commands are written down once, in steam-pipes' dispatcher (`steam-pipes --list`); everything else
// that names them is read from it (the scripts' tools.sh, steam-pipes-docs, the suite's Products) or held to it here:
// a command added to any one place alone, or kept in one after it went, fails one of these.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ToolListTests {
    static let root = Products.packageRoot

    /// The names of the entries of a directory of the checkout.
    static func entries(_ path: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path))
    }

    /// A module's name as the command it serves: SteamAuthTool is steam-auth.
    static func command(ofModule module: String) -> String {
        // A capital after a small letter starts a word; a run of capitals is one word (SteamMCP is steam-mcp).
        var name = "", previous: Unicode.Scalar?
        for scalar in module.dropLast("Tool".count).unicodeScalars {
            if CharacterSet.uppercaseLetters.contains(scalar), let previous, CharacterSet.lowercaseLetters.contains(previous) { name += "-" }
            name += String(scalar).lowercased()
            previous = scalar
        }
        return name
    }

    @Test func theListNamesEachCommandOnceInKebabCase() {
        #expect(!Products.tools.isEmpty)
        #expect(Set(Products.tools).count == Products.tools.count, "\(Products.tools)")
        for tool in Products.tools {
            #expect(tool.wholeMatch(of: /[a-z]+(-[a-z]+)+/) != nil, "\(tool)")
        }
    }

    @Test func eachCommandHasItsOwnModuleAndEachToolModuleACommand() throws {
        let modules = try Self.entries("Sources").filter { $0.hasSuffix("Tool") }
        #expect(Set(modules.map(Self.command(ofModule:))) == Set(Products.tools), "\(modules.sorted())")
    }

    @Test func noCommandHasAnExecutableOfItsOwn() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let sources = try Self.entries("Sources")
        for tool in Products.tools {
            #expect(!sources.contains(tool), "Sources/\(tool): the command is a link to steam-pipes, not a target")
            #expect(!manifest.contains("name: \"\(tool)\""), "Package.swift names a target or product \(tool)")
        }
    }

    @Test func theManualAndTheCompletionsCoverExactlyTheCommands() throws {
        let commands = Set(Products.tools)
        #expect(Set(try Self.entries("man/man1").map { String($0.dropLast(".1".count)) }) == commands)
        #expect(try Self.entries("completions/bash") == commands)
        #expect(Set(try Self.entries("completions/zsh").map { String($0.dropFirst("_".count)) }) == commands)
        #expect(Set(try Self.entries("completions/fish").map { String($0.dropLast(".fish".count)) }) == commands)
        let references = Set(try Self.entries("docs/manual").map { String($0.dropLast(".md".count)) })
        #expect(references.subtracting(commands) == ["steam-pipes"], "docs/manual/ has pages for no command")
    }

    @Test func theReadmesToolsTableHasARowForEachCommand() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for tool in Products.tools {
            #expect(readme.contains("| `\(tool)"), "README.md's tools table has no row for \(tool)")
        }
    }

    @Test func aModulesNameReadsAsItsCommand() {
        #expect(Self.command(ofModule: "SteamAuthTool") == "steam-auth")
        #expect(Self.command(ofModule: "StatAggTool") == "stat-agg")
    }
}
