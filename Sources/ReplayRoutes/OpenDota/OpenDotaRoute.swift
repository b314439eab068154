// One OpenDota route the replay serves: its path below /api/ as Express matches it, and how it answers.

import FoundationEssentials
import FoundationGaps

struct OpenDotaRoute: Sendable {
    /// `parameters` are the path's parameters in order, percent-decoded as Express hands them to a route.
    typealias Answer = @Sendable (_ parameters: [String], _ request: ReplayRequest, _ state: ReplayState) async -> Reply

    /// The path below /api/ by segments; "*" stands for a parameter, e.g. ["players", "*", "matches"].
    let pattern: [String]
    let answer: Answer

    /// The parameters when `path` (below /api/) matches. Express routes without regard to case and let one
    /// trailing slash go; a parameter is never empty.
    func parameters(in path: Substring) -> [String]? {
        var segments = path.split(scalar: "/", omittingEmpty: false)
        if segments.count > 1, segments.last?.isEmpty == true {
            segments.removeLast()
        }
        guard segments.count == pattern.count else { return nil }
        var parameters: [String] = []
        for (segment, part) in zip(segments, pattern) {
            if part == "*" {
                guard !segment.isEmpty else { return nil }
                parameters.append(segment.percentDecoded ?? String(segment))
            } else if segment.lowercased() != part.lowercased() {
                return nil
            }
        }
        return parameters
    }
}
