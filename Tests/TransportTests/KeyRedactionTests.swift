// Tests for redactingKey: the key never survives into shown text.
import Testing
@testable import Transport

@Suite struct KeyRedactionTests {
    @Test func replacesTheKeyInAURL() {
        let url = "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=0123ABCD&steamids=7656"
        #expect(redactingKey(url).hasSuffix("/GetPlayerSummaries/v2/?key=REDACTED&steamids=7656"))
    }

    @Test func replacesEveryKeyWhereverItIs() {
        let text = "GET /x?steamids=1&key=AAA failed; retried http://h/y?KEY=BBB#frag and 'key=CCC'."
        let redacted = redactingKey(text)
        for secret in ["AAA", "BBB", "CCC"] {
            #expect(!redacted.contains(secret))
        }
        #expect(
            redacted
                == "GET /x?steamids=1&key=REDACTED failed; retried http://h/y?KEY=REDACTED and 'key=REDACTED'.")
    }

    /// OpenDota takes its key as `api_key`; steam-pipes sends it as a header, but a URL a user writes may hold one.
    @Test func replacesOpenDotasKeyParameterToo() {
        let text = "could not get http://h/api/matches/1?api_key=OD-SECRET&x=1 or http://h/?API_KEY=OD2"
        #expect(redactingKey(text) == "could not get http://h/api/matches/1?api_key=REDACTED&x=1 or http://h/?API_KEY=REDACTED")
        #expect(KeyRedactor(url: "http://h/api?api_key=OD%2DSECRET").redact("said OD-SECRET") == "said REDACTED")
    }

    @Test func leavesOtherParametersAlone() {
        let text = "/?monkey=1&apikey_hint=2&steamids=3&key="
        #expect(redactingKey(text) == text)
    }

    static let awkward = ["'", "\"", "<", ">", "%", "#", "%27", "%20", ")", "'>"]

    @Test(arguments: awkward)
    func redactsAKeyHoldingAnyCharacterUpToTheNextParameter(inside: String) {
        let text = "GET http://h/x?key=SECRET\(inside)TAIL&steamids=1 failed"
        #expect(redactingKey(text) == "GET http://h/x?key=REDACTED&steamids=1 failed")
    }

    @Test(arguments: awkward)
    func redactsAKeyHoldingAnyCharacterToTheEndOfItsURL(inside: String) {
        let text = "could not get http://h/x?steamids=1&key=SECRET\(inside)TAIL after 2 attempts"
        #expect(redactingKey(text) == "could not get http://h/x?steamids=1&key=REDACTED after 2 attempts")
        #expect(redactingKey("http://h/x?key=SECRET\(inside)TAIL") == "http://h/x?key=REDACTED")
    }

    @Test func redactsToTheEndOfTheQuotedTextItSitsIn() {
        let cases = [
            "see 'http://h/x?key=SECRET'TAIL' now": "see 'http://h/x?key=REDACTED' now",
            #"see "http://h/x?key=SECRET"TAIL", then"#: #"see "http://h/x?key=REDACTED", then"#,
            "see <http://h/x?key=SECRET>TAIL>.": "see <http://h/x?key=REDACTED>.",
            "('key=SECRET'TAIL')": "('key=REDACTED)",
        ]
        for (text, expected) in cases {
            #expect(redactingKey(text) == expected, "\(text)")
        }
    }

    @Test func aPercentEncodedKeyIsRedactedWhole() {
        #expect(redactingKey("/x?key=ab%27cd%22ef&a=1") == "/x?key=REDACTED&a=1")
    }

    @Test func theRequestsOwnKeyIsRedactedEvenWhereNothingBoundsIt() {
        let url = "http://h/x?steamids=1&key=SECRET TAIL's<b>"
        let redactor = KeyRedactor(url: url)
        let text = "could not get \(url) after 1 attempt: bad 'SECRET TAIL's<b>'"
        let redacted = redactor.redact(text)
        #expect(!redacted.contains("SECRET") && !redacted.contains("TAIL"), "\(redacted)")
        #expect(redacted == "could not get http://h/x?steamids=1&key=REDACTED after 1 attempt: bad 'REDACTED'")
    }

    /// A key as short as a letter is the value it is, not every letter like it: `key=k` loses the value alone.
    @Test func aShortKeyIsRedactedWhereItStandsAlone() {
        let url = "http://h/x?steamids=1&key=k"
        let redactor = KeyRedactor(url: url)
        #expect(redactor.redact("GET \(url) → 403") == "GET http://h/x?steamids=1&key=REDACTED → 403")
        #expect(redactor.redact("a redirect to http://h/k/y?apikey=k") == "a redirect to http://h/REDACTED/y?apikey=REDACTED")
    }

    /// A real key's length is redacted wherever the value occurs, under any name or none.
    @Test func aLongKeyIsRedactedUnderAnyName() {
        let redactor = KeyRedactor(url: "http://h/x?key=0123456789ABCDEF")
        #expect(redactor.redact("http://1:1/x0123456789ABCDEFy?apikey=0123456789ABCDEF") == "http://1:1/xREDACTEDy?apikey=REDACTED")
    }

    @Test func theRequestsOwnKeyIsRedactedInItsDecodedForms() {
        let redactor = KeyRedactor(url: "http://h/x?KEY=SECRET%20TAIL%27s+more&steamids=1")
        for shown in ["SECRET TAIL's more", "SECRET TAIL's+more", "SECRET%20TAIL%27s+more"] {
            #expect(redactor.redact("curl said: \(shown)!") == "curl said: REDACTED!", "\(shown)")
        }
    }
}
