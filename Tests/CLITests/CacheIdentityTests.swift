import Foundation
import XCTest
@testable import StylebookKit

/// The build cache is keyed on the running executable too: a rebuilt `stylebook` (same version
/// string, new converter) converts again instead of serving what the old one made.
final class CacheIdentityTests: XCTestCase {
    func testIdentityIsTheVersionPlusTheExecutable() {
        XCTAssertTrue(StylebookVersion.cacheIdentity.hasPrefix(StylebookVersion.current + "+"), StylebookVersion.cacheIdentity)
        XCTAssertEqual(StylebookVersion.cacheIdentity, StylebookVersion.cacheIdentity)
    }

    func testARebuiltBinaryDoesNotReuseTheCache() throws {
        let dir = try CLI.kaimonoProject(self)
        XCTAssertEqual(try CLI.run(["build", dir]).status, 0)
        let again = try CLI.run(["build", dir, "--verbose"])
        XCTAssertTrue(again.stderr.contains("symbols: up to date"), again.stderr)

        // The same program, "rebuilt": another file with another modification time.
        let rebuilt = try temporaryFolder() + "/stylebook"
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: rebuilt)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000),
                                               .posixPermissions: 0o755], ofItemAtPath: rebuilt)
        let fresh = try CLI.run(["build", dir, "--verbose"], executable: rebuilt)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertTrue(fresh.stderr.contains("symbols: 12 converted, 0 from the cache"), fresh.stderr)
    }
}
