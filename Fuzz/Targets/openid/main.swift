// Fuzz target `openid`: what steam-auth login reads from outside: the callback's query (FormEncoding.decode, then
// AssertionCheck.verify) and Steam's check_authentication answer (the key-value form, AssertionCheck.confirm).
// A form decoded and encoded again reads back the same, a key-value answer written again reads back the same, an
// accepted assertion names a player, and the sign-in URL carries any return address intact.
import Foundation
import FuzzSupport
import SteamModels
@testable import SteamLogin

let provider = "https://steamcommunity.com/openid/login"
/// The nonce time of the seed assertions (Tests/SteamLoginTests), so that the fuzzer starts from accepted ones.
let now = Date(timeIntervalSince1970: 1_795_514_400)

func query(_ text: String) {
    guard let fields = FormEncoding.decode(text) else { return }
    promise(FormEncoding.decode(FormEncoding.encode(fields)) == fields, "a decoded form encodes to another form")
    do throws(LoginError) {
        guard case .asserted(let assertion) = try AssertionCheck.verify(fields, provider: provider, now: now) else { return }
        promise(assertion.account.playerProblem == nil, "an accepted assertion names \(assertion.account.id64), no player")
        promise(FormEncoding.decode(String(decoding: assertion.checkAuthenticationForm, as: UTF8.self)) != nil,
                "check_authentication's form does not decode")
    } catch {
        _ = (error.description, error.exitStatus)
    }
}

func keyValueAnswer(_ bytes: [UInt8]) {
    // A value ending in \r is left out: written before a \n, the two make one Character, which the parser's
    // split by Characters does not end a line at (a CRLF answer is refused, as OpenID's LF-only form allows).
    if let pairs = try? KeyValueForm.parse(Data(bytes)), !pairs.values.contains(where: { $0.hasSuffix("\r") }) {
        let written = pairs.map { "\($0.key):\($0.value)\n" }.joined()
        promise((try? KeyValueForm.parse(Data(written.utf8))) == pairs, "a key-value answer written again reads otherwise")
    }
    _ = try? AssertionCheck.confirm(Data(bytes))
}

func signInURL(returningTo text: String) {
    let url = OpenID.signInURL(endpoint: provider, returnTo: text, realm: text)
    let fields = FormEncoding.decode(url.dropFirst(provider.count + 1))
    promise(fields?.first { $0.name == "openid.return_to" }?.value == text, "the sign-in URL does not carry its return_to")
}

runLibFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    query(text)
    keyValueAnswer(bytes)
    signInURL(returningTo: text)
    if let id = AssertionCheck.player(claimedID: text) { promise(id.playerProblem == nil, "claimed_id \(text) is no player") }
    return 0
}
