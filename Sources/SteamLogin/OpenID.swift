// Steam's OpenID 2.0 vocabulary and the sign-in request built from it.

public enum OpenID {
    static let namespace = "http://specs.openid.net/auth/2.0"
    static let identifierSelect = "http://specs.openid.net/auth/2.0/identifier_select"

    /// OpenID 2.0 §10.1 names what a positive assertion must sign; Steam signs exactly these.
    static let requiredSigned: Set<String> = ["op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"]

    /// The checkid_setup URL a browser opens: Steam asks the person to sign in, then sends the browser to `returnTo`
    /// with its assertion. `realm` is what Steam shows as the site asking.
    public static func signInURL(endpoint: String, returnTo: String, realm: String) -> String {
        let query = FormEncoding.encode([
            FormField("openid.ns", namespace),
            FormField("openid.mode", "checkid_setup"),
            FormField("openid.return_to", returnTo),
            FormField("openid.realm", realm),
            FormField("openid.claimed_id", identifierSelect),
            FormField("openid.identity", identifierSelect),
        ])
        return endpoint + "?" + query
    }
}
