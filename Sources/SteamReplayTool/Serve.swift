// steam-replay serve, the default subcommand: flags, starting the Replay server, printing its URL, and serving until
// SIGINT or SIGTERM winds it down.

import ArgumentParser
import FoundationEssentials
import Glibc
import ReplayCorpus
import ReplayRoutes
import ReplayServer

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve Valve's Steam and Dota 2 Web APIs, and OpenDota's API, from a generated world.",
        discussion: """
        The world (about 600 players with vanity names, private profiles, a \
        friend graph, game libraries, a catalog of about 800 apps with \
        achievements, stats and news, a store of about 1,180 apps with prices and wishlists, and Dota 2 match \
        histories) comes from --seed: the same \
        seed gives the same world, byte for byte. The first line on stdout is the base URL; point the tools \
        at it with STEAM_API_BASE_URL, and at BASE/api with OPENDOTA_API_BASE_URL. \
        Requests must carry key=<the --key value>, as with Valve; any other key \
        gets Valve's 403 page.

        Control endpoints (no key, never logged):
        \(ControlRouteHelp.list)

        Roles on /_replay/world: demo_user, private_profile, many_friends (2),
        no_friends, unknown_steamid, unknown_vanity, and for Dota:
          dota_past_cap         4-6 matches a day, thousands: past the cap
          dota_private_history  GetMatchHistory answers status 15
          dota_empty_page       a run of 100+ hidden matches among its newest
                                200: paging meets an empty page early
        demo_user plays about one match in two days, often with friends. Each
        Dota role line has "matches": how many it has played by the clock.
        Games roles:
          private_games         public profile, private game details:
                                answered as a private profile
          big_library           the first many_friends hub: 400-700 games
          app_with_achievements "appid" the demo user owns and has played,
                                some achievements locked, some unlocked,
                                and a net stat sent uint32-wrapped
          app_stats_no_achievements, app_no_stats
                                "appid"s the demo user owns (the first
                                played); their "steamid" is the demo user
          app_with_news         "appid" with news; unknown_app: no such app
        Store roles, after the named accounts:
          wishlist_private      GetWishlist {"response":{}}, count above 0
          wishlist_empty        GetWishlist {"response":{}}, count 0
          store_free_app, store_delisted_app, store_discounted_app
                                "appid"s on the demo user's wishlist (the
                                last discounted in the US at the clock's now)
          store_unknown_app     "appid" with no store page
          coop_app              "appid" with co-op (9 or 38) the demo user
                                and two or more of its friends own
        Named accounts, real ones the docs use, each a role of its own name:
          robinwalker           76561197960435530: the demo_user
          gabelogannewell       76561197960287930: the dota_past_cap player
        The two are friends, and each owns and has played Dota 2 and Team
        Fortress 2 and plays a game now. No other player gets their ids.

        Games endpoints:
          IPlayerService/GetOwnedGames/v1   steamid, include_appinfo,
              include_played_free_games, appids_filter[N]. Private or
              unknown: {"response":{}}.
          IPlayerService/GetRecentlyPlayedGames/v1   steamid, count.
          ISteamUserStats/GetSchemaForGame/v2   appid.
          ISteamUserStats/GetUserStatsForGame/v2   steamid, appid.
          ISteamUserStats/GetPlayerAchievements/v1   steamid, appid, l.
          ISteamUserStats/GetGlobalAchievementPercentagesForApp/v2   gameid;
              no key needed.
          ISteamNews/GetNewsForApp/v2   appid, count (20), maxlength,
              enddate; no key needed.
        Playtime grows with the replay clock: each game adds its
        minutes_per_day for every day the clock advances.

        Store and wishlist endpoints (no key needed; any key is ignored):
          IWishlistService/GetWishlist/v1   steamid. {"response":{"items":
              [{"appid","priority","date_added"}]}}, ranked apps (priority
              1, 2, …) first, then unranked ones (priority 0). Private,
              empty or unknown: {"response":{}}.
          IWishlistService/GetWishlistItemCount/v1   steamid.
              {"response":{"count":N}}: above 0 for a private list that has
              apps, 0 for an empty list or an unknown account.
          IStoreBrowseService/GetItems/v1   input_json={"ids":[{"appid":N}],
              "context":{"country_code":"US"},"data_request":{…}}: one item
              per id asked, prices as decimal strings of hundredths; an
              unknown id {"success":15,"visible":false,"name":""}; a free
              app "is_free":true and no purchase option; a delisted one
              "visible":false and none. Not JSON: 400. A URL over 8192
              bytes (about 250 ids; 150 fit): 414.
          BASE/store/api/appdetails   appids, cc, filters (point
              STEAM_STORE_URL at BASE/store). Several appids only with
              filters=price_overview, else 400 null; a free app's price
              "data":[]; an unknown or delisted app {"success":false}.
        Every app of the catalog with a store page, and 400 add-ons (DLC),
        about 1,180 apps, has categories, reviews and a price in about 95
        countries' currencies. Sales start and end at 17:00 UTC; each day
        some players add apps to their wishlists and remove others.

        Dota 2 endpoints, answering with Valve's envelopes and in-band errors:
          IDOTA2Match_570/GetMatchHistory/v1   account_id (32 or 64 bit),
              start_at_match_id, matches_requested (25, at most 100),
              game_mode, min_players, league_id, hero_id (ignored with
              account_id). Only the newest 500 are reachable; hidden
              matches are counted but left out.
          IDOTA2Match_570/GetMatchDetails/v1   match_id. HTTP 500 "{}" unless
              --match-details ok; then the match, or {"result":{"error":…}}.
          IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1
              start_at_match_seq_num, matches_requested (at most 100).
          IEconDOTA2_570/GetHeroes/v1   language adds localized_name.
        OpenDota's API under /api/ (Valve's paths never start with it), from
        the same matches:
          GET /api/players/{account_id}/matches   the account's whole history,
              newest first, no cap: the matches GetMatchHistory lists for it.
              Each row: match_id, player_slot, radiant_win, then the columns
              the filters use, then project=COLUMN (repeatable: any column
              of OpenDota's player_caches, e.g. heroes, account_id, kda,
              lane_role, gold_per_min, item_0, with the value
              /api/matches/{match_id} gives the player, null where the match
              has none; other names are dropped) or by default
              hero_id, start_time, duration, game_mode, lobby_type, version,
              kills, deaths, assists, skill, average_rank, leaver_status,
              party_size, hero_variant. Filters: hero_id, game_mode,
              lobby_type, leagueid, date (days before the replay clock),
              significant (default 1: balanced modes and lobbies, longer than
              6 minutes; 0 for all); then offset and limit. [] for a private
              history or an unknown account; 400 {"error":"invalid account
              id"} for an id that is no integer.
          GET /api/matches/{match_id}   the match in OpenDota's shape: Valve's
              fields with Valve's values, no account_id for 4294967295, and
              OpenDota's own; about 3 in 10 are parsed (version 21, advantage
              graphs, lanes), the rest have version null.
          Anything else under /api/: 404 {"error":"Not Found"}.
        The key is --opendota-key, sent as "Authorization: Bearer KEY" or
        api_key=KEY; any other key counts as none, as with OpenDota. Every
        /api/ answer carries X-Rate-Limit-Remaining-Minute (negative once
        past the limit); without the key also X-Rate-Limit-Remaining-Month.
        Past the minute's limit: 429 {"error":"rate limit exceeded"}; with
        the month spent, without the key: 429 {"error":"monthly api limit
        exceeded"}. Minutes and months are the real clock's, not the replay
        clock's; the month counts answers other than 429 and 5xx.

        Valve's measured rate limits, off unless --valve-limits or
        {"enabled": true} on /_replay/valve-limits turns them on, per key sent
        (after the key check: a wrong key still gets the 403 page), on the
        real clock, on Valve's methods only (not /api/, /openid/login or
        /_replay/):
          GetMatchHistoryBySequenceNum   one request in sequence_interval
              (5) seconds: a bucket of 1 token refilled at 1/5 a second.
          every Valve method together    per_key_rate (6) requests a second:
              a bucket of 6 tokens refilled at 6 a second.
          Past either: 429 with Valve's "Too Many Requests" page, no
              Retry-After. A request the ceiling lets through spends its
              token even when the sequence bucket refuses it.
          block_after (20) 429s within block_window (300) seconds: the key
              gets Valve's 403 Forbidden page on every Valve method for
              block_seconds (3600), no Retry-After.
        The request log marks these answers "fault": "valve-limit" (429) and
        "valve-block" (403).
        The store's appdetails has a limit of its own under the same switch,
        one bucket for every caller, on the replay clock (advance it instead
        of waiting): a burst of 247, then 208 requests per 5 minutes; past
        it 429 with the body null, no Retry-After, logged "valve-limit".

        Dota history starts on 2024-06-01 and goes on without end: a match
        shows once it has ended by the replay clock, so advancing the clock
        adds new matches at the head of every history.

        Steam's OpenID 2.0 login, at /openid/login (the base URL stands for
        STEAM_COMMUNITY_URL too; no key):
          GET, openid.mode=checkid_setup   needs openid.ns (2.0), return_to
              (absolute http or https with a path; it must start with
              openid.realm when given), claimed_id and identity (both
              identifier_select). A parameter missing, wrong or given
              twice gets HTTP 400 naming it. Answers 302 to return_to with
              a positive assertion for --openid-account: claimed_id
              https://steamcommunity.com/openid/id/STEAMID, op_endpoint
              http://HOST/openid/login (the request's Host), a nonce
              stamped with the real UTC time plus nonce_offset_seconds.
              With cancel set: openid.mode=cancel instead.
          POST, openid.mode=check_authentication   the assertion's fields as
              a form: "is_valid:true" once for an assertion issued here and
              sent back unchanged, "is_valid:false" for anything else and
              for every later check of it.

        The replay clock starts at the real time (or at --epoch, or at
        $STEAM_REPLAY_EPOCH) and stands still until advanced. The world's
        own timestamps (account creation, last logoff, friend_since) are
        fixed history that ends on 2026-10-01, so they never depend on when
        the server started. Valve's and OpenDota's answers carry the replay
        clock's now in their Date header.

        A fault is {"path": P, "method": M, "query": {NAME: VALUE, ...},
        "count": N, ACTION}. P is part of the request path, or "*" for all
        (OpenDota's /api/ paths too).
        method is optional: the fault then hits only that HTTP method (GET
        and POST both go to /openid/login). query is optional: the fault
        then hits only requests whose query has every NAME with exactly
        that VALUE (never "key" or "api_key"). ACTION is one of "latency_ms": MS,
        "status": CODE (400-599, Valve's error page, optionally with
        "retry_after": SECONDS), "body": TEXT (sent instead of the answer,
        optionally with "status": 200-599, default 200, and
        "content_type", default text/plain; charset=UTF-8),
        "content_type": TYPE alone (the real answer under that
        Content-Type), "truncate": true, "html": true, "reset": true,
        "redirect": LOCATION
        (302, or "status": 301, 303, 307 or 308, with that Location
        header), "hang": true (the request is read and never answered;
        the replay hangs up after 120 s). count defaults to 1, or to no
        limit for latency_ms. "probability": P (above 0, at most 1) hits
        only that share of the matching requests, with no count limit
        unless given: which ones is a hash of --seed and the request's
        method, path and query (the key left out), so the same request
        meets the same fate in every run and on every retry, whatever
        order requests arrive in. Faults are tried in the order given;
        the first that matches a request is used.

        Without a subcommand, steam-replay serves: the two forms below are the same.
          steam-replay --key TESTKEY
          steam-replay serve --key TESTKEY

        Examples:
          steam-replay --key TESTKEY
          steam-replay --seed 7 --port 8080 --key TESTKEY &
          base=http://127.0.0.1:8080
          curl -s "$base/_replay/world"
          curl -s "$base/ISteamUser/ResolveVanityURL/v1/" \\
            -G -d key=TESTKEY -d vanityurl=robinwalker
          curl -s -X POST "$base/_replay/faults" -d '[{
            "path":"GetPlayerSummaries",
            "status":429,"retry_after":2}]'
          curl -s -X POST "$base/_replay/faults" -d '[{
            "path":"GetFriendList","status":500,
            "query":{"steamid":"76561197960287930"}}]'
          curl -s -X POST "$base/_replay/faults" -d '[{
            "path":"openid/login","method":"POST",
            "body":"_is_valid:true\\n"}]'
          curl -s -X POST "$base/_replay/openid" \\
            -d '{"cancel": true}'
          curl -s -X POST "$base/_replay/advance" \\
            -d '{"seconds": 86400}'
          curl -s -X POST "$base/_replay/advance?days=1"
          steam-replay --key TESTKEY --match-details ok
          curl -s "$base/api/players/22202/matches" \\
            -G -d limit=5 -d project=leagueid
          key=00000000-0000-4000-8000-000000000000
          curl -s -i "$base/api/players/22202/matches" \\
            -G -d limit=1 -H "Authorization: Bearer $key"
          curl -s -X POST "$base/_replay/opendota" \\
            -d '{"month_used": 50000}'
        """
    )

    @Option(help: "The world's seed: the same seed always gives the same players and friends.")
    var seed: UInt64 = 1

    @Option(help: "The TCP port to listen on; 0 picks a free one (read it from the printed URL).")
    var port: UInt16 = 0

    @Option(help: """
        The API key clients must send as key=…; any other key is refused with HTTP 403. Without it, \
        $\(Self.keyVariable), which keeps the key out of the process list.
        """)
    var key: String?

    @Option(help: "The IPv4 address to listen on.")
    var host: String = "127.0.0.1"

    @Option(help: """
        Start the replay clock at these unix seconds instead of the real time now, at most \
        \(ClockCeiling.whole(ClockCeiling.latest)) (\(ClockCeiling.latestText)). Without it, $\(Self.epochVariable) \
        when set, so that a suite or a script pins every server it starts to one moment.
        """)
    var epoch: Double?

    @Option(help: "How GetMatchDetails answers: outage (HTTP 500 {}, as Valve's has since May 2024) or ok (as before).")
    var matchDetails: MatchDetailsMode = .outage

    @Option(
        name: .customLong("openid-account"),
        help: "Whom /openid/login signs in: a SteamID64 or vanity name of a player of the world (default: demo_user)."
    )
    var openIDAccount: String?

    @Option(
        name: .customLong("opendota-key"),
        help: """
            The OpenDota API key /api/ accepts (Authorization: Bearer KEY, or api_key=KEY); any other key is the free \
            tier. Without it, $\(Self.openDotaKeyVariable), else \(ReplayService.defaultOpenDotaKey).
            """
    )
    var openDotaKey: String?

    static let keyVariable = "STEAM_REPLAY_KEY"
    static let openDotaKeyVariable = "STEAM_REPLAY_OPENDOTA_KEY"
    static let epochVariable = "STEAM_REPLAY_EPOCH"
    static let pastTheCeiling = """
        is past the replay clock's ceiling, \(ClockCeiling.whole(ClockCeiling.latest)) (\(ClockCeiling.latestText)): \
        give unix seconds up to it
        """

    /// The clock's start: the flag's, else the environment's, else nil for the real time now.
    private var clockStart: Double? {
        get throws {
            if let epoch { return epoch }
            guard let text = ProcessInfo.processInfo.environment[Self.epochVariable] else { return nil }
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                throw ValidationError("\(Self.epochVariable) must be unix seconds, zero or more, like 1790812800, not \"\(text)\"")
            }
            guard seconds <= ClockCeiling.latest else {
                throw ValidationError("\(Self.epochVariable)=\(text) \(Self.pastTheCeiling)")
            }
            return seconds
        }
    }

    /// The Steam key: the flag's, else the environment's (checked present by `validate`).
    private var steamKey: String { key ?? ProcessInfo.processInfo.environment[Self.keyVariable] ?? "" }

    @Option(name: .customLong("opendota-minute-limit"), help: "OpenDota requests a minute without the key.")
    var openDotaMinuteLimit: Int = OpenDotaLimits().minute

    @Option(name: .customLong("opendota-keyed-minute-limit"), help: "OpenDota requests a minute with the key.")
    var openDotaKeyedMinuteLimit: Int = OpenDotaLimits().keyedMinute

    @Option(name: .customLong("opendota-month-limit"), help: "OpenDota requests a month without the key.")
    var openDotaMonthLimit: Int = OpenDotaLimits().month

    @Flag(
        name: .customLong("valve-limits"),
        help: """
            Limit each key as Valve does: one GetMatchHistoryBySequenceNum request in 5 s and 6 requests a second in \
            all, past which 429; a key that keeps on gets 403 (see /_replay/valve-limits); and appdetails a burst of 247, \
            then 208 requests per 5 minutes of the replay clock, past which 429 null.
            """
    )
    var valveLimits = false

    @Option(name: .customLong("valve-block-after"), help: "With Valve's limits: how many 429s within 300 s get a key blocked.")
    var valveBlockAfter: Int = ValveLimits().blockAfter

    @Option(name: .customLong("valve-block-seconds"), help: "With Valve's limits: how long a block lasts, in seconds.")
    var valveBlockSeconds: Int = Int(ValveLimits().blockSeconds)

    func validate() throws {
        guard key ?? ProcessInfo.processInfo.environment[Self.keyVariable] != nil else {
            throw ValidationError("give the API key clients must send: --key KEY, or \(Self.keyVariable) in the environment")
        }
        if let epoch, !epoch.isFinite || epoch < 0 {
            throw ValidationError("--epoch must be unix seconds, zero or more, like 1790812800")
        }
        if let epoch, epoch > ClockCeiling.latest {
            throw ValidationError("--epoch \(ClockCeiling.whole(epoch)) \(Self.pastTheCeiling)")
        }
        _ = try clockStart
        for (name, limit) in [
            ("--opendota-minute-limit", openDotaMinuteLimit), ("--opendota-keyed-minute-limit", openDotaKeyedMinuteLimit),
            ("--opendota-month-limit", openDotaMonthLimit),
        ] where limit < 0 {
            throw ValidationError("\(name) must be a whole number, zero or more")
        }
        for (name, value) in [("--valve-block-after", valveBlockAfter), ("--valve-block-seconds", valveBlockSeconds)]
        where value < 1 {
            throw ValidationError("\(name) must be a whole number, 1 or more")
        }
    }

    func run() async throws {
        let shutdown = WindDownOnSignal.catchSignals()
        // A closed stdout or a client gone mid-answer must surface as EPIPE, never as a killing signal.
        signal(SIGPIPE, SIG_IGN)
        let start = try clockStart
        let service: ReplayService
        do {
            service = try ReplayService(
                seed: seed, key: steamKey, epoch: start, matchDetails: matchDetails, openIDAccount: openIDAccount,
                openDotaKey: openDotaKey ?? ProcessInfo.processInfo.environment[Self.openDotaKeyVariable]
                    ?? ReplayService.defaultOpenDotaKey,
                openDotaLimits: OpenDotaLimits(
                    minute: openDotaMinuteLimit, keyedMinute: openDotaKeyedMinuteLimit, month: openDotaMonthLimit
                ),
                valveLimits: ValveLimits(
                    enabled: valveLimits, blockAfter: valveBlockAfter, blockSeconds: Double(valveBlockSeconds)
                )
            )
        } catch .unknownOpenIDAccount(let unknown) {
            throw ValidationError("--openid-account \(unknown)")
        } catch .epochOutOfRange(let epoch) {
            throw ValidationError("--epoch \(ClockCeiling.whole(epoch)) \(Self.pastTheCeiling)")
        }
        let server: ReplayServer
        do {
            server = try await ReplayServer.start(service: service, host: host, port: port)
        } catch ReplayServerError.notIPv4 {
            throw ValidationError("--host must be an IPv4 address, like 127.0.0.1")
        }
        // The base URL as the first and only stdout line, written at once: stdout is usually a pipe someone is waiting on.
        // A reader that has gone does not stop the server, which others may be using.
        try? FileOutput.writeAll(Array((server.baseURL + "\n").utf8), to: STDOUT_FILENO)

        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.serve() }
            group.addTask { for await _ in shutdown { return } }
            // Whichever ends first ends the command: a signal while serving, or the server failing.
            try await group.next()
            group.cancelAll()
        }
    }
}

extension MatchDetailsMode: ExpressibleByArgument {}
