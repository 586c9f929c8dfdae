"""Writes through aliases of a differentiated input (subscript views, reshape views, Tensor(v), copy_), ops.assign /
assign_add / assign_sub / scatter_update on views, on viewed Tensors and on Tensor(t), hooks on views after writes,
split / unbind views of a written Tensor under ms.grad, and asnumpy / from_numpy sharing (PyNative features)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case


def mk():
    return Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def ones(*s):
    return Tensor(np.ones(s, np.float32))


def hk(g):
    return g * 10


def f_slice(v):
    w = v[1:]
    w[0] = 0
    return (v * 2).sum()


def f_reshape(v):
    w = v.reshape(2, 2)
    w[0, 0] = 0
    return (v * 2).sum()


def f_ctor(v):
    w = Tensor(v)
    w[0] = 0
    return (v * 2).sum()


def f_direct(v):
    v[0] = 0
    return (v * 2).sum()


def f_ell(v):
    w = v.reshape(2, 2)
    w[...] = 0
    return (v * 2).sum()


def f_viewview(v):
    w = v[1:][1:]
    w[0] = 0
    return (v * 2).sum()


def h_base(v):
    y = v * 1
    z = y[1:]
    z.register_hook(hk)
    y[0] = 0
    return (z * 2).sum()


def h_sibling(v):
    y = v * 1
    z = y[2:]
    z.register_hook(hk)
    w = y[:2]
    w[0] = 7
    return (z * 3).sum() + y.sum()


def h_self(v):
    y = v * 1
    z = y.reshape(2, 2)
    z.register_hook(hk)
    z[0, 0] = 5
    return (z * 2).sum()


def h_base_used(v):
    y = v * 1
    z = y[1:]
    z.register_hook(hk)
    z[0] = 0
    return (y * 2).sum()


def s_split(v):
    y = v.reshape(2, 2) * 1
    w = ops.split(y, 1, 0)[1]
    y[0] = 5
    return (w * 2).sum()


def s_unbind(v):
    y = v.reshape(2, 2) * 1
    w = ops.unbind(y, 0)[1]
    y[0, 1] = 5
    return (w * 2).sum()


for f in (f_slice, f_reshape, f_ctor, f_direct, f_ell, f_viewview, h_base, h_sibling, h_self, h_base_used, s_split,
          s_unbind):
    case(f"grad {f.__name__}", lambda f=f: ms.grad(f)(mk()))
    case(f"value_and_grad {f.__name__}", lambda f=f: ms.value_and_grad(f)(mk()))


def a_view():
    t = mk()
    ops.assign(t[1:], ones(3))
    return t


def a_reshape():
    t = mk()
    ops.assign(t.reshape(2, 2), ones(2, 2))
    return t


def aa_view():
    t = mk()
    ops.assign_add(t[1:], ones(3))
    return t


def as_view():
    t = mk()
    ops.assign_sub(t[1:], ones(3))
    return t


def a_base():
    t = mk()
    v = t[1:]
    ops.assign(t, ones(4))
    return t, v


def a_ctor():
    t = mk()
    u = Tensor(t)
    ops.assign(u, ones(4))
    return t, u


def a_ctor_base():
    t = mk()
    u = Tensor(t)
    ops.assign_add(t, ones(4))
    return t, u


def sc_view():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    v = t[1:]
    ops.scatter_update(v, Tensor(np.array([0], np.int32)), ones(1, 2))
    return t, v


def np_ctor_asnumpy():
    t = mk()
    a = Tensor(t).asnumpy()
    t[0] = 9
    return Tensor(a.copy())


def np_strided():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    u = Tensor.from_numpy(a[:, 1])
    u[0] = 50
    return Tensor(a.copy())


for f in (a_view, a_reshape, aa_view, as_view, a_base, a_ctor, a_ctor_base, sc_view, np_ctor_asnumpy, np_strided):
    case(f.__name__, f)
