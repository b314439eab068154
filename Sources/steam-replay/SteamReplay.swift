// The steam-replay command: flags, world generation, and running the server until SIGINT or SIGTERM.

import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation

@main
struct SteamReplay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steam-replay",
        abstract: "A local server that answers like Valve's Steam and Dota 2 Web APIs, from a generated world.",
        discussion: """
        The world (about 600 players with vanity names, private profiles and a
        friend graph) comes from --seed: the same seed gives the same world,
        byte for byte. The first line on stdout is the base URL; point the tools
        at it with STEAM_API_BASE_URL. Requests must carry key=<the --key value>,
        as with Valve; any other key gets Valve's 403 page.

        Control endpoints (no key, never logged):
          GET /_replay/world        identities to test with, by role (NDJSON)
          GET /_replay/requests     requests served so far (NDJSON, no key)
          DELETE /_replay/requests  clear that log
          POST /_replay/faults      append faults: a JSON array, see below
          DELETE /_replay/faults    clear all faults

        A fault is {"path": P, "count": N, ACTION}. P is part of the request
        path, or "*" for all. ACTION is one of "latency_ms": MS, "status": CODE
        (optionally with "retry_after": SECONDS), "truncate": true, "html": true,
        "reset": true. count defaults to 1, or to no limit for latency_ms.

        Examples:
          steam-replay --key TESTKEY
          steam-replay --seed 7 --port 8080 --key TESTKEY &
          base=http://127.0.0.1:8080
          curl -s "$base/_replay/world"
          curl -s "$base/ISteamUser/ResolveVanityURL/v1/?key=TESTKEY&vanityurl=x"
          curl -s -X POST "$base/_replay/faults" \\
               -d '[{"path":"GetPlayerSummaries","status":429,"retry_after":2}]'
        """
    )

    @Option(help: "The world's seed: the same seed always gives the same players and friends.")
    var seed: UInt64 = 1

    @Option(help: "The TCP port to listen on; 0 picks a free one (read it from the printed URL).")
    var port: UInt16 = 0

    @Option(help: "The API key clients must send as key=…; any other key is refused with HTTP 403.")
    var key: String

    @Option(help: "The IPv4 address to listen on.")
    var host: String = "127.0.0.1"

    func run() async throws {
        guard let address = try? sockaddr_in.inet(ip4: host, port: port) else {
            throw ValidationError("--host must be an IPv4 address, like 127.0.0.1")
        }
        var generator = WorldGenerator(seed: seed)
        let server = await ReplayServer.make(world: generator.makeWorld(), key: key, address: address)

        let host = host
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening()
                try Self.announce(host: host, address: await server.listeningAddress)
                _ = await ShutdownSignal.next()
            }
            // Whichever ends first ends the command: a signal while serving, or the server failing (port in use, say).
            try await group.next()
            group.cancelAll()
        }
    }

    /// The base URL as the first and only stdout line, written at once: stdout is usually a pipe someone is waiting on.
    private static func announce(host: String, address: Socket.Address?) throws {
        guard case .ip4(_, let boundPort) = address else { throw UnknownPort() }
        FileHandle.standardOutput.write(Data("http://\(host):\(boundPort)\n".utf8))
    }

    private struct UnknownPort: Error, CustomStringConvertible {
        let description = "the server did not report the port it listens on"
    }
}
