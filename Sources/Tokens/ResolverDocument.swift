import Diagnostics
import Grammar

/// A DTCG 2025.10 resolver (`*.resolver.json`): sets and modifiers combined in `resolutionOrder`.
struct ResolverDocument {
    struct Source {
        enum Kind {
            /// A token file, path relative to the resolver.
            case file(String)
            /// An inline token tree.
            case inline(JSONNode)
            /// `#/sets/name`.
            case set(String)
        }
        var kind: Kind
        var pos: SourcePos
        /// For `file.json#/group`: the JSON pointer into the file whose node is the source.
        var pointer: [String]? = nil
    }

    struct Modifier {
        var name: String
        /// Context names in source order, with their sources.
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String?
        var pos: SourcePos

        func context(named name: String) -> (name: String, sources: [Source])? {
            contexts.first { $0.name == name } ?? contexts.first { $0.name.lowercased() == name.lowercased() }
        }
    }

    enum Step {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    var sets: [String: [Source]] = [:]
    var steps: [Step] = []
    var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let m) = $0 { return m } else { return nil } }
    }

    static func parse(_ root: JSONNode, documents: DocumentTable, diagnostics: inout DiagnosticList) -> ResolverDocument {
        var doc = ResolverDocument()
        func error(_ message: String, _ node: JSONNode) { diagnostics.error(message, at: documents.location(node.pos)) }
        guard root.isObject else {
            error("a resolver must be a JSON object", root)
            return doc
        }
        if let version = root["version"] {
            if version.string != "2025.10" {
                diagnostics.warning("resolver version \(version.string.map { "\"\($0)\"" } ?? version.kindName) is not \"2025.10\"; reading it as 2025.10", at: documents.location(version.pos))
            }
        } else {
            diagnostics.warning("resolver has no \"version\" (expected \"2025.10\")", at: documents.location(root.pos))
        }

        // Terrazzo also reads a source written as a bare path ("./light.tokens.json"); the first is
        // named in one warning, since DTCG 2025.10 expects {"$ref": …}.
        var plainPath: JSONNode?
        func sources(_ node: JSONNode?, what: String) -> [Source] {
            guard let node else { return [] }
            guard let items = node.array else {
                error("\(what) must be an array of sources", node)
                return []
            }
            var out: [Source] = []
            for item in items {
                if item.string != nil, plainPath == nil { plainPath = item }
                if let ref = item["$ref"] ?? (item.string != nil ? item : nil) {
                    guard let text = ref.string else {
                        error("$ref must be a string", ref)
                        continue
                    }
                    if text.hasPrefix("#/sets/") {
                        out.append(Source(kind: .set(String(text.dropFirst(7))), pos: ref.pos))
                    } else if text.hasPrefix("#") {
                        error("$ref \"\(text)\" in \(what): only files, \"file.json#/pointer\" and \"#/sets/…\" can be sources", ref)
                    } else if let hash = text.firstIndex(of: "#") {
                        let file = String(text[..<hash])
                        let fragment = text[text.index(after: hash)...]
                        if !fragment.isEmpty, !fragment.hasPrefix("/") {
                            // `themes.json#orange`: a plain name is that top-level group (dots step into groups).
                            out.append(Source(kind: .file(file), pos: ref.pos, pointer: fragment.split(separator: ".").map(String.init)))
                            continue
                        }
                        guard let pointer = TokenTree.pointerComponents(String(text[hash...])) else {
                            error("$ref \"\(text)\" in \(what): the part after # must be a JSON pointer such as #/colors", ref)
                            continue
                        }
                        out.append(Source(kind: .file(file), pos: ref.pos, pointer: pointer))
                    } else {
                        out.append(Source(kind: .file(text), pos: ref.pos))
                    }
                } else if item.isObject {
                    out.append(Source(kind: .inline(item), pos: item.pos))
                } else {
                    error("a source must be {\"$ref\": …} or an inline token object, found \(item.kindName)", item)
                }
            }
            return out
        }

        func modifier(_ name: String, _ node: JSONNode) -> Modifier? {
            var contextsNode = node["contexts"]
            if contextsNode == nil, let misspelled = node["context"] {
                diagnostics.warning("modifier \"\(name)\" uses \"context\"; the resolver spec says \"contexts\"", at: documents.location(misspelled.pos))
                contextsNode = misspelled
            }
            guard let members = contextsNode?.members, !members.isEmpty else {
                error("modifier \"\(name)\" needs at least one context in \"contexts\"", contextsNode ?? node)
                return nil
            }
            var m = Modifier(name: name, contexts: [], defaultContext: nil, pos: node.pos)
            for member in members {
                m.contexts.append((member.key, sources(member.value, what: "context \"\(member.key)\" of modifier \"\(name)\"")))
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

        for member in root["sets"]?.members ?? [] {
            doc.sets[member.key] = sources(member.value["sources"], what: "set \"\(member.key)\"")
        }
        var modifierTable: [String: JSONNode] = [:]
        for member in root["modifiers"]?.members ?? [] { modifierTable[member.key] = member.value }

        guard let order = root["resolutionOrder"]?.array else {
            error("resolver needs a \"resolutionOrder\" array", root["resolutionOrder"] ?? root)
            return doc
        }
        for item in order {
            if let ref = item["$ref"]?.string {
                if ref.hasPrefix("#/sets/") {
                    let name = String(ref.dropFirst(7))
                    guard let set = doc.sets[name] else {
                        error("resolutionOrder refers to unknown set \"\(name)\"", item)
                        continue
                    }
                    doc.steps.append(.set(name: name, sources: set))
                } else if ref.hasPrefix("#/modifiers/") {
                    let name = String(ref.dropFirst(12))
                    guard let node = modifierTable[name] else {
                        error("resolutionOrder refers to unknown modifier \"\(name)\"", item)
                        continue
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
                error("resolutionOrder items must be {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or inline sets/modifiers with type and name", item)
            }
        }
        if let plainPath {
            diagnostics.warning("source \"\(plainPath.string ?? "")\" is a bare path; read as {\"$ref\": \"\(plainPath.string ?? "")\"} "
                                + "(DTCG 2025.10 writes sources as {\"$ref\": …})", at: documents.location(plainPath.pos))
        }
        return doc
    }
}
