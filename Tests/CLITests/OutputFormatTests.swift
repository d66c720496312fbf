import Foundation
import XCTest

/// `--format json` and `--format github`, `--quiet`, `--verbose`, and no terminal codes in pipes.
final class OutputFormatTests: XCTestCase {
    func testJSONFormatPrintsOneObjectPerDiagnosticAndASummary() throws {
        let dir = try CLI.kaimonoProject(self, brokenIcon: true)
        let result = try CLI.run(["build", dir, "--format", "json", "--no-cache"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "", "json output goes to standard output only")
        let lines = result.stdout.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(lines.count, 2)
        let objects = try lines.map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
        let diagnostics = objects.dropLast()
        let broken = try XCTUnwrap(diagnostics.first { ($0["file"] as? String)?.hasSuffix("/icons/broken.svg") == true })
        XCTAssertEqual(broken["type"] as? String, "diagnostic")
        XCTAssertEqual(broken["severity"] as? String, "error")
        XCTAssertEqual(broken["line"] as? Int, 2)
        XCTAssertEqual(broken["column"] as? Int, 21)
        XCTAssertTrue((broken["message"] as? String)?.contains("path data") == true, "\(broken)")
        let summary = try XCTUnwrap(objects.last)
        XCTAssertEqual(summary["type"] as? String, "summary")
        XCTAssertEqual(summary["errors"] as? Int, diagnostics.filter { $0["severity"] as? String == "error" }.count)
        XCTAssertEqual(summary["symbols"] as? Int, 12)
        XCTAssertEqual(summary["failedIcons"] as? Int, 1)
        XCTAssertEqual(summary["colors"] as? Int, 32, "semantic and palette colours (the example keeps component properties out of the plain API)")
    }

    func testJSONFormatEndsWithASummaryEvenWhenTheProjectCannotBeRead() throws {
        let dir = try temporaryFolder()
        let result = try CLI.run(["build", dir, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let objects = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        XCTAssertEqual(objects.count, 2, result.stdout)
        XCTAssertEqual(objects.first?["file"] as? String, dir + "/stylebook.yml")
        XCTAssertEqual(objects.last?["type"] as? String, "summary")
        XCTAssertEqual(objects.last?["errors"] as? Int, 1)
    }

    func testGitHubFormatPrintsWorkflowAnnotationsWithRelativePaths() throws {
        let dir = try CLI.kaimonoProject(self, brokenIcon: true)
        // Run from the project's parent folder, as CI runs from the repository root.
        let parent = String(dir[..<dir.lastIndex(of: "/")!])
        let name = String(dir[dir.index(after: dir.lastIndex(of: "/")!)...])
        let result = try CLI.run(["build", name, "--format", "github", "--no-cache"], in: parent)
        XCTAssertEqual(result.status, 1)
        let annotations = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(annotations.contains("::error file=\(name)/icons/broken.svg,line=2,col=21::invalid path data: expected a number, found 'x'"),
                      result.stdout)
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") },
                      result.stdout)
        XCTAssertFalse(result.stderr.contains("::error"), "annotations go to standard output")
    }

    func testQuietAndVerbose() throws {
        let dir = try CLI.kaimonoProject(self)
        let verbose = try CLI.run(["build", dir, "--verbose"])
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("symbols: 12 converted, 0 from the cache"), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("wrote \(dir)/Generated/KaimonoTokensCore.swift"), verbose.stderr)
        let again = try CLI.run(["build", dir, "--verbose"])
        XCTAssertTrue(again.stderr.contains("symbols: up to date"), again.stderr)
        XCTAssertTrue(again.stderr.contains("(up to date)"), again.stderr)
        let quiet = try CLI.run(["build", dir, "--quiet"])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "")
        let both = try CLI.run(["build", dir, "--quiet", "--verbose"])
        XCTAssertNotEqual(both.status, 0)
    }

    func testNoTerminalCodesWhenNotATerminal() throws {
        // About 50 icons at all 27 variants: long enough (well over the 1 s threshold in a debug
        // build) that a terminal would get a progress bar. A pipe must get none, nor colour.
        let dir = try CLI.kaimonoProject(self, brokenIcon: true)
        let icons = try FileManager.default.contentsOfDirectory(atPath: dir + "/icons").filter { $0.hasSuffix(".svg") && $0 != "broken.svg" }
        for copy in 1...4 {
            for icon in icons {
                try FileManager.default.copyItem(atPath: dir + "/icons/" + icon, toPath: dir + "/icons/c\(copy)-" + icon)
            }
        }
        let yml = dir + "/stylebook.yml"
        try (try String(contentsOfFile: yml, encoding: .utf8)).replacingOccurrences(of: "variants: masters", with: "variants: all")
            .write(toFile: yml, atomically: true, encoding: .utf8)
        let start = Date()
        let result = try CLI.run(["build", dir, "--no-cache"], environment: ["TERM": "xterm-256color"])
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("/icons/broken.svg:2:21: error: "), result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{1B}"), "no escape codes in a pipe")
        XCTAssertFalse(result.stderr.contains("\r"), "no progress redraws in a pipe")
        XCTAssertFalse(result.stderr.contains("ETA"), "no progress bar in a pipe")
        print("batch of \(icons.count * 5) icons took \(seconds) s")
    }

    func testTheSummaryCountsImageSetsAndCatalogSets() throws {
        let dir = try temporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/tokens", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/images/brand", withIntermediateDirectories: true)
        try "brand: { light: \"#E8552D\" }\n".write(toFile: dir + "/tokens/colors.yml", atomically: true, encoding: .utf8)
        for name in ["banner", "brand/logo"] {
            try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\"><rect width=\"8\" height=\"8\"/></svg>\n"
                .write(toFile: dir + "/images/\(name).svg", atomically: true, encoding: .utf8)
        }
        try "catalog: Generated/App.xcassets\ntokens:\n  files: [tokens/colors.yml]\nimages:\n  source: images\n  swift: Generated/Images.swift\n"
            .appending("catalogs:\n  inputs: [Generated/App.xcassets]\n  swift: Generated/Assets.swift\n  enum: Assets\n")
            .write(toFile: dir + "/stylebook.yml", atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", dir, "--format", "json", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last.flatMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        })
        XCTAssertEqual(summary["images"] as? Int, 2)
        XCTAssertEqual(summary["catalogSets"] as? Int, 3, "the colour and both image sets are read into the catalog Swift")
        XCTAssertTrue((summary["message"] as? String)?.contains("2 image sets, 3 catalog sets in Swift") == true, "\(summary)")
    }
}
