// SteamID conversions both ways, and parsing of every form people type.
import Testing
@testable import SteamModels

@Suite struct SteamIDTests {
    // Robin Walker's account, the example Valve's own docs use.
    let robin = SteamID(id64: 76_561_197_960_287_930)

    @Test func formsOfOneAccount() {
        #expect(robin.accountID == 22202)
        #expect(robin.steam2 == "STEAM_1:0:11101")
        #expect(robin.steam3 == "[U:1:22202]")
        #expect(robin.profileURL == "https://steamcommunity.com/profiles/76561197960287930/")
        #expect(SteamID(accountID: 22202) == robin)
    }

    @Test func oddAccountIDSetsTheSteam2YBit() throws {
        let id = SteamID(accountID: 22203)
        #expect(id.steam2 == "STEAM_1:1:11101")
        #expect(try SteamIDInput.parse("STEAM_0:1:11101") == .id(id))
    }

    @Test(arguments: [
        "76561197960287930", "22202", "STEAM_1:0:11101", "STEAM_0:0:11101", "[U:1:22202]",
        "https://steamcommunity.com/profiles/76561197960287930", "http://steamcommunity.com/profiles/76561197960287930/",
        "steamcommunity.com/profiles/76561197960287930/", "  76561197960287930 \t",
    ])
    func everyFormParsesToTheSameAccount(_ text: String) throws {
        #expect(try SteamIDInput.parse(text) == .id(robin))
    }

    @Test func roundTripsThroughEveryForm() throws {
        for accountID: UInt32 in [0, 1, 2, 22202, 22203, 123_456_789, UInt32.max - 1, UInt32.max] {
            let id = SteamID(accountID: accountID)
            for form in [String(id.id64), String(id.accountID), id.steam2, id.steam3, id.profileURL] {
                #expect(try SteamIDInput.parse(form) == .id(id), "form \(form)")
            }
        }
    }

    @Test func steam3KeepsANonDesktopInstance() throws {
        guard case .id(let id) = try SteamIDInput.parse("[U:1:22202:2]") else { Issue.record("not an id"); return }
        #expect(id.accountID == 22202)
        #expect(id.instance == 2)
        #expect(id.steam3 == "[U:1:22202:2]")
    }

    @Test(arguments: [
        ("robinwalker", "robinwalker"),
        ("https://steamcommunity.com/id/robinwalker/", "robinwalker"),
        ("steamcommunity.com/id/gabe-logan_newell", "gabe-logan_newell"),
    ])
    func vanityNames(_ text: String, _ name: String) throws {
        #expect(try SteamIDInput.parse(text) == .vanity(name))
    }

    @Test(arguments: [
        "", "   ", "!!!", "x", "STEAM_1:2:5", "STEAM_1:0", "STEAM_9:0:1", "[U:1:]", "[G:1:5]", "[U:1:5",
        "103582791429521412", "https://steamcommunity.com/groups/valve", "https://example.com/id/robinwalker",
        "steamcommunity.com/profiles/abc", "name with spaces", "ünïcode", String(repeating: "a", count: 33),
    ])
    func garbageIsRejectedWithAReason(_ text: String) {
        #expect(throws: SteamIDParseError.self) { try SteamIDInput.parse(text) }
    }

    @Test func errorsNameTheInput() {
        do {
            _ = try SteamIDInput.parse("STEAM_1:2:5")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("\"STEAM_1:2:5\""))
            #expect(error.exitStatus == .partialFailure)
        }
    }

    @Test func identityRecordCarriesEveryForm() throws {
        let identity = Identity(input: "robinwalker", id: robin, vanity: "robinwalker")
        #expect(identity.steamid == "76561197960287930")
        #expect(identity.account_id == 22202)
        #expect(identity.steam2 == "STEAM_1:0:11101")
        #expect(identity.steam3 == "[U:1:22202]")
    }
}
