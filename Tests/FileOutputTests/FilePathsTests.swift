import Foundation
import Testing
import XCTest
@testable import FileOutput

/// The string path helpers that replace `NSString`'s path methods (which trap on Linux for paths
/// like `o/out.svg`).
@Suite struct FilePathsTests {
    @Test(arguments: [
        ("o/out.svg", "o"), ("e/X.xcassets", "e"), ("a/b/c.svg", "a/b"), ("c.svg", ""), ("/c.svg", "/"),
        ("/", "/"), ("", ""), ("a/b/", "a"), ("a//b", "a"), ("../x", ".."), ("./o/out.svg", "./o"),
        ("dir with space/é.svg", "dir with space"), ("/tmp/ß/日本/x", "/tmp/ß/日本"),
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(FilePaths.parent(path) == expected)
    }

    @Test(arguments: [
        ("o/out.svg", "out.svg"), ("a/b/", "b"), ("/", "/"), ("", ""), ("name", "name"), ("x/日本.svg", "日本.svg"),
    ])
    func lastComponent(_ path: String, _ expected: String) {
        #expect(FilePaths.lastComponent(path) == expected)
    }

    @Test func join() {
        #expect(FilePaths.join("", "a.svg") == "a.svg")
        #expect(FilePaths.join("o", "a.svg") == "o/a.svg")
        #expect(FilePaths.join("o/", "a.svg") == "o/a.svg")
        #expect(FilePaths.join("o", "/abs") == "/abs")
        #expect(FilePaths.join("o", "") == "o")
    }

    @Test func extensions() {
        #expect(FilePaths.pathExtension("Icons/cart.symbolset") == "symbolset")
        #expect(FilePaths.pathExtension(".hidden") == "")
        #expect(FilePaths.pathExtension("name") == "")
        #expect(FilePaths.pathExtension("a.b/name") == "")
        #expect(FilePaths.stem("x/cart.colorset") == "cart")
        #expect(FilePaths.stem("x/a.b.colorset") == "a.b")
        #expect(FilePaths.stem(".hidden") == ".hidden")
    }
}

/// Tests that change the process's working folder. They are XCTest cases, which run one at a time:
/// Swift Testing runs its tests in parallel, and a working folder changed under another test would
/// send that test's relative paths elsewhere.
final class WorkingFolderTests: XCTestCase {
    /// The crash of issue 8: committing to a relative path whose first folder is one letter and
    /// does not exist yet.
    func testCommitsIntoANewOneLetterRelativeFolder() throws {
        let dir = try temporaryFolder(prefix: "stylebook-ps")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var tx = OutputTransaction()
        tx.write("one", to: "o/out.svg")
        tx.write("two", to: "e/X.xcassets/Contents.json")
        XCTAssertEqual(try tx.commit().count, 2)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/o/out.svg"), Data("one".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/e/X.xcassets/Contents.json"), Data("two".utf8))
    }
}
