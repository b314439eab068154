function __steam-auth_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-auth_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __steam-auth_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-auth_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __steam-auth_parse_tokens -S
    set -l unparsed_tokens (__steam-auth_tokens -pc)
    switch $unparsed_tokens[1]
    case 'steam-auth'
        __steam-auth_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'resolve'
            __steam-auth_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'login'
            __steam-auth_parse_subcommand 0 'no-browser' 'wait=' 'port=' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'whoami'
            __steam-auth_parse_subcommand 0 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'version' 'h/help'
        case 'logout'
            __steam-auth_parse_subcommand 0 'key' 'version' 'h/help'
        case 'key'
            __steam-auth_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'set'
                __steam-auth_parse_subcommand -r 1 'service=' 'version' 'h/help'
            case 'check'
                __steam-auth_parse_subcommand 0 'jq=' 'r/raw-output' 'format=' 'timeout=' 'attempts=' 'verbose' 'version' 'h/help'
            end
        case 'help'
            __steam-auth_parse_subcommand -r 1 'version'
        end
    end
end

function __steam-auth_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __steam-auth_parse_subcommand -S -a positional_count
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

function __steam-auth_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __steam-auth_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__steam-auth_tokens -p)
    if test -z "$(__steam-auth_tokens -t)"
        set -l index (count (__steam-auth_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'steam-auth' -f
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'resolve' -d 'Resolve SteamIDs, profile URLs and vanity names to one identity record each.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'login' -d 'Sign in through Steam\'s OpenID page and remember who you are.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'whoami' -d 'The signed-in account as an identity record: every SteamID form, and its persona name.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'logout' -d 'Forget the signed-in account; with --key, the key file too.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'key' -d 'Save the Steam Web API key or OpenDota\'s, or check Steam\'s.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth resolve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" no-browser' -l 'no-browser' -d 'Print the sign-in address without opening a browser.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" wait' -l 'wait' -d 'Seconds to wait for Steam\'s answer (1-3600). (default: 300.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" port' -l 'port' -d 'The port to listen on at 127.0.0.1; 0 picks a free one.' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth login" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth whoami" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth logout" key' -l 'key' -d 'Remove the key file as well.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth logout" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth logout" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth key" -eq 1' -fa 'set' -d 'Save the key read from stdin to $XDG_CONFIG_HOME/steam-pipes/key (opendota-key for OpenDota\'s), mode 0600.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_positional "steam-auth key" -eq 1' -fa 'check' -d 'Try the key with one cheap call: {valid, source, file}; a rejected key exits 4.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key set" service' -l 'service' -d 'Whose key it is: steam or opendota.' -rfka 'steam opendota'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key set" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key set" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" timeout' -l 'timeout' -d 'Seconds the call may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" attempts' -l 'attempts' -d 'Attempts on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" verbose' -l 'verbose' -d 'Write a line on stderr for the request: method, URL (its key hidden), status, size, time.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" version' -l 'version' -d 'Show the version.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth key check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-auth' -n '__steam-auth_should_offer_completions_for_flags_or_options "steam-auth help" version' -l 'version' -d 'Show the version.'
