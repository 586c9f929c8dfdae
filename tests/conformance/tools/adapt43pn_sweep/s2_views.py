"""View ops (reshape / view / transpose / T / permute / squeeze / unsqueeze / expand_dims / narrow / select / getitem
/ split / chunk / unbind / broadcast_to / expand_as / flatten / Tensor(t)) followed by writes through the view or the
base with 8 index kinds and in-place methods (copy_, setitem with a Tensor value, +=), forward and under ms.grad."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case

VIEWS = {
    "reshape": lambda t: t.reshape(3, 2),
    "view": lambda t: t.view(6),
    "transpose": lambda t: t.transpose(1, 0),
    "T": lambda t: t.T,
    "permute": lambda t: t.permute(1, 0),
    "squeeze": lambda t: t.reshape(1, 2, 3).squeeze(0),
    "unsqueeze": lambda t: t.unsqueeze(0),
    "expand_dims": lambda t: ops.expand_dims(t, 1),
    "narrow": lambda t: t.narrow(1, 1, 2),
    "select": lambda t: t.select(0, 1),
    "t[1]": lambda t: t[1],
    "t[:,1:]": lambda t: t[:, 1:],
    "t[...]": lambda t: t[...],
    "split[0]": lambda t: ops.split(t, 1, 0)[0],
    "chunk[1]": lambda t: t.chunk(3, 1)[1],
    "unbind[0]": lambda t: ops.unbind(t, 0)[0],
    "flatten": lambda t: t.flatten(),
    "Tensor(t)": lambda t: Tensor(t),
    "t[None]": lambda t: t[None],
}
IDX = {"0": 0, ":": slice(None), "...": Ellipsis, "None": None, "True": True, "[0]": [0], "T[0]": "T0",
       "(0,)": (0,), "-1": -1, "T-bool": "TB"}


def mk():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def idx_of(v, k):
    i = IDX[k]
    if isinstance(i, str) and i == "T0":
        return Tensor(np.array([0], np.int64))
    if isinstance(i, str) and i == "TB":
        return Tensor(np.ones(v.shape, np.bool_))
    return i


for vn, vf in VIEWS.items():
    for ik in IDX:
        def w(vf=vf, ik=ik):
            t = mk()
            v = vf(t)
            v[idx_of(v, ik)] = 7
            return t, v
        case(f"{vn} v[{ik}]=7", w)

    def wb(vf=vf):
        t = mk()
        v = vf(t)
        t[0] = 9
        return v

    def wb_ell(vf=vf):
        t = mk()
        v = vf(t)
        t[...] = 9
        return v

    def cp(vf=vf):
        t = mk()
        v = vf(t)
        v.copy_(ops.zeros_like(v))
        return t, v

    def aug(vf=vf):
        t = mk()
        v = vf(t)
        v += 1
        return t, v

    def tval(vf=vf):
        t = mk()
        v = vf(t)
        v[0] = Tensor(np.array(5.0, np.float32))
        return t, v

    def f16(vf=vf):
        t = mk().astype(ms.float16)
        v = vf(t)
        v[0] = 4
        return t, v

    def i32(vf=vf):
        t = mk().astype(ms.int32)
        v = vf(t)
        v[0] = 4
        return t, v

    def boolt(vf=vf):
        t = (mk() > 2)
        v = vf(t)
        v[0] = True
        return t, v

    case(f"{vn} base t[0]=9", wb)
    case(f"{vn} base t[...]=9", wb_ell)
    case(f"{vn} v.copy_(zeros)", cp)
    case(f"{vn} v+=1", aug)
    case(f"{vn} v[0]=Tensor(5)", tval)
    case(f"{vn} f16 v[0]=4", f16)
    case(f"{vn} i32 v[0]=4", i32)
    case(f"{vn} bool v[0]=True", boolt)

    # under ms.grad: the base computed from x, a write through the view, the loss from the base (and the view)
    x = Tensor(np.arange(1, 7, dtype=np.float32).reshape(2, 3))

    def g1(x, vf=vf):
        y = x * 2
        v = vf(y)
        v[0] = 0
        return (y * y).sum()

    def g2(x, vf=vf):
        y = x * 1
        v = vf(y)
        y[0] = 5
        return (v * x.reshape(v.shape) if v.size == 6 else v * 2).sum()

    def g3(x, vf=vf):
        y = x * 1
        v = vf(y)
        v[...] = 3
        return (y * x).sum()

    def g4(x, vf=vf):
        y = x + 0
        v = vf(y)
        v.copy_(ops.ones_like(v) * 2) if hasattr(v, "copy_") else None
        return (y * x).sum()

    for gn, g in (("g1 v[0]=0 loss(y*y)", g1), ("g2 y[0]=5 loss(v)", g2), ("g3 v[...]=3 loss(y*x)", g3),
                  ("g4 copy_ loss(y*x)", g4)):
        case(f"{vn} fwd {gn}", lambda g=g: g(x))
        case(f"{vn} grad {gn}", lambda g=g: ms.grad(g)(x))
