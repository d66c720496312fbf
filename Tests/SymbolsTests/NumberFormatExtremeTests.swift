import XCTest
@testable import Symbols

/// Issue 8: `--margins fixed:1e308` reached the number writer, whose Int64 conversion trapped.
final class NumberFormatExtremeTests: XCTestCase {
    func testNumbersBeyondInt64AreClampedNotATrap() {
        let f = NumberFormat(precision: 3)
        XCTAssertEqual(f.string(1e308), "9200000000000000000")
        XCTAssertEqual(f.string(-1e308), "-9200000000000000000")
        XCTAssertEqual(f.string(.nan), "0")
        XCTAssertEqual(f.string(.infinity), "0")
        XCTAssertEqual(f.string(1e16), "10000000000000000")
    }
}
