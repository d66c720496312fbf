// Hand-written code of the fixture, using the Swift the plugin generates next to it.

/// The brand colour in the light appearance as 0-255 components (for the test to check).
public func brandLightBytes() -> [Int] {
    let light = Colors.brand.light
    return [light.red, light.green, light.blue].map { Int(($0 * 255).rounded()) }
}
