function __dota-detail_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dota-detail_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __dota-detail_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dota-detail_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __dota-detail_parse_tokens -S
    set -l unparsed_tokens (__dota-detail_tokens -pc)
    switch $unparsed_tokens[1]
    case 'dota-detail'
        __dota-detail_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'matches'
            __dota-detail_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'via=' 'fallback=' 'sequence-rate=' 'opendota-rate=' 'version' 'h/help'
        case 'stored'
            __dota-detail_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'heroes'
            __dota-detail_parse_subcommand 0 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'language=' 'version' 'h/help'
        case 'help'
            __dota-detail_parse_subcommand -r 1 'version'
        end
    end
end

function __dota-detail_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __dota-detail_parse_subcommand -S -a positional_count
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

function __dota-detail_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __dota-detail_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__dota-detail_tokens -p)
    if test -z "$(__dota-detail_tokens -t)"
        set -l index (count (__dota-detail_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'dota-detail' -f
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail" version' -l 'version' -d 'Show the version.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_positional "dota-detail" -eq 1' -fa 'matches' -d 'One record per match: Valve\'s match object, field for field.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_positional "dota-detail" -eq 1' -fa 'stored' -d 'Every match the store holds that each account played, newest first, as dota-detail wrote it.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_positional "dota-detail" -eq 1' -fa 'heroes' -d 'Every hero, as GetHeroes lists them, by id; kept a week.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_positional "dota-detail" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" via' -l 'via' -d 'Which endpoint fetches matches: details, sequence, opendota, or auto (details until it fails).' -rfka 'details sequence opendota auto'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" fallback' -l 'fallback' -d 'Where --via auto goes when GetMatchDetails is down: sequence or opendota. Default: the settings file\'s fallback, else sequence.' -rfka 'sequence opendota'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" sequence-rate' -l 'sequence-rate' -d 'Requests per second to GetMatchHistoryBySequenceNum (0.001-1000), shared by every process; Valve answers about 0.2. (default: 0.18)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" opendota-rate' -l 'opendota-rate' -d 'Requests per second to OpenDota (0.001-1000), shared by every process; 1 is its keyless 60 a minute, a key allows more. (default: 1.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" version' -l 'version' -d 'Show the version.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail matches" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" version' -l 'version' -d 'Show the version.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail stored" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" language' -l 'language' -d 'The language of localized_name, such as en, de or zh (Valve falls back to English).' -rfka ''
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" version' -l 'version' -d 'Show the version.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail heroes" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dota-detail' -n '__dota-detail_should_offer_completions_for_flags_or_options "dota-detail help" version' -l 'version' -d 'Show the version.'
