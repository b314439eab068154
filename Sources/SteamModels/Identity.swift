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
        // The digits once for both fields: a stream makes one of these for every id it reads.
        self.steamid = String(id.id64)
        self.account_id = id.accountID
        self.steam2 = id.steam2
        self.steam3 = id.steam3
        self.profile_url = SteamID.profileURL(decimal: steamid)
        self.account_type = id.accountTypeName
        self.vanity = vanity
    }
}

extension Identity: JSONWritable {
    /// Every id of steam-auth resolve's stream is one of these. RecordEncoderTests holds it to the bytes
    /// `encode(to:)` gives.
    public func appendJSON(to bytes: inout [UInt8]) {
        var object = JSONObjectWriter()
        object.member("input", input, to: &bytes)
        object.member("steamid", steamid, to: &bytes)
        object.member("account_id", account_id, to: &bytes)
        object.member("steam2", steam2, to: &bytes)
        object.member("steam3", steam3, to: &bytes)
        object.member("profile_url", profile_url, to: &bytes)
        object.member("account_type", account_type, to: &bytes)
        object.member("vanity", vanity, to: &bytes)
        object.member("personaname", personaname, to: &bytes)
        object.member("signed_in_at", signed_in_at, to: &bytes)
        object.end(&bytes)
    }
}
