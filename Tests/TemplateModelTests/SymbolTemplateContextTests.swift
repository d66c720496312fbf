import Foundation
import StylebookTestSupport
import SwiftGenTemplates
import SwiftOutput
import XCTest

/// The symbol template context: identifiers as the built-in enum names its cases, groups by folder.
final class SymbolTemplateContextTests: XCTestCase {
    /// `case x = "Icons/…"` lines of emitted Swift, by asset name.
    func emittedCases(_ text: String) -> [String: String] {
        var cases: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), let equals = trimmed.range(of: " = \"") else { continue }
            let id = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<equals.lowerBound])
            cases[String(trimmed[equals.upperBound...].dropLast())] = id
        }
        return cases
    }

    func testIdentifiersMatchTheBuiltInEnum() throws {
        let inputs = [
            SymbolTemplateInput(name: "back", assetName: "Icons/nav/back", group: ["nav"], caseSource: "nav-back", renderingIntent: "template"),
            SymbolTemplateInput(name: "back", assetName: "Icons/back", renderingIntent: "template"),
            SymbolTemplateInput(name: "image", assetName: "Icons/image"),
            SymbolTemplateInput(name: "Image", assetName: "Icons/Image"),
            SymbolTemplateInput(name: "switch", assetName: "Icons/switch"),
            SymbolTemplateInput(name: "24-hours", assetName: "Icons/24-hours"),
            SymbolTemplateInput(name: "leaf", assetName: "Icons/leaf", renderingIntent: "hierarchical", layers: 2),
            SymbolTemplateInput(name: "AlertImage", assetName: "Icons/AlertImage"),
        ]
        for naming in NamingStyle.allCases {
            var options = SwiftOutputOptions(includeCore: false)
            options.naming = naming
            let assets = inputs.map { SymbolAsset(name: $0.assetName, caseName: $0.caseSource) }
                .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            let emitted = emittedCases(SwiftEmitter(options: options).emitCore(tokens: .init(), symbols: assets).text)
            let context = SymbolTemplateContext.make(symbols: inputs, options: options)
            let symbols = context["symbols"] as? [[String: Any]] ?? []
            XCTAssertEqual(symbols.count, inputs.count)
            var fromContext: [String: String] = [:]
            for symbol in symbols { fromContext[symbol["assetName"] as? String ?? ""] = symbol["identifier"] as? String }
            XCTAssertEqual(fromContext, emitted, "\(naming)")
            XCTAssertEqual(symbols.map { $0["assetName"] as? String ?? "" }, inputs.map(\.assetName).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
        let context = SymbolTemplateContext.make(symbols: inputs)
        let symbols = context["symbols"] as? [[String: Any]] ?? []
        let leaf = try XCTUnwrap(symbols.first { $0["name"] as? String == "leaf" })
        XCTAssertEqual(leaf["renderingModes"] as? [String], ["monochrome", "hierarchical", "palette", "multicolor"])
        XCTAssertEqual(leaf["hierarchical"] as? Bool, true)
        XCTAssertEqual(leaf["layers"] as? Int, 2)
        XCTAssertEqual(leaf["qualifiedName"] as? String, "Symbols.leaf")
        let back = try XCTUnwrap(symbols.first { $0["assetName"] as? String == "Icons/nav/back" })
        XCTAssertEqual(back["identifier"] as? String, "navBack")
        XCTAssertEqual(back["namespace"] as? [String], ["Icons", "nav"])
        XCTAssertEqual(back["renderingModes"] as? [String], ["monochrome"])
        let tree = try XCTUnwrap(context["tree"] as? [String: Any])
        XCTAssertEqual((tree["symbols"] as? [[String: Any]])?.count, 7)
        let nav = try XCTUnwrap((tree["groups"] as? [[String: Any]])?.first)
        XCTAssertEqual(nav["name"] as? String, "nav")
        XCTAssertEqual(nav["typeName"] as? String, "Nav")
        XCTAssertEqual((nav["symbols"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String }, ["navBack"])
    }

    func testKaimonoSymbolsAreTheGoldenCases() throws {
        let golden = try String(contentsOfFile: TestPaths.example + "/Generated/KaimonoSymbols.swift", encoding: .utf8)
        let icons = try FileManager.default.contentsOfDirectory(atPath: TestPaths.example + "/icons")
            .filter { $0.hasSuffix(".svg") && $0.split(separator: ".").count == 2 }.map { String($0.dropLast(4)) }
        let context = SymbolTemplateContext.make(symbols: icons.map { SymbolTemplateInput(name: $0, assetName: "Icons/" + $0) })
        var fromContext: [String: String] = [:]
        for symbol in context["symbols"] as? [[String: Any]] ?? [] { fromContext[symbol["assetName"] as? String ?? ""] = symbol["identifier"] as? String }
        XCTAssertEqual(fromContext, emittedCases(golden))
        XCTAssertEqual(fromContext.count, 12)
    }
}
