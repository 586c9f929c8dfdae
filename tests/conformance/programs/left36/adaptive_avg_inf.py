"""left36 (adapt35f left item): ops.adaptive_avg_pool2d / nn.AdaptiveAvgPool2d sum each window, so an inf or NaN
reaches only the windows that hold it (MindSpore 2.10's kernel).  msgraph summed windows through 0/1 matrices, so
an inf elsewhere in the row gave inf * 0 = NaN in every other window of that row.  float16 / float32 / float64,
overlapping bins, one axis kept (None), and the gradient of overlapping bins (finite input)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = np.arange(2 * 5 * 7, dtype=np.float32).reshape(1, 2, 5, 7) / 3 - 4
x[0, 0, 1, 6] = np.inf
x[0, 1, 4, 0] = -np.inf
x[0, 1, 0, 3] = np.nan
for dt in (np.float32, np.float16, np.float64):
    for osz in ((3, 4), (2, 2), (None, 3), (5, 2)):
        emit(f"{dt.__name__}_{osz[0]}x{osz[1]}", ops.adaptive_avg_pool2d(Tensor(x.astype(dt)), osz),
             rtol=1e-6 if dt is np.float32 else 0, atol=0)
emit("nn_layer", nn.AdaptiveAvgPool2d((3, 4))(Tensor(x)), rtol=1e-6, atol=0)

xf = Tensor(np.arange(2 * 5 * 7, dtype=np.float32).reshape(1, 2, 5, 7) / 3 - 4)
w = Tensor(np.arange(1, 25, dtype=np.float32).reshape(1, 2, 3, 4))


def f(a):
    return (ops.adaptive_avg_pool2d(a, (3, 4)) * w).sum()


emit("grad_3x4", ms.grad(f)(xf), rtol=1e-6, atol=1e-6)
