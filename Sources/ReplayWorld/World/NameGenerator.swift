// Draws vanity names (unique, lowercase) and display names (any Unicode) from the vocabulary.

struct VanityNamer: Sendable {
    private var taken: Set<String>

    /// `reserved` names are never drawn (the named accounts', which no vocabulary draw spells anyway).
    init(reserved: [String]) {
        taken = Set(reserved)
    }

    /// A vanity name no player has yet, e.g. `kestrel_42`, `duskwarden`, `raven1987`.
    mutating func next(rng: inout SplitMix64) -> String {
        while true {
            let candidate = Self.candidate(rng: &rng)
            if taken.insert(candidate).inserted { return candidate }
        }
    }

    private static func candidate(rng: inout SplitMix64) -> String {
        let first = rng.element(of: Vocabulary.vanityWords)
        let second = rng.element(of: Vocabulary.vanityWords)
        switch rng.int(in: 0...4) {
        case 0: return "\(first)_\(rng.int(in: 1...99))"
        case 1: return first + second
        case 2: return "\(first)\(rng.int(in: 1...9999))"
        case 3: return "\(first)_\(second)"
        default: return "the\(first)"
        }
    }
}

enum DisplayNames {
    /// A persona name in one of the styles real profiles use: plain, accented, CJK, emoji, a 𝄞, clan tags.
    static func personaname(vanity: String, rng: inout SplitMix64) -> String {
        let word = capitalized(rng.element(of: Vocabulary.vanityWords))
        switch rng.int(in: 0...99) {
        case 0..<30: return word + capitalized(rng.element(of: Vocabulary.vanityWords))
        case 30..<45: return vanity
        case 45..<57: return rng.element(of: Vocabulary.accentedNames)
        case 57..<67: return rng.element(of: Vocabulary.cjkNames)
        case 67..<77: return "\(rng.element(of: Vocabulary.emoji)) \(word)"
        case 77..<82: return "𝄞 \(word)"
        case 82..<92: return "[\(rng.element(of: Vocabulary.clanTags))] \(word)"
        default: return "xX_\(word)_Xx"
        }
    }

    static func realName(rng: inout SplitMix64) -> String {
        if rng.percent(5) { return rng.element(of: Vocabulary.styledRealNames) }
        return "\(rng.element(of: Vocabulary.firstNames)) \(rng.element(of: Vocabulary.lastNames))"
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
