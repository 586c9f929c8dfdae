"""mindspore.parallel.transform_safetensors._fast_load_file (tests/st/export_and_load/test_fast_load_file.py):
the package-free .safetensors reader, tensors by name in the file's header order with their dtypes and shapes.
msgraph had no such module (the test failed to import)."""
import json
import os
import struct
import tempfile

import numpy as np
from mindspore.parallel.transform_safetensors import _fast_load_file, _fast_safe_open, load_file_by_param_name
from _conf import emit, emit_error


def write_safetensors(path, tensors, metadata=None):
    """A .safetensors file built by hand: 8-byte header length, JSON header, data."""
    names = {np.dtype(np.float64): "F64", np.dtype(np.float32): "F32", np.dtype(np.float16): "F16",
             np.dtype(np.int32): "I32", np.dtype(np.int64): "I64", np.dtype(np.bool_): "BOOL",
             np.dtype(np.uint8): "U8"}
    header, blobs, offset = {}, [], 0
    if metadata is not None:
        header["__metadata__"] = metadata
    for name, arr in tensors:
        raw = np.ascontiguousarray(arr).tobytes()
        header[name] = {"dtype": names[arr.dtype], "shape": list(arr.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


tensors = [("w", np.arange(6, dtype=np.float64).reshape(2, 3) / 4), ("b", np.arange(4, dtype=np.int32) - 2),
           ("flag", np.array(True)), ("empty", np.zeros((0, 2), np.float16)), ("u", np.array([7, 200], np.uint8))]
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "a.safetensors")
    write_safetensors(path, tensors, {"format": "np"})
    out = _fast_load_file(path)
    emit("keys", list(out))
    for k, v in out.items():
        emit("value_" + k, v)
        emit("dtype_" + k, str(v.dtype))
    with _fast_safe_open(path, framework="np") as f:
        emit("open_keys", f.keys())
        emit("metadata", dict(f.metadata()))
        emit("get_w", f.get_tensor("w"))
    emit("by_name", sorted(load_file_by_param_name(path, ["b", "u"])))
    emit_error("by_name_missing", lambda: load_file_by_param_name(path, ["nope"]))
    bad = os.path.join(d, "bad.safetensors")
    with open(bad, "wb") as f:
        f.write(b"1234")
    emit_error("too_small", lambda: _fast_load_file(bad))
    with open(path, "rb") as f:
        good = f.read()
    with open(bad, "wb") as f:
        f.write(good + b"xx")
    emit_error("trailing_bytes", lambda: _fast_load_file(bad))
    write_safetensors(path, tensors[:1])
    with _fast_safe_open(path) as f:
        emit("no_metadata", f.metadata() is None)
