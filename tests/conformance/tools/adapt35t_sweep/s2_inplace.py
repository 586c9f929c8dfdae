"""In-place Tensor methods (PyNative): the returned value / dtype on plain Tensors, views, slices, Parameters, with
Python numbers; then aliasing patterns (which MindSpore 2.10's CPU gets wrong: known, docs/differences.md)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from _h import case
A = np.array([[1.5, -2.0, 0.0], [3.0, -0.5, 4.0]])
DT = (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_)
M = Tensor(A > 0)
IDX = Tensor(np.array([[0, 2], [1, 0]], np.int64))
OPS = [
    ("add_", (1,), {}), ("add_", (2.5,), {}), ("add_", (1,), {"alpha": 2}), ("add_", (Tensor(np.ones(3, np.float32)),), {}),
    ("add_", (Tensor(np.ones(3, np.int32)),), {"alpha": 3}), ("add_", (True,), {}), ("sub_", (1,), {}), ("sub_", (0.5,), {"alpha": 2}),
    ("sub_", (Tensor(np.float64(1.5)),), {}), ("mul_", (2,), {}), ("mul_", (1.5,), {}), ("mul_", (Tensor(np.ones((2, 3), np.int8)),), {}),
    ("div_", (2,), {}), ("div_", (2,), {"rounding_mode": "floor"}), ("div_", (-2,), {"rounding_mode": "trunc"}), ("div_", (Tensor(np.float32(4)),), {}),
    ("floor_divide_", (2,), {}), ("remainder_", (2,), {}), ("fill_", (7,), {}), ("fill_", (2.5,), {}), ("fill_", (Tensor(np.float32(3.5)),), {}),
    ("fill_", (True,), {}), ("zero_", (), {}), ("clamp_", (-1, 1), {}), ("clamp_", (), {"min": 0.5}), ("clamp_", (None, 2), {}),
    ("copy_", (Tensor(np.full((2, 3), 9.75, np.float32)),), {}), ("copy_", (Tensor(np.array([1, 2, 3], np.int64)),), {}),
    ("copy_", (Tensor(np.float16(5.5)),), {}), ("masked_fill_", (M, 9), {}), ("masked_fill_", (M, 1.25), {}),
    ("masked_fill_", (M, Tensor(np.float32(2.5))), {}), ("masked_fill_", (Tensor(np.array([True, False, True])), -1), {}),
    ("index_add_", (1, Tensor(np.array([0, 2], np.int32)), Tensor(np.ones((2, 2), np.float32))), {}),
    ("index_add_", (0, Tensor(np.array([1], np.int64)), Tensor(np.ones((1, 3), np.float32))), {"alpha": 2}),
    ("scatter_", (1, IDX, Tensor(np.full((2, 2), 7, np.float32))), {}), ("scatter_", (1, IDX, 5), {}),
    ("scatter_", (0, IDX, Tensor(np.full((2, 2), 7, np.float32))), {"reduce": "add"}), ("scatter_", (), {"dim": 1, "index": IDX, "value": 1.5}),
    ("exp_", (), {}), ("log_", (), {}), ("sigmoid_", (), {}), ("floor_", (), {}), ("neg_", (), {}), ("abs_", (), {}), ("sqrt_", (), {}),
    ("square_", (), {}), ("tanh_", (), {}), ("index_fill_", (1, Tensor(np.array([0, 2], np.int32)), -3), {}),
    ("masked_scatter_", (M, Tensor(np.arange(6, dtype=np.float32))), {}), ("put_", (Tensor(np.array([0, 5], np.int64)), Tensor(np.array([8, 9], np.float32))), {}),
    ("__iadd__", (1,), {}), ("__isub__", (1.5,), {}), ("__imul__", (2,), {}), ("__itruediv__", (2,), {}), ("__ifloordiv__", (2,), {}),
    ("__imod__", (2,), {}), ("__iand__", (1,), {}), ("__ior__", (True,), {}),
]
for dt in DT:
    n = np.dtype(dt).name
    for i, (m, args, kw) in enumerate(OPS):
        def plain(m=m, args=args, kw=kw):
            x = Tensor(A.astype(dt))
            r = getattr(x, m)(*args, **kw)
            return r   # MindSpore 2.10's CPU leaves x itself unchanged for add_ / sub_ / mul_ / div_ (docs/differences.md)
        case(f"{m}{i}_{n}", plain)
        if dt not in (np.float32, np.int32):
            continue
        def view_row(m=m, args=args, kw=kw):   # y = x[0]; y.op_(...) -- does x see it?
            x = Tensor(A.astype(dt))
            y = x[0]
            if m in ("masked_fill_", "index_add_", "scatter_", "copy_", "masked_scatter_", "mul_", "index_fill_"):
                return "skip"
            return getattr(y, m)(*args, **kw)
        case(f"{m}{i}_viewrow_{n}", view_row)
        def view_t(m=m, args=args, kw=kw):   # y = x.T (non-contiguous)
            x = Tensor(A.astype(dt))
            y = x.T
            if m in ("masked_fill_", "index_add_", "scatter_", "copy_", "masked_scatter_", "mul_", "index_fill_", "put_") or args and hasattr(args[0], "shape") and args[0].shape == (3,):
                return "skip"
            return getattr(y, m)(*args, **kw)
        case(f"{m}{i}_viewT_{n}", view_t)
        def param(m=m, args=args, kw=kw):
            p = Parameter(Tensor(A.astype(dt)), name="w")
            return getattr(p, m)(*args, **kw)
        case(f"{m}{i}_param_{n}", param)
        def slice_(m=m, args=args, kw=kw):
            x = Tensor(A.astype(dt))
            y = x[:, 1:]
            if any(hasattr(v, "shape") and v.shape not in ((), ) for v in list(args) + list(kw.values())):
                return "skip"
            return getattr(y, m)(*args, **kw)
        case(f"{m}{i}_slice_{n}", slice_)
# aliasing patterns
def alias_chain():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = x.view(3, 2)
    y.add_(1)
    z = x.reshape(6)
    z.mul_(2)
    return (x, y, z)
case("alias_view_reshape", alias_chain)
def alias_getitem_int():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = x[1]
    y.zero_()
    return x
case("alias_getitem_zero", alias_getitem_int)
def alias_transpose_fill():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x.T[0].fill_(-1)
    return x
case("alias_T_fill", alias_transpose_fill)
def alias_squeeze():
    x = Tensor(np.arange(3, dtype=np.float32).reshape(1, 3))
    x.squeeze(0).add_(10)
    x.unsqueeze(0)[0, 0].sub_(1)
    return x
case("alias_squeeze", alias_squeeze)
def alias_narrow():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x.narrow(1, 1, 2).mul_(3)
    x.select(0, 0).clamp_(0.5, 1.5)
    return x
case("alias_narrow_select", alias_narrow)
def alias_split():
    x = Tensor(np.arange(6, dtype=np.float32))
    a, b = x.split(3)
    b.fill_(0)
    c = x.chunk(2)[0]
    c.add_(100)
    return x
case("alias_split_chunk", alias_split)
def alias_unbind():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x.unbind(1)[2].neg_()
    return x
case("alias_unbind", alias_unbind)
def alias_expand():
    x = Tensor(np.arange(3, dtype=np.float32))
    y = x.expand_as(Tensor(np.zeros((2, 3), np.float32)))
    return y.add_(1)
case("alias_expand_add", alias_expand)
def alias_flatten():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x.flatten().add_(1)
    x.t().mul_(2)
    return x
case("alias_flatten_t", alias_flatten)
def alias_to_same():
    x = Tensor(np.arange(3, dtype=np.float32))
    y = x.to(ms.float32)
    y.add_(1)
    z = x.float()
    z.add_(1)
    w = x.astype(ms.float32)
    w.add_(1)
    return (x, y is x, z is x)
case("alias_to_same_dtype", alias_to_same)
def alias_param_view():
    p = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="p")
    p[0].add_(5)
    p.T[1].zero_()
    return p
case("alias_param_view", alias_param_view)
def alias_setitem_view():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = x[0]
    x[0, 1] = 50
    return y
case("alias_setitem_seen_by_view", alias_setitem_view)
def alias_iadd_view():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = x[1]
    y += 1
    return x
case("alias_iadd_view", alias_iadd_view)
def alias_clone():
    x = Tensor(np.arange(3, dtype=np.float32))
    y = x.clone()
    y.add_(1)
    z = x.copy()
    z.add_(1)
    return x
case("alias_clone", alias_clone)
def alias_double_view():
    x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
    y = x[1:, ::2]
    y.mul_(-1)
    return (x, y.shape, y.is_contiguous())
case("alias_step_slice", alias_double_view)
def alias_detach():
    x = Tensor(np.arange(3, dtype=np.float32))
    x.detach().add_(1)
    return x
case("alias_detach", alias_detach)
def alias_diag():
    x = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
    x.diagonal().fill_(0)
    return x
case("alias_diagonal", alias_diag)
def alias_index_list():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x[[0]].fill_(0)
    x[Tensor(np.array([True, False]))].fill_(0)
    return x
case("alias_adv_index_copy", alias_index_list)
def alias_ellipsis():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    x[...].add_(1)
    x[None].add_(1)
    x[:].add_(1)
    return x
case("alias_ellipsis_none", alias_ellipsis)
