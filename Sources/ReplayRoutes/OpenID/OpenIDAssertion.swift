// The fields of Steam's OpenID answers to checkid_setup, names and order as Steam sends them: a
// positive assertion for one account, or a cancel.

import FoundationEssentials

enum OpenIDAssertion {
    static let namespace = "http://specs.openid.net/auth/2.0"
    static let identifierSelect = "http://specs.openid.net/auth/2.0/identifier_select"
    /// Steam's own form whatever host the replay runs on: clients match it as an identifier, nobody fetches it.
    static let claimedIDPrefix = "https://steamcommunity.com/openid/id/"
    /// "Steam just sends 1234567890" (XO): Steam runs stateless, so the handle names no association.
    static let assocHandle = "1234567890"
    static let signed = "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle"

    static func positive(
        steamID: String, opEndpoint: String, returnTo: String, nonce: String, signature: String
    ) -> [Query.Item] {
        let claimedID = claimedIDPrefix + steamID
        return fields([
            ("ns", namespace), ("mode", "id_res"), ("op_endpoint", opEndpoint), ("claimed_id", claimedID),
            ("identity", claimedID), ("return_to", returnTo), ("response_nonce", nonce),
            ("assoc_handle", assocHandle), ("signed", signed), ("sig", signature),
        ])
    }

    static let cancel = fields([("ns", namespace), ("mode", "cancel")])

    /// `YYYY-MM-DDTHH:MM:SSZ` at `time`, then 28 base64 characters from 21 random bytes: unique, not reproducible.
    static func nonce(at time: Date) -> String {
        time.formatted(.iso8601) + randomBase64(bytes: 21)
    }

    /// 28 base64 characters like an HMAC-SHA1 (20 bytes); nothing checks it but its exact echo.
    static func signature() -> String {
        randomBase64(bytes: 20)
    }

    private static func fields(_ pairs: [(String, String)]) -> [Query.Item] {
        pairs.map { Query.Item(name: "openid." + $0.0, value: $0.1) }
    }

    private static func randomBase64(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64EncodedString()
    }
}
