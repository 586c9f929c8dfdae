"""``ms.dtype_to_nptype`` / ``ms.dtype_to_pytype`` (ut common/test_dtype.py, ir/test_dtype.py, adapted): MindSpore 2.10
looks the dtype up in a table, so a numpy type, a numpy dtype, a string, ``int`` / ``float`` / ``bool``, None, a
container type or a float8 kind is its KeyError; msgraph converted the convertible ones (np.float32 -> float32,
"float32" -> float32, int -> int64) and raised TypeError for the rest.  The MindSpore dtypes convert."""
import numpy as np
import mindspore as ms
from _conf import emit, emit_error

for name, arg in (("np_type", np.float32), ("np_dtype", np.dtype("float32")), ("str", "float32"), ("int", int),
                  ("float", float), ("bool", bool), ("none", None), ("list_", ms.list_), ("type_none", ms.type_none),
                  ("float8", ms.float8_e5m2)):
    emit_error(f"nptype_{name}", lambda arg=arg: ms.dtype_to_nptype(arg))
    if name not in ("list_", "type_none"):
        emit_error(f"pytype_{name}", lambda arg=arg: ms.dtype_to_pytype(arg))
emit("nptype_ms", [np.dtype(ms.dtype_to_nptype(d)).name for d in (ms.float16, ms.float32, ms.float64, ms.int8, ms.int64,
                                                        ms.uint16, ms.bool_, ms.complex64)])
emit("pytype_ms", [str(ms.dtype_to_pytype(d)) for d in (ms.float16, ms.int32, ms.bool_, ms.list_, ms.type_none)])
