function __steam-replay_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-replay_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __steam-replay_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __steam-replay_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __steam-replay_parse_tokens -S
    set -l unparsed_tokens (__steam-replay_tokens -pc)
    switch $unparsed_tokens[1]
    case 'steam-replay'
        __steam-replay_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'serve'
            __steam-replay_parse_subcommand 0 'seed=' 'port=' 'key=' 'host=' 'epoch=' 'match-details=' 'openid-account=' 'opendota-key=' 'opendota-minute-limit=' 'opendota-keyed-minute-limit=' 'opendota-month-limit=' 'valve-limits' 'valve-block-after=' 'valve-block-seconds=' 'version' 'h/help'
        case 'generate'
            __steam-replay_parse_subcommand 0 'matches=' 'seed=' 'focus-share=' 'start=' 'end=' 'version' 'h/help'
        case 'help'
            __steam-replay_parse_subcommand -r 1 'version'
        end
    end
end

function __steam-replay_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __steam-replay_parse_subcommand -S -a positional_count
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

function __steam-replay_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __steam-replay_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__steam-replay_tokens -p)
    if test -z "$(__steam-replay_tokens -t)"
        set -l index (count (__steam-replay_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'steam-replay' -f
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay" version' -l 'version' -d 'Show the version.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_positional "steam-replay" -eq 1' -fa 'serve' -d 'Serve Valve\'s Steam and Dota 2 Web APIs, and OpenDota\'s API, from a generated world.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_positional "steam-replay" -eq 1' -fa 'generate' -d 'Print a deterministic corpus of Dota 2 match records as NDJSON, in dota-detail\'s shape.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_positional "steam-replay" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" seed' -l 'seed' -d 'The world\'s seed: the same seed always gives the same players and friends.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" port' -l 'port' -d 'The TCP port to listen on; 0 picks a free one (read it from the printed URL).' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" key' -l 'key' -d 'The API key clients must send as key=…; any other key is refused with HTTP 403. Without it, $STEAM_REPLAY_KEY, which keeps the key out of the process list.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" host' -l 'host' -d 'The IPv4 address to listen on.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" epoch' -l 'epoch' -d 'Start the replay clock at these unix seconds instead of the real time now, at most 253402300799 (9999-12-31T23:59:59Z). Without it, $STEAM_REPLAY_EPOCH when set, so that a suite or a script pins every server it starts to one moment.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" match-details' -l 'match-details' -d 'How GetMatchDetails answers: outage (HTTP 500 {}, as Valve\'s has since May 2024) or ok (as before).' -rfka 'outage ok'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" openid-account' -l 'openid-account' -d 'Whom /openid/login signs in: a SteamID64 or vanity name of a player of the world (default: demo_user).' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" opendota-key' -l 'opendota-key' -d 'The OpenDota API key /api/ accepts (Authorization: Bearer KEY, or api_key=KEY); any other key is the free tier. Without it, $STEAM_REPLAY_OPENDOTA_KEY, else 00000000-0000-4000-8000-000000000000.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" opendota-minute-limit' -l 'opendota-minute-limit' -d 'OpenDota requests a minute without the key.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" opendota-keyed-minute-limit' -l 'opendota-keyed-minute-limit' -d 'OpenDota requests a minute with the key.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" opendota-month-limit' -l 'opendota-month-limit' -d 'OpenDota requests a month without the key.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" valve-limits' -l 'valve-limits' -d 'Limit each key as Valve does: one GetMatchHistoryBySequenceNum request in 5 s and 6 requests a second in all, past which 429; a key that keeps on gets 403 (see /_replay/valve-limits); and appdetails a burst of 247, then 208 requests per 5 minutes of the replay clock, past which 429 null.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" valve-block-after' -l 'valve-block-after' -d 'With Valve\'s limits: how many 429s within 300 s get a key blocked.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" valve-block-seconds' -l 'valve-block-seconds' -d 'With Valve\'s limits: how long a block lasts, in seconds.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" version' -l 'version' -d 'Show the version.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay serve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" matches' -l 'matches' -d 'How many match records to print.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" seed' -l 'seed' -d 'The corpus\'s seed: the same seed always gives the same records.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" focus-share' -l 'focus-share' -d 'The share of matches the focus account 100000001 plays, from 0 to 1.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" start' -l 'start' -d 'The first day (UTC) a match may start: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" end' -l 'end' -d 'The day (UTC) every match starts before: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.' -rfka ''
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" version' -l 'version' -d 'Show the version.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay generate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'steam-replay' -n '__steam-replay_should_offer_completions_for_flags_or_options "steam-replay help" version' -l 'version' -d 'Show the version.'
