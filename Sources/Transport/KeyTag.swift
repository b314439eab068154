// KeyTag: the name a key's own state goes by (its rate buckets, the answers it was given), never the key itself.

public enum KeyTag {
    /// 64-bit FNV-1a of the key, in hex: stable across processes and runs (unlike Hasher), and it keeps the key itself
    /// off the disk.
    public static func of(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
