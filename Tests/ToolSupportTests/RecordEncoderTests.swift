// RecordEncoder: compact JSON in the order a record encodes its fields, escaped as RFC 8259 asks, and the same
// bytes that Foundation's decoder reads back.
import Foundation
import SteamModels
import Testing
@testable import ToolSupport

@Suite struct RecordEncoderTests {
    struct Inner: Codable, Equatable {
        let name: String
        let values: [Int]
    }

    struct Record: Codable, Equatable {
        let zeta: String
        let alpha: UInt64
        let count: Int
        let ratio: Double
        let flag: Bool
        let missing: String?
        let inner: Inner
        let list: [Inner]
        let small: UInt32
    }

    let record = Record(
        zeta: "quote \" backslash \\ tab \t newline \n bell \u{7} slash / 漢字 😀", alpha: UInt64.max, count: -5,
        ratio: 0.1, flag: true, missing: nil, inner: Inner(name: "in", values: [1, 2]), list: [Inner(name: "a", values: [])],
        small: 22202)

    @Test func fieldsComeInDeclarationOrderWithOptionalsLeftOut() throws {
        let text = String(decoding: try RecordEncoder.encode(record), as: UTF8.self)
        #expect(text == #"{"zeta":"quote \" backslash \\ tab \t newline \n bell \u0007 slash / 漢字 😀","alpha":18446744073709551615,"count":-5,"ratio":0.1,"flag":true,"inner":{"name":"in","values":[1,2]},"list":[{"name":"a","values":[]}],"small":22202}"#)
    }

    @Test func foundationReadsItBack() throws {
        #expect(try JSONDecoder().decode(Record.self, from: RecordEncoder.encode(record)) == record)
    }

    /// A record that encodes through two containers and a nested one filled later, as FriendWithSummary does.
    struct Layered: Encodable {
        enum Outer: String, CodingKey { case first, nested, last }
        enum Deep: String, CodingKey { case value }

        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Outer.self)
            try outer.encode(1, forKey: .first)
            var nested = outer.nestedContainer(keyedBy: Deep.self, forKey: .nested)
            try outer.encode(3, forKey: .last)
            try nested.encode("filled after", forKey: .value)
            var again = encoder.container(keyedBy: Deep.self)
            try again.encode("second container", forKey: .value)
        }
    }

    @Test func laterFilledContainersLandInTheirPlace() throws {
        let text = String(decoding: try RecordEncoder.encode(Layered()), as: UTF8.self)
        #expect(text == #"{"first":1,"nested":{"value":"filled after"},"last":3,"value":"second container"}"#)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreAnError(value: Double) {
        #expect(throws: EncodingError.self) { try RecordEncoder.encode([value]) }
    }

    @Test func wholeDoublesLoseTheirFraction() throws {
        #expect(String(decoding: try RecordEncoder.encode([2.0, -0.5, 1e300]), as: UTF8.self) == "[2,-0.5,1e+300]")
    }

    /// Identity writes its own JSON for speed; a field added to the model and not to that writing would be dropped
    /// from every record without a word, so the two are held to the same bytes, every optional both set and not.
    @Test func anIdentityWritesWhatItsEncodingGives() throws {
        var full = Identity(input: "quote \" \u{7} 漢字", id: SteamID(accountID: 22202), vanity: "gabelogannewell")
        full.personaname = "Rabscuttle \\ \n"
        full.signed_in_at = "2026-01-01T00:00:00Z"
        let cases = [full, Identity(input: nil, id: SteamID(id64: 76561197960265729)), Identity(input: "", id: SteamID(accountID: 1))]
        for identity in cases {
            #expect(try RecordEncoder.encode(identity) == RecordEncoder.encodedByCoding(identity))
        }
    }
}
