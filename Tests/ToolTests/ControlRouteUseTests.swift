// Who else names steam-replay's control endpoints: the test harness, the scripts, the README and the manual. Each is
// held to the reference in Tests/SharedFacts (the replay's own table is, in ReplayTests), so a renamed or dropped
// endpoint fails here rather than in whichever test or script meets it first.
import Foundation
import SharedFactReference
import Testing
import TestSupport

@Suite struct ControlRouteUseTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of every file below `folder` (relative to the package root).
    private static func texts(below folder: String) throws -> [(name: String, text: String)] {
        let top = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil) else { return [] }
        return try files.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.compactMap { file in
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            return text.contains(ControlEndpointText.prefix) ? (file.path.replacingOccurrences(of: root.path + "/", with: ""), text) : nil
        }
    }

    @Test func everyControlPathTheHarnessScriptsAndDocsNameIsOneTheReplayHas() throws {
        let paths = Set(try SharedFacts.value("replay-control-routes", as: [SharedFacts.ControlEndpoint].self).map(\.path))
        var sources = try ["Tests/TestSupport", "Tests/ToolTests", "scripts", "docs"].flatMap(Self.texts(below:))
        sources.append(("README.md", String(decoding: try Data(contentsOf: Self.root.appendingPathComponent("README.md")), as: UTF8.self)))
        var named = 0
        for (name, text) in sources {
            for path in ControlEndpointText.paths(in: text) {
                named += 1
                #expect(paths.contains(path), "\(name) names \(path)")
            }
        }
        #expect(named > 0, "no control path found: the search itself is broken")
    }

    @Test func theManualDocumentsEveryControlEndpoint() throws {
        let manual = String(decoding: try Data(contentsOf: Self.root.appendingPathComponent("docs/manual/steam-replay.md")), as: UTF8.self)
        for endpoint in try SharedFacts.value("replay-control-routes", as: [SharedFacts.ControlEndpoint].self) {
            let named = manual.contains("`\(endpoint.method) \(endpoint.path)`") || manual.contains("`\(endpoint.method) \(endpoint.path)?")
            #expect(named, "docs/manual/steam-replay.md lacks \(endpoint.method) \(endpoint.path)")
        }
    }
}

/// `/_replay/NAME` as text names it: NAME is lower-case letters and hyphens.
private enum ControlEndpointText {
    static let prefix = "/_replay/"

    static func paths(in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().compactMap { rest in
            let name = rest.prefix { ("a"..."z").contains($0) || $0 == "-" }
            return name.isEmpty ? nil : prefix + name
        }
    }
}
