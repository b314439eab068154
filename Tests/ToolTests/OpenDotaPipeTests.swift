// OpenDota as a second source, through the built tools in real pipes: the whole history past Valve's cap in one
// request, full matches that stat-agg reads exactly as Valve's, the fallback the settings file chooses, the key kept
// and hidden like Steam's, and the flags' ranges.
import Foundation
import Testing
import TestSupport

/// The replay's OpenDota at limits no test waits a minute for, and the client's rate out of the way.
private func openDotaSandbox() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.replay.setOpenDotaLimits(#"{"minute_limit":100000,"keyed_minute_limit":100000}"#)
    return sandbox
}

@Suite(.blocksOnProcesses) struct OpenDotaPipeTests {
    /// A 429 that is not OpenDota's own (no "limit exceeded", no rate headers: a proxy's) is retried after its
    /// Retry-After like Valve's, not waited out to the next minute.
    @Test func aForeign429IsRetriedNotTakenForASpentMinute() throws {
        let sandbox = try openDotaSandbox()
        let player = try sandbox.identity("demo_user")
        try sandbox.replay.inject(#"[{"path":"/api/players/","status":429,"retry_after":1}]"#)
        let result = try sandbox.run("dota-matches --source opendota --limit 2 --opendota-rate 1000 \(player.steamid)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().count == 2)
        #expect(result.stderr.contains("after HTTP 429"), "\(result.stderr)")
        #expect(!result.stderr.contains("requests for this minute are spent"), "\(result.stderr)")
    }

    @Test func theWholeHistoryInOneRequestAndEachMatchFetchedOnce() throws {
        let sandbox = try openDotaSandbox()
        let player = try sandbox.identity("dota_past_cap")
        let history = try sandbox.run("dota-matches --source opendota --all \(player.steamid)")
        #expect(history.status == 0, "\(history.stderr)")
        let summaries = try history.records()
        #expect(summaries.count > 500)
        #expect(try sandbox.replay.requests(to: "/api/players/").count == 1)

        let newest = summaries.prefix(120).map { "\($0["match_id"] as? Int ?? 0)" }.joined(separator: "\n")
        try sandbox.replay.clearRequests()
        let detail = try sandbox.run("dota-detail --via opendota --opendota-rate 1000 --jobs 16", stdin: newest)
        #expect(detail.status == 0 && detail.stderr.isEmpty, "\(detail.stderr)")
        #expect(try detail.records().count == 120)
        #expect(try sandbox.replay.requests(to: "/api/matches/").count == 120)
        try sandbox.replay.clearRequests()
        let again = try sandbox.run("dota-detail --via opendota --opendota-rate 1000", stdin: newest)
        #expect(again.status == 0)
        #expect(try again.records().count == 120)
        #expect(try sandbox.replay.requests().isEmpty)
        let sources = try sandbox.run("sqlite3 \"$STEAM_PIPES_DB\" 'SELECT DISTINCT fetched_via FROM dota_match'")
        #expect(sources.stdoutText == "opendota\n")

        let refreshed = try sandbox.run("head -3 | dota-detail --refresh --via sequence \(unlimited)", stdin: newest)
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        let counts = try sandbox.run("sqlite3 \"$STEAM_PIPES_DB\" 'SELECT fetched_via, count(*) FROM dota_match GROUP BY 1'")
        #expect(counts.stdoutText == "opendota|117\nsequence|3\n")
    }

    /// stat-agg over matches fetched through OpenDota says exactly what it says over the same matches fetched through
    /// Valve's sequence route. Valve's list gives the matches: its records carry the sequence numbers that route needs.
    @Test(arguments: ["wl", "heroes", "peers"])
    func statisticsAgreeByteForByteWhicheverSourceTheMatchesCameFrom(statistic: String) throws {
        let (viaOpenDota, viaValve) = try bothSources(then: "stat-agg \(statistic)")
        #expect(!viaValve.isEmpty)
        #expect(viaOpenDota == viaValve, "\(viaOpenDota)\n\(viaValve)")
    }

    /// OpenDota deletes Valve's scaled_hero_damage, scaled_tower_damage and scaled_hero_healing (transformMatch):
    /// totals over its matches lack those three rows, every other row of Valve's is there unchanged, and the rest are
    /// OpenDota's own player fields (under `opendota` in dota-detail's record), none of them the match's.
    @Test func totalsDifferOnlyByTheFieldsOpenDotaDeletesAndAdds() throws {
        let (viaOpenDota, viaValve) = try bothSources(then: "stat-agg totals")
        let valveRows = viaValve.split(separator: "\n")
        let scaled = valveRows.filter { $0.contains(#""field":"scaled_"#) }
        #expect(scaled.count == 3)
        let openDotaRows = viaOpenDota.split(separator: "\n")
        #expect(valveRows.filter { !scaled.contains($0) }.allSatisfy(openDotaRows.contains))
        let added = openDotaRows.filter { !valveRows.contains($0) }
        #expect(added.contains { $0.contains(#""field":"total_xp""#) }, "\(added)")
        #expect(!added.contains { $0.contains(#""field":"match_id""#) || $0.contains(#""field":"start_time""#) }, "\(added)")
    }

    /// The same 60 matches of demo_user fetched through each source into a store of its own, piped into `command`.
    private func bothSources(then command: String) throws -> (openDota: String, valve: String) {
        let sandbox = try openDotaSandbox()
        let history = try sandbox.run("dota-matches --limit 60 \(try sandbox.identity("demo_user").steamid)")
        #expect(history.status == 0, "\(history.stderr)")
        let db = sandbox.directory.path
        let viaOpenDota = try sandbox.run(
            "STEAM_PIPES_DB='\(db)/od.sqlite' dota-detail --via opendota --opendota-rate 1000 | \(command)", stdin: history.stdoutText)
        let viaValve = try sandbox.run(
            "STEAM_PIPES_DB='\(db)/valve.sqlite' dota-detail --via sequence \(unlimited) | \(command)", stdin: history.stdoutText)
        #expect(viaOpenDota.status == 0 && viaValve.status == 0, "\(viaOpenDota.stderr) \(viaValve.stderr)")
        #expect(viaOpenDota.stderr.isEmpty && viaValve.stderr.isEmpty, "\(viaOpenDota.stderr) \(viaValve.stderr)")
        return (viaOpenDota.stdoutText, viaValve.stdoutText)
    }

    @Test func theSettingsFileChoosesTheFallbackAndAFlagWins() throws {
        let sandbox = try openDotaSandbox()
        let settings = sandbox.directory.appendingPathComponent("config/steam-pipes/config")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# past GetMatchDetails' outage\nfallback = opendota\n".utf8).write(to: settings)
        let matches = try sandbox.run("dota-matches --limit 3 --jq .match_id \(try sandbox.identity("demo_user").steamid)")
        let detail = try sandbox.run("dota-detail --opendota-rate 1000", stdin: matches.stdoutText)
        #expect(detail.status == 0, "\(detail.stderr)")
        #expect(detail.stderr.contains("fetching matches from OpenDota instead"), "\(detail.stderr)")
        #expect(try sandbox.replay.requests(to: "/api/matches/").count == 3)
        #expect(try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").isEmpty)

        let byFlag = try sandbox.run("dota-detail --no-cache --fallback sequence \(unlimited)", stdin: matches.stdoutText)
        #expect(byFlag.stderr.contains("fetching matches by sequence number instead"), "\(byFlag.stderr)")

        try Data("fallback = opendota\nretries = 3\n".utf8).write(to: settings)
        let bad = try sandbox.run("dota-detail 1")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("\(settings.path):2: unknown setting \"retries\""), "\(bad.stderr)")
    }

    @Test func aSpentMonthStopsTheRunWithExitFiveAndSaysWhatHelps() throws {
        let sandbox = try openDotaSandbox()
        try sandbox.replay.setOpenDotaLimits(#"{"month_limit":3,"month_used":0}"#)
        let matches = try sandbox.run("dota-matches --limit 8 --jq .match_id \(try sandbox.identity("demo_user").steamid)")
        let detail = try sandbox.run("dota-detail --via opendota --jobs 1 --opendota-rate 1000", stdin: matches.stdoutText)
        #expect(detail.status == 5, "\(detail.stderr)")
        #expect(detail.stderr.contains("OpenDota allows no more requests without a key until its allowance renews"), "\(detail.stderr)")
        #expect(detail.stderr.contains("steam-auth key set --service opendota"))
        // The three the month allowed were answered; a request already on its way when the first refusal came back is
        // refused too, and then the run stops: the eight inputs are not all tried.
        let statuses = try sandbox.replay.requests(to: "/api/matches/").compactMap { $0["status"] as? Int }
        #expect(statuses.prefix(3) == [200, 200, 200] && statuses.dropFirst(3).allSatisfy { $0 == 429 }, "\(statuses)")
        #expect((4..<8).contains(statuses.count), "\(statuses) \(detail.stderr)")
    }

    /// OpenDota's key is kept as Steam's is and shown nowhere: stdout, stderr, the store, the rate buckets' names.
    @Test func theOpenDotaKeyIsSavedLikeSteamsAndAppearsNowhere() throws {
        let key = "OD-\(UUID().uuidString)"
        let sandbox = try Sandbox(openDotaKey: key)
        try sandbox.replay.setOpenDotaLimits(#"{"keyed_minute_limit":100000,"month_limit":1,"month_used":1}"#)
        let set = try sandbox.run("umask 000; steam-auth key set --service opendota", stdin: "\(key)\n")
        #expect(set.status == 0, "\(set.stderr)")
        let file = sandbox.directory.appendingPathComponent("config/steam-pipes/opendota-key")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == key + "\n")

        var seen = [set]
        let player = try sandbox.identity("demo_user").steamid
        // The month is spent for the keyless tier: only a key that reaches the replay gets answers.
        for command in ["dota-matches --source opendota --limit 5 \(player) | dota-detail --via opendota --opendota-rate 1000",
                        "dota-detail --via opendota --jq '{match_id, key: env.OPENDOTA_API_KEY}' 1",
                        "OPENDOTA_API_BASE_URL=http://127.0.0.1:9/api dota-detail --via opendota 2"] {
            seen.append(try sandbox.run(command))
        }
        #expect(seen[1].status == 0, "\(seen[1].stderr)")
        #expect(try seen[1].records().count == 5)
        seen.append(try sandbox.run("OPENDOTA_API_KEY='\(key)' dota-matches --source opendota --limit 2 \(player)"))
        #expect(seen.last?.status == 0)
        for result in seen {
            #expect(!result.stdoutText.contains(key) && !result.stderr.contains(key), "\(result.stdoutText) \(result.stderr)")
        }
        let enumerator = FileManager.default.enumerator(atPath: sandbox.directory.path)
        while let name = enumerator?.nextObject() as? String {
            #expect(!name.contains(key), "\(name)")
            let path = sandbox.directory.appendingPathComponent(name)
            guard name != "config/steam-pipes/opendota-key", let bytes = try? Data(contentsOf: path) else { continue }
            #expect(bytes.range(of: Data(key.utf8)) == nil, "\(name)")
        }

        #expect(try sandbox.run("chmod 644 '\(file.path)'").status == 0)
        let refused = try sandbox.run("dota-detail --via opendota 1")
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("opendota-key is open to others (mode 0644)"), "\(refused.stderr)")
    }

    /// With no Steam key anywhere (no variable, an empty config directory), OpenDota runs work and ask Valve nothing.
    @Test func openDotaRunsNeedNoSteamKey() throws {
        let sandbox = try openDotaSandbox()
        let player = try sandbox.identity("demo_user").steamid
        try sandbox.replay.clearRequests()
        let config = sandbox.directory.appendingPathComponent("empty-config").path
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let keyless = "env -u STEAM_API_KEY XDG_CONFIG_HOME='\(config)'"
        let history = try sandbox.run("\(keyless) dota-matches --source opendota --all \(player)")
        #expect(history.status == 0 && history.stderr.isEmpty, "\(history.stderr)")
        let summaries = try history.records()
        #expect(summaries.count > 10)
        let byHero = try sandbox.run(
            "\(keyless) dota-matches --source opendota --hero anti-mage --limit 2 --jq .hero_id \(player)")
        #expect(byHero.status == 0, "\(byHero.stderr)")
        #expect(byHero.stdoutText.split(separator: "\n").allSatisfy { $0 == "1" }, "\(byHero.stdoutText)")
        let ids = summaries.prefix(3).map { "\($0["match_id"] as? Int ?? 0)" }.joined(separator: "\n")
        let detail = try sandbox.run("\(keyless) dota-detail --via opendota --opendota-rate 1000", stdin: ids)
        #expect(detail.status == 0 && detail.stderr.isEmpty, "\(detail.stderr)")
        let matches = try detail.records()
        #expect(matches.count == 3)
        #expect(matches.allSatisfy { ($0["players"] as? [[String: Any]])?.allSatisfy { $0["hero_name"] is String } == true })
        let valve = try sandbox.replay.requests().filter { !(($0["path"] as? String)?.hasPrefix("/api/") ?? false) }
        #expect(valve.isEmpty, "\(valve)")
    }

    /// The note about columns OpenDota lacks is one line, naming only those.
    @Test func oneNoteNamesTheColumnsOpenDotaLacks() throws {
        let sandbox = try openDotaSandbox()
        let player = try sandbox.identity("demo_user").steamid
        let result = try sandbox.run(
            "dota-matches --source opendota --limit 3 --project no_such_column --project skill --project patch \(player)")
        #expect(result.status == 0)
        #expect(try result.records().count == 3)
        #expect(result.stderr == "dota-matches: note: argument 1 (\(player)): OpenDota sent no column named no_such_column "
            + "(not one of its player_caches columns?)\n", "\(result.stderr)")
        let query = try sandbox.replay.requests(to: "/api/players/").last?["query"] as? String ?? ""
        for column in ["no_such_column", "skill", "patch", "heroes", "hero_variant"] {
            #expect(query.contains("project=\(column)&") || query.hasSuffix("project=\(column)"), "\(column): \(query)")
        }
    }

    @Test(arguments: [
        ("dota-matches --source opendota --project 'bad name' 22202", "\"bad name\""),
        ("dota-matches --source opendota --project '' 22202", "\"\""),
        ("dota-matches --source opendota --project kills --project Kills 22202", "\"Kills\""),
        ("dota-matches --project skill 22202", "--project needs --source opendota"),
    ])
    func implausibleOrMisplacedColumnsAreUsageErrors(command: String, named: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run(command)
        #expect(result.status == 64, "\(command): \(result.stderr)")
        #expect(result.stderr.contains(named), "\(command): \(result.stderr)")
    }

    @Test(arguments: [
        "dota-detail --opendota-rate inf 1", "dota-detail --opendota-rate 0 1", "dota-detail --opendota-rate -1 1",
        "dota-detail --via valve 1", "dota-detail --fallback details 1", "dota-matches --source steam 22202",
        "dota-matches --source opendota --min-players 5 22202", "dota-matches --opendota-rate 1e-300 22202",
        "steam-auth key set --service github",
    ])
    func outOfRangeFlagsAreUsageErrors(command: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run(command, stdin: "x")
        #expect(result.status == 64, "\(command): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }
}
