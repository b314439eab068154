// The active faults, shared by every connection: appended by tests, consumed by matching requests in list order.

actor FaultBook {
    private var active: [Fault] = []

    func append(_ faults: [Fault]) {
        active.append(contentsOf: faults)
    }

    func clear() {
        active.removeAll()
    }

    /// The first live fault matching `request`, used once; a fault whose count runs out leaves the list.
    func take(for request: ReplayRequest) -> Fault? {
        guard let index = active.firstIndex(where: { $0.matches(request) }) else { return nil }
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
