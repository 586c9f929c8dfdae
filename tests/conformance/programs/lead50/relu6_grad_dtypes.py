"""MindSpore's ReLU6Grad primitive (mindspore.ops.operations._grad_ops) over float16 / float32 / float64 pairs.

MindSpore 2.10's CPU kernel compares x as float32 (a float64 x of 6.0000000001 passes, 1e-50 does not), returns dy's
dtype (Float16 for a float16 dy beside a float32 x), and takes a float64 dy through float32 (0.55 ->
0.550000011920929).  msgraph compared and returned in the pair's promoted dtype (float64 values kept, Float32 for
(float16, float32)), session 49's vd49p left item.  Graph mode too.
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G
from _conf import emit

EXACT = dict(rtol=0, atol=0)
g = G.ReLU6Grad()
dy = np.array([0.55, 1.1, -0.3, 2.2, 1e-5, 3.3, 6e4, np.nan, 1e-50], np.float64)
x = np.array([0.55, 6.0000000001, 3.3, 1e-8, 2.0, 6.0, 1.0, 1.0, 1e-50], np.float64)


class Net(nn.Cell):
    def construct(self, a, b):
        return g(a + 0, b)


net = Net()
for da, xa in ((np.float64, np.float64), (np.float32, np.float64), (np.float64, np.float32), (np.float16, np.float16),
               (np.float16, np.float32), (np.float32, np.float16), (np.float16, np.float64), (np.float64, np.float16)):
    a, b = Tensor(dy.astype(da)), Tensor(x.astype(xa))
    out = g(a, b)
    key = f"{np.dtype(da).name},{np.dtype(xa).name}"
    emit(f"{key} dtype", str(out.dtype))
    emit(key, out, **EXACT)
    emit(f"{key} cell", net(a, b), **EXACT)
