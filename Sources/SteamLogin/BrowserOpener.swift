// Opening the sign-in page in the person's browser: $BROWSER first (a colon-separated list of commands, `%s` standing
// for the URL), then the desktop's opener.
import Foundation

enum BrowserOpener {
    /// xdg-open on Linux desktops, open on macOS.
    static let desktopOpeners = ["xdg-open", "open"]

    /// The command line that opens `url`, or nil when no opener is installed.
    static func command(for url: String, environment: [String: String]) -> [String]? {
        let listed = (environment["BROWSER"] ?? "").split(separator: ":").map { $0.split(separator: " ").map(String.init) }
        let candidates = listed.filter { !$0.isEmpty } + desktopOpeners.map { [$0] }
        for words in candidates {
            guard let program = executable(words[0], path: environment["PATH"] ?? "") else { continue }
            let arguments = words.dropFirst().map { $0 == "%s" ? url : $0 }
            return [program] + arguments + (words.contains("%s") ? [] : [url])
        }
        return nil
    }

    /// Starts the opener with the URL as an argument (never through a shell: the URL holds `&`) and its output
    /// discarded, without waiting: some openers stay until the browser closes. False when none could be started.
    static func open(_ url: String, environment: [String: String]) -> Bool {
        guard let command = command(for: url, environment: environment) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }

    private static func executable(_ name: String, path: String) -> String? {
        let candidates = name.contains("/") ? [name] : path.split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
