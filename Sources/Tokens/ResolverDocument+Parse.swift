import Diagnostics
import Grammar

extension ResolverDocument {
    /// Reads a resolver's JSON: header, sets, modifiers and `resolutionOrder`, each mistake a
    /// located diagnostic (the document keeps what could be read).
    static func parse(_ root: JSONNode, documents: DocumentTable,
                      diagnostics: inout DiagnosticList) -> ResolverDocument {
        var parser = ResolverParser(documents: documents)
        parser.read(root)
        diagnostics.append(contentsOf: parser.diagnostics)
        return parser.doc
    }
}

/// The steps of `ResolverDocument.parse`, one per part of the format.
private struct ResolverParser {
    let documents: DocumentTable
    var doc = ResolverDocument()
    var diagnostics = DiagnosticList()
    /// Terrazzo also reads a source written as a bare path ("./light.tokens.json"); the first is
    /// named in one warning, since DTCG 2025.10 expects {"$ref": …}.
    var plainPath: JSONNode?

    init(documents: DocumentTable) { self.documents = documents }

    mutating func error(_ message: String, _ node: JSONNode) {
        diagnostics.error(message, at: documents.location(node.pos))
    }

    mutating func read(_ root: JSONNode) {
        guard root.isObject else {
            error("a resolver must be a JSON object", root)
            return
        }
        checkVersion(root)
        for member in root["sets"]?.members ?? [] {
            doc.sets[member.key] = sources(member.value["sources"], what: "set \"\(member.key)\"")
        }
        var modifierTable: [String: JSONNode] = [:]
        for member in root["modifiers"]?.members ?? [] { modifierTable[member.key] = member.value }
        guard let order = root["resolutionOrder"]?.array else {
            error("resolver needs a \"resolutionOrder\" array", root["resolutionOrder"] ?? root)
            return
        }
        for item in order { step(item, modifiers: modifierTable) }
        if let plainPath {
            let path = plainPath.string ?? ""
            diagnostics.warning("source \"\(path)\" is a bare path; read as {\"$ref\": \"\(path)\"} "
                                + "(DTCG 2025.10 writes sources as {\"$ref\": …})", at: documents.location(plainPath.pos))
        }
    }

    mutating func checkVersion(_ root: JSONNode) {
        if let version = root["version"] {
            if version.string != "2025.10" {
                let written = version.string.map { "\"\($0)\"" } ?? version.kindName
                diagnostics.warning("resolver version \(written) is not \"2025.10\"; reading it as 2025.10",
                                    at: documents.location(version.pos))
            }
        } else {
            diagnostics.warning("resolver has no \"version\" (expected \"2025.10\")", at: documents.location(root.pos))
        }
    }

    mutating func sources(_ node: JSONNode?, what: String) -> [ResolverDocument.Source] {
        guard let node else { return [] }
        guard let items = node.array else {
            error("\(what) must be an array of sources", node)
            return []
        }
        var out: [ResolverDocument.Source] = []
        for item in items {
            if item.string != nil, plainPath == nil { plainPath = item }
            if let ref = item["$ref"] ?? (item.string != nil ? item : nil) {
                if let source = reference(ref, what: what) { out.append(source) }
            } else if item.isObject {
                out.append(.init(kind: .inline(item), pos: item.pos))
            } else {
                error("a source must be {\"$ref\": …} or an inline token object, found \(item.kindName)", item)
            }
        }
        return out
    }

    /// A `$ref` source: a file, `file.json#/pointer`, `file.json#group.name` or `#/sets/…`.
    mutating func reference(_ ref: JSONNode, what: String) -> ResolverDocument.Source? {
        guard let text = ref.string else {
            error("$ref must be a string", ref)
            return nil
        }
        if text.hasPrefix("#/sets/") { return .init(kind: .set(String(text.dropFirst(7))), pos: ref.pos) }
        if text.hasPrefix("#") {
            error("$ref \"\(text)\" in \(what): only files, \"file.json#/pointer\" and \"#/sets/…\" can be sources",
                  ref)
            return nil
        }
        guard let hash = text.firstIndex(of: "#") else { return .init(kind: .file(text), pos: ref.pos) }
        let file = String(text[..<hash])
        let fragment = text[text.index(after: hash)...]
        if !fragment.isEmpty, !fragment.hasPrefix("/") {
            // `themes.json#orange`: a plain name is that top-level group (dots step into groups).
            return .init(kind: .file(file), pos: ref.pos, pointer: fragment.split(separator: ".").map(String.init))
        }
        guard let pointer = TokenTree.pointerComponents(String(text[hash...])) else {
            error("$ref \"\(text)\" in \(what): the part after # must be a JSON pointer such as #/colors", ref)
            return nil
        }
        return .init(kind: .file(file), pos: ref.pos, pointer: pointer)
    }

    mutating func modifier(_ name: String, _ node: JSONNode) -> ResolverDocument.Modifier? {
        var contextsNode = node["contexts"]
        if contextsNode == nil, let misspelled = node["context"] {
            diagnostics.warning("modifier \"\(name)\" uses \"context\"; the resolver spec says \"contexts\"",
                                at: documents.location(misspelled.pos))
            contextsNode = misspelled
        }
        guard let members = contextsNode?.members, !members.isEmpty else {
            error("modifier \"\(name)\" needs at least one context in \"contexts\"", contextsNode ?? node)
            return nil
        }
        var m = ResolverDocument.Modifier(name: name, contexts: [], defaultContext: nil, pos: node.pos)
        for member in members {
            let what = "context \"\(member.key)\" of modifier \"\(name)\""
            m.contexts.append((member.key, sources(member.value, what: what)))
        }
        if let def = node["default"] {
            if let text = def.string, m.context(named: text) != nil {
                m.defaultContext = m.context(named: text)?.name
            } else {
                error("default of modifier \"\(name)\" must name one of its contexts", def)
            }
        }
        return m
    }

    /// One `resolutionOrder` item: a `$ref` to a set or modifier, or an inline set or modifier.
    mutating func step(_ item: JSONNode, modifiers: [String: JSONNode]) {
        if let ref = item["$ref"]?.string {
            if ref.hasPrefix("#/sets/") {
                let name = String(ref.dropFirst(7))
                guard let set = doc.sets[name] else {
                    return error("resolutionOrder refers to unknown set \"\(name)\"", item)
                }
                doc.steps.append(.set(name: name, sources: set))
            } else if ref.hasPrefix("#/modifiers/") {
                let name = String(ref.dropFirst(12))
                guard let node = modifiers[name] else {
                    return error("resolutionOrder refers to unknown modifier \"\(name)\"", item)
                }
                if let m = modifier(name, node) { doc.steps.append(.modifier(m)) }
            } else {
                error("resolutionOrder $ref must be \"#/sets/…\" or \"#/modifiers/…\", found \"\(ref)\"", item)
            }
        } else if let type = item["type"]?.string, let name = item["name"]?.string {
            if type == "set" {
                let set = sources(item["sources"], what: "set \"\(name)\"")
                doc.sets[name] = set
                doc.steps.append(.set(name: name, sources: set))
            } else if type == "modifier" {
                if let m = modifier(name, item) { doc.steps.append(.modifier(m)) }
            } else {
                error("resolutionOrder item type must be \"set\" or \"modifier\"", item)
            }
        } else {
            error("resolutionOrder items must be {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} "
                  + "or inline sets/modifiers with type and name", item)
        }
    }
}
