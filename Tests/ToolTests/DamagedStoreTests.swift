// The built tools against a store they cannot use: truncated, garbage, a directory, from a newer steam-pipes, on a
// read-only or full disk, locked by another process. Each ends with exit 2 and one message that names the file and
// what to do, offers --no-cache where the tool can work without the store, leaves the file's bytes as they were, and
// --no-cache then works.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct DamagedStoreTests {
    /// How each damage is made from a good store file, and the words the tools must say about it.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncatedMidPage, garbage, directory, newerSchema

        var testDescription: String { rawValue }

        /// Damages the file and gives the words the tools must say about it.
        func inflict(on path: String) throws -> String {
            switch self {
            case .truncatedMidPage:
                // Mid-page: the good file holds whole 4 KiB pages, and 2.5 pages in is inside its schema's pages.
                try shellChecked("truncate -s 10240 \(shellQuoted(path))")
                return "is damaged (database disk image is malformed); move it away and rerun"
            case .garbage:
                let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 4096
                try Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }).write(to: URL(fileURLWithPath: path))
                return "is not a SQLite database (file is not a database): the file is damaged; move it away and rerun"
            case .directory:
                try FileManager.default.removeItem(atPath: path)
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return "is a directory, not a database file; move it away, or point STEAM_PIPES_DB at a file"
            case .newerSchema:
                // The good store was made by these tools, so its version is the newest they know.
                let known = try shellChecked("sqlite3 \(shellQuoted(path)) 'PRAGMA user_version'")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                try shellChecked("sqlite3 \(shellQuoted(path)) 'PRAGMA user_version = 99'")
                return "was written by a newer steam-pipes (schema version 99; this one knows up to \(known)); use that "
                    + "steam-pipes, or move the file away and rerun"
            }
        }
    }

    static let bypass = ", or run with --no-cache to work without the store"

    /// Whether `stderr` is the one line a tool writes for a store it cannot use: `message` alone, or, when the run had
    /// reached an input, after that input (`argument 1 (id): `) and before "; the run stops here".
    static func isStoreLine(_ stderr: String, tool: Substring, _ message: String) -> Bool {
        let prefix = "\(tool): error: "
        guard stderr.hasPrefix(prefix), stderr.hasSuffix("\n"), stderr.dropLast().allSatisfy({ $0 != "\n" }) else { return false }
        let said = stderr.dropFirst(prefix.count).dropLast()
        if said == message { return true }
        guard said.hasPrefix("argument ") || said.hasPrefix("line "), let colon = said.firstRange(of: "): ") else { return false }
        return said[colon.upperBound...] == message + "; the run stops here"
    }

    /// A good store copied onto a tmpfs of `kilobytes`, then `then` (a shell command, given the disk's quoted path)
    /// run on the disk, and `body` given the store's path and the disk's; the disk is unmounted after. Nothing runs
    /// when no tmpfs can be mounted: SmallDisk has recorded why.
    private func withStoreOnSmallDisk(
        kilobytes: Int, then prepare: (String) -> String,
        _ body: (Sandbox, StoreUsers, _ path: String, _ disk: String) throws -> Void
    ) throws {
        let sandbox = try Sandbox()
        let tools = try StoreUsers(sandbox)
        let good = try tools.goodStore(named: "good.sqlite")
        guard let disk = try SmallDisk(in: sandbox.directory, kilobytes: kilobytes) else { return }
        defer { disk.unmount() }
        let path = disk.path + "/store.sqlite"
        try shellChecked("cp \(shellQuoted(good)) \(shellQuoted(path)) && \(prepare(shellQuoted(disk.path)))")
        try body(sandbox, tools, path, disk.path)
    }

    /// Runs every store user against the store at `path`: each must exit 2 with the one store line `saying` gives
    /// (from its stderr, for words only the run can tell), with --no-cache's hint where the tool can do without the
    /// store, and pass `also`'s checks.
    private func expectEveryToolRefuses(
        _ path: String, _ tools: StoreUsers, in sandbox: Sandbox, saying message: (String) -> String,
        also: (_ command: String, ProcessResult) throws -> Void = { _, _ in }
    ) throws {
        for (command, needsTheStore) in tools.commands {
            let result = try sandbox.run("STEAM_PIPES_DB=\(shellQuoted(path)) \(command)")
            let tool = command.prefix { $0 != " " }
            let hint = needsTheStore ? "" : Self.bypass
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(Self.isStoreLine(result.stderr, tool: tool, message(result.stderr) + hint), "\(result.stderr)")
            try also(command, result)
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreIsNamedExplainedAndLeftAsItWas(damage: Damage) throws {
        let sandbox = try Sandbox()
        let tools = try StoreUsers(sandbox)
        let path = try tools.goodStore(named: "damaged.sqlite")
        let words = try damage.inflict(on: path)
        let before = try fingerprint(path)
        try expectEveryToolRefuses(path, tools, in: sandbox, saying: { _ in "store \(path) \(words)" }) { command, result throws in
            #expect(result.stdout.isEmpty, "\(command)")
            #expect(try fingerprint(path) == before, "\(command) left the store's bytes as they were")
        }
        for command in tools.bypassing {
            let result = try sandbox.run("STEAM_PIPES_DB=\(shellQuoted(path)) \(command)")
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(command)")
        }
        #expect(try fingerprint(path) == before)
    }

    /// A store on a read-only disk is read: the runs that need only what it holds (the reads, and the online runs
    /// whose answers are stored and fresh) answer as before, and every run that must store something is refused at
    /// its first write, naming the file, with --no-cache's hint where the tool can do without the store.
    @Test func aStoreOnAReadOnlyDiskIsReadAndEachWriteIsRefused() throws {
        try withStoreOnSmallDisk(kilobytes: 1024, then: { "mount -o remount,ro \($0)" }) { sandbox, tools, path, _ in
            let before = try fingerprint(path)
            let refused = "store \(path) cannot be written (unable to open database file): the file or its directory is "
                + "read-only; make the file and its directory writable"
            var answered: [String] = []
            for (command, needsTheStore) in tools.commands + [("steam-profile --refresh \(tools.demo)", false)] {
                let result = try sandbox.run("STEAM_PIPES_DB=\(shellQuoted(path)) \(command)")
                if result.status == 0 {
                    // The store holds no playtime snapshots: steam-games history says so in a note.
                    #expect(!result.stdout.isEmpty || result.stderr.contains(": note: "), "\(command): \(result.stderr)")
                    answered.append(command)
                } else {
                    let tool = command.prefix { $0 != " " }
                    #expect(result.status == 2, "\(command): \(result.stderr)")
                    #expect(Self.isStoreLine(result.stderr, tool: tool, refused + (needsTheStore ? "" : Self.bypass)), "\(result.stderr)")
                }
            }
            #expect(answered == [
                "steam-profile \(tools.demo)", "dota-matches --limit 3 \(tools.demo)",
                "dota-detail --via sequence \(unlimited) \(tools.matchID)",
                "steam-profile --offline \(tools.demo)", "dota-detail --offline \(tools.matchID)", "steam-games history \(tools.demo)",
            ])
            #expect(try fingerprint(path) == before)
        }
    }

    /// The disk is full before the run, so the first thing SQLite must write (its shared-memory index) fails.
    @Test func aStoreOnAFullDiskIsNamedAndKeepsWhatItHeld() throws {
        try withStoreOnSmallDisk(kilobytes: 512, then: { "dd if=/dev/zero of=\($0)/filler bs=4k 2>/dev/null; true" }) {
            sandbox, tools, path, disk in
            let before = try fingerprint(path)
            try expectEveryToolRefuses(path, tools, in: sandbox) { stderr in
                // SQLite's own words for the failed write vary with where it failed; the rest of the line does not.
                let cause = stderr.firstRange(of: "cannot grow (").flatMap { start in
                    stderr[start.upperBound...].firstRange(of: ")").map { stderr[start.upperBound..<$0.lowerBound] }
                } ?? ""
                return "store \(path) cannot grow (\(cause)): its disk is full; free space on its disk and rerun"
            }
            #expect(try fingerprint(path) == before)
            try shellChecked("rm \(shellQuoted(disk))/filler")
            let stored = try sandbox.run("STEAM_PIPES_DB=\(shellQuoted(path)) \(tools.offlineDetail)")
            #expect(stored.status == 0 && stored.stdoutLines.count == 1, "what was stored is still there: \(stored.stderr)")
        }
    }

    /// sqlite3 holds a write transaction (deleting every match, never committed) for longer than the tools wait. A run
    /// that only reads opens the store beside it (Schema.migrate takes no lock for a current schema), so the run here
    /// is one that must write: --refresh stores a fresh answer.
    /// The holder waits for the lock (`.timeout`): the probe that watches for its lock takes the lock for an instant
    /// itself, and a holder refused then would hold nothing while the probe waited forever. The probe gives up after
    /// 20 s, so a holder that never locks fails the test instead of hanging it.
    @Test func aLockedStoreIsWaitedForThenNamed() throws {
        let sandbox = try Sandbox()
        let tools = try StoreUsers(sandbox)
        let path = try tools.goodStore(named: "locked.sqlite")
        let result = try sandbox.run("""
            exec 3> >(sqlite3 \(shellQuoted(path)) > /dev/null)
            printf '%s\\n' '.timeout 20000' 'BEGIN IMMEDIATE; DELETE FROM dota_match; SELECT 1;' >&3
            for probe in $(seq 400); do
                sqlite3 \(shellQuoted(path)) 'BEGIN IMMEDIATE' 2>/dev/null || break
                [ "$probe" -lt 400 ] || { echo "sqlite3 never took the lock" >&2; exit 1; }
                sleep 0.05
            done
            STEAM_PIPES_DB=\(shellQuoted(path)) steam-profile --refresh $(cat \(shellQuoted(tools.demoFile)))
            echo "status $?" >&2
            echo 'ROLLBACK;' >&3
            exec 3>&-
            """)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[1] == "status 2", "\(result.stderr)")
        #expect(
            Self.isStoreLine(
                (lines.first ?? "") + "\n", tool: "steam-profile",
                "store \(path) is locked by another process (database is locked), longer than the 30 s steam-pipes waits; "
                    + "let that process finish and rerun\(Self.bypass)"), "\(result.stderr)")
        let stored = try sandbox.run("STEAM_PIPES_DB=\(shellQuoted(path)) \(tools.offlineDetail)")
        #expect(stored.status == 0 && stored.stdoutLines.count == 1, "the lock holder's delete was never committed: \(stored.stderr)")
    }
}

/// The tools that use the store, with inputs the sandbox's world answers, and a good store to damage.
private struct StoreUsers {
    let sandbox: Sandbox
    let demo: String
    let matchID: Int
    /// Each command, and whether it needs the store whatever its flags (so no --no-cache is offered).
    let commands: [(String, Bool)]
    /// The commands that run past any store with --no-cache.
    let bypassing: [String]
    /// dota-detail answering one stored match from the store alone.
    let offlineDetail: String
    /// A file holding the demo user's steamid, for scripts.
    let demoFile: String

    init(_ sandbox: Sandbox) throws {
        self.sandbox = sandbox
        demo = try sandbox.identity("demo_user").steamid
        let summary = try sandbox.run("dota-matches --limit 1 --no-cache \(demo)")
        matchID = try #require(try summary.records().first?["match_id"] as? Int, "\(summary.stderr)")
        let online = [
            "steam-profile \(demo)", "steam-profile friends \(demo)", "steam-games owned \(demo)",
            "dota-matches --limit 3 \(demo)", "dota-detail --via sequence \(unlimited) \(matchID)",
        ]
        commands = online.map { ($0, false) } + [
            ("steam-profile --offline \(demo)", true), ("dota-detail --offline \(matchID)", true), ("steam-games history \(demo)", true),
        ]
        bypassing = online.map { $0 + " --no-cache" }
        offlineDetail = "dota-detail --offline \(matchID)"
        demoFile = sandbox.directory.appendingPathComponent("demo.txt").path
        try Data(demo.utf8).write(to: URL(fileURLWithPath: demoFile))
    }

    /// A store holding the demo user's profile and one match, checkpointed into the one file.
    func goodStore(named name: String) throws -> String {
        let path = sandbox.directory.appendingPathComponent(name).path
        let filled = try sandbox.run(
            "export STEAM_PIPES_DB=\(shellQuoted(path)); steam-profile \(demo) > /dev/null && dota-detail --via sequence \(unlimited) \(matchID) > /dev/null")
        try #require(filled.status == 0, "\(filled.stderr)")
        try shellChecked("sqlite3 \(shellQuoted(path)) 'PRAGMA wal_checkpoint(TRUNCATE)' > /dev/null && rm -f \(shellQuoted(path))-wal \(shellQuoted(path))-shm")
        return path
    }
}

/// A tmpfs mounted in `directory`, or nil after recording an issue when mounting is refused: the test then proves
/// nothing and says so rather than passing.
/// A tmpfs of its own, for a store on a disk that fills or turns read-only; mounting it needs root.
struct SmallDisk {
    let path: String

    init?(in directory: URL, kilobytes: Int) throws {
        path = directory.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let mounted = try shell("mount -t tmpfs -o size=\(kilobytes)k tmpfs \(shellQuoted(path))")
        guard mounted.status == 0 else {
            Issue.record("cannot mount a tmpfs (\(mounted.stderr.trimmingCharacters(in: .whitespacesAndNewlines))): this case needs root")
            return nil
        }
    }

    func unmount() {
        _ = try? shell("umount \(shellQuoted(path))")
    }
}

private func fingerprint(_ path: String) throws -> String {
    try shellChecked("if [ -d \(shellQuoted(path)) ]; then ls -A \(shellQuoted(path)); else sha256sum < \(shellQuoted(path)); fi")
}

@discardableResult
private func shellChecked(_ script: String) throws -> String {
    let result = try shell(script)
    guard result.status == 0 else { throw TestSupportError("\(script): \(result.stderr)") }
    return result.stdoutText
}
