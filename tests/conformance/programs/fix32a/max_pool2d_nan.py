"""ops.max_pool2d (MindSpore 2.10: MaxPoolWithArgmaxV2, with or without return_indices) over NaN / -inf (cpu32's
variant sweep): each window's maximum starts at the dtype's lowest value and the window's first position inside
the input, and takes ``v > max`` in scan order, so NaN is never taken and a window of NaN / -inf gives
-3.4028235e+38 (float32; -65504 float16, -1.797e308 float64) at its first position; the gradient goes to that
index.  (P.MaxPool's rule differs: cpu32/maxpool_nan.)  Padding, dilation, ceil_mode, float16/32/64, a Cell."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

n, I = np.nan, np.inf
x = np.array([[[[n, 1, 2, n, n, n], [2, 3, n, 5, n, n], [-I, n, 0, 0, 7, 1], [n, n, 1, n, 2, 9]]]], np.float32)
y = np.array([[[[2, 1, -I, -I, n, -I, 5, n], [n, 0, -I, -I, -I, -I, 1, 2]]]], np.float32)


class P(nn.Cell):
    def __init__(self, k, s, p, ind, **kw):
        super().__init__()
        self.k, self.s, self.p, self.ind, self.kw = k, s, p, ind, kw

    def construct(self, a):
        return ops.max_pool2d(a, self.k, self.s, self.p, return_indices=self.ind, **self.kw)


for name, v in (("x", x), ("y", y)):
    for dt in (np.float32, np.float16, np.float64):
        for k, s, p in ((2, 2, 0), (3, 1, 1), (2, 1, 0), (3, 2, 1)):
            label = f"{name}_{dt.__name__}_{k}_{s}_{p}"
            emit(label, P(k, s, p, False)(Tensor(v.astype(dt))))
            o, i = P(k, s, p, True)(Tensor(v.astype(dt)))
            emit(label + "_ret", o)
            emit(label + "_idx", i)
            emit(label + "_grad", ops.grad(P(k, s, p, False))(Tensor(v.astype(dt))))
o, i = P(2, 2, 0, True, dilation=2)(Tensor(x))
emit("dilation", o)
emit("dilation_idx", i)
o, i = P(3, 2, 1, True, ceil_mode=True)(Tensor(x))
emit("ceil_mode", o)
emit("ceil_mode_idx", i)
emit("ceil_mode_grad", ops.grad(P(3, 2, 1, False, ceil_mode=True))(Tensor(x)))
