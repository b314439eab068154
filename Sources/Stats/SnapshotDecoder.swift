// Reads one line of `steam-games owned` or `history` into a Snapshot: the six members playtime needs, every other
// member skipped whole. A wrong type or a missing required member is the line's error, named by the member.

struct SnapshotDecoder {
    /// With --by a snapshot must say when it was taken.
    let requiresFetchedAt: Bool

    private enum Member {
        case steamID, appID, playtimeForever, playtime2Weeks, fetchedAt, name

        init?(_ name: (bytes: UnsafeBufferPointer<UInt8>, escaped: Bool)) {
            guard !name.escaped else {
                var text = JSONStringText.decode(name.bytes)
                guard let member = text.withUTF8(Member.init(_:)) else { return nil }
                self = member
                return
            }
            self.init(name.bytes)
        }

        init?(_ name: UnsafeBufferPointer<UInt8>) {
            switch name.count {
            case 7 where name.elementsEqual("steamid".utf8): self = .steamID
            case 5 where name.elementsEqual("appid".utf8): self = .appID
            case 16 where name.elementsEqual("playtime_forever".utf8): self = .playtimeForever
            case 15 where name.elementsEqual("playtime_2weeks".utf8): self = .playtime2Weeks
            case 10 where name.elementsEqual("fetched_at".utf8): self = .fetchedAt
            case 4 where name.elementsEqual("name".utf8): self = .name
            default: return nil
            }
        }
    }

    func decode(_ bytes: UnsafePointer<UInt8>, count: Int) throws(RecordError) -> Snapshot {
        var steamID: UInt64?
        var appID: Int64?
        var playtimeForever: Int64?
        var snapshot = Snapshot(steamID: 0, appID: 0, playtimeForever: 0)
        var scanner = JSONScanner(bytes, count: count)
        do throws(JSONScanError) {
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.notAnObject()
            }
            if try scanner.openObject() {
                repeat {
                    let name = try scanner.memberName()
                    switch Member(name) {
                    case .steamID: steamID = try Self.steamID(&scanner)
                    case .appID: appID = try Self.wholeNumber(&scanner, "appid", atLeastZero: true)
                    case .playtimeForever: playtimeForever = try Self.wholeNumber(&scanner, "playtime_forever", atLeastZero: true)
                    case .playtime2Weeks: snapshot.playtime2Weeks = try Self.wholeNumber(&scanner, "playtime_2weeks", atLeastZero: false)
                    case .fetchedAt: snapshot.fetchedAt = try Self.wholeNumber(&scanner, "fetched_at", atLeastZero: false)
                    case .name: snapshot.name = try Self.text(&scanner, "name")
                    case nil: try scanner.skipValue()
                    }
                } while try scanner.nextMember(closing: UInt8(ascii: "}"))
            }
            guard scanner.isAtEnd else { throw scanner.failure("more text after the record") }
        } catch {
            throw RecordError(matchID: nil, problem: "byte \(error.byte): \(error.problem)")
        }
        guard let steamID else { throw RecordError(matchID: nil, problem: "no steamid says whose game this is") }
        guard let appID else { throw RecordError(matchID: nil, problem: "no appid") }
        guard let playtimeForever else { throw RecordError(matchID: nil, problem: "no playtime_forever") }
        if requiresFetchedAt, snapshot.fetchedAt == nil {
            throw RecordError(matchID: nil, problem: "no fetched_at, and --by places minutes by it")
        }
        snapshot.steamID = steamID
        snapshot.appID = appID
        snapshot.playtimeForever = playtimeForever
        return snapshot
    }

    /// A whole number, or nil for null (an absent value); `atLeastZero` refuses a negative one.
    private static func wholeNumber(_ scanner: inout JSONScanner, _ name: String, atLeastZero: Bool) throws(JSONScanError) -> Int64? {
        let before = scanner.position
        let value = try scanner.wholeNumber(name)
        if atLeastZero, let value, value < 0 { throw JSONScanError(byte: before + 1, problem: "\(name) is negative") }
        return value
    }

    /// Valve's SteamID64 is a string of digits; a plain JSON integer is taken too.
    private static func steamID(_ scanner: inout JSONScanner) throws(JSONScanError) -> UInt64? {
        let before = scanner.position
        let digits: UnsafeBufferPointer<UInt8>
        switch try scanner.scalar() {
        case .null: return nil
        case .string(let text), .number(let text): digits = text
        case let other: throw JSONScanError(byte: before + 1, problem: "steamid is \(other.kindName), not a SteamID64")
        }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = UInt64(String(decoding: digits, as: UTF8.self))
        else {
            throw JSONScanError(byte: before + 1, problem: "steamid \(String(decoding: digits, as: UTF8.self)) is not a SteamID64 (decimal digits)")
        }
        return value
    }

    private static func text(_ scanner: inout JSONScanner, _ name: String) throws(JSONScanError) -> String? {
        let before = scanner.position
        switch try scanner.scalar() {
        case .null: return nil
        case .string(let raw): return JSONStringText.decode(raw)
        case let other: throw JSONScanError(byte: before + 1, problem: "\(name) is \(other.kindName), not a string")
        }
    }
}
