"""Pdist and its gradient as MindSpore 2.10's CPU kernels compute them.  PdistGrad has a float32 kernel only: a
float64 PdistGrad (the primitive, and the gradient of a float64 ``P.Pdist`` / ``ops.pdist``) is computed in float32
and widened, so its float64 digits are float32's (-1.4142135381698608 where msgraph gave -1.41421356474619: SILENT,
st/ops/gpu test_pdist_grad_op.py float64 with eps 1e-5 hid it); its p = inf case tests |d| against the distance to
FLT_EPSILON.  Pdist itself sums in double and rounds once (float32 p = 1: 3.1 where msgraph's float32 sum gave
3.1000001; float64 p = 3: the C library's pow for the root).  Found by vd49gb's value dump."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _conf import emit as _emit


def emit(label, value):
    _emit(label, value, rtol=1e-12, atol=0.0)   # (float32's rounding of a float64 value is the point)


def loss(x, p, w):
    return (P.Pdist(p=p)(x) * w).sum()


def fn_loss(x, w):
    return (ops.pdist(x, 2.0) * w).sum()


x = np.array([[1., 1.3, 0.2], [2., 2.1, -1 / 3], [3., 3.7, 0.9], [0.1, -0.7, 0.4]])
w = np.arange(6) / 7 + 0.3
for dt in ("float64", "float32"):
    xt, wt = Tensor(x.astype(dt)), Tensor(w.astype(dt))
    for p in (2.0, 1.0, 3.0, 0.5, 0.0, float("inf")):
        y = P.Pdist(p=p)(xt)
        emit(f"pdist_{dt}_p{p}", y)
        emit(f"pdist_grad_{dt}_p{p}", G.PdistGrad(p=p)(wt, xt, y))
        emit(f"grad_pdist_{dt}_p{p}", ms.grad(loss)(xt, p, wt))
    emit(f"grad_ops_pdist_{dt}", ms.grad(fn_loss)(xt, wt))
# the st test's case
y_grad = Tensor(np.array([1., 1., 2.]))
xs = Tensor(np.array([[1., 1.], [2., 2.], [3., 3.]]))
ys = Tensor(np.array([1.41421356, 2.82842712, 1.41421356]))
emit("st_pdist_grad_float64", G.PdistGrad(p=2.0)(y_grad, xs, ys))
