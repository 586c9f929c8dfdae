"""MindSpore 2.10's encrypted files (checkpoints with ``enc_key``, MindRecord with ``set_enc_key``): AES-GCM and
AES-CBC with 128/192/256-bit keys, in MindSpore's own container, so files either library writes the other reads.

The container, per block of at most 64 MiB of plain data (little-endian int32 fields)::

    GCM: magic 0x7F3A5ED8 | tag (16) | block_len | iv_len (16) | iv | cipher_len | cipher
    CBC: magic 0x7F3A5ED9 |            block_len | iv_len (16) | iv | cipher_len | cipher (PKCS#7 padded)

``block_len`` counts the fields after it.  GCM uses the first 12 bytes of the stored 16-byte IV, as OpenSSL does
when MindSpore passes it without setting the IV length, and no additional authenticated data.  AES itself (FIPS-197) runs vectorised over all blocks with numpy (CTR
and CBC decryption are parallel; CBC encryption is a Python loop over blocks); GHASH is a table-driven loop
over 16-byte blocks (~5 us each): tens of MiB take seconds, as a pure-Python fallback can.
"""
from __future__ import annotations

import os
import struct
from typing import List, Optional, Tuple

import numpy as np

GCM_MAGIC = 0x7F3A5ED8
CBC_MAGIC = 0x7F3A5ED9
MAX_BLOCK = 64 * 1024 * 1024
MODES = ("AES-GCM", "AES-CBC")


class CryptoError(ValueError):
    """Wrong key or mode, or a damaged/unencrypted file."""


# --- AES (FIPS-197) ------------------------------------------------------------------------------------------
def _gmul(a: int, b: int) -> int:
    p = 0
    for _ in range(8):
        if b & 1:
            p ^= a
        hi = a & 0x80
        a = (a << 1) & 0xFF
        if hi:
            a ^= 0x1B
        b >>= 1
    return p


def _tables() -> Tuple[np.ndarray, np.ndarray, dict]:
    exp, log = [0] * 255, [0] * 256          # powers of the generator 3
    x = 1
    for i in range(255):
        exp[i], log[x] = x, i
        x = _gmul(x, 3)
    sbox = np.zeros(256, np.uint8)
    for a in range(256):
        x = exp[-log[a] % 255] if a else 0   # the multiplicative inverse (0 for 0)
        y = x
        for _ in range(4):
            x = ((x << 1) | (x >> 7)) & 0xFF
            y ^= x
        sbox[a] = y ^ 0x63
    inv_sbox = np.zeros(256, np.uint8)
    inv_sbox[sbox] = np.arange(256, dtype=np.uint8)
    mul = {k: np.array([_gmul(a, k) for a in range(256)], np.uint8) for k in (2, 3, 9, 11, 13, 14)}
    return sbox, inv_sbox, mul


_SBOX, _INV_SBOX, _MUL = _tables()
# the state is 16 bytes, column-major (byte 4c + r is row r of column c); ShiftRows moves row r left by r
_SHIFT = np.array([(r + 4 * ((c + r) % 4)) for c in range(4) for r in range(4)])
_INV_SHIFT = np.argsort(_SHIFT)


def _expand_key(key: bytes) -> np.ndarray:
    nk = len(key) // 4
    rounds = nk + 6
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (rounds + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = [int(_SBOX[b]) for b in t[1:] + t[:1]]
            t[0] ^= rcon
            rcon = _gmul(rcon, 2)
        elif nk > 6 and i % nk == 4:
            t = [int(_SBOX[b]) for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return np.array(w, np.uint8).reshape(rounds + 1, 16)


def _mix(s: np.ndarray, m: Tuple[int, int, int, int]) -> np.ndarray:
    a = s.reshape(-1, 4, 4)
    c = [a[:, :, i] for i in range(4)]

    def t(k: int, x: np.ndarray) -> np.ndarray:
        return x if k == 1 else _MUL[k][x]

    out = np.empty_like(a)
    for r in range(4):
        out[:, :, r] = (t(m[0], c[r]) ^ t(m[1], c[(r + 1) % 4]) ^ t(m[2], c[(r + 2) % 4])
                        ^ t(m[3], c[(r + 3) % 4]))
    return out.reshape(-1, 16)


def _encrypt_blocks(rk: np.ndarray, s: np.ndarray) -> np.ndarray:
    """AES-encrypt each 16-byte row of ``s`` (uint8, (n, 16))."""
    s = s ^ rk[0]
    for r in range(1, len(rk)):
        s = _SBOX[s][:, _SHIFT]
        if r < len(rk) - 1:
            s = _mix(s, (2, 3, 1, 1))
        s ^= rk[r]
    return s


def _decrypt_blocks(rk: np.ndarray, s: np.ndarray) -> np.ndarray:
    s = s ^ rk[-1]
    for r in range(len(rk) - 2, -1, -1):
        s = _INV_SBOX[s[:, _INV_SHIFT]]
        s ^= rk[r]
        if r > 0:
            s = _mix(s, (14, 11, 13, 9))
    return s


# --- GCM (NIST SP 800-38D) ------------------------------------------------------------------------------------
_R = 0xE1 << 120


class _GHash:
    """Multiplication by H in GF(2^128), one 256-entry table per byte of the operand."""

    def __init__(self, h: int) -> None:
        v, basis = h, []
        for _ in range(128):          # basis[i] = x^i * H: the product of H with the bit i (from the left)
            basis.append(v)
            v = (v >> 1) ^ _R if v & 1 else v >> 1
        self.tables: List[List[int]] = []
        for p in range(16):
            t = [0] * 256
            for b in range(1, 256):
                low = b & -b
                t[b] = t[b ^ low] ^ basis[8 * p + 7 - (low.bit_length() - 1)]
            self.tables.append(t)

    def __call__(self, data: bytes) -> int:
        y, tabs = 0, self.tables
        for i in range(0, len(data), 16):
            x = y ^ int.from_bytes(data[i:i + 16], "big")
            y = 0
            for p in range(16):
                y ^= tabs[p][(x >> (8 * (15 - p))) & 0xFF]
        return y


def _pad16(b: bytes) -> bytes:
    return b + bytes(-len(b) % 16)


def _gcm(rk: np.ndarray, iv: bytes, data: bytes, decrypt: bool) -> Tuple[bytes, bytes]:
    """(output, tag) of AES-GCM on ``data`` (plain text to encrypt, or cipher text to decrypt); no AAD."""
    ghash = _GHash(int.from_bytes(_encrypt_blocks(rk, np.zeros((1, 16), np.uint8)).tobytes(), "big"))
    if len(iv) == 12:
        j0 = iv + b"\x00\x00\x00\x01"
    else:
        j0 = ghash(_pad16(iv) + struct.pack(">QQ", 0, 8 * len(iv))).to_bytes(16, "big")
    n = (len(data) + 15) // 16
    ctr = (int.from_bytes(j0[12:], "big") + 1 + np.arange(n, dtype=np.uint64)) % (1 << 32)
    blocks = np.empty((n, 16), np.uint8)
    blocks[:, :12] = np.frombuffer(j0[:12], np.uint8)
    blocks[:, 12:] = ctr.astype(">u4").view(np.uint8).reshape(n, 4)
    stream = np.concatenate([_encrypt_blocks(rk, blocks[i:i + 65536]) for i in range(0, n, 65536)] or
                            [np.zeros((0, 16), np.uint8)]).reshape(-1)[:len(data)]
    out = (np.frombuffer(data, np.uint8) ^ stream).tobytes()
    cipher = data if decrypt else out
    s = ghash(_pad16(cipher) + struct.pack(">QQ", 0, 8 * len(cipher)))
    ek0 = int.from_bytes(_encrypt_blocks(rk, np.frombuffer(j0, np.uint8).reshape(1, 16)).tobytes(), "big")
    return out, (s ^ ek0).to_bytes(16, "big")


def _cbc_encrypt(rk: np.ndarray, iv: bytes, data: bytes) -> bytes:
    pad = 16 - len(data) % 16
    p = np.frombuffer(data + bytes([pad]) * pad, np.uint8).reshape(-1, 16)
    out = np.empty_like(p)
    prev = np.frombuffer(iv, np.uint8)
    for i in range(len(p)):
        prev = out[i] = _encrypt_blocks(rk, (p[i] ^ prev).reshape(1, 16))[0]
    return out.tobytes()


def _cbc_decrypt(rk: np.ndarray, iv: bytes, data: bytes) -> bytes:
    if not data or len(data) % 16:
        raise CryptoError("the cipher text is not a whole number of AES blocks")
    c = np.frombuffer(data, np.uint8).reshape(-1, 16)
    prev = np.concatenate([np.frombuffer(iv, np.uint8).reshape(1, 16), c[:-1]])
    p = (_decrypt_blocks(rk, c) ^ prev).tobytes()
    pad = p[-1]
    if not 1 <= pad <= 16 or p[-pad:] != bytes([pad]) * pad:
        raise CryptoError("bad padding")
    return p[:-pad]


# --- MindSpore's container -----------------------------------------------------------------------------------
def _mode(mode: str) -> str:
    if mode not in MODES:
        raise ValueError(f"The mode '{mode}' is not supported: msgraph reads and writes MindSpore's {', '.join(MODES)} "
                         f"files (not SM4-CBC or a custom function).")
    return mode


def _key(key: bytes) -> np.ndarray:
    if not isinstance(key, (bytes, bytearray)) or len(key) not in (16, 24, 32):
        raise ValueError(f"The key length must be 16, 24 or 32, but got key length is "
                         f"{len(key) if isinstance(key, (bytes, bytearray)) else type(key).__name__}.")
    return _expand_key(bytes(key))


def encrypt(data: bytes, key: bytes, mode: str = "AES-GCM", iv: Optional[bytes] = None) -> bytes:
    """``data`` in MindSpore's encrypted container (a fresh random IV per block unless ``iv`` is given)."""
    rk, mode = _key(key), _mode(mode)
    out = []
    for start in range(0, max(len(data), 1), MAX_BLOCK):
        block = bytes(data[start:start + MAX_BLOCK])
        biv = iv if iv is not None else os.urandom(16)
        if mode == "AES-GCM":
            cipher, tag = _gcm(rk, biv[:12], block, decrypt=False)
            head = struct.pack("<I", GCM_MAGIC) + tag
        else:
            cipher = _cbc_encrypt(rk, biv, block)
            head = struct.pack("<I", CBC_MAGIC)
        body = struct.pack("<i", len(biv)) + biv + struct.pack("<i", len(cipher)) + cipher
        out.append(head + struct.pack("<i", len(body)) + body)
    return b"".join(out)


def is_encrypted(data: bytes) -> bool:
    return len(data) >= 4 and struct.unpack("<I", data[:4])[0] in (GCM_MAGIC, CBC_MAGIC)


def decrypt(data: bytes, key: bytes, mode: str = "AES-GCM") -> bytes:
    """The plain data of MindSpore's encrypted container; CryptoError for a wrong key or mode or a damaged file."""
    rk, mode = _key(key), _mode(mode)
    want = GCM_MAGIC if mode == "AES-GCM" else CBC_MAGIC
    out, pos = [], 0
    while pos < len(data):
        if len(data) - pos < 8 or struct.unpack("<I", data[pos:pos + 4])[0] != want:
            raise CryptoError("the data is not encrypted with this mode")
        pos += 4
        tag = b""
        if mode == "AES-GCM":
            tag, pos = data[pos:pos + 16], pos + 16
        (size,) = struct.unpack("<i", data[pos:pos + 4])
        body, pos = data[pos + 4:pos + 4 + size], pos + 4 + size
        if size < 8 or len(body) != size:
            raise CryptoError("the encrypted data is truncated")
        (iv_len,) = struct.unpack("<i", body[:4])
        iv = body[4:4 + iv_len]
        (c_len,) = struct.unpack("<i", body[4 + iv_len:8 + iv_len])
        cipher = body[8 + iv_len:]
        if iv_len <= 0 or c_len < 0 or len(cipher) != c_len:
            raise CryptoError("the encrypted data is damaged")
        if mode == "AES-GCM":
            plain, got = _gcm(rk, iv[:12], cipher, decrypt=True)
            if got != tag:
                raise CryptoError("the authentication tag does not match (wrong key or damaged data)")
        else:
            plain = _cbc_decrypt(rk, iv, cipher)
        out.append(plain)
    return b"".join(out)
