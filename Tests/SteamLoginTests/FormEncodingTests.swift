// Form encoding: what OpenID's queries and check_authentication bodies travel in, escaped strictly and read back whole.
import Testing
@testable import SteamLogin

@Suite struct FormEncodingTests {
    @Test func everythingButUnreservedIsEscapedAndReadBack() throws {
        let fields = [FormField("openid.response_nonce", "2024-06-30T18:11:11ZqRt6+B/w=="), FormField("a b", "ü&=%")]
        let text = FormEncoding.encode(fields)
        #expect(text == "openid.response_nonce=2024-06-30T18%3A11%3A11ZqRt6%2BB%2Fw%3D%3D&a%20b=%C3%BC%26%3D%25")
        #expect(FormEncoding.decode(text) == fields)
    }

    @Test func plusIsASpaceAndBadEscapesAreRefused() {
        #expect(FormEncoding.decode("a=x+y&b=%2B") == [FormField("a", "x y"), FormField("b", "+")])
        #expect(FormEncoding.decode("a=%zz") == nil)
        #expect(FormEncoding.decode("a=%") == nil)
        #expect(FormEncoding.decode("a=%FF") == nil)
        #expect(FormEncoding.decode("flag&&b=") == [FormField("flag", ""), FormField("b", "")])
    }
}
