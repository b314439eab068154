// The real Valve answers in ../shared/api-samples: reference material beside the checkout, not part of the package,
// so tests that read them run only where they are present.
import Foundation

public enum APISamples {
    /// `shared/api-samples`, or nil when the checkout has no `shared/` beside it.
    public static let directory: URL? = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }  // the file, TestSupport/, Tests/
        let samples = dir.deletingLastPathComponent().appendingPathComponent("shared/api-samples")
        return FileManager.default.fileExists(atPath: samples.path) ? samples : nil
    }()

    /// The JSON files of one folder (an endpoint's name, `errors`, `openid`); none without the samples.
    public static func files(_ folder: String) -> [URL] {
        guard let dir = directory?.appendingPathComponent(folder) else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
