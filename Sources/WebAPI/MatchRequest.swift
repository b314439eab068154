// What one dota-detail lookup asks for: a match id, with the sequence number and perspective account when the input
// had them (dota-matches records do).

public struct MatchRequest: Sendable, Equatable {
    public let matchID: UInt64
    /// Lets the GetMatchHistoryBySequenceNum fallback skip the GetMatchHistory call that would find it.
    public let sequenceNumber: UInt64?
    /// Whose match this is: the record gets it as `account_id`.
    public let account: UInt32?

    public init(matchID: UInt64, sequenceNumber: UInt64? = nil, account: UInt32? = nil) {
        self.matchID = matchID
        self.sequenceNumber = sequenceNumber
        self.account = account
    }
}
