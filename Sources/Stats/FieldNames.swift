// Member names to small integer slots. Every member of every player passes through here, so a name is found by a
// 64-bit fingerprint in an open-addressed table, with no String made on the hot path. A name of up to seven bytes is
// its own fingerprint; a longer one is confirmed byte by byte, since two names may share a fingerprint.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The members stat-agg reads by name; their slots are fixed, and any other name gets the next free slot.
enum KnownField: Int, CaseIterable {
    case accountID, playerSlot, heroID, leaverStatus, partySize, laneRole, kills, deaths, assists, goldPerMin, xpPerMin
    case matchID, startTime, duration, radiantWin, gameMode, lobbyType, leagueID, cluster, region, patch, players
    case result, heroes, opendota

    var name: String {
        switch self {
        case .accountID: "account_id"
        case .playerSlot: "player_slot"
        case .heroID: "hero_id"
        case .leaverStatus: "leaver_status"
        case .partySize: "party_size"
        case .laneRole: "lane_role"
        case .kills: "kills"
        case .deaths: "deaths"
        case .assists: "assists"
        case .goldPerMin: "gold_per_min"
        case .xpPerMin: "xp_per_min"
        case .matchID: "match_id"
        case .startTime: "start_time"
        case .duration: "duration"
        case .radiantWin: "radiant_win"
        case .gameMode: "game_mode"
        case .lobbyType: "lobby_type"
        case .leagueID: "leagueid"
        case .cluster: "cluster"
        case .region: "region"
        case .patch: "patch"
        case .players: "players"
        case .result: "result"
        case .heroes: "heroes"
        case .opendota: "opendota"
        }
    }
}

struct FieldNames {
    private(set) var names: [String] = []
    private var nameBytes: [[UInt8]] = []
    private var fingerprints: [UInt64]
    private var slots: [Int32]
    private var mask: Int

    init() {
        fingerprints = Array(repeating: 0, count: 512)
        slots = Array(repeating: -1, count: 512)
        mask = 511
        for field in KnownField.allCases { _ = slot(adding: Array(field.name.utf8)) }
    }

    /// The slot of a name, or nil when the name has none yet.
    @inline(__always)
    func slot(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        let fingerprint = Self.fingerprint(name)
        var index = Self.home(fingerprint, mask: mask)
        while true {
            let slot = slots[index]
            if slot < 0 { return nil }
            if fingerprints[index] == fingerprint, name.count < 8 || Self.same(nameBytes[Int(slot)], name) {
                return Int(slot)
            }
            index = (index + 1) & mask
        }
    }

    /// The slot of a name, giving it the next one if it has none.
    mutating func slot(adding name: some Collection<UInt8>) -> Int {
        let bytes = Array(name)
        if let existing = bytes.withUnsafeBufferPointer({ slot(of: $0) }) { return existing }
        if names.count * 2 >= slots.count { grow() }
        let newSlot = names.count
        names.append(String(decoding: bytes, as: UTF8.self))
        nameBytes.append(bytes)
        insert(slot: newSlot, fingerprint: bytes.withUnsafeBufferPointer { Self.fingerprint($0) })
        return newSlot
    }

    func name(of slot: Int) -> String { names[slot] }

    private mutating func insert(slot: Int, fingerprint: UInt64) {
        var index = Self.home(fingerprint, mask: mask)
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = Int32(slot)
        fingerprints[index] = fingerprint
    }

    private mutating func grow() {
        let size = slots.count * 2
        fingerprints = Array(repeating: 0, count: size)
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for (slot, name) in names.enumerated() {
            insert(slot: slot, fingerprint: Array(name.utf8).withUnsafeBufferPointer { Self.fingerprint($0) })
        }
    }

    @inline(__always)
    private static func same(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.count == name.count && stored.withUnsafeBytes { memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 }
    }

    @inline(__always)
    private static func home(_ fingerprint: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The length and the first and last eight bytes. Below eight bytes the bytes and the length fit apart, so the
    /// fingerprint is the name; from eight on, `head ^ tail * 31` can be the same for two names ("match_id" and
    /// "match_il"), so `slot(of:)` compares them.
    @inline(__always)
    static func fingerprint(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = name.count
        guard let base = name.baseAddress else { return 0 }
        if count >= 8 {
            let raw = UnsafeRawPointer(base)
            let head = raw.loadUnaligned(as: UInt64.self)
            let tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            return head ^ (tail &* 31) ^ UInt64(count) &<< 58
        }
        var value = UInt64(count) &<< 58
        for index in 0..<count { value |= UInt64(base[index]) &<< (8 * index) }
        return value
    }
}
