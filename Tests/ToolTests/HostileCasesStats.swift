// The hostile-input issue's third pass (46): stat-agg's records it cannot read without guessing, its charts and empty answers.
// Each case's item is the item number, as "46.N".
extension HostileCase {
    static let statAggPass: [HostileCase] = [
    ]
}
