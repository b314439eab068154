// A one-line account of why a body did not decode: which field, and what was wrong with it.

struct DecodingProblem: CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            description = "invalid JSON"
            return
        }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the body" : path
        }
        switch error {
        case .keyNotFound(let key, let context): description = "\(path(context)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context): description = "\(path(context)) is not \(type)"
        case .valueNotFound(let type, let context): description = "\(path(context)) is null, expected \(type)"
        case .dataCorrupted(let context): description = context.codingPath.isEmpty ? "invalid JSON" : "\(path(context)) is corrupt"
        @unknown default: description = "undecodable body"
        }
    }
}
