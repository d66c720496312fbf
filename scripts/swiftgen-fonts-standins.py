#!/usr/bin/env python3
"""Writes stand-in font files for SwiftGen's fonts fixtures, named as SwiftGen's own fonts context
says: swiftgen-fonts-standins.py CONTEXT.yaml OUT_DIR

SwiftGen's fixture fonts (Sources/TestUtils/Fixtures/Resources/Fonts) are Apple's SF, Avenir and
Zapf Dingbats, which may not be copied. What its fonts context and templates read from them is
only names, so CONTEXT.yaml (SwiftGen's Sources/TestUtils/Fixtures/StencilContexts/Fonts/
defaults.yaml, fetched by you) gives every file's faces (PostScript name, family, style) and this
writes a small valid font per file with those names: a collection (.ttc) when a file has several
faces. The tables come from the fuzz seeds' generator (Fuzz/Seeds/FuzzFont/make-seeds.py)."""
import importlib.util, os, struct, sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("seeds", os.path.join(here, "..", "Fuzz", "Seeds", "FuzzFont", "make-seeds.py"))
seeds = importlib.util.module_from_spec(spec)
spec.loader.exec_module(seeds)

def unquote(text):
    text = text.strip()
    return text[1:-1].replace('\\"', '"') if text.startswith('"') and text.endswith('"') else text

def read_context(path):
    """The families of SwiftGen's YAML dump: a list of {fonts: [{name, path, style}], name}."""
    files, family_faces, family = {}, [], None
    def flush():
        for face in family_faces:
            files.setdefault(face["path"], []).append(dict(face, family=family))
    with open(path, encoding="utf-8") as f:
        for line in f:
            stripped = line.strip()
            if stripped.startswith("- fonts:"):
                flush(); family_faces, family = [], None
            elif stripped.startswith("- name:"):
                family_faces.append({"name": unquote(stripped[len("- name:"):])})
            elif stripped.startswith(("path:", "style:")) and line.startswith("    "):
                key, _, value = stripped.partition(":")
                family_faces[-1][key] = unquote(value)
            elif stripped.startswith("name:") and line.startswith("  name:"):
                family = unquote(stripped[len("name:"):])
    flush()
    return files

def tables(face):
    names = [(1, face["family"]), (2, face["style"]), (4, face["family"] + " " + face["style"]), (6, face["name"])]
    return [("OS/2", seeds.os2(400)), ("cmap", seeds.cmap()), ("head", seeds.head()), ("hhea", seeds.hhea(12)),
            ("hmtx", b"".join(struct.pack(">Hh", 600, 0) for _ in range(12))), ("name", seeds.name(names)), ("post", seeds.post())]

def font_file(faces):
    if len(faces) == 1:
        return seeds.sfnt(tables(faces[0]))
    header = 12 + 4 * len(faces)
    members, offsets = b"", []
    for face in faces:
        offsets.append(header + len(members))
        members += seeds.sfnt(tables(face), start=header + len(members))
    return b"ttcf" + struct.pack(">II", 0x10000, len(faces)) + b"".join(struct.pack(">I", o) for o in offsets) + members

def main():
    if len(sys.argv) != 3:
        sys.exit("usage: swiftgen-fonts-standins.py CONTEXT.yaml OUT_DIR")
    files = read_context(sys.argv[1])
    if not files:
        sys.exit(sys.argv[1] + ": error: no fonts in this context file")
    os.makedirs(sys.argv[2], exist_ok=True)
    for path, faces in sorted(files.items()):
        with open(os.path.join(sys.argv[2], os.path.basename(path)), "wb") as f:
            f.write(font_file(faces))
    print(" ".join(os.path.basename(p) for p in sorted(files)))

if __name__ == "__main__":
    main()
