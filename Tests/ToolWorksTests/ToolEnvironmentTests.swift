// The one reader of the environment: servers, the key, and the XDG base directories read the same way for the
// store, the key file and the rate buckets.
@testable import CommandKit
import DotaDetailTool
import Foundation
import SteamModels
import Testing
import WebAPI

@Suite struct ToolEnvironmentTests {
    @Test func explicitVariablesWin() {
        let environment = ToolEnvironment([
            "STEAM_PIPES_DB": "/data/pipes.sqlite", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u",
            "STEAM_API_BASE_URL": "http://127.0.0.1:8080/",
        ])
        #expect(environment.storePath == "/data/pipes.sqlite")
        #expect(environment.apiBaseURL == "http://127.0.0.1:8080")
    }

    @Test func absoluteXDGDirectoriesAreUsed() {
        let environment = ToolEnvironment([
            "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/k", "XDG_STATE_HOME": "/s", "HOME": "/home/u",
        ])
        #expect(environment.storePath == "/c/steam-pipes/steam-pipes.sqlite")
        #expect(environment.keyFilePath == "/k/steam-pipes/key")
        #expect(environment.stateDirectory.path == "/s/steam-pipes")
        #expect(environment.apiBaseURL == "https://api.steampowered.com")
    }

    /// The spec says a relative path is invalid and ignored; before, the key file honoured one and the store did not.
    @Test(arguments: ["", "relative", "./here"])
    func emptyOrRelativeXDGDirectoriesFallBackToHome(value: String) {
        let environment = ToolEnvironment([
            "XDG_CACHE_HOME": value, "XDG_CONFIG_HOME": value, "XDG_STATE_HOME": value, "HOME": "/home/u", "STEAM_PIPES_DB": "",
        ])
        #expect(environment.storePath == "/home/u/.cache/steam-pipes/steam-pipes.sqlite")
        #expect(environment.keyFilePath == "/home/u/.config/steam-pipes/key")
        #expect(environment.stateDirectory.path == "/home/u/.local/state/steam-pipes")
    }

    @Test func theKeyComesFromTheVariableElseTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-env-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("steam-pipes"), withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("steam-pipes/key").path
        try Data("  FILEKEY\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path]).apiKey == .file("FILEKEY", path: file))
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path, "STEAM_API_KEY": " ENVKEY "]).apiKey == .environment("ENVKEY"))
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": "/nowhere", "HOME": "/nowhere"]).apiKey == .missing(keyFile: "/nowhere/steam-pipes/key"))
    }

    /// As ssh treats a private key: any permission for group or others refuses the file, and says what fixes it. The
    /// variable still wins without the file being looked at.
    @Test(arguments: [0o644, 0o640, 0o604, 0o620, 0o602, 0o700 | 0o044])
    func aKeyFileOthersMayReadIsRefused(mode: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("steam pipes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("steam-pipes"), withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("steam-pipes/key").path
        try Data("FILEKEY\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, mode_t(mode))
        let key = ToolEnvironment(["XDG_CONFIG_HOME": directory.path]).apiKey
        #expect(key.value == nil)
        let problem = try #require(key.problem)
        #expect(problem.exitStatus == .authentication)
        #expect(problem.description.contains("is open to others (mode 0\(String(mode & 0o777, radix: 8)))"))
        #expect(problem.description.hasSuffix("fix it with: chmod 600 '\(file)'"))
        #expect(!problem.description.contains("FILEKEY"))
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path, "STEAM_API_KEY": "ENVKEY"]).apiKey == .environment("ENVKEY"))
    }

    @Test func aKeyFileThatIsNoRegularFileIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-env-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("steam-pipes/key"), withIntermediateDirectories: true)
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path]).apiKey.problem?.description.contains("is not a regular file") == true)
        #expect(KeyFileProblem.check(path: "/k", mode: S_IFREG | 0o600, owner: 0, user: 1000)?.reason == "belongs to user id 0, not to you (1000)")
        #expect(KeyFileProblem.check(path: "/k", mode: S_IFREG | 0o600, owner: 1000, user: 1000) == nil)
        #expect(KeyFileProblem.check(path: "/k", mode: S_IFREG | 0o400, owner: 1000, user: 1000) == nil)
    }

    /// OpenDota's key is read as Steam's, from its own variable and file; its server has its own variable.
    @Test func openDotaHasItsOwnServerKeyAndKeyFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-env-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("steam-pipes"), withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("steam-pipes/opendota-key").path
        try Data("ODKEY\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o600)
        let environment = ToolEnvironment(["XDG_CONFIG_HOME": directory.path, "STEAM_API_KEY": "STEAMKEY"])
        #expect(environment.openDotaKey == .file("ODKEY", path: file))
        #expect(environment.apiKey == .environment("STEAMKEY"))
        #expect(environment.openDotaBaseURL == "https://api.opendota.com/api")
        #expect(ToolEnvironment(["OPENDOTA_API_BASE_URL": "http://127.0.0.1:9/api/"]).openDotaBaseURL == "http://127.0.0.1:9/api")
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path, "OPENDOTA_API_KEY": " ENV "]).openDotaKey == .environment("ENV"))

        chmod(file, 0o644)
        let refused = try #require(ToolEnvironment(["XDG_CONFIG_HOME": directory.path]).openDotaKey.problem)
        #expect(refused.description.contains("opendota-key is open to others"))
        #expect(!refused.description.contains("ODKEY"))
        #expect(KeyFileProblem.check(path: "/k", mode: S_IFREG | 0o600, owner: 0, user: 1, setCommand: KeyService.opendota.setCommand)?
            .description.hasSuffix("fix it with: steam-auth key set --service opendota") == true)
    }

    @Test func theSettingsFileSetsTheFallbackAndNamesEveryMistakeByLine() throws {
        #expect(try Settings.parse("# defaults\n\n  fallback = opendota  # past the outage\n", path: "/c") == Settings(fallback: .opendota))
        #expect(try Settings.parse("fallback=sequence\r\n", path: "/c") == Settings(fallback: .sequence))
        // Issue 46, item 10: a CRLF file of several lines, a comment first, is read line by line.
        #expect(try Settings.parse("# defaults\r\nfallback = opendota\r\n\r\n", path: "/c") == Settings(fallback: .opendota))
        #expect(throws: SettingsError(path: "/c", line: 3, problem: "unknown setting \"jobs\"; the settings are: fallback, cc")) {
            try Settings.parse("# defaults\r\nfallback = opendota\r\njobs = 4\r\n", path: "/c")
        }
        #expect(try Settings.parse("", path: "/c") == Settings())
        #expect(throws: SettingsError(path: "/c", line: 2, problem: "fallback must be sequence or opendota, not \"valve\"")) {
            try Settings.parse("\nfallback = valve", path: "/c")
        }
        #expect(throws: SettingsError(path: "/c", line: 1, problem: "unknown setting \"jobs\"; the settings are: fallback, cc")) {
            try Settings.parse("jobs = 4", path: "/c")
        }
        #expect(throws: SettingsError(path: "/c", line: 1, problem: "expected name = value, not \"fallback opendota\"")) {
            try Settings.parse("fallback opendota", path: "/c")
        }
        #expect(try Settings.parse("cc = de\nfallback = opendota\n", path: "/c") == Settings(fallback: .opendota, country: StoreCountry("DE")))
        #expect(throws: SettingsError(path: "/c", line: 1, problem: "cc must be a two-letter country code such as us or de, not \"usa\"")) {
            try Settings.parse("cc = usa", path: "/c")
        }
        #expect(try Settings.read(at: "/nowhere/config") == Settings())
        #expect(try MatchDetailsWork.fallback(flag: .sequence, settingsFile: "/nowhere/config") == .sequence)
        #expect(SettingsError(path: "/c", line: 3, problem: "p").exitStatus == .usage)
    }
}
