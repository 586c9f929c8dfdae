"""ops.triu / Tensor.triu take a one-element Tensor as the diagonal, read as an int when the op runs (MindSpore 2.10's
TriuExt): in PyNative any one-element integer Tensor (a float or bool one, or two elements: TypeError); in graph code
a Tensor of shape [] or [1] of any dtype, a float truncated (TensorToScalar; another shape its ValueError).  ops.tril /
Tensor.tril take an int only (TypeError).  msgraph raised a TypeError for
every Tensor diagonal of triu (debt52's measurement, session 52).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.arange(20, dtype=np.float32).reshape(4, 5))
for label, d in [("i64_0d", Tensor(1)), ("i64_neg", Tensor(-2)), ("i32_0d", Tensor(np.array(2, np.int32))),
                 ("i64_1d", Tensor([1])), ("i64_2d", Tensor(np.array([[3]], np.int64)))]:
    emit(f"ops_triu_{label}", ops.triu(x, d))
    emit(f"tensor_triu_{label}", x.triu(d))
emit_error("triu_float_diag", lambda: ops.triu(x, Tensor(1.5)))
emit_error("triu_bool_diag", lambda: x.triu(Tensor(True)))
emit_error("triu_two_elements", lambda: ops.triu(x, Tensor([1, 2])))
emit_error("tril_tensor_diag", lambda: ops.tril(x, Tensor(1)))
emit_error("tensor_tril_tensor_diag", lambda: x.tril(Tensor(-1)))


@ms.jit
def triu_fn(a, d):
    return ops.triu(a, d)


@ms.jit
def triu_method(a, d):
    return a.triu(d) * 2


for k in (0, 2, -1, 7):
    emit(f"jit_triu_{k}", triu_fn(x, Tensor(k)))
    emit(f"jit_method_{k}", triu_method(x, Tensor(k)))
for label, d in [("f32", Tensor(1.5)), ("f32_neg", Tensor(-1.7)), ("bool", Tensor(True)), ("u8", Tensor(np.array(2, np.uint8)))]:
    emit(f"jit_triu_{label}", triu_fn(x, d))
emit_error("jit_triu_two_elements", lambda: triu_fn(x, Tensor([1, 2])))
emit("jit_batched", triu_fn(Tensor(np.arange(24, dtype=np.float64).reshape(2, 3, 4)), Tensor(1)))
