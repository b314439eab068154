// What the corpus tests share: generating a corpus in-process, and reading the order of keys in a JSON line, which
// JSONSerialization does not keep.

import Foundation
import Testing
@testable import ReplayCorpus

enum Corpus {
    static let focus = Int(CorpusSpec.focusAccountID)

    /// The corpus's lines, each without its newline; fails the test unless the text ends with one.
    static func lines(_ spec: CorpusSpec) -> [String] {
        let text = String(decoding: bytes(spec), as: UTF8.self)
        #expect(text.isEmpty || text.hasSuffix("\n"))
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func bytes(_ spec: CorpusSpec) -> [UInt8] {
        var bytes: [UInt8] = []
        CorpusGenerator(spec: spec).generate { bytes += $0 }
        return bytes
    }

    static func records(_ spec: CorpusSpec) throws -> [[String: Any]] {
        try lines(spec).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line.prefix(80))")
        }
    }
}

extension [String: Any] {
    var players: [[String: Any]] { self["players"] as? [[String: Any]] ?? [] }

    /// The player row of `account`, if it shows in this match.
    func player(_ account: Int) -> [String: Any]? {
        players.first { $0["account_id"] as? Int == account }
    }
}

/// The keys of every object in one line of compact JSON, in the order written, each with the key its object (or the
/// array holding it) sits under; nil for the top-level object.
func objectKeys(_ line: String) -> [(parent: String?, keys: [String])] {
    struct Container {
        let isObject: Bool
        let parent: String?
        var keys: [String] = []
    }
    var stack: [Container] = []
    var found: [(parent: String?, keys: [String])] = []
    var expectingKey = false
    var lastKey: String?
    var characters = line.makeIterator()
    while let character = characters.next() {
        switch character {
        case "{", "[":
            let parent = stack.last.map { $0.isObject ? lastKey : $0.parent } ?? nil
            stack.append(Container(isObject: character == "{", parent: parent))
            expectingKey = character == "{"
        case "}", "]":
            let closed = stack.removeLast()
            if closed.isObject { found.append((closed.parent, closed.keys)) }
        case ",":
            expectingKey = stack.last?.isObject == true
        case "\"":
            var text = ""
            while let next = characters.next(), next != "\"" {
                text.append(next == "\\" ? characters.next() ?? next : next)
            }
            if expectingKey {
                stack[stack.count - 1].keys.append(text)
                lastKey = text
                expectingKey = false
            }
        default:
            continue
        }
    }
    return found
}
