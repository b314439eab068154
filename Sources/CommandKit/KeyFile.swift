// The key file `steam-auth key set` writes and every networked command reads: its one line of key, kept readable by
// the user alone. The client only sees the APIKey it comes to.
import ArgumentParser
import ConfigFiles
import FoundationEssentials
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

extension KeyService: ExpressibleByArgument {}

/// A key as `steam-auth key set` reads it from stdin: one line of visible characters.
public struct KeyText: Sendable {
    public let key: String

    /// Steam's keys are 32 hexadecimal digits; anything else is saved, but worth a word.
    public var looksLikeSteamKey: Bool {
        key.count == 32 && key.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
    }

    /// The key in `text`, which may carry white space around it, or why it is none. The errors never quote the text.
    public init(_ text: String) throws(KeyTextError) {
        let trimmed = text.trimmingBlanksAndNewlines()
        guard !trimmed.isEmpty else { throw KeyTextError("stdin holds no key") }
        let lines = trimmed.split(whereSeparator: \.isNewline).count
        guard lines == 1 else { throw KeyTextError("stdin holds \(lines) lines; the key is one line") }
        guard trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw KeyTextError("the key holds a space or a character that is not visible ASCII")
        }
        guard trimmed.count <= 256 else { throw KeyTextError("the key is \(trimmed.count) characters long; Steam's have 32") }
        key = trimmed
    }

    /// Writes the key file, mode 0600, replacing any before it.
    public func save(to path: String) throws(ConfigFileError) {
        try ConfigFile.write(Data((key + "\n").utf8), to: path)
    }
}

/// A key set from stdin that is not a key: a usage error, since nothing was saved.
public struct KeyTextError: StatusError {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var exitStatus: ExitStatus { .usage }
    public var description: String { "key set: \(reason); nothing was saved" }
}
