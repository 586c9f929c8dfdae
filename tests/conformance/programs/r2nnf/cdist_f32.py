"""ops.cdist of float16 / float64 Tensors (found by the r2nnf re-run of the adapt33o nn sweep).  MindSpore 2.10's
Cdist CPU kernel computes them in float32, the differences too: a float64 cdist holds float32 digits
(sqrt(4.75) is 2.1794495582580566, msgraph 2.179449471770337; the p=1 distance 1.6 is 1.5999999046325684), a float16
one is the float32 distance rounded once (3.8671875, msgraph's float16 arithmetic 3.869140625).  The gradient stays
in the input dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x, y):
        return ops.cdist(x, y, self.p)


def bits(t):
    a = t.asnumpy()
    return {"value": t, "dtype": str(t.dtype),
            "bits": a.view(np.int64 if a.itemsize == 8 else (np.int32 if a.itemsize == 4 else np.int16))}


base = np.array([[0.5, -1.0, 2.0, 0.0], [1.5, 3.0, -2.0, 0.25], [0.0, 0.1, 0.3, 0.7]])
tg = np.array([[0.0, 1.0, 0.5, 0.2], [1.0, 0.0, 0.3, 0.9], [0.5, 0.5, 0.5, 0.5]])
for dn, dt in (("f64", ms.float64), ("f16", ms.float16), ("f32", ms.float32)):
    a, b = Tensor(base, dt), Tensor(tg, dt)
    for p in (2.0, 1.0, 3.0, float("inf")):
        emit_error("cdist_p%s_%s" % (p, dn), lambda: bits(Net(p)(a, b)))
        emit_error("cdist_p%s_%s_eager" % (p, dn), lambda: bits(ops.cdist(a, b, p)))
    emit_error("cdist_batch_%s" % dn, lambda: bits(Net(2.0)(a[None], b[None])))


def dsum(x, y):
    return ops.cdist(x, y).sum()


a, b = Tensor(base, ms.float64), Tensor(tg, ms.float64)
g = ms.grad(dsum, (0, 1))(a, b)
emit_error("cdist_grad_f64_dtype", lambda: [str(t.dtype) for t in g])
emit_error("cdist_grad_f64", lambda: g)
