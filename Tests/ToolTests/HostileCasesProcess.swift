// The hostile-input issue's third pass (46): signals, the store's file and its readers, keys and their cached answers.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
    /// Sets `$as` to what runs a command as nobody when the tests run as root, who may write any file, so that a
    /// read-only file or directory is read-only to the tool.
    static let asNobodyWhenRoot = #"as=""; [ "$(id -u)" = 0 ] && as="setpriv --reuid=65534 --regid=65534 --clear-groups""#

    static let processPass: [HostileCase] = [
        // 8: one SIGTERM ends a tool whose stdout's reader holds the pipe and never reads, within 3 s, by the signal.
        .init(item: "46.8", command: """
            work=$(mktemp -d) && mkfifo "$work/out" && {
                sleep 30 < "$work/out" & reader=$!
                seq 1 300000 | steam-auth resolve > "$work/out" & pid=$!
                sleep 1; kill -TERM $pid; started=$(date +%s%N)
                wait $pid; status=$?
                took=$(( ($(date +%s%N) - started) / 1000000 ))
                kill $reader; rm -rf "$work"
                [ $took -lt 3000 ] && echo "ended within 3 s" >&2; exit $status
            }
            """, status: 143, says: "ended within 3 s"),
        // 9: a store path naming a FIFO or a socket is refused at once, by its type; opening a FIFO would wait for good.
        .init(item: "46.9", command: #"d=$(mktemp -d) && mkfifo "$d/db" && STEAM_PIPES_DB="$d/db" steam-profile \#(gabe)"#,
              status: 2, says: "/db is a FIFO, not a database file; move it away, or point STEAM_PIPES_DB at a file"),
        .init(item: "46.9", command: #"d=$(mktemp -d) && python3 -c "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])" "$d/db" && STEAM_PIPES_DB="$d/db" steam-games owned \#(gabe)"#,
              status: 2, says: "/db is a socket, not a database file"),
        // 15: a stored answer is the key's that asked for it: a wrong key, or none, is refused as with nothing stored,
        // and offline, which sends no key, still reads it.
        .init(item: "46.15", command: "steam-profile \(gabe) > /dev/null && STEAM_API_KEY=WRONGKEY steam-profile \(gabe)",
              status: 4, says: "the Steam API key was rejected (HTTP 403 from GetPlayerSummaries)"),
        .init(item: "46.15", command: "steam-profile \(gabe) > /dev/null && env -u STEAM_API_KEY steam-profile \(gabe)",
              status: 4, says: "no Steam API key: set STEAM_API_KEY"),
        .init(item: "46.15", command: "steam-profile \(gabe) > /dev/null && STEAM_API_KEY=WRONGKEY steam-profile --offline \(gabe)",
              status: 0, says: #"{"steamid":"\#(gabe)","#, inStdout: true),
        // 16: opening a store of the current schema takes no write lock, so a read runs beside another process's long
        // write instead of waiting the busy timeout out.
        .init(item: "46.16", command: #"""
            steam-profile \#(gabe) > /dev/null && {
                python3 -c 'import sqlite3, sys, time
            connection = sqlite3.connect(sys.argv[1], isolation_level=None)
            connection.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            time.sleep(60)' "$STEAM_PIPES_DB" > "$STEAM_PIPES_DB.locked" & holder=$!
                for _ in $(seq 100); do [ -s "$STEAM_PIPES_DB.locked" ] && break; sleep 0.1; done
                started=$(date +%s%N)
                steam-profile history \#(gabe) > /dev/null && steam-profile --offline \#(gabe) > /dev/null; status=$?
                took=$(( ($(date +%s%N) - started) / 1000000 ))
                kill $holder
                [ $took -lt 5000 ] && echo "read beside a writer" >&2; exit $status
            }
            """#, status: 0, says: "read beside a writer"),
        // 16: a backup copy on a directory no one may write (no WAL or shared-memory file can be made beside it) is
        // read by --offline and dota-detail stored, and a run that would write says why it cannot. Root writes
        // anything, so as root the reads run as nobody.
        .init(item: "46.16", command: #"""
            dota-matches --limit 2 22202 | dota-detail --rate 1000 --sequence-rate 1000 2> /dev/null > /dev/null && steam-profile \#(gabe) > /dev/null \
                && sqlite3 "$STEAM_PIPES_DB" "PRAGMA wal_checkpoint(TRUNCATE)" > /dev/null || exit 9
            backup=$(mktemp -d) && cp "$STEAM_PIPES_DB" "$backup/store.sqlite" && chmod 444 "$backup/store.sqlite" \
                && chmod 555 "$backup" && state=$(mktemp -d) && chmod 777 "$state" || exit 9
            \#(asNobodyWhenRoot)
            run() { $as env STEAM_PIPES_DB="$backup/store.sqlite" XDG_CONFIG_HOME="$backup/none" XDG_STATE_HOME="$state" "$@"; }
            [ "$(run dota-detail stored 22202 | wc -l)" = 2 ] && run steam-profile --offline \#(gabe) | grep -q personaname \
                && run steam-profile history \#(gabe) | grep -q personaname && echo "read the backup" >&2
            run steam-profile --refresh \#(gabe)
            """#, status: 2, says: "read the backup\nsteam-profile: error: argument 1 (\(gabe)): store "),
        // 16: a read-only store of an older schema cannot be upgraded, and the message says that is why it is refused.
        .init(item: "46.16", command: #"""
            steam-profile \#(gabe) > /dev/null && current=$(sqlite3 "$STEAM_PIPES_DB" "PRAGMA user_version") || exit 9
            sqlite3 "$STEAM_PIPES_DB" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = $((current - 1))" > /dev/null || exit 9
            backup=$(mktemp -d) && cp "$STEAM_PIPES_DB" "$backup/store.sqlite" && chmod 555 "$backup" || exit 9
            \#(asNobodyWhenRoot)
            $as env STEAM_PIPES_DB="$backup/store.sqlite" XDG_CONFIG_HOME="$backup/none" steam-profile --offline \#(gabe) 2>&1 \
                | grep -F "store.sqlite cannot be written (its schema version $((current - 1)) must be upgraded to $current first)"
            exit "${PIPESTATUS[0]}"
            """#, status: 2, says: "the file or its directory is read-only; make the file and its directory writable",
              inStdout: true),
        // 17: a reader that stops early stops a long listing: hub's 456 matches are five pages of GetMatchHistory, and
        // `| head -1` leaves after the first record of the first; the tool then ends quietly, with no note.
        .init(item: "46.17", command: #"""
            dota-matches --all 76561198900909827 2> "$STEAM_PIPES_DB.err" | head -1 > /dev/null
            pages=$(curl -sf "$STEAM_API_BASE_URL/_replay/requests" | grep -c GetMatchHistory)
            [ "$pages" -le 2 ] && [ ! -s "$STEAM_PIPES_DB.err" ] && echo "stopped after $pages of 5 pages, quietly"
            """#, status: 0, says: "pages, quietly", inStdout: true),
        // 17: the note that GetMatchDetails is down comes before the fallback's first wait for its rate, which it
        // explains, not when its input's turn on stdout comes.
        .init(item: "46.17", command: #"""
            dota-matches --limit 2 22202 2> /dev/null | dota-detail --sequence-rate 0.4 2>&1 > /dev/null | head -1
            """#, status: 0, says: "fetching matches by sequence number instead", inStdout: true),
        // 47: steam-mcp's flags, its closed stdout, messages that are not what a client sends, and one SIGTERM while a
        // call runs: the call is interrupted, and steam-mcp ends by the signal within 3 s, answering nothing more.
        .init(item: "47", command: "steam-mcp --max-records 0", status: 64, says: "--max-records must be 1-100000, not 0"),
        .init(item: "47", command: "steam-mcp --list-tools >&-", status: 2, says: "steam-mcp: error: stdout: closed"),
        .init(item: "47", command: #"steam-mcp | jq -c '[.id, .error.code // "ok"]' | paste -sd ' '"#, stdin: """
            not json
            [{"jsonrpc":"2.0","id":1,"method":"ping"}]
            {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"dota_matches","arguments":[1]}}
            {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"no_such_tool"}}
            {"jsonrpc":"2.0","id":4,"method":"logging/setLevel","params":{"level":"loud"}}
            {"jsonrpc":"2.0","id":5,"method":"resources/list"}
            {"jsonrpc":"2.0","id":6,"method":"ping"}

            """, status: 0, says: #"[null,-32700] [null,-32600] [2,-32602] [3,-32602] [4,-32602] [5,-32601] [6,"ok"]"#, inStdout: true),
        .init(item: "47", command: #"""
            work=$(mktemp -d) && mkfifo "$work/in" && {
                steam-mcp < "$work/in" > "$work/out" & pid=$!
                exec 3> "$work/in"
                printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"steam_profile_friends","arguments":{"inputs":["22202","22203","22204","22205","22206","22207","22208","22209"],"rate":"0.5","jobs":"1"}}}' >&3
                sleep 2; kill -TERM $pid; started=$(date +%s%N)
                wait $pid; status=$?
                took=$(( ($(date +%s%N) - started) / 1000000 ))
                exec 3>&-
                if [ $took -lt 3000 ] && [ ! -s "$work/out" ]; then echo "ended within 3 s, answering nothing" >&2
                else echo "ended after $took ms, having written: $(head -c 400 "$work/out")" >&2; fi
                rm -rf "$work"; exit $status
            }
            """#, status: 143, says: "ended within 3 s, answering nothing"),
    ]
}
