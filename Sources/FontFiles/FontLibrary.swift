/// Faces grouped into families, in a stable order: families by name, faces upright before
/// italic, then by weight, width and PostScript name.
public struct FontLibrary: Sendable, Hashable {
    public struct Family: Sendable, Hashable {
        public var name: String
        public var faces: [FontFace]
    }

    public var families: [Family]

    public init(faces: [FontFace]) {
        let grouped = Dictionary(grouping: faces, by: \.family)
        families = grouped.keys.sorted().map { name in
            Family(name: name, faces: grouped[name]!.sorted(by: FontLibrary.faceOrder))
        }
    }

    public var faces: [FontFace] { families.flatMap(\.faces) }

    /// The distinct font files, sorted, for registration and Info.plist.
    public var files: [String] { Array(Set(faces.map(\.file))).sorted() }

    static func faceOrder(_ a: FontFace, _ b: FontFace) -> Bool {
        if a.isItalic != b.isItalic { return !a.isItalic }
        if a.weight != b.weight { return a.weight < b.weight }
        if a.width != b.width { return a.width < b.width }
        return a.postScriptName < b.postScriptName
    }
}

extension FontLibrary {
    /// Font files sharing a file name, which would be one resource in a bundle: each such name
    /// with its files (sorted), sorted by name.
    public func clashingFileNames() -> [(name: String, files: [String])] {
        let byName = Dictionary(grouping: files) { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return byName.keys.sorted().compactMap { name in
            guard let files = byName[name], files.count > 1 else { return nil }
            return (name, files)
        }
    }
}
