// Decides which requests a fault with a probability hits: a pure function of the replay's seed and the request, so
// that a run with --jobs 8 meets the same failures whatever order its requests arrive in.
import ReplayWorld

/// One number in [0, 1) per request: SplitMix64 over the seed and an FNV-1a hash of the method, path and query (the
/// key left out, so a rotated key does not move the failures). The same request always draws the same number, which
/// makes such a fault persistent per input: every retry of a hit request is hit again.
struct FaultDraw {
    let value: Double

    init(seed: UInt64, request: ReplayRequest) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let identity = [request.method, request.path, Query.withoutKey(request.query.raw)].joined(separator: " ")
        for byte in identity.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var generator = SplitMix64(seed: seed ^ hash)
        value = Double(generator.next() >> 11) / Double(UInt64(1) << 53)
    }

    func falls(below probability: Double) -> Bool {
        value < probability
    }
}
