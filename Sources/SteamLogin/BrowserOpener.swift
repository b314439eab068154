// Opening the sign-in page in the person's browser: $BROWSER first (a colon-separated list of commands, `%s` standing
// for the URL), then the desktop's opener.
import FoundationEssentials
import Glibc

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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // Not waited for: once the sign-in exits, init reaps an opener that has ended.
        var arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var child = pid_t()
        return posix_spawn(&child, command[0], &actions, nil, &arguments, environ) == 0
    }

    private static func executable(_ name: String, path: String) -> String? {
        let candidates = name.contains("/") ? [name] : path.split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
