// The README's cookbook read as recipes: each "### " heading of its "## Cookbook" section, the prose under it and
// its shell block. The overview page carries them, so the recipes are written once, in the README.

public struct Recipe: Equatable, Sendable {
    public let title: String
    public let prose: [String]
    public let commands: [String]
}

public enum Cookbook {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "README.md has no \"## Cookbook\" section with \"### \" recipes" }
    }

    public static func recipes(inReadme readme: String) throws -> [Recipe] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "## Cookbook") else { throw Missing() }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        var recipes: [Recipe] = []
        var title: String?, prose: [String] = [], commands: [String] = [], inBlock = false
        func finish() {
            if let title, !commands.isEmpty { recipes.append(Recipe(title: title, prose: prose, commands: commands)) }
            prose = []
            commands = []
        }
        for line in section {
            if line.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock {
                commands.append(line)
            } else if line.hasPrefix("### ") {
                finish()
                title = String(line.dropFirst(4))
            } else if title != nil, !line.isEmpty {
                prose.append(line)
            }
        }
        finish()
        guard !recipes.isEmpty else { throw Missing() }
        return recipes
    }
}
