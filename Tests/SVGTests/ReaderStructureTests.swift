import Artwork
import Geometry
import Grammar
import XCTest
@testable import SVG

final class ReaderStructureTests: XCTestCase {
    private func iconPoints(_ shape: PaintedShape) -> [Point] { shape.iconSpacePath.elements.compactMap(\.endPoint) }

    func testTransformListsApplyRightToLeft() throws {
        let icon = try readIcon("""
            <path d="M1 0H2" transform="translate(10, 0) scale(2)"/>
            <path d="M1 0H2" transform="scale(2)translate(10)"/>
            <path d="M0 0H1" transform="rotate(90 5 5)"/>
            <path d="M0 1H1" transform="skewX(45)"/>
            <path d="M1 0H1" transform="skewY(45)"/>
            <path d="M1 1H1" transform="matrix(1 2 3 4 5 6)"/>
            """)
        let s = icon.shapes
        XCTAssertEqual(iconPoints(s[0]), [Point(12, 0), Point(14, 0)])
        XCTAssertEqual(iconPoints(s[1]), [Point(22, 0), Point(24, 0)])
        // rotate(90) about (5,5): (0,0) → (10,0), (1,0) → (10,1) (clockwise on screen).
        assertPoint(iconPoints(s[2])[0], Point(10, 0))
        assertPoint(iconPoints(s[2])[1], Point(10, 1))
        assertPoint(iconPoints(s[3])[0], Point(1, 1))
        assertPoint(iconPoints(s[4])[0], Point(1, 1))
        XCTAssertEqual(iconPoints(s[5])[0], Point(1 + 3 + 5, 2 + 4 + 6))
    }

    func testNestedGroupsCompose() throws {
        let icon = try readIcon("""
            <g transform="translate(10 10)"><g transform="scale(2)"><path d="M1 1H2" transform="rotate(-90)"/></g></g>
            """)
        let pts = iconPoints(icon.shapes[0])
        // rotate(-90): (1,1) → (1,-1); scale 2 → (2,-2); translate → (12, 8).
        assertPoint(pts[0], Point(12, 8))
        assertPoint(pts[1], Point(12, 6))
        // Stroke widths stay local; the transform carries the scale.
        XCTAssertEqual(icon.shapes[0].transform.meanScale, 2, accuracy: 1e-12)
    }

    func testBasicShapes() throws {
        let icon = try readIcon("""
            <rect x="1" y="2" width="3" height="4"/>
            <rect x="0" y="0" width="10" height="10" rx="2"/>
            <circle cx="5" cy="5" r="2"/>
            <ellipse cx="5" cy="5" rx="3" ry="1"/>
            <line x1="1" y1="1" x2="5" y2="5" stroke="#000"/>
            <polyline points="0,0 1,1 2,0" fill="none" stroke="#000"/>
            <polygon points="0 0,4 0 4 4"/>
            """)
        XCTAssertEqual(icon.shapes.map(\.element), ["rect", "rect", "circle", "ellipse", "line", "polyline", "polygon"])
        XCTAssertEqual(icon.shapes[0].path, Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(icon.shapes[1].path, Path.rect(Rect(x: 0, y: 0, width: 10, height: 10), rx: 2, ry: 2))
        XCTAssertEqual(icon.shapes[2].path, Path.circle(center: Point(5, 5), radius: 2))
        XCTAssertEqual(icon.shapes[3].path, Path.ellipse(center: Point(5, 5), radiusX: 3, radiusY: 1))
        XCTAssertEqual(icon.shapes[4].path.elements, [.move(Point(1, 1)), .line(Point(5, 5))])
        XCTAssertNil(icon.shapes[4].fill, "a line has no fill")
        XCTAssertEqual(icon.shapes[5].path.elements, [.move(.zero), .line(Point(1, 1)), .line(Point(2, 0))])
        XCTAssertEqual(icon.shapes[6].path.elements, [.move(.zero), .line(Point(4, 0)), .line(Point(4, 4)), .close])
    }

    func testLengthUnitsAndPercentages() throws {
        let icon = try readIcon("""
            <rect x="10%" y="1mm" width="1in" height="50%"/>
            <circle cx="50%" cy="50%" r="1pc"/>
            """, root: "viewBox=\"0 0 200 100\" width=\"2in\" height=\"72pt\"")
        XCTAssertEqual(icon.width ?? 0, 192, accuracy: 1e-9)
        XCTAssertEqual(icon.height ?? 0, 96, accuracy: 1e-9)
        XCTAssertEqual(icon.viewBox, Rect(x: 0, y: 0, width: 200, height: 100))
        let r = try XCTUnwrap(SVGBounds.of(icon.shapes[0].path))
        XCTAssertEqual(r.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(r.minY, 96 / 25.4, accuracy: 1e-9)
        XCTAssertEqual(r.width, 96, accuracy: 1e-9)
        XCTAssertEqual(r.height, 50, accuracy: 1e-9)
        XCTAssertEqual(icon.shapes[1].path.elements.first, .move(Point(116, 50)))
    }

    func testViewBoxFallbacks() throws {
        let sized = try readIcon("<path d=\"M0 0H1V1Z\"/>", root: "width=\"32\" height=\"16px\"")
        XCTAssertEqual(sized.viewBox, Rect(x: 0, y: 0, width: 32, height: 16))
        XCTAssertTrue(sized.diagnostics.isEmpty)
        let percent = try readIcon("<path d=\"M1 2H5V4Z\"/>", root: "width=\"100%\"")
        XCTAssertNil(percent.width)
        XCTAssertEqual(percent.viewBox, Rect(x: 1, y: 2, width: 4, height: 2), "bounds of the drawing")
        XCTAssertEqual(percent.diagnostics.warnings.count, 1)
    }

    func testUseDefsAndSymbol() throws {
        let icon = try readIcon("""
            <defs><path id="dot" d="M0 0H2V2Z" fill="red"/>
            <g id="pair" fill="blue"><rect id="r" width="1" height="1"/></g></defs>
            <symbol id="s" viewBox="0 0 10 10"><path id="sp" d="M0 0H10V10Z"/></symbol>
            <use href="#dot" x="5" y="6"/>
            <use xlink:href="#pair" transform="translate(1 1)" x="2" fill="green"/>
            <use href="#s" x="4" y="4" width="5" height="5" fill="#0f0"/>
            """, root: "xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 24 24\"")
        XCTAssertEqual(icon.shapes.map(\.id), ["dot", "r", "sp"])
        XCTAssertEqual(iconPoints(icon.shapes[0]).first, Point(5, 6))
        XCTAssertEqual(icon.shapes[0].fill?.color, .rgb(red: 1, green: 0, blue: 0))
        // x applies inside the use's transform: (0,0) → translate(2,0) → translate(1,1).
        XCTAssertEqual(iconPoints(icon.shapes[1]).first, Point(3, 1))
        XCTAssertEqual(icon.shapes[1].fill?.color, .rgb(red: 0, green: 0, blue: 1), "the group's own fill beats the use's")
        // Symbol viewBox 10 → 5×5 at (4,4): scale 0.5.
        XCTAssertEqual(iconPoints(icon.shapes[2]), [Point(4, 4), Point(9, 4), Point(9, 9)])
        XCTAssertEqual(icon.shapes[2].fill?.color, .rgb(red: 0, green: 1, blue: 0), "inherits from the use")
        XCTAssertTrue(icon.shapes[2].clipPaths.isEmpty, "content inside its viewport is not clipped")
    }

    func testUseCyclesAreErrors() {
        let errors = readErrors("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <g id="a"><use href="#b"/></g>
              <g id="b"><use href="#a"/></g>
              <use id="self" href="#self"/>
            </svg>
            """)
        XCTAssertTrue(errors.contains { $0.hasPrefix("t.svg:3:13: error:") && $0.contains("circular") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("t.svg:4:3: error:") && $0.contains("circular") }, "\(errors)")
    }

    func testExponentialUseChainsAreBounded() {
        var body = "<path id=\"l0\" d=\"M0 0H1V1Z\"/>"
        for k in 1...20 { body += "<g id=\"l\(k)\"><use href=\"#l\(k - 1)\"/><use href=\"#l\(k - 1)\"/></g>" }
        let errors = readErrors("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>")
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.contains("too many") ?? false)
    }

    func testNestedSvgViewportAndClipping() throws {
        let icon = try readIcon("""
            <svg x="2" y="2" width="10" height="10" viewBox="0 0 5 5">
              <path id="in" d="M1 1H4V4Z"/>
              <path id="out" d="M1 1H9V4Z"/>
              <path id="gone" d="M20 20H30V30Z"/>
            </svg>
            """)
        XCTAssertEqual(icon.shapes.map(\.id), ["in", "out"])
        XCTAssertEqual(iconPoints(icon.shapes[0]).first, Point(4, 4))
        XCTAssertTrue(icon.shapes[0].clipPaths.isEmpty)
        XCTAssertEqual(icon.shapes[1].clipPaths, [Path.rect(Rect(x: 2, y: 2, width: 10, height: 10))])
    }

    func testPreserveAspectRatio() throws {
        let icon = try readIcon("""
            <svg width="20" height="10" viewBox="0 0 10 10" preserveAspectRatio="xMaxYMid meet" overflow="visible"><path d="M0 0H10"/></svg>
            <svg width="20" height="10" viewBox="0 0 10 10" preserveAspectRatio="none"><path d="M0 0H10V10"/></svg>
            <svg width="20" height="10" viewBox="0 0 10 10" preserveAspectRatio="xMinYMin slice" overflow="visible"><path d="M0 0V10"/></svg>
            """)
        XCTAssertEqual(iconPoints(icon.shapes[0]), [Point(10, 0), Point(20, 0)])
        XCTAssertEqual(iconPoints(icon.shapes[1]), [Point(0, 0), Point(20, 0), Point(20, 10)])
        XCTAssertEqual(iconPoints(icon.shapes[2]), [Point(0, 0), Point(0, 20)])
    }

    func testClipPathUserSpaceAndObjectBoundingBox() throws {
        let icon = try readIcon("""
            <defs>
              <clipPath id="c" transform="translate(1 0)"><rect width="5" height="5"/><circle cx="10" cy="10" r="1" transform="scale(2)"/></clipPath>
              <clipPath id="bb" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath>
              <clipPath id="nothing"><rect width="0" height="1"/></clipPath>
            </defs>
            <path id="a" d="M0 0H10V10Z" clip-path="url(#c)" transform="translate(2 2)"/>
            <g clip-path="url(#bb)" transform="translate(10 0)"><path id="b" d="M2 2H6V4Z"/><path id="c2" d="M0 0H2V2Z"/></g>
            <path id="hidden" d="M0 0H10V10Z" style="clip-path: url(#nothing)"/>
            """)
        XCTAssertEqual(icon.shapes.map(\.id), ["a", "b", "c2"])
        let clipA = try XCTUnwrap(icon.shapes[0].clipPaths.first)
        // rect 0..5 → clipPath translate(1,0) → element translate(2,2).
        XCTAssertEqual(clipA.elements.prefix(4).compactMap(\.endPoint), [Point(3, 2), Point(8, 2), Point(8, 7), Point(3, 7)])
        // The circle: centre (20,20) after its scale(2), then +(3,2).
        XCTAssertEqual(clipA.elements[5], .move(Point(23 + 2, 22)))
        // Group bbox (0,0)-(6,4) in the group's space; left half → x 0..3, then translate(10,0).
        let clipB = try XCTUnwrap(icon.shapes[1].clipPaths.first)
        XCTAssertEqual(clipB.elements.compactMap(\.endPoint), [Point(10, 0), Point(13, 0), Point(13, 4), Point(10, 4)])
        XCTAssertEqual(icon.shapes[2].clipPaths, [clipB])
    }

    func testInvisibleGeometryIsDropped() throws {
        let icon = try readIcon("""
            <path d="M0 0h24v24H0z" stroke="none" fill="none"/>
            <path d="M0 0H1V1Z" opacity="0"/>
            <path d="M0 0H1V1Z" fill-opacity="0"/>
            <path d="M0 0H1V1Z" fill="transparent"/>
            <path d="M0 0H1" fill="none" stroke="#000" stroke-width="0"/>
            <rect width="0" height="5"/>
            <circle r="0"/>
            <ellipse rx="2" ry="0"/>
            <path d=""/>
            <path d="M5 5"/>
            <path/>
            <polyline points="1 1"/>
            <path d="M0 0H1V1Z" transform="scale(0)"/>
            <path id="kept" d="M0 0H1V1Z"/>
            """)
        XCTAssertEqual(icon.shapes.map(\.id), ["kept"])
        XCTAssertTrue(icon.diagnostics.isEmpty, "\(icon.diagnostics.rendered)")
    }

    func testTransformSyntaxVariants() throws {
        let a = try SVGTransformParser.parse("rotate(45,12,12)")
        let b = try SVGTransformParser.parse("  rotate( 45 12 12 )  ")
        XCTAssertEqual(a, b)
        assertPoint(a.apply(Point(12, 12)), Point(12, 12))
        let c = try SVGTransformParser.parse("translate(1,2),scale(3)\n skewX(0)")
        XCTAssertEqual(c.apply(Point(1, 1)), Point(4, 5))
        XCTAssertEqual(try SVGTransformParser.parse(""), .identity)
        XCTAssertThrowsError(try SVGTransformParser.parse("spin(4)"))
        XCTAssertThrowsError(try SVGTransformParser.parse("scale(1"))
    }

    func testUseInsideClipPathAndSwitch() throws {
        let icon = try readIcon("""
            <defs><rect id="r" width="4" height="4"/></defs>
            <clipPath id="c"><use href="#r" x="1" y="1"/></clipPath>
            <path id="p" d="M0 0H10V10Z" clip-path="url(#c)"/>
            <switch><path id="first" d="M0 0H1V1Z"/><path id="second" d="M0 0H1V1Z"/></switch>
            """)
        XCTAssertEqual(icon.shapes.map(\.id), ["p", "first"], "defs and clipPath content do not render; switch renders its first child")
        XCTAssertEqual(icon.shapes[0].clipPaths.first?.elements.first, .move(Point(1, 1)))
    }
}
