import Foundation

/// A strict check of the pages Stylebook writes: well-nested known elements, quoted attributes,
/// unique ids, and every local link and asset pointing at a file (and fragment) that exists.
/// Not a full HTML5 parser: it reads the subset the writer produces and fails on anything else.
struct HTMLChecker {
    static let htmlElements: Set<String> = [
        "html", "head", "body", "meta", "title", "link", "script", "style", "header", "nav", "main", "section", "article", "h1", "h2",
        "h3", "p", "a", "div", "span", "figure", "figcaption", "strong", "code", "button", "input", "label", "dl", "dt", "dd",
        "table", "caption", "thead", "tbody", "tr", "th", "td", "ul", "li",
    ]
    static let svgElements: Set<String> = ["svg", "path", "g", "defs", "use"]
    static let voidElements: Set<String> = ["meta", "link", "input"]

    struct Page {
        var path: String
        var ids: Set<String> = []
        var links: [String] = []
        var elements: [String: Int] = [:]
    }

    var problems: [String] = []

    mutating func read(_ path: String) -> Page {
        var page = Page(path: path)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            problems.append("\(path): unreadable")
            return page
        }
        guard text.hasPrefix("<!DOCTYPE html>") else {
            problems.append("\(path): no <!DOCTYPE html>")
            return page
        }
        let bytes = Array(text.utf8)
        var i = "<!DOCTYPE html>".utf8.count
        var stack: [String] = []
        func problem(_ message: String) { problems.append("\(path) @\(i): \(message)") }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            // Raw text of <script>/<style> is skipped to its end tag.
            var j = i + 1
            let closing = j < bytes.count && bytes[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            let nameStart = j
            while j < bytes.count, (bytes[j] >= 97 && bytes[j] <= 122) || (bytes[j] >= 48 && bytes[j] <= 57) { j += 1 }
            let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
            if name.isEmpty { problem("a stray '<' (unescaped text?)"); i += 1; continue }
            let known = Self.htmlElements.contains(name) || Self.svgElements.contains(name)
            if !known { problem("unknown element <\(name)>") }
            if closing {
                while j < bytes.count && bytes[j] != UInt8(ascii: ">") { j += 1 }
                if stack.last == name { stack.removeLast() } else { problem("</\(name)> closes <\(stack.last ?? "nothing")>") }
                i = j + 1
                continue
            }
            page.elements[name, default: 0] += 1
            // Attributes: name="value" only.
            var selfClosed = false
            while j < bytes.count {
                while j < bytes.count && bytes[j] == UInt8(ascii: " ") { j += 1 }
                if bytes[j] == UInt8(ascii: ">") { j += 1; break }
                if bytes[j] == UInt8(ascii: "/") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: ">") { selfClosed = true; j += 2; break }
                let attrStart = j
                while j < bytes.count && bytes[j] != UInt8(ascii: "=") && bytes[j] != UInt8(ascii: " ") && bytes[j] != UInt8(ascii: ">") { j += 1 }
                let attribute = String(decoding: bytes[attrStart..<j], as: UTF8.self)
                guard j < bytes.count, bytes[j] == UInt8(ascii: "=") else { problem("attribute \(attribute) without a value"); continue }
                j += 1
                guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { problem("unquoted attribute \(attribute)"); break }
                j += 1
                let valueStart = j
                while j < bytes.count && bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "<") { problem("'<' inside attribute \(attribute)") }
                    j += 1
                }
                let value = String(decoding: bytes[valueStart..<j], as: UTF8.self)
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
                j += 1
                if attribute == "id" {
                    if page.ids.contains(value) { problem("duplicate id \(value)") }
                    page.ids.insert(value)
                }
                if attribute == "href" || attribute == "src" { page.links.append(value) }
            }
            i = j
            if Self.voidElements.contains(name) || selfClosed { continue }
            if name == "script" || name == "style" {
                let end = Array("</\(name)>".utf8)
                var k = i
                while k + end.count <= bytes.count && Array(bytes[k..<(k + end.count)]) != end { k += 1 }
                i = k + end.count
                continue
            }
            stack.append(name)
        }
        if !stack.isEmpty { problems.append("\(path): unclosed \(stack)") }
        return page
    }

    /// Checks every `.html` under `folder` and that each link resolves inside it.
    mutating func checkFolder(_ folder: String) -> [String: Page] {
        var pages: [String: Page] = [:]
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".html") }.sorted()
        for file in files { pages[file] = read(folder + "/" + file) }
        for (file, page) in pages.sorted(by: { $0.key < $1.key }) {
            let base = file.split(separator: "/").dropLast().map(String.init)
            for link in page.links {
                if link.contains("://") || link.hasPrefix("//") { problems.append("\(file): link to the network: \(link)"); continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0]
                let fragment = parts.count > 1 ? parts[1] : nil
                var resolved = file
                if !target.isEmpty {
                    var components = base
                    for piece in target.split(separator: "/") {
                        if piece == ".." { if components.isEmpty { problems.append("\(file): \(link) leaves the guide") } else { components.removeLast() } }
                        else if piece != "." { components.append(String(piece)) }
                    }
                    resolved = components.joined(separator: "/")
                    if !FileManager.default.fileExists(atPath: folder + "/" + resolved) {
                        problems.append("\(file): \(link) points to a missing file")
                        continue
                    }
                }
                if let fragment, !fragment.isEmpty, let targetPage = pages[resolved] ?? (resolved == file ? page : nil),
                   !targetPage.ids.contains(fragment) {
                    problems.append("\(file): \(link) points to a missing id")
                }
            }
        }
        return pages
    }
}
