import Foundation
import StylebookTestSupport
import XCTest

/// The guide's text styles in the project's own fonts: the Kaimono guide ships its numbers font
/// (Inter Bold, digits and yen) in `fonts/` with an `@font-face` rule, and headless Chromium draws
/// the price style with it. Removing the file (the browser's fallback) changes both the measured
/// width of the sample and its pixels, which shows the shipped face is what the page uses.
final class GuideFontBrowserTests: XCTestCase {
    /// Measures the price style's Latin sample once the fonts are ready, then leaves only that sample
    /// on the page (top left) for the screenshot.
    static let probeScript = """
    <script>
    document.fonts.ready.then(function () {
      var sample = document.querySelector('#type-price .type-sample');
      var range = document.createRange();
      range.selectNodeContents(sample.querySelector('p[lang=en]'));
      document.body.setAttribute('data-width', range.getBoundingClientRect().width.toFixed(2));
      document.body.setAttribute('data-face-loaded', String(document.fonts.check('700 20px "Inter-Bold"')));
      document.body.innerHTML = '';
      document.body.appendChild(sample);
    });
    </script>
    """

    func testThePriceStyleIsDrawnInTheShippedFaceNotTheFallback() throws {
        _ = try GuideTestSupport.chromium()
        let dir = try temporaryFolder() + "/guide"
        let result = try GuideTestSupport.run(try GuideTestSupport.stylebookBinary(), ["guide", GuideTestSupport.example, "-o", dir])
        XCTAssertEqual(result.status, 0, result.stderr)
        let shipped = try Data(contentsOf: URL(fileURLWithPath: GuideTestSupport.example + "/fonts/Inter-Bold.otf"))
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/fonts/Inter-Bold.otf"), shipped, "the font is copied beside the guide")
        let css = try String(contentsOfFile: dir + "/assets/guide.css", encoding: .utf8)
        XCTAssertTrue(css.contains("@font-face { font-family: \"Inter-Bold\"; src: url(\"../fonts/Inter-Bold.otf\") format(\"opentype\"); "
                                   + "font-weight: 700; font-style: normal; }"), css)
        let index = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("font-family:&quot;Inter-Bold&quot;,&quot;Hiragino Sans&quot;,sans-serif") || index.contains("font-family:\"Inter-Bold\""), index)
        try index.replacingOccurrences(of: "</body>", with: Self.probeScript + "</body>")
            .write(toFile: dir + "/probe.html", atomically: true, encoding: .utf8)

        let withFont = try render(dir)
        XCTAssertEqual(withFont.faceLoaded, "true", "Chromium loaded the shipped face")
        try FileManager.default.removeItem(atPath: dir + "/fonts")
        let fallback = try render(dir)
        XCTAssertEqual(fallback.faceLoaded, "false", "without the file the face cannot load")
        XCTAssertGreaterThan(abs(withFont.width - fallback.width), 1, "the sample's width is the same with and without the shipped font")
        let differing = zip(withFont.image.rgb, fallback.image.rgb).filter { $0 != $1 }.count
        XCTAssertGreaterThan(differing, 100, "the sample's pixels are the same with and without the shipped font")
    }

    private func render(_ dir: String) throws -> (width: Double, faceLoaded: String, image: PNGImage) {
        let url = GuideTestSupport.fileURL(dir + "/probe.html")
        let dom = try GuideTestSupport.dumpDOM(url)
        func attribute(_ name: String) -> String? {
            guard let start = dom.range(of: name + "=\"") else { return nil }
            return String(dom[start.upperBound...].prefix { $0 != "\"" })
        }
        let width = try XCTUnwrap(attribute("data-width").flatMap(Double.init), "the probe did not run: \(dom.prefix(300))")
        let image = try GuideTestSupport.screenshot(url, width: 900, height: 200)
        return (width, attribute("data-face-loaded") ?? "", image)
    }
}
