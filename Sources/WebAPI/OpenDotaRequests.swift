// How a request reaches OpenDota: its own base URL, its optional key as a bearer token (never in a URL), its own
// rate bucket, and its rate headers obeyed: a spent minute waits for the next, a spent allowance (month or day) ends the source.
import FoundationEssentials
import Synchronization
import Transport

extension SteamAPI {
    /// One request to OpenDota, asked again after a spent minute as many times as the run's attempts allow.
    func fetchOpenDota(_ endpoint: Endpoint, _ parameters: [(String, String)]) async throws -> HTTPResponse {
        let key = configuration.openDotaKey
        if case .refused(let problem) = key { throw WebAPIError.keyFileRefused(problem) }
        let url = endpoint.url(base: configuration.openDotaBaseURL, parameters: parameters, key: nil)
        let request = HTTPRequest(
            url: url, headers: key.value.map { ["Authorization": "Bearer \($0)"] } ?? [:], retry: endpoint.retry,
            rateClass: rateClass(of: endpoint, separateKey: key.value))
        var minutes = 0
        while true {
            try await waitForOpenDota(endpoint)
            let response = try await send(request, to: endpoint.method)
            let reading = openDotaAllowance.withLock {
                $0.read(status: response.status, headers: response.headers, body: response.body, at: Date().timeIntervalSince1970)
            }
            switch reading {
            case .answered:
                return response
            case .allowanceSpent:
                throw WebAPIError.allowanceSpent(endpoint: endpoint.method)
            case .minuteSpent:
                minutes += 1
                guard minutes < configuration.transport.retry.maxAttempts else {
                    throw WebAPIError.rateLimited(endpoint: endpoint.method, attempts: minutes, flag: RateClass.openDota.flag)
                }
            }
        }
    }

    /// Returns when OpenDota takes requests again: at once, or once the spent minute is over, saying so once per
    /// minute waited. Throws when the allowance is spent.
    private func waitForOpenDota(_ endpoint: Endpoint) async throws {
        let now = Date().timeIntervalSince1970
        let (wait, allowanceSpent, announce) = openDotaAllowance.withLock { allowance in
            (allowance.wait(at: now), allowance.allowanceSpent, allowance.announce(at: now))
        }
        if allowanceSpent { throw WebAPIError.allowanceSpent(endpoint: endpoint.method) }
        guard wait > 0 else { return }
        if announce {
            configuration.transport.notice(
                "OpenDota's requests for this minute are spent (X-Rate-Limit-Remaining-Minute); waiting \(Int(wait.rounded(.up))) s for the next minute")
        }
        try await Task.sleep(for: .seconds(wait))
    }
}
