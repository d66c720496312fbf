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
}
