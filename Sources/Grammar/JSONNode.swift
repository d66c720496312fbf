import Diagnostics

/// Where a parsed value started. JSON records a byte offset (turned into line:col only when a
/// diagnostic needs it); YAML records line and column directly.
package struct SourcePos: Sendable, Hashable {
    /// Index into the reader's document table.
    package var file: Int
    package var offset: Int
    /// 0 = unknown, use `offset`.
    package var line: Int = 0
    package var column: Int = 0

    package init(file: Int, offset: Int) {
        self.file = file
        self.offset = offset
    }

    package init(file: Int, line: Int, column: Int) {
        self.file = file
        self.offset = 0
        self.line = line
        self.column = column
    }
}

/// A JSON value that remembers where it came from.
package struct JSONNode: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in source order (order matters for `$extends` processing and determinism).
        case object([Member])
    }

    package struct Member: Sendable {
        package var key: String
        package var value: JSONNode

        package init(key: String, value: JSONNode) {
            self.key = key
            self.value = value
        }
    }

    package var kind: Kind
    package var pos: SourcePos

    package init(_ kind: Kind, pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }

    package var members: [Member]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    package var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    package var number: Double? {
        if case .number(let n) = kind { return n }
        return nil
    }

    package var array: [JSONNode]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// The last member with this key (later duplicates win, as in JavaScript).
    package subscript(key: String) -> JSONNode? {
        guard let members else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    package var isObject: Bool { members != nil }

    /// A short name for the kind, for messages.
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Returns a copy with `key` set (replacing an existing member in place).
    package func setting(_ key: String, to value: JSONNode) -> JSONNode {
        guard var members else { return self }
        if let index = members.lastIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return JSONNode(.object(members), pos: pos)
    }
}

extension JSONNode {
    /// Compact JSON text, members in source order.
    package var jsonText: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { out += String(Int64(n)) } else { out += "\(n)" }
        case .string(let s): out += JSONText.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += JSONText.quoted(member.key)
                out += ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }
}

extension JSONNode {
    /// The tree with every string `transform` returns a replacement for replaced (nil keeps it),
    /// positions kept, so rewritten references still point at their source.
    package func mappingStrings(_ transform: (String) -> String?) -> JSONNode {
        switch kind {
        case .string(let text):
            guard let replaced = transform(text) else { return self }
            return JSONNode(.string(replaced), pos: pos)
        case .array(let items):
            return JSONNode(.array(items.map { $0.mappingStrings(transform) }), pos: pos)
        case .object(let members):
            return JSONNode(.object(members.map { Member(key: $0.key, value: $0.value.mappingStrings(transform)) }), pos: pos)
        default:
            return self
        }
    }
}
