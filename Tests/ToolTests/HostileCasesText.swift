// The hostile-input issue's third pass (46): text read one way: line ends, matching, paths, escapes, links.
// Each case's item is the item number, as "46.N".
extension HostileCase {
    static let textPass: [HostileCase] = [
    ]
}
