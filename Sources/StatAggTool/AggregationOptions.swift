// The option groups every match statistic shares: its filters, and where the answer goes.
import ArgumentParser
import StatAggRun
import Stats
import ToolSupport

struct AggregationOptions: ParsableArguments {
    @OptionGroup var filters: FilterOptions

    @OptionGroup var answer: AnswerOptions
}

/// Where the result goes: the answer in any output format, or a partial state for merge.
struct AnswerOptions: ParsableArguments {
    @Flag(help: "Print a partial state instead of the answer, for `stat-agg merge` (always NDJSON).")
    var emitState = false

    @OptionGroup var output: ChartOutputOptions

    func validate() throws {
        if emitState, output.jq != nil || output.format != .ndjson {
            throw ValidationError("--emit-state prints NDJSON states for stat-agg merge; give --jq and --format to merge")
        }
    }
}

extension AggregationRun {
    static func run(_ statistic: Statistic, _ options: AggregationOptions) async throws {
        try await run(Query(statistic: statistic, filters: options.filters.choices), options.answer)
    }

    static func run(_ query: Query, _ options: AnswerOptions) async throws {
        try await run(query, emitState: options.emitState, output: options.output)
    }
}
