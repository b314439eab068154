// Value sets tab completion offers that no Swift type spells out (an enum's cases complete by themselves).
import ArgumentParser
import SteamModels

extension CompletionKind {
    /// Every hero as one shell word. The options take any spelling of the name, or the id; completion offers one.
    public static var heroes: CompletionKind { .list(HeroTable.builtIn.typedNames) }
}
