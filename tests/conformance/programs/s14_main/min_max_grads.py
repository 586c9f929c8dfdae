"""ops.min/ops.max and Tensor.min/max(axis=...): MindSpore 2.10 takes an int axis through
Arg{Min,Max}WithValue (the gradient goes to the returned index: one element among ties) and axis None through
the reduction (the gradient is shared among ties, the index is 0, initial/where/keepdims are not read).
msgraph had it the other way round for both (silently different gradients), and refused initial/where in ops.min."""
import numpy as np
import mindspore as ms
from mindspore import ops, mint
from _conf import emit, emit_error

x = ms.Tensor(np.array([[3., 1, 1, 2], [5, 5, 0, 0]], np.float32))
v = ms.Tensor(np.array([3., 1, 1, 2], np.float32))
w = ms.Tensor(np.array([[True, False, True, True], [False, True, True, False]]))

def ops_min(t):
    return ops.min(t)[0]


def ops_max(t):
    return ops.max(t)[0]


def ops_min_ax0(t):
    return ops.min(t, 0)[0]


def ops_min_ax_last(t):
    return ops.min(t, -1)[0]


def ops_max_kd(t):
    return ops.max(t, -1, keepdims=True)[0]


def ops_min_init(t):
    return ops.min(t, -1, initial=0.5)[0]


def ops_max_where(t):
    return ops.max(t, 0, initial=4.0, where=t > 1.5)[0]


def tensor_min(t):
    return t.min()


def tensor_min_ax(t):
    return t.min(axis=-1)


def tensor_min_ax_kd(t):
    return t.min(axis=-1, keepdims=True)


def tensor_max_ri(t):
    return t.max(axis=-1, return_indices=True)[0]


def tensor_min_ax_init(t):
    return t.min(axis=-1, initial=0.5)


def tensor_max_tuple(t):
    return t.max(axis=(0,)) * 2


def mint_min(t):
    return mint.min(t)


def mint_max_dim(t):
    return mint.max(t, 0)[0]


def amin(t):
    return ops.amin(t, -1)


cases = [ops_min, ops_max, ops_min_ax0, ops_min_ax_last, ops_max_kd, ops_min_init, ops_max_where, tensor_min,
         tensor_min_ax, tensor_min_ax_kd, tensor_max_ri, tensor_min_ax_init, tensor_max_tuple, mint_min, mint_max_dim,
         amin]
for f in cases:
    for name, t in (("x", x), ("v", v)):
        emit_error(f"{f.__name__}_{name}_value", f, t)
        emit_error(f"{f.__name__}_{name}_grad", ms.grad(f), t)
emit("ops_min_all", ops.min(x))
emit("ops_max_0d", ops.max(ms.Tensor(2.5, ms.float32)))
emit("ops_max_none_init_ignored", ops.max(x, initial=9.0))
emit("tensor_max_none_init_ignored", x.max(initial=9.0))
emit("tensor_min_none_keepdims", x.min(keepdims=True))
emit("tensor_min_ri", x.min(axis=1, return_indices=True))
emit("tensor_max_ri_none", x.max(return_indices=True))
emit_error("ops_min_axis_tuple", ops.min, x, (0, 1))
emit_error("ops_min_initial_tensor", ops.min, x, 0, initial=ms.Tensor(1.0))
emit_error("ops_min_where_no_initial", ops.min, x, 0, where=w)
