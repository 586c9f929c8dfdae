"""MindSpore 2.10's encrypted files (checkpoints with ``enc_key``, MindRecord with ``set_enc_key``): AES-GCM and
AES-CBC with 128/192/256-bit keys and SM4-CBC with 128-bit keys, in MindSpore's own container, so files either
library writes the other reads.

The container, per block of at most 64 MiB of plain data (little-endian int32 fields)::

    GCM: magic 0x7F3A5ED8 | tag (16) | block_len | iv_len (16) | iv | cipher_len | cipher
    CBC: magic 0x7F3A5ED9 |            block_len | iv_len (16) | iv | cipher_len | cipher (PKCS#7 padded)
    SM4-CBC: magic 0x7F3A5EDA, as CBC

``block_len`` counts the fields after it.  GCM uses the first 12 bytes of the stored 16-byte IV, as OpenSSL does
when MindSpore passes it without setting the IV length, and no additional authenticated data.  AES (FIPS-197) and GHASH (8-bit tables) are Numba kernels, compiled on first use
and cached on disk (numba is imported only then): ~100 MB/s on one core; short GHASH inputs (IVs) stay in Python.
"""
from __future__ import annotations

import os
import struct
from typing import Any, List, Optional, Tuple

import numpy as np

GCM_MAGIC = 0x7F3A5ED8
CBC_MAGIC = 0x7F3A5ED9
SM4_MAGIC = 0x7F3A5EDA
MAX_BLOCK = 64 * 1024 * 1024
MODES = ("AES-GCM", "AES-CBC", "SM4-CBC")
_MAGIC = {"AES-GCM": GCM_MAGIC, "AES-CBC": CBC_MAGIC, "SM4-CBC": SM4_MAGIC}


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


_NO_CHAIN = np.zeros(0, np.uint8)


def _encrypt_blocks(rk: np.ndarray, s: np.ndarray, cbc_iv: Optional[bytes] = None) -> np.ndarray:
    """AES-encrypt each 16-byte row of ``s`` (uint8, (n, 16)) with the round keys ``rk``; with ``cbc_iv``, chained
    as CBC mode chains them."""
    chain = _NO_CHAIN if cbc_iv is None else np.frombuffer(cbc_iv, np.uint8)
    return _kernels()[0](rk, np.ascontiguousarray(s, np.uint8), _SBOX, _MUL[2], _MUL[3], _SHIFT, chain)


def _decrypt_blocks(rk: np.ndarray, s: np.ndarray) -> np.ndarray:
    return _kernels()[1](rk, np.ascontiguousarray(s, np.uint8), _INV_SBOX, _MUL[9], _MUL[11], _MUL[13], _MUL[14],
                         _INV_SHIFT)


# --- SM4 (GB/T 32907) ------------------------------------------------------------------------------------------
def _sm4_sbox() -> np.ndarray:
    """SM4's S-box, generated: A(I(A(x))) with I the inverse in GF(2^8) mod x^8+x^7+x^6+x^5+x^4+x^2+1 and A the
    affine map whose rows rotate 0xE5 (plus 0xD3); the standard's example checks it (tests/train)."""
    def mul(a: int, b: int) -> int:
        p = 0
        while b:
            if b & 1:
                p ^= a
            a <<= 1
            if a & 0x100:
                a ^= 0x1F5
            b >>= 1
        return p

    exp, log = [0] * 255, [0] * 256
    x = 1
    for i in range(255):
        exp[i], log[x] = x, i
        x = mul(x, 3)
        if i < 254 and x == 1:
            raise AssertionError("3 does not generate GF(2^8)*")  # pragma: no cover

    row = [(0xE5 >> (7 - i)) & 1 for i in range(8)]

    def affine(v: int) -> int:
        bits = [(v >> i) & 1 for i in range(8)]
        out = 0
        for i in range(8):
            r = row[-i:] + row[:-i] if i else row
            out |= (sum(a & b for a, b in zip(r, bits)) & 1) << i
        return out ^ 0xD3

    return np.array([affine(exp[-log[a] % 255] if (a := affine(v)) else 0) for v in range(256)], np.uint8)


_SM4_SBOX = _sm4_sbox()
_SM4_FK = (0xA3B1BAC6, 0x56AA3350, 0x677D9197, 0xB27022DC)


def _sm4_round_keys(key: bytes) -> np.ndarray:
    def tau(v: int) -> int:
        return int.from_bytes(bytes(int(_SM4_SBOX[b]) for b in v.to_bytes(4, "big")), "big")

    def rotl(v: int, n: int) -> int:
        return ((v << n) | (v >> (32 - n))) & 0xFFFFFFFF

    k = [int.from_bytes(key[4 * i:4 * i + 4], "big") ^ _SM4_FK[i] for i in range(4)]
    rk = []
    for i in range(32):
        ck = int.from_bytes(bytes(((4 * i + j) * 7) & 0xFF for j in range(4)), "big")
        t = tau(k[i + 1] ^ k[i + 2] ^ k[i + 3] ^ ck)
        k.append(k[i] ^ t ^ rotl(t, 13) ^ rotl(t, 23))
        rk.append(k[-1])
    return np.array(rk, np.uint64)


# --- GCM (NIST SP 800-38D) ------------------------------------------------------------------------------------
_R = 0xE1 << 120


class _GHash:
    """Multiplication by H in GF(2^128), one 256-entry table per byte of the operand; long inputs run the same
    table walk compiled by Numba (a Python loop costs ~5 us per 16-byte block)."""

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
        self._np: Optional[Tuple[np.ndarray, np.ndarray]] = None

    def __call__(self, data: bytes) -> int:
        if len(data) >= 4096:
            return self._compiled(data)
        y, tabs = 0, self.tables
        for i in range(0, len(data), 16):
            x = y ^ int.from_bytes(data[i:i + 16], "big")
            y = 0
            for p in range(16):
                y ^= tabs[p][(x >> (8 * (15 - p))) & 0xFF]
        return y

    def _compiled(self, data: bytes) -> int:
        if self._np is None:
            mask = (1 << 64) - 1
            self._np = (np.array([[v >> 64 for v in t] for t in self.tables], np.uint64),
                        np.array([[v & mask for v in t] for t in self.tables], np.uint64))
        words = np.frombuffer(data, ">u8").astype(np.uint64)
        hi, lo = _kernels()[2](self._np[0], self._np[1], words)
        return (int(hi) << 64) | int(lo)


_KERNELS: Any = None


def _kernels() -> Any:
    """(AES encrypt, AES decrypt, GHASH) compiled by Numba (cached on disk): a block costs well under a
    microsecond, where numpy's whole-array rounds or a Python loop cost several."""
    global _KERNELS
    if _KERNELS is not None:
        return _KERNELS
    import numba

    @numba.njit(cache=True, nogil=True)
    def encrypt(rk, data, sbox, mul2, mul3, shift, chain):  # pragma: no cover - compiled
        out = np.empty_like(data)
        s = np.empty(16, np.uint8)
        t = np.empty(16, np.uint8)
        prev = chain.copy()             # CBC: each block XORed with the previous cipher block (16 zeros: ECB)
        cbc = chain.shape[0] == 16
        last = rk.shape[0] - 1
        for b in range(data.shape[0]):
            for i in range(16):
                s[i] = data[b, i] ^ rk[0, i]
                if cbc:
                    s[i] ^= prev[i]
            for r in range(1, last + 1):
                for i in range(16):
                    t[i] = sbox[s[shift[i]]]
                if r < last:
                    for c in range(4):
                        a0, a1, a2, a3 = t[4 * c], t[4 * c + 1], t[4 * c + 2], t[4 * c + 3]
                        s[4 * c] = mul2[a0] ^ mul3[a1] ^ a2 ^ a3
                        s[4 * c + 1] = a0 ^ mul2[a1] ^ mul3[a2] ^ a3
                        s[4 * c + 2] = a0 ^ a1 ^ mul2[a2] ^ mul3[a3]
                        s[4 * c + 3] = mul3[a0] ^ a1 ^ a2 ^ mul2[a3]
                else:
                    for i in range(16):
                        s[i] = t[i]
                for i in range(16):
                    s[i] ^= rk[r, i]
            for i in range(16):
                out[b, i] = s[i]
                prev[i] = s[i]
        return out

    @numba.njit(cache=True, nogil=True)
    def decrypt(rk, data, inv_sbox, m9, m11, m13, m14, inv_shift):  # pragma: no cover - compiled
        out = np.empty_like(data)
        s = np.empty(16, np.uint8)
        t = np.empty(16, np.uint8)
        last = rk.shape[0] - 1
        for b in range(data.shape[0]):
            for i in range(16):
                s[i] = data[b, i] ^ rk[last, i]
            for r in range(last - 1, -1, -1):
                for i in range(16):
                    t[i] = inv_sbox[s[inv_shift[i]]] ^ rk[r, i]
                if r > 0:
                    for c in range(4):
                        a0, a1, a2, a3 = t[4 * c], t[4 * c + 1], t[4 * c + 2], t[4 * c + 3]
                        s[4 * c] = m14[a0] ^ m11[a1] ^ m13[a2] ^ m9[a3]
                        s[4 * c + 1] = m9[a0] ^ m14[a1] ^ m11[a2] ^ m13[a3]
                        s[4 * c + 2] = m13[a0] ^ m9[a1] ^ m14[a2] ^ m11[a3]
                        s[4 * c + 3] = m11[a0] ^ m13[a1] ^ m9[a2] ^ m14[a3]
                else:
                    for i in range(16):
                        s[i] = t[i]
            for i in range(16):
                out[b, i] = s[i]
        return out

    @numba.njit(cache=True, nogil=True)
    def ghash(t_hi, t_lo, words):  # pragma: no cover - compiled
        yhi = np.uint64(0)
        ylo = np.uint64(0)
        for b in range(words.shape[0] // 2):
            xhi = yhi ^ words[2 * b]
            xlo = ylo ^ words[2 * b + 1]
            yhi = np.uint64(0)
            ylo = np.uint64(0)
            for p in range(8):
                k = (xhi >> np.uint64(8 * (7 - p))) & np.uint64(0xFF)
                yhi ^= t_hi[p, k]
                ylo ^= t_lo[p, k]
            for p in range(8):
                k = (xlo >> np.uint64(8 * (7 - p))) & np.uint64(0xFF)
                yhi ^= t_hi[8 + p, k]
                ylo ^= t_lo[8 + p, k]
        return yhi, ylo

    @numba.njit(cache=True, nogil=True)
    def sm4(rk, data, sbox, chain):  # pragma: no cover - compiled
        out = np.empty_like(data)
        prev = chain.copy()
        cbc = chain.shape[0] == 16
        m = np.uint64(0xFFFFFFFF)
        x = np.empty(4, np.uint64)
        for b in range(data.shape[0]):
            for w in range(4):
                v = np.uint64(0)
                for j in range(4):
                    byte = data[b, 4 * w + j]
                    if cbc:
                        byte ^= prev[4 * w + j]
                    v = (v << np.uint64(8)) | np.uint64(byte)
                x[w] = v
            for r in range(32):
                t = x[1] ^ x[2] ^ x[3] ^ rk[r]
                t = ((np.uint64(sbox[(t >> np.uint64(24)) & np.uint64(255)]) << np.uint64(24))
                     | (np.uint64(sbox[(t >> np.uint64(16)) & np.uint64(255)]) << np.uint64(16))
                     | (np.uint64(sbox[(t >> np.uint64(8)) & np.uint64(255)]) << np.uint64(8))
                     | np.uint64(sbox[t & np.uint64(255)]))
                l = t
                for n in (2, 10, 18, 24):
                    l ^= ((t << np.uint64(n)) | (t >> np.uint64(32 - n))) & m
                x0 = x[0]
                x[0] = x[1]
                x[1] = x[2]
                x[2] = x[3]
                x[3] = x0 ^ l
            for w in range(4):
                v = x[3 - w]
                for j in range(4):
                    out[b, 4 * w + j] = np.uint8((v >> np.uint64(8 * (3 - j))) & np.uint64(255))
            if cbc:
                for i in range(16):
                    prev[i] = out[b, i]
        return out

    _KERNELS = (encrypt, decrypt, ghash, sm4)
    return _KERNELS


def _pad16(b: bytes) -> bytes:
    return b + bytes(-len(b) % 16)


def _gcm(rk: np.ndarray, iv: bytes, data: bytes, decrypt: bool, tag: Optional[bytes] = None) -> Tuple[bytes, bytes]:
    """(output, tag) of AES-GCM on ``data`` (plain text to encrypt, or cipher text to decrypt); no AAD.  Given the
    expected ``tag``, a cipher text whose tag differs is refused before anything is decrypted."""
    ghash = _GHash(int.from_bytes(_encrypt_blocks(rk, np.zeros((1, 16), np.uint8)).tobytes(), "big"))
    if len(iv) == 12:
        j0 = iv + b"\x00\x00\x00\x01"
    else:
        j0 = ghash(_pad16(iv) + struct.pack(">QQ", 0, 8 * len(iv))).to_bytes(16, "big")
    ek0 = int.from_bytes(_encrypt_blocks(rk, np.frombuffer(j0, np.uint8).reshape(1, 16)).tobytes(), "big")

    def tag_of(cipher: bytes) -> bytes:
        return (ghash(_pad16(cipher) + struct.pack(">QQ", 0, 8 * len(cipher))) ^ ek0).to_bytes(16, "big")

    if decrypt and tag is not None and tag_of(data) != tag:
        raise CryptoError("the authentication tag does not match (wrong key or damaged data)")
    n = (len(data) + 15) // 16
    ctr = (int.from_bytes(j0[12:], "big") + 1 + np.arange(n, dtype=np.uint64)) % (1 << 32)
    blocks = np.empty((n, 16), np.uint8)
    blocks[:, :12] = np.frombuffer(j0[:12], np.uint8)
    blocks[:, 12:] = ctr.astype(">u4").view(np.uint8).reshape(n, 4)
    stream = _encrypt_blocks(rk, blocks).reshape(-1)[:len(data)]
    out = (np.frombuffer(data, np.uint8) ^ stream).tobytes()
    return out, (tag if decrypt and tag is not None else tag_of(data if decrypt else out))


class _Block:
    """A block cipher with its round keys: AES or SM4 (SM4 decrypts with its round keys reversed)."""

    def __init__(self, name: str, key: bytes) -> None:
        self.sm4 = name == "SM4"
        self.rk = _sm4_round_keys(key) if self.sm4 else _expand_key(key)

    def encrypt(self, blocks: np.ndarray, cbc_iv: Optional[bytes] = None) -> np.ndarray:
        if not self.sm4:
            return _encrypt_blocks(self.rk, blocks, cbc_iv)
        chain = _NO_CHAIN if cbc_iv is None else np.frombuffer(cbc_iv, np.uint8)
        return _kernels()[3](self.rk, np.ascontiguousarray(blocks, np.uint8), _SM4_SBOX, chain)

    def decrypt(self, blocks: np.ndarray) -> np.ndarray:
        if not self.sm4:
            return _decrypt_blocks(self.rk, blocks)
        return _kernels()[3](self.rk[::-1].copy(), np.ascontiguousarray(blocks, np.uint8), _SM4_SBOX, _NO_CHAIN)


def _cbc_encrypt(cipher: _Block, iv: bytes, data: bytes) -> bytes:
    pad = 16 - len(data) % 16
    return cipher.encrypt(np.frombuffer(data + bytes([pad]) * pad, np.uint8).reshape(-1, 16), iv).tobytes()


def _cbc_decrypt(cipher: _Block, iv: bytes, data: bytes) -> bytes:
    if not data or len(data) % 16:
        raise CryptoError("the cipher text is not a whole number of blocks")
    c = np.frombuffer(data, np.uint8).reshape(-1, 16)
    prev = np.concatenate([np.frombuffer(iv, np.uint8).reshape(1, 16), c[:-1]])
    p = (cipher.decrypt(c) ^ prev).tobytes()
    pad = p[-1]
    if not 1 <= pad <= 16 or p[-pad:] != bytes([pad]) * pad:
        raise CryptoError("bad padding")
    return p[:-pad]


# --- MindSpore's container -----------------------------------------------------------------------------------
def _cipher(key: bytes, mode: str) -> _Block:
    if mode not in MODES:
        raise ValueError(f"The mode '{mode}' is not supported: MindSpore's modes are {', '.join(MODES)} "
                         f"(a custom function only for MindRecord files).")
    lengths = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if not isinstance(key, (bytes, bytearray)) or len(key) not in lengths:
        raise ValueError(f"The key length must be {' or '.join(map(str, lengths))}, but got key length is "
                         f"{len(key) if isinstance(key, (bytes, bytearray)) else type(key).__name__}.")
    return _Block(mode[:3], bytes(key))


def encrypt(data: bytes, key: bytes, mode: str = "AES-GCM", iv: Optional[bytes] = None) -> bytes:
    """``data`` in MindSpore's encrypted container (a fresh random IV per block unless ``iv`` is given)."""
    cipher = _cipher(key, mode)
    out = []
    for start in range(0, max(len(data), 1), MAX_BLOCK):
        block = bytes(data[start:start + MAX_BLOCK])
        biv = iv if iv is not None else os.urandom(16)
        if mode == "AES-GCM":
            enc, tag = _gcm(cipher.rk, biv[:12], block, decrypt=False)
            head = struct.pack("<I", GCM_MAGIC) + tag
        else:
            enc = _cbc_encrypt(cipher, biv, block)
            head = struct.pack("<I", _MAGIC[mode])
        body = struct.pack("<i", len(biv)) + biv + struct.pack("<i", len(enc)) + enc
        out.append(head + struct.pack("<i", len(body)) + body)
    return b"".join(out)


def is_encrypted(data: bytes) -> bool:
    return len(data) >= 4 and struct.unpack("<I", data[:4])[0] in _MAGIC.values()


def decrypt(data: bytes, key: bytes, mode: str = "AES-GCM") -> bytes:
    """The plain data of MindSpore's encrypted container; CryptoError for a wrong key or mode or a damaged file."""
    cipher = _cipher(key, mode)
    want = _MAGIC[mode]
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
        enc = body[8 + iv_len:]
        if iv_len <= 0 or c_len < 0 or len(enc) != c_len:
            raise CryptoError("the encrypted data is damaged")
        if mode == "AES-GCM":
            plain, _ = _gcm(cipher.rk, iv[:12], enc, decrypt=True, tag=tag)
        else:
            plain = _cbc_decrypt(cipher, iv, enc)
        out.append(plain)
    return b"".join(out)
