import Diagnostics
import XCTest
@testable import Tokens

/// Token locations are byte offsets until a diagnostic (or a writer) asks for `line:col`; the
/// file's line index is built then, once.
final class LazyLocationTests: XCTestCase {
    func testACleanReadBuildsNoLineIndexAndLocationsAreRightWhenAsked() throws {
        let result = try read([("t.tokens.json", """
        {"color": {"$type": "color",
          "é": {"$value": "#ffffff"},
          "ink": {"$value": "{color.é}"}}}
        """)])
        let ink = try XCTUnwrap(result.tokens.colors.first { $0.path.dotted == "color.ink" })
        let origin = try XCTUnwrap(ink.info.origin)
        XCTAssertFalse(origin.isComputed, "no diagnostic, so no line index yet")
        XCTAssertEqual(ink.info.location?.description, "t.tokens.json:3:10")
        XCTAssertTrue(origin.isComputed)
        let accent = try XCTUnwrap(result.tokens.colors.first { $0.path.dotted == "color.é" })
        XCTAssertEqual(accent.info.location?.description, "t.tokens.json:2:8", "columns count characters, not bytes")
    }

    func testADiagnosticStillNamesLineAndColumn() throws {
        let result = try read([("t.tokens.json", """
        {"color": {"$type": "color",
          "bad": {"$value": "#12"}}}
        """)])
        XCTAssertTrue(result.diagnostics.warnings.contains { $0.description.hasPrefix("t.tokens.json:2:21: warning: invalid hex colour") },
                      "\(result.diagnostics.warnings.map(\.description))")
    }
}
