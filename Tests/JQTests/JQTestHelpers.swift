// JQTestHelpers.swift: shorthand for running a jq program on JSON written as a Swift string.
import Foundation
import JQ

extension JQProgram {
    /// Applies the program to `json` and returns each result as a string.
    func results(for json: String) throws -> [String] {
        try apply(Data(json.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
}
