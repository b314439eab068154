// steam-replay alone, for development. The installed steam-replay is a link to steam-pipes, the multi-call binary.
import SteamReplayTool

await SteamReplayTool.start(arguments: nil)
