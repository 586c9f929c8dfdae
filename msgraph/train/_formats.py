"""The two checkpoint file formats, byte level: MindSpore's protobuf ``.ckpt`` and ``.safetensors``.

:mod:`msgraph.train.serialization` holds the public API and the rules (names, filters, errors,
atomic writes); this module turns (name, array | str) items into file contents and back.
``protobuf`` and ``safetensors`` are imported only inside these functions.
"""
from __future__ import annotations

import binascii
import logging
import os
from collections import OrderedDict
from typing import Any, List, Optional, Tuple

import numpy as np

from ..common import dtype as _dt
from ..common.tensor import Parameter

log = logging.getLogger("msgraph.train")

# MindSpore's tensor_type strings <-> numpy dtypes.
_TYPE_TO_NP = {
    "Int8": np.int8, "UInt8": np.uint8, "Int16": np.int16, "UInt16": np.uint16, "Int32": np.int32,
    "UInt32": np.uint32, "Int64": np.int64, "UInt64": np.uint64, "Float16": np.float16,
    "Float32": np.float32, "Float64": np.float64, "Bool": np.bool_,
}
_NP_TO_TYPE = {np.dtype(v).name: k for k, v in _TYPE_TO_NP.items()}
_NP_TO_TYPE["bfloat16"] = "BFloat16"
# MindSpore 2.10 writes a complex64 Tensor into a .ckpt, and its reader then fails on the file ('Complex64',
# a ValueError); msgraph writes the same entry and its reader (decode_tensor) rejects it the same way.
_NP_TO_TYPE["complex64"] = "Complex64"
FLOAT_NAMES = ("float16", "float32", "float64", "bfloat16")
INT_NAMES = ("int8", "int16", "int32", "int64")
SLICE_BYTES = 512 * 1024 * 1024   # MindSpore splits a parameter into messages of at most 512 MiB
_CRC_MARK = b"crc_num"


# ------------------------------------------------------------------------------------------------
# dtype helpers
# ------------------------------------------------------------------------------------------------
def _bf16_numpy() -> Optional[np.dtype]:
    """numpy's bfloat16 dtype (ml_dtypes'); None when that package is missing (bf16 then reads as float32)."""
    try:
        return _dt.bf16_numpy()
    except TypeError:   # (msgraph's DTypeError: ml_dtypes is not installed)
        return None


def decode_tensor(type_name: str, content: bytes, dims: List[int], where: str) -> np.ndarray:
    shape = tuple(int(d) for d in dims)
    if any(d < 0 for d in shape):
        raise ValueError(f"{where}: negative dimension in shape {shape}.")
    count = int(np.prod(shape, dtype=np.int64)) if shape else 1
    if type_name == "BFloat16":
        if len(content) != 2 * count:
            raise ValueError(f"{where}: {len(content)} bytes of data for a BFloat16 tensor of shape {shape} "
                             f"(expected {2 * count}).")
        bf16 = _bf16_numpy()
        if bf16 is not None:
            return np.frombuffer(content, bf16).reshape(shape).copy()
        bits = np.frombuffer(content, np.uint16).astype(np.uint32) << 16
        return bits.view(np.float32).reshape(shape).copy()
    np_type = _TYPE_TO_NP.get(type_name)
    if np_type is None:
        raise ValueError(f"{where}: unsupported tensor type {type_name!r} "
                         f"(supported: {', '.join(sorted(_TYPE_TO_NP))}, BFloat16, str).")
    itemsize = np.dtype(np_type).itemsize
    if len(content) != itemsize * count:
        raise ValueError(f"{where}: {len(content)} bytes of data for a {type_name} tensor of shape {shape} "
                         f"(expected {itemsize * count}).")
    return np.frombuffer(content, np_type).reshape(shape).copy()


def type_name(arr: np.ndarray, name: str) -> str:
    t = _NP_TO_TYPE.get(arr.dtype.name)
    if t is None:
        raise TypeError(f"For 'save_checkpoint', the data type {arr.dtype} of '{name}' cannot be saved.")
    return t


def wanted(name: str, specify: Optional[tuple], filter_: Optional[tuple]) -> bool:
    if specify and not any(name.startswith(p) for p in specify):
        return False
    if filter_ and any(name.startswith(p) for p in filter_):
        return False
    return True



# ------------------------------------------------------------------------------------------------
# .ckpt (protobuf) and .safetensors
# ------------------------------------------------------------------------------------------------
def write_ckpt(tmp: str, items: List[Tuple[str, Any]], crc_check: bool) -> None:
    from ._proto import checkpoint_class

    Checkpoint = checkpoint_class()
    crc = 0
    with open(tmp, "wb") as f:
        for name, value in items:
            if isinstance(value, str):
                chunks = [([0], "str", np.array(value).tobytes())]
            elif value.size == 0:
                continue   # MindSpore's .ckpt writer leaves out a Tensor without elements ((0,), (2, 0) ...)
            else:
                raw = value.tobytes()
                dims, tname = list(value.shape), type_name(value, name)
                chunks = [(dims, tname, raw[i:i + SLICE_BYTES]) for i in range(0, max(len(raw), 1), SLICE_BYTES)]
            for dims, tname, content in chunks:
                msg = Checkpoint()
                entry = msg.value.add()
                entry.tag = name
                entry.tensor.dims.extend(dims)
                entry.tensor.tensor_type = tname
                entry.tensor.tensor_content = content
                data = msg.SerializeToString()
                if crc_check:
                    crc = binascii.crc32(data, crc)
                f.write(data)
        if crc_check:
            f.write(_CRC_MARK + crc.to_bytes(10, byteorder="big"))
        f.flush()
        os.fsync(f.fileno())


def import_safetensors():
    try:
        import safetensors.numpy as st_numpy
        from safetensors import safe_open
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError("Reading or writing .safetensors checkpoints needs the 'safetensors' package: "
                          "pip install 'msgraph[checkpoint]' (or: pip install safetensors).") from exc
    return st_numpy, safe_open


def write_safetensors(tmp: str, items: List[Tuple[str, Any]], crc_check: bool) -> None:
    st_numpy, _ = import_safetensors()
    tensors = {}
    crc = 0
    for name, value in sorted(items, key=lambda kv: kv[0]):
        if isinstance(value, str):
            # MindSpore 2.10 hands a string (append_dict's, a dict's) to safetensors as a numpy str array, which the
            # package refuses (its SafetensorError: 'Unknown dtype "str96"'); nothing is written then
            value = np.array(value)
        tensors[name] = value
        if crc_check:
            crc = binascii.crc32(name.encode("utf-8"), crc)
            crc = binascii.crc32(value.tobytes(), crc)
    meta = {"format": "ms"}
    if crc_check:
        meta["crc_num"] = str(crc)
    if tensors:
        st_numpy.save_file(tensors, tmp, metadata=meta)
    else:
        st_numpy.save_file(tensors, tmp)


def encrypt_file(path: str, key: bytes, mode: str) -> None:
    """Encrypt the (plain) file at ``path`` in place, in MindSpore's container (msgraph/_crypto.py)."""
    from .. import _crypto as crypto

    with open(path, "rb") as f:
        plain = f.read()
    try:
        data = crypto.encrypt(plain, key, mode)
    except ValueError as exc:   # MindSpore 2.10: a bad key length or mode is ValueError("Encrypt failed")
        raise ValueError(f"Encrypt failed: {exc}") from None
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def read_ckpt(path: str, specify, filter_, choice_func, crc_check: bool, dec_key: Optional[bytes] = None,
              dec_mode: str = "AES-GCM") -> "OrderedDict[str, Any]":
    from ._proto import checkpoint_class, decode_error_class

    Checkpoint = checkpoint_class()
    unreadable = (f"Failed to read the checkpoint file {path}. May not have permission to read it, "
                  f"please check the correct of the file.")
    try:
        with open(path, "rb") as f:
            content = f.read()
    except OSError as exc:
        raise ValueError(unreadable) from exc
    if dec_key is not None:
        from .. import _crypto as crypto

        if not crypto.is_encrypted(content):    # MindSpore 2.10's message for a plain file given a key
            raise ValueError(unreadable)
        if content[-17:-10] == _CRC_MARK:
            # MindSpore 2.10 appends its crc trailer (always 0) after the encrypted data, and cannot read that file
            # back itself; msgraph writes the crc inside the encrypted data (which MindSpore reads) and skips this one
            content = content[:-17]
        try:
            content = crypto.decrypt(content, dec_key, dec_mode)
        except ValueError:
            raise ValueError(f"Failed to read the checkpoint file {path}. The file may be encrypted or tempered "
                             f"with, please pass in the correct 'dec_key' or check the file integrity.") from None
    if content[-17:-10] == _CRC_MARK:
        stored, content = int.from_bytes(content[-10:], byteorder="big"), content[:-17]
        if crc_check and binascii.crc32(content, 0) != stored:
            raise ValueError(f"For 'load_checkpoint', the crc check is failed, please check whether the ckpt file "
                             f"is damaged: {path}.")
    elif crc_check:
        log.warning("For 'load_checkpoint', the ckpt file %s does not contain the crc code.", path)
    ckpt = Checkpoint()
    try:
        ckpt.ParseFromString(content)
    except decode_error_class() as exc:
        raise ValueError(f"Failed to read the checkpoint file {path}. The file may be corrupted, and the content "
                         f"cannot be parsed.") from exc
    use_choice = specify is None and filter_ is None and choice_func is not None
    out: "OrderedDict[str, Any]" = OrderedDict()
    values = list(ckpt.value)
    pending: List[bytes] = []
    try:  # MindSpore turns any failure here (a choice_func that raises too) into a ValueError
        for i, entry in enumerate(values):
            tag = entry.tag
            if not wanted(tag, specify, filter_) or (use_choice and not choice_func(tag)):
                continue
            where = f"Failed to read the checkpoint file {path}: parameter '{tag}'"
            kind = entry.WhichOneof("value")
            if kind == "maptensor":
                out[tag] = [decode_tensor(t.tensor_type, t.tensor_content, list(t.dims), where)
                            for t in entry.maptensor.tensor]
                continue
            if kind != "tensor":
                raise ValueError(f"{where} holds no tensor. The file may be corrupted.")
            pending.append(entry.tensor.tensor_content)
            if i + 1 < len(values) and values[i + 1].tag == tag:
                continue  # a parameter split into several messages: join the slices
            data, pending = b"".join(pending), []
            ttype, dims = entry.tensor.tensor_type, list(entry.tensor.dims)
            if ttype == "str":
                out[tag] = str(np.frombuffer(data, f"U{len(data) // 4}")[0]) if data else ""
                continue
            if dims == [0]:
                dims = []
            out[tag] = Parameter(decode_tensor(ttype, data, dims, where), name=tag)
    except Exception as exc:  # noqa: BLE001 - MindSpore's rule
        raise ValueError(f"{exc}\nFor 'load_checkpoint', failed to load the checkpoint file {path}.") from exc
    return out


def read_safetensors(path: str, choice_func, crc_check: bool) -> "OrderedDict[str, Any]":
    _, safe_open = import_safetensors()
    out: "OrderedDict[str, Any]" = OrderedDict()
    try:
        handle = safe_open(path, framework="np")
    except Exception as exc:  # noqa: BLE001 - the package raises its own error types
        raise ValueError(f"Fail to parse the input safetensors: '{path}'. Please check the correctness of the file.") from exc
    with handle as f:
        meta = f.metadata() or {}
        crc = 0
        for key in sorted(f.keys()):
            if key in meta and meta[key] != "BFloat16":
                raise ValueError(f"For 'load_checkpoint', tensor '{key}' of '{path}' has type {meta[key]}, "
                                 f"which msgraph cannot load.")
            if choice_func is not None and not choice_func(key) and not crc_check:
                continue
            try:
                value = f.get_tensor(key)
            except TypeError:  # bfloat16: numpy has no such dtype, read the raw bytes
                value = safetensors_raw(path, key)
            except Exception as exc:  # noqa: BLE001
                raise ValueError(f"Fail to parse the input safetensors: '{path}'. Please check the correctness "
                                 f"of the file.") from exc
            if crc_check:
                crc = binascii.crc32(key.encode("utf-8"), crc)
                crc = binascii.crc32(bytes(value), crc)
                if choice_func is not None and not choice_func(key):
                    continue
            out[key] = Parameter(np.array(value))   # unnamed ('Parameter#N'), as MindSpore's safetensors loader leaves them
        if crc_check:
            if meta.get("crc_num") is None:
                log.warning("For 'load_checkpoint', the safetensors file %s does not contain the crc code.", path)
            elif int(meta["crc_num"]) != crc:
                raise ValueError("For 'load_checkpoint', the crc check has failed. Please check whether the ckpt "
                                 f"file is damaged: {path}.")
    return out


def safetensors_raw(path: str, key: str) -> np.ndarray:
    """One tensor read by msgraph's own .safetensors reader (for dtypes numpy lacks: BF16)."""
    from ..parallel.transform_safetensors import _fast_safe_open

    dtype, shape, raw = _fast_safe_open(path).raw(key)
    names = {"BF16": "BFloat16", "F16": "Float16", "F32": "Float32", "F64": "Float64"}
    return decode_tensor(names.get(dtype, dtype), raw, shape,
                         f"Fail to parse the input safetensors: '{path}', tensor '{key}'")
