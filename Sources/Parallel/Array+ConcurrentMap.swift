import Foundation

extension Array where Element: Sendable {
    /// `map` on all cores. Results come back in input order whatever the scheduling, so output
    /// built from them stays deterministic.
    public func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        // Contiguous chunks, many more than cores so one slow item (a huge icon) does not hold
        // up the rest, yet few enough that a cheap transform (a `stat`) is not swamped by
        // scheduling and locking per item.
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 16)
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            slots.set(range.lowerBound, range.map { transform(self[$0]) })
        }
        // concurrentPerform returns only after every iteration ran, so every slot is filled.
        return slots.values.map { $0! }
    }
}

/// Fixed slots filled from many threads; each index is written once, so a lock per chunk is enough.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// Fills the slots from `start` on with `values`.
    func set(_ start: Int, _ values: [Value]) {
        lock.lock()
        for (offset, value) in values.enumerated() { storage[start + offset] = value }
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
