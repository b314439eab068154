// The facts OpenDota derives from a match's time and server: the patch (dotaconstants' patch list, by release
// time) and the region (dotaconstants' cluster table). Matches in OpenDota's own JSON carry both already.

public enum DotaConstants {
    public struct Patch: Sendable {
        /// OpenDota's patch index, the value of its `patch` field and filter.
        public let index: Int64
        public let name: String
        /// Release time, unix seconds UTC.
        public let released: Int64
    }

    /// dotaconstants' patch.json: index, name and release time (seconds; the milliseconds dropped).
    public static let patches: [Patch] = [
        ("6.70", 1_293_148_800), ("6.71", 1_295_568_000), ("6.72", 1_303_862_400), ("6.73", 1_324_684_800),
        ("6.74", 1_331_337_600), ("6.75", 1_348_963_200), ("6.76", 1_350_777_600), ("6.77", 1_355_529_600),
        ("6.78", 1_369_872_000), ("6.79", 1_385_251_200), ("6.80", 1_390_780_800), ("6.81", 1_398_729_600),
        ("6.82", 1_411_516_800), ("6.83", 1_418_774_400), ("6.84", 1_430_427_600), ("6.85", 1_443_124_800),
        ("6.86", 1_450_296_000), ("6.87", 1_461_632_400), ("6.88", 1_465_718_400), ("7.00", 1_481_587_200),
        ("7.01", 1_482_289_200), ("7.02", 1_486_612_800), ("7.03", 1_489_622_400), ("7.04", 1_490_292_000),
        ("7.05", 1_491_775_200), ("7.06", 1_494_860_400), ("7.07", 1_509_490_800), ("7.08", 1_517_443_200),
        ("7.09", 1_518_652_800), ("7.10", 1_519_862_400), ("7.11", 1_521_072_000), ("7.12", 1_522_281_600),
        ("7.13", 1_523_491_200), ("7.14", 1_524_700_800), ("7.15", 1_525_910_400), ("7.16", 1_527_379_200),
        ("7.17", 1_528_588_800), ("7.18", 1_529_798_400), ("7.19", 1_532_908_800), ("7.20", 1_542_650_400),
        ("7.21", 1_548_784_800), ("7.22", 1_558_742_400), ("7.23", 1_574_791_200), ("7.24", 1_580_083_200),
        ("7.25", 1_584_468_000), ("7.26", 1_587_168_000), ("7.27", 1_593_388_800), ("7.28", 1_608_249_600),
        ("7.29", 1_618_012_800), ("7.30", 1_629_255_201), ("7.31", 1_645_659_974), ("7.32", 1_661_307_392),
        ("7.33", 1_682_040_176), ("7.34", 1_691_539_875), ("7.35", 1_702_570_063), ("7.36", 1_716_441_965),
        ("7.37", 1_722_497_427), ("7.38", 1_739_972_909), ("7.39", 1_747_956_961), ("7.40", 1_765_846_240),
        ("7.41", 1_774_313_459),
    ].enumerated().map { Patch(index: Int64($0.offset), name: $0.element.0, released: $0.element.1) }

    /// The patch a match started in: the last one released at or before its start; nil before the first.
    public static func patch(at startTime: Int64) -> Int64? {
        var low = 0
        var high = patches.count
        while low < high {
            let middle = (low + high) / 2
            if patches[middle].released <= startTime { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : patches[low - 1].index
    }

    /// A patch given by index ("55") or name ("7.36").
    public static func patch(named text: String) -> Int64? {
        if let patch = patches.first(where: { $0.name == text }) { return patch.index }
        if let index = Int64(text), patches.indices.contains(Int(index)) { return index }
        return nil
    }

    /// dotaconstants' cluster.json: server cluster to region id.
    public static func region(ofCluster cluster: Int64) -> Int64? { clusterRegions[cluster] }

    private static let clusterRegions: [Int64: Int64] = {
        let groups: [(clusters: [Int64], region: Int64)] = [
            ([111, 112, 113, 114, 117, 118], 1), ([121, 122, 123, 124], 2),
            ([131, 132, 133, 134, 135, 136, 137, 138, 271, 272, 273, 274], 3), ([141, 142, 143, 144, 145], 19),
            ([151, 152, 153, 154, 155, 156], 5), ([161, 162, 163], 6), ([171, 172], 7),
            ([181, 182, 183, 184, 185, 186, 187, 188], 8), ([191, 192, 193], 9), ([200, 201, 202, 203, 204], 10),
            ([211, 212, 213, 214], 11), ([221, 222, 224], 12), ([223], 18), ([225], 17), ([227], 20),
            ([231, 235, 236], 13), ([232], 25), ([241, 242], 14), ([251], 15), ([261], 16), ([346, 347], 38),
        ]
        var table: [Int64: Int64] = [:]
        for group in groups { for cluster in group.clusters { table[cluster] = group.region } }
        return table
    }()
}
