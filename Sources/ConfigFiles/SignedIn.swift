// The signed-in account that `steam-auth login` records and `whoami` reads: a steamid and when it signed in, in a
// small JSON file in the config directory.
import FoundationEssentials
import SteamModels

public struct SignedIn: Codable, Equatable, Sendable {
    public let account: SteamID
    /// ISO 8601 UTC, to the second.
    public let signedInAt: String

    private enum CodingKeys: String, CodingKey {
        case steamid
        case signedInAt = "signed_in_at"
    }

    public init(account: SteamID, at time: Date) {
        self.account = account
        signedInAt = time.formatted(.iso8601)
    }

    /// A file edited by hand may name anything; only a player's SteamID64 is taken.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .steamid)
        guard let account = SteamID(decimal: text), account.playerProblem == nil else {
            throw DecodingError.dataCorruptedError(forKey: .steamid, in: container, debugDescription: "not a player's SteamID64")
        }
        self.account = account
        signedInAt = try container.decode(String.self, forKey: .signedInAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(account.id64), forKey: .steamid)
        try container.encode(signedInAt, forKey: .signedInAt)
    }

    /// The record whoami and login write for this account, before its persona name is looked up.
    public var identity: Identity {
        var identity = Identity(input: nil, id: account)
        identity.signed_in_at = signedInAt
        return identity
    }

    /// The file is some 70 bytes; one far larger is not ours.
    static let largestFile = 4096

    /// The account in the file at `path`.
    public static func read(from path: String) throws(SignInError) -> SignedIn {
        let file: ConfigFile.Contents?
        do throws(ConfigFileError) {
            file = try ConfigFile.read(path, limit: largestFile)
        } catch {
            throw .unreadable(path: path, reason: "cannot be read: \(error.reason)")
        }
        guard let file else { throw .notSignedIn }
        guard let signedIn = try? JSONDecoder().decode(SignedIn.self, from: file.bytes) else {
            throw .unreadable(path: path, reason: "not a steam-pipes identity file (a JSON object with a player's steamid)")
        }
        return signedIn
    }

    public func write(to path: String) throws(ConfigFileError) {
        // Sorted keys: people read the file too, and the same sign-in always writes the same bytes.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let contents = try? encoder.encode(self) else {
            throw ConfigFileError(path: path, operation: "cannot write", reason: "the identity did not encode as JSON")
        }
        try ConfigFile.write(contents + Data("\n".utf8), to: path)
    }
}

/// whoami without a usable login: exit 4, with what to run.
public enum SignInError: StatusError, Equatable {
    case notSignedIn
    case unreadable(path: String, reason: String)

    public var exitStatus: ExitStatus { .authentication }

    public var description: String {
        switch self {
        case .notSignedIn: "not signed in; sign in with: steam-auth login"
        case .unreadable(let path, let reason): "\(path): \(reason); sign in again with: steam-auth login"
        }
    }
}

extension SignedIn {
    /// Removes the identity file; the account that was signed in, nil when none was. A file that cannot be read is
    /// removed all the same: forgetting it is what was asked.
    public static func forget(at path: String) throws(ConfigFileError) -> SignedIn? {
        let signedIn = try? read(from: path)
        _ = try ConfigFile.remove(path)
        return signedIn
    }
}
