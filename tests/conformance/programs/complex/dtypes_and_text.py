"""Complex dtypes: names, Tensor construction, promotion, Cast, and the Tensor's text (repr/str)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
import mindspore.common.dtype as mstype
from _conf import emit, emit_stdout

emit("names", [str(mstype.complex64), repr(mstype.complex64), str(mstype.complex128), repr(mstype.complex128),
               type(mstype.complex64).__name__])
emit("number_type", [mstype.complex64 in mstype.number_type, mstype.complex128 in mstype.all_types,
                     [str(d) for d in mstype.complex_type]])
emit("dtype_to_nptype", [ms.dtype_to_nptype(mstype.complex64).__name__, ms.dtype_to_pytype(mstype.complex128).__name__])

a = Tensor(np.array([1 + 2j, 3 - 4j], np.complex64))
b = Tensor(np.array([[1.5 + 2.25j, -3 - 4j], [0j, 1e-5 + 1e5j]], np.complex128))
x = Tensor(np.array([1, 2], np.float32))
i32 = Tensor(np.array([1, 2], np.int32))
emit("from_numpy64", a)
emit("from_numpy128", b)
emit("asnumpy_dtype", [str(a.asnumpy().dtype), str(b.asnumpy().dtype), a.itemsize, b.itemsize, a.nbytes])
emit("from_list", Tensor([1 + 2j, 3]))
emit("from_scalar", Tensor(1 + 2j))
emit("float_data_complex_dtype", Tensor(np.array([1.5, 2]), dtype=mstype.complex64))
emit("scalar_complex_dtype", Tensor(1.5, mstype.complex64))
emit("complex_data_float_dtype", Tensor(np.array([1.5 + 1j, 2]), dtype=mstype.float32))

emit("add_float32", a + x)
emit("radd_float32", x + a)
emit("mul_int", a * 2)
emit("mul_float", a * 2.5)
emit("add_bool", a + True)
emit("add_int32", i32 + a)
emit("add_float64", Tensor(np.array([1, 2], np.float64)) + a)
emit("add_c128", a + b[0])
emit("sub_float32", a - x)
emit("div_self", a / a)
emit("div_int", a / 2)
emit("neg", -a)
emit("eq", a == a)
emit("ne_float", a != x)

emit("cast_to_float32", ops.cast(a, mstype.float32))
emit("cast_to_int32", ops.cast(a, mstype.int32))
emit("cast_to_bool", ops.cast(a, mstype.bool_))
emit("cast_to_c128", ops.cast(a, mstype.complex128))
emit("cast_float_to_c128", ops.cast(x, mstype.complex128))
emit("cast_int_to_c64", ops.cast(i32, mstype.complex64))
emit("astype", x.astype(mstype.complex64))
emit("item", a[0].item())
emit("tolist", a.tolist())

CASES = [np.array([1 + 2j, 3 - 4j], np.complex64),
         np.array([0.1 + 0.2j, -1.5e-7 + 3j], np.complex64),
         np.array([[0.1 + 0.2j, 1 / 3 + 2j], [np.nan + 1j, 2 - np.inf * 1j]], np.complex128),
         np.array(1.25 - 0.5j, np.complex64),
         np.array([], np.complex64),
         np.arange(12).reshape(3, 4).astype(np.complex64) * (1 + 0.5j),
         np.array([1e10 + 1j, 2], np.complex128),
         np.array([[[1 + 1j]]], np.complex64),
         np.arange(2000).astype(np.complex64)]
for k, v in enumerate(CASES):
    emit(f"repr_{k}", repr(Tensor(v)))
    emit(f"str_{k}", str(Tensor(v)))
