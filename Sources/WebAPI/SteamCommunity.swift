// Steam's community site: its OpenID endpoint, where sign-in starts and where an assertion is checked.
import FoundationEssentials
import Store
import Transport

extension SteamAPI {
    /// Named in messages about the check.
    static let openIDCheck = "Steam OpenID check_authentication"

    /// `<STEAM_COMMUNITY_URL>/openid/login`: the one provider sign-in trusts, whatever an assertion claims.
    public var openIDEndpoint: String { configuration.communityURL + "/openid/login" }

    /// Posts `form` (application/x-www-form-urlencoded) to the OpenID endpoint and returns the body of its answer.
    /// 429 and 5xx are retried like any request; any final status but 200 is an error, since nothing else can
    /// confirm an assertion. It takes no key and is never stored.
    public func postToOpenID(form: Data) async throws -> Data {
        let request = HTTPRequest(
            url: openIDEndpoint, method: "POST", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form)
        let response = try await send(request, to: Self.openIDCheck)
        guard response.status == 200 else { throw WebAPIError.httpStatus(endpoint: Self.openIDCheck, status: response.status) }
        return response.body
    }

    /// Records that a sign-in presents this nonce from the OpenID endpoint now; false when one already did.
    public func presentNonce(_ nonce: String, at time: Date) async throws -> Bool {
        let provider = openIDEndpoint
        return try await withStore(essential: true) { store throws(StoreError) in try await store.presentNonce(nonce, from: provider, at: time) }
    }
}
