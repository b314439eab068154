// OpenDota's match list of one account (`GET /api/players/{account_id}/matches`): a JSON array with a row per match,
// each the account's player in that match plus a few match fields. Each row is kept as OpenDota wrote it, so fields
// OpenDota adds, and its nulls, reach the record untouched; only the match id is checked, which later requests use.

/// One account's matches as OpenDota lists them. `[]` is a real answer: a private profile, or an account OpenDota
/// does not know, lists nothing (odota/core svc/util/buildPlayer.ts).
public struct OpenDotaPlayerMatches: Sendable {
    public struct Row: Sendable, Equatable {
        public let fields: JSONObject
        public let matchID: UInt64
        /// Absent when the request projected other columns (`project=`), or null where OpenDota lacks it.
        public let startTime: Int64?

        /// `number` counts rows from 1, as a person reading the answer does.
        init(_ value: JSONValue, number: Int) throws(ShapeError) {
            guard let fields = value.object else { throw ShapeError("row \(number) is \(value.kind), not an object") }
            guard let id = fields["match_id"] else { throw ShapeError("row \(number) has no match_id") }
            guard let matchID = id.integer(UInt64.self), matchID <= UInt64(Int64.max) else {
                throw ShapeError("row \(number) has match_id \(String(decoding: id.jsonBytes, as: UTF8.self)), not a match id")
            }
            self.fields = fields
            self.matchID = matchID
            startTime = fields["start_time"]?.integer()
        }
    }

    public let rows: [Row]

    /// An error body such as `{"error":"invalid account id"}` is a ShapeError quoting it, as is any other non-list.
    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let body = try openDotaAnswer(json)
        guard let list = body.array else { throw ShapeError("the answer is \(body.kind), not a list of matches") }
        rows = try list.enumerated().map { index, value throws(ShapeError) in try Row(value, number: index + 1) }
    }
}
