// SteamID conversions both ways, and parsing of every form people type: what is accepted, what is refused and why.
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

    @Test func roundTripsThroughEveryForm() throws {
        for accountID: UInt32 in [1, 2, 22202, 22203, 123_456_789, UInt32.max - 1] {
            let id = SteamID(accountID: accountID)
            for form in [String(id.id64), String(id.accountID), id.steam2, id.steam3, id.profileURL] {
                #expect(try SteamIDInput.parse(form) == .id(id), "form \(form)")
            }
        }
    }

    /// Inputs that name a player, with the SteamID64 each must give.
    @Test(arguments: [
        ("76561197960287930", 76_561_197_960_287_930), ("22202", 76_561_197_960_287_930), ("  76561197960287930 \t", 76_561_197_960_287_930),
        ("1", 76_561_197_960_265_729), ("76561197960265729", 76_561_197_960_265_729), ("4294967294", 76_561_202_255_233_022),
        ("STEAM_1:0:11101", 76_561_197_960_287_930), ("STEAM_0:0:11101", 76_561_197_960_287_930), ("STEAM_1:1:11101", 76_561_197_960_287_931),
        ("[U:1:22202]", 76_561_197_960_287_930), ("[U:1:22202:1]", 76_561_197_960_287_930),
        ("https://steamcommunity.com/profiles/76561197960287930", 76_561_197_960_287_930),
        ("http://steamcommunity.com/profiles/76561197960287930/", 76_561_197_960_287_930),
        ("steamcommunity.com/profiles/76561197960287930/", 76_561_197_960_287_930),
        ("https://www.steamcommunity.com/profiles/76561197960287930", 76_561_197_960_287_930),
        ("https://m.steamcommunity.com/profiles/76561197960287930/", 76_561_197_960_287_930),
        ("https://steamcommunity.com/profiles/76561197960287930/friends/", 76_561_197_960_287_930),
        ("https://steamcommunity.com/profiles/76561197960287930?l=english", 76_561_197_960_287_930),
        ("https://steamcommunity.com/profiles/76561197960287930/#x", 76_561_197_960_287_930),
        ("HTTPS://SteamCommunity.COM/profiles/76561197960287930", 76_561_197_960_287_930),
        ("https://steamcommunity.com:443/profiles/76561197960287930", 76_561_197_960_287_930),
        ("http://steamcommunity.com:80/profiles/76561197960287930", 76_561_197_960_287_930),
        // Steam redirects a Steam3 id in a /profiles/ URL, typed or escaped by a browser, to the profile.
        ("https://steamcommunity.com/profiles/[U:1:12]", 76_561_197_960_265_740),
        ("https://steamcommunity.com/profiles/[U:1:2]/games", 76_561_197_960_265_730),
        ("https://steamcommunity.com/profiles/%5BU%3A1%3A22202%5D/", 76_561_197_960_287_930),
        ("steamcommunity.com/profiles/[U:1:22202:1]?l=english", 76_561_197_960_287_930),
    ] as [(String, UInt64)])
    func acceptedIDs(_ text: String, _ id64: UInt64) throws {
        #expect(try SteamIDInput.parse(text) == .id(SteamID(id64: id64)))
    }

    /// Inputs that name a vanity name, with the name ResolveVanityURL must be asked about.
    @Test(arguments: [
        ("robinwalker", "robinwalker"), ("gabe-logan_newell", "gabe-logan_newell"),
        ("https://steamcommunity.com/id/robinwalker/", "robinwalker"),
        ("steamcommunity.com/id/gabe-logan_newell", "gabe-logan_newell"),
        ("https://steamcommunity.com/id/robinwalker?l=english", "robinwalker"),
        ("https://steamcommunity.com/id/robinwalker#x", "robinwalker"),
        ("https://steamcommunity.com/id/robinwalker/home", "robinwalker"),
        ("https://steamcommunity.com/id/robinwalker/games/?tab=all", "robinwalker"),
        ("HTTPS://SteamCommunity.com/id/RobinWalker", "RobinWalker"),
        ("https://steamcommunity.com:443/id/robinwalker", "robinwalker"),
        ("http://steamcommunity.com:80/id/robinwalker/", "robinwalker"),
        ("https://m.steamcommunity.com/id/robinwalker", "robinwalker"),
        ("https://steamcommunity.com/id/%72obin%5Fwalker", "robin_walker"),
        // An all-digit vanity name is reachable only through its URL: bare digits are always a number.
        ("https://steamcommunity.com/id/12345", "12345"),
        // Any letter case, and dot segments resolved as a browser resolves them.
        ("https://steamcommunity.com/ID/robinwalker", "robinwalker"),
        ("https://steamcommunity.com/profiles/1/../../id/./robinwalker", "robinwalker"),
        ("https://steamcommunity.com/id/%2E%2e/id/robinwalker", "robinwalker"),
    ])
    func acceptedVanityNames(_ text: String, _ name: String) throws {
        #expect(try SteamIDInput.parse(text) == .vanity(name))
    }

    /// Inputs that are refused, each with the reason it must give; every error quotes the input.
    @Test(arguments: [
        ("", "empty input"), ("   ", "empty input"),
        ("!!!", "not a SteamID, profile URL or vanity name"), ("x", "not a SteamID, profile URL or vanity name"),
        ("name with spaces", "not a SteamID, profile URL or vanity name"), ("ünïcode", "not a SteamID, profile URL or vanity name"),
        (String(repeating: "a", count: 33), "not a SteamID, profile URL or vanity name"),
        ("1.5", "not a SteamID, profile URL or vanity name"), ("7.6e16", "not a SteamID, profile URL or vanity name"),
        // Account id 0 in every form.
        ("0", "account id 0 names no account"), ("STEAM_0:0:0", "account id 0 names no account"),
        ("[U:1:0]", "account id 0 names no account"), ("76561197960265728", "account id 0 names no account"),
        ("https://steamcommunity.com/profiles/76561197960265728", "account id 0 names no account"),
        // Signs and sizes: numbers, never vanity names.
        ("+22202", "has a sign; SteamIDs are plain digits"), ("-5", "negative, and SteamIDs are unsigned"),
        ("-76561197960287930", "negative, and SteamIDs are unsigned"), ("-0", "negative, and SteamIDs are unsigned"),
        ("18446744073709551616", "too large for a SteamID64"), ("99999999999999999999999", "too large for a SteamID64"),
        ("STEAM_0:0:+5", "malformed Steam2 id"), ("STEAM_0:+0:5", "malformed Steam2 id"), ("[U:1:+5]", "malformed Steam3 id"),
        ("https://steamcommunity.com/profiles/+76561197960287930", "has a sign; SteamIDs are plain digits"),
        ("https://steamcommunity.com/profiles/-76561197960287930", "negative, and SteamIDs are unsigned"),
        ("https://steamcommunity.com/profiles/18446744073709551616", "too large for a SteamID64"),
        // SteamID64s that are not players, bare or in a URL.
        ("103582791429521412", "SteamID64 of a group (type 7), not of an individual account"),
        ("https://steamcommunity.com/profiles/103582791429521412", "SteamID64 of a group (type 7), not of an individual account"),
        ("4294967296", "SteamID64 of universe 0, not of the public universe 1"),
        ("https://steamcommunity.com/profiles/4294967296", "SteamID64 of universe 0, not of the public universe 1"),
        ("https://steamcommunity.com/profiles/22202", "SteamID64 of universe 0, not of the public universe 1"),
        ("148618791998215866", "SteamID64 of universe 2, not of the public universe 1"),
        ("76561193665320634", "SteamID64 of instance 0, not of the desktop instance 1"),
        ("https://steamcommunity.com/profiles/76561193665320634", "SteamID64 of instance 0, not of the desktop instance 1"),
        // Steam2 and Steam3 shapes.
        ("STEAM_1:2:5", "malformed Steam2 id"), ("STEAM_1:0", "malformed Steam2 id"), ("STEAM_256:0:1", "malformed Steam2 id"),
        ("STEAM_0:0:2147483648", "malformed Steam2 id"),
        ("[U:1:]", "malformed Steam3 id"), ("[X:1:5]", "malformed Steam3 id"), ("[UU:1:5]", "malformed Steam3 id"),
        ("[U:1:5", "malformed Steam3 id"), ("[U:1:4294967296]", "malformed Steam3 id"), ("[]", "malformed Steam3 id"),
        ("[", "malformed Steam3 id"), ("[U:256:5]", "malformed Steam3 id"),
        ("[U:1:22202:x]", "malformed Steam3 instance"), ("[U:1:22202:1048576]", "malformed Steam3 instance"),
        // Well-formed ids of accounts that are not players are named by kind, in every form, as their SteamID64 is.
        ("[g:1:4]", "Steam3 id of a group (type 7), not of an individual account"),
        ("[G:1:5]", "Steam3 id of a game server (type 3), not of an individual account"),
        ("[A:1:5:7]", "Steam3 id of an anonymous game server (type 4), not of an individual account"),
        ("[a:1:5]", "Steam3 id of an anonymous user (type 10), not of an individual account"),
        ("[I:1:5]", "Steam3 id of an invalid account (type 0), not of an individual account"),
        ("[U:4:4]", "Steam3 id of universe 4, not of the public universe 1"),
        ("[U:1:22202:0]", "Steam3 id of instance 0, not of the desktop instance 1"),
        ("[U:1:22202:2]", "Steam3 id of instance 2, not of the desktop instance 1"),
        ("STEAM_4:0:4", "Steam2 id of universe 4, not of the public universe 1"),
        ("STEAM_9:0:1", "Steam2 id of universe 9, not of the public universe 1"),
        ("90071992547409925", "SteamID64 of an anonymous game server (type 4), not of an individual account"),
        ("103582791429521412", "SteamID64 of a group (type 7), not of an individual account"),
        ("https://steamcommunity.com/profiles/[g:1:4]", "Steam3 id of a group (type 7), not of an individual account"),
        // A Steam3 id in a URL is refused for what it names, as it is bare.
        ("https://steamcommunity.com/profiles/[U:1:2:3]/", "Steam3 id of instance 3, not of the desktop instance 1"),
        ("https://steamcommunity.com/profiles/[U:1:0]", "account id 0 names no account"),
        ("https://steamcommunity.com/profiles/[U:1:x]", "malformed Steam3 id"),
        // Dota's anonymous marker, in every form.
        ("4294967295", "account id 4294967295 is the id Dota gives anonymous players"),
        ("76561202255233023", "account id 4294967295 is the id Dota gives anonymous players"),
        ("[U:1:4294967295]", "account id 4294967295 is the id Dota gives anonymous players"),
        ("STEAM_1:1:2147483647", "account id 4294967295 is the id Dota gives anonymous players"),
        // URLs that are not a player's profile.
        ("https://steamcommunity.com/groups/valve", "URL names a Steam group, not a player"),
        ("https://steamcommunity.com/gid/103582791429521412", "URL names a Steam group, not a player"),
        ("https://steamcommunity.com/app/570", "URL path is not /id/<name>, /profiles/<id64> or /user/<friend code>"),
        ("https://steamcommunity.com/", "URL path is not /id/<name>, /profiles/<id64> or /user/<friend code>"),
        ("https://steamcommunity.com/id/", "URL path is not /id/<name>, /profiles/<id64> or /user/<friend code>"),
        ("https://example.com/id/robinwalker", "host \"example.com\" is not steamcommunity.com"),
        ("https://store.steampowered.com/app/570", "host \"store.steampowered.com\" is not steamcommunity.com"),
        ("https://steamcommunity.com.evil.example/id/robinwalker", "is not steamcommunity.com"),
        ("https://steamcommunity.com@evil.example/id/robinwalker", "holds a user name or password"),
        ("https://user:pw@steamcommunity.com/id/robinwalker", "holds a user name or password"),
        ("https://[::1]/id/robinwalker", #"host "[::1]" is not steamcommunity.com"#),
        ("https://steamcommunity.com/id/x/../../groups/valve", "URL names a Steam group"),
        ("robin/walker", "host \"robin\" is not steamcommunity.com"),
        ("https://steamcommunity.com:8443/id/robinwalker", "port \"8443\" is not the default port"),
        ("https://steamcommunity.com:80/id/robinwalker", "port \"80\" is not the default port"),
        ("http://steamcommunity.com:443/id/robinwalker", "port \"443\" is not the default port"),
        ("ftp://steamcommunity.com/id/robinwalker", "URL scheme \"ftp\" is not http or https"),
        ("steamcommunity.com/profiles/abc", "/profiles/ URL does not hold a SteamID64 or a Steam3 id"),
        ("https://steamcommunity.com/id/x", "/id/ URL holds an invalid vanity name"),
        ("https://steamcommunity.com/id/a%20b", "/id/ URL holds an invalid vanity name"),
        ("https://steamcommunity.com/id/%zz", "/id/ URL holds an invalid vanity name"),
    ])
    func rejectedInputs(_ text: String, _ reason: String) {
        let error = #expect(throws: SteamIDParseError.self) { try SteamIDInput.parse(text) }
        #expect(error?.reason.contains(reason) == true, "reason was \(error?.reason ?? "none")")
        #expect(error?.description == "\(quoted(text)): \(error?.reason ?? "")")
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
