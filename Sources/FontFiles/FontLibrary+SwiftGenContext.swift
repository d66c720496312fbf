/// SwiftGen's `fonts` Stencil context, so teams' SwiftGen font templates (and SwiftGen's own
/// `swift5` one) render from Stylebook's reader:
///
///     families: [{ name, fonts: [{ name: PostScript name, path, style }] }]
///
/// Families are sorted by name and fonts by PostScript name, as SwiftGen sorts them. `path` is
/// relative to the folder holding each input, as SwiftGen writes it (`Fonts/Inter-Bold.otf`
/// for the input `Design/Fonts`); a font file given directly is its file name. The family is
/// the typographic family (name ID 16, else 1) — what Core Text reports to SwiftGen.
extension FontLibrary {
    public func swiftGenContext(inputs: [String]) -> [String: Any] {
        let families: [[String: Any]] = families.map { family in
            let fonts = family.faces
                .map { face in ["name": face.postScriptName, "path": FontLibrary.contextPath(face.file, inputs: inputs), "style": face.style] }
                .sorted { $0["name"]! < $1["name"]! }
            return ["name": family.name, "fonts": fonts]
        }
        return ["families": families]
    }

    static func contextPath(_ file: String, inputs: [String]) -> String {
        for input in inputs {
            let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
            guard file.hasPrefix(folder + "/") else { continue }
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            return name + file.dropFirst(folder.count)
        }
        return file.split(separator: "/").last.map(String.init) ?? file
    }
}
