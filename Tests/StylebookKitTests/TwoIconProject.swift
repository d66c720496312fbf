import Foundation
import XCTest

/// The small project the build tests share: stroke icons (`minus`, `plus`), one colour, and the
/// catalog and Swift under `Out/`.
enum TwoIconProject {
    static let configuration = """
    catalog: Out/App.xcassets
    symbols:
      source: icons
      namespace: Icons
      variants: regular
      swift: Out/Symbols.swift
    tokens:
      files: [colors.yml]
      namespace: Colors
      swift: Out/Tokens.swift
    """

    static let defaultIcons = ["minus": "M4 12h16", "plus": "M4 12h16M12 4v16"]

    /// A new project folder, removed when `test` ends; `extra` is appended to `stylebook.yml`.
    static func make(_ test: XCTestCase, prefix: String, icons: [String: String] = defaultIcons, extra: String = "") throws -> String {
        let root = try test.temporaryFolder(prefix: prefix)
        try FileManager.default.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try (configuration + "\n" + extra).write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        for (name, d) in icons.sorted(by: { $0.key < $1.key }) { try writeIcon(root, name, d) }
        try "brand: { light: \"#FF0000\", dark: \"#880000\" }\n".write(toFile: root + "/colors.yml", atomically: true, encoding: .utf8)
        return root
    }

    /// `icons/NAME.svg`: the path `d` stroked 2 wide on a 24 × 24 view box.
    static func writeIcon(_ root: String, _ name: String, _ d: String) throws {
        try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="\##(d)" stroke="#000" stroke-width="2" fill="none"/></svg>"##
            .write(toFile: root + "/icons/\(name).svg", atomically: true, encoding: .utf8)
    }
}
