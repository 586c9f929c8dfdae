"""Gradients of Tensors read back out of values made when the graph runs (tuples grown in a Tensor while, tuples
whose length a Tensor break decides), and of the value returned by ops.assign_add / assign_sub on Parameters."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def grow_ret_x(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    return x, len(out)


def grow_ret_item(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    return out[0] * 3 + x


def grow_ret_last(x):
    out = ()
    while x.sum() < 10:
        out = out + (x * x,)
        x = x * 2
    return out[-1]


def grow_sum_items(x):
    out = ()
    while x.sum() < 10:
        out = out + (x,)
        x = x * 2
    s = x
    for v in out:
        s = s + v
    return s


def brk_tuple(x):
    reads = ()
    y = x
    for i in range(4):
        y = y * 2
        reads = reads + (y.sum(),)
        if y.sum() > 10:
            break
    return y, reads


def brk_r10(x):
    r = brk_tuple(x)
    return r[1][0]


def brk_r1last(x):
    r = brk_tuple(x)
    return r[1][-1] + r[0].sum()


def list_grow(x):
    out = []
    while x.sum() < 10:
        out.append(x)
        x = x * 2
    return out[0] * 5 + x


for fn in (grow_ret_x, grow_ret_item, grow_ret_last, grow_sum_items, brk_r10, brk_r1last, list_grow):
    for lab, v in (("f32", [1.0, 2.0]), ("f64", None), ("f16", None)):
        dt = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[lab]
        case(f"{fn.__name__}/fwd/{lab}", lambda fn=fn, dt=dt: J(fn)(T([1.0, 2.0], dt)))
        case(f"{fn.__name__}/grad/{lab}", lambda fn=fn, dt=dt: ms.grad(J(fn))(T([1.0, 2.0], dt)))
    case(f"{fn.__name__}/vag", lambda fn=fn: ms.value_and_grad(J(fn))(T([0.5, 1.0])))


class AS(nn.Cell):
    def __init__(self, kind, dt=ms.float32):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), dt), name="p")
        self.kind = kind

    def construct(self, u):
        ones = ops.ones((3,), self.p.dtype)
        if self.kind == "sub":
            r = ops.assign_sub(self.p, ones * u.sum())
        elif self.kind == "add":
            r = ops.assign_add(self.p, ones * u.sum())
        elif self.kind == "assign":
            r = ops.assign(self.p, ones * u.sum())
        elif self.kind == "sub_m":
            r = self.p.assign_value(self.p - ones * u.sum())
        elif self.kind == "subprim":
            r = ops.AssignSub()(self.p, ones * u.sum())
        else:
            r = ops.AssignAdd()(self.p, ones * u.sum())
        return r * 1


class AS2(nn.Cell):
    """the returned value and a later read of the Parameter"""
    def __init__(self, kind):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.kind = kind

    def construct(self, u):
        ones = ops.ones((3,), ms.float32)
        if self.kind == "sub":
            r = ops.assign_sub(self.p, ones * u.sum())
        else:
            r = ops.assign_add(self.p, ones * u.sum())
        return r * 2 + self.p * 1


for kind in ("sub", "add", "assign", "subprim", "addprim"):
    for dl, dt in (("f32", ms.float32), ("f64", ms.float64)):
        def g(kind=kind, dt=dt):
            net = AS(kind, dt)
            gr = ms.grad(net)(Tensor(np.array([1.0], np.float32 if dt == ms.float32 else np.float64)))
            return gr, net.p
        case(f"assign_{kind}/{dl}/grad_u", g)

        def gw(kind=kind, dt=dt):
            net = AS(kind, dt)
            u = Tensor(np.array([1.0], np.float32 if dt == ms.float32 else np.float64))
            v, (gu, gp) = ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())(u)
            return v, gu, gp, net.p
        case(f"assign_{kind}/{dl}/vag_weights", gw)
    case(f"assign_{kind}/fwd", lambda kind=kind: (AS(kind)(T([2.0])),))

for kind in ("sub", "add"):
    def g2(kind=kind):
        net = AS2(kind)
        return ms.grad(net)(T([1.0])), net.p
    case(f"assign2_{kind}/grad_u", g2)
