import Diagnostics
import XCTest
@testable import Tokens

/// CSS Color 4 colour spaces, checked against values computed independently of Stylebook by
/// `scripts/colorspace-expected.py` (Python `fractions`/`math` with the matrices CSS Color 4
/// publishes, where Stylebook derives its own from primaries and white points). Each row: space,
/// components, the space Stylebook must write, and the gamma-encoded components (Display P3 when
/// the colour lies outside sRGB; clipped to 0…1 when outside P3 too).
final class ColorSpaceTests: XCTestCase {
    static let expected: [(String, [Double], String, [Double])] = [
        ("lab", [29.2345, 39.3825, 20.0664], "srgb", [0.490633715750, 0.138670787936, 0.159005669660]),
        ("lch", [29.2345, 44.2, 27.0], "srgb", [0.490633653260, 0.138670859461, 0.159005784464]),
        ("oklch", [0.40101, 0.12332, 21.555], "srgb", [0.490549774317, 0.138744931692, 0.159113214056]),
        ("oklab", [0.5, -0.1, 0.1], "srgb", [0.235114481088, 0.453820071641, 0.037939437037]),
        ("lab", [0.0, 0.0, 0.0], "srgb", [0.000000000000, 0.000000000000, 0.000000000000]),
        ("lab", [100.0, 0.0, 0.0], "srgb", [1.000000000000, 1.000000000000, 1.000000000000]),
        ("oklab", [1.0, 0.0, 0.0], "srgb", [1.000000000000, 1.000000000000, 1.000000000000]),
        ("a98-rgb", [0.5, 0.3, 0.2], "srgb", [0.562291303750, 0.295039577563, 0.180080378238]),
        ("prophoto-rgb", [0.4, 0.3, 0.2], "srgb", [0.575523374106, 0.343924832610, 0.234595930413]),
        ("prophoto-rgb", [0.02, 0.01, 0.03], "srgb", [0.019548692648, 0.006180125743, 0.026769369782]),
        ("rec2020", [0.5, 0.4, 0.3], "srgb", [0.602831140713, 0.440304455853, 0.341907605575]),
        ("rec2020", [0.05, 0.06, 0.07], "srgb", [0.096455096025, 0.120973785283, 0.132661746601]),
        ("xyz-d50", [0.2, 0.15, 0.1], "srgb", [0.614016941896, 0.340683946710, 0.381973647714]),
        ("xyz-d65", [0.3, 0.3, 0.3], "srgb", [0.635442179981, 0.569850837770, 0.558827762747]),
        ("srgb-linear", [0.2, 0.5, 0.8], "srgb", [0.484529204482, 0.735356983052, 0.906331753344]),
        ("oklch", [0.65, 0.26, 30.0], "display-p3", [0.951467149985, 0.234239830734, 0.150020859054]),
        ("lch", [60.0, 65.0, 150.0], "display-p3", [0.254341364466, 0.648229697284, 0.358648453752]),
        ("lch", [60.0, 90.0, 150.0], "display-p3", [-0.133442313070, 0.669584433602, 0.276309169349]),
    ]

    func testEverySpaceConvertsExactly() throws {
        for (space, components, target, values) in Self.expected {
            let json = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}"
            let result = try readOne(json)
            let color = try XCTUnwrap(result.tokens.colors.first?.values[.light], "\(space) \(components)")
            XCTAssertEqual(color.space.rawValue, target, "\(space) \(components)")
            for (got, want) in zip([color.red, color.green, color.blue], values.map { min(max($0, 0), 1) }) {
                XCTAssertEqual(got, want, accuracy: 1e-9, "\(space) \(components)")
            }
            let outsideP3 = values.contains { $0 < -1e-4 || $0 > 1 + 1e-4 }
            XCTAssertEqual(result.diagnostics.map(\.message).contains { $0.contains("outside Display P3") }, outsideP3, "\(space) \(components)")
        }
    }

    func testTheSpecExampleIsTheSameColourInLabLCHAndOKLCH() throws {
        // CSS Color 4 gives lab(29.2345% 39.3825 20.0664), lch(29.2345% 44.2 27) and
        // oklch(40.101% 0.12332 21.555) as one colour, about rgb(125 35 41) = #7D2329.
        for (space, components) in [("lab", "[29.2345, 39.3825, 20.0664]"), ("lch", "[29.2345, 44.2, 27]"), ("oklch", "[0.40101, 0.12332, 21.555]")] {
            let json = "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}"
            let color = try XCTUnwrap(readOne(json).tokens.colors.first?.values[.light])
            XCTAssertEqual(ColorMath.hex(color), "#7D2329", space)
        }
    }

    func testDerivedMatricesMatchTheSpecsRationalOnes() {
        // sRGB → XYZ as CSS Color 4 writes it (506752/1228815 …), and D65 → D50 Bradford.
        let srgb: [[Double]] = [[506752 / 1228815, 87881 / 245763, 12673 / 70218],
                                [87098 / 409605, 175762 / 245763, 12673 / 175545],
                                [7918 / 409605, 87881 / 737289, 1001167 / 1053270]]
        let bradford: [[Double]] = [[1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
                                    [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
                                    [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]]
        for (derived, spec) in [(ColorSpaces.sRGB.toXYZ, srgb), (ColorSpaces.d65ToD50, bradford)] {
            for i in 0..<3 { for j in 0..<3 { XCTAssertEqual(derived[i][j], spec[i][j], accuracy: 1e-12) } }
        }
    }

    func testOutOfRangeComponentsAndUnknownSpacesAreLocatedErrors() {
        let lab = readError(##"{"c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [120, 0, 0]}}}"##)
        XCTAssertTrue(lab.errors.first?.description.hasPrefix("t.tokens.json:1:73: error: lab component 1 is 120.0, outside 0–100") ?? false, "\(lab)")
        let chroma = readError(##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.5, -0.1, 0]}}}"##)
        XCTAssertTrue(chroma.errors.first?.message.contains("oklch component 2 is -0.1") ?? false, "\(chroma)")
        let unknown = readError(##"{"c": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}"##)
        XCTAssertTrue(unknown.errors.first?.message.contains("colour space \"cmyk\" is not supported (use srgb, srgb-linear, hsl, hwb, lab, lch") ?? false, "\(unknown)")
    }
}
