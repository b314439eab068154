// The layering the commands layer exists for, stated outright: the client knows nothing of tools, the tools reach
// the client only through Commands, steam-auth's sign-in reaches the identity file below the commands, and stat-agg's
// tool is only flags over its run.
import Foundation
import Testing

@Suite struct LayeringTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized

    /// The modules each Swift file under `folder` imports, by file.
    static func imports(under folder: String) throws -> [String: Set<String>] {
        let root = sources.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no Swift files under \(root.path)")
        var found: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            found["\(folder)/\(file)"] = Set(text.split(separator: "\n").compactMap { line in
                line.hasPrefix("import ") ? String(line.dropFirst("import ".count)) : nil
            })
        }
        return found
    }

    @Test func theClientImportsNeitherToolSupportNorArgumentParser() throws {
        for (file, modules) in try Self.imports(under: "WebAPI") {
            #expect(modules.isDisjoint(with: ["ToolSupport", "ArgumentParser", "Commands"]), "\(file) imports \(modules.sorted())")
        }
    }

    @Test(arguments: ["steam-auth", "steam-profile", "steam-games", "dota-matches", "dota-detail"])
    func toolsReachTheClientOnlyThroughCommands(tool: String) throws {
        for (file, modules) in try Self.imports(under: tool) {
            #expect(modules.isDisjoint(with: ["WebAPI", "Transport", "Store"]), "\(file) imports \(modules.sorted())")
        }
    }

    @Test func theSignInReachesTheIdentityFileWithoutTheCommands() throws {
        for (file, modules) in try Self.imports(under: "SteamLogin") {
            #expect(!modules.contains("Commands"), "\(file) imports \(modules.sorted())")
        }
    }

    /// Its threads, its reads and its field paths are StatAggRun's, where they are tested in process; and like its own
    /// executable, that links no networking.
    @Test func statAggsToolHoldsOnlyFlagsHelpAndCallsIntoItsRun() throws {
        for (file, modules) in try Self.imports(under: "StatAggTool") {
            #expect(modules.isSubset(of: ["ArgumentParser", "StatAggRun", "Stats", "SteamModels", "ToolSupport", "Version"]),
                    "\(file) imports \(modules.sorted())")
        }
        for (file, modules) in try Self.imports(under: "StatAggRun") {
            #expect(modules.isDisjoint(with: ["Commands", "WebAPI", "Transport", "Store"]), "\(file) imports \(modules.sorted())")
        }
    }
}
