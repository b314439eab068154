// A world event as /_replay/events lists it: one line per account it touches, in the vocabulary client tests read.
import ReplayWorld

extension WorldEvent {
    /// `{"time", "event", "steamid", …, "visible"}`, the keys between by kind, in this order. `visible` is false where
    /// no answer shows the change: a private profile's summary is always offline and in no game, and its friend list
    /// answers 401, so only its renames and bans show, and its friendships on its public friends' lists.
    func line(ofPrivateProfile isPrivate: Bool) -> OrderedJSON {
        let (event, details): (String, [(key: String, value: OrderedJSON)]) = switch change {
        case .friendAdded(let friend, let since):
            ("friend_added", Self.friendship(friend, since: since))
        case .friendRemoved(let friend, let since):
            ("friend_removed", Self.friendship(friend, since: since))
        case .personaState(let before, let after):
            ("persona_state", [("before", .int(before)), ("after", .int(after))])
        case .gameStarted(let game):
            ("game_started", [("gameid", .string(game.id)), ("gameextrainfo", .string(game.name))])
        case .gameStopped(let game):
            ("game_stopped", [("gameid", .string(game.id)), ("gameextrainfo", .string(game.name))])
        case .renamed(let before, let after):
            ("renamed", [("before", .string(before)), ("after", .string(after))])
        case .banned(let kind, let before):
            (kind.rawValue, [("before", .int(before)), ("after", .int(before + 1))])
        }
        let steamid = SteamID64Math.string(accountID: accountID)
        let visible: Bool = switch change {
        case .renamed, .banned: true
        case .friendAdded, .friendRemoved, .personaState, .gameStarted, .gameStopped: !isPrivate
        }
        return .object(
            [("time", .int(time)), ("event", .string(event)), ("steamid", .string(steamid))] + details
                + [("visible", .bool(visible))]
        )
    }

    private static func friendship(_ friend: UInt32, since: Int) -> [(key: String, value: OrderedJSON)] {
        [("friend", .string(SteamID64Math.string(accountID: friend))), ("friend_since", .int(since))]
    }
}
