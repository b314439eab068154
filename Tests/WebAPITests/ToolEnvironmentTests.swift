// The one reader of the environment: servers, the key, and the XDG base directories read the same way for the
// store, the key file and the rate buckets.
import Foundation
import Testing
@testable import WebAPI

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
        try Data("  FILEKEY\n".utf8).write(to: directory.appendingPathComponent("steam-pipes/key"))
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path]).apiKey == "FILEKEY")
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": directory.path, "STEAM_API_KEY": " ENVKEY "]).apiKey == "ENVKEY")
        #expect(ToolEnvironment(["XDG_CONFIG_HOME": "/nowhere", "HOME": "/nowhere"]).apiKey == nil)
    }
}
