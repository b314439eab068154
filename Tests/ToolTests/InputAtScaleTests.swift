// Bad input at scale, through every tool that reads stdin: invalid UTF-8, NUL bytes, a 100 MB line, JSON nested
// 100,000 deep, numbers past 64 bits, and empty or blank input. Each bad line is an error naming line 2 while the good
// lines around it give what they give alone; nothing crashes or hangs, and no run's peak memory reaches 64 MB.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct InputAtScaleTests {
    /// The ceiling on a run's peak resident memory, whatever its input.
    static let peakLimitKilobytes = 64 * 1024

    enum Shape: String, CaseIterable, Sendable {
        case invalidUTF8, nulBytes, hundredMegabyteLine, nested100000Deep, numbersPast64Bits, empty, whitespaceOnly

        /// The line put between two good ones; nil for the 100 MB line (a file of its own) and for shapes that are
        /// the whole input.
        var badLine: [UInt8]? {
            let deep = 100_000
            switch self {
            case .invalidUTF8: return [0xFF, 0xFE, 0x37, 0x36]
            case .nulBytes: return Array("7656\u{0}119".utf8)
            case .hundredMegabyteLine: return nil
            case .nested100000Deep:
                return Array((String(repeating: #"{"steamid":"#, count: deep) + "1" + String(repeating: "}", count: deep)).utf8)
            case .numbersPast64Bits:
                let big = "123456789012345678901234567890"
                return Array(#"{"steamid":\#(big),"match_id":\#(big),"players":[{"account_id":\#(big)}]}"#.utf8)
            case .empty, .whitespaceOnly: return nil
            }
        }
    }

    static let tools = [
        "steam-auth resolve", "steam-profile", "steam-games owned", "dota-matches --limit 3", "dota-detail", "stat-agg wl",
    ]

    @Test(.needs("python3"), arguments: tools)
    func everyBadShapeIsAnErrorOnItsLineWithinTheMemoryCeiling(tool: String) throws {
        let sandbox = try Sandbox(replayArguments: ["--match-details", "ok"])
        let good = try goodLines(for: tool, in: sandbox)
        let alone = try run(tool, on: write(Data((good.joined(separator: "\n") + "\n").utf8), in: sandbox), in: sandbox)
        #expect(alone.result.status == 0 && !alone.result.stdout.isEmpty, "\(tool): \(alone.result.stderr)")
        let nothing = try run(tool, on: write(Data(), in: sandbox), in: sandbox).result

        for shape in Shape.allCases {
            let (result, peak) = try run(tool, on: input(shape, between: good, in: sandbox), in: sandbox)
            #expect(peak < Self.peakLimitKilobytes, "\(tool), \(shape): peak \(peak) KB")
            switch shape {
            case .empty, .whitespaceOnly:
                #expect(result.status == 0 && result.stderr.isEmpty, "\(tool), \(shape): \(result.stderr)")
                #expect(result.stdout == nothing.stdout, "\(tool), \(shape): \(result.stdoutText)")
            default:
                let name = tool.split(separator: " ")[0]
                let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("\(name): error: ") }
                #expect(result.status == 1, "\(tool), \(shape): \(result.stderr)")
                #expect(errors.count == 1 && errors[0].hasPrefix("\(name): error: line 2"), "\(tool), \(shape): \(result.stderr)")
                #expect(result.stdout == alone.result.stdout, "\(tool), \(shape): the good lines gave other records")
            }
        }
    }

    /// Two inputs the tool answers: accounts, match ids, or whole matches for stat-agg.
    private func goodLines(for tool: String, in sandbox: Sandbox) throws -> [String] {
        let player = try sandbox.identity("demo_user").steamid
        if tool.hasPrefix("steam-") || tool.hasPrefix("dota-matches") { return [player, player] }
        // Summary records carry the account, which dota-detail's records keep for stat-agg's perspective; for stat-agg,
        // two that GetMatchDetails serves, as the newest two may hold a practice lobby it does not.
        guard tool.hasPrefix("stat-agg") else {
            let matches = try sandbox.run("dota-matches --limit 2 \(player)")
            try #require(matches.stdoutLines.count == 2, "\(matches.stderr)")
            return matches.stdoutLines
        }
        let served = Set(try sandbox.replay.detailedMatchIDs(of: player).prefix(2))
        try #require(served.count == 2, "fewer than two served matches among the demo user's newest")
        let matches = try sandbox.run("dota-matches --limit 25 \(player)")
        let ids = zip(matches.stdoutLines, try matches.records())
            .filter { served.contains($0.1["match_id"] as? Int ?? 0) }.map(\.0)
        try #require(ids.count == 2, "\(matches.stderr)")
        let details = try sandbox.run("dota-detail", stdin: ids.joined(separator: "\n"))
        try #require(details.stdoutLines.count == 2, "\(details.stderr)")
        return details.stdoutLines
    }

    /// The input file for `shape`: the bad line between the two good ones, or the whole input.
    private func input(_ shape: Shape, between good: [String], in sandbox: Sandbox) throws -> URL {
        switch shape {
        case .empty: return try write(Data(), in: sandbox)
        case .whitespaceOnly: return try write(Data("  \n\t\n\r\n   ".utf8), in: sandbox)
        case .hundredMegabyteLine:
            // {"steamid":"777…"}, 100 MB between the good lines.
            let file = try write(Data((good[0] + "\n" + #"{"steamid":""#).utf8), in: sandbox)
            let handle = try FileHandle(forWritingTo: file)
            try handle.seekToEnd()
            let megabyte = Data(repeating: UInt8(ascii: "7"), count: 1 << 20)
            for _ in 0..<100 { handle.write(megabyte) }
            handle.write(Data(("\"}\n" + good[1] + "\n").utf8))
            try handle.close()
            return file
        default:
            return try write(Data(Array((good[0] + "\n").utf8) + (shape.badLine ?? []) + Array(("\n" + good[1] + "\n").utf8)), in: sandbox)
        }
    }

    private func write(_ data: Data, in sandbox: Sandbox) throws -> URL {
        let file = sandbox.directory.appendingPathComponent("input")
        try data.write(to: file)
        return file
    }

    /// Runs `tool` with `stdin` as its standard input, and its peak resident memory in kilobytes as the kernel
    /// counted it for the child.
    private func run(_ tool: String, on stdin: URL, in sandbox: Sandbox) throws -> (result: ProcessResult, peak: Int) {
        let peakFile = sandbox.directory.appendingPathComponent("peak")
        let result = try sandbox.run("""
            python3 -c 'import resource, subprocess, sys
            status = subprocess.call(sys.argv[2:])
            open(sys.argv[1], "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
            sys.exit(status)' '\(peakFile.path)' \(tool) < '\(stdin.path)'
            """)
        let peak = Int(try String(contentsOf: peakFile, encoding: .utf8)) ?? .max
        return (result, peak)
    }
}
