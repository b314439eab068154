// OpenDota's match list of one account (`GET /api/players/{account_id}/matches`): a JSON array with a row per match,
// each the account's player in that match plus a few match fields. Each row is kept as OpenDota wrote it, so fields
// OpenDota adds, and its nulls, reach the record untouched; only the match id is checked, which later requests use.

/// One account's matches as OpenDota lists them. `[]` is a real answer: a private profile, or an account OpenDota
/// does not know, lists nothing (odota/core svc/util/buildPlayer.ts).
public struct OpenDotaPlayerMatches: Sendable {
    /// Each row as a match summary without players: its `fields` as OpenDota wrote them, its checked `matchID`, and
    /// `startTime`, absent when the request projected other columns (`project=`) or null where OpenDota lacks it.
    public let rows: [Match]

    /// An error body such as `{"error":"invalid account id"}` is a ShapeError quoting it, as is any other non-list.
    /// A row's problem names the row, counted from 1 as a person reading the answer does.
    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let body = try openDotaAnswer(json)
        guard let list = body.array else { throw ShapeError("the answer is \(body.kind), not a list of matches") }
        rows = try list.enumerated().map { index, value throws(ShapeError) in
            guard value.object != nil else { throw ShapeError("row \(index + 1) is \(value.kind), not an object") }
            do {
                return try Match(value)
            } catch {
                throw ShapeError("row \(index + 1) \(error)")
            }
        }
    }
}
