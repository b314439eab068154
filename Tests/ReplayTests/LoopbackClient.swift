// How the replay tests that start a real server ask it over loopback.
import Foundation
import FoundationNetworking

/// `request`'s answer, waited for up to 600 s. URLSession's default 60 s is too short on two cores, where the whole
/// suite's in-process work can hold the server's handlers that long (CI saw -1001 once).
func overLoopback(_ request: URLRequest) async throws -> (Data, URLResponse) {
    var request = request
    request.timeoutInterval = 600
    return try await URLSession.shared.data(for: request)
}

func overLoopback(_ url: URL) async throws -> (Data, URLResponse) {
    try await overLoopback(URLRequest(url: url))
}
