// Tests for redactingKey: the key never survives into shown text.
import Testing
import Transport

@Suite struct KeyRedactionTests {
    @Test func replacesTheKeyInAURL() {
        let url = "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=0123ABCD&steamids=7656"
        #expect(redactingKey(url).hasSuffix("/GetPlayerSummaries/v2/?key=REDACTED&steamids=7656"))
    }

    @Test func replacesEveryKeyWhereverItIs() {
        let text = "GET /x?steamids=1&key=AAA failed; retried http://h/y?KEY=BBB#frag and 'key=CCC'"
        let redacted = redactingKey(text)
        for secret in ["AAA", "BBB", "CCC"] {
            #expect(!redacted.contains(secret))
        }
        #expect(
            redacted
                == "GET /x?steamids=1&key=REDACTED failed; retried http://h/y?KEY=REDACTED#frag and 'key=REDACTED'")
    }

    @Test func leavesOtherParametersAlone() {
        let text = "/?monkey=1&apikey_hint=2&steamids=3&key="
        #expect(redactingKey(text) == text)
    }
}
