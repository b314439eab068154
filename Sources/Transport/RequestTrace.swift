// Request traces: the line --verbose shows for each attempt, so a user sees what was asked, what came back and how
// long it took, with the key never in it.
import FoundationEssentials
import FoundationGaps
import Glibc

enum RequestTrace {
    /// "GET http://…/GetPlayerSummaries/v2/?key=REDACTED&steamids=7656… → 200, 1204 bytes in 0.052 s (attempt 1 of 4)"
    static func text(
        method: String, url: String, outcome: AttemptOutcome, seconds: Double, attempt: Int, maxAttempts: Int
    ) -> String {
        let result =
            switch outcome {
            case .answered(let status, _, let body): "\(status), \(body.count) bytes"
            case .failed(let failure): "no answer: \(failure.message) (curl \(failure.code))"
            }
        return redactingKey(
            "\(method) \(url) → \(result) in \(CFormat.string("%.3f", seconds)) s (attempt \(attempt) of \(maxAttempts))")
    }
}
