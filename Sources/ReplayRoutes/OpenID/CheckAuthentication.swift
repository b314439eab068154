// check_authentication: the relying party POSTs an assertion back as a form and learns, in
// OpenID's key-value form, whether the replay issued it exactly so. See OpenIDProvider for what stands in for
// Steam's signature check.

import FoundationEssentials

enum CheckAuthentication {
    static func answer(_ body: Data, provider: OpenIDProvider) async -> Reply {
        guard let form = Query(form: body) else {
            return .plainText(
                "the body is not an application/x-www-form-urlencoded form: a bad percent escape, or not UTF-8",
                status: 400
            )
        }
        if let repeated = form.repeatedName {
            return .plainText("field \(repeated) is given more than once", status: 400)
        }
        guard form["openid.mode"] == "check_authentication" else {
            return .plainText("openid.mode must be check_authentication", status: 400)
        }
        let valid = await provider.check(form.items)
        return .plainText("ns:\(OpenIDAssertion.namespace)\nis_valid:\(valid)", status: 200)
    }
}
