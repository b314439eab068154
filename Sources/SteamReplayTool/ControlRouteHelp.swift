// The help's list of control endpoints, made from the table the replay routes by, so the two cannot drift.

import ReplayRoutes

enum ControlRouteHelp {
    /// The column each summary starts in, and the widest a help line may be.
    private static let summaryColumn = 28
    private static let lineWidth = 69

    /// One entry per route: "  METHOD PATH", then its summary beside it, wrapped in its column; a request too wide for
    /// its column gets a line of its own. No trailing newline.
    static var list: String {
        ControlRoutes.table.map { route in
            let request = "  \(route.method) \(route.path)\(route.query)"
            let summary = wrapped(route.summary, width: lineWidth - summaryColumn)
            let indent = String(repeating: " ", count: summaryColumn)
            guard request.count < summaryColumn else {
                return ([request] + summary.map { indent + $0 }).joined(separator: "\n")
            }
            let first = request + String(repeating: " ", count: summaryColumn - request.count) + summary[0]
            return ([first] + summary.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Words filled into lines of at most `width` characters; a longer word stands alone.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
