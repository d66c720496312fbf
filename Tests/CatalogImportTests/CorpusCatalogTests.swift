import CatalogImport
import Foundation
import XCTest

/// Every dev-corpus catalog is read without error, and every set read equals what an
/// independent reader (written here with JSONSerialization and its own walk) finds on disk.
final class CorpusCatalogTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let corpus = packageRoot + "/../shared/corpus/dev/realworld/catalogs"

    /// Every `.xcassets` folder of the corpus that is not inside another one.
    static func corpusCatalogs() -> [String] {
        var result: [String] = []
        func visit(_ dir: String) {
            for child in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                let path = dir + "/" + child
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
                if child.hasSuffix(".xcassets") { result.append(path) } else { visit(path) }
            }
        }
        visit(corpus)
        return result
    }

    func testEveryCorpusCatalogIsReadWithoutErrorAndMatchesTheFilesOnDisk() throws {
        let catalogs = Self.corpusCatalogs()
        guard !catalogs.isEmpty else { throw TestPrerequisite.missing("shared corpus missing: \(Self.corpus)") }
        XCTAssertGreaterThanOrEqual(catalogs.count, 13)
        var compared = 0
        for path in catalogs {
            let result = CatalogScanner.read([path])
            XCTAssertFalse(result.diagnostics.hasErrors, "\(path): \(result.diagnostics.errors)")
            let read = try XCTUnwrap(result.catalogs.first)
            let expected = IndependentReader.sets(inCatalog: path)
            let got = Dictionary(uniqueKeysWithValues: read.allSets.map { ($0.relativePath, Summary(of: $0)) })
            XCTAssertEqual(Set(got.keys), Set(expected.keys), path)
            for (key, want) in expected {
                XCTAssertEqual(got[key], want, "\(path)/\(key)")
                compared += 1
            }
        }
        // The corpus has hundreds of sets; make sure the comparison really ran over them.
        XCTAssertGreaterThan(compared, 200)
    }
}

/// What the test compares for each set, built from either reader.
struct Summary: Equatable, CustomStringConvertible {
    var kind: String
    var assetName: String
    /// One line per entry, e.g. "universal|luminosity=dark|srgb r=0.5 g=…".
    var entries: [String]
    var properties: [String]

    var description: String { "\(kind) \(assetName) \(entries) \(properties)" }

    static func number(_ d: Double) -> String { String(format: "%.4f", d) }

    init(kind: String, assetName: String, entries: [String], properties: [String]) {
        self.kind = kind
        self.assetName = assetName
        self.entries = entries
        self.properties = properties
    }

    /// From the production model.
    init(of set: CatalogSet) {
        kind = set.kind.rawValue
        assetName = set.assetName
        properties = []
        func traits(_ t: [AppearanceTrait]) -> String { t.map { "\($0.appearance)=\($0.value)" }.joined(separator: ",") }
        switch set.content {
        case .color(let info):
            entries = info.entries.map { e in
                var line = e.idiom + "|" + traits(e.appearances) + "|"
                switch e.color {
                case nil: line += "none"
                case .system(let platform, let reference)?: line += "system \(platform) \(reference)"
                case .components(let c)?:
                    line += c.colorSpace + " " + c.values.keys.sorted().map { "\($0)=\(Summary.number(c.values[$0]!))" }.joined(separator: " ")
                }
                return line
            }
        case .image(let info):
            entries = info.images.map { "\($0.filename ?? "-")|\($0.idiom)|\($0.scale ?? "-")|\(traits($0.appearances))" }
            properties = ["intent=\(info.renderingIntent?.rawValue ?? "-")", "vector=\(info.preservesVectorRepresentation)"]
        case .symbol(let info):
            entries = info.symbols.map { "\($0.filename ?? "-")|\($0.idiom)|\($0.scale ?? "-")|\(traits($0.appearances))" }
            properties = ["intent=\(info.renderingIntent?.rawValue ?? "-")"]
        case .data(let info):
            entries = info.data.map { "\($0.filename ?? "-")|\($0.idiom)|\($0.typeIdentifier ?? "-")" }
        }
    }
}

/// A second reader, deliberately written differently: Foundation's JSON parser, recursion over
/// folder names, component rules spelled out again.
enum IndependentReader {
    static func sets(inCatalog root: String) -> [String: Summary] {
        var out: [String: Summary] = [:]
        walk(root, rel: [], names: [], into: &out)
        return out
    }

    static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func walk(_ dir: String, rel: [String], names: [String], into out: inout [String: Summary]) {
        for child in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where !child.hasPrefix(".") {
            let path = dir + "/" + child
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            let parts = child.components(separatedBy: ".")
            if parts.count == 1 {
                let props = json(path + "/Contents.json")?["properties"] as? [String: Any]
                let ns = (props?["provides-namespace"] as? Bool) == true
                walk(path, rel: rel + [child], names: ns ? names + [child] : names, into: &out)
                continue
            }
            let ext = parts.last!
            let name = parts.dropLast().joined(separator: ".")
            guard ["colorset", "imageset", "symbolset", "dataset"].contains(ext), let contents = json(path + "/Contents.json") else { continue }
            let key = (rel + [child]).joined(separator: "/")
            let asset = (names + [name]).joined(separator: "/")
            let props = contents["properties"] as? [String: Any] ?? [:]
            switch ext {
            case "colorset":
                let entries = (contents["colors"] as? [[String: Any]] ?? []).map(colorLine)
                out[key] = Summary(kind: ext, assetName: asset, entries: entries, properties: [])
            case "imageset":
                let entries = (contents["images"] as? [[String: Any]] ?? []).map(fileLine)
                let vector = (props["preserves-vector-representation"] as? Bool) ?? false
                out[key] = Summary(kind: ext, assetName: asset, entries: entries,
                                   properties: ["intent=\(props["template-rendering-intent"] as? String ?? "-")", "vector=\(vector)"])
            case "symbolset":
                let entries = (contents["symbols"] as? [[String: Any]] ?? []).map(fileLine)
                out[key] = Summary(kind: ext, assetName: asset, entries: entries,
                                   properties: ["intent=\(props["symbol-rendering-intent"] as? String ?? "-")"])
            default:
                let entries = (contents["data"] as? [[String: Any]] ?? []).map {
                    "\($0["filename"] as? String ?? "-")|\($0["idiom"] as? String ?? "universal")|\($0["universal-type-identifier"] as? String ?? "-")"
                }
                out[key] = Summary(kind: ext, assetName: asset, entries: entries, properties: [])
            }
        }
    }

    static func traits(_ entry: [String: Any]) -> String {
        (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }.joined(separator: ",")
    }

    static func fileLine(_ e: [String: Any]) -> String {
        "\(e["filename"] as? String ?? "-")|\(e["idiom"] as? String ?? "universal")|\(e["scale"] as? String ?? "-")|\(traits(e))"
    }

    static func colorLine(_ e: [String: Any]) -> String {
        var line = "\(e["idiom"] as? String ?? "universal")|\(traits(e))|"
        guard let color = e["color"] as? [String: Any] else { return line + "none" }
        if let reference = color["reference"] as? String {
            return line + "system \(color["platform"] as? String ?? "universal") \(reference)"
        }
        let space = color["color-space"] as? String ?? "srgb"
        let components = color["components"] as? [String: Any] ?? [:]
        var values: [String: Double] = [:]
        for (key, raw) in components {
            let d: Double
            if let s = raw as? String {
                if s.hasPrefix("0x") || s.hasPrefix("0X") { d = Double(UInt8(s.dropFirst(2), radix: 16)!) / 255 }
                else if s.contains(".") || key == "alpha" { d = Double(s)! }
                else { d = Double(Int(s)!) / 255 }
            } else {
                d = (raw as! NSNumber).doubleValue
            }
            values[key] = d
        }
        if values["alpha"] == nil { values["alpha"] = 1 }
        line += space + " " + values.keys.sorted().map { "\($0)=\(Summary.number(values[$0]!))" }.joined(separator: " ")
        return line
    }
}
