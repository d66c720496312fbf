import Foundation
import Geometry

/// Parses an SVG `transform` list (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`),
/// as found on template groups (`matrix(1 0 0 1 1391.3 1126)`, also with commas). Nil when malformed.
enum TemplateTransform {
    static func parse(_ text: String) -> AffineTransform? {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
                return nil
            }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let args = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                .map { Double($0) }
            guard args.allSatisfy({ $0 != nil }) else { return nil }
            let v = args.compactMap { $0 }
            let t: AffineTransform
            switch (name, v.count) {
            case ("matrix", 6): t = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
            case ("translate", 1): t = .translation(v[0], 0)
            case ("translate", 2): t = .translation(v[0], v[1])
            case ("scale", 1): t = .scale(v[0], v[0])
            case ("scale", 2): t = .scale(v[0], v[1])
            case ("rotate", 1): t = .rotation(degrees: v[0])
            case ("rotate", 3): t = .rotation(degrees: v[0], around: Point(v[1], v[2]))
            case ("skewX", 1): t = .skewX(degrees: v[0])
            case ("skewY", 1): t = .skewY(degrees: v[0])
            default: return nil
            }
            // The leftmost transform in the list is applied last.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
    }
}
