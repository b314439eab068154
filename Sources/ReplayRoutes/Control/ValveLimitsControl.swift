// GET and POST /_replay/valve-limits: Valve's measured rate limits (on or off, their figures), the keys they block
// now, and the reset that forgets every key so that a test starts clean.

import FoundationEssentials

enum ValveLimitsControl {
    /// Applies the fields the body gives, all or none, and answers like GET.
    static func change(_ body: Data, state: ReplayState) async -> Reply {
        do {
            return reply(await state.valveLimiter.change(try ValveLimitsSettingsChange(fromJSON: body)))
        } catch {
            return .plainText(error.description, status: 400)
        }
    }

    static func reply(_ status: ValveLimitsStatus) -> Reply {
        (try? .json(status)) ?? .plainText("could not encode the Valve limits", status: 500)
    }
}
