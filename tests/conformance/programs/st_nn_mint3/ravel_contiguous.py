"""A reshape / ravel / flatten of a non-contiguous (transposed) Tensor is a contiguous copy in MindSpore 2.10's
PyNative mode (a write on it leaves the input alone), while expand_dims / squeeze / getitem of it stay
non-contiguous views (st mint test_ravel uncontiguous)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32)).transpose()
emit("input_contiguous", x.is_contiguous())
for name, f in [("mint_ravel", mint.ravel), ("reshape", lambda t: t.reshape(-1)),
                ("ops_reshape", lambda t: ops.reshape(t, (4, 6))), ("flatten", lambda t: t.flatten()),
                ("expand_dims", lambda t: ops.expand_dims(t, 0)), ("squeeze", lambda t: t.squeeze()),
                ("getitem", lambda t: t[0]), ("transpose_back", lambda t: t.transpose())]:
    y = f(x)
    emit(name, (y, y.is_contiguous()))
y = x.reshape(-1)
y[0] = 100.0
emit("write_through_copy", (y[:3], x[0, 0]))
v = x[0]
v[0, 0] = -1.0
emit("write_through_view", x[0, 0])
g = ops.grad(lambda t: mint.ravel(t * 2).sum())(x)
emit("grad", g)
