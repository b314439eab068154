// steam-profile alone, for development. The installed steam-profile is a link to steam-pipes, the multi-call binary.
import SteamProfileTool

await SteamProfileTool.start(arguments: nil)
