"""The gradient of the VALUE `ops.assign_add` / `ops.assign_sub` (and the AssignAdd / AssignSub primitives) return
when they write a Cell's Parameter: MindSpore 2.10 differentiates it as `p + v` / `p - v` (d/dv = +1 / -1, both
modes), while later reads of the Parameter give the value no gradient (`r * 2 + self.p` gives 2 * (-3) = -6 w.r.t.
u) and `ops.assign`'s value gets none.  msgraph gave the value 0 (SILENT, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, kind, dt=ms.float32, later=False):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), dt), name="p")
        self.kind = kind
        self.later = later

    def construct(self, u):
        ones = ops.ones((3,), self.p.dtype)
        if self.kind == "sub":
            r = ops.assign_sub(self.p, ones * u.sum())
        elif self.kind == "add":
            r = ops.assign_add(self.p, ones * u.sum())
        elif self.kind == "assign":
            r = ops.assign(self.p, ones * u.sum())
        elif self.kind == "subprim":
            r = ops.AssignSub()(self.p, ones * u.sum())
        else:
            r = ops.AssignAdd()(self.p, ones * u.sum())
        if self.later:
            return r * 2 + self.p * 1
        return r * 1


def grad_u(kind, dt=ms.float32, later=False):
    net = Net(kind, dt, later)
    g = ms.grad(net)(Tensor(np.array([1.0], ms.dtype_to_nptype(dt))))
    return g, net.p


def vag_weights(kind):
    net = Net(kind)
    v, (gu, gp) = ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())(Tensor(np.array([1.0],
                                                                                                    np.float32)))
    return v, gu, gp, net.p


for kind in ("sub", "add", "subprim", "addprim", "assign"):
    emit_error(f"{kind}/grad_u", lambda kind=kind: grad_u(kind))
    emit_error(f"{kind}/vag_weights", lambda kind=kind: vag_weights(kind))
emit_error("sub/f64/grad_u", lambda: grad_u("sub", ms.float64))
emit_error("add/f64/grad_u", lambda: grad_u("add", ms.float64))
emit_error("sub/later_read/grad_u", lambda: grad_u("sub", later=True))
emit_error("add/later_read/grad_u", lambda: grad_u("add", later=True))
