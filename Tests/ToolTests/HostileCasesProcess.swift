// The hostile-input issue's third pass (46): signals, the store's file and its readers, keys and their cached answers.
// Each case's item is the issue's item number, as "46.N".
extension HostileCase {
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
    ]
}
