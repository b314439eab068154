// The README's shell blocks, each with the "## " section and "### " heading it stands under, and its cookbook read
// as recipes from them: the overview page carries the recipes, so they are written once, in the README, and the
// README's test runs the same blocks.

public struct ShellBlock: Equatable, Sendable {
    /// The "## " section the block stands in; "" before the first.
    public let section: String
    /// The "### " heading above it in that section, if any.
    public let heading: String?
    /// The text lines between the heading (or the block before) and this block.
    public let prose: [String]
    public let lines: [String]
}

public struct Recipe: Equatable, Sendable {
    public let title: String
    public let prose: [String]
    public let commands: [String]
}

public enum Cookbook {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "README.md has no \"## Cookbook\" section with \"### \" recipes" }
    }

    /// Every ```sh block of a Markdown text, in order.
    public static func shellBlocks(in markdown: String) -> [ShellBlock] {
        var blocks: [ShellBlock] = []
        var section = "", heading: String?, prose: [String] = [], code: [String]?, otherFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if otherFence {
                otherFence = !line.hasPrefix("```")
            } else if let lines = code {
                if line.hasPrefix("```") {
                    blocks.append(ShellBlock(section: section, heading: heading, prose: prose, lines: lines))
                    prose = []
                    code = nil
                } else {
                    code = lines + [line]
                }
            } else if line.hasPrefix("```sh") {
                code = []
            } else if line.hasPrefix("```") {
                // Another language's block: its lines are neither prose nor headings.
                otherFence = true
            } else if line.hasPrefix("## ") {
                (section, heading, prose) = (String(line.dropFirst(3)), nil, [])
            } else if line.hasPrefix("### ") {
                (heading, prose) = (String(line.dropFirst(4)), [])
            } else if !line.isEmpty {
                prose.append(line)
            }
        }
        return blocks
    }

    /// The blocks under "### " headings of the "## Cookbook" section.
    public static func recipes(inReadme readme: String) throws -> [Recipe] {
        let recipes = shellBlocks(in: readme).filter { $0.section == "Cookbook" }.compactMap { block in
            block.heading.map { Recipe(title: $0, prose: block.prose, commands: block.lines) }
        }
        guard !recipes.isEmpty else { throw Missing() }
        return recipes
    }
}
