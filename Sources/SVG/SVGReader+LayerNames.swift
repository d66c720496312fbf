/// Layer names an icon's author can give shapes and groups for the symbol converter
/// (docs/symbols-color.md): the `id`, and every `data-*` attribute as `NAME-VALUE`.
extension SVGDocumentReader {
    /// `id="badge"` → `badge`; `data-layer="secondary"` → `layer-secondary`; `data-erase` or
    /// `data-erase="true"` → `erase`; `data-variable="2"` → `variable-2`. Names are lowercased.
    func layerNames(of index: Int) -> [String] {
        var names: [String] = []
        for attribute in node(index).attributes {
            if attribute.name == "id" {
                let id = attribute.value.trimmingSpaces()
                if !id.isEmpty { names.append(id.lowercased()) }
            } else if attribute.name.hasPrefix("data-"), attribute.name.count > 5 {
                let key = String(attribute.name.dropFirst(5)).lowercased()
                let value = attribute.value.trimmingSpaces().lowercased()
                names.append(value.isEmpty || value == "true" ? key : key + "-" + value)
            }
        }
        return names
    }
}
