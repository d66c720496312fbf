/// The tokens of one resolution, numbered once: a dotted path is hashed once into a dense
/// number, and every per-token memo of the resolver is an array slot instead of another
/// `String`-keyed table (long paths make each such lookup a pointer chase, and 100,000 of them
/// leave the caches).
struct RawTokenTable: Sendable {
    /// Every token in flattening order (a path written twice keeps both; the later is found).
    let list: [RawToken]
    private let numbers: [String: Int]

    init(_ tokens: [RawToken]) {
        var numbers: [String: Int] = [:]
        // Sized once: growing tables of 100,000 entries rehash every key several times.
        numbers.reserveCapacity(tokens.count)
        for (number, token) in tokens.enumerated() { numbers[token.dotted] = number }
        self.list = tokens
        self.numbers = numbers
    }

    var count: Int { list.count }

    /// The number of the token at `name`, or nil when there is none.
    func number(_ name: String) -> Int? { numbers[name] }

    subscript(name: String) -> RawToken? { numbers[name].map { list[$0] } }
}
