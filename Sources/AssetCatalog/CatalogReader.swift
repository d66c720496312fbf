import Diagnostics
import FileOutput
import Foundation
import Grammar

/// Reads colour sets back from a catalog (any catalog, not only Stylebook's).
public enum CatalogReader {
    /// Every `.colorset` with RGB components, keyed by its fully-qualified name
    /// (namespacing groups joined with `/`). Only `universal` entries are read; system-colour
    /// references and unmodelled appearances are skipped. Invalid JSON is a located error.
    public static func colorSets(in catalogPath: String) throws(DiagnosticError) -> [String: ColorSetContent] {
        var result: [String: ColorSetContent] = [:]
        var diagnostics = DiagnosticList()
        walk(folder: catalogPath, prefix: [], into: &result, diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return result
    }

    private static func walk(folder: String, prefix: [String], into result: inout [String: ColorSetContent], diagnostics: inout DiagnosticList) {
        let fm = FileManager.default
        let children = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted(by: CatalogManifest.byteOrder)
        for child in children where !child.hasPrefix(".") {
            let path = folder + "/" + child
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { continue }
            let ext = FilePaths.pathExtension(child)
            if ext.isEmpty {
                let namespaced = AssetCatalogWriter.providesNamespace(groupPath: path)
                walk(folder: path, prefix: namespaced ? prefix + [child] : prefix, into: &result, diagnostics: &diagnostics)
            } else if ext == "colorset" {
                let name = (prefix + [FilePaths.stem(child)]).joined(separator: "/")
                let contentsPath = path + "/Contents.json"
                do throws(DiagnosticError) {
                    if let content = try readColorSet(at: contentsPath) { result[name] = content }
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
            // Other set types and containers (imagestack, appiconset…) hold no colour sets we read.
        }
    }

    /// Parses one colour set's `Contents.json`; nil if the file is missing.
    public static func readColorSet(at path: String) throws(DiagnosticError) -> ColorSetContent? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let location = SourceLocation(file: path)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DiagnosticError(.error("Contents.json is not valid JSON", at: location))
        }
        var appearances: [(appearance: CatalogAppearance, color: CatalogColor)] = []
        for case let entry as [String: Any] in (object["colors"] as? [Any]) ?? [] {
            if let idiom = entry["idiom"] as? String, idiom != "universal" { continue }
            guard let color = entry["color"] as? [String: Any],
                  let space = (color["color-space"] as? String).flatMap(colorSpace),
                  let components = color["components"] as? [String: Any]
            else { continue }
            let traits = ((entry["appearances"] as? [Any]) ?? []).compactMap { item -> (appearance: String, value: String)? in
                guard let d = item as? [String: Any], let a = d["appearance"] as? String, let v = d["value"] as? String else { return nil }
                return (a, v)
            }
            guard let appearance = CatalogAppearance(traits: traits) else { continue }
            func value(_ key: String, isAlpha: Bool = false) throws(DiagnosticError) -> Double {
                guard let raw = components[key] else {
                    throw DiagnosticError(.error("colour component '\(key)' is missing", at: location))
                }
                guard let v = componentValue(raw, isAlpha: isAlpha) else {
                    throw DiagnosticError(.error("colour component '\(key)' has an unreadable value '\(raw)'", at: location))
                }
                return v
            }
            appearances.append((appearance, CatalogColor(colorSpace: space, red: try value("red"), green: try value("green"),
                                                         blue: try value("blue"), alpha: try value("alpha", isAlpha: true))))
        }
        return ColorSetContent(appearances: appearances)
    }

    private static func colorSpace(_ text: String) -> CatalogColorSpace? {
        switch text.lowercased() {
        case "srgb", "extended-srgb": .sRGB
        case "display-p3": .displayP3
        default: nil
        }
    }

    /// Xcode's component rule (`XcodeColorComponent`, shared with every catalog reader) for a
    /// component decoded by `JSONSerialization`: a JSON number is a float as written.
    public static func componentValue(_ raw: Any, isAlpha: Bool = false) -> Double? {
        if let n = raw as? NSNumber, !(raw is String) { return n.doubleValue }
        guard let text = raw as? String else { return nil }
        return XcodeColorComponent.value(of: text, isAlpha: isAlpha)?.0
    }
}
