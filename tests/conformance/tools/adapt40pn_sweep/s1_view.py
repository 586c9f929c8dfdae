"""st/pynative/ops/view/* and test_view_slice variants: view ops over dtypes / shapes, forward and GradOperation(get_all)
in a Cell (Graph mode: the Cell compiled), multi-op chains, writes through the view."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case, MODE

GA = ops.GradOperation(get_all=True)
GS = ops.GradOperation(get_all=True, sens_param=True)


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, *args):
        return self.fn(x, *args)


def f_diag(x, *a): return ops.diagonal(x, *a)
def f_diag_chain(x, *a):
    t = ops.diagonal(x, *a)
    t = (t + 1) * 2
    return ops.diagonal(t, *a) if t.ndim >= 2 else t
def f_ed0(x): return ops.expand_dims(x, 0)
def f_edm1(x): return ops.expand_dims(x, -1)
def f_ed_chain(x):
    y = ops.expand_dims(x, 0)
    t = (y + 1) * 2
    return ops.expand_dims(t, 0)
def f_reshape(x, s): return ops.reshape(x, s)
def f_reshape_chain(x, s):
    t = ops.reshape(x, s)
    t = (t + 1) * 2
    return ops.reshape(t, (-1,))
def f_view(x, s): return x.view(s)
def f_slice(x, b, s): return ops.slice(x, b, s)
def f_ss1(x): return x[0:2:1, True, ...]
def f_ss2(x):
    y = x[0:2:1, None, ...]
    return y[1]
def f_mix(x): return x[0:3:1, 1, ..., None]
def f_neg_step(x): return x[::-1]
def f_step2(x): return x[::2]
def f_gather1(x): return x[1]
def f_last(x): return x[-1]
def f_split(x, n, a): return ops.split(x, n, a)
def f_split0(x): return ops.split(x, 1)[0]
def f_split_sum(x):
    a, b = ops.split(x, 1, 0)[:2]
    return a * 2 + b
def f_split_list(x): return ops.split(x, [1, 2], 1)
def f_squeeze(x, a=None): return ops.squeeze(x, a)
def f_squeeze_chain(x, a):
    t = ops.squeeze(x, a)
    t = (t + 1) * 2
    return ops.squeeze(t, a)
def f_tr(x, p): return ops.transpose(x, p)
def f_tr_chain(x, p):
    t = ops.transpose(x, p)
    t = (t + 1) * 2
    return ops.transpose(t, p)
def f_unstack(x, a): return ops.unstack(x, a)
def f_unstack0(x): return ops.unstack(x, 0)[0] * 3
def f_unstack_chain(x):
    t = ops.unstack(x, 0)
    return (t[0] + 1) * t[1]
def f_bt(x): return ops.broadcast_to(x, (2, 2, 2, 3))
def f_bt_chain(x):
    t = ops.broadcast_to(x, (2, 2, 2, 3))
    t = (t + 1) * 2
    return ops.broadcast_to(t, (1, 2, 2, 2, 3))
def f_chunk(x): return ops.chunk(x, 2, 0)
def f_narrow(x): return ops.narrow(x, 1, 1, 2)
def f_select(x): return ops.select_ext(x, 0, 1) if hasattr(ops, "select_ext") else x[:, 1]
def f_unbind(x): return ops.unbind(x, 0)
def f_T(x): return x.T
def f_swap(x): return ops.swapaxes(x, 0, 1)
def f_flat(x): return ops.flatten(x)
def f_movedim(x): return ops.movedim(x, 0, -1)


X234 = np.arange(1, 13).reshape(2, 2, 3)
DT = {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64, "u8": ms.uint8,
      "b": ms.bool_}
FLOATS = ("f16", "f32", "f64")

CASES = [
    ("diag", f_diag, X234, (0, 0, 1)),
    ("diag_off1", f_diag, X234, (1, 1, 2)),
    ("diag_offm1", f_diag, X234, (-1, 0, 2)),
    ("diag_off9", f_diag, X234, (9, 0, 1)),
    ("diag_chain", f_diag_chain, X234, (0, 0, 1)),
    ("diag_2d", f_diag, np.arange(12).reshape(3, 4), (0, 0, 1)),
    ("diag_2d_swap", f_diag, np.arange(12).reshape(3, 4), (1, 1, 0)),
    ("ed0", f_ed0, X234, ()),
    ("edm1", f_edm1, X234, ()),
    ("ed0_0d", f_ed0, np.array(3.0), ()),
    ("ed0_empty", f_ed0, np.zeros((0, 3)), ()),
    ("ed_chain", f_ed_chain, X234, ()),
    ("reshape", f_reshape, X234, ((3, 4),)),
    ("reshape_m1", f_reshape, X234, ((-1, 6),)),
    ("reshape_0d", f_reshape, np.array([5.0]), ((),)),
    ("reshape_empty", f_reshape, np.zeros((0, 3)), ((3, 0),)),
    ("reshape_bad", f_reshape, X234, ((5, 3),)),
    ("reshape_chain", f_reshape_chain, X234, ((4, 3),)),
    ("view", f_view, X234, ((6, 2),)),
    ("slice", f_slice, np.arange(1, 13).reshape(1, 3, 4), ((0, 0, 1), (1, 2, 2))),
    ("slice_m1", f_slice, np.arange(1, 13).reshape(1, 3, 4), ((0, 1, 1), (-1, -1, 2))),
    ("slice_oob", f_slice, np.arange(1, 13).reshape(1, 3, 4), ((0, 2, 1), (1, 2, 2))),
    ("ss1", f_ss1, X234, ()),
    ("ss2", f_ss2, X234, ()),
    ("mix", f_mix, np.arange(2 * 4 * 4 * 4).reshape(2, 4, 4, 4) / 7.0, ()),
    ("negstep", f_neg_step, X234, ()),
    ("step2", f_step2, np.arange(10), ()),
    ("gather1", f_gather1, X234, ()),
    ("last", f_last, X234, ()),
    ("split", f_split, np.arange(12).reshape(4, 3), (2, 0)),
    ("split_ax1", f_split, np.arange(12).reshape(4, 3), (1, 1)),
    ("split_uneven", f_split, np.arange(10).reshape(5, 2), (2, 0)),
    ("split0", f_split0, X234, ()),
    ("split_sum", f_split_sum, np.arange(12).reshape(4, 3), ()),
    ("split_list", f_split_list, np.arange(12).reshape(4, 3), ()),
    ("squeeze", f_squeeze, np.arange(6).reshape(2, 1, 1, 3), ()),
    ("squeeze_1", f_squeeze, np.arange(6).reshape(2, 1, 1, 3), (1,)),
    ("squeeze_t", f_squeeze, np.arange(6).reshape(2, 1, 1, 3), ((1, 2),)),
    ("squeeze_bad", f_squeeze, np.arange(6).reshape(2, 1, 1, 3), (0,)),
    ("squeeze_0d", f_squeeze, np.array(2.0), ()),
    ("squeeze_chain", f_squeeze_chain, np.arange(6).reshape(2, 1, 1, 3), (1,)),
    ("tr", f_tr, X234, ((2, 0, 1),)),
    ("tr_neg", f_tr, X234, ((-1, 0, 1),)),
    ("tr_chain", f_tr_chain, X234, ((1, 2, 0),)),
    ("tr_bad", f_tr, X234, ((0, 0, 1),)),
    ("tr_0d", f_tr, np.array(2.0), ((),)),
    ("unstack0", f_unstack, X234, (0,)),
    ("unstack2", f_unstack, X234, (2,)),
    ("unstack_neg", f_unstack, X234, (-1,)),
    ("unstack0_mul", f_unstack0, X234, ()),
    ("unstack_chain", f_unstack_chain, X234, ()),
    ("bt", f_bt, X234, ()),
    ("bt_chain", f_bt_chain, X234, ()),
    ("chunk", f_chunk, np.arange(12).reshape(4, 3), ()),
    ("narrow", f_narrow, np.arange(12).reshape(3, 4), ()),
    ("unbind", f_unbind, X234, ()),
    ("T", f_T, np.arange(6).reshape(2, 3), ()),
    ("swap", f_swap, X234, ()),
    ("flat", f_flat, X234, ()),
    ("movedim", f_movedim, X234, ()),
]

for name, fn, arr, args in CASES:
    for dn in ("f32", "f16", "f64", "i32", "b"):
        x = Tensor(np.asarray(arr).astype(ms.dtype_to_nptype(DT[dn])) if dn != "b" else np.asarray(arr) % 2 == 1)
        case(f"{name}_{dn}", lambda: Net(fn)(x, *args))
        if dn in FLOATS:
            case(f"{name}_{dn}_grad", lambda: GA(Net(fn))(x, *args)[0])

# empty / 0-d variants
case("slice_zero", lambda: (ops.zeros((0, 4))[:2].shape, ops.zeros((0, 4))[:, 2].shape))
case("split_empty", lambda: ops.split(Tensor(np.zeros((0, 3), np.float32)), 1, 1))
case("unstack_empty", lambda: ops.unstack(Tensor(np.zeros((2, 0), np.float32)), 0))
case("squeeze_empty", lambda: ops.squeeze(Tensor(np.zeros((0, 1), np.float32))))
case("diag_empty", lambda: ops.diagonal(Tensor(np.zeros((0, 3), np.float32))))
case("tr_empty", lambda: ops.transpose(Tensor(np.zeros((0, 3), np.float32)), (1, 0)))


# writes through views (PyNative semantics)
def w_getitem():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[0]
    y[1] = 9
    return x, y
def w_setitem_slice():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[:, 1:]
    y[0] = 7
    return x, y
def w_transpose():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ops.transpose(x, (1, 0))
    y[0] = 7
    return x, y
def w_reshape():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x.reshape(3, 2)
    y[0] = 7
    return x, y
def w_view():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x.view(3, 2)
    y[0] = 7
    return x, y
def w_squeeze():
    x = Tensor(np.arange(3).reshape(1, 3).astype(np.float32))
    y = ops.squeeze(x)
    y[0] = 7
    return x, y
def w_expand():
    x = Tensor(np.arange(3).astype(np.float32))
    y = ops.expand_dims(x, 0)
    y[0] = 7
    return x, y
def w_split():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ops.split(x, 1)[1]
    y[0] = 7
    return x, y
def w_unstack():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ops.unstack(x)[1]
    y[0] = 7
    return x, y
def w_diag():
    x = Tensor(np.arange(9).reshape(3, 3).astype(np.float32))
    y = ops.diagonal(x)
    y[0] = 7
    return x, y
def w_base_after():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[1]
    x[1] = 5
    return x, y
def w_base_after_tr():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ops.transpose(x, (1, 0))
    x[0] = 5
    return x, y
def w_iadd_view():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[0]
    y += 1
    return x, y
def w_assign_value():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[0]
    y.assign_value(Tensor(np.ones(3, np.float32)))
    return x, y
def w_contig():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = ops.transpose(x, (1, 0))
    return y.is_contiguous(), y.contiguous().is_contiguous(), x.is_contiguous()
def w_copy_():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[0]
    y.copy_(Tensor(np.array([7, 8, 9], np.float32)))
    return x, y
def w_fill_():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[1]
    y.fill_(4)
    return x, y
def w_zero_():
    x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
    y = x[:, 0]
    y.zero_()
    return x, y


for n, f in list(globals().items()):
    if n.startswith("w_"):
        case(n, f)
