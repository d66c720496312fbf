import Foundation
import XCTest
@testable import Geometry

/// `Path.contourRoles`: which holes are counters and which are lines knocked out of a solid.
final class ContourRoleTests: XCTestCase {
    func testARingsHoleIsACounter() {
        // Stems 2 wide around a hole 16 across: the hole is the wide part.
        let ring = Shapes.circle(12, 12, 10) + Shapes.circle(12, 12, 8, clockwise: false)
        XCTAssertEqual(ring.contourRoles(tolerance: 0.001), [.ink, .counter])
    }

    func testASlotInADiscIsAKnockedOutLine() throws {
        // A slot 2 wide and 10 long cut from a disc 20 across: the ink around it is the wide part.
        let badge = Shapes.circle(12, 12, 10) + Shapes.rect(11, 7, 2, 10, clockwise: false)
        let roles = badge.contourRoles(tolerance: 0.001)
        XCTAssertEqual(roles.first, .ink)
        guard case .knockout(let width) = roles.last else { return XCTFail("\(roles)") }
        XCTAssertEqual(width, 2, accuracy: 0.01)
    }

    func testWindingDecidesWhatIsAHoleNotTheDrawingDirection() {
        // The same disc drawn the other way round, and a second disc inside drawn the same way
        // (non-zero: ink over ink, not a hole).
        let reversed = Shapes.circle(12, 12, 10, clockwise: false) + Shapes.rect(11, 7, 2, 10)
        guard case .knockout = reversed.contourRoles(tolerance: 0.001).last else { return XCTFail() }
        let stacked = Shapes.circle(12, 12, 10) + Shapes.circle(12, 12, 4)
        XCTAssertEqual(stacked.contourRoles(tolerance: 0.001), [.ink, .ink])
    }
}
