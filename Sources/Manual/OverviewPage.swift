// steam-pipes(7): the toolkit as a whole. The tools (each one's own abstract), how records flow between them, the
// store, rates, the variables and files, exit statuses, and the README's cookbook.
import ArgumentParserToolInfo

public struct OverviewPage {
    let tools: [CommandInfoV0]
    /// docs/manual/steam-pipes.md: how records flow, the store, rates and the rest every tool shares.
    let reference: MarkdownManual
    let recipes: [Recipe]

    public init(tools: [CommandInfoV0], reference: MarkdownManual, recipes: [Recipe]) {
        self.tools = tools
        self.reference = reference
        self.recipes = recipes
    }

    public let fileName = "steam-pipes.7"

    public func render() -> String {
        var lines = ManualPage.preamble(title: "steam-pipes", section: 7)
        lines += [".Sh NAME", ".Nm steam-pipes", ".Nd Steam and Dota 2 data as newline-delimited JSON, for pipes"]
        // The reference's opening paragraphs, the tools, then its subsections.
        let described = reference.mdoc()
        let opening = described.prefix { !$0.hasPrefix(".Ss") }
        lines += [".Sh DESCRIPTION"] + opening + [".Bl -tag -width Ds"]
        for tool in tools {
            lines += [".It Xr \(tool.commandName) 1"] + MDoc.text(tool.abstract ?? "")
        }
        lines += [".El"] + described.dropFirst(opening.count)
        lines += ManualPage.sharedSections(tool: nil)
        lines += [".Sh EXAMPLES"]
        for recipe in recipes {
            lines += [".Ss " + MDoc.argument(MarkdownManual.plain(recipe.title))]
            lines += MDoc.text(MarkdownManual.plain(recipe.prose.joined(separator: " ")))
            lines += MDoc.literalBlock(recipe.commands)
        }
        lines += ManualPage.seeAlso(tools.map { ($0.commandName, 1) })
        return MDoc.page(lines)
    }
}
