// Fuzz target `ids`: SteamIDInput.parse over any text (every SteamID form, profile URLs, vanity names) and SteamID's
// printed forms of any 64 bits. Whatever parse accepts names a player, and that player's every printed form
// (SteamID64, account id, Steam2, Steam3, profile URL) parses back to the same account.
import FuzzSupport
@testable import SteamModels

func parsesBack(_ id: SteamID, from input: String) {
    for form in [String(id.id64), String(id.accountID), id.steam2, id.steam3, id.profileURL] {
        let again = try? SteamIDInput.parse(form)
        promise(again == .id(id), "\(input) is \(id.id64), whose form \(form) parses as \(String(describing: again))")
    }
}

/// Written bare only when it came bare: a name of digits, or one starting `STEAM_`, is a vanity name only in a URL.
func vanityParsesBack(_ name: String, cameBare: Bool) {
    for form in (cameBare ? [name] : []) + ["https://steamcommunity.com/id/\(name)/"] {
        let again = try? SteamIDInput.parse(form)
        promise(again == .vanity(name), "vanity \(name) written as \(form) parses as \(String(describing: again))")
    }
}

func anyID(_ bytes: [UInt8]) {
    guard bytes.count >= 8 else { return }
    let id = SteamID(id64: bytes.prefix(8).reduce(0) { $0 << 8 | UInt64($1) })
    _ = (id.steam2, id.steam3, id.profileURL, id.accountTypeName)
    if id.playerProblem == nil { parsesBack(id, from: "the bits \(id.id64)") }
}

runLibFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    anyID(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    do throws(SteamIDParseError) {
        switch try SteamIDInput.parse(text) {
        case .id(let id):
            promise(id.playerProblem == nil, "\(text) parsed as \(id.id64), which is no player: \(id.playerProblem ?? "")")
            parsesBack(id, from: text)
        case .vanity(let name):
            promise(SteamIDInput.isVanityName(name), "\(text) parsed as vanity \(name), which is not a vanity name")
            vanityParsesBack(name, cameBare: !text.contains("/"))
        }
    } catch {
        _ = error.description
    }
    return 0
}
