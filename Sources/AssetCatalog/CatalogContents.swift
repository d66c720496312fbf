/// The `Contents.json` documents Stylebook writes, built as `XcodeJSON` values.
public enum CatalogContents {
    /// The catalog root: just `info`.
    public static var root: XcodeJSON { .object(["info": .xcodeInfo]) }

    /// A group folder that provides a namespace.
    public static var namespaceGroup: XcodeJSON {
        .object(["info": .xcodeInfo, "properties": .object(["provides-namespace": .bool(true)])])
    }

    public static func colorSet(_ content: ColorSetContent) -> XcodeJSON {
        // Entries in Xcode's order (any, light, dark, high contrast…) whatever order they came in.
        let sorted = content.appearances.enumerated().sorted {
            $0.element.appearance == $1.element.appearance ? $0.offset < $1.offset : $0.element.appearance < $1.element.appearance
        }.map(\.element)
        let entries: [XcodeJSON] = sorted.map { entry in
            var members: [String: XcodeJSON] = [
                "color": .object([
                    "color-space": .string(entry.color.colorSpace.rawValue),
                    "components": .object([
                        "alpha": .string(XcodeJSON.component(entry.color.alpha)),
                        "blue": .string(XcodeJSON.component(entry.color.blue)),
                        "green": .string(XcodeJSON.component(entry.color.green)),
                        "red": .string(XcodeJSON.component(entry.color.red)),
                    ]),
                ]),
                "idiom": .string("universal"),
            ]
            let traits = entry.appearance.traits
            if !traits.isEmpty {
                members["appearances"] = .array(traits.map {
                    .object(["appearance": .string($0.appearance), "value": .string($0.value)])
                })
            }
            return .object(members)
        }
        // A set with no colour at all is what Xcode writes for a fresh colour set.
        let colors: [XcodeJSON] = entries.isEmpty ? [.object(["idiom": .string("universal")])] : entries
        return .object(["colors": .array(colors), "info": .xcodeInfo])
    }

    public static func symbolSet(_ symbol: CatalogSymbol) -> XcodeJSON {
        var members: [String: XcodeJSON] = [
            "info": .xcodeInfo,
            "symbols": .array([.object(["filename": .string(symbol.filename), "idiom": .string("universal")])]),
        ]
        if let intent = symbol.renderingIntent {
            members["properties"] = .object(["symbol-rendering-intent": .string(intent.rawValue)])
        }
        return .object(members)
    }

    /// An image set as Xcode writes it: a single-scale file has no `scale` key (any scale, for
    /// vector files); a scaled set has all three slots, 1x/2x/3x, with `filename` only where a
    /// file exists; a dark variant follows each slot with `luminosity: dark`.
    public static func imageSet(_ image: CatalogImage) -> XcodeJSON {
        var entries: [XcodeJSON] = []
        let hasDark = image.images.contains { $0.dark }
        let scaled = image.images.contains { $0.scale != nil }
        let slots: [String?] = scaled ? ["1x", "2x", "3x"] : [nil]
        for scale in slots {
            for dark in hasDark ? [false, true] : [false] {
                var entry: [String: XcodeJSON] = ["idiom": .string("universal")]
                if let scale { entry["scale"] = .string(scale) }
                if dark { entry["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]) }
                if let filename = image.images.first(where: { $0.scale == scale && $0.dark == dark })?.filename {
                    entry["filename"] = .string(filename)
                }
                entries.append(.object(entry))
            }
        }
        var members: [String: XcodeJSON] = ["images": .array(entries), "info": .xcodeInfo]
        var properties: [String: XcodeJSON] = [:]
        if image.preservesVectorRepresentation { properties["preserves-vector-representation"] = .bool(true) }
        if let intent = image.renderingIntent { properties["template-rendering-intent"] = .string(intent.rawValue) }
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }

    /// A data set: its files, each with the type identifier when it has one.
    public static func dataSet(_ info: DataSetInfo) -> XcodeJSON {
        let entries: [XcodeJSON] = info.data.map { file in
            var entry: [String: XcodeJSON] = ["idiom": .string(file.idiom)]
            if let filename = file.filename { entry["filename"] = .string(filename) }
            if let type = file.typeIdentifier { entry["universal-type-identifier"] = .string(type) }
            return .object(entry)
        }
        return .object(["data": .array(entries), "info": .xcodeInfo])
    }

    public static func contents(for content: CatalogSetContent) -> XcodeJSON {
        switch content {
        case .color(let c): colorSet(c)
        case .image(let i): imageSet(i)
        case .symbol(let s): symbolSet(s)
        case .data(let d): dataSet(d)
        }
    }
}
