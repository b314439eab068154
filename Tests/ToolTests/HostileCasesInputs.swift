// The hostile-input issue's third pass (46): dates, flags and the paging of listings.
// Each case's item is the item number, as "46.N".
extension HostileCase {
    static let inputPass: [HostileCase] = [
    ]
}
