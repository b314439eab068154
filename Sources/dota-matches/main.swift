// dota-matches alone, for development. The installed dota-matches is a link to steam-pipes, the multi-call binary.
import DotaMatchesTool

await DotaMatchesTool.start(arguments: nil)
