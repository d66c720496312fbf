import Foundation
import XCTest

/// `lint --explain-inputs` and `--verbose` say which role each token file was given, and
/// `--input FILE=ROLE` changes it.
final class ExplainInputsTests: XCTestCase {
    func write(_ files: [String: String], in dir: String) throws {
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func testLintExplainInputsPrintsEachFilesRole() throws {
        let dir = try temporaryFolder(prefix: "stylebook-explain")
        try write([
            "t/semantic.json": ##"{"fg": {"$type": "color", "$value": "#111111"}}"##,
            "t/semantic.dark.json": ##"{"fg": {"$type": "color", "$value": "#EEEEEE"}}"##,
            "t/semantic.highcontrast.dark.json": ##"{"fg": {"$type": "color", "$value": "#FFFFFF"}}"##,
        ], in: dir)
        let run = try CLI.run(["lint", "t", "--explain-inputs"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
        t/semantic.dark.json: dark (name says dark)
        t/semantic.highcontrast.dark.json: dark high contrast (name says highcontrast + dark)
        t/semantic.json: base set (every appearance) (no mode word in its name)

        """)
        let given = try CLI.run(["lint", "t", "--explain-inputs", "--input", "semantic.json=light"], in: dir)
        XCTAssertTrue(given.stdout.contains("t/semantic.json: light (--input)"), given.stdout)
    }

    func testTokensVerboseSaysTheRolesAndAClashIsALocatedError() throws {
        let dir = try temporaryFolder(prefix: "stylebook-explain")
        try write([
            "t/colors.json": ##"{"fg": {"$type": "color", "$value": "#111111"}}"##,
            "t/colors.night.json": ##"{"fg": {"$type": "color", "$value": "#222222"}}"##,
        ], in: dir)
        let run = try CLI.run(["tokens", "t", "--catalog", "out/A.xcassets", "--swift", "out/T.swift", "--verbose"], in: dir)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("input t/colors.night.json: dark (name says night)"), run.stderr)
        // --verbose says what was written, as `symbols` and `build` do.
        XCTAssertTrue(run.stderr.contains("wrote out/T.swift"), run.stderr)
        let quiet = try CLI.run(["tokens", "t", "--catalog", "out/B.xcassets", "--swift", "out/U.swift"], in: dir)
        XCTAssertFalse(quiet.stderr.contains("wrote "), quiet.stderr)
        try write(["t/dark/colors.json": ##"{"fg": {"$type": "color", "$value": "#333333"}}"##], in: dir)
        let clash = try CLI.run(["tokens", "t", "--catalog", "out/A.xcassets", "--swift", "out/T.swift"], in: dir)
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.stderr.contains("t/dark/colors.json:1:1: error: t/colors.night.json and t/dark/colors.json both claim the dark role"), clash.stderr)
    }

    func testBuildVerboseAndProjectInputsGiveRoles() throws {
        let dir = try temporaryFolder(prefix: "stylebook-explain")
        try write([
            "stylebook.yml": """
            catalog: Out/A.xcassets
            tokens:
              files: [t]
              swift: Out/T.swift
              inputs:
                after-hours.json: dark

            """,
            "t/palette.json": ##"{"fg": {"$type": "color", "$value": "#111111"}}"##,
            "t/after-hours.json": ##"{"fg": {"$type": "color", "$value": "#EEEEEE"}}"##,
        ], in: dir)
        let build = try CLI.run(["build", dir, "--verbose", "--no-cache"])
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stderr.contains("input \(dir)/t/after-hours.json: dark (--input)"), build.stderr)
        let explain = try CLI.run(["lint", dir, "--explain-inputs"])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("\(dir)/t/palette.json: base set (every appearance) (no mode word in its name)"), explain.stdout)
        let colorset = try String(contentsOfFile: dir + "/Out/A.xcassets/fg.colorset/Contents.json", encoding: .utf8)
        XCTAssertTrue(colorset.contains("\"dark\""), "the file given the dark role gives the dark appearance: \(colorset)")
    }
}
