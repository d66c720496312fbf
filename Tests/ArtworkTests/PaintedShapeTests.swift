import Artwork
import Geometry
import XCTest

final class PaintedShapeTests: XCTestCase {
    /// Writers draw `iconSpacePath`: the element's own geometry through its ancestors' transform.
    func testIconSpacePathAppliesTheShapeTransform() {
        let triangle = Path([.move(Point(x: 1, y: 2)), .line(Point(x: 3, y: 2)), .line(Point(x: 3, y: 5)), .close])
        let shape = PaintedShape(path: triangle, transform: AffineTransform(a: 2, b: 0, c: 0, d: 3, e: 10, f: 20),
                                 fill: ShapeFill(color: .currentColor), stroke: nil)
        let points = shape.iconSpacePath.elements.compactMap(\.endPoint)
        XCTAssertEqual(points, [Point(x: 12, y: 26), Point(x: 16, y: 26), Point(x: 16, y: 35)])
        XCTAssertEqual(shape.path, triangle, "the shape keeps its own coordinates")
    }

    func testArtworkStartsWithoutWarnings() {
        let artwork = IconArtwork(viewBox: Rect(x: 0, y: 0, width: 24, height: 24), shapes: [], sourcePath: "a.svg")
        XCTAssertTrue(artwork.diagnostics.isEmpty)
        XCTAssertNil(artwork.width)
    }
}
