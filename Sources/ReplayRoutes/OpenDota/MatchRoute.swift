// GET /api/matches/{match_id}: the match in OpenDota's shape, or 404 for an id no match that has ended has (OpenDota's
// buildMatch finds nothing, and its router falls through to the 404).

extension OpenDotaRoute {
    static let match = OpenDotaRoute(pattern: ["matches", "*"]) { parameters, _, state in
        guard let number = JavaScript.integer(parameters[0]), let id = UInt64(exactly: number), id > 0,
              let match = state.world.dota.match(id: id, at: await state.now)
        else { return .openDotaNotFound }
        return .openDota(OpenDotaMatchObject.json(for: match, world: state.world))
    }
}
