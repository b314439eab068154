// stat-agg alone, for development. The installed stat-agg is a link to steam-pipes, the multi-call binary.
import StatAggTool

await StatAggTool.start(arguments: nil)
