// FoundationGaps against full Foundation, which the tests may link: each replacement answers as the call it
// replaced on ordinary text, and by scalar or byte where Foundation's Character-aware search would let a quote,
// a line end or a key slip past.
import Foundation
import FoundationGaps
import Testing

struct FoundationGapsTests {
    static let texts = [
        "", " ", "\t\n", "plain", "  two words \t", "\n\r\nline\r\n", "\u{00A0}nbsp\u{2003}", "\u{2028}para\u{85}",
        "é", "e\u{301}", "💥 boom", "a+b c&d=e/f?g#h", "100%", "%41%42", "%", "%4", "%zz", "%C3%A9", "%FF", "%e2%82%ac",
        "key=ABCDEF0123456789ABCDEF0123456789", "'quoted' \"double\"", "日本語 テキスト",
    ]

    @Test(arguments: texts)
    func trimmingAnswersAsFoundation(text: String) {
        #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingBlanksAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.dropFirst(0).trimmingBlanks() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: texts)
    func percentDecodingAnswersAsFoundation(text: String) {
        #expect(text.percentDecoded == text.removingPercentEncoding)
    }

    @Test(arguments: texts)
    func percentEncodingAnswersAsFoundation(text: String) {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(text.percentEncoded(allowing: .unreserved) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
        let segment = CharacterSet.urlPathAllowed.subtracting(["/"])
        #expect(text.percentEncoded(allowing: .pathSegment) == text.addingPercentEncoding(withAllowedCharacters: segment))
    }

    @Test(arguments: texts)
    func replacingAnswersAsFoundationOnPlainText(text: String) {
        for (target, replacement) in [("+", " "), ("%", "%25"), ("'", #"'\''"#), ("ab", ""), ("\r\n", "\n")] {
            #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
        }
    }

    @Test func replacingFindsWhatACharacterHides() {
        #expect("\"\u{301}".replacingEvery("\"", with: "\"\"") == "\"\"\u{301}")
        #expect("a\r\nb".replacingEvery("\r", with: "\\r") == "a\\r\nb")
        #expect("SECRETKEY\u{301}".replacingEvery("SECRETKEY", with: "REDACTED") == "REDACTED\u{301}")
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }

    @Test(arguments: texts)
    func splittingAnswersAsFoundationOnPlainText(text: String) {
        // Where no separator carries a mark, a split by scalar is Foundation's split by string.
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) else { return }
        #expect(text.split(scalar: "/", omittingEmpty: false).map(String.init) == text.components(separatedBy: "/"))
    }

    @Test func splittingFindsWhatACharacterHides() {
        // "/" and a combining mark are one Character, which a Character split passes over.
        #expect("a/\u{301}b/c".split(scalar: "/").map(String.init) == ["a", "\u{301}b", "c"])
        #expect("a/\u{301}b".split(separator: "/").count == 1)
        #expect("k=v&\u{301}x=y".split(scalar: "&").count == 2)
        #expect("a=b=c".split(scalar: "=", maxSplits: 1, omittingEmpty: false).map(String.init) == ["a", "b=c"])
    }

    @Test func markupEscapingLeavesNoMarkupOrForbiddenControl() {
        #expect("<a href=\"x\">&</a>".markupEscaped == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
        #expect("<\u{301}&\u{301}".markupEscaped == "&lt;\u{301}&amp;\u{301}", "a mark after < is still a <")
        #expect("a\u{1}\tb\n\u{FFFE}".markupEscaped == "a\u{FFFD}\tb\n\u{FFFD}")
    }

    @Test func trimmingLeavesAMarkOnTheTextItFollows() {
        #expect(" e\u{301} ".trimmingBlanks() == "e\u{301}")
        #expect(" \u{301}".trimmingBlanks() == "\u{301}")
    }

    @Test(arguments: [
        ("/a/b/store.sqlite", "/a/b"), ("store.sqlite", ""), ("/store.sqlite", "/"), ("a//b", "a"), ("a/b/", "a"),
        ("./s", "."), ("/", "/"),
    ])
    func parentDirectoryAnswersAsNSString(path: String, parent: String) {
        #expect(parentDirectory(of: path) == parent)
        #expect((path as NSString).deletingLastPathComponent == parent)
    }

    @Test(arguments: [("/home/u", ".config"), ("/home/u/", ".config"), ("/", "x"), ("", "x"), ("/a", "")])
    func appendingAnswersAsNSString(directory: String, component: String) {
        #expect(appendingPathComponent(component, to: directory) == (directory as NSString).appendingPathComponent(component))
    }

    @Test(arguments: [
        ("%.1f", 0.05), ("%.1f", 2.25), ("%.2f", 0.125), ("%.3f", 1.0005), ("%.4g", 0.5), ("%.4g", 123456.0),
        ("%.4g", 1e-7), ("%.1f%%", 99.95), ("%.2f", -0.0), ("%.1f", .infinity), ("%.1f", -.infinity), ("%.4g", 1e300),
    ])
    func cFormatAnswersAsStringFormat(format: String, value: Double) {
        #expect(CFormat.string(format, value) == String(format: format, value))
    }

    @Test func cFormatGrowsItsBufferForALongNumber() {
        #expect(CFormat.string("%.1f", 1e300) == String(format: "%.1f", 1e300))
        #expect(CFormat.string("%.1f", 1e300).count > 300)
    }

    /// What the two threads share, guarded by the condition.
    private final class Handover: @unchecked Sendable {
        let condition = Condition()
        var values: [Int] = []
        var seen: [Int] = []
    }

    @Test func conditionHandsAStateAcrossThreads() {
        let handover = Handover()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            handover.condition.lock()
            while handover.values.count < 100 { handover.condition.wait() }
            handover.seen = handover.values
            handover.condition.unlock()
            finished.signal()
        }.start()
        for value in 0..<100 {
            handover.condition.lock()
            handover.values.append(value)
            handover.condition.broadcast()
            handover.condition.unlock()
        }
        #expect(finished.wait(timeout: .now() + 10) == .success)
        handover.condition.lock()
        #expect(handover.seen == Array(0..<100))
        handover.condition.unlock()
    }
}
