// The bodies OpenDota answers with: Express's res.json, and `{"error": …}` for every refusal.

extension Reply {
    /// Compact, keys in the order given, with Express's spelling of the Content-Type.
    static func openDota(_ value: OrderedJSON, status: Int = 200) -> Reply {
        Reply(status: status, contentType: "application/json; charset=utf-8", body: value.data)
    }

    static func openDotaError(_ message: String, status: Int) -> Reply {
        openDota(.object([("error", .string(message))]), status: status)
    }

    /// An unknown path or match, and any method but GET.
    static let openDotaNotFound = openDotaError("Not Found", status: 404)
}
