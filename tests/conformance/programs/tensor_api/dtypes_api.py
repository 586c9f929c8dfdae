"""mindspore dtype objects: names, comparisons, dtype_to_nptype and friends."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common import dtype as mstype
from _conf import emit, emit_error

emit("names", [str(d) for d in (ms.float16, ms.float32, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64,
                                ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.bool_)])
emit("aliases", [str(d) for d in (ms.half, ms.single, ms.double)])
emit("repr", [repr(ms.float32), repr(ms.int64), repr(ms.bool_)])
t = Tensor([1.0])
emit("eq", t.dtype == ms.float32)
emit("ne", t.dtype != ms.float16)
emit("in", t.dtype in (ms.float16, ms.float32))
emit("eq_mstype", mstype.float32 == ms.float32)
emit("is", t.dtype is ms.float32)
emit("hash_eq", hash(ms.float32) == hash(t.dtype))
emit("dict_key", {ms.float32: "a"}[t.dtype])
emit("dtype_to_nptype", str(ms.dtype_to_nptype(ms.float16)))
emit("dtype_to_nptype_bool", ms.dtype_to_nptype(ms.bool_) is np.bool_)
emit("dtype_to_pytype", str(mstype.dtype_to_pytype(ms.int32)))
emit("pytype_to_dtype_int", str(mstype.pytype_to_dtype(int)))
emit("pytype_to_dtype_float", str(mstype.pytype_to_dtype(float)))
emit("pytype_to_dtype_np", str(mstype.pytype_to_dtype(np.float16)))
emit("number_str", str(mstype.number))
emit("number_type", [str(d) for d in mstype.number_type][:5])
emit("float_type", [str(d) for d in mstype.float_type][:3])
emit("int_type", [str(d) for d in mstype.int_type])
emit("uint_type", [str(d) for d in mstype.uint_type])
emit("in_float_type", ms.float16 in mstype.float_type)
emit("type_str", [str(mstype.tensor_type), str(mstype.string)])
emit_error("type_size", lambda: mstype.type_size_in_bytes(ms.float16))
emit("module_names", [hasattr(mstype, n) for n in ("Int", "Float", "UInt", "TensorType", "Type", "bool_", "float_type")])
emit("tensor_dtype_type", type(t.dtype).__name__)
emit("isinstance_type", isinstance(t.dtype, mstype.Type))
emit("isinstance_float", isinstance(t.dtype, mstype.Float))
emit("nptype_of_int", str(ms.dtype_to_nptype(ms.int64)))
emit("ms_dtype_str", str(ms.dtype.float32))
