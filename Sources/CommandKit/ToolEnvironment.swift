// ToolEnvironment: the one reader of the environment. Servers, the API key, and where the store, the key file, the
// signed-in identity and the rate buckets live, following the XDG Base Directory spec.
import FoundationEssentials
import FoundationGaps
import SteamModels
import ToolSupport
import WebAPI

public struct ToolEnvironment: Sendable {
    public let variables: [String: String]

    public init(_ variables: [String: String] = LaunchEnvironment.variables) {
        self.variables = variables
    }

    /// `STEAM_API_BASE_URL`, or Valve's server, without a trailing slash.
    public var apiBaseURL: String { server("STEAM_API_BASE_URL", default: "https://api.steampowered.com") }

    /// `STEAM_COMMUNITY_URL`, or Steam's community site (home of the OpenID login), without a trailing slash.
    public var communityURL: String { server("STEAM_COMMUNITY_URL", default: "https://steamcommunity.com") }

    /// `STEAM_STORE_URL`, or the Steam store's site (home of appdetails), without a trailing slash.
    public var storeURL: String { server("STEAM_STORE_URL", default: "https://store.steampowered.com") }

    /// `$STEAM_PIPES_DB`, else `<cache home>/steam-pipes/steam-pipes.sqlite`.
    public var storePath: String {
        nonEmpty("STEAM_PIPES_DB") ?? baseDirectory("XDG_CACHE_HOME", fallback: ".cache") + "/steam-pipes/steam-pipes.sqlite"
    }

    /// `OPENDOTA_API_BASE_URL`, or OpenDota's API, without a trailing slash.
    public var openDotaBaseURL: String { server("OPENDOTA_API_BASE_URL", default: "https://api.opendota.com/api") }

    /// `<config home>/steam-pipes/key`: the file `steam-auth key set` writes.
    public var keyFilePath: String { keyFilePath(.steam) }

    /// The file `steam-auth key set --service` writes for `service`: `key` for Steam, `opendota-key` for OpenDota.
    public func keyFilePath(_ service: KeyService) -> String {
        configDirectory + "/" + service.fileName
    }

    /// `<config home>/steam-pipes/config`: defaults for flags, such as `fallback = opendota`.
    public var settingsFilePath: String { configDirectory + "/config" }

    private var configDirectory: String { baseDirectory("XDG_CONFIG_HOME", fallback: ".config") + "/steam-pipes" }

    /// `<state home>/steam-pipes`, where the shared rate buckets live.
    public var stateDirectory: URL {
        URL(fileURLWithPath: baseDirectory("XDG_STATE_HOME", fallback: ".local/state") + "/steam-pipes", isDirectory: true)
    }

    /// `<config home>/steam-pipes/identity.json`: the account `steam-auth login` signed in.
    public var identityFilePath: String { configDirectory + "/identity.json" }

    /// `STEAM_API_KEY`, trimmed, else the key file, which is not even opened while the variable holds a key.
    public var apiKey: APIKey { key(for: .steam) }

    /// `OPENDOTA_API_KEY`, else its key file; none is fine, as OpenDota serves keyless requests at a lower rate.
    public var openDotaKey: APIKey { key(for: .opendota) }

    public func key(for service: KeyService) -> APIKey {
        if let key = nonEmpty(service.variable)?.trimmingBlanksAndNewlines(), !key.isEmpty {
            return .environment(key)
        }
        return APIKey.readFile(at: keyFilePath(service), setCommand: service.setCommand)
    }

    /// The spec: "If an implementation encounters a relative path in any of these variables it should consider the
    /// path invalid and ignore it", and an empty one means the default under `$HOME`. Without `HOME`, the home
    /// directory comes from the user database.
    private func baseDirectory(_ variable: String, fallback: String) -> String {
        if let value = variables[variable], value.hasPrefix("/") { return value }
        let home = nonEmpty("HOME") ?? FileManager.default.homeDirectoryForCurrentUser.path
        return appendingPathComponent(fallback, to: home)
    }

    /// Refuses a base URL the paths of requests cannot follow: after a `?` or `#` they would land in the query or
    /// fragment, and every request would end in an HTTP 404 that names no variable.
    public func checkServers() throws(BaseURLError) {
        for variable in ["STEAM_API_BASE_URL", "STEAM_COMMUNITY_URL", "STEAM_STORE_URL", "OPENDOTA_API_BASE_URL"] {
            guard let value = nonEmpty(variable), let mark = value.first(where: { $0 == "?" || $0 == "#" }) else { continue }
            throw BaseURLError(variable: variable, value: value, part: mark == "?" ? "query (?)" : "fragment (#)")
        }
    }

    private func server(_ variable: String, default value: String) -> String {
        let base = nonEmpty(variable) ?? value
        return base.hasSuffix("/") ? String(base.dropLast()) : base
    }

    private func nonEmpty(_ variable: String) -> String? {
        variables[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// A base URL in the environment that request paths cannot be added to.
public struct BaseURLError: StatusError {
    let variable: String
    let value: String
    let part: String

    public var exitStatus: ExitStatus { .usage }
    public var description: String {
        "\(variable)=\(value) has a \(part), so request paths would land inside it; give the server and path alone, "
            + "such as http://127.0.0.1:8080"
    }
}
