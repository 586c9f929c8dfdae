"""``mindspore.mindrecord.config``: the MindRecord encryption settings (``set_enc_key``, ``set_enc_mode``,
``set_dec_mode``), validated as MindSpore 2.10 validates them.

msgraph does not encrypt or decrypt MindRecord files: MindSpore uses AES-GCM from its C++ runtime, and no
package on msgraph's dependency list provides it.  With a key set, ``FileWriter.commit`` raises
NotImplementedError before it writes anything, and reading a file that MindSpore encrypted raises it too;
the other mismatches (a key set for a plain file, no key for an encrypted one) raise MindSpore's RuntimeErrors.
"""
from __future__ import annotations

import os
from typing import Any

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


def check_writable() -> None:
    """FileWriter.commit: a key is set, and msgraph cannot encrypt."""
    if ENC_KEY is not None:
        raise NotImplementedError("msgraph does not encrypt MindRecord files: call "
                                  "mindspore.mindrecord.set_enc_key(None) before writing (MindSpore encrypts them "
                                  "with AES-GCM from its C++ runtime).")


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
        raise NotImplementedError(f"msgraph does not decrypt MindRecord files ({filename} is encrypted).")
    if encrypted:
        raise RuntimeError("The mindrecord file is encrypted. You need to configure "
                           "'mindspore.mindrecord.config.set_enc_key(...)' and "
                           "'mindspore.mindrecord.config.set_enc_mode(...)' for decryption.")
