// Which player OpenID signs in, named as a test names one: by SteamID64 or vanity name, from steam-replay's flag or
// the control endpoint.
import ReplayWorld

/// A name that is neither the SteamID64 nor the vanity name of a player of the world (a clan id, a stranger).
public struct UnknownOpenIDAccount: Error, CustomStringConvertible {
    public let name: String

    public var description: String {
        "\"\(name)\" is neither the SteamID64 nor the vanity name of a player of this world (see /_replay/world)"
    }
}

/// Why a replay cannot start as asked.
public enum ReplayStartError: Error, CustomStringConvertible {
    case unknownOpenIDAccount(UnknownOpenIDAccount)
    /// A clock start that is not unix seconds from zero up to the clock's ceiling.
    case epochOutOfRange(Double)

    public var description: String {
        switch self {
        case .unknownOpenIDAccount(let unknown): unknown.description
        case .epochOutOfRange(let epoch):
            "the epoch \(ClockCeiling.whole(epoch)) is not unix seconds from 0 to the clock's ceiling, "
                + "\(ClockCeiling.whole(ClockCeiling.latest)) (\(ClockCeiling.latestText))"
        }
    }
}

extension World {
    func openIDAccount(named name: String) throws(UnknownOpenIDAccount) -> Player {
        guard let player = player(named: name) else { throw UnknownOpenIDAccount(name: name) }
        return player
    }
}
