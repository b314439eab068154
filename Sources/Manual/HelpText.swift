// A command's discussion as --help prints it, taken apart for a manual page: paragraphs of prose, indented blocks
// shown as they are, and the examples, which move to the page's EXAMPLES section (or, for steam-mcp, to a tool's
// schema).

public struct HelpText: Sendable {
    enum Block: Equatable {
        case paragraph(String)
        case literal([String])
    }

    var blocks: [Block] = []
    /// The lines under "Examples:", continuations and all, without their two-space indent.
    public var examples: [String] = []

    public init(_ discussion: String) {
        for paragraph in discussion.split(separator: "\n\n") where !paragraph.isEmpty {
            var lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.first == "Examples:" {
                examples += lines.dropFirst().map { String($0.dropFirst(2)) }
                continue
            }
            while !lines.isEmpty {
                let indented = lines.prefix { $0.hasPrefix(" ") }
                if !indented.isEmpty {
                    blocks.append(.literal(indented.map { String($0.dropFirst(2)) }))
                    lines.removeFirst(indented.count)
                }
                let prose = lines.prefix { !$0.hasPrefix(" ") }
                if !prose.isEmpty {
                    blocks.append(.paragraph(prose.joined(separator: " ")))
                    lines.removeFirst(prose.count)
                }
            }
        }
    }

    /// The blocks as plain text, the examples left out: paragraphs on one line each, indented blocks as they are.
    public var prose: String {
        blocks.map { block in
            switch block {
            case .paragraph(let text): text
            case .literal(let lines): lines.map { "  " + $0 }.joined(separator: "\n")
            }
        }.joined(separator: "\n\n")
    }

    /// The blocks as mdoc lines, a paragraph break before each.
    func mdoc() -> [String] {
        blocks.flatMap { block -> [String] in
            switch block {
            case .paragraph(let text): [".Pp"] + MDoc.text(text)
            case .literal(let lines): MDoc.literalBlock(lines)
            }
        }
    }
}
