#!/usr/bin/env python3
"""Writes the FuzzFont seeds: small fonts built here byte by byte (no third-party font data).
A static font, a variable one, a two-member collection, WOFF (stored and zlib) and WOFF2 (when
libbrotlienc is installed). Run from anywhere: python3 Fuzz/Seeds/FuzzFont/make-seeds.py"""
import ctypes, ctypes.util, os, struct, zlib

def name(records):
    strings, entries = b"", b""
    for nid, text in records:
        data = text.encode("utf-16-be")
        entries += struct.pack(">6H", 3, 1, 0x409, nid, len(data), len(strings))
        strings += data
    return struct.pack(">3H", 0, len(records), 6 + len(entries)) + entries + strings

def head():
    t = bytearray(54)
    t[0:4] = struct.pack(">I", 0x10000); t[18:20] = struct.pack(">H", 1000); t[44:46] = struct.pack(">H", 1)
    return bytes(t)

def os2(weight):
    t = bytearray(78)
    t[4:8] = struct.pack(">HH", weight, 5); t[62:64] = struct.pack(">H", 0x20)
    return bytes(t)

def post():
    return struct.pack(">IiHHI", 0x30000, -12 << 16, 0, 0, 1) + bytes(16)

def hhea(n):
    return bytes(34) + struct.pack(">H", n)

def cmap():
    ends, starts, deltas = [0x39, 0x5A, 0x3093, 0xFFFF], [0x30, 0x41, 0x3041, 0xFFFF], [1 - 0x30, 11 - 0x41, 40 - 0x3041, 1]
    n = len(ends)
    sub = struct.pack(">7H", 4, 0, 0, n * 2, 4, 1, 2) + struct.pack(f">{n}H", *ends) + b"\0\0"
    sub += struct.pack(f">{n}H", *starts) + struct.pack(f">{n}H", *[d & 0xFFFF for d in deltas]) + bytes(2 * n)
    sub = sub[:2] + struct.pack(">H", len(sub)) + sub[4:]
    groups = [(0x30, 0x39, 1), (0x1F600, 0x1F601, 50)]
    sub12 = struct.pack(">HHIII", 12, 0, 16 + 12 * len(groups), 0, len(groups)) + b"".join(struct.pack(">III", *g) for g in groups)
    return struct.pack(">HHHHIHHI", 0, 2, 3, 1, 20, 3, 10, 20 + len(sub)) + sub + sub12

def fvar():
    t = struct.pack(">8H", 1, 0, 16, 2, 2, 20, 2, 14)
    t += b"wght" + struct.pack(">iiiHH", 100 << 16, 400 << 16, 900 << 16, 0, 256)
    t += b"wdth" + struct.pack(">iiiHH", 75 << 16, 100 << 16, 100 << 16, 1, 257)
    t += struct.pack(">HHiiH", 258, 0, 400 << 16, 100 << 16, 6) + struct.pack(">HHiiH", 259, 0, 700 << 16, 75 << 16, 0xFFFF)
    return t

def tables(variable):
    t = [("OS/2", os2(700)), ("cmap", cmap()), ("head", head()), ("hhea", hhea(12)),
         ("hmtx", b"".join(struct.pack(">Hh", 600, 0) for _ in range(12))),
         ("name", name([(1, "Seed"), (2, "Bold"), (6, "Seed-Bold"), (16, "Seed Family"), (17, "Bold"), (256, "Weight"), (257, "Width"), (258, "Regular"), (259, "Bold Condensed")])),
         ("post", post())]
    if variable: t.insert(2, ("fvar", fvar()))
    return t

def sfnt(tabs, start=0):
    out, body = struct.pack(">IHHHH", 0x10000, len(tabs), 0, 0, 0), b""
    offset = start + 12 + 16 * len(tabs)
    for tag, data in tabs:
        data += bytes(-len(data) % 4)
        out += tag.encode() + struct.pack(">III", 0, offset, len(data)); body += data; offset += len(data)
    return out + body

def woff(tabs, compress):
    directory, body = b"", b""
    offset = 44 + 20 * len(tabs)
    for tag, data in tabs:
        stored = zlib.compress(data) if compress and len(zlib.compress(data)) < len(data) else data
        directory += tag.encode() + struct.pack(">IIII", offset, len(stored), len(data), 0)
        stored += bytes(-len(stored) % 4); body += stored; offset += len(stored)
    return b"wOFF" + struct.pack(">IIHHIHHIIIII", 0x10000, offset, len(tabs), 0, 0, 1, 0, 0, 0, 0, 0, 0) + directory + body

KNOWN = ["cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post"]

def woff2(tabs):
    lib = ctypes.util.find_library("brotlienc")
    if not lib: return None
    enc = ctypes.CDLL(lib)
    directory, data = b"", b""
    for tag, t in tabs:
        directory += (bytes([KNOWN.index(tag)]) if tag in KNOWN else bytes([63]) + tag.encode()) + base128(len(t))
        data += t
    out_size = ctypes.c_size_t(len(data) + 1024)
    out = ctypes.create_string_buffer(out_size.value)
    assert enc.BrotliEncoderCompress(11, 22, 0, ctypes.c_size_t(len(data)), data, ctypes.byref(out_size), out) == 1
    stream = out.raw[:out_size.value]
    header = b"wOF2" + struct.pack(">IIHHIIHHIIIII", 0x10000, 0, len(tabs), 0, 0, len(stream), 1, 0, 0, 0, 0, 0, 0)
    return header + directory + stream

def base128(v):
    out = [v & 0x7F]; v >>= 7
    while v: out.insert(0, 0x80 | (v & 0x7F)); v >>= 7
    return bytes(out)

def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    os.makedirs(folder, exist_ok=True)
    seeds = {"static.ttf": sfnt(tables(False)), "variable.ttf": sfnt(tables(True)),
             "stored.woff": woff(tables(True), False), "zlib.woff": woff(tables(True), True)}
    member = sfnt(tables(True), start=20)
    seeds["collection.ttc"] = b"ttcf" + struct.pack(">IIII", 0x10000, 2, 20, 20) + member
    w2 = woff2(tables(True))
    if w2: seeds["brotli.woff2"] = w2
    for file, data in seeds.items():
        with open(os.path.join(folder, file), "wb") as f: f.write(data)
    print(" ".join(sorted(seeds)))

# Importable: scripts/swiftgen-fonts-standins.py builds its stand-in fonts with these tables.
if __name__ == "__main__":
    main()
