import Foundation

extension Array where Element: Sendable {
    /// `map` on all cores. Results come back in input order whatever the scheduling, so output
    /// built from them stays deterministic.
    public func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        // concurrentPerform returns only after every iteration ran, so every slot is filled.
        return slots.values.map { $0! }
    }
}

/// Fixed slots filled from many threads; each index is written once, so a lock per write is enough.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
