// The programs some tests need beyond the tools and what scripts/bootstrap always installs (curl, jq, sqlite3,
// script): a renderer, a browser, Python, a terminal multiplexer. A test names them with `.needs(…)`, an
// `.enabled(if:)` trait, and where one is missing it is skipped, saying which, instead of failing for the machine.
import Foundation
import Testing

/// Whether `program` is an executable file in one of PATH's directories.
public func isInstalled(_ program: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where every one of `programs` is installed, e.g. `.needs("rsvg-convert", "pngtopnm")`.
    public static func needs(_ programs: String...) -> Self {
        let missing = programs.filter { !isInstalled($0) }
        return .enabled(if: missing.isEmpty, "needs \(missing.joined(separator: " and ")), not installed here")
    }
}
