# Sourced by the scripts that build, document, install or check the tools: the seven executables users get.
tools=(steam-auth steam-profile steam-games dota-matches dota-detail stat-agg steam-replay)
