// How GetMatchDetails answers: as it has since May 2024 (HTTP 500, body `{}`), or as it did before.

public enum MatchDetailsMode: String, Sendable, CaseIterable {
    /// HTTP 500 with body `{}` for every request, as Valve's endpoint answers today.
    case outage
    /// 200 with the match, or an in-band error, as before patch 7.36.
    case ok
}
