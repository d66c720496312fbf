import Tokens

/// Swift for the token kinds beyond colours, text styles and plain numbers: relative lengths,
/// font families and weights, strings, stroke styles, borders, cubic Béziers, transitions and
/// gradients. Their core types are emitted only when a token needs them.
extension SwiftEmitter {
    typealias Item = (path: TokenPath, value: String, info: TokenInfo)

    /// Per generated enum, each token's declaration after its identifier (`: Swift.Int = 600`).
    func declarationSuffixes(_ tokens: TokenSet) -> [(String, [Item])] {
        [
            (options.fontFamiliesTypeName, tokens.fontFamilies.map {
                ($0.info.path, ": [Swift.String] = [" + $0.families.map(SwiftLiteral.string).joined(separator: ", ") + "]", $0.info)
            }),
            (options.fontWeightsTypeName, tokens.fontWeights.map { ($0.info.path, ": Swift.Int = \($0.weight)", $0.info) }),
            (options.stringsTypeName, tokens.strings.map { ($0.info.path, ": Swift.String = " + SwiftLiteral.string($0.value), $0.info) }),
            (options.bordersTypeName, tokens.borders.map { ($0.info.path, " = " + borderLiteral($0), $0.info) }),
            (options.strokeStylesTypeName, tokens.strokeStyles.map { ($0.info.path, " = " + strokeStyleLiteral($0.style), $0.info) }),
            (options.cubicBeziersTypeName, tokens.cubicBeziers.map { ($0.info.path, " = " + bezierLiteral($0.curve), $0.info) }),
            (options.transitionsTypeName, tokens.transitions.map { ($0.info.path, " = " + transitionLiteral($0.transition), $0.info) }),
            (options.gradientsTypeName, tokens.gradients.map { ($0.info.path, " = " + gradientLiteral($0), $0.info) }),
        ]
    }

    func lengthLiteral(_ d: DimensionToken) -> String {
        "StylebookLength(value: \(SwiftLiteral.double(d.value)), unit: \(SwiftLiteral.string(d.unit)))"
    }

    func strokeStyleLiteral(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            return "StylebookStrokeStyle(keyword: \(SwiftLiteral.string(keyword)))"
        case .dashes(let dashes, let cap):
            return "StylebookStrokeStyle(dashArray: [\(dashes.map(SwiftLiteral.double).joined(separator: ", "))], lineCap: \(SwiftLiteral.string(cap)))"
        }
    }

    func borderLiteral(_ token: BorderToken) -> String {
        func value(_ b: Border) -> String {
            "StylebookBorderValue(color: \(rgbaLiteral(b.color)), width: \(SwiftLiteral.double(b.width)), style: \(strokeStyleLiteral(b.style)))"
        }
        var text = "StylebookBorder(name: \(SwiftLiteral.string(token.info.path.dotted))"
        text += ", light: " + value(token.values[.light] ?? Border(color: RGBAColor(red: 0, green: 0, blue: 0), width: 0, style: .keyword("solid")))
        for (label, appearance) in Self.otherAppearances {
            if let v = token.values[appearance] { text += ", \(label): " + value(v) }
        }
        return text + ")"
    }

    func bezierLiteral(_ c: CubicBezier) -> String {
        "StylebookCubicBezier(x1: \(SwiftLiteral.double(c.x1)), y1: \(SwiftLiteral.double(c.y1)), x2: \(SwiftLiteral.double(c.x2)), y2: \(SwiftLiteral.double(c.y2)))"
    }

    func transitionLiteral(_ t: Transition) -> String {
        "StylebookTransition(duration: \(SwiftLiteral.double(t.duration)), delay: \(SwiftLiteral.double(t.delay)), timingFunction: \(bezierLiteral(t.timingFunction)))"
    }

    func gradientLiteral(_ token: GradientToken) -> String {
        func stops(_ list: [GradientStop]) -> String {
            "[" + list.map { "StylebookGradientStop(color: \(rgbaLiteral($0.color)), position: \(SwiftLiteral.double($0.position)))" }
                .joined(separator: ", ") + "]"
        }
        var text = "StylebookGradient(name: \(SwiftLiteral.string(token.info.path.dotted)), stops: \(stops(token.values[.light] ?? []))"
        for (label, appearance) in Self.otherAppearances {
            if let v = token.values[appearance] { text += ", \(label): " + stops(v) }
        }
        return text + ")"
    }

    /// The core types the set's tokens need beyond the always-present ones.
    func extraCoreTypes(for tokens: TokenSet) -> [String] {
        let a = options.accessLevel.modifier
        var out: [String] = []
        if tokens.dimensions.contains(where: { $0.points == nil }) {
            out.append("""
            /// A length in a unit relative to something known only at run time (`em`, `%`, `vw` …).
            \(a)struct StylebookLength: Swift.Sendable, Swift.Hashable {
                \(a)let value: Swift.Double
                /// The CSS unit, lower-case: "em", "%", "vw" …
                \(a)let unit: Swift.String

                \(a)init(value: Swift.Double, unit: Swift.String) {
                    self.value = value
                    self.unit = unit
                }

                /// Points, given what the unit is relative to (`percentOf` for `%`); nil when that is not given.
                \(a)func points(fontSize: Swift.Double? = nil, rootFontSize: Swift.Double = 16, percentOf: Swift.Double? = nil,
                                viewportWidth: Swift.Double? = nil, viewportHeight: Swift.Double? = nil) -> Swift.Double? {
                    switch unit {
                    case "em": return fontSize.map { value * $0 }
                    case "rem": return value * rootFontSize
                    case "%": return percentOf.map { value / 100 * $0 }
                    case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": return viewportWidth.map { value / 100 * $0 }
                    case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": return viewportHeight.map { value / 100 * $0 }
                    case "vmin", "svmin", "lvmin", "dvmin":
                        guard let w = viewportWidth, let h = viewportHeight else { return nil }
                        return value / 100 * Swift.min(w, h)
                    case "vmax", "svmax", "lvmax", "dvmax":
                        guard let w = viewportWidth, let h = viewportHeight else { return nil }
                        return value / 100 * Swift.max(w, h)
                    default: return nil
                    }
                }
            }
            """)
        }
        if !tokens.strokeStyles.isEmpty || !tokens.borders.isEmpty {
            out.append("""
            /// A stroke style: a CSS keyword, or a dash pattern in points with its line cap.
            \(a)struct StylebookStrokeStyle: Swift.Sendable, Swift.Hashable {
                /// solid, dashed, dotted, double, groove, ridge, outset or inset; nil for a dash pattern.
                \(a)let keyword: Swift.String?
                \(a)let dashArray: [Swift.Double]
                /// butt, round or square.
                \(a)let lineCap: Swift.String

                \(a)init(keyword: Swift.String) {
                    self.keyword = keyword
                    self.dashArray = []
                    self.lineCap = "butt"
                }

                \(a)init(dashArray: [Swift.Double], lineCap: Swift.String = "butt") {
                    self.keyword = nil
                    self.dashArray = dashArray
                    self.lineCap = lineCap
                }
            }
            """)
        }
        if !tokens.borders.isEmpty {
            out.append("""
            /// One border: colour, width in points, style.
            \(a)struct StylebookBorderValue: Swift.Sendable, Swift.Hashable {
                \(a)let color: StylebookRGBA
                \(a)let width: Swift.Double
                \(a)let style: StylebookStrokeStyle

                \(a)init(color: StylebookRGBA, width: Swift.Double, style: StylebookStrokeStyle) {
                    self.color = color
                    self.width = width
                    self.style = style
                }
            }

            /// A border token: its value in light ("Any") and, where it differs, in the other appearances.
            \(a)struct StylebookBorder: Swift.Sendable, Swift.Hashable {
                \(a)let name: Swift.String
                \(a)let light: StylebookBorderValue
                \(a)let dark: StylebookBorderValue?
                \(a)let lightHighContrast: StylebookBorderValue?
                \(a)let darkHighContrast: StylebookBorderValue?

                \(a)init(name: Swift.String, light: StylebookBorderValue, dark: StylebookBorderValue? = nil,
                            lightHighContrast: StylebookBorderValue? = nil, darkHighContrast: StylebookBorderValue? = nil) {
                    self.name = name
                    self.light = light
                    self.dark = dark
                    self.lightHighContrast = lightHighContrast
                    self.darkHighContrast = darkHighContrast
                }

                /// The border shown in `appearance`: high contrast falls back to its twin, dark to light.
                \(a)func resolved(for appearance: StylebookAppearance) -> StylebookBorderValue {
                    switch appearance {
                    case .light: return light
                    case .dark: return dark ?? light
                    case .lightHighContrast: return lightHighContrast ?? light
                    case .darkHighContrast: return darkHighContrast ?? dark ?? light
                    }
                }
            }
            """)
        }
        if !tokens.cubicBeziers.isEmpty || !tokens.transitions.isEmpty {
            out.append("""
            /// A timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS `cubic-bezier()`.
            \(a)struct StylebookCubicBezier: Swift.Sendable, Swift.Hashable {
                \(a)let x1: Swift.Double
                \(a)let y1: Swift.Double
                \(a)let x2: Swift.Double
                \(a)let y2: Swift.Double

                \(a)init(x1: Swift.Double, y1: Swift.Double, x2: Swift.Double, y2: Swift.Double) {
                    self.x1 = x1
                    self.y1 = y1
                    self.x2 = x2
                    self.y2 = y2
                }
            }
            """)
        }
        if !tokens.transitions.isEmpty {
            out.append("""
            /// A transition: duration and delay in seconds, and its timing curve.
            \(a)struct StylebookTransition: Swift.Sendable, Swift.Hashable {
                \(a)let duration: Swift.Double
                \(a)let delay: Swift.Double
                \(a)let timingFunction: StylebookCubicBezier

                \(a)init(duration: Swift.Double, delay: Swift.Double = 0, timingFunction: StylebookCubicBezier) {
                    self.duration = duration
                    self.delay = delay
                    self.timingFunction = timingFunction
                }
            }
            """)
        }
        if !tokens.gradients.isEmpty {
            out.append("""
            /// One gradient stop; `position` in 0…1.
            \(a)struct StylebookGradientStop: Swift.Sendable, Swift.Hashable {
                \(a)let color: StylebookRGBA
                \(a)let position: Swift.Double

                \(a)init(color: StylebookRGBA, position: Swift.Double) {
                    self.color = color
                    self.position = position
                }
            }

            /// A gradient token: its stops in light ("Any") and, where they differ, in the other appearances.
            \(a)struct StylebookGradient: Swift.Sendable, Swift.Hashable {
                \(a)let name: Swift.String
                \(a)let stops: [StylebookGradientStop]
                \(a)let dark: [StylebookGradientStop]?
                \(a)let lightHighContrast: [StylebookGradientStop]?
                \(a)let darkHighContrast: [StylebookGradientStop]?

                \(a)init(name: Swift.String, stops: [StylebookGradientStop], dark: [StylebookGradientStop]? = nil,
                            lightHighContrast: [StylebookGradientStop]? = nil, darkHighContrast: [StylebookGradientStop]? = nil) {
                    self.name = name
                    self.stops = stops
                    self.dark = dark
                    self.lightHighContrast = lightHighContrast
                    self.darkHighContrast = darkHighContrast
                }

                /// The stops shown in `appearance`: high contrast falls back to its twin, dark to light.
                \(a)func stops(for appearance: StylebookAppearance) -> [StylebookGradientStop] {
                    switch appearance {
                    case .light: return stops
                    case .dark: return dark ?? stops
                    case .lightHighContrast: return lightHighContrast ?? stops
                    case .darkHighContrast: return darkHighContrast ?? dark ?? stops
                    }
                }
            }
            """)
        }
        return out
    }
}
