// Who is calling, as OpenDota's web.ts tells: the holder of the one valid key, or the free tier.

enum OpenDotaTier: Sendable, Hashable {
    /// No key, or a key OpenDota does not know: it ignores such keys rather than refusing them.
    case free
    /// The valid key: an API request, with the higher minute limit and no monthly one.
    case keyed

    /// The key is the Authorization header less its first "Bearer ", or, when that leaves nothing, `api_key`.
    init(_ request: ReplayRequest, validKey: String) {
        let header = request.authorization?.replacing("Bearer ", with: "", maxReplacements: 1) ?? ""
        let key = header.isEmpty ? request.query["api_key"] : header
        self = key == validKey ? .keyed : .free
    }
}
