// Finds the Steam API key: $STEAM_API_KEY, else the key file `steam-auth key set` writes. Never a flag value.
import Foundation

public enum APIKey {
    /// `$XDG_CONFIG_HOME/steam-pipes/key`, defaulting XDG_CONFIG_HOME to ~/.config.
    public static func filePath(environment: [String: String]) -> String {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return config + "/steam-pipes/key"
    }

    /// The key, trimmed of surrounding whitespace, or nil when none is configured.
    public static func find(environment: [String: String]) -> String? {
        if let key = environment["STEAM_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines), !key.isEmpty {
            return key
        }
        guard let data = FileManager.default.contents(atPath: filePath(environment: environment)) else { return nil }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? nil : key
    }
}
