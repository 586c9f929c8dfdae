"""Dtypes MindSpore 2.10's CPU kernels refuse (found by the adapt33o variant sweep of st ops' functional tests;
msgraph computed them): ops.diag / Tensor.diag of int8, unsigned and bool Tensors (Diag has no such kernel); the
arithmetic tensor_scatter_* ops on a bool Tensor (tensor_scatter_update takes it); ops.repeat_elements of a bool
Tensor; ops.masked_fill of an integer / bool Tensor with a Tensor value of another dtype (a float32 one; the same
dtype works).  The working neighbours are recorded too.  Results first, refusals after (a refused kernel can
disturb MindSpore's next selection of the same op)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

v = np.array([1, 0, 2])
for dt in (ms.int16, ms.int32, ms.int64, ms.float16, ms.float32):
    emit(f"diag_{dt}", ops.diag(Tensor(v, dt)))
emit("diag_2d_int32", ops.diag(Tensor(np.array([[1, 2], [3, 4]]), ms.int32)))
b = Tensor(np.array([True, False, True]))
idx = Tensor(np.array([[0], [2]]), ms.int32)
emit("tensor_scatter_update_bool", ops.tensor_scatter_update(b, idx, b[:2]))
emit("repeat_elements_int32", ops.repeat_elements(Tensor(np.array([[1, 2]]), ms.int32), 2, 1))
for dt in (ms.int16, ms.int32, ms.int64, ms.uint8, ms.int8, ms.bool_):
    x = Tensor(np.array([1, 0, 2, 3]), dt)
    emit(f"masked_fill_same_{dt}", ops.masked_fill(x, Tensor(np.array([True, False, True, False])), Tensor(1, dt)))
emit("masked_fill_float_value_f16", ops.masked_fill(Tensor(v, ms.float16), Tensor(v > 0), Tensor(2.5)))

for dt in (ms.int8, ms.uint8, ms.bool_, ms.uint16):
    emit_error(f"diag_{dt}", ops.diag, Tensor(v, dt))
emit_error("tensor_diag_uint8", lambda: Tensor(v, ms.uint8).diag())
emit_error("Diag_prim_bool", lambda: ops.Diag()(b))
for name in ("add", "sub", "mul", "div", "max", "min"):
    emit_error(f"tensor_scatter_{name}_bool", getattr(ops, f"tensor_scatter_{name}"), b, idx, b[:2])
emit_error("TensorScatterAdd_bool", lambda: ops.TensorScatterAdd()(b, idx, b[:2]))
emit_error("repeat_elements_bool", ops.repeat_elements, Tensor(np.array([[True, False]])), 2, 1)
for dt in (ms.int16, ms.int32, ms.int64, ms.uint8, ms.bool_):
    x = Tensor(np.array([1, 0, 2]), dt)
    emit_error(f"masked_fill_f32_value_{dt}", ops.masked_fill, x, Tensor(np.array([True, False, True])), Tensor(2.5))
