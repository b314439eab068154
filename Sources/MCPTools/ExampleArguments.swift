// A help example as the arguments object its tool would take: the examples each input schema carries, so an agent
// sees real calls, and a test checks that each validates against the schema it sits in.
import SteamModels

enum ExampleArguments {
    /// A help's example lines as whole commands: a line ending in `\\` goes on with the next.
    static func commands(_ lines: [String]) -> [String] {
        var commands: [String] = [], current = ""
        for line in lines {
            current += line
            if current.unicodeScalars.last == "\\" {
                current.unicodeScalars.removeLast()
                current += " "
            } else {
                commands.append(current)
                current = ""
            }
        }
        if !current.isEmpty { commands.append(current) }
        return commands
    }

    /// The arguments of the first command of `example` (its lines joined) that calls `tool`, when every word of that
    /// command is one of the tool's served arguments; nil when none does. Examples with shell syntax beyond words,
    /// quotes, pipes and stdin from a file (output redirections, substitutions, loops) say nothing an arguments object
    /// can.
    static func arguments(of example: String, for tool: CatalogTool) -> JSONObject? {
        guard let commands = pipeline(example) else { return nil }
        for words in commands {
            if let arguments = arguments(ofCommand: words, for: tool) { return arguments }
        }
        return nil
    }

    /// The words of each command of a pipeline; nil when it holds shell syntax other than quoting and `|`.
    static func pipeline(_ line: String) -> [[String]]? {
        var commands: [[String]] = [], words: [String] = [], word: String? = nil
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case " ", "\t", "\n":
                if let finished = word { words.append(finished) }
                word = nil
            case "|":
                if let finished = word { words.append(finished) }
                word = nil
                commands.append(words)
                words = []
            case "'", "\"":
                guard let close = scalars.firstIndex(of: scalar) else { return nil }
                let quoted = String(String.UnicodeScalarView(scalars[..<close]))
                if scalar == "\"", quoted.unicodeScalars.contains(where: { "$`\\".unicodeScalars.contains($0) }) { return nil }
                word = (word ?? "") + quoted
                scalars = scalars[scalars.index(after: close)...]
            case "\\":
                guard let next = scalars.popFirst() else { return nil }
                word = (word ?? "") + String(next)
            case "<":
                // `< matches.ndjson`: stdin from a file, which a call gives as stdin or matches_of instead.
                if let finished = word { words.append(finished) }
                word = nil
                while scalars.first == " " { scalars.removeFirst() }
                let end = scalars.firstIndex { " |".unicodeScalars.contains($0) } ?? scalars.endIndex
                guard end != scalars.startIndex else { return nil }
                scalars = scalars[end...]
            case ">", "$", "`", ";", "&", "(", ")", "*", "?", "#":
                return nil
            default:
                word = (word ?? "") + String(scalar)
            }
        }
        if let finished = word { words.append(finished) }
        commands.append(words)
        return commands.contains(where: \.isEmpty) ? nil : commands
    }

    private static func arguments(ofCommand words: [String], for tool: CatalogTool) -> JSONObject? {
        guard words.starts(with: [tool.path[0]]) else { return nil }
        var rest = words.dropFirst()[...]
        if rest.starts(with: tool.path.dropFirst()) {
            rest = rest.dropFirst(tool.path.count - 1)
        } else if !(tool.isDefaultSubcommand && tool.path.count == 2) || rest.first.map(tool.siblingNames.contains) == true {
            return nil
        }
        let byName = Dictionary(tool.arguments.compactMap { argument in argument.spelling.map { ($0, argument) } }) { first, _ in first }
        let positionals = tool.arguments.filter { $0.spelling == nil }
        var arguments = JSONObject()
        var loose: [String] = []
        while let word = rest.popFirst() {
            // By scalar, as a shell reads words: a "-" with a combining mark after it is still a flag's dash.
            guard word.unicodeScalars.first == "-", word != "-" else {
                loose.append(word)
                continue
            }
            let parts = word.unicodeScalars.split(separator: "=", maxSplits: 1).map { String(String.UnicodeScalarView($0)) }
            guard let argument = byName[parts[0]] else { return nil }
            switch argument.form {
            case .flag:
                guard parts.count == 1 else { return nil }
                arguments.put(argument.property, .bool(true))
            case .countedFlag:
                arguments.put(argument.property, .integer((arguments[argument.property]?.wholeNumber ?? 0) + 1))
            case .option, .repeatedOption:
                guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else { return nil }
                if argument.form == .option {
                    arguments.put(argument.property, .string(value))
                } else {
                    arguments.put(argument.property, .array((arguments[argument.property]?.array ?? []) + [.string(value)]))
                }
            case .positional, .repeatedPositional:
                return nil
            }
        }
        for argument in positionals where !loose.isEmpty {
            if argument.form == .repeatedPositional {
                arguments.put(argument.property, .strings(loose))
                loose = []
            } else {
                arguments.put(argument.property, .string(loose.removeFirst()))
            }
        }
        return loose.isEmpty ? arguments : nil
    }
}
