"""Parameter writes of every form inside loops / branches and the gradients after them: ``self.p = expr``,
``self.p += x``, ops.assign_add / assign_sub, P.ScatterUpdate / ScatterNdUpdate / ScatterAdd, item writes by
slice / int / Tensor index, under Python and Tensor conditions; weight and input gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple
from mindspore.ops import operations as P
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class W(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.p = Parameter(f32(1.0, 2.0, 3.0), name="p")
        self.kind = kind
        self.su = P.ScatterUpdate()
        self.snu = P.ScatterNdUpdate()
        self.sa = P.ScatterAdd()

    def construct(self, x):
        k = self.kind
        out = x * 0
        i = 0
        while i < 2:
            out = out + x * self.p
            if k == "attr":
                self.p = self.p * 2
            elif k == "augadd":
                self.p += 1.0
            elif k == "assign_add":
                ops.assign_add(self.p, f32(1.0, 1.0, 1.0))
            elif k == "assign_sub_x":
                ops.assign_sub(self.p, x)
            elif k == "scatter_update":
                self.su(self.p, Tensor([0], ms.int32), f32(5.0))
            elif k == "scatter_nd_update":
                self.snu(self.p, Tensor([[1]], ms.int32), f32(7.0))
            elif k == "scatter_add":
                self.sa(self.p, Tensor([2], ms.int32), f32(1.0))
            elif k == "slice":
                self.p[1:] = 4.0
            elif k == "int":
                self.p[2] = 4.0
            elif k == "tensor_idx":
                self.p[Tensor(i, ms.int32)] = 4.0
            elif k == "cond_int":
                if x.sum() > 0:
                    self.p[0] = 9.0
            i += 1
        return (out * self.p).sum()


for k in ("attr", "augadd", "assign_add", "assign_sub_x", "scatter_update", "scatter_nd_update", "scatter_add",
          "slice", "int", "tensor_idx", "cond_int"):
    for lab, x in [("pos", f32(1.0, 2.0, 1.0)), ("neg", f32(-1.0, -1.0, -1.0))]:
        def wg(k=k, x=x):
            n = W(k)
            g = ms.grad(n, None, n.trainable_params())(x)
            return g, n.p.value()

        def xg(k=k, x=x):
            return ms.grad(W(k), 0)(x)

        def fwd(k=k, x=x):
            n = W(k)
            return n(x), n.p.value()
        case(f"{k}_{lab}_fwd", fwd)
        case(f"{k}_{lab}_wg", wg)
        case(f"{k}_{lab}_xg", xg)
