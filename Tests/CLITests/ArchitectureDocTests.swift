import Foundation
import XCTest

/// docs/architecture.md's module table against Package.swift: a row per target, and the last
/// column naming exactly the target's dependencies, so the table cannot drift from the package.
final class ArchitectureDocTests: XCTestCase {
    /// Targets (not test targets) declared in Package.swift's text, with their dependency names.
    static func packageTargets(_ manifest: String) -> [String: Set<String>] {
        var targets: [String: Set<String>] = [:]
        let kinds = [".target(name: \"", ".executableTarget(name: \"", ".plugin(name: \""]
        var rest = Substring(manifest)
        while let found = kinds.compactMap({ kind in rest.range(of: kind).map { (kind, $0) } }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            let afterName = rest[found.1.upperBound...]
            guard let quote = afterName.firstIndex(of: "\"") else { break }
            let name = String(afterName[..<quote])
            // The call's own text: up to the parenthesis that closes it.
            var depth = 1, index = afterName.startIndex
            while depth > 0, index < afterName.endIndex {
                if afterName[index] == "(" { depth += 1 } else if afterName[index] == ")" { depth -= 1 }
                index = afterName.index(after: index)
            }
            let call = afterName[..<index]
            var dependencies = Set<String>()
            if let list = call.range(of: "dependencies: [") {
                var depthList = 1, end = list.upperBound
                while depthList > 0, end < call.endIndex {
                    if call[end] == "[" { depthList += 1 } else if call[end] == "]" { depthList -= 1 }
                    end = call.index(after: end)
                }
                let text = call[list.upperBound..<end]
                // `"Name"` entries and `.product(name: "Name", …)`: the first quoted string of each.
                var scan = text[...]
                while let open = scan.firstIndex(of: "\"") {
                    let after = scan[scan.index(after: open)...]
                    guard let close = after.firstIndex(of: "\"") else { break }
                    let item = String(after[..<close])
                    let before = scan[..<open]
                    if !before.hasSuffix("package: ") { dependencies.insert(item) }
                    scan = after[after.index(after: close)...]
                }
            }
            // `.plugin(name:targets:)` in `products:` is a product; the plugin target has a capability.
            if found.0 != ".plugin(name: \"" || call.contains("capability:") {
                targets[name] = dependencies
            }
            rest = afterName[index...]
        }
        return targets
    }

    /// The table's rows: module → the backticked names of its last column.
    static func tableRows(_ doc: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let names = cells[cells.count - 2].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }.filter { !$0.isEmpty && $0 != "—" }
            rows[module] = Set(names)
        }
        return rows
    }

    func testModuleTableMatchesPackageSwift() throws {
        let manifest = try String(contentsOfFile: TestPaths.packageRoot + "/Package.swift", encoding: .utf8)
        let doc = try String(contentsOfFile: TestPaths.packageRoot + "/docs/architecture.md", encoding: .utf8)
        // Fuzz targets exist only under STYLEBOOK_FUZZ; test support is not part of the tool.
        let core = manifest.components(separatedBy: "if Context.environment[\"STYLEBOOK_FUZZ\"]").first ?? manifest
        var targets = Self.packageTargets(core)
        targets["StylebookTestSupport"] = nil
        XCTAssertGreaterThan(targets.count, 15, "the manifest reader found too few targets: \(targets.keys.sorted())")
        let rows = Self.tableRows(doc)
        for (name, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            guard let row = rows[name] else {
                XCTFail("docs/architecture.md has no row for target \(name)")
                continue
            }
            XCTAssertEqual(row, dependencies, "docs/architecture.md: the dependencies of \(name)")
        }
        for name in rows.keys where targets[name] == nil {
            XCTFail("docs/architecture.md lists \(name), which Package.swift does not declare")
        }
    }

    func testTheManifestReaderSeesProductsAndNestedCalls() {
        let manifest = """
        .target(name: "A", dependencies: ["B", .product(name: "Yams", package: "Yams")]),
        .executableTarget(name: "c", dependencies: [
            "A",
        ]),
        .target(name: "B"),
        """
        XCTAssertEqual(Self.packageTargets(manifest), ["A": ["B", "Yams"], "c": ["A"], "B": []])
    }
}
