# Sourced by the scripts that start steam-replay: every server they start has its world at one moment, the one the
# test suite pins (Tests/TestSupport/TestEpoch.swift, held to this line by TestEpochTests), so a check that passes
# today passes on any day. A caller's own STEAM_REPLAY_EPOCH moves them all.
export STEAM_REPLAY_EPOCH=${STEAM_REPLAY_EPOCH:-1790812800}
