import Foundation
import XCTest

/// Builds small catalogs on disk for one test: `files` maps catalog-relative paths to text.
struct CatalogFixture {
    let root: String

    init(_ test: XCTestCase, files: [String: String]) throws {
        root = NSTemporaryDirectory() + "stylebook-catalog-\(UUID().uuidString)"
        let dir = root
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        for (path, text) in files {
            let full = root + "/" + path
            let parent = String(full[..<full.lastIndex(of: "/")!])
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            if path.hasSuffix("/") { continue }
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    static func colorSet(_ entries: String) -> String {
        #"{"colors":["# + entries + #"],"info":{"author":"xcode","version":1}}"#
    }

    static let namespace = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#
}
