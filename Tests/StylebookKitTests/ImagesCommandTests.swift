import CatalogImport
import Foundation
import StylebookKit
import XCTest

/// `stylebook images` and `images:` in stylebook.yml, end to end: files on disk, read back.
final class ImagesCommandTests: XCTestCase {
    let fm = FileManager.default
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><path d=\"M0 0h10v10z\"/></svg>\n"
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    func write(_ bytes: [UInt8], _ path: String) throws {
        try fm.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func testCommandWritesImageSetsThatReadBackAndASwiftEnum() throws {
        let dir = try temporaryFolder()
        try write(Array(Self.svg.utf8), dir + "/images/icons/cart.svg")
        try write(Array(Self.svg.utf8), dir + "/images/icons/cart.dark.svg")
        try write(Self.png, dir + "/images/hero.png")
        try write(Self.png, dir + "/images/hero@2x.png")
        let arguments = ["images", dir + "/images", "--catalog", dir + "/App.xcassets", "--namespace", "Images", "--rendering", "original",
                         "--template-path", "icons", "--swift", dir + "/Images.swift"]
        let result = try runStylebook(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let read = CatalogScanner.read([dir + "/App.xcassets"])
        XCTAssertFalse(read.diagnostics.hasErrors, read.diagnostics.rendered)
        let sets = read.catalogs.first?.allSets ?? []
        XCTAssertEqual(sets.map(\.assetName), ["Images/hero", "Images/icons/cart"])
        guard case .image(let cart)? = sets.last?.content, case .image(let hero)? = sets.first?.content else { return XCTFail("\(sets)") }
        XCTAssertEqual(cart.renderingIntent, .template)
        XCTAssertTrue(cart.preservesVectorRepresentation)
        XCTAssertEqual(cart.images.map(\.filename), ["cart.svg", "cart.dark.svg"])
        XCTAssertEqual(hero.renderingIntent, .original)
        XCTAssertEqual(hero.images.map(\.scale), ["1x", "2x", "3x"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir + "/App.xcassets/Images/hero.imageset/hero@2x.png")), Data(Self.png))
        let swift = try String(contentsOfFile: dir + "/Images.swift", encoding: .utf8)
        XCTAssertTrue(swift.contains("case cart = \"Images/icons/cart\""), swift)
        XCTAssertTrue(swift.contains("case hero = \"Images/hero\""), swift)
        XCTAssertTrue(swift.contains("#if canImport(UIKit)"))
        let again = try runStylebook(arguments)
        XCTAssertTrue(again.stderr.contains("0 files changed"), again.stderr)
    }

    func testAnErrorWritesNothing() throws {
        let dir = try temporaryFolder()
        try write(Array(Self.svg.utf8), dir + "/images/ok.svg")
        try write(Array("oops".utf8), dir + "/images/bad.png")
        let result = try runStylebook(["images", dir + "/images", "--catalog", dir + "/App.xcassets"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(dir + "/images/bad.png: error: the file is not a PNG image"), result.stderr)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/App.xcassets"))
    }

    func testProjectImagesSection() throws {
        let dir = try temporaryFolder()
        try write(Array(Self.svg.utf8), dir + "/art/tab/home.svg")
        try write(Array("""
        catalog: Out.xcassets
        images:
          source: art
          namespace: Art
          rendering: template
          swift: Images.swift
        catalogs:
          inputs: [Out.xcassets]
          swift: Assets.swift
        """.utf8), dir + "/stylebook.yml")
        // Images.swift and Assets.swift would both declare `Images`: refused, nothing written.
        let clash = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertTrue(clash.diagnostics.errors.contains { $0.message.contains("set catalogs.enum") }, clash.diagnostics.rendered)
        XCTAssertFalse(fm.fileExists(atPath: dir + "/Out.xcassets"))
        try write(Array((try String(contentsOfFile: dir + "/stylebook.yml", encoding: .utf8) + "\n  enum: Assets\n").utf8), dir + "/stylebook.yml")
        let report = ProjectBuilder.build(try ProjectConfig.load(at: dir))
        XCTAssertFalse(report.diagnostics.hasErrors, report.diagnostics.rendered)
        XCTAssertTrue(fm.fileExists(atPath: dir + "/Out.xcassets/Art/tab/home.imageset/home.svg"))
        let assets = try String(contentsOfFile: dir + "/Assets.swift", encoding: .utf8)
        XCTAssertTrue(assets.contains("enum Assets {\n    enum Images {\n        enum Art {\n            enum Tab {\n                /// \"Art/tab/home\": template, vector\n                static let home = StylebookImageAsset(name: \"Art/tab/home\")"), assets)
        XCTAssertThrowsError(try ProjectConfig.parse(yaml: "images:\n  source: a\n  rendering: tinted\n", path: "p.yml")) { error in
            XCTAssertTrue("\(error)".contains("p.yml:3:14: error: images.rendering must be 'template' or 'original'"), "\(error)")
        }
    }
}
