// GET and POST /_replay/opendota: OpenDota's rate limits (free and keyed per minute, free per month) and the free
// tier's answered requests this month, which tests and the bench set to reach a limit without sending that many.

import FoundationEssentials

enum OpenDotaControl {
    /// Applies the fields the body gives, all or none, and answers like GET.
    static func change(_ body: Data, state: ReplayState) async -> Reply {
        do {
            return reply(await state.openDotaLimiter.change(try OpenDotaSettingsChange(fromJSON: body)))
        } catch {
            return .plainText(error.description, status: 400)
        }
    }

    static func reply(_ status: OpenDotaStatus) -> Reply {
        (try? .json(status)) ?? .plainText("could not encode the OpenDota settings", status: 500)
    }
}
