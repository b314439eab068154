// SteamID64 <-> 32-bit account id for individual accounts: the server's own arithmetic, so the
// replay does not lean on the client's SteamModels.SteamID that it is there to test.

package enum SteamID64Math {
    /// universe 1, type individual, instance 1: every individual SteamID64 is this plus the account id.
    package static let individualBase: UInt64 = 76_561_197_960_265_728

    package static func string(accountID: UInt32) -> String {
        String(individualBase + UInt64(accountID))
    }

    /// The account id inside a decimal SteamID64, or nil when the text is not one (letters, a group id, a bare account id).
    package static func accountID(fromSteamID64 text: some StringProtocol) -> UInt32? {
        guard let id64 = UInt64(text), id64 > individualBase else { return nil }
        return UInt32(exactly: id64 - individualBase)
    }

    /// Whether the text is a number at all: Valve answers a malformed id differently from an unknown one.
    package static func isNumeric(_ text: some StringProtocol) -> Bool {
        UInt64(text) != nil
    }
}
