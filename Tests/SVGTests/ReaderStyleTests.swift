import Artwork
import Geometry
import XCTest
@testable import SVG

final class ReaderStyleTests: XCTestCase {
    func testDefaultsAreBlackFillNoStroke() throws {
        let icon = try readIcon("<path d=\"M0 0H10V10Z\"/>")
        XCTAssertEqual(icon.shapes.count, 1)
        XCTAssertEqual(icon.shapes[0].fill, ShapeFill(color: black))
        XCTAssertNil(icon.shapes[0].stroke)
        XCTAssertEqual(icon.viewBox, Rect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertTrue(icon.diagnostics.isEmpty)
    }

    func testPresentationAttributesInheritAndStyleOverrides() throws {
        let icon = try readIcon("""
            <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
              <path d="M0 0H10"/>
              <path d="M0 5H10" stroke-width="3" style="stroke-linecap: square; stroke-linejoin: bevel"/>
              <path d="M0 9H10" stroke-linejoin="miter-clip" stroke-miterlimit="10" stroke-dasharray="1, 2 3" stroke-dashoffset="0.5"/>
            </g>
            """)
        XCTAssertEqual(icon.shapes.count, 3)
        XCTAssertNil(icon.shapes[0].fill)
        XCTAssertEqual(icon.shapes[0].stroke, ShapeStroke(color: .currentColor, style: StrokeStyle(width: 2, cap: .round, join: .round)))
        XCTAssertEqual(icon.shapes[1].stroke?.style, StrokeStyle(width: 3, cap: .square, join: .bevel))
        // Odd dash counts repeat to an even list.
        XCTAssertEqual(icon.shapes[2].stroke?.style,
                       StrokeStyle(width: 2, cap: .round, join: .miter, miterLimit: 10, dashes: [1, 2, 3, 1, 2, 3], dashOffset: 0.5))
    }

    func testCascadeOrderAndSpecificity() throws {
        let icon = try readIcon("""
            <style>
              path { fill: red }
              .a { fill: lime }
              #x { fill: blue }
              .a.b { fill: yellow }
              g path, circle { stroke: black }
              g > .c { stroke-width: 4 }
              .imp { fill: aqua !important }
              * { fill-opacity: 0.5 }
            </style>
            <path d="M0 0H1V1Z" fill="green"/>
            <path class="a" d="M0 0H1V1Z"/>
            <path class="a" id="x" d="M0 0H1V1Z"/>
            <path class="b a" d="M0 0H1V1Z"/>
            <g><path class="c" d="M0 0H1V1Z" style="fill: purple"/></g>
            <path class="imp" d="M0 0H1V1Z" style="fill: purple"/>
            """)
        let colors = icon.shapes.map { $0.fill?.color }
        XCTAssertEqual(colors, [
            .rgb(red: 1, green: 0, blue: 0),        // sheet beats the presentation attribute
            .rgb(red: 0, green: 1, blue: 0),        // class beats type
            .rgb(red: 0, green: 0, blue: 1),        // id beats class
            .rgb(red: 1, green: 1, blue: 0),        // two classes beat one, order of class names irrelevant
            .rgb(red: 128.0 / 255, green: 0, blue: 128.0 / 255),  // inline style beats the sheet
            .rgb(red: 0, green: 1, blue: 1),        // !important beats inline
        ])
        XCTAssertEqual(icon.shapes.map { $0.fill?.opacity }, Array(repeating: 0.5, count: 6))
        XCTAssertEqual(icon.shapes[4].stroke?.style.width, 4, "child combinator and descendant selector list")
        XCTAssertEqual(icon.shapes[4].stroke?.color, black)
        XCTAssertNil(icon.shapes[0].stroke)
    }

    func testLaterRuleWinsAtEqualSpecificityAndUnsupportedSelectorsWarn() throws {
        let icon = try readIcon("""
            <style>/* comment */ .k { fill: red } .k { fill: #00f } path:hover { fill: lime } @media print { .k { fill: lime } }</style>
            <path class="k" d="M0 0H1V1Z"/>
            """)
        XCTAssertEqual(icon.shapes[0].fill?.color, .rgb(red: 0, green: 0, blue: 1))
        let messages = icon.diagnostics.warnings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("path:hover") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("@media") }, "\(messages)")
    }

    func testColourSyntaxes() {
        func c(_ s: String) -> [Double]? {
            guard let (color, alpha) = SVGColorParser.color(s), case .rgb(let r, let g, let b) = color else { return nil }
            return [r, g, b, alpha].map { ($0 * 1000).rounded() / 1000 }
        }
        XCTAssertEqual(c("#f00"), [1, 0, 0, 1])
        XCTAssertEqual(c("#F008"), [1, 0, 0, 0.533])
        XCTAssertEqual(c("#336699"), [0.2, 0.4, 0.6, 1])
        XCTAssertEqual(c("#33669980"), [0.2, 0.4, 0.6, 0.502])
        XCTAssertEqual(c("rgb(255, 0, 51)"), [1, 0, 0.2, 1])
        XCTAssertEqual(c("rgb(100%,50%,0%)"), [1, 0.5, 0, 1])
        XCTAssertEqual(c("rgba(0,0,255,0.25)"), [0, 0, 1, 0.25])
        XCTAssertEqual(c("rgb(0 0 255 / 50%)"), [0, 0, 1, 0.5])
        XCTAssertEqual(c("hsl(120, 100%, 50%)"), [0, 1, 0, 1])
        XCTAssertEqual(c("hsla(240deg 100% 25% / 0.5)"), [0, 0, 0.5, 0.5])
        XCTAssertEqual(c("CornflowerBlue"), [0.392, 0.584, 0.929, 1])
        XCTAssertEqual(c("transparent")?.last, 0)
        XCTAssertNil(c("#12"))
        XCTAssertNil(c("nocolor"))
        XCTAssertEqual(SVGColorParser.color("currentColor")?.0, .currentColor)
    }

    func testCurrentColorFollowsColorProperty() throws {
        let icon = try readIcon("""
            <g color="red"><path d="M0 0H1V1Z" fill="currentColor"/></g>
            <g fill="currentColor"><path d="M0 0H1V1Z" style="color: #00f"/></g>
            <path d="M0 0H1V1Z" fill="currentColor"/>
            """)
        XCTAssertEqual(icon.shapes.map { $0.fill?.color }, [.rgb(red: 1, green: 0, blue: 0), .rgb(red: 0, green: 0, blue: 1), .currentColor])
    }

    func testOpacityMultipliesAndAlphaFolds() throws {
        let icon = try readIcon("""
            <g opacity="0.5"><g opacity="50%"><path d="M0 0H1V1Z" opacity=".5" fill="rgba(0,0,0,.5)" fill-opacity="0.5"/></g></g>
            """)
        XCTAssertEqual(icon.shapes[0].opacity, 0.125, accuracy: 1e-12)
        XCTAssertEqual(icon.shapes[0].fill?.opacity ?? 0, 0.25, accuracy: 1e-12)
    }

    func testVisibilityAndDisplay() throws {
        let icon = try readIcon("""
            <g visibility="hidden"><path id="a" d="M0 0H1V1Z"/><path id="b" d="M0 0H1V1Z" visibility="visible"/></g>
            <g display="none"><path id="c" d="M0 0H1V1Z" display="inline"/></g>
            <g style="display:none"><path id="d" d="M0 0H1V1Z"/></g>
            <path id="e" d="M0 0H1V1Z" visibility="collapse"/>
            <path id="f" d="M0 0H1V1Z"/>
            """)
        XCTAssertEqual(icon.shapes.map(\.id), ["b", "f"])
    }

    func testInheritKeywordAndInvalidValuesWarn() throws {
        let icon = try readIcon("""
            <g fill="#0f0" stroke-width="3"><g fill="red"><path d="M0 0H1V1Z" fill="inherit" stroke="black" stroke-width="bogus"/></g></g>
            """)
        XCTAssertEqual(icon.shapes[0].fill?.color, .rgb(red: 1, green: 0, blue: 0))
        XCTAssertEqual(icon.shapes[0].stroke?.style.width, 3, "invalid value is ignored, inherited 3 stays")
        let warning = try XCTUnwrap(icon.diagnostics.warnings.first)
        XCTAssertTrue(warning.message.contains("stroke-width"))
        XCTAssertEqual(warning.location?.description, "t.svg:1:171")
    }

    func testStrokeWidthUnitsAndPercent() throws {
        let icon = try readIcon("""
            <path d="M0 0H1" stroke="#000" stroke-width="1pt"/>
            <path d="M0 0H1" stroke="#000" stroke-width="10%"/>
            <path d="M0 0H1" stroke="#000" stroke-width="0.1in"/>
            """, root: "viewBox=\"0 0 30 40\"")
        XCTAssertEqual(icon.shapes[0].stroke?.style.width ?? 0, 4.0 / 3.0, accuracy: 1e-12)
        // 10% of √((30² + 40²)/2) = 10% of 35.355…
        XCTAssertEqual(icon.shapes[1].stroke?.style.width ?? 0, 3.5355339, accuracy: 1e-6)
        XCTAssertEqual(icon.shapes[2].stroke?.style.width ?? 0, 9.6, accuracy: 1e-12)
    }

    func testGradientFallsBackToFirstStopWithWarning() throws {
        let icon = try readIcon("""
            <defs><linearGradient id="g"><stop offset="0" stop-color="#f00" stop-opacity="0.5"/><stop offset="1" stop-color="blue"/></linearGradient>
            <linearGradient id="h" xlink:href="#g"/><pattern id="p"/></defs>
            <path d="M0 0H1V1Z" fill="url(#g)"/>
            <path d="M0 0H1V1Z" fill="url(#h)"/>
            <path d="M0 0H1V1Z" fill="url('#g') #0f0"/>
            <path d="M0 0H1V1Z" fill="url(#p)"/>
            <path d="M0 0H1V1Z" fill="url(#missing)" stroke="#000"/>
            """, root: "xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 24 24\"")
        XCTAssertEqual(icon.shapes.map { $0.fill?.color }, [
            .rgb(red: 1, green: 0, blue: 0), .rgb(red: 1, green: 0, blue: 0), .rgb(red: 0, green: 1, blue: 0), .currentColor, nil,
        ])
        XCTAssertEqual(icon.shapes[0].fill?.opacity, 0.5)
        XCTAssertEqual(icon.diagnostics.warnings.count, 5)
        XCTAssertTrue(icon.diagnostics.warnings[0].message.contains("gradients are not supported"))
    }

    func testUnsupportedEffectsWarnButDraw() throws {
        let icon = try readIcon("""
            <path d="M0 0H1V1Z" filter="url(#f)"/><path d="M0 0H1V1Z" mask="url(#m)" marker-end="url(#k)"/>
            """)
        XCTAssertEqual(icon.shapes.count, 2)
        let messages = icon.diagnostics.warnings.map(\.message)
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("filter") })
        XCTAssertTrue(messages.contains { $0.contains("mask") })
        XCTAssertTrue(messages.contains { $0.contains("marker-end") })
    }

    func testAClipOrMaskThatIsNoURLIsNamedWithWhatHappensInstead() throws {
        let icon = try readIcon("""
            <path d="M0 0H1V1Z" clip-path="inset(1px)"/><path d="M0 0H1V1Z" mask="linear"/>
            """)
        XCTAssertEqual(icon.shapes.count, 2)
        XCTAssertEqual(icon.diagnostics.warnings.map(\.message), [
            "clip-path 'inset(1px)' is not supported (only url(#id)); ignored",
            "mask 'linear' is not supported (only url(#id)); the element is drawn without it",
        ])
    }

    func testClassNamesIncludeAncestors() throws {
        let icon = try readIcon("<g class=\"layer primary\"><path class=\"x\" d=\"M0 0H1V1Z\"/></g>",
                                root: "class=\"icon bi\" viewBox=\"0 0 24 24\"")
        XCTAssertEqual(icon.shapes[0].classNames, ["x", "layer", "primary"])
    }
}
