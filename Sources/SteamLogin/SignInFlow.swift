// steam-auth login from start to end: listen, show (and open) the sign-in page, judge Steam's answer, record who
// signed in. Every check comes before the identity file is written, so a refused answer leaves it as it was.
import FoundationEssentials
import SteamModels
import ConfigFiles
import WebAPI

public struct SignInFlow: Sendable {
    /// The listener's port; 0 for a free one.
    public var port: UInt16 = 0
    /// Seconds to wait for Steam's answer: five minutes to sign in, a second factor included.
    public static let defaultWait = 300.0
    public var wait = Self.defaultWait
    public var openBrowser: Bool
    public var identityFile: String
    /// Where $BROWSER and $PATH are read.
    public var environment: [String: String]
    public var now: @Sendable () -> Date = Date.init

    public init(openBrowser: Bool, identityFile: String, environment: [String: String]) {
        self.openBrowser = openBrowser
        self.identityFile = identityFile
        self.environment = environment
    }

    /// Signs in through `api`'s OpenID endpoint; `show` puts a line before the person (the address to open).
    public func run(api: SteamAPI, show: @Sendable (String) -> Void) async throws -> SignedIn {
        let endpoint = URLComponents(string: api.openIDEndpoint)
        guard ["http", "https"].contains(endpoint?.scheme?.lowercased()), endpoint?.host?.isEmpty == false else {
            throw LoginError.unusableEndpoint(api.openIDEndpoint)
        }
        let listener = try await CallbackListener.start(port: port) { query, returnTo in
            do {
                return .success(try await judge(query, returnTo: returnTo, api: api))
            } catch {
                return .failure(error)
            }
        }
        let url = OpenID.signInURL(endpoint: api.openIDEndpoint, returnTo: listener.returnTo, realm: listener.realm)
        show("sign in through Steam at this address (waiting \(Int(wait)) s for its answer):\n\(url)")
        if openBrowser, !BrowserOpener.open(url, environment: environment) {
            show("no browser opener found ($BROWSER, xdg-open, open): open the address yourself")
        }
        do {
            let signedIn = try await listener.verdict(within: wait)
            await listener.stop()
            return signedIn
        } catch {
            await listener.stop()
            throw error
        }
    }

    /// The nonce is presented before return_to is compared: an assertion replayed to a later sign-in, whose address
    /// differs, is then named as the replay it is.
    private func judge(_ query: [FormField], returnTo: String, api: SteamAPI) async throws -> SignedIn {
        guard case .asserted(let assertion) = try AssertionCheck.verify(query, provider: api.openIDEndpoint, now: now()) else {
            throw LoginError.cancelled
        }
        guard try await api.presentNonce(assertion.nonce, at: now()) else { throw LoginError.replayed(nonce: assertion.nonce) }
        guard assertion.returnTo == returnTo else {
            throw LoginError.refused("openid.return_to is \(quoted(assertion.returnTo, limit: 120)), not this sign-in's \(returnTo)")
        }
        let answer: Data
        do {
            answer = try await api.postToOpenID(form: assertion.checkAuthenticationForm)
        } catch WebAPIError.httpStatus(_, let status) {
            throw LoginError.notConfirmed("its check_authentication answered HTTP \(status)")
        }
        try AssertionCheck.confirm(answer)
        let signedIn = SignedIn(account: assertion.account, at: now())
        try signedIn.write(to: identityFile)
        return signedIn
    }
}
