// What every fuzz target shares: starting libFuzzer on a test function, and failing a check so that libFuzzer
// saves the input as a crash.
import CLibFuzzer
import Foundation

/// Runs libFuzzer with this process's arguments (-max_total_time, the corpus directory, …) and exits with its status.
public func runLibFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// The input as bytes; libFuzzer may pass a null pointer for an empty input.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A broken promise: libFuzzer treats the abort as a crash and writes the input to crash-<sha1>.
public func promise(_ holds: Bool, _ message: @autoclosure () -> String) {
    guard !holds else { return }
    FileHandle.standardError.write(Data("broken promise: \(message())\n".utf8))
    abort()
}

/// The input's lines worked out plainly, as a reference for the readers under test: cut at each \n, one \r
/// before it dropped, and a last line without a \n kept.
public func plainLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if bytes.isEmpty || bytes.last == UInt8(ascii: "\n") { pieces.removeLast() }
    return pieces.map { $0.last == UInt8(ascii: "\r") ? Array($0.dropLast()) : Array($0) }
}
