// The layering of the tools, stated outright: the client knows nothing of tools, each tool's module stands on the
// shared kit and on no other tool, steam-auth's sign-in reaches the identity file below the kit, stat-agg's tool is only flags over its run, and the replay's world
// and corpus link no networking.
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

    /// The modules of the networked tools, each holding its subcommands' flags, help and work.
    /// Every tool's module: ToolListTests holds them to the commands steam-pipes dispatches.
    static let toolModules = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { $0.hasSuffix("Tool") })

    @Test func theClientImportsNeitherToolSupportNorArgumentParser() throws {
        for (file, modules) in try Self.imports(under: "WebAPI") {
            #expect(modules.isDisjoint(with: Self.toolModules.union(["ToolSupport", "ArgumentParser", "CommandKit"])),
                    "\(file) imports \(modules.sorted())")
        }
    }

    /// What two tools share is the kit's: a tool's module imports no other tool's, and the kit imports none.
    @Test(arguments: toolModules.sorted() + ["CommandKit"])
    func noToolModuleImportsAnotherTool(module: String) throws {
        for (file, modules) in try Self.imports(under: module) {
            #expect(modules.isDisjoint(with: Self.toolModules.subtracting([module])), "\(file) imports \(modules.sorted())")
        }
    }

    @Test func theSignInReachesTheIdentityFileWithoutTheKit() throws {
        for (file, modules) in try Self.imports(under: "SteamLogin") {
            #expect(modules.isDisjoint(with: Self.toolModules.union(["CommandKit"])), "\(file) imports \(modules.sorted())")
        }
    }

    /// StatsTests reads a corpus, and the world is drawn in every replay: neither needs a server. The routes answer
    /// in-process; only ReplayServer puts them on a socket.
    @Test func theReplaysWorldAndCorpusLinkNoNetworkingAndItsRoutesNoServer() throws {
        for module in ["ReplayWorld", "ReplayCorpus"] {
            for (file, modules) in try Self.imports(under: module) {
                #expect(modules.isDisjoint(with: ["NIOCore", "NIOPosix", "NIOHTTP1", "ReplayRoutes", "ReplayServer"]),
                        "\(file) imports \(modules.sorted())")
            }
        }
        for (file, modules) in try Self.imports(under: "ReplayRoutes") {
            #expect(modules.isDisjoint(with: ["NIOPosix", "NIOHTTP1", "ReplayServer", "ReplayCorpus"]), "\(file) imports \(modules.sorted())")
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
            #expect(modules.isDisjoint(with: ["CommandKit", "WebAPI", "Transport", "Store"]), "\(file) imports \(modules.sorted())")
        }
    }
}
