#!/usr/bin/env python3
"""Writes a copy of an icon corpus with every stroke width multiplied by FACTOR.

This is the reference a weight master is measured against: Stylebook draws a stroke icon's
Ultralight and Black masters by scaling its stroke widths (0.33 and 1.55 by default), so
Ultralight-S should match the source drawn with strokes × 0.33, and Black-S the source × 1.55.
Fills are untouched, as in the converter.

    scale_strokes.py SOURCE_CORPUS OUT_CORPUS FACTOR

Handles `stroke-width` attributes, inline `style`, `<style>` sheets, and the inherited default
(a root `stroke-width="FACTOR"` stands in for SVG's initial value 1, overridden wherever an
element sets its own width, which is then scaled too).
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
NUMBER = re.compile(r"^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(px)?\s*$")
DECLARATION = re.compile(r"(stroke-width\s*:\s*)([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(px)?")


def scale_number(text, factor):
    match = NUMBER.match(text)
    if not match:
        return text  # percentages and other units are left alone
    return f"{float(match.group(1)) * factor:.6g}"


def scale_declarations(css, factor):
    return DECLARATION.sub(lambda m: f"{m.group(1)}{float(m.group(2)) * factor:.6g}", css)


def scale_file(source, target, factor):
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    tree = ET.parse(source)
    root = tree.getroot()
    for element in root.iter():
        if "stroke-width" in element.attrib:
            element.set("stroke-width", scale_number(element.get("stroke-width"), factor))
        if "style" in element.attrib:
            element.set("style", scale_declarations(element.get("style"), factor))
        if element.tag in (f"{{{SVG_NS}}}style", "style") and element.text:
            element.text = scale_declarations(element.text, factor)
    if "stroke-width" not in root.attrib:
        root.set("stroke-width", f"{factor:.6g}")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    tree.write(target, encoding="utf-8", xml_declaration=False)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source_root, target_root, factor = sys.argv[1], sys.argv[2], float(sys.argv[3])
    count = 0
    for folder, _, names in os.walk(source_root):
        for name in sorted(names):
            if not name.lower().endswith(".svg"):
                continue
            source = os.path.join(folder, name)
            target = os.path.join(target_root, os.path.relpath(source, source_root))
            scale_file(source, target, factor)
            count += 1
    print(f"{count} icons written to {target_root} with stroke widths × {factor:g}")


if __name__ == "__main__":
    main()
