// steam-auth alone, for development. The installed steam-auth is a link to steam-pipes, the multi-call binary.
import SteamAuthTool

await SteamAuthTool.start(arguments: nil)
