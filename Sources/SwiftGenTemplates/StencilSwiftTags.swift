@preconcurrency import Stencil

/// The tags StencilSwiftKit adds to Stencil and SwiftGen templates rely on:
/// `{% set name %}…{% endset %}` / `{% set name expr %}`, `{% macro name a b %}…{% endmacro %}`
/// with `{% call name x y %}`, and `{% map list into result using item %}…{% endmap %}`.
/// The nodes are values holding only what their tag parsed (Stencil's own nodes are classes).
enum StencilSwiftTags {
    static func register(in ext: Extension) {
        ext.registerTag("set", parser: SetTagNode.parse)
        ext.registerTag("macro", parser: MacroTagNode.parse)
        ext.registerTag("call", parser: CallTagNode.parse)
        ext.registerTag("map", parser: MapTagNode.parse)
    }
}

/// Stores rendered text (block form) or a resolved value in the innermost context level.
struct SetTagNode: NodeType {
    let name: String
    let body: [NodeType]?
    let value: Resolvable?
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count == 2 || parts.count == 3 else {
            throw TemplateSyntaxError("'set' takes a variable name and optionally a value: {% set name %}…{% endset %} or {% set name value %}")
        }
        if parts.count == 3 {
            return SetTagNode(name: parts[1], body: nil, value: try parser.compileResolvable(parts[2], containedIn: token), token: token)
        }
        let body = try parser.parse(until(["endset"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("'set \(parts[1])' has no {% endset %}") }
        return SetTagNode(name: parts[1], body: body, value: nil, token: token)
    }

    func render(_ context: Context) throws -> String {
        if let body {
            context[name] = try renderNodes(body, context)
        } else if let value {
            context[name] = try value.resolve(context)
        }
        return ""
    }
}

/// A macro's parameters and body, stored in the context under its name.
struct TemplateMacro {
    let parameters: [String]
    let body: [NodeType]
}

struct MacroTagNode: NodeType {
    let name: String
    let macro: TemplateMacro
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count >= 2 else { throw TemplateSyntaxError("'macro' needs a name: {% macro name param… %}") }
        let body = try parser.parse(until(["endmacro"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("'macro \(parts[1])' has no {% endmacro %}") }
        return MacroTagNode(name: parts[1], macro: TemplateMacro(parameters: Array(parts.dropFirst(2)), body: body), token: token)
    }

    func render(_ context: Context) throws -> String {
        context[name] = macro
        return ""
    }
}

/// Renders a macro with its parameters bound to the resolved arguments, in a new context level.
struct CallTagNode: NodeType {
    let name: String
    let arguments: [Resolvable]
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard parts.count >= 2 else { throw TemplateSyntaxError("'call' needs the name of a macro: {% call name arg… %}") }
        let arguments = try parts.dropFirst(2).map { try parser.compileResolvable($0, containedIn: token) }
        return CallTagNode(name: parts[1], arguments: arguments, token: token)
    }

    func render(_ context: Context) throws -> String {
        guard let macro = context[name] as? TemplateMacro else {
            throw TemplateSyntaxError("'call \(name)': no macro of that name")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateSyntaxError("macro '\(name)' takes \(macro.parameters.count) argument(s), \(arguments.count) given")
        }
        var bound: [String: Any] = [:]
        for (parameter, argument) in zip(macro.parameters, arguments) {
            bound[parameter] = try argument.resolve(context) as Any
        }
        return try context.push(dictionary: bound) { try renderNodes(macro.body, context) }
    }
}

/// `{% map items into result using item %}body{% endmap %}`: `result` becomes the array of
/// each rendered body; inside, `item` (or `maploop.item`) and `maploop.counter/first/last`.
struct MapTagNode: NodeType {
    let source: Resolvable
    let result: String
    let itemName: String?
    let body: [NodeType]
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let parts = token.components
        guard (parts.count == 4 || parts.count == 6), parts[2] == "into", parts.count == 4 || parts[4] == "using" else {
            throw TemplateSyntaxError("'map' is {% map list into name %} or {% map list into name using item %}")
        }
        let body = try parser.parse(until(["endmap"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("'map' has no {% endmap %}") }
        return MapTagNode(source: try parser.compileResolvable(parts[1], containedIn: token), result: parts[3],
                          itemName: parts.count == 6 ? parts[5] : nil, body: body, token: token)
    }

    func render(_ context: Context) throws -> String {
        let value = try source.resolve(context)
        let items: [Any]
        if let array = value as? [Any] {
            items = array
        } else if let dictionary = value as? [String: Any] {
            items = dictionary.keys.sorted().map { ($0, dictionary[$0]!) }
        } else {
            items = []
        }
        var rendered: [String] = []
        for (index, item) in items.enumerated() {
            var scope: [String: Any] = ["maploop": ["counter": index, "first": index == 0, "last": index == items.count - 1, "item": item]]
            if let itemName { scope[itemName] = item }
            rendered.append(try context.push(dictionary: scope) { try renderNodes(body, context) })
        }
        context[result] = rendered
        return ""
    }
}
