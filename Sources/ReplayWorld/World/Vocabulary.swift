// Word lists the generator draws names, games and places from, including the non-ASCII names real profiles have.

enum Vocabulary {
    static let vanityWords = [
        "kestrel", "dusk", "warden", "ember", "frost", "raven", "lynx", "quill", "marrow", "thorn",
        "cinder", "hollow", "vesper", "gale", "drift", "ash", "briar", "coral", "flint", "grove",
        "haze", "iris", "jade", "kite", "lumen", "moss", "nova", "onyx", "pike", "quartz",
        "rune", "sable", "tide", "umber", "vale", "wisp", "yarrow", "zephyr", "otter", "badger",
        "heron", "falcon", "wolf", "fox", "bear", "moth", "wren", "crow", "mantis", "basilisk",
        "golem", "wyrm", "sprite", "nomad", "pilgrim", "tinker", "bard", "monk", "rogue", "sage",
        "scout", "smith", "keeper", "hunter", "rider", "caller", "walker", "weaver", "breaker", "bringer",
    ]

    /// Names with accents and other Latin letters outside ASCII.
    static let accentedNames = [
        "Zoë", "Renée", "Łukasz", "Søren", "Ærin", "Çağrı", "Dvořák", "José", "Ñandú", "Ødegaard",
        "Mäuschen", "Ångström", "Þórr", "Belén", "Jürgen", "Šárka", "Naïve Ninja", "Crème Brûlée",
    ]

    static let cjkNames = [
        "龍騎士", "さくら", "影の狩人", "소나기", "猫咪", "天狗", "夜明け", "虎", "무지개", "月光",
    ]

    static let emoji = ["🐉", "🔥", "🎮", "☕", "🦊", "🌙", "⚡", "🍕", "💀", "🌵"]

    static let clanTags = ["RUN", "GG", "PUB", "LAN", "MID", "AFK", "GLHF", "EZ"]

    static let firstNames = [
        "Robin", "Ana", "José", "Mikko", "Søren", "Aiko", "Wei", "Fatima", "Olu", "Chloé",
        "Łucja", "Ivan", "Priya", "Mateo", "Hana", "Noah", "Zoë", "Erik",
    ]

    static let lastNames = [
        "Walker", "Álvarez", "Virtanen", "Nørgaard", "Tanaka", "Li", "Haddad", "Okafor", "Dubois",
        "Kowalska", "Petrov", "Sharma", "García", "Kim", "Smith", "Müller", "O'Brien",
    ]

    /// Real names written in mathematical double-struck letters, as one live capture showed.
    static let styledRealNames = ["𝕁𝕒𝕟𝕖 𝔻𝕠𝕖", "𝔸𝕝𝕖𝕩 ℝ𝕚𝕧𝕖𝕣𝕤"]

    static let games = [
        GameInPlay(id: "570", name: "Dota 2"),
        GameInPlay(id: "730", name: "Counter-Strike 2"),
        GameInPlay(id: "440", name: "Team Fortress 2"),
        GameInPlay(id: "620", name: "Portal 2"),
        GameInPlay(id: "105600", name: "Terraria"),
        GameInPlay(id: "252490", name: "Rust"),
        GameInPlay(id: "1086940", name: "Baldur's Gate 3"),
    ]

    /// Country codes with some of their Steam state codes; an empty list means Steam has no states there.
    static let regions: [(country: String, states: [String])] = [
        ("US", ["WA", "CA", "TX", "NY"]), ("DE", ["16", "02", "07"]), ("SE", ["26", "28"]),
        ("BR", ["27", "15"]), ("JP", ["40", "13"]), ("RU", ["48", "66"]), ("PH", []),
        ("FI", []), ("CN", ["22"]), ("GB", ["H9", "E4"]), ("PE", []),
    ]

    /// Mostly 0; the rest are flags real summaries carry (e.g. 512, 1024, 2048 for web, mobile and big picture clients).
    static let personaStateFlags = [0, 0, 0, 0, 0, 0, 0, 512, 1024, 2048]
}
