"""`out += v` over the rows of `x.asnumpy()` in graph code stays numpy's operator (found by the adapt36fb sweep of
st compiler/fallback): MindSpore 2.10's fallback returns a numpy array (its rows' sum), as `out = out + v` does.
msgraph had lowered the second `+=` (a numpy value on both sides) to its in-place Tensor op and returned a Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def acc_add(x):
    out = 0
    for v in x.asnumpy():
        out += v
    return out, str(type(out))


@ms.jit
def acc_mul(x):
    out = 1
    for v in x.asnumpy():
        out *= v
    return out, str(type(out))


@ms.jit
def acc_sub_then_tensor(x):
    out = x.asnumpy()[0]
    for v in x.asnumpy():
        out -= v
    return Tensor(out) + x[0]


@ms.jit
def acc_rebind(x):
    out = 0
    for v in x.asnumpy():
        out = out + v
    return out, str(type(out))


for name, v in (("i32", np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.int32)),
                ("f32", np.array([[1.5, -2.0], [0.25, 4.0]], np.float32)),
                ("i64", np.array([[3, -1], [2, 5]], np.int64))):
    t = Tensor(v)
    for fn in (acc_add, acc_mul, acc_sub_then_tensor, acc_rebind):
        emit_error(f"{fn.__name__}_{name}", lambda fn=fn, t=t: fn(t))
