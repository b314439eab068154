function __steam-games_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-games_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __steam-games_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-games_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __steam-games_parse_tokens -S
    set -l unparsed_tokens (__steam-games_tokens -pc)
    switch $unparsed_tokens[1]
    case 'steam-games'
        __steam-games_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'owned'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'appinfo' 'no-appinfo' 'free' 'app=+' 'version' 'h/help'
        case 'recent'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'count=' 'version' 'h/help'
        case 'achievements'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'app=+' 'locked' 'unlocked' 'sort=' 'version' 'h/help'
        case 'stats'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'app=+' 'version' 'h/help'
        case 'schema'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'app=+' 'version' 'h/help'
        case 'news'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'app=+' 'count=' 'maxlength=' 'version' 'h/help'
        case 'players'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'app=+' 'version' 'h/help'
        case 'find'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'page-size=' 'version' 'h/help'
        case 'history'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'all' 'since=' 'until=' 'version' 'h/help'
        case 'wishlist'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'cc=' 'via=' 'appdetails-rate=' 'changes' 'feed=' 'watch=' 'appinfo' 'no-appinfo' 'version' 'h/help'
        case 'prices'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'cc=' 'via=' 'appdetails-rate=' 'app=+' 'version' 'h/help'
        case 'common'
            __steam-games_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'friends-of=' 'at-least=' 'category=+' 'free' 'cc=' 'version' 'h/help'
        case 'help'
            __steam-games_parse_subcommand -r 1 'version'
        end
    end
end

function __steam-games_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __steam-games_parse_subcommand -S -a positional_count
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

function __steam-games_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __steam-games_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__steam-games_tokens -p)
    if test -z "$(__steam-games_tokens -t)"
        set -l index (count (__steam-games_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'steam-games' -f
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'owned' -d 'One record per game an account owns, with the owner\'s steamid and when Valve answered.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'recent' -d 'One record per game an account played in the last two weeks, most played first.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'achievements' -d 'One record per achievement: the player\'s unlock, the schema\'s names and the global percentage.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'stats' -d 'One record per stat of an account in an app, with the schema\'s display name.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'schema' -d 'One record per achievement and stat an app defines, with kind "achievement" or "stat".'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'news' -d 'An app\'s news items, newest first, as Valve sends them. Needs no API key.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'players' -d 'How many play each app right now: one record per app. Needs no API key.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'find' -d 'The apps whose names hold every word of a name: one {appid, name} record per app.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'history' -d 'The playtime snapshots the store holds, oldest first: one record per game per fetch.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'wishlist' -d 'One record per app on an account\'s wishlist, with its name and price in one country. Needs no API key.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'prices' -d 'What each app costs in one country: one record per app. Needs no API key.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'common' -d 'The games every given account owns (or at least N of them), optionally of a player category.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_positional "steam-games" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" appinfo' -l 'appinfo' -d 'Ask Valve for each game\'s name and icon.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" no-appinfo' -l 'no-appinfo' -d 'Ask Valve for each game\'s name and icon.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" free' -l 'free' -d 'Include free games the account has played.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned"' -l 'app' -d 'Write only this app (repeatable); the snapshot keeps them all.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games owned" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" count' -l 'count' -d 'At most this many games per account (1-10000); all when not given.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games recent" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements"' -l 'app' -d 'The app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" locked' -l 'locked' -d 'Only achievements not yet unlocked.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" unlocked' -l 'unlocked' -d 'Only achievements unlocked.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" sort' -l 'sort' -d 'rarest (lowest global percent first), game (the game\'s order) or recent (newest unlock first).' -rfka 'rarest game recent'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games achievements" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats"' -l 'app' -d 'The app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema"' -l 'app' -d 'An app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games schema" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news"' -l 'app' -d 'An app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" count' -l 'count' -d 'Items per app (1-10000); Valve sends 20 when not given.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" maxlength' -l 'maxlength' -d 'Cut each item\'s contents to about this many characters (1-1000000); whole when not given.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games news" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players"' -l 'app' -d 'An app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games players" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" page-size' -l 'page-size' -d 'Apps per page of Valve\'s list (1-50000).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games find" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" all' -l 'all' -d 'Every account the store has snapshots of; reads no input.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" since' -l 'since' -d 'Snapshots taken at or after this date (2026-11-01, a year as 2026, an ISO 8601 time or unix seconds).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" until' -l 'until' -d 'Snapshots taken before the end of this date (a whole day when only a day is given, a whole year for a year).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" cc' -l 'cc' -d 'The country to price in, two letters (us, de, gb, …); default: the settings file\'s cc. Steam guesses from your address without one, so one is needed.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" via' -l 'via' -d 'Where prices come from: auto (GetItems, and appdetails for apps of a GetItems call that failed), getitems or appdetails.' -rfka 'auto getitems appdetails'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" appdetails-rate' -l 'appdetails-rate' -d 'Most appdetails requests a second (0.001-10; default 0.6): the store site allows about 200 in 5 minutes.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" changes' -l 'changes' -d 'Print only what changed since this feed last reported each account, as event records; always fetches.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" feed' -l 'feed' -d 'The change feed --changes reads and moves on: each keeps its own place per account (letters, digits, . _ -).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" watch' -l 'watch' -d 'Fetch again every this many seconds (1-86400), until a signal or a closed stdout; a round that fails for a reason that can pass is tried again later, and --format json is refused (use ndjson).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" appinfo' -l 'appinfo' -d 'Add each app\'s store data and price (needs --cc).'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" no-appinfo' -l 'no-appinfo' -d 'Add each app\'s store data and price (needs --cc).'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games wishlist" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" cc' -l 'cc' -d 'The country to price in, two letters (us, de, gb, …); default: the settings file\'s cc. Steam guesses from your address without one, so one is needed.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" via' -l 'via' -d 'Where prices come from: auto (GetItems, and appdetails for apps of a GetItems call that failed), getitems or appdetails.' -rfka 'auto getitems appdetails'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" appdetails-rate' -l 'appdetails-rate' -d 'Most appdetails requests a second (0.001-10; default 0.6): the store site allows about 200 in 5 minutes.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices"' -l 'app' -d 'An app (repeatable).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games prices" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" friends-of' -l 'friends-of' -d 'Compare this account and its friends.' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" at-least' -l 'at-least' -d 'Apps at least this many of the accounts own (default: all of them).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common"' -l 'category' -d 'Only apps of this player category, by name or id (repeatable: any of them).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" free' -l 'free' -d 'Count free games the accounts have played too.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" cc' -l 'cc' -d 'The store country whose categories --category reads (default: the settings file\'s cc, else us).' -rfka ''
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" version' -l 'version' -d 'Show the version.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games common" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-games' -n '__steam-games_should_offer_completions_for_flags_or_options "steam-games help" version' -l 'version' -d 'Show the version.'
