"""``Dataset.save``: the pipeline's rows written as MindRecord files (MindSpore 2.10's SaveOp schema rules:
integers widen to int32/int64, float16 to float32, bytes and 0-d strings stay as they are, arrays get shape
``[-1, *rest]`` with every dimension but the first fixed)."""
from __future__ import annotations

import os
import string
from typing import Any, Dict, List

import numpy as np

from ..core.pipeline import PipelineError

_INT32_KINDS = {np.dtype(t) for t in (np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32)}
_SPECIAL = set(string.punctuation + " ") - {"_"}


def _field_name(name: str) -> str:
    """MindSpore's column name in the schema: punctuation and spaces become ``_``."""
    return "".join("_" if ch in _SPECIAL else ch for ch in name)


def _record_type(dt: np.dtype) -> str:
    if dt in _INT32_KINDS:
        return "int32"
    if dt.kind in "iu":
        return "int64"
    if dt == np.float64:
        return "float64"
    if dt.kind == "f":
        return "float32"
    raise PipelineError(f"Invalid data, data type: {dt.name} is not supported to be saved as mindrecord.")


def _spec(value: np.ndarray) -> Dict[str, Any]:
    kind = value.dtype.kind
    if kind == "S" and value.size == 1 and value.ndim <= 1:
        return {"type": "bytes"}
    if kind in "US":
        if value.ndim:
            raise PipelineError("Invalid data, mindrecord can not support multi-dimensional string tensor.")
        return {"type": "string"}
    if value.ndim == 0:
        return {"type": _record_type(value.dtype)}
    return {"type": _record_type(value.dtype), "shape": [-1] + list(value.shape[1:])}


_DYNAMIC = ("Tensor with dynamic shape do not currently support saving. Except for the shape of dimension 0, the "
            "other dimension shapes must be fixed. You can reshape the Tensor to a fixed shape before saving.")


def _value(value: np.ndarray, spec: Dict[str, Any]) -> Any:
    t = spec["type"]
    if t == "bytes":
        return bytes(value.reshape(-1)[0])
    if t == "string":
        v = value.item()
        return v.decode() if isinstance(v, bytes) else str(v)
    if "shape" not in spec:
        return int(value) if t.startswith("int") else float(value)
    if list(value.shape[1:]) != spec["shape"][1:] or value.ndim != len(spec["shape"]):
        raise PipelineError(_DYNAMIC)
    return np.ascontiguousarray(value, dtype=t)


def check_save_args(file_name: Any, num_files: Any, file_type: Any) -> None:
    for name, value, kind in (("num_files", num_files, int),):
        if isinstance(value, bool) or not isinstance(value, kind):
            raise TypeError(f"Argument {name} with value {value} is not of type [{kind}], but got {type(value)}.")
    if num_files <= 0 or num_files > 1000:
        raise ValueError("num_files should between 0 and 1000.")
    for name, value in (("file_name", file_name), ("file_type", file_type)):
        if not isinstance(value, str):
            raise TypeError(f"Argument {name} with value {value} is not of type [<class 'str'>], but got "
                            f"{type(value)}.")
    if file_type != "mindrecord":
        raise ValueError(f"{file_type} dataset format is not supported.")


def save(dataset: Any, file_name: str, num_files: int = 1, file_type: str = "mindrecord") -> None:
    """Write every row of one epoch of ``dataset`` to ``num_files`` MindRecord files."""
    from ...mindrecord.filewriter import FileWriter

    check_save_args(file_name, num_files, file_type)
    names = dataset.get_col_names()
    fields = [_field_name(n) for n in names]
    schema: Dict[str, Dict[str, Any]] = {}
    rows: List[Dict[str, Any]] = []
    for row in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
        arrays = [np.asarray(v) for v in row]
        if not schema:
            schema = {f: _spec(a) for f, a in zip(fields, arrays)}
        rows.append({f: _value(a, schema[f]) for f, a in zip(fields, arrays)})
    for p in ([file_name] if num_files == 1 else [f"{file_name}{i}" for i in range(num_files)]):
        if os.path.exists(p) or os.path.exists(p + ".db"):
            raise RuntimeError(f"Invalid file, mindrecord files already exist. Please check file path: {p}.")
    writer = FileWriter(file_name, num_files)
    writer.add_schema(schema, "mindrecord_schema")
    if rows:
        writer.write_raw_data(rows)
    writer.commit()
