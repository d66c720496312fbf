import Artwork
import Diagnostics
import SVG
import StylebookTestSupport
import XCTest
@testable import Symbols

/// Rendering-mode layers from the artwork (docs/symbols-color.md): multicolour names, erase layers,
/// names, variable colour, motion groups, and what each template version keeps.
final class SymbolLayerModeTests: XCTestCase {
    func icon(_ body: String, path: String = "icon.svg") throws -> IconArtwork {
        try SVGReader.parse(text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>", path: path)
    }

    func convert(_ icon: IconArtwork, _ options: SymbolOptions = SymbolOptions()) throws -> (SymbolConversion, SymbolTemplate) {
        let c = try SymbolConverter.convert(icon: icon, options: options)
        let t = try TemplateReader.read(bytes: Array(c.template.utf8), path: "out.svg")
        return (c, t)
    }

    func classes(_ t: SymbolTemplate, _ variant: String = "Regular-M") -> [[String]] {
        (t.variant(variant)?.paths ?? []).map(\.classes)
    }

    /// A token's light value (blue) and the other colours of the test palette.
    var brandRules: LayerRules {
        var rules = LayerRules()
        rules.catalogColors = [SymbolNamedColor(name: "Colors/brand/primary", red: 0x1E / 255.0, green: 0x5A / 255.0, blue: 0xC8 / 255.0),
                               SymbolNamedColor(name: "Colors/surface", red: 0.98, green: 0.97, blue: 0.95)]
        return rules
    }

    func testSystemRedAndTokenBlueAreNamedAndTheRestIsCustom() throws {
        var options = SymbolOptions()
        options.layerRules = brandRules
        // #1F5AC8 is ΔE < 1 from the token's #1E5AC8; #00FF00 matches nothing.
        let (c, t) = try convert(try icon(##"""
            <circle cx="12" cy="12" r="10" fill="#FF3B30"/>
            <rect x="8" y="8" width="8" height="8" fill="#1F5AC8"/>
            <rect x="10" y="10" width="2" height="2" fill="#00FF00"/>
            """##), options)
        XCTAssertEqual(c.renderingIntent, .multicolor)
        let names = classes(t).map { $0.first { $0.hasPrefix("multicolor-") } }
        XCTAssertEqual(names, ["multicolor-0:systemRedColor", "multicolor-1:Colors/brand/primary", "multicolor-2:custom"])
        XCTAssertTrue(c.template.contains(".multicolor-0:systemRedColor {fill:#FF3B30;opacity:1}"), c.template)
        XCTAssertTrue(c.template.contains(".multicolor-1:Colors/brand/primary {fill:#1F5AC8;opacity:1}"), c.template)
        XCTAssertEqual(c.colorChoices, ["multicolour layer 0: #FF3B30 → systemRedColor (system colour)",
                                        "multicolour layer 1: #1F5AC8 → Colors/brand/primary (catalog colour)",
                                        "multicolour layer 2: #00FF00 → custom (custom colour)"])
        // Every output validates, the catalog name included.
        let check = TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o", catalogColorNames: ["Colors/brand/primary"])
        XCTAssertTrue(check.items.isEmpty, check.items.map(\.message).joined(separator: "\n"))
    }

    func testAColourJustOutsideDeltaEOneStaysCustom() throws {
        var options = SymbolOptions()
        options.layerRules = brandRules
        // #2A5AC8 is ΔE ≈ 3 from the token.
        let (_, t) = try convert(try icon(##"<circle cx="12" cy="12" r="10" fill="#FF3B31"/><rect x="8" y="8" width="8" height="8" fill="#2A5AC8"/>"##), options)
        // #FF3B31 is not exactly systemRed either.
        XCTAssertEqual(classes(t).map { $0[1] }, ["multicolor-0:custom", "multicolor-1:custom"])
    }

    let badge = ##"""
        <circle cx="12" cy="12" r="10" fill="currentColor"/>
        <path d="M8 12h8v2H8z" fill="#FFFFFF"/>
        """##

    func testAWhiteCutOutOnTopBecomesAnEraseLayer() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        let (c, t) = try convert(try icon(badge), options)
        XCTAssertNil(c.renderingIntent, "one colour plus a hole is still a monochrome symbol")
        XCTAssertEqual(classes(t), [["monochrome-0", "multicolor-0:tintColor", "hierarchical-0:primary"],
                                    ["monochrome-1", "multicolor-1:white", "hierarchical-1:primary"]])
        XCTAssertTrue(c.template.contains(".monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}"), c.template)
        XCTAssertTrue(c.template.contains(".hierarchical-1:primary {opacity:0.0;-sfsymbols-clear-behind:true}"), c.template)
        // Multicolour keeps the white paint.
        XCTAssertTrue(c.template.contains(".multicolor-1:white {fill:#FFFFFF;opacity:1}"), c.template)
        XCTAssertTrue(c.diagnostics.items.isEmpty, c.diagnostics.items.map(\.message).joined())
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").items.isEmpty)
    }

    func testTemplate3KeepsTheHoleInHierarchicalAndWarnsAboutMonochrome() throws {
        let (c, _) = try convert(try icon(badge))
        XCTAssertTrue(c.template.contains(".monochrome-1 {fill:#000000}"), c.template)
        XCTAssertTrue(c.template.contains(".hierarchical-1:primary {opacity:0.0;-sfsymbols-clear-behind:true}"), c.template)
        XCTAssertEqual(c.diagnostics.items.filter { $0.severity == .warning }.count, 1)
        XCTAssertTrue(c.diagnostics.items[0].message.contains("draws monochrome as one layer"), c.diagnostics.items[0].message)
    }

    func testWhiteBesideTheShapesOrNamedPaintStaysPaint() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        // Not on top of anything: a white shape of its own.
        let (c1, _) = try convert(try icon(##"<rect x="0" y="0" width="8" height="8" fill="black"/><rect x="12" y="12" width="8" height="8" fill="#fff"/>"##), options)
        XCTAssertFalse(c1.template.contains("clear-behind"))
        // On top, but named paint.
        let (c2, _) = try convert(try icon(badge.replacingOccurrences(of: "fill=\"#FFFFFF\"", with: "fill=\"#FFFFFF\" class=\"paint\"")), options)
        XCTAssertFalse(c2.template.contains("clear-behind"))
        // Rules can switch automatic erase off.
        options.layerRules.erase = false
        let (c3, _) = try convert(try icon(badge), options)
        XCTAssertFalse(c3.template.contains("clear-behind"))
    }

    func testTheBackgroundColourErasesLikeWhite() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        options.layerRules.background = SymbolNamedColor(name: "Colors/background", red: 0.98, green: 0.97, blue: 0.95)
        let (c, _) = try convert(try icon(##"<circle cx="12" cy="12" r="10"/><path d="M8 12h8v2H8z" fill="#FAF7F2"/>"##), options)
        XCTAssertTrue(c.template.contains(".monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}"), c.template)
    }

    func testNamesSetLevelsEraseAndVariableLayers() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        options.layerRules.names = ["rim": "layer-tertiary"]
        let (c, t) = try convert(try icon(##"""
            <circle id="rim" cx="12" cy="12" r="10"/>
            <g data-layer="secondary"><rect x="4" y="4" width="4" height="4"/></g>
            <rect class="erase" x="10" y="10" width="4" height="4" fill="red"/>
            """##), options)
        XCTAssertEqual(classes(t).map { $0[2] }, ["hierarchical-0:tertiary", "hierarchical-1:secondary", "hierarchical-2:primary"])
        XCTAssertTrue(c.template.contains(".hierarchical-2:primary {opacity:0.0;-sfsymbols-clear-behind:true}"), c.template)
    }

    let wifi = ##"""
        <circle data-variable="1" cx="12" cy="20" r="2"/>
        <rect class="variable-2" x="6" y="14" width="12" height="2"/>
        <rect id="arc3" x="3" y="9" width="18" height="2"/>
        <rect class="variable-4" x="0" y="4" width="24" height="2"/>
        """##

    func testVariableColourThresholdsFollowApplesSpacing() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        options.layerRules.names = ["arc3": "variable-3"]
        let (c, _) = try convert(try icon(wifi), options)
        for (layer, value) in [(0, "0.21"), (1, "0.41"), (2, "0.61"), (3, "0.81")] {
            XCTAssertTrue(c.template.contains(".monochrome-\(layer) {fill:#000000;-sfsymbols-variable-threshold:\(value)}"), c.template)
        }
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").items.isEmpty)
    }

    func testLayersInOrderBecomeVariableLayersWhenTheRulesSaySo() throws {
        var options = SymbolOptions()
        options.templateVersion = .v4
        options.layerRules.variableByOrder = true
        // Three runs of paint (the two opaque bars are one run), lighting bottom first.
        let (c, t) = try convert(try icon(##"""
            <rect x="2" y="18" width="20" height="2" opacity="0.4"/>
            <rect x="2" y="12" width="20" height="2"/><rect x="2" y="8" width="20" height="2"/>
            <rect x="2" y="2" width="20" height="2" opacity="0.4"/>
            """##), options)
        XCTAssertEqual(classes(t).map { $0[0] }, ["monochrome-0", "monochrome-1", "monochrome-1", "monochrome-2"])
        for (layer, value) in [(0, "0.26"), (1, "0.51"), (2, "0.76")] {
            XCTAssertTrue(c.template.contains(".monochrome-\(layer) {fill:#000000;-sfsymbols-variable-threshold:\(value)}"), c.template)
        }
        // Names in the artwork win over the order rule (three named layers: 0.26 for the first).
        let (named, _) = try convert(try icon(wifi.replacingOccurrences(of: "id=\"arc3\" ", with: "")), options)
        XCTAssertTrue(named.template.contains(".monochrome-0 {fill:#000000;-sfsymbols-variable-threshold:0.26}"), named.template)
    }

    func testTwelveLayerSpacingMatchesTheSFSymbolsAppExport() {
        // Meshtastic-Apple progress.ring.dashed (SF Symbols 6 export), layers lighting last to first.
        let apple = [0.09, 0.16, 0.24, 0.32, 0.39, 0.47, 0.55, 0.63, 0.7, 0.78, 0.86, 0.93]
        XCTAssertEqual((1...12).map { SymbolConverter.variableThreshold($0, of: 12) }, apple)
    }

    func testTemplate3DropsVariableColourAndNamedMotionWithAWarningEach() throws {
        let (c, _) = try convert(try icon(wifi.replacingOccurrences(of: "id=\"arc3\"", with: "class=\"motion-2\"")))
        XCTAssertFalse(c.template.contains("-sfsymbols-variable-threshold"))
        XCTAssertFalse(c.template.contains("-sfsymbols-motion-group"))
        let messages = c.diagnostics.items.map(\.message)
        XCTAssertEqual(messages.filter { $0.hasPrefix("variable colour dropped") }.count, 1, "\(messages)")
        XCTAssertEqual(messages.filter { $0.hasPrefix("motion groups dropped") }.count, 1, "\(messages)")
    }

    func testTopLevelGroupsBecomeMotionGroupsFromTemplate5() throws {
        let art = try icon(##"""
            <g fill="black">
              <g><rect x="0" y="0" width="10" height="10"/><rect x="0" y="12" width="10" height="10"/></g>
              <g><circle cx="18" cy="6" r="4"/></g>
              <circle cx="18" cy="18" r="4"/>
            </g>
            """##)
        var options = SymbolOptions()
        options.templateVersion = .v5
        let (c, t) = try convert(art, options)
        XCTAssertEqual(classes(t).map { $0[0] }, ["monochrome-0", "monochrome-0", "monochrome-1", "monochrome-2"])
        for (layer, group) in [(0, 1), (1, 2), (2, 3)] {
            XCTAssertTrue(c.template.contains(".monochrome-\(layer) {fill:#000000;-sfsymbols-motion-group:\(group)}"), c.template)
        }
        // Template 3.0: the same artwork stays one plain layer, silently (nothing was asked for by name).
        let (c3, _) = try convert(art)
        XCTAssertFalse(c3.template.contains("<style>"))
        XCTAssertTrue(c3.diagnostics.items.isEmpty)
    }

    func testDuotoneIconsKeepTodaysHierarchicalLayers() throws {
        // Phosphor's duotone style: a 20 % body under full-strength currentColor strokes (drawn here).
        let duotone = try icon(##"""
            <path d="M4 4h16v16H4z" fill="currentColor" opacity="0.2"/>
            <path d="M4 4h16v16H4z" fill="none" stroke="currentColor" stroke-width="1.5"/>
            """##)
        let (c, t) = try convert(duotone)
        XCTAssertEqual(c.renderingIntent, .hierarchical)
        XCTAssertEqual(classes(t), [["monochrome-0", "multicolor-0:tintColor", "hierarchical-0:secondary"],
                                    ["monochrome-1", "multicolor-1:tintColor", "hierarchical-1:primary"]])
        XCTAssertTrue(c.template.contains("""
              .monochrome-0 {fill:#000000}
              .monochrome-1 {fill:#000000}
              .multicolor-0:tintColor {fill:#007AFF;opacity:0.2}
              .multicolor-1:tintColor {fill:#007AFF;opacity:1}
              .hierarchical-0:secondary {fill:#4D4D4D}
              .hierarchical-1:primary {fill:#212121}
            """), c.template)
    }

    func testKaimonosLeafKeepsItsHierarchicalLayers() throws {
        let path = TestPaths.example + "/icons/leaf.svg"
        let art = try SVGReader.parse(text: try String(contentsOfFile: path, encoding: .utf8), path: path)
        let (c, t) = try convert(art)
        XCTAssertEqual(c.renderingIntent, .hierarchical)
        XCTAssertEqual(classes(t).map { $0[2] }, ["hierarchical-0:secondary", "hierarchical-1:primary"])
        XCTAssertEqual(classes(t).map { $0[1] }, ["multicolor-0:custom", "multicolor-1:custom"])
    }

    func testValidatorReportsGapsUnknownColoursAndThresholdsOutOfOrder() throws {
        let (c, _) = try convert(try icon(wifi), {
            var o = SymbolOptions(); o.templateVersion = .v4; o.layerRules.names = ["arc3": "variable-3"]; return o
        }())
        var broken = c.template.replacingOccurrences(of: "-sfsymbols-variable-threshold:0.41", with: "-sfsymbols-variable-threshold:0.9")
        broken = broken.replacingOccurrences(of: "monochrome-2", with: "monochrome-5")
        let messages = TemplateValidator.validate(bytes: Array(broken.utf8), path: "o").items.map(\.message)
        XCTAssertTrue(messages.contains { $0.hasPrefix("monochrome layers skip index 2") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("variable-colour thresholds are out of order") }, "\(messages)")
        let (m, _) = try convert(try icon(##"<circle cx="12" cy="12" r="10" fill="#FF3B30"/><rect x="8" y="8" width="8" height="8" fill="#1F5AC8"/>"##),
                                 { var o = SymbolOptions(); o.layerRules = brandRules; return o }())
        let renamed = m.template.replacingOccurrences(of: "Colors/brand/primary", with: "Colors/brand/missing")
        let colourWarnings = TemplateValidator.validate(bytes: Array(renamed.utf8), path: "o", catalogColorNames: ["Colors/brand/primary"])
            .items.map(\.message)
        XCTAssertEqual(colourWarnings.count, 1, "\(colourWarnings)")
        XCTAssertTrue(colourWarnings[0].contains("'Colors/brand/missing' is neither a system colour nor a colour in the catalog"))
    }
}

/// `symbols.deployment-target` → the highest template version every target reads (format doc §1.2).
final class TemplateVersionDeploymentTargetTests: XCTestCase {
    func testTheOldestTargetDecides() {
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 15]), .v3)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 16.4]), .v4)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 17, .macOS: 14]), .v5)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 18, .macOS: 13]), .v4)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 26, .watchOS: 26, .visionOS: 26]), .v7)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.visionOS: 1]), .v5)
        XCTAssertEqual(TemplateVersion.highest(forDeploymentTargets: [.iOS: 14]), .v2, "3.0 is not backward-compatible")
        XCTAssertNil(TemplateVersion.highest(forDeploymentTargets: [:]))
        XCTAssertEqual(SymbolPlatform(name: "ios"), .iOS)
        XCTAssertNil(SymbolPlatform(name: "android"))
    }

    func testIOS15Writes3WithoutNewerAnnotationsAndWarns() throws {
        let icon = try SVGReader.parse(text: ##"""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
            <rect class="variable-1" x="2" y="14" width="20" height="2"/><rect class="variable-2 motion-1" x="2" y="8" width="20" height="2"/>
            <circle cx="12" cy="4" r="3"/><rect x="10" y="2" width="4" height="4" fill="#fff"/>
            </svg>
            """##, path: "bars.svg")
        var options = SymbolOptions()
        options.templateVersion = try XCTUnwrap(TemplateVersion.highest(forDeploymentTargets: [.iOS: 15]))
        let c = try SymbolConverter.convert(icon: icon, options: options)
        XCTAssertTrue(c.template.contains("Template v.3.0"))
        for annotation in ["-sfsymbols-variable-threshold", "-sfsymbols-motion-group", ".monochrome-3 {opacity"] {
            XCTAssertFalse(c.template.contains(annotation), annotation)
        }
        let warnings = c.diagnostics.items.filter { $0.severity == .warning }.map(\.message)
        XCTAssertEqual(warnings.count, 3, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("erase layer: Template v.3.0 draws monochrome as one layer") })
        XCTAssertTrue(warnings.contains { $0.hasPrefix("variable colour dropped") })
        XCTAssertTrue(warnings.contains { $0.hasPrefix("motion groups dropped") })
        XCTAssertFalse(TemplateValidator.validate(bytes: Array(c.template.utf8), path: "o").hasErrors)
        // The same icon for iOS 17 keeps them all, without warnings.
        options.templateVersion = try XCTUnwrap(TemplateVersion.highest(forDeploymentTargets: [.iOS: 17]))
        let v5 = try SymbolConverter.convert(icon: icon, options: options)
        XCTAssertTrue(v5.template.contains("Template v.5.0"))
        XCTAssertTrue(v5.template.contains("-sfsymbols-variable-threshold:0.34"), v5.template)
        XCTAssertTrue(v5.template.contains("-sfsymbols-motion-group:1"), v5.template)
        XCTAssertTrue(v5.template.contains("{opacity:0.0;-sfsymbols-clear-behind:true}"), v5.template)
        XCTAssertTrue(v5.diagnostics.items.isEmpty, v5.diagnostics.rendered)
        XCTAssertTrue(TemplateValidator.validate(bytes: Array(v5.template.utf8), path: "o").items.isEmpty)
    }
}
