function __steam-profile_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-profile_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __steam-profile_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-profile_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __steam-profile_parse_tokens -S
    set -l unparsed_tokens (__steam-profile_tokens -pc)
    switch $unparsed_tokens[1]
    case 'steam-profile'
        __steam-profile_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'summaries'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'changes' 'feed=' 'watch=' 'version' 'h/help'
        case 'friends'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'changes' 'feed=' 'watch=' 'summaries' 'version' 'h/help'
        case 'bans'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'changes' 'feed=' 'watch=' 'version' 'h/help'
        case 'history'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'kind=' 'all' 'since=' 'until=' 'version' 'h/help'
        case 'level'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'badges'
            __steam-profile_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'help'
            __steam-profile_parse_subcommand -r 1 'version'
        end
    end
end

function __steam-profile_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __steam-profile_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __steam-profile_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __steam-profile_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__steam-profile_tokens -p)
    if test -z "$(__steam-profile_tokens -t)"
        set -l index (count (__steam-profile_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'steam-profile' -f
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'summaries' -d 'One GetPlayerSummaries record per account, fetched 100 accounts a call.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'friends' -d 'One record per friend, saying whose friend it is (friend_of).'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'bans' -d 'One GetPlayerBans record per account, fetched 100 accounts a call.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'history' -d 'The account states the store holds, oldest first: one record per summary, friend list or bans state.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'level' -d 'One record per account: its Steam level, {steamid, player_level}.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'badges' -d 'One record per badge of an account, with the account\'s XP and level on each.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_positional "steam-profile" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" changes' -l 'changes' -d 'Print only what changed since this feed last reported each account, as event records; always fetches.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" feed' -l 'feed' -d 'The change feed --changes reads and moves on: each keeps its own place per account (letters, digits, . _ -).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" watch' -l 'watch' -d 'Fetch again every this many seconds (1-86400), until a signal or a closed stdout; a round that fails for a reason that can pass is tried again later, and --format json is refused (use ndjson).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile summaries" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" changes' -l 'changes' -d 'Print only what changed since this feed last reported each account, as event records; always fetches.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" feed' -l 'feed' -d 'The change feed --changes reads and moves on: each keeps its own place per account (letters, digits, . _ -).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" watch' -l 'watch' -d 'Fetch again every this many seconds (1-86400), until a signal or a closed stdout; a round that fails for a reason that can pass is tried again later, and --format json is refused (use ndjson).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" summaries' -l 'summaries' -d 'Join each friend to the friend\'s player summary.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile friends" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" changes' -l 'changes' -d 'Print only what changed since this feed last reported each account, as event records; always fetches.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" feed' -l 'feed' -d 'The change feed --changes reads and moves on: each keeps its own place per account (letters, digits, . _ -).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" watch' -l 'watch' -d 'Fetch again every this many seconds (1-86400), until a signal or a closed stdout; a round that fails for a reason that can pass is tried again later, and --format json is refused (use ndjson).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile bans" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" kind' -l 'kind' -d 'summaries, friends or bans: which snapshots to read.' -rfka 'summaries friends bans'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" all' -l 'all' -d 'Every account the store has snapshots of; reads no input.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" since' -l 'since' -d 'Snapshots taken at or after this date (2026-11-01, a year as 2026, an ISO 8601 time or unix seconds).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" until' -l 'until' -d 'Snapshots taken before the end of this date (a whole day when only a day is given, a whole year for a year).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile level" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" version' -l 'version' -d 'Show the version.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile badges" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-profile' -n '__steam-profile_should_offer_completions_for_flags_or_options "steam-profile help" version' -l 'version' -d 'Show the version.'
