// What OpenDota reads from dotaconstants (build/game_mode.json, lobby_type.json, patch.json, cluster.json) about the
// replay's matches: its significance rule, each match's patch number, and each cluster's region.

enum OpenDotaConstants {
    /// game_mode.json's entries marked "balanced": not Turbo (23) or Ability Draft (18), say.
    static let balancedGameModes: Set<Int> = [0, 1, 2, 3, 4, 5, 12, 16, 17, 22]
    /// lobby_type.json's entries marked "balanced": not 14, say, which it does not list.
    static let balancedLobbyTypes: Set<Int> = [0, 1, 2, 5, 6, 7, 9]

    /// isSignificant in odota/core svc/util/compute.ts (svc/util/utility.ts before it): a balanced game mode and
    /// lobby type, a known winner, longer than 360 seconds, and every player with a hero and at most 9,999 gold a
    /// minute. A row of /players/{account_id}/matches carries no players, so there the last clause holds whatever the
    /// match; and every match of the world has a winner.
    static func isSignificant(gameMode: Int, lobbyType: Int, duration: Int) -> Bool {
        balancedGameModes.contains(gameMode) && balancedLobbyTypes.contains(lobbyType) && duration > 360
    }

    /// patch.json's patches from 7.36 (55) to 7.41 (60), each with its start in unix milliseconds (Stats'
    /// DotaConstants keeps the same list to the second). The world's history begins on 2024-06-01, in 7.36, so the
    /// earlier ones never apply.
    private static let patches: [(number: Int, start: Int)] = [
        (55, 1_716_441_965_000), (56, 1_722_497_427_355), (57, 1_739_972_909_412), (58, 1_747_956_961_602),
        (59, 1_765_846_240_281), (60, 1_774_313_459_580),
    ]

    /// getPatchIndex: the last patch that started at or before `startTime` (unix seconds).
    static func patch(startTime: Int) -> Int {
        patches.last { $0.start <= startTime * 1_000 }?.number ?? patches[0].number
    }

    /// cluster.json: the region of each replay cluster; nil for one it does not list (OpenDota then sends no region).
    static func region(cluster: Int) -> Int? {
        regions[cluster]
    }

    private static let regions: [Int: Int] = [
        111: 1, 112: 1, 113: 1, 114: 1, 117: 1, 118: 1, 121: 2, 122: 2, 123: 2, 124: 2,
        131: 3, 132: 3, 133: 3, 134: 3, 135: 3, 136: 3, 137: 3, 138: 3, 141: 19, 142: 19, 143: 19, 144: 19, 145: 19,
        151: 5, 152: 5, 153: 5, 154: 5, 155: 5, 156: 5, 161: 6, 162: 6, 163: 6, 171: 7, 172: 7,
        181: 8, 182: 8, 183: 8, 184: 8, 185: 8, 186: 8, 187: 8, 188: 8, 191: 9, 192: 9, 193: 9,
        200: 10, 201: 10, 202: 10, 203: 10, 204: 10, 211: 11, 212: 11, 213: 11, 214: 11,
        221: 12, 222: 12, 223: 18, 224: 12, 225: 17, 227: 20, 231: 13, 232: 25, 235: 13, 236: 13,
        241: 14, 242: 14, 251: 15, 261: 16, 271: 3, 272: 3, 273: 3, 274: 3, 346: 38, 347: 38,
    ]
}
