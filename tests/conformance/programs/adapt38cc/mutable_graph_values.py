"""adapt38cc: ``ms.mutable`` scalars in graph code (MindSpore 2.10 CPU).

- ``ms.Tensor(ms.mutable(True))`` / ``ms.tensor(ms.mutable(True))`` in graph code is a Bool Tensor (msgraph: Int64,
  the int a mutable bool is; PyNative stays Int64 in both).
- ``ms.tensor(ms.mutable(3))`` / ``ms.tensor(ms.mutable(2.5))`` in graph code are Tensors (Int64 / Float32): msgraph
  ran the library function as Python and returned a numpy array.
- ``range(ms.mutable(2.5))`` / ``range(1, ms.mutable(3.5))`` in graph code are its make_range TypeError (msgraph
  iterated over the float)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable
from _conf import emit, emit_error


@jit
def ctor(a):
    return Tensor(a)


@jit
def ctor_dtype(a):
    return Tensor(a, ms.float32)


@jit
def fn_tensor(a):
    return ms.tensor(a)


@jit
def fn_tensor_dtype(a):
    return ms.tensor(a, ms.float32)


@jit
def loop(a, x):
    for _ in range(a):
        x = x * 2
    return x


@jit
def loop2(a, x):
    for i in range(1, a):
        x = x * i
    return x


X = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("ctor_mut_true", ctor, mutable(True))
emit_error("ctor_mut_false", ctor, mutable(False))
emit_error("ctor_true", ctor, True)
emit_error("ctor_mut_int", ctor, mutable(3))
emit_error("ctor_dtype_mut_true", ctor_dtype, mutable(True))
emit_error("fn_tensor_mut_true", fn_tensor, mutable(True))
emit_error("fn_tensor_mut_int", fn_tensor, mutable(3))
emit_error("fn_tensor_mut_float", fn_tensor, mutable(2.5))
emit_error("fn_tensor_int", fn_tensor, 3)
emit_error("fn_tensor_dtype_mut_int", fn_tensor_dtype, mutable(3))
emit_error("fn_tensor_tensor", fn_tensor, X)
emit_error("range_mut_float", loop, mutable(2.5), X)
emit_error("range_mut_int", loop, mutable(2), X)
emit_error("range_stop_mut_float", loop2, mutable(3.5), X)
emit_error("range_stop_mut_int", loop2, mutable(3), X)
emit("pynative_tensor_mut_true", Tensor(mutable(True)))
