// The identity record steam-auth writes: one account in every form people and APIs use, and what kind of account
// it is.

public struct Identity: Codable, Equatable, Sendable {
    /// What the user typed, so a pipe can join results back to its inputs; none for the signed-in account.
    public let input: String?
    public let steamid: String
    public let account_id: UInt32
    public let steam2: String
    public let steam3: String
    public let profile_url: String
    /// Always "individual": an input that names a group or any other kind of account is reported, never written.
    public let account_type: String
    /// The vanity name the account was resolved from, when it was.
    public let vanity: String?
    /// The signed-in account's name (whoami and login, when a key is available).
    public var personaname: String?
    /// When the signed-in account signed in (whoami and login), ISO 8601 UTC.
    public var signed_in_at: String?

    public init(input: String?, id: SteamID, vanity: String? = nil) {
        self.input = input
        self.steamid = String(id.id64)
        self.account_id = id.accountID
        self.steam2 = id.steam2
        self.steam3 = id.steam3
        self.profile_url = id.profileURL
        self.account_type = id.accountTypeName
        self.vanity = vanity
    }
}
