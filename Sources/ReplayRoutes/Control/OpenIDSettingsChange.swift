// Reads the JSON object POSTed to /_replay/openid into the settings it changes, or explains in plain words what is
// wrong with it.

import FoundationEssentials
import ReplayWorld

/// The fields a POST gives; nil leaves a setting as it is.
struct OpenIDSettingsChange: Sendable {
    static let example = #"{"account": "76561197960287930", "cancel": false, "nonce_offset_seconds": -600}"#

    /// Ten years either way: far enough for any stale or future nonce, near enough that the date stays printable.
    static let maxNonceOffsetSeconds = 10 * 365.25 * 86_400

    /// The SteamID64 of the player the body names.
    let account: String?
    let cancel: Bool?
    let nonceOffsetSeconds: Double?

    init(fromJSON data: Data, world: World) throws(ControlInputError) {
        let body = try StrictJSON.decode(Body.self, from: data, expected: "a JSON object like \(Self.example)")
        do {
            account = try body.account.map { name throws(UnknownOpenIDAccount) in
                try world.openIDAccount(named: name).steamID
            }
        } catch {
            throw ControlInputError("\"account\": \(error)")
        }
        if let offset = body.nonceOffsetSeconds, !offset.isFinite || abs(offset) > Self.maxNonceOffsetSeconds {
            let limit = Int(Self.maxNonceOffsetSeconds)
            throw ControlInputError("\"nonce_offset_seconds\" must be a finite number of seconds within \(limit) (ten years) either way")
        }
        cancel = body.cancel
        nonceOffsetSeconds = body.nonceOffsetSeconds
    }

    private struct Body: Decodable {
        let account: String?
        let cancel: Bool?
        let nonceOffsetSeconds: Double?

        enum Field: String, CodingKey, CaseIterable {
            case account, cancel, nonceOffsetSeconds = "nonce_offset_seconds"
        }

        init(from decoder: any Decoder) throws {
            let object = try StrictObject<Field>(decoder, notAnObject: "expected a JSON object like \(example)")
            account = try object.read(.account, as: String.self, expected: "a string: a SteamID64 or a vanity name")
            cancel = try object.read(.cancel, as: Bool.self, expected: "true or false")
            nonceOffsetSeconds = try object.read(.nonceOffsetSeconds, as: Double.self, expected: "a number of seconds")
        }
    }
}
