import XCTest
import Parallel

final class ConcurrentMapTests: XCTestCase {
    func testResultsKeepInputOrder() {
        let input = Array(0..<2_000)
        // Uneven work so that iterations finish out of order.
        let output = input.concurrentMap { n -> Int in
            var x = n
            for _ in 0..<(n % 7) * 500 { x = (x &* 31 &+ 7) % 1_000_003 }
            return n * 2 + (x == -1 ? 1 : 0)
        }
        XCTAssertEqual(output, input.map { $0 * 2 })
    }

    func testEmptyAndSingleInputs() {
        XCTAssertEqual([Int]().concurrentMap { $0 + 1 }, [])
        XCTAssertEqual([41].concurrentMap { $0 + 1 }, [42])
    }

    func testEveryElementIsTransformedExactlyOnce() {
        let counter = Counter()
        _ = Array(0..<500).concurrentMap { _ in counter.increment() }
        XCTAssertEqual(counter.value, 500)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
