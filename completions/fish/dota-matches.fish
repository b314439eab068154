function __dota-matches_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dota-matches_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __dota-matches_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __dota-matches_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __dota-matches_parse_tokens -S
    set -l unparsed_tokens (__dota-matches_tokens -pc)
    switch $unparsed_tokens[1]
    case 'dota-matches'
        __dota-matches_parse_subcommand -r 1 'jobs=' 'rate=' 'burst=' 'timeout=' 'attempts=' 'unordered' 'no-cache' 'refresh' 'offline' 'verbose' 'jq=' 'r/raw-output' 'format=' 'source=' 'opendota-rate=' 'hero=' 'game-mode=' 'min-players=' 'league=' 'project=+' 'limit=' 'all' 'since=' 'new' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __dota-matches_parse_subcommand -r 1 'version'
        end
    end
end

function __dota-matches_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __dota-matches_parse_subcommand -S -a positional_count
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

function __dota-matches_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __dota-matches_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__dota-matches_tokens -p)
    if test -z "$(__dota-matches_tokens -t)"
        set -l index (count (__dota-matches_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'dota-matches' -f
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" jobs' -l 'jobs' -d 'Requests in flight at once (1-256).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" rate' -l 'rate' -d 'Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. (default: 5.0)' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" burst' -l 'burst' -d 'Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" timeout' -l 'timeout' -d 'Seconds one request may take before it is retried (0.1-3600). (default: 30.0)' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" attempts' -l 'attempts' -d 'Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" unordered' -l 'unordered' -d 'Write each input\'s records as soon as they are ready instead of in input order.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" no-cache' -l 'no-cache' -d 'Neither read nor write the store.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" refresh' -l 'refresh' -d 'Fetch everything anew, then update the store.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" offline' -l 'offline' -d 'Answer from the store alone; make no request.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" verbose' -l 'verbose' -d 'Write a line on stderr for each request: method, URL (its key hidden), status, size, time.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" jq' -l 'jq' -d 'Apply a jq program to each output record (libjq).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" r raw-output' -s 'r' -l 'raw-output' -d 'Write string results without JSON quotes, as `jq -r` does.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" format' -l 'format' -d 'Output format.' -rfka 'ndjson json table csv tsv'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" source' -l 'source' -d 'Where to list matches: valve (GetMatchHistory, the newest 500) or opendota (every match, one request).' -rfka 'valve opendota'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" opendota-rate' -l 'opendota-rate' -d 'Requests per second to OpenDota (0.001-1000), shared by every process; 1 is its keyless 60 a minute, a key allows more. (default: 1.0)' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" hero' -l 'hero' -d 'Only matches the account played this hero in: an id or a name (anti-mage, "Nature\'s Prophet").' -rfka 'abaddon alchemist ancient-apparition anti-mage arc-warden axe bane batrider beastmaster bloodseeker bounty-hunter brewmaster bristleback broodmother centaur-warrunner chaos-knight chen clinkz clockwerk crystal-maiden dark-seer dark-willow dawnbreaker dazzle death-prophet disruptor doom dragon-knight drow-ranger earth-spirit earthshaker elder-titan ember-spirit enchantress enigma faceless-void grimstroke gyrocopter hoodwink huskar invoker io jakiro juggernaut keeper-of-the-light kez kunkka legion-commander leshrac lich lifestealer lina lion lone-druid luna lycan magnus marci mars medusa meepo mirana monkey-king morphling muerta naga-siren natures-prophet necrophos night-stalker nyx-assassin ogre-magi omniknight oracle outworld-destroyer pangolier phantom-assassin phantom-lancer phoenix primal-beast puck pudge pugna queen-of-pain razor riki ringmaster rubick sand-king shadow-demon shadow-fiend shadow-shaman silencer skywrath-mage slardar slark snapfire sniper spectre spirit-breaker storm-spirit sven techies templar-assassin terrorblade tidehunter timbersaw tinker tiny treant-protector troll-warlord tusk underlord undying ursa vengeful-spirit venomancer viper visage void-spirit warlock weaver windranger winter-wyvern witch-doctor wraith-king zeus'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" game-mode' -l 'game-mode' -d 'Only matches of this game mode (Valve\'s number: 22 ranked all pick, 23 turbo).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" min-players' -l 'min-players' -d 'Only matches with at least this many players (1-10).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" league' -l 'league' -d 'Only matches of this league id.' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches"' -l 'project' -d 'With --source opendota, one more column of OpenDota\'s to ask for beside the default ones (repeatable).' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" limit' -l 'limit' -d 'The most matches per account (1-500, or more with --source opendota). Default: 100, or no limit with --new or --since, which end the paging themselves.' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" all' -l 'all' -d 'Every match: Valve\'s newest 500, paging 100 at a time, or all of OpenDota\'s.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" since' -l 'since' -d 'Stop at the first match that started before this: 2026-05-23 (UTC), a year (2026), 2026-05-23T18:30:00Z, or unix seconds.' -rfka ''
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" new' -l 'new' -d 'Only matches the store does not hold for the account, paging back to its history mark: 1 GetMatchHistory request a day while fewer than 100 are new; with --all, Valve\'s whole window; with --source opendota, 1 request.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" version' -l 'version' -d 'Show the version.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_positional "dota-matches" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'dota-matches' -n '__dota-matches_should_offer_completions_for_flags_or_options "dota-matches help" version' -l 'version' -d 'Show the version.'
