// A value made on first use: a run that answers from its arguments alone never opens the store or starts curl.
import Synchronization

final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () throws -> Value
    private let value = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () throws -> Value) { self.make = make }

    func get() throws -> Value {
        try value.withLock { value in
            if let value { return value }
            let made = try make()
            value = made
            return made
        }
    }
}
