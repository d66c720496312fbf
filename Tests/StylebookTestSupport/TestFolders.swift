import Foundation
import XCTest

/// A new, empty folder under the system's temporary folder, named `<prefix>-<UUID>`. Swift Testing
/// suites call this and remove the folder themselves; XCTest cases use `temporaryFolder()`.
public func makeTemporaryFolder(prefix: String = "stylebook-test") throws -> String {
    let dir = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

extension XCTestCase {
    /// A new, empty folder removed when the test ends. Anything a test made read-only inside it is
    /// made writable again first, so the removal cannot fail half-way.
    public func temporaryFolder(prefix: String = "stylebook-test") throws -> String {
        let dir = try makeTemporaryFolder(prefix: prefix)
        addTeardownBlock {
            let fm = FileManager.default
            if let items = fm.enumerator(atPath: dir) {
                for case let item as String in items {
                    try? fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir + "/" + item)
                }
            }
            try? fm.removeItem(atPath: dir)
        }
        return dir
    }
}

/// What a test needs from the machine (the shared corpus, the built binary, Chromium, swiftc).
public enum TestPrerequisite {
    /// True on CI (`CI=true`), where every prerequisite must be present.
    public static var required: Bool {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return value == "true" || value == "1"
    }

    /// The error a test throws when `what` is missing: a skip on a developer's machine, a failure on
    /// CI, so a run with no corpus, binary or browser cannot pass by skipping.
    public static func missing(_ what: String) -> Error {
        required ? Missing(description: "required on CI (CI=true) but missing: \(what)") : XCTSkip(what)
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }
}
