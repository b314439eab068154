// StorePath.swift: where the store lives when no path is given.
import Foundation

extension Store {
    /// `$STEAM_PIPES_DB`, else `$XDG_CACHE_HOME/steam-pipes/steam-pipes.sqlite`,
    /// else `$HOME/.cache/steam-pipes/steam-pipes.sqlite`.
    ///
    /// As the XDG Base Directory spec asks, an empty or relative `XDG_CACHE_HOME` is ignored.
    /// Without `HOME`, the home directory comes from the user database.
    public static func defaultPath(environment: [String: String]) -> String {
        if let explicit = environment["STEAM_PIPES_DB"], !explicit.isEmpty {
            return explicit
        }
        let cacheHome: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cacheHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            cacheHome = (home as NSString).appendingPathComponent(".cache")
        }
        return (cacheHome as NSString).appendingPathComponent("steam-pipes/steam-pipes.sqlite")
    }
}
