import XCTest
@testable import StylebookKit

/// Cache fingerprints must not depend on hash order, which Swift seeds per process.
final class StableDescriptionTests: XCTestCase {
    struct Settings {
        var names: [String: String]
        var kinds: Set<String>
        var list: [Int]
        var optional: Int?
    }

    func testDictionariesAndSetsAreSorted() {
        let text = StableDescription.of(Settings(names: ["zeta": "1", "alpha": "2", "mid": "3"], kinds: ["b", "a", "c"], list: [3, 1], optional: nil))
        XCTAssertEqual(text, "Settings(names: [\"alpha\": \"2\", \"mid\": \"3\", \"zeta\": \"1\"], kinds: {\"a\", \"b\", \"c\"}, list: [3, 1], optional: nil)")
        // Same content, built in another order and with another capacity: same text.
        var other: [String: String] = Dictionary(minimumCapacity: 64)
        for key in ["mid", "zeta", "alpha"] { other[key] = ["mid": "3", "zeta": "1", "alpha": "2"][key] }
        XCTAssertEqual(StableDescription.of(Settings(names: other, kinds: Set(["c", "a", "b"]), list: [3, 1], optional: nil)), text)
    }
}
