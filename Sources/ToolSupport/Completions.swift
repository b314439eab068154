// Value sets tab completion offers that no Swift type spells out (an enum's cases complete by themselves).
import ArgumentParser
import SteamModels

extension CompletionKind {
    /// Every hero as one shell word. The options take any spelling of the name, or the id; completion offers one.
    public static var heroes: CompletionKind { .list(heroNames) }

    /// Worked out once: argument-parser builds a command's options anew many times in every run, --help included,
    /// and naming some 130 heroes each time cost stat-agg half a second of CPU before it read a line.
    private static let heroNames = HeroTable.builtIn.typedNames
}
