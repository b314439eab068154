// Files a suite shares, such as a generated corpus: made before the suite's first test and removed after its last,
// whether its tests pass or fail. A suite names its file with a trait, `@Suite(.generatedCorpus(matches: 800,
// seed: 3))`, and its tests read the file at `try SuiteFile.url()`.
import Foundation
import Testing

public struct SuiteFile: SuiteTrait, TestScoping {
    /// The file of the suite whose tests are running.
    @TaskLocal private static var current: URL?

    let name: String
    let write: @Sendable (URL) throws -> Void

    /// The file of the suite the calling test belongs to.
    public static func url() throws -> URL {
        guard let current else { throw TestSupportError("the test's suite has no SuiteFile trait") }
        return current
    }

    /// Once around the whole suite, not around each of its tests.
    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try write(file)
        try await Self.$current.withValue(file, operation: function)
    }
}

extension Trait where Self == SuiteFile {
    /// A file named `name` that `write` makes.
    public static func suiteFile(_ name: String, _ write: @escaping @Sendable (URL) throws -> Void) -> Self {
        SuiteFile(name: name, write: write)
    }

    /// `steam-replay generate --matches N --seed S`: match records as dota-detail prints them.
    public static func generatedCorpus(matches: Int, seed: Int) -> Self {
        .suiteFile("corpus.ndjson") { file in
            let result = try shell("steam-replay generate --matches \(matches) --seed \(seed) > \(shellQuoted(file.path))")
            guard result.status == 0 else { throw TestSupportError("steam-replay generate: \(result.stderr)") }
        }
    }
}
