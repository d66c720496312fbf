import Foundation
import XCTest

/// What a new user meets in the first hour (issue 23): warnings repeated across icons printed
/// once, a no-op build in one line, counted nouns, help that shows each default once.
final class FirstHourTests: XCTestCase {
    let fm = FileManager.default

    /// A project of `count` icons that each poke out of their view box (one warning each).
    func project(icons count: Int) throws -> String {
        let dir = try temporaryFolder()
        try fm.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        for i in 1...count {
            try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"\(12 + i)\"/></svg>\n"
                .write(toFile: dir + "/icons/icon\(i).svg", atomically: true, encoding: .utf8)
        }
        try "symbols:\n  source: icons\n  variants: regular\n  swift: Generated/Symbols.swift\ncatalog: Generated/Icons.xcassets\n"
            .write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        return dir
    }

    func warnings(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    func testARepeatedWarningIsPrintedOnceAndVerboseListsEach() throws {
        let dir = try project(icons: 7)
        let first = try CLI.run(["build", dir, "--no-cache"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let folded = warnings(first.stderr)
        XCTAssertEqual(folded.count, 1, first.stderr)
        XCTAssertTrue(folded.first?.hasPrefix(dir + "/icons/icon1.svg:") == true, first.stderr)
        XCTAssertTrue(folded.first?.contains("7 icons: shape extends outside the view box; clipped (icons: icon1, icon2, icon3, icon4, icon5, …; --verbose lists each)") == true,
                      first.stderr)
        let verbose = try CLI.run(["build", dir, "--no-cache", "--verbose"])
        XCTAssertEqual(warnings(verbose.stderr).count, 7, verbose.stderr)
        // Machine formats list every one.
        let json = try CLI.run(["build", dir, "--no-cache", "--format", "json"])
        XCTAssertEqual(json.stdout.split(separator: "\n").filter { $0.contains("\"severity\":\"warning\"") }.count, 7, json.stdout)
    }

    func testTwoIconsWithTheSameWarningAreStillListedOneByOne() throws {
        let dir = try project(icons: 2)
        let run = try CLI.run(["build", dir, "--no-cache"])
        XCTAssertEqual(warnings(run.stderr).count, 2, run.stderr)
    }

    func testANoOpBuildPrintsOneLineAndCountsCachedWarnings() throws {
        let dir = try project(icons: 4)
        let first = try CLI.run(["build", dir])
        XCTAssertEqual(first.status, 0, first.stderr)
        let again = try CLI.run(["build", dir])
        XCTAssertEqual(again.status, 0, again.stderr)
        let lines = again.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, again.stderr)
        XCTAssertTrue(lines.first?.contains("(up to date); 4 warnings from the cache, as in the build that made it (--verbose lists them)") == true,
                      again.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("4 symbols, ") == true, again.stderr)
        let verbose = try CLI.run(["build", dir, "--verbose"])
        XCTAssertEqual(warnings(verbose.stderr).count, 4, verbose.stderr)
    }

    func testSummariesCountInWords() throws {
        let dir = try project(icons: 1)
        let run = try CLI.run(["build", dir, "--no-cache"])
        XCTAssertTrue(run.stderr.contains("1 symbol, 0 colours, 0 text styles, 0 contrast pairs checked; "), run.stderr)
        XCTAssertFalse(run.stderr.contains("(s)"), run.stderr)
    }

    func testStaticMembersCanBeTurnedOffPerProjectAndPerCommand() throws {
        let dir = try temporaryFolder()
        try "brand: { light: \"#E8552D\" }\ntext/primary: { light: \"#111111\" }\n".write(toFile: dir + "/tokens.yml", atomically: true, encoding: .utf8)
        let project = "catalog: A.xcassets\ntokens:\n  files: [tokens.yml]\n  swift: T.swift\n  core: C.swift\n"
        try project.write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try CLI.run(["build", dir]).status, 0)
        let on = try String(contentsOfFile: dir + "/T.swift", encoding: .utf8)
        XCTAssertTrue(on.contains("static var textPrimary: SwiftUI.Color { Colors.text.primary.color }"), on)

        try (project + "swift:\n  static-members: false\n").write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try CLI.run(["build", dir]).status, 0)
        let off = try String(contentsOfFile: dir + "/T.swift", encoding: .utf8)
        XCTAssertFalse(off.contains("extension SwiftUI.Color {"), off)
        XCTAssertTrue(off.contains("var color: SwiftUI.Color"), "the namespaced accessors stay")

        try (project + "swift:\n  static-members: sometimes\n").write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["build", dir])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains(dir + "/stylebook.yml:7:19: error: swift.static-members must be true or false, not 'sometimes'"), bad.stderr)

        let command = try CLI.run(["tokens", dir + "/tokens.yml", "--catalog", dir + "/B.xcassets", "--swift", dir + "/U.swift", "--no-static-members"])
        XCTAssertEqual(command.status, 0, command.stderr)
        XCTAssertFalse(try String(contentsOfFile: dir + "/U.swift", encoding: .utf8).contains("extension SwiftUI.Color {"))
    }

    /// swift-argument-parser appends "(default: …)" itself when a property has a default, so help
    /// text must not say it again.
    func testHelpShowsEachDefaultOnce() throws {
        for command in ["build", "symbol", "symbols", "validate", "tokens", "lint", "assets", "images", "guide", "diff", "init"] {
            let help = try CLI.run(["help", command])
            let text = help.stdout + help.stderr
            // One option's help may wrap over several lines: join them before looking.
            let options = text.replacingOccurrences(of: "\n                          ", with: " ")
            for line in options.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.components(separatedBy: "default").count - 1, 1, "\(command): \(line)")
            }
        }
    }
}
