import Foundation
import StylebookTestSupport
import XCTest

/// `stylebook audit` and `stylebook migrate` hand over to the `stylebook-audit` tool beside the
/// `stylebook` binary, with the same arguments, output and exit status; without it they say how
/// to build it.
final class AuditForwardingTests: XCTestCase {
    func testAuditAndMigrateRunTheAuditToolBesideStylebook() throws {
        let dir = try temporaryFolder(prefix: "stylebook-audit-forwarding")
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try ForeignMigrateTests.stylebook().write(toFile: dir + "/Stylebook.swift", atomically: true, encoding: .utf8)
        try ForeignMigrateTests.swiftGenAssets.write(toFile: dir + "/App/Assets.swift", atomically: true, encoding: .utf8)
        try ForeignMigrateTests.swiftGenSource.write(toFile: dir + "/App/Header.swift", atomically: true, encoding: .utf8)
        let tool = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit", options: .backwards)
        let migrate = ["App", "--to", "stylebook", "--generated", "Stylebook.swift", "--generated", "App/Assets.swift"]
        let direct = try runProcess(tool, ["migrate"] + migrate, in: dir)
        let forwarded = try runStylebook(["migrate"] + migrate, in: dir)
        XCTAssertEqual(forwarded.status, direct.status, forwarded.output)
        XCTAssertEqual(forwarded.stdout, direct.stdout)
        XCTAssertTrue(forwarded.stdout.contains("Colors.brandPrimary.uiColor"), forwarded.output)
        let dryRun = try runStylebook(["migrate"] + migrate + ["--dry-run"], in: dir)
        XCTAssertEqual(dryRun.stdout, direct.stdout, "--dry-run is the default, spelled out")
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Header.swift", encoding: .utf8), ForeignMigrateTests.swiftGenSource)
        let both = try runStylebook(["migrate"] + migrate + ["--dry-run", "--write"], in: dir)
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.stderr.contains("--dry-run and --write contradict each other"), both.output)
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Header.swift", encoding: .utf8), ForeignMigrateTests.swiftGenSource)

        let audit = ["App", "--generated", "Stylebook.swift"]
        let directAudit = try runProcess(tool, audit, in: dir)
        let forwardedAudit = try runStylebook(["audit"] + audit, in: dir)
        XCTAssertEqual(forwardedAudit.status, directAudit.status, forwardedAudit.output)
        XCTAssertEqual(forwardedAudit.stdout + forwardedAudit.stderr, directAudit.stdout + directAudit.stderr)
    }

    func testWithoutTheAuditToolTheCommandSaysHowToBuildIt() throws {
        let dir = try temporaryFolder(prefix: "stylebook-audit-missing")
        let lone = dir + "/stylebook"
        try FileManager.default.copyItem(atPath: try TestPaths.stylebookBinary(), toPath: lone)
        let result = try runProcess(lone, ["audit", "App"], in: dir, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.stderr.contains("error: `stylebook audit` runs the separate stylebook-audit tool")
                      && result.stderr.contains("swift build -c release --product stylebook-audit"), result.output)
    }
}
