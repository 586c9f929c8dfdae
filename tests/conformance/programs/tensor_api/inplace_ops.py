"""In-place operator forms (+=, -=, *=, /=) on Tensors: values, dtypes, identity."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

a = Tensor(np.array([1.0, 2.0], np.float32))
orig = a
a += 1
emit("iadd", a)
emit("iadd_is", a is orig)
emit("iadd_orig", orig)
i = Tensor(np.array([3, 4], np.int32))
io = i
i += 1.5
emit("int_iadd_float", i)
emit("int_iadd_float_is", i is io)
i = Tensor(np.array([3, 4], np.int32))
i /= 2
emit("int_idiv", i)
i = Tensor(np.array([3, 4], np.int32))
i *= Tensor(np.array([2, 2], np.int64))
emit("int_imul_i64", i)
f = Tensor(np.array([3.0, 4.0], np.float16))
f -= Tensor(np.array([1.0, 1.0], np.float32))
emit("f16_isub_f32", f)
b = Tensor(np.array([1.0, 2.0], np.float32))
b **= 2
emit("ipow", b)
c = Tensor(np.array([7, 8], np.int32))
c //= 3
emit("ifloordiv", c)
c %= 2
emit("imod", c)
m = Tensor(np.eye(2, dtype=np.float32))
m @= Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
emit("imatmul", m)
emit("hash_identity", hash(a) == hash(a))
emit("eq_is_tensor", type(a == a).__name__)
d = {a: 1}
emit("tensor_as_key", d[a])
emit("set_len", len({a, orig, Tensor(np.array([1.0], np.float32))}))
