// The Steam Web API key: STEAM_API_KEY, else the key file `steam-auth key set` writes. The file must be the user's
// alone, as ssh demands of a private key, or it is refused with the command that fixes it.
import Foundation
import SteamModels

public enum APIKey: Sendable, Equatable {
    case environment(String)
    case file(String, path: String)
    /// Neither holds a key; the path is where the file was looked for.
    case missing(keyFile: String)
    /// The key file exists but must not be used.
    case refused(KeyFileProblem)

    /// The key to send, when there is one to use.
    public var value: String? {
        switch self {
        case .environment(let key), .file(let key, _): key
        case .missing, .refused: nil
        }
    }

    /// Where the key came from, as `steam-auth key check` reports it: "environment" or "file".
    public var source: String? {
        switch self {
        case .environment: "environment"
        case .file: "file"
        case .missing, .refused: nil
        }
    }

    /// Why a method that needs the key cannot be called; nil when there is a key.
    public var problem: WebAPIError? {
        switch self {
        case .environment, .file: nil
        case .missing(let keyFile): .missingKey(keyFile: keyFile)
        case .refused(let problem): .keyFileRefused(problem)
        }
    }

    /// Reads the key file at `path`. The mode is checked on the open file, so the file checked is the file read.
    static func readFile(at path: String) -> APIKey {
        let file: ConfigFile.Contents?
        do throws(ConfigFileError) {
            file = try ConfigFile.read(path, limit: KeyFileProblem.largestFile)
        } catch {
            return .refused(KeyFileProblem(path: path, reason: "cannot be read: \(error.reason)", fix: nil))
        }
        guard let file else { return .missing(keyFile: path) }
        if let problem = KeyFileProblem.check(path: path, mode: file.mode, owner: file.owner, user: geteuid()) {
            return .refused(problem)
        }
        let key = String(decoding: file.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? .missing(keyFile: path) : .file(key, path: path)
    }
}

/// Why the key file is refused, and the command that fixes it when there is one.
public struct KeyFileProblem: StatusError, Equatable {
    /// A key is 32 characters; anything this large is some other file.
    static let largestFile = 4096

    public let path: String
    public let reason: String
    public let fix: String?

    public var exitStatus: ExitStatus { .authentication }

    public var description: String {
        "the key file \(path) \(reason)" + (fix.map { "; fix it with: \($0)" } ?? "")
    }

    /// The rule, apart from the file system: owned by the user, with no permission for anyone else.
    static func check(path: String, mode: mode_t, owner: uid_t, user: uid_t) -> KeyFileProblem? {
        if owner != user {
            return KeyFileProblem(path: path, reason: "belongs to user id \(owner), not to you (\(user))", fix: "steam-auth key set")
        }
        let permissions = mode & 0o777
        guard permissions & 0o077 == 0 else {
            let octal = String(permissions, radix: 8)
            return KeyFileProblem(
                path: path,
                reason: "is open to others (mode 0\(octal)); it must be readable by you alone",
                fix: "chmod 600 \(shellQuoted(path))")
        }
        return nil
    }
}

/// `text` as one shell word, quoted only when it needs to be, so a fix can be pasted as printed.
func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+:@%".unicodeScalars.contains($0)) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// A key as `steam-auth key set` reads it from stdin: one line of visible characters.
public struct KeyText: Sendable {
    public let key: String

    /// Steam's keys are 32 hexadecimal digits; anything else is saved, but worth a word.
    public var looksLikeSteamKey: Bool {
        key.count == 32 && key.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
    }

    /// The key in `text`, which may carry white space around it, or why it is none. The errors never quote the text.
    public init(_ text: String) throws(KeyTextError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
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
