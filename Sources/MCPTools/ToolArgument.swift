// One argument of a subcommand as an input of its MCP tool, and the translation of an agent's arguments object back
// into the command line the subcommand parses. Values are taken as a shell user types them: text, which the command
// itself checks as it checks a typed one, so its own message names any value it refuses.
import ArgumentParserToolInfo
import SteamModels

public struct ToolArgument: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        /// `--summaries`: true gives the flag, false or absent leaves it out.
        case flag
        /// `-v -v`: a count of times.
        case countedFlag
        /// `--limit 20`.
        case option
        /// `--hero pudge --hero axe`: an array, each element its own `--hero`.
        case repeatedOption
        /// `<field>`.
        case positional
        /// `<inputs> …`.
        case repeatedPositional
    }

    /// The JSON name: a flag's or option's long name without its dashes, a positional's value name.
    public let property: String
    /// What goes on the command line before a value: `--limit`; nil for a positional.
    public let spelling: String?
    public let form: Form
    public let allowedValues: [String]?
    public let defaultValue: String?
    public let help: String
    public let isRequired: Bool

    /// nil for an argument that is hidden, withheld or has no long name to give it by.
    init?(_ info: ArgumentInfoV0) {
        guard info.shouldDisplay else { return nil }
        if info.kind == .positional {
            guard let valueName = info.valueName else { return nil }
            property = valueName
            spelling = nil
            form = info.isRepeating ? .repeatedPositional : .positional
        } else {
            guard let long = (info.names ?? []).first(where: { $0.kind == .long }),
                  ToolCatalog.withheldOptions[long.name] == nil else { return nil }
            property = long.name
            spelling = "--" + long.name
            form = switch (info.kind, info.isRepeating) {
            case (.flag, false): .flag
            case (.flag, true): .countedFlag
            case (_, false): .option
            case (_, true): .repeatedOption
            }
        }
        allowedValues = info.allValueStrings.flatMap { $0.isEmpty ? nil : $0 }
        defaultValue = info.defaultValue.flatMap { $0.isEmpty ? nil : $0 }
        var help = info.abstract ?? ""
        if let discussion = info.discussion, !discussion.isEmpty { help += " " + discussion }
        self.help = help
        isRequired = !info.isOptional && info.kind != .flag
    }

    var schema: JSONValue {
        let description = JSONValue.string(help)
        let enumeration = allowedValues.map(JSONValue.strings)
        return switch form {
        case .flag:
            jsonObject(["type": .string("boolean"), "description": description])
        case .countedFlag:
            jsonObject(["type": .string("integer"), "minimum": .integer(0), "description": description])
        case .option, .positional:
            jsonObject([
                "type": .string("string"), "enum": enumeration, "default": defaultValue.map(JSONValue.string),
                "description": description,
            ])
        case .repeatedOption, .repeatedPositional:
            jsonObject([
                "type": .string("array"), "items": jsonObject(["type": .string("string"), "enum": enumeration]),
                "description": description,
            ])
        }
    }
}

/// An arguments object that no command line can be made of, named by the property at fault.
public struct ArgumentProblem: Error, Equatable, CustomStringConvertible {
    public let property: String
    public let problem: String

    public var description: String { "argument '\(property)': \(problem)" }
}

extension CatalogTool {
    /// The command line (after steam-pipes) that `arguments` ask for: the subcommand's words, then each option and
    /// flag in the order the command declares them, then `--` and the positionals, so that a value starting with
    /// `-` is never taken for a flag.
    public func commandLine(_ given: JSONObject) throws(ArgumentProblem) -> [String] {
        let known = Set(arguments.map(\.property) + ToolCatalog.addedProperties(aggregatesMatches: aggregatesMatches))
        if let unknown = given.fields.map(\.name).first(where: { !known.contains($0) }) {
            throw ArgumentProblem(property: unknown, problem: "\(name) takes no such argument; tools/list gives its schema")
        }
        var options: [String] = [], positionals: [String] = []
        for argument in arguments {
            guard let value = given[argument.property], value != .null else {
                if argument.isRequired { throw ArgumentProblem(property: argument.property, problem: "is required") }
                continue
            }
            switch argument.form {
            case .flag:
                guard case .bool(let on) = value else { throw argument.mistyped(value, "true or false") }
                if on { options.append(argument.spelling!) }
            case .countedFlag:
                guard let count = value.wholeNumber, (0...64).contains(count) else {
                    throw argument.mistyped(value, "a count from 0 to 64")
                }
                options += Array(repeating: argument.spelling!, count: count)
            case .option:
                options += [argument.spelling!, try argument.text(value)]
            case .repeatedOption:
                for element in try argument.elements(value) { options += [argument.spelling!, try argument.text(element)] }
            case .positional:
                positionals.append(try argument.text(value))
            case .repeatedPositional:
                positionals += try argument.elements(value).map { element throws(ArgumentProblem) in try argument.text(element) }
            }
        }
        return path.dropFirst().map { $0 } + options + (positionals.isEmpty ? [] : ["--"] + positionals)
    }
}

extension ToolArgument {
    /// A value as the command line's text. Numbers are taken as their shell spelling, since an agent sends 20 for
    /// `--limit` as readily as "20".
    func text(_ value: JSONValue) throws(ArgumentProblem) -> String {
        switch value {
        case .string(let text):
            guard !text.unicodeScalars.contains("\u{0}") else {
                throw ArgumentProblem(property: property, problem: "holds a NUL character, which no command line can")
            }
            if let allowedValues, !allowedValues.contains(text) {
                throw ArgumentProblem(property: property, problem: "'\(text)' is not one of \(allowedValues.joined(separator: ", "))")
            }
            return text
        case .number(let text): return text
        default: throw mistyped(value, "a string")
        }
    }

    func elements(_ value: JSONValue) throws(ArgumentProblem) -> [JSONValue] {
        switch value {
        case .array(let elements): elements
        case .string, .number: [value]
        default: throw mistyped(value, "an array of strings")
        }
    }

    func mistyped(_ value: JSONValue, _ expected: String) -> ArgumentProblem {
        ArgumentProblem(property: property, problem: "must be \(expected), not \(value.kind)")
    }
}
