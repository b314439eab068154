// Word lists the catalog draws app names, achievements, stats and news from.

enum GameVocabulary {
    static let titleWords = [
        "Iron", "Hollow", "Star", "Crimson", "Silent", "Lost", "Broken", "Neon", "Frozen", "Ember", "Shadow", "Sky",
        "Deep", "Wild", "Last", "Ancient", "Rusty", "Golden", "Void", "Storm", "Pixel", "Dungeon", "Harbor", "Orbit",
        "Kingdom", "Forge", "Garden", "Circuit", "Legion", "Frontier", "Echo", "Tavern", "Citadel", "Drift", "Rogue",
    ]

    static let titleNouns = [
        "Knights", "Tactics", "Odyssey", "Protocol", "Farm", "Racer", "Siege", "Chronicles", "Survivors", "Colony",
        "Dynasty", "Arena", "Outpost", "Legends", "Simulator", "Heist", "Saga", "Voyage", "Mechanic", "Defense",
    ]

    /// Endings real store names have, trademark signs and all.
    static let titleSuffixes = ["", "", "", "", " II", " 3", ": Remastered", "™", ": Definitive Edition", " Online", " VR"]

    static let achievementVerbs = [
        "WIN", "KILL", "BUILD", "COLLECT", "FINISH", "CRAFT", "EXPLORE", "SURVIVE", "RESCUE", "DEFEAT", "PLAY", "EARN",
    ]

    static let achievementTitles = [
        "First Steps", "Coming in Hot", "Untouchable", "Hoarder", "Marathon", "Night Owl", "Perfectionist",
        "Sharpshooter", "Pacifist", "Speed Demon", "Collector", "Veteran", "Explorer", "Lucky Break", "Iron Will",
    ]

    static let statSubjects = [
        "Kills", "Deaths", "Wins", "Losses", "DamageDealt", "Healing", "Distance", "Coins", "Headshots", "Assists",
        "Jumps", "ItemsCrafted", "Rounds", "Score", "TimePlayed",
    ]

    /// Balances that go up and down, the kind of value Valve stores as a net stat.
    static let netStatSubjects = ["BuildingsDestroyed", "ReputationNet", "GoldBalance", "RankPoints", "KarmaNet"]

    static let newsTitles = [
        "Update Released", "Patch Notes", "Weekend Sale", "Community Spotlight", "Major Update", "Hotfix",
        "Developer Diary", "Roadmap", "Halloween Event", "Winter Update",
    ]

    static let newsSentences = [
        "An update has been released and will be applied automatically when you restart the game.",
        "Fixed a crash that could happen when joining a server during a map change.",
        "Improved matchmaking times in regions with few players.",
        "The event runs until the end of the month; every player gets a free item for taking part.",
        "Balance changes to several weapons, based on your feedback from the last season.",
        "Thanks to everyone who reported the audio bug: it is fixed in this patch.",
        "New maps join the rotation, and two older ones come back with fresh lighting.",
        "Servers will be down for maintenance for about an hour.",
    ]

    /// External feeds: (feedname, feedlabel).
    static let externalFeeds = [("pcgamer", "PC Gamer"), ("rps", "Rock, Paper, Shotgun"), ("eurogamer", "Eurogamer")]

    static let newsTags = [["patchnotes"], ["mod_reviewed", "mod_require_rereview"], ["event"], ["patchnotes", "hotfix"]]
}
