// An API key, Steam's or OpenDota's: from the environment, else the key file `steam-auth key set` writes. The file must be the user's
// alone, as ssh demands of a private key, or it is refused with the command that fixes it.
import FoundationEssentials
import Glibc
import FoundationGaps
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
}

/// Why the key file is refused, and the command that fixes it when there is one.
public struct KeyFileProblem: StatusError, Equatable {
    /// A key is 32 characters; anything this large is some other file.
    public static let largestFile = 4096

    public let path: String
    public let reason: String
    public let fix: String?

    public init(path: String, reason: String, fix: String?) {
        self.path = path
        self.reason = reason
        self.fix = fix
    }

    public var exitStatus: ExitStatus { .authentication }

    public var description: String {
        "the key file \(path) \(reason)" + (fix.map { "; fix it with: \($0)" } ?? "")
    }

    /// The rule, apart from the file system: owned by the user, with no permission for anyone else. `setCommand`
    /// writes the file anew.
    public static func check(
        path: String, mode: mode_t, owner: uid_t, user: uid_t, setCommand: String = "steam-auth key set"
    ) -> KeyFileProblem? {
        if owner != user {
            return KeyFileProblem(path: path, reason: "belongs to user id \(owner), not to you (\(user))", fix: setCommand)
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
    return plain && !text.isEmpty ? text : "'" + text.replacingEvery("'", with: #"'\''"#) + "'"
}
