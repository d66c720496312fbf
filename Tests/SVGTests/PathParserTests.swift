import Geometry
import Grammar
import XCTest
@testable import SVG

final class PathParserTests: XCTestCase {
    private func parse(_ d: String, file: StaticString = #filePath, line: UInt = #line) -> [PathElement] {
        do {
            return try SVGPathParser.parse(d).elements
        } catch {
            XCTFail("unexpected error \(error) for \(d)", file: file, line: line)
            return []
        }
    }

    private func failure(_ d: String) -> SVGPathError? {
        do {
            _ = try SVGPathParser.parse(d)
            return nil
        } catch {
            return error
        }
    }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x, y) }

    func testAbsoluteAndRelativeLines() {
        XCTAssertEqual(parse("M1 2 L3 4 l1 1 H10 h-2 V0 v5 Z"), [
            .move(p(1, 2)), .line(p(3, 4)), .line(p(4, 5)), .line(p(10, 5)), .line(p(8, 5)),
            .line(p(8, 0)), .line(p(8, 5)), .close,
        ])
    }

    func testImplicitLineAfterMoveAndRepeatedCommands() {
        XCTAssertEqual(parse("M0 0 10 0 10 10"), [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10))])
        XCTAssertEqual(parse("m1 1 2 0 0 2"), [.move(p(1, 1)), .line(p(3, 1)), .line(p(3, 3))])
        XCTAssertEqual(parse("M0 0 h1 2 3"), [.move(.zero), .line(p(1, 0)), .line(p(3, 0)), .line(p(6, 0))])
        XCTAssertEqual(parse("M0 0 L1 2, 3 4"), [.move(.zero), .line(p(1, 2)), .line(p(3, 4))])
    }

    func testCompactNumbers() {
        // `.5.5` is two numbers; `-1-2` is two; `1e-3` is an exponent.
        XCTAssertEqual(parse("M.5.5l-1-2"), [.move(p(0.5, 0.5)), .line(p(-0.5, -1.5))])
        XCTAssertEqual(parse("M1e-3 2E2"), [.move(p(0.001, 200))])
        XCTAssertEqual(parse("M0,0L+1.5e+1,-.25"), [.move(.zero), .line(p(15, -0.25))])
        XCTAssertEqual(parse("M1.2.3.4.5"), [.move(p(1.2, 0.3)), .line(p(0.4, 0.5))])
        XCTAssertEqual(parse("  M 1 , 2\n\tL\t3\n4  "), [.move(p(1, 2)), .line(p(3, 4))])
        XCTAssertEqual(parse("M5. 6."), [.move(p(5, 6))])
    }

    func testCompactArcFlags() throws {
        // `a3.5 3.5 0 107 0`: flags 1 and 0 run together with the x coordinate 7.
        let compact = parse("M0 0a3.5 3.5 0 107 0")
        let spaced = parse("M0 0a3.5 3.5 0 1 0 7 0")
        XCTAssertEqual(compact, spaced)
        XCTAssertEqual(compact.last?.endPoint, p(7, 0))
        // Radius is half the chord, so this is a half circle; sweep 0 runs counter-clockwise on screen
        // (9 → 6 → 3 o'clock), through the bottom point (3.5, 3.5).
        XCTAssertEqual(compact.count, 3)
        let mid = try XCTUnwrap(compact[1].endPoint)
        XCTAssertEqual(mid.x, 3.5, accuracy: 1e-9)
        XCTAssertEqual(mid.y, 3.5, accuracy: 1e-9)
        XCTAssertEqual(parse("M0 0a1 1 0 00.5.5"), parse("M0 0a1 1 0 0 0 0.5 0.5"))
        XCTAssertEqual(parse("M0 0A1,1,0,1,1,2,0"), parse("M0 0A1 1 0 1 1 2 0"))
    }

    func testCubicAndSmoothCubicReflection() {
        XCTAssertEqual(parse("M0 0 C1 1 2 1 3 0 S5 -1 6 0"), [
            .move(.zero), .cubic(p(1, 1), p(2, 1), p(3, 0)),
            // First control = reflection of (2,1) about (3,0) = (4,-1).
            .cubic(p(4, -1), p(5, -1), p(6, 0)),
        ])
        XCTAssertEqual(parse("M0 0 c1 1 2 1 3 0 s2 -1 3 0"), [
            .move(.zero), .cubic(p(1, 1), p(2, 1), p(3, 0)), .cubic(p(4, -1), p(5, -1), p(6, 0)),
        ])
        // S after a non-cubic uses the current point as its first control.
        XCTAssertEqual(parse("M0 0 L2 0 S4 2 6 0"), [.move(.zero), .line(p(2, 0)), .cubic(p(2, 0), p(4, 2), p(6, 0))])
        // S after Q does not reflect the quad control.
        XCTAssertEqual(parse("M0 0 Q1 1 2 0 S3 1 4 0").last, .cubic(p(2, 0), p(3, 1), p(4, 0)))
    }

    func testQuadAndSmoothQuadReflection() {
        XCTAssertEqual(parse("M0 0 Q1 1 2 0 T4 0"), [
            .move(.zero), .quad(p(1, 1), p(2, 0)), .quad(p(3, -1), p(4, 0)),
        ])
        XCTAssertEqual(parse("M0 0 q1 1 2 0 t2 0 t2 0"), [
            .move(.zero), .quad(p(1, 1), p(2, 0)), .quad(p(3, -1), p(4, 0)), .quad(p(5, 1), p(6, 0)),
        ])
        // T after a non-quad: control = current point (a straight quad).
        XCTAssertEqual(parse("M0 0 L1 0 T3 0"), [.move(.zero), .line(p(1, 0)), .quad(p(1, 0), p(3, 0))])
        // T after C does not reflect.
        XCTAssertEqual(parse("M0 0 C0 1 1 1 1 0 T2 0").last, .quad(p(1, 0), p(2, 0)))
    }

    func testArcs() throws {
        // Relative quarter arc: from (10,0) to (0,10) clockwise on screen around the origin.
        let e = parse("M10 0 a10 10 0 0 1 -10 10")
        XCTAssertEqual(e.count, 2)
        guard case .cubic(let c1, let c2, let end) = e[1] else { return XCTFail("expected a cubic") }
        XCTAssertEqual(end, p(0, 10))
        XCTAssertEqual(c1.x, 10, accuracy: 1e-9)
        XCTAssertEqual(c1.y, 5.522847498, accuracy: 1e-6)
        XCTAssertEqual(c2.x, 5.522847498, accuracy: 1e-6)
        // Zero radius → straight line; equal endpoints → nothing.
        XCTAssertEqual(parse("M0 0 A0 5 0 0 1 4 4"), [.move(.zero), .line(p(4, 4))])
        XCTAssertEqual(parse("M1 1 A5 5 0 0 1 1 1"), [.move(p(1, 1))])
        // Out-of-range radius scales up to a half circle: two cubics.
        let scaled = parse("M0 0 A1 1 0 0 0 10 0")
        XCTAssertEqual(scaled.count, 3)
        let top = try XCTUnwrap(scaled[1].endPoint)
        XCTAssertEqual(top.x, 5, accuracy: 1e-9)
        XCTAssertEqual(top.y, 5, accuracy: 1e-9)
    }

    func testCloseAndContinue() {
        // After Z, drawing continues from the subpath start; an explicit move is inserted.
        XCTAssertEqual(parse("M1 1 L5 1 Z l0 4"), [.move(p(1, 1)), .line(p(5, 1)), .close, .move(p(1, 1)), .line(p(1, 5))])
        // A relative m after Z is relative to the subpath start.
        XCTAssertEqual(parse("M1 1 L5 1 z m2 2 h1"), [.move(p(1, 1)), .line(p(5, 1)), .close, .move(p(3, 3)), .line(p(4, 3))])
        XCTAssertEqual(parse("M0 0 L1 0 ZZ"), [.move(.zero), .line(p(1, 0)), .close])
        XCTAssertEqual(parse(""), [])
        XCTAssertEqual(parse("   "), [])
    }

    func testErrorsCarryByteOffsets() {
        XCTAssertEqual(failure("L1 2")?.offset, 0)
        XCTAssertEqual(failure("M1 2 L3 x")?.offset, 8)
        XCTAssertEqual(failure("M1 2 L3")?.offset, 7)
        XCTAssertEqual(failure("M0 0 A1 1 0 2 0 3 3")?.offset, 12, "flags must be 0 or 1")
        XCTAssertEqual(failure("M0 0 Z 5 5")?.offset, 7)
        XCTAssertEqual(failure("M0 0 X 5 5")?.offset, 5)
        XCTAssertEqual(failure("M0 0 L1 1,,2 2")?.offset, 10)
        XCTAssertEqual(failure("M0 0 L1e 2")?.offset, 7)
        // Offsets count UTF-8 bytes, so a multi-byte character before the error shifts them.
        XCTAssertEqual(failure("M0 0 L1 é")?.offset, 8)
    }

    func testLenientParseKeepsEverythingBeforeTheError() {
        let (path, error) = SVGPathParser.parseLeniently("M0 0 L10 0 L10 10 L5 oops")
        XCTAssertEqual(path.elements, [.move(.zero), .line(p(10, 0)), .line(p(10, 10))])
        XCTAssertEqual(error?.offset, 21)
    }

    func testUnreadableNumbersAreLocatedErrors() {
        // An overflowing value is not silently dropped or turned into infinity.
        let overflow = failure("M0 0 L1e999 2")
        XCTAssertEqual(overflow?.offset, 6)
        XCTAssertEqual(overflow?.message, "the number 1e999 is too large to represent")
        XCTAssertEqual(failure("M0 0 L1 -1e400")?.message, "the number -1e400 is too large to represent")
        // Words other parsers read as numbers.
        let nan = failure("M0 0 C1 2 3 nan 5 6")
        XCTAssertEqual(nan?.offset, 12)
        XCTAssertEqual(nan?.message, "\"nan\" is not a number (SVG numbers are finite decimals)")
        XCTAssertEqual(failure("M0 0 L-Infinity 0")?.message, "\"-Infinity\" is not a number (SVG numbers are finite decimals)")
        // A tiny value underflows to zero, which is a number.
        XCTAssertEqual(parse("M1e-400 0"), [.move(.zero)])
    }

    func testCommandKindsFollowTheSourceCommands() throws {
        let parsed = try SVGPathParser.parseCommands("M0 0 H5 V5 h-1 S1 1 2 2 T3 3 Q4 4 5 5 A1 1 0 0 1 7 5 z m1 1 2 2 Z")
        XCTAssertEqual(parsed.signature, "MLLLCQQAZMLZ")
        // Geometry is the same as `parse` gives, arcs as cubics.
        XCTAssertEqual(parsed.path, try SVGPathParser.parse("M0 0 H5 V5 h-1 S1 1 2 2 T3 3 Q4 4 5 5 A1 1 0 0 1 7 5 z m1 1 2 2 Z"))
        XCTAssertTrue(parsed.path.elements.contains { if case .cubic = $0 { true } else { false } })
        XCTAssertThrowsError(try SVGPathParser.parseCommands("M0 0 Lnan 0"))
    }

    func testTransformParserRejectsUnreadableNumbers() {
        func transformError(_ text: String) -> SVGPathError? {
            do { _ = try SVGTransformParser.parse(text); return nil } catch { return error }
        }
        XCTAssertEqual(transformError("matrix(nan 0 0 inf 0 0)")?.offset, 7)
        XCTAssertEqual(transformError("matrix(nan 0 0 inf 0 0)")?.message,
                       "\"nan\" is not a number (SVG numbers are finite decimals) in matrix()")
        XCTAssertEqual(transformError("translate(1e999)")?.message, "the number 1e999 is too large to represent in translate()")
        XCTAssertEqual(transformError("scale(2) rotate(inf)")?.offset, 16)
        XCTAssertNil(transformError("matrix(1,0,0,1,2902.8,1460.9) translate(2 0)"))
    }

    func testSharedNumberSyntax() throws {
        XCTAssertEqual(try SVGNumbers.number(" 263 "), 263)
        XCTAssertEqual(try SVGNumbers.number("1.5px"), 1.5)
        XCTAssertEqual(try SVGNumbers.number("3pt"), 4)
        XCTAssertThrowsError(try SVGNumbers.number("nan"))
        XCTAssertThrowsError(try SVGNumbers.number("inf"))
        XCTAssertThrowsError(try SVGNumbers.number("1e999"))
        XCTAssertThrowsError(try SVGNumbers.number("50%"))
        XCTAssertThrowsError(try SVGNumbers.number("1 2"))
        XCTAssertThrowsError(try SVGNumbers.number(""))
        XCTAssertEqual(try SVGNumbers.list("1,2 3-4"), [1, 2, 3, -4])
        XCTAssertThrowsError(try SVGNumbers.list("1 2 NaN"))
    }
}
