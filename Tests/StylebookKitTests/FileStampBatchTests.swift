import Foundation
@testable import StylebookKit
import XCTest

/// Stamps looked up in batches, relative to a shared folder, are the stamps `stat` gives path by path.
final class FileStampBatchTests: XCTestCase {
    let fm = FileManager.default

    func testABatchGivesWhatEachPathGivesAlone() throws {
        let root = try temporaryFolder(prefix: "file-stamps")
        var paths: [String] = []
        for set in 0..<40 {
            let folder = root + "/Out/App.xcassets/Icons/i\(set).symbolset"
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try String(repeating: "x", count: set).write(toFile: folder + "/Contents.json", atomically: false, encoding: .utf8)
            paths += [folder + "/Contents.json", folder + "/missing.svg"]
        }
        try fm.createDirectory(atPath: root + "/Out/real", withIntermediateDirectories: true)
        try "linked".write(toFile: root + "/Out/real/file.txt", atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root + "/Out/link", withDestinationPath: root + "/Out/real")
        // Links followed, a folder (no stamp), `..`, a repeated slash, a hidden file, a relative path.
        paths += [root + "/Out/link/file.txt", root + "/Out/App.xcassets", root + "/Out/real/../real/file.txt",
                  root + "/Out//real/file.txt", root + "/Out/App.xcassets/.stylebook-manifest.json", "no/such/file"]
        for batch in [paths, Array(paths.reversed()), Array(paths.prefix(3)), [paths[0]], []] {
            XCTAssertEqual(FileStamp.stamps(of: batch), batch.map { FileStamp(path: $0) })
        }
        XCTAssertNotNil(FileStamp.stamps(of: paths)[0])
        XCTAssertNil(FileStamp.stamps(of: paths)[1])
    }

    func testTheSharedFolderEndsAtASlashAndNeverMakesAPathAbsolute() {
        XCTAssertEqual(FileStamp.commonFolderLength(["/a/bcd", "/a/bce"]), 2)
        XCTAssertEqual(FileStamp.commonFolderLength(["/a/b/c", "/a/b/d"]), 4)
        XCTAssertEqual(FileStamp.commonFolderLength(["/a/b/c", "/a/b"]), 2)
        XCTAssertEqual(FileStamp.commonFolderLength(["/a/b//c", "/a/b/d"]), 0)
        XCTAssertEqual(FileStamp.commonFolderLength(["/x", "/y"]), 0)
        XCTAssertEqual(FileStamp.commonFolderLength(["a/x", "b/y"]), 0)
        XCTAssertEqual(FileStamp.commonFolderLength(["a/x"]), 1)
    }
}
