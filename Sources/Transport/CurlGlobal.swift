// libcurl's process-wide setup, run once on first use.
internal import CCurl

/// curl_global_init must run once per process before any other curl call, and
/// is not itself safe to race. A global's initialiser runs lazily and exactly
/// once, under a lock the runtime provides.
private let globalInitCode: Int = Int(curl_global_init(Int(CURL_GLOBAL_ALL)).rawValue)

enum CurlGlobal {
    static func initialise() throws {
        guard globalInitCode == Int(CURLE_OK.rawValue) else {
            throw TransportError.curlUnavailable("curl_global_init failed with code \(globalInitCode)")
        }
    }
}
