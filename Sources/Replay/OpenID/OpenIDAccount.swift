// Which player OpenID signs in, named as a test names one: by SteamID64 or vanity name, from steam-replay's flag or
// the control endpoint.

/// A name that is neither the SteamID64 nor the vanity name of a player of the world (a clan id, a stranger).
public struct UnknownOpenIDAccount: Error, CustomStringConvertible {
    public let name: String

    public var description: String {
        "\"\(name)\" is neither the SteamID64 nor the vanity name of a player of this world (see /_replay/world)"
    }
}

extension World {
    func openIDAccount(named name: String) throws(UnknownOpenIDAccount) -> Player {
        guard let player = player(named: name) else { throw UnknownOpenIDAccount(name: name) }
        return player
    }
}
