// The key file `steam-auth key set` writes and every networked command reads: its one line of key, kept readable by
// the user alone. The client only sees the APIKey it comes to.
import ConfigFiles
import Glibc
import FoundationGaps
import SteamModels
import ToolSupport
import WebAPI

extension APIKey {
    /// Reads the key file at `path`, which `setCommand` writes. The mode is checked on the open file, so the file
    /// checked is the file read.
    static func readFile(at path: String, setCommand: String = KeyService.steam.setCommand) -> APIKey {
        let file: ConfigFile.Contents?
        do throws(ConfigFileError) {
            file = try ConfigFile.read(path, limit: KeyFileProblem.largestFile)
        } catch {
            return .refused(KeyFileProblem(path: path, reason: "cannot be read: \(error.reason)", fix: nil))
        }
        guard let file else { return .missing(keyFile: path) }
        if let problem = KeyFileProblem.check(
            path: path, mode: file.mode, owner: file.owner, user: geteuid(), setCommand: setCommand)
        {
            return .refused(problem)
        }
        let key = String(decoding: file.bytes, as: UTF8.self).trimmingBlanksAndNewlines()
        // A file edited by hand may hold a second line; sent whole, it would come back as a rejected key.
        let lines = key.split(whereSeparator: \.isNewline).count
        guard lines <= 1 else {
            return .refused(KeyFileProblem(path: path, reason: "holds \(lines) lines; a key is one line", fix: setCommand))
        }
        return key.isEmpty ? .missing(keyFile: path) : .file(key, path: path)
    }
}

/// Whose key a key file holds.
public enum KeyService: String, CaseIterable, Sendable {
    case steam
    case opendota

    /// The command that writes this service's key file.
    public var setCommand: String { self == .steam ? "steam-auth key set" : "steam-auth key set --service opendota" }

    /// The environment variable that holds the key, before any file.
    public var variable: String { (self == .steam ? LaunchEnvironment.Secret.steamKey : .openDotaKey).rawValue }

    /// The file's name under the steam-pipes config directory.
    var fileName: String { self == .steam ? "key" : "opendota-key" }
}
