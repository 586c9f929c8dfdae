"""``mindspore.mindrecord.config``: the MindRecord encryption settings (``set_enc_key``, ``set_enc_mode``,
``set_dec_mode``), validated as MindSpore 2.10 validates them, and the encryption itself.

With a key set, ``FileWriter.commit`` encrypts every shard file and its index in MindSpore's layout
(blocks of at most 64 MiB, each ``[big-endian int32 length][MindSpore's AES-GCM container]``, then a 0 length,
the 7-character mode and ``ENCRYPT``; ``msgraph/_crypto.py`` does the AES), and the readers decrypt into
``.decrypt_mindrecord/<uuid5 of the file>/`` beside the file (removed at exit), as MindSpore does: files written by
either library read in the other.  A custom ``enc_mode``/``dec_mode`` function ``f(src, size, dst, key)`` is
called as MindSpore calls it.  The mismatches (a key set for a plain file, no key for an encrypted one, a wrong
key or mode) raise MindSpore's RuntimeErrors.
"""
from __future__ import annotations

import atexit
import os
import shutil
import stat
import uuid
from typing import Any, Dict, List

__all__ = ["set_enc_key", "set_enc_mode", "set_dec_mode"]

ENC_KEY: Any = None
ENC_MODE: Any = "AES-GCM"
DEC_MODE: Any = None
ENCRYPT_END_FLAG = b"ENCRYPT"
MIN_FILE_SIZE = 8       # MindSpore's shardutils.MIN_FILE_SIZE
_MODES = ("AES-GCM",)


def set_enc_key(enc_key: Any) -> None:
    """The key to encrypt/decrypt MindRecord files with (a str of 16, 24 or 32 characters); None: no encryption."""
    global ENC_KEY
    if enc_key is None:
        ENC_KEY = None
        return
    if not isinstance(enc_key, str):
        raise ValueError("The input enc_key is not str.")
    if len(enc_key) not in (16, 24, 32):
        raise ValueError("The length of input enc_key is not 16, 24, 32.")
    ENC_KEY = enc_key


def _get_enc_key() -> Any:
    return ENC_KEY


def set_enc_mode(enc_mode: Any = "AES-GCM") -> None:
    """The encryption mode ("AES-GCM") or a function ``f(src_file, size, dst_file, key)``."""
    global ENC_MODE
    if callable(enc_mode):
        ENC_MODE = enc_mode
        return
    if not isinstance(enc_mode, str):
        raise ValueError("The input enc_mode is not str.")
    if enc_mode not in _MODES:
        raise ValueError("The input enc_mode is invalid.")
    ENC_MODE = enc_mode


def _get_enc_mode() -> Any:
    return ENC_MODE


def set_dec_mode(dec_mode: Any = "AES-GCM") -> None:
    """The decryption mode ("AES-GCM", a function, or None: the encryption mode's)."""
    global DEC_MODE
    if dec_mode is None or callable(dec_mode):
        DEC_MODE = dec_mode
        return
    if not isinstance(dec_mode, str):
        raise ValueError("The input dec_mode is not str.")
    if dec_mode not in _MODES:
        raise ValueError("The input dec_mode is invalid.")
    DEC_MODE = dec_mode


def _get_dec_mode() -> Any:
    if DEC_MODE is None:
        if callable(ENC_MODE):
            raise RuntimeError("You use custom encryption, so you must also define custom decryption.")
        return ENC_MODE
    return DEC_MODE


DECRYPT_DIRECTORY = ".decrypt_mindrecord"
_BLOCK = 64 * 1024 * 1024
_DECRYPTED: Dict[str, Any] = {}     # decrypted copy -> the (key, mode) it was decrypted with
_FAILED = "Failed to decrypt data, please check if enc_key and enc_mode / dec_mode is valid."


def _mode_text(mode: Any) -> bytes:
    return b"UDF-ENC" if callable(mode) else str(mode).encode("utf-8")


def encrypt_file(filename: str) -> None:
    """Encrypt ``filename`` in place with the current key and mode (``FileWriter.commit`` with a key set)."""
    from .. import _crypto as crypto

    key, mode = ENC_KEY, ENC_MODE
    size = os.path.getsize(filename)
    tmp = filename + ".encrypt"
    with open(filename, "rb") as src, open(tmp, "wb") as dst:
        if callable(mode):
            mode(src, size, dst, key)
        else:
            while True:
                data = src.read(_BLOCK)
                if not data:
                    break
                enc = crypto.encrypt(data, key.encode("utf-8"), mode)
                dst.write(len(enc).to_bytes(4, "big", signed=True) + enc)
        dst.write((0).to_bytes(4, "big", signed=True) + _mode_text(mode) + ENCRYPT_END_FLAG)
    os.chmod(tmp, stat.S_IRUSR | stat.S_IWUSR)
    shutil.move(tmp, filename)


def _decrypt_into(filename: str, out: str) -> None:
    from .. import _crypto as crypto

    key, mode = ENC_KEY, _get_dec_mode()
    size = os.path.getsize(filename) - len(ENCRYPT_END_FLAG)
    with open(filename, "rb") as f:
        f.seek(size - 7)
        if f.read(7) != _mode_text(mode):
            raise RuntimeError(_FAILED)
        f.seek(0)
        with open(out, "wb") as dst:
            if callable(mode):
                mode(f, size, dst, key)
                return
            pos = 0
            while True:
                n = int.from_bytes(f.read(4), "big", signed=True)
                if n == 0:
                    break
                if n < 0 or pos + 4 + n > size - 11:
                    raise RuntimeError(f"Invalid encrypted block length {n} in file: {filename} at offset: {pos}.")
                try:
                    dst.write(crypto.decrypt(f.read(n), key.encode("utf-8"), mode))
                except ValueError:
                    raise RuntimeError(_FAILED) from None
                pos += 4 + n


def decrypted(filename: str) -> str:
    """The path to read ``filename`` from: itself, or with a key set its decrypted copy (its index decrypted
    beside it) in ``.decrypt_mindrecord`` next to it.  Checks the key setting against the file first."""
    check_readable(filename)
    if ENC_KEY is None:
        return filename
    real = os.path.realpath(filename)
    group = os.path.join(os.path.dirname(real), DECRYPT_DIRECTORY,
                         uuid.uuid5(uuid.NAMESPACE_URL, real[:-3] if real.endswith(".db") else real).hex)
    os.makedirs(group, mode=0o700, exist_ok=True)
    outs: List[str] = []
    for src in (real, real + ".db"):
        if src.endswith(".db.db") or not os.path.isfile(src):
            continue
        out = os.path.join(group, os.path.basename(src))
        if (_DECRYPTED.get(out) == (ENC_KEY, _get_dec_mode()) and os.path.isfile(out)
                and os.path.getmtime(out) >= os.path.getmtime(src)):
            outs.append(out)    # decrypted earlier in this process (the header, then the shard)
            continue
        # a new file renamed over the old copy: readers still mapping the old one keep their data
        tmp = f"{out}.{os.getpid()}.{uuid.uuid4().hex[:8]}"
        try:
            _decrypt_into(src, tmp)
        except BaseException:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
        os.chmod(tmp, stat.S_IRUSR | stat.S_IWUSR)
        os.replace(tmp, out)
        _DECRYPTED[out] = (ENC_KEY, _get_dec_mode())
        outs.append(out)
    return outs[0]


def decrypt_in_place(filename: str) -> None:
    """``FileWriter.open_for_append`` with a key set: the file and its index are decrypted over themselves (the
    commit encrypts them again), as MindSpore does."""
    if ENC_KEY is None:
        check_readable(filename)
        return
    plain = decrypted(filename)
    for src, dst in ((plain, filename), (plain + ".db", filename + ".db")):
        if os.path.exists(src):
            shutil.move(src, dst)
            _DECRYPTED.pop(src, None)


@atexit.register
def _cleanup() -> None:
    for path in list(_DECRYPTED):
        try:
            os.remove(path)
            parent = os.path.dirname(path)
            if not os.listdir(parent):
                os.rmdir(parent)
                if not os.listdir(os.path.dirname(parent)):
                    os.rmdir(os.path.dirname(parent))
        except OSError:
            pass


def check_readable(filename: str) -> None:
    """Before a MindRecord file is opened: the key setting must match whether the file is encrypted (with a key
    set, MindSpore first checks the file's size, as the decryption step reads its trailer)."""
    if ENC_KEY is not None and os.path.isfile(filename) and os.path.getsize(filename) < MIN_FILE_SIZE:
        raise RuntimeError(f"Invalid file, the size of mindrecord file: {os.path.getsize(filename)} is smaller than "
                           f"the lower limit: {MIN_FILE_SIZE}.\n Please check file path: {filename} and use "
                           "'FileWriter' to generate valid mindrecord files.")
    try:
        with open(filename, "rb") as f:
            f.seek(max(0, os.path.getsize(filename) - len(ENCRYPT_END_FLAG)))
            encrypted = f.read() == ENCRYPT_END_FLAG
    except OSError:
        return      # missing or unreadable: the reader reports it
    if ENC_KEY is not None:
        if not encrypted:
            raise RuntimeError("The mindrecord file is not encrypted. You can set "
                               "'mindspore.mindrecord.config.set_enc_key(None)' to disable the decryption.")
        return
    if encrypted:
        raise RuntimeError("The mindrecord file is encrypted. You need to configure "
                           "'mindspore.mindrecord.config.set_enc_key(...)' and "
                           "'mindspore.mindrecord.config.set_enc_mode(...)' for decryption.")
