"""``mindspore.parallel.transform_safetensors``: the pure-Python .safetensors reader (``_fast_safe_open``,
``_fast_load_file``).

A .safetensors file is an 8-byte little-endian header length, a JSON header (``{name: {"dtype", "shape",
"data_offsets": [start, end]}, "__metadata__": {...}}``) and the tensors' bytes.  This reader needs no
``safetensors`` package; ``msgraph.train``'s checkpoint loader reads BFloat16 tensors with it.
(MindSpore's resharding transforms in this module are not provided: msgraph has no sharding strategies.)
"""
from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

__all__: List[str] = []

_HEADER_BYTES = 8
_MAX_HEADER = 100_000_000

NUMPY_DTYPE = {"BOOL": np.bool_, "U8": np.uint8, "I8": np.int8, "I16": np.int16, "U16": np.uint16,
               "I32": np.int32, "U32": np.uint32, "I64": np.int64, "U64": np.uint64, "F16": np.float16,
               "F32": np.float32, "F64": np.float64}
DTYPE_SIZE = dict({k: np.dtype(v).itemsize for k, v in NUMPY_DTYPE.items()}, BF16=2)


def _read_header(data: bytes) -> Tuple[int, "OrderedDict[str, Dict[str, Any]]", Optional[Dict[str, str]]]:
    """(offset of the data section, the tensors' header entries in file order, the metadata or None);
    ValueError naming what is wrong."""
    if len(data) < _HEADER_BYTES:
        raise ValueError("SafeTensorError::HeaderTooSmall")
    n = int(np.frombuffer(data[:_HEADER_BYTES], "<u8")[0])
    if n > _MAX_HEADER:
        raise ValueError("SafeTensorError::HeaderTooLarge")
    base = _HEADER_BYTES + n
    if base > len(data):
        raise ValueError("SafeTensorError::InvalidHeaderLength")
    try:
        tensors = json.loads(data[_HEADER_BYTES:base], object_pairs_hook=OrderedDict)
    except ValueError as exc:
        raise ValueError("SafeTensorError::InvalidHeaderDeserialization") from exc
    meta = tensors.pop("__metadata__", None)
    end = 0
    for name, info in sorted(tensors.items(), key=lambda kv: kv[1]["data_offsets"][0]):
        start, stop = info["data_offsets"]
        count = int(np.prod(info["shape"], dtype=np.int64)) if info["shape"] else 1
        if start != end or info["dtype"] not in DTYPE_SIZE or stop - start != count * DTYPE_SIZE[info["dtype"]]:
            raise ValueError(f"SafeTensorError::InvalidOffset({name})")
        end = stop
    if base + end != len(data):
        raise ValueError("SafeTensorError::MetadataIncompleteBuffer")
    return base, tensors, meta


class _fast_safe_open:
    """``safetensors.safe_open`` without the package: ``keys()``, ``metadata()``, ``get_tensor(name)``
    (a numpy array), usable as a context manager."""

    def __init__(self, source: Any, framework: Optional[str] = None) -> None:
        self.framework = framework
        try:
            if isinstance(source, str):
                with open(source, "rb") as f:
                    self._data = f.read()
            else:
                self._data = source.read()
            self._base, self._tensors, self._metadata = _read_header(self._data)
        except ValueError:
            name = source if isinstance(source, str) else str(type(source))
            raise ValueError(f"Fail to parse the input safetensors: '{name}'. "
                             "Please check the correctness of the file.") from None

    def __enter__(self) -> "_fast_safe_open":
        return self

    def __exit__(self, *args: Any) -> None:
        self._data = b""

    def metadata(self) -> Optional[Dict[str, str]]:
        return self._metadata

    def keys(self) -> List[str]:
        return list(self._tensors)

    def raw(self, name: str) -> Tuple[str, List[int], bytes]:
        """(safetensors dtype name, shape, the tensor's bytes)."""
        info = self._tensors[name]
        start, stop = info["data_offsets"]
        return info["dtype"], list(info["shape"]), self._data[self._base + start:self._base + stop]

    def get_tensor(self, name: str) -> np.ndarray:
        dtype, shape, raw = self.raw(name)
        if dtype == "BF16":
            raise TypeError("The Numpy bfloat16 data type is not supported now, please ensure that the current "
                            "Numpy version is not less than the version when the mindspore is compiled, "
                            "and the major versions are same.")
        return np.frombuffer(raw, NUMPY_DTYPE[dtype]).reshape(shape).copy()


def _fast_load_file(filename: str) -> Dict[str, np.ndarray]:
    """Every tensor of a .safetensors file, by name (numpy arrays)."""
    with _fast_safe_open(filename, framework="np") as f:
        return {k: f.get_tensor(k) for k in f.keys()}


def load_file_by_param_name(filename: str, parme_name_list: List[str]) -> Dict[str, np.ndarray]:
    """The named tensors of a .safetensors file (a name the file lacks: KeyError)."""
    with _fast_safe_open(filename, framework="np") as f:
        return {k: f.get_tensor(k) for k in parme_name_list}
