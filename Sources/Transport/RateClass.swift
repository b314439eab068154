// RateClass: a group of endpoints that shares one rate bucket per key, with the most the server tolerates for it.

import FoundationEssentials
import FoundationGaps
import Glibc

public struct RateClass: Hashable, Sendable {
    /// Names the class's bucket file beside the key's hash, so it is kept to
    /// letters, digits, '-' and '_' there.
    public let name: String
    /// The most requests per second this class tolerates whatever the
    /// configured rate says; nil when only the configured rate applies.
    /// (Valve's GetMatchHistoryBySequenceNum answers 429 beyond about one request in 5 s.)
    public let ceiling: Double?
    /// nil for the client's own service, whose requests also stay within the configured rate. Another service's
    /// class (OpenDota's) holds that service's key instead, empty for none: its bucket is counted per that key, at
    /// its ceiling alone, and draws nothing from the configured rate.
    public let separateKey: String?
    /// The option that sets the class's rate (`--sequence-rate`), which every message about that rate names.
    public let flag: String

    public init(name: String, ceiling: Double? = nil, separateKey: String? = nil, flag: String = RateClass.standardFlag) {
        self.name = name
        self.ceiling = ceiling
        self.separateKey = separateKey
        self.flag = flag
    }

    /// The option that sets the configured rate.
    public static let standardFlag = "--rate"

    /// Endpoints that bear the configured rate as it is.
    public static let standard = RateClass(name: "standard")

    /// The configured rate as it bears on this class: not at all on another service's.
    func applicable(configured: Double?) -> Double? {
        separateKey == nil ? configured : nil
    }

    /// The lower of the configured rate and the ceiling; nil when neither limits.
    func effectiveRate(configured: Double?) -> Double? {
        switch (configured, ceiling) {
        case (let configured?, let ceiling?): min(configured, ceiling)
        case (let configured?, nil): configured
        case (nil, let ceiling): ceiling
        }
    }

    /// A rate as a user types it: 0.3 as "0.3" and 5 as "5"; a learned one such as 0.175000000001 as "0.175".
    public static func spoken(_ rate: Double) -> String {
        rate == rate.rounded() && abs(rate) < 1e15 ? String(Int(rate)) : CFormat.string("%.4g", rate)
    }

    /// The name as it may appear in a file name: anything else becomes '_'.
    var fileNameComponent: String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                ? Character(scalar) : "_"
        }
        return String(kept)
    }
}
