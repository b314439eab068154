// How many play a catalog app at a replay time: a size drawn from the app itself, and a daily tide and a jitter that
// move with the replay clock. The catalog is drawn from the world's seed, so the counts follow the seed too.
import Glibc

package enum CurrentPlayerCount {
    /// Valve counts every few minutes: within one five-minute step the count stands still.
    static let step = 300.0

    package static func count(of app: CatalogApp, at now: Double) -> Int {
        var sizes = SplitMix64(seed: identity(of: app))
        // From a few players to hundreds of thousands, most apps small, as on Steam.
        let size = Double(sizes.int(in: 0...100)) / 100
        let peak = 5 + Int(400_000 * size * size * size * size)
        let phase = Double(sizes.int(in: 0...23)) * 3_600
        let bucket = (now / step).rounded(.down)
        // The tide: a quarter down from the peak at its lowest, once a day.
        let tide = 0.875 + 0.125 * cos(2 * Double.pi * (bucket * step + phase) / 86_400)
        var jitter = SplitMix64(seed: identity(of: app) ^ UInt64(bitPattern: Int64(bucket)))
        let noise = 1 + Double(jitter.int(in: -20...20)) / 1_000
        return max(0, Int((Double(peak) * tide * noise).rounded()))
    }

    /// A pure function of the app's id and name: the same on every run, process and machine.
    private static func identity(of app: CatalogApp) -> UInt64 {
        app.name.utf8.reduce(UInt64(app.appid) ^ 0xCBF2_9CE4_8422_2325) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

}
