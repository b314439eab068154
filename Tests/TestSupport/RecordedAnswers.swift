// The real Valve answers in Tests/RecordedAnswers: part of the package, so the tests that read them run everywhere
// (SOURCES.md there names where each came from).
import Foundation

public enum RecordedAnswers {
    /// `Tests/RecordedAnswers`, found from this file's place in the checkout.
    public static let directory: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { dir.deleteLastPathComponent() }  // the file, TestSupport/
        return dir.appendingPathComponent("RecordedAnswers")
    }()

    /// The JSON files of one method's folder (`GetBadges`), by name.
    public static func files(_ method: String) -> [URL] {
        let dir = directory.appendingPathComponent(method)
        return ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// One recorded body, byte for byte; a missing file fails the test that asked for it.
    public static func body(_ method: String, _ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(method).appendingPathComponent(name))
    }
}
