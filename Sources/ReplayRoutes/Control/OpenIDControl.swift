// GET and POST /_replay/openid: how the OpenID provider answers later logins (whom it signs in, cancel, the nonce's
// clock offset), and how many assertions it has issued and checked.

import FoundationEssentials

enum OpenIDControl {
    /// Applies the fields the body gives, all or none, and answers like GET.
    static func change(_ body: Data, state: ReplayState) async -> Reply {
        do {
            return reply(await state.openID.change(try OpenIDSettingsChange(fromJSON: body, world: state.world)))
        } catch {
            return .plainText(error.description, status: 400)
        }
    }

    static func reply(_ status: OpenIDStatus) -> Reply {
        (try? .json(status)) ?? .plainText("could not encode the OpenID settings", status: 500)
    }
}
