// The identity record steam-auth resolve writes: one account in every form people and APIs use.

public struct Identity: Codable, Equatable, Sendable {
    /// What the user typed, so a pipe can join results back to its inputs.
    public let input: String
    public let steamid: String
    public let account_id: UInt32
    public let steam2: String
    public let steam3: String
    public let profile_url: String
    /// The vanity name the account was resolved from, when it was.
    public let vanity: String?

    public init(input: String, id: SteamID, vanity: String? = nil) {
        self.input = input
        self.steamid = String(id.id64)
        self.account_id = id.accountID
        self.steam2 = id.steam2
        self.steam3 = id.steam3
        self.profile_url = id.profileURL
        self.vanity = vanity
    }
}
