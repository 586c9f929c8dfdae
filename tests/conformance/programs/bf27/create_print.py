"""bfloat16 Tensors made from lists, numpy arrays, Python numbers and other Tensors: dtype, the numpy array
asnumpy() returns (its dtype name), str() and repr() text, tolist/item, and float32 -> bfloat16 rounding
(to nearest, ties to even)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error
from _bf27_util import BF, X, bf

t = Tensor(np.array([1.1, 2.7, 3.14159]), BF)
emit("dtype", [str(t.dtype), repr(t.dtype), t.dtype == BF, t.dtype == ms.float16, t.shape])
emit("asnumpy_dtype", [t.asnumpy().dtype.name, t.asnumpy().dtype.itemsize, t.asnumpy().shape])
emit("values_f32", t.asnumpy().astype(np.float32))
emit("str_1d", str(t))
emit("repr_1d", repr(t))
emit("str_2d", str(bf([[1.5, 2.25], [100.0, -0.001]])))
emit("repr_2d", repr(bf([[1.5, 2.25], [100.0, -0.001]])))
emit("str_special", str(bf([np.inf, -np.inf, np.nan, 0.0, 1e-5, 123456.0])))
emit("repr_special", repr(bf([np.inf, -np.inf, np.nan, 0.0, 1e-5, 123456.0])))
emit("repr_ints", repr(bf([1.0, 2.0, -3.0])))
emit("str_0d", [str(Tensor(2.5, BF)), repr(Tensor(2.5, BF))])
emit("from_list", Tensor([1.1, 2.2, -3], BF).float())
emit("from_int_list", Tensor([1, 2, 300], BF).float())
emit("from_float", Tensor(1.1, BF).float())
emit("from_f16_array", Tensor(np.array([1.1, 65504.0], np.float16), BF).float())
emit("from_i64_array", Tensor(np.array([3, 257, -1025], np.int64), BF).float())
emit("from_bf16_tensor", [str(Tensor(bf(X)).dtype), Tensor(bf(X)).float()])
emit("from_bf16_asnumpy", [str(Tensor(bf(X).asnumpy()).dtype), Tensor(bf(X).asnumpy()).float()])
emit("from_bf16_asnumpy_f32", Tensor(bf(X).asnumpy(), ms.float32))
emit("round_ties_even", bf([1.00390625, 1.01171875, 257.0, 259.0, -1.00390625, 3.0e38, 1e-40]).float())
emit("tolist", bf([[0.1, -1.5], [2.0, 7.9]]).tolist())
emit("item", [Tensor(0.1, BF).item(), float(Tensor(0.1, BF)), bool(Tensor(0.1, BF)), int(Tensor(7.9, BF))])
emit("asnumpy_astype", bf(X).asnumpy().astype(np.float32))
emit("nbytes", [bf(X).nbytes, bf(X).itemsize, bf(X).size])
emit_error("dtype_to_nptype", lambda: ms.dtype_to_nptype(BF).__name__)
emit("type_size", ms.common.dtype.type_size_in_bytes(BF) if hasattr(ms.common.dtype, "type_size_in_bytes") else 2)
emit("float_type", BF in ms.common.dtype.float_type)
emit("dtype_to_pytype", ms.dtype_to_pytype(BF).__name__)
emit("dtype_dict_key", {BF: 1, ms.float16: 2}[BF])
emit("cast_ctor", [str(Tensor(bf(X), ms.float32).dtype), Tensor(bf(X), ms.float32)])
emit("asarray", [np.asarray(bf(X)).dtype.name, np.asarray(bf(X)).astype(np.float32)])
