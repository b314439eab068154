// steam-games alone, for development. The installed steam-games is a link to steam-pipes, the multi-call binary.
import SteamGamesTool

await SteamGamesTool.start(arguments: nil)
