// Fields Valve added to the match object within the corpus's span, left out of records that start before them:
// hero_variant came with facets in 7.36 (2024-05-23); item_neutral2 with 7.38's neutral enchantments (2025-02-19);
// team_number and team_slot are first seen in 2025 data, dated here to 7.38 too.
import ReplayWorld

enum CorpusEras {
    /// 7.36, 2024-05-23T05:26:05Z.
    static let facets = 1_716_441_965
    /// 7.38, 2025-02-19T13:48:29Z.
    static let enchantments = 1_739_972_909

    static func applyFields(of startTime: Int, to record: inout MatchRecord) {
        for seat in record.players.indices {
            if startTime < facets { record.players[seat].heroVariant = nil }
            if startTime < enchantments {
                record.players[seat].itemNeutral2 = nil
                record.players[seat].teamNumber = nil
                record.players[seat].teamSlot = nil
            }
        }
    }
}
