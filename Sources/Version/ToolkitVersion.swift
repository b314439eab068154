// Version: the one place the toolkit's version lives, the date its manual pages carry, and the line each tool's
// --version prints.

public enum ToolkitVersion {
    public static let number = "0.19.0"

    /// The date of `number`'s manual pages. Fixed, not today's, so that the same code gives byte-identical pages.
    public static let manualDate = (year: 2026, month: 11, day: 25)

    /// `stat-agg 0.19.0`, with the commit after it for a development build: one made from a checkout whose HEAD is
    /// not tagged `v0.19.0`.
    public static func line(tool: String) -> String {
        let release = gitTag == "v" + number
        return gitCommit.isEmpty || release ? "\(tool) \(number)" : "\(tool) \(number) (development build, commit \(gitCommit))"
    }
}
