// The settings file, `<config home>/steam-pipes/config`: defaults for flags, one `name = value` a line, `#` for
// comments. A flag given on the command line wins. It holds two settings: `fallback`, dota-detail's way past
// GetMatchDetails' outage, since sending match requests to a second service is the user's call to make once; and
// `cc`, the country steam-games prices the store in, since a user shops in one country.
import ConfigFiles
import FoundationEssentials
import FoundationGaps
import SteamModels
import WebAPI

public struct Settings: Sendable, Equatable {
    /// Where dota-detail --via auto goes when GetMatchDetails is down.
    public var fallback: MatchFallback?
    /// The country steam-games' store prices are in when --cc is not given.
    public var country: StoreCountry?

    public init(fallback: MatchFallback? = nil, country: StoreCountry? = nil) {
        self.fallback = fallback
        self.country = country
    }

    /// A settings file larger than this is some other file.
    static let largestFile = 65_536

    /// The settings in the file at `path`; none when there is no file.
    public static func read(at path: String) throws(SettingsError) -> Settings {
        let contents: ConfigFile.Contents?
        do throws(ConfigFileError) {
            contents = try ConfigFile.read(path, limit: largestFile)
        } catch {
            throw SettingsError(path: path, line: nil, problem: error.reason)
        }
        guard let contents else { return Settings() }
        return try parse(String(decoding: contents.bytes, as: UTF8.self), path: path)
    }

    /// Each line is blank, a comment, or `name = value`; an unknown name or value is an error naming its line, so a
    /// typo is not silently ignored.
    static func parse(_ text: String, path: String) throws(SettingsError) -> Settings {
        var settings = Settings()
        // Split by scalars: as Characters, a CRLF file's "\r\n" is no "\n", and the whole file would be one line.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let line = String(String.UnicodeScalarView(rawLine.prefix { $0 != "#" })).trimmingBlanksAndNewlines()
            guard !line.isEmpty else { continue }
            func fail(_ problem: String) -> SettingsError { SettingsError(path: path, line: index + 1, problem: problem) }
            guard let equals = line.firstIndex(of: "=") else { throw fail("expected name = value, not \(quoted(line))") }
            let name = line[..<equals].trimmingBlanks()
            let value = line[line.index(after: equals)...].trimmingBlanks()
            switch name {
            case "fallback":
                guard let fallback = MatchFallback(rawValue: value) else {
                    throw fail("fallback must be sequence or opendota, not \(quoted(value))")
                }
                settings.fallback = fallback
            case "cc":
                guard let country = StoreCountry(value) else {
                    throw fail("cc must be a two-letter country code such as us or de, not \(quoted(value))")
                }
                settings.country = country
            default:
                throw fail("unknown setting \(quoted(name)); the settings are: fallback, cc")
            }
        }
        return settings
    }
}

public struct SettingsError: StatusError, Equatable {
    public let path: String
    public let line: Int?
    public let problem: String
    /// The file is the user's, like a flag: a mistake in it is a usage error.
    public var exitStatus: ExitStatus { .usage }
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(problem)" }
}
