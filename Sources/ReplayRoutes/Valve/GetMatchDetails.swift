// IDOTA2Match_570/GetMatchDetails/v1: HTTP 500 `{}` for everything, as since May 2024, unless the
// replay runs with --match-details ok; then the match, or Valve's in-band errors at HTTP 200.

import FoundationEssentials
import ReplayWorld

extension ValveRoute {
    /// The lobby type of practice matches, which GetMatchDetails answers with an error.
    static let practiceLobbyType = 1

    static let getMatchDetails = ValveRoute(
        interface: "IDOTA2Match_570", method: "GetMatchDetails", versions: [1], requiredParameters: []
    ) { request, state in
        guard state.matchDetails == .ok else {
            return Reply(status: 500, contentType: "application/json; charset=UTF-8", body: Data("{}".utf8))
        }
        guard let text = request.query["match_id"] else { return try .json(MatchDetailsError("No Match ID specified")) }
        guard let id = UInt64(text), let match = state.world.dota.match(id: id, at: await state.now) else {
            return try .json(MatchDetailsError("Match ID not found"))
        }
        guard match.lobbyType != practiceLobbyType else {
            return try .json(MatchDetailsError("Practice matches are not available via GetMatchDetails"))
        }
        return try .json(MatchDetailsBody(result: state.world.dota.record(of: match)))
    }
}

private struct MatchDetailsBody: Encodable {
    let result: MatchRecord
}

/// `{"result":{"error":"..."}}`
private struct MatchDetailsError: Encodable {
    struct Result: Encodable {
        let error: String
    }

    let result: Result

    init(_ message: String) {
        result = Result(error: message)
    }
}
