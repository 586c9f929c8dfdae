"""Cdist's gradient (the ``CdistGrad`` primitive and ``ms.grad`` of ``ops.cdist``) as MindSpore 2.10's CPU kernel
computes it, found by the value-dump sweep of st/ops/gpu run on the CPU (session 49, vd49ga; st
test_cdist_grad_op.py float64 cases, whose tolerance 1e-5 hid it):

* float64 inputs are computed in float32 (a Float64 gradient holding float32's digits: -0.8888888955116272 where
  msgraph gave -0.8888888888888888) -- SILENT;
* p = inf compares the float32 differences with the float32 distance: msgraph compared float64 differences of the
  inputs with it and lost gradient terms (CdistGrad of float32 with p = inf, and ms.grad of a float64 cdist with
  p = inf: values off by up to 25) -- SILENT;
* float32 terms summed over x2's rows one by one (msgraph: float64 sums, ulps apart), pow correctly rounded;
* ``ms.grad`` of ``ops.cdist``: MindSpore's bprop is CdistGrad for x1 and CdistGrad of the transposed gradient and
  distance for x2 (msgraph differentiated its own composite).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import auto_generate as gen
from _conf import emit

EXACT = dict(rtol=0.0, atol=0.0)

x1 = ((np.arange(40) * 7 % 13) / 3 - 2 + np.arange(40) / 101).reshape(2, 5, 4)
x2 = ((np.arange(48) * 5 % 11) / 4 - 1.3 + np.arange(48) / 97).reshape(2, 6, 4)
g = np.arange(60, dtype=np.float64).reshape(2, 5, 6) / 7 + 0.3

# the st test's case
gr = Tensor(np.array([[[1.0, 1.0], [2.0, 2.0]]]))
a = Tensor(np.array([[[1.0, 1.0], [2.0, 2.0]]]))
b = Tensor(np.array([[[3.0, 3.0], [3.0, 3.0]]]))
out = gen.CdistGrad(p=3.0)(gr, a, b, Tensor(np.array([[[3.0, 3.0], [3.0, 3.0]]])))
emit("st case float64 p=3 dtype/shape", (str(out.dtype), out.shape))
emit("st case float64 p=3", out, **EXACT)

for dt in (np.float32, np.float64):
    name = np.dtype(dt).name
    A, B, G = Tensor(x1.astype(dt)), Tensor(x2.astype(dt)), Tensor(g.astype(dt))
    for p in (1.0, 2.0, float("inf")):
        dist = ops.cdist(A, B, p=p)
        emit(f"cdist {name} p={p}", dist, **EXACT)
        out = gen.CdistGrad(p=p)(G, A, B, dist)
        emit(f"CdistGrad {name} p={p} dtype/shape", (str(out.dtype), out.shape))
        emit(f"CdistGrad {name} p={p}", out, **EXACT)

        def loss(u, v):
            return (ops.cdist(u, v, p=p) * G).sum()

        g1, g2 = ms.grad(loss, (0, 1))(A, B)
        emit(f"grad cdist {name} p={p} x1", g1, **EXACT)
        emit(f"grad cdist {name} p={p} x2", g2, **EXACT)
