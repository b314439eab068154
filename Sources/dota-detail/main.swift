// dota-detail alone, for development. The installed dota-detail is a link to steam-pipes, the multi-call binary.
import DotaDetailTool

await DotaDetailTool.start(arguments: nil)
