// The layering the commands layer exists for, stated outright: the client knows nothing of tools, and the tools reach
// the client only through Commands.
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
}
