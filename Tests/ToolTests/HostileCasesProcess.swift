// The hostile-input issue's third pass (46): signals, the store's file and its readers, keys and their cached answers.
// Each case's item is the item number, as "46.N".
extension HostileCase {
    static let processPass: [HostileCase] = [
    ]
}
