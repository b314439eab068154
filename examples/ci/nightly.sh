#!/usr/bin/env bash
# The nightly CI recipe: one account's Dota 2 statistics page and playtime history, kept up to date by a scheduled
# job that fetches only what is new. Copy it into your repository; examples/ci/github-actions.yml runs it.
#
#   nightly.sh [ACCOUNT [OUTPUT_DIR]]
#
# ACCOUNT is anything steam-auth resolve accepts (a vanity name, a SteamID64, a profile URL), else $STEAM_ACCOUNT.
# OUTPUT_DIR (default public/) receives report.html, heroes.csv and playtime.csv, the files to publish.
#
# What the CI cache must restore before and save after each run is one directory, .steam-pipes/ (the one holding
# $STEAM_PIPES_DB; the directory, as SQLite may keep the latest writes in store.sqlite-wal beside the store): the
# store, which holds every match fetched and every playtime snapshot, and matches.ndjson, every match record so
# far, written anew from the store each night. Valve lists only an account's newest 500 matches, so the store, not
# Valve, is what lets the report cover every night since the first.
#
# Environment:
#   STEAM_API_KEY           the Web API key (a CI secret), else the key file `steam-auth key set` wrote
#   STEAM_PIPES_DB          the store (default .steam-pipes/store.sqlite)
#   STEAM_PIPES_MATCHES     the accumulated match records (default matches.ndjson beside the store)
#   NIGHTLY_NETWORK_FLAGS   more flags for every tool that makes requests, e.g. "--timeout 60 --attempts 6"
#   NIGHTLY_DETAIL_FLAGS    more flags for dota-detail, e.g. "--sequence-rate 0.2", the rate Valve tolerates
#
# It needs steam-pipes on PATH, and talks to the network only through the tools.
set -euo pipefail

me=nightly.sh
die() { echo "$me: error: $1" >&2; exit "${2:-1}"; }
count() { if [[ $1 -eq 1 ]]; then echo "1 $2"; else echo "$1 ${3:-$2es}"; fi; }

key_hint="in CI, save the key as a secret named STEAM_API_KEY (GitHub: Settings > Secrets and variables > Actions"
key_hint+=" > New repository secret) and give it to this step as env: STEAM_API_KEY: \${{ secrets.STEAM_API_KEY }}"

# A tool's own message is already on stderr; this says which step it ended, and for a key problem (exit 4) how
# a CI job gets one.
failed() {
    local status=$1 step=$2 after=${3:+; $3}
    echo "$me: error: $step failed (exit $status)$after" >&2
    [[ $status -ne 4 ]] || echo "$me: $key_hint" >&2
    exit "$status"
}

account=${1:-${STEAM_ACCOUNT:-}}
out=${2:-public}
[[ -n $account ]] \
    || die "no account: give one as the first argument or in STEAM_ACCOUNT (a vanity name, SteamID64 or profile URL)" 64
[[ $# -le 2 ]] || die "usage: $me [ACCOUNT [OUTPUT_DIR]]" 64

for tool in steam-auth dota-matches dota-detail steam-games stat-agg; do
    command -v "$tool" > /dev/null || die "$tool is not on PATH; install steam-pipes before this step"
done

# The tools fall back to the key file when STEAM_API_KEY is empty, as an unset CI secret leaves it.
if [[ -z ${STEAM_API_KEY:-} ]]; then
    config=${XDG_CONFIG_HOME:-}
    [[ $config == /* ]] || config=$HOME/.config
    [[ -f $config/steam-pipes/key ]] || die "no Steam API key: set STEAM_API_KEY; $key_hint" 4
fi

export STEAM_PIPES_DB=${STEAM_PIPES_DB:-.steam-pipes/store.sqlite}
state=$(dirname "$STEAM_PIPES_DB")
matches=${STEAM_PIPES_MATCHES:-$state/matches.ndjson}
mkdir -p "$state" "$(dirname "$matches")" "$out"

read -r -a network <<< "${NIGHTLY_NETWORK_FLAGS:-}"
read -r -a detail <<< "${NIGHTLY_DETAIL_FLAGS:-}"

# The next version of the file, renamed over it once whole.
merged=$matches.new
trap 'rm -f "$merged"' EXIT

# Once: every later tool is given the SteamID64, which costs no request to read.
identity=$(steam-auth resolve "${network[@]}" --jq '[.steamid, .vanity // .steamid] | @tsv' -r "$account") \
    || failed $? "steam-auth resolve $account"
IFS=$'\t' read -r steamid name <<< "$identity"
[[ -n ${steamid:-} ]] || die "steam-auth resolve gave no account for $account"

# --new lists every match Valve lists that the store lacks for the account, however far back: a match a night that
# did not finish failed to fetch (a failed detail, a killed job) is listed again. Its paging stops where a past night
# found everything stored, so a night costs one history request while fewer than 100 matches are new.
fetch_status=0
dota-matches "${network[@]}" --new "$steamid" \
    | dota-detail "${network[@]}" "${detail[@]}" > /dev/null || fetch_status=$?

# The file is written anew from the store, which holds every match fetched, each as dota-detail first wrote it: so
# it equals the store whatever ended tonight's fetch, and a match is never in it twice. The new file replaces the old
# whole, so a killed run leaves the old one.
before=0
if [[ -f $matches ]]; then before=$(($(wc -l < "$matches"))); fi
dota-detail stored "${network[@]}" "$steamid" > "$merged" || failed $? "dota-detail stored $steamid"
mv "$merged" "$matches"
total=$(($(wc -l < "$matches")))
added=$((total - before))
[[ $fetch_status -eq 0 ]] \
    || failed "$fetch_status" "fetching matches" "$(count "$added" match) kept, $total in all; the next run fetches the rest"

# Tonight's playtime snapshot: --refresh, since within the cache's hour the store would answer and add none.
games=$(steam-games owned "${network[@]}" --refresh "$steamid" | wc -l) \
    || failed $? "steam-games owned"

# Over every match and every snapshot so far. A failed step ends the run before the CI job publishes anything.
stat-agg report --title "Dota 2 statistics of $name" -o "$out/report.html" < "$matches" \
    || failed $? "stat-agg report"
stat-agg heroes --format csv < "$matches" > "$out/heroes.csv" || failed $? "stat-agg heroes"
steam-games history "$steamid" | stat-agg playtime --by day --format csv > "$out/playtime.csv" \
    || failed $? "steam-games history | stat-agg playtime"

summary="$name: $(count "$added" "new match" "new matches"), $total in all; playtime of $(count "$games" game games)"
echo "$me: $summary; wrote $out/report.html, heroes.csv and playtime.csv" >&2
