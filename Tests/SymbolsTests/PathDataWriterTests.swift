import XCTest
import Geometry
@testable import Symbols

final class PathDataWriterTests: XCTestCase {
    func testNumbersHaveFixedPrecisionNoExponentNoNegativeZero() {
        let f = NumberFormat(precision: 3)
        XCTAssertEqual(f.string(10.5), "10.5")
        XCTAssertEqual(f.string(20), "20")
        XCTAssertEqual(f.string(-0.0001), "0")
        XCTAssertEqual(f.string(-0.0), "0")
        XCTAssertEqual(f.string(1e-7), "0")
        XCTAssertEqual(f.string(0.0015), "0.002")
        XCTAssertEqual(f.string(-35.22949), "-35.229")
        XCTAssertEqual(f.string(1234567.0625), "1234567.063")
        XCTAssertEqual(f.string(0.05), "0.05")
        XCTAssertEqual(f.string(-1.2e-2), "-0.012")
        XCTAssertEqual(NumberFormat(precision: 0).string(2.5), "3")
        XCTAssertEqual(NumberFormat(precision: 5).string(1.000001), "1")
        XCTAssertEqual(NumberFormat(precision: 5).string(0.00001), "0.00001")
    }

    func testPathDataIsAbsoluteAndSpaceSeparated() {
        let p = Path([.move(Point(1, -2)), .line(Point(3.25, 4)), .quad(Point(5, 6), Point(7, 8)),
                      .cubic(Point(0.1, 0.2), Point(0.3, 0.4), Point(-0.0001, 9)), .close])
        XCTAssertEqual(NumberFormat(precision: 3).pathData(p), "M 1 -2 L 3.25 4 Q 5 6 7 8 C 0.1 0.2 0.3 0.4 0 9 Z")
    }

    func testJointCleaningDropsOnlyEverywhereDegenerateSegments() {
        let a = Path([.move(Point(0, 0)), .line(Point(0.0001, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        let b = Path([.move(Point(0, 0)), .line(Point(2, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        let f = NumberFormat(precision: 3)
        let alone = PathCleaner.cleanJointly([a], format: f)[0]
        XCTAssertEqual(alone.commandSignature, "MLLZ")
        let both = PathCleaner.cleanJointly([a, b], format: f)
        XCTAssertEqual(both[0].commandSignature, "MLLLZ")
        XCTAssertEqual(both[0].commandSignature, both[1].commandSignature)
        // A lone move (and its close) is removed.
        let dot = Path([.move(Point(5, 5)), .close, .move(Point(0, 0)), .line(Point(1, 1)), .line(Point(0, 1)), .close])
        XCTAssertEqual(PathCleaner.cleanJointly([dot], format: f)[0].commandSignature, "MLLZ")
    }

    func testVersionStrings() {
        XCTAssertEqual(TemplateVersion(string: "3"), .v3)
        XCTAssertEqual(TemplateVersion(string: "3.0"), .v3)
        XCTAssertEqual(TemplateVersion(string: "v4"), .v4)
        XCTAssertEqual(TemplateVersion(string: "6.0"), .v6)
        XCTAssertEqual(TemplateVersion(string: "7.0"), .v7)
        XCTAssertNil(TemplateVersion(string: "8"))
        XCTAssertNil(TemplateVersion(string: "three"))
        XCTAssertEqual(TemplateVersion.v3.marker, "Template v.3.0")
    }

    func testVariantSets() {
        XCTAssertEqual(VariantSet.regular.variantIDs.map(\.description), ["Regular-M"])
        XCTAssertEqual(Set(VariantSet.masters.variantIDs.map(\.description)), ["Ultralight-S", "Regular-S", "Black-S"])
        XCTAssertEqual(Set(VariantSet.all.variantIDs.map(\.description)).count, 27)
    }

    func testStrokeScalesFollowApplesScalars() {
        let o = SymbolOptions()
        XCTAssertEqual(o.strokeScale(for: .regular), 1)
        XCTAssertEqual(o.strokeScale(for: .ultralight), o.ultralightStrokeScale, accuracy: 1e-12)
        XCTAssertEqual(o.strokeScale(for: .black), o.blackStrokeScale, accuracy: 1e-12)
        let ordered = SymbolWeight.allCases.map { o.strokeScale(for: $0) }
        XCTAssertEqual(ordered, ordered.sorted())
    }
}
