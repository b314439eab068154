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
    ]
}
