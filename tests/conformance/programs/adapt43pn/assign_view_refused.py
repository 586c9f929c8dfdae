"""`ops.assign` / `assign_add` / `assign_sub` and PyNative views (st pynative views tests, adapted): MindSpore 2.10
refuses them on a view op's output (`t[1:]`, `t.reshape(2, 2)`: RuntimeError "Check view and inplace failed! Not
support view input for inplace op Assign"); msgraph wrote the view alone (SILENT).  On the viewed Tensor the
write reaches its views (msgraph's views kept the old values: SILENT), and on `Tensor(t)` -- no view for MindSpore --
it reaches t.  PyNative only (graph code has no views)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error

MODES = ("pynative",)


def mk():
    return Tensor(np.arange(4, dtype=np.float32))


def ones(*shape):
    return Tensor(np.ones(shape, np.float32))


def assign_slice_view():
    t = mk()
    v = t[1:]
    ops.assign(v, ones(3))
    return t


def assign_reshape_view():
    t = mk()
    v = t.reshape(2, 2)
    ops.assign(v, ones(2, 2))
    return t


def assign_add_view():
    t = mk()
    ops.assign_add(t[1:], ones(3))
    return t


def assign_sub_view():
    t = mk()
    ops.assign_sub(t.reshape(2, 2), ones(2, 2))
    return t


def assign_base():
    t = mk()
    v = t[1:]
    ops.assign(t, ones(4))
    return t, v


def assign_base_of_tensor_ctor():
    t = mk()
    u = Tensor(t)
    ops.assign(t, ones(4))
    return u


def assign_add_tensor_ctor():
    t = mk()
    u = Tensor(t)
    ops.assign_add(u, ones(4))
    return t, u


for f in (assign_slice_view, assign_reshape_view, assign_add_view, assign_sub_view, assign_base,
          assign_base_of_tensor_ctor, assign_add_tensor_ctor):
    emit_error(f.__name__, f)
