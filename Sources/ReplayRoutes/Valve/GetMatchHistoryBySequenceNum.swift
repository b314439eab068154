// IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1: full match objects from a sequence number on,
// oldest first, with no counts; status 8 when no match is asked for.
import ReplayWorld

extension ValveRoute {
    static let getMatchHistoryBySequenceNum = ValveRoute(
        interface: "IDOTA2Match_570", method: "GetMatchHistoryBySequenceNum", versions: [1], requiredParameters: []
    ) { request, state in
        let start: UInt64, requested: Int
        do throws(DotaParameterError) {
            start = try request.query.unsigned("start_at_match_seq_num") ?? 0
            requested = try request.query.integer("matches_requested") ?? matchesPerRequestLimit
        } catch {
            return error.reply
        }
        guard requested > 0 else { return try .json(DotaStatusBody.nothingRequested) }
        let dota = state.world.dota
        let matches = dota.matches(
            fromSeqNum: start, count: min(requested, matchesPerRequestLimit), at: await state.now
        )
        return try .json(SequenceBody(result: .init(status: 1, matches: matches.map(dota.record(of:)))))
    }
}

private struct SequenceBody: Encodable {
    struct Result: Encodable {
        let status: Int
        let matches: [MatchRecord]
    }

    let result: Result
}
