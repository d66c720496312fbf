import Foundation
import StylebookTestSupport
import XCTest

/// `scripts/swiftgen-fonts-parity.sh`, run offline on a fonts context, templates and expected
/// files written here (not SwiftGen's, which the user fetches): stand-in fonts from the context,
/// the context case, both template folders, skipped cases, and a difference failing the run.
final class SwiftGenFontsParityScriptTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "stylebook-fonts-parity-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/upstream/swift5", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/upstream/swift4", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Three families in SwiftGen's context-dump layout and order (by name without case): single
    /// fonts and a two-member collection.
    static let context = """
        families:
        - fonts:
          - name: "accent-Regular"
            path: "Fonts/accent.ttf"
            style: "Regular"
          name: "accent"
        - fonts:
          - name: "BrandSans-Bold"
            path: "Fonts/BrandSans-Bold.otf"
            style: "Bold"
          - name: "BrandSans-Regular"
            path: "Fonts/BrandSans-Regular.otf"
            style: "Regular"
          name: "Brand Sans"
        - fonts:
          - name: "BrandSerif-Italic"
            path: "Fonts/BrandSerif.ttc"
            style: "Italic"
          - name: "BrandSerif-Roman"
            path: "Fonts/BrandSerif.ttc"
            style: "Roman"
          name: "Brand Serif"

        """

    static let template = """
        // {{ param.enumName|default:"FontFamily" }} {{ version }} public={{ param.publicAccess }}
        {% for family in families %}
        {{ family.name }}:
        {% for font in family.fonts %}
          {{ font.name }} {{ font.style }} {{ font.path }}
        {% endfor %}
        {% endfor %}

        """

    /// What the template gives: families in code-point order, as SwiftGen's templates see them.
    static func expected(_ header: String) -> String {
        header + """

            Brand Sans:
              BrandSans-Bold Bold Fonts/BrandSans-Bold.otf
              BrandSans-Regular Regular Fonts/BrandSans-Regular.otf
            Brand Serif:
              BrandSerif-Italic Italic Fonts/BrandSerif.ttc
              BrandSerif-Roman Roman Fonts/BrandSerif.ttc
            accent:
              accent-Regular Regular Fonts/accent.ttf

            """
    }

    private func write(_ text: String, _ path: String) throws {
        try text.write(toFile: dir + "/upstream/" + path, atomically: true, encoding: .utf8)
    }

    func testTheScriptComparesTheContextAndEveryTemplateCase() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("python3 is needed for the stand-in fonts") }
        try write(Self.context, "defaults.yaml")
        try write(Self.template.replacingOccurrences(of: "{{ version }}", with: "v5"), "swift5.stencil")
        try write(Self.template.replacingOccurrences(of: "{{ version }}", with: "v4"), "swift4.stencil")
        try write(Self.expected("// FontFamily v5 public="), "swift5/defaults.swift")
        try write(Self.expected("// FontFamily v5 public=true"), "swift5/defaults-publicAccess.swift")
        try write(Self.expected("// CustomFamily v5 public="), "swift5/defaults-customName.swift")
        try write(Self.expected("// FontFamily v4 public="), "swift4/defaults.swift")
        let script = TestPaths.packageRoot + "/scripts/swiftgen-fonts-parity.sh"
        let environment = ["STYLEBOOK": try TestPaths.stylebookBinary()]
        let run = try runProcess("/bin/bash", [script, dir + "/upstream"], environment: environment)
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "stand-ins  BrandSans-Bold.otf BrandSans-Regular.otf BrandSerif.ttc accent.ttf", run.output)
        for name in ["context.yaml", "swift5/defaults.swift", "swift5/defaults-publicAccess.swift", "swift5/defaults-customName.swift", "swift4/defaults.swift"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix("identical  \(name) (") }, "\(name): \(run.output)")
        }
        XCTAssertTrue(lines.contains("skipped    swift5/defaults-lookupFunction.swift (no expected file)"), run.output)
        XCTAssertTrue(lines.contains("skipped    swift4/defaults-publicAccess.swift (no expected file)"), run.output)
        XCTAssertEqual(lines.last, "5 of 5 case(s) byte-identical", run.output)

        // A difference fails the run and is shown.
        try write(Self.expected("// FontFamily v4 public=").replacingOccurrences(of: "Roman Roman", with: "Roman Book"), "swift4/defaults.swift")
        let differing = try runProcess("/bin/bash", [script, dir + "/upstream"], environment: environment)
        XCTAssertEqual(differing.status, 1, differing.output)
        XCTAssertTrue(differing.stdout.contains("DIFFERENT  swift4/defaults.swift"), differing.output)
        XCTAssertTrue(differing.stdout.contains("4 of 5 case(s) byte-identical"), differing.output)
    }

    func testWithoutATemplateTheScriptSaysWhatIsMissing() throws {
        try write(Self.context, "defaults.yaml")
        let run = try runProcess("/bin/bash", [TestPaths.packageRoot + "/scripts/swiftgen-fonts-parity.sh", dir + "/upstream"],
                                 environment: ["STYLEBOOK": try TestPaths.stylebookBinary()])
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.stderr.contains("error: no swift4.stencil or swift5.stencil (SwiftGen's fonts templates) in it"), run.output)
    }
}
