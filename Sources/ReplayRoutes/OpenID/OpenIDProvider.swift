// What Steam's OpenID provider is in the replay: whom it signs in, whether logins are cancelled, how far nonces are
// shifted, and every assertion it issued until its first check.

import FoundationEssentials

/// Steam signs assertions with an HMAC and checks the signature; the replay instead remembers the exact fields it
/// sent under each nonce and checks a posted assertion against them. That stand-in needs state, not a key, and
/// finds every change a client might make to an assertion, which is what tests of a client want.
actor OpenIDProvider {
    /// What /_replay/openid sets; each applies to later checkid_setup requests.
    struct Settings: Sendable {
        /// The SteamID64 a positive assertion names.
        var account: String
        var cancel = false
        /// Added to the real time in each nonce: clients check nonces against their own clock, not the replay's.
        var nonceOffsetSeconds = 0.0
    }

    private var settings: Settings
    private var issued = 0
    private var checked = 0
    /// The fields sent under each nonce not yet checked.
    private var unchecked: [String: [Query.Item]] = [:]
    /// Every nonce issued so far, so a random draw that repeats one is drawn again.
    private var nonces: Set<String> = []

    init(account: String) {
        settings = Settings(account: account)
    }

    /// The fields checkid_setup sends back to `returnTo`: a cancel, or a new positive assertion it remembers.
    func answer(returnTo: String, opEndpoint: String) -> [Query.Item] {
        if settings.cancel { return OpenIDAssertion.cancel }
        let time = Date(timeIntervalSinceNow: settings.nonceOffsetSeconds)
        var nonce: String
        repeat {
            nonce = OpenIDAssertion.nonce(at: time)
        } while nonces.contains(nonce)
        nonces.insert(nonce)
        let fields = OpenIDAssertion.positive(
            steamID: settings.account, opEndpoint: opEndpoint, returnTo: returnTo, nonce: nonce,
            signature: OpenIDAssertion.signature()
        )
        unchecked[nonce] = fields
        issued += 1
        return fields
    }

    /// check_authentication's verdict: true when `posted` carries a nonce this provider issued and nobody checked
    /// yet, and every field sent with it but the mode, unchanged. Like Steam, the first check spends the nonce
    /// whatever its verdict.
    func check(_ posted: [Query.Item]) -> Bool {
        checked += 1
        guard let nonce = posted.first(where: { $0.name == "openid.response_nonce" })?.value,
              let sent = unchecked.removeValue(forKey: nonce)
        else { return false }
        return sent.allSatisfy { $0.name == "openid.mode" || posted.contains($0) }
    }

    func change(_ change: OpenIDSettingsChange) -> OpenIDStatus {
        settings.account = change.account ?? settings.account
        settings.cancel = change.cancel ?? settings.cancel
        settings.nonceOffsetSeconds = change.nonceOffsetSeconds ?? settings.nonceOffsetSeconds
        return status
    }

    var status: OpenIDStatus {
        OpenIDStatus(
            account: settings.account, cancel: settings.cancel, nonceOffsetSeconds: settings.nonceOffsetSeconds,
            issued: issued, checked: checked
        )
    }
}

/// GET /_replay/openid's answer: the settings, assertions issued, and check_authentication verdicts given.
struct OpenIDStatus: Encodable {
    let account: String
    let cancel: Bool
    let nonceOffsetSeconds: Double
    let issued: Int
    let checked: Int

    enum CodingKeys: String, CodingKey {
        case account, cancel, nonceOffsetSeconds = "nonce_offset_seconds", issued, checked
    }
}
