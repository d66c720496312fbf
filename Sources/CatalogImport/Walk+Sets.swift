import Diagnostics
import Foundation
import Grammar

/// A parsed `Contents.json` and the text it came from, so any node can be located.
struct JSONFile {
    var root: JSONNode
    var source: SourceText

    func location(_ node: JSONNode) -> SourceLocation { source.location(of: node.pos.offset) }

    subscript(key: String) -> JSONNode? { root[key] }
}

extension Walk {
    /// Reads and parses a JSON file; nil (with an error when `required` or when it is broken)
    /// if it is missing or not valid JSON.
    mutating func readJSON(_ path: String, required: Bool) -> JSONNode? {
        readJSONFile(path, required: required)?.root
    }

    mutating func readJSONFile(_ path: String, required: Bool) -> JSONFile? {
        guard let data = FileSystemAccess.bytes(path) else {
            if required { diagnostics.error("the set has no Contents.json; Xcode cannot read it", at: SourceLocation(file: path)) }
            return nil
        }
        let source = SourceText(path: path, bytes: data)
        var parser = JSONParser(bytes: source.bytes, file: 0, allowJSON5: false)
        do {
            let root = try parser.parseDocument()
            guard root.isObject else {
                diagnostics.error("Contents.json must hold a JSON object, not \(root.kindName)", at: source.location(of: root.pos.offset))
                return nil
            }
            return JSONFile(root: root, source: source)
        } catch {
            diagnostics.error("Contents.json is not valid JSON: \(error.message)", at: source.location(of: error.offset))
            return nil
        }
    }

    /// The set's contents, or nil (with a diagnostic) when its Contents.json cannot be used.
    mutating func parseSet(_ set: CatalogSet) -> CatalogSetContent? {
        guard let file = readJSONFile(set.contentsPath, required: true) else { return nil }
        let errorsBefore = diagnostics.errors.count
        let content: CatalogSetContent
        switch set.kind {
        case .color: content = .color(ColorSetContent(entries: entries(file, "colors").map { colorEntry($0, file) }))
        case .image:
            content = .image(CatalogImage(images: entries(file, "images").map { fileEntry($0, file) },
                                          renderingIntent: property(file, "template-rendering-intent")?.string.map(ImageRenderingIntent.init(rawValue:)),
                                          preservesVectorRepresentation: property(file, "preserves-vector-representation")?.bool ?? false))
        case .symbol:
            content = .symbol(CatalogSymbol(symbols: entries(file, "symbols").map { fileEntry($0, file) },
                                            renderingIntent: property(file, "symbol-rendering-intent")?.string.map(SymbolRenderingIntent.init(rawValue:))))
        case .data: content = .data(DataSetInfo(data: entries(file, "data").map { fileEntry($0, file) }))
        }
        return diagnostics.errors.count == errorsBefore ? content : nil
    }

    private func property(_ file: JSONFile, _ key: String) -> JSONNode? { file["properties"]?[key] }

    /// The objects of a top-level array; a missing array is empty (Xcode writes `[]` or omits it).
    private mutating func entries(_ file: JSONFile, _ key: String) -> [JSONNode] {
        guard let node = file[key] else { return [] }
        guard let items = node.array else {
            diagnostics.error("'\(key)' must be an array, not \(node.kindName)", at: file.location(node))
            return []
        }
        return items.filter { item in
            if item.isObject { return true }
            diagnostics.error("each entry of '\(key)' must be an object, not \(item.kindName)", at: file.location(item))
            return false
        }
    }

    private func traits(_ entry: JSONNode) -> [AppearanceTrait] {
        (entry["appearances"]?.array ?? []).compactMap { item in
            guard let a = item["appearance"]?.string, let v = item["value"]?.string else { return nil }
            return AppearanceTrait(appearance: a, value: v)
        }
    }

    private func fileEntry(_ entry: JSONNode, _ file: JSONFile) -> AssetFileEntry {
        AssetFileEntry(filename: entry["filename"]?.string, idiom: entry["idiom"]?.string ?? "universal",
                       scale: entry["scale"]?.string, appearances: traits(entry),
                       languageDirection: entry["language-direction"]?.string,
                       typeIdentifier: entry["universal-type-identifier"]?.string)
    }

    private mutating func colorEntry(_ entry: JSONNode, _ file: JSONFile) -> ColorEntry {
        var result = ColorEntry(idiom: entry["idiom"]?.string ?? "universal", appearances: traits(entry),
                                displayGamut: entry["display-gamut"]?.string, color: nil)
        guard let color = entry["color"] else { return result }
        guard color.isObject else {
            diagnostics.error("'color' must be an object, not \(color.kindName)", at: file.location(color))
            return result
        }
        if let reference = color["reference"]?.string {
            result.color = .system(platform: color["platform"]?.string ?? "universal", reference: reference)
            return result
        }
        let space = color["color-space"]?.string ?? "srgb"
        guard let components = color["components"], let members = components.members else {
            diagnostics.error("the colour has neither 'components' nor a system 'reference'", at: file.location(color))
            return result
        }
        let gray = space.contains("gray")
        let channels = gray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        var values: [String: Double] = [:]
        var encodings: [String: ComponentEncoding] = [:]
        for channel in channels {
            guard let node = members.last(where: { $0.key == channel })?.value else {
                if channel == "alpha" { values["alpha"] = 1; continue }
                diagnostics.error("colour component '\(channel)' is missing", at: file.location(components))
                continue
            }
            guard let (value, encoding) = ColorComponentText.value(of: node, isAlpha: channel == "alpha") else {
                diagnostics.error("colour component '\(channel)' has an unreadable value \(node.jsonText)", at: file.location(node))
                continue
            }
            values[channel] = value
            encodings[channel] = encoding
        }
        result.color = .components(ColorComponents(colorSpace: space, values: values, encodings: encodings))
        return result
    }
}

/// Xcode's component rule (`XcodeColorComponent`) for a component given as a JSON value.
public enum ColorComponentText {
    static func value(of node: JSONNode, isAlpha: Bool) -> (Double, ComponentEncoding)? {
        if let n = node.number { return (n, .number) }
        guard let raw = node.string else { return nil }
        return XcodeColorComponent.value(of: raw, isAlpha: isAlpha)
    }
}
