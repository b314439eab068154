// The active faults, shared by every connection: appended by tests, consumed by matching requests in list order.

actor FaultBook {
    private var active: [Fault] = []
    private let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
    }

    func append(_ faults: [Fault]) {
        active.append(contentsOf: faults)
    }

    func clear() {
        active.removeAll()
    }

    /// The first live fault matching `request`, used once; a fault whose count runs out leaves the list.
    func take(for request: ReplayRequest) -> Fault? {
        let draw = FaultDraw(seed: seed, request: request)
        guard let index = active.firstIndex(where: { fault in
            guard fault.matches(request) else { return false }
            guard let probability = fault.probability else { return true }
            return draw.falls(below: probability)
        }) else { return nil }
        let fault = active[index]
        if let remaining = fault.remaining {
            if remaining <= 1 {
                active.remove(at: index)
            } else {
                active[index].remaining = remaining - 1
            }
        }
        return fault
    }
}
